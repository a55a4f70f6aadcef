/* test_cabs.c: unit tests of nds_cabs, the modulus of complex values, against libm's
   hypot bit for bit */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "kern/nds_kern.h"
#include "nds_test.h"

/* the next xorshift64 state */
static uint64_t next (uint64_t *r)
{
  *r ^= *r << 13; *r ^= *r >> 7; *r ^= *r << 17;
  return *r;
}

/* nds_cabs of the n pairs z against hypot, bit for bit, and its nonzero count */
static void check_against_hypot (const double *z, int64_t n)
{
  double *y = malloc (sizeof (double) * (size_t) (n + 1));
  CHECK (y != NULL);
  if (!y) return;
  const int64_t nz = nds_cabs (z, y, n);
  int64_t want_nz = 0, diff = 0;
  for (int64_t i = 0; i < n; i++)
    {
      const double h = hypot (z[2 * i], z[2 * i + 1]);
      want_nz += h != 0;
      if (memcmp (&h, &y[i], sizeof h) != 0 && diff++ < 3)
        printf ("    nds_cabs (%a, %a) = %a, hypot %a\n", z[2 * i], z[2 * i + 1], y[i], h);
    }
  CHECK (diff == 0);
  CHECK (nz == want_nz);
  free (y);
}

/* seeded random pairs: mantissas and signs random; exponents near each other (both
   corrections), far apart, over the whole range (libm's scaled paths), subnormal */
static void cabs_random (void)
{
  const int64_t n = 300001;     /* above the serial threshold: the parallel path, odd */
  double *z = malloc (sizeof (double) * 2 * (size_t) n);
  CHECK (z != NULL);
  if (!z) return;
  for (int mode = 0; mode < 4; mode++)
    {
      uint64_t r = 12345 + (uint64_t) mode;
      printf ("    cabs_random: mode %d, seed %llu\n", mode, (unsigned long long) r);
      for (int64_t i = 0; i < 2 * n; i++)
        {
          const double m = 1.0 + (double) (next (&r) >> 11) * 0x1p-53;
          const int e = mode == 0 ? (int) (r % 4) : mode == 1 ? (int) (r % 120) - 60
                      : mode == 2 ? (int) (r % 2098) - 1074 : (int) (r % 40) - 1074;
          z[i] = ldexp ((r >> 7) & 1 ? -m : m, e);
        }
      check_against_hypot (z, n);
    }
  free (z);
}

/* zeros, signed zeros, Inf, NaN, the extremes and each threshold of the kernel */
static void cabs_edges (void)
{
  const double v[] = {0.0, -0.0, 1.0, -1.0, INFINITY, -INFINITY, NAN, -NAN,
                      1e300, -1e300, 1e-300, 1e308, DBL_MAX, -DBL_MAX, DBL_MIN,
                      DBL_TRUE_MIN, 5e-324, 0x1p511, nextafter (0x1p511, INFINITY),
                      0x1p-459, nextafter (0x1p-459, 0), 0x1p-54, 0x1.0000000000001p-54,
                      0x1p-53, 3.0, 4.0, 1e-160, 1e160, 0.1, 1e-20};
  const int nv = (int) (sizeof v / sizeof v[0]);
  double z[2 * 30 * 30];
  int64_t n = 0;
  for (int a = 0; a < nv; a++)
    for (int b = 0; b < nv; b++)
      {
        z[2 * n] = v[a];
        z[2 * n + 1] = v[b];
        n++;
      }
  check_against_hypot (z, n);
  double y[1] = {-1};
  CHECK (nds_cabs (z, y, 0) == 0 && y[0] == -1);      /* none: nothing written */
  const double inf_nan[2] = {NAN, INFINITY};
  CHECK (nds_cabs (inf_nan, y, 1) == 1 && y[0] == INFINITY);   /* Inf wins over NaN */
}

int main (void)
{
  RUN (cabs_random);
  RUN (cabs_edges);
  return nds_t_finish ("test_cabs");
}
