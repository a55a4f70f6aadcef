/* nds_pair_vals.c: the comparisons, logical operators, max and min of two real
   values aligned by a merge (nds_merge_emit) or of values and a scalar, and the
   rows of the entries they keep */
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

/* y[i] = xa[i] op xb[i * sb] (sb 1, or 0 for a scalar xb); the number true */
static inline __attribute__ ((always_inline)) int64_t
logic_loop (nds_lop op, const double *xa, const double *xb, int64_t sb, int64_t n,
            unsigned char *y)
{
  int64_t nz = 0;
  for (int64_t i = 0; i < n; i++)
    nz += (y[i] = (unsigned char) logic_holds (op, xa[i], xb[i * sb]));
  return nz;
}

/* logic_loop with op a constant in each branch: one always-inline loop per op (and
   per constant sb of its caller) */
static inline __attribute__ ((always_inline)) int64_t
logic_ops (nds_lop op, const double *xa, const double *xb, int64_t sb, int64_t n,
           unsigned char *y)
{
  switch (op)
    {
    case NDS_LT: return logic_loop (NDS_LT, xa, xb, sb, n, y);
    case NDS_LE: return logic_loop (NDS_LE, xa, xb, sb, n, y);
    case NDS_GT: return logic_loop (NDS_GT, xa, xb, sb, n, y);
    case NDS_GE: return logic_loop (NDS_GE, xa, xb, sb, n, y);
    case NDS_EQ: return logic_loop (NDS_EQ, xa, xb, sb, n, y);
    case NDS_NE: return logic_loop (NDS_NE, xa, xb, sb, n, y);
    case NDS_AND: return logic_loop (NDS_AND, xa, xb, sb, n, y);
    case NDS_OR: return logic_loop (NDS_OR, xa, xb, sb, n, y);
    case NDS_XOR: return logic_loop (NDS_XOR, xa, xb, sb, n, y);
    }
  return 0;
}

/* y[i] = xa[i] op xb[i] (1 or 0) for n aligned values; the number true */
int64_t nds_vals_logic (nds_lop op, const double *xa, const double *xb, int64_t n,
                        unsigned char *y)
{
  return logic_ops (op, xa, xb, 1, n, y);
}

/* y[i] = x[i] op c (1 or 0) for n values; the number true */
int64_t nds_vals_logic_scalar (nds_lop op, const double *x, int64_t n, double c,
                               unsigned char *y)
{
  return logic_ops (op, x, &c, 0, n, y);
}

/* idx[k] = i for each i where x[i] op c holds, in order: i written at every step,
   kept by counting it, no branch on a test that holds at random */
static inline __attribute__ ((always_inline)) int64_t
pick_loop (nds_lop op, const double *x, int64_t n, double c, int64_t *idx)
{
  int64_t k = 0;
  for (int64_t i = 0; i < n; i++)
    {
      idx[k] = i;
      k += logic_holds (op, x[i], c);
    }
  return k;
}

/* idx[k] = i for each i where x[i] op c holds (idx room for n); their number */
int64_t nds_vals_pick_scalar (nds_lop op, const double *x, int64_t n, double c, int64_t *idx)
{
  switch (op)
    {
    case NDS_LT: return pick_loop (NDS_LT, x, n, c, idx);
    case NDS_LE: return pick_loop (NDS_LE, x, n, c, idx);
    case NDS_GT: return pick_loop (NDS_GT, x, n, c, idx);
    case NDS_GE: return pick_loop (NDS_GE, x, n, c, idx);
    case NDS_EQ: return pick_loop (NDS_EQ, x, n, c, idx);
    case NDS_NE: return pick_loop (NDS_NE, x, n, c, idx);
    case NDS_AND: return pick_loop (NDS_AND, x, n, c, idx);
    case NDS_OR: return pick_loop (NDS_OR, x, n, c, idx);
    case NDS_XOR: return pick_loop (NDS_XOR, x, n, c, idx);
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

/* o (nz rows, m columns) = the rows i of s (n rows) where keep[i] is 1 */
void nds_rows_keep (const int64_t *s, int64_t n, int64_t m, const unsigned char *keep,
                    int64_t nz, int64_t *o)
{
  /* an eighth or fewer kept (T > c for a c above most values): a branch per row,
     seldom taken, and the kept rows alone written */
  if (nz <= n / 8)
    {
      for (int64_t i = 0, k = 0; k < nz; i++)
        if (keep[i])
          {
            for (int64_t d = 0; d < m; d++) o[d * nz + k] = s[d * n + i];
            k++;
          }
      return;
    }
  /* else every row written, the next write over it unless kept: no branch on keep,
     whose ones fall at random (a mispredicted branch per row took most of T < U);
     the last column's writes past nz go to a spare slot */
  int64_t spare;
  for (int64_t d = 0; d < m; d++)
    {
      int64_t *od = o + d * nz;
      for (int64_t i = 0, k = 0; i < n; i++)
        {
          *(k < nz ? od + k : &spare) = s[d * n + i];
          k += keep[i];
        }
    }
  (void) spare;
}
