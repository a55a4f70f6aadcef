/* nds_ewise.c: union or intersection merge of two sorted coordinate streams */
#include <string.h>
#include "nds_elem.h"

/* number of output rows of merging a[ia..ea) with b[ib..eb) */
static int64_t merge_count (const int64_t *a, int64_t na, int64_t ia, int64_t ea,
                            const int64_t *b, int64_t nb, int64_t ib, int64_t eb,
                            int64_t m, int inter)
{
  int64_t c = 0;
  while (ia < ea && ib < eb)
    {
      int r = nds_cmp (a, na, ia, b, nb, ib, m);
      if (r == 0) { c++; ia++; ib++; }
      else if (r < 0) { c += !inter; ia++; }
      else { c += !inter; ib++; }
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
    P->off[t + 1] = merge_count (a, na, P->alo[t], P->alo[t + 1], b, nb, P->blo[t],
                                 P->blo[t + 1], m, inter);
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

/* write the merged coordinates and the aligned values of a and b */
/* the merge of every chunk of P: coordinates into os and, with NDS_COPY, each side's
   values aligned into oa and ob, else y = a op b into oa (double operands) */
static void merge_rows (const nds_merge_plan *P, const int64_t *a, const void *xa,
                        nds_vtype vta, int64_t na, const int64_t *b, const void *xb,
                        nds_vtype vtb, int64_t nb, int64_t m, nds_op op, int64_t *os,
                        void *oa, void *ob)
{
  const int64_t n = P->off[P->nt];
  #pragma omp parallel for schedule(static, 1) num_threads(P->nt) if (P->nt > 1)
  for (int t = 0; t < P->nt; t++)
    {
      int64_t ia = P->alo[t], ea = P->alo[t + 1], ib = P->blo[t], eb = P->blo[t + 1];
      int64_t o = P->off[t];
      while (ia < ea || ib < eb)
        {
          int r = ia >= ea ? 1 : ib >= eb ? -1 : nds_cmp (a, na, ia, b, nb, ib, m);
          if (P->inter && r != 0)
            {
              if (r < 0) ia++; else ib++;
              if (ia >= ea || ib >= eb) break;
              continue;
            }
          const int64_t *src = r <= 0 ? a : b;
          int64_t row = r <= 0 ? ia : ib, ns = r <= 0 ? na : nb;
          for (int64_t d = 0; d < m; d++) os[o + d * n] = src[row + d * ns];
          if (op == NDS_COPY)
            {
              put (oa, o, xa, r <= 0 ? ia : -1, vta);
              put (ob, o, xb, r >= 0 ? ib : -1, vtb);
            }
          else
            ((double *) oa)[o] = nds_apply (op, r <= 0 ? ((const double *) xa)[ia] : 0,
                                            r >= 0 ? ((const double *) xb)[ib] : 0);
          if (r <= 0) ia++;
          if (r >= 0) ib++;
          o++;
        }
    }
}

void nds_merge_emit (const nds_merge_plan *P, const int64_t *a, const void *xa,
                     nds_vtype vta, int64_t na, const int64_t *b, const void *xb,
                     nds_vtype vtb, int64_t nb, int64_t m, int64_t *os, void *oa,
                     void *ob)
{
  merge_rows (P, a, xa, vta, na, b, xb, vtb, nb, m, NDS_COPY, os, oa, ob);
}

void nds_merge_apply (const nds_merge_plan *P, const int64_t *a, const double *xa,
                      int64_t na, const int64_t *b, const double *xb, int64_t nb,
                      int64_t m, nds_op op, int64_t *os, double *y)
{
  merge_rows (P, a, xa, NDS_DOUBLE, na, b, xb, NDS_DOUBLE, nb, m, op, os, y, NULL);
}
