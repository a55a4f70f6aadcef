/* nds_conv_shape.c: image batch layouts, window geometry and entry lists of the conv wing */
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

/* 1-based subscripts of the linear indices lin of im's array */
void nds_img_subs (const nds_img *im, const int64_t *lin, int64_t n, double *subs)
{
  #pragma omp parallel for schedule(static) if (n > 100000)
  for (int64_t t = 0; t < n; t++)
    {
      const int64_t img = lin[t] % im->n, off = lin[t] / im->n;
      subs[t] = (double) (img + 1);
      if (im->rowmajor)
        subs[t + n] = (double) (off + 1);
      else
        {
          int64_t c, h, w;
          nds_img_decode (im, off, &c, &h, &w);
          subs[t + n] = (double) (c + 1);
          subs[t + 2 * n] = (double) (h + 1);
          subs[t + 3 * n] = (double) (w + 1);
        }
    }
}

void nds_cv_entries_free (nds_cv_entries *E)
{
  if (!E) return;
  nds_free (E->start);
  nds_free (E->c);
  nds_free (E->h);
  nds_free (E->w);
  nds_free (E->v);
  E->start = E->c = E->h = E->w = NULL;
  E->v = NULL;
  E->nnz = E->nimg = 0;
}

void nds_cv_list_free (nds_cv_list *L)
{
  if (!L) return;
  nds_free (L->lin);
  nds_free (L->win);
  nds_free (L->v);
  L->lin = L->win = NULL;
  L->v = NULL;
  L->n = 0;
}

/* E's arrays for nnz entries of nimg images, start zeroed; NDS_ENOMEM frees them */
static int entries_alloc (nds_cv_entries *E, int64_t nnz, int64_t nimg)
{
  E->nnz = nnz;
  E->nimg = nimg;
  E->start = nds_calloc ((size_t) nimg + 2, sizeof (int64_t));
  E->c = nds_malloc ((size_t) nnz, sizeof (int64_t));
  E->h = nds_malloc ((size_t) nnz, sizeof (int64_t));
  E->w = nds_malloc ((size_t) nnz, sizeof (int64_t));
  E->v = nds_malloc ((size_t) nnz, sizeof (double));
  if (!E->start || !E->c || !E->h || !E->w || !E->v)
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
  const int64_t k = pos[img]++;
  E->c[k] = c;
  E->h[k] = h;
  E->w[k] = w;
  E->v[k] = v;
}

/* 1 when x is an integer in 1..hi, as a subscript must be */
static inline int sub_ok (double x, int64_t hi)
{
  return x >= 1 && x <= (double) hi && x == (double) (int64_t) x;
}

/* the 0-based (img, c, h, w) of row t of subs (m columns, 4-D or 2-D layout), or 0
   with e set */
static int subs_row (const double *subs, int64_t nnz, int64_t m, const nds_img *im,
                     int64_t t, int64_t *q, nds_err *e)
{
  const int64_t four[4] = {im->n, im->c, im->h, im->w};
  const int64_t two[2] = {im->n, im->c * im->h * im->w};
  const int64_t *hi = im->rowmajor ? two : four;
  for (int64_t d = 0; d < m; d++)
    {
      const double x = subs[t + d * nnz];
      if (!sub_ok (x, hi[d]))
        {
          if (e) *e = (nds_err) {t, d, x};
          return 0;
        }
      q[d] = (int64_t) x - 1;
    }
  for (int64_t d = m; d < 4; d++) q[d] = 0;
  if (im->rowmajor)
    nds_img_decode (im, q[1], &q[1], &q[2], &q[3]);
  return 1;
}

/* E = the entries with 1-based subscripts subs (nnz x m) and values v */
int nds_cv_entries_subs (const double *subs, int64_t nnz, int64_t m, const double *v,
                         const nds_img *im, nds_cv_entries *E, nds_err *e)
{
  int64_t q[4];
  if (!E || !im || nnz < 0 || m < 1 || m > (im->rowmajor ? 2 : 4) || (nnz && (!subs || !v)))
    return NDS_EARG;
  int st = entries_alloc (E, nnz, im->n);
  if (st) return st;
  for (int64_t t = 0; t < nnz; t++)
    {
      if (!subs_row (subs, nnz, m, im, t, q, e))
        {
          nds_cv_entries_free (E);
          return NDS_ESUB;
        }
      E->start[q[0] + 1]++;
    }
  int64_t *pos;
  if ((st = entries_prefix (E, &pos))) return st;
  for (int64_t t = 0; t < nnz; t++)
    {
      subs_row (subs, nnz, m, im, t, q, NULL);
      entries_put (E, pos, q[0], q[1], q[2], q[3], v[t]);
    }
  nds_free (pos);
  return NDS_OK;
}

/* E = the entries of the CSC matrix (rows: images, columns: offsets in an image) */
int nds_cv_entries_csc (const int64_t *colp, const int64_t *rowi, const double *x,
                        int64_t ncol, const nds_img *im, nds_cv_entries *E)
{
  if (!E || !im || !colp || ncol != im->c * im->h * im->w) return NDS_EARG;
  const int64_t nnz = colp[ncol];
  if (nnz < 0 || (nnz && (!rowi || !x))) return NDS_EARG;
  for (int64_t k = 0; k < nnz; k++)
    if (rowi[k] < 0 || rowi[k] >= im->n) return NDS_EARG;
  int st = entries_alloc (E, nnz, im->n);
  if (st) return st;
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
