/* test_reduce_z.c: unit tests of the complex reductions: max and min in Octave's
   order (modulus, then argument in (-pi, pi]) with their indices and implicit zeros,
   the implicit zeros of a product, cumulative sums of pairs */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "kern/nds_kern.h"
#include "nds_test.h"

/* a 3x2 matrix reduced along dim 1 (0-based 0): column 1 holds 2i (row 1) and -2
   (row 3), equal moduli, -2's argument pi the larger, row 2 an implicit zero; column
   2 holds NaN + i, then -1 - 0i (argument -pi, read as pi) and -1 + 0i: a tie, the
   first wins */
static void test_extremes (void)
{
  const int64_t s[] = {1, 3, 1, 2, 3, 1, 1, 2, 2, 2}, sz[] = {3, 2};
  const double x[] = {0, 2, -2, 0, NAN, 1, -1, -0.0, -1, 0};
  const unsigned char red[] = {1, 0};
  nds_groups G;
  CHECK (nds_group_kept (s, 5, 2, sz, red, &G) == NDS_OK);
  CHECK (G.ng == 2);
  int64_t us[4];
  double cnt[2], y[4], idx[2];
  nds_group_rows (&G, s, 2, red, us, cnt);
  CHECK (cnt[0] == 2 && cnt[1] == 3);
  nds_extreme_z (&G, x, 1, cnt, 3, y);
  CHECK (y[0] == -2 && y[1] == 0);
  CHECK (y[2] == -1 && y[3] == 0 && signbit (y[3]));
  nds_extreme_z (&G, x, 0, cnt, 3, y);
  CHECK (y[0] == 0 && y[1] == 0);          /* the implicit zero */
  CHECK (y[2] == -1 && signbit (y[3]));     /* the tie: the first */
  nds_argext_z (&G, s, x, 0, 3, 1, y, idx);
  CHECK (y[0] == -2 && idx[0] == 3);
  CHECK (y[2] == -1 && signbit (y[3]) && idx[1] == 2);
  nds_argext_z (&G, s, x, 0, 3, 0, y, idx);
  CHECK (y[0] == 0 && y[1] == 0 && idx[0] == 2);
  CHECK (y[2] == -1 && idx[1] == 2);
  nds_groups_free (&G);
}

/* a group of NaNs alone: NaN at the first entry when every cell is stored, else the
   implicit zero at the first gap, for max and min */
static void test_all_nan (void)
{
  const int64_t s[] = {2, 3, 1, 1}, sz[] = {3, 1};
  const double x[] = {NAN, 1, 2, NAN};
  const unsigned char red[] = {1, 0};
  nds_groups G;
  CHECK (nds_group_kept (s, 2, 2, sz, red, &G) == NDS_OK);
  double cnt[1] = {2}, y[2], idx[1];
  for (int ismax = 0; ismax < 2; ismax++)
    {
      nds_extreme_z (&G, x, ismax, cnt, 2, y);
      CHECK (isnan (y[0]) && y[1] == 1);
      nds_argext_z (&G, s, x, 0, 2, ismax, y, idx);   /* nr = 2: no cell free */
      CHECK (isnan (y[0]) && y[1] == 1 && idx[0] == 2);
      nds_extreme_z (&G, x, ismax, cnt, 3, y);
      CHECK (y[0] == 0 && y[1] == 0);
      nds_argext_z (&G, s, x, 0, 3, ismax, y, idx);
      CHECK (y[0] == 0 && y[1] == 0 && idx[0] == 1);
    }
  nds_groups_free (&G);
}

/* products times an implicit zero: finite parts give zero, an infinite one NaN */
static void test_prod_zeros (void)
{
  double y[] = {2, 3, INFINITY, 1, 5, 7};
  const double cnt[] = {1, 1, 2};
  nds_prod_zeros_z (cnt, 2, y, 3);
  CHECK (y[0] == 0 && y[1] == 0);
  CHECK (isnan (y[2]) || isnan (y[3]));
  CHECK (y[4] == 5 && y[5] == 7);          /* every cell stored: unchanged */
}

/* complex singles (max, min and their indices): test_extremes's matrix in floats
   gives the same; and a column
   whose two values have one modulus in single (hypotf: 5) but not in double: 3+4i
   and 5+1e-4i.  In single the argument decides (3+4i's is the larger, the max);
   in double 5+1e-4i's modulus is the larger */
static void test_extremes_cf (void)
{
  const int64_t s[] = {1, 3, 1, 2, 3, 1, 2, 1, 1, 2, 2, 2, 3, 3}, sz[] = {3, 3};
  const float x[] = {0, 2, -2, 0, NAN, 1, -1, -0.0f, -1, 0, 3, 4, 5, 1e-4f};
  const unsigned char red[] = {1, 0};
  CHECK (hypotf (x[10], x[11]) == hypotf (x[12], x[13]));
  CHECK (hypot (x[10], x[11]) < hypot (x[12], x[13]));
  nds_groups G;
  CHECK (nds_group_kept (s, 7, 2, sz, red, &G) == NDS_OK);
  CHECK (G.ng == 3);
  int64_t us[6];
  double cnt[3];
  float y[6];
  nds_group_rows (&G, s, 2, red, us, cnt);
  nds_extreme_cf (&G, x, 1, cnt, 3, y);
  CHECK (y[0] == -2 && y[1] == 0);
  CHECK (y[2] == -1 && y[3] == 0 && signbit (y[3]));
  CHECK (y[4] == 3 && y[5] == 4);
  nds_extreme_cf (&G, x, 0, cnt, 3, y);
  CHECK (y[0] == 0 && y[1] == 0);          /* the implicit zero */
  CHECK (y[2] == -1 && signbit (y[3]));     /* the tie: the first */
  CHECK (y[4] == 0 && y[5] == 0);
  nds_extreme_cf (&G, x, 0, cnt, 2, y);     /* no implicit zero in the last column */
  CHECK (y[4] == 5 && y[5] == 1e-4f);
  double idx[3];
  nds_argext_cf (&G, s, x, 0, 3, 1, y, idx);
  CHECK (y[0] == -2 && y[1] == 0 && idx[0] == 3);
  CHECK (y[2] == -1 && signbit (y[3]) && idx[1] == 2);
  CHECK (y[4] == 3 && y[5] == 4 && idx[2] == 1);   /* double would give 5+1e-4i, 2 */
  nds_argext_cf (&G, s, x, 0, 3, 0, y, idx);
  CHECK (y[0] == 0 && y[1] == 0 && idx[0] == 2);   /* the implicit zero at the gap */
  CHECK (y[2] == -1 && idx[1] == 2);
  CHECK (y[4] == 0 && y[5] == 0 && idx[2] == 3);
  nds_argext_cf (&G, s, x, 0, 2, 0, y, idx);       /* no gap in the last column */
  CHECK (y[4] == 5 && y[5] == 1e-4f && idx[2] == 2);
  nds_groups_free (&G);
}

/* complex single products by groups in single complex arithmetic, from 1, and their
   implicit zeros; sums part by part in single */
static void test_reduce_cf (void)
{
  const int64_t s[] = {1, 2, 3, 1, 2, 1, 1, 1, 2, 2}, sz[] = {3, 2};
  const float x[] = {1.1f, 2.3f, -0.7f, 3.9f, 1e30f, 1e-3f, 2, -5, 0, NAN};
  const unsigned char red[] = {1, 0};
  nds_groups G;
  CHECK (nds_group_kept (s, 5, 2, sz, red, &G) == NDS_OK);
  double cnt[2];
  int64_t us[4];
  float y[4];
  nds_group_rows (&G, s, 2, red, us, cnt);
  CHECK (nds_reduce_cf (&G, x, 0, NDS_PROD, y, NULL) == 2);
  float _Complex e = __builtin_complex (1.0f, 0.0f);
  for (int k = 0; k < 3; k++) e *= __builtin_complex (x[2 * k], x[2 * k + 1]);
  CHECK (y[0] == __real__ e && y[1] == __imag__ e);
  CHECK (isnan (y[2]) || isnan (y[3]));     /* 2 - 5i times 0 + NaN i */
  CHECK (nds_reduce_cf (&G, x, 0, NDS_SUM, y, NULL) == 2);
  CHECK (y[0] == (1.1f + -0.7f) + 1e30f && y[1] == (2.3f + 3.9f) + 1e-3f);
  CHECK (y[2] == 2 && isnan (y[3]));
  float z[] = {2, 3, INFINITY, 1, 5, 7};
  const double zc[] = {1, 1, 2};
  nds_prod_zeros_cf (zc, 2, z, 3);
  CHECK (z[0] == 0 && z[1] == 0);
  CHECK (isnan (z[2]) || isnan (z[3]));
  CHECK (z[4] == 5 && z[5] == 7);
  const float c[] = {0, -0.0f, 0, 1e-40f, NAN, 0, 2, 0};
  CHECK (nds_count_nz_cf (c, 4) == 3);
  nds_groups_free (&G);
}

/* one fiber of length 4: 1+i at 1, -1-i at 2 (the sum back to zero: left out), 2i at
   4; a second fiber: 3 at 2, its sum running to the end (2, 3, 4) */
static void test_cumsum_z (void)
{
  const int64_t s[] = {1, 2, 4, 2, 1, 1, 1, 2};
  const double x[] = {1, 1, -1, -1, 0, 2, 3, 0};
  int64_t n = 0;
  nds_cumsum_z (s, x, 4, 2, 4, NULL, NULL, &n);
  CHECK (n == 5);
  int64_t os[10];
  double ox[10];
  nds_cumsum_z (s, x, 4, 2, 4, os, ox, &n);
  const int64_t es[] = {1, 4, 2, 3, 4, 1, 1, 2, 2, 2};
  const double ex[] = {1, 1, 0, 2, 3, 0, 3, 0, 3, 0};
  CHECK (memcmp (os, es, sizeof es) == 0);
  CHECK (memcmp (ox, ex, sizeof ex) == 0);
}

/* a value with a NaN part and an infinite one (Inf + NaN i), after the first row of
   its block with no NaN part, beats a finite max, as Octave's sequential max gives:
   a 4x3 matrix down its columns (each column its own block), then a 2x3 one along
   its rows (one block: the rows share no dim after the one reduced) */
static void test_max_nan_inf (void)
{
  /* column 1: 3i, Inf + NaN i, 5: the second; column 2: NaN + i, NaN + Inf i, 2,
     Inf + NaN i: the first clean row is 3, so the fourth; column 3: Inf, Inf + NaN i:
     Inf, of infinite modulus already */
  const int64_t s[] = {1, 2, 3, 1, 2, 3, 4, 1, 2,  1, 1, 1, 2, 2, 2, 2, 3, 3};
  const double x[] = {0, 3, INFINITY, NAN, 5, 0, NAN, 1, NAN, INFINITY, 2, 0,
                      INFINITY, NAN, INFINITY, 0, INFINITY, NAN};
  const int64_t sz[] = {4, 3};
  const unsigned char red[] = {1, 0};
  nds_groups G;
  CHECK (nds_group_kept (s, 9, 2, sz, red, &G) == NDS_OK);
  double cnt[3], y[6], idx[3];
  int64_t us[6];
  nds_group_rows (&G, s, 2, red, us, cnt);
  nds_extreme_z (&G, x, 1, cnt, 4, y);
  CHECK (nds_max_nan_inf_z (&G, s, 2, x, 0, y, NULL) == NDS_OK);
  CHECK (y[0] == INFINITY && isnan (y[1]));
  CHECK (y[2] == INFINITY && isnan (y[3]));
  CHECK (y[4] == INFINITY && y[5] == 0);
  nds_argext_z (&G, s, x, 0, 4, 1, y, idx);
  CHECK (nds_max_nan_inf_z (&G, s, 2, x, 0, y, idx) == NDS_OK);
  CHECK (idx[0] == 2 && idx[1] == 4 && idx[2] == 1);
  nds_t_fail_at = 0;       /* out of memory: an error, y untouched */
  CHECK (nds_max_nan_inf_z (&G, s, 2, x, 0, y, idx) == NDS_ENOMEM);
  nds_t_fail_at = -1;
  nds_groups_free (&G);

  /* rows [1, Inf + NaN i, 3] and [NaN, NaN, 6]: columns 1 and 2 hold a NaN, so row
     1's Inf + NaN i is skipped (3); single pairs, by hypotf */
  const int64_t s2[] = {1, 2, 1, 2, 1, 2,  1, 1, 2, 2, 3, 3};
  const float x2[] = {1, 0, NAN, 0, INFINITY, NAN, NAN, 0, 3, 0, 6, 0};
  const int64_t sz2[] = {2, 3};
  const unsigned char red2[] = {0, 1};
  CHECK (nds_group_kept (s2, 6, 2, sz2, red2, &G) == NDS_OK);
  double cnt2[2];
  int64_t us2[4];
  float y2[4];
  nds_group_rows (&G, s2, 2, red2, us2, cnt2);
  nds_extreme_cf (&G, x2, 1, cnt2, 3, y2);
  CHECK (nds_max_nan_inf_cf (&G, s2, 2, x2, 1, y2, NULL) == NDS_OK);
  CHECK (y2[0] == 3 && y2[1] == 0 && y2[2] == 6 && y2[3] == 0);
  nds_groups_free (&G);
}

/* Octave's order of complex values, by hypot then atan2 (-pi read as pi) in T: 1
   when a comes after b (ismax 0: before it); the reference of test_run_extreme */
#define REF_AFTER(name, T, ABS, ARG)                                      \
  static int name (const T *a, const T *b, int ismax)                     \
  {                                                                       \
    const T pi = (T) 3.14159265358979323846;                              \
    const T ax = ABS (a[0], a[1]), bx = ABS (b[0], b[1]);                 \
    if (ax != bx) return ismax ? ax > bx : ax < bx;                       \
    T ay = ARG (a[1], a[0]), by = ARG (b[1], b[0]);                       \
    ay = ay == -pi ? pi : ay;                                             \
    by = by == -pi ? pi : by;                                             \
    return ismax ? ay > by : ay < by;                                     \
  }
REF_AFTER (ref_after, double, hypot, atan2)
REF_AFTER (ref_after_f, float, hypotf, atan2f)
#undef REF_AFTER

/* group g's max (ismax) or min by ref_after (_f) into y[0], y[1]: the first best of
   its values with no NaN part, the first value when all have one; the implicit
   zero (cnt < L) when it wins */
#define REF_EXTREME(name, T, AFTER)                                              \
  static void name (const nds_groups *G, const T *x, int64_t g, double cnt,      \
                    int64_t L, int ismax, T *y)                                  \
  {                                                                              \
    const T *p = x + 2 * nds_sorted_row (G, G->start[g]);                        \
    int have = !(isnan (p[0]) || isnan (p[1]));                                  \
    for (int64_t t = G->start[g] + 1; t < G->start[g + 1]; t++)                 \
      {                                                                          \
        const T *q = x + 2 * nds_sorted_row (G, t);                              \
        if (isnan (q[0]) || isnan (q[1])) continue;                              \
        if (!have || AFTER (q, p, ismax)) p = q;                                 \
        have = 1;                                                                \
      }                                                                          \
    const int zero = cnt < L && (!ismax || !have);                               \
    y[0] = zero ? 0 : p[0];                                                      \
    y[1] = zero ? 0 : p[1];                                                      \
  }
REF_EXTREME (ref_extreme, double, ref_after)
REF_EXTREME (ref_extreme_f, float, ref_after_f)
#undef REF_EXTREME

/* nds_extreme_z and _cf against ref_extreme (_f), and nds_run_extreme_z and _cf
   against the groups' nds_extreme_z (_cf) then nds_max_nan_inf_z (_cf), on the
   columns of random L-by-nc matrices: moduli that tie or differ by an ulp or a few,
   squares that overflow or underflow, NaN and Inf parts, implicit zeros; the same
   bits */
static void test_run_extreme (void)
{
  enum { L = 5, NC = 400, NP = 14 };
  const double pool[NP][2] = {{3, 4}, {5, 0}, {-5, 0}, {0, 5}, {4, -3}, {1, 1},
                              {1 + 0x1p-52, 1}, {1, 1 + 0x1p-41}, {1e200, 1e200},
                              {1e-200, -1e-200}, {INFINITY, NAN}, {NAN, 2},
                              {0, -INFINITY}, {-1 - 0x1p-20, 1}};
  int64_t s[2 * L * NC], n = 0;
  double x[2 * L * NC];
  float xf[2 * L * NC];
  for (int64_t j = 1; j <= NC; j++)
    for (int64_t i = 1; i <= L; i++)
      if (rnd_int (0, 2) > 0)
        {
          const int64_t k = rnd_int (0, NP - 1);
          s[n] = i;
          s[n + L * NC] = j;     /* (compacted below) */
          x[2 * n] = pool[k][0];
          x[2 * n + 1] = pool[k][1];
          n++;
        }
  /* the singles: huge and tiny parts brought into single's range */
  for (int64_t e = 0; e < n; e++)
    {
      s[n + e] = s[e + L * NC];
      for (int64_t p = 2 * e; p < 2 * e + 2; p++)
        xf[p] = (float) (x[p] * (fabs (x[p]) > 1e100 ? 1e-180 : fabs (x[p]) < 1e-100 ? 1e180 : 1));
    }
  const int64_t sz[] = {L, NC};
  const unsigned char red[] = {1, 0};
  nds_groups G;
  CHECK (nds_group_kept (s, n, 2, sz, red, &G) == NDS_OK);
  double cnt[NC], y[2 * NC];
  float yf[2 * NC];
  int64_t us[2 * NC];
  nds_group_rows (&G, s, 2, red, us, cnt);
  for (int ismax = 0; ismax <= 1; ismax++)
    {
      nds_extreme_z (&G, x, ismax, cnt, L, y);
      nds_extreme_cf (&G, xf, ismax, cnt, L, yf);
      /* the group kernels against the plain hypot and atan2 order */
      int ref = 1;
      for (int64_t g = 0; g < G.ng; g++)
        {
          double z[2];
          float zf[2];
          ref_extreme (&G, x, g, cnt[g], L, ismax, z);
          ref_extreme_f (&G, xf, g, cnt[g], L, ismax, zf);
          ref &= !memcmp (z, y + 2 * g, sizeof z) && !memcmp (zf, yf + 2 * g, sizeof zf);
        }
      CHECK (ref);
      if (ismax)
        {
          CHECK (nds_max_nan_inf_z (&G, s, 2, x, 0, y, NULL) == NDS_OK);
          CHECK (nds_max_nan_inf_cf (&G, s, 2, xf, 0, yf, NULL) == NDS_OK);
        }
      int same = 1;
      for (int64_t g = 0; g < G.ng; g++)
        {
          double z[2];
          float zf[2];
          nds_run_extreme_z (x, s, n, 1, sz, G.start[g], G.start[g + 1], ismax, z);
          nds_run_extreme_cf (xf, s, n, 1, sz, G.start[g], G.start[g + 1], ismax, zf);
          same &= !memcmp (z, y + 2 * g, sizeof z) && !memcmp (zf, yf + 2 * g, sizeof zf);
        }
      CHECK (same);
    }
  nds_groups_free (&G);
}

int main (void)
{
  RUN (test_extremes);
  RUN (test_all_nan);
  RUN (test_prod_zeros);
  RUN (test_extremes_cf);
  RUN (test_reduce_cf);
  RUN (test_cumsum_z);
  RUN (test_max_nan_inf);
  RUN (test_run_extreme);
  return nds_t_finish ("test_reduce_z");
}
