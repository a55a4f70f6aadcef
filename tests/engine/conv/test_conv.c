/* test_conv.c: unit tests of the conv wing (nds_conv.h) against direct loops */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <omp.h>
#include "conv/nds_conv.h"
#include "nds_test.h"

static int64_t numel (const nds_img *im)
{
  return im->n * im->c * im->h * im->w;
}

/* element (n, c, h, w) of A in layout im */
static double *at (double *A, const nds_img *im, int64_t n, int64_t c, int64_t h, int64_t w)
{
  return A + n + im->n * nds_img_off (im, c, h, w);
}

/* a random batch array: a cell nonzero with probability density, small integers
   and halves (exact sums), a few negative */
static double *rand_array (int64_t len, double density)
{
  double *A = malloc (sizeof (double) * (size_t) (len ? len : 1));
  for (int64_t k = 0; k < len; k++)
    A[k] = (double) rnd_int (0, 999) < density * 1000 ? (double) rnd_int (-8, 24) / 2 : 0;
  return A;
}

/* |a - b| small against the size of the terms */
static int close_to (const double *a, const double *b, int64_t len)
{
  for (int64_t k = 0; k < len; k++)
    if (!(fabs (a[k] - b[k]) <= 1e-9 * (1 + fabs (b[k])))) return 0;
  return 1;
}

/* ---- direct loops: the definitions ---- */

static void ref_conv (double *X, const nds_img *in, const double *W, int64_t F,
                      const nds_win *g, const nds_img *out, double *Y)
{
  for (int64_t n = 0; n < in->n; n++)
    for (int64_t f = 0; f < F; f++)
      for (int64_t yo = 0; yo < g->oh; yo++)
        for (int64_t xo = 0; xo < g->ow; xo++)
          {
            double s = 0;
            for (int64_t c = 0; c < in->c; c++)
              for (int64_t i = 0; i < g->kh; i++)
                for (int64_t j = 0; j < g->kw; j++)
                  {
                    const int64_t h = yo * g->sh - g->ph + i, w = xo * g->sw - g->pw + j;
                    if (h >= 0 && h < in->h && w >= 0 && w < in->w)
                      s += W[f + F * (c + in->c * (i + g->kh * j))] * *at (X, in, n, c, h, w);
                  }
            *at (Y, out, n, f, yo, xo) = s;
          }
}

static void ref_filter (double *X, const nds_img *in, double *dY, const nds_img *dyl,
                        const nds_win *g, double *dW)
{
  const int64_t F = dyl->c, C = in->c;
  for (int64_t f = 0; f < F; f++)
    for (int64_t c = 0; c < C; c++)
      for (int64_t i = 0; i < g->kh; i++)
        for (int64_t j = 0; j < g->kw; j++)
          {
            double s = 0;
            for (int64_t n = 0; n < in->n; n++)
              for (int64_t yo = 0; yo < g->oh; yo++)
                for (int64_t xo = 0; xo < g->ow; xo++)
                  {
                    const int64_t h = yo * g->sh - g->ph + i, w = xo * g->sw - g->pw + j;
                    if (h >= 0 && h < in->h && w >= 0 && w < in->w)
                      s += *at (dY, dyl, n, f, yo, xo) * *at (X, in, n, c, h, w);
                  }
            dW[f + F * (c + C * (i + g->kh * j))] = s;
          }
}

static void ref_data (double *dY, const nds_img *dyl, const double *W, const nds_win *g,
                      const nds_img *out, double *dX)
{
  const int64_t F = dyl->c, C = out->c;
  memset (dX, 0, sizeof (double) * (size_t) numel (out));
  for (int64_t n = 0; n < out->n; n++)
    for (int64_t f = 0; f < F; f++)
      for (int64_t yo = 0; yo < g->oh; yo++)
        for (int64_t xo = 0; xo < g->ow; xo++)
          for (int64_t c = 0; c < C; c++)
            for (int64_t i = 0; i < g->kh; i++)
              for (int64_t j = 0; j < g->kw; j++)
                {
                  const int64_t h = yo * g->sh - g->ph + i, w = xo * g->sw - g->pw + j;
                  if (h >= 0 && h < out->h && w >= 0 && w < out->w)
                    *at (dX, out, n, c, h, w) += W[f + F * (c + C * (i + g->kh * j))]
                                                 * *at (dY, dyl, n, f, yo, xo);
                }
}

/* the pools, and in win the winner of each window (row-major first max) */
static void ref_pool (double *X, const nds_img *in, const nds_win *g, int avg,
                      const nds_img *out, double *Y, int64_t *win)
{
  for (int64_t n = 0; n < in->n; n++)
    for (int64_t c = 0; c < in->c; c++)
      for (int64_t yo = 0; yo < g->oh; yo++)
        for (int64_t xo = 0; xo < g->ow; xo++)
          {
            double s = 0, best = 0;
            int64_t arg = -1;
            for (int64_t i = 0; i < g->kh; i++)
              for (int64_t j = 0; j < g->kw; j++)
                {
                  const int64_t h = yo * g->sh - g->ph + i, w = xo * g->sw - g->pw + j;
                  if (h < 0 || h >= in->h || w < 0 || w >= in->w) continue;
                  const double v = *at (X, in, n, c, h, w);
                  s += v;
                  if (arg < 0 || (best == best && (v > best || v != v)))
                    {
                      best = v;
                      arg = at (X, in, n, c, h, w) - X;
                    }
                }
            *at (Y, out, n, c, yo, xo) = avg ? s / (double) (g->kh * g->kw) : best;
            if (win) win[at (Y, out, n, c, yo, xo) - Y] = arg;
          }
}

static void ref_pool_back (double *X, const nds_img *in, double *dY, const nds_img *dyl,
                           const nds_win *g, int avg, double *dX)
{
  const int64_t L = numel (dyl);
  double *Y = malloc (sizeof (double) * (size_t) (L ? L : 1));
  int64_t *win = malloc (sizeof (int64_t) * (size_t) (L ? L : 1));
  ref_pool (X, in, g, 0, dyl, Y, win);
  memset (dX, 0, sizeof (double) * (size_t) numel (in));
  for (int64_t n = 0; n < in->n; n++)
    for (int64_t c = 0; c < in->c; c++)
      for (int64_t yo = 0; yo < g->oh; yo++)
        for (int64_t xo = 0; xo < g->ow; xo++)
          {
            const double dy = *at (dY, dyl, n, c, yo, xo);
            if (!avg)
              {
                dX[win[at (dY, dyl, n, c, yo, xo) - dY]] += dy;
                continue;
              }
            for (int64_t i = 0; i < g->kh; i++)
              for (int64_t j = 0; j < g->kw; j++)
                {
                  const int64_t h = yo * g->sh - g->ph + i, w = xo * g->sw - g->pw + j;
                  if (h >= 0 && h < in->h && w >= 0 && w < in->w)
                    *at (dX, in, n, c, h, w) += dy / (double) (g->kh * g->kw);
                }
          }
  free (Y);
  free (win);
}

/* ---- helpers ---- */

/* subs (n x 4, or n x 2 in the 2-D layout) = the 1-based subscripts of lin, as doubles */
static void img_subs (const nds_img *im, const int64_t *lin, int64_t n, double *subs)
{
  const int64_t m = im->rowmajor ? 2 : 4;
  int64_t *s = malloc (sizeof (int64_t) * (size_t) (m * (n ? n : 1)));
  nds_img_subs (im, lin, n, s);
  for (int64_t k = 0; k < m * n; k++) subs[k] = (double) s[k];
  free (s);
}

/* E = the nonzeros of A (layout im), by 1-based subscripts in linear order (their
   values given as float when as_float), or (csc, 2-D layout only) by the CSC matrix
   of rows = images */
static int entries_of_any (double *A, const nds_img *im, int csc, int as_float,
                           nds_cv_entries *E)
{
  const int64_t L = numel (im), m = im->rowmajor ? 2 : 4;
  int64_t nnz = 0;
  for (int64_t k = 0; k < L; k++) nnz += A[k] != 0;
  int st;
  if (csc)
    {
      const int64_t ncol = im->c * im->h * im->w;
      int64_t *colp = malloc (sizeof (int64_t) * (size_t) (ncol + 1));
      int64_t *rowi = malloc (sizeof (int64_t) * (size_t) (nnz ? nnz : 1));
      double *x = malloc (sizeof (double) * (size_t) (nnz ? nnz : 1));
      int64_t k = 0;
      for (int64_t j = 0; j < ncol; j++)
        {
          colp[j] = k;
          for (int64_t n = 0; n < im->n; n++)
            if (A[n + im->n * j] != 0)
              {
                rowi[k] = n;
                x[k++] = A[n + im->n * j];
              }
        }
      colp[ncol] = k;
      st = nds_cv_entries_csc (colp, rowi, x, ncol, im, E);
      free (colp);
      free (rowi);
      free (x);
      return st;
    }
  double *subs = malloc (sizeof (double) * (size_t) (m * (nnz ? nnz : 1)));
  double *v = malloc (sizeof (double) * (size_t) (nnz ? nnz : 1));
  int64_t *lin = malloc (sizeof (int64_t) * (size_t) (nnz ? nnz : 1));
  int64_t k = 0;
  for (int64_t l = 0; l < L; l++)
    if (A[l] != 0)
      {
        lin[k] = l;
        v[k++] = A[l];
      }
  img_subs (im, lin, nnz, subs);
  if (as_float)
    {
      float *vf = malloc (sizeof (float) * (size_t) (nnz ? nnz : 1));
      for (int64_t t = 0; t < nnz; t++) vf[t] = (float) v[t];
      st = nds_cv_entries_subs_f (subs, nnz, m, vf, im, E, NULL);
      free (vf);
    }
  else
    st = nds_cv_entries_subs (subs, nnz, m, v, im, E, NULL);
  free (subs);
  free (v);
  free (lin);
  return st;
}

/* E = the nonzeros of A by subscripts (values double) or the CSC matrix */
static int entries_of (double *A, const nds_img *im, int csc, nds_cv_entries *E)
{
  return entries_of_any (A, im, csc, 0, E);
}

/* a random geometry: sizes within the given bounds, windows of kmin to kmax rows
   and columns that fit */
static void rand_geometry (nds_img *in, nds_win *g, int64_t *F, int rowmajor, int pool,
                           int64_t kmin, int64_t kmax)
{
  nds_img_set (in, rnd_int (1, 4), rnd_int (1, 4), rnd_int (1, 7), rnd_int (1, 7), rowmajor);
  *F = rnd_int (1, 4);
  g->kh = rnd_int (kmin, kmax);
  g->kw = rnd_int (kmin, kmax);
  g->sh = rnd_int (1, 3);
  g->sw = rnd_int (1, 3);
  g->ph = rnd_int (0, pool ? g->kh - 1 : 2);
  g->pw = rnd_int (0, pool ? g->kw - 1 : 2);
  /* a window larger than the padded image: a larger image for a pool (whose
     padding must stay below the window), more padding for a convolution */
  if (in->h + 2 * g->ph < g->kh)
    {
      if (pool) in->h = g->kh; else g->ph = g->kh;
    }
  if (in->w + 2 * g->pw < g->kw)
    {
      if (pool) in->w = g->kw; else g->pw = g->kw;
    }
  nds_img_set (in, in->n, in->c, in->h, in->w, rowmajor);
  g->oh = (in->h + 2 * g->ph - g->kh) / g->sh + 1;
  g->ow = (in->w + 2 * g->pw - g->kw) / g->sw + 1;
}

/* ---- cases ---- */

/* the seed's worked example: one 3x3 image, one 2x2 filter, distinct primes */
static void test_seed_example (void)
{
  nds_img in, out;
  nds_win g = {2, 2, 1, 1, 0, 0, 2, 2};
  nds_img_set (&in, 1, 1, 3, 3, 0);
  nds_img_set (&out, 1, 1, 2, 2, 0);
  /* x1..x9 row-major, stored column-major in Octave's layout */
  const double x[9] = {2, 3, 5, 7, 11, 13, 17, 19, 23};
  const double wv[4] = {29, 31, 37, 41}, yv[4] = {43, 47, 53, 59};
  double X[9], W[4], dY[4], Y[4], dW[4], dX[9];
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 3; c++) X[r + 3 * c] = x[3 * r + c];
  for (int r = 0; r < 2; r++)
    for (int c = 0; c < 2; c++)
      {
        W[r + 2 * c] = wv[2 * r + c];
        dY[r + 2 * c] = yv[2 * r + c];
      }
  CHECK (nds_conv_dense (X, &in, W, 1, &g, &out, Y) == NDS_OK);
  /* Y(1,1) = w1 x1 + w2 x2 + w3 x4 + w4 x5, ... */
  CHECK (Y[0] == 29 * 2 + 31 * 3 + 37 * 7 + 41 * 11);
  CHECK (Y[2] == 29 * 3 + 31 * 5 + 37 * 11 + 41 * 13);
  CHECK (Y[1] == 29 * 7 + 31 * 11 + 37 * 17 + 41 * 19);
  CHECK (Y[3] == 29 * 11 + 31 * 13 + 37 * 19 + 41 * 23);
  CHECK (nds_conv_dense_filter (X, &in, dY, &out, &g, dW) == NDS_OK);
  CHECK (dW[0] == 43 * 2 + 47 * 3 + 53 * 7 + 59 * 11);
  CHECK (dW[3] == 43 * 11 + 47 * 13 + 53 * 19 + 59 * 23);
  CHECK (nds_conv_dense_data (dY, &out, W, &g, &in, dX) == NDS_OK);
  /* dX: w1 y1 | w2 y1 + w1 y2 | w2 y2 on the first row, ... */
  CHECK (dX[0] == 29 * 43 && dX[3] == 31 * 43 + 29 * 47 && dX[6] == 31 * 47);
  CHECK (dX[4] == 41 * 43 + 37 * 47 + 31 * 53 + 29 * 59);
  CHECK (dX[8] == 41 * 59);
}

/* every conv kernel against the direct loops, both layouts, all densities */
static void test_conv_random (void)
{
  for (int trial = 0; trial < 300; trial++)
    {
      nds_img in, out, dxl;
      nds_win g;
      int64_t F;
      const int rm = trial % 2;
      rand_geometry (&in, &g, &F, rm, 0, 1, 3);
      nds_img_set (&out, in.n, F, g.oh, g.ow, rm);
      nds_img_set (&dxl, in.n, in.c, in.h, in.w, rm);
      const double density = (trial % 5) / 4.0;
      const int64_t lx = numel (&in), ly = numel (&out), lw = F * in.c * g.kh * g.kw;
      double *X = rand_array (lx, density), *W = rand_array (lw, 1);
      const int64_t most = lx > ly ? (lx > lw ? lx : lw) : (ly > lw ? ly : lw);
      double *dY = rand_array (ly, density), *Y = malloc (sizeof (double) * (size_t) most);
      double *R = malloc (sizeof (double) * (size_t) most);
      /* forward: full, and from the entries (subscripts; CSC in the 2-D layout) */
      ref_conv (X, &in, W, F, &g, &out, R);
      CHECK (nds_conv_dense (X, &in, W, F, &g, &out, Y) == NDS_OK && close_to (Y, R, ly));
      nds_cv_entries E;
      CHECK (entries_of (X, &in, 0, &E) == NDS_OK);
      CHECK (nds_conv_scatter (&E, in.c, W, F, &g, 0, &out, Y) == NDS_OK && close_to (Y, R, ly));
      ref_filter (X, &in, dY, &out, &g, R);
      CHECK (nds_conv_filter_sparse (&E, in.c, dY, &out, &g, Y) == NDS_OK && close_to (Y, R, lw));
      nds_cv_entries_free (&E);
      CHECK (nds_conv_dense_filter (X, &in, dY, &out, &g, Y) == NDS_OK && close_to (Y, R, lw));
      if (rm)
        {
          CHECK (entries_of (X, &in, 1, &E) == NDS_OK);
          ref_conv (X, &in, W, F, &g, &out, R);
          CHECK (nds_conv_scatter (&E, in.c, W, F, &g, 0, &out, Y) == NDS_OK
                 && close_to (Y, R, ly));
          nds_cv_entries_free (&E);
        }
      /* the data gradient: full dY, and from dY's entries with W's channels swapped */
      double *dX = malloc (sizeof (double) * (size_t) lx);
      ref_data (dY, &out, W, &g, &dxl, R);
      CHECK (nds_conv_dense_data (dY, &out, W, &g, &dxl, dX) == NDS_OK && close_to (dX, R, lx));
      CHECK (entries_of (dY, &out, 0, &E) == NDS_OK);
      CHECK (nds_conv_data_sparse (&E, W, F, &g, &dxl, dX) == NDS_OK && close_to (dX, R, lx));
      nds_cv_entries_free (&E);
      free (X); free (W); free (dY); free (Y); free (R); free (dX);
    }
}

/* the pools, full and from the entries, forward and backward */
static void test_pool_random (void)
{
  /* windows of up to 3x3 (the window states, or the sorted pairs when the entries
     are few) and, in the last trials, 9x9 (over 64 cells: the sorted pairs) */
  for (int trial = 0; trial < 340; trial++)
    {
      nds_img in, out;
      nds_win g;
      int64_t F;
      const int rm = trial % 2;
      rand_geometry (&in, &g, &F, rm, 1, trial < 300 ? 1 : 9, trial < 300 ? 3 : 9);
      nds_img_set (&out, in.n, in.c, g.oh, g.ow, rm);
      const double density = (trial % 5) / 4.0;
      const int64_t lx = numel (&in), ly = numel (&out);
      double *X = rand_array (lx, density), *dY = rand_array (ly, 1);
      double *Y = malloc (sizeof (double) * (size_t) ly), *R = malloc (sizeof (double) * (size_t) ly);
      double *dX = malloc (sizeof (double) * (size_t) lx), *dR = malloc (sizeof (double) * (size_t) lx);
      int64_t *win = malloc (sizeof (int64_t) * (size_t) ly);
      for (int avg = 0; avg < 2; avg++)
        {
          ref_pool (X, &in, &g, avg, &out, R, win);
          CHECK (nds_pool_dense (X, &in, &g, avg, &out, Y) == NDS_OK && close_to (Y, R, ly));
          ref_pool_back (X, &in, dY, &out, &g, avg, dR);
          CHECK (nds_pool_dense_back (avg ? NULL : X, &in, dY, &out, &g, avg, dX) == NDS_OK
                 && close_to (dX, dR, lx));
        }
      nds_cv_entries E;
      CHECK (entries_of (X, &in, rm && trial % 4 == 1, &E) == NDS_OK);
      CHECK (nds_pool_avg_sparse (&E, &in, &g, &out, Y) == NDS_OK);
      ref_pool (X, &in, &g, 1, &out, R, NULL);
      CHECK (close_to (Y, R, ly));
      /* the sparse max: the nonzero maxima with their winners, the rest zero */
      nds_cv_list L;
      ref_pool (X, &in, &g, 0, &out, R, win);
      CHECK (nds_pool_max_sparse (&E, &in, &g, &out, &L) == NDS_OK);
      memset (Y, 0, sizeof (double) * (size_t) ly);
      int ordered = 1;
      for (int64_t k = 0; k < L.n; k++)
        {
          Y[L.lin[k]] = L.v[k];
          ordered &= L.v[k] != 0 && (k == 0 || L.lin[k] > L.lin[k - 1]);
        }
      CHECK (ordered && !memcmp (Y, R, sizeof (double) * (size_t) ly));
      nds_cv_list_free (&L);
      /* its gradient: the entries summed are the full gradient */
      ref_pool_back (X, &in, dY, &out, &g, 0, dR);
      CHECK (nds_pool_max_sparse_back (&E, &in, &g, dY, &out, &L) == NDS_OK);
      memset (dX, 0, sizeof (double) * (size_t) lx);
      int distinct = 1;
      for (int64_t k = 0; k < L.n; k++)
        {
          dX[L.lin[k]] = L.v[k];
          distinct &= L.v[k] != 0 && (k == 0 || L.lin[k] > L.lin[k - 1]);
        }
      CHECK (distinct && close_to (dX, dR, lx));
      nds_cv_list_free (&L);
      nds_cv_entries_free (&E);
      free (X); free (dY); free (Y); free (R); free (dX); free (dR); free (win);
    }
}

/* the storage path: a 4-D batch as an ndsparse stores it (coordinates sorted
   column-major), its max pool and gradient in the result's storage order, against
   the definitions; NaN and ties among the values */
static void sorted_of (const double *X, const nds_img *in, int64_t **cols, double **v,
                       nds_cv_sorted *S)
{
  const int64_t L = numel (in);
  int64_t nnz = 0;
  for (int64_t l = 0; l < L; l++) nnz += X[l] != 0;
  *cols = malloc (sizeof (int64_t) * (size_t) (4 * (nnz ? nnz : 1)));
  *v = malloc (sizeof (double) * (size_t) (nnz ? nnz : 1));
  int64_t k = 0;
  for (int64_t l = 0; l < L; l++)        /* Octave's linear order: the storage's */
    if (X[l] != 0)
      {
        int64_t r = l;
        (*cols)[k] = r % in->n + 1;  r /= in->n;
        (*cols)[nnz + k] = r % in->c + 1;  r /= in->c;
        (*cols)[2 * nnz + k] = r % in->h + 1;
        (*cols)[3 * nnz + k] = r / in->h + 1;
        (*v)[k++] = X[l];
      }
  *S = (nds_cv_sorted) {nnz, *cols, *cols + nnz, *cols + 2 * nnz, *cols + 3 * nnz, *v, NULL};
}

/* A (layout im, zeroed first) = the entries subs (n x 4, 1-based) and v; 1 when they
   are in increasing linear order and nonzero */
static int scatter_sorted (const int64_t *subs, const double *v, int64_t n, const nds_img *im,
                           double *A)
{
  memset (A, 0, sizeof (double) * (size_t) numel (im));
  int ok = 1;
  int64_t prev = -1;
  for (int64_t k = 0; k < n; k++)
    {
      const int64_t l = (subs[k] - 1) + im->n * nds_img_off (im, subs[n + k] - 1,
                                                             subs[2 * n + k] - 1,
                                                             subs[3 * n + k] - 1);
      ok &= l > prev && nds_isnz (v[k]);
      prev = l;
      A[l] = v[k];
    }
  return ok;
}

static int same_or_nan (const double *a, const double *b, int64_t len)
{
  for (int64_t k = 0; k < len; k++)
    if (!(a[k] == b[k] || (a[k] != a[k] && b[k] != b[k]))) return 0;
  return 1;
}

static float *to_float (const double *A, int64_t len);

/* the max pool of S's values given as float (Sf: S with v NULL) and its gradient of
   the float dYf are the double ones' (subs, n, and values) exactly: maxima and
   copies of float values */
static void check_sorted_float (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                                const nds_img *out, const double *dY)
{
  const int64_t ly = numel (out);
  float *vf = to_float (S->v, S->nnz), *dYf = to_float (dY, ly);
  nds_cv_sorted Sf = *S;
  Sf.v = NULL;
  Sf.vf = vf;
  nds_cv_runs Rd, Rf;
  CHECK (nds_pool_max_sorted (S, in, g, out, &Rd) == NDS_OK);
  CHECK (nds_pool_max_sorted (&Sf, in, g, out, &Rf) == NDS_OK && Rf.n == Rd.n);
  const size_t room = (size_t) (Rd.n > 0 ? Rd.n : 1);
  int64_t *sd = malloc (4 * room * sizeof (int64_t)), *sf = malloc (4 * room * sizeof (int64_t));
  double *vd = malloc (room * sizeof (double));
  float *vv = malloc (room * sizeof (float));
  nds_cv_runs_write (&Rd, sd, vd);
  nds_cv_runs_write_f (&Rf, sf, vv);
  int same = !memcmp (sd, sf, 4 * (size_t) Rd.n * sizeof (int64_t));
  for (int64_t k = 0; k < Rd.n; k++)
    same &= (double) vv[k] == vd[k] || (vv[k] != vv[k] && vd[k] != vd[k]);
  CHECK (same);
  nds_cv_runs_free (&Rd);
  nds_cv_runs_free (&Rf);
  free (sd); free (sf); free (vd); free (vv);
  if (nds_pool_sorted_fits (in, g, 1))
    {
      nds_pool_winners Pd, Pf;
      CHECK (nds_pool_winners_find (S, in, g, dY, out, &Pd) == NDS_OK);
      CHECK (nds_pool_winners_find_f (&Sf, in, g, dYf, out, &Pf) == NDS_OK
             && Pf.nout == Pd.nout);
      const size_t r2 = (size_t) (Pd.nout > 0 ? Pd.nout : 1);
      sd = malloc (4 * r2 * sizeof (int64_t));
      sf = malloc (4 * r2 * sizeof (int64_t));
      vd = malloc (r2 * sizeof (double));
      vv = malloc (r2 * sizeof (float));
      CHECK (nds_pool_winners_write (&Pd, sd, vd) == NDS_OK);
      CHECK (nds_pool_winners_write_f (&Pf, sf, vv) == NDS_OK);
      same = !memcmp (sd, sf, 4 * (size_t) Pd.nout * sizeof (int64_t));
      for (int64_t k = 0; k < Pd.nout; k++) same &= (double) vv[k] == vd[k];
      CHECK (same);
      /* a write of the other type than the gradient's is refused */
      if (Pd.nout > 0)
        CHECK (nds_pool_winners_write_f (&Pd, sf, vv) == NDS_EARG
               && nds_pool_winners_write (&Pf, sd, vd) == NDS_EARG);
      nds_pool_winners_free (&Pd);
      nds_pool_winners_free (&Pf);
      free (sd); free (sf); free (vd); free (vv);
    }
  /* a storage without values is refused */
  Sf.vf = NULL;
  nds_cv_runs Rn;
  if (S->nnz > 0) CHECK (nds_pool_max_sorted (&Sf, in, g, out, &Rn) == NDS_EARG);
  free (vf);
  free (dYf);
}

static void test_pool_sorted (void)
{
  for (int trial = 0; trial < 400; trial++)
    {
      nds_img in, out;
      nds_win g;
      int64_t F;
      rand_geometry (&in, &g, &F, 0, 1, 1, 3);
      if (trial % 3 == 0)
        {
          /* windows that do not overlap: the gradient's path too */
          g.sh = g.kh + rnd_int (0, 1);
          g.sw = g.kw + rnd_int (0, 1);
          g.oh = (in.h + 2 * g.ph - g.kh) / g.sh + 1;
          g.ow = (in.w + 2 * g.pw - g.kw) / g.sw + 1;
        }
      nds_img_set (&out, in.n, in.c, g.oh, g.ow, 0);
      const int64_t lx = numel (&in), ly = numel (&out);
      double *X = rand_array (lx, (trial % 5) / 4.0), *dY = rand_array (ly, 0.7);
      if (trial % 7 == 0 && lx > 0) X[rnd_int (0, lx - 1)] = NAN;
      double *Y = malloc (sizeof (double) * (size_t) ly), *R = malloc (sizeof (double) * (size_t) ly);
      double *dX = malloc (sizeof (double) * (size_t) lx), *dR = malloc (sizeof (double) * (size_t) lx);
      int64_t *cols;
      double *v;
      nds_cv_sorted S;
      sorted_of (X, &in, &cols, &v, &S);
      CHECK (nds_pool_sorted_fits (&in, &g, 0));
      check_sorted_float (&S, &in, &g, &out, dY);
      nds_cv_runs Rn;
      CHECK (nds_pool_max_sorted (&S, &in, &g, &out, &Rn) == NDS_OK);
      int64_t *subs = malloc (sizeof (int64_t) * (size_t) (4 * (Rn.n ? Rn.n : 1)));
      double *rv = malloc (sizeof (double) * (size_t) (Rn.n ? Rn.n : 1));
      nds_cv_runs_write (&Rn, subs, rv);
      ref_pool (X, &in, &g, 0, &out, R, NULL);
      CHECK (scatter_sorted (subs, rv, Rn.n, &out, Y) && same_or_nan (Y, R, ly));
      nds_cv_runs_free (&Rn);
      free (subs);
      free (rv);
      /* the average pool from the storage, and its gradient gathered by cell: the
         same sums as the full kernels', in the same order */
      CHECK (nds_pool_avg_sorted (&S, &in, &g, &out, Y) == NDS_OK);
      CHECK (nds_pool_dense (X, &in, &g, 1, &out, R) == NDS_OK && same_or_nan (Y, R, ly));
      CHECK (nds_pool_avg_back_gather (&in, dY, &out, &g, dX) == NDS_OK);
      CHECK (nds_pool_dense_back (NULL, &in, dY, &out, &g, 1, dR) == NDS_OK
             && !memcmp (dX, dR, sizeof (double) * (size_t) lx));
      ref_pool_back (X, &in, dY, &out, &g, 1, dR);
      CHECK (close_to (dX, dR, lx));
      if (nds_pool_sorted_fits (&in, &g, 1))
        {
          nds_pool_winners P;
          CHECK (nds_pool_winners_find (&S, &in, &g, dY, &out, &P) == NDS_OK);
          const int64_t nout = P.nout;
          int64_t nz = 0;
          for (int64_t l = 0; l < ly; l++) nz += dY[l] != 0;
          CHECK (nout == nz);
          subs = malloc (sizeof (int64_t) * (size_t) (4 * (nout ? nout : 1)));
          rv = malloc (sizeof (double) * (size_t) (nout ? nout : 1));
          CHECK (nds_pool_winners_write (&P, subs, rv) == NDS_OK);
          ref_pool_back (X, &in, dY, &out, &g, 0, dR);
          CHECK (scatter_sorted (subs, rv, nout, &in, dX) && close_to (dX, dR, lx));
          /* winners that do not add up to nout are refused before a write */
          if (nout > 0)
            {
              P.nout++;
              CHECK (nds_pool_winners_write (&P, subs, rv) == NDS_EARG);
            }
          nds_pool_winners_free (&P);
          free (subs);
          free (rv);
        }
      else
        CHECK (g.sh < g.kh || g.sw < g.kw);
      free (cols); free (v); free (X); free (dY); free (Y); free (R); free (dX); free (dR);
    }
}

/* the max pool's gradient of S by the winners (nout of them expected), as the
   gateway makes it */
static int winners_back (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                         const double *dY, const nds_img *out, int64_t nout, int64_t *subs,
                         double *v)
{
  nds_pool_winners P;
  int st = nds_pool_winners_find (S, in, g, dY, out, &P);
  if (st == NDS_OK && P.nout != nout) st = NDS_EARG;
  if (st == NDS_OK) st = nds_pool_winners_write (&P, subs, v);
  nds_pool_winners_free (&P);
  return st;
}

/* the storage path refuses what it cannot take: storage out of order, repeated or
   outside the batch, 2-D layouts, windows over 64 cells; and frees all it holds
   when an allocation fails */
static void test_pool_sorted_errors (void)
{
  nds_img in, out, rm;
  nds_win g = {2, 2, 2, 2, 0, 0, 2, 2}, big = {9, 9, 1, 1, 0, 0, 1, 1};
  nds_img_set (&in, 2, 2, 4, 4, 0);
  nds_img_set (&out, 2, 2, 2, 2, 0);
  nds_img_set (&rm, 2, 2, 4, 4, 1);
  CHECK (!nds_pool_sorted_fits (&rm, &g, 0) && !nds_pool_sorted_fits (&in, &big, 0));
  /* the gradient's dense buffer, C*N*kh*kw values, must stay below 2^26: the max
     pool then keeps to its window states, the gradient leaves the storage path */
  {
    nds_img wide;
    nds_win g8 = {8, 8, 8, 8, 0, 0, 1, 1};
    nds_img_set (&wide, 1 << 15, 64, 8, 8, 0);
    CHECK (nds_pool_sorted_fits (&wide, &g8, 0) && !nds_pool_sorted_fits (&wide, &g8, 1));
    nds_img_set (&wide, 1 << 13, 64, 8, 8, 0);
    CHECK (nds_pool_sorted_fits (&wide, &g8, 1));
  }
  /* (n, c, h, w): (1,1,1,1) then (2,1,1,1) sorted; swapped, repeated, outside */
  int64_t cols[8] = {1, 2,  1, 1,  1, 1,  1, 1};
  const double v[2] = {3, -4};
  nds_cv_sorted S = {2, cols, cols + 2, cols + 4, cols + 6, v, NULL};
  nds_cv_runs R;
  CHECK (nds_pool_max_sorted (&S, &in, &g, &out, &R) == NDS_OK && R.n == 1 && R.v[0] == 3);
  nds_cv_runs_free (&R);
  cols[0] = 2; cols[1] = 1;
  CHECK (nds_pool_max_sorted (&S, &in, &g, &out, &R) == NDS_EARG);
  cols[0] = 1;
  CHECK (nds_pool_max_sorted (&S, &in, &g, &out, &R) == NDS_EARG);
  cols[0] = 1; cols[1] = 3;
  CHECK (nds_pool_max_sorted (&S, &in, &g, &out, &R) == NDS_EARG);
  cols[1] = 2;
  CHECK (nds_pool_max_sorted (&S, &in, &g, &rm, &R) == NDS_EARG);
  double buf[64];
  CHECK (nds_pool_avg_back_gather (&rm, v, &out, &g, buf) == NDS_EARG);
  /* allocation failures */
  const int64_t ly = numel (&out);
  double *dY = rand_array (ly, 1);
  const int64_t nout = ly;     /* dY has no zeros */
  int64_t *subs = malloc (sizeof (int64_t) * (size_t) (4 * nout + 4));
  double *rv = malloc (sizeof (double) * (size_t) (nout + 1));
  int failed = 0;
  double Y[16], dX[64];
  for (int op = 0; op < 4; op++)
    for (int64_t f = 0;; f++)
      {
        nds_t_fail_at = f;
        const int st = op == 1 ? winners_back (&S, &in, &g, dY, &out, nout, subs, rv)
                     : op == 2 ? nds_pool_avg_sorted (&S, &in, &g, &out, Y)
                     : op == 3 ? nds_pool_avg_back_gather (&in, dY, &out, &g, dX)
                               : nds_pool_max_sorted (&S, &in, &g, &out, &R);
        const int64_t left = nds_t_fail_at;
        nds_t_fail_at = -1;
        if (!op && st == NDS_OK) nds_cv_runs_free (&R);
        failed |= st != NDS_OK && st != NDS_ENOMEM;
        if (left >= 0) break;
      }
  CHECK (!failed);
  free (dY); free (subs); free (rv);
}

/* ties go to the first cell in row-major order, zeros not stored take part, padded
   cells never do, the first NaN wins */
static void test_pool_rules (void)
{
  nds_img in, out;
  nds_win g = {2, 2, 2, 2, 0, 0, 1, 1};
  nds_img_set (&in, 1, 1, 2, 2, 0);
  nds_img_set (&out, 1, 1, 1, 1, 0);
  /* Octave's layout: X[h + 2w]; cells in row-major order (0,0) (0,1) (1,0) (1,1) */
  double X[4] = {-1, -2, -3, 5}, Y[1], dY[1] = {7}, dX[4];
  CHECK (nds_pool_dense (X, &in, &g, 0, &out, Y) == NDS_OK && Y[0] == 5);
  double T[4] = {4, 4, 4, 4};           /* a tie: the first cell */
  CHECK (nds_pool_dense_back (T, &in, dY, &out, &g, 0, dX) == NDS_OK && dX[0] == 7
         && dX[1] == 0 && dX[2] == 0 && dX[3] == 0);
  double Nn[4] = {1, NAN, NAN, 9};     /* (1,0) = X[1], (0,1) = X[2]: row-major first */
  CHECK (nds_pool_dense_back (Nn, &in, dY, &out, &g, 0, dX) == NDS_OK && dX[2] == 7);
  CHECK (nds_pool_dense (Nn, &in, &g, 0, &out, Y) == NDS_OK && isnan (Y[0]));
  /* negative entries stored, one zero not stored: the max is 0 at that cell */
  const double subs[3 * 4] = {1, 1, 1,  1, 1, 1,  1, 2, 2,  1, 1, 2};
  const double v[3] = {-1, -2, -3};
  nds_cv_entries E;
  nds_cv_list L;
  CHECK (nds_cv_entries_subs (subs, 3, 4, v, &in, &E, NULL) == NDS_OK);
  CHECK (nds_pool_max_sparse (&E, &in, &g, &out, &L) == NDS_OK && L.n == 0);
  nds_cv_list_free (&L);
  CHECK (nds_pool_max_sparse_back (&E, &in, &g, dY, &out, &L) == NDS_OK && L.n == 1
         && L.lin[0] == 2 && L.v[0] == 7);   /* (0,1) is the zero: X[0 + 2*1] */
  nds_cv_list_free (&L);
  nds_cv_entries_free (&E);
  /* padding: a window of one image cell and three padded cells takes that cell */
  nds_win gp = {2, 2, 1, 1, 1, 1, 3, 3};
  nds_img o3;
  nds_img_set (&o3, 1, 1, 3, 3, 0);
  double Y9[9];
  double M[4] = {-4, -3, -2, -1};
  CHECK (nds_pool_dense (M, &in, &gp, 0, &o3, Y9) == NDS_OK && Y9[0] == -4 && Y9[8] == -1);
  CHECK (nds_pool_dense (M, &in, &gp, 1, &o3, Y9) == NDS_OK && Y9[0] == -1);
  /* a max window wholly in the padding is refused */
  nds_win gbad = {2, 2, 1, 1, 2, 2, 5, 5};
  nds_img o5;
  nds_img_set (&o5, 1, 1, 5, 5, 0);
  double Y25[25];
  CHECK (nds_pool_dense (M, &in, &gbad, 0, &o5, Y25) == NDS_EARG);
  CHECK (nds_pool_dense (M, &in, &gbad, 1, &o5, Y25) == NDS_OK && Y25[0] == 0);
}

/* the same bits for 1 and 2 threads, on a batch big enough to split */
static void test_determinism (void)
{
  nds_img in, out;
  nds_win g = {3, 3, 1, 1, 1, 1, 20, 20};
  nds_img_set (&in, 16, 3, 20, 20, 0);
  nds_img_set (&out, 16, 8, 20, 20, 0);
  const int64_t lx = numel (&in), ly = numel (&out), lw = 8 * 3 * 9;
  double *X = rand_array (lx, 0.3), *W = rand_array (lw, 1), *dY = rand_array (ly, 1);
  for (int64_t k = 0; k < lx; k++) X[k] *= 1 + 1e-3 * (double) (k % 7);   /* inexact sums */
  double *Y1 = malloc (sizeof (double) * (size_t) ly), *Y2 = malloc (sizeof (double) * (size_t) ly);
  double dW1[8 * 3 * 9], dW2[8 * 3 * 9];
  nds_cv_entries E;
  CHECK (entries_of (X, &in, 0, &E) == NDS_OK);
  omp_set_num_threads (1);
  CHECK (nds_conv_scatter (&E, 3, W, 8, &g, 0, &out, Y1) == NDS_OK);
  CHECK (nds_conv_filter_sparse (&E, 3, dY, &out, &g, dW1) == NDS_OK);
  omp_set_num_threads (2);
  CHECK (nds_conv_scatter (&E, 3, W, 8, &g, 0, &out, Y2) == NDS_OK);
  CHECK (nds_conv_filter_sparse (&E, 3, dY, &out, &g, dW2) == NDS_OK);
  CHECK (!memcmp (Y1, Y2, sizeof (double) * (size_t) ly));
  CHECK (!memcmp (dW1, dW2, sizeof dW1));
  nds_cv_entries_free (&E);
  free (X); free (W); free (dY); free (Y1); free (Y2);
}

/* the pools from the storage at 1 and 2 threads (nds_threads_fix), on a batch past
   the sizes where they take a team: the same bits (max pool and its runs written,
   average pool, the average gradient gathered, the max gradient's winners) */
static int64_t pool_threads_run (int nt, const nds_cv_sorted *S, const nds_img *in,
                                 const nds_win *g, const nds_img *out, const double *dY,
                                 int64_t *ms, double *mv, double *Y, double *dX,
                                 int64_t *ws, double *wv)
{
  nds_threads_fix (nt);
  CHECK (nds_team ((int64_t) 1 << 30, 1) == nt);
  nds_cv_runs R;
  CHECK (nds_pool_max_sorted (S, in, g, out, &R) == NDS_OK);
  const int64_t n = R.n;
  nds_cv_runs_write (&R, ms, mv);
  nds_cv_runs_free (&R);
  CHECK (nds_pool_avg_sorted (S, in, g, out, Y) == NDS_OK);
  CHECK (nds_pool_avg_back_gather (in, dY, out, g, dX) == NDS_OK);
  nds_pool_winners P;
  CHECK (nds_pool_winners_find (S, in, g, dY, out, &P) == NDS_OK);
  CHECK (P.nout == numel (out) && nds_pool_winners_write (&P, ws, wv) == NDS_OK);
  nds_pool_winners_free (&P);
  nds_threads_fix (0);
  return n;
}

static void test_pool_threads (void)
{
  nds_img in, out;
  nds_win g = {2, 2, 2, 2, 0, 0, 16, 16};
  nds_img_set (&in, 32, 16, 32, 32, 0);
  nds_img_set (&out, 32, 16, 16, 16, 0);
  const int64_t lx = numel (&in), ly = numel (&out);
  double *X = rand_array (lx, 0.5), *dY = rand_array (ly, 1);
  for (int64_t l = 0; l < ly; l++) dY[l] += dY[l] == 0;     /* every window's winner */
  X[lx / 3] = NAN;
  int64_t *cols;
  double *v;
  nds_cv_sorted S;
  sorted_of (X, &in, &cols, &v, &S);
  int64_t *ms[2], *ws[2];
  double *mv[2], *Y[2], *dX[2], *wv[2];
  int64_t n[2];
  for (int k = 0; k < 2; k++)
    {
      ms[k] = malloc (sizeof (int64_t) * (size_t) (4 * ly));
      ws[k] = malloc (sizeof (int64_t) * (size_t) (4 * ly));
      mv[k] = malloc (sizeof (double) * (size_t) ly);
      wv[k] = malloc (sizeof (double) * (size_t) ly);
      Y[k] = malloc (sizeof (double) * (size_t) ly);
      dX[k] = malloc (sizeof (double) * (size_t) lx);
      n[k] = pool_threads_run (k + 1, &S, &in, &g, &out, dY, ms[k], mv[k], Y[k], dX[k],
                               ws[k], wv[k]);
    }
  CHECK (n[0] == n[1] && n[0] > 100000);
  CHECK (!memcmp (ms[0], ms[1], sizeof (int64_t) * (size_t) (4 * n[0]))
         && !memcmp (mv[0], mv[1], sizeof (double) * (size_t) n[0]));
  CHECK (!memcmp (Y[0], Y[1], sizeof (double) * (size_t) ly));
  CHECK (!memcmp (dX[0], dX[1], sizeof (double) * (size_t) lx));
  CHECK (!memcmp (ws[0], ws[1], sizeof (int64_t) * (size_t) (4 * ly))
         && !memcmp (wv[0], wv[1], sizeof (double) * (size_t) ly));
  /* storage out of order (two entries swapped) or outside the batch is refused at
     this size too */
  nds_threads_fix (2);
  nds_cv_runs Rb;
  const int64_t t = S.nnz / 2;
  for (int twice = 0; twice < 2; twice++)
    {
      for (int d = 0; d < 4; d++)
        {
          const int64_t keep = cols[d * S.nnz + t];
          cols[d * S.nnz + t] = cols[d * S.nnz + t + 1];
          cols[d * S.nnz + t + 1] = keep;
        }
      if (!twice) CHECK (nds_pool_max_sorted (&S, &in, &g, &out, &Rb) == NDS_EARG);
    }
  const int64_t w = cols[3 * S.nnz + t];
  cols[3 * S.nnz + t] = 33;
  CHECK (nds_pool_avg_sorted (&S, &in, &g, &out, Y[0]) == NDS_EARG);
  cols[3 * S.nnz + t] = w;
  nds_threads_fix (0);
  /* and the max pool is the definition's */
  double *R = malloc (sizeof (double) * (size_t) ly), *M = malloc (sizeof (double) * (size_t) ly);
  ref_pool (X, &in, &g, 0, &out, R, NULL);
  CHECK (scatter_sorted (ms[1], mv[1], n[1], &out, M) && same_or_nan (M, R, ly));
  for (int k = 0; k < 2; k++)
    {
      free (ms[k]); free (ws[k]); free (mv[k]); free (wv[k]); free (Y[k]); free (dX[k]);
    }
  free (R); free (M); free (cols); free (v); free (X); free (dY);
}

/* bad arguments and subscripts are status codes */
static void test_errors (void)
{
  nds_img in, out;
  nds_win g = {2, 2, 1, 1, 0, 0, 2, 2};
  nds_img_set (&in, 1, 1, 3, 3, 0);
  nds_img_set (&out, 1, 1, 2, 2, 0);
  double X[9] = {0}, W[4] = {0}, Y[4];
  nds_win bad = g;
  bad.oh = 3;
  CHECK (nds_conv_dense (X, &in, W, 1, &bad, &out, Y) == NDS_EARG);
  bad = g;
  bad.sh = 0;
  CHECK (nds_conv_dense (X, &in, W, 1, &bad, &out, Y) == NDS_EARG);
  bad = g;
  bad.kh = 4;
  CHECK (nds_win_check (&bad, &in) == NDS_EARG);
  CHECK (nds_img_set (&in, (int64_t) 1 << 20, (int64_t) 1 << 20, (int64_t) 1 << 10, 8, 0)
         == NDS_ETOOLARGE);
  nds_img_set (&in, 1, 1, 3, 3, 0);
  const double subs[4] = {1, 1, 4, 1};
  const double v[1] = {1};
  nds_cv_entries E;
  nds_err e = {0, 0, 0};
  CHECK (nds_cv_entries_subs (subs, 1, 4, v, &in, &E, &e) == NDS_ESUB && e.col == 2
         && e.val == 4);
  const double frac[2] = {1, 2.5};
  nds_img_set (&in, 1, 1, 3, 3, 1);
  CHECK (nds_cv_entries_subs (frac, 1, 2, v, &in, &E, &e) == NDS_ESUB && e.col == 1);
  CHECK (nds_cv_entries_subs (frac, 1, 3, v, &in, &E, &e) == NDS_EARG);
  /* no entries, no images */
  CHECK (nds_cv_entries_subs (NULL, 0, 4, NULL, &in, &E, NULL) == NDS_EARG);
  nds_img_set (&in, 1, 1, 3, 3, 0);
  CHECK (nds_cv_entries_subs (NULL, 0, 4, NULL, &in, &E, NULL) == NDS_OK && E.nnz == 0);
  CHECK (nds_conv_scatter (&E, 1, W, 1, &g, 0, &out, Y) == NDS_OK && Y[0] == 0 && Y[3] == 0);
  nds_cv_entries_free (&E);
  nds_img z;
  nds_img_set (&z, 0, 1, 3, 3, 0);
  nds_img_set (&out, 0, 1, 2, 2, 0);
  CHECK (nds_conv_dense (NULL, &z, W, 1, &g, &out, NULL) == NDS_OK);
}


/* A as floats (the test values, small integers and halves, are exact in float) */
static float *to_float (const double *A, int64_t len)
{
  float *B = malloc (sizeof (float) * (size_t) (len ? len : 1));
  for (int64_t k = 0; k < len; k++) B[k] = (float) A[k];
  return B;
}

/* the float results a within float rounding of the double ones b */
static int close_f (const float *a, const double *b, int64_t len)
{
  for (int64_t k = 0; k < len; k++)
    if (!(fabs ((double) a[k] - b[k]) <= 1e-6 * (1 + fabs (b[k])))) return 0;
  return 1;
}

/* the float kernels (single batches) against the double ones on the same values,
   both layouts, all densities: every sum of these values is exact in float, so the
   convolutions and maxima agree exactly and the means within float rounding; and
   every allocation failure of a float convolution comes back as NDS_ENOMEM */
static void test_float_kernels (void)
{
  for (int trial = 0; trial < 200; trial++)
    {
      nds_img in, out, dxl, pin, pout;
      nds_win g, pg;
      int64_t F, F2;
      const int rm = trial % 2;
      rand_geometry (&in, &g, &F, rm, 0, 1, 3);
      nds_img_set (&out, in.n, F, g.oh, g.ow, rm);
      nds_img_set (&dxl, in.n, in.c, in.h, in.w, rm);
      const double density = (trial % 5) / 4.0;
      const int64_t lx = numel (&in), ly = numel (&out), lw = F * in.c * g.kh * g.kw;
      double *X = rand_array (lx, density), *W = rand_array (lw, 1), *dY = rand_array (ly, density);
      float *Xf = to_float (X, lx), *Wf = to_float (W, lw), *dYf = to_float (dY, ly);
      const int64_t most = (lx > ly ? (lx > lw ? lx : lw) : (ly > lw ? ly : lw)) + 1;
      double *R = malloc (sizeof (double) * (size_t) most);
      float *Yf = malloc (sizeof (float) * (size_t) most);
      CHECK (nds_conv_dense (X, &in, W, F, &g, &out, R) == NDS_OK);
      CHECK (nds_conv_dense_f (Xf, &in, Wf, F, &g, &out, Yf) == NDS_OK && close_f (Yf, R, ly));
      CHECK (nds_conv_dense_filter (X, &in, dY, &out, &g, R) == NDS_OK);
      CHECK (nds_conv_dense_filter_f (Xf, &in, dYf, &out, &g, Yf) == NDS_OK
             && close_f (Yf, R, lw));
      CHECK (nds_conv_dense_data (dY, &out, W, &g, &dxl, R) == NDS_OK);
      CHECK (nds_conv_dense_data_f (dYf, &out, Wf, &g, &dxl, Yf) == NDS_OK
             && close_f (Yf, R, lx));
      /* the float sweeps of stored entries (values given as float) against the
         double sweeps of the same entries */
      nds_cv_entries E = {0}, Ef = {0}, D = {0}, Df = {0};
      CHECK (entries_of (X, &in, 0, &E) == NDS_OK
             && entries_of_any (X, &in, 0, 1, &Ef) == NDS_OK);
      CHECK (entries_of (dY, &out, 0, &D) == NDS_OK
             && entries_of_any (dY, &out, 0, 1, &Df) == NDS_OK);
      CHECK (nds_conv_scatter (&E, in.c, W, F, &g, 0, &out, R) == NDS_OK);
      CHECK (nds_conv_scatter_f (&Ef, in.c, Wf, F, &g, 0, &out, Yf) == NDS_OK
             && close_f (Yf, R, ly));
      CHECK (nds_conv_filter_sparse (&E, in.c, dY, &out, &g, R) == NDS_OK);
      CHECK (nds_conv_filter_sparse_f (&Ef, in.c, dYf, &out, &g, Yf) == NDS_OK
             && close_f (Yf, R, lw));
      CHECK (nds_conv_data_sparse (&D, W, F, &g, &dxl, R) == NDS_OK);
      CHECK (nds_conv_data_sparse_f (&Df, Wf, F, &g, &dxl, Yf) == NDS_OK
             && close_f (Yf, R, lx));
      CHECK (nds_conv_filter_sparse_f (&Ef, in.c, dYf, &out, &g, NULL) == NDS_EARG);
      CHECK (nds_conv_scatter_f (&Ef, in.c, Wf, F + 1, &g, 0, &out, Yf) == NDS_EARG);
      if (trial == 1)
        {
          int failed = 0;
          for (int op = 0; op < 3; op++)
            for (int64_t f = 0;; f++)
              {
                nds_t_fail_at = f;
                int st = op == 0 ? nds_conv_scatter_f (&Ef, in.c, Wf, F, &g, 0, &out, Yf)
                         : op == 1 ? nds_conv_filter_sparse_f (&Ef, in.c, dYf, &out, &g, Yf)
                         : nds_conv_data_sparse_f (&Df, Wf, F, &g, &dxl, Yf);
                const int64_t left = nds_t_fail_at;
                nds_t_fail_at = -1;
                failed |= st != NDS_OK && st != NDS_ENOMEM;
                if (left >= 0) break;
              }
          CHECK (!failed);
        }
      nds_cv_entries_free (&E);
      nds_cv_entries_free (&Ef);
      nds_cv_entries_free (&D);
      nds_cv_entries_free (&Df);
      /* the pools on a geometry of their own (padding below the window) */
      rand_geometry (&pin, &pg, &F2, rm, 1, 1, 3);
      nds_img_set (&pout, pin.n, pin.c, pg.oh, pg.ow, rm);
      const int64_t px = numel (&pin), py = numel (&pout);
      double *P = rand_array (px, density), *dP = rand_array (py, 1);
      float *Pf = to_float (P, px), *dPf = to_float (dP, py);
      double *PR = malloc (sizeof (double) * (size_t) (px + py + 1));
      float *PY = malloc (sizeof (float) * (size_t) (px + py + 1));
      for (int avg = 0; avg < 2; avg++)
        {
          CHECK (nds_pool_dense (P, &pin, &pg, avg, &pout, PR) == NDS_OK);
          CHECK (nds_pool_dense_f (Pf, &pin, &pg, avg, &pout, PY) == NDS_OK
                 && close_f (PY, PR, py));
          CHECK (nds_pool_dense_back (avg ? NULL : P, &pin, dP, &pout, &pg, avg, PR) == NDS_OK);
          CHECK (nds_pool_dense_back_f (avg ? NULL : Pf, &pin, dPf, &pout, &pg, avg, PY)
                 == NDS_OK && close_f (PY, PR, px));
        }
      if (!rm)
        {
          CHECK (nds_pool_avg_back_gather (&pin, dP, &pout, &pg, PR) == NDS_OK);
          CHECK (nds_pool_avg_back_gather_f (&pin, dPf, &pout, &pg, PY) == NDS_OK
                 && close_f (PY, PR, px));
        }
      /* the float kernels' argument checks are the double ones' */
      CHECK (nds_pool_dense_f (NULL, &pin, &pg, 0, &pout, PY) == (px > 0 ? NDS_EARG : NDS_OK));
      CHECK (nds_conv_dense_filter_f (Xf, &in, dYf, &out, &g, NULL) == NDS_EARG);
      if (trial == 0)
        {
          int failed = 0;
          for (int op = 0; op < 3; op++)
            for (int64_t f = 0;; f++)
              {
                nds_t_fail_at = f;
                int st = op == 0 ? nds_conv_dense_f (Xf, &in, Wf, F, &g, &out, Yf)
                         : op == 1 ? nds_conv_dense_filter_f (Xf, &in, dYf, &out, &g, Yf)
                         : nds_conv_dense_data_f (dYf, &out, Wf, &g, &dxl, Yf);
                const int64_t left = nds_t_fail_at;
                nds_t_fail_at = -1;
                failed |= st != NDS_OK && st != NDS_ENOMEM;
                if (left >= 0) break;
              }
          CHECK (!failed);
        }
      free (X); free (W); free (dY); free (Xf); free (Wf); free (dYf); free (R); free (Yf);
      free (P); free (dP); free (Pf); free (dPf); free (PR); free (PY);
    }
}

/* every allocation failure is NDS_ENOMEM with nothing leaked (ASan checks): op 0
   builds the entries, the others run a kernel on entries built beforehand */
static void test_nomem (void)
{
  nds_img in, out, dxl, pl;
  nds_win g = {3, 3, 2, 1, 1, 1, 3, 5}, gp = {2, 2, 2, 2, 1, 0, 3, 2};
  nds_img_set (&in, 3, 2, 5, 5, 0);
  nds_img_set (&out, 3, 4, 3, 5, 0);
  nds_img_set (&dxl, 3, 2, 5, 5, 0);
  nds_img_set (&pl, 3, 2, 3, 2, 0);
  const int64_t lx = numel (&in), ly = numel (&out), lw = 4 * 2 * 9;
  double *X = rand_array (lx, 0.4), *W = rand_array (lw, 1), *dY = rand_array (ly, 1);
  double *Y = malloc (sizeof (double) * (size_t) (ly > lx ? ly : lx));
  double *subs = malloc (sizeof (double) * (size_t) (4 * lx)), *v = malloc (sizeof (double) * (size_t) lx);
  int64_t *lin = malloc (sizeof (int64_t) * (size_t) lx), nnz = 0;
  for (int64_t l = 0; l < lx; l++)
    if (X[l] != 0)
      {
        lin[nnz] = l;
        v[nnz++] = X[l];
      }
  img_subs (&in, lin, nnz, subs);
  /* dY's entries, for the data gradient */
  double *dsubs = malloc (sizeof (double) * (size_t) (4 * ly)), *dv = malloc (sizeof (double) * (size_t) ly);
  int64_t *dlin = malloc (sizeof (int64_t) * (size_t) ly), dnz = 0;
  for (int64_t l = 0; l < ly; l++)
    if (dY[l] != 0)
      {
        dlin[dnz] = l;
        dv[dnz++] = dY[l];
      }
  img_subs (&out, dlin, dnz, dsubs);
  int failed = 0;
  for (int op = 0; op < 9; op++)
    for (int64_t f = 0;; f++)
      {
        nds_cv_entries E;
        nds_cv_list L = {0, NULL, NULL};
        int st = op == 6 ? nds_cv_entries_subs (dsubs, dnz, 4, dv, &out, &E, NULL)
                         : nds_cv_entries_subs (subs, nnz, 4, v, &in, &E, NULL);
        failed |= st != NDS_OK;
        nds_t_fail_at = f;
        switch (op)
          {
          case 0:
            nds_cv_entries_free (&E);
            st = nds_cv_entries_subs (subs, nnz, 4, v, &in, &E, NULL);
            break;
          case 1: st = nds_conv_scatter (&E, 2, W, 4, &g, 0, &out, Y); break;
          case 2: st = nds_conv_filter_sparse (&E, 2, dY, &out, &g, Y); break;
          case 3: st = nds_conv_dense (X, &in, W, 4, &g, &out, Y); break;
          case 4: st = nds_conv_dense_data (dY, &out, W, &g, &dxl, Y); break;
          case 5: st = nds_conv_dense_filter (X, &in, dY, &out, &g, Y); break;
          case 6: st = nds_conv_data_sparse (&E, W, 4, &g, &dxl, Y); break;
          case 7: st = nds_pool_max_sparse (&E, &in, &gp, &pl, &L); break;
          default: st = nds_pool_max_sparse_back (&E, &in, &gp, dY, &pl, &L);
          }
        const int64_t left = nds_t_fail_at;
        nds_t_fail_at = -1;
        nds_cv_list_free (&L);
        nds_cv_entries_free (&E);
        failed |= st != NDS_OK && st != NDS_ENOMEM;
        if (left >= 0) break;   /* the failure was not reached: the call succeeded */
      }
  CHECK (!failed);
  free (X); free (W); free (dY); free (Y); free (subs); free (v); free (lin);
  free (dsubs); free (dv); free (dlin);
}

int main (void)
{
  RUN (test_seed_example);
  RUN (test_conv_random);
  RUN (test_pool_random);
  RUN (test_pool_sorted);
  RUN (test_pool_sorted_errors);
  RUN (test_pool_rules);
  RUN (test_determinism);
  RUN (test_pool_threads);
  RUN (test_errors);
  RUN (test_nomem);
  RUN (test_float_kernels);
  return nds_t_finish ("test_conv");
}
