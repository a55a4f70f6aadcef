/* nds_contract.h: the contraction wing: sparse times sparse matrix products on
   SuiteSparse:GraphBLAS (GrB_mxm over the plus-times semiring of doubles) */
#ifndef NDS_CONTRACT_H
#define NDS_CONTRACT_H

#include "../core/nds.h"

#ifdef __cplusplus
extern "C" {
#endif

/* a compressed-column matrix, m-by-n: column j holds rows i[p[j]..p[j+1]-1] (0-based,
   increasing, distinct) with values x[p[j]..p[j+1]-1] */
typedef struct { int64_t m, n; int64_t *p, *i; double *x; } nds_cscm;

/* GraphBLAS's choice of algorithm for C = A*B (GxB_AxB_METHOD) */
typedef enum { NDS_MXM_AUTO = 0, NDS_MXM_GUSTAVSON, NDS_MXM_HASH, NDS_MXM_DOT,
               NDS_MXM_SAXPY } nds_mxm_method;

/* C = op(A) * op(B), op the transpose when ta (tb) is set; entries that cancel to
   zero are dropped.  A and B are lent to GraphBLAS without a copy and given back
   unchanged; C's arrays are allocated here (nds_spgemm_allocator, nds_cscm_free).
   nthreads (for the product and the sort of its entries; 0: every core) is at most
   what GraphBLAS takes: it uses one thread for a small product.
   NDS_ESIZE when the inner dimensions differ, NDS_ENOMEM, NDS_EARG for a GraphBLAS
   failure. */
int nds_spgemm (const nds_cscm *A, const nds_cscm *B, int ta, int tb,
                nds_mxm_method method, int nthreads, nds_cscm *C);

/* installs the allocator of GraphBLAS's blocks and of C's arrays (by default the C
   library's malloc and free), so that a caller can adopt C's arrays as storage its
   own allocator frees, without a copy.  Only before the first product: NDS_EARG once
   GraphBLAS has started with other functions (or for a NULL function). */
int nds_spgemm_allocator (void *(*alloc) (size_t), void (*release) (void *));

/* frees the arrays of a product of nds_spgemm with the installed allocator (C itself
   is the caller's) */
void nds_cscm_free (nds_cscm *C);

#ifdef __cplusplus
}
#endif

#endif
