/* nds_mpi_grid.c: the medium-grained decomposition: SPLATT's grid of ranks over the
   modes, nnz-balanced ranges per mode, and the rank owning each nonzero */
#include "nds_mpi.h"

/* the prime factors of P, largest first, into f; their number */
static int nds_mpi_primes (int64_t P, int64_t *f)
{
  int k = 0;
  for (int64_t d = 2; d * d <= P; d++)
    while (P % d == 0) { f[k++] = d; P /= d; }
  if (P > 1) f[k++] = P;
  for (int i = 0, j = k - 1; i < j; i++, j--) { int64_t t = f[i]; f[i] = f[j]; f[j] = t; }
  return k;
}

int64_t nds_mpi_grid (int64_t P, const int64_t *sz, int64_t N, int coarse, int64_t *dims)
{
  int64_t used = 1;
  for (int64_t n = 0; n < N; n++) dims[n] = 1;
  if (P < 1 || N < 1) return 1;
  if (coarse)
    {
      int64_t m = 0;
      for (int64_t n = 1; n < N; n++) if (sz[n] > sz[m]) m = n;
      dims[m] = P < sz[m] ? P : (sz[m] > 0 ? sz[m] : 1);
      return dims[m];
    }
  int64_t f[64];
  int k = nds_mpi_primes (P, f);
  for (int i = 0; i < k; i++)
    {
      int64_t best = -1;
      for (int64_t n = 0; n < N; n++)
        {
          if (dims[n] * f[i] > sz[n]) continue;
          /* the largest share sz / dims: compare sz[n] * dims[best] with sz[best] * dims[n] */
          if (best < 0 || (double) sz[n] * (double) dims[best]
                          > (double) sz[best] * (double) dims[n])
            best = n;
        }
      if (best < 0) continue;
      dims[best] *= f[i];
      used *= f[i];
    }
  return used;
}

int nds_mpi_bounds (const int64_t *hist, int64_t len, int64_t parts, int64_t *bounds)
{
  if (parts < 1 || parts > len) return NDS_EARG;
  double total = 0;
  for (int64_t i = 0; i < len; i++) total += (double) hist[i];
  bounds[0] = 0;
  int64_t i = 0;
  double acc = 0;
  for (int64_t p = 1; p < parts; p++)
    {
      /* the first cut where the running count reaches p/parts of the total, but
         leaving at least one index for this range and each later one */
      double goal = total * (double) p / (double) parts;
      int64_t lo = bounds[p - 1] + 1, hi = len - (parts - p);
      if (i < lo) { for (; i < lo; i++) acc += (double) hist[i]; }
      while (i < hi && acc + 0.5 * (double) hist[i] < goal) acc += (double) hist[i++];
      bounds[p] = i;
    }
  bounds[parts] = len;
  return NDS_OK;
}

/* the range of bounds[0..parts] holding 0-based index x: the last b with bounds[b] <= x */
static int64_t nds_mpi_part (const int64_t *bounds, int64_t parts, int64_t x)
{
  int64_t lo = 0, hi = parts - 1;
  while (lo < hi)
    {
      int64_t mid = (lo + hi + 1) / 2;
      if (bounds[mid] <= x) lo = mid; else hi = mid - 1;
    }
  return lo;
}

int nds_mpi_owner (const int64_t *subs, int64_t m, int64_t N, const int64_t *dims,
                   const int64_t *bounds, int64_t *owner)
{
  for (int64_t n = 0; n < N; n++) if (dims[n] < 1) return NDS_EARG;
#pragma omp parallel for schedule(static) if (m > 100000)
  for (int64_t e = 0; e < m; e++)
    {
      int64_t r = 0, stride = 1;
      const int64_t *b = bounds;
      for (int64_t n = 0; n < N; n++)
        {
          r += stride * nds_mpi_part (b, dims[n], subs[n * m + e] - 1);
          stride *= dims[n];
          b += dims[n] + 1;
        }
      owner[e] = r;
    }
  return NDS_OK;
}
