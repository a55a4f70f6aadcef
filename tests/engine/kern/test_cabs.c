/* test_cabs.c: unit tests of nds_cabs and nds_cabs_f, the modulus of complex values,
   against libm's hypot and hypotf bit for bit; nds_binop_cf against nds_binop_z */
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

/* nds_cabs_f on seeded complex single pairs of every exponent gap, subnormal,
   zero, Inf and NaN among them, against hypotf bit for bit, and its nonzero count */
static void cabsf_random (void)
{
  const int64_t n = 300001;     /* the parallel path */
  float *z = malloc (sizeof (float) * 2 * (size_t) n), *y = malloc (sizeof (float) * (size_t) n);
  CHECK (z != NULL && y != NULL);
  if (!z || !y) { free (z); free (y); return; }
  uint64_t r = 4242;
  printf ("    cabsf_random: seed %llu\n", (unsigned long long) r);
  const float sp[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, FLT_MAX, FLT_MIN, 0x1p-149f};
  for (int64_t i = 0; i < 2 * n; i++)
    {
      const float m = 1.0f + (float) (next (&r) >> 41) * 0x1p-23f;
      const int e = i % 3 == 0 ? (int) (r % 280) - 150 : (int) (r % 30) - 15;
      z[i] = i % 101 == 0 ? sp[r % 8] : ldexpf ((r >> 7) & 1 ? -m : m, e);
    }
  const int64_t nz = nds_cabs_f (z, y, n);
  int64_t want_nz = 0, diff = 0;
  for (int64_t i = 0; i < n; i++)
    {
      const float h = hypotf (z[2 * i], z[2 * i + 1]);
      want_nz += h != 0;
      if (memcmp (&h, &y[i], sizeof h) != 0 && !(isnan (h) && isnan (y[i])) && diff++ < 3)
        printf ("    nds_cabs_f (%a, %a) = %a, hypotf %a\n", z[2 * i], z[2 * i + 1], y[i], h);
    }
  CHECK (diff == 0);
  CHECK (nz == want_nz);
  free (z);
  free (y);
}

/* nds_binop_cf for each op, complex and real f, scalars: nds_binop_z on the widened
   values with each part rounded to float, bit for bit, and the nonzeros counted
   after the rounding (a tiny product is zero) */
static void binop_cf_vs_z (void)
{
  enum { N = 1000 };
  float x[2 * N], f[2 * N], y[2 * N];
  double xd[2 * N], fd[2 * N], yd[2 * N];
  uint64_t r = 77;
  for (int i = 0; i < 2 * N; i++)
    {
      const float m = 1.0f + (float) (next (&r) >> 41) * 0x1p-23f;
      x[i] = i % 17 == 0 ? 0.0f : ldexpf ((r & 1) ? -m : m, (int) (r % 160) - 80);
      next (&r);
      f[i] = i % 13 == 0 ? 0.0f : ldexpf ((r & 1) ? -m : m, (int) (r % 160) - 80);
      xd[i] = x[i];
      fd[i] = f[i];
    }
  const nds_op ops[] = {NDS_PLUS, NDS_MINUS, NDS_TIMES, NDS_RDIV, NDS_LDIV, NDS_RMINUS};
  for (int k = 0; k < 6; k++)
    for (int fc = 0; fc < 2; fc++)
      for (int sc = 0; sc < 3; sc++)        /* none, x, f a scalar */
        {
          const int64_t nx = sc == 1 ? 1 : N, nf = sc == 2 ? 1 : N;
          const int64_t nz = nds_binop_cf (ops[k], x, nx, f, nf, fc, y, N);
          nds_binop_z (ops[k], xd, nx, fd, nf, fc, yd, N);
          int64_t want = 0, diff = 0;
          for (int i = 0; i < N; i++)
            {
              const float re = (float) yd[2 * i], im = (float) yd[2 * i + 1];
              want += re != 0 || im != 0;
              diff += memcmp (&re, &y[2 * i], sizeof re) != 0 && !(isnan (re) && isnan (y[2 * i]));
              diff += memcmp (&im, &y[2 * i + 1], sizeof im) != 0
                      && !(isnan (im) && isnan (y[2 * i + 1]));
            }
          if (diff || nz != want)
            printf ("    op %d fc %d scalar %d: %lld differ, nz %lld of %lld\n", (int) ops[k],
                    fc, sc, (long long) diff, (long long) nz, (long long) want);
          CHECK (diff == 0 && nz == want);
        }
}

int main (void)
{
  RUN (cabs_random);
  RUN (cabs_edges);
  RUN (cabsf_random);
  RUN (binop_cf_vs_z);
  return nds_t_finish ("test_cabs");
}
