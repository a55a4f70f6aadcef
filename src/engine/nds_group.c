/* nds_group.c: groups of equal coordinates, their reduction and the coalesced output */
#include <math.h>
#include "nds.h"

/* G = the groups of equal rows of s, in column-major order */
int nds_group (const int64_t *s, int64_t n, int64_t m, const int64_t *sz, nds_groups *G)
{
  uint64_t *key = NULL;
  G->n = n; G->ng = 0;
  G->perm = nds_malloc ((size_t) n, sizeof (int64_t));
  G->start = nds_malloc ((size_t) n + 1, sizeof (int64_t));
  int st = (G->perm && G->start) ? nds_sort_key (s, n, m, sz, G->perm, &key) : NDS_ENOMEM;
  if (st != NDS_OK)
    {
      nds_groups_free (G);
      return st;
    }
  int64_t ng = 0;
  for (int64_t i = 0; i < n; i++)
    {
      int same = i > 0 && (key ? key[i] == key[i - 1]
                           : nds_cmp (s, n, G->perm[i - 1], s, n, G->perm[i], m) == 0);
      if (!same) G->start[ng++] = i;
    }
  G->start[ng] = n;
  G->ng = ng;
  nds_free (key);
  return NDS_OK;
}

void nds_groups_free (nds_groups *G)
{
  nds_free (G->perm); nds_free (G->start);
  G->perm = G->start = NULL;
}

/* y[g] = fun over the values of group g; x has n values, or 1 when xscalar */
void nds_reduce (const nds_groups *G, const double *x, int xscalar, nds_fun fun, double *y)
{
  const int64_t *p = G->perm, *st = G->start;
  #pragma omp parallel for schedule(static) if (G->ng > 100000)
  for (int64_t g = 0; g < G->ng; g++)
    {
      int64_t a = st[g], b = st[g + 1];
      double acc = x[xscalar ? 0 : p[a]];
      for (int64_t t = a + 1; t < b; t++)
        {
          double v = x[xscalar ? 0 : p[t]];
          switch (fun)
            {
            case NDS_SUM: acc += v; break;
            case NDS_PROD: acc *= v; break;
            /* NaN is skipped unless all are NaN, as Octave's max and min do */
            case NDS_MAX: if (v > acc || isnan (acc)) acc = v; break;
            case NDS_MIN: if (v < acc || isnan (acc)) acc = v; break;
            case NDS_FIRST: break;
            case NDS_LAST: acc = v; break;
            case NDS_ANY: acc = (acc != 0 || v != 0); break;
            }
        }
      y[g] = (fun == NDS_ANY) ? (acc != 0) : acc;
    }
}

/* number of nonzero y[g] */
int64_t nds_count_nz (const double *y, int64_t n)
{
  int64_t c = 0;
  #pragma omp parallel for reduction(+:c) schedule(static) if (n > 100000)
  for (int64_t i = 0; i < n; i++) c += (y[i] != 0);
  return c;
}

/* write the coordinates and values of the groups with y[g] != 0 (nout of them) */
void nds_emit (const nds_groups *G, const int64_t *s, int64_t m, const double *y,
               int64_t *osubs, double *ox, int64_t nout)
{
  int64_t o = 0, n = G->n;
  for (int64_t g = 0; g < G->ng; g++)
    {
      if (y[g] == 0) continue;
      int64_t r = G->perm[G->start[g]];
      for (int64_t d = 0; d < m; d++) osubs[o + d * nout] = s[r + d * n];
      ox[o++] = y[g];
    }
}

/* gid[i] = 1-based group of input row i; usubs = first row of each group (ng rows) */
void nds_group_ids (const nds_groups *G, const int64_t *s, int64_t m, double *gid,
                    int64_t *usubs)
{
  int64_t n = G->n, ng = G->ng;
  for (int64_t g = 0; g < ng; g++)
    {
      for (int64_t t = G->start[g]; t < G->start[g + 1]; t++) gid[G->perm[t]] = (double) (g + 1);
      int64_t r = G->perm[G->start[g]];
      for (int64_t d = 0; d < m; d++) usubs[g + d * ng] = s[r + d * n];
    }
}
