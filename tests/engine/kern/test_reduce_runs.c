/* test_reduce_runs.c: unit tests of the reductions along dim 1 by runs (sum, max,
   min, any, all): against a dense oracle on random seeded sizes, entries and values
   (NaN, negatives, logical), and hand cases for Octave's rules */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "kern/nds_kern.h"
#include "nds_test.h"

/* the dense oracle of fun over column j (cells j*L .. j*L+L-1 of the full array F,
   stored[] marks the cells that hold an entry) by Octave's rules */
static double oracle (nds_first_fun fun, const double *F, const unsigned char *stored,
                      int64_t j, int64_t L)
{
  double a = 0;
  int have = 0, seen_nan = 0;
  for (int64_t r = 0; r < L; r++)
    {
      const double x = F[j * L + r];
      switch (fun)
        {
        case NDS_FIRST_SUM: a += x; break;
        case NDS_FIRST_MAX:
        case NDS_FIRST_MIN:
          if (isnan (x)) { seen_nan = 1; break; }
          if (! have || (fun == NDS_FIRST_MAX ? x > a : x < a)) a = x;
          have = 1;
          break;
        case NDS_FIRST_ANY: if (x != 0 && ! isnan (x)) a = 1; break;
        case NDS_FIRST_ALL: if (! stored[j * L + r]) { a = -1; } break;
        }
    }
  if ((fun == NDS_FIRST_MAX || fun == NDS_FIRST_MIN) && ! have && seen_nan)
    a = NAN;
  if (fun == NDS_FIRST_ALL)
    a = a < 0 ? 0 : 1;     /* every cell stored (stored values are nonzero) */
  return a;
}

/* 1 when result c of cnt has row i's coordinates in os (nds_runs_heads'): 1 in dim
   1, the row's own in the others */
static int heads_row (const nds_store *S, const int64_t *os, int64_t cnt, int64_t c,
                      int64_t i)
{
  int same = c < cnt && os[c] == 1;
  for (int64_t d = 1; d < S->m && same; d++)
    same = os[c + d * cnt] == S->s[i + d * S->nnz];
  return same;
}

/* random sizes of 2 to 4 dims, random entries, values double (some NaN, negative,
   a few columns that cancel to zero) or logical: every fun against the oracle */
static void test_random (void)
{
  for (int trial = 0; trial < 300; trial++)
    {
      const int64_t m = rnd_int (2, 4);
      int64_t sz[4], numel = 1;
      for (int64_t d = 0; d < m; d++)
        {
          sz[d] = rnd_int (1, 5);
          numel *= sz[d];
        }
      int64_t s[4 * 1024];
      const int64_t n = rnd_cells (m, sz, s, 1024);
      const int logical = trial % 3 == 0;
      double x[1024], F[1024];
      unsigned char b[1024], stored[1024];
      memset (F, 0, sizeof F);
      memset (stored, 0, sizeof stored);
      for (int64_t i = 0; i < n; i++)
        {
          const int64_t k = rnd_int (0, 9);
          x[i] = logical ? 1 : k == 0 ? NAN : k < 4 ? -(double) k : k == 4 ? 1 : k;
          b[i] = 1;
          int64_t lin = 0;
          for (int64_t d = m - 1; d >= 0; d--)
            lin = lin * sz[d] + s[i + d * n] - 1;
          F[lin] = x[i];
          stored[lin] = 1;
        }
      const nds_store S = {n, m, s, logical ? (const void *) b : (const void *) x,
                           logical ? NDS_LOGICAL : NDS_DOUBLE, sz};
      const int64_t L = sz[0], cols = numel / L;
      for (int f = NDS_FIRST_SUM; f <= NDS_FIRST_ALL; f++)
        {
          int64_t first[1024], os[4 * 1024], cnt = -1;
          double y[1024];
          CHECK (nds_runs_reduce (&S, (nds_first_fun) f, first, y, &cnt) == NDS_OK);
          nds_runs_heads (&S, first, cnt, os);
          /* the oracle's nonzero columns, in order, against the kernel's */
          int64_t c = 0;
          for (int64_t j = 0; j < cols; j++)
            {
              const double e = oracle ((nds_first_fun) f, F, stored, j, L);
              if (e == 0)
                continue;
              if (c >= cnt)
                {
                  c++;
                  break;
                }
              int64_t lin = 0;
              for (int64_t d = m - 1; d >= 1; d--)
                lin = lin * sz[d] + os[c + d * cnt] - 1;
              CHECK (os[c] == 1 && lin == j);
              CHECK (same_double (y[c], e));
              c++;
            }
          CHECK (c == cnt);
        }
      if (logical)
        continue;
      /* the same values single: max, min, any and all the doubles' results (exact),
         as floats; a sum refused (a single's adds in single) */
      float xf[1024], yf[1024];
      for (int64_t i = 0; i < n; i++)
        xf[i] = (float) x[i];
      const nds_store Sf = {n, m, s, xf, NDS_SINGLE, sz};
      int64_t first[1024], ff[1024], cnt, cf;
      double y[1024];
      CHECK (nds_runs_reduce (&Sf, NDS_FIRST_SUM, ff, yf, &cf) == NDS_EARG);
      for (int f = NDS_FIRST_MAX; f <= NDS_FIRST_ALL; f++)
        {
          CHECK (nds_runs_reduce (&S, (nds_first_fun) f, first, y, &cnt) == NDS_OK);
          CHECK (nds_runs_reduce (&Sf, (nds_first_fun) f, ff, yf, &cf) == NDS_OK);
          CHECK (cf == cnt);
          for (int64_t c = 0; c < cnt && c < cf; c++)
            CHECK (ff[c] == first[c] && same_double (yf[c], (float) y[c]));
        }
      /* complex and complex single values, a NaN part where the double is NaN (the
         other part then a number): any and all the doubles' results */
      double xz[2 * 1024];
      float xzf[2 * 1024];
      for (int64_t i = 0; i < n; i++)
        {
          const int nan = isnan (x[i]), k = rnd_int (0, 1);
          xz[2 * i] = nan && k ? 1 : x[i];
          xz[2 * i + 1] = nan && ! k ? 2 : nan ? NAN : 0.5;
          xzf[2 * i] = (float) xz[2 * i];
          xzf[2 * i + 1] = (float) xz[2 * i + 1];
        }
      const nds_store Sz = {n, m, s, xz, NDS_COMPLEX, sz}, Szf = {n, m, s, xzf, NDS_CSINGLE, sz};
      CHECK (nds_runs_reduce (&Sz, NDS_FIRST_SUM, ff, y, &cf) == NDS_EARG);
      for (int f = NDS_FIRST_ANY; f <= NDS_FIRST_ALL; f++)
        {
          int64_t cz;
          CHECK (nds_runs_reduce (&S, (nds_first_fun) f, first, y, &cnt) == NDS_OK);
          CHECK (nds_runs_reduce (&Sz, (nds_first_fun) f, ff, NULL, &cf) == NDS_OK);
          CHECK (cf == cnt);
          for (int64_t c = 0; c < cnt && c < cf; c++)
            CHECK (ff[c] == first[c]);
          CHECK (nds_runs_reduce (&Szf, (nds_first_fun) f, ff, NULL, &cz) == NDS_OK);
          CHECK (cz == cnt);
          for (int64_t c = 0; c < cnt && c < cz; c++)
            CHECK (ff[c] == first[c]);
        }
    }
}

/* a 3x2 matrix (column 1: 2, NaN stored and row 2 empty; column 2: every row
   stored, 1 -1 0-sum): Octave's rules by hand */
static void test_rules (void)
{
  const int64_t s[] = {1, 3, 1, 2, 3, 1, 1, 2, 2, 2}, sz[] = {3, 2};
  const double x[] = {2, NAN, 1, -1, NAN};
  const nds_store S = {5, 2, s, x, NDS_DOUBLE, sz};
  int64_t first[5], cnt, os[10];
  double y[5];
  CHECK (nds_runs_reduce (&S, NDS_FIRST_SUM, first, y, &cnt) == NDS_OK);
  CHECK (cnt == 2 && isnan (y[0]) && isnan (y[1]));
  CHECK (nds_runs_reduce (&S, NDS_FIRST_MAX, first, y, &cnt) == NDS_OK);
  CHECK (cnt == 2 && y[0] == 2 && y[1] == 1);
  nds_runs_heads (&S, first, cnt, os);
  CHECK (os[0] == 1 && os[1] == 1 && os[2] == 1 && os[3] == 2);
  CHECK (nds_runs_reduce (&S, NDS_FIRST_MIN, first, y, &cnt) == NDS_OK);
  /* column 1's implicit zero is its min: left out */
  nds_runs_heads (&S, first, cnt, os);
  CHECK (cnt == 1 && y[0] == -1 && os[0] == 1 && os[1] == 2);
  CHECK (nds_runs_reduce (&S, NDS_FIRST_ALL, first, y, &cnt) == NDS_OK);
  nds_runs_heads (&S, first, cnt, os);
  CHECK (cnt == 1 && y[0] == 1 && os[0] == 1 && os[1] == 2);
  CHECK (nds_runs_reduce (&S, NDS_FIRST_ANY, first, y, &cnt) == NDS_OK);
  CHECK (cnt == 2 && y[0] == 1 && y[1] == 1);
  /* a column of NaN alone, every cell stored: max NaN; with room, the zero */
  const int64_t s2[] = {1, 2, 1, 1}, sz2[] = {2, 1}, sz3[] = {3, 1};
  const double x2[] = {NAN, NAN};
  const nds_store S2 = {2, 2, s2, x2, NDS_DOUBLE, sz2}, S3 = {2, 2, s2, x2, NDS_DOUBLE, sz3};
  CHECK (nds_runs_reduce (&S2, NDS_FIRST_MAX, first, y, &cnt) == NDS_OK);
  CHECK (cnt == 1 && isnan (y[0]));
  CHECK (nds_runs_reduce (&S3, NDS_FIRST_MAX, first, y, &cnt) == NDS_OK);
  CHECK (cnt == 0);
  CHECK (nds_runs_reduce (&S2, NDS_FIRST_ANY, first, y, &cnt) == NDS_OK);
  CHECK (cnt == 0);
}

/* no entries; complex and single sums refused; fewer than 2 dims refused */
static void test_edges (void)
{
  const int64_t sz[] = {4, 3};
  int64_t first[1], cnt = -1;
  double y[1];
  const nds_store E = {0, 2, NULL, NULL, NDS_DOUBLE, sz};
  CHECK (nds_runs_reduce (&E, NDS_FIRST_SUM, first, y, &cnt) == NDS_OK && cnt == 0);
  const int64_t s[] = {1, 1};
  const double x[] = {1, 0};
  const float xf[] = {1};
  const nds_store Z = {1, 2, s, x, NDS_COMPLEX, sz}, F = {1, 2, s, xf, NDS_SINGLE, sz};
  const nds_store V = {1, 1, s, x, NDS_DOUBLE, sz};
  CHECK (nds_runs_reduce (&Z, NDS_FIRST_SUM, first, y, &cnt) == NDS_EARG);
  CHECK (nds_runs_reduce (&F, NDS_FIRST_SUM, first, y, &cnt) == NDS_EARG);
  CHECK (nds_runs_reduce (&V, NDS_FIRST_SUM, first, y, &cnt) == NDS_EARG);
}

/* nds_ptr_reduce over a matrix's column pointers: every fun's results the same, bit
   for bit, as the runs' on random matrices (cancelling columns, NaN, logical
   values), with y NULL for any and all; NDS_EARG for 3 dims and a complex sum */
static void test_ptr_reduce (void)
{
  for (int trial = 0; trial < 300; trial++)
    {
      const int64_t sz[2] = {rnd_int (1, 8), rnd_int (1, 8)};
      int64_t s[2 * 64], ptr[9] = {0}, first[64], first2[64], cnt, cnt2;
      const int64_t n = rnd_cells (2, sz, s, 64);
      const int logical = trial % 4 == 0;
      double x[64], y[64], y2[64];
      unsigned char b[64];
      for (int64_t i = 0; i < n; i++)
        {
          const int k = rnd_int (0, 5);
          x[i] = k == 0 ? -1.0 / rnd_int (1, 7) : k == 1 ? NAN : 1.0 / rnd_int (1, 7);
          b[i] = 1;
        }
      for (int64_t i = 0; i < n; i++)
        ptr[s[i + n]]++;
      for (int64_t j = 0; j < sz[1]; j++)
        ptr[j + 1] += ptr[j];
      const nds_store S = {n, 2, s, logical ? (const void *) b : (const void *) x,
                           logical ? NDS_LOGICAL : NDS_DOUBLE, sz};
      for (int f = NDS_FIRST_SUM; f <= NDS_FIRST_ALL; f++)
        {
          const int ones = f == NDS_FIRST_ANY || f == NDS_FIRST_ALL;
          CHECK (nds_runs_reduce (&S, (nds_first_fun) f, first, y, &cnt) == NDS_OK);
          CHECK (nds_ptr_reduce (&S, ptr, (nds_first_fun) f, first2, ones ? NULL : y2,
                                 &cnt2) == NDS_OK);
          CHECK (cnt == cnt2);
          /* the results' coordinates alike by either way */
          int64_t os[128], os2[128];
          nds_runs_heads (&S, first, cnt, os);
          nds_ptr_heads (first2, cnt2, os2);
          for (int64_t c = 0; c < cnt && c < cnt2; c++)
            CHECK (os[c + cnt] - 1 == first2[c]
                   && (ones ? y[c] == 1 : memcmp (&y[c], &y2[c], sizeof (double)) == 0));
          CHECK (cnt != cnt2 || memcmp (os, os2, (size_t) (2 * cnt) * sizeof *os) == 0);
        }
      /* single values (the doubles rounded): max and min the same by either way */
      float xf[64], yf[64], yf2[64];
      for (int64_t i = 0; i < n; i++)
        xf[i] = (float) x[i];
      const nds_store Sf = {n, 2, s, xf, NDS_SINGLE, sz};
      for (int f = NDS_FIRST_MAX; f <= NDS_FIRST_MIN; f++)
        {
          CHECK (nds_runs_reduce (&Sf, (nds_first_fun) f, first, yf, &cnt) == NDS_OK);
          CHECK (nds_ptr_reduce (&Sf, ptr, (nds_first_fun) f, first2, yf2, &cnt2) == NDS_OK);
          CHECK (cnt == cnt2);
          int64_t os[128];
          nds_runs_heads (&Sf, first, cnt, os);
          for (int64_t c = 0; c < cnt && c < cnt2; c++)
            CHECK (os[c + cnt] - 1 == first2[c]
                   && memcmp (&yf[c], &yf2[c], sizeof (float)) == 0);
        }
    }
  const int64_t sz3[3] = {2, 2, 2}, s3[3] = {1, 1, 1}, ptr[3] = {0, 1, 1};
  double x = 1, y, xz[2] = {1, NAN};
  int64_t first, cnt;
  const nds_store T3 = {1, 3, s3, &x, NDS_DOUBLE, sz3}, Z = {1, 2, s3, xz, NDS_COMPLEX, sz3};
  const nds_store M = {1, 2, s3, &x, NDS_DOUBLE, sz3};
  CHECK (nds_ptr_reduce (&T3, ptr, NDS_FIRST_SUM, &first, &y, &cnt) == NDS_EARG);
  CHECK (nds_ptr_reduce (&Z, ptr, NDS_FIRST_SUM, &first, &y, &cnt) == NDS_EARG);
  /* 1 + NaN i: any skips it; all finds the column's second cell empty */
  CHECK (nds_ptr_reduce (&Z, ptr, NDS_FIRST_ANY, &first, NULL, &cnt) == NDS_OK && cnt == 0);
  CHECK (nds_ptr_reduce (&Z, ptr, NDS_FIRST_ALL, &first, NULL, &cnt) == NDS_OK && cnt == 0);
  CHECK (nds_runs_reduce (&M, NDS_FIRST_MAX, &first, NULL, &cnt) == NDS_OK && cnt == 1);
  CHECK (nds_ptr_reduce (&M, ptr, NDS_FIRST_ANY, &first, NULL, &cnt) == NDS_OK && cnt == 1
         && first == 0);
}

/* the sums of a wide matrix by its pointers, bit for bit the in-order sum of each
   column (eight interleaved a call, tails of unequal columns, a team of two past
   its threshold): random column lengths 0..40 (runs of empty columns, the last ones
   empty or not), values that cancel (1e16 + 1 - 1e16 differs by order), +-Inf,
   NaN, -0 entries and columns whose sum is -0 or 0 (left out); teams of 1 and 2 */
static void test_ptr_sums (void)
{
  const int64_t nmax = 16000 * 80;
  int64_t *ptr = malloc (16001 * sizeof *ptr), *s = malloc (2 * nmax * sizeof *s);
  int64_t *first = malloc (nmax * sizeof *first);
  double *x = malloc (nmax * sizeof *x), *y = malloc (nmax * sizeof *y);
  CHECK (ptr && s && first && x && y);
  if (!ptr || !s || !first || !x || !y)
    goto done;
  for (int trial = 0; trial < 60; trial++)
    {
      /* the last trials past the team's threshold: about 1e6 entries */
      const int big = trial >= 56;
      const int64_t nc = big ? 16000 : rnd_int (1, 90), L = 100;
      const int64_t len_lo = big ? 60 : 0, len_hi = big ? 80 : rnd_int (0, 40);
      int64_t n = 0;
      ptr[0] = 0;
      for (int64_t j = 0; j < nc; j++)
        {
          int64_t len = rnd_int (0, 4) == 0 ? 0 : rnd_int (len_lo, len_hi);
          if (! big && (trial % 3 == 0) && j >= nc - 3)
            len = 0;             /* trailing empty columns */
          for (int64_t r = 0; r < len; r++, n++)
            {
              s[n] = r + 1;
              const int k = (int) rnd_int (0, 19);
              x[n] = k == 0 ? 1e16 : k == 1 ? -1e16 : k == 2 ? INFINITY : k == 3 ? -INFINITY
                     : k == 4 ? NAN : k == 5 ? -0.0 : k < 12 ? 1.0 / rnd_int (1, 9)
                     : -1.0 / rnd_int (1, 9);
              if (! big && trial % 5 == 1)
                x[n] = (r % 2 ? -1.0 : 1.0) * (double) (r / 2 + 1);   /* cancels */
              if (trial % 7 == 2)
                x[n] = -0.0;                                           /* sums -0 */
            }
          ptr[j + 1] = n;
        }
      for (int64_t i = 0, j = 0; i < n; i++)
        {
          while (ptr[j + 1] <= i) j++;
          s[n + i] = j + 1;
        }
      const int64_t sz[2] = {L, nc};
      const nds_store S = {n, 2, s, x, NDS_DOUBLE, sz};
      for (int t = 1; t <= 2; t++)
        {
          nds_threads_fix (t);
          int64_t cnt = -1, c = 0, bad = 0;
          CHECK (nds_ptr_reduce (&S, ptr, NDS_FIRST_SUM, first, y, &cnt) == NDS_OK);
          for (int64_t j = 0; j < nc; j++)
            {
              if (ptr[j] == ptr[j + 1])
                continue;
              double a = x[ptr[j]];
              for (int64_t i = ptr[j] + 1; i < ptr[j + 1]; i++)
                a += x[i];
              if (a == 0)
                continue;
              bad += c >= cnt || first[c] != j || memcmp (&y[c], &a, sizeof a) != 0;
              c++;
            }
          CHECK (bad == 0 && c == cnt);
          if (bad || c != cnt)
            printf ("    trial %d, team %d: %lld wrong of %lld\n", trial, t,
                    (long long) bad, (long long) cnt);
        }
      nds_threads_fix (0);
    }
done:
  free (ptr);
  free (s);
  free (first);
  free (x);
  free (y);
}

/* nds_row_sums, bit for bit each row's sum in the entries' order, by both of its
   ways (entries under an eighth of the rows, marked; more, the dense accumulator):
   random rows of sorted columns, values that cancel by order (1e16), +-Inf, NaN,
   -0, logical values, rows touched once, never, or the last row alone */
static void test_row_sums (void)
{
  enum { NMAX = 4000, RMAX = 3000 };
  static int64_t r[NMAX], rows[NMAX];
  static double x[NMAX], y[NMAX], want[RMAX];
  static unsigned char b[NMAX], hit[RMAX];
  for (int trial = 0; trial < 200; trial++)
    {
      const int64_t nr = rnd_int (1, RMAX), n = rnd_int (0, trial % 2 ? nr / 9 : NMAX);
      const int logical = trial % 5 == 0;
      memset (hit, 0, sizeof hit);
      for (int64_t i = 0; i < n; i++)
        {
          r[i] = trial % 7 == 3 ? nr : rnd_int (1, nr);
          const int k = (int) rnd_int (0, 15);
          x[i] = k == 0 ? 1e16 : k == 1 ? -1e16 : k == 2 ? INFINITY : k == 3 ? -INFINITY
                 : k == 4 ? NAN : k == 5 ? -0.0 : k < 11 ? 1.0 / rnd_int (1, 9)
                 : -1.0 / rnd_int (1, 9);
          b[i] = 1;
        }
      for (int64_t i = 0; i < n; i++)
        {
          const int64_t k = r[i] - 1;
          const double v = logical ? b[i] : x[i];
          want[k] = hit[k] ? want[k] + v : 0.0 + v;
          hit[k] = 1;
        }
      int64_t cnt = -1, c = 0, bad = 0;
      CHECK (nds_row_sums (r, logical ? (const void *) b : (const void *) x,
                           logical ? NDS_LOGICAL : NDS_DOUBLE, n, nr, rows, y, &cnt) == NDS_OK);
      for (int64_t k = 0; k < nr; k++)
        if (hit[k] && want[k] != 0)
          {
            bad += c >= cnt || rows[c] != k + 1 || ! same_double (y[c], want[k]);
            c++;
          }
      CHECK (bad == 0 && c == cnt);
    }
  int64_t r1 = 1, cnt;
  double x1 = 1, y1;
  CHECK (nds_row_sums (&r1, &x1, NDS_SINGLE, 1, 1, &r1, &y1, &cnt) == NDS_EARG);
  CHECK (nds_row_sums (&r1, &x1, NDS_COMPLEX, 1, 1, &r1, &y1, &cnt) == NDS_EARG);
  /* each allocation of either way failing: NDS_ENOMEM, nothing held */
  for (int k = 0; k < 2; k++)
    for (int64_t nr = 1; nr <= 17; nr += 16)     /* dense, then marked */
      {
        const int64_t live = nds_mem_live ();
        int64_t row;
        nds_mem_inject (k);
        const int st = nds_row_sums (&r1, &x1, NDS_DOUBLE, 1, nr, &row, &y1, &cnt);
        nds_mem_inject (-1);
        CHECK (st == (k == 1 && nr == 1 ? NDS_OK : NDS_ENOMEM) && nds_mem_live () == live);
      }
}

/* complex max and min along dim 1 against nds_run_extreme_z (and _cf) run by run:
   random sizes of 2 and 3 dims (first dim 1, 2 or 5: lone values that fill their
   column, or leave it zeros), parts NaN, +-Inf, 0 and small integers (a stored
   value is nonzero), double and single pairs */
static void test_complex_extremes (void)
{
  for (int trial = 0; trial < 300; trial++)
    {
      const int64_t m = rnd_int (2, 3), L[3] = {1, 2, 5};
      int64_t sz[3] = {L[trial % 3], rnd_int (1, 6), rnd_int (1, 4)};
      int64_t s[3 * 1024];
      const int64_t n = rnd_cells (m, sz, s, 1024);
      double x[2 * 1024], y[2 * 1024], e[2];
      float xf[2 * 1024], yf[2 * 1024], ef[2];
      for (int64_t i = 0; i < 2 * n; i += 2)
        {
          for (int j = 0; j < 2; j++)
            {
              const int k = (int) rnd_int (0, 9);
              x[i + j] = k == 0 ? NAN : k == 1 ? INFINITY : k == 2 ? -INFINITY
                         : k < 5 ? 0 : (double) rnd_int (-3, 3);
            }
          if (x[i] == 0 && x[i + 1] == 0)
            x[i] = 1;
          xf[i] = (float) x[i];
          xf[i + 1] = (float) x[i + 1];
        }
      const nds_store Z = {n, m, s, x, NDS_COMPLEX, sz}, F = {n, m, s, xf, NDS_CSINGLE, sz};
      for (int ismax = 0; ismax <= 1; ismax++)
        {
          const nds_first_fun f = ismax ? NDS_FIRST_MAX : NDS_FIRST_MIN;
          int64_t first[1024], ff[1024], os[3 * 1024], osf[3 * 1024];
          int64_t cnt = -1, cf = -1, c = 0, bad = 0;
          CHECK (nds_runs_reduce (&Z, f, first, y, &cnt) == NDS_OK);
          CHECK (nds_runs_reduce (&F, f, ff, yf, &cf) == NDS_OK);
          nds_runs_heads (&Z, first, cnt, os);
          nds_runs_heads (&F, ff, cf, osf);
          for (int64_t i = 0, r; i < n; i = r)
            {
              for (r = i + 1; r < n && ! nds_row_starts (s, n, m, 1, r); r++)
                ;
              nds_run_extreme_z (x, s, n, 1, sz, i, r, ismax, e);
              nds_run_extreme_cf (xf, s, n, 1, sz, i, r, ismax, ef);
              if (e[0] == 0 && e[1] == 0)
                continue;
              bad += ! heads_row (&Z, os, cnt, c, i) || ! heads_row (&F, osf, cf, c, i)
                     || ! same_double (y[2 * c], e[0]) || ! same_double (y[2 * c + 1], e[1])
                     || ! same_double (yf[2 * c], ef[0])
                     || ! same_double (yf[2 * c + 1], ef[1]);
              c++;
            }
          CHECK (bad == 0 && c == cnt && c == cf);
        }
    }
}

/* max (ismax) or min of run i..e-1 of x (a column of L cells) by Octave's rules */
static double run_oracle (const double *x, int64_t i, int64_t e, int64_t L, int ismax)
{
  double a = 0;
  int have = e - i < L;      /* the implicit zero */
  for (int64_t r = i; r < e; r++)
    if (! isnan (x[r]) && (! have || (ismax ? x[r] > a : x[r] < a)))
      {
        a = x[r];
        have = 1;
      }
  return have ? a : NAN;
}

/* max and min along dim 1 on teams of 1 and 2 (blocks of whole runs, each block's
   results from a bound on the runs before it, then moved together): sorted random
   entries of 2, 3 and 4 dims past the team's threshold, runs of one row to whole
   columns (every cell stored: a run of NaN gives NaN), fewer columns than entries
   (the bound from the columns) and more; values NaN, +-Inf, +-0 and numbers of both
   signs, double and single, against the oracle run by run.  first and y hold
   exactly the runs' bound, min (entries, columns) (an overrun is ASan's) */
static void test_extremes_team (void)
{
  const int64_t shapes[4][5] = {{3, 5, 200, 300}, {3, 1000, 1000, 500}, {2, 4, 100000},
                                {4, 3, 50, 60, 40}};
  const int64_t gaps[4] = {2, 1500, 2, 2};   /* the mean step between stored cells */
  const int64_t nmax = 400000;
  int64_t *s = malloc (4 * nmax * sizeof *s);
  double *x = malloc (nmax * sizeof *x);
  float *xf = malloc (nmax * sizeof *xf);
  CHECK (s && x && xf);
  if (!s || !x || !xf)
    goto done;
  for (int trial = 0; trial < 8; trial++)
    {
      const int64_t m = shapes[trial % 4][0], *sz = shapes[trial % 4] + 1;
      int64_t numel = 1, n = 0;
      for (int64_t d = 0; d < m; d++)
        numel *= sz[d];
      const int64_t cols = numel / sz[0];
      int64_t *cell = malloc (nmax * sizeof *cell);
      CHECK (cell != NULL);
      if (!cell)
        break;
      for (int64_t c = rnd_int (0, gaps[trial % 4]); c < numel && n < nmax;
           c += rnd_int (1, 2 * gaps[trial % 4] - 1))
        cell[n++] = c;
      for (int64_t i = 0; i < n; i++)
        {
          for (int64_t d = 0, c = cell[i]; d < m; d++)
            {
              s[i + d * n] = c % sz[d] + 1;
              c /= sz[d];
            }
          const int k = (int) rnd_int (0, 19);
          x[i] = k == 0 ? NAN : k == 1 ? INFINITY : k == 2 ? -INFINITY : k == 3 ? -0.0
                 : k == 4 ? 0.0 : k < 12 ? (double) rnd_int (1, 9) : -(double) rnd_int (1, 9);
          if (trial >= 4 && cell[i] / sz[0] % 7 == 3)
            x[i] = NAN;                  /* columns of NaN only */
          xf[i] = (float) x[i];
        }
      free (cell);
      const int64_t cap = n < cols ? n : cols;
      int64_t *first = malloc ((size_t) cap * sizeof *first);
      int64_t *os = malloc ((size_t) (cap * m) * sizeof *os);
      double *y = malloc ((size_t) cap * sizeof *y);
      float *yf = malloc ((size_t) cap * sizeof *yf);
      CHECK (first && os && y && yf);
      const nds_store S = {n, m, s, x, NDS_DOUBLE, sz}, Sf = {n, m, s, xf, NDS_SINGLE, sz};
      for (int t = 1; t <= 2 && first && os && y && yf; t++)
        for (int ismax = 0; ismax <= 1; ismax++)
          for (int single = 0; single <= 1; single++)
            {
              const nds_first_fun f = ismax ? NDS_FIRST_MAX : NDS_FIRST_MIN;
              nds_threads_fix (t);
              int64_t cnt = -1, c = 0, bad = 0;
              CHECK (nds_runs_reduce (single ? &Sf : &S, f, first,
                                      single ? (void *) yf : (void *) y, &cnt) == NDS_OK);
              nds_runs_heads (&S, first, cnt, os);
              for (int64_t i = 0, e; i < n; i = e)
                {
                  for (e = i + 1; e < n && nds_row_starts (s, n, m, 1, e) == 0; e++)
                    ;
                  const double a = run_oracle (x, i, e, sz[0], ismax);
                  if (a == 0)
                    continue;
                  /* the run's coordinates: 1 along dim 1, its rows' own in the rest */
                  bad += ! heads_row (&S, os, cnt, c, i)
                         || ! same_double (single ? yf[c] : y[c], a);
                  c++;
                }
              CHECK (bad == 0 && c == cnt);
              if (bad || c != cnt)
                printf ("    trial %d, team %d, %s %s: %lld wrong, %lld of %lld\n", trial,
                        t, single ? "single" : "double", ismax ? "max" : "min",
                        (long long) bad, (long long) cnt, (long long) c);
            }
      nds_threads_fix (0);
      free (first);
      free (os);
      free (y);
      free (yf);
    }
done:
  free (s);
  free (x);
  free (xf);
}

/* a part of a complex test value: NaN, +-Inf, 0, small integers (exact ties of the
   modulus), numbers of 1, 1e200 and 1e-200 (squares out of quick_sq's range), and
   1 plus an ulp or a few (ties within the margin) */
static double z_part (void)
{
  const int k = (int) rnd_int (0, 15);
  const double u = (double) rnd_int (1, 1 << 30) / (1 << 30);
  switch (k)
    {
    case 0: return NAN;
    case 1: return INFINITY;
    case 2: return -INFINITY;
    case 3: case 4: return 0;
    case 5: return u * 1e200;
    case 6: return -u * 1e-200;
    case 7: return 1 + (double) rnd_int (0, 4) * 0x1p-52;
    case 8: case 9: case 10: return u - 0.5;
    default: return (double) rnd_int (-3, 3);
    }
}

/* complex max and min along dim 1 on teams of 1 and 2 (blocks of whole runs past
   the team's threshold), 3-d and 4-d, first dims 1, 2 and 7, double and single
   pairs, against nds_run_extreme_z (and _cf) run by run, bit for bit */
static void test_complex_extremes_team (void)
{
  const int64_t shapes[3][5] = {{3, 2, 300, 400}, {4, 7, 30, 40, 50}, {3, 1, 500, 300}};
  const int64_t nmax = 200000;
  int64_t *s = malloc (4 * nmax * sizeof *s), *cell = malloc (nmax * sizeof *cell);
  double *x = malloc (2 * nmax * sizeof *x), *y = malloc (2 * nmax * sizeof *y);
  float *xf = malloc (2 * nmax * sizeof *xf), *yf = malloc (2 * nmax * sizeof *yf);
  int64_t *first = malloc (nmax * sizeof *first), *ff = malloc (nmax * sizeof *ff);
  int64_t *os = malloc (4 * nmax * sizeof *os), *osf = malloc (4 * nmax * sizeof *osf);
  CHECK (s && cell && x && y && xf && yf && first && ff && os && osf);
  if (!s || !cell || !x || !y || !xf || !yf || !first || !ff || !os || !osf)
    goto done;
  for (int trial = 0; trial < 6; trial++)
    {
      const int64_t m = shapes[trial % 3][0], *sz = shapes[trial % 3] + 1;
      int64_t numel = 1, n = 0;
      for (int64_t d = 0; d < m; d++)
        numel *= sz[d];
      for (int64_t c = rnd_int (0, 1); c < numel && n < nmax; c += rnd_int (1, 3))
        cell[n++] = c;
      for (int64_t i = 0; i < n; i++)
        {
          for (int64_t d = 0, c = cell[i]; d < m; d++)
            {
              s[i + d * n] = c % sz[d] + 1;
              c /= sz[d];
            }
          x[2 * i] = z_part ();
          x[2 * i + 1] = z_part ();
          if (x[2 * i] == 0 && x[2 * i + 1] == 0)
            x[2 * i] = 2;
          xf[2 * i] = (float) x[2 * i];
          xf[2 * i + 1] = (float) x[2 * i + 1];
          if (xf[2 * i] == 0 && xf[2 * i + 1] == 0)
            xf[2 * i] = 2;            /* (1e-200 is a float zero) */
        }
      const nds_store Z = {n, m, s, x, NDS_COMPLEX, sz}, F = {n, m, s, xf, NDS_CSINGLE, sz};
      for (int t = 1; t <= 2; t++)
        for (int ismax = 0; ismax <= 1; ismax++)
          {
            const nds_first_fun f = ismax ? NDS_FIRST_MAX : NDS_FIRST_MIN;
            nds_threads_fix (t);
            int64_t cnt = -1, cf = -1, c = 0, cs = 0, bad = 0;
            CHECK (nds_runs_reduce (&Z, f, first, y, &cnt) == NDS_OK);
            CHECK (nds_runs_reduce (&F, f, ff, yf, &cf) == NDS_OK);
            nds_runs_heads (&Z, first, cnt, os);
            nds_runs_heads (&F, ff, cf, osf);
            for (int64_t i = 0, r; i < n; i = r)
              {
                double e[2];
                float ef[2];
                for (r = i + 1; r < n && ! nds_row_starts (s, n, m, 1, r); r++)
                  ;
                nds_run_extreme_z (x, s, n, 1, sz, i, r, ismax, e);
                nds_run_extreme_cf (xf, s, n, 1, sz, i, r, ismax, ef);
                if (e[0] != 0 || e[1] != 0)
                  {
                    bad += ! heads_row (&Z, os, cnt, c, i) || ! same_double (y[2 * c], e[0])
                           || ! same_double (y[2 * c + 1], e[1]);
                    c++;
                  }
                if (ef[0] != 0 || ef[1] != 0)
                  {
                    bad += ! heads_row (&F, osf, cf, cs, i)
                           || ! same_double (yf[2 * cs], ef[0])
                           || ! same_double (yf[2 * cs + 1], ef[1]);
                    cs++;
                  }
              }
            CHECK (bad == 0 && c == cnt && cs == cf);
            if (bad || c != cnt || cs != cf)
              printf ("    trial %d, team %d, %s: %lld wrong\n", trial, t,
                      ismax ? "max" : "min", (long long) bad);
          }
      nds_threads_fix (0);
    }
done:
  free (s);
  free (cell);
  free (x);
  free (y);
  free (xf);
  free (yf);
  free (first);
  free (ff);
  free (os);
  free (osf);
}

/* runs whose dims 2..m are wide: their coordinates pack into a key of 63 bits
   exactly (the top bit reached), or need 64 or more, where a run is known by the row
   that heads it.  Each store is a small random one (3-d, runs of one row to whole
   columns, past the team's threshold or not) with its coordinates in dims 2..m moved
   up by off[d] and its size with them, an order-preserving map: every fun, class and
   team of 1 and 2 gives the small store's results (which the other tests check
   against their oracles) bit for bit, at the coordinates moved up, and max and min
   of double values the oracle's run by run */
static void test_wide_keys (void)
{
  /* dims 2 and 3's extents: 32 + 31 bits; 32 + 32; 41 + 31 */
  const int64_t wide[3][2] = {{((int64_t) 1 << 32) - 1, ((int64_t) 1 << 31) - 1},
                              {((int64_t) 1 << 32) - 1, (int64_t) 1 << 31},
                              {(int64_t) 1 << 40, (int64_t) 1 << 30}};
  const int64_t nmax = 120000;
  int64_t *s = malloc (3 * nmax * sizeof *s), *sw = malloc (3 * nmax * sizeof *sw);
  int64_t *first = malloc (nmax * sizeof *first), *fw = malloc (nmax * sizeof *fw);
  int64_t *os = malloc (3 * nmax * sizeof *os), *ow = malloc (3 * nmax * sizeof *ow);
  double *x = malloc (2 * nmax * sizeof *x), *y = malloc (2 * nmax * sizeof *y);
  double *yw = malloc (2 * nmax * sizeof *yw);
  float *xf = malloc (2 * nmax * sizeof *xf);
  CHECK (s && sw && first && fw && os && ow && x && y && yw && xf);
  if (!s || !sw || !first || !fw || !os || !ow || !x || !y || !yw || !xf)
    goto done;
  for (int trial = 0; trial < 6; trial++)
    {
      const int64_t sz[3] = {trial % 2 ? 3 : 1, 200, 300}, want = trial < 3 ? 300 : nmax;
      const int64_t *e = wide[trial % 3];
      const int64_t szw[3] = {sz[0], e[0], e[1]}, off[3] = {0, e[0] - sz[1], e[1] - sz[2]};
      int64_t n = 0;
      for (int64_t c = rnd_int (0, 1); c < sz[0] * sz[1] * sz[2] && n < want;
           c += rnd_int (1, trial < 3 ? 400 : 2))
        {
          for (int64_t d = 0, k = c; d < 3; d++, k /= sz[d - 1])
            s[n + d * nmax] = k % sz[d] + 1;
          n++;
        }
      for (int64_t d = 0; d < 3; d++)
        for (int64_t i = 0; i < n; i++)
          {
            s[i + d * n] = s[i + d * nmax];
            sw[i + d * n] = s[i + d * n] + off[d];
          }
      for (int64_t i = 0; i < 2 * n; i++)
        {
          const int k = (int) rnd_int (0, 9);
          x[i] = k == 0 ? NAN : k < 3 ? 0 : k < 6 ? -(double) rnd_int (1, 9)
                 : (double) rnd_int (1, 9);
          xf[i] = (float) x[i];
        }
      for (int t = 1; t <= 2; t++)
        for (int f = NDS_FIRST_SUM; f <= NDS_FIRST_ALL; f++)
          for (int vt = 0; vt < 4; vt++)
            {
              const nds_vtype vts[4] = {NDS_DOUBLE, NDS_SINGLE, NDS_COMPLEX, NDS_CSINGLE};
              const void *xv = vt % 2 ? (const void *) xf : (const void *) x;
              const nds_store S = {n, 3, s, xv, vts[vt], sz}, W = {n, 3, sw, xv, vts[vt], szw};
              /* (a complex max or min is a pair; any and all are doubles) */
              const int pair = vt >= 2 && (f == NDS_FIRST_MAX || f == NDS_FIRST_MIN);
              const size_t ys = (vt == 1 || (pair && vt == 3) ? 4 : 8) * (pair ? 2 : 1);
              int64_t cnt = -1, cw = -2;
              nds_threads_fix (t);
              const int st = nds_runs_reduce (&S, (nds_first_fun) f, first, y, &cnt);
              CHECK (nds_runs_reduce (&W, (nds_first_fun) f, fw, yw, &cw) == st);
              if (st != NDS_OK)
                continue;
              nds_runs_heads (&S, first, cnt, os);
              nds_runs_heads (&W, fw, cw, ow);
              int64_t bad = cw != cnt || memcmp (y, yw, (size_t) cnt * ys) != 0;
              for (int64_t k = 0; k < 3 * cnt && cw == cnt; k++)
                bad += ow[k] != os[k] + off[k / cnt];
              if (vt == 0 && f != NDS_FIRST_SUM && f <= NDS_FIRST_MIN && cw == cnt)
                for (int64_t i = 0, r, c = 0; i < n; i = r)
                  {
                    for (r = i + 1; r < n && ! nds_row_starts (sw, n, 3, 1, r); r++)
                      ;
                    const double a = run_oracle (x, i, r, sz[0], f == NDS_FIRST_MAX);
                    if (a != 0)
                      bad += ! heads_row (&W, ow, cw, c, i) || ! same_double (yw[c++], a);
                  }
              CHECK (bad == 0);
              if (bad)
                printf ("    trial %d, team %d, fun %d, class %d: %lld wrong\n", trial, t, f,
                        vt, (long long) bad);
            }
      nds_threads_fix (0);
    }
done:
  free (s);
  free (sw);
  free (first);
  free (fw);
  free (os);
  free (ow);
  free (x);
  free (y);
  free (yw);
  free (xf);
}

int main (void)
{
  RUN (test_random);
  RUN (test_rules);
  RUN (test_edges);
  RUN (test_ptr_reduce);
  RUN (test_ptr_sums);
  RUN (test_extremes_team);
  RUN (test_complex_extremes);
  RUN (test_complex_extremes_team);
  RUN (test_row_sums);
  RUN (test_wide_keys);
  return nds_t_finish ("test_reduce_runs");
}
