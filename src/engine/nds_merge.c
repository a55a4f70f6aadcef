/* nds_merge.c: apply a buffer of pending assignments to sorted storage */
#include <string.h>
#include "nds.h"

/* 1 when the value at x[i] is zero */
static int iszero (const void *x, int64_t i, nds_vtype vt)
{
  return vt == NDS_LOGICAL ? ((const unsigned char *) x)[i] == 0
                           : ((const double *) x)[i] == 0;
}

/* merge sorted storage (s, x; nnz) with pending assignments (ps, px; np): the last
   assignment of a coordinate wins and zero deletes.  osubs NULL: count only. */
int nds_merge_pending (const int64_t *s, const void *x, int64_t nnz, const int64_t *ps,
                       const void *px, int64_t np, int64_t m, const int64_t *sz,
                       nds_vtype vt, int64_t *osubs, void *ox, int64_t *nout)
{
  nds_groups G;
  int st = nds_group (ps, np, m, sz, &G);
  if (st != NDS_OK) return st;
  size_t es = nds_vsize (vt);
  int64_t i = 0, g = 0, o = 0, n = *nout;
  while (i < nnz || g < G.ng)
    {
      /* the winning pending row of group g is its last one (stable order) */
      int64_t r = g < G.ng ? nds_sorted_row (&G, G.start[g + 1] - 1) : -1;
      int c = i >= nnz ? 1 : g >= G.ng ? -1 : nds_cmp (s, nnz, i, ps, np, r, m);
      const int64_t *src = c < 0 ? s : ps;
      int64_t row = c < 0 ? i : r, nsrc = c < 0 ? nnz : np;
      const void *xs = c < 0 ? x : px;
      if (c <= 0) i++;
      if (c >= 0) g++;
      if (iszero (xs, row, vt)) continue;
      if (osubs)
        {
          for (int64_t d = 0; d < m; d++) osubs[o + d * n] = src[row + d * nsrc];
          memcpy ((char *) ox + (size_t) o * es, (const char *) xs + (size_t) row * es, es);
        }
      o++;
    }
  nds_groups_free (&G);
  if (!osubs) *nout = o;
  return NDS_OK;
}
