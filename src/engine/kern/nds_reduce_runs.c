/* nds_reduce_runs.c: sum, max, min, any and all along dim 1 by the runs of sorted
   entries (a run: the rows equal in dims 2..m, one column of sz[0] cells) */
#include <math.h>
#include <string.h>
#include "nds_kern.h"
#include "nds_zorder.h"

/* the sum of x[i..e-1], the run of rows from i whose coordinate c1 is c1[i]; *end = e.
   Its own function, not inlined, so that the sum stays in a register (inlined in the
   caller's loop it went through the stack: 4x slower) */
static __attribute__ ((noinline)) double
column_run_sum (const int64_t *c1, const double *x, int64_t i, int64_t n, int64_t *end)
{
  const int64_t col = c1[i];
  double a = x[i];
  int64_t e = i + 1;
  for (; e < n && c1[e] == col; e++)
    a += x[e];
  *end = e;
  return a;
}

/* the sum of x[i..e-1] in order (not inlined: see column_run_sum) */
static __attribute__ ((noinline)) double range_sum (const double *x, int64_t i, int64_t e)
{
  double a = x[i];
  for (int64_t r = i + 1; r < e; r++)
    a += x[r];
  return a;
}

/* one thread's time a value of ptr_sums (ns), for the team's choice: 0.48 at 1e6
   values in 1e4 columns (0.7 at 1e5, where the columns' ends count) */
#define SUM_NS 0.5
/* the columns whose in-order sums ptr_sums interleaves */
#define SUM_LANES 8

/* a[k] = the sum of x[p[k] .. p[k+1]-1] in order for k < SUM_LANES (adjacent columns
   by their pointers), from -0, the sum's identity (-0 + v is v, bit for bit): the
   chains interleaved, an add's latency hiding the others', first while all last,
   then the longer ones' tails with a finished column adding *nz (-0; a pointer the
   compiler cannot see through, else it makes the select a branch that mispredicts
   at each column's end as range_sum's loop does).  Not inlined, nor cloned with nz
   known (see column_run_sum) */
static __attribute__ ((noipa)) void range_sums (const double *x, const int64_t *p,
                                                const double *nz, double *a)
{
  const double *q[SUM_LANES];
  int64_t l[SUM_LANES], lo = INT64_MAX, hi = 0;
  double s[SUM_LANES];
  for (int k = 0; k < SUM_LANES; k++)
    {
      q[k] = x + p[k];
      l[k] = p[k + 1] - p[k];
      s[k] = -0.0;
      lo = l[k] < lo ? l[k] : lo;
      hi = l[k] > hi ? l[k] : hi;
    }
  int64_t t = 0;
  for (; t < lo; t++)
    for (int k = 0; k < SUM_LANES; k++)
      s[k] += q[k][t];
  for (; t < hi; t++)
    for (int k = 0; k < SUM_LANES; k++)
      s[k] += *(t < l[k] ? q[k] + t : nz);
  memcpy (a, s, sizeof s);
}

/* the nonzero sums of the columns j0..j1-1 of x by their pointers ptr, each in order,
   into (first, y) from index o on (first: the column, 0-based); the index past the
   last.  Without a branch on the sum: a zero's slot is written and taken again.  The
   results before column j number at most min (ptr[j] - ptr[0], j) (o, the block's
   start, at most that for j0), so that a slot written for a column before the last
   nonempty one lies below the bound of column j1: inside the results and clear of
   the next block's (hence the trailing empty columns left out) */
static int64_t ptr_sums (const double *x, const int64_t *ptr, int64_t j0, int64_t j1,
                         int64_t *first, double *y, int64_t o)
{
  while (j1 > j0 && ptr[j1 - 1] == ptr[j1])
    j1--;
  double a[SUM_LANES];
  const double nz = -0.0;
  int64_t j = j0;
  for (; j + SUM_LANES <= j1; j += SUM_LANES)
    {
      range_sums (x, ptr + j, &nz, a);
      for (int k = 0; k < SUM_LANES; k++)
        {
          first[o] = j + k;
          y[o] = a[k];
          o += a[k] != 0;
        }
    }
  for (; j < j1; j++)
    if (ptr[j] < ptr[j + 1])
      {
        const double s = range_sum (x, ptr[j], ptr[j + 1]);
        first[o] = j;
        y[o] = s;
        o += s != 0;
      }
  return o;
}

/* the nb blocks' results (first, y; ys bytes a value), block b's at ob[b] .. eb[b]-1
   (ob[0] = 0), moved together in order; their count */
static int64_t pack_blocks (int64_t *first, void *y, size_t ys, const int64_t *ob,
                            const int64_t *eb, int nb)
{
  int64_t c = eb[0];
  for (int b = 1; b < nb; b++)
    {
      const size_t k = (size_t) (eb[b] - ob[b]);
      if (c != ob[b])
        {
          memmove (first + c, first + ob[b], k * sizeof *first);
          memmove ((char *) y + (size_t) c * ys, (char *) y + (size_t) ob[b] * ys, k * ys);
        }
      c += eb[b] - ob[b];
    }
  return c;
}

/* nds_ptr_reduce's sums of a double matrix's nc columns by their pointers ptr: a
   thread's share of the entries each (a block of whole columns, its results from
   the bound of its first column on) where the n entries pay for a team, the
   blocks' results moved together after */
static void ptr_sums_team (const double *x, const int64_t *ptr, int64_t nc,
                           int64_t *first, double *y, int64_t *cnt)
{
  const int64_t n = ptr[nc] - ptr[0];
  const int nt = nds_team_ns (n, SUM_NS);
  if (nt < 2)
    {
      *cnt = ptr_sums (x, ptr, 0, nc, first, y, 0);
      return;
    }
  int64_t jb[NDS_NBLK + 1], ob[NDS_NBLK + 1], eb[NDS_NBLK] = { 0 };
  const int nb = nt < NDS_NBLK ? nt : NDS_NBLK;
  /* block b: the columns from the one holding entry ptr[0] + n b / nb */
  for (int b = 0; b <= nb; b++)
    {
      const int64_t want = ptr[0] + nds_blk (n, b, nb);
      int64_t lo = 0, hi = nc;
      while (lo < hi)
        {
          const int64_t mid = lo + (hi - lo) / 2;
          if (ptr[mid] < want) lo = mid + 1; else hi = mid;
        }
      jb[b] = b == nb ? nc : lo;
      ob[b] = ptr[jb[b]] - ptr[0] < jb[b] ? ptr[jb[b]] - ptr[0] : jb[b];
    }
  #pragma omp parallel for schedule(static, 1) num_threads(nt)
  for (int b = 0; b < nb; b++)
    eb[b] = ptr_sums (x, ptr, jb[b], jb[b + 1], first, y, ob[b]);
  *cnt = pack_blocks (first, y, sizeof *y, ob, eb, nb);
}

/* the end of the run from row i of sp (n rows, m dims): the first row past i that
   differs from row i in dims 2..m */
static inline int64_t run_end (const int64_t *sp, int64_t n, int64_t m, int64_t i)
{
  int64_t e = i + 1;
  while (e < n && !nds_row_starts (sp, n, m, 1, e))
    e++;
  return e;
}

/* the entries of a runs_pack array */
#define PACK_SH (NDS_PACK_DIMS + 2)

/* the shifts that pack row i's coordinates in dims 2..m into one key
   (nds_pack_shifts of those dims), sh[d] dim d's (0 for dim 2) and sh[m] the key's
   width; 1 when the key fits 63 bits (its complement then marks it, as
   run_extremes_z marks), else 0 (a run is then known by the row that heads it) */
static int runs_pack (const nds_store *S, int sh[PACK_SH])
{
  return nds_pack_shifts (S->sz + 1, S->m - 1, sh + 1) && sh[S->m] <= 63;
}

/* row i's key: its coordinates in dims 2..m packed by sh (runs_pack) */
static inline __attribute__ ((always_inline)) int64_t
run_key (const int64_t *sp, int64_t n, int64_t m, const int *sh, int64_t i)
{
  return (int64_t) nds_packed_key (sp + n, n, i, m - 1, sh + 1);
}

/* value r of x of type vt (double, single or logical), as a double (exact) */
static inline double value_at (const void *x, nds_vtype vt, int64_t r)
{
  if (vt == NDS_SINGLE)
    return ((const float *) x)[r];
  if (vt == NDS_LOGICAL)
    return ((const unsigned char *) x)[r];
  return ((const double *) x)[r];
}

/* whether value r of x of type vt (any class; complex ones pairs) has a NaN part */
static inline int nan_at (const void *x, nds_vtype vt, int64_t r)
{
  if (vt == NDS_COMPLEX)
    return isnan (((const double *) x)[2 * r]) || isnan (((const double *) x)[2 * r + 1]);
  if (vt == NDS_CSINGLE)
    return isnan (((const float *) x)[2 * r]) || isnan (((const float *) x)[2 * r + 1]);
  return isnan (value_at (x, vt, r));
}

/* 1 when every value of rows i..e-1 of x (type vt, any class) is NaN or has a NaN
   part */
static int all_nan (const void *x, nds_vtype vt, int64_t i, int64_t e)
{
  for (int64_t r = i; r < e; r++)
    if (!nan_at (x, vt, r))
      return 0;
  return 1;
}

/* fun over the run of rows i..e-1 (one column of L cells, e - i of them stored), the
   values x of type vt (double, single or logical; complex or complex single for any
   and all, which read no value but its NaN; a single's sum is not this one's: it
   adds in single) */
static double run_reduce (const void *x, nds_vtype vt, nds_first_fun fun, int64_t i,
                          int64_t e, int64_t L)
{
  double a = 0;
  switch (fun)
    {
    case NDS_FIRST_SUM:
      for (int64_t r = i; r < e; r++)
        a += value_at (x, vt, r);
      break;
    case NDS_FIRST_MAX:
    case NDS_FIRST_MIN:
      {
        /* NaN ignored unless every element is NaN; the implicit zeros count */
        int any = e - i < L;
        for (int64_t r = i; r < e; r++)
          {
            const double v = value_at (x, vt, r);
            if (isnan (v))
              continue;
            if (! any || (fun == NDS_FIRST_MAX ? v > a : v < a))
              a = v;
            any = 1;
          }
        if (! any)
          a = NAN;
        break;
      }
    case NDS_FIRST_ANY:
      /* any skips NaN (any (NaN) is false); the stored values are nonzero */
      for (int64_t r = i; r < e && a == 0; r++)
        a = ! nan_at (x, vt, r);
      break;
    case NDS_FIRST_ALL:
      a = e - i == L;
      break;
    }
  return a;
}

/* NDS_OK when S's values and fun are the runs' (double or logical, or single but
   for a sum, or complex or complex single but for a sum), else NDS_EARG */
static int runs_class (const nds_store *S, nds_first_fun fun)
{
  switch (S->vt)
    {
    case NDS_DOUBLE: case NDS_LOGICAL: return NDS_OK;
    case NDS_SINGLE: return fun == NDS_FIRST_SUM ? NDS_EARG : NDS_OK;
    case NDS_COMPLEX: case NDS_CSINGLE:
      return fun == NDS_FIRST_SUM ? NDS_EARG : NDS_OK;
    }
  return NDS_EARG;
}

/* result c of y (float for single values S, else double) = a */
static inline void put_result (const nds_store *S, void *y, int64_t c, double a)
{
  if (S->vt == NDS_SINGLE)
    ((float *) y)[c] = (float) a;
  else
    ((double *) y)[c] = a;
}

/* fun (max or min) over the run of rows i..e-1 of S's complex (or complex single)
   values into pair c of y unless y is NULL; 1 when it is nonzero (NaN included) */
static int run_complex (const nds_store *S, nds_first_fun fun, int64_t i, int64_t e,
                        void *y, int64_t c)
{
  const int ismax = fun == NDS_FIRST_MAX;
  if (S->vt == NDS_CSINGLE)
    {
      float z[2];
      nds_run_extreme_cf (S->x, S->s, S->nnz, 1, S->sz, i, e, ismax, z);
      if (y) memcpy ((float *) y + 2 * c, z, sizeof z);
      return z[0] != 0 || z[1] != 0;
    }
  double z[2];
  nds_run_extreme_z (S->x, S->s, S->nnz, 1, S->sz, i, e, ismax, z);
  if (y) memcpy ((double *) y + 2 * c, z, sizeof z);
  return z[0] != 0 || z[1] != 0;
}

/* one thread's time a row of run_extremes (ns), for the team's choice: 3.1-3.3 for
   1e7 rows of 10000x10000x1000 (runs of a row or two) by their keys, double or
   single, loaded (5.0-6.0 by compares of the rows, with a running NaN flag) */
#define EXT_NS 3.5
/* the same of complex values (run_extremes_z): about 11 (1e7 rows as above, one
   thread, its share of perf's samples against the heads' gather, loaded) */
#define EXT_Z_NS 11.0

/* row i of a branchless scan of runs from row lo: 1 when it heads a run (the
   output moves past the run before when that one's result was nonzero, nz) and
   the run's length so far; opaque to GCC, which else branches on it.  With sh
   (runs_pack), a run starts where the key changes (*key: the row before's, kept
   in a register, -1 before lo), where the compare of two rows loaded the row
   before's coordinates again; *id is what the results are known by: the key with
   sh (nds_runs_heads unpacks it, the subscripts not read again), else the run's
   head row */
static inline __attribute__ ((always_inline)) int
run_step (const int64_t *sp, int64_t n, int64_t m, const int *sh, int64_t lo, int64_t i,
          int nz, int64_t *key, int64_t *c, int64_t *len, int64_t *id)
{
  int fresh;
  if (sh)
    {
      const int64_t k = run_key (sp, n, m, sh, i);
      fresh = k != *key;
      *key = k;
    }
  else
    fresh = i == lo || nds_row_starts (sp, n, m, 1, i);
  __asm__ ("" : "+r" (fresh));
  *c += fresh & nz;
  *len = *len * !fresh + 1;
  *id = sh ? *key : i + 1 - *len;
  return fresh;
}

/* the max (ismax) or min of each run of rows lo..hi-1 of sp (n rows, m dims; lo heads
   a run, hi ends one), values x of type T (vt), kept in T (max and min are exact; a
   float's chain has no conversion), with the implicit zeros of a column of L cells,
   by Octave's rule: NaN skipped unless all are.  The running extreme starts from
   -Inf for a max (Inf for a min), and v > acc ? v : acc keeps acc over a NaN v; a
   run of NaN so far thus holds -Inf, whose max with a zero is the zero.  The
   nonzero results into (first: the run's key by sh, or its head row without, as
   run_step's id; y) from index o on; the index past the last.  No branch on the
   values or on where the runs end (most end after a row or two, at random): every
   row rewrites its run's slot, and a new run moves past the one before when that
   one's result is nonzero (the extreme's sign tells); the chain from row to row is
   a select and a max (or min).  The one branch is on whether the run fills its
   column, which a sparse one seldom does, and only there does a NaN count (a run of
   NaN alone gives NaN, all_nan looks back over it): it took two selects (1e7 rows of
   10000x10000x1000, one thread, loaded: double 42-43 -> 35-36 ms, single 43-45 ->
   34-35 ms), and a running NaN flag, 4 of the row's 50 instructions, 15% (the same
   rows by their keys: 49 -> 42 ms double, 49 -> 44 single, loaded).
   Always inline: its callers give ismax and m as constants, so that each class,
   fun and common rank gets its own loop */
#define NDS_RUN_EXTREMES(name, T, vt, PICK)                                         \
  static inline __attribute__ ((always_inline)) int64_t                           \
  name (const int64_t *sp, int64_t n, int64_t m, const int *sh, const T *x,       \
        int ismax, int64_t L, int64_t lo, int64_t hi, int64_t *first, T *y,         \
        int64_t o)                                                                \
  {                                                                               \
    const T far = ismax ? -INFINITY : INFINITY;                                   \
    int64_t c = o, len = 0, key = -1, id;                                         \
    int nz = 0;                                                                   \
    T acc = far;                                                                  \
    for (int64_t i = lo; i < hi; i++)                                             \
      {                                                                           \
        const int fresh = run_step (sp, n, m, sh, lo, i, nz, &key, &c, &len, &id); \
        const T v = x[i], a = PICK (fresh, far, acc);                             \
        acc = ismax ? (v > a ? v : a) : (v < a ? v : a);                          \
        T r;                                                                      \
        if (__builtin_expect (len < L, 1))                                        \
          {                                                                       \
            r = ismax ? (acc > 0 ? acc : 0) : (acc < 0 ? acc : 0);                \
            nz = ismax ? acc > 0 : acc < 0;                                       \
          }                                                                       \
        else                                                                      \
          {                                                                       \
            r = all_nan (x, vt, i + 1 - len, i + 1) ? v : acc;                    \
            nz = r != 0;                                                          \
          }                                                                       \
        first[c] = id;                                                            \
        y[c] = r;                                                                 \
      }                                                                           \
    return c + nz;                                                                \
  }
NDS_RUN_EXTREMES (run_extremes_d, double, NDS_DOUBLE, nds_pick)
NDS_RUN_EXTREMES (run_extremes_f, float, NDS_SINGLE, nds_pick_f)
#undef NDS_RUN_EXTREMES

/* the head of the run whose key (by sh) is key, the first run from row *at on that
   has it (*at: a run's head, left at the one found; the marked runs come in order,
   so their search walks the block's runs once) */
static int64_t key_head (const int64_t *sp, int64_t n, int64_t m, const int *sh,
                         int64_t *at, int64_t key)
{
  while (run_key (sp, n, m, sh, *at) != key)
    *at = run_end (sp, n, m, *at);
  return *at;
}

/* run_extremes of complex values (pairs of T), Octave's order (nds_zorder.h): with no
   branch on the values or the runs' ends, as run_extremes_d, each run's best so far
   by its squared modulus; a run holding a NaN part, a square out of quick_sq's range
   or two squares within MARGIN of each other (where the moduli, then the arguments,
   decide) is marked (the complement of its id in first, run_step's) and given,
   after the rows, by nds_run_extreme_z (or _cf) from its head (key_head finds it
   by its key), then left out if zero.  A max's run is never zero
   unmarked (a stored value is nonzero), a min's is zero while the run is shorter
   than its column.  Always inline, as run_extremes_d: a constant rank m makes the
   heads' test a fixed compare */
#define NDS_RUN_EXTREMES_Z(name, T, PICK, MARGIN, EXTREME)                           \
  static inline __attribute__ ((always_inline)) int64_t                           \
  name (const int64_t *sp, int64_t n, int64_t m, const int *sh, const int64_t *sz, \
        const T *x, int ismax, int64_t lo, int64_t hi, int64_t *first, T *y,        \
        int64_t o)                                                                \
  {                                                                               \
    const int64_t L = sz[0];                                                      \
    int64_t c = o, len = 0, key = -1, id;                                         \
    int nz = 0, odd = 0, any_odd = 0;                                             \
    double bq = 0;                                                                \
    T br = 0, bi = 0;                                                             \
    for (int64_t i = lo; i < hi; i++)                                             \
      {                                                                           \
        const int fresh = run_step (sp, n, m, sh, lo, i, nz, &key, &c, &len, &id); \
        const T re = x[2 * i], im = x[2 * i + 1];                                 \
        const double q = quick_sq (re, im);                                       \
        const int above = q > bq * (1 + MARGIN), below = bq > q * (1 + MARGIN);   \
        const int take = fresh | (ismax ? above : below);                         \
        odd = (odd & !fresh) | (q < 0) | (!fresh & !above & !below);              \
        br = PICK (take, re, br);                                                 \
        bi = PICK (take, im, bi);                                                 \
        bq = nds_pick (take, q, bq);                                              \
        const int zero = !ismax & (len < L), mark = odd & !zero;                  \
        const T rr = PICK (zero, 0, br), ri = PICK (zero, 0, bi);                 \
        first[c] = id ^ -(int64_t) mark;                                          \
        y[2 * c] = rr;                                                            \
        y[2 * c + 1] = ri;                                                        \
        nz = (rr != 0) | (ri != 0) | mark;                                        \
        any_odd |= mark;                                                          \
      }                                                                           \
    c += nz;                                                                      \
    if (!any_odd) return c;                                                       \
    int64_t w = o, at = lo;                                                       \
    for (int64_t t = o; t < c; t++)                                               \
      {                                                                           \
        int64_t h = first[t];                                                     \
        T z[2] = { y[2 * t], y[2 * t + 1] };                                      \
        if (h < 0)                                                                \
          {                                                                       \
            h = ~h;                                                               \
            const int64_t i = sh ? key_head (sp, n, m, sh, &at, h) : h;           \
            EXTREME (x, sp, n, 1, sz, i, run_end (sp, n, m, i), ismax, z);        \
            if (z[0] == 0 && z[1] == 0) continue;                                 \
          }                                                                       \
        first[w] = h;                                                             \
        y[2 * w] = z[0];                                                          \
        y[2 * w + 1] = z[1];                                                      \
        w++;                                                                      \
      }                                                                           \
    return w;                                                                     \
  }
NDS_RUN_EXTREMES_Z (run_extremes_z, double, nds_pick, 0x1p-40, nds_run_extreme_z)
NDS_RUN_EXTREMES_Z (run_extremes_cf, float, nds_pick_f, 0x1p-18, nds_run_extreme_cf)
#undef NDS_RUN_EXTREMES_Z

/* run_extremes over rows lo..hi-1 of S (real double or single, complex or complex
   single values), the runs known by their keys by sh (runs_pack) or, sh NULL, by
   their heads; with ismax and, for keys, the common ranks (2 and 3) constants */
static int64_t run_extremes (const nds_store *S, const int *sh, int ismax, int64_t lo,
                             int64_t hi, int64_t *first, void *y, int64_t o)
{
  const int64_t n = S->nnz, m = S->m, L = S->sz[0];
  const int64_t *sp = S->s, *sz = S->sz;
#define RUN_EXT(mc, shc, mx)                                                     \
  do {                                                                           \
  switch (S->vt)                                                                 \
    {                                                                            \
    case NDS_COMPLEX:                                                            \
      return run_extremes_z (sp, n, mc, shc, sz, S->x, mx, lo, hi, first, y, o); \
    case NDS_CSINGLE:                                                            \
      return run_extremes_cf (sp, n, mc, shc, sz, S->x, mx, lo, hi, first, y, o); \
    case NDS_SINGLE:                                                             \
      return run_extremes_f (sp, n, mc, shc, S->x, mx, L, lo, hi, first, y, o);  \
    default:                                                                     \
      return run_extremes_d (sp, n, mc, shc, S->x, mx, L, lo, hi, first, y, o);  \
    }                                                                            \
  } while (0)
#define RUN_EXT_M(mx)                                                            \
  do {                                                                           \
    if (!sh) RUN_EXT (m, NULL, mx);                                              \
    else if (m == 2) RUN_EXT (2, sh, mx);                                        \
    else if (m == 3) RUN_EXT (3, sh, mx);                                        \
    else RUN_EXT (m, sh, mx);                                                    \
  } while (0)
  if (ismax)
    RUN_EXT_M (1);
  RUN_EXT_M (0);
#undef RUN_EXT_M
#undef RUN_EXT
}

/* a bound on the runs of S before row i: i, and the columns (cells of dims 2..m,
   column-major) before row i's, when their count fits */
static int64_t runs_before (const nds_store *S, int64_t i)
{
  const int64_t n = S->nnz;
  int64_t c = 0, stride = 1;
  for (int64_t d = 1; d < S->m; d++)
    {
      int64_t t;
      if (__builtin_mul_overflow (S->s[i + d * n] - 1, stride, &t)
          || __builtin_add_overflow (c, t, &c)
          || __builtin_mul_overflow (stride, S->sz[d], &stride))
        return i;
    }
  return c < i ? c : i;
}

/* nds_runs_reduce's max (ismax) or min of double, single or complex values: blocks of
   whole runs, a thread's share of the rows each where the rows pay for a team, each
   block's results from the bound on the runs before it, moved together after; the
   results' count */
static int64_t runs_extremes (const nds_store *S, int ismax, int64_t *first, void *y)
{
  const int64_t n = S->nnz;
  const int nt = nds_team_ns (n, nds_vt_complex (S->vt) ? EXT_Z_NS : EXT_NS);
  int64_t rb[NDS_NBLK + 1], ob[NDS_NBLK + 1], eb[NDS_NBLK] = { 0 };
  const int want = nt < NDS_NBLK ? nt : NDS_NBLK;
  int nb = 1;
  rb[0] = ob[0] = 0;
  /* block b: from the run that starts at or after row n b / want (none empty) */
  for (int b = 1; b < want; b++)
    {
      const int64_t lo = nds_blk (n, b, want);
      const int64_t r = nds_run_end (S->s, n, S->m, 1, lo - 1, n);
      if (r > rb[nb - 1] && r < n)
        {
          rb[nb] = r;
          ob[nb++] = runs_before (S, r);
        }
    }
  rb[nb] = n;
  int sh[PACK_SH];
  const int *k = runs_pack (S, sh) ? sh : NULL;
  NDS_PAR_FOR (nb > 1, num_threads(nt) schedule(static, 1),
    for (int b = 0; b < nb; b++)
      eb[b] = run_extremes (S, k, ismax, rb[b], rb[b + 1], first, y, ob[b]););
  return pack_blocks (first, y, nds_vsize (S->vt), ob, eb, nb);
}

int nds_runs_reduce (const nds_store *S, nds_first_fun fun, int64_t *first, void *y,
                     int64_t *cnt)
{
  if (runs_class (S, fun) != NDS_OK) return NDS_EARG;
  const int64_t n = S->nnz, m = S->m, L = S->sz[0];
  if (m < 2) return NDS_EARG;
  const int64_t *sp = S->s;
  const double *xd = S->vt == NDS_DOUBLE ? S->x : NULL;
  int64_t c = 0;
  const int extreme = fun == NDS_FIRST_MAX || fun == NDS_FIRST_MIN;
  if (extreme && nds_vt_complex (S->vt) && !y) return NDS_EARG;
  if (extreme && S->vt != NDS_LOGICAL && y)
    {
      *cnt = runs_extremes (S, fun == NDS_FIRST_MAX, first, y);
      return NDS_OK;
    }
  int sh[PACK_SH];
  const int pk = runs_pack (S, sh);
  for (int64_t i = 0; i < n; )
    {
      /* a double matrix's sum finds the run's end by the scan that sums (galloping's
         jumps ahead cost more in cache misses) */
      int64_t e;
      double a;
      if (fun == NDS_FIRST_SUM && m == 2 && xd)
        a = column_run_sum (sp + n, xd, i, n, &e);
      else
        {
          e = run_end (sp, n, m, i);
          a = run_reduce (S->x, S->vt, fun, i, e, L);
        }
      if (a != 0)
        {
          first[c] = pk ? run_key (sp, n, m, sh, i) : i;
          if (y) put_result (S, y, c, a);
          c++;
        }
      i = e;
    }
  *cnt = c;
  return NDS_OK;
}

/* one thread's time a result of nds_runs_heads (ns, 3-D), for the team's choice:
   gathered from the heads' rows, 4.3 (6.3e6 heads of max (A, [], 1)'s 1e7 rows, a
   third of the call; Zen 3, one thread, quiet); unpacked from keys, 0.45 of that
   (3.9e6 results, 3.6 ns against 8.1 gathered, loaded) */
#define HEADS_NS 4.0
#define UNPACK_NS 2.0

/* o[g] = the b bits from bit f of key[g], for g < k: a coordinate packed in it */
static void unpack_keys (const int64_t *key, int64_t k, int f, int b, int64_t *o)
{
  const int64_t mask = (int64_t) (((uint64_t) 1 << b) - 1);
  for (int64_t g = 0; g < k; g++)
    o[g] = key[g] >> f & mask;
}

void nds_runs_heads (const nds_store *S, const int64_t *first, int64_t cnt, int64_t *os)
{
  const int64_t n = S->nnz, m = S->m;
  int sh[PACK_SH];
  const int pk = runs_pack (S, sh);
  const int nt = nds_team_ns (cnt, pk ? UNPACK_NS : HEADS_NS);
  /* a block of results each: every column of a block written before the next */
  NDS_PAR_FOR (nt > 1, num_threads(nt) schedule(static),
    for (int b = 0; b < NDS_NBLK; b++)
      {
        const int64_t lo = nds_blk (cnt, b, NDS_NBLK), hi = nds_blk (cnt, b + 1, NDS_NBLK);
        for (int64_t g = lo; g < hi; g++)
          os[g] = 1;
        for (int64_t c = 1; c < m; c++)
          if (pk)
            unpack_keys (first + lo, hi - lo, sh[c], sh[c + 1] - sh[c], os + c * cnt + lo);
          else
            for (int64_t g = lo; g < hi; g++)
              os[g + c * cnt] = S->s[first[g] + c * n];
      });
}

void nds_ptr_heads (const int64_t *first, int64_t cnt, int64_t *os)
{
  for (int64_t g = 0; g < cnt; g++)
    {
      os[g] = 1;
      os[g + cnt] = first[g] + 1;
    }
}

int nds_ptr_reduce (const nds_store *S, const int64_t *ptr, nds_first_fun fun,
                    int64_t *first, void *y, int64_t *cnt)
{
  if (runs_class (S, fun) != NDS_OK || S->m != 2) return NDS_EARG;
  const int64_t nc = S->sz[1], L = S->sz[0];
  const double *xd = S->vt == NDS_DOUBLE ? S->x : NULL;
  if (fun == NDS_FIRST_SUM && xd && y)
    {
      ptr_sums_team (xd, ptr, nc, first, y, cnt);
      return NDS_OK;
    }
  int64_t c = 0;
  for (int64_t j = 0; j < nc; j++)
    if (ptr[j] < ptr[j + 1] && nds_vt_complex (S->vt)
        && (fun == NDS_FIRST_MAX || fun == NDS_FIRST_MIN))
      {
        if (run_complex (S, fun, ptr[j], ptr[j + 1], y, c))
          first[c++] = j;
      }
    else if (ptr[j] < ptr[j + 1])
      {
        /* a sum over the range in order (nds_runs_reduce's, bit for bit); any and all
           read one value or none: the column's count is its pointers' difference */
        const double a = fun == NDS_FIRST_SUM && xd ? range_sum (xd, ptr[j], ptr[j + 1])
                         : run_reduce (S->x, S->vt, fun, ptr[j], ptr[j + 1], L);
        if (a != 0)
          {
            first[c] = j;
            if (y) put_result (S, y, c, a);
            c++;
          }
      }
  *cnt = c;
  return NDS_OK;
}
