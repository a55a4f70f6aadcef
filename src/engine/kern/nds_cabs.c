/* nds_cabs.c: the modulus of complex values, bit for bit as libm's hypot and hypotf
   (which Octave's abs calls), in vectorized loops.  src/Makefile builds it with
   -fno-math-errno -fno-trapping-math, which change no value (they let the compiler
   run sqrt and both sides of a select in vector registers), and -ffp-contract=off:
   no fused multiply-add, which would change the roundings glibc's code has. */
#include <math.h>
#include <string.h>
#include "nds_kern.h"

/* glibc's hypot (2.35 on) takes its kernel below for finite operands with
   ax <= 2^511, ay >= 2^-459 and ay > ax 2^-54; every other operand is left to libm */
#define CABS_LARGE 0x1p511
#define CABS_TINY 0x1p-459
#define CABS_EPS 0x1p-54
/* one thread's time a value (ns) of nds_cabs and of nds_cabs_f, for the team's
   choice: 3.2-3.5 and 1.5-1.6 at 1e5-1e6 values (Zen 3, one thread, load average 1.5
   from other helpers).  They were teams from 1e5 values: abs of 1e5 complex values
   (0.32 ms) on two threads, where abs of as many doubles stays on one */
#define CABS_NS 3.3
#define CABS_F_NS 1.5

/* sqrt (ax^2 + ay^2) for ax >= ay in the kernel's range, corrected as glibc's
   generic hypot without fma does (C. F. Borges, "An improved algorithm for
   hypot (a, b)", 2019): both corrections computed, one selected, no branch */
static inline double cabs_kernel (double ax, double ay)
{
  const double h = sqrt (ax * ax + ay * ay);
  const double d1 = h - ay, d2 = h - ax;
  const double a1 = ax * (2.0 * d1 - ax), a2 = (d1 - 2.0 * (ax - ay)) * d1;
  const double b1 = 2.0 * d2 * (ax - 2.0 * ay), b2 = (4.0 * d2 - ay) * ay + d2 * d2;
  const int near = h <= 2.0 * ay;
  const double t1 = near ? a1 : b1, t2 = near ? a2 : b2;
  return h - (t1 + t2) / (2.0 * h);
}

/* whether (re, im) is outside the kernel's range (NaN and Inf included) */
static inline int cabs_outside (double re, double im)
{
  const double u = fabs (re), v = fabs (im);
  const double ax = u < v ? v : u, ay = u < v ? u : v;
  return !((ax <= CABS_LARGE) & (ay >= CABS_TINY) & (ay > ax * CABS_EPS));
}

/* y[i] = the kernel's modulus of z[i] for i in [lo, hi), libm's outside its range;
   returns the number of nonzero y[i] */
NDS_WIDE static int64_t cabs_range (const double *z, double *y, int64_t lo, int64_t hi)
{
  int64_t nz = 0;
  double out = 0;       /* (a double count: an integer one keeps the loop scalar) */
  for (int64_t i = lo; i < hi; i++)
    {
      const double u = fabs (z[2 * i]), v = fabs (z[2 * i + 1]);
      const double ax = u < v ? v : u, ay = u < v ? u : v;
      out += ax <= CABS_LARGE && ay >= CABS_TINY && ay > ax * CABS_EPS ? 0.0 : 1.0;
      y[i] = cabs_kernel (ax, ay);
      nz += (int64_t) nds_isnz (y[i]);
    }
  if (out > 0)
    for (int64_t i = lo; i < hi; i++)
      if (cabs_outside (z[2 * i], z[2 * i + 1]))
        {
          nz -= (int64_t) nds_isnz (y[i]);
          y[i] = hypot (z[2 * i], z[2 * i + 1]);
          nz += (int64_t) nds_isnz (y[i]);
        }
  return nz;
}

/* 1 when cabs_range (the clone this processor runs) agrees bit for bit with this
   libm's hypot on 2048 seeded operands across the kernel's range (both corrections,
   every exponent gap), else 0: then every modulus is libm's.  Checked once per
   process. */
static int cabs_kernel_matches_libm (void)
{
  static int state = -1;
  if (state >= 0)
    return state;
  enum { N = 2048 };
  double z[2 * N], y[N];
  uint64_t r = 88172645463325252ull;
  for (int k = 0; k < 2 * N; k++)
    {
      r ^= r << 13; r ^= r >> 7; r ^= r << 17;     /* xorshift64 */
      const double m = 1.0 + (double) (r >> 11) * 0x1p-53;
      const int e = (k & 6) == 0 ? (int) (r % 1000) - 500       /* any gap */
                  : (k & 6) == 2 ? (int) (r % 60) - 30 : (int) (r % 4);
      z[k] = ldexp ((r & 1) ? -m : m, e);
    }
  cabs_range (z, y, 0, N);
  int ok = 1;
  for (int k = 0; k < N; k++)
    {
      const double h = hypot (z[2 * k], z[2 * k + 1]);
      ok &= memcmp (&h, &y[k], sizeof h) == 0;
    }
  state = ok;
  return state;
}

/* y[i] = hypot (z[2i], z[2i+1]) for n interleaved (re, im) pairs, in parallel;
   returns the number of nonzero y[i] */
int64_t nds_cabs (const double *z, double *y, int64_t n)
{
  int64_t nz = 0;
  const int nt = nds_team_ns (n, CABS_NS);
  if (!cabs_kernel_matches_libm ())
    {
      #pragma omp parallel for num_threads(nt) schedule(static) reduction(+:nz)
      for (int64_t i = 0; i < n; i++) nz += (int64_t) nds_isnz (y[i] = hypot (z[2 * i], z[2 * i + 1]));
      return nz;
    }
  #pragma omp parallel num_threads(nt) reduction(+:nz)
  {
    const int t = nds_thread ();
    nz += cabs_range (z, y, nds_blk (n, t, nt), nds_blk (n, t + 1, nt));
  }
  return nz;
}

/* y[i] = the modulus of the complex single z[i] for i in [lo, hi) as glibc's hypotf
   (2.35 on) computes it: the sum of the squares in double (the products exact), its
   root rounded once to float; Inf when either part is Inf, else NaN with a NaN;
   returns the number of nonzero y[i] */
NDS_WIDE static int64_t cabsf_range (const float *z, float *y, int64_t lo, int64_t hi)
{
  int64_t nz = 0;
  for (int64_t i = lo; i < hi; i++)
    {
      const double a = z[2 * i], b = z[2 * i + 1];
      const float h = (float) sqrt (a * a + b * b);
      y[i] = fabs (a) == INFINITY || fabs (b) == INFINITY ? INFINITY : h;
      nz += (int64_t) (y[i] != 0);
    }
  return nz;
}

/* 1 when cabsf_range agrees bit for bit with this libm's hypotf on 2048 seeded
   operands of every exponent gap, Inf and NaN among them, else 0: then every
   modulus is libm's.  Checked once per process. */
static int cabsf_matches_libm (void)
{
  static int state = -1;
  if (state >= 0)
    return state;
  enum { N = 2048 };
  float z[2 * N], y[N];
  uint64_t r = 88172645463325252ull;
  for (int k = 0; k < 2 * N; k++)
    {
      r ^= r << 13; r ^= r >> 7; r ^= r << 17;     /* xorshift64 */
      const float m = 1.0f + (float) (r >> 40) * 0x1p-24f;
      const int e = (k & 6) == 0 ? (int) (r % 300) - 150 : (int) (r % 20) - 10;
      z[k] = ldexpf ((r & 1) ? -m : m, e);
    }
  z[0] = INFINITY;  z[1] = NAN;  z[2] = NAN;  z[5] = -INFINITY;  z[6] = 0;  z[7] = 0;
  cabsf_range (z, y, 0, N);
  int ok = 1;
  for (int k = 0; k < N; k++)
    {
      const float h = hypotf (z[2 * k], z[2 * k + 1]);
      ok &= memcmp (&h, &y[k], sizeof h) == 0 || (isnan (h) && isnan (y[k]));
    }
  state = ok;
  return state;
}

/* y[i] = hypotf (z[2i], z[2i+1]) for n interleaved complex single pairs, in
   parallel; returns the number of nonzero y[i] */
int64_t nds_cabs_f (const float *z, float *y, int64_t n)
{
  int64_t nz = 0;
  const int nt = nds_team_ns (n, CABS_F_NS);
  if (!cabsf_matches_libm ())
    {
      #pragma omp parallel for num_threads(nt) schedule(static) reduction(+:nz)
      for (int64_t i = 0; i < n; i++)
        nz += (int64_t) ((y[i] = hypotf (z[2 * i], z[2 * i + 1])) != 0);
      return nz;
    }
  #pragma omp parallel num_threads(nt) reduction(+:nz)
  {
    const int t = nds_thread ();
    nz += cabsf_range (z, y, nds_blk (n, t, nt), nds_blk (n, t + 1, nt));
  }
  return nz;
}
