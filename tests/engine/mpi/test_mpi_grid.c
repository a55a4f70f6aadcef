/* test_mpi_grid.c: unit tests of the mpi wing's decomposition (nds_mpi_grid.c): the
   grid from P and the shape, nnz-balanced ranges, and the owner of each nonzero,
   against brute force */
#include "nds_test.h"
#include "mpi/nds_mpi.h"

/* the grid: products, caps, SPLATT's choice on known shapes, coarse */
static void test_grid (void)
{
  int64_t d[4];
  int64_t s1[3] = { 100, 100, 100 };
  CHECK (nds_mpi_grid (1, s1, 3, 0, d) == 1 && d[0] == 1 && d[1] == 1 && d[2] == 1);
  CHECK (nds_mpi_grid (8, s1, 3, 0, d) == 8 && d[0] == 2 && d[1] == 2 && d[2] == 2);
  /* the longest mode takes the largest factor */
  int64_t s2[3] = { 10, 1000, 50 };
  CHECK (nds_mpi_grid (6, s2, 3, 0, d) == 6 && d[1] == 6 && d[0] == 1 && d[2] == 1);
  CHECK (nds_mpi_grid (12, s2, 3, 0, d) == 12 && d[0] * d[1] * d[2] == 12 && d[1] >= 6);
  /* a factor no mode can take leaves ranks idle */
  int64_t s3[3] = { 2, 2, 2 };
  CHECK (nds_mpi_grid (3, s3, 3, 0, d) == 1 && d[0] == 1 && d[1] == 1 && d[2] == 1);
  CHECK (nds_mpi_grid (4, s3, 3, 0, d) == 4);
  CHECK (nds_mpi_grid (16, s3, 3, 0, d) == 8 && d[0] == 2 && d[1] == 2 && d[2] == 2);
  /* coarse: one split of the longest mode, capped by its length */
  CHECK (nds_mpi_grid (4, s2, 3, 1, d) == 4 && d[1] == 4 && d[0] == 1 && d[2] == 1);
  int64_t s4[2] = { 3, 2 };
  CHECK (nds_mpi_grid (5, s4, 2, 1, d) == 3 && d[0] == 3 && d[1] == 1);
  /* size-1 and size-0 modes never split */
  int64_t s5[3] = { 1, 0, 7 };
  CHECK (nds_mpi_grid (7, s5, 3, 0, d) == 7 && d[0] == 1 && d[1] == 1 && d[2] == 7);
  /* random shapes: every dim within its mode, the product divides P */
  for (int t = 0; t < 500; t++)
    {
      int64_t N = rnd_int (1, 4), sz[4], P = rnd_int (1, 64);
      for (int64_t n = 0; n < N; n++) sz[n] = rnd_int (1, 20);
      int coarse = (int) rnd_int (0, 1);
      int64_t used = nds_mpi_grid (P, sz, N, coarse, d), prod = 1;
      for (int64_t n = 0; n < N; n++)
        {
          CHECK (d[n] >= 1 && (d[n] <= sz[n] || d[n] == 1));
          prod *= d[n];
        }
      CHECK (prod == used && used <= P && (coarse || P % used == 0));
    }
}

/* ranges: strictly increasing, cover every index, balanced on uniform counts */
static void test_bounds (void)
{
  int64_t h[10], b[11];
  for (int i = 0; i < 10; i++) h[i] = 5;
  CHECK (nds_mpi_bounds (h, 10, 2, b) == NDS_OK && b[0] == 0 && b[1] == 5 && b[2] == 10);
  CHECK (nds_mpi_bounds (h, 10, 10, b) == NDS_OK);
  for (int i = 0; i <= 10; i++) CHECK (b[i] == i);
  CHECK (nds_mpi_bounds (h, 10, 11, b) == NDS_EARG);
  CHECK (nds_mpi_bounds (h, 10, 0, b) == NDS_EARG);
  /* all nonzeros in one slice: the other ranges still get an index each */
  int64_t g[5] = { 0, 0, 100, 0, 0 };
  CHECK (nds_mpi_bounds (g, 5, 3, b) == NDS_OK && b[0] == 0 && b[3] == 5);
  CHECK (b[1] > b[0] && b[2] > b[1] && b[3] > b[2]);
  /* heavy first slice: the first range is that slice alone */
  int64_t k[6] = { 90, 2, 2, 2, 2, 2 };
  CHECK (nds_mpi_bounds (k, 6, 2, b) == NDS_OK && b[1] == 1);
  for (int t = 0; t < 300; t++)
    {
      int64_t len = rnd_int (1, 10), parts = rnd_int (1, len), hh[10], bb[11];
      for (int64_t i = 0; i < len; i++) hh[i] = rnd_int (0, 9);
      CHECK (nds_mpi_bounds (hh, len, parts, bb) == NDS_OK);
      CHECK (bb[0] == 0 && bb[parts] == len);
      for (int64_t p = 0; p < parts; p++) CHECK (bb[p + 1] > bb[p]);
    }
}

/* owners against the brute-force search of every range */
static void test_owner (void)
{
  for (int t = 0; t < 100; t++)
    {
      int64_t N = rnd_int (1, 4), sz[4], dims[4], bounds[4 * 11], m = rnd_int (0, 200);
      int64_t *b = bounds;
      for (int64_t n = 0; n < N; n++)
        {
          sz[n] = rnd_int (1, 10);
          dims[n] = rnd_int (1, sz[n]);
          int64_t hist[10];
          for (int64_t i = 0; i < sz[n]; i++) hist[i] = rnd_int (0, 5);
          CHECK (nds_mpi_bounds (hist, sz[n], dims[n], b) == NDS_OK);
          b += dims[n] + 1;
        }
      int64_t *subs = malloc (sizeof (int64_t) * (size_t) (m * N + 1));
      int64_t *own = malloc (sizeof (int64_t) * (size_t) (m + 1));
      if (! subs || ! own) { CHECK (0); free (subs); free (own); return; }
      for (int64_t e = 0; e < m; e++)
        for (int64_t n = 0; n < N; n++) subs[n * m + e] = rnd_int (1, sz[n]);
      CHECK (nds_mpi_owner (subs, m, N, dims, bounds, own) == NDS_OK);
      for (int64_t e = 0; e < m; e++)
        {
          int64_t r = 0, stride = 1;
          b = bounds;
          for (int64_t n = 0; n < N; n++)
            {
              int64_t x = subs[n * m + e] - 1, p = 0;
              while (! (b[p] <= x && x < b[p + 1])) p++;
              r += stride * p;
              stride *= dims[n];
              b += dims[n] + 1;
            }
          CHECK (own[e] == r);
        }
      free (subs);
      free (own);
    }
}

int main (void)
{
  RUN (test_grid);
  RUN (test_bounds);
  RUN (test_owner);
  return nds_t_finish ("test_mpi_grid");
}
