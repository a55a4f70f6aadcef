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

/* the algorithm of C = A*B (GxB_AxB_METHOD); AUTO: without a transpose, up to 2^24
   multiply-adds, the engine's own Gustavson (serial, or on the team by ranges of
   columns); else Gustavson for a large product of at most 2^20 rows (measured
   faster there), else GraphBLAS's choice */
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

/* nds_spgemm with C's columns left as GraphBLAS gives them: *jumbled is 1 when their
   rows may be out of order (nds_cscm_subs sorts them as it writes the subscripts,
   one pass over the entries instead of two) */
int nds_spgemm_jumbled (const nds_cscm *A, const nds_cscm *B, int ta, int tb,
                        nds_mxm_method method, int nthreads, nds_cscm *C, int *jumbled);

/* s (nz-by-(mr+mc), column-major) = the 1-based subscripts of C's nz entries in
   order: each row index split along rs[0..mr-1] (products C->m), each column index
   along cs[0..mc-1] (products C->n), the subscripts of the tensor whose unfolding C
   is; the rows of each column sorted first when jumbled (C's i and x then sorted
   too), in the same pass on nthreads (0: every core).  NDS_ENOMEM, NDS_EARG for mr
   or mc below 0 (0: no subscripts for that side, whose size must then be 1) */
int nds_cscm_subs (nds_cscm *C, int jumbled, int mr, const int64_t *rs, int mc,
                   const int64_t *cs, int64_t *s, int nthreads);

/* installs the allocator of GraphBLAS's blocks and of C's arrays (by default the C
   library's malloc and free), so that a caller can adopt C's arrays as storage its
   own allocator frees, without a copy.  Only before the first product: NDS_EARG once
   GraphBLAS has started with other functions (or for a NULL function). */
int nds_spgemm_allocator (void *(*alloc) (size_t), void (*release) (void *));

/* frees the arrays of a product of nds_spgemm with the installed allocator (C itself
   is the caller's) */
void nds_cscm_free (nds_cscm *C);

/* the most letters a kernel spec of einsum names (a-z, A-Z) */
#define NDS_EINSUM_LETTERS 52

/* the package's kernel a plain einsum spec spells (nds_einsum_kernel) */
typedef enum { NDS_EK_NONE = 0, NDS_EK_TTV, NDS_EK_TTM, NDS_EK_MTTKRP } nds_ek_kind;

/* kind; n, the letters of the ndsparse's term; pos, its mode contracted (ttv, ttm)
   or left (mttkrp), 0-based; nf factors, each operand fac[f] (0-based) on the
   ndsparse's mode mode[f], transposed when tr[f] (for ttm: rows the new letter;
   for mttkrp: rows the mode), of length fdim[f] along dimension fdim[f] (0 rows, 1
   columns) that meets the mode; trout, the mttkrp result transposed */
typedef struct {
  nds_ek_kind kind;
  int n, pos, nf, trout;
  int fac[NDS_EINSUM_LETTERS], mode[NDS_EINSUM_LETTERS], tr[NDS_EINSUM_LETTERS],
      fdim[NDS_EINSUM_LETTERS];
} nds_einsum_kernel;

/* the kernel the spec (len characters) of nops operands spells when operand x
   (0-based) is the only ndsparse and every other one a full matrix or vector:
   ttv ("ijk,j->ik": one vector's letter summed, the output the rest in order), ttm
   ("ijk,rj->irk": one matrix's letter summed, the new letter in its place) or
   mttkrp ("ijk,jr,kr->ir": a matrix on every mode but one, all sharing one new
   letter, the output that mode and the letter); only explicit specs of letters,
   commas and one "->", distinct letters in the ndsparse's term.  P->kind is
   NDS_EK_NONE for any other spec (the general path's) */
void nds_einsum_kernel_plan (const char *spec, size_t len, int nops, int x,
                             nds_einsum_kernel *P);

#ifdef __cplusplus
}
#endif

#endif
