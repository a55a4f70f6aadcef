/* nds_rowsparse.h: the row-sparse wing: arrays of a few dense rows, sparse dot,
   lazy optimizer updates and the parameters they update in place */
#ifndef NDS_ROWSPARSE_H
#define NDS_ROWSPARSE_H

#include "../core/nds.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Vocabulary.  A row-sparse array of n rows and row width w (the product of its
   other dims) stores k rows: idx[0..k-1], strictly increasing 1-based row numbers,
   and data, k-by-w column-major (data[t + k*c] is element c of row idx[t]).
   A dense n-by-w array is addressed through a stride pair: element (r, c), 0-based,
   is at x[r*rs + c*cs]; Octave's column-major arrays have rs = 1, cs = n, the
   row-major storage of a parameter (nds_param) rs = w, cs = 1. */

typedef struct {
  double *x;       /* NULL: absent (an optimizer state that is not kept) */
  int64_t rs, cs;  /* strides of a row and of a column */
} nds_strided;
/* the same for an array of floats (single values) */
typedef struct {
  float *x;
  int64_t rs, cs;
} nds_strided_f;

/* ---- rows of dense arrays (nds_rowsparse.c) ---- */
/* 1 when idx[0..k-1] are strictly increasing row numbers in 1..n */
int nds_rsp_idx_ok (const int64_t *idx, int64_t k, int64_t n);
/* mark[r] = 1 when row r of the column-major n-by-w array A holds a nonzero (NaN
   counts), else 0; *k = the number of marked rows */
void nds_rsp_mark (const double *A, int64_t n, int64_t w, unsigned char *mark, int64_t *k);
/* idx = the k marked rows (1-based, increasing), data (k-by-w) = those rows of A */
void nds_rsp_gather (const double *A, int64_t n, int64_t w, const unsigned char *mark,
                     int64_t k, int64_t *idx, double *data);
/* F (n-by-w, column-major, every element written) = the rows idx of data, zero
   elsewhere; NDS_ESUB unless idx passes nds_rsp_idx_ok */
int nds_rsp_scatter (const int64_t *idx, int64_t k, const double *data, int64_t n,
                     int64_t w, double *F);

/* ---- sparse dot (nds_rowsparse_dot.c) ---- */
/* The sparse operand X is m-by-n in CSC form: colp[0..n], rowi and x (0-based rows,
   sorted or not), passed as one struct.  Results are column-major. */
typedef struct {
  int64_t m, n;
  const int64_t *colp, *rowi;
  const double *x;
} nds_rsp_csc;
/* number of columns of X that hold entries */
int64_t nds_rsp_tdot_rows (const int64_t *colp, int64_t n);
/* X.' * D as row-sparse: idx = the k columns of X that hold entries (1-based),
   G (k-by-p) = their products with D (m-by-p); each sum taken in entry order */
int nds_rsp_tdot (const nds_rsp_csc *X, const double *D, int64_t p, int64_t k, int64_t *idx,
                  double *G);
/* Y (m-by-p, every element written) = X * W for W n-by-p given by its stored rows:
   idx[0..k-1] (NDS_ESUB unless they pass nds_rsp_idx_ok) and row t at W.x + t*W.rs;
   idx NULL: every row stored (k = n) */
int nds_rsp_dot (const nds_rsp_csc *X, const int64_t *idx, int64_t k, nds_strided W,
                 int64_t p, double *Y);

/* ---- optimizers (nds_optim.c) ---- */
typedef enum { NDS_SGD = 0, NDS_ADAM, NDS_ADAGRAD } nds_optim_kind;

/* an optimizer's constants; clip <= 0: no clipping */
typedef struct {
  nds_optim_kind kind;
  double lr, momentum, wd, rescale, clip, beta1, beta2, eps;
} nds_optim;

/* the learning rate of step t (1, 2, ...): for Adam bias-corrected,
   lr * sqrt (1 - beta2^t) / (1 - beta1^t), as MXNet and PyTorch's SparseAdam do */
double nds_optim_lr (const nds_optim *o, int64_t t);
/* Step t (>= 1) on the n-by-w weight W and its states (SGD: S1 = momentum, may be
   absent; Adam: S1 = mean, S2 = variance; AdaGrad: S1 = history) with the
   gradient's stored rows idx[0..k-1] and G (k-by-w, column-major).  lazy: only
   rows idx are read or written; else every row, a row not in idx taking a zero
   gradient.  NDS_ESUB (nothing written) unless idx passes nds_rsp_idx_ok;
   NDS_EARG when a state the method needs is absent. */
int nds_optim_step (const nds_optim *o, int64_t t, int lazy, int64_t n, int64_t w,
                    nds_strided W, nds_strided S1, nds_strided S2, const int64_t *idx,
                    int64_t k, const double *G);
/* the same step on float arrays, computed in float as MXNet's float32 kernels do
   (the constants rounded to float; Adam's corrected lr computed in double first) */
int nds_optim_step_f (const nds_optim *o, int64_t t, int lazy, int64_t n, int64_t w,
                      nds_strided_f W, nds_strided_f S1, nds_strided_f S2,
                      const int64_t *idx, int64_t k, const float *G);
/* dst[0..bytes-1] = src[0..bytes-1], in parallel when large */
void nds_optim_copy (void *dst, const void *src, size_t bytes);

/* ---- parameters updated in place (nds_param.c) ---- */
/* a weight of n rows of width w and its ns (0..2) optimizer states, owned by the
   engine in one block of rows: row r holds the weight's row r, then each state's
   (a lazy step reads and writes one contiguous run per gradient row) */
typedef struct {
  int64_t n, w;
  int ns;
  int64_t t;       /* steps taken */
  int single;      /* 1: the block holds floats (Wf, Sf), else doubles (W, S) */
  double *W;       /* the block; its row stride is (1 + ns) * w */
  double *S[2];    /* state i's first row, inside the block */
  float *Wf;       /* the same for a single parameter */
  float *Sf[2];
} nds_param;

/* *P = a parameter holding a copy of W0 (column-major n-by-w) and ns states, each
   a copy of S0[i] (column-major) or zeros when S0 or S0[i] is NULL, t steps taken */
int nds_param_new (int64_t n, int64_t w, int ns, const double *W0,
                   const double *const *S0, int64_t t, nds_param **P);
void nds_param_free (nds_param *P);
/* the strided view of the weight (which 0) or of state which (1..ns) */
nds_strided nds_param_array (const nds_param *P, int which);
/* out (n-by-w, column-major) = the weight (which 0) or state which (1..ns) */
int nds_param_read (const nds_param *P, int which, double *out);
/* out (k-by-w, column-major) = rows idx[0..k-1] (1-based, any order) of the weight */
int nds_param_rows (const nds_param *P, const int64_t *idx, int64_t k, double *out);
/* the next step of o (step P->t + 1, counted on success) in place, as nds_optim_step */
int nds_param_step (nds_param *P, const nds_optim *o, int lazy, const int64_t *idx,
                    int64_t k, const double *G);
/* The same on a single parameter (a block of floats, steps computed in float as
   nds_optim_step_f); each function of one type returns NDS_EARG on a parameter of
   the other, and nds_param_array (_f) gives x NULL for it. */
int nds_param_new_f (int64_t n, int64_t w, int ns, const float *W0,
                     const float *const *S0, int64_t t, nds_param **P);
nds_strided_f nds_param_array_f (const nds_param *P, int which);
int nds_param_read_f (const nds_param *P, int which, float *out);
int nds_param_rows_f (const nds_param *P, const int64_t *idx, int64_t k, float *out);
int nds_param_step_f (nds_param *P, const nds_optim *o, int lazy, const int64_t *idx,
                      int64_t k, const float *G);

#ifdef __cplusplus
}
#endif

#endif
