/* nds_lookup.c: binary search of coordinates in sorted storage */
#include "nds.h"

#define NDS_BATCH 16 /* queries searched in lockstep, so their cache misses overlap */

/* compare row r of s (nnz rows) with key[d..m-1] over dims m-1 down to d: the key
   is a one-row array */
static inline int cmp_key (const int64_t *s, int64_t nnz, int64_t m, int64_t d, int64_t r,
                           const int64_t *key)
{
  return nds_cmp_from (s, nnz, r, key, 1, 0, m, d);
}

/* first row in [lo, hi) of sorted s (n rows) whose dims d..m-1 compare >= those of
   row r of a (na rows) */
static int64_t lower_bound (const int64_t *s, int64_t n, int64_t m, int64_t d,
                            const int64_t *a, int64_t na, int64_t r, int64_t lo,
                            int64_t hi)
{
  while (lo < hi)
    {
      int64_t mid = lo + (hi - lo) / 2;
      if (nds_cmp_from (s, n, mid, a, na, r, m, d) < 0) lo = mid + 1; else hi = mid;
    }
  return lo;
}

/* first row r in [lo, hi) of sorted s whose dims d..m-1 compare >= key[d..m-1] */
int64_t nds_lower_bound (const int64_t *s, int64_t nnz, int64_t m, int64_t d,
                         const int64_t *key, int64_t lo, int64_t hi)
{
  return lower_bound (s, nnz, m, d, key, 1, 0, lo, hi);
}

/* first row in [0, n) of sorted s whose dims d..m-1 compare >= those of row r of a
   (na rows): where a merge of s with a resumes at a's row r */
int64_t nds_lower_bound_row (const int64_t *s, int64_t n, int64_t m, int64_t d,
                             const int64_t *a, int64_t na, int64_t r)
{
  return lower_bound (s, n, m, d, a, na, r, 0, n);
}

/* a batched lookup: rows s (sorted, nnz rows, m dims) and queries q (nq rows), each
   searched on dims 0..mc-1 among all rows (ptr NULL) or among those of its last
   coordinate, by the last dim's column pointers ptr (ext+1 of them) */
typedef struct
{
  const int64_t *s;
  int64_t nnz, m, mc;
  const int64_t *q;
  int64_t nq;
  const int64_t *ptr;
  int64_t ext;
} lookup_job;

/* pos[j0+b] (b < nb) = 1-based row in [base[b], end[b]) equal to query j0+b on all m
   dims, 0 if none, found by a lower bound on dims 0..mc-1.  The queries of the batch
   halve their ranges in lockstep, as many steps as the longest range takes, each step
   prefetching all of its probes at once so that their cache misses overlap; with more
   than 64 compared dims, one at a time in place.  ranged: the ranges may differ in
   length, and a probe past end[b] is not made; a constant at each call (a seventh
   parameter for that), so that the search over all rows is compiled without the test */
static inline __attribute__ ((always_inline)) void
search_batch (const lookup_job *J, int64_t j0, int64_t nb, int64_t *base, const int64_t *end,
              double *pos, int ranged)
{
  const int64_t *s = J->s, *q = J->q, nnz = J->nnz, nq = J->nq, mc = J->mc;
  if (mc > 64)
    for (int64_t b = 0; b < nb; b++)
      base[b] = lower_bound (s, nnz, mc, 0, q, nq, j0 + b, base[b], end[b]);
  else
    {
      /* each range searched as if it went on to base[b] + most, its rows past end[b]
         greater than any key: a probe past the end leaves base[b] where it is (all
         ranges of length most: none is past it) */
      const int64_t top = mc > 0 ? (mc - 1) * nnz : 0;   /* the dim compared first */
      int64_t key[NDS_BATCH][64], most = 0;
      for (int64_t b = 0; b < nb; b++)
        {
          if (end[b] - base[b] > most) most = end[b] - base[b];
          for (int64_t d = 0; d < mc; d++) key[b][d] = q[j0 + b + d * nq];
        }
      for (int64_t n = most; n > 1; n -= n / 2)
        {
          const int64_t half = n / 2;
          for (int64_t b = 0; b < nb; b++)
            __builtin_prefetch (&s[(!ranged || base[b] + half < end[b] ? base[b] + half
                                                                       : base[b]) + top]);
          for (int64_t b = 0; b < nb; b++)
            if ((!ranged || base[b] + half < end[b]) && cmp_key (s, nnz, mc, 0, base[b] + half, key[b]) < 0)
              base[b] += half;
        }
      for (int64_t b = 0; b < nb; b++)
        base[b] += base[b] < end[b] && cmp_key (s, nnz, mc, 0, base[b], key[b]) < 0;
    }
  for (int64_t b = 0; b < nb; b++)
    {
      const int64_t r = base[b];
      pos[j0 + b] = (r < end[b] && nds_cmp (s, nnz, r, q, nq, j0 + b, J->m) == 0)
                      ? (double) (r + 1) : 0;
    }
}

/* pos[j] = 1-based row of s equal to query j, 0 if none, in batches of NDS_BATCH over
   each query's rows (J).  The team is sized for the searches' steps, nq log2 (rows per
   search), and from the load (nds_team), as a busy machine's team waits a scheduler
   slice at its barrier. */
static void lookup_all (const lookup_job *J, double *pos)
{
  const int64_t nq = J->nq, per = J->ptr && J->ext > 0 ? J->nnz / J->ext : J->nnz;
  const int nt = nds_team (nq * (nds_bits ((uint64_t) per + 1) + 1), NDS_SERIAL_BELOW);
  #pragma omp parallel for schedule(static) num_threads(nt) if (nt > 1)
  for (int64_t j0 = 0; j0 < nq; j0 += NDS_BATCH)
    {
      const int64_t nb = nq - j0 < NDS_BATCH ? nq - j0 : NDS_BATCH;
      int64_t base[NDS_BATCH], end[NDS_BATCH];
      if (!J->ptr)
        {
          for (int64_t b = 0; b < nb; b++)
            {
              base[b] = 0;
              end[b] = J->nnz;
            }
          search_batch (J, j0, nb, base, end, pos, 0);
        }
      else
        {
          for (int64_t b = 0; b < nb; b++)
            {
              const int64_t c = J->q[j0 + b + (J->m - 1) * nq];
              const int in = c >= 1 && c <= J->ext;
              base[b] = in ? J->ptr[c - 1] : 0;
              end[b] = in ? J->ptr[c] : 0;
            }
          search_batch (J, j0, nb, base, end, pos, 1);
        }
    }
}

/* pos[j] = 1-based row of s (sorted, nnz rows) equal to row j of q (nq rows), 0 if none:
   each search over all rows, on all m dims */
void nds_lookup (const int64_t *s, int64_t nnz, int64_t m, const int64_t *q, int64_t nq,
                 double *pos)
{
  const lookup_job J = { s, nnz, m, m, q, nq, NULL, 0 };
  lookup_all (&J, pos);
}

/* nds_lookup's answer, each query searched only among the rows of its last coordinate
   c, ptr[c-1] .. ptr[c]-1 (nds_last_ptr's column pointers, ext+1 of them; c outside
   1..ext: not found), on dims 0..m-2: about log2 (nnz / ext) steps, not log2 (nnz) */
void nds_lookup_ptr (const int64_t *s, int64_t nnz, int64_t m, const int64_t *ptr,
                     int64_t ext, const int64_t *q, int64_t nq, double *pos)
{
  const lookup_job J = { s, nnz, m, m - 1, q, nq, ptr, ext };
  lookup_all (&J, pos);
}

/* first row after lo (< hi) that differs from row lo in dims d..m-1 (rows sorted), or
   hi: a galloping search, for runs that may be long */
int64_t nds_run_end (const int64_t *s, int64_t n, int64_t m, int64_t d, int64_t lo,
                     int64_t hi)
{
  int64_t a = lo, b = hi, step = 1;   /* row a agrees; row b differs, or b = hi */
  while (lo + step < hi)
    {
      if (nds_cmp_from (s, n, lo, s, n, lo + step, m, d) != 0)
        {
          b = lo + step;
          break;
        }
      a = lo + step;
      step *= 2;
    }
  while (b - a > 1)
    {
      int64_t c = a + (b - a) / 2;
      if (nds_cmp_from (s, n, lo, s, n, c, m, d) == 0) a = c;
      else b = c;
    }
  return b;
}
