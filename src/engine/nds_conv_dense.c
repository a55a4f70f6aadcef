/* nds_conv_dense.c: convolutions of full batches by im2col and BLAS matrix products */
#include <limits.h>
#include <string.h>
#include <cblas.h>
#include "nds_conv.h"

/* bytes of a column block: the unrolled windows of a chunk of images and positions */
#define NDS_COL_BYTES ((int64_t) 4 << 20)

/* A chunk of the work: images n0 .. n0+nn-1 at output positions p0 .. p0+np-1
   (row-major over oh x ow); its column block has m = nn*np rows, row nl + nn*q for
   image n0+nl at position p0+q, and one column per tap k = c + C*(i + kh*j). */
typedef struct {
  int64_t n0, nn, p0, np, m;
} chunk;

/* the chunk sizes for N images, P positions and K taps: nn images (all when they
   fit) and np positions so that the block stays near NDS_COL_BYTES; 0 when BLAS's
   32-bit sizes cannot hold the products */
static int chunk_plan (int64_t N, int64_t P, int64_t K, int64_t F, int64_t *nn, int64_t *np)
{
  const int64_t rows = NDS_COL_BYTES / (8 * (K > F ? K : F));
  *nn = N < rows ? N : rows;
  *nn = *nn < 1 ? 1 : *nn;
  *np = rows / *nn;
  *np = *np < 1 ? 1 : *np > P ? P : *np;
  return K <= INT_MAX && F <= INT_MAX && *nn * *np <= INT_MAX;
}

/* col (c.m x K) = the windows of X (layout in) at the chunk's positions, zero where
   they reach the padding */
static void im2col (const double *X, const nds_img *in, const nds_win *g, const chunk *c,
                    double *col)
{
  const int64_t K = in->c * g->kh * g->kw, N = in->n;
  #pragma omp parallel for schedule(static)
  for (int64_t k = 0; k < K; k++)
    {
      const int64_t ch = k % in->c, i = (k / in->c) % g->kh, j = k / (in->c * g->kh);
      for (int64_t q = 0; q < c->np; q++)
        {
          const int64_t p = c->p0 + q, h = (p / g->ow) * g->sh - g->ph + i,
                        w = (p % g->ow) * g->sw - g->pw + j;
          double *dst = col + c->m * k + c->nn * q;
          if (h < 0 || h >= in->h || w < 0 || w >= in->w)
            memset (dst, 0, sizeof (double) * (size_t) c->nn);
          else
            memcpy (dst, X + N * nds_img_off (in, ch, h, w) + c->n0,
                    sizeof (double) * (size_t) c->nn);
        }
    }
}

/* the offset in A (layout al, N x F x oh x ow) of the chunk's first image at
   channel f and the chunk's position q */
static inline int64_t chunk_at (const nds_img *al, const nds_win *g, const chunk *c,
                                int64_t f, int64_t q)
{
  const int64_t p = c->p0 + q;
  return al->n * nds_img_off (al, f, p / g->ow, p % g->ow) + c->n0;
}

/* rows (c.m x F) = A (layout al) at the chunk */
static void rows_gather (const double *A, const nds_img *al, const nds_win *g,
                         const chunk *c, double *rows)
{
  #pragma omp parallel for schedule(static)
  for (int64_t f = 0; f < al->c; f++)
    for (int64_t q = 0; q < c->np; q++)
      memcpy (rows + c->m * f + c->nn * q, A + chunk_at (al, g, c, f, q),
              sizeof (double) * (size_t) c->nn);
}

/* A (layout al) at the chunk = rows (c.m x F) */
static void rows_scatter (const double *rows, const nds_img *al, const nds_win *g,
                          const chunk *c, double *A)
{
  #pragma omp parallel for schedule(static)
  for (int64_t f = 0; f < al->c; f++)
    for (int64_t q = 0; q < c->np; q++)
      memcpy (A + chunk_at (al, g, c, f, q), rows + c->m * f + c->nn * q,
              sizeof (double) * (size_t) c->nn);
}

/* dX (layout in) += the column block dcol (c.m x K) folded back onto its windows; in
   parallel over channels, each element's terms added in chunk, position, tap order */
static void col2im (const double *dcol, const nds_img *in, const nds_win *g, const chunk *c,
                    double *dX)
{
  const int64_t N = in->n;
  #pragma omp parallel for schedule(static)
  for (int64_t ch = 0; ch < in->c; ch++)
    for (int64_t q = 0; q < c->np; q++)
      {
        const int64_t p = c->p0 + q, h0 = (p / g->ow) * g->sh - g->ph,
                      w0 = (p % g->ow) * g->sw - g->pw;
        for (int64_t i = 0; i < g->kh; i++)
          for (int64_t j = 0; j < g->kw; j++)
            {
              const int64_t h = h0 + i, w = w0 + j;
              if (h < 0 || h >= in->h || w < 0 || w >= in->w) continue;
              const int64_t k = ch + in->c * (i + g->kh * j);
              double *restrict dst = dX + N * nds_img_off (in, ch, h, w) + c->n0;
              const double *restrict src = dcol + c->m * k + c->nn * q;
              for (int64_t nl = 0; nl < c->nn; nl++) dst[nl] += src[nl];
            }
      }
}

/* 1 when the arguments describe one convolution: X of in, dY (or Y) of yl, W of F x
   in->c x kh x kw */
static int conv_args_ok (const nds_img *in, const nds_img *yl, const nds_win *g)
{
  return in && yl && g && nds_win_check (g, in) == NDS_OK && yl->n == in->n
         && yl->h == g->oh && yl->w == g->ow;
}

/* the next chunk after c (c->nn == 0: the first); 0 when the work is done */
static int chunk_next (chunk *c, int64_t N, int64_t P, int64_t nn, int64_t np)
{
  if (c->nn == 0)
    {
      c->n0 = 0;
      c->p0 = 0;
    }
  else if (c->p0 + c->np < P)
    c->p0 += c->np;
  else
    {
      c->p0 = 0;
      c->n0 += c->nn;
    }
  if (c->n0 >= N || P == 0) return 0;
  c->nn = N - c->n0 < nn ? N - c->n0 : nn;
  c->np = P - c->p0 < np ? P - c->p0 : np;
  c->m = c->nn * c->np;
  return 1;
}

/* the three products of a convolution, each one GEMM per chunk */
typedef enum { CONV_FORWARD, CONV_FILTER, CONV_DATA } conv_op;

/* one of them: the batch X (layout in; FORWARD, FILTER), dY (layout yl; FILTER, DATA),
   W (F x C x kh x kw; FORWARD, DATA), and the result: Y (layout yl), dW, or dX
   (layout in), zeroed beforehand where op accumulates */
typedef struct {
  conv_op op;
  const nds_img *in, *yl;
  const nds_win *g;
  const double *X, *dY, *W;
  double *out;
} conv_job;

/* the job, chunk by chunk: im2col and GEMM (FORWARD, FILTER), GEMM and col2im (DATA) */
static int conv_run (const conv_job *J)
{
  const nds_img *in = J->in, *yl = J->yl;
  const nds_win *g = J->g;
  const int64_t N = in->n, P = g->oh * g->ow, K = in->c * g->kh * g->kw, F = yl->c;
  int64_t nn, np;
  if (!chunk_plan (N, P, K, F, &nn, &np)) return NDS_ETOOLARGE;
  if (N == 0 || P == 0 || F == 0 || K == 0) return NDS_OK;
  double *col = nds_malloc ((size_t) (nn * np), sizeof (double) * (size_t) K);
  double *rows = nds_malloc ((size_t) (nn * np), sizeof (double) * (size_t) F);
  if (!col || !rows)
    {
      nds_free (col);
      nds_free (rows);
      return NDS_ENOMEM;
    }
  chunk c = {0, 0, 0, 0, 0};
  while (chunk_next (&c, N, P, nn, np))
    switch (J->op)
      {
      case CONV_FORWARD:
        im2col (J->X, in, g, &c, col);
        cblas_dgemm (CblasColMajor, CblasNoTrans, CblasTrans, (int) c.m, (int) F, (int) K,
                     1.0, col, (int) c.m, J->W, (int) F, 0.0, rows, (int) c.m);
        rows_scatter (rows, yl, g, &c, J->out);
        break;
      case CONV_FILTER:
        im2col (J->X, in, g, &c, col);
        rows_gather (J->dY, yl, g, &c, rows);
        cblas_dgemm (CblasColMajor, CblasTrans, CblasNoTrans, (int) F, (int) K, (int) c.m,
                     1.0, rows, (int) c.m, col, (int) c.m, 1.0, J->out, (int) F);
        break;
      case CONV_DATA:
        rows_gather (J->dY, yl, g, &c, rows);
        cblas_dgemm (CblasColMajor, CblasNoTrans, CblasNoTrans, (int) c.m, (int) K, (int) F,
                     1.0, rows, (int) c.m, J->W, (int) F, 0.0, col, (int) c.m);
        col2im (col, in, g, &c, J->out);
        break;
      }
  nds_free (col);
  nds_free (rows);
  return NDS_OK;
}

/* Y = X cross-correlated with W */
int nds_conv_dense (const double *X, const nds_img *in, const double *W, int64_t F,
                    const nds_win *g, const nds_img *out, double *Y)
{
  if (!conv_args_ok (in, out, g) || out->c != F || F < 0) return NDS_EARG;
  if (in->c == 0) nds_zero (Y, sizeof (double) * (size_t) (out->n * F * g->oh * g->ow));
  const conv_job J = {CONV_FORWARD, in, out, g, X, NULL, W, Y};
  return conv_run (&J);
}

/* dW = the filter gradient of full X and dY */
int nds_conv_dense_filter (const double *X, const nds_img *in, const double *dY,
                           const nds_img *dyl, const nds_win *g, double *dW)
{
  if (!conv_args_ok (in, dyl, g) || !dW) return NDS_EARG;
  memset (dW, 0, sizeof (double) * (size_t) (dyl->c * in->c * g->kh * g->kw));
  const conv_job J = {CONV_FILTER, in, dyl, g, X, dY, NULL, dW};
  return conv_run (&J);
}

/* dX = the data gradient of dY and W */
int nds_conv_dense_data (const double *dY, const nds_img *dyl, const double *W,
                         const nds_win *g, const nds_img *out, double *dX)
{
  if (!conv_args_ok (out, dyl, g) || !dX) return NDS_EARG;
  nds_zero (dX, sizeof (double) * (size_t) (out->n * out->c * out->h * out->w));
  const conv_job J = {CONV_DATA, out, dyl, g, NULL, dY, W, dX};
  return conv_run (&J);
}
