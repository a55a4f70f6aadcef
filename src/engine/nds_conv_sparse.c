/* nds_conv_sparse.c: convolutions driven by the stored entries of a sparse batch */
#include <string.h>
#include "nds_conv.h"
#include "nds_kern.h"

/* bytes of the per-thread block of image results: within the L2 cache */
#define NDS_CV_BLOCK ((int64_t) 1 << 20)
/* images per block at most: a cache line of a result's image-fastest layout */
#define NDS_CV_IMGS 8

/* y[0..K-1] += v * w[0..K-1] */
static inline void axpy (double *restrict y, const double *restrict w, double v, int64_t K)
{
  for (int64_t k = 0; k < K; k++) y[k] += v * w[k];
}

/* 1 when every entry of E has channel below A, rows below h, columns below w */
static int entries_within (const nds_cv_entries *E, int64_t A, int64_t h, int64_t w)
{
  int ok = 1;
  #pragma omp parallel for schedule(static) reduction(&:ok) if (E->nnz > 100000)
  for (int64_t t = 0; t < E->nnz; t++)
    ok &= E->c[t] >= 0 && E->c[t] < A && E->h[t] >= 0 && E->h[t] < h && E->w[t] >= 0
          && E->w[t] < w;
  return ok;
}

/* buf (K values per position of a th x tw grid) += the sweep of image n's entries */
static void scatter_image (const nds_cv_entries *E, int64_t n, int64_t A, const double *Wt,
                           int64_t K, const nds_win *g, int transposed, int64_t th,
                           int64_t tw, double *buf)
{
  for (int64_t t = E->start[n]; t < E->start[n + 1]; t++)
    {
      const int64_t a = E->c[t], y = E->h[t], x = E->w[t];
      const double v = E->v[t];
      if (!transposed)
        {
          /* the outputs whose windows hold (y, x), each through one tap */
          int64_t ylo, yhi, xlo, xhi;
          nds_win_span (y, g->kh, g->sh, g->ph, th, &ylo, &yhi);
          nds_win_span (x, g->kw, g->sw, g->pw, tw, &xlo, &xhi);
          for (int64_t yo = ylo; yo < yhi; yo++)
            for (int64_t xo = xlo; xo < xhi; xo++)
              {
                const int64_t i = y + g->ph - yo * g->sh, j = x + g->pw - xo * g->sw;
                axpy (buf + (yo * tw + xo) * K, Wt + K * (a + A * (i + g->kh * j)), v, K);
              }
        }
      else
        for (int64_t j = 0; j < g->kw; j++)
          {
            const int64_t tx = x * g->sw - g->pw + j;
            if (tx < 0 || tx >= tw) continue;
            for (int64_t i = 0; i < g->kh; i++)
              {
                const int64_t ty = y * g->sh - g->ph + i;
                if (ty < 0 || ty >= th) continue;
                axpy (buf + (ty * tw + tx) * K, Wt + K * (a + A * (i + g->kh * j)), v, K);
              }
          }
    }
}

/* Y = the entries swept through the weights (see nds_conv.h) */
int nds_conv_scatter (const nds_cv_entries *E, int64_t A, const double *Wt, int64_t K,
                      const nds_win *g, int transposed, const nds_img *out, double *Y)
{
  if (!E || !Wt || !g || !out || A < 0 || K != out->c || E->nimg != out->n) return NDS_EARG;
  if (transposed ? nds_win_check (g, out) != NDS_OK
                 : (g->oh != out->h || g->ow != out->w || g->kh < 1 || g->kw < 1
                    || g->sh < 1 || g->sw < 1 || g->ph < 0 || g->pw < 0))
    return NDS_EARG;
  /* the grid the entries live on: the input's (unknown here, any row or column past
     the last window reaches no output) or dY's */
  if (!entries_within (E, A, transposed ? g->oh : INT64_MAX, transposed ? g->ow : INT64_MAX))
    return NDS_EARG;
  const int64_t N = out->n, th = out->h, tw = out->w, P = th * tw, img = P * K;
  if (N == 0 || img == 0) return NDS_OK;
  int64_t B = NDS_CV_BLOCK / (8 * img);
  B = B < 1 ? 1 : B > NDS_CV_IMGS ? NDS_CV_IMGS : B;
  const int64_t nblk = (N + B - 1) / B;
  const int nt = nds_team (nblk, 2);
  double *bufs = nds_malloc ((size_t) nt, sizeof (double) * (size_t) (B * img));
  if (!bufs) return NDS_ENOMEM;
  #pragma omp parallel num_threads(nt)
  {
    double *buf = bufs + (size_t) nds_thread () * (size_t) (B * img);
    #pragma omp for schedule(dynamic)
    for (int64_t blk = 0; blk < nblk; blk++)
      {
        const int64_t n0 = blk * B, nb = N - n0 < B ? N - n0 : B;
        memset (buf, 0, sizeof (double) * (size_t) (nb * img));
        for (int64_t b = 0; b < nb; b++)
          scatter_image (E, n0 + b, A, Wt, K, g, transposed, th, tw, buf + b * img);
        /* out to Y, whose image-fastest layout takes the block's nb images at once */
        for (int64_t p = 0; p < P; p++)
          for (int64_t k = 0; k < K; k++)
            {
              double *dst = Y + N * nds_img_off (out, k, p / tw, p % tw) + n0;
              const double *src = buf + p * K + k;
              for (int64_t b = 0; b < nb; b++) dst[b] = src[b * img];
            }
      }
  }
  nds_free (bufs);
  return NDS_OK;
}

/* dW = the gradient of the filter from the entries of X and the full dY */
int nds_conv_filter_sparse (const nds_cv_entries *E, int64_t C, const double *dY,
                            const nds_img *dyl, const nds_win *g, double *dW)
{
  if (!E || !g || !dyl || !dW || C < 0 || E->nimg != dyl->n || g->oh != dyl->h
      || g->ow != dyl->w || g->kh < 1 || g->kw < 1 || g->sh < 1 || g->sw < 1 || g->ph < 0
      || g->pw < 0 || (!dY && dyl->n * dyl->c * dyl->h * dyl->w > 0))
    return NDS_EARG;
  if (!entries_within (E, C, INT64_MAX, INT64_MAX)) return NDS_EARG;
  const int64_t N = dyl->n, F = dyl->c, P = g->oh * g->ow, nw = F * C * g->kh * g->kw;
  /* partial sums per block of images, fixed by N alone and added in block order:
     the same bits whatever the thread count; fewer blocks when they would be big */
  int64_t nb = N < NDS_NBLK ? N : NDS_NBLK;
  while (nb > 1 && nb * nw > ((int64_t) 1 << 25)) nb /= 2;
  if (nb < 1 || nw == 0)
    {
      memset (dW, 0, sizeof (double) * (size_t) nw);
      return NDS_OK;
    }
  const int nt = nds_team (nb, 2);
  double *part = nds_calloc ((size_t) nb, sizeof (double) * (size_t) nw);
  double *dyts = nds_malloc ((size_t) nt, sizeof (double) * (size_t) (P * F));
  if (!part || !dyts)
    {
      nds_free (part);
      nds_free (dyts);
      return NDS_ENOMEM;
    }
  #pragma omp parallel num_threads(nt)
  {
    double *dyt = dyts + (size_t) nds_thread () * (size_t) (P * F);
    #pragma omp for schedule(dynamic)
    for (int64_t b = 0; b < nb; b++)
      {
        double *pw = part + b * nw;
        for (int64_t n = nds_blk (N, b, nb); n < nds_blk (N, b + 1, nb); n++)
          {
            if (E->start[n] == E->start[n + 1]) continue;
            /* dY(n, :, y, x) gathered into F-long vectors, one per output position */
            for (int64_t p = 0; p < P; p++)
              for (int64_t f = 0; f < F; f++)
                dyt[p * F + f] = dY[n + N * nds_img_off (dyl, f, p / g->ow, p % g->ow)];
            for (int64_t t = E->start[n]; t < E->start[n + 1]; t++)
              {
                const int64_t c = E->c[t], y = E->h[t], x = E->w[t];
                int64_t ylo, yhi, xlo, xhi;
                nds_win_span (y, g->kh, g->sh, g->ph, g->oh, &ylo, &yhi);
                nds_win_span (x, g->kw, g->sw, g->pw, g->ow, &xlo, &xhi);
                for (int64_t yo = ylo; yo < yhi; yo++)
                  for (int64_t xo = xlo; xo < xhi; xo++)
                    {
                      const int64_t i = y + g->ph - yo * g->sh, j = x + g->pw - xo * g->sw;
                      axpy (pw + F * (c + C * (i + g->kh * j)), dyt + (yo * g->ow + xo) * F,
                            E->v[t], F);
                    }
              }
          }
      }
  }
  #pragma omp parallel for schedule(static) if (nw * nb > 100000)
  for (int64_t q = 0; q < nw; q++)
    {
      double s = part[q];
      for (int64_t b = 1; b < nb; b++) s += part[q + b * nw];
      dW[q] = s;
    }
  nds_free (part);
  nds_free (dyts);
  return NDS_OK;
}

/* dX (layout out, N x C x H x W) = the data gradient from the entries E of dY (F
   channels on the oh x ow grid) and W (F x C x kh x kw): the transposed sweep with
   W's channels swapped, so that each tap's weights over C lie side by side */
int nds_conv_data_sparse (const nds_cv_entries *E, const double *W, int64_t F,
                          const nds_win *g, const nds_img *out, double *dX)
{
  if (!E || !g || !out || F < 0 || g->kh < 1 || g->kw < 1 || (!W && F * out->c > 0))
    return NDS_EARG;
  const int64_t C = out->c, taps = g->kh * g->kw;
  double *Wt = nds_malloc ((size_t) (F * C), sizeof (double) * (size_t) taps);
  if (!Wt) return NDS_ENOMEM;
  for (int64_t t = 0; t < taps; t++)
    for (int64_t f = 0; f < F; f++)
      for (int64_t c = 0; c < C; c++) Wt[c + C * (f + F * t)] = W[f + F * (c + C * t)];
  const int st = nds_conv_scatter (E, F, Wt, C, g, 1, out, dX);
  nds_free (Wt);
  return st;
}
