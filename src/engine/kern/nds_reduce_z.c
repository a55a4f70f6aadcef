/* nds_reduce_z.c: reductions of complex values by groups: max and min (with their
   indices), the implicit zeros of a product; of complex doubles and complex singles,
   each ordered and computed in its own type as Octave's; and max and min by a run
   along dim 1 */
#include <math.h>
#include "nds_kern.h"
#include "nds_zorder.h"

/* group_extreme<sfx>: the position (in G's sorted order) of the first max or min
   of group g's values in z_after<sfx>'s order, NaN (a NaN part) skipped; the
   group's first position when all are NaN */
#define NDS_GROUP_EXTREME(sfx, T)                                                    \
  static inline int64_t group_extreme##sfx (const nds_groups *G, const T *x,        \
                                            int64_t g, int ismax)                   \
  {                                                                                 \
    int64_t a = G->start[g], b = G->start[g + 1], best = a;                         \
    const T *p = x + 2 * nds_sorted_row (G, a);                                     \
    int have = !(isnan (p[0]) || isnan (p[1]));                                     \
    double qp = have ? quick_sq (p[0], p[1]) : -1;                                  \
    for (int64_t t = a + 1; t < b; t++)                                             \
      {                                                                             \
        const T *q = x + 2 * nds_sorted_row (G, t);                                 \
        if (isnan (q[0]) || isnan (q[1])) continue;                                 \
        const double qq = quick_sq (q[0], q[1]);                                    \
        if (!have || z_after##sfx (q, qq, p, qp, ismax))                            \
          {                                                                         \
            best = t;                                                               \
            p = q;                                                                  \
            qp = qq;                                                                \
            have = 1;                                                               \
          }                                                                         \
      }                                                                             \
    return best;                                                                    \
  }
NDS_GROUP_EXTREME (, double)
NDS_GROUP_EXTREME (_f, float)
#undef NDS_GROUP_EXTREME

/* the 1-based column-major position of row t of s (n rows) among the cells of its
   leading r dims (sizes sz), INT64_MAX past it (a NaN run compares with it alone) */
static inline int64_t lead_pos (const int64_t *s, int64_t n, int64_t r, const int64_t *sz,
                                int64_t t)
{
  int64_t p = 0;
  for (int64_t d = r - 1; d >= 0; d--)
    if (__builtin_mul_overflow (p, sz[d], &p)
        || __builtin_add_overflow (p, s[t + d * n] - 1, &p))
      return INT64_MAX;
  return p + 1;
}

/* the cells of the leading r dims (sizes sz) */
static inline double lead_cells (const int64_t *sz, int64_t r)
{
  double L = 1;
  for (int64_t d = 0; d < r; d++) L *= (double) sz[d];
  return L;
}

/* the max (ismax) or min over rows i..e-1 of the pairs x of T, a run of s (n rows)
   over its leading r dims (sizes sz: the rows agree on the rest, in column-major
   order): what nds_extreme<sfx> and then nds_max_nan_inf<sfx> give for that group
   along dim 1 of the array whose first dim holds the r leading ones (Octave's
   max (A(:)) for every dim), into y[0], y[1], in z_after<sfx>'s order (each best
   value's square computed once) */
#define NDS_RUN_EXTREME_Z(name, sfx, T, ABS)                                         \
  void name (const T *x, const int64_t *s, int64_t n, int64_t r, const int64_t *sz,  \
             int64_t i, int64_t e, int ismax, T *y)                                 \
  {                                                                                 \
    const T *p = x + 2 * i;                                                         \
    int have = !(isnan (p[0]) || isnan (p[1]));                                     \
    int naninf = !have && (isinf (p[0]) || isinf (p[1]));                          \
    double qp = have ? quick_sq (p[0], p[1]) : -1;                                  \
    for (int64_t t = i + 1; t < e; t++)                                             \
      {                                                                             \
        const T *q = x + 2 * t;                                                     \
        if (isnan (q[0]) || isnan (q[1]))                                           \
          {                                                                         \
            naninf |= isinf (q[0]) || isinf (q[1]);                                 \
            continue;                                                               \
          }                                                                         \
        const double qq = quick_sq (q[0], q[1]);                                    \
        if (!have || z_after##sfx (q, qq, p, qp, ismax))                            \
          {                                                                         \
            p = q;                                                                  \
            qp = qq;                                                                \
            have = 1;                                                               \
          }                                                                         \
      }                                                                             \
    /* a stored value is nonzero, so a zero is below every one but NaN; the run's   \
       cells counted only then (one run a column: most hold one row) */            \
    const int zero = (!ismax || !have) && (double) (e - i) < lead_cells (sz, r);     \
    y[0] = zero ? 0 : p[0];                                                         \
    y[1] = zero ? 0 : p[1];                                                         \
    if (!ismax || !naninf) return;                                                  \
    int64_t k = 1;    /* the first coordinate with no NaN part (first_clean_rows) */ \
    for (int64_t t = i; t < e; t++)                                                 \
      if ((isnan (x[2 * t]) || isnan (x[2 * t + 1])) && lead_pos (s, n, r, sz, t) == k) \
        k++;                                                                        \
    for (int64_t t = i; t < e; t++)                                                 \
      {                                                                             \
        const T *q = x + 2 * t;                                                     \
        const int nan = isnan (q[0]) || isnan (q[1]);                               \
        if (ABS (q[0], q[1]) != (T) INFINITY) continue;                             \
        const int after = lead_pos (s, n, r, sz, t) > k;                            \
        if (nan && after)                                                           \
          {                                                                         \
            y[0] = q[0];                                                            \
            y[1] = q[1];                                                            \
          }                                                                         \
        if (!nan || after) break;                                                   \
      }                                                                             \
  }
NDS_RUN_EXTREME_Z (nds_run_extreme_z, , double, hypot)
NDS_RUN_EXTREME_Z (nds_run_extreme_cf, _f, float, hypotf)
#undef NDS_RUN_EXTREME_Z

/* y[g] = the max or min of group g of the pairs x of T, implicit zeros counted
   (cnt[g] of nr cells stored) */
#define NDS_EXTREME_Z(name, sfx, T)                                                  \
  void name (const nds_groups *G, const T *x, int ismax, const double *cnt,          \
             double nr, T *y)                                                       \
  {                                                                                 \
    _Pragma ("omp parallel for schedule(static) if (G->ng > 100000)")                \
    for (int64_t g = 0; g < G->ng; g++)                                             \
      {                                                                             \
        const T *p = x + 2 * nds_sorted_row (G, group_extreme##sfx (G, x, g, ismax)); \
        /* a stored value is nonzero, so a zero is below every one but NaN */       \
        const int zero = cnt[g] < nr && (!ismax || isnan (p[0]) || isnan (p[1]));   \
        y[2 * g] = zero ? 0 : p[0];                                                 \
        y[2 * g + 1] = zero ? 0 : p[1];                                             \
      }                                                                             \
  }
NDS_EXTREME_Z (nds_extreme_z, , double)
NDS_EXTREME_Z (nds_extreme_cf, _f, float)
#undef NDS_EXTREME_Z

/* y[g], idx[g] = the max or min of group g along dim d of extent nr, implicit zeros
   included, and the 1-based coordinate along d of the first one; pairs x, y of T */
#define NDS_ARGEXT_Z(name, sfx, T)                                                   \
  void name (const nds_groups *G, const int64_t *s, const T *x, int64_t d,           \
             int64_t nr, int ismax, T *y, double *idx)                              \
  {                                                                                 \
    const int64_t n = G->n;                                                         \
    _Pragma ("omp parallel for schedule(static) if (G->ng > 100000)")                \
    for (int64_t g = 0; g < G->ng; g++)                                             \
      {                                                                             \
        const int64_t r = nds_sorted_row (G, group_extreme##sfx (G, x, g, ismax));  \
        const T *p = x + 2 * r;                                                     \
        int64_t gap = 1;    /* the first coordinate along d with no entry */        \
        for (int64_t u = G->start[g]; u < G->start[g + 1]; u++)                     \
          if (s[nds_sorted_row (G, u) + d * n] == gap) gap++;                       \
        const int64_t cnt = G->start[g + 1] - G->start[g];                          \
        const int zero = cnt < nr && (!ismax || isnan (p[0]) || isnan (p[1]));      \
        /* a NaN extreme (all stored NaN) stands at the first entry, before or      \
           after the gap; a zero extreme at the gap */                              \
        y[2 * g] = zero ? 0 : p[0];                                                 \
        y[2 * g + 1] = zero ? 0 : p[1];                                             \
        idx[g] = (double) (zero ? gap : s[r + d * n]);                              \
      }                                                                             \
  }
NDS_ARGEXT_Z (nds_argext_z, , double)
NDS_ARGEXT_Z (nds_argext_cf, _f, float)
#undef NDS_ARGEXT_Z

/* whether rows a and b of s (n-by-m) agree on every dim after d */
static int same_after (const int64_t *s, int64_t n, int64_t m, int64_t d, int64_t a,
                       int64_t b)
{
  for (int64_t k = d + 1; k < m; k++)
    if (s[a + k * n] != s[b + k * n]) return 0;
  return 1;
}

/* row[e] = the first coordinate (1-based) along d where no entry of e's block (the
   entries agreeing with e on every dim after d, contiguous in sorted s, ordered
   along d) has a NaN part: Octave's max skips NaN values up to that row */
static void first_clean_rows (const int64_t *s, int64_t n, int64_t m, int64_t d,
                              const unsigned char *nan, int64_t *row)
{
  for (int64_t a = 0, b; a < n; a = b)
    {
      int64_t k = 1;
      for (b = a; b < n && same_after (s, n, m, d, a, b); b++)
        if (nan[b] && s[b + d * n] == k) k++;    /* (a later row ends the run) */
      for (int64_t e = a; e < b; e++) row[e] = k;
    }
}

/* 1 when one of the n pairs x of T has a NaN part and an infinite one: the values
   whose order nds_max_nan_inf<sfx> fixes */
#define NDS_ANY_NAN_INF(name, T)                                                     \
  int name (const T *x, int64_t n)                                                  \
  {                                                                                 \
    for (int64_t e = 0; e < n; e++)                                                 \
      if ((isnan (x[2 * e]) || isnan (x[2 * e + 1]))                                \
          && (isinf (x[2 * e]) || isinf (x[2 * e + 1])))                            \
        return 1;                                                                   \
    return 0;                                                                       \
  }
NDS_ANY_NAN_INF (nds_any_nan_inf_z, double)
NDS_ANY_NAN_INF (nds_any_nan_inf_cf, float)
#undef NDS_ANY_NAN_INF

/* Octave's max of complex values (mx-inlines.cc) is sequential along dim d: it
   skips NaN values up to the first row of a block with none (first_clean_rows),
   and after that row compares with > alone, by which a value with a NaN part and
   an infinite one (modulus Inf, argument NaN) beats a max of finite modulus.
   name sets y[g], and idx[g] (its 1-based coordinate along d) unless idx is NULL,
   for each group g of G whose max that makes such a value: the first after its
   block's first clean row, when no value before it has an infinite modulus; s: G's
   n rows, sorted column-major, m dims; x: pairs of T */
#define NDS_MAX_NAN_INF(name, T, ABS, ANY)                                           \
  int name (const nds_groups *G, const int64_t *s, int64_t m, const T *x, int64_t d,  \
            T *y, double *idx)                                                      \
  {                                                                                 \
    const int64_t n = G->n;                                                         \
    if (!ANY (x, n)) return NDS_OK;                                                 \
    unsigned char *nan = nds_malloc (n, 1);                                         \
    int64_t *row = nds_malloc (n, sizeof *row);                                     \
    if (!nan || !row)                                                               \
      {                                                                             \
        nds_free (nan);                                                             \
        nds_free (row);                                                             \
        return NDS_ENOMEM;                                                          \
      }                                                                             \
    for (int64_t e = 0; e < n; e++)                                                 \
      nan[e] = isnan (x[2 * e]) || isnan (x[2 * e + 1]);                            \
    first_clean_rows (s, n, m, d, nan, row);                                        \
    for (int64_t g = 0; g < G->ng; g++)                                             \
      for (int64_t t = G->start[g]; t < G->start[g + 1]; t++)                       \
        {                                                                           \
          const int64_t r = nds_sorted_row (G, t);                                  \
          const T *p = x + 2 * r;                                                   \
          if (ABS (p[0], p[1]) != (T) INFINITY) continue;                           \
          if (nan[r] && s[r + d * n] > row[r])                                      \
            {                                                                       \
              y[2 * g] = p[0];                                                      \
              y[2 * g + 1] = p[1];                                                  \
              if (idx) idx[g] = (double) s[r + d * n];                              \
            }                                                                       \
          if (!nan[r] || s[r + d * n] > row[r]) break;                              \
        }                                                                           \
    nds_free (nan);                                                                 \
    nds_free (row);                                                                 \
    return NDS_OK;                                                                  \
  }
NDS_MAX_NAN_INF (nds_max_nan_inf_z, double, hypot, nds_any_nan_inf_z)
NDS_MAX_NAN_INF (nds_max_nan_inf_cf, float, hypotf, nds_any_nan_inf_cf)
#undef NDS_MAX_NAN_INF

/* y[g] *= 0 (C's complex product of T, so Inf and NaN parts give NaN) for the
   groups with fewer than nr entries: the implicit zeros of a product */
#define NDS_PROD_ZEROS_Z(name, T)                                                    \
  void name (const double *cnt, double nr, T *y, int64_t ng)                        \
  {                                                                                 \
    _Pragma ("omp parallel for schedule(static) if (ng > 100000)")                   \
    for (int64_t g = 0; g < ng; g++)                                                \
      if (cnt[g] < nr)                                                              \
        {                                                                           \
          T _Complex v = __builtin_complex (y[2 * g], y[2 * g + 1]);                \
          v *= __builtin_complex ((T) 0, (T) 0);                                    \
          y[2 * g] = __real__ v;                                                    \
          y[2 * g + 1] = __imag__ v;                                                \
        }                                                                           \
  }
NDS_PROD_ZEROS_Z (nds_prod_zeros_z, double)
NDS_PROD_ZEROS_Z (nds_prod_zeros_cf, float)
#undef NDS_PROD_ZEROS_Z
