/* nds_shape.c: coordinate transforms for reshape and cat, row and value reordering */
#include <string.h>
#include "nds_kern.h"

/* rows lo..hi-1 of nds_reshape.  Always inline: nds_reshape calls it with the ranks
   of the common cases as constants, so that its loops over dims unroll */
static inline __attribute__ ((always_inline)) void
reshape_rows (const int64_t *s, int64_t n, int64_t m, const int64_t *sz, int64_t m2,
              const int64_t *sz2, const uint64_t *inv, int64_t lo, int64_t hi,
              int64_t *out)
{
  for (int64_t i = lo; i < hi; i++)
    nds_key_decode (nds_row_key (s, n, m, sz, NULL, i), m2, sz2, inv, out, i, n);
}

/* out[lo..hi-1] = the 1-based column-major positions of rows lo..hi-1 of s in size
   sz (m <= 64 dims, prod (sz) < 2^64 as nds_key_fits checks): 1 + sum (s_d - 1) x
   stride_d in unsigned words (the sum wraps below zero and back), by the vectors'
   64-bit multiply where the processor has it.  The key and its decode, vectorized
   for the baseline by 32-bit halves, took 1.4 ns a row in a C driver (T(:) of
   1000 x 100 x 1e4 at 1e4 rows, CPU time); this 0.37.  At 1e5 rows both read the
   subscripts from past the 2 MB L2 at 1.2-1.3 ns a row */
NDS_WIDE static void reshape_linear (const int64_t *s, int64_t n, int64_t m,
                                     const int64_t *sz, int64_t lo, int64_t hi,
                                     int64_t *out)
{
  uint64_t st[64], base = 1, p = 1;
  for (int64_t d = 0; d < m; d++)
    {
      st[d] = p;
      base -= p;
      p *= (uint64_t) sz[d];
    }
  const uint64_t *u = (const uint64_t *) s;
  if (m == 2)
    for (int64_t i = lo; i < hi; i++)
      out[i] = (int64_t) (base + u[i] + u[i + n] * st[1]);
  else if (m == 3)
    for (int64_t i = lo; i < hi; i++)
      out[i] = (int64_t) (base + u[i] + u[i + n] * st[1] + u[i + 2 * n] * st[2]);
  else
    {
      for (int64_t i = lo; i < hi; i++)
        out[i] = (int64_t) base;
      for (int64_t d = 0; d < m; d++)
        for (int64_t i = lo; i < hi; i++)
          out[i] = (int64_t) ((uint64_t) out[i] + u[i + d * n] * st[d]);
    }
}

/* out = the coordinates in size sz2 of the column-major positions of s in size sz;
   decoded with reciprocals, not divisions (1e7 rows from 3 dims to 2: 20.7 -> 8.3 ms,
   to 3 other dims: 31 -> 15 ms) */
int nds_reshape (const int64_t *s, int64_t n, int64_t m, const int64_t *sz, int64_t m2,
                 const int64_t *sz2, int64_t *out)
{
  int nbits;
  uint64_t inv[64];
  if (!nds_key_fits (sz, m, &nbits)) return NDS_ETOOLARGE;
  if (m2 > 64) return NDS_EARG;
  for (int64_t d = 0; d < m2 && n > 0; d++)
    if (sz2[d] < 1) return NDS_EARG;    /* entries cannot fit: the decode needs sizes */
  nds_key_inverse (sz2, m2, inv);
  /* 0.8-1.9 ns a row (A(:), T(:) of 1e5 and 1e6 entries: 1.5-1.9).  The linear
     index 0.37 ns a row while the m words it reads and the one it writes a row stay
     in one core's 2 MB L2, 0.7-1.2 from 3e5 words on (2.4 MB); there two threads
     hold a half each in their own.  A C driver, wall, the least of 41 samples (the
     machine was never quiet, load average 5): T(:) of 1e5 rows (1000 x 100 x 1e4)
     106-120 us on one thread, 24-38 on two; A(:) of 1e5 rows (1e5 x 1e4) 64-82,
     16-19 */
  const int nt = m2 == 1 ? nds_team (n * (m + 1), 300000) : nds_team_ns (n, 1.9);
  #pragma omp parallel num_threads(nt)
  {
    const int t = nds_thread ();
    const int64_t lo = nds_blk (n, t, nt), hi = nds_blk (n, t + 1, nt);
#define RESHAPE(a, b) reshape_rows (s, n, a, sz, b, sz2, inv, lo, hi, out)
    if (m2 == 1)                /* T(:): the linear index, no decode */
      reshape_linear (s, n, m, sz, lo, hi, out);
    else if (m == 3 && m2 == 2) RESHAPE (3, 2);
    else if (m == 2 && m2 == 3) RESHAPE (2, 3);
    else if (m == 3 && m2 == 3) RESHAPE (3, 3);
    else RESHAPE (m, m2);
#undef RESHAPE
  }
  return NDS_OK;
}

/* out = rows of s in the order perm */
void nds_rows_take (const int64_t *s, int64_t n, int64_t m, const int64_t *perm,
                    int64_t nout, int64_t *out)
{
  for (int64_t d = 0; d < m; d++)
    {
      const int64_t *sd = s + d * n;
      int64_t *od = out + d * nout;
      #pragma omp parallel for schedule(static) if (nout > 100000)
      for (int64_t i = 0; i < nout; i++) od[i] = sd[perm[i]];
    }
}

/* y[i] = x[perm[i]] for values of type vt */
void nds_vals_take (const void *x, nds_vtype vt, const int64_t *perm, int64_t nout, void *y)
{
  #pragma omp parallel for schedule(static) if (nout > 100000)
  for (int64_t i = 0; i < nout; i++)
    {
      switch (vt)
        {
        case NDS_LOGICAL:
          ((unsigned char *) y)[i] = ((const unsigned char *) x)[perm[i]];
          break;
        case NDS_COMPLEX:
          memcpy ((double *) y + 2 * i, (const double *) x + 2 * perm[i], 2 * sizeof (double));
          break;
        case NDS_CSINGLE:
          memcpy ((float *) y + 2 * i, (const float *) x + 2 * perm[i], 2 * sizeof (float));
          break;
        case NDS_SINGLE:
          ((float *) y)[i] = ((const float *) x)[perm[i]];
          break;
        case NDS_DOUBLE:
          ((double *) y)[i] = ((const double *) x)[perm[i]];
          break;
        }
    }
}

/* the rows from which cat_copy copies a column by memcpy, not by a loop: glibc's
   memcpy of a large block (rep movsb) took 5-13% less CPU than the loop for a
   whole operand (a C driver on this engine, 1 thread, load average 8-11, the last
   result kept, 3 runs: [A, B] of 1e5 x 1e4 matrices of 1e5 / 1e6 entries each
   0.88-0.95 / 0.87-0.92 of the loop's time, cat (3, T, U) of 1000 x 100 x 1e4
   tensors 0.85-0.91 / 0.87-0.93); a block of 4 KB, past memcpy's call cost */
#define CAT_WIDE 512

/* rows r..r+len-1 of operand C[j], shifted along dim, to rows o.. of (os, ox): a
   block of CAT_WIDE rows or more by memcpy wherever nothing is shifted, else plain
   loops, no calls (a merge copies one row at a time) */
static inline void cat_copy (const nds_cat_in *C, int j, int64_t r, int64_t len,
                             int64_t m, int64_t dim, nds_vtype vt, int64_t *os, void *ox,
                             int64_t o, int64_t nout)
{
  const int64_t n = C->n[j], *s = C->s[j];
  const int wide = len >= CAT_WIDE;
  for (int64_t d = 0; d < m; d++)
    {
      int64_t sh = d == dim ? C->off[j] : 0, *out = os + o + d * nout;
      const int64_t *in = s + r + d * n;
      if (wide && sh == 0)
        memcpy (out, in, (size_t) len * sizeof (int64_t));
      else
        for (int64_t t = 0; t < len; t++) out[t] = in[t] + sh;
    }
  if (wide)
    {
      const size_t es = nds_vsize (vt);
      memcpy ((char *) ox + (size_t) o * es, (const char *) C->x[j] + (size_t) r * es,
              (size_t) len * es);
      return;
    }
  switch (vt)
    {
    case NDS_DOUBLE:
      for (int64_t t = 0; t < len; t++)
        ((double *) ox)[o + t] = ((const double *) C->x[j])[r + t];
      break;
    case NDS_COMPLEX:
      memcpy ((double *) ox + 2 * o, (const double *) C->x[j] + 2 * r,
              (size_t) len * 2 * sizeof (double));
      break;
    case NDS_CSINGLE:
      memcpy ((float *) ox + 2 * o, (const float *) C->x[j] + 2 * r,
              (size_t) len * 2 * sizeof (float));
      break;
    case NDS_SINGLE:
      for (int64_t t = 0; t < len; t++)
        ((float *) ox)[o + t] = ((const float *) C->x[j])[r + t];
      break;
    case NDS_LOGICAL:
      for (int64_t t = 0; t < len; t++)
        ((unsigned char *) ox)[o + t] = ((const unsigned char *) C->x[j])[r + t];
      break;
    }
}

/* the end of the run of rows r = lo, lo+1, .. (below hi) of s (n rows) that come
   before row j of t (nt rows) on dims m-1 down to d: ties count as before when tie
   is 1.  Row lo is known to come before; galloping, so a run of length L costs
   O(log L) comparisons */
static inline int64_t cat_run_end (const int64_t *s, int64_t n, int64_t lo, int64_t hi,
                                   const int64_t *t, int64_t nt, int64_t j, int64_t m,
                                   int64_t d, int tie)
{
  int64_t good = lo, bad = hi, step = 1;
  while (good + step < hi)
    {
      const int c = nds_cmp_from (s, n, good + step, t, nt, j, m, d);
      if (c < 0 || (tie && c == 0))
        {
          good += step;
          step <<= 1;
        }
      else
        {
          bad = good + step;
          break;
        }
    }
  int64_t a = good + 1, b = bad;
  while (a < b)
    {
      const int64_t mid = a + (b - a) / 2;
      const int c = nds_cmp_from (s, n, mid, t, nt, j, m, d);
      if (c < 0 || (tie && c == 0))
        a = mid + 1;
      else
        b = mid;
    }
  return a;
}

/* value r of x to slot o of ox, for values of type vt (double, complex as (re, im)
   pairs, single or logical; a constant where inlined) */
static inline __attribute__ ((always_inline)) void
cat_val (void *ox, int64_t o, const void *x, int64_t r, nds_vtype vt)
{
  switch (vt)
    {
    case NDS_DOUBLE:
      ((double *) ox)[o] = ((const double *) x)[r];
      break;
    case NDS_COMPLEX:
      ((double *) ox)[2 * o] = ((const double *) x)[2 * r];
      ((double *) ox)[2 * o + 1] = ((const double *) x)[2 * r + 1];
      break;
    case NDS_CSINGLE:
      ((float *) ox)[2 * o] = ((const float *) x)[2 * r];
      ((float *) ox)[2 * o + 1] = ((const float *) x)[2 * r + 1];
      break;
    case NDS_SINGLE:
      ((float *) ox)[o] = ((const float *) x)[r];
      break;
    case NDS_LOGICAL:
      ((unsigned char *) ox)[o] = ((const unsigned char *) x)[r];
      break;
    }
}

/* rows a..ea-1 of operand 0 and b..eb-1 of operand 1 merged to rows o.. of (os, ox),
   a row of operand 1 first only when its coordinates above dim are smaller.  No
   branch on the data while the operands alternate: a merge of random coordinates
   mispredicts every other row (a branch per row is 2x faster where the rows tie, as
   in cat (1, T, T), but 1.4x slower on random rows of 1e7).  Once one operand has
   given 8 rows in a row, the rest of its run is found by galloping and copied whole
   ([A; B] of 1e5 x 1e4 matrices of 1e6 entries each: runs of about 100 rows) */
static inline __attribute__ ((always_inline)) void
cat_merge2 (const nds_cat_in *C, int64_t a, int64_t ea, int64_t b, int64_t eb, int64_t m,
            int64_t dim, nds_vtype vt, int64_t *os, void *ox, int64_t o, int64_t nout)
{
  const int64_t *const s[2] = {C->s[0], C->s[1]}, n[2] = {C->n[0], C->n[1]};
  const int64_t off[2] = {C->off[0], C->off[1]};
  int last = 0, streak = 0;
  while (a < ea && b < eb)
    {
      int lt, gt;   /* gt: operand 1's row first (equal rows: operand 0's) */
      nds_order_from (s[0], n[0], a, s[1], n[1], b, m, dim + 1, &lt, &gt);
      if (streak >= 8 && gt == last)
        {
          /* a long run: the rest of it at once */
          const int64_t e = gt ? cat_run_end (s[1], n[1], b, eb, s[0], n[0], a, m, dim + 1, 0)
                               : cat_run_end (s[0], n[0], a, ea, s[1], n[1], b, m, dim + 1, 1);
          const int64_t r = gt ? b : a;
          cat_copy (C, gt, r, e - r, m, dim, vt, os, ox, o, nout);
          o += e - r;
          if (gt)
            b = e;
          else
            a = e;
          streak = 0;
          continue;
        }
      streak = gt == last ? streak + 1 : 1;
      last = gt;
      const int64_t r = gt ? b : a, nr = n[gt], *src = s[gt] + r;
      for (int64_t d = 0; d < m; d++)
        os[o + d * nout] = src[d * nr] + (d == dim ? off[gt] : 0);
      cat_val (ox, o, C->x[gt], r, vt);
      a += !gt;
      b += gt;
      o++;
    }
  cat_copy (C, 0, a, ea - a, m, dim, vt, os, ox, o, nout);
  cat_copy (C, 1, b, eb - b, m, dim, vt, os, ox, o + ea - a, nout);
}

/* row r of operand (s, n, x, off) to row o of (os, ox), m and dim constants where
   inlined */
static inline __attribute__ ((always_inline)) void
cat_row (const int64_t *s, int64_t n, const void *x, int64_t off, int64_t r, int m,
         int dim, nds_vtype vt, int64_t *os, void *ox, int64_t o, int64_t nout)
{
  for (int d = 0; d < m; d++)
    os[o + d * nout] = s[r + d * n] + (d == dim ? off : 0);
  cat_val (ox, o, x, r, vt);
}

/* cat_merge2 for short runs of m dims of which one, the last, lies above dim, or
   two (q2: compared as a pair, the last dim's coordinate first, then the one
   below it; m, dim and q2 constants where inlined): merged from both ends at once,
   the smallest rows forward from o and the largest backward from the chunk's end,
   two independent chains of a load, a compare and an add each, with no branch on
   the data (the rows' operands picked by table lookups, not selects).  1 thread,
   ns a row, general merge -> this: [A; B] of 1e5 x 1e4 matrices of 1e4 entries
   each 3.9 -> 1.8, 1e5 each (runs of 10 rows) 4.8 -> 1.8; cat (2, T, U) of 3-d
   tensors of 1e5 each 6.3 -> 2.6, cat (1, T, U) (two dims above, runs of 1)
   6.2 -> 3.6.  With runs of 100 (1e6 entries each) galloping is faster */
static inline __attribute__ ((always_inline)) void
cat_merge2_small (const nds_cat_in *C, int64_t a, int64_t ea, int64_t b, int64_t eb,
                  const int m, const int dim, const int q2, const int pf, nds_vtype vt,
                  int64_t *os, void *ox, int64_t o, int64_t nout)
{
  const int64_t *const sa = C->s[0], *const sb = C->s[1];
  const int64_t na = C->n[0], nb = C->n[1], offa = C->off[0], offb = C->off[1];
  const int64_t *const ha = sa + (m - 1) * na, *const hb = sb + (m - 1) * nb;
  const int64_t *const la = sa + (m - 2) * na, *const lb = sb + (m - 2) * nb;
  const void *const xa = C->x[0], *const xb = C->x[1];
/* row i of operand y before row j of operand z on the dims above dim: the last
   dim's coordinate, then (q2) the one below it, compared without a branch */
#define BEFORE(hy, ly, i, hz, lz, j)                                            \
  (q2 ? (hy[i] < hz[j]) | ((hy[i] == hz[j]) & (ly[i] < lz[j])) : hy[i] < hz[j])
  const int64_t *col[2][4];
  for (int d = 0; d < m; d++)
    {
      col[0][d] = sa + d * na;
      col[1][d] = sb + d * nb;
    }
  const int64_t off[2] = {offa, offb};
  const void *const val[2] = {xa, xb};
  int64_t za = ea - 1, zb = eb - 1, z = o + (ea - a) + (eb - b) - 1;
  const int64_t vsz = vt == NDS_COMPLEX ? 16 : vt == NDS_SINGLE ? 4 : vt == NDS_LOGICAL ? 1 : 8;
  while (a <= za && b <= zb)
    {
      /* front: operand 1's row first when smaller above dim (ties: operand 0's);
         back: operand 1's row last unless smaller (ties: operand 1's is later) */
      /* pf: the next rows of every stream (each column of each operand, front and
         back, read and written) fetched ahead, 64 rows, a line every 8 rows, while
         those rows lie between the front and the back */
      if (pf && !(o & 7) && za - a > 128 && zb - b > 128)
        {
          for (int d = 0; d < m; d++)
            {
              __builtin_prefetch (col[0][d] + a + 64);
              __builtin_prefetch (col[1][d] + b + 64);
              __builtin_prefetch (col[0][d] + za - 64);
              __builtin_prefetch (col[1][d] + zb - 64);
              __builtin_prefetch (os + d * nout + o + 64, 1);
              __builtin_prefetch (os + d * nout + z - 64, 1);
            }
          __builtin_prefetch ((const char *) xa + (a + 64) * vsz);
          __builtin_prefetch ((const char *) xb + (b + 64) * vsz);
          __builtin_prefetch ((const char *) xa + (za - 64) * vsz);
          __builtin_prefetch ((const char *) xb + (zb - 64) * vsz);
          __builtin_prefetch ((char *) ox + (o + 64) * vsz, 1);
          __builtin_prefetch ((char *) ox + (z - 64) * vsz, 1);
        }
      const int f = BEFORE (hb, lb, b, ha, la, a);
      const int g = !BEFORE (hb, lb, zb, ha, la, za);
      /* the rows taken and their operands' columns by index arithmetic and table
         lookups, not selects the compiler may turn into branches */
      const int64_t r = a + ((b - a) & -(int64_t) f), y = za + ((zb - za) & -(int64_t) g);
      for (int d = 0; d < m; d++)
        {
          os[o + d * nout] = col[f][d][r] + (d == dim ? off[f] : 0);
          os[z + d * nout] = col[g][d][y] + (d == dim ? off[g] : 0);
        }
      cat_val (ox, o, val[f], r, vt);
      cat_val (ox, z, val[g], y, vt);
      a += !f;
      b += f;
      za -= !g;
      zb -= g;
      o++;
      z--;
    }
#undef BEFORE
  /* the front and the back met, or one operand is spent: the rest is one operand's */
  if (a <= za)
    for (int64_t r = a; r <= za; r++, o++)
      cat_row (sa, na, xa, offa, r, m, dim, vt, os, ox, o, nout);
  else
    for (int64_t r = b; r <= zb; r++, o++)
      cat_row (sb, nb, xb, offb, r, m, dim, vt, os, ox, o, nout);
}

/* whether row i of s (n rows) has row lo's coordinates on dims m-q..m-1 (m and q
   constants where inlined) */
static inline __attribute__ ((always_inline)) int
cat_same_key (const int64_t *s, int64_t n, int64_t i, int64_t lo, const int m, const int q)
{
  int64_t diff = 0;
  for (int d = m - q; d < m; d++) diff |= s[i + d * n] ^ s[lo + d * n];
  return !diff;
}

/* the end of the run of rows from lo (below hi) of s (n rows) whose coordinates on
   dims m-q..m-1 equal row lo's: a scan of its first 256 rows, four a step (a binary
   search waited on memory: its probes run ahead of the prefetcher), then galloping
   (a scan of the whole run read the key's q columns twice: cat (1, T, U) of
   2e4 x 5 x 4 x 5 tensors of 1e6 entries each, runs of 1e4, 5.6 ms by the general
   merge, 6.4 scanned); m and q constants where inlined */
static inline __attribute__ ((always_inline)) int64_t
cat_key_end (const int64_t *s, int64_t n, int64_t lo, int64_t hi, const int m, const int q)
{
  int64_t e = lo + 1;
  const int64_t stop = hi - lo > 256 ? lo + 256 : hi;
  for (; e + 4 <= stop; e += 4)
    {
      int64_t diff = 0;
      for (int d = m - q; d < m; d++)
        {
          const int64_t *h = s + d * n, key = h[lo];
          diff |= (h[e] ^ key) | (h[e + 1] ^ key) | (h[e + 2] ^ key) | (h[e + 3] ^ key);
        }
      if (diff) break;
    }
  if (e + 4 > stop)   /* rows before e share the key: gallop on from e - 1 */
    return cat_run_end (s, n, e - 1, hi, s, n, lo, m, m - q, 1);
  while (e < hi && cat_same_key (s, n, e, lo, m, q)) e++;
  return e;
}

/* rows r..r+len-1 of operand (s, n, x, off) to rows o.. of (os, ox), m and dim
   constants where inlined: one tight loop per column */
static inline __attribute__ ((always_inline)) void
cat_block (const int64_t *s, int64_t n, const void *x, int64_t off, int64_t r, int64_t len,
           const int m, const int dim, nds_vtype vt, int64_t *os, void *ox, int64_t o,
           int64_t nout)
{
  for (int d = 0; d < m; d++)
    {
      const int64_t *in = s + r + d * n, sh = d == dim ? off : 0;
      int64_t *out = os + o + d * nout;
      for (int64_t t = 0; t < len; t++) out[t] = in[t] + sh;
    }
  for (int64_t t = 0; t < len; t++) cat_val (ox, o + t, x, r + t, vt);
}

/* cat_merge2 when the runs of equal coordinates above dim (the column key: dims
   dim+1..m-1, q = m-1-dim of them) are long: for each key in turn, operand 0's run
   and then operand 1's, each found by a scan and copied as a block, with one
   comparison of keys a run, not a row (m and dim constants where inlined).  1
   thread, ns a row, galloping merge -> this (q = 1): [A; B] of 1e5 x 1e4
   matrices of 1e6 entries each (runs of 100) 1.60 -> 1.24 (a memcpy of the same
   bytes 1.28), cat (2, T, U) of such 1000 x 100 x 1e4 tensors 2.73 -> 1.85
   (memcpy 1.79).  With runs of 10 it is no faster than cat_merge2_small (2.06
   against 1.81 ns a row for [A; B] of 1e5 each), which takes runs of fewer than
   32 rows */
static inline __attribute__ ((always_inline)) void
cat_runs (const nds_cat_in *C, int64_t a, int64_t ea, int64_t b, int64_t eb, const int m,
          const int dim, nds_vtype vt, int64_t *os, void *ox, int64_t o, int64_t nout)
{
  const int64_t *const sa = C->s[0], *const sb = C->s[1];
  const int64_t na = C->n[0], nb = C->n[1];
  const int q = m - 1 - dim;
  while (a < ea && b < eb)
    {
      /* c < 0: operand 0's key first; c > 0: operand 1's; 0: the same key */
      int c = 0;
      for (int d = m - 1; d > dim && !c; d--)
        {
          const int64_t u = sa[a + d * na], v = sb[b + d * nb];
          c = (u > v) - (u < v);
        }
      const int64_t e = c <= 0 ? cat_key_end (sa, na, a, ea, m, q) : a;
      const int64_t f = c >= 0 ? cat_key_end (sb, nb, b, eb, m, q) : b;
      cat_block (sa, na, C->x[0], C->off[0], a, e - a, m, dim, vt, os, ox, o, nout);
      o += e - a;
      cat_block (sb, nb, C->x[1], C->off[1], b, f - b, m, dim, vt, os, ox, o, nout);
      o += f - b;
      a = e;
      b = f;
    }
  cat_block (sa, na, C->x[0], C->off[0], a, ea - a, m, dim, vt, os, ox, o, nout);
  cat_block (sb, nb, C->x[1], C->off[1], b, eb - b, m, dim, vt, os, ox, o + ea - a, nout);
}

/* whether rows lo..hi-1 of s (n rows, m dims) come in runs of equal last q
   coordinates shorter than 32 rows on average, judged from at most 1024 evenly
   spaced rows and the row before each (a pass over all of them cost as much as the
   merge: cat (1, T, U) of 3-d tensors of 1e6 entries each); m and q constants
   where inlined, the spacing stepped without a division */
static inline __attribute__ ((always_inline)) int
cat_runs_short (const int64_t *s, int64_t n, const int m, const int q, int64_t lo,
                int64_t hi)
{
  if (hi - lo < 2) return 1;
  const int64_t len = hi - lo - 1, k = len < 1024 ? len : 1024;
  const int64_t step = len / k, rem = len % k;
  int64_t starts = 0, i = lo + 1, acc = 0;   /* i = lo + 1 + floor (t len / k) */
  for (int64_t t = 0; t < k; t++)
    {
      int64_t diff = 0;
      for (int d = m - q; d < m; d++) diff |= s[i + d * n] ^ s[i - 1 + d * n];
      starts += diff != 0;
      i += step;
      acc += rem;
      if (acc >= k)
        {
          acc -= k;
          i++;
        }
    }
  return 32 * starts > k;
}

/* cat_runs for two or three dims above dim (m <= 4), out of cat_chunk2's line:
   inlined there, its six specializations slowed the merges of short runs beside
   them ([A; B] of 1e5 entries each, 1 thread, 390 -> 450 us) */
static __attribute__ ((noinline)) void
cat_runs_q (const nds_cat_in *C, int64_t a, int64_t ea, int64_t b, int64_t eb, int64_t m,
            int64_t dim, nds_vtype vt, int64_t *os, void *ox, int64_t o, int64_t nout)
{
  const int q = (int) (m - 1 - dim);
#define RUNS_K(M, Q, k) cat_runs (C, a, ea, b, eb, M, M - 1 - Q, k, os, ox, o, nout)
#define RUNS_32(k) RUNS_K (3, 2, k)
#define RUNS_42(k) RUNS_K (4, 2, k)
#define RUNS_43(k) RUNS_K (4, 3, k)
#define RUNS(M, Q)                                                              \
  if (m == M && q == Q)                                                         \
    {                                                                           \
      NDS_VT_SPECIALIZE (vt, RUNS_##M##Q)                                       \
      return;                                                                   \
    }
  RUNS (3, 2)
  RUNS (4, 2)
  RUNS (4, 3)
#undef RUNS
#undef RUNS_32
#undef RUNS_42
#undef RUNS_43
#undef RUNS_K
}

/* E[0] = a, E[1 + c - lo] = the end of key c's rows (c = lo..lo+ext-1) among rows
   a..ea-1 of the sorted key column h: one store a row (the last row of a key
   writes last) and a running maximum over the keys (a key with no rows ends where
   the one before it does), no branch on the data */
static void cat_key_ends (const int64_t *h, int64_t a, int64_t ea, int64_t lo, int64_t ext,
                          int64_t *E)
{
  for (int64_t c = 0; c <= ext; c++) E[c] = a;
  for (int64_t i = a; i < ea; i++) E[1 + h[i] - lo] = i + 1;
  for (int64_t c = 1; c <= ext; c++) E[c] = E[c] > E[c - 1] ? E[c] : E[c - 1];
}

#define CAT_STAGE 2048

/* CAT_KEYED's copy of one run of l elements from p (SH added) to the stage at
   k_, in blocks of 16 rows */
#define CAT_KEYED_RUN(w, p, l, SH)                                              \
  do                                                                            \
    {                                                                           \
      int64_t t_ = 0;                                                           \
      do                                                                        \
        {                                                                       \
          for (int u_ = 0; u_ < 16 * (w); u_++) st_[k_ + t_ + u_] = (p)[t_ + u_] SH; \
          t_ += 16 * (w);                                                       \
        }                                                                       \
      while (t_ < (l));                                                         \
      k_ += (l);                                                                \
    }                                                                           \
  while (0)

/* the rows of each key c, operand 0's (Ea[c]..Ea[c+1]-1 of xa, SA added) then
   operand 1's (Eb of xb, SB added), key after key to y.., w elements of type T a
   row (SA, SB: "+ shift" for a column of coordinates, nothing for the values,
   where x + 0 would turn -0 into +0).  For keys below cf, blocks of 16 rows copied
   whole whatever the run's length (the rows past its end are written over by the
   next run's), so that a run of up to 16 rows costs no branch on its length, into
   the cached stage st that goes to y by memcpy; exact loops for the keys from cf */
#define CAT_KEYED(T, w, xa, xb, SA, SB, st, y)                                  \
  do                                                                            \
    {                                                                           \
      const T *restrict ya_ = (const T *) (xa), *restrict yb_ = (const T *) (xb); \
      T *restrict y_ = (T *) (y), *restrict st_ = (T *) (st);                   \
      int64_t c_ = 0, k_ = 0;                                                   \
      for (; c_ < cf; c_++)                                                     \
        {                                                                       \
          const int64_t la_ = (w) * (Ea[c_ + 1] - Ea[c_]);                      \
          const int64_t lb_ = (w) * (Eb[c_ + 1] - Eb[c_]);                      \
          const T *restrict pa_ = ya_ + (w) * Ea[c_], *restrict pb_ = yb_ + (w) * Eb[c_]; \
          if (k_ + la_ + lb_ > CAT_STAGE * (w))                                 \
            {                                                                   \
              memcpy (y_, st_, (size_t) k_ * sizeof (T));                       \
              y_ += k_;                                                         \
              k_ = 0;                                                           \
              if (la_ + lb_ > CAT_STAGE * (w))   /* a long run: no stage */     \
                {                                                               \
                  for (int64_t i_ = 0; i_ < la_; i_++) *y_++ = pa_[i_] SA;      \
                  for (int64_t i_ = 0; i_ < lb_; i_++) *y_++ = pb_[i_] SB;      \
                  continue;                                                     \
                }                                                               \
            }                                                                   \
          CAT_KEYED_RUN (w, pa_, la_, SA);                                      \
          CAT_KEYED_RUN (w, pb_, lb_, SB);                                      \
        }                                                                       \
      memcpy (y_, st_, (size_t) k_ * sizeof (T));                               \
      y_ += k_;                                                                 \
      for (; c_ < ext; c_++)                                                    \
        {                                                                       \
          for (int64_t i_ = (w) * Ea[c_]; i_ < (w) * Ea[c_ + 1]; i_++) *y_++ = ya_[i_] SA; \
          for (int64_t i_ = (w) * Eb[c_]; i_ < (w) * Eb[c_ + 1]; i_++) *y_++ = yb_[i_] SB; \
        }                                                                       \
    }                                                                           \
  while (0)

/* a two-operand cat along the dim below the last (one dim above it, the key: CSC's
   column) as Octave's [S; S2] copies, with no comparison a row: each operand's key
   ends counted (cat_key_ends over keys lo..lo+ext-1), then each column, and the
   values, written in output order by one pass over the keys, each key's run of
   operand 0 and then of operand 1 copied whole.  0 when its workspace cannot be
   had (the caller merges instead) */
NDS_WIDE static int cat_keyed (const nds_cat_in *C, int64_t a, int64_t ea, int64_t b,
                               int64_t eb, int64_t lo, int64_t ext, int64_t m, int64_t dim,
                               nds_vtype vt, int64_t *os, void *ox, int64_t o, int64_t nout)
{
  /* E of 2 (ext + 1) key ends, a stage for a column and one for the values (up to
     16 bytes a row) */
  int64_t *const E = nds_malloc ((size_t) (2 * (ext + 1) + 3 * (CAT_STAGE + 16)),
                                 sizeof (int64_t));
  if (!E) return 0;
  const int64_t *const sa = C->s[0], *const sb = C->s[1];
  const int64_t na = C->n[0], nb = C->n[1];
  int64_t *const Ea = E, *const Eb = E + ext + 1, *const stage = E + 2 * (ext + 1);
  void *const vstage = stage + CAT_STAGE + 16;
  cat_key_ends (sa + (m - 1) * na, a, ea, lo, ext, Ea);
  cat_key_ends (sb + (m - 1) * nb, b, eb, lo, ext, Eb);
  /* cf: the first key whose blocks of 16 could read past an operand's rows */
  int64_t cf = ext;
  while (cf > 0 && (Ea[cf] + 16 > na || Eb[cf] + 16 > nb)) cf--;
  for (int64_t d = 0; d < m; d++)
    {
      const int64_t sha = d == dim ? C->off[0] : 0, shb = d == dim ? C->off[1] : 0;
      CAT_KEYED (int64_t, 1, sa + d * na, sb + d * nb, + sha, + shb, stage, os + d * nout + o);
    }
  const void *const xa = C->x[0], *const xb = C->x[1];
  switch (vt)
    {
    case NDS_DOUBLE:
      CAT_KEYED (double, 1, xa, xb, , , vstage, (double *) ox + o);
      break;
    case NDS_COMPLEX:
      CAT_KEYED (double, 2, xa, xb, , , vstage, (double *) ox + 2 * o);
      break;
    case NDS_SINGLE:
      CAT_KEYED (float, 1, xa, xb, , , vstage, (float *) ox + o);
      break;
    case NDS_CSINGLE:
      CAT_KEYED (float, 2, xa, xb, , , vstage, (float *) ox + 2 * o);
      break;
    case NDS_LOGICAL:
      CAT_KEYED (unsigned char, 1, xa, xb, , , vstage, (unsigned char *) ox + o);
      break;
    }
  nds_free (E);
  return 1;
}
#undef CAT_KEYED
#undef CAT_KEYED_RUN

/* AVX-512's compares and permutes by intrinsics, for processors that have them
   (chosen at run time; the package builds for the baseline x86-64) */
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define CAT_X8 1
/* the rows 64 ahead of a merge from both ends fetched: of every column of each
   operand from rows a and b forward and from rows ya and yb (the back's next
   reads) backward, and of the output from rows o forward and z backward */
static inline void
cat_fetch_ahead (const nds_cat_in *C, int m, int64_t a, int64_t b, int64_t ya, int64_t yb,
                 const int64_t *os, const double *ox, int64_t o, int64_t z, int64_t nout)
{
  const int64_t *const sa = C->s[0], *const sb = C->s[1];
  const int64_t na = C->n[0], nb = C->n[1];
  const double *const xa = C->x[0], *const xb = C->x[1];
  for (int d = 0; d < m; d++)
    {
      __builtin_prefetch (sa + d * na + a + 64);
      __builtin_prefetch (sb + d * nb + b + 64);
      __builtin_prefetch (os + d * nout + o + 64, 1);
      __builtin_prefetch (sa + d * na + ya - 64);
      __builtin_prefetch (sb + d * nb + yb - 64);
      __builtin_prefetch (os + d * nout + z - 64, 1);
    }
  __builtin_prefetch (xa + a + 64);
  __builtin_prefetch (xb + b + 64);
  __builtin_prefetch (ox + o + 64, 1);
  __builtin_prefetch (xa + ya - 64);
  __builtin_prefetch (xb + yb - 64);
  __builtin_prefetch (ox + z - 64, 1);
}
/* the places of operand y's eight rows (keys yh, yl) in the merge of those and
   operand z's eight (zh, zl): row i's is i + (z's rows before it: smaller keys,
   or equal when tie) */
__attribute__ ((target ("avx512f"))) static inline __m512i
cat_x8_places (const int64_t *yh, const int64_t *yl, const int64_t *zh, const int64_t *zl,
               const int q2, const int tie)
{
  const __m512i ky = _mm512_loadu_si512 (yh);
  const __m512i jy = q2 ? _mm512_loadu_si512 (yl) : ky;
  const __m512i one = _mm512_set1_epi64 (1);
  __m512i rank = _mm512_set_epi64 (7, 6, 5, 4, 3, 2, 1, 0);
  for (int t = 0; t < 8; t++)
    {
      const __m512i kz = _mm512_set1_epi64 (zh[t]);
      __mmask8 lt;
      if (q2)
        {
          const __m512i jz = _mm512_set1_epi64 (zl[t]);
          lt = _mm512_cmplt_epi64_mask (kz, ky)
               | (_mm512_cmpeq_epi64_mask (kz, ky)
                  & (tie ? _mm512_cmple_epi64_mask (jz, jy)
                         : _mm512_cmplt_epi64_mask (jz, jy)));
        }
      else
        lt = tie ? _mm512_cmple_epi64_mask (kz, ky) : _mm512_cmplt_epi64_mask (kz, ky);
      rank = _mm512_mask_add_epi64 (rank, lt, rank, one);
    }
  return rank;
}

/* half of the merge of operand y's eight rows from ry and operand z's eight from
   rz to rows o..o+7 of (os, ox): y's rows whose places (pos) are in `in' at
   places pos - shift, z's in the others (shift 0: the first half, the first rows
   of each; 8: the second half, the last rows of each) */
__attribute__ ((target ("avx512f,popcnt"))) static inline void
cat_x8_put (const nds_cat_in *C, int y, int64_t ry, int64_t rz, __m512i pos, __mmask8 in,
            int shift, const int m, const int dim, int64_t *os, double *ox, int64_t o,
            int64_t nout)
{
  /* M: the places of y's rows; idx: each place's row, y's as 0..7 from ry, z's as
     8..15 from rz */
  const __m512i iota = _mm512_set_epi64 (7, 6, 5, 4, 3, 2, 1, 0);
  const int n = __builtin_popcount (in);
  const __m512i at = _mm512_sub_epi64 (pos, _mm512_set1_epi64 (shift));
  const __mmask8 M = (__mmask8) _mm512_reduce_or_epi64 (
    _mm512_maskz_sllv_epi64 (in, _mm512_set1_epi64 (1), at));
  const int fy = shift ? 8 - n : 0, fz = shift ? n : 0;   /* each one's first row taken */
  const __m512i yi = _mm512_add_epi64 (iota, _mm512_set1_epi64 (fy));
  const __m512i zi = _mm512_add_epi64 (iota, _mm512_set1_epi64 (8 + fz));
  const __m512i idx
    = _mm512_mask_expand_epi64 (_mm512_maskz_expand_epi64 ((__mmask8) ~M, zi), M, yi);
  const int z = 1 - y;
  const int64_t *const sy = C->s[y], *const sz = C->s[z];
  const int64_t ny = C->n[y], nz = C->n[z];
  for (int d = 0; d < m; d++)
    {
      __m512i v = _mm512_permutex2var_epi64 (_mm512_loadu_si512 (sy + d * ny + ry), idx,
                                             _mm512_loadu_si512 (sz + d * nz + rz));
      if (d == dim)
        v = _mm512_add_epi64 (v, _mm512_mask_blend_epi64 (M, _mm512_set1_epi64 (C->off[z]),
                                                          _mm512_set1_epi64 (C->off[y])));
      _mm512_storeu_si512 (os + d * nout + o, v);
    }
  _mm512_storeu_pd (ox + o, _mm512_permutex2var_pd (
                              _mm512_loadu_pd ((const double *) C->x[y] + ry), idx,
                              _mm512_loadu_pd ((const double *) C->x[z] + rz)));
}

/* cat_merge2_small's merge of double values, from both ends eight output rows a
   step while both operands have eight rows left (rows a..ea-1 and b..eb-1 to rows
   o.., all four moved in; the caller merges the rest): the first eight rows of
   the merge come from the first eight of each operand, operand 0's row i going to
   place i + (the number of operand 1's eight with a smaller key); the last eight
   are the second half of the merge of the last eight of each.  Eight compares of
   eight keys place each half with no branch on the data, and the places give one
   permutation of sixteen rows that every column takes (cat_x8_put).  Ties:
   operand 0's row first, as in cat_merge2_small.  pf: the next rows fetched
   ahead, for chunks past the caches.  1 thread, CPU time, nds_cat alone in a C
   driver on bench_idioms' shapes, interleaved with the code before, 21 calls each,
   3 runs: from the front alone, load average 12-14, against cat_merge2_small,
   cat (1, T, U) of 1000 x 100 x 1e4 tensors of 1e5 / 1e6 entries each 0.50-0.59 /
   0.65-0.73 of its time, [A; B] of 1e5 x 1e4 matrices of 1e4 each 0.55-0.57, and
   against cat_keyed cat (2, T, U) at 1e5 0.68-0.71, [A; B] at 1e5 0.70-0.74; from
   both ends against the front alone, load average 4-6: cat (1, T, U) at 1e5 / 1e6
   0.78-0.93 / 1.01-1.02, [A; B] at 1e5 0.81-0.83, cat (2, T, U) at 1e5 0.95-1.02 */
__attribute__ ((target ("avx512f,popcnt"))) static void
cat_merge2_x8 (const nds_cat_in *C, int64_t *pa, int64_t *pea, int64_t *pb, int64_t *peb,
               const int m, const int dim, const int q2, const int pf, int64_t *os,
               double *ox, int64_t *po, int64_t nout)
{
  const int64_t *const sa = C->s[0], *const sb = C->s[1];
  const int64_t na = C->n[0], nb = C->n[1];
  const int64_t *const ha = sa + (m - 1) * na, *const hb = sb + (m - 1) * nb;
  const int64_t *const la = sa + (m - 2) * na, *const lb = sb + (m - 2) * nb;
  const __m512i eight = _mm512_set1_epi64 (8);
  int64_t a = *pa, b = *pb, o = *po, ea = *pea, eb = *peb;
  int64_t z = o + (ea - a) + (eb - b) - 8;
  while (a + 8 <= ea && b + 8 <= eb)
    {
      if (pf)
        cat_fetch_ahead (C, m, a, b, ea - 8, eb - 8, os, ox, o, z, nout);
      /* front: operand 0's rows among the merge's first eight; back: operand 1's
         among its last eight (the second half of the merge of the last eight of
         each; operand 0's rows of a tied key first) */
      const __m512i pf0 = cat_x8_places (ha + a, la + a, hb + b, lb + b, q2, 0);
      const __m512i pb1
        = cat_x8_places (hb + eb - 8, lb + eb - 8, ha + ea - 8, la + ea - 8, q2, 1);
      const __mmask8 in0 = _mm512_cmplt_epi64_mask (pf0, eight);
      const __mmask8 in1 = _mm512_cmpge_epi64_mask (pb1, eight);
      cat_x8_put (C, 0, a, b, pf0, in0, 0, m, dim, os, ox, o, nout);
      cat_x8_put (C, 1, eb - 8, ea - 8, pb1, in1, 8, m, dim, os, ox, z, nout);
      const int x = __builtin_popcount (in0), y = __builtin_popcount (in1);
      a += x;
      b += 8 - x;
      o += 8;
      eb -= y;
      ea -= 8 - y;
      z -= 8;
    }
  *pa = a;
  *pb = b;
  *po = o;
  *pea = ea;
  *peb = eb;
}

/* AVX2's four-row merge, cat_merge2_x8's for processors with AVX2 and no AVX-512
   (AMD Zen 3, whose cat (1, T, U) otherwise merged a row at a time: 85% of the
   call in cat_merge2_small at 1e5, its samples on the loads of the chosen rows) */
/* for the front (0) and back (1) half of the merge of four rows of operand y and
   four of z, and the four output slots M (a bit each) that y's rows take: the
   permutevar8x32 indices that take each slot's row from y's four (8 bytes) and
   from z's (8 more).  A half takes y's rows in order, from y's first (front) or
   the first of its last popcount (M) (back), and z's likewise */
static const unsigned char cat_x4_tab[2][16][16] = {
  {{0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 2, 3, 4, 5, 6, 7}, {0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 2, 3, 4, 5},
   {0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 2, 3, 4, 5}, {0, 1, 2, 3, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 2, 3},
   {0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 2, 3, 0, 1, 4, 5}, {0, 1, 0, 1, 2, 3, 0, 1, 0, 1, 0, 1, 0, 1, 2, 3},
   {0, 1, 0, 1, 2, 3, 0, 1, 0, 1, 0, 1, 0, 1, 2, 3}, {0, 1, 2, 3, 4, 5, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1},
   {0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 2, 3, 4, 5, 0, 1}, {0, 1, 0, 1, 0, 1, 2, 3, 0, 1, 0, 1, 2, 3, 0, 1},
   {0, 1, 0, 1, 0, 1, 2, 3, 0, 1, 0, 1, 2, 3, 0, 1}, {0, 1, 2, 3, 0, 1, 4, 5, 0, 1, 0, 1, 0, 1, 0, 1},
   {0, 1, 0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 0, 1}, {0, 1, 0, 1, 2, 3, 4, 5, 0, 1, 0, 1, 0, 1, 0, 1},
   {0, 1, 0, 1, 2, 3, 4, 5, 0, 1, 0, 1, 0, 1, 0, 1}, {0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 0, 1, 0, 1, 0, 1}},
  {{0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 2, 3, 4, 5, 6, 7}, {6, 7, 0, 1, 0, 1, 0, 1, 0, 1, 2, 3, 4, 5, 6, 7},
   {0, 1, 6, 7, 0, 1, 0, 1, 2, 3, 0, 1, 4, 5, 6, 7}, {4, 5, 6, 7, 0, 1, 0, 1, 0, 1, 0, 1, 4, 5, 6, 7},
   {0, 1, 0, 1, 6, 7, 0, 1, 2, 3, 4, 5, 0, 1, 6, 7}, {4, 5, 0, 1, 6, 7, 0, 1, 0, 1, 4, 5, 0, 1, 6, 7},
   {0, 1, 4, 5, 6, 7, 0, 1, 4, 5, 0, 1, 0, 1, 6, 7}, {2, 3, 4, 5, 6, 7, 0, 1, 0, 1, 0, 1, 0, 1, 6, 7},
   {0, 1, 0, 1, 0, 1, 6, 7, 2, 3, 4, 5, 6, 7, 0, 1}, {4, 5, 0, 1, 0, 1, 6, 7, 0, 1, 4, 5, 6, 7, 0, 1},
   {0, 1, 4, 5, 0, 1, 6, 7, 4, 5, 0, 1, 6, 7, 0, 1}, {2, 3, 4, 5, 0, 1, 6, 7, 0, 1, 0, 1, 6, 7, 0, 1},
   {0, 1, 0, 1, 4, 5, 6, 7, 4, 5, 6, 7, 0, 1, 0, 1}, {2, 3, 0, 1, 4, 5, 6, 7, 0, 1, 6, 7, 0, 1, 0, 1},
   {0, 1, 2, 3, 4, 5, 6, 7, 6, 7, 0, 1, 0, 1, 0, 1}, {0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 0, 1, 0, 1, 0, 1}}};

/* the slots of operand y's four rows (keys yh, yl) in the merge of those and
   operand z's four (zh, zl), as the bits of one byte: row i's slot is i + (z's
   rows before it: smaller keys, or equal when tie) */
__attribute__ ((target ("avx2"))) static inline int
cat_x4_slots (const int64_t *yh, const int64_t *yl, const int64_t *zh, const int64_t *zl,
              const int q2, const int tie)
{
  const __m256i ky = _mm256_loadu_si256 ((const __m256i *) yh);
  const __m256i jy = q2 ? _mm256_loadu_si256 ((const __m256i *) yl) : ky;
  __m256i rank = _mm256_set_epi64x (3, 2, 1, 0);
  for (int t = 0; t < 4; t++)
    {
      /* lt: all ones where z's row t comes before y's row */
      const __m256i kz = _mm256_set1_epi64x (zh[t]);
      __m256i lt;
      if (q2)
        {
          const __m256i jz = _mm256_set1_epi64x (zl[t]), eq = _mm256_cmpeq_epi64 (kz, ky);
          lt = _mm256_or_si256 (_mm256_cmpgt_epi64 (ky, kz),
                                tie ? _mm256_andnot_si256 (_mm256_cmpgt_epi64 (jz, jy), eq)
                                    : _mm256_and_si256 (_mm256_cmpgt_epi64 (jy, jz), eq));
        }
      else
        lt = tie ? _mm256_andnot_si256 (_mm256_cmpgt_epi64 (kz, ky), _mm256_set1_epi64x (-1))
                 : _mm256_cmpgt_epi64 (ky, kz);
      rank = _mm256_sub_epi64 (rank, lt);
    }
  const __m256i bit = _mm256_sllv_epi64 (_mm256_set1_epi64x (1), rank);
  const __m128i w = _mm_or_si128 (_mm256_castsi256_si128 (bit), _mm256_extracti128_si256 (bit, 1));
  return (int) _mm_cvtsi128_si64 (_mm_or_si128 (w, _mm_unpackhi_epi64 (w, w)));
}

/* half `back' of the merge of operand y's four rows from ry and operand z's four
   from rz to rows o..o+3 of (os, ox), y's rows to the slots M */
__attribute__ ((target ("avx2"))) static inline void
cat_x4_put (const nds_cat_in *C, int y, int64_t ry, int64_t rz, int M, int back, const int m,
            const int dim, int64_t *os, double *ox, int64_t o, int64_t nout)
{
  const __m128i t = _mm_loadu_si128 ((const __m128i *) cat_x4_tab[back][M]);
  const __m256i iy = _mm256_cvtepu8_epi32 (t), iz = _mm256_cvtepu8_epi32 (_mm_srli_si128 (t, 8));
  const __m256i bits = _mm256_set_epi64x (8, 4, 2, 1);
  const __m256i sel = _mm256_cmpeq_epi64 (_mm256_and_si256 (_mm256_set1_epi64x (M), bits), bits);
  const int z = 1 - y;
  const int64_t *const sy = C->s[y], *const sz = C->s[z];
  const int64_t ny = C->n[y], nz = C->n[z];
  for (int d = 0; d < m; d++)
    {
      const __m256i vy = _mm256_loadu_si256 ((const __m256i *) (sy + d * ny + ry));
      const __m256i vz = _mm256_loadu_si256 ((const __m256i *) (sz + d * nz + rz));
      __m256i v = _mm256_blendv_epi8 (_mm256_permutevar8x32_epi32 (vz, iz),
                                      _mm256_permutevar8x32_epi32 (vy, iy), sel);
      if (d == dim)
        v = _mm256_add_epi64 (v, _mm256_blendv_epi8 (_mm256_set1_epi64x (C->off[z]),
                                                     _mm256_set1_epi64x (C->off[y]), sel));
      _mm256_storeu_si256 ((__m256i *) (os + d * nout + o), v);
    }
  const __m256i xy = _mm256_castpd_si256 (_mm256_loadu_pd ((const double *) C->x[y] + ry));
  const __m256i xz = _mm256_castpd_si256 (_mm256_loadu_pd ((const double *) C->x[z] + rz));
  _mm256_storeu_pd (ox + o, _mm256_castsi256_pd (_mm256_blendv_epi8 (
                              _mm256_permutevar8x32_epi32 (xz, iz),
                              _mm256_permutevar8x32_epi32 (xy, iy), sel)));
}

/* cat_merge2_x8 four rows a step from each end, by AVX2 (the same arguments): the
   first four rows of the merge from the first four of each operand, the last four
   from the last four of each, each half's rows placed by four compares of four
   keys and taken by one permutation of each column and a blend.  Against the
   portable paths, the whole call (bench_idioms' operands, 1 thread, CPU time, the
   two interleaved in one process by __nds_config__ ("portable"), medians of 11,
   AMD EPYC Zen 3, load average 7-8 from other work, 2-5 runs): cat (1, T, U) at
   1e4 / 1e5 / 1e6 entries each 0.81-0.82 / 0.85-0.96 / 0.86-0.88 of
   cat_merge2_small's time; cat (2, T, U) at 1e4 / 1e5 0.80-0.83 / 0.74-1.29
   (median 0.81) and [A; B] 0.70-0.80 / 0.56-0.99 (median 0.60) of cat_keyed's.
   Instructions a call at 1e5 each (callgrind): cat (1, T, U) 10.4 -> 6.8 M,
   cat (2, T, U) 11.6 -> 5.7 M, Octave's [S; S2] 5.7 M: the time left over
   Octave's is the bytes (bench/cat_floor.c), not the instructions */
__attribute__ ((target ("avx2"))) static void
cat_merge2_x4 (const nds_cat_in *C, int64_t *pa, int64_t *pea, int64_t *pb, int64_t *peb,
               const int m, const int dim, const int q2, int64_t *os, double *ox,
               int64_t *po, int64_t nout)
{
  const int64_t *const sa = C->s[0], *const sb = C->s[1];
  const int64_t na = C->n[0], nb = C->n[1];
  const int64_t *const ha = sa + (m - 1) * na, *const hb = sb + (m - 1) * nb;
  const int64_t *const la = sa + (m - 2) * na, *const lb = sb + (m - 2) * nb;
  int64_t a = *pa, b = *pb, o = *po, ea = *pea, eb = *peb;
  int64_t z = o + (ea - a) + (eb - b) - 4;
  while (a + 4 <= ea && b + 4 <= eb)
    {
      /* front: operand 0's slots among the merge's first four; back: operand 1's
         among its last four (slots 4..7 of the merge of the last four of each;
         operand 0's rows of a tied key first) */
      const int f0 = cat_x4_slots (ha + a, la + a, hb + b, lb + b, q2, 0) & 15;
      const int b1 = cat_x4_slots (hb + eb - 4, lb + eb - 4, ha + ea - 4, la + ea - 4, q2, 1) >> 4;
      cat_x4_put (C, 0, a, b, f0, 0, m, dim, os, ox, o, nout);
      cat_x4_put (C, 1, eb - 4, ea - 4, b1, 1, m, dim, os, ox, z, nout);
      const int x = __builtin_popcount ((unsigned) f0), y = __builtin_popcount ((unsigned) b1);
      a += x;
      b += 4 - x;
      o += 4;
      eb -= y;
      ea -= 4 - y;
      z -= 4;
    }
  *pa = a;
  *pb = b;
  *po = o;
  *pea = ea;
  *peb = eb;
}
#endif

/* one chunk of a two-operand cat: rows a..ea-1 and b..eb-1 to rows o..; with one
   or two dims above dim (matrices along rows, 3-d tensors along their first or
   second dim) and runs of fewer than 32 rows on average, double values merged
   eight rows a step where the processor has AVX-512 (four with AVX2 alone), other
   values copied key by
   key (one dim above, 8 rows a key or more), the rest merged from both ends; with
   longer runs (m <= 4, any dim but the last), copied run by run; else the general
   merge */
static void cat_chunk2 (const nds_cat_in *C, int64_t a, int64_t ea, int64_t b, int64_t eb,
                        int64_t m, int64_t dim, nds_vtype vt, int64_t *os, void *ox,
                        int64_t o, int64_t nout)
{
  const int64_t *ha = C->s[0] + (m - 1) * C->n[0], *hb = C->s[1] + (m - 1) * C->n[1];
  const int q = (int) (m - 1 - dim);
  int short_runs = 0;
  if (q == 1 && ea > a && eb > b)
    short_runs = (ea - a) + (eb - b)
      < 32 * (1 + (ha[ea - 1] > hb[eb - 1] ? ha[ea - 1] : hb[eb - 1])
              - (ha[a] < hb[b] ? ha[a] : hb[b]));
  else if (q >= 2 && m <= 4 && ea > a && eb > b)
    {
#define SHORT(M, Q)                                                             \
      if (m == M && q == Q)                                                     \
        short_runs = cat_runs_short (C->s[0], C->n[0], M, Q, a, ea)             \
          && cat_runs_short (C->s[1], C->n[1], M, Q, b, eb);
      SHORT (3, 2)
      SHORT (4, 2)
      SHORT (4, 3)
#undef SHORT
    }
  /* one key dim, short runs, at least 8 rows a key, a chunk the caches hold, and
     not merged by AVX-512 or AVX2: copied key by key, not merged.  Placing each row
     after the other operand's rows of smaller keys (counted, before this) against
     merging, 1 thread, CPU time, load average 8:
     [A; B] of 1e5 x 1e4 matrices of 1e4 / 3e4 / 1e5 / 3e5 entries each
     51 -> 51, 120 -> 113, 370 -> 273 us (Octave's [S; S2] 273), 804 -> 823;
     cat (2, T, U) of such 1000 x 100 x 1e4 tensors 57 -> 59, 139 -> 135, 567 -> 460;
     slower past the caches ([A; B] of 1e6 each in 1e5 columns, runs of 10, 4380 ->
     4969) and with runs of one or two (1e4 each in 1e4 columns: 51 -> 75).  Copied
     key by key against placed, 1e5 each, 1 thread, CPU time: nds_cat alone (a C
     driver, load average 7-9) 0.88 of the placement's (medians of 9 runs of 41
     interleaved calls 0.88-0.90, runs 0.84-0.94; 0.91 without the stage); the
     whole call over Octave's [S; S2] (bench_idioms, BENCH_CPU=1, alternating
     rounds, medians) 1.78 -> 1.63 (4 rounds), 1.89 -> 1.87 (4), 2.32 -> 2.40 (6,
     load average above 10), no gain beyond that noise; [A; B] 1.30 -> 1.32, 1.36
     -> 1.41; not measured past the caches */
  /* a chunk past the caches: its rows fetched ahead (the merge from both ends reads
     and writes 4 (m + 1) streams, more than the hardware follows).  1 thread, CPU
     time, same run, ns an output row, cat (1, T, U) of 1000 x 100 x 1e4 tensors
     of 1e6 entries each: 3.65-3.76 -> 3.25-3.34; at 1e5 each (not fetched ahead)
     2.74-2.83 -> 2.79-2.80, where fetching ahead cost 2.6 -> 2.95 */
  const int big = (ea - a) + (eb - b) > (1 << 18);
  /* AVX2's four rows a step only on a chunk the caches hold: past them, on a team of
     two, cat (1, T, U) of 1e6 entries each took 17.8-19.8 ms against the row by row
     merge's 10.6 (quiet, wall; one thread 16.3 against 15.5) */
#ifdef CAT_X8
  const int x8 = vt == NDS_DOUBLE && nds_cpu_avx512f ();
  const int x4 = vt == NDS_DOUBLE && !x8 && !big && nds_cpu_avx2 ();
#else
  const int x8 = 0, x4 = 0;
#endif
  if (short_runs && q == 1 && !(x8 | x4) && !big)
    {
      const int64_t lo = ha[a] < hb[b] ? ha[a] : hb[b];
      const int64_t ext = 1 + (ha[ea - 1] > hb[eb - 1] ? ha[ea - 1] : hb[eb - 1]) - lo;
      if (8 * ext <= (ea - a) + (eb - b)
          && cat_keyed (C, a, ea, b, eb, lo, ext, m, dim, vt, os, ox, o, nout))
        return;   /* (else merged) */
    }
#define MERGE2_SMALL(M, Q2, k)                                                  \
  if (big)                                                                      \
    cat_merge2_small (C, a, ea, b, eb, M, M - 2 - Q2, Q2, 1, k, os, ox, o, nout); \
  else                                                                          \
    cat_merge2_small (C, a, ea, b, eb, M, M - 2 - Q2, Q2, 0, k, os, ox, o, nout)
#ifdef CAT_X8
#define X8(M, Q2)                                                               \
  if (x8)                                                                       \
    {                                                                           \
      if (big)                                                                  \
        cat_merge2_x8 (C, &a, &ea, &b, &eb, M, M - 2 - Q2, Q2, 1, os, ox, &o, nout); \
      else                                                                      \
        cat_merge2_x8 (C, &a, &ea, &b, &eb, M, M - 2 - Q2, Q2, 0, os, ox, &o, nout); \
    }                                                                           \
  else if (x4)                                                                  \
    cat_merge2_x4 (C, &a, &ea, &b, &eb, M, M - 2 - Q2, Q2, os, ox, &o, nout);
#else
#define X8(M, Q2)
#endif
#define MERGE2_SMALL_20(k) MERGE2_SMALL (2, 0, k)
#define MERGE2_SMALL_30(k) MERGE2_SMALL (3, 0, k)
#define MERGE2_SMALL_40(k) MERGE2_SMALL (4, 0, k)
#define MERGE2_SMALL_31(k) MERGE2_SMALL (3, 1, k)
#define MERGE2_SMALL_41(k) MERGE2_SMALL (4, 1, k)
#define SMALL(M, Q2)                                                            \
  if (short_runs && m == M && q == 1 + Q2)                                      \
    {                                                                           \
      X8 (M, Q2)                                                                \
      NDS_VT_SPECIALIZE (vt, MERGE2_SMALL_##M##Q2)                              \
      return;                                                                   \
    }
  SMALL (2, 0)
  SMALL (3, 0)
  SMALL (4, 0)
  SMALL (3, 1)
  SMALL (4, 1)
#undef SMALL
#undef X8
#undef MERGE2_SMALL_20
#undef MERGE2_SMALL_30
#undef MERGE2_SMALL_40
#undef MERGE2_SMALL_31
#undef MERGE2_SMALL_41
#undef MERGE2_SMALL
#define RUNS_K(M, Q, k) cat_runs (C, a, ea, b, eb, M, M - 1 - Q, k, os, ox, o, nout)
#define RUNS_21(k) RUNS_K (2, 1, k)
#define RUNS_31(k) RUNS_K (3, 1, k)
#define RUNS_41(k) RUNS_K (4, 1, k)
#define RUNS(M, Q)                                                              \
  if (!short_runs && m == M && q == Q)                                          \
    {                                                                           \
      NDS_VT_SPECIALIZE (vt, RUNS_##M##Q)                                       \
      return;                                                                   \
    }
  RUNS (2, 1)
  RUNS (3, 1)
  RUNS (4, 1)
#undef RUNS
#undef RUNS_21
#undef RUNS_31
#undef RUNS_41
#undef RUNS_K
  if (!short_runs && q >= 2 && m <= 4)
    {
      cat_runs_q (C, a, ea, b, eb, m, dim, vt, os, ox, o, nout);
      return;
    }
#define MERGE2(k) cat_merge2 (C, a, ea, b, eb, m, dim, k, os, ox, o, nout)
  NDS_VT_SPECIALIZE (vt, MERGE2);
#undef MERGE2
}

/* chunk t of nds_cat's interleaved operands, whose first rows are lo[t*k ..] and
   whose ends are lo[(t+1)*k ..] (k = C->k <= 64), to its rows of (os, ox) */
static void cat_chunk (const nds_cat_in *C, const int64_t *lo, int t, int64_t m,
                       int64_t dim, nds_vtype vt, int64_t *os, void *ox, int64_t nout)
{
  const int k = C->k;
  int64_t at[64], o = 0;    /* k <= 64 heads; o = rows before the chunk */
  for (int j = 0; j < k; j++)
    {
      at[j] = lo[t * k + j];
      o += at[j];
    }
  if (k == 2)
    {
      cat_chunk2 (C, at[0], lo[t * k + k], at[1], lo[t * k + k + 1], m, dim, vt, os, ox, o,
                  nout);
      return;
    }
  /* row by row, the head with the smallest coordinates above dim, the first
     operand of equal heads (a k-way merge with the operand as the last key) */
  for (;; o++)
    {
      int h = -1;
      for (int j = 0; j < k; j++)
        if (at[j] < lo[(t + 1) * k + j]
            && (h < 0 || nds_cmp_from (C->s[j], C->n[j], at[j], C->s[h], C->n[h], at[h],
                                       m, dim + 1) < 0))
          h = j;
      if (h < 0) break;
      cat_copy (C, h, at[h]++, 1, m, dim, vt, os, ox, o, nout);
    }
}

/* The floor of a concatenation in bytes an output entry: COO reads and writes m
   subscripts and the value, 2 (8 m + 8), into a result left uninitialized: 48 for
   matrices, 64 for 3-d tensors, whatever the copy (group-wise as cat_runs, merged
   as cat_merge2_small, appended below).  Octave 7's [S; S2] and [S, S2]
   (Sparse<T>::cat) zero the result's row indices and values first (its SparseRep
   constructor value-initializes them), then copy each entry's: 16 read and 32
   written, 48, and 16 c / n ([S; S2]) or 32 c / n ([S, S2]) more for the column
   pointers of c columns, n entries an operand (bench_idioms' idiom_floor).  By
   bytes, then, 1.0x for matrices and 1.33x for 3-d tensors at large n; but a write
   to a line not in the cache costs more than one to a line just zeroed, and a
   result goes to a block that is not cached when the last result is still alive
   (R = cat (...) in a loop, or ans).  The copies alone so timed (bench/cat_floor.c,
   unshifted columns by memcpy as cat_copy's, CPU, 1 thread, load average 11, 5
   runs, 2026-11-30, 1e4 / 1e5 / 1e6 entries an operand, ours over Octave's):
   matrices 0.52-0.57 / 0.98-1.01 / 0.91-0.93, 3-d tensors 0.79-0.85 / 1.31-1.37 /
   1.19-1.25 (all by loops, measured before at load average 8: 0.55-0.57 /
   1.06-1.15 / 0.90-0.93 and 0.85-0.94 / 1.78-1.79 / 1.24-1.40).  nds_cat (3, ...)
   alone (a C driver, 1e5 each, by loops): 900-980 us with the last result kept,
   680-750 with it freed first (the copy above: 850 kept); within Octave 720-930,
   Octave's [S, S2] 480-510.
   Measured, CPU time, 1 thread, 1e5 / 1e6 entries each, against Octave's same
   entries as matrices: [A, B] 1.64 / 0.98, [A; B] 1.55 / 0.97, cat (1, T, U)
   2.16 / 2.48 (runs of one row: every row a comparison), cat (2, T, U) 2.39 /
   1.31, cat (3, T, U) 2.26 / 1.34 (at 1e6 Octave's own concatenation runs well
   below its bytes' speed: 1.3 ns an entry).
   cat (1, T, U) of 1000 x 100 x 1e4 tensors (about one entry a column key of two
   dims, so every row is a decision) is above that floor: Octave's [S; S2] copies
   aligned columns with no decision, and the decisions alone cost more than its
   whole copy.  1 thread, CPU time, ns an output row at 1e5 / 1e6 entries each
   (load average 12-14, other work running): cat_merge2_small 2.7-3.2 / 3.5-4.1
   (3.3 at 1e6 with its rows fetched ahead: cat_chunk2);
   a memcpy of the same bytes 0.6 / 1.7-1.9; the two-ended merge of the key
   columns alone (decisions and those columns written) 1.8 / 1.8, bound by its
   instruction count, not its chains (four chains, the halves split where the
   merge path crosses the middle: 1.67).  Measured and slower or no faster: two
   passes (keys and a selector byte a row, then each other column by the selector)
   2.9-3.4 / 3.1-3.7, with AVX-512 expands for the columns 2.6-2.9 / 3.6-3.9 (the
   columns bound by memory at 1e6, 0.75 ns a row each); both key dims packed into
   one int64 by a first pass, merged on it 2.95 / 5.5-6.1; groups of equal last
   coordinate merged on the next one alone 6.7 / 10.5; the output's key columns
   selected from the compared values, not loaded again 5.0 / 5.7 (registers
   spilled in the loop's chain); streaming stores for cat (3, T, U)'s copy 0.82 /
   1.80 against 0.69 / 1.72 */
/* (os, ox) = the concatenation along dim of C's k sorted operands (m dims each, all
   of value type vt): for each run of equal coordinates above dim, in order, the
   runs of operands 0..k-1 in turn, their coordinates along dim shifted by off[j];
   NDS_EARG when k > 64 and the operands interleave */
int nds_cat (const nds_cat_in *C, int64_t m, int64_t dim, nds_vtype vt, int64_t *os,
             void *ox)
{
  const int k = C->k;
  int64_t nout = 0, big = 0;
  for (int j = 0; j < k; j++)
    {
      nout += C->n[j];
      if (C->n[j] > C->n[big]) big = j;
    }
  /* every row of every operand has the same coordinates above dim (sorted: the
     first and last rows of each agree with the big operand's first): one run each */
  int above = 0;
  for (int j = 0; j < k; j++)
    if (C->n[j] > 0)
      above |= nds_cmp_from (C->s[j], C->n[j], 0, C->s[big], C->n[big], 0, m, dim + 1) != 0
               || nds_cmp_from (C->s[j], C->n[j], C->n[j] - 1, C->s[big], C->n[big], 0, m,
                             dim + 1) != 0;
  if (!above)
    {
      /* the operands one after another, the output's rows in equal shares, one for
         each thread of one team (a team an operand in blocks of 65536 rows gave two
         threads 65536 and 34464 rows of each operand of 1e5); a small call without a
         parallel region (libgomp's start of a team of one, its futex calls included,
         was half of [T, U] of 4 entries each: 5.3 -> 2.6 us for the whole call) */
      const int nt = nds_team (nout, 200000);
      #pragma omp parallel num_threads(nt)
      {
        const int t = nds_thread ();
        const int64_t lo = nds_blk (nout, t, nt), hi = nds_blk (nout, t + 1, nt);
        int64_t o = 0;
        for (int j = 0; j < k && o < hi; o += C->n[j], j++)
          {
            const int64_t a = lo > o ? lo : o, b = hi < o + C->n[j] ? hi : o + C->n[j];
            if (a < b) cat_copy (C, j, a - o, b - a, m, dim, vt, os, ox, a, nout);
          }
      }
      return NDS_OK;
    }
  if (k > 64) return NDS_EARG;
  int nt = nds_team (nout, 100000);
  /* lo[t*k + j]: operand j's first row of chunk t; chunks split the biggest operand
     evenly at run starts, and the others at the same coordinates above dim */
  int64_t *lo = nds_malloc ((size_t) (nt + 1) * (size_t) k, sizeof (int64_t));
  if (!lo) return NDS_ENOMEM;
  for (int t = 0; t <= nt; t++)
    {
      int64_t r = nds_blk (C->n[big], t, nt);
      for (int j = 0; j < k; j++)
        lo[t * k + j] = t == 0 ? 0 : t == nt ? C->n[j]
                      : nds_lower_bound_row (C->s[j], C->n[j], m, dim + 1, C->s[big],
                                             C->n[big], r);
    }
  if (nt == 1)
    cat_chunk (C, lo, 0, m, dim, vt, os, ox, nout);  /* no team of one: see above */
  else
    {
      #pragma omp parallel for schedule(static, 1) num_threads(nt)
      for (int t = 0; t < nt; t++)
        cat_chunk (C, lo, t, m, dim, vt, os, ox, nout);
    }
  nds_free (lo);
  return NDS_OK;
}
