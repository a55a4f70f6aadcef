/* nds_ewise.c: union or intersection merge of two sorted coordinate streams */
#include <string.h>
#include "nds_elem.h"

/* number of output rows of merging a[ia..ea) with b[ib..eb); always inline, for
   NDS_RANK_SPECIALIZE */
static inline __attribute__ ((always_inline)) int64_t
merge_count (const int64_t *a, int64_t na, int64_t ia, int64_t ea, const int64_t *b,
             int64_t nb, int64_t ib, int64_t eb, int64_t m, int inter)
{
  int64_t c = 0;
  while (ia < ea && ib < eb)
    {
      int lt, gt;
      nds_order_from (a, na, ia, b, nb, ib, m, 0, &lt, &gt);
      c += inter ? !(lt | gt) : 1;
      ia += !gt;
      ib += !lt;
    }
  if (!inter) c += (ea - ia) + (eb - ib);
  return c;
}

/* P = the plan of merging a and b; P->off[nt] is the number of output rows */
int nds_merge_plan_make (const int64_t *a, int64_t na, const int64_t *b, int64_t nb,
                         int64_t m, int inter, int nt, nds_merge_plan *P)
{
  if (nt < 1 || na < 64 * (int64_t) nt) nt = 1;
  P->nt = nt; P->inter = inter;
  P->alo = nds_malloc ((size_t) nt + 1, sizeof (int64_t));
  P->blo = nds_malloc ((size_t) nt + 1, sizeof (int64_t));
  P->off = nds_malloc ((size_t) nt + 1, sizeof (int64_t));
  if (!P->alo || !P->blo || !P->off)
    {
      nds_merge_plan_free (P);
      return NDS_ENOMEM;
    }
  P->alo[0] = 0; P->blo[0] = 0;
  P->alo[nt] = na; P->blo[nt] = nb;
  for (int t = 1; t < nt; t++)
    {
      P->alo[t] = na * t / nt;
      P->blo[t] = nds_lower_bound_row (b, nb, m, 0, a, na, P->alo[t]);
    }
  P->off[0] = 0;
  #pragma omp parallel for schedule(static, 1) num_threads(nt) if (nt > 1)
  for (int t = 0; t < nt; t++)
    {
#define MERGE_COUNT(k) P->off[t + 1] = merge_count (a, na, P->alo[t], P->alo[t + 1], b, \
                                                    nb, P->blo[t], P->blo[t + 1], k, inter)
      NDS_RANK_SPECIALIZE (m, MERGE_COUNT);
#undef MERGE_COUNT
    }
  for (int t = 0; t < nt; t++) P->off[t + 1] += P->off[t];
  return NDS_OK;
}

void nds_merge_plan_free (nds_merge_plan *P)
{
  nds_free (P->alo); nds_free (P->blo); nds_free (P->off);
  P->alo = P->blo = P->off = NULL;
}

/* copy value i of x (type vt) to slot o of y (same type), or zero it when i < 0 */
static void put (void *y, int64_t o, const void *x, int64_t i, nds_vtype vt)
{
  if (vt == NDS_LOGICAL)
    ((unsigned char *) y)[o] = i < 0 ? 0 : ((const unsigned char *) x)[i];
  else
    ((double *) y)[o] = i < 0 ? 0 : ((const double *) x)[i];
}

/* output row o = row i of s (ns rows, m columns), of the n output rows */
static inline void copy_row (int64_t *os, int64_t o, int64_t n, const int64_t *s,
                             int64_t ns, int64_t i, int64_t m)
{
  for (int64_t d = 0; d < m; d++) os[o + d * n] = s[i + d * ns];
}

/* chunk t of P's merge: coordinates into os and, with NDS_COPY, each side's values
   aligned into oa and ob, else y = a op b into oa (double operands), whose nonzeros
   it returns.  No branch on the data: a row is written at every step, and the
   output advances when it is kept (an intersection stops when its rows are all out,
   so it never writes past its chunk).  Always inline: merge_rows calls it with op a
   constant. */
static inline __attribute__ ((always_inline)) int64_t
merge_chunk (const nds_merge_plan *P, int t, const int64_t *a, const void *xa,
             nds_vtype vta, int64_t na, const int64_t *b, const void *xb, nds_vtype vtb,
             int64_t nb, int64_t m, nds_op op, int64_t *os, void *oa, void *ob)
{
  const int64_t n = P->off[P->nt], ea = P->alo[t + 1], eb = P->blo[t + 1];
  const int64_t oe = P->off[t + 1];
  const double *da = xa, *db = xb;
  double *y = oa;
  int64_t ia = P->alo[t], ib = P->blo[t], o = P->off[t], nz = 0;
  while (ia < ea && ib < eb && o < oe)
    {
      int lt, gt;
      nds_order_from (a, na, ia, b, nb, ib, m, 0, &lt, &gt);
      const int ta = !gt, tb = !lt;      /* a's row taken, b's row taken */
      const int keep = P->inter ? ta & tb : 1;
      copy_row (os, o, n, gt ? b : a, gt ? nb : na, gt ? ib : ia, m);
      if (op == NDS_COPY)
        {
          put (oa, o, xa, ta ? ia : -1, vta);
          put (ob, o, xb, tb ? ib : -1, vtb);
        }
      else
        {
          const double u = da[ia], w = db[ib];
          nz += keep & ((y[o] = nds_apply (op, ta ? u : 0, tb ? w : 0)) != 0);
        }
      o += keep;
      ia += ta;
      ib += tb;
    }
  if (P->inter) return nz;
  /* a union's tail: the rows of the one side left, if any */
  for (; ia < ea || ib < eb; o++)
    {
      const int ta = ia < ea;
      copy_row (os, o, n, ta ? a : b, ta ? na : nb, ta ? ia : ib, m);
      if (op == NDS_COPY)
        {
          put (oa, o, xa, ta ? ia : -1, vta);
          put (ob, o, xb, ta ? -1 : ib, vtb);
        }
      else
        nz += (y[o] = ta ? nds_apply (op, da[ia], 0) : nds_apply (op, 0, db[ib])) != 0;
      ia += ta;
      ib += !ta;
    }
  return nz;
}

/* merge_chunk with op a constant; always inline, for NDS_RANK_SPECIALIZE */
static inline __attribute__ ((always_inline)) int64_t
merge_ops (const nds_merge_plan *P, int t, const int64_t *a, const void *xa,
           nds_vtype vta, int64_t na, const int64_t *b, const void *xb, nds_vtype vtb,
           int64_t nb, int64_t m, nds_op op, int64_t *os, void *oa, void *ob)
{
  int64_t nz = 0;
#define MERGE_CHUNK(o) nz = merge_chunk (P, t, a, xa, vta, na, b, xb, vtb, nb, m, o, os, \
                                         oa, ob)
  NDS_OP_SPECIALIZE (op, MERGE_CHUNK);
#undef MERGE_CHUNK
  return nz;
}

/* the merge of every chunk of P, each by a thread, with loops for each op and for
   ranks 2 and 3; the nonzeros of y (op not NDS_COPY) */
static int64_t merge_rows (const nds_merge_plan *P, const int64_t *a, const void *xa,
                           nds_vtype vta, int64_t na, const int64_t *b, const void *xb,
                           nds_vtype vtb, int64_t nb, int64_t m, nds_op op, int64_t *os,
                           void *oa, void *ob)
{
  int64_t nz = 0;
  #pragma omp parallel for schedule(static, 1) num_threads(P->nt) reduction(+:nz) \
    if (P->nt > 1)
  for (int t = 0; t < P->nt; t++)
    {
#define MERGE_OPS(k) nz += merge_ops (P, t, a, xa, vta, na, b, xb, vtb, nb, k, op, os, oa, ob)
      NDS_RANK_SPECIALIZE (m, MERGE_OPS);
#undef MERGE_OPS
    }
  return nz;
}

void nds_merge_emit (const nds_merge_plan *P, const int64_t *a, const void *xa,
                     nds_vtype vta, int64_t na, const int64_t *b, const void *xb,
                     nds_vtype vtb, int64_t nb, int64_t m, int64_t *os, void *oa,
                     void *ob)
{
  merge_rows (P, a, xa, vta, na, b, xb, vtb, nb, m, NDS_COPY, os, oa, ob);
}

int64_t nds_merge_apply (const nds_merge_plan *P, const int64_t *a, const double *xa,
                         int64_t na, const int64_t *b, const double *xb, int64_t nb,
                         int64_t m, nds_op op, int64_t *os, double *y)
{
  return merge_rows (P, a, xa, NDS_DOUBLE, na, b, xb, NDS_DOUBLE, nb, m, op, os, y, NULL);
}
