/* nds_cpvals.c: the values of a CP model at COO coordinates */
#include "nds_kern.h"

/* entries ahead whose factor rows are fetched early; components per chunk */
#define PF 16
#define CH 32
#define BLK 16384

/* a row-major copy (I*R, +1 so never empty) of the column-major I-by-R matrix U,
   or NULL when out of memory */
double *nds_rows_major (const double *U, int64_t I, int64_t R)
{
  double *w = nds_malloc_lines ((size_t) (I * R) + 1, sizeof (double));
  if (!w) return NULL;
  for (int64_t i = 0; i < I; i++)
    for (int64_t r = 0; r < R; r++) w[i * R + r] = U[i + I * r];
  return w;
}

/* v(e) for the entries e of block b (BLK entries), the factors' row-major copies W */
static void cp_block (const int64_t *s, int64_t n, int64_t m, const double *const *W,
                      int64_t R, int64_t b, double *v)
{
  for (int64_t e = b * BLK; e < (b + 1) * BLK && e < n; e++)
    {
      /* the rows of entries PF ahead are asked for now: the gathers are
         scattered over factors larger than the caches (as in nds_mttkrp) */
      if (e + PF < n)
        for (int64_t d = 0; d < m; d++)
          __builtin_prefetch (W[d] + R * (s[e + PF + d * n] - 1), 0);
      double acc = 0;
      if (m == 3)
        {
          /* the 3-D case in one fused loop */
          const double *restrict w0 = W[0] + R * (s[e] - 1);
          const double *restrict w1 = W[1] + R * (s[e + n] - 1);
          const double *restrict w2 = W[2] + R * (s[e + 2 * n] - 1);
          #pragma omp simd reduction(+:acc)
          for (int64_t r = 0; r < R; r++) acc += w0[r] * w1[r] * w2[r];
          v[e] = acc;
          continue;
        }
      for (int64_t r0 = 0; r0 < R; r0 += CH)
        {
          const int64_t c = R - r0 < CH ? R - r0 : CH;
          double p[CH];
          const double *restrict w = W[0] + R * (s[e] - 1) + r0;
          for (int64_t r = 0; r < c; r++) p[r] = w[r];
          for (int64_t d = 1; d < m; d++)
            {
              w = W[d] + R * (s[e + d * n] - 1) + r0;
              #pragma omp simd
              for (int64_t r = 0; r < c; r++) p[r] *= w[r];
            }
          for (int64_t r = 0; r < c; r++) acc += p[r];
        }
      v[e] = acc;
    }
}

/* v(e) = sum_r prod_d U[d](s(e,d), r): the CP model with factors U[d] (shape[d]-by-R,
   column-major, no weights) at the n coordinates s (n-by-m, 1-based, column-major) */
int nds_cp_values (const int64_t *s, int64_t n, int64_t m, const int64_t *shape,
                   const double *const *U, int64_t R, double *v)
{
  if (n < 0 || m < 1 || R < 0) return NDS_EARG;
  double **W = nds_calloc ((size_t) m, sizeof (double *));
  int st = W ? NDS_OK : NDS_ENOMEM;
  for (int64_t d = 0; d < m && st == NDS_OK; d++)
    {
      /* row-major copy of U[d]: a coordinate's R values in one or two cache lines */
      W[d] = nds_rows_major (U[d], shape[d], R);
      if (!W[d]) st = NDS_ENOMEM;
    }
  const int64_t nb = (n + BLK - 1) / BLK;
  /* blocks of entries taken by whichever thread is free (a loaded machine delays
     one thread's static share) */
  if (st == NDS_OK)
    NDS_PAR_FOR (n > 10000, schedule(dynamic, 1),
                 for (int64_t b = 0; b < nb; b++)
                   cp_block (s, n, m, (const double *const *) W, R, b, v););
  for (int64_t d = 0; W && d < m; d++) nds_free (W[d]);
  nds_free (W);
  return st;
}
