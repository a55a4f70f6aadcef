/* nds_spmv.c: 2-D COO matrix (sorted by column) times dense matrix, either side */
#include <string.h>
#include "nds_kern.h"

/* Pb (nr-by-k, zero-filled here) = the entries lo..hi-1 of A times X (nc-by-k) */
static void mv_block (const int64_t *r, const int64_t *c, const double *x, int64_t lo,
                      int64_t hi, int64_t nr, const double *X, int64_t nc, int64_t k,
                      double *Pb)
{
  memset (Pb, 0, sizeof (double) * (size_t) (nr * k));
  if (k == 1)
    for (int64_t e = lo; e < hi; e++) Pb[r[e] - 1] += x[e] * X[c[e] - 1];
  else
    for (int64_t e = lo; e < hi; e++)
      for (int64_t j = 0; j < k; j++)
        Pb[r[e] - 1 + nr * j] += x[e] * X[c[e] - 1 + nc * j];
}

/* Y (nr-by-k) = A * X (nc-by-k): per-block partial results summed in block order */
int nds_coo_mv (const int64_t *r, const int64_t *c, const double *x, int64_t n,
                int64_t nr, const double *X, int64_t nc, int64_t k, double *Y)
{
  if (n < 0 || nr < 0 || nc < 0 || k < 0) return NDS_EARG;
  int64_t ny = nr * k;
  int64_t nb = n / (ny > 0 ? ny : 1);
  nb = nb < 1 ? 1 : (nb > NDS_NPART ? NDS_NPART : nb);
  double *P = nb > 1 ? nds_malloc ((size_t) (nb * ny), sizeof (double)) : Y;
  if (!P) return NDS_ENOMEM;
  /* one block (Y as long as A has entries): no team; else 1.4-2.4 ns an entry and
     column of X (A' * z, A * x of 1e5 and 1e6 entries) */
  const int nt = nb > 1 ? nds_team_ns (n * k, 2.4) : 1;
  NDS_PAR_FOR (nt > 1, num_threads(nt) schedule(dynamic, 1),
               for (int64_t b = 0; b < nb; b++)
                 mv_block (r, c, x, nds_blk (n, b, nb), nds_blk (n, b + 1, nb), nr, X, nc, k,
                           P + b * ny););
  if (nb > 1)
    {
      #pragma omp parallel for schedule(static) if (ny > 100000)
      for (int64_t i = 0; i < ny; i++)
        {
          double acc = 0;
          for (int64_t b = 0; b < nb; b++) acc += P[b * ny + i];
          Y[i] = acc;
        }
      nds_free (P);
    }
  return NDS_OK;
}

/* first entry at or after e that starts a column */
static int64_t col_start (const int64_t *c, int64_t n, int64_t e)
{
  while (e > 0 && e < n && c[e] == c[e - 1]) e++;
  return e;
}

/* Y += z' (z of nr) times the entries lo..hi-1 of A: a column's terms summed in a
   register, Y(c) written once.  Each column's first term adds to Y(c), as the
   scatter's does, so both give the same bits */
static void vm_runs (const int64_t *r, const int64_t *c, const double *x, int64_t lo,
                     int64_t hi, const double *z, double *Y)
{
  for (int64_t e = lo; e < hi;)
    {
      const int64_t k = c[e];
      double acc = Y[k - 1];
      do acc += z[r[e] - 1] * x[e]; while (++e < hi && c[e] == k);
      Y[k - 1] = acc;
    }
}

/* Y += X (p-by-nr) times the entries lo..hi-1 of A, whole columns of A */
static void vm_range (const int64_t *r, const int64_t *c, const double *x, int64_t lo,
                      int64_t hi, const double *X, int64_t p, double *Y)
{
  /* columns of 16 entries or more on average: the register sum.  The scatter's
     Y(c) += waits on its own store an entry (2.9 ns an entry at 100 a column, the
     register's 1.7); the register's loop mispredicts its exit once a column
     (2.7 ns an entry at 10 a column, the scatter's 2.2-2.6; crossover near 15) */
  if (p == 1 && hi > lo && hi - lo >= 16 * (c[hi - 1] - c[lo] + 1))
    vm_runs (r, c, x, lo, hi, X, Y);
  else if (p == 1)
    for (int64_t e = lo; e < hi; e++) Y[c[e] - 1] += X[r[e] - 1] * x[e];
  else
    for (int64_t e = lo; e < hi; e++)
      {
        const double *Xr = X + p * (r[e] - 1);
        double *Yc = Y + p * (c[e] - 1), v = x[e];
        for (int64_t i = 0; i < p; i++) Yc[i] += Xr[i] * v;
      }
}

/* Y (p-by-nc, zero-filled) = X (p-by-nr) * A: each column of Y owned by one block
   (below NDS_SERIAL_NS of work, 1.5-2.2 ns an entry and row of X for z' * A of 1e5
   and 1e6 entries: one pass, no region, as in nds_coo_mv) */
void nds_coo_vm (const int64_t *r, const int64_t *c, const double *x, int64_t n,
                 const double *X, int64_t p, double *Y)
{
  const int nt = nds_team_ns (n * p, 2.2);
  if (nt == 1)
    {
      vm_range (r, c, x, 0, n, X, p, Y);
      return;
    }
  #pragma omp parallel for schedule(dynamic, 1) num_threads(nt)
  for (int64_t b = 0; b < NDS_NBLK; b++)
    vm_range (r, c, x, col_start (c, n, nds_blk (n, b, NDS_NBLK)),
              col_start (c, n, nds_blk (n, b + 1, NDS_NBLK)), X, p, Y);
}
