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

/* one thread's time a value of a dot range of x with itself (ns; NDS_SUMSQ's), for
   the team's choice: 0.33-0.51 for doubles at 2e5-5e5 values (1.6-4 MB), 0.73-0.88
   at 2e6; singles 0.29-0.35 at 2e5-2e6 (Zen 3, one thread, load average 1.5 from
   other helpers).  The rate out of cache, where a team pays: teams from 5e5 values,
   so 1e6 doubles keep theirs.  It was a team above 1e5 values: norm of 1e5 complex
   values (2e5 doubles, 70 us) on two */
#define DOT_NS 0.8

/* part[b] = the dot range DOT of a and b (n values each) over block b of NDS_NBLK,
   in a team from NDS_SERIAL_NS of work at DOT_NS a value read (two when a is not b:
   each array its own stream from memory) */
#define DOT_BLOCKS(DOT, a, b, n, part)                                             \
  do {                                                                           \
      const int nt = nds_team_ns (n, (a) == (b) ? DOT_NS : 2 * DOT_NS);          \
      NDS_PAR_FOR (nt > 1, num_threads(nt) schedule(static),                     \
        for (int64_t blk = 0; blk < NDS_NBLK; blk++)                             \
          part[blk] = DOT (a, b, nds_blk (n, blk, NDS_NBLK),                     \
                           nds_blk (n, blk + 1, NDS_NBLK)););                    \
  } while (0)

/* one thread's time an item (an entry of either list) of the merge below, for the
   team's choice (ns): 5.4-6.0 for 1e7 + 1e7 entries of the bench's tensors, half
   their coordinates shared, double or single, one thread, loaded (Zen 3) */
#define INNER_NS 5.0

/* acc[0] plus xa[i] * xb[j] in double when eq, +0 else (with no branch) */
#define DOT_ADD(acc, eq, xa, i, xb, j)                                              \
  (acc[0] += nds_pick (eq, (double) xa[i] * (double) xb[j], 0))
/* acc[0], acc[1] plus the parts of conj (xa[i]) * xb[j], (re, im) pairs, when eq, +0
   else (a sum that starts at +0 is never -0, so adding +0 leaves its bits) */
#define ZDOT_ADD(acc, eq, xa, i, xb, j)                                             \
  do {                                                                            \
      const double ar = xa[2 * (i)], ai = xa[2 * (i) + 1];                        \
      const double br = xb[2 * (j)], bi = xb[2 * (j) + 1];                        \
      acc[0] += nds_pick (eq, ar * br + ai * bi, 0);                              \
      acc[1] += nds_pick (eq, ar * bi - ai * br, 0);                              \
  } while (0)

/* one step of the merge of rows i of sa and j of sb (m dims, both sorted): add (the
   products of xa[i] and xb[j] into acc) when the rows hold the same coordinates,
   then the side whose row comes first advances (both when equal).  No branch on the
   data: the lists interleave at random, and the branchy merge spent its time on
   mispredictions (1e7 + 1e7 entries, one thread, loaded: double 172-188 -> 114-120
   ms, single 180-183 -> 109-117 ms).  Every step reads both rows' values and masks
   the product of a mismatch (an Inf or NaN there never reaches the sum).  Always
   inline: the callers give m as a constant for the common rank */
#define NDS_DOT_STEP(name, T, add)                                                  \
  static inline __attribute__ ((always_inline)) void                              \
  name (const int64_t *sa, const T *xa, int64_t na, const int64_t *sb, const T *xb, \
        int64_t nb, int64_t m, int64_t *i, int64_t *j, double *acc)                 \
  {                                                                               \
    int lt, gt;                                                                   \
    nds_order_from (sa, na, *i, sb, nb, *j, m, 0, &lt, &gt);                      \
    add (acc, !(lt | gt), xa, *i, xb, *j);                                        \
    *i += !gt;                                                                    \
    *j += !lt;                                                                    \
  }
/* (floats and float pairs widened: every product exact) */
NDS_DOT_STEP (dot_step, double, DOT_ADD)
NDS_DOT_STEP (dot_step_f, float, DOT_ADD)
NDS_DOT_STEP (zdot_step, double, ZDOT_ADD)
NDS_DOT_STEP (zdot_step_f, float, ZDOT_ADD)
#undef NDS_DOT_STEP
#undef DOT_ADD
#undef ZDOT_ADD

/* blocks merged at once by a thread: each step of a merge waits on the loads its
   previous step chose (the compare of the rows it moved to), and the steps of
   independent blocks interleaved hide that latency, as the lanes of A + B's plan.
   1e7 + 1e7 entries (the bench's), one thread, CPU ms of double / single, loaded
   Zen 3: 1 lane 111-116 / 104-114, 2 lanes 70-93 / 67-94, 3 lanes 82-100 / 69-99,
   4 lanes 86-152 / 74-108 (the lanes' indices no longer fit the registers) */
#define INNER_LANES 2
_Static_assert (NDS_NBLK % INNER_LANES == 0, "every lane has a block");

/* part[nacc * b..] for the INNER_LANES blocks b0.. of sa's NDS_NBLK blocks, each
   the nacc sums step makes over the rows i of its block and j of sb that hold the same
   coordinates, in double, in the merge's order: the blocks' steps in lockstep while
   none can end, then each block's to its end.  Always inline, m constant */
#define NDS_LANES_DOT(name, T, step, nacc)                                           \
  static inline __attribute__ ((always_inline)) void                              \
  name (const int64_t *sa, const T *xa, int64_t na, const int64_t *sb,              \
        const T *xb, int64_t nb, int64_t m, int64_t b0, double *part)               \
  {                                                                               \
    int64_t i[INNER_LANES], ie[INNER_LANES], j[INNER_LANES];                      \
    double acc[INNER_LANES][nacc];                                                \
    for (int l = 0; l < INNER_LANES; l++)                                         \
      {                                                                           \
        i[l] = nds_blk (na, b0 + l, NDS_NBLK);                                    \
        ie[l] = nds_blk (na, b0 + l + 1, NDS_NBLK);                               \
        j[l] = i[l] < ie[l] && nb > 0 ? nds_lower_bound_row (sb, nb, m, 0, sa, na, i[l]) : nb; \
        for (int c = 0; c < nacc; c++) acc[l][c] = 0;                             \
      }                                                                           \
    for (;;)                                                                      \
      {                                                                           \
        /* the steps every lane can take before one may end (a step advances */   \
        /* each side by one at most): no test of the ends per step */             \
        int64_t r = INT64_MAX;                                                    \
        for (int l = 0; l < INNER_LANES; l++)                                     \
          {                                                                       \
            r = ie[l] - i[l] < r ? ie[l] - i[l] : r;                              \
            r = nb - j[l] < r ? nb - j[l] : r;                                    \
          }                                                                       \
        if (r <= 0) break;                                                        \
        for (int64_t k = 0; k < r; k++)                                           \
          {                                                                       \
            _Pragma ("GCC unroll 8")                                              \
            for (int l = 0; l < INNER_LANES; l++)                                 \
              step (sa, xa, na, sb, xb, nb, m, &i[l], &j[l], acc[l]);             \
          }                                                                       \
      }                                                                           \
    for (int l = 0; l < INNER_LANES; l++)                                         \
      {                                                                           \
        while (i[l] < ie[l] && j[l] < nb)                                         \
          step (sa, xa, na, sb, xb, nb, m, &i[l], &j[l], acc[l]);                 \
        for (int c = 0; c < nacc; c++) part[nacc * (b0 + l) + c] = acc[l][c];     \
      }                                                                           \
  }
NDS_LANES_DOT (lanes_dot, double, dot_step, 1)
NDS_LANES_DOT (lanes_dot_f, float, dot_step_f, 1)
NDS_LANES_DOT (lanes_zdot, double, zdot_step, 2)
NDS_LANES_DOT (lanes_zdot_f, float, zdot_step_f, 2)
#undef NDS_LANES_DOT

/* every block's sums into part by lanes (a function of NDS_LANES_DOT's), in a team
   sized by the items, with m a constant for the common rank */
#define MERGE_BLOCKS(lanes)                                                         \
  do {                                                                            \
      const int nt = nds_team_ns (na + nb, INNER_NS);                             \
      NDS_PAR_FOR (nt > 1, num_threads(nt) schedule(static),                      \
        for (int64_t b = 0; b < NDS_NBLK; b += INNER_LANES)                       \
          {                                                                       \
            if (m == 3)                                                           \
              lanes (sa, xa, na, sb, xb, nb, 3, b, part);                         \
            else                                                                  \
              lanes (sa, xa, na, sb, xb, nb, m, b, part);                         \
          });                                                                     \
  } while (0)

/* sum of xa .* xb over the coordinates both sorted entry lists hold, values of type
   T summed in double by dot and lanes (floats widened: every product exact, the sum
   that of the values made double) */
#define NDS_INNER_COO(name, T, dot, lanes)                                          \
  double name (const int64_t *sa, const T *xa, int64_t na, const int64_t *sb,       \
               const T *xb, int64_t nb, int64_t m)                                  \
{                                                                                   \
  double part[NDS_NBLK];                                                            \
  if (sa == sb && na == nb)                                                         \
    {                                                                               \
      /* the same storage: every coordinate matches */                              \
      DOT_BLOCKS (dot, xa, xb, na, part);                                           \
    }                                                                               \
  else                                                                              \
    MERGE_BLOCKS (lanes);                                                           \
  double sum = 0;                                                                   \
  for (int b = 0; b < NDS_NBLK; b++) sum += part[b];                                \
  return sum;                                                                       \
}
NDS_INNER_COO (nds_inner_coo, double, dot_range, lanes_dot)
NDS_INNER_COO (nds_inner_coo_f, float, dot_range_f, lanes_dot_f)

/* one thread's time a value of the complex dot of one storage's two value arrays
   (ns), for the team's choice: 1.0 in cache, 1.9-2.2 from memory (1e6 and 1e7
   values, Zen 3); half that when both are one array.  It was a team from 5e4
   values */
#define ZDOT_NS 2.0

/* (y[0], y[1]) = the sum of conj (xa) .* xb over the coordinates both sorted entry
   lists hold, xa and xb complex (re, im) pairs: Octave's dot and a' * b, which
   conjugate the first operand; one pass over the intersection, no gathered copies;
   values of type T (float pairs widened: every product exact), sums in double */
#define NDS_INNER_COO_Z(name, T, lanes)                                             \
  void name (const int64_t *sa, const T *xa, int64_t na, const int64_t *sb,         \
             const T *xb, int64_t nb, int64_t m, double *y)                         \
{                                                                                   \
  double part[2 * NDS_NBLK];            /* block b's sums: part[2b], part[2b + 1] */ \
  if (sa == sb && na == nb)                                                         \
    {                                                                               \
      const int nt = nds_team_ns (na, xa == xb ? ZDOT_NS / 2 : ZDOT_NS);             \
      NDS_PAR_FOR (nt > 1, num_threads(nt) schedule(static),                        \
        for (int64_t b = 0; b < NDS_NBLK; b++)                                      \
          {                                                                         \
            double r = 0, q = 0;                                                    \
            for (int64_t i = nds_blk (na, b, NDS_NBLK); i < nds_blk (na, b + 1, NDS_NBLK); i++) \
              {                                                                     \
                const double ar = xa[2 * i], ai = xa[2 * i + 1];                    \
                const double br = xb[2 * i], bi = xb[2 * i + 1];                    \
                r += ar * br + ai * bi;                                             \
                q += ar * bi - ai * br;                                             \
              }                                                                     \
            part[2 * b] = r;                                                        \
            part[2 * b + 1] = q;                                                    \
          });                                                                       \
    }                                                                               \
  else                                                                              \
    MERGE_BLOCKS (lanes);                                                           \
  y[0] = y[1] = 0;                                                                  \
  for (int b = 0; b < NDS_NBLK; b++)                                                \
    {                                                                               \
      y[0] += part[2 * b];                                                          \
      y[1] += part[2 * b + 1];                                                      \
    }                                                                               \
}
NDS_INNER_COO_Z (nds_inner_coo_z, double, lanes_zdot)
NDS_INNER_COO_Z (nds_inner_coo_cf, float, lanes_zdot_f)
#undef MERGE_BLOCKS

/* one thread's time an entry of nds_inner_dense (ns), for the team's choice: 2.9-3.5
   where the entries fill a tenth or more of F's cells, to 29 where they fill a 27th
   (a cache miss an entry; 3-D, sorted, one thread, Zen 3): the dense end.  It was
   a team from 1e5 entries */
#define DENSE_NS 3.0

/* sum of x .* F(s) for the full array F of size shape */
double nds_inner_dense (const int64_t *s, const double *x, int64_t n, int64_t m,
                        const int64_t *shape, const double *F)
{
  double part[NDS_NBLK];
  const int nt = nds_team_ns (n, DENSE_NS);
  NDS_PAR_FOR (nt > 1, num_threads(nt) schedule(static),
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
      });
  double sum = 0;
  for (int b = 0; b < NDS_NBLK; b++) sum += part[b];
  return sum;
}

/* sum of x.^2, values of type T, by the dot range DOT */
#define NDS_SUMSQ(name, T, DOT)                                                 \
  double name (const T *x, int64_t n)                                          \
  {                                                                            \
    double part[NDS_NBLK];                                                     \
    DOT_BLOCKS (DOT, x, x, n, part);                                           \
    double sum = 0;                                                            \
    for (int b = 0; b < NDS_NBLK; b++) sum += part[b];                         \
    return sum;                                                                \
  }
NDS_SUMSQ (nds_sumsq, double, dot_range)
NDS_SUMSQ (nds_sumsq_f, float, dot_range_f)
