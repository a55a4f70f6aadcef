/* nds_pool_sparse.c: max and average pooling of the stored entries of a sparse batch */
#include <string.h>
#include "nds_conv.h"

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
   cell of window G.key[t] >> cb at cell G.key[t] & cmask (i*kw + j), with value
   v[G.perm[t]]; the groups of G are the windows */
typedef struct {
  nds_groups G;
  double *v;
  int cb;
  uint64_t cmask;
} tuples;

static void tuples_free (tuples *T)
{
  nds_groups_free (&T->G);
  nds_free (T->v);
}

/* the 0-based linear index of window k of T in the output layout */
static inline int64_t group_lin (const tuples *T, int64_t k)
{
  return (int64_t) (T->G.key[T->G.start[k]] >> T->cb);
}

/* the window cell of sorted tuple t */
static inline int64_t tuple_cell (const tuples *T, int64_t t)
{
  return (int64_t) (T->G.key[t] & T->cmask);
}

/* the value of sorted tuple t */
static inline double tuple_value (const tuples *T, int64_t t)
{
  return T->v[T->G.perm[t]];
}

/* the tuples of E's entries of image n (of N) from their offsets off: each
   (window, cell) key and the entry's value */
static void tuples_of_image (const nds_cv_entries *E, const nds_win *g, const nds_spans *S,
                             const nds_img *out, const int64_t *off, int64_t n, int64_t N,
                             uint64_t *key, tuples *T)
{
  for (int64_t t = E->start[n]; t < E->start[n + 1]; t++)
    {
      int64_t ylo, yhi, xlo, xhi, k = off[t];
      const int64_t y = E->e[t].h, x = E->e[t].w;
      nds_spans_at (S, y, x, &ylo, &yhi, &xlo, &xhi);
      for (int64_t yo = ylo; yo < yhi; yo++)
        for (int64_t xo = xlo; xo < xhi; xo++, k++)
          {
            const int64_t lin = n + N * nds_img_off (out, E->e[t].c, yo, xo);
            const int64_t cell = (y + g->ph - yo * g->sh) * g->kw + (x + g->pw - xo * g->sw);
            key[k] = ((uint64_t) lin << T->cb) | (uint64_t) cell;
            T->v[k] = E->e[t].v;
          }
    }
}

/* T = the (window, cell) tuples of every entry of E, sorted, and their groups */
static int tuples_build (const nds_cv_entries *E, const nds_img *in, const nds_win *g,
                         const nds_spans *S, const nds_img *out, tuples *T)
{
  const int64_t N = in->n, nnz = E->nnz;
  memset (T, 0, sizeof (*T));
  T->cb = nds_bits ((uint64_t) (g->kh * g->kw));
  T->cmask = ((uint64_t) 1 << T->cb) - 1;
  const double L = (double) N * (double) out->c * (double) g->oh * (double) g->ow;
  if (L >= 9.2e18 || nds_bits ((uint64_t) L) + T->cb > 63) return NDS_ETOOLARGE;
  const int nbits = nds_bits ((uint64_t) L) + T->cb;
  int64_t *off = nds_malloc ((size_t) nnz + 1, sizeof (int64_t));
  if (!off) return NDS_ENOMEM;
  off[0] = 0;
  #pragma omp parallel for schedule(static) if (nnz > 100000)
  for (int64_t t = 0; t < nnz; t++)
    {
      int64_t ylo, yhi, xlo, xhi;
      nds_spans_at (S, E->e[t].h, E->e[t].w, &ylo, &yhi, &xlo, &xhi);
      off[t + 1] = (yhi - ylo) * (xhi - xlo);
    }
  for (int64_t t = 0; t < nnz; t++) off[t + 1] += off[t];
  const int64_t nt = off[nnz];
  uint64_t *key = nds_malloc ((size_t) nt, sizeof (uint64_t));
  T->v = nds_malloc ((size_t) nt, sizeof (double));
  if (!key || !T->v)
    {
      nds_free (off);
      nds_free (key);
      tuples_free (T);
      return NDS_ENOMEM;
    }
  NDS_PAR_FOR (nt > 10000, schedule(dynamic, 8),
               for (int64_t n = 0; n < N; n++)
                 tuples_of_image (E, g, S, out, off, n, N, key, T););
  nds_free (off);
  int st = nds_group_bits (key, nt, nbits, T->cb, &T->G);
  if (st) tuples_free (T);
  return st;
}

/* the max of window group k of T (the window at = (n, c, yo, xo)) and, in *win, the linear
   index in X's layout of its winner: the stored cells compete with the zeros of the
   cells not stored, and the first cell in row-major order of the winning value wins */
static double group_max (const tuples *T, int64_t k, const nds_img *in, const nds_win *g,
                         const int64_t *at, int64_t *win)
{
  const int64_t N = in->n, t0 = T->G.start[k], t1 = T->G.start[k + 1], c = at[1];
  int64_t h0, w0, r0, r1, c0, c1;
  nds_window_cells (in, g, at[2], at[3], &h0, &w0, &r0, &r1, &c0, &c1);
  double best = tuple_value (T, t0);
  int64_t cell = tuple_cell (T, t0);
  for (int64_t t = t0 + 1; t < t1; t++)
    if (nds_pool_wins (tuple_value (T, t), best))
      {
        best = tuple_value (T, t);
        cell = tuple_cell (T, t);
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
            while (t < t1 && tuple_cell (T, t) < at) t++;
            if (t == t1 || tuple_cell (T, t) != at || tuple_value (T, t) == 0)
              {
                cell = at;
                found = 1;
              }
          }
    }
  *win = at[0] + N * nds_img_off (in, c, h0 + cell / g->kw, w0 + cell % g->kw);
  return best;
}

/* R's arrays for n entries */
static int list_alloc (nds_cv_list *R, int64_t n)
{
  R->n = n;
  R->lin = nds_malloc ((size_t) n, sizeof (int64_t));
  R->v = nds_malloc ((size_t) n, sizeof (double));
  if (!R->lin || !R->v)
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
  int64_t (*fn) (const pool_job *J, int64_t lo, int64_t hi, nds_cv_list *R, int64_t o);
};

/* block b of NDS_NBLK of J's items: its count into cnt[b + 1] (R NULL), or its
   entries into R from cnt[b] */
static void pool_block (const pool_job *J, nds_cv_list *R, int64_t *cnt, int64_t b)
{
  const int64_t lo = nds_blk (J->items, b, NDS_NBLK), hi = nds_blk (J->items, b + 1, NDS_NBLK);
  if (R)
    J->fn (J, lo, hi, R, cnt[b]);
  else
    cnt[b + 1] = J->fn (J, lo, hi, NULL, 0);
}

/* pool_block of every block: in parallel from 10000 items, else a plain loop */
static void pool_pass (const pool_job *J, nds_cv_list *R, int64_t *cnt)
{
  NDS_PAR_FOR (J->items > 10000, schedule(dynamic),
               for (int64_t b = 0; b < NDS_NBLK; b++) pool_block (J, R, cnt, b););
}

static int pool_emit (const pool_job *J, nds_cv_list *R)
{
  int64_t cnt[NDS_NBLK + 1] = {0};
  pool_pass (J, NULL, cnt);
  for (int b = 0; b < NDS_NBLK; b++) cnt[b + 1] += cnt[b];
  int st = list_alloc (R, cnt[NDS_NBLK]);
  if (st) return st;
  pool_pass (J, R, cnt);
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
  int64_t k = 0, top = T->G.ng;
  while (k < top)
    {
      const int64_t mid = k + (top - k) / 2;
      if (group_lin (T, mid) < lo) k = mid + 1; else top = mid;
    }
  int64_t at[4];
  if (lo < hi) window_at (J->out, lo, at);
  for (int64_t l = lo; l < hi; l++, window_next (J->out, at))
    {
      const int has = k < T->G.ng && group_lin (T, k) == l;
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
                  nds_window_cells (J->in, J->g, at[2], at[3], &h0, &w0, &r0, &r1, &c0, &c1);
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

/* ---- the window-state path: one image at a time, windows of at most 64 cells ---- */

/* images a thread takes at a time: a cache line of the image-fastest results */
#define NDS_POOL_BLOCK 8

/* the number of (window, cell) pairs of the entries of E */
static int64_t count_tuples (const nds_cv_entries *E, const nds_spans *S)
{
  int64_t nt = 0;
  #pragma omp parallel for schedule(static) reduction(+:nt) if (E->nnz > 100000)
  for (int64_t t = 0; t < E->nnz; t++)
    {
      int64_t ylo, yhi, xlo, xhi;
      nds_spans_at (S, E->e[t].h, E->e[t].w, &ylo, &yhi, &xlo, &xhi);
      nt += (yhi - ylo) * (xhi - xlo);
    }
  return nt;
}

/* S (C x oh x ow windows, row by row within a channel) = the states of the windows
   of image n from its entries */
static void image_states (const nds_cv_entries *E, int64_t n, const nds_img *in,
                          const nds_win *g, const nds_spans *P, nds_wstate *S)
{
  memset (S, 0, sizeof (nds_wstate) * (size_t) (in->c * g->oh * g->ow));
  for (int64_t t = E->start[n]; t < E->start[n + 1]; t++)
    {
      const nds_cv_entry e = E->e[t];
      int64_t ylo, yhi, xlo, xhi;
      nds_spans_at (P, e.h, e.w, &ylo, &yhi, &xlo, &xhi);
      for (int64_t yo = ylo; yo < yhi; yo++)
        for (int64_t xo = xlo; xo < xhi; xo++)
          {
            const int64_t cell = (e.h + g->ph - yo * g->sh) * g->kw + (e.w + g->pw - xo * g->sw);
            nds_wstate_add (S + (e.c * g->oh + yo) * g->ow + xo, e.v, cell);
          }
    }
}

/* R = the nonzeros of the full A (L elements) in linear order, counted then written
   in NDS_NBLK fixed blocks */
static int list_from_full (const double *A, int64_t L, nds_cv_list *R)
{
  int64_t cnt[NDS_NBLK + 1] = {0};
  #pragma omp parallel for schedule(static) if (L > 100000)
  for (int64_t b = 0; b < NDS_NBLK; b++)
    {
      int64_t k = 0;
      for (int64_t l = nds_blk (L, b, NDS_NBLK); l < nds_blk (L, b + 1, NDS_NBLK); l++)
        k += (int64_t) nds_isnz (A[l]);
      cnt[b + 1] = k;
    }
  for (int b = 0; b < NDS_NBLK; b++) cnt[b + 1] += cnt[b];
  int st = list_alloc (R, cnt[NDS_NBLK]);
  if (st) return st;
  #pragma omp parallel for schedule(static) if (L > 100000)
  for (int64_t b = 0; b < NDS_NBLK; b++)
    {
      int64_t o = cnt[b];
      for (int64_t l = nds_blk (L, b, NDS_NBLK); l < nds_blk (L, b + 1, NDS_NBLK); l++)
        if (nds_isnz (A[l]))
          {
            R->lin[o] = l;
            R->v[o++] = A[l];
          }
    }
  return NDS_OK;
}

/* the max pool (dY NULL) into the full Y (layout out), or its gradient added into
   the zeroed full dX (layout in) for the full dY (layout out), image by image from
   the window states; each image's windows in order, so the same sums whatever the
   thread count */
static int states_run (const nds_cv_entries *E, const nds_img *in, const nds_win *g,
                       const nds_spans *P, const nds_img *out, const double *dY, double *A)
{
  const int64_t N = in->n, nwin = in->c * g->oh * g->ow;
  const int64_t nb = (N + NDS_POOL_BLOCK - 1) / NDS_POOL_BLOCK;
  const int nt = nds_team (nb, 2);
  uint64_t *real = nds_pool_real_masks (in, g);
  nds_wstate *states = nds_malloc ((size_t) nt * (size_t) nwin, sizeof (nds_wstate));
  if (!real || !states)
    {
      nds_free (real);
      nds_free (states);
      return NDS_ENOMEM;
    }
  #pragma omp parallel num_threads(nt)
  {
    nds_wstate *S = states + (size_t) nds_thread () * (size_t) nwin;
    #pragma omp for schedule(dynamic)
    for (int64_t b = 0; b < nb; b++)
      for (int64_t n = b * NDS_POOL_BLOCK; n < N && n < (b + 1) * NDS_POOL_BLOCK; n++)
        {
          image_states (E, n, in, g, P, S);
          for (int64_t c = 0; c < in->c; c++)
            for (int64_t yo = 0; yo < g->oh; yo++)
              for (int64_t xo = 0; xo < g->ow; xo++)
                {
                  const int64_t at = n + N * nds_img_off (out, c, yo, xo);
                  if (dY && dY[at] == 0) continue;
                  int64_t cell;
                  const double m = nds_window_max (S + (c * g->oh + yo) * g->ow + xo,
                                               real[yo * g->ow + xo], &cell);
                  if (!dY)
                    A[at] = m;
                  else
                    A[n + N * nds_img_off (in, c, yo * g->sh - g->ph + cell / g->kw,
                                           xo * g->sw - g->pw + cell % g->kw)] += dY[at];
                }
        }
  }
  nds_free (real);
  nds_free (states);
  return NDS_OK;
}

/* R = the nonzeros of the full result of states_run (L elements) */
static int states_list (const nds_cv_entries *E, const nds_img *in, const nds_win *g,
                        const nds_spans *P, const nds_img *out, const double *dY, int64_t L,
                        nds_cv_list *R)
{
  double *A = nds_malloc ((size_t) L, sizeof (double));
  if (!A) return NDS_ENOMEM;
  if (dY) nds_zero (A, sizeof (double) * (size_t) L);
  int st = states_run (E, in, g, P, out, dY, A);
  if (st == NDS_OK) st = list_from_full (A, L, R);
  nds_free (A);
  return st;
}

/* ---- the entry points: the window states when the full arrays they fill are at
   most 8 times the (window, cell) pairs (and windows hold at most 64 cells), the
   sorted pairs otherwise ---- */

/* R = the windows of E with a nonzero max */
int nds_pool_max_sparse (const nds_cv_entries *E, const nds_img *in, const nds_win *g,
                         const nds_img *out, nds_cv_list *R)
{
  if (!E || !R || !nds_pool_check (in, g, out, 0) || !entries_inside (E, in)) return NDS_EARG;
  memset (R, 0, sizeof (*R));
  const int64_t L = in->n * in->c * g->oh * g->ow;
  nds_spans S;
  int st = nds_spans_make (g, in->h, in->w, &S);
  if (st) return st;
  if (g->kh * g->kw <= 64 && L <= 8 * count_tuples (E, &S))
    st = states_list (E, in, g, &S, out, NULL, L, R);
  else
    {
      tuples T;
      st = tuples_build (E, in, g, &S, out, &T);
      if (st == NDS_OK)
        {
          const pool_job J = {&T, in, out, g, NULL, T.G.ng, maxima_block};
          st = pool_emit (&J, R);
          tuples_free (&T);
        }
    }
  nds_spans_free (&S);
  return st;
}

/* R = the max pool gradient of E for the full dY */
int nds_pool_max_sparse_back (const nds_cv_entries *E, const nds_img *in, const nds_win *g,
                              const double *dY, const nds_img *dyl, nds_cv_list *R)
{
  if (!E || !R || !nds_pool_check (in, g, dyl, 0) || !entries_inside (E, in)) return NDS_EARG;
  const int64_t L = in->n * in->c * g->oh * g->ow, LX = in->n * in->c * in->h * in->w;
  if (!dY && L > 0) return NDS_EARG;
  memset (R, 0, sizeof (*R));
  nds_spans S;
  int st = nds_spans_make (g, in->h, in->w, &S);
  if (st) return st;
  if (g->kh * g->kw <= 64 && LX <= 8 * (count_tuples (E, &S) + L))
    st = states_list (E, in, g, &S, dyl, dY, LX, R);
  else
    {
      tuples T;
      st = tuples_build (E, in, g, &S, dyl, &T);
      if (st == NDS_OK)
        {
          const pool_job J = {&T, in, dyl, g, dY, L, winners_block};
          st = pool_emit (&J, R);
          tuples_free (&T);
          if (st == NDS_OK) st = list_sort_sum (R, LX);
          if (st) nds_cv_list_free (R);
        }
    }
  nds_spans_free (&S);
  return st;
}

/* Y = the average pool of the entries E: blocks of images summed in a buffer that
   stays in cache, divided, and copied into Y a cache line at a time */
int nds_pool_avg_sparse (const nds_cv_entries *E, const nds_img *in, const nds_win *g,
                         const nds_img *out, double *Y)
{
  if (!E || !nds_pool_check (in, g, out, 1) || !entries_inside (E, in)) return NDS_EARG;
  const int64_t N = out->n, C = out->c, img = C * g->oh * g->ow;
  const int64_t nb = (N + NDS_POOL_BLOCK - 1) / NDS_POOL_BLOCK;
  const int nt = nds_team (nb, 2);
  double *bufs = nds_malloc ((size_t) nt, sizeof (double) * (size_t) (NDS_POOL_BLOCK * img));
  nds_spans S = {0, NULL, NULL};
  if (!bufs || nds_spans_make (g, in->h, in->w, &S))
    {
      nds_free (bufs);
      return NDS_ENOMEM;
    }
  const double area = (double) (g->kh * g->kw);
  #pragma omp parallel num_threads(nt)
  {
    double *buf = bufs + (size_t) nds_thread () * (size_t) (NDS_POOL_BLOCK * img);
    #pragma omp for schedule(dynamic)
    for (int64_t b = 0; b < nb; b++)
      {
        const int64_t n0 = b * NDS_POOL_BLOCK;
        const int64_t nn = N - n0 < NDS_POOL_BLOCK ? N - n0 : NDS_POOL_BLOCK;
        memset (buf, 0, sizeof (double) * (size_t) (nn * img));
        for (int64_t n = n0; n < n0 + nn; n++)
          {
            double *bi = buf + (n - n0) * img;
            for (int64_t t = E->start[n]; t < E->start[n + 1]; t++)
              {
                const nds_cv_entry e = E->e[t];
                int64_t ylo, yhi, xlo, xhi;
                nds_spans_at (&S, e.h, e.w, &ylo, &yhi, &xlo, &xhi);
                for (int64_t yo = ylo; yo < yhi; yo++)
                  for (int64_t xo = xlo; xo < xhi; xo++) bi[(yo * g->ow + xo) * C + e.c] += e.v;
              }
          }
        for (int64_t k = 0; k < nn * img; k++) buf[k] /= area;
        nds_img_block_copy (buf, nn, out, n0, Y, 1);
      }
  }
  nds_free (bufs);
  nds_spans_free (&S);
  return NDS_OK;
}
