/* nds_key.c: column-major linear keys and the comparison that defines stored order */
#include "nds.h"

/* 1 when prod(sz) fits in 64 bits, so a linear key exists; *nbits = bits it needs */
int nds_key_fits (const int64_t *sz, int64_t m, int *nbits)
{
  uint64_t p = 1;
  for (int64_t d = 0; d < m; d++)
    {
      uint64_t s = sz[d] > 0 ? (uint64_t) sz[d] : 1;
      if (p > UINT64_MAX / s) return 0;
      p *= s;
    }
  *nbits = nds_bits (p);
  return 1;
}

/* key[i] = column-major linear index (0-based) of row i of s, whose dim d is column
   order[d] (column d when order is NULL) */
void nds_key (const int64_t *s, int64_t n, int64_t m, const int64_t *sz,
              const int64_t *order, uint64_t *key)
{
  #pragma omp parallel for schedule(static) if (n > 100000)
  for (int64_t i = 0; i < n; i++) key[i] = nds_row_key (s, n, m, sz, order, i);
}

/* inv[d] = floor ((2^64 - 1) / sz[d]), the reciprocals nds_key_decode divides by */
void nds_key_inverse (const int64_t *sz, int64_t m, uint64_t *inv)
{
  for (int64_t d = 0; d < m; d++) inv[d] = UINT64_MAX / (uint64_t) (sz[d] > 0 ? sz[d] : 1);
}


/* 1 when every row of s compares at most worst with the row after it: non-decreasing
   order for worst 0, strictly increasing for -1 */
static int rows_ordered (const int64_t *s, int64_t n, int64_t m, int worst)
{
  int ok = 1;
  #pragma omp parallel for schedule(static) reduction(&&:ok) if (n > 100000)
  for (int64_t i = 1; i < n; i++)
    if (ok && nds_cmp (s, n, i - 1, s, n, i, m) > worst) ok = 0;
  return ok;
}

/* 1 when the rows of s are in non-decreasing column-major order */
int nds_is_sorted (const int64_t *s, int64_t n, int64_t m)
{
  return rows_ordered (s, n, m, 0);
}

/* 1 when the rows of s are in strictly increasing column-major order: sorted with no
   two equal, as a tensor's storage is */
int nds_is_strict (const int64_t *s, int64_t n, int64_t m)
{
  return rows_ordered (s, n, m, -1);
}
