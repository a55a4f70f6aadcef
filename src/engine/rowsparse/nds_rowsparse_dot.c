/* nds_rowsparse_dot.c: sparse (CSC) times row-sparse, and its transpose times dense */
#include <string.h>
#include "nds_rowsparse.h"

/* columns per block of the transposed product: the entries of a block stay in cache
   while every column of D passes over them */
#define TDOT_COLS 256

/* number of columns of X that hold entries */
int64_t nds_rsp_tdot_rows (const int64_t *colp, int64_t n)
{
  int64_t k = 0;
  for (int64_t j = 0; j < n; j++) k += colp[j + 1] > colp[j];
  return k;
}

/* block b (TDOT_COLS rows) of G (k-by-p) = X.' * D (m-by-p) at X's nonempty columns
   idx (1-based) */
static void tdot_block (const nds_rsp_csc *X, const int64_t *idx, int64_t k, const double *D,
                        int64_t p, int64_t b, double *G)
{
  const int64_t *colp = X->colp, *rowi = X->rowi, m = X->m;
  const double *x = X->x;
  const int64_t lo = b * TDOT_COLS, hi = lo + TDOT_COLS < k ? lo + TDOT_COLS : k;
  for (int64_t c = 0; c < p; c++)
    {
      const double *d = D + c * m;
      double *g = G + c * k;
      for (int64_t s = lo; s < hi; s++)
        {
          const int64_t j = idx[s] - 1;
          double acc = 0;
          for (int64_t e = colp[j]; e < colp[j + 1]; e++) acc += x[e] * d[rowi[e]];
          g[s] = acc;
        }
    }
}

/* X.' * D as row-sparse (idx, G): G(t, c) = sum over the entries e of column idx[t]
   of x[e] * D(rowi[e], c), in entry order; each block of rows of G is one thread's */
int nds_rsp_tdot (const nds_rsp_csc *X, const double *D, int64_t p, int64_t k, int64_t *idx,
                  double *G)
{
  if (!X) return NDS_EARG;
  const int64_t *colp = X->colp, *rowi = X->rowi, m = X->m, n = X->n;
  if (m < 0 || n < 0 || p < 0 || k != nds_rsp_tdot_rows (colp, n)) return NDS_EARG;
  for (int64_t e = 0; e < colp[n]; e++)
    if (rowi[e] < 0 || rowi[e] >= m) return NDS_ESUB;
  int64_t t = 0;
  for (int64_t j = 0; j < n; j++)
    if (colp[j + 1] > colp[j]) idx[t++] = j + 1;
  const int64_t nb = (k + TDOT_COLS - 1) / TDOT_COLS;
  const int nt = nds_team (colp[n] * p, 1 << 15);
  NDS_PAR_FOR (nt > 1, schedule(dynamic, 1) num_threads(nt),
               for (int64_t b = 0; b < nb; b++) tdot_block (X, idx, k, D, p, b, G););
  return NDS_OK;
}

/* Y (m-by-p) = X * W, W given by its stored rows: the columns of X are walked in
   order beside idx; each column range of Y is one thread's, so every element's
   sum runs in entry order */
int nds_rsp_dot (const nds_rsp_csc *X, const int64_t *idx, int64_t k, nds_strided W,
                 int64_t p, double *Y)
{
  if (!X) return NDS_EARG;
  const int64_t *colp = X->colp, *rowi = X->rowi, m = X->m, n = X->n;
  const double *x = X->x;
  if (m < 0 || n < 0 || p < 0 || (!idx && k != n) || (k > 0 && p > 0 && !W.x))
    return NDS_EARG;
  if (idx && !nds_rsp_idx_ok (idx, k, n)) return NDS_ESUB;
  for (int64_t e = 0; e < colp[n]; e++)
    if (rowi[e] < 0 || rowi[e] >= m) return NDS_ESUB;
  nds_zero (Y, sizeof (double) * (size_t) (m * p));
  const int nt = nds_team (colp[n] * p, 1 << 15);
  const int64_t nb = p < nt ? p : nt;
  #pragma omp parallel for schedule(static) num_threads(nt)
  for (int64_t b = 0; b < nb; b++)
    {
      const int64_t c0 = nds_blk (p, b, nb), c1 = nds_blk (p, b + 1, nb);
      int64_t t = 0;
      for (int64_t j = 0; j < n; j++)
        {
          if (colp[j + 1] == colp[j]) continue;
          int64_t row = j;
          if (idx)
            {
              while (t < k && idx[t] < j + 1) t++;    /* idx is 1-based */
              if (t == k || idx[t] != j + 1) continue;
              row = t;
            }
          const double *wr = W.x + row * W.rs;
          for (int64_t e = colp[j]; e < colp[j + 1]; e++)
            {
              const double v = x[e];
              double *y = Y + rowi[e];
              for (int64_t c = c0; c < c1; c++) y[c * m] += v * wr[c * W.cs];
            }
        }
    }
  return NDS_OK;
}
