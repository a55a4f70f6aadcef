/* nds_shape.c: coordinate transforms for reshape, and row and value reordering */
#include "nds_elem.h"

/* out = the coordinates in size sz2 of the column-major positions of s in size sz */
int nds_reshape (const int64_t *s, int64_t n, int64_t m, const int64_t *sz, int64_t m2,
                 const int64_t *sz2, int64_t *out)
{
  int nbits;
  if (!nds_key_fits (sz, m, &nbits)) return NDS_ETOOLARGE;
  #pragma omp parallel for schedule(static) if (n > 100000)
  for (int64_t i = 0; i < n; i++)
    {
      uint64_t k = 0;
      for (int64_t d = m - 1; d >= 0; d--)
        k = k * (uint64_t) sz[d] + (uint64_t) (s[i + d * n] - 1);
      for (int64_t d = 0; d < m2; d++)
        {
          uint64_t q = sz2[d] > 0 ? (uint64_t) sz2[d] : 1;
          out[i + d * n] = (int64_t) (k % q) + 1;
          k /= q;
        }
    }
  return NDS_OK;
}

/* out = rows of s in the order perm */
void nds_rows_take (const int64_t *s, int64_t n, int64_t m, const int64_t *perm,
                    int64_t nout, int64_t *out)
{
  for (int64_t d = 0; d < m; d++)
    {
      const int64_t *sd = s + d * n;
      int64_t *od = out + d * nout;
      #pragma omp parallel for schedule(static) if (nout > 100000)
      for (int64_t i = 0; i < nout; i++) od[i] = sd[perm[i]];
    }
}

/* y[i] = x[perm[i]] for values of type vt */
void nds_vals_take (const void *x, nds_vtype vt, const int64_t *perm, int64_t nout, void *y)
{
  #pragma omp parallel for schedule(static) if (nout > 100000)
  for (int64_t i = 0; i < nout; i++)
    {
      if (vt == NDS_LOGICAL)
        ((unsigned char *) y)[i] = ((const unsigned char *) x)[perm[i]];
      else
        ((double *) y)[i] = ((const double *) x)[perm[i]];
    }
}
