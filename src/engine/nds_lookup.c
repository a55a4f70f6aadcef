/* nds_lookup.c: binary search of coordinates in sorted storage */
#include "nds.h"

/* first row r in [lo, hi) of sorted s whose dims d..m-1 compare >= key[d..m-1]; rows in
   [lo, hi) must already agree on nothing more than being sorted */
int64_t nds_lower_bound (const int64_t *s, int64_t nnz, int64_t m, int64_t d,
                         const int64_t *key, int64_t lo, int64_t hi)
{
  while (lo < hi)
    {
      int64_t mid = lo + (hi - lo) / 2;
      int c = 0;
      for (int64_t e = m - 1; e >= d && !c; e--)
        {
          int64_t u = s[mid + e * nnz];
          c = u < key[e] ? -1 : (u > key[e]);
        }
      if (c < 0) lo = mid + 1; else hi = mid;
    }
  return lo;
}

/* pos[j] = 1-based row of s (sorted, nnz rows) equal to row j of q (nq rows), 0 if none */
void nds_lookup (const int64_t *s, int64_t nnz, int64_t m, const int64_t *q, int64_t nq,
                 double *pos)
{
  #pragma omp parallel for schedule(static) if (nq > 10000)
  for (int64_t j = 0; j < nq; j++)
    {
      int64_t key[64], *k = key;
      int64_t lo = 0, hi = nnz;
      /* stack key for the common case; rows of more than 64 dims compare in place */
      if (m > 64)
        {
          while (lo < hi)
            {
              int64_t mid = lo + (hi - lo) / 2;
              if (nds_cmp (s, nnz, mid, q, nq, j, m) < 0) lo = mid + 1; else hi = mid;
            }
        }
      else
        {
          for (int64_t d = 0; d < m; d++) k[d] = q[j + d * nq];
          lo = nds_lower_bound (s, nnz, m, 0, k, 0, nnz);
        }
      pos[j] = (lo < nnz && nds_cmp (s, nnz, lo, q, nq, j, m) == 0) ? (double) (lo + 1) : 0;
    }
}
