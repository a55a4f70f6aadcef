/* nds_rowsparse.c: row-sparse arrays from and to dense column-major arrays */
#include <string.h>
#include "nds_rowsparse.h"

/* rows per block of the loop that marks rows: a block's share of a column (128 KB)
   is read as one run, its flags (128 KB, on the stack) stay in cache.  At 1e6 x 64
   with 1% of the rows nonzero, 4096 rows took 115 ms, 16384 rows 80 ms, the time of
   one plain read of the array (load ~5 on 2 cores) */
#define RSP_ROWS 16384

/* 1 when idx[0..k-1] are strictly increasing row numbers in 1..n */
int nds_rsp_idx_ok (const int64_t *idx, int64_t k, int64_t n)
{
  if (k < 0 || (k > 0 && !idx)) return 0;
  for (int64_t t = 0; t < k; t++)
    if (idx[t] < 1 || idx[t] > n || (t > 0 && idx[t] <= idx[t - 1])) return 0;
  return 1;
}

/* mark[r] = 1 when row r of A (n-by-w) holds a nonzero; *k = marked rows.  Each
   block of rows is owned by one thread and read column by column, its flags
   staying in cache while each column's share streams by. */
void nds_rsp_mark (const double *A, int64_t n, int64_t w, unsigned char *mark, int64_t *k)
{
  const int64_t nb = n > 0 ? (n + RSP_ROWS - 1) / RSP_ROWS : 0;
  int64_t count = 0;
  #pragma omp parallel for schedule(static) reduction(+:count) num_threads(nds_team (n * w, 1 << 16))
  for (int64_t b = 0; b < nb; b++)
    {
      const int64_t lo = b * RSP_ROWS, len = lo + RSP_ROWS < n ? RSP_ROWS : n - lo;
      uint64_t any[RSP_ROWS];
      memset (any, 0, sizeof (uint64_t) * (size_t) len);
      for (int64_t c = 0; c < w; c++)
        {
          const double *a = A + c * n + lo;
          for (int64_t r = 0; r < len; r++) any[r] |= nds_isnz (a[r]);
        }
      for (int64_t r = 0; r < len; r++)
        {
          mark[lo + r] = (unsigned char) any[r];
          count += (int64_t) any[r];
        }
    }
  *k = count;
}

/* idx = the k marked rows (1-based), data (k-by-w) = those rows of A, column by
   column (each column of data written by one thread) */
void nds_rsp_gather (const double *A, int64_t n, int64_t w, const unsigned char *mark,
                     int64_t k, int64_t *idx, double *data)
{
  int64_t t = 0;
  for (int64_t r = 0; r < n && t < k; r++)
    if (mark[r]) idx[t++] = r + 1;
  #pragma omp parallel for schedule(static) num_threads(nds_team (k * w, 1 << 16))
  for (int64_t c = 0; c < w; c++)
    {
      const double *a = A + c * n - 1;
      double *d = data + c * k;
      for (int64_t s = 0; s < k; s++) d[s] = a[idx[s]];
    }
}

/* F (n-by-w) = rows idx of data, zeros elsewhere: per column, the runs of rows
   between stored rows are zeroed and the stored rows written, so every element is
   written once */
int nds_rsp_scatter (const int64_t *idx, int64_t k, const double *data, int64_t n,
                     int64_t w, double *F)
{
  if (n < 0 || w < 0) return NDS_EARG;
  if (!nds_rsp_idx_ok (idx, k, n)) return NDS_ESUB;
  #pragma omp parallel for schedule(static) num_threads(nds_team (n * w, 1 << 16))
  for (int64_t c = 0; c < w; c++)
    {
      double *f = F + c * n;
      const double *d = data + c * k;
      int64_t r = 0;
      for (int64_t t = 0; t < k; t++)
        {
          const int64_t row = idx[t] - 1;
          memset (f + r, 0, sizeof (double) * (size_t) (row - r));
          f[row] = d[t];
          r = row + 1;
        }
      memset (f + r, 0, sizeof (double) * (size_t) (n - r));
    }
  return NDS_OK;
}
