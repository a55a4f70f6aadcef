/* nds_mttkrp.c: matricized tensor times Khatri-Rao product of COO entries */
#include <string.h>
#include "nds_kern.h"

/* first entry at or after e whose row s(., mode) differs from the previous one */
static int64_t row_start (const int64_t *sm, int64_t n, int64_t e)
{
  while (e > 0 && e < n && sm[e] == sm[e - 1]) e++;
  return e;
}

/* entries ahead of the current one whose factor and result rows are fetched early:
   those rows are scattered over arrays larger than the caches (a Netflix-sized
   tensor's user factor is 38 MB), and a gather waits the memory's latency unless
   it was asked for beforehand */
#define PF 16

/* ask for the cache lines of row p[0..R-1], to be read (rw 0) or written (rw 1) */
static inline void fetch_row (const double *p, int64_t R, int rw)
{
  if (rw)
    {
      __builtin_prefetch (p, 1);
      __builtin_prefetch (p + (R > 0 ? R - 1 : 0), 1);
    }
  else
    {
      __builtin_prefetch (p, 0);
      __builtin_prefetch (p + (R > 0 ? R - 1 : 0), 0);
    }
}

/* P (row-major rows-by-R) += the products of entries lo..hi-1; od[0..no-1] are the
   dims other than mode */
static void mttkrp_block (const int64_t *s, const double *x, int64_t n,
                          const double *const *W, int64_t R, int64_t mode,
                          const int64_t *od, int64_t no, int64_t lo, int64_t hi,
                          double *restrict tmp, double *restrict P)
{
  const int64_t *sm = s + mode * n;
  if (no == 2)
    {
      /* the 3-D case in one fused loop */
      const int64_t *s0 = s + od[0] * n, *s1 = s + od[1] * n;
      const double *W0 = W[od[0]], *W1 = W[od[1]];
      for (int64_t e = lo; e < hi; e++)
        {
          const int64_t f = e + PF < hi ? e + PF : e;
          fetch_row (W0 + R * (s0[f] - 1), R, 0);
          fetch_row (W1 + R * (s1[f] - 1), R, 0);
          fetch_row (P + R * (sm[f] - 1), R, 1);
          const double *restrict w0 = W0 + R * (s0[e] - 1);
          const double *restrict w1 = W1 + R * (s1[e] - 1);
          double *restrict pr = P + R * (sm[e] - 1);
          const double v = x[e];
          #pragma omp simd
          for (int64_t r = 0; r < R; r++) pr[r] += v * w0[r] * w1[r];
        }
      return;
    }
  for (int64_t e = lo; e < hi; e++)
    {
      const int64_t f = e + PF < hi ? e + PF : e;
      for (int64_t k = 0; k < no; k++)
        fetch_row (W[od[k]] + R * (s[f + od[k] * n] - 1), R, 0);
      fetch_row (P + R * (sm[f] - 1), R, 1);
      for (int64_t r = 0; r < R; r++) tmp[r] = x[e];
      for (int64_t k = 0; k < no; k++)
        {
          const double *restrict w = W[od[k]] + R * (s[e + od[k] * n] - 1);
          #pragma omp simd
          for (int64_t r = 0; r < R; r++) tmp[r] *= w[r];
        }
      double *restrict pr = P + R * (sm[e] - 1);
      #pragma omp simd
      for (int64_t r = 0; r < R; r++) pr[r] += tmp[r];
    }
}

/* B = T_(mode) * Khatri-Rao of the U[d], d != mode */
int nds_mttkrp (const int64_t *s, const double *x, int64_t n, int64_t m,
                const int64_t *shape, const double *const *U, int64_t R, int64_t mode,
                double *B)
{
  if (n < 0 || m < 1 || R < 0 || mode < 0 || mode >= m) return NDS_EARG;
  const int64_t In = shape[mode];
  /* the sorted mode (the last) is owned by row blocks; others scatter into
     per-block partial results summed in block order */
  const int owner = (mode == m - 1);
  int64_t nb = owner ? NDS_NBLK : n / (In > 0 ? In : 1);
  nb = nb < 1 ? 1 : (nb > (owner ? NDS_NBLK : NDS_NPART) ? (owner ? NDS_NBLK : NDS_NPART) : nb);
  const int64_t nbuf = owner ? 1 : nb;
  double **W = nds_calloc ((size_t) m, sizeof (double *));
  double *P = nds_malloc ((size_t) (nbuf * In * R), sizeof (double));
  double *tmp = nds_malloc ((size_t) (nb * R) + 1, sizeof (double));
  int64_t *od = nds_malloc ((size_t) m, sizeof (int64_t)), no = 0;
  int st = (W && P && tmp && od) ? NDS_OK : NDS_ENOMEM;
  for (int64_t d = 0; d < m && od; d++)
    if (d != mode) od[no++] = d;
  /* the partial results in huge pages, zeroed by both threads */
  if (P) nds_zero (P, sizeof (double) * (size_t) (nbuf * In * R));
  for (int64_t d = 0; d < m && st == NDS_OK; d++)
    {
      if (d == mode) continue;
      /* row-major copy of U[d]: one cache line per coordinate */
      W[d] = nds_rows_major (U[d], shape[d], R);
      if (!W[d]) st = NDS_ENOMEM;
    }
  if (st == NDS_OK)
    {
      const int64_t *sm = s + mode * n;
      #pragma omp parallel for schedule(dynamic, 1) if (n > 10000)
      for (int64_t b = 0; b < nb; b++)
        {
          int64_t lo = nds_blk (n, b, nb), hi = nds_blk (n, b + 1, nb);
          if (owner)
            {
              lo = row_start (sm, n, lo);
              hi = row_start (sm, n, hi);
            }
          mttkrp_block (s, x, n, (const double *const *) W, R, mode, od, no, lo, hi,
                        tmp + b * R, P + (owner ? 0 : b * In * R));
        }
      #pragma omp parallel for schedule(static) if (In * R > 100000)
      for (int64_t i = 0; i < In; i++)
        for (int64_t r = 0; r < R; r++)
          {
            double acc = 0;
            for (int64_t b = 0; b < nbuf; b++) acc += P[(b * In + i) * R + r];
            B[i + In * r] = acc;
          }
    }
  for (int64_t d = 0; W && d < m; d++) nds_free (W[d]);
  nds_free (W); nds_free (P); nds_free (tmp); nds_free (od);
  return st;
}
