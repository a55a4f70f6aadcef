/* nds_pool_sorted.c: max pooling and its gradient read from a batch's storage order
   (an ndsparse's column-major coordinates) and written in the result's: the windows
   of one output cell (yo, xo) are those of the few image cells (h, w) in its window,
   and the entries of one image cell are a contiguous run of the storage, sorted by
   channel and image, so each output cell is the merge of at most kh*kw runs into
   the C*N window states of one plane, emitted in (channel, image) order.  The
   gradient scatters those runs into a zeroed C*N x kh*kw buffer instead and finds
   every window's winner in branch-free passes over it. */
#include <stdlib.h>
#include <string.h>
#include "nds_conv.h"

/* the largest C*N, H*W and oh*ow the storage path takes (its tables are this long) */
#define NDS_SORTED_MAX ((double) ((int64_t) 1 << 26))

/* the value of stored entry t of S, double or float (a float converts exactly) */
static inline double sorted_v (const nds_cv_sorted *S, int64_t t)
{
  return S->v ? S->v[t] : (double) S->vf[t];
}

/* 1 when S's arrays are there for its nnz entries */
static int sorted_ok (const nds_cv_sorted *S)
{
  return S->nnz == 0 || (S->n && S->c && S->h && S->w && (S->v || S->vf));
}

/* the storage path's tables of a pooling (shared by a team), freed by tables_free */
typedef struct {
  int64_t *slab;          /* H*W+1: the first entry of each image cell (w*H + h) */
  uint64_t *real;         /* oh*ow: the image cells of each window */
} tables;

static void tables_free (tables *T)
{
  nds_free (T->slab);
  nds_free (T->real);
}

/* one thread's scratch of the max pool: the C*N window states of one plane (masks
   zero between planes), the states a plane touched (in touch order), and the dense
   passes' kh*kw x C*N values (zero between planes) and C*N maxima */
typedef struct {
  nds_wstate *st;
  int32_t *touched;
  double *vals, *best;
} scratch;

/* 1 when the storage path takes this pooling (see nds_conv.h) */
int nds_pool_sorted_fits (const nds_img *in, const nds_win *g, int back)
{
  if (!in || !g || in->rowmajor || g->kh * g->kw > 64) return 0;
  const double cn = (double) in->c * (double) in->n;
  if (cn >= NDS_SORTED_MAX || (double) in->h * (double) in->w >= NDS_SORTED_MAX
      || (double) g->oh * (double) g->ow >= NDS_SORTED_MAX)
    return 0;
  return !back || (g->sh >= g->kh && g->sw >= g->kw && (double) g->oh * cn < NDS_SORTED_MAX
                   && (double) (g->kh * g->kw) * cn < NDS_SORTED_MAX);
}

/* T->slab from one pass over S: NDS_EARG when S is not sorted, distinct and inside in */
static int slabs_make (const nds_cv_sorted *S, const nds_img *in, int64_t *slab)
{
  const int64_t N = in->n, C = in->c, H = in->h, W = in->w, cells = H * W;
  int64_t at = 0, pcell = -1, pkey = -1;
  for (int64_t t = 0; t < S->nnz; t++)
    {
      const int64_t n = S->n[t] - 1, c = S->c[t] - 1, h = S->h[t] - 1, w = S->w[t] - 1;
      if ((uint64_t) n >= (uint64_t) N || (uint64_t) c >= (uint64_t) C
          || (uint64_t) h >= (uint64_t) H || (uint64_t) w >= (uint64_t) W)
        return NDS_EARG;
      const int64_t cell = w * H + h, key = c * N + n;
      if (cell < pcell || (cell == pcell && key <= pkey)) return NDS_EARG;
      while (at <= cell) slab[at++] = t;
      pcell = cell;
      pkey = key;
    }
  while (at <= cells) slab[at++] = S->nnz;
  return NDS_OK;
}

/* T = the tables of the pooling of S under g (the slabs alone unless masks) */
static int tables_make (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                        int masks, tables *T)
{
  const int64_t cells = in->h * in->w;
  memset (T, 0, sizeof (*T));
  T->slab = nds_malloc ((size_t) cells + 1, sizeof (int64_t));
  if (masks) T->real = nds_pool_real_masks (in, g);
  if (!T->slab || (masks && !T->real))
    {
      tables_free (T);
      return NDS_ENOMEM;
    }
  int st = slabs_make (S, in, T->slab);
  if (st) tables_free (T);
  return st;
}

/* the states of the windows of output cell (yo, xo) from the runs of its image
   cells; returns how many it touched, listed in Z->touched */
static int64_t plane_states (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                             int64_t yo, int64_t xo, const tables *T, scratch *Z)
{
  const int64_t N = in->n, H = in->h;
  int64_t h0, w0, r0, r1, c0, c1, nt = 0;
  nds_window_cells (in, g, yo, xo, &h0, &w0, &r0, &r1, &c0, &c1);
  for (int64_t w = c0; w < c1; w++)
    for (int64_t h = r0; h < r1; h++)
      {
        const int64_t cell = (h - h0) * g->kw + (w - w0);
        for (int64_t t = T->slab[w * H + h]; t < T->slab[w * H + h + 1]; t++)
          {
            const int64_t key = (S->c[t] - 1) * N + (S->n[t] - 1);
            nds_wstate *ws = Z->st + key;
            if (!ws->mask) Z->touched[nt++] = (int32_t) key;
            nds_wstate_add (ws, sorted_v (S, t), cell);
          }
      }
  return nt;
}

static int cmp_i32 (const void *a, const void *b)
{
  const int32_t x = *(const int32_t *) a, y = *(const int32_t *) b;
  return (x > y) - (x < y);
}

/* append the nonzero max of window state key (channel c, image n) to R */
static inline void emit_max (nds_wstate *ws, uint64_t real, int64_t c, int64_t n,
                             nds_cv_runs *R)
{
  int64_t cell;
  const double m = nds_window_max (ws, real, &cell);
  ws->mask = 0;
  if (m == 0) return;
  R->cn[2 * R->n] = (int32_t) c;
  R->cn[2 * R->n + 1] = (int32_t) n;
  R->v[R->n++] = m;
}

/* vals[q*cn + key] = value (the stored value, or 0 to clear) of the stored entries of
   the real cells rq of window (yo, xo), key = channel * N + image */
static void plane_scatter (const nds_cv_sorted *S, const tables *T, const nds_img *in,
                           const nds_win *g, int64_t yo, int64_t xo, const uint8_t *rq,
                           int64_t nr, int clear, double *vals)
{
  const int64_t N = in->n, H = in->h, cn = in->c * N;
  const int64_t h0 = yo * g->sh - g->ph, w0 = xo * g->sw - g->pw;
  for (int64_t r = 0; r < nr; r++)
    {
      const int64_t h = h0 + rq[r] / g->kw, w = w0 + rq[r] % g->kw;
      double *restrict x = vals + rq[r] * cn;
      const int64_t *restrict sc = S->c, *restrict sn = S->n;
      const double *restrict sv = S->v;
      const float *restrict svf = S->vf;
      const int64_t t0 = T->slab[w * H + h], t1 = T->slab[w * H + h + 1];
      if (clear)
        for (int64_t t = t0; t < t1; t++) x[(sc[t] - 1) * N + (sn[t] - 1)] = 0;
      else if (sv)
        for (int64_t t = t0; t < t1; t++) x[(sc[t] - 1) * N + (sn[t] - 1)] = sv[t];
      else
        for (int64_t t = t0; t < t1; t++) x[(sc[t] - 1) * N + (sn[t] - 1)] = svf[t];
    }
}

/* best[key] (cn windows of one output cell) = the max of each window, its real cells
   rq[0..nr-1] holding the values vals[rq[r]*cn + key]: the first NaN, else the
   largest; branch-free passes */
NDS_WIDE static void dense_max (const double *restrict vals, int64_t cn, const uint8_t *rq,
                                int64_t nr, double *restrict best)
{
  memcpy (best, vals + rq[0] * cn, sizeof (double) * (size_t) cn);
  for (int64_t r = 1; r < nr; r++)
    {
      const double *restrict x = vals + rq[r] * cn;
      for (int64_t key = 0; key < cn; key++)
        {
          const double b = best[key], v = x[key];
          best[key] = (b == b) & ((v > b) | (v != v)) ? v : b;
        }
    }
}

/* append the nonzero best[key] (key = c*N + n) to R, in key order, without
   branches: every key is written at R->n, which only the nonzero ones advance
   (R has room for one more) */
static void emit_dense (const double *restrict best, int64_t C, int64_t N, nds_cv_runs *R)
{
  int64_t o = R->n;
  int32_t *restrict rc = R->cn;
  double *restrict rv = R->v;
  for (int64_t c = 0, key = 0; c < C; c++)
    for (int64_t n = 0; n < N; n++, key++)
      {
        rc[2 * o] = (int32_t) c;
        rc[2 * o + 1] = (int32_t) n;
        rv[o] = best[key];
        o += (int64_t) nds_isnz (best[key]);
      }
  R->n = o;
}

/* the real cells of window (yo, xo) (mask real) in row-major order; returns how many */
static int64_t real_cells (uint64_t real, uint8_t *rq)
{
  int64_t nr = 0;
  for (uint64_t m = real; m; m &= m - 1) rq[nr++] = (uint8_t) __builtin_ctzll (m);
  return nr;
}

/* the stored entries in the runs of the real cells rq of window (yo, xo) */
static int64_t plane_entries (const tables *T, const nds_img *in, const nds_win *g,
                              int64_t yo, int64_t xo, const uint8_t *rq, int64_t nr)
{
  const int64_t h0 = yo * g->sh - g->ph, w0 = xo * g->sw - g->pw;
  int64_t e = 0;
  for (int64_t r = 0; r < nr; r++)
    {
      const int64_t at = (w0 + rq[r] % g->kw) * in->h + h0 + rq[r] / g->kw;
      e += T->slab[at + 1] - T->slab[at];
    }
  return e;
}

static void scratch_free (scratch *Z, int nt)
{
  for (int t = 0; t < nt; t++)
    {
      nds_free (Z[t].st);
      nds_free (Z[t].touched);
      nds_free (Z[t].vals);
      nds_free (Z[t].best);
    }
  nds_free (Z);
}

/* nt threads' scratch for planes of cn windows of K cells, the dense passes' when
   dense; NULL when out of memory */
static scratch *scratch_make (int nt, int64_t cn, int64_t K, int dense)
{
  scratch *Z = nds_calloc ((size_t) nt, sizeof (scratch));
  if (!Z) return NULL;
  const size_t room = (size_t) (cn > 0 ? cn : 1);
  int ok = 1;
  for (int t = 0; t < nt; t++)
    {
      Z[t].st = nds_calloc (room, sizeof (nds_wstate));
      Z[t].touched = nds_malloc (room, sizeof (int32_t));
      if (dense)
        {
          Z[t].vals = nds_calloc ((size_t) K * room, sizeof (double));
          Z[t].best = nds_malloc (room, sizeof (double));
        }
      ok &= Z[t].st && Z[t].touched && (!dense || (Z[t].vals && Z[t].best));
    }
  if (!ok)
    {
      scratch_free (Z, nt);
      return NULL;
    }
  return Z;
}

/* the nonzero maxima of the cn windows of plane s, output cell (yo, xo) = (s % oh,
   s / oh), written at row R->at[s] of R's cn and v on; returns how many (at most the
   bound of its plane, one more row written past them) */
static int64_t plane_max (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                          const tables *T, int64_t s, int dense, scratch *Z, nds_cv_runs *R)
{
  const int64_t N = in->n, C = in->c, cn = C * N;
  const int64_t yo = s % g->oh, xo = s / g->oh, o = R->at[s];
  const uint64_t real = T->real[yo * g->ow + xo];
  nds_cv_runs W = *R;           /* R's arrays, written from row o */
  W.n = o;
  uint8_t rq[64];
  const int64_t nr = real_cells (real, rq);
  /* (nr > 0: with no real cell, cn = 0 would pass and dense_max read rq[0]) */
  if (dense && nr > 0 && plane_entries (T, in, g, yo, xo, rq, nr) * 8 >= cn)
    {
      /* many windows hold entries: branch-free passes over all of them */
      plane_scatter (S, T, in, g, yo, xo, rq, nr, 0, Z->vals);
      dense_max (Z->vals, cn, rq, nr, Z->best);
      plane_scatter (S, T, in, g, yo, xo, rq, nr, 1, Z->vals);
      emit_dense (Z->best, C, N, &W);
      return W.n - o;
    }
  const int64_t nt = plane_states (S, in, g, yo, xo, T, Z);
  if (nt * 16 < cn)
    {
      /* few windows: their keys sorted */
      qsort (Z->touched, (size_t) nt, sizeof (int32_t), cmp_i32);
      for (int64_t k = 0; k < nt; k++)
        emit_max (Z->st + Z->touched[k], real, Z->touched[k] / N, Z->touched[k] % N, &W);
    }
  else
    for (int64_t c = 0, key = 0; c < C; c++)
      for (int64_t n = 0; n < N; n++, key++)
        if (Z->st[key].mask) emit_max (Z->st + key, real, c, n, &W);
  return W.n - o;
}

/* R = the nonzero maxima (see nds_conv.h), output cell by output cell: each cell's
   results written at a row of its own (the rows before it bound the results of the
   cells before it), so a team takes the cells in any order and the result is the
   same for any team size */
int nds_pool_max_sorted (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                         const nds_img *out, nds_cv_runs *R)
{
  if (!S || !R || !nds_pool_check (in, g, out, 0) || !nds_pool_sorted_fits (in, g, 0)
      || out->rowmajor || !sorted_ok (S))
    return NDS_EARG;
  memset (R, 0, sizeof (*R));
  const int64_t cn = in->c * in->n, planes = g->oh * g->ow, K = g->kh * g->kw;
  tables T;
  int st = tables_make (S, in, g, 1, &T);
  if (st) return st;
  R->rows = g->oh;
  R->ngroup = planes;
  R->start = nds_malloc ((size_t) planes + 1, sizeof (int64_t));
  R->at = nds_malloc ((size_t) planes + 1, sizeof (int64_t));
  if (!R->start || !R->at)
    {
      tables_free (&T);
      nds_cv_runs_free (R);
      return NDS_ENOMEM;
    }
  /* plane s = xo*oh + yo (storage order) gives at most min(cn, its entries) results,
     written from row R->at[s], with room for one more */
  R->at[0] = 0;
  for (int64_t xo = 0; xo < g->ow; xo++)
    for (int64_t yo = 0; yo < g->oh; yo++)
      {
        uint8_t rq[64];
        const int64_t nr = real_cells (T.real[yo * g->ow + xo], rq);
        const int64_t e = plane_entries (&T, in, g, yo, xo, rq, nr), s = xo * g->oh + yo;
        R->at[s + 1] = R->at[s] + (e < cn ? e : cn) + 1;
      }
  /* the dense passes' buffer, when it stays below 2^26 values */
  const int dense = (double) K * (double) cn < NDS_SORTED_MAX;
  /* each thread has its own tables (C*N states of 3 words, and kh*kw+1 x C*N
     values for the dense passes): a team only while they stay below 2^26 words
     in all, so that a team never multiplies the memory of a large plane */
  int nth = nds_team ((int64_t) planes * cn + S->nnz, NDS_SERIAL_BELOW);
  if ((double) nth * (double) (K + 4) * (double) cn >= NDS_SORTED_MAX) nth = 1;
  scratch *Z = scratch_make (nth, cn, K, dense);
  R->cn = nds_malloc ((size_t) R->at[planes], 2 * sizeof (int32_t));
  R->v = nds_malloc ((size_t) R->at[planes], sizeof (double));
  if (!Z || !R->cn || !R->v)
    {
      if (Z) scratch_free (Z, nth);
      tables_free (&T);
      nds_cv_runs_free (R);
      return NDS_ENOMEM;
    }
  NDS_PAR_FOR (nth > 1, num_threads(nth) schedule(dynamic, 4),
               for (int64_t s = 0; s < planes; s++)
                 R->start[s + 1] = plane_max (S, in, g, &T, s, dense, Z + nds_thread (), R););
  R->start[0] = 0;
  for (int64_t s = 0; s < planes; s++) R->start[s + 1] += R->start[s];
  R->n = R->start[planes];
  scratch_free (Z, nth);
  tables_free (&T);
  return NDS_OK;
}

/* Y (full, layout out) = the average pool of S: each output cell's C*N windows
   (contiguous in Y) summed from the runs of its image cells in row-major order, as
   nds_pool_dense sums them, and divided by kh*kw; the cells side by side */
int nds_pool_avg_sorted (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                         const nds_img *out, double *Y)
{
  if (!S || !nds_pool_check (in, g, out, 1) || !nds_pool_sorted_fits (in, g, 0)
      || out->rowmajor || !sorted_ok (S)
      || (!Y && out->n * out->c * out->h * out->w > 0))
    return NDS_EARG;
  const int64_t N = in->n, cn = in->c * N, H = in->h;
  const double area = (double) (g->kh * g->kw);
  tables T;
  int st = tables_make (S, in, g, 0, &T);
  if (st) return st;
  /* output cells are independent: a team takes them side by side */
  const int64_t planes = g->oh * g->ow;
  #pragma omp parallel for num_threads(nds_team (planes * cn + S->nnz, NDS_SERIAL_BELOW)) \
    schedule(dynamic, 4)
  for (int64_t s = 0; s < planes; s++)
      {
        const int64_t yo = s % g->oh, xo = s / g->oh;
        double *restrict y = Y + cn * s;
        int64_t h0, w0, r0, r1, c0, c1;
        nds_window_cells (in, g, yo, xo, &h0, &w0, &r0, &r1, &c0, &c1);
        memset (y, 0, sizeof (double) * (size_t) cn);
        for (int64_t h = r0; h < r1; h++)
          for (int64_t w = c0; w < c1; w++)
            for (int64_t t = T.slab[w * H + h]; t < T.slab[w * H + h + 1]; t++)
              y[(S->c[t] - 1) * N + (S->n[t] - 1)] += sorted_v (S, t);
        for (int64_t k = 0; k < cn; k++) y[k] /= area;
      }
  tables_free (&T);
  return NDS_OK;
}

/* row[key] (cn windows of one output cell) = the winning cell of each window whose
   dY d[key] is nonzero, else 255: its real cells rq[0..nr-1] (row-major order) hold
   the values vals[rq[r]*cn + key] (zero when not stored), the first largest wins,
   the first NaN over any number; best is cn scratch.  Branch-free passes: dense_max
   with the cells: one function for both cost the max pool 3 % (the cells written
   and dropped), 60 % (a test of row in the loop) or 62 % (a body inlined with the
   test a constant: not vectorized), and the cells found after the max cost the
   gradient's search 27 % (conv_bench's batch at 10 %, one thread). */
NDS_WIDE static void dense_winners (const double *restrict vals, int64_t cn,
                                    const uint8_t *rq, int64_t nr, const double *restrict d,
                                    const float *restrict df, double *restrict best,
                                    uint8_t *restrict row)
{
  const double *restrict x0 = vals + rq[0] * cn;
  const uint8_t q0 = rq[0];
  for (int64_t key = 0; key < cn; key++)
    {
      best[key] = x0[key];
      row[key] = q0;
    }
  for (int64_t r = 1; r < nr; r++)
    {
      const double *restrict x = vals + rq[r] * cn;
      const uint8_t q = rq[r];
      for (int64_t key = 0; key < cn; key++)
        {
          const double b = best[key], v = x[key];
          const int wins = (b == b) & ((v > b) | (v != v));
          best[key] = wins ? v : b;
          row[key] = wins ? q : row[key];
        }
    }
  if (d)
    for (int64_t key = 0; key < cn; key++) row[key] = nds_isnz (d[key]) ? row[key] : 255;
  else
    for (int64_t key = 0; key < cn; key++) row[key] = df[key] != 0 ? row[key] : 255;
}

/* cnt[q] += the windows of row (cn of them) won at cell q, for the cells rq */
NDS_WIDE static int64_t count_cells (const uint8_t *restrict row, int64_t cn,
                                     const uint8_t *rq, int64_t nr, int64_t *cnt)
{
  int64_t all = 0;
  for (int64_t r = 0; r < nr; r++)
    {
      int64_t k = 0;
      const uint8_t q = rq[r];
      for (int64_t key = 0; key < cn; key++) k += row[key] == q;
      cnt[q] += k;
      all += k;
    }
  return all;
}


void nds_pool_winners_free (nds_pool_winners *P)
{
  if (!P) return;
  nds_free (P->cell);
  nds_free (P->count);
  P->cell = NULL;
  P->count = NULL;
}

/* the winners of output column xo of P's pool (P->dY or P->dYf, its cells and
   counts), with the buffers tv (kh*kw x C*N values, zero, left zero) and tb (C*N);
   returns how many */
static int64_t winners_column (const nds_cv_sorted *S, const tables *T, const nds_img *in,
                               const nds_win *g, int64_t xo, double *tv, double *tb,
                               nds_pool_winners *P)
{
  const int64_t cn = in->c * in->n, K = g->kh * g->kw;
  int64_t nout = 0;
  for (int64_t yo = 0; yo < g->oh; yo++)
    {
      uint8_t rq[64];
      const int64_t nr = real_cells (T->real[yo * g->ow + xo], rq);
      const int64_t o = cn * (yo + g->oh * xo);
      plane_scatter (S, T, in, g, yo, xo, rq, nr, 0, tv);
      dense_winners (tv, cn, rq, nr, P->dY ? P->dY + o : NULL, P->dY ? NULL : P->dYf + o, tb,
                     P->cell + o);
      plane_scatter (S, T, in, g, yo, xo, rq, nr, 1, tv);
      nout += count_cells (P->cell + o, cn, rq, nr, P->count + (xo * g->oh + yo) * K);
    }
  return nout;
}

/* P = the winners of the max pool of S whose dY is nonzero, output cell by output
   cell (see nds_conv.h): each output cell's windows (C*N, side by side in dY) by
   dense passes over the values of its image cells, scattered from the storage runs
   into a zeroed buffer and cleared after */
static int winners_find (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                         const double *dY, const float *dYf, const nds_img *dyl,
                         nds_pool_winners *P)
{
  if (!P) return NDS_EARG;
  memset (P, 0, sizeof (*P));
  if (!S || !nds_pool_check (in, g, dyl, 0) || !nds_pool_sorted_fits (in, g, 1)
      || dyl->rowmajor || !sorted_ok (S))
    return NDS_EARG;
  const int64_t cn = in->c * in->n, K = g->kh * g->kw, L = cn * g->oh * g->ow;
  if (L > 0 && !dY && !dYf) return NDS_EARG;
  P->in = *in;
  P->g = *g;
  P->dY = dY;
  P->dYf = dY ? NULL : dYf;
  tables T;
  int st = tables_make (S, in, g, 1, &T);
  if (st) return st;
  /* output columns are independent: a thread takes a column at a time, with
     its own buffer (kh*kw+1 x C*N values); one thread below NDS_SERIAL_BELOW
     windows, or when the buffers would pass 2^26 values in all */
  int nth = nds_team (L, NDS_SERIAL_BELOW);
  if ((double) nth * (double) (K + 1) * (double) cn >= NDS_SORTED_MAX) nth = 1;
  const size_t room = (size_t) (cn > 0 ? cn : 1);
  double *vals = nds_calloc ((size_t) nth * (size_t) K * room, sizeof (double));
  double *best = nds_malloc ((size_t) nth * room, sizeof (double));
  P->cell = nds_malloc ((size_t) (L > 0 ? L : 1), 1);
  P->count = nds_calloc ((size_t) (g->oh * g->ow * K), sizeof (int64_t));
  if (!vals || !best || !P->cell || !P->count)
    {
      nds_free (vals);
      nds_free (best);
      tables_free (&T);
      nds_pool_winners_free (P);
      return NDS_ENOMEM;
    }
  int64_t nout = 0;
  NDS_PAR_FOR (nth > 1, num_threads(nth) schedule(dynamic) reduction(+:nout),
               for (int64_t xo = 0; xo < g->ow; xo++)
                 nout += winners_column (S, &T, in, g, xo,
                                         vals + (size_t) nds_thread () * K * room,
                                         best + (size_t) nds_thread () * room, P););
  P->nout = nout;
  nds_free (vals);
  nds_free (best);
  tables_free (&T);
  return NDS_OK;
}

/* P = the winners of the max pool of S for the double dY */
int nds_pool_winners_find (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                           const double *dY, const nds_img *dyl, nds_pool_winners *P)
{
  return winners_find (S, in, g, dY, NULL, dyl, P);
}

/* P = the winners of the max pool of S for the float dY */
int nds_pool_winners_find_f (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                             const float *dY, const nds_img *dyl, nds_pool_winners *P)
{
  return winners_find (S, in, g, NULL, dY, dyl, P);
}

/* subs (P->nout x 4) and v = the gradient's entries of output column xo from row k
   on, in storage order: by image column w, image row h, channel, image.  nx is
   oh*kh*kw scratch.  Returns the row after them. */
static int64_t column_write (const nds_pool_winners *P, int64_t xo, int64_t k, int64_t *nx,
                             int64_t *subs, double *v, float *vf)
{
  const nds_win *g = &P->g;
  const int64_t N = P->in.n, C = P->in.c, cn = C * N, K = g->kh * g->kw, oh = g->oh;
  const int64_t nout = P->nout;
  const int64_t *cnt = P->count + xo * oh * K;
  /* the windows of column xo do not overlap: in storage order their winners go by
     window column j, then output row yo, then window row i */
  for (int64_t j = 0; j < g->kw; j++)
    for (int64_t yo = 0; yo < oh; yo++)
      for (int64_t i = 0; i < g->kh; i++)
        {
          /* the block of (yo, i, j): its rows, and their image row and column */
          const int64_t q = yo * K + i * g->kw + j, h = yo * g->sh - g->ph + i + 1;
          const int64_t w = xo * g->sw - g->pw + j + 1;
          int64_t *restrict sh = subs + 2 * nout + k, *restrict sw = subs + 3 * nout + k;
          for (int64_t p = 0; p < cnt[q]; p++)
            {
              sh[p] = h;
              sw[p] = w;
            }
          nx[q] = k;
          k += cnt[q];
        }
  int64_t *restrict sn = subs, *restrict sc = subs + nout;
  for (int64_t yo = 0; yo < oh; yo++)
    {
      const int64_t o = cn * (yo + oh * xo);
      const uint8_t *restrict row = P->cell + o;
      const double *restrict d = v ? P->dY + o : NULL;
      const float *restrict df = v ? NULL : P->dYf + o;
      /* the next row of each cell's block (255: windows with a zero dY, not
         written), taken four windows at a time: each of the four finds its row from
         the counts before the group and the equal cells before it in the group, so
         the counts wait on each other once per group, not once per window */
      int64_t at[256], key = 0, c = 0, n = 0;
      for (int64_t q = 0; q < K; q++) at[q] = nx[yo * K + q];
      at[255] = 0;
      for (; key + 4 <= cn; key += 4)
        {
          const uint8_t q0 = row[key], q1 = row[key + 1], q2 = row[key + 2], q3 = row[key + 3];
          int64_t pos[4];
          pos[0] = at[q0];
          pos[1] = at[q1] + (q1 == q0);
          pos[2] = at[q2] + (q2 == q0) + (q2 == q1);
          pos[3] = at[q3] + (q3 == q0) + (q3 == q1) + (q3 == q2);
          at[q0] = pos[0] + 1;
          at[q1] = pos[1] + 1;
          at[q2] = pos[2] + 1;
          at[q3] = pos[3] + 1;
          for (int u = 0; u < 4; u++)
            {
              if (row[key + u] != 255)
                {
                  sn[pos[u]] = n + 1;
                  sc[pos[u]] = c + 1;
                  if (v)
                    v[pos[u]] = d[key + u];
                  else
                    vf[pos[u]] = df[key + u];
                }
              if (++n == N)
                {
                  n = 0;
                  c++;
                }
            }
        }
      for (; key < cn; key++)
        {
          if (row[key] != 255)
            {
              const int64_t p = at[row[key]]++;
              sn[p] = n + 1;
              sc[p] = c + 1;
              if (v)
                v[p] = d[key];
              else
                vf[p] = df[key];
            }
          if (++n == N)
            {
              n = 0;
              c++;
            }
        }
    }
  return k;
}

/* subs (P->nout x 4, 1-based, column-major) and v (double, of a double dY) or vf
   (float, of a float dY) = the max pool's gradient of the winners P, in storage
   order, output column by output column */
static int winners_write (const nds_pool_winners *P, int64_t *subs, double *v, float *vf)
{
  const int values = v ? P && P->dY : vf && P && P->dYf;   /* of dY's type */
  if (!P || (P->nout > 0 && (!subs || !values || !P->cell || !P->count))) return NDS_EARG;
  if (P->nout == 0) return NDS_OK;
  const int64_t K = P->g.kh * P->g.kw;
  /* the first row of each output column's entries (the counts must add up to
     nout); columns written side by side (each thread its own next rows), one
     thread below NDS_SERIAL_BELOW entries */
  const int64_t ow = P->g.ow, per = P->g.oh * K;
  const int nth = nds_team (P->nout, NDS_SERIAL_BELOW);
  int64_t *first = nds_malloc ((size_t) ow + 1, sizeof (int64_t));
  int64_t *nx = nds_malloc ((size_t) nth * (size_t) per, sizeof (int64_t));
  if (!first || !nx)
    {
      nds_free (first);
      nds_free (nx);
      return NDS_ENOMEM;
    }
  first[0] = 0;
  for (int64_t xo = 0; xo < ow; xo++)
    {
      int64_t k = 0;
      for (int64_t q = 0; q < per; q++) k += P->count[xo * per + q];
      first[xo + 1] = first[xo] + k;
    }
  if (first[ow] != P->nout)
    {
      nds_free (first);
      nds_free (nx);
      return NDS_EARG;
    }
  NDS_PAR_FOR (nth > 1, num_threads(nth) schedule(dynamic),
               for (int64_t xo = 0; xo < ow; xo++)
                 column_write (P, xo, first[xo], nx + (size_t) nds_thread () * (size_t) per,
                               subs, v, vf););
  nds_free (first);
  nds_free (nx);
  return NDS_OK;
}

/* the gradient of winners of a double dY, double values */
int nds_pool_winners_write (const nds_pool_winners *P, int64_t *subs, double *v)
{
  return winners_write (P, subs, v, NULL);
}

/* the gradient of winners of a float dY, float values */
int nds_pool_winners_write_f (const nds_pool_winners *P, int64_t *subs, float *v)
{
  return winners_write (P, subs, NULL, v);
}

/* the entries of group s of R into subs and v (double) or vf (float) */
static void group_write (const nds_cv_runs *R, int64_t s, int64_t *subs, double *v, float *vf)
{
  const int64_t n = R->n, h = s % R->rows + 1, w = s / R->rows + 1;
  const int32_t *restrict cn = R->cn + 2 * (R->at[s] - R->start[s]);
  const double *restrict rv = R->v + (R->at[s] - R->start[s]);
  for (int64_t k = R->start[s]; k < R->start[s + 1]; k++)
    {
      subs[k] = cn[2 * k + 1] + 1;
      subs[n + k] = cn[2 * k] + 1;
      subs[2 * n + k] = h;
      subs[3 * n + k] = w;
    }
  if (v)
    memcpy (v + R->start[s], rv + R->start[s],
            sizeof (double) * (size_t) (R->start[s + 1] - R->start[s]));
  else
    for (int64_t k = R->start[s]; k < R->start[s + 1]; k++) vf[k] = (float) rv[k];
}

/* subs and v (double) or vf (float) = the entries of R, group by group (side by
   side above NDS_SERIAL_BELOW entries) */
static void runs_write (const nds_cv_runs *R, int64_t *subs, double *v, float *vf)
{
  const int nt = nds_team (R->n, NDS_SERIAL_BELOW);
  NDS_PAR_FOR (nt > 1, num_threads(nt) schedule(dynamic, 16),
               for (int64_t s = 0; s < R->ngroup; s++) group_write (R, s, subs, v, vf););
}

/* the entries of R with double values */
void nds_cv_runs_write (const nds_cv_runs *R, int64_t *subs, double *v)
{
  runs_write (R, subs, v, NULL);
}

/* the entries of R with float values (maxima of float values: exact) */
void nds_cv_runs_write_f (const nds_cv_runs *R, int64_t *subs, float *v)
{
  runs_write (R, subs, NULL, v);
}

void nds_cv_runs_free (nds_cv_runs *R)
{
  if (!R) return;
  nds_free (R->start);
  nds_free (R->at);
  nds_free (R->cn);
  nds_free (R->v);
  R->start = NULL;
  R->at = NULL;
  R->cn = NULL;
  R->v = NULL;
}
