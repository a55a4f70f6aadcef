/* test_kern.c: unit tests of the CSC and contraction kernels (nds_kern.h) */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#include "kern/nds_kern.h"
#include "nds_test.h"

/* uniform integer in 0..n-1 */
static int64_t rnd_below (int64_t n)
{
  return rnd_int (0, n - 1);
}

static void set_threads (int nt)
{
#ifdef _OPENMP
  omp_set_num_threads (nt);
#else
  (void) nt;
#endif
}

/* a random sorted distinct tensor of size sz (3 dims), about n entries */
static int64_t rand_tensor (const int64_t *sz, int64_t n, int64_t **s, double **x)
{
  int64_t *t = calloc ((size_t) (3 * n), sizeof (int64_t));
  int64_t *perm = malloc (sizeof (int64_t) * (size_t) n);
  for (int64_t e = 0; e < n; e++)
    for (int d = 0; d < 3; d++) t[e + d * n] = 1 + rnd_below (sz[d]);
  nds_sort (t, n, 3, sz, perm);
  int64_t *o = malloc (sizeof (int64_t) * (size_t) (3 * n));
  double *v = malloc (sizeof (double) * (size_t) n);
  int64_t k = 0;
  for (int64_t i = 0; i < n; i++)
    {
      int64_t e = perm[i];
      if (k > 0 && o[k - 1] == t[e] && o[k - 1 + n] == t[e + n] && o[k - 1 + 2 * n] == t[e + 2 * n])
        continue;
      for (int d = 0; d < 3; d++) o[k + d * n] = t[e + d * n];
      v[k] = 1 + rnd_below (1000) / 7.0;
      k++;
    }
  /* compact to k rows */
  int64_t *c = malloc (sizeof (int64_t) * (size_t) (3 * k + 1));
  for (int d = 0; d < 3; d++) memcpy (c + d * k, o + d * n, sizeof (int64_t) * (size_t) k);
  free (t); free (perm); free (o);
  *s = c; *x = v;
  return k;
}

/* the small tensor T(2,2,3): (1,2,1)=5 (2,1,3)=6 (2,2,2)=7 (1,1,1)=8, sorted */
static const int64_t small_s[12] = { 1, 1, 2, 2,  1, 2, 2, 1,  1, 1, 2, 3 };
static const double small_x[4] = { 8, 5, 7, 6 };
static const int64_t small_sz[3] = { 2, 2, 3 };

static void test_csc (void)
{
  int64_t colp[7], rowi[4];
  double v[4];
  int64_t rd = 0, cd[2] = { 1, 2 };
  /* mode-1 unfolding 2-by-6: no sort needed */
  CHECK (nds_csc (small_s, small_x, 4, small_sz, &rd, 1, cd, 2, NDS_DOUBLE, 6, colp, rowi, v)
         == NDS_OK);
  const int64_t ecolp[7] = { 0, 1, 2, 2, 3, 4, 4 }, erow[4] = { 0, 0, 1, 1 };
  const double ev[4] = { 8, 5, 7, 6 };
  CHECK (!memcmp (colp, ecolp, sizeof ecolp) && !memcmp (rowi, erow, sizeof erow)
         && !memcmp (v, ev, sizeof ev));
  /* mode-3 unfolding 3-by-4: rows = k, columns = i + 2(j-1); one sort */
  int64_t rd3 = 2, cd3[2] = { 0, 1 }, colp3[5];
  CHECK (nds_csc (small_s, small_x, 4, small_sz, &rd3, 1, cd3, 2, NDS_DOUBLE, 4, colp3, rowi, v)
         == NDS_OK);
  const int64_t ecolp3[5] = { 0, 1, 2, 3, 4 }, erow3[4] = { 0, 2, 0, 1 };
  const double ev3[4] = { 8, 6, 5, 7 };
  CHECK (!memcmp (colp3, ecolp3, sizeof ecolp3) && !memcmp (rowi, erow3, sizeof erow3)
         && !memcmp (v, ev3, sizeof ev3));
  /* logical values */
  const unsigned char lx[4] = { 1, 1, 1, 1 };
  unsigned char lv[4];
  CHECK (nds_csc (small_s, lx, 4, small_sz, &rd3, 1, cd3, 2, NDS_LOGICAL, 4, colp3, rowi, lv)
         == NDS_OK && lv[0] == 1 && lv[3] == 1);
  /* empty */
  int64_t colp0[3] = { 9, 9, 9 };
  CHECK (nds_csc (NULL, NULL, 0, small_sz, &rd, 1, cd, 1, NDS_DOUBLE, 2, colp0, NULL, NULL)
         == NDS_OK && colp0[0] == 0 && colp0[2] == 0);
}

/* the column pointers of a mode-1 unfolding with many columns (the parallel path),
   most of them empty, against a count and a prefix sum */
static void test_csc_pointers (void)
{
  const int64_t n = 3000, sz[2] = { 5, 400000 };
  int64_t *s = malloc (2 * n * sizeof (int64_t)), *rowi = malloc (n * sizeof (int64_t));
  int64_t *colp = malloc ((sz[1] + 1) * sizeof (int64_t));
  int64_t *ref = calloc (sz[1] + 1, sizeof (int64_t));
  double *x = malloc (n * sizeof (double)), *v = malloc (n * sizeof (double));
  /* sorted distinct (row, column) pairs: columns ascending, clustered at both ends */
  int64_t col = 1;
  for (int64_t e = 0; e < n; e++)
    {
      if (e > 0 && rnd_int (0, 2) == 0) col += e == n / 2 ? 390000 : rnd_int (1, 50);
      s[e] = e > 0 && s[n + e - 1] == col ? s[e - 1] + 1 : 1;
      if (s[e] > sz[0]) { col++; s[e] = 1; }
      s[n + e] = col;
      x[e] = e + 1;
    }
  CHECK (s[2 * n - 1] <= sz[1]);
  for (int64_t e = 0; e < n; e++) ref[s[n + e]]++;
  for (int64_t j = 0; j < sz[1]; j++) ref[j + 1] += ref[j];
  const int64_t rd = 0, cd = 1;
  CHECK (nds_csc (s, x, n, sz, &rd, 1, &cd, 1, NDS_DOUBLE, sz[1], colp, rowi, v) == NDS_OK);
  CHECK (!memcmp (colp, ref, (sz[1] + 1) * sizeof (int64_t)));
  free (s); free (rowi); free (colp); free (ref); free (x); free (v);
}

/* nds_csc_ordered's widening of single and complex single values past the size
   written with non-temporal stores (4 MB of doubles), into an output 16-byte
   aligned and one that is not, of an odd count: each value as the plain cast, the
   double after the output untouched */
static void test_csc_widen_large (void)
{
  enum { M = 700001 };
  float *f = malloc (sizeof (float) * M);
  double *w = malloc (sizeof (double) * (M + 2));
  int64_t *rowi = malloc (sizeof (int64_t) * M), colp[2];
  CHECK (f && w && rowi);
  if (f && w && rowi)
    {
      const float special[5] = {-0.0f, INFINITY, NAN, 1e-40f, -3.25f};
      for (int64_t k = 0; k < M; k++)
        f[k] = k % 97 < 5 ? special[k % 97] : (float) rnd_int (-1000000, 1000000) / 64.0f;
      for (int off = 0; off < 2; off++)
        for (int cx = 0; cx < 2; cx++)
          {
            const int64_t n = cx ? M / 2 : M, m = cx ? 2 * n : n;
            double *d = w + off;
            for (int64_t k = 0; k <= m; k++) d[k] = 7.0;
            CHECK (nds_csc_ordered (NULL, 0, NULL, 0, f, cx ? NDS_CSINGLE : NDS_SINGLE, n, 1,
                                    colp, rowi, d) == NDS_OK);
            int ok = colp[1] == n && d[m] == 7.0;
            for (int64_t k = 0; k < m; k++)
              {
                const double e = (double) f[k];
                ok &= memcmp (&d[k], &e, sizeof e) == 0;
              }
            CHECK (ok);
          }
    }
  free (f);
  free (w);
  free (rowi);
}

/* nds_csc_ordered on random blocks of sorted storage (a window of columns, with the
   window's offset) against counts per column; hidden rows or columns (NULL) */
static void test_csc_ordered (void)
{
  enum { N = 2000 };
  static int64_t r[N], c[N], rowi[N], colp[1200], ref[1200];
  static double x[N], v[N];
  for (int t = 0; t < 100; t++)
    {
      /* t % 4 == 1: many entries a column (galloping), else few (counting) */
      const int64_t nr = t % 4 == 1 ? rnd_int (20, 60) : rnd_int (1, 6),
                    coff = rnd_int (0, 50), nc = t % 4 == 1 ? rnd_int (1, 60) : rnd_int (1, 1100);
      int64_t n = 0;
      for (int64_t j = 1; j <= nc && n < N; j++)
        for (int64_t i = 1; i <= nr && n < N; i++)
          if (rnd_int (0, t % 3 == 0 ? 40 : 2) == 0)
            {
              r[n] = i;
              c[n] = j + coff;
              x[n] = (double) n + 0.25;
              n++;
            }
      memset (ref, 0, sizeof ref);
      for (int64_t e = 0; e < n; e++) ref[c[e] - coff]++;
      for (int64_t j = 0; j < nc; j++) ref[j + 1] += ref[j];
      CHECK (nds_csc_ordered (r, 0, c, coff, x, NDS_DOUBLE, n, nc, colp, rowi, v) == NDS_OK);
      CHECK (!memcmp (colp, ref, (size_t) (nc + 1) * sizeof (int64_t)));
      int ok = 1;
      for (int64_t e = 0; e < n; e++) ok &= rowi[e] == r[e] - 1 && v[e] == x[e];
      CHECK (ok);
      if (n > 0)
        {
          CHECK (nds_csc_ordered (r, 0, c, coff + 1, x, NDS_DOUBLE, n, nc, colp, rowi, v)
                 == (c[0] - coff - 1 < 1 ? NDS_ESUB : NDS_OK));
          CHECK (nds_csc_ordered (r, 0, c, coff, x, NDS_DOUBLE, n, c[n - 1] - coff - 1, colp,
                                  rowi, v) == NDS_ESUB || c[n - 1] - coff - 1 == 0);
        }
    }
  /* a column vector (no columns) and a row of a hidden row dim (no rows) */
  int64_t r3[3] = {2, 5, 9}, c3[3] = {1, 3, 3}, cp[4];
  double x3[3] = {1, 2, 3};
  CHECK (nds_csc_ordered (r3, 1, NULL, 0, x3, NDS_DOUBLE, 3, 1, cp, rowi, v) == NDS_OK);
  CHECK (cp[0] == 0 && cp[1] == 3 && rowi[0] == 0 && rowi[2] == 7 && v[1] == 2);
  CHECK (nds_csc_ordered (NULL, 0, c3, 0, x3, NDS_DOUBLE, 3, 3, cp, rowi, v) == NDS_OK);
  CHECK (cp[0] == 0 && cp[1] == 1 && cp[2] == 1 && cp[3] == 3 && rowi[2] == 0);
  CHECK (nds_csc_ordered (r3, 0, c3, 0, x3, NDS_DOUBLE, 0, 0, cp, rowi, v) == NDS_OK && cp[0] == 0);
  CHECK (nds_csc_ordered (r3, 0, c3, 0, x3, NDS_DOUBLE, 3, 0, cp, rowi, v) == NDS_EARG);
  CHECK (nds_csc_ordered (r3, 0, c3, 0, NULL, NDS_DOUBLE, 3, 3, cp, rowi, v) == NDS_EARG);
  /* single and complex single values written as doubles, -0, Inf and NaN kept */
  const float f3[6] = {1.5f, -0.0f, INFINITY, NAN, -3.25f, 1e-40f};
  double w[6];
  CHECK (nds_csc_ordered (r3, 0, c3, 0, f3, NDS_SINGLE, 3, 3, cp, rowi, w) == NDS_OK);
  CHECK (w[0] == 1.5 && w[1] == 0 && signbit (w[1]) && w[2] == INFINITY);
  CHECK (cp[3] == 3 && rowi[1] == 4);
  CHECK (nds_csc_ordered (r3, 0, c3, 0, f3, NDS_CSINGLE, 3, 3, cp, rowi, w) == NDS_OK);
  CHECK (w[2] == INFINITY && isnan (w[3]) && w[4] == -3.25 && w[5] == (double) 1e-40f
         && w[5] > 0);
}

/* nds_csc_columns: every column range of random CSC matrices (empty columns among
   them) against the range read from the arrays by hand; 8- and 16-byte values;
   bad ranges refused */
static void test_csc_columns (void)
{
  enum { NC = 12, NR = 9 };
  int64_t colp[NC + 1], rowi[NC * NR], ocolp[NC + 1], orowi[NC * NR];
  double x[2 * NC * NR], ox[2 * NC * NR];
  for (int t = 0; t < 50; t++)
    {
      int64_t n = 0;
      colp[0] = 0;
      for (int64_t j = 0; j < NC; j++)
        {
          const int empty = rnd_int (0, 3) == 0;
          for (int64_t i = 0; i < NR; i++)
            if (!empty && rnd_int (0, 2) == 0)
              {
                rowi[n] = i;
                x[2 * n] = (double) (n + 1) + 0.5;
                x[2 * n + 1] = -(double) n;
                n++;
              }
          colp[j + 1] = n;
        }
      const size_t es = t % 2 ? 16 : 8;
      for (int64_t c0 = 0; c0 <= NC; c0++)
        for (int64_t c1 = c0; c1 <= NC; c1++)
          {
            CHECK (nds_csc_columns (colp, rowi, x, es, c0, c1, ocolp, orowi, ox) == NDS_OK);
            const int64_t a = colp[c0], nz = colp[c1] - a;
            int ok = 1;
            for (int64_t j = 0; j <= c1 - c0; j++) ok &= ocolp[j] == colp[c0 + j] - a;
            for (int64_t e = 0; e < nz; e++) ok &= orowi[e] == rowi[a + e];
            ok &= !memcmp (ox, (const char *) x + es * (size_t) a, es * (size_t) nz);
            CHECK (ok);
          }
    }
  CHECK (nds_csc_columns (colp, rowi, x, 8, 3, 2, ocolp, orowi, ox) == NDS_EARG);
  CHECK (nds_csc_columns (colp, rowi, x, 8, -1, 2, ocolp, orowi, ox) == NDS_EARG);
  CHECK (nds_csc_columns (NULL, rowi, x, 8, 0, 2, ocolp, orowi, ox) == NDS_EARG);
  CHECK (nds_csc_columns (colp, rowi, x, 0, 0, 2, ocolp, orowi, ox) == NDS_EARG);
  const int64_t full[3] = {0, 2, 3}, r2[3] = {0, 1, 0};
  CHECK (nds_csc_columns (full, r2, NULL, 8, 0, 2, ocolp, orowi, ox) == NDS_EARG);
  CHECK (nds_csc_columns (full, r2, x, 8, 1, 1, ocolp, NULL, NULL) == NDS_OK && ocolp[0] == 0);
}

static void test_fibers (void)
{
  /* ttv mode 3 with v = (1, 10, 100): (1,1)=8 (1,2)=5 (2,2)=700 (2,1)=600 */
  nds_groups F;
  CHECK (nds_fibers (small_s, 4, 3, small_sz, 2, &F) == NDS_OK && F.ng == 4);
  const double v[3] = { 1, 10, 100 };
  double y[4];
  nds_fibers_apply (&F, small_s, small_x, 2, v, 1, y);
  int64_t os[8];
  double ox[4];
  CHECK (nds_fibers_emit (&F, small_s, 3, 2, y, 1, 0, os, ox, 4) == NDS_OK);
  const int64_t eos[8] = { 1, 2, 1, 2,  1, 1, 2, 2 };
  const double eox[4] = { 8, 600, 5, 70 };
  CHECK (!memcmp (os, eos, sizeof eos) && !memcmp (ox, eox, sizeof eox));
  double Y[4] = { 0, 0, 0, 0 };
  CHECK (nds_fibers_dense (&F, small_s, small_x, 3, small_sz, 2, v, 1, Y) == 4);
  CHECK (Y[0] == 8 && Y[1] == 600 && Y[2] == 5 && Y[3] == 70);
  /* the count is of the results: weights that cancel give zeros */
  const double w[3] = { 0, 1, 0 };
  double Z[4] = { 0, 0, 0, 0 };
  CHECK (nds_fibers_dense (&F, small_s, small_x, 3, small_sz, 2, w, 1, Z)
         == (Z[0] != 0) + (Z[1] != 0) + (Z[2] != 0) + (Z[3] != 0));
  nds_groups_free (&F);
  /* float values into float cells, each sum in double rounded once: fiber (1,1) of
     1, 2^-24, 2^-24 gives 1 + 2^-23 (single adds give 1); 1e-30 * 1e-30 rounds to a
     zero, not counted */
  const int64_t ds[12] = { 1, 2, 1, 1,  1, 1, 1, 1,  1, 1, 2, 3 }, dsz[3] = { 2, 1, 3 };
  const float dx[4] = { 1, 1e-30f, 0x1p-24f, 0x1p-24f };
  const double dM[6] = { 1, 1e-30, 1, 1e-30, 1, 1e-30 };
  float DY[4] = { 0, 0, 0, 0 };
  CHECK (nds_fibers (ds, 4, 3, dsz, 2, &F) == NDS_OK && F.ng == 2);
  CHECK (nds_fibers_dense_f (&F, ds, dx, 3, dsz, 2, dM, 2, DY) == 3);
  CHECK (DY[0] == 1 + 0x1p-23f && DY[1] == 1e-30f && DY[3] == 0);
  CHECK (DY[2] == (float) ((1e-30 + 0x1p-24 * 1e-30) + 0x1p-24 * 1e-30));
  nds_groups_free (&F);
  /* ttm mode 1 with M = [1 2; 3 4; 0 0]: output rows j, order (j, then later dims) */
  CHECK (nds_fibers (small_s, 4, 3, small_sz, 0, &F) == NDS_OK && F.ng == 4
         && F.perm == NULL);
  const double M[6] = { 1, 3, 0, 2, 4, 0 };
  double yj[12];
  nds_fibers_apply (&F, small_s, small_x, 0, M, 3, yj);
  CHECK (nds_count_nz (yj, 12) == 8);
  int64_t ts[24];
  double tx[8];
  CHECK (nds_fibers_emit (&F, small_s, 3, 0, yj, 3, 1, ts, tx, 8) == NDS_OK);
  /* (j,1,1): 8, 24; (j,2,1): 5, 15; (j,2,2): 14, 28; (j,1,3): 12, 24 */
  const double etx[8] = { 8, 24, 5, 15, 14, 28, 12, 24 };
  const int64_t ets0[8] = { 1, 2, 1, 2, 1, 2, 1, 2 };
  CHECK (!memcmp (tx, etx, sizeof etx) && !memcmp (ts, ets0, sizeof ets0));
  /* the same on float values, each result rounded once (1 + 2^-30 times 1 + 2^-30
     is 1 in single); results that round to zero (1e-30 * 1e-30) left out */
  const float xf[4] = { 8, 5, 7, 6 };
  float yf[12], txf[8];
  nds_fibers_apply_f (&F, small_s, xf, 0, M, 3, yf);
  CHECK (nds_count_nz_f (yf, 12) == 8);
  CHECK (nds_fibers_emit_f (&F, small_s, 3, 0, yf, 3, 1, ts, txf, 8) == NDS_OK);
  for (int i = 0; i < 8; i++) CHECK (txf[i] == (float) etx[i] && ts[i] == ets0[i]);
  const float tiny[4] = { 1e-30f, 1 + 0x1p-23f, 7, 6 };
  const double Mt[6] = { 1e-30, 1 + 0x1p-30, 0, 2, 4, 0 };
  nds_fibers_apply_f (&F, small_s, tiny, 0, Mt, 3, yf);
  CHECK (yf[0] == 0 && yf[4] == (float) ((1 + 0x1p-23) * (1 + 0x1p-30)));
  CHECK (nds_count_nz_f (yf, 12) == 7);
  CHECK (nds_fibers_emit_f (&F, small_s, 3, 0, yf, 3, 1, ts, txf, 7) == NDS_OK);
  /* (2,1,1): x(1) * (1 + 2^-30), (1,1,1) dropped; (1,2,1): x(2) * 1e-30 */
  CHECK (ts[0] == 2 && ts[7] == 1 && ts[14] == 1
         && txf[0] == (float) ((double) 1e-30f * (1 + 0x1p-30)));
  CHECK (ts[1] == 1 && ts[8] == 2 && ts[15] == 1
         && txf[1] == (float) ((double) (1 + 0x1p-23f) * 1e-30));
  CHECK (nds_fibers_emit_f (&F, small_s, 3, 0, yf, 3, 1, ts, txf, 8) == NDS_EARG);
  nds_groups_free (&F);
  /* no 64-bit key: the multikey grouping */
  const int64_t big[3] = { (int64_t) 1 << 40, (int64_t) 1 << 40, 2 };
  const int64_t bs[6] = { 1, (int64_t) 1 << 40,  1, (int64_t) 1 << 40,  1, 2 };
  const double bx[2] = { 3, 4 };
  CHECK (nds_fibers (bs, 2, 3, big, 2, &F) == NDS_OK && F.ng == 2);
  nds_groups_free (&F);
  CHECK (nds_fibers (bs, 2, 3, big, 3, &F) == NDS_EARG);
  (void) bx;
}

static void test_products (void)
{
  /* mttkrp of the small tensor, mode 2, R = 2 against a direct sum */
  const double U0[4] = { 1, 2, 3, 4 }, U2[6] = { 1, 0, 2, 1, 1, 1 };
  const double *U[3] = { U0, NULL, U2 };
  double B[4];
  CHECK (nds_mttkrp (small_s, small_x, 4, 3, small_sz, U, 2, 1, B) == NDS_OK);
  double E[4] = { 0, 0, 0, 0 };
  for (int e = 0; e < 4; e++)
    for (int r = 0; r < 2; r++)
      E[small_s[e + 4] - 1 + 2 * r] += small_x[e] * U0[small_s[e] - 1 + 2 * r]
                                       * U2[small_s[e + 8] - 1 + 3 * r];
  CHECK (!memcmp (B, E, sizeof E));
  /* 2-D: A = [0 4 0; 5 0 1] stored sorted by column */
  const int64_t r[3] = { 2, 1, 2 }, c[3] = { 1, 2, 3 };
  const double ax[3] = { 5, 4, 1 }, X[3] = { 1, 2, 3 }, Z[2] = { 1, 10 };
  double Y[2], W[3] = { 0, 0, 0 };
  CHECK (nds_coo_mv (r, c, ax, 3, 2, X, 3, 1, Y) == NDS_OK && Y[0] == 8 && Y[1] == 8);
  nds_coo_vm (r, c, ax, 3, Z, 1, W);
  CHECK (W[0] == 50 && W[1] == 4 && W[2] == 10);
  /* inner products */
  const int64_t sb[6] = { 1, 2,  2, 2,  1, 2 };
  const double xb[2] = { 2, 3 };
  CHECK (nds_inner_coo (small_s, small_x, 4, sb, xb, 2, 3) == 10 + 21);
  CHECK (nds_inner_coo (small_s, small_x, 4, small_s, small_x, 4, 3) == 64 + 25 + 49 + 36);
  /* single values, each product in double: 0.1f squared as doubles, not in float */
  const float fx[4] = { 8, 5, 7, 0.1f }, fb[2] = { 2, 3 };
  CHECK (nds_inner_coo_f (small_s, fx, 4, sb, fb, 2, 3) == 10 + 21);
  CHECK (nds_inner_coo_f (small_s, fx, 4, small_s, fx, 4, 3)
         == 64 + 25 + 49 + (double) 0.1f * (double) 0.1f);
  /* complex: sum (conj (za) .* zb), worked by hand: conj (5+2i) (2-i) = 8-9i,
     conj (7+3i) (3+0.5i) = 22.5-5.5i; with itself, the squared moduli */
  const double za[8] = { 8, 1,  5, 2,  7, 3,  6, 4 }, zb[4] = { 2, -1,  3, 0.5 };
  double zy[2];
  nds_inner_coo_z (small_s, za, 4, sb, zb, 2, 3, zy);
  CHECK (zy[0] == 30.5 && zy[1] == -14.5);
  nds_inner_coo_z (sb, zb, 2, small_s, za, 4, 3, zy);
  CHECK (zy[0] == 30.5 && zy[1] == 14.5);
  nds_inner_coo_z (small_s, za, 4, small_s, za, 4, 3, zy);
  CHECK (zy[0] == 65 + 29 + 58 + 52 && zy[1] == 0);
  nds_inner_coo_z (small_s, za, 4, sb, zb, 0, 3, zy);
  CHECK (zy[0] == 0 && zy[1] == 0);
  double F[12];
  for (int i = 0; i < 12; i++) F[i] = i + 1;
  CHECK (nds_inner_dense (small_s, small_x, 4, 3, small_sz, F) == 8 * 1 + 5 * 3 + 7 * 8 + 6 * 10);
  CHECK (nds_sumsq (small_x, 4) == 174);
  /* CP model values at the small tensor's coordinates, R = 2, against a direct sum */
  const double V0[4] = { 1, 2, 3, 4 }, V1[4] = { 2, -1, 0.5, 3 };
  const double *V[3] = { V0, V1, U2 };
  double cv[4], ce[4];
  CHECK (nds_cp_values (small_s, 4, 3, small_sz, V, 2, cv) == NDS_OK);
  for (int e = 0; e < 4; e++)
    {
      ce[e] = 0;
      for (int r = 0; r < 2; r++)
        ce[e] += V0[small_s[e] - 1 + 2 * r] * V1[small_s[e + 4] - 1 + 2 * r]
                 * U2[small_s[e + 8] - 1 + 3 * r];
      CHECK (fabs (cv[e] - ce[e]) <= 1e-12 * (1 + fabs (ce[e])));
    }
  /* the general path: the first two modes alone (a 2-D model, 40 components) */
  double A0[80], A1[80], cw[4];
  for (int i = 0; i < 80; i++) { A0[i] = 0.25 * (i % 7) - 0.5; A1[i] = 0.125 * (i % 5) + 1; }
  const double *A[2] = { A0, A1 };
  CHECK (nds_cp_values (small_s, 4, 2, small_sz, A, 40, cw) == NDS_OK);
  for (int e = 0; e < 4; e++)
    {
      double want = 0;
      for (int r = 0; r < 40; r++)
        want += A0[small_s[e] - 1 + 2 * r] * A1[small_s[e + 4] - 1 + 2 * r];
      CHECK (fabs (cw[e] - want) <= 1e-12 * (1 + fabs (want)));
    }
  CHECK (nds_cp_values (small_s, 0, 3, small_sz, V, 2, cv) == NDS_OK);
  CHECK (nds_cp_values (small_s, 4, 0, small_sz, V, 2, cv) == NDS_EARG);
  CHECK (nds_cp_values (small_s, 4, 3, small_sz, V, -1, cv) == NDS_EARG);
}

/* the same bits for 1 and 2 threads on a tensor above the parallel thresholds */
static void test_determinism (void)
{
  const int64_t sz[3] = { 300, 200, 50 };
  int64_t *s;
  double *x;
  int64_t n = rand_tensor (sz, 400000, &s, &x);
  const int64_t R = 5;
  double *U[3];
  for (int d = 0; d < 3; d++)
    {
      U[d] = malloc (sizeof (double) * (size_t) (sz[d] * R));
      for (int64_t i = 0; i < sz[d] * R; i++) U[d][i] = rnd_below (1000) / 999.0 - 0.5;
    }
  double *full = malloc (sizeof (double) * (size_t) (sz[0] * sz[1] * sz[2]));
  for (int64_t i = 0; i < sz[0] * sz[1] * sz[2]; i++) full[i] = (double) (i % 17) / 8 - 1;
  double *res[2][3], *mv[2], *vm[2], *ty[2], inner[2], dense[2];
  int64_t ng[2];
  for (int t = 0; t < 2; t++)
    {
      set_threads (t + 1);
      for (int mode = 0; mode < 3; mode++)
        {
          res[t][mode] = malloc (sizeof (double) * (size_t) (sz[mode] * R));
          CHECK (nds_mttkrp (s, x, n, 3, sz, (const double *const *) U, R, mode,
                             res[t][mode]) == NDS_OK);
        }
      /* 2-D view of the first two dims: rows s(:,1), columns s(:,2)+200*(s(:,3)-1) */
      int64_t *cc = malloc (sizeof (int64_t) * (size_t) n);
      for (int64_t e = 0; e < n; e++) cc[e] = s[e + n] + 200 * (s[e + 2 * n] - 1);
      double *xv = malloc (sizeof (double) * 10000);
      for (int i = 0; i < 10000; i++) xv[i] = i % 7 - 3;
      mv[t] = malloc (sizeof (double) * 300);
      CHECK (nds_coo_mv (s, cc, x, n, 300, xv, 10000, 1, mv[t]) == NDS_OK);
      vm[t] = calloc (10000, sizeof (double));
      nds_coo_vm (s, cc, x, n, xv, 1, vm[t]);
      nds_groups F;
      CHECK (nds_fibers (s, n, 3, sz, 1, &F) == NDS_OK);
      ng[t] = F.ng;
      ty[t] = malloc (sizeof (double) * (size_t) F.ng);
      nds_fibers_apply (&F, s, x, 1, U[1], 1, ty[t]);
      nds_groups_free (&F);
      inner[t] = nds_inner_coo (s, x, n, s, x, n, 3) + nds_sumsq (x, n);
      dense[t] = nds_inner_dense (s, x, n, 3, sz, full);
      free (cc); free (xv);
    }
  for (int mode = 0; mode < 3; mode++)
    CHECK (!memcmp (res[0][mode], res[1][mode], sizeof (double) * (size_t) (sz[mode] * R)));
  CHECK (!memcmp (mv[0], mv[1], sizeof (double) * 300));
  CHECK (!memcmp (vm[0], vm[1], sizeof (double) * 10000));
  CHECK (inner[0] == inner[1]);
  /* innerprod with a full array (a team from 1.3e5 entries) against a serial sum */
  CHECK (dense[0] == dense[1]);
  double dwant = 0, dmag = 0;
  for (int64_t e = 0; e < n; e++)
    {
      const int64_t lin = s[e] - 1 + sz[0] * (s[e + n] - 1 + sz[1] * (s[e + 2 * n] - 1));
      dwant += x[e] * full[lin];
      dmag += fabs (x[e] * full[lin]);
    }
  CHECK (fabs (dense[0] - dwant) <= 1e-12 * dmag);
  free (full);
  CHECK (ng[0] == ng[1] && !memcmp (ty[0], ty[1], sizeof (double) * (size_t) ng[0]));
  /* mode-1 MTTKRP against a plain serial loop */
  double *E = calloc ((size_t) (sz[0] * R), sizeof (double));
  for (int64_t e = 0; e < n; e++)
    for (int64_t r = 0; r < R; r++)
      E[s[e] - 1 + sz[0] * r] += x[e] * U[1][s[e + n] - 1 + sz[1] * r]
                                 * U[2][s[e + 2 * n] - 1 + sz[2] * r];
  double err = 0;
  for (int64_t i = 0; i < sz[0] * R; i++) err = fmax (err, fabs (E[i] - res[0][0][i]));
  CHECK (err < 1e-9);
  free (E);
  for (int t = 0; t < 2; t++)
    {
      for (int mode = 0; mode < 3; mode++) free (res[t][mode]);
      free (mv[t]); free (vm[t]); free (ty[t]);
    }
  for (int d = 0; d < 3; d++) free (U[d]);
  free (s); free (x);
}

/* nds_coo_vm with one row of X (z' * A) against the scatter Y(c) += z(r) x entry by
   entry, bit for bit (values of many digits, so another order of the adds shows):
   columns of 0, 1, 2-15 and 16-300 entries in one matrix (both of vm_range's loops,
   a range switching between them at the team's block edges), signed zeros, Inf and
   NaN, n below and above the team's threshold, 1 and 2 threads */
static void test_vm_runs (void)
{
  const int64_t nr = 500, nc = 3000, ns[3] = { 40, 5000, 400000 };
  double *z = malloc (sizeof (double) * nr);
  for (int64_t i = 0; i < nr; i++) z[i] = (rnd_below (2001) - 1000) / 7.3;
  z[0] = -0.0;
  z[1] = INFINITY;
  for (int k = 0; k < 3; k++)
    {
      const int64_t cap = ns[k];
      int64_t *r = malloc (sizeof (int64_t) * cap), *c = malloc (sizeof (int64_t) * cap);
      double *x = malloc (sizeof (double) * cap);
      double *E = calloc (nc, sizeof (double)), *Y = malloc (sizeof (double) * nc);
      int64_t n = 0;
      for (int64_t j = 1; j <= nc && n < cap; j++)
        {
          /* a column's count: dense stretches and sparse ones */
          const int64_t m = (j / 300) % 2 ? rnd_below (301) : rnd_below (3);
          for (int64_t i = 0; i < m && n < cap; i++, n++)
            {
              r[n] = 1 + rnd_below (nr);
              c[n] = j;
              x[n] = rnd_below (9) == 0 ? -0.0 : (rnd_below (20001) - 10000) / 3.7;
            }
        }
      if (n > 2) x[n / 2] = NAN;
      for (int64_t e = 0; e < n; e++) E[c[e] - 1] += z[r[e] - 1] * x[e];
      for (int nt = 1; nt <= 2; nt++)
        {
          nds_threads_fix (nt);
          memset (Y, 0, sizeof (double) * nc);
          nds_coo_vm (r, c, x, n, z, 1, Y);
          CHECK (!memcmp (Y, E, sizeof (double) * nc));
        }
      nds_threads_fix (0);
      free (r); free (c); free (x); free (E); free (Y);
    }
  free (z);
}

/* a random complex value (pair) of small integers over 4, zero parts now and then */
static void rand_pair (double *z)
{
  for (int q = 0; q < 2; q++) z[q] = rnd_below (4) == 0 ? 0 : (rnd_below (9) - 4) / 4.0;
}

/* nds_fibers_apply_z and nds_fibers_emit_z, every mode, complex values with real or
   complex M and real values with complex M, against a dense result summed entry by
   entry (exact: small dyadic values); M has a zero column, so some results cancel;
   sizes below and above the parallel thresholds, 1 and 2 threads */
static void test_fibers_complex (void)
{
  const int64_t szs[2][3] = { { 5, 4, 3 }, { 60, 50, 40 } };
  for (int big = 0; big < 2; big++)
    for (int nt = 1; nt <= 2; nt++)
      {
        set_threads (nt);
        const int64_t *sz = szs[big];
        int64_t *s;
        double *xr;
        int64_t n = rand_tensor (sz, big ? 60000 : 30, &s, &xr);
        double *xz = malloc (sizeof (double) * (size_t) (2 * n + 2));
        for (int64_t e = 0; e < n; e++) rand_pair (xz + 2 * e);
        for (int64_t mode = 0; mode < 3; mode++)
          for (int comb = 0; comb < 3; comb++)
            {
              const int xc = comb < 2, mc = comb != 1;
              const int64_t J = 1 + rnd_below (3), I = sz[mode];
              double *M = malloc (sizeof (double) * (size_t) (2 * J * I));
              for (int64_t k = 0; k < J * I; k++) rand_pair (M + 2 * k);
              if (!mc)
                for (int64_t k = 0; k < J * I; k++) M[k] = M[2 * k];
              for (int64_t j = 0; j < J; j++) M[(mc ? 2 : 1) * (j + J * (I - 1))] = 0;
              for (int64_t j = 0; j < J && mc; j++) M[2 * (j + J * (I - 1)) + 1] = 0;
              const double *x = xc ? xz : xr;
              /* dense reference: (J, other dims) column-major, output dims in order */
              int64_t osz[3], ny = 1;
              for (int d = 0; d < 3; d++) ny *= (osz[d] = d == mode ? J : sz[d]);
              double *E = calloc ((size_t) (2 * ny), sizeof (double));
              for (int64_t e = 0; e < n; e++)
                for (int64_t j = 0; j < J; j++)
                  {
                    int64_t l = 0;
                    for (int d = 2; d >= 0; d--)
                      l = l * osz[d] + (d == mode ? j : s[e + d * n] - 1);
                    const double ar = xc ? x[2 * e] : x[e], ai = xc ? x[2 * e + 1] : 0;
                    const int64_t k = j + J * (s[e + mode * n] - 1);
                    const double br = mc ? M[2 * k] : M[k], bi = mc ? M[2 * k + 1] : 0;
                    E[2 * l] += ar * br - ai * bi;
                    E[2 * l + 1] += ar * bi + ai * br;
                  }
              nds_groups F;
              CHECK (nds_fibers (s, n, 3, sz, mode, &F) == NDS_OK);
              double *y = malloc (sizeof (double) * (size_t) (2 * F.ng * J + 2));
              nds_fibers_apply_z (&F, s, x, xc, mode, M, mc, J, y);
              const int64_t nout = nds_count_nz_z (y, F.ng * J);
              CHECK (nout == nds_count_nz_z (E, ny));
              int64_t *os = malloc (sizeof (int64_t) * (size_t) (3 * nout + 1));
              double *ox = malloc (sizeof (double) * (size_t) (2 * nout + 2));
              /* one result per fiber (ttv) keeps the mode or drops it */
              const int keep = J > 1 || rnd_below (2);
              CHECK (nds_fibers_emit_z (&F, s, 3, mode, y, J, keep, os, ox, nout) == NDS_OK);
              int64_t prev = -1;
              for (int64_t o = 0; o < nout; o++)
                {
                  int64_t l = 0;
                  for (int d = 2; d >= 0; d--)
                    {
                      const int col = keep || d < mode ? d : d - 1;
                      l = l * osz[d] + (!keep && d == mode ? 0 : os[o + col * nout] - 1);
                    }
                  CHECK (l > prev && ox[2 * o] == E[2 * l] && ox[2 * o + 1] == E[2 * l + 1]);
                  CHECK (ox[2 * o] != 0 || ox[2 * o + 1] != 0);
                  prev = l;
                }
              if (J > 1)
                CHECK (nds_fibers_emit_z (&F, s, 3, mode, y, J, 1, os, ox, nout + 1) == NDS_EARG);
              /* the same entries as float pairs, rounded (none so small that it
                 rounds to zero) */
              CHECK (nds_fibers_emit_z (&F, s, 3, mode, y, J, keep, os, ox, nout) == NDS_OK);
              nds_round_single (y, 2 * F.ng * J);
              CHECK (nds_count_nz_z (y, F.ng * J) == nout);
              int64_t *osf = malloc (sizeof (int64_t) * (size_t) (3 * nout + 1));
              float *oxf = malloc (sizeof (float) * (size_t) (2 * nout + 2));
              CHECK (nds_fibers_emit_cf (&F, s, 3, mode, y, J, keep, osf, oxf, nout) == NDS_OK);
              CHECK (!memcmp (os, osf, sizeof (int64_t) * (size_t) ((keep ? 3 : 2) * nout)));
              for (int64_t o = 0; o < 2 * nout; o++) CHECK (oxf[o] == (float) ox[o]);
              nds_groups_free (&F);
              free (M); free (E); free (y); free (os); free (ox); free (osf); free (oxf);
            }
        free (s); free (xr); free (xz);
      }
  set_threads (2);
}

/* nds_round_single: doubles rounded to single, a tiny one to zero, so that
   nds_count_nz_z then counts the pairs single keeps */
static void test_round_single (void)
{
  double y[] = {1e-60, 0, 1 + 0x1p-40, 3, 0.1, -1e300};
  nds_round_single (y, 6);
  CHECK (y[0] == 0 && y[1] == 0 && y[2] == 1 && y[3] == 3);
  CHECK (y[4] == (float) 0.1 && y[5] == -INFINITY);
  CHECK (nds_count_nz_z (y, 3) == 2);
}

/* nds_mttkrp_z of a random tensor of size sz, about count entries, every mode, complex
   or real values and factors (each factor its own choice), against a serial loop in
   complex arithmetic (exact: small dyadic values), the same bits for 1 and 2 threads;
   all real through nds_mttkrp_z = nds_mttkrp */
static void mttkrp_complex_case (const int64_t *sz, int64_t count)
{
  int64_t *s;
  double *xr;
  int64_t n = rand_tensor (sz, count, &s, &xr);
  for (int64_t e = 0; e < n; e++) xr[e] = (rnd_below (9) - 4) / 4.0;
  double *xz = malloc (sizeof (double) * (size_t) (2 * n + 2));
  for (int64_t e = 0; e < n; e++) rand_pair (xz + 2 * e);
  const int64_t R = 3;
  double *U[3];
  for (int d = 0; d < 3; d++)
    {
      U[d] = malloc (sizeof (double) * (size_t) (2 * sz[d] * R));
      for (int64_t k = 0; k < sz[d] * R; k++) rand_pair (U[d] + 2 * k);
    }
  for (int combo = 0; combo < 16; combo++)
    for (int64_t mode = 0; mode < 3; mode++)
      {
        const int xc = combo & 1;
        int uc[3] = { (combo >> 1) & 1, (combo >> 2) & 1, (combo >> 3) & 1 };
        /* real factors: the real parts, read as real column-major matrices */
        double *Ur[3];
        for (int d = 0; d < 3; d++)
          {
            Ur[d] = malloc (sizeof (double) * (size_t) (2 * sz[d] * R));
            for (int64_t k = 0; k < sz[d] * R; k++) Ur[d][k] = U[d][2 * k];
            if (uc[d]) memcpy (Ur[d], U[d], sizeof (double) * (size_t) (2 * sz[d] * R));
          }
        const double *x = xc ? xz : xr;
        const int64_t In = sz[mode];
        double *E = calloc ((size_t) (2 * In * R), sizeof (double));
        for (int64_t e = 0; e < n; e++)
          for (int64_t r = 0; r < R; r++)
            {
              double pr = xc ? x[2 * e] : x[e], pi = xc ? x[2 * e + 1] : 0;
              for (int d = 0; d < 3; d++)
                {
                  if (d == mode) continue;
                  const int64_t k = s[e + d * n] - 1 + sz[d] * r;
                  const double wr = uc[d] ? Ur[d][2 * k] : Ur[d][k];
                  const double wi = uc[d] ? Ur[d][2 * k + 1] : 0;
                  const double a = pr * wr - pi * wi;
                  pi = pr * wi + pi * wr;
                  pr = a;
                }
              const int64_t l = s[e + mode * n] - 1 + In * r;
              E[2 * l] += pr;
              E[2 * l + 1] += pi;
            }
        double *B[2];
        for (int t = 0; t < 2; t++)
          {
            set_threads (t + 1);
            B[t] = malloc (sizeof (double) * (size_t) (2 * In * R));
            CHECK (nds_mttkrp_z (s, x, xc, n, 3, sz, (const double *const *) Ur, uc, R,
                                 mode, B[t]) == NDS_OK);
          }
        CHECK (!memcmp (B[0], B[1], sizeof (double) * (size_t) (2 * In * R)));
        CHECK (!memcmp (B[0], E, sizeof (double) * (size_t) (2 * In * R)));
        free (B[0]); free (B[1]); free (E);
        for (int d = 0; d < 3; d++) free (Ur[d]);
      }
  for (int d = 0; d < 3; d++) free (U[d]);
  free (s); free (xr); free (xz);
  set_threads (2);
}

/* mttkrp_complex_case above the parallel threshold (a team from 400 us of work:
   about 1.1e5 entries at R = 3 are 500 us by MT_Z_NS), and with fewer entries than
   the 3-D loops' look-ahead (PF 16 entries: its clamp at the block's end) and about
   as many, of a shape whose rows fit any L2 and of one whose rows (9.6 MB of
   complex for R = 3) outgrow it, so that the loops ask for rows ahead; a failed
   allocation reported, nothing leaked */
static void test_mttkrp_complex (void)
{
  const int64_t big[3] = { 80, 60, 40 }, tiny[3] = { 6, 5, 4 }, tall[3] = { 200000, 5, 4 };
  mttkrp_complex_case (big, 160000);
  const int64_t counts[5] = { 1, 15, 16, 17, 40 };
  for (int k = 0; k < 5; k++)
    {
      mttkrp_complex_case (tiny, counts[k]);
      mttkrp_complex_case (tall, counts[k]);
    }
  const int uc1[3] = { 1, 1, 1 };
  const int64_t R = 3;
  double *U[3], B[2 * 2 * 3];
  for (int d = 0; d < 3; d++)
    {
      U[d] = malloc (sizeof (double) * (size_t) (2 * small_sz[d] * R));
      for (int64_t k = 0; k < small_sz[d] * R; k++) rand_pair (U[d] + 2 * k);
    }
  nds_t_fail_at = 1;
  CHECK (nds_mttkrp_z (small_s, small_x, 0, 4, 3, small_sz, (const double *const *) U, uc1,
                       R, 0, B) == NDS_ENOMEM);
  nds_t_fail_at = -1;
  for (int d = 0; d < 3; d++) free (U[d]);
}

/* nds_mttkrp_f and nds_mttkrp_c (float arithmetic), every mode of a 3-D tensor and
   of its 4-D reshape (the generic loop), against nds_mttkrp and nds_mttkrp_z of the
   same values as doubles: within within_float's bound, for 1 and 2 threads (the same
   bits on both); complex or real values and factors (in combos 2 and 3 the odd
   factors real: the same arrays read as real matrices); R columns */
/* the moduli of len values v (complex pairs when c) */
static double *moduli (const double *v, int c, int64_t len)
{
  double *a = malloc (sizeof (double) * (size_t) (len + 1));
  for (int64_t k = 0; k < len; k++) a[k] = c ? hypot (v[2 * k], v[2 * k + 1]) : fabs (v[k]);
  return a;
}

/* the most entries of n whose subscript sm is the same (sm in 1..I) */
static int64_t longest_row (const int64_t *sm, int64_t n, int64_t I)
{
  int64_t *c = calloc ((size_t) I, sizeof (int64_t)), k = 0;
  for (int64_t e = 0; e < n; e++) c[sm[e] - 1]++;
  for (int64_t i = 0; i < I; i++) k = c[i] > k ? c[i] : k;
  free (c);
  return k;
}

/* float mttkrp's bound against the double kernel on the same values: an output
   sums at most k products of m values, each product rounded m - 1 times in float
   (a complex one at most 2 (m - 1) + 2 times per part, each rounding relative to
   the moduli's product), the sum k - 1 times, the result once: |B - E| <= (k + c m)
   eps M, c = 1 real, 2 complex, M the double mttkrp of the moduli (every E[z q + j]
   against M[j], q < z, z = 2 complex) */
static int within_float (const float *Bf, const double *B, const double *E, const double *M,
                         int64_t nb, int z, int64_t k, int64_t m)
{
  const double tol = (double) (k + z * m) * FLT_EPSILON;
  for (int64_t j = 0; j < nb; j++)
    for (int q = 0; q < z; q++)
      {
        const double b = Bf ? Bf[j] : B[z * j + q];
        if (!(fabs (b - E[z * j + q]) <= tol * M[j])) return 0;
      }
  return 1;
}

static void test_mttkrp_single_r (int64_t R)
{
  const int64_t sz[3] = { 80, 60, 40 }, sz4[4] = { 8, 10, 60, 40 };
  int64_t *s;
  double *x0;
  const int64_t n = rand_tensor (sz, 50000, &s, &x0);
  /* dim 1 split in 8 x 10: the same linear indices, so still sorted */
  int64_t *s4 = malloc (sizeof (int64_t) * (size_t) (4 * n));
  float *xf = malloc (sizeof (float) * (size_t) (2 * n));
  double *x = malloc (sizeof (double) * (size_t) (2 * n));
  for (int64_t e = 0; e < n; e++)
    {
      s4[e] = (s[e] - 1) % 8 + 1;
      s4[e + n] = (s[e] - 1) / 8 + 1;
      s4[e + 2 * n] = s[e + n];
      s4[e + 3 * n] = s[e + 2 * n];
    }
  for (int64_t k = 0; k < 2 * n; k++)
    {
      xf[k] = (float) (rnd_below (2001) - 1000) / 7.0f;
      x[k] = xf[k];
    }
  for (int64_t m = 3; m <= 4; m++)
    {
      const int64_t *shp = m == 3 ? sz : sz4, *sm = m == 3 ? s : s4;
      float *Uf[4];
      double *U[4];
      for (int64_t d = 0; d < m; d++)
        {
          Uf[d] = malloc (sizeof (float) * (size_t) (2 * shp[d] * R));
          U[d] = malloc (sizeof (double) * (size_t) (2 * shp[d] * R));
          for (int64_t k = 0; k < 2 * shp[d] * R; k++)
            {
              Uf[d][k] = (float) (rnd_below (1999) - 999) / 37.0f;
              U[d][k] = Uf[d][k];
            }
        }
      for (int64_t mode = 0; mode < m; mode++)
        {
          const size_t bytes = sizeof (double) * (size_t) (2 * shp[mode] * R);
          double *E = malloc (bytes), *B = malloc (bytes), *B1 = malloc (bytes);
          const int64_t nb = shp[mode] * R, k = longest_row (sm + mode * n, n, shp[mode]);
          float *Bf = malloc (sizeof (float) * (size_t) nb);
          float *Bf1 = malloc (sizeof (float) * (size_t) nb);
          double *M = malloc (sizeof (double) * (size_t) nb);
          /* combo -1 real, else xc = combo & 1 and the factors' uc by combo >> 1 */
          for (int combo = -1; combo < 4; combo++)
            {
              const int xc = combo & 1;
              int uc[4];
              for (int64_t d = 0; d < m; d++) uc[d] = !((combo >> 1) && d % 2);
              CHECK ((combo < 0
                      ? nds_mttkrp (sm, x, n, m, shp, (const double *const *) U, R, mode, E)
                      : nds_mttkrp_z (sm, x, xc, n, m, shp, (const double *const *) U, uc, R,
                                      mode, E)) == NDS_OK);
              double *ax = moduli (x, combo >= 0 && xc, n), *aU[4];
              for (int64_t d = 0; d < m; d++)
                aU[d] = moduli (U[d], combo >= 0 && uc[d], shp[d] * R);
              CHECK (nds_mttkrp (sm, ax, n, m, shp, (const double *const *) aU, R, mode, M)
                     == NDS_OK);
              /* within the bound on 1 and 2 threads, the same bits on both */
              for (int t = 1; t <= 2; t++)
                {
                  set_threads (t);
                  if (combo < 0)
                    {
                      memset (Bf, 0, sizeof (float) * (size_t) nb);
                      CHECK (nds_mttkrp_f (sm, xf, n, m, shp, (const float *const *) Uf, R,
                                           mode, Bf) == NDS_OK);
                      CHECK (within_float (Bf, NULL, E, M, nb, 1, k, m));
                      if (t == 1) memcpy (Bf1, Bf, sizeof (float) * (size_t) nb);
                      else CHECK (!memcmp (Bf, Bf1, sizeof (float) * (size_t) nb));
                      continue;
                    }
                  memset (B, 0, bytes);
                  CHECK (nds_mttkrp_c (sm, xf, xc, n, m, shp, (const float *const *) Uf, uc, R,
                                       mode, B) == NDS_OK);
                  CHECK (within_float (NULL, B, E, M, nb, 2, k, m));
                  if (t == 1) memcpy (B1, B, bytes);
                  else CHECK (!memcmp (B, B1, bytes));
                }
              free (ax);
              for (int64_t d = 0; d < m; d++) free (aU[d]);
            }
          free (E); free (B); free (B1); free (Bf); free (Bf1); free (M);
        }
      /* a mode out of range is refused; a failed allocation is reported, nothing leaks */
      const int uc1[4] = { 1, 1, 1, 1 };
      double *B = malloc (sizeof (double) * (size_t) (2 * shp[0] * R));
      float *Bf = malloc (sizeof (float) * (size_t) (shp[0] * R));
      CHECK (nds_mttkrp_f (sm, xf, n, m, shp, (const float *const *) Uf, R, m, Bf) == NDS_EARG);
      CHECK (nds_mttkrp_c (sm, xf, 1, n, m, shp, (const float *const *) Uf, uc1, R, m, B)
             == NDS_EARG);
      nds_t_fail_at = 1;
      CHECK (nds_mttkrp_f (sm, xf, n, m, shp, (const float *const *) Uf, R, 0, Bf)
             == NDS_ENOMEM);
      nds_t_fail_at = 1;
      CHECK (nds_mttkrp_c (sm, xf, 1, n, m, shp, (const float *const *) Uf, uc1, R, 0, B)
             == NDS_ENOMEM);
      nds_t_fail_at = -1;
      free (B); free (Bf);
      for (int64_t d = 0; d < m; d++)
        {
          free (Uf[d]);
          free (U[d]);
        }
    }
  set_threads (2);
  free (s); free (s4); free (x0); free (x); free (xf);
}

/* test_mttkrp_single for R below the float 3-D loop's vector step of 8 (its
   epilogue alone), at it (one step) and past it (two steps and an epilogue) */
static void test_mttkrp_single (void)
{
  const int64_t R[3] = { 5, 8, 19 };
  for (int k = 0; k < 3; k++) test_mttkrp_single_r (R[k]);
}

/* the TTM chain in all modes but one: the same bits for 1 and 2 threads, and the
   mode-2 result (with an identity in mode 3) against a plain serial loop */
static void test_ttmc (void)
{
  const int64_t sz[3] = { 300, 200, 50 };
  int64_t *s;
  double *x;
  int64_t n = rand_tensor (sz, 200000, &s, &x);
  const int64_t R[3] = { 4, 3, 5 };
  double *U[3];
  for (int d = 0; d < 3; d++)
    {
      U[d] = malloc (sizeof (double) * (size_t) (sz[d] * R[d]));
      for (int64_t i = 0; i < sz[d] * R[d]; i++) U[d][i] = rnd_below (1000) / 999.0 - 0.5;
    }
  double *Y[2][3];
  for (int t = 0; t < 2; t++)
    {
      set_threads (t + 1);
      for (int mode = 0; mode < 3; mode++)
        {
          int64_t P = 1;
          for (int d = 0; d < 3; d++) if (d != mode) P *= R[d];
          Y[t][mode] = malloc (sizeof (double) * (size_t) (sz[mode] * P));
          CHECK (nds_ttmc (s, x, n, 3, sz, (const double *const *) U, R, mode,
                           Y[t][mode]) == NDS_OK);
        }
    }
  CHECK (!memcmp (Y[0][0], Y[1][0], sizeof (double) * 300 * 15));
  CHECK (!memcmp (Y[0][1], Y[1][1], sizeof (double) * 200 * 20));
  CHECK (!memcmp (Y[0][2], Y[1][2], sizeof (double) * 50 * 12));
  /* mode 2 (0-based 1), U[2] the identity: row i2 holds (r1, i3) at r1 + 4 (i3-1) */
  const double *V[3] = { U[0], NULL, NULL };
  const int64_t RI[3] = { 4, 0, 50 };
  double *Z = malloc (sizeof (double) * 200 * 200);
  double *E = calloc (200 * 200, sizeof (double));
  CHECK (nds_ttmc (s, x, n, 3, sz, V, RI, 1, Z) == NDS_OK);
  for (int64_t e = 0; e < n; e++)
    for (int64_t r = 0; r < 4; r++)
      E[(s[e + n] - 1) * 200 + r + 4 * (s[e + 2 * n] - 1)] += x[e] * U[0][s[e] - 1 + 300 * r];
  double err = 0;
  for (int64_t i = 0; i < 200 * 200; i++) err = fmax (err, fabs (E[i] - Z[i]));
  CHECK (err < 1e-9);
  /* an identity whose R differs from its size is refused */
  const int64_t RB[3] = { 4, 0, 49 };
  CHECK (nds_ttmc (s, x, n, 3, sz, V, RB, 1, Z) == NDS_EARG);
  free (Z); free (E);
  for (int t = 0; t < 2; t++)
    for (int mode = 0; mode < 3; mode++) free (Y[t][mode]);
  for (int d = 0; d < 3; d++) free (U[d]);
  free (s); free (x);
  CHECK (nds_mem_live () == 0);
}

/* nds_mode_accumulate_f against nds_mode_accumulate on the same values: integer
   values and weights whose sums are exact in single, so both give the same numbers;
   every mode, a vector and a 2-row matrix, one and two threads (blocks in parallel) */
static void test_mode_accumulate_f (void)
{
  const int64_t sz[3] = { 300, 200, 50 };
  int64_t *s;
  double *x;
  const int64_t n = rand_tensor (sz, 150000, &s, &x);
  float *xf = malloc (sizeof (float) * (size_t) n);
  for (int64_t e = 0; e < n; e++)
    {
      x[e] = (double) rnd_int (-1000, 1000);
      xf[e] = (float) x[e];
    }
  double M[2 * 300];
  for (int64_t k = 0; k < 2 * 300; k++) M[k] = (double) rnd_int (-3, 3);
  for (int nt = 1; nt <= 2; nt++)
    for (int64_t mode = 0; mode < 3; mode++)
      for (int64_t J = 1; J <= 2; J++)
        {
          set_threads (nt);
          const int64_t ny = J * sz[0] * sz[1] * sz[2] / sz[mode];
          double *Y = malloc (sizeof (double) * (size_t) ny);
          float *Yf = malloc (sizeof (float) * (size_t) ny);
          const int64_t nz = nds_mode_accumulate (s, x, n, 3, sz, mode, M, J, Y);
          CHECK (nds_mode_accumulate_f (s, xf, n, 3, sz, mode, M, J, Yf) == nz);
          int same = 1;
          for (int64_t i = 0; i < ny; i++) same &= (double) Yf[i] == Y[i];
          CHECK (same);
          free (Y);
          free (Yf);
        }
  set_threads (2);
  free (s);
  free (x);
  free (xf);
}

/* n sorted distinct random rows of m dims (each extent 1..ext, numel up to 1e6),
   column-major, from linear cells chosen with probability p (n <= cap); the cells in
   lin */
static int64_t inner_rows (int64_t m, const int64_t *sz, double p, int64_t *s, int64_t *lin,
                           int64_t cap)
{
  int64_t numel = 1, n = 0;
  for (int64_t d = 0; d < m; d++) numel *= sz[d];
  for (int64_t c = 0; c < numel && n < cap; c++)
    if ((double) (rnd () >> 11) < p * 0x1p53) lin[n++] = c;
  for (int64_t i = 0; i < n; i++)
    for (int64_t d = 0, c = lin[i]; d < m; d++, c /= sz[d - 1])
      s[i + d * n] = c % sz[d] + 1;
  return n;
}

/* the first of the sorted cells l[lo..n-1] not below c: *lo moves there (the next
   search starts from it); returns it when it is c, else -1 */
static int64_t find_cell (const int64_t *l, int64_t n, int64_t c, int64_t *lo)
{
  int64_t a = *lo, b = n;
  while (a < b)
    if (l[(a + b) / 2] < c) a = (a + b) / 2 + 1; else b = (a + b) / 2;
  *lo = a;
  return a < n && l[a] == c ? a : -1;
}

/* a copy of the bytes bytes at p in a block of that size (one byte when empty) */
static void *dup_block (const void *p, size_t bytes)
{
  void *q = malloc (bytes ? bytes : 1);
  memcpy (q, p, bytes);
  return q;
}

/* a case of test_inner_merge, for its reports */
typedef struct {
  uint64_t seed;
  int64_t m, na, nb;
  int nt;
} inner_case;

/* CHECK that the complex sum y is want (the same bits), the case reported when not */
static void check_zsum (const char *what, const double *y, const double *want,
                        const inner_case *c)
{
  const int ok = same_double (y[0], want[0]) && same_double (y[1], want[1]);
  if (!ok)
    printf ("    inner_merge %s: seed %llu, m %lld, na %lld, nb %lld, team %d: %g%+gi, "
            "want %g%+gi\n", what, (unsigned long long) c->seed, (long long) c->m,
            (long long) c->na, (long long) c->nb, c->nt, y[0], y[1], want[0], want[1]);
  CHECK (ok);
}

/* nds_inner_coo, nds_inner_coo_f, and their complex twins nds_inner_coo_z and
   nds_inner_coo_cf (the branchless merges) against the sum of the
   products of the cells both lists hold, found by binary search of the linear cells:
   2, 3 (the constant rank) and 5 dims, empty, one entry, small and past the team's
   floor, one thread and two (the same bits); values multiples of 1/8 (every sum
   exact), with Inf and NaN at unmatched rows (never in the sum) and at a matched one
   (NaN).  A mutant that adds unmatched products, or steps past a match on one side
   only, or past a list's end, fails here */
static void test_inner_merge (void)
{
  const uint64_t seed = nds_t_state;
  const int64_t ms[3] = { 2, 3, 5 }, cells[4] = { 0, 1, 200, 600000 };
  const int64_t cap = 600000;
  int64_t *sa = malloc (sizeof (int64_t) * 5 * cap), *sb = malloc (sizeof (int64_t) * 5 * cap);
  int64_t *la = malloc (sizeof (int64_t) * cap), *lb = malloc (sizeof (int64_t) * cap);
  double *xa = malloc (sizeof (double) * cap), *xb = malloc (sizeof (double) * cap);
  float *fa = malloc (sizeof (float) * cap), *fb = malloc (sizeof (float) * cap);
  double *za = malloc (sizeof (double) * 2 * cap), *zb = malloc (sizeof (double) * 2 * cap);
  float *zfa = malloc (sizeof (float) * 2 * cap), *zfb = malloc (sizeof (float) * 2 * cap);
  for (int k = 0; k < 3; k++)
    for (int c = 0; c < 4; c++)
      {
        const int64_t m = ms[k];
        int64_t sz[5], numel = 1;
        for (int64_t d = 0; d < m; d++)
          {
            sz[d] = 1;
            while (numel * sz[d] * 2 <= (cells[c] > 0 ? cells[c] : 1) && sz[d] < 100) sz[d]++;
            numel *= sz[d];
          }
        const int64_t na = cells[c] == 0 ? 0 : inner_rows (m, sz, 0.5, sa, la, cap);
        const int64_t nb = inner_rows (m, sz, 0.5, sb, lb, cap);
        for (int nan = 0; nan < 2; nan++)
          {
            double want = 0;
            int64_t matched = -1;
            for (int64_t i = 0; i < na; i++) xa[i] = (double) rnd_int (-64, 64) / 8;
            for (int64_t j = 0; j < nb; j++) xb[j] = (double) rnd_int (-64, 64) / 8;
            for (int64_t i = 0, lo = 0; i < na; i++)
              {
                const int64_t a = find_cell (lb, nb, la[i], &lo);
                if (a >= 0)
                  {
                    want += xa[i] * xb[a];
                    matched = i;
                  }
                else
                  xa[i] = i % 3 ? xa[i] : i % 2 ? INFINITY : NAN;
              }
            for (int64_t j = 0, lo = 0; j < nb; j++)
              if (find_cell (la, na, lb[j], &lo) < 0 && j % 3 == 0)
                xb[j] = j % 2 ? -INFINITY : NAN;
            if (nan && matched >= 0)
              {
                xa[matched] = NAN;
                want = NAN;
              }
            for (int64_t i = 0; i < na; i++) fa[i] = (float) xa[i];
            for (int64_t j = 0; j < nb; j++) fb[j] = (float) xb[j];
            /* complex values: the real ones, with imaginary parts of their own */
            double zwant[2] = { 0, 0 };
            for (int64_t i = 0; i < na; i++)
              {
                za[2 * i] = xa[i];
                za[2 * i + 1] = (double) rnd_int (-64, 64) / 8;
              }
            for (int64_t j = 0; j < nb; j++)
              {
                zb[2 * j] = xb[j];
                zb[2 * j + 1] = (double) rnd_int (-64, 64) / 8;
              }
            for (int64_t i = 0, lo = 0; i < na; i++)
              {
                const int64_t a = find_cell (lb, nb, la[i], &lo);
                if (a >= 0)
                  {
                    const double ar = za[2 * i], ai = za[2 * i + 1];
                    const double br = zb[2 * a], bi = zb[2 * a + 1];
                    zwant[0] += ar * br + ai * bi;
                    zwant[1] += ar * bi - ai * br;
                  }
              }
            for (int64_t i = 0; i < 2 * na; i++) zfa[i] = (float) za[i];
            for (int64_t j = 0; j < 2 * nb; j++) zfb[j] = (float) zb[j];
            /* one storage's two value arrays (a and c) and one with itself: every
               row matches */
            double *zc = malloc (sizeof (double) * (2 * (size_t) na + 1));
            for (int64_t i = 0; i < 2 * na; i++) zc[i] = (double) rnd_int (-64, 64) / 8;
            double cwant[2] = { 0, 0 }, awant[2] = { 0, 0 };
            for (int64_t i = 0; i < na; i++)
              {
                const double ar = za[2 * i], ai = za[2 * i + 1];
                cwant[0] += ar * zc[2 * i] + ai * zc[2 * i + 1];
                cwant[1] += ar * zc[2 * i + 1] - ai * zc[2 * i];
                awant[0] += ar * ar + ai * ai;
                awant[1] += ar * ai - ai * ar;
              }
            /* the lists in blocks of their own size: a read past an end is
               AddressSanitizer's error */
            int64_t *ta = dup_block (sa, sizeof (int64_t) * m * na);
            int64_t *tb = dup_block (sb, sizeof (int64_t) * m * nb);
            double *ya = dup_block (xa, sizeof (double) * na), *yb = dup_block (xb, sizeof (double) * nb);
            float *ga = dup_block (fa, sizeof (float) * na), *gb = dup_block (fb, sizeof (float) * nb);
            double *wa = dup_block (za, sizeof (double) * 2 * na);
            double *wb = dup_block (zb, sizeof (double) * 2 * nb);
            float *ha = dup_block (zfa, sizeof (float) * 2 * na);
            float *hb = dup_block (zfb, sizeof (float) * 2 * nb);
            for (int nt = 1; nt <= 2; nt++)
              {
                nds_threads_fix (nt);
                const double d = nds_inner_coo (ta, ya, na, tb, yb, nb, m);
                const double f = nds_inner_coo_f (ta, ga, na, tb, gb, nb, m);
                const double r = nds_inner_coo (tb, yb, nb, ta, ya, na, m);
                if (!same_double (d, want) || !same_double (f, want) || !same_double (r, want))
                  printf ("    inner_merge: seed %llu, m %lld, na %lld, nb %lld, team %d: "
                          "%g %g %g, want %g\n", (unsigned long long) seed, (long long) m,
                          (long long) na, (long long) nb, nt, d, f, r, want);
                CHECK (same_double (d, want) && same_double (f, want) && same_double (r, want));
                const inner_case ic = { seed, m, na, nb, nt };
                double zy[2];
                nds_inner_coo_z (ta, wa, na, tb, wb, nb, m, zy);
                check_zsum ("complex", zy, zwant, &ic);
                nds_inner_coo_cf (ta, ha, na, tb, hb, nb, m, zy);
                check_zsum ("complex single", zy, zwant, &ic);
                nds_inner_coo_z (ta, wa, na, ta, zc, na, m, zy);
                check_zsum ("one storage", zy, cwant, &ic);
                nds_inner_coo_z (ta, wa, na, ta, wa, na, m, zy);
                check_zsum ("one storage, a with itself", zy, awant, &ic);
              }
            free (ta); free (tb); free (ya); free (yb); free (ga); free (gb);
            free (wa); free (wb); free (ha); free (hb); free (zc);
          }
      }
  nds_threads_fix (0);
  free (sa); free (sb); free (la); free (lb); free (xa); free (xb); free (fa); free (fb);
  free (za); free (zb); free (zfa); free (zfb);
}

int main (void)
{
  RUN (test_csc);
  RUN (test_csc_pointers);
  RUN (test_csc_ordered);
  RUN (test_csc_widen_large);
  RUN (test_csc_columns);
  RUN (test_fibers);
  RUN (test_products);
  RUN (test_determinism);
  RUN (test_vm_runs);
  RUN (test_ttmc);
  RUN (test_fibers_complex);
  RUN (test_round_single);
  RUN (test_mttkrp_complex);
  RUN (test_mttkrp_single);
  RUN (test_mode_accumulate_f);
  RUN (test_inner_merge);
  return nds_t_finish ("test_kern");
}
