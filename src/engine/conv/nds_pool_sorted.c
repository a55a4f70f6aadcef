/* nds_pool_sorted.c: max pooling and its gradient read from a batch's storage order
   (an ndsparse's column-major coordinates) and written in the result's: the windows
   of one output cell (yo, xo) are those of the few image cells (h, w) in its window,
   and the entries of one image cell are a contiguous run of the storage, sorted by
   channel and image, so each output cell is the merge of at most kh*kw runs into
   the C*N window states of one plane, emitted in (channel, image) order. */
#include <stdlib.h>
#include <string.h>
#include "nds_conv.h"

/* the largest C*N, H*W and oh*ow the storage path takes (its tables are this long) */
#define NDS_SORTED_MAX ((double) ((int64_t) 1 << 26))

/* the storage path's tables of a pooling, freed by tables_free */
typedef struct {
  int64_t *slab;          /* H*W+1: the first entry of each image cell (w*H + h) */
  nds_wstate *st;         /* C*N window states of one plane, masks zero between planes */
  int32_t *touched;       /* C*N: the states a plane touched, in touch order */
  uint64_t *real;         /* oh*ow: the image cells of each window */
} tables;

static void tables_free (tables *T)
{
  nds_free (T->slab);
  nds_free (T->st);
  nds_free (T->touched);
  nds_free (T->real);
}

/* 1 when the storage path takes this pooling (see nds_conv.h) */
int nds_pool_sorted_fits (const nds_img *in, const nds_win *g, int back)
{
  if (!in || !g || in->rowmajor || g->kh * g->kw > 64) return 0;
  const double cn = (double) in->c * (double) in->n;
  if (cn >= NDS_SORTED_MAX || (double) in->h * (double) in->w >= NDS_SORTED_MAX
      || (double) g->oh * (double) g->ow >= NDS_SORTED_MAX)
    return 0;
  return !back || (g->sh >= g->kh && g->sw >= g->kw && (double) g->oh * cn < NDS_SORTED_MAX);
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

/* T = the tables of the pooling of S under g (the slabs alone unless states) */
static int tables_make (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                        int states, tables *T)
{
  const int64_t cn = in->c * in->n, cells = in->h * in->w;
  memset (T, 0, sizeof (*T));
  T->slab = nds_malloc ((size_t) cells + 1, sizeof (int64_t));
  if (states)
    {
      T->st = nds_calloc ((size_t) (cn > 0 ? cn : 1), sizeof (nds_wstate));
      T->touched = nds_malloc ((size_t) (cn > 0 ? cn : 1), sizeof (int32_t));
      T->real = nds_pool_real_masks (in, g);
    }
  if (!T->slab || (states && (!T->st || !T->touched || !T->real)))
    {
      tables_free (T);
      return NDS_ENOMEM;
    }
  int st = slabs_make (S, in, T->slab);
  if (st) tables_free (T);
  return st;
}

/* the states of the windows of output cell (yo, xo) from the runs of its image
   cells; returns how many it touched, listed in T->touched */
static int64_t plane_states (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                             int64_t yo, int64_t xo, tables *T)
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
            nds_wstate *ws = T->st + key;
            if (!ws->mask) T->touched[nt++] = (int32_t) key;
            nds_wstate_add (ws, S->v[t], cell);
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

/* R = the nonzero maxima (see nds_conv.h), output cell by output cell */
int nds_pool_max_sorted (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                         const nds_img *out, nds_cv_runs *R)
{
  if (!S || !R || !nds_pool_check (in, g, out, 0) || !nds_pool_sorted_fits (in, g, 0)
      || out->rowmajor || (S->nnz > 0 && (!S->n || !S->c || !S->h || !S->w || !S->v)))
    return NDS_EARG;
  memset (R, 0, sizeof (*R));
  const int64_t N = in->n, C = in->c, cn = C * N, planes = g->oh * g->ow;
  /* each entry reaches at most ceil(kh/sh) x ceil(kw/sw) windows */
  const double reach = (double) ((g->kh + g->sh - 1) / g->sh) * (double) ((g->kw + g->sw - 1) / g->sw);
  const double L = (double) cn * (double) planes, most = (double) S->nnz * reach;
  const int64_t cap = (int64_t) (most < L ? most : L);
  tables T;
  int st = tables_make (S, in, g, 1, &T);
  if (st) return st;
  R->rows = g->oh;
  R->ngroup = planes;
  R->start = nds_malloc ((size_t) planes + 1, sizeof (int64_t));
  R->cn = nds_malloc ((size_t) (cap > 0 ? cap : 1), 2 * sizeof (int32_t));
  R->v = nds_malloc ((size_t) (cap > 0 ? cap : 1), sizeof (double));
  if (!R->start || !R->cn || !R->v)
    {
      tables_free (&T);
      nds_cv_runs_free (R);
      return NDS_ENOMEM;
    }
  for (int64_t xo = 0; xo < g->ow; xo++)
    for (int64_t yo = 0; yo < g->oh; yo++)
      {
        const uint64_t real = T.real[yo * g->ow + xo];
        R->start[xo * g->oh + yo] = R->n;
        const int64_t nt = plane_states (S, in, g, yo, xo, &T);
        if (nt * 16 < cn)
          {
            /* few windows: their keys sorted */
            qsort (T.touched, (size_t) nt, sizeof (int32_t), cmp_i32);
            for (int64_t k = 0; k < nt; k++)
              emit_max (T.st + T.touched[k], real, T.touched[k] / N, T.touched[k] % N, R);
          }
        else
          for (int64_t c = 0, key = 0; c < C; c++)
            for (int64_t n = 0; n < N; n++, key++)
              if (T.st[key].mask) emit_max (T.st + key, real, c, n, R);
      }
  R->start[planes] = R->n;
  tables_free (&T);
  return NDS_OK;
}

/* Y (full, layout out) = the average pool of S: each output cell's C*N windows
   (contiguous in Y) summed from the runs of its image cells in row-major order, as
   nds_pool_dense sums them, and divided by kh*kw */
int nds_pool_avg_sorted (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                         const nds_img *out, double *Y)
{
  if (!S || !nds_pool_check (in, g, out, 1) || !nds_pool_sorted_fits (in, g, 0)
      || out->rowmajor || (S->nnz > 0 && (!S->n || !S->c || !S->h || !S->w || !S->v))
      || (!Y && out->n * out->c * out->h * out->w > 0))
    return NDS_EARG;
  const int64_t N = in->n, cn = in->c * N, H = in->h;
  const double area = (double) (g->kh * g->kw);
  tables T;
  int st = tables_make (S, in, g, 0, &T);
  if (st) return st;
  for (int64_t xo = 0; xo < g->ow; xo++)
    for (int64_t yo = 0; yo < g->oh; yo++)
      {
        double *restrict y = Y + cn * (yo + g->oh * xo);
        int64_t h0, w0, r0, r1, c0, c1;
        nds_window_cells (in, g, yo, xo, &h0, &w0, &r0, &r1, &c0, &c1);
        memset (y, 0, sizeof (double) * (size_t) cn);
        for (int64_t h = r0; h < r1; h++)
          for (int64_t w = c0; w < c1; w++)
            for (int64_t t = T.slab[w * H + h]; t < T.slab[w * H + h + 1]; t++)
              y[(S->c[t] - 1) * N + (S->n[t] - 1)] += S->v[t];
        for (int64_t k = 0; k < cn; k++) y[k] /= area;
      }
  tables_free (&T);
  return NDS_OK;
}

/* the number of nonzeros (NaN included) of the L values of dY */
int64_t nds_pool_count_nonzero (const double *dY, int64_t L)
{
  int64_t k = 0;
  for (int64_t l = 0; l < L; l++) k += (int64_t) nds_isnz (dY[l]);
  return k;
}

/* The winners of one output cell's windows with a nonzero dY, bucketed by window
   cell: bucket q holds keys at[q] .. at[q+1]-1 of cn (channel, image pairs) and d */
typedef struct {
  int64_t *at;            /* kh*kw + 1 */
  int32_t *cn;
  double *d;
} buckets;

/* B = the windows of states T->st of output cell (yo, xo) with a nonzero dY d (C*N,
   image fastest) by winning cell; the touched states reset.  wcell is C*N scratch. */
static void plane_winners (tables *T, int64_t nt, const nds_img *in, const nds_win *g,
                           uint64_t real, const double *d, uint8_t *wcell, buckets *B)
{
  const int64_t N = in->n, C = in->c, K = g->kh * g->kw;
  const int64_t first = __builtin_ctzll (real);
  for (int64_t q = 0; q <= K; q++) B->at[q] = 0;
  for (int64_t key = 0; key < C * N; key++)
    {
      int64_t cell = 255;
      if (nds_isnz (d[key]))
        {
          if (T->st[key].mask)
            nds_window_max (T->st + key, real, &cell);
          else
            cell = first;
          B->at[cell + 1]++;
        }
      wcell[key] = (uint8_t) cell;
    }
  for (int64_t q = 0; q < K; q++) B->at[q + 1] += B->at[q];
  for (int64_t c = 0, key = 0; c < C; c++)
    for (int64_t n = 0; n < N; n++, key++)
      if (wcell[key] != 255)
        {
          const int64_t p = B->at[wcell[key]]++;
          B->cn[2 * p] = (int32_t) c;
          B->cn[2 * p + 1] = (int32_t) n;
          B->d[p] = d[key];
        }
  for (int64_t q = K; q > 0; q--) B->at[q] = B->at[q - 1];
  B->at[0] = 0;
  for (int64_t k = 0; k < nt; k++) T->st[T->touched[k]].mask = 0;
}

/* subs (nout x 4) and v = the max pool's gradient, image cell by image cell */
int nds_pool_max_sorted_back (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                              const double *dY, const nds_img *dyl, int64_t nout,
                              int64_t *subs, double *v)
{
  if (!S || !nds_pool_check (in, g, dyl, 0) || !nds_pool_sorted_fits (in, g, 1)
      || dyl->rowmajor || (S->nnz > 0 && (!S->n || !S->c || !S->h || !S->w || !S->v)))
    return NDS_EARG;
  const int64_t N = in->n, C = in->c, cn = C * N, K = g->kh * g->kw, oh = g->oh;
  if ((cn * oh * g->ow > 0 && !dY) || (nout > 0 && (!subs || !v))
      || nout != nds_pool_count_nonzero (dY, cn * oh * g->ow))
    return NDS_EARG;
  tables T;
  int st = tables_make (S, in, g, 1, &T);
  if (st) return st;
  const size_t room = (size_t) (oh * cn > 0 ? oh * cn : 1);
  int64_t *at = nds_malloc ((size_t) (oh * (K + 1)), sizeof (int64_t));
  int32_t *bcn = nds_malloc (room, 2 * sizeof (int32_t));
  double *bd = nds_malloc (room, sizeof (double));
  uint8_t *wcell = nds_malloc ((size_t) (cn > 0 ? cn : 1), 1);
  if (!at || !bcn || !bd || !wcell)
    {
      nds_free (at);
      nds_free (bcn);
      nds_free (bd);
      nds_free (wcell);
      tables_free (&T);
      return NDS_ENOMEM;
    }
  int64_t k = 0;
  for (int64_t xo = 0; xo < g->ow; xo++)
    {
      for (int64_t yo = 0; yo < oh; yo++)
        {
          buckets B = {at + yo * (K + 1), bcn + 2 * yo * cn, bd + yo * cn};
          const int64_t nt = plane_states (S, in, g, yo, xo, &T);
          plane_winners (&T, nt, in, g, T.real[yo * g->ow + xo], dY + cn * (yo + oh * xo),
                         wcell, &B);
        }
      /* the windows of column xo do not overlap: their winners in storage order are
         by column j of the window, then output row, then window row i */
      for (int64_t j = 0; j < g->kw; j++)
        {
          const int64_t w = xo * g->sw - g->pw + j;
          if (w < 0 || w >= in->w) continue;
          for (int64_t yo = 0; yo < oh; yo++)
            for (int64_t i = 0; i < g->kh; i++)
              {
                const int64_t h = yo * g->sh - g->ph + i, q = i * g->kw + j;
                const int64_t *a = at + yo * (K + 1);
                if (h < 0 || h >= in->h) continue;
                for (int64_t p = a[q]; p < a[q + 1]; p++, k++)
                  {
                    subs[k] = bcn[2 * (yo * cn + p) + 1] + 1;
                    subs[nout + k] = bcn[2 * (yo * cn + p)] + 1;
                    subs[2 * nout + k] = h + 1;
                    subs[3 * nout + k] = w + 1;
                    v[k] = bd[yo * cn + p];
                  }
              }
        }
    }
  nds_free (at);
  nds_free (bcn);
  nds_free (bd);
  nds_free (wcell);
  tables_free (&T);
  return k == nout ? NDS_OK : NDS_EARG;
}

/* subs and v = the entries of R, group by group */
void nds_cv_runs_write (const nds_cv_runs *R, int64_t *subs, double *v)
{
  const int64_t n = R->n;
  for (int64_t s = 0; s < R->ngroup; s++)
    {
      const int64_t h = s % R->rows + 1, w = s / R->rows + 1;
      for (int64_t k = R->start[s]; k < R->start[s + 1]; k++)
        {
          subs[k] = R->cn[2 * k + 1] + 1;
          subs[n + k] = R->cn[2 * k] + 1;
          subs[2 * n + k] = h;
          subs[3 * n + k] = w;
          v[k] = R->v[k];
        }
    }
}

void nds_cv_runs_free (nds_cv_runs *R)
{
  if (!R) return;
  nds_free (R->start);
  nds_free (R->cn);
  nds_free (R->v);
  R->start = NULL;
  R->cn = NULL;
  R->v = NULL;
}
