/* nds_cdiv.c: many values over one complex scalar, bit for bit as libgcc's __divdc3
   (the quotient C's and std::complex's division give, Octave's too), in vectorized
   loops.  __divdc3 (GCC 12, libgcc2.c) scales the operands by thresholds, takes the
   ratio of the divisor's smaller part over its larger, and divides two sums by
   c * ratio + d; for one divisor everything but the numerator's scaling is fixed, so
   a plan computes it once and the loop does the numerator's part with no call.  It
   runs no fused multiply-add (-std=c11 turns contraction off; src/Makefile says so
   again for this file), which would change the roundings. */
#include <float.h>
#include <math.h>
#include <string.h>
#include "nds_kern.h"

/* __divdc3's thresholds: above RBIG every operand is halved; a divisor below RMIN2,
   or one below RMAX2 with a numerator part below RMIN (the other below RMAX2), has
   every operand scaled by RMINSCAL; a ratio at most RMIN divides the numerator first */
#define CDIV_RBIG (DBL_MAX / 2)
#define CDIV_RMIN DBL_MIN
#define CDIV_RMIN2 DBL_EPSILON
#define CDIV_RMINSCAL (1 / DBL_EPSILON)
#define CDIV_RMAX2 (CDIV_RBIG * CDIV_RMIN2)

/* one part of the quotient of a + bi over the divisor side v as __divdc3 computes
   it past its scaling, the imaginary one when im: wide, |c| < |d| (the ratio c / d,
   else d / c); tiny, the ratio at most RMIN (the numerator over the larger part
   first), 2 when the smaller part is +-0 */
static inline __attribute__ ((always_inline)) double
cdiv_part (double a, double b, const nds_cdiv_side *v, int wide, int tiny, int im)
{
  if (wide && !tiny)
    return (im ? b * v->ratio - a : a * v->ratio + b) / v->denom;
  if (!tiny)
    return (im ? b - a * v->ratio : b * v->ratio + a) / v->denom;
  if (tiny == 2)
    {
      /* the zero part z times n over the larger part L is z * n * L (no division)
         where n / L is finite: both parts at most |L| 2^1000 (lim), else NaN, which
         the caller leaves to __divdc3 */
      const double z = wide ? v->c : v->d, L = wide ? v->d : v->c;
      const double n = wide == im ? b : a;
      const double q = wide ? (im ? z * n * L - a : z * n * L + b)
                            : (im ? b - z * n * L : z * n * L + a);
      return fabs (a) <= v->lim && fabs (b) <= v->lim ? q / v->denom : NAN;
    }
  if (wide)
    return (im ? v->c * (b / v->d) - a : v->c * (a / v->d) + b) / v->denom;
  return (im ? b - v->d * (a / v->c) : v->d * (b / v->c) + a) / v->denom;
}

/* the side of c + di scaled by f (1 or RMINSCAL, exact for the divisors planned) */
static nds_cdiv_side nds_cdiv_side_of (double c, double d, double f, int wide)
{
  nds_cdiv_side v = { c * f, d * f, 0, 0, 0 };
  v.ratio = wide ? v.c / v.d : v.d / v.c;
  v.denom = wide ? v.c * v.ratio + v.d : v.d * v.ratio + v.c;
  v.lim = fabs (wide ? v.d : v.c) * 0x1p1000;
  return v;
}

/* the plan of c + di without the check against __divdc3 */
static int cdiv_plan (double c, double d, nds_cdiv_plan *p)
{
  /* zero, Inf, NaN and halved divisors: left to __divdc3 */
  const double big = fabs (c) < fabs (d) ? fabs (d) : fabs (c);
  if (!(isfinite (c) && isfinite (d) && big > 0 && big < CDIV_RBIG))
    return 0;
  p->c = c;
  p->d = d;
  p->wide = fabs (c) < fabs (d);
  p->scale = big < CDIV_RMIN2 ? 1 : big < CDIV_RMAX2 ? 2 : 0;
  p->u = nds_cdiv_side_of (c, d, 1, p->wide);
  p->s = nds_cdiv_side_of (c, d, CDIV_RMINSCAL, p->wide);
  p->tiny = fabs (p->u.ratio) > CDIV_RMIN ? 0 : (p->wide ? c : d) == 0 ? 2 : 1;
  /* (scaling by a power of two leaves the ratio, so both sides take one branch) */
  return !p->tiny == (fabs (p->s.ratio) > CDIV_RMIN);
}

/* one part of the quotient of a + bi over p's divisor, the imaginary one when im,
   where __divdc3 would not recover an infinity (then both parts are NaN): the
   numerator scaled as __divdc3 scales it, selected with no branch */
static inline __attribute__ ((always_inline)) double
cdiv_one (const nds_cdiv_plan *p, int wide, int tiny, int im, double a, double b)
{
  const double fa = fabs (a), fb = fabs (b);
  const int sc = p->scale == 1
                 || (p->scale == 2 && ((fa < CDIV_RMIN && fb < CDIV_RMAX2)
                                       | (fb < CDIV_RMIN && fa < CDIV_RMAX2)));
  /* the side's fields selected one by one (a select of values vectorizes), the
     unscaled numerator kept as it is (a NaN's payload as __divdc3 leaves it) */
  const nds_cdiv_side v = { sc ? p->s.c : p->u.c, sc ? p->s.d : p->u.d,
                            sc ? p->s.ratio : p->u.ratio, sc ? p->s.denom : p->u.denom,
                            sc ? p->s.lim : p->u.lim };
  return cdiv_part (sc ? a * CDIV_RMINSCAL : a, sc ? b * CDIV_RMINSCAL : b, &v, wide,
                    tiny, im);
}

/* the values of a block of cdiv_loop */
enum { CDIV_BLOCK = 256 };

/* y (pairs) = x[i] / p's divisor for i in [lo, hi), x pairs when cx else real (an
   imaginary part +0, as C and std::complex convert a real numerator), wide and tiny
   p's; the nonzero y[i] counted, and *nan the quotients of two NaN parts (which
   __divdc3 may turn into infinities).  The real parts of a block, then its
   imaginary parts, then both stored: a loop of both parts has GCC 12's vectorizer
   fuse a product with a sum and a difference (vfmsubadd, which -ffp-contract=off
   does not stop), rounding once where __divdc3 rounds twice. */
static inline __attribute__ ((always_inline)) int64_t
cdiv_loop (const nds_cdiv_plan *p, int wide, int tiny, const double *x, int cx,
           double *y, int64_t lo, int64_t hi, int64_t *nan)
{
  int64_t nz = 0, bad = 0;
  const nds_cdiv_plan P = *p;      /* (a copy y cannot alias: its loads leave the loop) */
  double re[CDIV_BLOCK], im[CDIV_BLOCK];
  for (int64_t i0 = lo; i0 < hi; i0 += CDIV_BLOCK)
    {
      const int m = (int) (hi - i0 < CDIV_BLOCK ? hi - i0 : CDIV_BLOCK);
      const double *xb = x + (cx ? 2 : 1) * i0;
      double *yb = y + 2 * i0;
      for (int k = 0; k < m; k++)
        re[k] = cdiv_one (&P, wide, tiny, 0, cx ? xb[2 * k] : xb[k], cx ? xb[2 * k + 1] : 0.0);
      for (int k = 0; k < m; k++)
        im[k] = cdiv_one (&P, wide, tiny, 1, cx ? xb[2 * k] : xb[k], cx ? xb[2 * k + 1] : 0.0);
      for (int k = 0; k < m; k++)
        {
          yb[2 * k] = re[k];
          yb[2 * k + 1] = im[k];
          nz += (int64_t) (nds_isnz (re[k]) | nds_isnz (im[k]));
          bad += (int64_t) ((re[k] != re[k]) & (im[k] != im[k]));
        }
    }
  *nan = bad;
  return nz;
}

/* cdiv_loop with wide, tiny and cx constants, in vector registers where the
   processor has wider ones */
NDS_WIDE static int64_t cdiv_range (const nds_cdiv_plan *p, const double *x, int cx,
                                    double *y, int64_t lo, int64_t hi, int64_t *nan)
{
#define CDIV_LOOP(w, t)                                                         \
  return cx ? cdiv_loop (p, w, t, x, 1, y, lo, hi, nan)                         \
            : cdiv_loop (p, w, t, x, 0, y, lo, hi, nan)
  switch (p->tiny)
    {
    case 0: if (p->wide) CDIV_LOOP (1, 0); CDIV_LOOP (0, 0);
    case 1: if (p->wide) CDIV_LOOP (1, 1); CDIV_LOOP (0, 1);
    default: if (p->wide) CDIV_LOOP (1, 2); CDIV_LOOP (0, 2);
    }
#undef CDIV_LOOP
}

int64_t nds_cdiv_range (const nds_cdiv_plan *p, const double *x, int cx, double *y,
                        int64_t lo, int64_t hi)
{
  int64_t nan = 0;
  int64_t nz = cdiv_range (p, x, cx, y, lo, hi, &nan);
  const nds_cplx_t f = nds_cplx (p->c, p->d);
  for (int64_t i = lo; nan > 0 && i < hi; i++)
    if (isnan (y[2 * i]) && isnan (y[2 * i + 1]))
      {
        const nds_cplx_t r = nds_cplx (cx ? x[2 * i] : x[i], cx ? x[2 * i + 1] : 0.0) / f;
        nz += (int64_t) (nds_isnz (__real__ r) | nds_isnz (__imag__ r)) - 1;
        y[2 * i] = __real__ r;
        y[2 * i + 1] = __imag__ r;
        nan--;
      }
  return nz;
}

/* a probe of cdiv_matches_libgcc: a seeded double of a class drawn first: a signed
   zero, Inf or NaN, near 1, anywhere (subnormals too), or near one of __divdc3's
   thresholds */
static double cdiv_probe (uint64_t *r)
{
  static const int near[] = { 0, -52, 970, -1022, 1023, -1074 };
  uint64_t v[3];
  for (int k = 0; k < 3; k++)
    {
      *r ^= *r << 13; *r ^= *r >> 7; *r ^= *r << 17;     /* xorshift64 */
      v[k] = *r;
    }
  const double sign = (v[1] & 1) ? -1.0 : 1.0;
  const int e = v[0] % 8 < 3 ? (int) (v[1] % 9) - 4
              : v[0] % 8 < 5 ? (int) (v[1] % 2098) - 1074
              : near[v[1] % 6] + (int) (v[2] % 5) - 2;
  switch (v[0] % 16)
    {
    case 0: return sign * 0.0;
    case 1: return sign * INFINITY;
    case 2: return NAN;
    default: return ldexp (sign * (1.0 + (double) (v[2] >> 11) * 0x1p-53), e);
    }
}

/* 1 when the plans and cdiv_range (the clone this processor runs) agree bit for bit
   with this libgcc's __divdc3 (C's complex quotient, nds_apply_z and nds_apply_rz)
   on 512 seeded divisors and 32 numerators each, complex and real, of every class
   of cdiv_probe (each scaling, both orders of the parts, tiny ratios, recovered
   infinities), else 0: then every quotient is __divdc3's.  Checked once per process. */
static int cdiv_matches_libgcc (void)
{
  static int state = -1;
  if (state >= 0)
    return state;
  enum { ND = 512, NX = 32 };
  double x[2 * NX], y[2 * NX];
  uint64_t r = 88172645463325252ull;
  int ok = 1;
  for (int k = 0; k < ND; k++)
    {
      const nds_cplx_t f = nds_cplx (cdiv_probe (&r), cdiv_probe (&r));
      for (int i = 0; i < 2 * NX; i++)
        x[i] = cdiv_probe (&r);
      nds_cdiv_plan p;
      if (!cdiv_plan (__real__ f, __imag__ f, &p))
        continue;
      for (int cx = 0; cx < 2; cx++)
        {
          nds_cdiv_range (&p, x, cx, y, 0, NX);
          for (int i = 0; i < NX; i++)
            {
              const nds_cplx_t q = cx ? nds_apply_z (NDS_RDIV, nds_cplx (x[2 * i], x[2 * i + 1]), f)
                                      : nds_apply_rz (NDS_RDIV, x[i], f);
              const double w[2] = { __real__ q, __imag__ q };
              ok &= memcmp (w, &y[2 * i], sizeof w) == 0;
            }
        }
    }
  state = ok;
  return state;
}

int nds_cdiv_plan_make (double c, double d, nds_cdiv_plan *p)
{
  return cdiv_matches_libgcc () && cdiv_plan (c, d, p);
}
