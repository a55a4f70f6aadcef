/* nds_pool.c: max and average pooling of image batches, full or from stored entries */
#include <string.h>
#include "nds_conv.h"
#include "nds_kern.h"

/* images per work item of the full kernels: their values lie side by side */
#define NDS_POOL_IMGS 64

/* the window rule of max pooling: v takes over from the best so far b when it is
   larger, or when it is the window's first NaN (a NaN is never replaced) */
static inline int pool_wins (double v, double b)
{
  return b == b && (v > b || v != v);
}

/* the image cells [*r0, *r1) x [*c0, *c1) of window (yo, xo), and its top-left
   corner (*h0, *w0) in padded coordinates */
static inline void window_cells (const nds_img *in, const nds_win *g, int64_t yo, int64_t xo,
                                 int64_t *h0, int64_t *w0, int64_t *r0, int64_t *r1,
                                 int64_t *c0, int64_t *c1)
{
  *h0 = yo * g->sh - g->ph;
  *w0 = xo * g->sw - g->pw;
  *r0 = *h0 < 0 ? 0 : *h0;
  *r1 = *h0 + g->kh < in->h ? *h0 + g->kh : in->h;
  *c0 = *w0 < 0 ? 0 : *w0;
  *c1 = *w0 + g->kw < in->w ? *w0 + g->kw : in->w;
}

/* at = (n, c, yo, xo) of the window at linear index lin of the output layout out */
static inline void window_at (const nds_img *out, int64_t lin, int64_t *at)
{
  at[0] = lin % out->n;
  nds_img_decode (out, lin / out->n, &at[1], &at[2], &at[3]);
}

/* at = the window after at in the linear order of out (image fastest, then the
   layout's order: channel, row, column in 4-D; column, row, channel in 2-D) */
static inline void window_next (const nds_img *out, int64_t *at)
{
  if (++at[0] < out->n) return;
  at[0] = 0;
  int64_t *d[3] = {&at[1], &at[2], &at[3]}, top[3] = {out->c, out->h, out->w};
  if (out->rowmajor)
    {
      d[0] = &at[3];
      d[2] = &at[1];
      top[0] = out->w;
      top[2] = out->c;
    }
  for (int k = 0; k < 3; k++)
    {
      if (++*d[k] < top[k]) return;
      *d[k] = 0;
    }
}

/* 1 when in, g, out (and dyl, unless NULL) describe one pooling: out (and dyl) of
   N x C x oh x ow, every max window holding an image cell */
static int pool_args_ok (const nds_img *in, const nds_win *g, const nds_img *out, int avg)
{
  return in && g && out && nds_win_check (g, in) == NDS_OK && out->n == in->n
         && out->c == in->c && out->h == g->oh && out->w == g->ow
         && (avg || (g->ph < g->kh && g->pw < g->kw));
}

/* Y = the max or mean of each window of the full X */
int nds_pool_dense (const double *X, const nds_img *in, const nds_win *g, int avg,
                    const nds_img *out, double *Y)
{
  if (!pool_args_ok (in, g, out, avg) || (!X && in->n * in->c * in->h * in->w > 0))
    return NDS_EARG;
  const int64_t N = in->n, rows = in->c * g->oh;
  const double area = (double) (g->kh * g->kw);
  #pragma omp parallel for schedule(dynamic) if (rows * g->ow * N > 10000)
  for (int64_t r = 0; r < rows; r++)
    {
      const int64_t c = r / g->oh, yo = r % g->oh;
      for (int64_t xo = 0; xo < g->ow; xo++)
        {
          int64_t h0, w0, r0, r1, c0, c1;
          window_cells (in, g, yo, xo, &h0, &w0, &r0, &r1, &c0, &c1);
          double *restrict y = Y + N * nds_img_off (out, c, yo, xo);
          if (avg)
            for (int64_t n = 0; n < N; n++) y[n] = 0;
          else
            memcpy (y, X + N * nds_img_off (in, c, r0, c0), sizeof (double) * (size_t) N);
          for (int64_t h = r0; h < r1; h++)
            for (int64_t w = c0; w < c1; w++)
              {
                const double *restrict x = X + N * nds_img_off (in, c, h, w);
                if (avg)
                  for (int64_t n = 0; n < N; n++) y[n] += x[n];
                else if (h > r0 || w > c0)
                  for (int64_t n = 0; n < N; n++) y[n] = pool_wins (x[n], y[n]) ? x[n] : y[n];
              }
          if (avg)
            for (int64_t n = 0; n < N; n++) y[n] /= area;
        }
    }
  return NDS_OK;
}

/* best[n], arg[n] (n < nn) = the winner so far of the windows of nn images side
   by side against their cells x[n], at linear index at + n: without branches */
NDS_WIDE static void window_update (const double *restrict x, int64_t at, int64_t nn,
                                    double *restrict best, int64_t *restrict arg)
{
  for (int64_t n = 0; n < nn; n++)
    {
      const int wins = pool_wins (x[n], best[n]);
      best[n] = wins ? x[n] : best[n];
      arg[n] = wins ? at + n : arg[n];
    }
}

/* dX = the gradient of the pooling of the full X */
int nds_pool_dense_back (const double *X, const nds_img *in, const double *dY,
                         const nds_img *dyl, const nds_win *g, int avg, double *dX)
{
  if (!pool_args_ok (in, g, dyl, avg) || !dX) return NDS_EARG;
  const int64_t N = in->n, nb = (N + NDS_POOL_IMGS - 1) / NDS_POOL_IMGS;
  if ((!dY && N * in->c * g->oh * g->ow > 0) || (!avg && !X && N * in->c * in->h * in->w > 0))
    return NDS_EARG;
  const double area = (double) (g->kh * g->kw);
  nds_zero (dX, sizeof (double) * (size_t) (N * in->c * in->h * in->w));
  /* items: a channel of a block of images, which no other item's windows reach */
  #pragma omp parallel for schedule(dynamic) if (in->c * nb * g->oh * g->ow > 1000)
  for (int64_t it = 0; it < in->c * nb; it++)
    {
      const int64_t c = it / nb, n0 = (it % nb) * NDS_POOL_IMGS;
      const int64_t nn = N - n0 < NDS_POOL_IMGS ? N - n0 : NDS_POOL_IMGS;
      double best[NDS_POOL_IMGS];
      int64_t arg[NDS_POOL_IMGS];
      for (int64_t yo = 0; yo < g->oh; yo++)
        for (int64_t xo = 0; xo < g->ow; xo++)
          {
            int64_t h0, w0, r0, r1, c0, c1;
            window_cells (in, g, yo, xo, &h0, &w0, &r0, &r1, &c0, &c1);
            const double *dy = dY + N * nds_img_off (dyl, c, yo, xo) + n0;
            if (avg)
              {
                for (int64_t h = r0; h < r1; h++)
                  for (int64_t w = c0; w < c1; w++)
                    {
                      double *restrict dx = dX + N * nds_img_off (in, c, h, w) + n0;
                      for (int64_t n = 0; n < nn; n++) dx[n] += dy[n] / area;
                    }
                continue;
              }
            const int64_t first = N * nds_img_off (in, c, r0, c0) + n0;
            for (int64_t n = 0; n < nn; n++)
              {
                best[n] = X[first + n];
                arg[n] = first + n;
              }
            for (int64_t h = r0; h < r1; h++)
              for (int64_t w = c0; w < c1; w++)
                window_update (X + N * nds_img_off (in, c, h, w) + n0,
                               N * nds_img_off (in, c, h, w) + n0, nn, best, arg);
            for (int64_t n = 0; n < nn; n++) dX[arg[n]] += dy[n];
          }
    }
  return NDS_OK;
}

/* 1 when every entry of E lies inside the images of in */
static int entries_inside (const nds_cv_entries *E, const nds_img *in)
{
  int ok = E->nimg == in->n;
  #pragma omp parallel for schedule(static) reduction(&:ok) if (E->nnz > 100000)
  for (int64_t t = 0; t < E->nnz; t++)
    ok &= E->e[t].c >= 0 && E->e[t].c < in->c && E->e[t].h >= 0 && E->e[t].h < in->h
          && E->e[t].w >= 0 && E->e[t].w < in->w;
  return ok;
}

/* the windows of the stored entries, sorted: tuple t (in sorted order) is a stored
   cell of window win[t] / area at cell win[t] % area (i*kw + j), with value
   v[perm[t]]; group k of equal windows is tuples gstart[k] .. gstart[k+1]-1 */
typedef struct {
  int64_t nt, ng, area;
  uint64_t *key;
  double *v;
  int64_t *perm, *gstart;
} tuples;

static void tuples_free (tuples *T)
{
  nds_free (T->key);
  nds_free (T->v);
  nds_free (T->perm);
  nds_free (T->gstart);
}

/* the 0-based linear index of window k of T in the output layout */
static inline int64_t group_lin (const tuples *T, int64_t k)
{
  return (int64_t) (T->key[T->gstart[k]] / (uint64_t) T->area);
}

/* T = the (window, cell) tuples of every entry of E, sorted, and their groups */
static int tuples_build (const nds_cv_entries *E, const nds_img *in, const nds_win *g,
                         const nds_img *out, tuples *T)
{
  const int64_t N = in->n, area = g->kh * g->kw, nnz = E->nnz;
  memset (T, 0, sizeof (*T));
  T->area = area;
  const double top = (double) N * (double) out->c * (double) g->oh * (double) g->ow * (double) area;
  if (top >= 9.2e18) return NDS_ETOOLARGE;
  int64_t *off = nds_malloc ((size_t) nnz + 1, sizeof (int64_t));
  if (!off) return NDS_ENOMEM;
  off[0] = 0;
  #pragma omp parallel for schedule(static) if (nnz > 100000)
  for (int64_t t = 0; t < nnz; t++)
    {
      int64_t ylo, yhi, xlo, xhi;
      nds_win_span (E->e[t].h, g->kh, g->sh, g->ph, g->oh, &ylo, &yhi);
      nds_win_span (E->e[t].w, g->kw, g->sw, g->pw, g->ow, &xlo, &xhi);
      off[t + 1] = (yhi - ylo) * (xhi - xlo);
    }
  for (int64_t t = 0; t < nnz; t++) off[t + 1] += off[t];
  const int64_t nt = T->nt = off[nnz];
  T->key = nds_malloc ((size_t) nt, sizeof (uint64_t));
  T->v = nds_malloc ((size_t) nt, sizeof (double));
  T->perm = nds_malloc ((size_t) nt, sizeof (int64_t));
  int st = NDS_ENOMEM;
  if (T->key && T->v && T->perm)
    {
      #pragma omp parallel for schedule(dynamic, 8) if (nt > 10000)
      for (int64_t n = 0; n < N; n++)
        {
          for (int64_t t = E->start[n]; t < E->start[n + 1]; t++)
            {
              int64_t ylo, yhi, xlo, xhi, k = off[t];
              const int64_t y = E->e[t].h, x = E->e[t].w;
              nds_win_span (y, g->kh, g->sh, g->ph, g->oh, &ylo, &yhi);
              nds_win_span (x, g->kw, g->sw, g->pw, g->ow, &xlo, &xhi);
              for (int64_t yo = ylo; yo < yhi; yo++)
                for (int64_t xo = xlo; xo < xhi; xo++, k++)
                  {
                    const int64_t lin = n + N * nds_img_off (out, E->e[t].c, yo, xo);
                    const int64_t cell = (y + g->ph - yo * g->sh) * g->kw
                                         + (x + g->pw - xo * g->sw);
                    T->key[k] = (uint64_t) (lin * area + cell);
                    T->v[k] = E->e[t].v;
                  }
            }
        }
      st = nds_sort_keys (T->key, nt, nds_bits ((uint64_t) top), T->perm);
    }
  nds_free (off);
  if (st)
    {
      tuples_free (T);
      return st;
    }
  int64_t ng = 0;
  for (int64_t t = 0; t < nt; t++)
    ng += t == 0 || T->key[t] / (uint64_t) area != T->key[t - 1] / (uint64_t) area;
  T->gstart = nds_malloc ((size_t) ng + 1, sizeof (int64_t));
  if (!T->gstart)
    {
      tuples_free (T);
      return NDS_ENOMEM;
    }
  T->ng = ng;
  for (int64_t t = 0, k = 0; t < nt; t++)
    if (t == 0 || T->key[t] / (uint64_t) area != T->key[t - 1] / (uint64_t) area)
      T->gstart[k++] = t;
  T->gstart[ng] = nt;
  return NDS_OK;
}

/* the max of window group k of T (the window at = (n, c, yo, xo)) and, in *win, the linear
   index in X's layout of its winner: the stored cells compete with the zeros of the
   cells not stored, and the first cell in row-major order of the winning value wins */
static double group_max (const tuples *T, int64_t k, const nds_img *in, const nds_win *g,
                         const int64_t *at, int64_t *win)
{
  const int64_t N = in->n, t0 = T->gstart[k], t1 = T->gstart[k + 1], c = at[1];
  int64_t h0, w0, r0, r1, c0, c1;
  window_cells (in, g, at[2], at[3], &h0, &w0, &r0, &r1, &c0, &c1);
  double best = T->v[T->perm[t0]];
  int64_t cell = (int64_t) (T->key[t0] % (uint64_t) T->area);
  for (int64_t t = t0 + 1; t < t1; t++)
    if (pool_wins (T->v[T->perm[t]], best))
      {
        best = T->v[T->perm[t]];
        cell = (int64_t) (T->key[t] % (uint64_t) T->area);
      }
  if (t1 - t0 < (r1 - r0) * (c1 - c0) && best == best && best <= 0)
    {
      /* a zero wins: the first cell not stored, or stored as zero */
      int64_t t = t0;
      best = 0;
      for (int64_t h = r0, found = 0; h < r1 && !found; h++)
        for (int64_t w = c0; w < c1 && !found; w++)
          {
            const int64_t at = (h - h0) * g->kw + (w - w0);
            while (t < t1 && (int64_t) (T->key[t] % (uint64_t) T->area) < at) t++;
            if (t == t1 || (int64_t) (T->key[t] % (uint64_t) T->area) != at
                || T->v[T->perm[t]] == 0)
              {
                cell = at;
                found = 1;
              }
          }
    }
  *win = at[0] + N * nds_img_off (in, c, h0 + cell / g->kw, w0 + cell % g->kw);
  return best;
}

/* R's arrays for n entries (win too when with_win) */
static int list_alloc (nds_cv_list *R, int64_t n, int with_win)
{
  R->n = n;
  R->lin = nds_malloc ((size_t) n, sizeof (int64_t));
  R->v = nds_malloc ((size_t) n, sizeof (double));
  R->win = with_win ? nds_malloc ((size_t) n, sizeof (int64_t)) : NULL;
  if (!R->lin || !R->v || (with_win && !R->win))
    {
      nds_cv_list_free (R);
      return NDS_ENOMEM;
    }
  return NDS_OK;
}

/* A sparse pooling result made in NDS_NBLK fixed blocks of its items: fn handles
   items [lo, hi) and returns how many entries they give, writing them from row o of
   R when R is not NULL; counted first, then written at each block's offset. */
typedef struct pool_job pool_job;
struct pool_job {
  const tuples *T;
  const nds_img *in, *out;
  const nds_win *g;
  const double *dY;
  int64_t items;
  int with_win;
  int64_t (*fn) (const pool_job *J, int64_t lo, int64_t hi, nds_cv_list *R, int64_t o);
};

static int pool_emit (const pool_job *J, nds_cv_list *R)
{
  int64_t cnt[NDS_NBLK + 1] = {0};
  #pragma omp parallel for schedule(dynamic) if (J->items > 10000)
  for (int64_t b = 0; b < NDS_NBLK; b++)
    cnt[b + 1] = J->fn (J, nds_blk (J->items, b, NDS_NBLK), nds_blk (J->items, b + 1, NDS_NBLK),
                        NULL, 0);
  for (int b = 0; b < NDS_NBLK; b++) cnt[b + 1] += cnt[b];
  int st = list_alloc (R, cnt[NDS_NBLK], J->with_win);
  if (st) return st;
  #pragma omp parallel for schedule(dynamic) if (J->items > 10000)
  for (int64_t b = 0; b < NDS_NBLK; b++)
    J->fn (J, nds_blk (J->items, b, NDS_NBLK), nds_blk (J->items, b + 1, NDS_NBLK), R, cnt[b]);
  return NDS_OK;
}

/* the nonzero maxima of window groups [lo, hi) */
static int64_t maxima_block (const pool_job *J, int64_t lo, int64_t hi, nds_cv_list *R,
                             int64_t o)
{
  const int64_t o0 = o;
  for (int64_t k = lo; k < hi; k++)
    {
      int64_t win, at[4];
      window_at (J->out, group_lin (J->T, k), at);
      const double m = group_max (J->T, k, J->in, J->g, at, &win);
      if (m == 0) continue;
      if (R)
        {
          R->lin[o] = group_lin (J->T, k);
          R->v[o] = m;
          R->win[o] = win;
        }
      o++;
    }
  return o - o0;
}

/* the winners of windows [lo, hi) (linear order) with a nonzero dY, each window's
   group, when it has stored cells, found by walking the sorted groups alongside */
static int64_t winners_block (const pool_job *J, int64_t lo, int64_t hi, nds_cv_list *R,
                              int64_t o)
{
  const tuples *T = J->T;
  const int64_t N = J->in->n, o0 = o;
  int64_t k = 0, top = T->ng;
  while (k < top)
    {
      const int64_t mid = k + (top - k) / 2;
      if (group_lin (T, mid) < lo) k = mid + 1; else top = mid;
    }
  int64_t at[4];
  if (lo < hi) window_at (J->out, lo, at);
  for (int64_t l = lo; l < hi; l++, window_next (J->out, at))
    {
      const int has = k < T->ng && group_lin (T, k) == l;
      if (J->dY[l] != 0)
        {
          if (R)
            {
              int64_t win;
              if (has)
                group_max (T, k, J->in, J->g, at, &win);
              else
                {
                  int64_t h0, w0, r0, r1, c0, c1;
                  window_cells (J->in, J->g, at[2], at[3], &h0, &w0, &r0, &r1, &c0, &c1);
                  win = at[0] + N * nds_img_off (J->in, at[1], r0, c0);
                }
              R->lin[o] = win;
              R->v[o] = J->dY[l];
            }
          o++;
        }
      k += has;
    }
  return o - o0;
}

/* R's entries (lin below top) in increasing lin, those of one lin summed in their
   order (a stable sort), zero sums dropped */
static int list_sort_sum (nds_cv_list *R, int64_t top)
{
  const int64_t n = R->n;
  uint64_t *key = nds_malloc ((size_t) n, sizeof (uint64_t));
  int64_t *perm = nds_malloc ((size_t) n, sizeof (int64_t));
  double *v = nds_malloc ((size_t) n, sizeof (double));
  int st = key && perm && v ? NDS_OK : NDS_ENOMEM;
  if (st == NDS_OK)
    {
      for (int64_t t = 0; t < n; t++) key[t] = (uint64_t) R->lin[t];
      st = nds_sort_keys (key, n, nds_bits ((uint64_t) top), perm);
    }
  if (st == NDS_OK)
    {
      int64_t o = -1;
      for (int64_t t = 0; t < n; t++)
        if (o >= 0 && (uint64_t) R->lin[o] == key[t])
          v[o] += R->v[perm[t]];
        else
          {
            if (o >= 0 && v[o] == 0) o--;
            R->lin[++o] = (int64_t) key[t];
            v[o] = R->v[perm[t]];
          }
      if (o >= 0 && v[o] == 0) o--;
      R->n = o + 1;
      nds_free (R->v);
      R->v = v;
      v = NULL;
    }
  nds_free (key);
  nds_free (perm);
  nds_free (v);
  return st;
}

/* R = the windows of E with a nonzero max */
int nds_pool_max_sparse (const nds_cv_entries *E, const nds_img *in, const nds_win *g,
                         const nds_img *out, nds_cv_list *R)
{
  if (!E || !R || !pool_args_ok (in, g, out, 0) || !entries_inside (E, in)) return NDS_EARG;
  memset (R, 0, sizeof (*R));
  tuples T;
  int st = tuples_build (E, in, g, out, &T);
  if (st) return st;
  const pool_job J = {&T, in, out, g, NULL, T.ng, 1, maxima_block};
  st = pool_emit (&J, R);
  tuples_free (&T);
  return st;
}

/* R = the max pool gradient of E for the full dY */
int nds_pool_max_sparse_back (const nds_cv_entries *E, const nds_img *in, const nds_win *g,
                              const double *dY, const nds_img *dyl, nds_cv_list *R)
{
  if (!E || !R || !pool_args_ok (in, g, dyl, 0) || !entries_inside (E, in)) return NDS_EARG;
  const int64_t L = in->n * in->c * g->oh * g->ow;
  if (!dY && L > 0) return NDS_EARG;
  memset (R, 0, sizeof (*R));
  tuples T;
  int st = tuples_build (E, in, g, dyl, &T);
  if (st) return st;
  const pool_job J = {&T, in, dyl, g, dY, L, 0, winners_block};
  st = pool_emit (&J, R);
  tuples_free (&T);
  if (st == NDS_OK) st = list_sort_sum (R, in->n * in->c * in->h * in->w);
  if (st) nds_cv_list_free (R);
  return st;
}

/* Y = the average pool of the entries E */
int nds_pool_avg_sparse (const nds_cv_entries *E, const nds_win *g, const nds_img *out,
                         double *Y)
{
  if (!E || !g || !out || E->nimg != out->n || out->h != g->oh || out->w != g->ow
      || g->kh < 1 || g->kw < 1 || g->sh < 1 || g->sw < 1 || g->ph < 0 || g->pw < 0)
    return NDS_EARG;
  const int64_t N = out->n, L = N * out->c * out->h * out->w;
  int ok = 1;
  #pragma omp parallel for schedule(static) reduction(&:ok) if (E->nnz > 100000)
  for (int64_t t = 0; t < E->nnz; t++)
    ok &= E->e[t].c >= 0 && E->e[t].c < out->c && E->e[t].h >= 0 && E->e[t].w >= 0;
  if (!ok) return NDS_EARG;
  nds_zero (Y, sizeof (double) * (size_t) L);
  /* blocks of images side by side in Y: no two threads write one cache line */
  const int64_t nb = (N + 7) / 8;
  #pragma omp parallel for schedule(dynamic) if (E->nnz > 10000)
  for (int64_t b = 0; b < nb; b++)
    for (int64_t n = 8 * b; n < N && n < 8 * b + 8; n++)
      for (int64_t t = E->start[n]; t < E->start[n + 1]; t++)
        {
          int64_t ylo, yhi, xlo, xhi;
          nds_win_span (E->e[t].h, g->kh, g->sh, g->ph, g->oh, &ylo, &yhi);
          nds_win_span (E->e[t].w, g->kw, g->sw, g->pw, g->ow, &xlo, &xhi);
          for (int64_t yo = ylo; yo < yhi; yo++)
            for (int64_t xo = xlo; xo < xhi; xo++)
              Y[n + N * nds_img_off (out, E->e[t].c, yo, xo)] += E->e[t].v;
        }
  const double area = (double) (g->kh * g->kw);
  #pragma omp parallel for schedule(static) if (L > 100000)
  for (int64_t l = 0; l < L; l++) Y[l] /= area;
  return NDS_OK;
}
