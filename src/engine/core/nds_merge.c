/* nds_merge.c: apply a buffer of pending assignments to sorted storage */
#include <string.h>
#include "nds.h"

/* 1 when the value at x[i] is zero */
static int iszero (const void *x, int64_t i, nds_vtype vt)
{
  switch (vt)
    {
    case NDS_COMPLEX:
      return ((const double *) x)[2 * i] == 0 && ((const double *) x)[2 * i + 1] == 0;
    case NDS_CSINGLE:
      return ((const float *) x)[2 * i] == 0 && ((const float *) x)[2 * i + 1] == 0;
    case NDS_SINGLE:
      return ((const float *) x)[i] == 0;
    case NDS_LOGICAL:
      return ((const unsigned char *) x)[i] == 0;
    case NDS_DOUBLE:
      return ((const double *) x)[i] == 0;
    }
  return 0;
}

/* the storage row equal to group g's coordinates, or where they would go: its
   position at[g], and whether it is there (hit[g]) */
static void locate (const int64_t *s, int64_t nnz, int64_t m, const int64_t *ps, int64_t np,
                    const nds_groups *G, int64_t *at, unsigned char *hit)
{
  int64_t lo = 0, key[64];
  for (int64_t g = 0; g < G->ng; g++)
    {
      const int64_t r = nds_sorted_row (G, G->start[g + 1] - 1);
      for (int64_t d = 0; d < m; d++) key[d] = ps[r + d * np];
      lo = nds_lower_bound (s, nnz, m, 0, key, lo, nnz);   /* groups come sorted */
      at[g] = lo;
      hit[g] = lo < nnz && nds_cmp (s, nnz, lo, ps, np, r, m) == 0;
    }
}

/* column d of the merge of S and P's groups G placed at at (hit: the place holds the
   same coordinate) into osubs (n rows), or the values into ox when d is S->m: the
   storage in blocks between the places, each assignment's coordinate or value after
   its block (a zero assigned: none) */
static void merge_column (const nds_store *S, const nds_store *P, const nds_groups *G,
                          const int64_t *at, const unsigned char *hit, int64_t d, int64_t n,
                          int64_t *osubs, void *ox)
{
  const int64_t nnz = S->nnz, np = P->nnz, m = S->m;
  const size_t w = d < m ? sizeof (int64_t) : nds_vsize (S->vt);
  const char *src = d < m ? (const char *) (S->s + d * nnz) : (const char *) S->x;
  const char *pend = d < m ? (const char *) (P->s + d * np) : (const char *) P->x;
  char *dst = d < m ? (char *) (osubs + d * n) : (char *) ox;
  int64_t i = 0, k = 0;
  for (int64_t g = 0; g < G->ng; g++)
    {
      const int64_t r = nds_sorted_row (G, G->start[g + 1] - 1);
      memcpy (dst + k * w, src + i * w, (size_t) (at[g] - i) * w);
      k += at[g] - i;
      i = at[g] + hit[g];
      if (!iszero (P->x, r, S->vt)) memcpy (dst + w * k++, pend + r * w, w);
    }
  memcpy (dst + k * w, src + i * w, (size_t) (nnz - i) * w);
}

/* merge sorted storage S with pending assignments P: the last
   assignment of a coordinate wins and zero deletes.  osubs NULL: count only.  A few
   assignments into much storage are placed by binary search and the storage between
   them copied in blocks (a flush of sqrt (nnz) single assignments runs at the speed of
   a copy); many are merged row by row. */
int nds_merge_pending (const nds_store *S, const nds_store *P, int64_t *osubs, void *ox,
                       int64_t *nout)
{
  const int64_t *s = S->s, *ps = P->s, *sz = S->sz;
  const void *x = S->x, *px = P->x;
  const int64_t nnz = S->nnz, np = P->nnz, m = S->m;
  const nds_vtype vt = S->vt;
  nds_groups G;
  int st = nds_group (ps, np, m, sz, &G);
  if (st != NDS_OK) return st;
  const size_t es = nds_vsize (vt);
  const int64_t n = *nout;
  if (m <= 64 && G.ng * (int64_t) nds_bits ((uint64_t) nnz + 1) < nnz / 4)
    {
      int64_t *at = nds_malloc (G.ng + 1, sizeof (int64_t));
      unsigned char *hit = nds_malloc (G.ng + 1, 1);
      if (!at || !hit)
        {
          nds_free (at);
          nds_free (hit);
          nds_groups_free (&G);
          return NDS_ENOMEM;
        }
      locate (s, nnz, m, ps, np, &G, at, hit);
      int64_t o = nnz;
      for (int64_t g = 0; g < G.ng; g++)
        o += !iszero (px, nds_sorted_row (&G, G.start[g + 1] - 1), vt) - hit[g];
      if (osubs)
        {
          /* column by column (the values last): the storage in blocks between the
             assignments' places, each assignment's coordinate or value after its block */
          NDS_PAR_FOR (nnz > 100000, schedule(dynamic, 1),
                       for (int64_t d = 0; d <= m; d++)
                         merge_column (S, P, &G, at, hit, d, n, osubs, ox););
        }
      nds_free (at);
      nds_free (hit);
      nds_groups_free (&G);
      if (!osubs) *nout = o;
      return NDS_OK;
    }
  int64_t i = 0, g = 0, o = 0;
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
