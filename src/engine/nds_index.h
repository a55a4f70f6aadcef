/* nds_index.h: the indexing kernels (selection by index lists, region masks, per-dimension orders) */
#ifndef NDS_INDEX_H
#define NDS_INDEX_H

#include "nds.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One index list per dimension of k-dim entries: list[d] holds len[d] 1-based
   coordinates (any order, repeats allowed), as Octave's A(i1, i2, ...) takes them;
   a NULL list[d] is the colon 1..len[d].
   The selection is the k-dim array of size len[0..k-1] whose element (p0, ..., pk-1)
   is the input element (list[0][p0], ..., list[k-1][pk-1]). */

/* The selection's nonzeros: *osubs (nout-by-k, 1-based positions, column-major sorted)
   and *osrc (nout source rows of s) are allocated here (caller frees with nds_free).
   s (n-by-k) must be sorted column-major and distinct.  An entry whose coordinate
   appears r times in a list is emitted r times. */
int nds_select (const int64_t *s, int64_t n, int64_t k, const int64_t *const *list,
                const int64_t *len, int64_t **osubs, int64_t **osrc, int64_t *nout);

/* in[i] = 1 when every coordinate of row i of s appears in its dimension's list */
int nds_select_member (const int64_t *s, int64_t n, int64_t k, const int64_t *const *list,
                       const int64_t *len, unsigned char *in);


/* perm = the rows of s (n-by-m) in stable order of their dim-d coordinate (0-based d,
   coordinates 1..ext), by counting sort: O(n + ext) time, ext+1 counters */
int nds_dim_order (const int64_t *s, int64_t n, int64_t d, int64_t ext, int64_t *perm);

/* The entries of the view V of sorted storage s (nnz-by-m, values x) found through
   perm, the rows of s in stable order of their dim-d coordinate (0-based): a binary
   search gives the block of rows whose dim-d coordinate the view covers, and only that
   block is read.  Outputs (*vs cnt-by-V->k view coordinates, column-major sorted, and
   *vx) are allocated here; the caller frees them with nds_free. */
int nds_view_by_dim (const int64_t *s, const void *x, int64_t nnz, const nds_view *V,
                     nds_vtype vt, const int64_t *perm, int64_t d, int64_t **vs,
                     void **vx, int64_t *cnt);

/* keep[i] = 1 for the rows of s (n rows) whose dim-d coordinate is not in the sorted
   distinct del[0..ndel-1]; returns their number */
int64_t nds_drop_mark (const int64_t *s, int64_t n, int64_t d, const int64_t *del,
                       int64_t ndel, unsigned char *keep);
/* the kept rows (nout of them) into os (nout-by-m), their dim-d coordinate lowered
   by the number of deleted coordinates below it, so that sorted rows stay sorted
   (a deletion along dim d); their source rows into src */
void nds_drop_emit (const int64_t *s, int64_t n, int64_t m, int64_t d, const int64_t *del,
                    int64_t ndel, const unsigned char *keep, int64_t *os, int64_t *src,
                    int64_t nout);

#ifdef __cplusplus
}
#endif

#endif
