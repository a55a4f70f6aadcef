/* nds_kern.h: CSC interoperation and contraction kernels of the ndsparse engine */
#ifndef NDS_KERN_H
#define NDS_KERN_H

#include "nds.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Parallel kernels split their work into NDS_NBLK blocks fixed by the data alone
   and combine per-block results in block order, so the result bits do not depend
   on the number of threads. */
#define NDS_NBLK 16
/* scatter kernels keep this many partial results (at most), summed in order */
#define NDS_NPART 4

/* ---- CSC (nds_csc.c) ---- */
/* CSC arrays (colp nc+1, rowi and ox nnz) of the unfolding of the sorted distinct
   entries (s, x; n rows) with rows = dims rd[0..nrd-1], columns = cd[0..ncd-1]
   (0-based dims); rows sorted within columns */
int nds_csc (const int64_t *s, const void *x, int64_t n, const int64_t *shape,
             const int64_t *rd, int64_t nrd, const int64_t *cd, int64_t ncd, nds_vtype vt,
             int64_t nc, int64_t *colp, int64_t *rowi, void *ox);

/* ---- contraction of one mode with a matrix: ttm, ttv (nds_ttm.c) ---- */
/* G = the fibers of mode `mode` present in sorted entries s (n rows, m <= 64 dims):
   the groups of entries equal in every other dim, in the column-major order of
   those dims (nds_group_kept); free with nds_groups_free */
int nds_fibers (const int64_t *s, int64_t n, int64_t m, const int64_t *shape, int64_t mode,
                nds_groups *G);
/* y[g*J + j] = sum over fiber g of x(e) * M(j, s(e,mode)); M is J-by-shape[mode] */
void nds_fibers_apply (const nds_groups *F, const int64_t *s, const double *x,
                       int64_t mode, const double *M, int64_t J, double *y);
/* Y (zero-filled, shape with shape[mode] = J) = the fiber results; returns nnz (Y) */
int64_t nds_fibers_dense (const nds_groups *F, const int64_t *s, const double *x, int64_t m,
                          const int64_t *shape, int64_t mode, const double *M, int64_t J,
                          double *Y);
/* the nonzero fiber results (nout of them) as sorted entries: mode column = j, or
   dropped when keep == 0 (then osubs has m-1 columns); NDS_ENOMEM possible */
int nds_fibers_emit (const nds_groups *F, const int64_t *s, int64_t m, int64_t mode,
                     const double *y, int64_t J, int keep, int64_t *osubs, double *ox,
                     int64_t nout);

/* Y (shape with shape[mode] = J) = the sum of every entry's x(e) * M(:, s(e,mode))
   without grouping: the choice when Y is no larger than a few times the entries.
   Returns the number of nonzeros of Y. */
int64_t nds_mode_accumulate (const int64_t *s, const double *x, int64_t n, int64_t m,
                             const int64_t *shape, int64_t mode, const double *M,
                             int64_t J, double *Y);

/* ---- MTTKRP (nds_mttkrp.c) ---- */
/* B (shape[mode]-by-R, column-major) = T_(mode) * Khatri-Rao of U[d] (shape[d]-by-R,
   column-major) over d != mode; U[mode] is ignored */
int nds_mttkrp (const int64_t *s, const double *x, int64_t n, int64_t m,
                const int64_t *shape, const double *const *U, int64_t R, int64_t mode,
                double *B);

/* ---- sparse matrix times dense (nds_spmv.c) ---- */
/* 2-D entries: rows r, columns c (1-based, sorted by column then row), values x.
   Y (nr-by-k) = A * X (nc-by-k) */
int nds_coo_mv (const int64_t *r, const int64_t *c, const double *x, int64_t n,
                int64_t nr, const double *X, int64_t nc, int64_t k, double *Y);
/* Y (p-by-nc, zero-filled) = X (p-by-nr) * A */
void nds_coo_vm (const int64_t *r, const int64_t *c, const double *x, int64_t n,
                 const double *X, int64_t p, double *Y);

/* ---- inner products (nds_inner.c) ---- */
/* sum of xa .* xb over the coordinates both sorted entry lists hold */
double nds_inner_coo (const int64_t *sa, const double *xa, int64_t na, const int64_t *sb,
                      const double *xb, int64_t nb, int64_t m);
/* sum of x .* F(s) for the full array F of size shape */
double nds_inner_dense (const int64_t *s, const double *x, int64_t n, int64_t m,
                        const int64_t *shape, const double *F);
/* sum of x.^2 */
double nds_sumsq (const double *x, int64_t n);

#ifdef __cplusplus
}
#endif

#endif
