/* nds_scalar_vals.c: the values of a real tensor raised to a scalar, and the scans
   that decide whether Octave's operator stays real (a negative value, a NaN) */
#include <math.h>
#include <string.h>
#include "nds_kern.h"

/* y[i] = x[i] ^ c as Octave's elem_xpow computes it for a real c (x * x for 2,
   x * x * x for 3, pow otherwise); the number of nonzero y */
int64_t nds_vals_power (const double *x, int64_t n, double c, double *y)
{
  int64_t nz = 0;
  if (c == 2)
    for (int64_t i = 0; i < n; i++) nz += (y[i] = x[i] * x[i]) != 0;
  else if (c == 3)
    for (int64_t i = 0; i < n; i++) nz += (y[i] = x[i] * x[i] * x[i]) != 0;
  else
    for (int64_t i = 0; i < n; i++) nz += (y[i] = pow (x[i], c)) != 0;
  return nz;
}

/* 1 when some x[i] is below zero (-0 and NaN are not): its sign set and its bits
   less the sign m from 1 to an Inf's, so that bit 63 is set in the sign, in -m and
   in ~(Inf - m).  Ands and subtractions only, which compilers vectorize (a loop
   that returns at the first negative they did not) */
int nds_any_negative (const double *x, int64_t n)
{
  const uint64_t inf = 0x7ff0000000000000u, mag = 0x7fffffffffffffffu;
  uint64_t bad = 0;
  for (int64_t i = 0; i < n; i++)
    {
      uint64_t b;
      memcpy (&b, x + i, sizeof b);
      const uint64_t m = b & mag;
      bad |= b & (0 - m) & ~(inf - m);
    }
  return (int) (bad >> 63);
}

/* the same for singles, by compares (which compilers vectorize for floats) */
int nds_any_negative_f (const float *x, int64_t n)
{
  int bad = 0;
  for (int64_t i = 0; i < n; i++) bad |= x[i] < 0;
  return bad;
}

/* 1 when some x[i] is a NaN (vectorized as nds_any_negative_f) */
int nds_any_nan_f (const float *x, int64_t n)
{
  int bad = 0;
  for (int64_t i = 0; i < n; i++) bad |= isnan (x[i]);
  return bad;
}
