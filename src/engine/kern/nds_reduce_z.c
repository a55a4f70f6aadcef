/* nds_reduce_z.c: reductions of complex values by groups: max and min (with their
   indices), the implicit zeros of a product; of complex doubles and (max, min, the
   zeros) of complex singles, each ordered and computed in its own type as Octave's */
#include <math.h>
#include "nds_kern.h"

/* Octave's order of complex values of type T (oct-cmplx.h, std::complex<T>'s
   operators), by modulus and then by argument in (-pi, pi], each computed in T
   (ABS and ARG: hypot and atan2 of T): arg_pi<sfx> is the argument with -pi (the
   branch cut's lower side) read as pi, z_beats<sfx> 1 when (ar, ai) comes after
   (br, bi) (ismax 0: before it), group_extreme<sfx> the position (in G's sorted
   order) of the first max or min of group g's values, NaN (a NaN part) skipped;
   the group's first position when all are NaN */
#define NDS_Z_ORDER(sfx, T, ABS, ARG)                                                \
  static inline T arg_pi##sfx (T re, T im)                                          \
  {                                                                                 \
    const T pi = (T) 3.14159265358979323846, a = ARG (im, re);                      \
    return a == -pi ? pi : a;                                                       \
  }                                                                                 \
  static inline int z_beats##sfx (T ar, T ai, T br, T bi, int ismax)                \
  {                                                                                 \
    const T ax = ABS (ar, ai), bx = ABS (br, bi);                                   \
    if (ax != bx) return ismax ? ax > bx : ax < bx;                                 \
    const T ay = arg_pi##sfx (ar, ai), by = arg_pi##sfx (br, bi);                   \
    return ismax ? ay > by : ay < by;                                               \
  }                                                                                 \
  static inline int64_t group_extreme##sfx (const nds_groups *G, const T *x,        \
                                            int64_t g, int ismax)                   \
  {                                                                                 \
    int64_t a = G->start[g], b = G->start[g + 1], best = a;                         \
    const T *p = x + 2 * nds_sorted_row (G, a);                                     \
    int have = !(isnan (p[0]) || isnan (p[1]));                                     \
    for (int64_t t = a + 1; t < b; t++)                                             \
      {                                                                             \
        const T *q = x + 2 * nds_sorted_row (G, t);                                 \
        if (isnan (q[0]) || isnan (q[1])) continue;                                 \
        if (!have || z_beats##sfx (q[0], q[1], p[0], p[1], ismax))                  \
          {                                                                         \
            best = t;                                                               \
            p = q;                                                                  \
            have = 1;                                                               \
          }                                                                         \
      }                                                                             \
    return best;                                                                    \
  }
NDS_Z_ORDER (, double, hypot, atan2)
NDS_Z_ORDER (_f, float, hypotf, atan2f)
#undef NDS_Z_ORDER

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
   included, and the 1-based coordinate along d of the first one */
void nds_argext_z (const nds_groups *G, const int64_t *s, const double *x, int64_t d,
                   int64_t nr, int ismax, double *y, double *idx)
{
  const int64_t n = G->n;
  #pragma omp parallel for schedule(static) if (G->ng > 100000)
  for (int64_t g = 0; g < G->ng; g++)
    {
      const int64_t t = group_extreme (G, x, g, ismax);
      const int64_t r = nds_sorted_row (G, t);
      const double *p = x + 2 * r;
      int64_t gap = 1;    /* the first coordinate along d with no entry */
      for (int64_t u = G->start[g]; u < G->start[g + 1]; u++)
        if (s[nds_sorted_row (G, u) + d * n] == gap) gap++;
      const int64_t cnt = G->start[g + 1] - G->start[g];
      const int zero = cnt < nr && (!ismax || isnan (p[0]) || isnan (p[1]));
      /* a NaN extreme (all stored NaN) stands at the first entry, before or after the
         gap; a zero extreme at the gap */
      y[2 * g] = zero ? 0 : p[0];
      y[2 * g + 1] = zero ? 0 : p[1];
      idx[g] = (double) (zero ? gap : s[r + d * n]);
    }
}

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
