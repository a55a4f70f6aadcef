/* nds_ewise.c: union or intersection merge of two sorted coordinate streams */
#include <string.h>
#include "nds_kern.h"

/* Merges overlap in the core when a thread runs several at once: each step of a
   merge waits on the loads its previous step chose, and a lane's steps interleaved
   with those of its neighbours hide that latency.  3 lanes: 1.5x faster than 1 for
   the 1e7-row bench merge; 6 spill registers and lose. */
#define NDS_LANES 3

/* *ta, *tb: whether a merge takes row i of a, row j of b (a's not after b's, b's
   not after a's; both when equal); by their packed keys when sh (one compare of two
   words, with no array of keys to make), else dim by dim; always inline, so that a
   constant NULL sh leaves no test per row */
static inline __attribute__ ((always_inline)) void
row_takes (const int64_t *a, int64_t na, int64_t i, const int64_t *b, int64_t nb,
           int64_t j, int64_t m, const int *sh, int *ta, int *tb)
{
  if (sh)
    {
      const uint64_t u = nds_packed_key (a, na, i, m, sh);
      const uint64_t v = nds_packed_key (b, nb, j, m, sh);
      *ta = u <= v;
      *tb = v <= u;
    }
  else
    {
      int lt, gt;
      nds_order_from (a, na, i, b, nb, j, m, 0, &lt, &gt);
      *ta = !gt;
      *tb = !lt;
    }
}

/* a lane of a merge being planned: its next and end rows on each side, and where
   its next step is recorded (a union's c) or its next match (an intersection's o) */
typedef struct {
  int64_t ia, ea, ib, eb, o;
  unsigned char *c;
} lane;

static inline int lane_open (const lane *L)
{
  return L->ia < L->ea && L->ib < L->eb;
}

/* the steps all NDS_LANES lanes L can take before a side of one of them ends (a step
   advances each side by one at most): run without a test per step, fewer registers
   live (the union's plan 1.1x faster at 1e4 rows) */
static inline int64_t lanes_run (const lane *L)
{
  int64_t r = INT64_MAX;
  for (int l = 0; l < NDS_LANES; l++)
    {
      const int64_t u = L[l].ea - L[l].ia, v = L[l].eb - L[l].ib;
      r = u < r ? u : r;
      r = v < r ? v : r;
    }
  return r;
}

/* one step of L: compare its rows and record which sides advance; always inline,
   for NDS_RANK_SPECIALIZE */
static inline __attribute__ ((always_inline)) void
lane_step (const int64_t *a, int64_t na, const int64_t *b, int64_t nb, int64_t m,
           const int *sh, lane *L)
{
  int ta, tb;
  row_takes (a, na, L->ia, b, nb, L->ib, m, sh, &ta, &tb);
  *L->c++ = (unsigned char) (ta | tb << 1);
  L->ia += ta;
  L->ib += tb;
}

/* thread t's lanes of P's union, in lockstep while all are open, then each to its
   end: P->steps and the output rows of each (into P->off, shifted by one) */
static inline __attribute__ ((always_inline)) void
merge_lanes (nds_merge_plan *P, int t, const int64_t *a, int64_t na, const int64_t *b,
             int64_t nb, int64_t m, const int *sh)
{
  lane L[NDS_LANES];
  const int lo = t * NDS_LANES, nl = P->nl - lo < NDS_LANES ? P->nl - lo : NDS_LANES;
  for (int l = 0; l < nl; l++)
    L[l] = (lane) { P->alo[lo + l], P->alo[lo + l + 1], P->blo[lo + l],
                    P->blo[lo + l + 1], 0, P->code + P->alo[lo + l] + P->blo[lo + l] };
  if (nl == NDS_LANES)
    for (int64_t r; (r = lanes_run (L)) > 0;)
      for (int64_t k = 0; k < r; k++)
        {
          #pragma GCC unroll 8
          for (int l = 0; l < NDS_LANES; l++) lane_step (a, na, b, nb, m, sh, &L[l]);
        }
  for (int l = 0; l < nl; l++)
    {
      while (lane_open (&L[l])) lane_step (a, na, b, nb, m, sh, &L[l]);
      const int64_t k = L[l].c - (P->code + P->alo[lo + l] + P->blo[lo + l]);
      P->steps[lo + l] = k;
      P->off[lo + l + 1] = k + (L[l].ea - L[l].ia) + (L[l].eb - L[l].ib);
    }
}

/* one step of an intersection's lane L: record its rows as a match, kept (o
   advances) when they are equal; the side whose row comes first advances (both
   when equal); always inline */
static inline __attribute__ ((always_inline)) void
ilane_step (const int64_t *a, int64_t na, const int64_t *b, int64_t nb, int64_t m,
            const int *sh, int64_t *pa, int64_t *pb, lane *L)
{
  int ta, tb;
  row_takes (a, na, L->ia, b, nb, L->ib, m, sh, &ta, &tb);
  pa[L->o] = L->ia;
  pb[L->o] = L->ib;
  L->o += ta & tb;
  L->ia += ta;
  L->ib += tb;
}

/* thread t's lanes of P's intersection, in lockstep while all are open, then each
   to its end: the matches into P->pa, P->pb and their count into P->off (shifted by
   one).  No step record and no branch on the data: 2x faster than the union's
   plan at 1e4 rows, 3x at 1e6 */
static inline __attribute__ ((always_inline)) void
inter_lanes (nds_merge_plan *P, int t, const int64_t *a, int64_t na, const int64_t *b,
             int64_t nb, int64_t m, const int *sh)
{
  lane L[NDS_LANES];
  int64_t *pa = P->pa, *pb = P->pb;
  const int lo = t * NDS_LANES, nl = P->nl - lo < NDS_LANES ? P->nl - lo : NDS_LANES;
  for (int l = 0; l < nl; l++)
    L[l] = (lane) { P->alo[lo + l], P->alo[lo + l + 1], P->blo[lo + l],
                    P->blo[lo + l + 1], P->alo[lo + l], NULL };
  if (nl == NDS_LANES)
    for (int64_t r; (r = lanes_run (L)) > 0;)
      for (int64_t k = 0; k < r; k++)
        {
          #pragma GCC unroll 8
          for (int l = 0; l < NDS_LANES; l++) ilane_step (a, na, b, nb, m, sh, pa, pb, &L[l]);
        }
  for (int l = 0; l < nl; l++)
    {
      while (lane_open (&L[l])) ilane_step (a, na, b, nb, m, sh, pa, pb, &L[l]);
      P->steps[lo + l] = 0;
      P->off[lo + l + 1] = L[l].o - P->alo[lo + l];
    }
}

/* P = the plan of merging a and b; P->off[nl] is the number of output rows */
int nds_merge_plan_make (const int64_t *a, int64_t na, const int64_t *b, int64_t nb,
                         int64_t m, const int64_t *sz, int inter, int nt,
                         nds_merge_plan *P)
{
  int shifts[NDS_PACK_DIMS + 1];
  const int *sh = sz && nds_pack_shifts (sz, m, shifts) ? shifts : NULL;
  if (nt < 1 || na < 64 * NDS_LANES * (int64_t) nt) nt = 1;
  const int nl = na < 64 * NDS_LANES ? 1 : nt * NDS_LANES;
  *P = (nds_merge_plan) { .nt = nt, .nl = nl, .inter = inter };
  /* one block: alo, blo and off (nl + 1 each), steps (nl), then the codes of a
     union or the matches of an intersection (one malloc where five cost a merge
     of a few rows a fifth of its time) */
  const size_t w = 4 * (size_t) nl + 3;
  const size_t tail = inter ? 2 * (size_t) na * sizeof (int64_t) : (size_t) (na + nb);
  int64_t *blk = nds_malloc (w * sizeof (int64_t) + tail + 1, 1);
  if (!blk) return NDS_ENOMEM;
  P->alo = blk;
  P->blo = blk + nl + 1;
  P->off = blk + 2 * (nl + 1);
  P->steps = blk + 3 * (nl + 1);
  if (inter)
    {
      P->pa = blk + w;
      P->pb = blk + w + na;
    }
  else
    P->code = (unsigned char *) (blk + w);
  P->alo[0] = P->blo[0] = P->off[0] = 0;
  P->alo[nl] = na;
  P->blo[nl] = nb;
  for (int l = 1; l < nl; l++)
    {
      P->alo[l] = na * l / nl;
      P->blo[l] = nds_lower_bound_row (b, nb, m, 0, a, na, P->alo[l]);
    }
  #pragma omp parallel for schedule(static, 1) num_threads(nt) if (nt > 1)
  for (int t = 0; t < nt; t++)
    {
#define MERGE_LANES(k) sh ? merge_lanes (P, t, a, na, b, nb, k, sh)          \
                          : merge_lanes (P, t, a, na, b, nb, k, NULL)
#define INTER_LANES(k) sh ? inter_lanes (P, t, a, na, b, nb, k, sh)          \
                          : inter_lanes (P, t, a, na, b, nb, k, NULL)
      if (inter)
        {
          NDS_RANK_SPECIALIZE (m, INTER_LANES);
        }
      else
        {
          NDS_RANK_SPECIALIZE (m, MERGE_LANES);
        }
#undef INTER_LANES
#undef MERGE_LANES
    }
  for (int l = 0; l < nl; l++) P->off[l + 1] += P->off[l];
  return NDS_OK;
}

void nds_merge_plan_free (nds_merge_plan *P)
{
  nds_free (P->alo);                       /* the block of them all */
  P->alo = P->blo = P->off = P->steps = P->pa = P->pb = NULL;
  P->code = NULL;
}

/* x & keep: keep all ones or zero, a select the compiler cannot turn into a branch
   (a branch on the merge's random steps mispredicts every other row: 2.3x slower) */
static inline uint64_t keep_bits (uint64_t x, uint64_t keep)
{
  return x & keep;
}

/* copy value i of x (type vt) to slot o of y (same type), or zero when keep is 0
   (keep: all ones or zero; x[i] is read either way); always inline, so that a
   constant vt leaves no switch per value */
static inline __attribute__ ((always_inline)) void put (void *y, int64_t o, const void *x, int64_t i, uint64_t keep, nds_vtype vt)
{
  const size_t es = nds_vsize (vt);
  for (size_t k = 0; k < es; k += 8)
    {
      /* the value's bytes in words of up to 8: a zero value is all zero bits */
      const size_t w = es - k < 8 ? es - k : 8;
      uint64_t u = 0;
      memcpy (&u, (const char *) x + i * es + k, w);
      u = keep_bits (u, keep);
      memcpy ((char *) y + o * es + k, &u, w);
    }
}

/* slot o of y (type vt) = 0 */
static inline __attribute__ ((always_inline)) void put_zero (void *y, int64_t o, nds_vtype vt)
{
  memset ((char *) y + o * nds_vsize (vt), 0, nds_vsize (vt));
}

/* real value i of x of type vt (NDS_DOUBLE, or NDS_SINGLE widened exactly) */
static inline double rat (const void *x, nds_vtype vt, int64_t i)
{
  if (vt == NDS_SINGLE)
    return ((const float *) x)[i];
  return ((const double *) x)[i];
}

/* rat's value i of x when keep is all ones, +0 when it is zero, without a branch */
static inline double rat_keep (const void *x, nds_vtype vt, int64_t i, uint64_t keep)
{
  double w;                     /* room for a value of either type */
  put (&w, 0, x, i, keep, vt);
  return rat (&w, vt, 0);
}

/* slot o of y (type vt, as rat's) = v, rounded once to float for NDS_SINGLE (as
   nds_binop_f rounds); returns whether the slot is nonzero */
static inline int put_r (void *y, nds_vtype vt, int64_t o, double v)
{
  if (vt == NDS_SINGLE)
    return (((float *) y)[o] = (float) v) != 0;
  return (((double *) y)[o] = v) != 0;
}

/* complex value i of the (re, im) pairs x of type vt (NDS_COMPLEX doubles, or
   NDS_CSINGLE floats, widened exactly) */
static inline nds_cplx_t zat (const void *x, nds_vtype vt, int64_t i)
{
  if (vt == NDS_CSINGLE)
    return nds_cplx (((const float *) x)[2 * i], ((const float *) x)[2 * i + 1]);
  return nds_cplx (((const double *) x)[2 * i], ((const double *) x)[2 * i + 1]);
}

/* zat's value i of x when keep is all ones, 0 when it is zero, without a branch */
static inline nds_cplx_t zat_keep (const void *x, nds_vtype vt, int64_t i, uint64_t keep)
{
  double w[2];                  /* room for a pair of either type */
  put (w, 0, x, i, keep, vt);
  return zat (w, vt, 0);
}

/* pair o of y (type vt, as zat's) = z, each part rounded once to float for
   NDS_CSINGLE (as nds_binop_cf rounds); returns whether the pair is nonzero */
static inline int put_z (void *y, nds_vtype vt, int64_t o, nds_cplx_t z)
{
  if (vt == NDS_CSINGLE)
    {
      float *f = y;
      f[2 * o] = (float) __real__ z;
      f[2 * o + 1] = (float) __imag__ z;
      return f[2 * o] != 0 || f[2 * o + 1] != 0;
    }
  double *d = y;
  d[2 * o] = __real__ z;
  d[2 * o + 1] = __imag__ z;
  return __real__ z != 0 || __imag__ z != 0;
}

/* output row o = row i of s (ns rows, m columns), of the n output rows */
static inline void copy_row (int64_t *os, int64_t o, int64_t n, const int64_t *s,
                             int64_t ns, int64_t i, int64_t m)
{
  for (int64_t d = 0; d < m; d++) os[o + d * n] = s[i + d * ns];
}

/* output row o = row i of a when ka is all ones, else row j of b, without a branch */
static inline void pick_row (int64_t *os, int64_t o, int64_t n, const int64_t *a,
                             int64_t na, int64_t i, const int64_t *b, int64_t nb, int64_t j,
                             int64_t m, uint64_t ka)
{
  for (int64_t d = 0; d < m; d++)
    {
      const uint64_t u = (uint64_t) a[i + d * na], v = (uint64_t) b[j + d * nb];
      os[o + d * n] = (int64_t) (v ^ keep_bits (u ^ v, ka));
    }
}

/* lane l of P's union: coordinates into os and, with NDS_COPY, each side's values
   aligned into oa and ob, else y = a op b into oa (real or complex operands, double
   or single, of one type), whose nonzeros it returns.  The lane's recorded steps
   say which rows to take, so no row is compared again, and both sides' rows are
   read and masked, so no branch depends on the data.  Always inline: merge_rows calls it with op a
   constant. */
static inline __attribute__ ((always_inline)) int64_t
union_lane (const nds_merge_plan *P, int l, const int64_t *a, const void *xa,
            nds_vtype vta, int64_t na, const int64_t *b, const void *xb, nds_vtype vtb,
            int64_t nb, int64_t m, nds_op op, int64_t *os, void *oa, void *ob)
{
  const int64_t n = P->off[P->nl], ea = P->alo[l + 1], eb = P->blo[l + 1];
  const int64_t steps = P->steps[l];
  int64_t ia = P->alo[l], ib = P->blo[l], o = P->off[l], nz = 0;
  const unsigned char *code = P->code + ia + ib;
  for (int64_t k = 0; k < steps; k++, o++)
    {
      const int ta = code[k] & 1, tb = code[k] >> 1;     /* a's row taken, b's row taken */
      const uint64_t ka = -(uint64_t) ta, kb = -(uint64_t) tb;
      pick_row (os, o, n, a, na, ia, b, nb, ib, m, ka);
      if (op == NDS_COPY)
        {
          put (oa, o, xa, ia, ka, vta);
          put (ob, o, xb, ib, kb, vtb);
        }
      else if (nds_vt_complex (vta))
        nz += put_z (oa, vta, o, nds_apply_z (op, zat_keep (xa, vta, ia, ka),
                                              zat_keep (xb, vta, ib, kb)));
      else
        nz += put_r (oa, vta, o, nds_apply (op, rat_keep (xa, vta, ia, ka),
                                            rat_keep (xb, vta, ib, kb)));
      ia += ta;
      ib += tb;
    }
  /* the tail: the rows of the one side left, if any */
  for (; ia < ea; ia++, o++)
    {
      copy_row (os, o, n, a, na, ia, m);
      if (op == NDS_COPY)
        {
          put (oa, o, xa, ia, ~(uint64_t) 0, vta);
          put_zero (ob, o, vtb);
        }
      else if (nds_vt_complex (vta))
        nz += put_z (oa, vta, o, nds_apply_z (op, zat (xa, vta, ia), 0));
      else
        nz += put_r (oa, vta, o, nds_apply (op, rat (xa, vta, ia), 0));
    }
  for (; ib < eb; ib++, o++)
    {
      copy_row (os, o, n, b, nb, ib, m);
      if (op == NDS_COPY)
        {
          put_zero (oa, o, vta);
          put (ob, o, xb, ib, ~(uint64_t) 0, vtb);
        }
      else if (nds_vt_complex (vta))
        nz += put_z (oa, vta, o, nds_apply_z (op, 0, zat (xb, vta, ib)));
      else
        nz += put_r (oa, vta, o, nds_apply (op, 0, rat (xb, vta, ib)));
    }
  return nz;
}

/* lane l of P's intersection, as union_lane: its recorded matches, gathered */
static inline __attribute__ ((always_inline)) int64_t
inter_lane (const nds_merge_plan *P, int l, const int64_t *a, const void *xa,
            nds_vtype vta, int64_t na, const void *xb, nds_vtype vtb, int64_t m,
            nds_op op, int64_t *os, void *oa, void *ob)
{
  const int64_t n = P->off[P->nl], o0 = P->off[l], cnt = P->off[l + 1] - o0;
  const int64_t *pa = P->pa + P->alo[l], *pb = P->pb + P->alo[l];
  int64_t nz = 0;
  for (int64_t d = 0; d < m; d++)
    {
      const int64_t *ad = a + d * na;
      int64_t *od = os + d * n + o0;
      for (int64_t k = 0; k < cnt; k++) od[k] = ad[pa[k]];
    }
  for (int64_t k = 0; k < cnt; k++)
    {
      const int64_t i = pa[k], j = pb[k], o = o0 + k;
      if (op == NDS_COPY)
        {
          put (oa, o, xa, i, ~(uint64_t) 0, vta);
          put (ob, o, xb, j, ~(uint64_t) 0, vtb);
        }
      else if (nds_vt_complex (vta))
        nz += put_z (oa, vta, o, nds_apply_z (op, zat (xa, vta, i), zat (xb, vta, j)));
      else
        nz += put_r (oa, vta, o, nds_apply (op, rat (xa, vta, i), rat (xb, vta, j)));
    }
  return nz;
}

/* lane l of P's merge, with op a constant (and, with an op, the value type);
   always inline, for NDS_RANK_SPECIALIZE */
static inline __attribute__ ((always_inline)) int64_t
merge_ops (const nds_merge_plan *P, int l, const int64_t *a, const void *xa,
           nds_vtype vta, int64_t na, const int64_t *b, const void *xb, nds_vtype vtb,
           int64_t nb, int64_t m, nds_op op, int64_t *os, void *oa, void *ob)
{
  int64_t nz = 0;
#define MERGE_LANE_TT(o, vt, vu) nz = P->inter                                     \
  ? inter_lane (P, l, a, xa, vt, na, xb, vu, m, o, os, oa, ob)                      \
  : union_lane (P, l, a, xa, vt, na, b, xb, vu, nb, m, o, os, oa, ob)
#define MERGE_LANE_T(o, vt) MERGE_LANE_TT (o, vt, vtb)
#define MERGE_LANE(o) MERGE_LANE_T (o, vta)
#define MERGE_LANE_Z(o) MERGE_LANE_T (o, NDS_COMPLEX)
#define MERGE_LANE_CF(o) MERGE_LANE_T (o, NDS_CSINGLE)
#define MERGE_LANE_F(o) MERGE_LANE_T (o, NDS_SINGLE)
  if (op != NDS_COPY && vta == NDS_COMPLEX)
    {
      NDS_OP_SPECIALIZE (op, MERGE_LANE_Z);
    }
  else if (op != NDS_COPY && vta == NDS_CSINGLE)
    {
      NDS_OP_SPECIALIZE (op, MERGE_LANE_CF);
    }
  else if (op != NDS_COPY && vta == NDS_SINGLE)
    {
      NDS_OP_SPECIALIZE (op, MERGE_LANE_F);
    }
  else if (op != NDS_COPY)
    {
#define MERGE_LANE_D(o) MERGE_LANE_T (o, NDS_DOUBLE)
      NDS_OP_SPECIALIZE (op, MERGE_LANE_D);
#undef MERGE_LANE_D
    }
  else if (vta == NDS_DOUBLE && vtb == NDS_DOUBLE)
    MERGE_LANE_TT (NDS_COPY, NDS_DOUBLE, NDS_DOUBLE);     /* the logical operators' */
  else
    MERGE_LANE (NDS_COPY);
#undef MERGE_LANE_TT
#undef MERGE_LANE_Z
#undef MERGE_LANE_CF
#undef MERGE_LANE_F
#undef MERGE_LANE
#undef MERGE_LANE_T
  return nz;
}

/* the merge of every lane of P, each thread its own lanes, with loops for each op and
   for ranks 2 and 3; the nonzeros of y (op not NDS_COPY).  P's team, sized by the
   operands, only for NDS_SERIAL_BELOW output rows and more: an intersection of
   large operands may match a few rows (A .* B of 1e5 random entries each: 9 us of
   work in a team of two, against the team's start and a scheduler slice when a
   thread is descheduled) */
static int64_t merge_rows (const nds_merge_plan *P, const int64_t *a, const void *xa,
                           nds_vtype vta, int64_t na, const int64_t *b, const void *xb,
                           nds_vtype vtb, int64_t nb, int64_t m, nds_op op, int64_t *os,
                           void *oa, void *ob)
{
  int64_t nz = 0;
  const int nt = P->off[P->nl] < NDS_SERIAL_BELOW ? 1 : P->nt;
  #pragma omp parallel for schedule(static) num_threads(nt) reduction(+:nz) if (nt > 1)
  for (int l = 0; l < P->nl; l++)
    {
#define MERGE_OPS(k) nz += merge_ops (P, l, a, xa, vta, na, b, xb, vtb, nb, k, op, os, oa, ob)
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

int64_t nds_merge_apply (const nds_merge_plan *P, const int64_t *a, const void *xa,
                         int64_t na, const int64_t *b, const void *xb, int64_t nb,
                         int64_t m, nds_op op, nds_vtype vt, int64_t *os, void *y)
{
  return merge_rows (P, a, xa, vt, na, b, xb, vt, nb, m, op, os, y, NULL);
}
