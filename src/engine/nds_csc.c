/* nds_csc.c: unfolding of sorted COO entries into CSC arrays (Octave's sparse layout) */
#include <string.h>
#include "nds_kern.h"

/* 1 when the (c, r) pairs are in CSC order: by column, then row */
static int csc_sorted (const int64_t *r, const int64_t *c, int64_t n)
{
  int ok = 1;
  #pragma omp parallel for reduction(&&:ok) schedule(static) if (n > 100000)
  for (int64_t e = 1; e < n; e++)
    ok = ok && (c[e - 1] < c[e] || (c[e - 1] == c[e] && r[e - 1] < r[e]));
  return ok;
}

/* CSC arrays of the unfolding rows = rd, columns = cd of sorted distinct entries */
int nds_csc (const int64_t *s, const void *x, int64_t n, const int64_t *shape,
             const int64_t *rd, int64_t nrd, const int64_t *cd, int64_t ncd, nds_vtype vt,
             int64_t nc, int64_t *colp, int64_t *rowi, void *ox)
{
  if (n < 0 || nc < 0) return NDS_EARG;
  int64_t *rc = nds_malloc ((size_t) (2 * n), sizeof (int64_t));
  int64_t *dsz = nds_malloc ((size_t) (nrd + ncd), sizeof (int64_t));
  int64_t *perm = NULL;
  if (!rc || !dsz)
    {
      nds_free (rc); nds_free (dsz);
      return NDS_ENOMEM;
    }
  /* row and column indices: the linear keys of the dims rd and cd, in their order */
  int64_t *r = rc, *c = rc + n, nr = 1;
  for (int64_t t = 0; t < nrd; t++) nr *= dsz[t] = shape[rd[t]];
  for (int64_t t = 0; t < ncd; t++) dsz[nrd + t] = shape[cd[t]];
  nds_key (s, n, nrd, dsz, rd, (uint64_t *) r);
  nds_key (s, n, ncd, dsz + nrd, cd, (uint64_t *) c);
  nds_free (dsz);
  if (!csc_sorted (r, c, n))
    {
      /* one stable sort of the (row, column) pairs as 2-D coordinates */
      int64_t sz2[2] = { nr, nc };
      perm = nds_malloc ((size_t) n, sizeof (int64_t));
      if (!perm)
        {
          nds_free (rc);
          return NDS_ENOMEM;
        }
      #pragma omp parallel for schedule(static) if (n > 100000)
      for (int64_t e = 0; e < 2 * n; e++) rc[e]++;
      int st = nds_sort (rc, n, 2, sz2, perm);
      if (st != NDS_OK)
        {
          nds_free (rc); nds_free (perm);
          return st;
        }
      #pragma omp parallel for schedule(static) if (n > 100000)
      for (int64_t e = 0; e < 2 * n; e++) rc[e]--;
    }
  memset (colp, 0, sizeof (int64_t) * (size_t) (nc + 1));
  for (int64_t e = 0; e < n; e++) colp[c[e] + 1]++;
  for (int64_t j = 0; j < nc; j++) colp[j + 1] += colp[j];
  size_t w = nds_vsize (vt);
  const char *xs = x;
  char *xo = ox;
  #pragma omp parallel for schedule(static) if (n > 100000)
  for (int64_t k = 0; k < n; k++)
    {
      int64_t p = perm ? perm[k] : k;
      rowi[k] = r[p];
      memcpy (xo + w * (size_t) k, xs + w * (size_t) p, w);
    }
  nds_free (rc); nds_free (perm);
  return NDS_OK;
}
