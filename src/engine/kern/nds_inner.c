/* nds_inner.c: inner products and sums of squares of COO entries */
#include "nds_kern.h"

/* sum of a[e] * b[e] for e in [lo, hi) in double, values of type T: eight partial
   sums in a fixed order, which vectorize and overlap their adds (one running sum waits on each add in turn and
   reads at a fraction of the memory's pace) */
#define NDS_DOT_RANGE(name, T)                                                  \
  static double name (const T *a, const T *b, int64_t lo, int64_t hi)         \
  {                                                                            \
    double lane[8] = {0};                                                      \
    int64_t e = lo;                                                            \
    for (; e + 8 <= hi; e += 8)                                                \
      for (int k = 0; k < 8; k++) lane[k] += (double) a[e + k] * (double) b[e + k]; \
    for (; e < hi; e++) lane[0] += (double) a[e] * (double) b[e];              \
    return ((lane[0] + lane[1]) + (lane[2] + lane[3]))                         \
           + ((lane[4] + lane[5]) + (lane[6] + lane[7]));                      \
  }
NDS_DOT_RANGE (dot_range, double)
NDS_DOT_RANGE (dot_range_f, float)   /* (floats widened: every product exact) */

/* one thread's time an item (an entry of either list) of the merge below, for the
   team's choice (ns): 5.4-6.0 for 1e7 + 1e7 entries of the bench's tensors, half
   their coordinates shared, double or single, one thread, loaded (Zen 3) */
#define INNER_NS 5.0

/* the sum of xa[i] * xb[j] over the rows i of sa in [i, ie) and j of sb from j on that
   hold the same coordinates (m dims, both sorted), in double, in the merge's order.
   No branch on the data: the lists interleave at random, and the branchy merge spent
   its time on mispredictions (1e7 + 1e7 entries, one thread, loaded: double 172-188
   -> 114-120 ms, single 180-183 -> 109-117 ms).  Every step reads both rows' values
   and masks the product of a mismatch (an Inf or NaN there never reaches the sum).
   Always inline: the caller gives m as a constant for the common rank */
#define NDS_MERGE_DOT(name, T)                                                      \
  static inline __attribute__ ((always_inline)) double                            \
  name (const int64_t *sa, const T *xa, int64_t na, int64_t i, int64_t ie,          \
        const int64_t *sb, const T *xb, int64_t nb, int64_t j, int64_t m)           \
  {                                                                               \
    double acc = 0;                                                               \
    while (i < ie && j < nb)                                                      \
      {                                                                           \
        int lt, gt;                                                               \
        nds_order_from (sa, na, i, sb, nb, j, m, 0, &lt, &gt);                    \
        acc += nds_pick (!(lt | gt), (double) xa[i] * (double) xb[j], 0);         \
        i += !gt;                                                                 \
        j += !lt;                                                                 \
      }                                                                           \
    return acc;                                                                   \
  }
NDS_MERGE_DOT (merge_dot, double)
NDS_MERGE_DOT (merge_dot_f, float)   /* (floats widened: every product exact) */
#undef NDS_MERGE_DOT

/* sum of xa .* xb over the coordinates both sorted entry lists hold, values of type
   T summed in double by dot and merge (floats widened: every product exact, the sum
   that of the values made double) */
#define NDS_INNER_COO(name, T, dot, merge)                                          \
  double name (const int64_t *sa, const T *xa, int64_t na, const int64_t *sb,       \
               const T *xb, int64_t nb, int64_t m)                                  \
{                                                                                   \
  double part[NDS_NBLK];                                                            \
  if (sa == sb && na == nb)                                                         \
    {                                                                               \
      /* the same storage: every coordinate matches */                              \
      _Pragma ("omp parallel for schedule(static) if (na > 100000)")                \
      for (int64_t b = 0; b < NDS_NBLK; b++)                                        \
        part[b] = dot (xa, xb, nds_blk (na, b, NDS_NBLK), nds_blk (na, b + 1, NDS_NBLK)); \
    }                                                                               \
  else                                                                              \
    {                                                                               \
      const int nt = nds_team_ns (na + nb, INNER_NS);                               \
      NDS_PAR_FOR (nt > 1, num_threads(nt) schedule(static),                        \
        for (int64_t b = 0; b < NDS_NBLK; b++)                                      \
          {                                                                         \
            int64_t i = nds_blk (na, b, NDS_NBLK), ie = nds_blk (na, b + 1, NDS_NBLK); \
            int64_t j = i < ie && nb > 0 ? nds_lower_bound_row (sb, nb, m, 0, sa, na, i) : nb; \
            part[b] = m == 3 ? merge (sa, xa, na, i, ie, sb, xb, nb, j, 3)          \
                             : merge (sa, xa, na, i, ie, sb, xb, nb, j, m);         \
          });                                                                       \
    }                                                                               \
  double sum = 0;                                                                   \
  for (int b = 0; b < NDS_NBLK; b++) sum += part[b];                                \
  return sum;                                                                       \
}
NDS_INNER_COO (nds_inner_coo, double, dot_range, merge_dot)
NDS_INNER_COO (nds_inner_coo_f, float, dot_range_f, merge_dot_f)

/* (y[0], y[1]) = the sum of conj (xa) .* xb over the coordinates both sorted entry
   lists hold, xa and xb complex (re, im) pairs: Octave's dot and a' * b, which
   conjugate the first operand; one pass over the intersection, no gathered copies;
   values of type T (float pairs widened: every product exact), sums in double */
#define NDS_INNER_COO_Z(name, T)                                                    \
  void name (const int64_t *sa, const T *xa, int64_t na, const int64_t *sb,         \
             const T *xb, int64_t nb, int64_t m, double *y)                         \
{                                                                                   \
  double re[NDS_NBLK], im[NDS_NBLK];                                                \
  const int same = sa == sb && na == nb;                                            \
  _Pragma ("omp parallel for schedule(static) if (na + nb > 100000)")               \
  for (int64_t b = 0; b < NDS_NBLK; b++)                                            \
    {                                                                               \
      int64_t i = nds_blk (na, b, NDS_NBLK), ie = nds_blk (na, b + 1, NDS_NBLK);    \
      double r = 0, q = 0;                                                          \
      if (same)                                                                     \
        for (; i < ie; i++)                                                         \
          {                                                                         \
            const double ar = xa[2 * i], ai = xa[2 * i + 1];                        \
            const double br = xb[2 * i], bi = xb[2 * i + 1];                        \
            r += ar * br + ai * bi;                                                 \
            q += ar * bi - ai * br;                                                 \
          }                                                                         \
      else if (i < ie && nb > 0)                                                    \
        {                                                                           \
          int64_t j = nds_lower_bound_row (sb, nb, m, 0, sa, na, i);                \
          while (i < ie && j < nb)                                                  \
            {                                                                       \
              int c = nds_cmp (sa, na, i, sb, nb, j, m);                            \
              if (c == 0)                                                           \
                {                                                                   \
                  const double ar = xa[2 * i], ai = xa[2 * i + 1];                  \
                  const double br = xb[2 * j], bi = xb[2 * j + 1];                  \
                  r += ar * br + ai * bi;                                           \
                  q += ar * bi - ai * br;                                           \
                  i++;                                                              \
                  j++;                                                              \
                }                                                                   \
              else if (c < 0) i++;                                                  \
              else j++;                                                             \
            }                                                                       \
        }                                                                           \
      re[b] = r;                                                                    \
      im[b] = q;                                                                    \
    }                                                                               \
  y[0] = y[1] = 0;                                                                  \
  for (int b = 0; b < NDS_NBLK; b++)                                                \
    {                                                                               \
      y[0] += re[b];                                                                \
      y[1] += im[b];                                                                \
    }                                                                               \
}
NDS_INNER_COO_Z (nds_inner_coo_z, double)
NDS_INNER_COO_Z (nds_inner_coo_cf, float)

/* sum of x .* F(s) for the full array F of size shape */
double nds_inner_dense (const int64_t *s, const double *x, int64_t n, int64_t m,
                        const int64_t *shape, const double *F)
{
  double part[NDS_NBLK];
  #pragma omp parallel for schedule(static) if (n > 100000)
  for (int64_t b = 0; b < NDS_NBLK; b++)
    {
      double acc = 0;
      for (int64_t e = nds_blk (n, b, NDS_NBLK); e < nds_blk (n, b + 1, NDS_NBLK); e++)
        {
          int64_t lin = 0;
          for (int64_t d = m - 1; d >= 0; d--) lin = lin * shape[d] + (s[e + d * n] - 1);
          acc += x[e] * F[lin];
        }
      part[b] = acc;
    }
  double sum = 0;
  for (int b = 0; b < NDS_NBLK; b++) sum += part[b];
  return sum;
}

/* one thread's time a value of NDS_SUMSQ (ns), for the team's choice: 0.33-0.51 for
   doubles at 2e5-5e5 values (1.6-4 MB), 0.73-0.88 at 2e6; singles 0.29-0.35 at 2e5-2e6
   (Zen 3, one thread, load average 1.5 from other helpers).  The rate out of cache,
   where a team pays: teams from 5e5 values, so 1e6 doubles keep theirs.  It was a
   team above 1e5 values: norm of 1e5 complex values (2e5 doubles, 70 us) on two */
#define SUMSQ_NS 0.8

/* sum of x.^2, values of type T, by the dot range DOT */
#define NDS_SUMSQ(name, T, DOT)                                                 \
  double name (const T *x, int64_t n)                                          \
  {                                                                            \
    double part[NDS_NBLK];                                                     \
    const int nt = nds_team_ns (n, SUMSQ_NS);                                  \
    NDS_PAR_FOR (nt > 1, num_threads(nt) schedule(static),                     \
      for (int64_t b = 0; b < NDS_NBLK; b++)                                   \
        part[b] = DOT (x, x, nds_blk (n, b, NDS_NBLK), nds_blk (n, b + 1, NDS_NBLK));); \
    double sum = 0;                                                            \
    for (int b = 0; b < NDS_NBLK; b++) sum += part[b];                         \
    return sum;                                                                \
  }
NDS_SUMSQ (nds_sumsq, double, dot_range)
NDS_SUMSQ (nds_sumsq_f, float, dot_range_f)
