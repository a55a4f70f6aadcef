/* nds_kern.h: the kernel wing: element-wise merges and broadcast gathers, reductions
   and shape kernels on sorted entries, CSC interoperation, and the contractions (ttm,
   ttv, mttkrp, sparse times dense, inner products) */
#ifndef NDS_KERN_H
#define NDS_KERN_H

#include "../core/nds.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- arithmetic on values ---- */
/* y = x op f: NDS_COPY gives f; RMINUS and LDIV are the operands swapped */
typedef enum { NDS_COPY = 0, NDS_PLUS, NDS_MINUS, NDS_RMINUS, NDS_TIMES, NDS_RDIV,
               NDS_LDIV } nds_op;
/* the body of x op f for operands of any arithmetic types (C's rules mix them) */
#define NDS_APPLY_BODY(op, x, f)                        \
  switch (op)                                           \
    {                                                   \
    case NDS_COPY: return f;                            \
    case NDS_PLUS: return x + f;                        \
    case NDS_MINUS: return x - f;                       \
    case NDS_RMINUS: return f - x;                      \
    case NDS_TIMES: return x * f;                       \
    case NDS_RDIV: return x / f;                        \
    case NDS_LDIV: return f / x;                        \
    }                                                   \
  return f

static inline double nds_apply (nds_op op, double x, double f)
{
  NDS_APPLY_BODY (op, x, f);
}

#ifndef __cplusplus
/* a complex value, made from its parts by nds_cplx (no <complex.h>: its macro I
   would rename the engine's variables), read by __real__ and __imag__ */
typedef double _Complex nds_cplx_t;
static inline nds_cplx_t nds_cplx (double re, double im)
{
  return __builtin_complex (re, im);
}

/* x op f for complex x and f, in C's complex arithmetic, which is GCC's for Octave's
   std::complex too (a product of two NaN parts recovers its infinities, __muldc3;
   a quotient is __divdc3's) */
static inline nds_cplx_t nds_apply_z (nds_op op, nds_cplx_t x, nds_cplx_t f)
{
  NDS_APPLY_BODY (op, x, f);
}

/* x op f for complex x and real f, the real operand kept real as C and std::complex
   keep it (x * f and x / f per part, x + f leaves the imaginary part alone) */
static inline nds_cplx_t nds_apply_zr (nds_op op, nds_cplx_t x, double f)
{
  NDS_APPLY_BODY (op, x, f);
}

/* x op f for real x and complex f, the real operand kept real as C and std::complex
   keep it (x * f scales each part of f; x / f is C's complex quotient, __divdc3's) */
static inline nds_cplx_t nds_apply_rz (nds_op op, double x, nds_cplx_t f)
{
  NDS_APPLY_BODY (op, x, f);
}
#endif

/* CALL (o) with o the constant equal to op: an always-inline CALL gets a loop per
   op, with nds_apply's switch gone */
#define NDS_OP_SPECIALIZE(op, CALL)                     \
  switch (op)                                           \
    {                                                   \
    case NDS_COPY: CALL (NDS_COPY); break;              \
    case NDS_PLUS: CALL (NDS_PLUS); break;              \
    case NDS_MINUS: CALL (NDS_MINUS); break;            \
    case NDS_RMINUS: CALL (NDS_RMINUS); break;          \
    case NDS_TIMES: CALL (NDS_TIMES); break;            \
    case NDS_RDIV: CALL (NDS_RDIV); break;              \
    case NDS_LDIV: CALL (NDS_LDIV); break;              \
    }

/* CALL (k) with k the constant equal to m for the common ranks 2 and 3, so that an
   always-inline CALL gets its loops over the dims unrolled; CALL (m) otherwise */
#define NDS_RANK_SPECIALIZE(m, CALL)                    \
  switch (m)                                            \
    {                                                   \
    case 2: CALL (2); break;                            \
    case 3: CALL (3); break;                            \
    default: CALL (m); break;                           \
    }

/* ---- merge of two sorted coordinate streams (nds_ewise.c) ---- */
/* A plan splits the merge of sorted a (na rows) and b (nb rows), m columns each, into
   nl lanes that merge on their own: lane l covers a[alo[l]..alo[l+1]) and
   b[blo[l]..blo[l+1]) and writes out[off[l]..off[l+1]).  Each of nt threads takes
   NDS_LANES consecutive lanes.  Making the plan compares the rows once and records
   each step of each lane (code: bit 0, a's row taken; bit 1, b's row taken), so the
   emission replays the steps with no comparison.  inter: intersection (rows in both)
   instead of union; its plan records the rows of each match instead of the steps
   (lane l's k-th match: row pa[alo[l]+k] of a and pb[alo[l]+k] of b, as a lane has
   no more matches than rows of a).  The result order does not depend on nt. */
typedef struct {
  int nt, nl, inter;
  int64_t *alo, *blo, *off;  /* nl+1 each */
  int64_t *steps;            /* nl: lane l's steps before its tail (union) */
  unsigned char *code;       /* na+nb: lane l's steps from code[alo[l]+blo[l]] (union) */
  int64_t *pa, *pb;          /* na each: the matches (intersection) */
} nds_merge_plan;

/* P = the plan of merging a and b; P->off[nl] is the number of output rows.  sz: the
   size of the rows' space (m dims), whose packed keys, when they fit 64 bits, are
   compared in one step; NULL (unknown): rows are compared dim by dim */
int nds_merge_plan_make (const int64_t *a, int64_t na, const int64_t *b, int64_t nb,
                         int64_t m, const int64_t *sz, int inter, int nt,
                         nds_merge_plan *P);
void nds_merge_plan_free (nds_merge_plan *P);
/* write the merged coordinates (n = P->off[nl] rows) and the values of a and b aligned
   to them (zero where a row is missing from one side); values keep their types. */
void nds_merge_emit (const nds_merge_plan *P, const int64_t *a, const void *xa,
                     nds_vtype vta, int64_t na, const int64_t *b, const void *xb,
                     nds_vtype vtb, int64_t nb, int64_t m, int64_t *os, void *oa,
                     void *ob);
/* the same, with the values combined as they are emitted: y = a op b (zero where a
   row is missing from one side), for xa, xb and y all of type vt, NDS_DOUBLE,
   NDS_SINGLE (nds_apply on the values widened, rounded once, as nds_binop_f),
   NDS_COMPLEX (nds_apply_z) or NDS_CSINGLE (float pairs: nds_apply_z on the values
   widened, each part rounded once, as nds_binop_cf); returns the number of nonzero
   y, counted on the way */
int64_t nds_merge_apply (const nds_merge_plan *P, const int64_t *a, const void *xa,
                         int64_t na, const int64_t *b, const void *xb, int64_t nb,
                         int64_t m, nds_op op, nds_vtype vt, int64_t *os, void *y);

/* ---- comparisons, logical operators, max and min of aligned values, and the rows
   they keep (nds_pair_vals.c) ---- */
/* the comparisons and logical operators of two real values, in the order of the
   container's codes 0..8 */
typedef enum { NDS_LT = 0, NDS_LE, NDS_GT, NDS_GE, NDS_EQ, NDS_NE, NDS_AND, NDS_OR,
               NDS_XOR } nds_lop;
/* y[i] = xa[i] op xb[i] (1 or 0) for n values aligned by a merge (nds_merge_emit);
   returns the number true.  A NaN is unequal to everything and, for the logical
   operators, nonzero */
int64_t nds_vals_logic (nds_lop op, const double *xa, const double *xb, int64_t n,
                        unsigned char *y);
/* the max (ismax) or min of xa[i] and xb[i] for n aligned values, as Octave's of two
   doubles (a NaN loses to a number): keep[i] = whether it is nonzero, and the nonzero
   ones at the front of y (room for n), in order; returns their number */
int64_t nds_vals_extremum (int ismax, const double *xa, const double *xb, int64_t n,
                           double *y, unsigned char *keep);
/* y[i] = x[i] op c (1 or 0) for n values and a scalar c; returns the number true */
int64_t nds_vals_logic_scalar (nds_lop op, const double *x, int64_t n, double c,
                               unsigned char *y);
/* idx[k] = i for each of the n values x[i] where x[i] op c holds, in order (idx room
   for n); returns their number */
int64_t nds_vals_pick_scalar (nds_lop op, const double *x, int64_t n, double c, int64_t *idx);
/* o (nz rows, m columns, column-major) = the rows i of s (n rows) where keep[i] is 1,
   in order (nz of them) */
void nds_rows_keep (const int64_t *s, int64_t n, int64_t m, const unsigned char *keep,
                    int64_t nz, int64_t *o);

/* ---- a real tensor's values raised to a scalar, and their scans (nds_scalar_vals.c) ---- */
/* y[i] = x[i] ^ c for n values as Octave's elem_xpow computes it for a real c (x * x
   for 2, x * x * x for 3, pow otherwise); returns the number of nonzero y */
int64_t nds_vals_power (const double *x, int64_t n, double c, double *y);
/* 1 when some x[i] is below zero (-0 and NaN are not) */
int nds_any_negative (const double *x, int64_t n);
/* the same for singles */
int nds_any_negative_f (const float *x, int64_t n);
/* 1 when some single x[i] is a NaN (nds_any_nan for doubles) */
int nds_any_nan_f (const float *x, int64_t n);

/* ---- arithmetic on values, broadcast gather (nds_ewise_gather.c) ---- */
/* y[i] = x[i] op f[i], in parallel; nx or nf 1: that operand is a scalar.  Returns
   the number of nonzero y[i], counted on the way (the caller drops the zeros). */
int64_t nds_binop (nds_op op, const double *x, int64_t nx, const double *f, int64_t nf,
                   double *y, int64_t n);
/* the same on single values in single arithmetic (Octave's single operators) */
int64_t nds_binop_f (nds_op op, const float *x, int64_t nx, const float *f, int64_t nf,
                     float *y, int64_t n);
/* the same for complex x (nx interleaved (re, im) pairs) and f complex pairs (fc
   true) or real doubles, into n pairs y (nds_apply_z, nds_apply_zr); returns the
   number of nonzero y[i], a value nonzero when either part is */
int64_t nds_binop_z (nds_op op, const double *x, int64_t nx, const double *f, int64_t nf,
                     int fc, double *y, int64_t n);
/* the same for real x and complex f (nf interleaved (re, im) pairs; nds_apply_rz),
   into n pairs y: a real tensor times or over a complex scalar */
int64_t nds_binop_rz (nds_op op, const double *x, int64_t nx, const double *f, int64_t nf,
                      double *y, int64_t n);
/* the same for complex single x and f (interleaved float pairs; f real floats when
   fc is false): computed in complex double, each part rounded once to float */
int64_t nds_binop_cf (nds_op op, const float *x, int64_t nx, const float *f, int64_t nf,
                      int fc, float *y, int64_t n);
/* the same for real single x and complex f (float pairs) into float pairs y, as
   nds_binop_rz computes them, each part rounded once to float: a single tensor times
   or over a complex scalar */
int64_t nds_binop_rcf (nds_op op, const float *x, int64_t nx, const float *f, int64_t nf,
                       float *y, int64_t n);
/* a divisor c + di of nds_cdiv_range: its parts, ratio and denominator unscaled (u)
   and scaled by 2^52 (s), as __divdc3 computes them, the larger part's modulus times
   2^1000, and the branches __divdc3 takes */
typedef struct {
  double c, d, ratio, denom, lim;
} nds_cdiv_side;
typedef struct {
  double c, d;
  int wide;     /* |c| < |d|: the ratio is c / d, else d / c */
  int tiny;     /* the ratio at most DBL_MIN: the numerator over the larger part first
                   (1), the smaller part +-0 (2); else 0 */
  int scale;    /* the numerator scaled never (0), always (1), by its parts (2) */
  nds_cdiv_side u, s;
} nds_cdiv_plan;
/* P = the plan of dividing by c + di (nds_cdiv.c); 0 when there is none (a zero, Inf
   or NaN divisor, one past DBL_MAX / 2, or a __divdc3 the plans do not match): then
   the caller divides by __divdc3 */
int nds_cdiv_plan_make (double c, double d, nds_cdiv_plan *P);
/* y[i] (pairs) = x[i] / P's divisor for i in [lo, hi), bit for bit as __divdc3 (C's
   and std::complex's quotient), x pairs when cx else real; returns the number of
   nonzero y[i] */
int64_t nds_cdiv_range (const nds_cdiv_plan *P, const double *x, int cx, double *y,
                        int64_t lo, int64_t hi);
/* the element-wise functions on real values computed in C (Octave's semantics: round
   halves away from zero, sign keeps NaN) */
typedef enum { NDS_NEG = 0, NDS_ABS, NDS_SIGN, NDS_ROUND, NDS_FLOOR, NDS_CEIL,
               NDS_FIX } nds_ufun;
/* y[i] = f (x[i]), in parallel, for n values of type vt (NDS_DOUBLE; NDS_COMPLEX:
   x n interleaved (re, im) pairs, y n doubles for NDS_ABS else n pairs, f per part
   except NDS_SIGN's z / abs (z)); returns the number of nonzero y[i] */
int64_t nds_unary (nds_ufun f, nds_vtype vt, const double *x, double *y, int64_t n);
/* the same for n single values */
int64_t nds_unary_f (nds_ufun f, const float *x, float *y, int64_t n);
/* the same for n complex single values (interleaved float pairs; NDS_ABS: y n floats,
   hypotf's values) */
int64_t nds_unary_cf (nds_ufun f, const float *x, float *y, int64_t n);
/* y[i] = abs (z[i]) = hypot (z[2i], z[2i+1]) for n interleaved (re, im) pairs, bit
   for bit as libm's hypot, in parallel (nds_cabs.c); returns the number of nonzero y[i] */
int64_t nds_cabs (const double *z, double *y, int64_t n);
/* the same for n complex single pairs, bit for bit as libm's hypotf */
int64_t nds_cabs_f (const float *z, float *y, int64_t n);
/* y[i] = x[i] op F(s(i,:)) for the dense column-major array F of size fsz (m dims); a
   dim with fsz[d] == 1 is broadcast (every coordinate reads index 1).  With NDS_COPY
   (x unused) y has F's type; otherwise F and y are double.  Returns the number of
   nonzero y[i]. */
int64_t nds_gather (const int64_t *s, int64_t n, int64_t m, const void *F,
                    const int64_t *fsz, nds_vtype vt, nds_op op, const double *x, void *y);

/* 1 when 0 op f[i] is zero (NaN is not) for each of the n values f (op not NDS_COPY):
   x op F vanishes wherever x is zero, whatever the full array F holds there */
int nds_op_vanishes (nds_op op, const double *f, int64_t n);

/* ---- shape (nds_shape.c) ---- */
/* out = the coordinates of the same column-major linear positions in size sz2 (m2 dims);
   prod(sz) == prod(sz2) must fit in 64 bits (NDS_ETOOLARGE otherwise) */
int nds_reshape (const int64_t *s, int64_t n, int64_t m, const int64_t *sz, int64_t m2,
                 const int64_t *sz2, int64_t *out);
/* out = rows of s (n-by-m) in the order perm (out row i = s row perm[i]) */
void nds_rows_take (const int64_t *s, int64_t n, int64_t m, const int64_t *perm,
                    int64_t nout, int64_t *out);
/* y[i] = x[perm[i]] for values of type vt */
void nds_vals_take (const void *x, nds_vtype vt, const int64_t *perm, int64_t nout, void *y);

/* the operands of a concatenation: k sorted tensors, row counts n, coordinates s,
   values x, shift off along the concatenated dim */
typedef struct {
  int k;
  const int64_t *const *s;
  const int64_t *n;
  const void *const *x;
  const int64_t *off;
} nds_cat_in;
/* (os, ox) = the concatenation along dim (0-based) of C's operands, m dims each,
   values of type vt (any: complex ones as (re, im) pairs), sum(n) rows: sorted, since the shifted operands occupy
   disjoint ordered ranges along dim (NDS_EARG: more than 64 operands that interleave) */
int nds_cat (const nds_cat_in *C, int64_t m, int64_t dim, nds_vtype vt, int64_t *os,
             void *ox);

/* ---- reductions (nds_reduce_dims.c) ---- */
/* G = the groups of rows of s that agree outside the reduced dims (red[d] != 0) */
int nds_group_kept (const int64_t *s, int64_t n, int64_t m, const int64_t *sz,
                    const unsigned char *red, nds_groups *G);
/* us = the kept coordinates of each group in the first m dims of s (the dims after
   them are reduced; reduced dims set to 1), cnt (unless NULL) = its size */
void nds_group_rows (const nds_groups *G, const int64_t *s, int64_t m,
                     const unsigned char *red, int64_t *us, double *cnt);
/* what a reduction without groups computes per cell: fun over its values x(e), each
   times w[its coordinate along the (last) reduced dim - 1] unless w is NULL; with
   zeros, an implicit zero too for a cell with fewer values than the cells reduced;
   keep: the reduced dims stay as columns of 1, else they are dropped; xsingle: the
   values x and the results y are floats, accumulated in single in the column-major
   order of the reduced cells, as Octave's sum and prod of a single array (the same
   bits; max and min are exact either way); xcomplex: x and y hold complex values as
   interleaved (re, im) pairs, each part summed as a double, or with xsingle as a
   single (fun NDS_SUM, no w, no zeros; the same bits as the parts reduced apart), or
   max and min (no w, zeros) in Octave's order, as nds_extreme_z (and
   nds_extreme_cf) give: along a mode, Octave's rule for a max with a NaN and an
   infinite part (nds_max_nan_inf_z) left to the caller; over the leading dims with
   it, as nds_run_extreme_z gives it; or, along a mode after the first
   (nds_modered_plan), complex double sums of weighted values (no zeros), w real or,
   with wcomplex, (re, im) pairs: each product as nds_fibers_apply_z takes it */
typedef struct {
  nds_fun fun;
  const double *w;
  int keep, zeros;
  int xsingle;
  int xcomplex;
  int wcomplex;
} nds_redop;

/* y[g] = fun (sum, prod, max, min) over the float values of group g, accumulated in
   single in the group's order (storage order: Octave's, as nds_modered_run with
   xsingle), then combined with an implicit zero where cnt (unless NULL) says the
   group has fewer than nr entries; returns the number of nonzero y[g] */
int64_t nds_reduce_f (const nds_groups *G, const float *x, nds_fun fun, const double *cnt,
                      double nr, float *y);
/* y[g] = fun (y[g], 0) where group g has fewer than nr entries (cnt[g]): the
   implicit zeros of a reduction over nr cells */
void nds_implicit_zeros (nds_fun fun, const double *cnt, double nr, double *y, int64_t ng);
/* Octave's prod multiplies a group's cells in order (column-major over the reduced
   dims red of sizes sz), so its first implicit zero gives NaN only when the product
   before it or a value after it is not finite, else 0: after the product of the
   stored values and its implicit zeros (NaN when it overflowed after the zero), the
   groups (cnt[g] of nr cells stored) whose y[g] that order makes 0; s: G's n rows,
   sorted column-major, m dims; _f single, _z complex pairs, _cf complex single */
void nds_prod_order (const nds_groups *G, const int64_t *s, int64_t m, const int64_t *sz,
                     const unsigned char *red, const double *x, const double *cnt,
                     double nr, double *y);
void nds_prod_order_f (const nds_groups *G, const int64_t *s, int64_t m, const int64_t *sz,
                       const unsigned char *red, const float *x, const double *cnt,
                       double nr, float *y);
void nds_prod_order_z (const nds_groups *G, const int64_t *s, int64_t m, const int64_t *sz,
                       const unsigned char *red, const double *x, const double *cnt,
                       double nr, double *y);
void nds_prod_order_cf (const nds_groups *G, const int64_t *s, int64_t m, const int64_t *sz,
                        const unsigned char *red, const float *x, const double *cnt,
                        double nr, float *y);
/* y[g], idx[g] = the max (ismax) or min over group g of a reduction along dim d of
   extent nr, implicit zeros included, NaN skipped unless all are NaN; idx is the
   1-based coordinate along d of the first extreme, as Octave's max and min give */
void nds_argext (const nds_groups *G, const int64_t *s, const double *x, int64_t m,
                 int64_t d, int64_t nr, int ismax, double *y, double *idx);
/* the same for single values x and maxima y (floats) */
void nds_argext_f (const nds_groups *G, const int64_t *s, const float *x, int64_t m,
                   int64_t d, int64_t nr, int ismax, float *y, double *idx);

/* (rows, y, *cnt) = the nonzero sums of the values x (double or logical, vt) of n
   entries by their rows r[i] (1-based, at most nr), in row order: one pass adding
   into a dense accumulator of nr doubles, in the entries' order (sum along dim 2 of
   a matrix, as Octave's sum (S, 2) adds); rows and y hold min(n, nr); x double or
   logical (NDS_EARG for another class) */
int nds_row_sums (const int64_t *r, const void *x, nds_vtype vt, int64_t n, int64_t nr,
                  int64_t *rows, double *y, int64_t *cnt);

/* 1 when row i of s (n rows) differs from row i-1 in dims r..m-1; no branch, since
   a run of the leading dims often ends after a row or two */
static inline int nds_row_starts (const int64_t *s, int64_t n, int64_t m, int64_t r,
                                  int64_t i)
{
  uint64_t diff = 0;
  for (int64_t d = r; d < m; d++) diff |= (uint64_t) (s[i + d * n] ^ s[i - 1 + d * n]);
  return diff != 0;
}

/* reductions along dim 1 by runs (nds_reduce_runs.c): a run is the rows of sorted
   S that agree in dims 2..m (m >= 2), one column of S->sz[0] cells */
typedef enum { NDS_FIRST_SUM, NDS_FIRST_MAX, NDS_FIRST_MIN, NDS_FIRST_ANY, NDS_FIRST_ALL } nds_first_fun;
/* (first, y, *cnt) = fun over each run of S (values double or logical, or single or
   complex or complex single but for a sum (a single's adds in single); NDS_EARG for
   a sum of those) by Octave's rules (max and min skip NaN unless all
   are, count the implicit zeros, order complex values as nds_run_extreme_z; any
   skips NaN; all counts the stored), the nonzero results only,
   in order, with what their run is known by for nds_runs_heads (its coordinates in
   dims 2..m packed into one integer where their extents' bits add up to 63 at most,
   else the row that heads it); first and y hold as many as S has
   runs (S->nnz, or the product of S->sz[1..m-1], whichever is less); y (floats for
   single values, else doubles; pairs of them for complex) may be NULL when only
   where the nonzero results are is wanted (any, all, logical values), but not for
   a max or min of complex values (NDS_EARG) */
int nds_runs_reduce (const nds_store *S, nds_first_fun fun, int64_t *first, void *y,
                     int64_t *cnt);
/* os (cnt-by-m) = the coordinates of nds_runs_reduce's cnt results, first its
   first: 1 in dim 1, their runs' own in the others (unpacked, or gathered from the
   heads' rows) */
void nds_runs_heads (const nds_store *S, const int64_t *first, int64_t cnt, int64_t *os);
/* os (cnt-by-2) = the coordinates of nds_ptr_reduce's results, whose first[g] are
   0-based columns: 1 in dim 1, first[g] + 1 in dim 2 */
void nds_ptr_heads (const int64_t *first, int64_t cnt, int64_t *os);
/* nds_runs_reduce for a matrix S (m = 2) by its storage's column pointers ptr
   (column j: rows ptr[j] .. ptr[j+1]-1 of S, CSC's cidx): the same results, bit for
   bit, with any and all reading one value per column or none (O(columns) where the
   runs' scan is O(nnz)), first[c] the 0-based column of result c, not its run's
   head (the heads' columns were a gather from S, 13 % of sum (A) at 1e5); first and
   y hold min (S->nnz, S->sz[1]); y may be NULL as for nds_runs_reduce; NDS_EARG for
   another class or m != 2 */
int nds_ptr_reduce (const nds_store *S, const int64_t *ptr, nds_first_fun fun,
                    int64_t *first, void *y, int64_t *cnt);

/* reductions without groups (nds_mode_reduce.c).  The plan for sorted s (n-by-m)
   reduced along one dim mode >= 1, with the output rows counted: chunk by chunk of
   the dims below mode; use 0 when another way is cheaper (many short blocks against
   wide chunks), when the extent along mode passes 2^32 - 1 (cells count their
   entries in 32 bits), or no entries.  Or (nds_modered_lead) reduced over the
   leading dims 0..r-1: the cells are the runs of rows agreeing on dims r..m-1, in
   order. */
typedef struct {
  const int64_t *s, *sz;
  int64_t n, m, mode;
  int64_t lead;         /* > 0: over dims 0..lead-1, by runs (tu: first output rows) */
  int64_t stride[64];   /* inner key strides of the dims below mode */
  uint64_t inv[64];     /* their reciprocal sizes, to decode inner keys */
  int64_t C, chunks;    /* chunk width in inner keys, and chunks per block */
  int64_t nb, *bstart;  /* blocks: rows bstart[b] .. bstart[b+1]-1 */
  int64_t nu, *uoff;    /* units (block u / chunks, chunk u % chunks): first output row */
  int64_t rmax;         /* most runs in a block */
  int nt;
  int64_t tu[65];       /* thread t's units: tu[t] .. tu[t+1]-1 */
  int64_t nout;
  int use;
} nds_modered;
int nds_modered_plan (const int64_t *s, int64_t n, int64_t m, const int64_t *sz,
                      int64_t mode, nds_modered *P);
int nds_modered_lead (const int64_t *s, int64_t n, int64_t m, const int64_t *sz,
                      int64_t r, nds_modered *P);
/* the P->nout cells hit, in column-major order: y = op over each cell's values (the
   extent of the reduced dims counted for op.zeros), cnt (unless NULL) = their
   number, os = the cell's coordinates; op.fun is not NDS_FIRST (NDS_EARG); x and y
   hold doubles, floats with op.xsingle, or (re, im) pairs with op.xcomplex (of
   floats with both) */
int nds_modered_run (const nds_modered *P, const void *x, nds_redop op, int64_t *os,
                     void *y, double *cnt);
/* nds_modered_run of real values along a mode (nds_modered_plan; NDS_EARG else), with
   no cnt, writing the cells whose result is not zero (NaN kept; 0 and -0 left out):
   thread t's from row P->uoff[P->tu[t]], kept[t+1] - kept[t] of them (kept: P->nt + 1
   entries, kept[P->nt] in all; os and y as they are when that is P->nout); then
   nds_modered_pack gives ps (kept[P->nt] rows, the columns of os) and py those rows */
int nds_modered_run_nz (const nds_modered *P, const void *x, nds_redop op, int64_t *os,
                        void *y, int64_t *kept);
void nds_modered_pack (const nds_modered *P, nds_redop op, const int64_t *os,
                       const void *y, const int64_t *kept, int64_t *ps, void *py);
void nds_modered_free (nds_modered *P);

/* cumulative sums along dim 0 of sorted s (n-by-m, so each fiber, the rows agreeing
   on dims 1..m-1, is contiguous and ordered along dim 0 of extent len): every stored
   coordinate starts a run of equal sums up to the next one; runs whose sum is zero
   are left out.  With os NULL only *nout is set; then os, ox get *nout rows. */
void nds_cumsum (const int64_t *s, const double *x, int64_t n, int64_t m, int64_t len,
                 int64_t *os, double *ox, int64_t *nout);
/* the same for complex values: x and ox interleaved (re, im) pairs; a run is left
   out when both parts of its sum are zero */
void nds_cumsum_z (const int64_t *s, const double *x, int64_t n, int64_t m, int64_t len,
                   int64_t *os, double *ox, int64_t *nout);

/* ---- complex reductions (nds_reduce_z.c): x and y interleaved (re, im) pairs,
   ordered as Octave orders complex values, by modulus and then by argument in
   (-pi, pi]; a value with a NaN part is skipped unless all are ---- */
/* y[g] = the max (ismax) or min of group g, its implicit zeros counted (cnt[g] of
   its nr cells stored): the first extreme in G's order */
void nds_extreme_z (const nds_groups *G, const double *x, int ismax, const double *cnt,
                    double nr, double *y);
/* the same for complex single values (float pairs), ordered by hypotf and atan2f as
   Octave orders single complex values */
void nds_extreme_cf (const nds_groups *G, const float *x, int ismax, const double *cnt,
                     double nr, float *y);
/* y[g], idx[g] = the same along dim d (0-based) of extent nr, and the 1-based
   coordinate along d of the first extreme, as Octave's max and min give */
void nds_argext_z (const nds_groups *G, const int64_t *s, const double *x, int64_t d,
                   int64_t nr, int ismax, double *y, double *idx);
/* the same for complex single values (float pairs), ordered as nds_extreme_cf */
void nds_argext_cf (const nds_groups *G, const int64_t *s, const float *x, int64_t d,
                    int64_t nr, int ismax, float *y, double *idx);
/* Octave's max along dim d (0-based) is sequential: a value with a NaN part and an
   infinite one beats a max of finite modulus when it comes after its block's first
   row with no NaN part (a block: the entries agreeing on every dim after d).  After
   nds_extreme_z or nds_argext_z (ismax), y[g] and idx[g] (unless NULL) of the
   groups whose max that rule changes; s: G's n rows, sorted column-major, m dims
   (NDS_ENOMEM, y untouched, when out of memory) */
int nds_max_nan_inf_z (const nds_groups *G, const int64_t *s, int64_t m, const double *x,
                       int64_t d, double *y, double *idx);
/* the same for complex single values (float pairs, moduli by hypotf) */
int nds_max_nan_inf_cf (const nds_groups *G, const int64_t *s, int64_t m, const float *x,
                        int64_t d, float *y, double *idx);
/* 1 when one of the n pairs x has a NaN part and an infinite one (a max that
   nds_max_nan_inf_z may change), else 0 */
int nds_any_nan_inf_z (const double *x, int64_t n);
/* the same for complex single values (float pairs) */
int nds_any_nan_inf_cf (const float *x, int64_t n);
/* y[0], y[1] = the max (ismax) or min of the complex values x of rows i..e-1 of s
   (n rows) that are one run over its leading r dims (sizes sz; the rows agree on
   the dims after them, in column-major order): nds_extreme_z and nds_max_nan_inf_z's
   result for that group along dim 1 of the array with the r dims as its first one,
   as Octave's max (A(:)) orders one with a NaN part and an infinite one, in fewer
   moduli (squares decide where they differ by more than rounding) */
void nds_run_extreme_z (const double *x, const int64_t *s, int64_t n, int64_t r,
                        const int64_t *sz, int64_t i, int64_t e, int ismax, double *y);
/* the same for complex single values (float pairs), in single */
void nds_run_extreme_cf (const float *x, const int64_t *s, int64_t n, int64_t r,
                         const int64_t *sz, int64_t i, int64_t e, int ismax, float *y);
/* y[g] *= 0 in C's complex product (Inf or NaN parts give NaN) for the groups with
   fewer than nr entries (cnt[g]): the implicit zeros of a product */
void nds_prod_zeros_z (const double *cnt, double nr, double *y, int64_t ng);
/* the same for complex single values (float pairs), in single */
void nds_prod_zeros_cf (const double *cnt, double nr, float *y, int64_t ng);

/* ---- CSC (nds_csc.c) ---- */
/* CSC arrays (colp nc+1, rowi and ox nnz) of the unfolding of the sorted distinct
   entries (s, x; n rows) with rows = dims rd[0..nrd-1], columns = cd[0..ncd-1]
   (0-based dims); rows sorted within columns */
int nds_csc (const int64_t *s, const void *x, int64_t n, const int64_t *shape,
             const int64_t *rd, int64_t nrd, const int64_t *cd, int64_t ncd, nds_vtype vt,
             int64_t nc, int64_t *colp, int64_t *rowi, void *ox);

/* CSC arrays (colp nc+1, rowi and ox n) of n entries already in CSC order, a block
   of sorted storage: rows r[k] - roff (1-based; r NULL: all row 1) in nondecreasing
   columns c[k] - coff (1-based, at most nc; c NULL: all column 1), values x of type
   vt (single ones written to ox as doubles: Octave's sparse holds no single).  colp
   by galloping from column to column, O(nc log (n / nc)); rowi and ox one
   pass.  NDS_ESUB when a column falls outside 1..nc. */
int nds_csc_ordered (const int64_t *r, int64_t roff, const int64_t *c, int64_t coff,
                     const void *x, nds_vtype vt, int64_t n, int64_t nc, int64_t *colp,
                     int64_t *rowi, void *ox);
/* CSC arrays (ocolp c1 - c0 + 1; orowi and ox colp[c1] - colp[c0]) of columns c0 ..
   c1 - 1 (0-based) of a CSC matrix: colp, rowi and values x of es bytes each, copied
   by block, the result's arrays written once and never zeroed first (Octave's own
   index of a column range zeroes them, then copies).  NDS_EARG on a bad range. */
int nds_csc_columns (const int64_t *colp, const int64_t *rowi, const void *x, size_t es,
                     int64_t c0, int64_t c1, int64_t *ocolp, int64_t *orowi, void *ox);

/* ---- contraction of one mode with a matrix: ttm, ttv (nds_ttm.c) ---- */
/* G = the fibers of mode `mode` present in sorted entries s (n rows, m <= 64 dims):
   the groups of entries equal in every other dim, in the column-major order of
   those dims (nds_group_kept); free with nds_groups_free */
int nds_fibers (const int64_t *s, int64_t n, int64_t m, const int64_t *shape, int64_t mode,
                nds_groups *G);
/* y[g*J + j] = sum over fiber g of x(e) * M(j, s(e,mode)); M is J-by-shape[mode] */
void nds_fibers_apply (const nds_groups *F, const int64_t *s, const double *x,
                       int64_t mode, const double *M, int64_t J, double *y);
/* the same for float values x, each result summed in double and rounded once to
   single (the floats y) */
void nds_fibers_apply_f (const nds_groups *F, const int64_t *s, const float *x,
                         int64_t mode, const double *M, int64_t J, float *y);
/* the same in complex arithmetic (pairs of y): x complex pairs when xc, else real;
   M complex pairs when mc, else real; no conjugation */
void nds_fibers_apply_z (const nds_groups *F, const int64_t *s, const double *x, int xc,
                         int64_t mode, const double *M, int mc, int64_t J, double *y);
/* Y (zero-filled, shape with shape[mode] = J) = the fiber results; returns nnz (Y) */
int64_t nds_fibers_dense (const nds_groups *F, const int64_t *s, const double *x, int64_t m,
                          const int64_t *shape, int64_t mode, const double *M, int64_t J,
                          double *Y);
/* the same for float values x and float Y, each result summed in double and rounded
   once to single */
int64_t nds_fibers_dense_f (const nds_groups *F, const int64_t *s, const float *x, int64_t m,
                            const int64_t *shape, int64_t mode, const double *M, int64_t J,
                            float *Y);
/* the nonzero fiber results (nout of them) as sorted entries: mode column = j, or
   dropped when keep == 0 (then osubs has m-1 columns); NDS_ENOMEM possible */
int nds_fibers_emit (const nds_groups *F, const int64_t *s, int64_t m, int64_t mode,
                     const double *y, int64_t J, int keep, int64_t *osubs, double *ox,
                     int64_t nout);
/* the same for complex y and ox (pairs); nout = nds_count_nz_z (y, ng * J) */
int nds_fibers_emit_z (const nds_groups *F, const int64_t *s, int64_t m, int64_t mode,
                       const double *y, int64_t J, int keep, int64_t *osubs, double *ox,
                       int64_t nout);
/* the same with ox float pairs, y rounded to single first (nds_round_single) and
   nout = nds_count_nz_z of it: complex results rounded once to single */
int nds_fibers_emit_cf (const nds_groups *F, const int64_t *s, int64_t m, int64_t mode,
                        const double *y, int64_t J, int keep, int64_t *osubs, float *ox,
                        int64_t nout);
/* the same for the float results y of nds_fibers_apply_f and float values ox;
   nout = nds_count_nz_f (y, ng * J) */
int nds_fibers_emit_f (const nds_groups *F, const int64_t *s, int64_t m, int64_t mode,
                       const float *y, int64_t J, int keep, int64_t *osubs, float *ox,
                       int64_t nout);
/* y[i] rounded to single, kept as doubles (i < n) */
void nds_round_single (double *y, int64_t n);
/* number of the n complex pairs z with a nonzero part */
int64_t nds_count_nz_z (const double *z, int64_t n);

/* Y (shape with shape[mode] = J) = the sum of every entry's x(e) * M(:, s(e,mode))
   without grouping: the choice when Y is no larger than a few times the entries.
   Returns the number of nonzeros of Y. */
int64_t nds_mode_accumulate (const int64_t *s, const double *x, int64_t n, int64_t m,
                             const int64_t *shape, int64_t mode, const double *M,
                             int64_t J, double *Y);
/* the same for single values x and Y: each product x(e) * M(j, .) taken in double and
   added in single (the double sum rounded to single), as Octave's sum of a single
   array adds */
int64_t nds_mode_accumulate_f (const int64_t *s, const float *x, int64_t n, int64_t m,
                               const int64_t *shape, int64_t mode, const double *M,
                               int64_t J, float *Y);

/* ---- MTTKRP (nds_mttkrp.c) ---- */
/* B (shape[mode]-by-R, column-major) = T_(mode) * Khatri-Rao of U[d] (shape[d]-by-R,
   column-major) over d != mode; U[mode] is ignored */
int nds_mttkrp (const int64_t *s, const double *x, int64_t n, int64_t m,
                const int64_t *shape, const double *const *U, int64_t R, int64_t mode,
                double *B);
/* the same in complex arithmetic (no conjugation): x complex pairs when xc, else
   real; U[d] complex pairs when uc[d], else real; B complex pairs */
int nds_mttkrp_z (const int64_t *s, const double *x, int xc, int64_t n, int64_t m,
                  const int64_t *shape, const double *const *U, const int *uc, int64_t R,
                  int64_t mode, double *B);
/* the same of single values x and factors U[d] (floats), each product and sum in
   double: B floats, each rounded once */
int nds_mttkrp_f (const int64_t *s, const float *x, int64_t n, int64_t m,
                  const int64_t *shape, const float *const *U, int64_t R, int64_t mode,
                  float *B);
/* the complex one of single values x and factors U[d] (float complex pairs when xc,
   uc[d], else real), each product and sum in double: B complex pairs of doubles */
int nds_mttkrp_c (const int64_t *s, const float *x, int xc, int64_t n, int64_t m,
                  const int64_t *shape, const float *const *U, const int *uc, int64_t R,
                  int64_t mode, double *B);

/* ---- TTM chain in all modes but one (nds_ttmc.c) ---- */
/* Yt (P-by-shape[mode], column-major: row i of the unfolding contiguous) = the
   transposed mode-mode unfolding of T times U[d]' in every mode d != mode, that
   is T_(mode) * (U[od[no-1]] kron .. kron U[od[0]]) for the other dims od in
   increasing order; U[d] is shape[d]-by-R[d] column-major, or NULL for the
   identity (R[d] == shape[d]); P = prod R[d] over d != mode; one pass over the
   entries, each row of the result summed by one thread */
int nds_ttmc (const int64_t *s, const double *x, int64_t n, int64_t m,
              const int64_t *shape, const double *const *U, const int64_t *R,
              int64_t mode, double *Yt);

/* ---- CP model values (nds_cpvals.c) ---- */
/* a row-major copy of the column-major I-by-R matrix U (nds_free it); NULL: no memory */
double *nds_rows_major (const double *U, int64_t I, int64_t R);
/* v(e) = sum_r prod_d U[d](s(e,d), r) for the n coordinates s (1-based), U[d]
   shape[d]-by-R column-major: a CP model (weights in a factor) at the entries */
int nds_cp_values (const int64_t *s, int64_t n, int64_t m, const int64_t *shape,
                   const double *const *U, int64_t R, double *v);

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
/* the same for single values, in double */
double nds_inner_coo_f (const int64_t *sa, const float *xa, int64_t na, const int64_t *sb,
                        const float *xb, int64_t nb, int64_t m);
/* (y[0], y[1]) = the sum of conj (xa) .* xb over the coordinates both hold, xa and
   xb complex (re, im) pairs */
void nds_inner_coo_z (const int64_t *sa, const double *xa, int64_t na, const int64_t *sb,
                      const double *xb, int64_t nb, int64_t m, double *y);
/* the same for complex single pairs, in double */
void nds_inner_coo_cf (const int64_t *sa, const float *xa, int64_t na, const int64_t *sb,
                       const float *xb, int64_t nb, int64_t m, double *y);
/* sum of x .* F(s) for the full array F of size shape */
double nds_inner_dense (const int64_t *s, const double *x, int64_t n, int64_t m,
                        const int64_t *shape, const double *F);
/* sum of x.^2 */
double nds_sumsq (const double *x, int64_t n);
/* the same for single values, in double (the sum nds_sumsq gives of them widened) */
double nds_sumsq_f (const float *x, int64_t n);

#ifdef __cplusplus
}
#endif

#endif
