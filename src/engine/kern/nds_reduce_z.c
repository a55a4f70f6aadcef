/* nds_reduce_z.c: reductions of complex values by groups: max and min (with their
   indices), the implicit zeros of a product */
#include <math.h>
#include "nds_kern.h"

/* the argument of (re, im) in (-pi, pi]: -pi (the branch cut's lower side) is pi */
static inline double arg_pi (double re, double im)
{
  const double pi = 3.14159265358979323846, a = atan2 (im, re);
  return a == -pi ? pi : a;
}

/* 1 when (ar, ai) comes after (br, bi) in Octave's order of complex values, by
   modulus and then by argument (oct-cmplx.h); ismax 0: before it */
static inline int z_beats (double ar, double ai, double br, double bi, int ismax)
{
  const double ax = hypot (ar, ai), bx = hypot (br, bi);
  if (ax != bx) return ismax ? ax > bx : ax < bx;
  const double ay = arg_pi (ar, ai), by = arg_pi (br, bi);
  return ismax ? ay > by : ay < by;
}

/* the position (in G's sorted order) of the first max or min of group g's values,
   NaN (a NaN part) skipped; the group's first position when all are NaN */
static inline int64_t group_extreme (const nds_groups *G, const double *x, int64_t g,
                                     int ismax)
{
  int64_t a = G->start[g], b = G->start[g + 1], best = a;
  const double *p = x + 2 * nds_sorted_row (G, a);
  int have = !(isnan (p[0]) || isnan (p[1]));
  for (int64_t t = a + 1; t < b; t++)
    {
      const double *q = x + 2 * nds_sorted_row (G, t);
      if (isnan (q[0]) || isnan (q[1])) continue;
      if (!have || z_beats (q[0], q[1], p[0], p[1], ismax))
        {
          best = t;
          p = q;
          have = 1;
        }
    }
  return best;
}

/* y[g] = the max or min of group g, implicit zeros counted (cnt[g] of nr cells
   stored) */
void nds_extreme_z (const nds_groups *G, const double *x, int ismax, const double *cnt,
                    double nr, double *y)
{
  #pragma omp parallel for schedule(static) if (G->ng > 100000)
  for (int64_t g = 0; g < G->ng; g++)
    {
      const double *p = x + 2 * nds_sorted_row (G, group_extreme (G, x, g, ismax));
      /* a stored value is nonzero, so a zero is below every one but NaN */
      const int zero = cnt[g] < nr && (!ismax || isnan (p[0]) || isnan (p[1]));
      y[2 * g] = zero ? 0 : p[0];
      y[2 * g + 1] = zero ? 0 : p[1];
    }
}

/* y[g], idx[g] = the max or min of group g along dim d of extent nr, implicit zeros
   included, and the 1-based coordinate along d of the first one */
void nds_argext_z (const nds_groups *G, const int64_t *s, const double *x, int64_t d,
                   int64_t nr, int ismax, double *y, double *idx)
{
  const int64_t n = G->n;
  #pragma omp parallel for schedule(static) if (G->ng > 100000)
  for (int64_t g = 0; g < G->ng; g++)
    {
      const int64_t t = group_extreme (G, x, g, ismax);
      const int64_t r = nds_sorted_row (G, t);
      const double *p = x + 2 * r;
      int64_t gap = 1;    /* the first coordinate along d with no entry */
      for (int64_t u = G->start[g]; u < G->start[g + 1]; u++)
        if (s[nds_sorted_row (G, u) + d * n] == gap) gap++;
      const int64_t cnt = G->start[g + 1] - G->start[g];
      const int zero = cnt < nr && (!ismax || isnan (p[0]) || isnan (p[1]));
      /* a NaN extreme (all stored NaN) stands at the first entry, before or after the
         gap; a zero extreme at the gap */
      y[2 * g] = zero ? 0 : p[0];
      y[2 * g + 1] = zero ? 0 : p[1];
      idx[g] = (double) (zero ? gap : s[r + d * n]);
    }
}

/* y[g] *= 0 (C's complex product, so Inf and NaN parts give NaN) for the groups
   with fewer than nr entries: the implicit zeros of a product */
void nds_prod_zeros_z (const double *cnt, double nr, double *y, int64_t ng)
{
  #pragma omp parallel for schedule(static) if (ng > 100000)
  for (int64_t g = 0; g < ng; g++)
    if (cnt[g] < nr)
      {
        double _Complex v = __builtin_complex (y[2 * g], y[2 * g + 1]);
        v *= __builtin_complex (0.0, 0.0);
        y[2 * g] = __real__ v;
        y[2 * g + 1] = __imag__ v;
      }
}
