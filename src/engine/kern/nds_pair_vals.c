/* nds_pair_vals.c: the comparisons, logical operators, max and min of two real
   values aligned by a merge (nds_merge_emit) */
#include <math.h>
#include "nds_kern.h"

/* u op v for nds_vals_logic's op */
static inline __attribute__ ((always_inline)) int
logic_holds (nds_lop op, double u, double v)
{
  switch (op)
    {
    case NDS_LT: return u < v;
    case NDS_LE: return u <= v;
    case NDS_GT: return u > v;
    case NDS_GE: return u >= v;
    case NDS_EQ: return u == v;
    case NDS_NE: return u != v;
    case NDS_AND: return u != 0 && v != 0;
    case NDS_OR: return u != 0 || v != 0;
    case NDS_XOR: return (u != 0) != (v != 0);
    }
  return 0;
}

/* y[i] = xa[i] op xb[i]: an always-inline loop per constant op */
static inline __attribute__ ((always_inline)) int64_t
logic_loop (nds_lop op, const double *xa, const double *xb, int64_t n, unsigned char *y)
{
  int64_t nz = 0;
  for (int64_t i = 0; i < n; i++)
    nz += (y[i] = (unsigned char) logic_holds (op, xa[i], xb[i]));
  return nz;
}

/* y[i] = xa[i] op xb[i] (1 or 0) for n aligned values; the number true */
int64_t nds_vals_logic (nds_lop op, const double *xa, const double *xb, int64_t n,
                        unsigned char *y)
{
  switch (op)
    {
    case NDS_LT: return logic_loop (NDS_LT, xa, xb, n, y);
    case NDS_LE: return logic_loop (NDS_LE, xa, xb, n, y);
    case NDS_GT: return logic_loop (NDS_GT, xa, xb, n, y);
    case NDS_GE: return logic_loop (NDS_GE, xa, xb, n, y);
    case NDS_EQ: return logic_loop (NDS_EQ, xa, xb, n, y);
    case NDS_NE: return logic_loop (NDS_NE, xa, xb, n, y);
    case NDS_AND: return logic_loop (NDS_AND, xa, xb, n, y);
    case NDS_OR: return logic_loop (NDS_OR, xa, xb, n, y);
    case NDS_XOR: return logic_loop (NDS_XOR, xa, xb, n, y);
    }
  return 0;
}

/* the max (min) of xa[i] and xb[i], Octave's (a NaN loses to a number), keep[i]
   whether it is nonzero, and the nonzero ones at the front of y, in order */
int64_t nds_vals_extremum (int ismax, const double *xa, const double *xb, int64_t n,
                           double *y, unsigned char *keep)
{
  int64_t nz = 0;
  for (int64_t i = 0; i < n; i++)
    {
      const double u = xa[i], v = xb[i];
      const double e = isnan (v) ? u : ismax ? (u >= v ? u : v) : (u <= v ? u : v);
      keep[i] = e != 0;
      y[nz] = e;            /* written always, kept when nonzero: no branch on keep */
      nz += keep[i];
    }
  return nz;
}
