/* nds_index.h: the index wing: Octave's indexing rules on the view of a tensor (every
   subscript checked and classified once, for reads, views, assignment and deletion
   alike, in nds_subscript.c, and every index error message in nds_subscript_msg.c, as
   Octave's lo-array-errwarn.cc has them), and the selection kernels that carry a
   checked index out (nds_select.c: index lists, region masks, per-dimension orders) */
#ifndef NDS_INDEX_H
#define NDS_INDEX_H

#include "../core/nds.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== the subscript rules (nds_subscript.c, nds_subscript_msg.c) ==== */

/* at most this many subscripts, view dims, or dims of a right-hand side */
#define NDS_MAXSUB 256

typedef enum { NDS_IX_COLON = 0, NDS_IX_RANGE, NDS_IX_LIST } nds_ixkind;

/* One subscript.  The glue sets kind and: RANGE first, step, n (Octave's range object,
   kept lazy so that a view of a huge dim costs O(1)); LIST list and n (1-based
   indices, checked by nds_ix_from_double); a mask gives the LIST of its true
   elements with mask set and masklen its length; dims[0..nd-1] is the size of the
   subscript array itself (linear indexing gives it to the result).  nds_ix_check
   sets n of a colon, and lo and hi. */
typedef struct {
  nds_ixkind kind;
  int64_t n;
  int64_t first, step;
  const int64_t *list;
  int mask;
  int64_t masklen;
  int range_obj;        /* a range object (Octave's deletion rules tell it apart) */
  int64_t nd;
  const int64_t *dims;
  int64_t lo, hi;       /* smallest and largest index, when n > 0 */
} nds_ix;

/* what went wrong, for nds_ix_message */
typedef enum {
  NDS_IXE_NONE = 0,
  NDS_IXE_BADIDX,       /* value is not an integer 1 .. 2^63-1 */
  NDS_IXE_CLASS,        /* the subscript is not numeric, logical or ':' (cls) */
  NDS_IXE_COMPLEX,      /* a complex subscript */
  NDS_IXE_BOUND,        /* value is past bound (a read) */
  NDS_IXE_FOLD,         /* the dims folded into the last of nsub subscripts pass 2^53 */
  NDS_IXE_NONCONFORM,   /* an assignment's region (d1) and right-hand side (d2) */
  NDS_IXE_RESIZE,       /* Octave's invalid resizing */
  NDS_IXE_SIZE,         /* an assignment grows dim pos to value, 2^53 or more */
  NDS_IXE_DEL_NONE,     /* A() = [] */
  NDS_IXE_DEL_MULTI,    /* a deletion with two non-colon subscripts */
  NDS_IXE_DEL_DIM,      /* a deletion along a dim past the tensor's */
  NDS_IXE_DEL_BOUND,    /* a deletion index value past bound */
  NDS_IXE_TOOMANY,      /* more than NDS_MAXSUB subscripts or dims */
  NDS_IXE_VIEW_KIND,    /* view: index pos is none of the index kinds */
  NDS_IXE_VIEW_MANY,    /* view: more indices than the bound dims */
  NDS_IXE_VIEW_BOUND,   /* view: index pos reaches value, past bound */
  NDS_IXE_VIEW_POINT    /* view: index pos is a scalar that is no positive integer */
} nds_ixcode;

typedef struct {
  nds_ixcode code;
  int64_t pos, nsub;    /* 0-based position of the subscript among nsub; pos -1: none */
  double value;
  int64_t bound;
  const char *cls;
  int64_t n1, n2;       /* NONCONFORM: the dims of both sides */
  int64_t d1[NDS_MAXSUB], d2[NDS_MAXSUB];
  char shape[160];      /* FOLD: the tensor's size, as text */
} nds_ixerr;

/* the message of e in Octave's words, into buf (n bytes) */
void nds_ix_message (const nds_ixerr *e, char *buf, size_t n);
/* the identifier of e: ndsparse:index, or ndsparse:toolarge, ndsparse:size */
const char *nds_ix_id (const nds_ixerr *e);

/* ---- one subscript ---- */
/* out[i] = x[i] after checking each is an integer 1 .. 2^63-1 (NDS_ESUB and e
   otherwise, the position left for the caller) */
int nds_ix_from_double (const double *x, int64_t n, int64_t *out, nds_ixerr *e);
/* the 1-based positions of the nonzero m[i] into out (NULL: count only); their number */
int64_t nds_ix_from_mask (const unsigned char *m, int64_t n, int64_t *out);
/* index t (0-based) of x */
static inline int64_t nds_ix_at (const nds_ix *x, int64_t t)
{
  return x->kind == NDS_IX_LIST ? x->list[t] : x->kind == NDS_IX_RANGE ? x->first + x->step * t
                                                                        : t + 1;
}
/* vals = the distinct values of list[0..n-1] (sorted), last = the 0-based position of
   the last occurrence of each, *nu their number: Octave's unique (list, "last") */
int nds_ix_unique_last (const int64_t *list, int64_t n, int64_t *vals, int64_t *last,
                        int64_t *nu);
/* 1 when x is ':' or consecutive increasing indices (a view can take it) */
int nds_ix_unit (const nds_ix *x);
/* 1 when Octave takes x as colon-equivalent on a dim of extent w (':', the range
   1:w, 1 on a dim of 1, a mask of w true elements) */
int nds_ix_colon_equiv (const nds_ix *x, int64_t w);

/* ---- a whole index ---- */
/* W[0..nsub-1] = the working shape of nsub subscripts on the view shape[0..k-1]: the
   trailing dims folded into the last subscript (one subscript: linear indexing), or
   padded with 1s; NDS_IXE_FOLD when a folded extent passes 2^53 */
int nds_ix_working (const int64_t *shape, int64_t k, int64_t nsub, int64_t *W,
                    nds_ixerr *e);
/* sets n of the colons to W and lo, hi of every subscript; unless grow, an index past
   W is NDS_IXE_BOUND */
int nds_ix_check (nds_ix *ix, int64_t nsub, const int64_t *W, int grow, nds_ixerr *e);
/* 1 when every subscript is a single index */
int nds_ix_scalar (const nds_ix *ix, int64_t nsub);
/* 1 when the read shape[0..k-1] (hidden dims hid[0..nh-1], 0-based) by ix is a view:
   two or more subscripts, each unit, none folding a dim longer than 1, and one index
   for each subscript past the shape or on a hidden dim */
int nds_ix_is_view (const int64_t *shape, int64_t k, const int64_t *hid, int64_t nh,
                    const nds_ix *ix, int64_t nsub);
/* r[0..*nr-1] = the size of the read of the view dims vd[0..nvd-1] (Octave's size of
   the view) by ix: the lengths, or with one subscript the subscript's own size, a
   vector's orientation kept when a vector is indexed by a vector */
void nds_ix_read_shape (const int64_t *vd, int64_t nvd, const nds_ix *ix, int64_t nsub,
                        int64_t *r, int64_t *nr);
/* vc[0..k-1] = the view coordinates of the element at working coordinates c[0..nsub-1]
   of working shape W on the view shape[0..k-1] */
void nds_ix_unfold (const int64_t *c, const int64_t *W, int64_t nsub, const int64_t *shape,
                    int64_t k, int64_t *vc);

/* ---- assignment: T(ix) = X on an identity view of size shape[0..k-1] (k >= 1 modes),
   X of size xd[0..nxd-1] ---- */
typedef struct {
  int noop;             /* an empty X into an empty region: nothing to do */
  int64_t Wn[NDS_MAXSUB];   /* the working shape once grown */
  int64_t len[NDS_MAXSUB];  /* the region's size (nsub dims) */
  int64_t sz[NDS_MAXSUB];   /* the tensor's size afterwards (nsz dims) */
  int64_t nsz;
} nds_assign_plan;
/* the plan of T(ix) = X (ix checked with grow); scalar is 1 for the single-element
   form T(i,j,..) = x, which skips the conformance of X */
int nds_ix_assign (const int64_t *shape, int64_t k, nds_ix *ix, int64_t nsub,
                   const int64_t *W, const int64_t *xd, int64_t nxd, int scalar,
                   nds_assign_plan *pl, nds_ixerr *e);
/* sz without its trailing 1s past the first k (a result keeps the tensor's k modes
   unless it needs more); returns the new length */
int64_t nds_keep_modes (int64_t *sz, int64_t nsz, int64_t k);

/* ---- deletion: T(ix) = [] on the view dims vd[0..nvd-1] (Octave's size) ---- */
typedef enum { NDS_DEL_NOOP, NDS_DEL_ALL, NDS_DEL_DIM, NDS_DEL_LINEAR } nds_delkind;
typedef struct {
  nds_delkind kind;
  int64_t dim;          /* DIM: the 0-based dim whose indices go */
  int64_t sz[NDS_MAXSUB];   /* ALL: the size of the empty result; LINEAR: the shape
                               of the result (its numel: numel - deleted); DIM: the
                               working size (nsz dims) before the deletion */
  int64_t nsz;
} nds_delete_plan;
/* the plan of T(ix) = [], ix checked with grow (the bounds are checked here, with
   deletion's messages); ndel = the number of distinct indices deleted (LINEAR, DIM) */
int nds_ix_delete (const int64_t *vd, int64_t nvd, int64_t mdims, nds_ix *ix, int64_t nsub,
                   int64_t ndel, nds_delete_plan *pl, nds_ixerr *e);

/* ==== the selection kernels (nds_select.c) ==== */

/* One index list per dimension of k-dim entries: list[d] holds len[d] 1-based
   coordinates (any order, repeats allowed), as Octave's A(i1, i2, ...) takes them;
   a NULL list[d] is the colon 1..len[d].
   The selection is the k-dim array of size len[0..k-1] whose element (p0, ..., pk-1)
   is the input element (list[0][p0], ..., list[k-1][pk-1]). */

/* The selection's nonzeros: *osubs (nout-by-k, 1-based positions, column-major sorted)
   and *osrc (nout source rows of S) are allocated here (caller frees with nds_free).
   The rows of S (S->nnz of S->m = k coordinates; values unused) must be sorted
   column-major and distinct.  An entry whose coordinate appears r times in a list is
   emitted r times. */
int nds_select (const nds_store *S, const int64_t *const *list, const int64_t *len,
                int64_t **osubs, int64_t **osrc, int64_t *nout);

/* The rows of S (S->nnz of S->m = k coordinates, sorted column-major) whose last
   coordinate is list[p], for each of the nl positions p (1-based coordinates, any
   order, repeats allowed): rows a[p] .. b[p]-1 (caller's arrays of nl), *nout their
   total.  Binary searches, galloping on from the previous block while the list
   increases: O(nl log (n / nl)) for a sorted list, O(nl log n) at most; from
   NDS_FIND_BATCH rows (a last column of 1 MB or more, half this VM's L2 cache a core)
   and nl < n / 64, the blocks' starts are searched all together, level by level, so
   that their cache misses overlap (100 sorted positions in 1e6 rows: 46 us with the
   column out of the cache, 113 one by one; 6.3 us in it, 7.3); or, given ptr
   (nds_last_ptr's, S->sz set), two reads per position (NDS_ESUB for a position
   outside 1..S->sz[k-1]). */
#define NDS_FIND_BATCH 131072
int nds_slices_find (const nds_store *S, const int64_t *ptr, const int64_t *list, int64_t nl,
                     int64_t *a, int64_t *b, int64_t *nout);
/* ptr[j] (j = 0..ext) = the first row of S (sorted column-major) whose last
   coordinate exceeds j: the last dim's column pointers, CSC's cidx, in one pass, or,
   where the last dim's columns average NDS_PTR_GALLOP rows or more, by galloping
   searches, O(ext log (n / ext)) (NDS_ESUB when a last coordinate exceeds ext) */
#define NDS_PTR_GALLOP 96
int nds_last_ptr (const nds_store *S, int64_t ext, int64_t *ptr);
/* nds_last_ptr's pointers that the listed last coordinates need, ptr[c - 1] and
   ptr[c] for each of the nc coordinates c of cols in 1..ext (others are left to the
   caller to refuse), each by a binary search where ptr holds -1 (not yet found):
   a table made a column at a time, as the columns are asked for; *found = how many
   pointers were searched */
int nds_last_ptr_fill (const nds_store *S, int64_t ext, const int64_t *cols, int64_t nc,
                       int64_t *ptr, int64_t *found);
/* what nds_last_ptr costs for n rows and ext columns, in rows of a scan: n for the
   scan itself, or about 16 a probe of its galloping, and 16 a pointer written
   (measured: see nds_last_ptr) */
int64_t nds_last_ptr_rows (int64_t n, int64_t ext);
/* A(M) for a logical M of A's size, both sorted column-major (a: na rows, b: nb rows,
   m coordinates each; bv[j] nonzero when b's row j is true): one merge of the two.
   For each position true in M and stored in A, in order, pos = its 1-based rank
   among M's true entries and row = A's 0-based row there (caller's arrays of
   min (na, nb)); *nout of them, *ntrue = the count of M's true entries. */
void nds_mask_take (const int64_t *a, int64_t na, const int64_t *b, int64_t nb, int64_t m,
                    const unsigned char *bv, int64_t *pos, int64_t *row, int64_t *nout,
                    int64_t *ntrue);
/* Those rows, block by block (nout of them in all): os (nout-by-k) takes their first
   k-1 coordinates and ox their values (S->x, S->vt), contiguous copies; os's last
   column holds each row's list position p+1.  NDS_EARG when the blocks do not fit
   S or do not total nout. */
int nds_slices_copy (const nds_store *S, const int64_t *a, const int64_t *b, int64_t nl,
                     int64_t nout, int64_t *os, void *ox);

/* A selection by lists that are each NULL (the colon) or strictly increasing, the
   common A(rows, :), T(:, js, :): each listed dim gets a bit per coordinate of its
   list's span (an entry is in the selection when each listed coordinate's bit is
   set) and a map from coordinate to list position: a table when the span is at most
   len + n + 65536 entries and 4096 or 8 len, else a count of the bits before each
   word of 64 (spans up to 32 (len + n + 65536)).  The positions keep the storage's order, so the
   result is sorted with no sort, and it is written straight into the caller's arrays:
   nds_mono_plan, then nds_mono_count (a pass over the listed columns, the rows in the
   selection kept as a bit each), then nds_mono_fill (those rows alone), nds_mono_free. */
typedef struct {
  int64_t k, nd, n;         /* dims, listed dims, rows */
  int usable;               /* 0 when a list repeats, decreases or is too spread */
  int64_t dim[64], base[64], span[64];
  uint64_t *bits[64];       /* bit c - base[q] of bits[q] set when coordinate c is in the
                               list of dim dim[q]; bit span[q] (past the span) clear */
  int64_t *pos[64];         /* pos[q][c - base[q]]: the 1-based position of listed
                               coordinate c, or NULL: then rank[q][w], the listed
                               coordinates below c - base[q] = 64 w, plus the bits of
                               word w up to c's */
  int64_t *rank[64];
  uint64_t *hit;            /* bit i set when row i is in the selection (the count's) */
  int64_t cnt[NDS_NBLK];    /* entries selected per block of the count */
} nds_mono;
/* P = the plan of the lists (k of them, len[d] each) for a storage of n rows: P->usable
   is 0 when some list is not strictly increasing or too spread (use nds_select);
   NDS_ENOMEM leaves nothing to free */
int nds_mono_plan (nds_mono *P, const int64_t *const *list, const int64_t *len, int64_t k,
                   int64_t n);
/* the number of rows of S (sorted column-major, S->m == P->k, S->nnz == P->n) in the
   selection, or -1 for a plan that is not usable or another S */
int64_t nds_mono_count (nds_mono *P, const nds_store *S);
/* those rows (nout, as nds_mono_count gave for the same S) in storage order: os
   (nout-by-k) their positions in the selection, ox their values */
int nds_mono_fill (const nds_mono *P, const nds_store *S, int64_t nout, int64_t *os, void *ox);
/* free P's tables */
void nds_mono_free (nds_mono *P);

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
int nds_view_by_dim (const nds_store *S, const nds_view *V, const int64_t *perm, int64_t d,
                     int64_t **vs, void **vx, int64_t *cnt);

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
