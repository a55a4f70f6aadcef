/* nds_conv_shape.c: image batch layouts, window geometry and entry lists of the conv wing */
#include <stdint.h>
#include <string.h>
#include "nds_conv.h"

#define NDS_2P53 9007199254740992.0

/* *im = the batch n x c x h x w in Octave's 4-D layout or SystemML's 2-D one */
int nds_img_set (nds_img *im, int64_t n, int64_t c, int64_t h, int64_t w, int rowmajor)
{
  if (!im || n < 0 || c < 0 || h < 0 || w < 0) return NDS_EARG;
  if ((double) n * (double) c * (double) h * (double) w >= NDS_2P53) return NDS_ETOOLARGE;
  im->n = n;
  im->c = c;
  im->h = h;
  im->w = w;
  im->rowmajor = rowmajor != 0;
  if (im->rowmajor)
    {
      im->sc = h * w;
      im->sh = w;
      im->sw = 1;
    }
  else
    {
      im->sc = 1;
      im->sh = c;
      im->sw = c * h;
    }
  return NDS_OK;
}

/* NDS_OK when g fits the images of in */
int nds_win_check (const nds_win *g, const nds_img *in)
{
  if (!g || !in || g->kh < 1 || g->kw < 1 || g->sh < 1 || g->sw < 1 || g->ph < 0
      || g->pw < 0 || in->h + 2 * g->ph < g->kh || in->w + 2 * g->pw < g->kw)
    return NDS_EARG;
  if (g->oh != (in->h + 2 * g->ph - g->kh) / g->sh + 1
      || g->ow != (in->w + 2 * g->pw - g->kw) / g->sw + 1)
    return NDS_EARG;
  return NDS_OK;
}

/* 1-based subscripts of the linear indices lin of im's array: the column-major
   coordinates of [N C H W] (4-D layout) or [N C*H*W] (2-D), decoded by multiplies */
void nds_img_subs (const nds_img *im, const int64_t *lin, int64_t n, int64_t *subs)
{
  const int64_t four[4] = {im->n, im->c, im->h, im->w}, two[2] = {im->n, im->c * im->h * im->w};
  const int64_t *sz = im->rowmajor ? two : four, m = im->rowmajor ? 2 : 4;
  uint64_t inv[4];
  nds_key_inverse (sz, m, inv);
  #pragma omp parallel for schedule(static) if (n > 100000)
  for (int64_t t = 0; t < n; t++) nds_key_decode ((uint64_t) lin[t], m, sz, inv, subs, t, n);
}

/* images n0 .. n0+nb-1 of A against the block buf (see nds_conv.h), for values of
   type T, as the function name */
#define NDS_BLOCK_COPY(name, T)                                                          \
  void name (T *buf, int64_t nb, const nds_img *L, int64_t n0, T *A, int to_array)      \
  {                                                                                     \
    const int64_t N = L->n, K = L->c, img = L->h * L->w * K;                            \
    for (int64_t y = 0; y < L->h; y++)                                                  \
      for (int64_t x = 0; x < L->w; x++)                                                \
        {                                                                               \
          T *at = A + n0 + N * nds_img_off (L, 0, y, x), *v = buf + (y * L->w + x) * K; \
          for (int64_t k = 0; k < K; k++)                                               \
            for (int64_t b = 0; b < nb; b++)                                            \
              if (to_array)                                                             \
                at[N * k * L->sc + b] = v[b * img + k];                                 \
              else                                                                      \
                v[b * img + k] = at[N * k * L->sc + b];                                 \
        }                                                                               \
  }
NDS_BLOCK_COPY (nds_img_block_copy, double)
NDS_BLOCK_COPY (nds_img_block_copy_f, float)
#undef NDS_BLOCK_COPY

/* S = the spans of the rows and columns of nrow x ncol images under g */
int nds_spans_make (const nds_win *g, int64_t nrow, int64_t ncol, nds_spans *S)
{
  S->nrow = nrow;
  S->lo = nds_malloc ((size_t) (nrow + ncol), sizeof (int64_t));
  S->hi = nds_malloc ((size_t) (nrow + ncol), sizeof (int64_t));
  if (!S->lo || !S->hi)
    {
      nds_spans_free (S);
      return NDS_ENOMEM;
    }
  for (int64_t y = 0; y < nrow; y++)
    nds_win_span (y, g->kh, g->sh, g->ph, g->oh, &S->lo[y], &S->hi[y]);
  for (int64_t x = 0; x < ncol; x++)
    nds_win_span (x, g->kw, g->sw, g->pw, g->ow, &S->lo[nrow + x], &S->hi[nrow + x]);
  return NDS_OK;
}

void nds_spans_free (nds_spans *S)
{
  nds_free (S->lo);
  nds_free (S->hi);
  S->lo = S->hi = NULL;
}

void nds_cv_entries_free (nds_cv_entries *E)
{
  if (!E) return;
  nds_free (E->start);
  nds_free (E->e);
  E->start = NULL;
  E->e = NULL;
  E->nnz = E->nimg = 0;
}

void nds_cv_list_free (nds_cv_list *L)
{
  if (!L) return;
  nds_free (L->lin);
  nds_free (L->v);
  L->lin = NULL;
  L->v = NULL;
  L->n = 0;
}

/* E's arrays for nnz entries of nimg images, start zeroed; NDS_ENOMEM frees them */
static int entries_alloc (nds_cv_entries *E, int64_t nnz, int64_t nimg)
{
  E->nnz = nnz;
  E->nimg = nimg;
  E->nrow = E->ncol = 0;
  E->start = nds_calloc ((size_t) nimg + 2, sizeof (int64_t));
  E->e = nds_malloc ((size_t) nnz, sizeof (nds_cv_entry));
  if (!E->start || !E->e)
    {
      nds_cv_entries_free (E);
      return NDS_ENOMEM;
    }
  return NDS_OK;
}

/* start[] = the first entry of each image, from the counts in start[n+1]; *pos =
   a copy of start[0..nimg-1], the write positions of a counting sort */
static int entries_prefix (nds_cv_entries *E, int64_t **pos)
{
  for (int64_t n = 0; n < E->nimg; n++) E->start[n + 1] += E->start[n];
  *pos = nds_malloc ((size_t) E->nimg, sizeof (int64_t));
  if (!*pos)
    {
      nds_cv_entries_free (E);
      return NDS_ENOMEM;
    }
  memcpy (*pos, E->start, sizeof (int64_t) * (size_t) E->nimg);
  return NDS_OK;
}

/* put entry t at the write position of its image (a stable counting sort) */
static inline void entries_put (nds_cv_entries *E, int64_t *pos, int64_t img, int64_t c,
                                int64_t h, int64_t w, double v)
{
  E->e[pos[img]++] = (nds_cv_entry) {(int32_t) c, (int32_t) h, (int32_t) w, v};
}

/* 1 when x is an integer in 1..hi, as a subscript must be */
static inline int sub_ok (double x, int64_t hi)
{
  return x >= 1 && x <= (double) hi && x == (double) (int64_t) x;
}

/* blocks of a subscript column checked in parallel */
#define NDS_NBLK_SUBS 64

/* 1 when every x[t] (t < n) is an integer in 1..hi: without branches, so that it
   runs a vector at a time */
NDS_WIDE static int column_ok (const double *x, int64_t n, int64_t hi)
{
  const double top = (double) hi;
  int64_t bad = 0;
  for (int64_t t = 0; t < n; t++)
    {
      const double v = x[t], f = __builtin_floor (v);
      bad += (v < 1) + (v > top) + (v != f);     /* NaN: v != f */
    }
  return bad == 0;
}

/* the bounds of the m subscript columns: (image, channel, row, column), or in the
   2-D layout (image, column of the row) */
static void subs_bounds (const nds_img *im, int64_t *hi)
{
  hi[0] = im->n;
  if (im->rowmajor)
    hi[1] = im->c * im->h * im->w;
  else
    {
      hi[1] = im->c;
      hi[2] = im->h;
      hi[3] = im->w;
    }
}

/* the 0-based (img, c, h, w) of row t of the checked subs (m columns) */
static inline void subs_row (const double *subs, int64_t nnz, int64_t m, const nds_img *im,
                             int64_t t, int64_t *q)
{
  for (int64_t d = 0; d < 4; d++) q[d] = d < m ? (int64_t) subs[t + d * nnz] - 1 : 0;
  if (im->rowmajor) nds_img_decode (im, q[1], &q[1], &q[2], &q[3]);
}

/* E = the entries with 1-based subscripts subs (nnz x m) and values v (double) or
   vf (float) */
static int entries_subs (const double *subs, int64_t nnz, int64_t m, const double *v,
                         const float *vf, const nds_img *im, nds_cv_entries *E, nds_err *e)
{
  int64_t hi[4];
  if (!E || !im || nnz < 0 || m < 1 || m > (im->rowmajor ? 2 : 4)
      || (nnz && (!subs || (!v && !vf))))
    return NDS_EARG;
  if (im->c > INT32_MAX || im->h > INT32_MAX || im->w > INT32_MAX) return NDS_ETOOLARGE;
  subs_bounds (im, hi);
  /* every column checked in one parallel pass of blocks with no branch; the first
     bad subscript in column-major order looked for only when there is one */
  int ok = 1;
  #pragma omp parallel for schedule(static) reduction(&:ok) if (nnz > 100000)
  for (int64_t k = 0; k < m * NDS_NBLK_SUBS; k++)
    {
      const int64_t d = k / NDS_NBLK_SUBS, b = k % NDS_NBLK_SUBS;
      const int64_t lo = nds_blk (nnz, b, NDS_NBLK_SUBS), hi_t = nds_blk (nnz, b + 1, NDS_NBLK_SUBS);
      ok &= column_ok (subs + d * nnz + lo, hi_t - lo, hi[d]);
    }
  int64_t bad = -1, badcol = 0;
  for (int64_t d = 0; !ok && d < m && bad < 0; d++)
    for (int64_t t = 0; t < nnz; t++)
      if (!sub_ok (subs[t + d * nnz], hi[d]))
        {
          bad = t;
          badcol = d;
          break;
        }
  if (bad >= 0)
    {
      if (e) *e = (nds_err) {bad, badcol, subs[bad + badcol * nnz]};
      return NDS_ESUB;
    }
  int st = entries_alloc (E, nnz, im->n);
  if (st) return st;
  E->nrow = im->h;
  E->ncol = im->w;
  for (int64_t t = 0; t < nnz; t++) E->start[(int64_t) subs[t]]++;
  int64_t *pos;
  if ((st = entries_prefix (E, &pos))) return st;
  for (int64_t t = 0; t < nnz; t++)
    {
      int64_t q[4];
      subs_row (subs, nnz, m, im, t, q);
      entries_put (E, pos, q[0], q[1], q[2], q[3], v ? v[t] : (double) vf[t]);
    }
  nds_free (pos);
  return NDS_OK;
}

/* E = the entries of subs with double values v (see nds_conv.h) */
int nds_cv_entries_subs (const double *subs, int64_t nnz, int64_t m, const double *v,
                         const nds_img *im, nds_cv_entries *E, nds_err *e)
{
  return entries_subs (subs, nnz, m, v, NULL, im, E, e);
}

/* E = the entries of subs with float values v */
int nds_cv_entries_subs_f (const double *subs, int64_t nnz, int64_t m, const float *v,
                           const nds_img *im, nds_cv_entries *E, nds_err *e)
{
  return entries_subs (subs, nnz, m, NULL, v, im, E, e);
}

/* E = the entries of the CSC matrix (rows: images, columns: offsets in an image) */
int nds_cv_entries_csc (const int64_t *colp, const int64_t *rowi, const double *x,
                        int64_t ncol, const nds_img *im, nds_cv_entries *E)
{
  if (!E || !im || !colp || ncol != im->c * im->h * im->w) return NDS_EARG;
  if (im->c > INT32_MAX || im->h > INT32_MAX || im->w > INT32_MAX) return NDS_ETOOLARGE;
  const int64_t nnz = colp[ncol];
  if (nnz < 0 || (nnz && (!rowi || !x))) return NDS_EARG;
  for (int64_t k = 0; k < nnz; k++)
    if (rowi[k] < 0 || rowi[k] >= im->n) return NDS_EARG;
  int st = entries_alloc (E, nnz, im->n);
  if (st) return st;
  E->nrow = im->h;
  E->ncol = im->w;
  for (int64_t k = 0; k < nnz; k++) E->start[rowi[k] + 1]++;
  int64_t *pos;
  if ((st = entries_prefix (E, &pos))) return st;
  for (int64_t j = 0; j < ncol; j++)
    {
      int64_t c, h, w;
      nds_img_decode (im, j, &c, &h, &w);
      for (int64_t k = colp[j]; k < colp[j + 1]; k++)
        entries_put (E, pos, rowi[k], c, h, w, x[k]);
    }
  nds_free (pos);
  return NDS_OK;
}
