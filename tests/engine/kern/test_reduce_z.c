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

int main (void)
{
  RUN (test_extremes);
  RUN (test_all_nan);
  RUN (test_prod_zeros);
  RUN (test_cumsum_z);
  return nds_t_finish ("test_reduce_z");
}
