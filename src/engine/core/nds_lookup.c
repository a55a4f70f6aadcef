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

/* pos[j] = 1-based row of s (sorted, nnz rows) equal to row j of q (nq rows), 0 if none.
   Every search over nnz rows takes the same number of halving steps, so a batch of
   queries advances together and each step prefetches all of its probes at once.
   The team is sized for the searches' steps, nq log2 (nnz), and from the load
   (nds_team), as a busy machine's team waits a scheduler slice at its barrier. */
void nds_lookup (const int64_t *s, int64_t nnz, int64_t m, const int64_t *q, int64_t nq,
                 double *pos)
{
  const int nt = nds_team (nq * (nds_bits ((uint64_t) nnz + 1) + 1), NDS_SERIAL_BELOW);
  #pragma omp parallel for schedule(static) num_threads(nt) if (nt > 1)
  for (int64_t j0 = 0; j0 < nq; j0 += NDS_BATCH)
    {
      int64_t nb = nq - j0 < NDS_BATCH ? nq - j0 : NDS_BATCH;
      int64_t base[NDS_BATCH], key[NDS_BATCH][64];
      for (int64_t b = 0; b < nb; b++)
        {
          base[b] = 0;
          for (int64_t d = 0; d < m && d < 64; d++) key[b][d] = q[j0 + b + d * nq];
        }
      if (m > 64)
        {
          /* too many dims for the key buffer: compare rows in place, one at a time */
          for (int64_t b = 0; b < nb; b++)
            {
              int64_t lo = 0, hi = nnz;
              while (lo < hi)
                {
                  int64_t mid = lo + (hi - lo) / 2;
                  if (nds_cmp (s, nnz, mid, q, nq, j0 + b, m) < 0) lo = mid + 1; else hi = mid;
                }
              base[b] = lo;
            }
        }
      else if (nnz > 0)
        {
          for (int64_t n = nnz; n > 1; )
            {
              int64_t half = n / 2;
              for (int64_t b = 0; b < nb; b++)
                __builtin_prefetch (&s[base[b] + half + (m - 1) * nnz]);
              for (int64_t b = 0; b < nb; b++)
                if (cmp_key (s, nnz, m, 0, base[b] + half, key[b]) < 0) base[b] += half;
              n -= half;
            }
          for (int64_t b = 0; b < nb; b++)
            base[b] += (cmp_key (s, nnz, m, 0, base[b], key[b]) < 0);
        }
      for (int64_t b = 0; b < nb; b++)
        {
          int64_t r = base[b];
          pos[j0 + b] = (r < nnz && nds_cmp (s, nnz, r, q, nq, j0 + b, m) == 0)
                          ? (double) (r + 1) : 0;
        }
    }
}

/* nds_lookup's answer, each query searched only among the rows of its last coordinate
   c, ptr[c-1] .. ptr[c]-1 (nds_last_ptr's column pointers, ext+1 of them; c outside
   1..ext: not found), on dims 0..m-2: about log2 (nnz / ext) steps, not log2 (nnz).
   The batch advances together while any of its searches has rows left. */
void nds_lookup_ptr (const int64_t *s, int64_t nnz, int64_t m, const int64_t *ptr,
                     int64_t ext, const int64_t *q, int64_t nq, double *pos)
{
  const int64_t per = ext > 0 ? nnz / ext : nnz;
  const int nt = nds_team (nq * (nds_bits ((uint64_t) per + 1) + 1), NDS_SERIAL_BELOW);
  #pragma omp parallel for schedule(static) num_threads(nt) if (nt > 1)
  for (int64_t j0 = 0; j0 < nq; j0 += NDS_BATCH)
    {
      const int64_t nb = nq - j0 < NDS_BATCH ? nq - j0 : NDS_BATCH;
      const int64_t *c = q + (m - 1) * nq + j0;
      int64_t base[NDS_BATCH], len[NDS_BATCH], end[NDS_BATCH], key[NDS_BATCH][64];
      for (int64_t b = 0; b < nb; b++)
        {
          const int64_t cb = c[b];
          base[b] = cb >= 1 && cb <= ext ? ptr[cb - 1] : 0;
          end[b] = cb >= 1 && cb <= ext ? ptr[cb] : 0;
          len[b] = end[b] - base[b];
          for (int64_t d = 0; d + 1 < m && d < 64; d++) key[b][d] = q[j0 + b + d * nq];
        }
      if (m > 65)
        {
          /* too many dims for the key buffer: compare rows in place, one at a time */
          for (int64_t b = 0; b < nb; b++)
            {
              int64_t lo = base[b], hi = end[b];
              while (lo < hi)
                {
                  const int64_t mid = lo + (hi - lo) / 2;
                  if (nds_cmp_from (s, nnz, mid, q, nq, j0 + b, m - 1, 0) < 0) lo = mid + 1;
                  else hi = mid;
                }
              base[b] = lo;
              len[b] = 0;
            }
        }
      else
        {
          for (int any = 1; any; )
            {
              any = 0;
              for (int64_t b = 0; b < nb; b++)
                if (len[b] > 1)
                  {
                    const int64_t half = len[b] / 2;
                    if (cmp_key (s, nnz, m - 1, 0, base[b] + half, key[b]) < 0) base[b] += half;
                    len[b] -= half;
                    any = 1;
                  }
            }
          for (int64_t b = 0; b < nb; b++)
            if (len[b] == 1) base[b] += (cmp_key (s, nnz, m - 1, 0, base[b], key[b]) < 0);
        }
      for (int64_t b = 0; b < nb; b++)
        {
          const int64_t r = base[b];
          pos[j0 + b] = (r < end[b] && nds_cmp (s, nnz, r, q, nq, j0 + b, m) == 0)
                          ? (double) (r + 1) : 0;
        }
    }
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
