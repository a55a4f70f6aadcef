/* nds_ewise_gather.c: arithmetic on values, and values of a dense array at sparse
   coordinates, with broadcasting */
#include <math.h>
#include "nds_kern.h"

/* y[i] = x[i] op f[i] for i in [lo, hi), x or f a scalar when nx or nf is 1; the
   nonzero y[i] counted; values of type T (double, or float: the op in double
   rounded to float, which is the op in single arithmetic, as Octave's single
   operators compute it, since a double holds every product, sum and quotient of
   two floats to well past twice float's precision).  Always inline: binop_chunk
   calls it with op a constant, so that each op gets loops with no switch per
   element, which vectorize (with the count by nds_isnz). */
#define NDS_BINOP_RANGE(name, T)                                                    \
  static inline __attribute__ ((always_inline)) int64_t                            \
  name (nds_op op, const T *x, int64_t nx, const T *f, int64_t nf, T *y, int64_t lo, \
        int64_t hi)                                                                \
  {                                                                                \
    int64_t nz = 0;                                                                \
    if (nx == 1)                                                                   \
      for (int64_t i = lo; i < hi; i++)                                            \
        nz += (int64_t) nds_isnz (y[i] = (T) nds_apply (op, x[0], f[i]));          \
    else if (nf == 1)                                                              \
      for (int64_t i = lo; i < hi; i++)                                            \
        nz += (int64_t) nds_isnz (y[i] = (T) nds_apply (op, x[i], f[0]));          \
    else                                                                           \
      for (int64_t i = lo; i < hi; i++)                                            \
        nz += (int64_t) nds_isnz (y[i] = (T) nds_apply (op, x[i], f[i]));          \
    return nz;                                                                     \
  }
NDS_BINOP_RANGE (binop_range, double)
NDS_BINOP_RANGE (binop_range_f, float)

/* writes the complex value r to pair i of y, each part rounded once to y's type;
   1 when either part is nonzero */
#define NDS_PUT_PAIR(y, i, r)                                                        \
  ((y)[2 * (i)] = __real__ (r), (y)[2 * (i) + 1] = __imag__ (r),                    \
   (int64_t) (nds_isnz ((y)[2 * (i)]) | nds_isnz ((y)[2 * (i) + 1])))

/* y[i] = x[i] op f[i] for i in [lo, hi), complex x (pairs) and f complex (fc) or
   real, either a scalar when nx or nf is 1, values of type T (double, or float:
   the op in complex double, each part rounded once to float, as the single path
   rounds); the nonzero y[i] counted.  Always inline, as binop_range.  A real
   scalar f that multiplies or divides scales each part alone (as C's complex
   arithmetic does with a real operand): that loop, over parts, vectorizes. */
#define NDS_BINOP_Z_RANGE(name, T)                                                   \
  static inline __attribute__ ((always_inline)) int64_t                             \
  name (nds_op op, const T *x, int64_t nx, const T *f, int64_t nf, int fc, T *y,     \
        int64_t lo, int64_t hi)                                                     \
  {                                                                                 \
    int64_t nz = 0;                                                                 \
    if (!fc && nf == 1 && nx != 1 && (op == NDS_TIMES || op == NDS_RDIV))           \
      {                                                                             \
        for (int64_t i = lo; i < hi; i++)                                           \
          {                                                                         \
            y[2 * i] = (T) nds_apply (op, x[2 * i], f[0]);                          \
            y[2 * i + 1] = (T) nds_apply (op, x[2 * i + 1], f[0]);                  \
            nz += (int64_t) (nds_isnz (y[2 * i]) | nds_isnz (y[2 * i + 1]));        \
          }                                                                         \
        return nz;                                                                  \
      }                                                                             \
    for (int64_t i = lo; i < hi; i++)                                               \
      {                                                                             \
        const int64_t ix = nx == 1 ? 0 : i, jf = nf == 1 ? 0 : i;                  \
        const nds_cplx_t u = nds_cplx (x[2 * ix], x[2 * ix + 1]);                   \
        const nds_cplx_t r = fc ? nds_apply_z (op, u, nds_cplx (f[2 * jf], f[2 * jf + 1])) \
                                : nds_apply_zr (op, u, f[jf]);                      \
        nz += NDS_PUT_PAIR (y, i, r);                                               \
      }                                                                             \
    return nz;                                                                      \
  }
NDS_BINOP_Z_RANGE (binop_z_range, double)
NDS_BINOP_Z_RANGE (binop_cf_range, float)

/* y[i] = x[i] op f[i] for i in [lo, hi), real x and complex f (pairs), either a
   scalar when nx or nf is 1, into pairs y, values of type T (double, or float: the
   op in complex double, each part rounded once, as binop_z_range rounds); the
   nonzero y[i] counted.  Always inline, as binop_range.  A complex scalar f gets a
   loop of its own, with f's parts loaded once (a product then two multiplies a
   value, which vectorize). */
#define NDS_BINOP_RZ_RANGE(name, T)                                                  \
  static inline __attribute__ ((always_inline)) int64_t                             \
  name (nds_op op, const T *x, int64_t nx, const T *f, int64_t nf, T *y, int64_t lo, \
        int64_t hi)                                                                 \
  {                                                                                 \
    int64_t nz = 0;                                                                 \
    if (nf == 1 && nx != 1)                                                         \
      {                                                                             \
        const nds_cplx_t c = nds_cplx (f[0], f[1]);                                 \
        for (int64_t i = lo; i < hi; i++)                                           \
          {                                                                         \
            const nds_cplx_t r = nds_apply_rz (op, x[i], c);                        \
            nz += NDS_PUT_PAIR (y, i, r);                                           \
          }                                                                         \
        return nz;                                                                  \
      }                                                                             \
    for (int64_t i = lo; i < hi; i++)                                               \
      {                                                                             \
        const int64_t ix = nx == 1 ? 0 : i, jf = nf == 1 ? 0 : i;                  \
        const nds_cplx_t r = nds_apply_rz (op, x[ix], nds_cplx (f[2 * jf], f[2 * jf + 1])); \
        nz += NDS_PUT_PAIR (y, i, r);                                               \
      }                                                                             \
    return nz;                                                                      \
  }
NDS_BINOP_RZ_RANGE (binop_rz_range, double)
NDS_BINOP_RZ_RANGE (binop_rcf_range, float)

/* a binop's operands: y = x op f, values of class vt (x and y pairs when complex,
   f pairs when fc; a real x (vt NDS_DOUBLE or NDS_SINGLE) with fc: y pairs); dv,
   when not NULL,
   the plan of x / f for a complex scalar f */
typedef struct {
  nds_op op;
  nds_vtype vt;
  const void *x, *f;
  int64_t nx, nf;
  int fc;
  void *y;
  const nds_cdiv_plan *dv;
} binop_args;

/* y[i] = x[i] op f[i] for i in [lo, hi) by the range function of a's class, with
   the op (and fc) a constant in each loop; returns the number of nonzero y[i] */
static int64_t binop_chunk (const binop_args *a, int64_t lo, int64_t hi)
{
  if (a->dv)
    return nds_cdiv_range (a->dv, a->x, a->vt == NDS_COMPLEX, a->y, lo, hi);
  int64_t nz = 0;
#define RANGE(o) nz = a->fc ? binop_rz_range (o, a->x, a->nx, a->f, a->nf, a->y, lo, hi) \
                            : binop_range (o, a->x, a->nx, a->f, a->nf, a->y, lo, hi)
#define RANGE_F(o) nz = a->fc ? binop_rcf_range (o, a->x, a->nx, a->f, a->nf, a->y, lo, hi) \
                              : binop_range_f (o, a->x, a->nx, a->f, a->nf, a->y, lo, hi)
#define RANGE_Z(o) nz = a->fc ? binop_z_range (o, a->x, a->nx, a->f, a->nf, 1, a->y, lo, hi) \
                              : binop_z_range (o, a->x, a->nx, a->f, a->nf, 0, a->y, lo, hi)
#define RANGE_CF(o) nz = a->fc ? binop_cf_range (o, a->x, a->nx, a->f, a->nf, 1, a->y, lo, hi) \
                               : binop_cf_range (o, a->x, a->nx, a->f, a->nf, 0, a->y, lo, hi)
  switch (a->vt)
    {
    case NDS_DOUBLE: NDS_OP_SPECIALIZE (a->op, RANGE); break;
    case NDS_SINGLE: NDS_OP_SPECIALIZE (a->op, RANGE_F); break;
    case NDS_COMPLEX: NDS_OP_SPECIALIZE (a->op, RANGE_Z); break;
    case NDS_CSINGLE: NDS_OP_SPECIALIZE (a->op, RANGE_CF); break;
    case NDS_LOGICAL: break;               /* (no nds_binop* takes logical values) */
    }
#undef RANGE
#undef RANGE_F
#undef RANGE_Z
#undef RANGE_CF
  return nz;
}

/* y[i] = x[i] op f[i] for i in [0, n), in equal chunks, one a thread (one thread
   below NDS_SERIAL_NS of work, 0.6-1.1 ns a value (2 * A of 1e5 / 1e6 values), with
   no region: its outlined call costs 10-20 ns, a third of a 100-value op); returns
   the number of nonzero y[i] */
static int64_t binop (const binop_args *a, int64_t n)
{
  const int nt = nds_team_ns (n, 1.1);
  if (nt == 1)
    return binop_chunk (a, 0, n);
  int64_t nz = 0;
  #pragma omp parallel num_threads(nt) reduction(+:nz)
  {
    const int t = nds_thread ();
    nz += binop_chunk (a, nds_blk (n, t, nt), nds_blk (n, t + 1, nt));
  }
  return nz;
}

int64_t nds_binop (nds_op op, const double *x, int64_t nx, const double *f, int64_t nf,
                   double *y, int64_t n)
{
  return binop (&(binop_args) { op, NDS_DOUBLE, x, f, nx, nf, 0, y, NULL }, n);
}

int64_t nds_binop_f (nds_op op, const float *x, int64_t nx, const float *f, int64_t nf,
                     float *y, int64_t n)
{
  return binop (&(binop_args) { op, NDS_SINGLE, x, f, nx, nf, 0, y, NULL }, n);
}

/* the plan of x / f (NULL when there is none): x of n values over a complex scalar
   f, which nds_cdiv_range computes with no call of __divdc3 a value */
static const nds_cdiv_plan *
divisor_plan (nds_op op, int64_t nx, const double *f, int64_t nf, int fc, int64_t n,
              nds_cdiv_plan *P)
{
  return op == NDS_RDIV && fc && nf == 1 && nx == n && nds_cdiv_plan_make (f[0], f[1], P)
         ? P : NULL;
}

int64_t nds_binop_z (nds_op op, const double *x, int64_t nx, const double *f, int64_t nf,
                     int fc, double *y, int64_t n)
{
  nds_cdiv_plan P;
  return binop (&(binop_args) { op, NDS_COMPLEX, x, f, nx, nf, fc, y,
                                divisor_plan (op, nx, f, nf, fc, n, &P) }, n);
}

int64_t nds_binop_rz (nds_op op, const double *x, int64_t nx, const double *f, int64_t nf,
                      double *y, int64_t n)
{
  nds_cdiv_plan P;
  return binop (&(binop_args) { op, NDS_DOUBLE, x, f, nx, nf, 1, y,
                                divisor_plan (op, nx, f, nf, 1, n, &P) }, n);
}

int64_t nds_binop_cf (nds_op op, const float *x, int64_t nx, const float *f, int64_t nf,
                      int fc, float *y, int64_t n)
{
  return binop (&(binop_args) { op, NDS_CSINGLE, x, f, nx, nf, fc, y, NULL }, n);
}

int64_t nds_binop_rcf (nds_op op, const float *x, int64_t nx, const float *f, int64_t nf,
                       float *y, int64_t n)
{
  return binop (&(binop_args) { op, NDS_SINGLE, x, f, nx, nf, 1, y, NULL }, n);
}

/* round (v), halves away from zero, inline: v - trunc (v) is exact, and adding
   copysign (0 or 1, v) keeps -0, NaN and Inf (libm's round is a call per value,
   4x slower here) */
static inline double round_half_away (double v)
{
  const double r = trunc (v);
  return r + copysign ((double) (fabs (v - r) >= 0.5), v);
}

/* f (v) for one value */
static inline double ufun_apply (nds_ufun f, double v)
{
  switch (f)
    {
    case NDS_NEG: return -v;
    case NDS_ABS: return fabs (v);
    case NDS_SIGN: return nds_pick (v > 0, 1, nds_pick (v < 0, -1, v));  /* NaN stays */
    case NDS_ROUND: return round_half_away (v);
    case NDS_FLOOR: return floor (v);
    case NDS_CEIL: return ceil (v);
    case NDS_FIX: return trunc (v);
    }
  return v;
}

/* f (z) for the complex value z = (x[0], x[1]) into the (re, im) pair y: per part,
   or z / abs (z) for NDS_SIGN as Octave's signum (NDS_ABS is nds_cabs); returns
   whether the result is nonzero */
static inline int ufun_apply_z (nds_ufun f, const double *x, double *y)
{
  if (f == NDS_SIGN)
    {
      const double a = hypot (x[0], x[1]);
      y[0] = a != 0 ? x[0] / a : x[0];
      y[1] = a != 0 ? x[1] / a : x[1];
    }
  else
    {
      y[0] = ufun_apply (f, x[0]);
      y[1] = ufun_apply (f, x[1]);
    }
  return nds_isnz (y[0]) || nds_isnz (y[1]);
}

/* y[i] = f (x[i]) for n values of type vt (NDS_DOUBLE, or NDS_COMPLEX: x holds n
   interleaved (re, im) pairs and y n doubles for NDS_ABS, else n pairs); returns the
   number of nonzero y[i] */
int64_t nds_unary (nds_ufun f, nds_vtype vt, const double *x, double *y, int64_t n)
{
  int64_t nz = 0;
  const int nt = nds_team (n, 100000);
  if (vt == NDS_COMPLEX && f == NDS_ABS)
    return nds_cabs (x, y, n);
  if (vt == NDS_COMPLEX)
    {
      #pragma omp parallel for num_threads(nt) schedule(static) reduction(+:nz)
      for (int64_t i = 0; i < n; i++) nz += (int64_t) ufun_apply_z (f, x + 2 * i, y + 2 * i);
      return nz;
    }
  #pragma omp parallel for num_threads(nt) schedule(static) reduction(+:nz)
  for (int64_t i = 0; i < n; i++) nz += (int64_t) nds_isnz (y[i] = ufun_apply (f, x[i]));
  return nz;
}

/* y[i] = f (x[i]) for n single values: each of the functions gives a value a
   single holds exactly, so f in double then rounded is f in single */
int64_t nds_unary_f (nds_ufun f, const float *x, float *y, int64_t n)
{
  int64_t nz = 0;
  const int nt = nds_team (n, 100000);
  if (f == NDS_NEG || f == NDS_ABS)
    {
      /* the two of the streaming rows, in loops that vectorize */
      #pragma omp parallel for num_threads(nt) schedule(static) reduction(+:nz)
      for (int64_t i = 0; i < n; i++)
        nz += (int64_t) ((y[i] = f == NDS_NEG ? -x[i] : fabsf (x[i])) != 0);
      return nz;
    }
  #pragma omp parallel for num_threads(nt) schedule(static) reduction(+:nz)
  for (int64_t i = 0; i < n; i++)
    nz += (int64_t) ((y[i] = (float) ufun_apply (f, x[i])) != 0);
  return nz;
}

/* y[i] = f (x[i]) for n complex single values (interleaved float pairs): NDS_NEG
   each part's sign flipped; NDS_ABS into n floats, hypotf's value (nds_cabs_f);
   the others as nds_unary's complex case in double, each part rounded once */
int64_t nds_unary_cf (nds_ufun f, const float *x, float *y, int64_t n)
{
  int64_t nz = 0;
  const int nt = nds_team (n, 100000);
  if (f == NDS_NEG)
    {
      #pragma omp parallel for num_threads(nt) schedule(static) reduction(+:nz)
      for (int64_t i = 0; i < n; i++)
        {
          y[2 * i] = -x[2 * i];
          y[2 * i + 1] = -x[2 * i + 1];
          nz += (int64_t) (x[2 * i] != 0 || x[2 * i + 1] != 0);
        }
      return nz;
    }
  if (f == NDS_ABS)
    return nds_cabs_f (x, y, n);
  #pragma omp parallel for num_threads(nt) schedule(static) reduction(+:nz)
  for (int64_t i = 0; i < n; i++)
    {
      const double u[2] = { x[2 * i], x[2 * i + 1] };
      double v[2];
      ufun_apply_z (f, u, v);
      y[2 * i] = (float) v[0];
      y[2 * i + 1] = (float) v[1];
      nz += (int64_t) (y[2 * i] != 0 || y[2 * i + 1] != 0);
    }
  return nz;
}

/* y[i] = x[i] op F[(c[i] - 1) * st] for i in [lo, hi) (F[...] alone for NDS_COPY),
   the nonzero y[i] counted: a vector along one dim.  Always inline, for
   NDS_OP_SPECIALIZE, as binop_range. */
static inline __attribute__ ((always_inline)) int64_t
gather_vector (nds_op op, const int64_t *c, int64_t st, const double *F, const double *x,
               double *y, int64_t lo, int64_t hi)
{
  int64_t nz = 0;
  for (int64_t i = lo; i < hi; i++)
    nz += (int64_t) nds_isnz (y[i] = nds_apply (op, op == NDS_COPY ? 0 : x[i],
                                                F[(c[i] - 1) * st]));
  return nz;
}

/* y[i] = x[i] op F(s(i,:)), dims where fsz[d] == 1 broadcast; returns the number of
   nonzero y[i] */
int64_t nds_gather (const int64_t *s, int64_t n, int64_t m, const void *F,
                    const int64_t *fsz, nds_vtype vt, nds_op op, const double *x, void *y)
{
  /* only the dims F is not broadcast along are read */
  int64_t stride[64] = {0}, dim[64] = {0}, na = 0, st = 1;
  int64_t mm = m < 64 ? m : 64;
  for (int64_t d = 0; d < mm; d++)
    {
      if (fsz[d] != 1)
        {
          dim[na] = d;
          stride[na++] = st;
        }
      st *= fsz[d];
    }
  int64_t nz = 0;
  if (na == 1 && vt == NDS_DOUBLE)
    {
      /* a vector along one dim (T .* v): one column read, no loop over dims */
      const int64_t *c = s + dim[0] * n;
      /* 1.3-2.3 ns a value on one thread (T .* w of 1e5 / 1e6 entries) */
      const int nt = nds_team_ns (n, 2.3);
      #pragma omp parallel num_threads(nt) reduction(+:nz)
      {
        const int t = nds_thread ();
        const int64_t lo = nds_blk (n, t, nt), hi = nds_blk (n, t + 1, nt);
#define GATHER_VECTOR(o) nz += gather_vector (o, c, stride[0], F, x, y, lo, hi)
        NDS_OP_SPECIALIZE (op, GATHER_VECTOR);
#undef GATHER_VECTOR
      }
      return nz;
    }
  #pragma omp parallel for schedule(static) reduction(+:nz) if (n > 100000)
  for (int64_t i = 0; i < n; i++)
    {
      int64_t lin = 0;
      for (int64_t a = 0; a < na; a++) lin += (s[i + dim[a] * n] - 1) * stride[a];
      switch (vt)
        {
        case NDS_LOGICAL:
          nz += (((unsigned char *) y)[i] = ((const unsigned char *) F)[lin]) != 0;
          break;
        case NDS_COMPLEX:             /* (copied only: the gateway gives no op) */
          {
            const double re = ((const double *) F)[2 * lin], im = ((const double *) F)[2 * lin + 1];
            ((double *) y)[2 * i] = re;
            ((double *) y)[2 * i + 1] = im;
            nz += re != 0 || im != 0;
          }
          break;
        case NDS_CSINGLE:             /* (copied only, as complex) */
          {
            const float re = ((const float *) F)[2 * lin], im = ((const float *) F)[2 * lin + 1];
            ((float *) y)[2 * i] = re;
            ((float *) y)[2 * i + 1] = im;
            nz += re != 0 || im != 0;
          }
          break;
        case NDS_SINGLE:              /* (copied only, as complex) */
          nz += (((float *) y)[i] = ((const float *) F)[lin]) != 0;
          break;
        case NDS_DOUBLE:
          nz += (((double *) y)[i] = nds_apply (op, op == NDS_COPY ? 0 : x[i],
                                                ((const double *) F)[lin])) != 0;
          break;
        }
    }
  return nz;
}

/* whether 0 op f[i] is zero for every i (NaN compares unequal to zero), in blocks
   whose test vectorizes, stopping at the first block with a nonzero.  Always
   inline, for NDS_OP_SPECIALIZE */
static inline __attribute__ ((always_inline)) int
op_vanishes (nds_op op, const double *f, int64_t n)
{
  for (int64_t lo = 0; lo < n; lo += 1024)
    {
      const int64_t hi = n - lo < 1024 ? n : lo + 1024;
      int bad = 0;
      for (int64_t i = lo; i < hi; i++)
        bad |= nds_apply (op, 0, f[i]) != 0;
      if (bad)
        return 0;
    }
  return 1;
}

int nds_op_vanishes (nds_op op, const double *f, int64_t n)
{
  int r = 0;
#define OP_VANISHES(o) r = op_vanishes (o, f, n)
  NDS_OP_SPECIALIZE (op, OP_VANISHES);
#undef OP_VANISHES
  return r;
}
