/* nds_conv.h: the deep-learning wing: 2-D convolution and pooling of NCHW image batches */
#ifndef NDS_CONV_H
#define NDS_CONV_H

#include "../core/nds.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A batch of N images of C channels, H rows and W columns, and its array's layout:
   element (n, c, h, w), 0-based, is at n + N * (c*sc + h*sh + w*sw).  Both layouts
   ndsparse reads put the image fastest: Octave's N x C x H x W array (sc = 1, sh = C,
   sw = C*H) and SystemML's N x (C*H*W) matrix whose rows hold each image in row-major
   order, W fastest, then H, then C (sc = H*W, sh = W, sw = 1). */
typedef struct {
  int64_t n, c, h, w;
  int rowmajor;              /* 1: SystemML's 2-D layout */
  int64_t sc, sh, sw;
} nds_img;

/* A window swept over the rows and columns of the images: kh x kw taps, strides sh
   and sw, zero padding ph and pw on each side, giving oh x ow positions with
   oh = (H + 2 ph - kh) / sh + 1 (rounded down), as cuDNN and PyTorch define them. */
typedef struct {
  int64_t kh, kw, sh, sw, ph, pw, oh, ow;
} nds_win;

/* A stored entry of an image: 0-based channel, row and column, and its value (one
   struct, so that the counting sort by image writes one stream per image) */
typedef struct {
  int32_t c, h, w;
  double v;
} nds_cv_entry;

/* The stored entries of a batch grouped by image, in their input order within each:
   image n holds entries e[start[n]] .. e[start[n+1]-1].  Built by nds_cv_entries_*
   (channels, rows and columns below 2^31), freed by nds_cv_entries_free. */
typedef struct {
  int64_t nnz, nimg;
  int64_t nrow, ncol;        /* the rows and columns of the images */
  int64_t *start;
  nds_cv_entry *e;
} nds_cv_entries;

/* The outputs of a window sweep that each row and column of its images reach: row
   y reaches output rows lo[y] .. hi[y]-1, column x output columns lo[nrow + x] ..
   hi[nrow + x]-1 (nds_win_span, tabulated once per call instead of dividing by the
   stride per entry).  Built by nds_spans_make, freed by nds_spans_free. */
typedef struct {
  int64_t nrow;
  int64_t *lo, *hi;
} nds_spans;

/* Sparse results of the pooling wing: n entries at the 0-based linear indices lin of
   a batch's array (increasing), values v. */
typedef struct {
  int64_t n;
  int64_t *lin;
  double *v;
} nds_cv_list;

/* ---- shapes (nds_conv_shape.c) ---- */
/* *im = the batch of size n x c x h x w in Octave's 4-D layout or (rowmajor)
   SystemML's 2-D one; NDS_ETOOLARGE when its element count passes 2^53 */
int nds_img_set (nds_img *im, int64_t n, int64_t c, int64_t h, int64_t w, int rowmajor);
/* the (c, h, w) of offset off = c*sc + h*sh + w*sw of an image of im */
static inline void nds_img_decode (const nds_img *im, int64_t off, int64_t *c, int64_t *h,
                                   int64_t *w)
{
  if (im->rowmajor)
    {
      *w = off % im->w;
      off /= im->w;
      *h = off % im->h;
      *c = off / im->h;
    }
  else
    {
      *c = off % im->c;
      off /= im->c;
      *h = off % im->h;
      *w = off / im->h;
    }
}
/* the offset of (c, h, w) within an image of im's array */
static inline int64_t nds_img_off (const nds_img *im, int64_t c, int64_t h, int64_t w)
{
  return c * im->sc + h * im->sh + w * im->sw;
}
/* NDS_OK when the window fits the images of in: taps, strides positive, padding
   non-negative and the output size consistent with the formula above */
int nds_win_check (const nds_win *g, const nds_img *in);
/* rows [*lo, *hi) of an output range along one axis (taps k, stride s, padding p,
   n outputs) whose windows hold input coordinate y */
static inline void nds_win_span (int64_t y, int64_t k, int64_t s, int64_t p, int64_t n,
                                 int64_t *lo, int64_t *hi)
{
  const int64_t a = y + p - k + 1, b = y + p;      /* o*s must lie in [a, b] */
  int64_t l, h;
  if (s == 1)                                       /* no division: the common case */
    {
      l = a <= 0 ? 0 : a;
      h = b;
    }
  else
    {
      l = a <= 0 ? 0 : (a + s - 1) / s;
      h = b < 0 ? -1 : b / s;
    }
  if (h > n - 1) h = n - 1;
  *lo = l;
  *hi = h + 1 > l ? h + 1 : l;
}
/* Images n0 .. n0+nb-1 of the array A (layout L, K = L->c channels) against the
   block buf that holds them image by image, K values per position (row-major):
   buf = A (to_array 0) or A = buf (to_array 1).  A's image-fastest layout gives the
   nb images of a channel and position side by side, a cache line at a time. */
void nds_img_block_copy (double *buf, int64_t nb, const nds_img *L, int64_t n0, double *A,
                         int to_array);
/* the same for float values */
void nds_img_block_copy_f (float *buf, int64_t nb, const nds_img *L, int64_t n0, float *A,
                           int to_array);
/* the output rows [*ylo, *yhi) and columns [*xlo, *xhi) that cell (y, x) reaches */
static inline void nds_spans_at (const nds_spans *S, int64_t y, int64_t x, int64_t *ylo,
                                 int64_t *yhi, int64_t *xlo, int64_t *xhi)
{
  *ylo = S->lo[y];
  *yhi = S->hi[y];
  *xlo = S->lo[S->nrow + x];
  *xhi = S->hi[S->nrow + x];
}
/* S = the spans of the rows and columns of nrow x ncol images under g */
int nds_spans_make (const nds_win *g, int64_t nrow, int64_t ncol, nds_spans *S);
void nds_spans_free (nds_spans *S);
/* subs (n x 4: image, channel, row, column; or n x 2 in the 2-D layout: image,
   column) = the 1-based subscripts of the linear indices lin of im's array */
void nds_img_subs (const nds_img *im, const int64_t *lin, int64_t n, int64_t *subs);

/* ---- entries (nds_conv_shape.c) ---- */
/* E = the entries with 1-based subscripts subs (nnz x m, column-major) and values v:
   (image, channel, row, column) with dims past m equal to 1, or in the 2-D layout
   (image, column of the row); NDS_ESUB with e set for a subscript outside im,
   NDS_ETOOLARGE for images of 2^31 channels, rows or columns */
int nds_cv_entries_subs (const double *subs, int64_t nnz, int64_t m, const double *v,
                         const nds_img *im, nds_cv_entries *E, nds_err *e);
/* the same for float values v */
int nds_cv_entries_subs_f (const double *subs, int64_t nnz, int64_t m, const float *v,
                           const nds_img *im, nds_cv_entries *E, nds_err *e);
/* E = the entries of a CSC matrix (colp ncol+1, rowi, x) of N x (C*H*W): row =
   image, column = offset in an image of im's layout (SystemML's 2-D form, or the
   mode-1 unfolding of the 4-D array) */
int nds_cv_entries_csc (const int64_t *colp, const int64_t *rowi, const double *x,
                        int64_t ncol, const nds_img *im, nds_cv_entries *E);
void nds_cv_entries_free (nds_cv_entries *E);
void nds_cv_list_free (nds_cv_list *L);

/* ---- convolution from the stored entries (nds_conv_sparse.c) ---- */
/* Y (layout out: N x K x ., every element written) = the entries E of a batch of A
   channels swept through the taps of g, with the weight vector of source channel a
   and tap (i, j) the K values Wt[K*(a + A*(i + kh*j))...].  transposed 0, the
   forward convolution: entry (n, a, h, w) adds v*Wt(:, a, i, j) to Y(n, :, y, x) where
   h = y*sh - ph + i, w = x*sw - pw + j (out is oh x ow).  transposed 1, the gradient
   of the data: the entries are dY on the oh x ow grid and entry (n, a, y, x) adds to
   Y(n, :, y*sh - ph + i, x*sw - pw + j) of the H x W grid of out. */
int nds_conv_scatter (const nds_cv_entries *E, int64_t A, const double *Wt, int64_t K,
                      const nds_win *g, int transposed, const nds_img *out, double *Y);
/* dW (F x C x kh x kw, Octave's order) = the gradient of the filter: the sum over the
   entries (n, c, h, w, v) of X and the taps (i, j) reaching an output (y, x) of
   v * dY(n, :, y, x); dY full in layout dyl (N x F x oh x ow) */
int nds_conv_filter_sparse (const nds_cv_entries *E, int64_t C, const double *dY,
                            const nds_img *dyl, const nds_win *g, double *dW);

/* dX (layout out, N x C x H x W) = the gradient of the data from the entries E of
   dY (F channels on the oh x ow grid) and W (F x C x kh x kw, Octave's order) */
int nds_conv_data_sparse (const nds_cv_entries *E, const double *W, int64_t F,
                          const nds_win *g, const nds_img *out, double *dX);
/* the same three for float weights, dY and results (single operands: the entries'
   values converted to float, products and sums in float) */
int nds_conv_scatter_f (const nds_cv_entries *E, int64_t A, const float *Wt, int64_t K,
                        const nds_win *g, int transposed, const nds_img *out, float *Y);
int nds_conv_filter_sparse_f (const nds_cv_entries *E, int64_t C, const float *dY,
                              const nds_img *dyl, const nds_win *g, float *dW);
int nds_conv_data_sparse_f (const nds_cv_entries *E, const float *W, int64_t F,
                            const nds_win *g, const nds_img *out, float *dX);

/* ---- convolution of full arrays: im2col and GEMM (nds_conv_dense.c) ---- */
/* Y (layout out, N x F x oh x ow) = the cross-correlation of X (layout in) with W
   (F x C x kh x kw, Octave's order), zero padding */
int nds_conv_dense (const double *X, const nds_img *in, const double *W, int64_t F,
                    const nds_win *g, const nds_img *out, double *Y);
/* dW (F x C x kh x kw) = the gradient of the filter from X (layout in) and dY
   (layout dyl, N x F x oh x ow) */
int nds_conv_dense_filter (const double *X, const nds_img *in, const double *dY,
                           const nds_img *dyl, const nds_win *g, double *dW);
/* dX (layout out, N x C x H x W, every element written) = the gradient of the data
   from dY (layout dyl) and W (F x C x kh x kw) */
int nds_conv_dense_data (const double *dY, const nds_img *dyl, const double *W,
                         const nds_win *g, const nds_img *out, double *dX);
/* the same three for float values (single operands: computed in single, the products
   by sgemm) */
int nds_conv_dense_f (const float *X, const nds_img *in, const float *W, int64_t F,
                      const nds_win *g, const nds_img *out, float *Y);
int nds_conv_dense_filter_f (const float *X, const nds_img *in, const float *dY,
                             const nds_img *dyl, const nds_win *g, float *dW);
int nds_conv_dense_data_f (const float *dY, const nds_img *dyl, const float *W,
                           const nds_win *g, const nds_img *out, float *dX);

/* ---- pooling (nds_pool.c: full arrays; nds_pool_sparse.c: stored entries) ---- */
/* the window rule of max pooling: v takes over from the best so far b when it is
   larger, or when it is the window's first NaN (a NaN is never replaced) */
static inline int nds_pool_wins (double v, double b)
{
  return b == b && (v > b || v != v);
}
/* the image cells [*r0, *r1) x [*c0, *c1) of window (yo, xo), and its top-left
   corner (*h0, *w0) in padded coordinates */
static inline void nds_window_cells (const nds_img *in, const nds_win *g, int64_t yo,
                                     int64_t xo, int64_t *h0, int64_t *w0, int64_t *r0,
                                     int64_t *r1, int64_t *c0, int64_t *c1)
{
  *h0 = yo * g->sh - g->ph;
  *w0 = xo * g->sw - g->pw;
  *r0 = *h0 < 0 ? 0 : *h0;
  *r1 = *h0 + g->kh < in->h ? *h0 + g->kh : in->h;
  *c0 = *w0 < 0 ? 0 : *w0;
  *c1 = *w0 + g->kw < in->w ? *w0 + g->kw : in->w;
}
/* A max-pool window: the best stored value, its cell (i*kw + j) and the mask of its
   cells stored. */
typedef struct {
  double best;
  int64_t cell;
  uint64_t mask;
} nds_wstate;
/* 1 when value v at cell cv beats the best b at cell cb by the max pool's rule, the
   cells' row-major order breaking ties (the entries come in any order) */
static inline int nds_pool_beats (double v, int64_t cv, double b, int64_t cb)
{
  if (b != b) return v != v && cv < cb;
  if (v != v) return 1;
  return v > b || (v == b && cv < cb);
}
/* w takes the stored value v at cell cell into account */
static inline void nds_wstate_add (nds_wstate *w, double v, int64_t cell)
{
  if (!w->mask || nds_pool_beats (v, cell, w->best, w->cell))
    {
      w->best = v;
      w->cell = cell;
    }
  w->mask |= (uint64_t) 1 << cell;
}
/* the max of the window of state w whose image cells are the mask real, and in
   *cell its winner: a cell not stored is a zero, the first of them (row-major) the
   one that wins when zero is the max */
static inline double nds_window_max (const nds_wstate *w, uint64_t real, int64_t *cell)
{
  const uint64_t zeros = real & ~w->mask;
  if (!w->mask)
    {
      *cell = __builtin_ctzll (real);
      return 0;
    }
  if (zeros && w->best == w->best && w->best <= 0)
    {
      const int64_t z = __builtin_ctzll (zeros);
      *cell = w->best == 0 && w->cell < z ? w->cell : z;
      return 0;
    }
  *cell = w->cell;
  return w->best;
}
/* real[yo*ow + xo] = the mask of the image cells of window (yo, xo) of in (windows
   of at most 64 cells); NULL when out of memory */
uint64_t *nds_pool_real_masks (const nds_img *in, const nds_win *g);
/* 1 when in, g and out describe one pooling: out of N x C x oh x ow, every max
   window (avg 0) holding an image cell */
int nds_pool_check (const nds_img *in, const nds_win *g, const nds_img *out, int avg);
/* Y (layout out, N x C x oh x ow) = the max (avg 0) or the mean (avg 1, divided by
   kh*kw, padded cells counted) of each window of the full X (layout in).  A max
   takes the first NaN of its window, else the largest value, and padded cells never
   take part (every window must hold a cell of the image: ph < kh, pw < kw) */
int nds_pool_dense (const double *X, const nds_img *in, const nds_win *g, int avg,
                    const nds_img *out, double *Y);
/* dX (layout in, every element written) = the gradient of the pooling: each dY
   (layout dyl) added at its window's winner (avg 0: the first cell of the window, in
   row-major order, holding its max; X is read) or spread over its window's cells
   divided by kh*kw (avg 1: X is not read and may be NULL) */
int nds_pool_dense_back (const double *X, const nds_img *in, const double *dY,
                         const nds_img *dyl, const nds_win *g, int avg, double *dX);
/* the same two for float values (single batches: computed in single, the max exact,
   sums in float) */
int nds_pool_dense_f (const float *X, const nds_img *in, const nds_win *g, int avg,
                      const nds_img *out, float *Y);
int nds_pool_dense_back_f (const float *X, const nds_img *in, const float *dY,
                           const nds_img *dyl, const nds_win *g, int avg, float *dX);
/* R = the windows of the entries E (a batch of layout in) whose max is nonzero: lin
   in layout out (N x C x oh x ow), in increasing order, the same max as
   nds_pool_dense where every cell not stored is zero */
int nds_pool_max_sparse (const nds_cv_entries *E, const nds_img *in, const nds_win *g,
                         const nds_img *out, nds_cv_list *R);
/* R = the gradient of the max pool of E: each nonzero dY (full, layout dyl) added
   at the linear index in in's layout of its window's winner; in increasing order,
   the dY of windows sharing a winner summed in window order, zero sums dropped */
int nds_pool_max_sparse_back (const nds_cv_entries *E, const nds_img *in, const nds_win *g,
                              const double *dY, const nds_img *dyl, nds_cv_list *R);
/* Y (layout out, every element written) = the average pool of the entries E of a
   batch of layout in */
int nds_pool_avg_sparse (const nds_cv_entries *E, const nds_img *in, const nds_win *g,
                         const nds_img *out, double *Y);

/* ---- max pooling from the storage order (nds_pool_sorted.c) ---- */
/* A 4-D batch's stored entries as an ndsparse keeps them: 1-based coordinates, one
   array per dim (image n, channel c, row h, column w), in column-major order (w most
   significant, n fastest), distinct; values v, or (single values) vf when v is
   NULL: the max pools compare and copy them exactly either way. */
typedef struct {
  int64_t nnz;
  const int64_t *n, *c, *h, *w;
  const double *v;
  const float *vf;
} nds_cv_sorted;

/* Entries of a 4-D result in column-major order, by groups: group s is the cell
   (row s % rows, column s / rows) of the result's images and holds entries
   start[s] .. start[s+1]-1 (n in all), each a channel and an image (cn[2j], cn[2j+1],
   0-based, increasing within a group) and a value v[j], kept at rows j = at[s] ..
   at[s] + start[s+1]-start[s] - 1 (groups may leave rows unused between them).
   Freed by nds_cv_runs_free. */
typedef struct {
  int64_t n, ngroup, rows;
  int64_t *start, *at;
  int32_t *cn;
  double *v;
} nds_cv_runs;

/* 1 when the storage path takes the max pool (back 0) or its gradient (back 1) of
   batches in, windows g: 4-D layout, windows of at most 64 cells, an image's
   channels times images (C*N), its cells (H*W) and the output cells (oh*ow) below
   2^26, for the gradient windows that do not overlap (strides at least the window)
   and C*N*kh*kw below 2^26 too (the buffer of its dense passes) */
int nds_pool_sorted_fits (const nds_img *in, const nds_win *g, int back);
/* R = the nonzero maxima of the windows of the sorted entries S (layout in), grouped
   by output cell (rows oh); NDS_EARG when S is not sorted, distinct and inside in */
int nds_pool_max_sorted (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                         const nds_img *out, nds_cv_runs *R);
/* Y (full, layout out, every element written) = the average pool of S, the same
   sums as nds_pool_dense's (cells in row-major order) */
int nds_pool_avg_sorted (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                         const nds_img *out, double *Y);
/* dX (full, 4-D layout in, every element written) = the average pool's gradient of
   dY (4-D layout dyl), gathered cell by cell: each image cell's C*N values (side by
   side in dX) the sum, in window order, of dY/(kh*kw) over the windows holding it; the
   same values as nds_pool_dense_back's, one pass over dX, no zeroing first */
int nds_pool_avg_back_gather (const nds_img *in, const double *dY, const nds_img *dyl,
                              const nds_win *g, double *dX);
/* the same for float values */
int nds_pool_avg_back_gather_f (const nds_img *in, const float *dY, const nds_img *dyl,
                                const nds_win *g, float *dX);
/* The winners of a max pool's windows whose dY is nonzero, for its gradient when
   windows do not overlap (each image cell in one window at most, so each window's
   dY lands alone on its winner): nout of them, the gradient's entries; cell[l] the
   winning cell (i*kw + j) of window l (dY's 4-D layout), 255 when dY(l) is zero;
   count[(xo*oh + yo)*kh*kw + q] the windows of output cell (yo, xo) won at cell q.
   Made by nds_pool_winners_find (or _find_f, dYf: float dY), which keeps copies
   of in and g and the pointer dY; freed by nds_pool_winners_free. */
typedef struct {
  int64_t nout;
  nds_img in;
  nds_win g;
  const double *dY;
  const float *dYf;
  uint8_t *cell;
  int64_t *count;
} nds_pool_winners;
/* P = the winners (the first cell in row-major order holding the max; a cell not
   stored is a zero) of the windows of the sorted entries S (layout in) whose dY
   (full, 4-D layout dyl) is nonzero, NaN included; NDS_EARG when S is not sorted,
   distinct and inside in, or nds_pool_sorted_fits (in, g, 1) is 0 */
int nds_pool_winners_find (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                           const double *dY, const nds_img *dyl, nds_pool_winners *P);
/* the same for a float dY (single gradients) */
int nds_pool_winners_find_f (const nds_cv_sorted *S, const nds_img *in, const nds_win *g,
                             const float *dY, const nds_img *dyl, nds_pool_winners *P);
/* subs (P->nout x 4, column-major, 1-based: image, channel, row, column) and v = the
   max pool's gradient in storage order: each nonzero dY at its window's winner */
int nds_pool_winners_write (const nds_pool_winners *P, int64_t *subs, double *v);
/* the same with float values v, of winners of a float dY (nds_pool_winners_find_f) */
int nds_pool_winners_write_f (const nds_pool_winners *P, int64_t *subs, float *v);
void nds_pool_winners_free (nds_pool_winners *P);
/* subs (R->n x 4, column-major, 1-based: image, channel, row, column) and v = the
   entries of R */
void nds_cv_runs_write (const nds_cv_runs *R, int64_t *subs, double *v);
/* the same with float values v (the maxima of float values: exact) */
void nds_cv_runs_write_f (const nds_cv_runs *R, int64_t *subs, float *v);
void nds_cv_runs_free (nds_cv_runs *R);

#ifdef __cplusplus
}
#endif

#endif
