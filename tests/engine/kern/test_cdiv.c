/* test_cdiv.c: unit tests of nds_cdiv_plan_make and nds_cdiv_range (many values over
   one complex scalar) and of nds_binop_z and nds_binop_rz's quotients by a complex
   scalar, which take them: bit for bit against C's complex quotient (libgcc's
   __divdc3, as Octave's std::complex quotient) */
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

/* a seeded double: a signed zero, Inf, NaN, near 1, anywhere (subnormals too), or
   near __divdc3's thresholds (2^-52, 2^970, 2^-1022, 2^1023) */
static double draw (uint64_t *r)
{
  static const int near[] = { -52, 970, -1022, 1023, -1074 };
  const uint64_t k = next (r) % 16, v = next (r), m = next (r);
  const double s = (v & 1) ? -1.0 : 1.0;
  const int e = k < 6 ? (int) (v % 9) - 4 : k < 11 ? (int) (v % 2098) - 1074
                : near[v % 5] + (int) (m % 5) - 2;
  return k == 0 ? s * 0.0 : k == 1 ? s * INFINITY : k == 2 ? NAN
         : ldexp (s * (1.0 + (double) (m >> 11) * 0x1p-53), e);
}

/* the divisors: ordinary ones of every branch of __divdc3 (|c| < |d| or not, a zero
   part, a ratio below DBL_MIN, scaled below 2^-52 and below 2^970, near DBL_MAX / 2),
   then those left to __divdc3 (zero, Inf, NaN, past DBL_MAX / 2) */
static const double divs[][2] = {
  {0, 2}, {0, -2}, {-0.0, 0.5}, {2, 0}, {-2, -0.0}, {1, 2}, {2, 1}, {-3, 1e-300},
  {1e-310, 1}, {1, 1e-310}, {0x1p-53, 0x1p-54}, {1e-320, 0}, {0, 5e-324},
  {0x1p969, 0x1p968}, {0x1p971, -3}, {0x1p1022, 1}, {-1e-15, 1e-17}, {0.5, -0.25},
  {1, 1}, {-1, 1},
  {0, 0}, {-0.0, 0}, {INFINITY, 1}, {1, -INFINITY}, {NAN, 1}, {0, NAN},
  {DBL_MAX, 1}, {1, DBL_MAX / 2}
};
enum { NPLANNED = 20, NDIVS = sizeof divs / sizeof divs[0] };

/* whether the pairs y and w agree bit for bit at i, reporting the first few that
   do not */
static int same (const double *x, int cx, const double *f, const double *y, const double *w,
                 int64_t i, int64_t *diff)
{
  if (memcmp (&y[2 * i], &w[2 * i], 2 * sizeof (double)) == 0)
    return 1;
  if ((*diff)++ < 3)
    printf ("    (%a, %a) / (%a, %a) = (%a, %a), __divdc3 (%a, %a)\n", cx ? x[2 * i] : x[i],
            cx ? x[2 * i + 1] : 0.0, f[0], f[1], y[2 * i], y[2 * i + 1], w[2 * i], w[2 * i + 1]);
  return 0;
}

/* nds_binop_z (complex x) and nds_binop_rz (real x) of n seeded values over each
   divisor against the quotients of C, bit for bit, and their nonzero counts; at 1
   and 2 threads (n past the serial threshold: each thread its chunk, not a multiple
   of the block) */
static void cdiv_against_c (void)
{
  const int64_t n = 4 * NDS_SERIAL_BELOW + 4321;
  double *x = malloc (sizeof (double) * 2 * (size_t) n);
  double *y = malloc (sizeof (double) * 2 * (size_t) n), *w = malloc (sizeof (double) * 2 * (size_t) n);
  CHECK (x && y && w);
  if (!(x && y && w))
    goto done;
  uint64_t r = 2718281828u;
  printf ("    cdiv_against_c: seed %llu\n", (unsigned long long) r);
  for (int64_t i = 0; i < 2 * n; i++)
    x[i] = draw (&r);
  for (int t = 1; t <= 2; t++)
    {
      nds_threads_fix (t);
      for (int k = 0; k < NDIVS; k++)
        for (int cx = 0; cx < 2; cx++)
          {
            const double *f = divs[k];
            const int64_t nz = cx ? nds_binop_z (NDS_RDIV, x, n, f, 1, 1, y, n)
                                  : nds_binop_rz (NDS_RDIV, x, n, f, 1, y, n);
            int64_t want_nz = 0, diff = 0;
            for (int64_t i = 0; i < n; i++)
              {
                const nds_cplx_t q = nds_cplx (x[cx ? 2 * i : i], cx ? x[2 * i + 1] : 0.0)
                                     / nds_cplx (f[0], f[1]);
                w[2 * i] = __real__ q;
                w[2 * i + 1] = __imag__ q;
                want_nz += w[2 * i] != 0 || w[2 * i + 1] != 0;
                same (x, cx, f, y, w, i, &diff);
              }
            CHECK (diff == 0);
            CHECK (nz == want_nz);
          }
    }
  nds_threads_fix (0);
done:
  free (x);
  free (y);
  free (w);
}

/* every numerator of the edges (zeros, subnormals, the thresholds, huge, Inf, NaN)
   against every other, over each planned divisor by nds_cdiv_range directly, and a
   range starting past 0; the planned divisors have plans, the others none */
static void cdiv_edges (void)
{
  const double v[] = {0.0, -0.0, 1.0, -1.5, DBL_TRUE_MIN, -DBL_MIN, DBL_MIN / 3, 0x1p-52,
                      0x1p970, -0x1p970, nextafter (0x1p970, 0), 1e300, -DBL_MAX, DBL_MAX,
                      INFINITY, -INFINITY, NAN, 0x1p1000, 3.25};
  enum { NV = sizeof v / sizeof v[0], N = NV * NV };
  double x[2 * N], y[2 * N], w[2 * N];
  for (int a = 0; a < NV; a++)
    for (int b = 0; b < NV; b++)
      {
        x[2 * (a * NV + b)] = v[a];
        x[2 * (a * NV + b) + 1] = v[b];
      }
  for (int k = 0; k < NDIVS; k++)
    {
      nds_cdiv_plan P;
      const int planned = nds_cdiv_plan_make (divs[k][0], divs[k][1], &P);
      CHECK (planned == (k < NPLANNED));
      if (!planned)
        continue;
      for (int cx = 0; cx < 2; cx++)
        {
          const int64_t lo = 3, nz = nds_cdiv_range (&P, x, cx, y, lo, N);
          int64_t want_nz = 0, diff = 0;
          for (int64_t i = lo; i < N; i++)
            {
              const nds_cplx_t q = nds_cplx (x[cx ? 2 * i : i], cx ? x[2 * i + 1] : 0.0)
                                   / nds_cplx (divs[k][0], divs[k][1]);
              w[2 * i] = __real__ q;
              w[2 * i + 1] = __imag__ q;
              want_nz += w[2 * i] != 0 || w[2 * i + 1] != 0;
              same (x, cx, divs[k], y, w, i, &diff);
            }
          CHECK (diff == 0);
          CHECK (nz == want_nz);
        }
    }
}

/* random divisors of every class (draw) over random numerators, one plan each */
static void cdiv_random_divisors (void)
{
  enum { ND = 20000, NX = 37 };
  double x[2 * NX], y[2 * NX], w[2 * NX];
  uint64_t r = 161803398u;
  printf ("    cdiv_random_divisors: seed %llu\n", (unsigned long long) r);
  int64_t diff = 0, planned = 0;
  for (int k = 0; k < ND; k++)
    {
      const double f[2] = { draw (&r), draw (&r) };
      for (int i = 0; i < 2 * NX; i++)
        x[i] = draw (&r);
      nds_cdiv_plan P;
      if (!nds_cdiv_plan_make (f[0], f[1], &P))
        continue;
      planned++;
      for (int cx = 0; cx < 2; cx++)
        {
          nds_cdiv_range (&P, x, cx, y, 0, NX);
          for (int i = 0; i < NX; i++)
            {
              const nds_cplx_t q = nds_cplx (x[cx ? 2 * i : i], cx ? x[2 * i + 1] : 0.0)
                                   / nds_cplx (f[0], f[1]);
              w[2 * i] = __real__ q;
              w[2 * i + 1] = __imag__ q;
              same (x, cx, f, y, w, i, &diff);
            }
        }
    }
  CHECK (diff == 0);
  CHECK (planned > ND / 2);
}

int main (void)
{
  RUN (cdiv_edges);
  RUN (cdiv_random_divisors);
  RUN (cdiv_against_c);
  return nds_t_finish ("test_cdiv");
}
