/* nds_zorder.h: Octave's order of complex values, shared by the reductions by
   groups (nds_reduce_z.c) and along a mode (nds_mode_reduce.c) */
#ifndef NDS_ZORDER_H
#define NDS_ZORDER_H
#include <math.h>

/* the squared modulus of (re, im) in double, when no square overflows and the sum
   does not underflow (then within 2 double ulps of the exact one; float parts square
   exactly), else -1 */
static inline double quick_sq (double re, double im)
{
  const double q = re * re + im * im;
  return q > 0x1p-960 && q < 0x1p960 ? q : -1;
}

/* Octave's order of complex values of type T (oct-cmplx.h, std::complex<T>'s
   operators), by modulus and then by argument in (-pi, pi], each computed in T
   (ABS and ARG: hypot and atan2 of T): arg_pi<sfx> is the argument with -pi (the
   branch cut's lower side) read as pi, z_beats<sfx> 1 when (ar, ai) comes after
   (br, bi) (ismax 0: before it); z_after<sfx> the same for q and p given their
   quick_sq qq and qp: the squared moduli decide where they differ by more than
   their rounding and ABS's (MARGIN), as the moduli Octave compares then differ the
   same way, and z_beats<sfx> the rest (near ties, overflowing or underflowing
   squares) */
#define NDS_Z_ORDER(sfx, T, ABS, ARG, MARGIN)                                        \
  static inline T arg_pi##sfx (T re, T im)                                          \
  {                                                                                 \
    const T pi = (T) 3.14159265358979323846, a = ARG (im, re);                      \
    return a == -pi ? pi : a;                                                       \
  }                                                                                 \
  static inline int z_beats##sfx (T ar, T ai, T br, T bi, int ismax)                \
  {                                                                                 \
    const T ax = ABS (ar, ai), bx = ABS (br, bi);                                   \
    if (ax != bx) return ismax ? ax > bx : ax < bx;                                 \
    const T ay = arg_pi##sfx (ar, ai), by = arg_pi##sfx (br, bi);                   \
    return ismax ? ay > by : ay < by;                                               \
  }                                                                                 \
  static inline int z_after##sfx (const T *q, double qq, const T *p, double qp,     \
                                  int ismax)                                        \
  {                                                                                 \
    if (qq >= 0 && qp >= 0 && qq > qp * (1 + MARGIN)) return ismax;                 \
    if (qq >= 0 && qp >= 0 && qp > qq * (1 + MARGIN)) return !ismax;                \
    return z_beats##sfx (q[0], q[1], p[0], p[1], ismax);                            \
  }
NDS_Z_ORDER (, double, hypot, atan2, 0x1p-40)
NDS_Z_ORDER (_f, float, hypotf, atan2f, 0x1p-18)
#undef NDS_Z_ORDER

#endif
