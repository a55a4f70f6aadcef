/* nds_conv_dense.c: convolutions of full batches by im2col and BLAS matrix products */
#define _GNU_SOURCE          /* dlsym, RTLD_DEFAULT */
#include <dlfcn.h>
#include <limits.h>
#include <string.h>
#include <cblas.h>
#include "nds_conv.h"

/* bytes of a column block: the unrolled windows of a chunk of images and positions,
   one per thread, kept within its share of the L2 cache */
#define NDS_COL_BYTES ((int64_t) 1 << 20)
/* images per chunk at most: the image blocks are the units of parallel work of the
   data gradient, whose windows overlap within an image */
#define NDS_COL_IMGS 16

/* A chunk of the work: images n0 .. n0+nn-1 at output positions p0 .. p0+np-1
   (row-major over oh x ow); its column block has m = nn*np rows, row nl + nn*q for
   image n0+nl at position p0+q, and one column per tap k = c + C*(i + kh*j). */
typedef struct {
  int64_t n0, nn, p0, np, m;
} chunk;

/* The chunks of N images and P positions: nb blocks of nn images, each cut into npc
   runs of np positions, chunk t = block t / npc, run t % npc. */
typedef struct {
  int64_t N, P, nn, np, nb, npc;
} chunk_plan;

/* the plan for N images, P positions, K taps and F filters, each column block near
   NDS_COL_BYTES; 0 when BLAS's 32-bit sizes cannot hold the products */
static int plan_chunks (int64_t N, int64_t P, int64_t K, int64_t F, chunk_plan *pl)
{
  const int64_t rows = NDS_COL_BYTES / (8 * (K > F ? K : F));
  pl->N = N;
  pl->P = P;
  pl->nn = N < NDS_COL_IMGS ? N : NDS_COL_IMGS;
  pl->nn = pl->nn < 1 ? 1 : pl->nn;
  pl->np = rows / pl->nn;
  pl->np = pl->np < 1 ? 1 : pl->np > P ? P : pl->np;
  pl->nb = (N + pl->nn - 1) / pl->nn;
  pl->npc = P ? (P + pl->np - 1) / pl->np : 0;
  return K <= INT_MAX && F <= INT_MAX && pl->nn * pl->np <= INT_MAX;
}

/* chunk t of the plan */
static chunk chunk_at (const chunk_plan *pl, int64_t t)
{
  chunk c;
  c.n0 = (t / pl->npc) * pl->nn;
  c.p0 = (t % pl->npc) * pl->np;
  c.nn = pl->N - c.n0 < pl->nn ? pl->N - c.n0 : pl->nn;
  c.np = pl->P - c.p0 < pl->np ? pl->P - c.p0 : pl->np;
  c.m = c.nn * c.np;
  return c;
}

/* OpenBLAS's own thread count set to n when OpenBLAS is the BLAS (found at run time:
   the reference BLAS has no threads), the previous count returned, or -1.  Each of
   this file's threads runs its own products: OpenBLAS's threads on top of them would
   compete for the same cores, and its busy-waiting threads with OpenMP's. */
static int blas_threads (int n)
{
  void *set = dlsym (RTLD_DEFAULT, "openblas_set_num_threads");
  void *get = dlsym (RTLD_DEFAULT, "openblas_get_num_threads");
  if (!set || !get || n < 1) return -1;
  void (*setf) (int);
  int (*getf) (void);
  memcpy (&setf, &set, sizeof setf);
  memcpy (&getf, &get, sizeof getf);
  const int old = getf ();
  setf (n);
  return old;
}

/* col (c.m x K) = the windows of X (layout in) at the chunk's positions, zero where
   they reach the padding */
static void im2col (const double *X, const nds_img *in, const nds_win *g, const chunk *c,
                    double *col)
{
  const int64_t K = in->c * g->kh * g->kw, N = in->n;
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
static inline int64_t chunk_off (const nds_img *al, const nds_win *g, const chunk *c,
                                 int64_t f, int64_t q)
{
  const int64_t p = c->p0 + q;
  return al->n * nds_img_off (al, f, p / g->ow, p % g->ow) + c->n0;
}

/* rows (c.m x F) = A (layout al) at the chunk */
static void rows_gather (const double *A, const nds_img *al, const nds_win *g,
                         const chunk *c, double *rows)
{
  for (int64_t f = 0; f < al->c; f++)
    for (int64_t q = 0; q < c->np; q++)
      memcpy (rows + c->m * f + c->nn * q, A + chunk_off (al, g, c, f, q),
              sizeof (double) * (size_t) c->nn);
}

/* A (layout al) at the chunk = rows (c.m x F) */
static void rows_scatter (const double *rows, const nds_img *al, const nds_win *g,
                          const chunk *c, double *A)
{
  for (int64_t f = 0; f < al->c; f++)
    for (int64_t q = 0; q < c->np; q++)
      memcpy (A + chunk_off (al, g, c, f, q), rows + c->m * f + c->nn * q,
              sizeof (double) * (size_t) c->nn);
}

/* dX (layout in) += the column block dcol (c.m x K) folded back onto its windows,
   each element's terms added in position, tap order */
static void col2im (const double *dcol, const nds_img *in, const nds_win *g, const chunk *c,
                    double *dX)
{
  const int64_t N = in->n;
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

/* chunk c of the job, with the thread's column block col and rows, into out (Y,
   dX, or dW's partial sum) */
static void conv_chunk (const conv_job *J, const chunk *c, double *col, double *rows,
                        double *out)
{
  const nds_img *in = J->in, *yl = J->yl;
  const nds_win *g = J->g;
  const int K = (int) (in->c * g->kh * g->kw), F = (int) yl->c, m = (int) c->m;
  switch (J->op)
    {
    case CONV_FORWARD:
      im2col (J->X, in, g, c, col);
      cblas_dgemm (CblasColMajor, CblasNoTrans, CblasTrans, m, F, K, 1.0, col, m, J->W, F,
                   0.0, rows, m);
      rows_scatter (rows, yl, g, c, out);
      break;
    case CONV_FILTER:
      im2col (J->X, in, g, c, col);
      rows_gather (J->dY, yl, g, c, rows);
      cblas_dgemm (CblasColMajor, CblasTrans, CblasNoTrans, F, K, m, 1.0, rows, m, col, m,
                   1.0, out, F);
      break;
    case CONV_DATA:
      rows_gather (J->dY, yl, g, c, rows);
      cblas_dgemm (CblasColMajor, CblasNoTrans, CblasNoTrans, m, K, F, 1.0, rows, m, J->W, F,
                   0.0, col, m);
      col2im (col, in, g, c, out);
      break;
    }
}

/* the job in parallel units of chunks: FORWARD one chunk each (their outputs are
   disjoint); FILTER NDS_NBLK runs of chunks fixed by the sizes, each summed into its
   own partial dW, the partials added in order (the same bits whatever the thread
   count); DATA one block of images each, its chunks in position order (windows of
   one image overlap) */
static int conv_run (const conv_job *J)
{
  const nds_img *in = J->in, *yl = J->yl;
  const nds_win *g = J->g;
  const int64_t N = in->n, P = g->oh * g->ow, K = in->c * g->kh * g->kw, F = yl->c;
  chunk_plan pl;
  if (!plan_chunks (N, P, K, F, &pl)) return NDS_ETOOLARGE;
  if (N == 0 || P == 0 || F == 0 || K == 0) return NDS_OK;
  const int64_t ntask = pl.nb * pl.npc;
  const int64_t units = J->op == CONV_FORWARD ? ntask
                        : J->op == CONV_FILTER ? (ntask < NDS_NBLK ? ntask : NDS_NBLK)
                        : pl.nb;
  const int nt = nds_team (units, 2);
  const size_t mrows = (size_t) (pl.nn * pl.np);
  double *col = nds_malloc ((size_t) nt * mrows, sizeof (double) * (size_t) K);
  double *rows = nds_malloc ((size_t) nt * mrows, sizeof (double) * (size_t) F);
  double *part = J->op == CONV_FILTER ? nds_calloc ((size_t) units, sizeof (double) * (size_t) (F * K))
                                      : NULL;
  if (!col || !rows || (J->op == CONV_FILTER && !part))
    {
      nds_free (col);
      nds_free (rows);
      nds_free (part);
      return NDS_ENOMEM;
    }
  const int old = nt > 1 ? blas_threads (1) : -1;
  #pragma omp parallel num_threads(nt)
  {
    const size_t me = (size_t) nds_thread ();
    double *mycol = col + me * mrows * (size_t) K, *myrows = rows + me * mrows * (size_t) F;
    #pragma omp for schedule(dynamic)
    for (int64_t u = 0; u < units; u++)
      {
        int64_t t0 = u, t1 = u + 1;
        double *out = J->out;
        if (J->op == CONV_FILTER)
          {
            t0 = nds_blk (ntask, u, units);
            t1 = nds_blk (ntask, u + 1, units);
            out = part + u * F * K;
          }
        else if (J->op == CONV_DATA)
          {
            t0 = u * pl.npc;
            t1 = t0 + pl.npc;
          }
        for (int64_t t = t0; t < t1; t++)
          {
            const chunk c = chunk_at (&pl, t);
            conv_chunk (J, &c, mycol, myrows, out);
          }
      }
  }
  if (old > 0) blas_threads (old);
  if (J->op == CONV_FILTER)
    for (int64_t q = 0; q < F * K; q++)
      {
        double sum = part[q];
        for (int64_t u = 1; u < units; u++) sum += part[q + u * F * K];
        J->out[q] = sum;
      }
  nds_free (col);
  nds_free (rows);
  nds_free (part);
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
