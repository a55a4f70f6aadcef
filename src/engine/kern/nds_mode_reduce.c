/* nds_mode_reduce.c: reductions without groups: along one mode, chunk by chunk of the
   dims below it, or over the leading dims, by runs of rows */
#include <string.h>
#include "nds_kern.h"
#include "nds_zorder.h"
#include "nds_axpy_z.h"

/* Sorted entries reduced along dim `mode`: the rows agreeing on the dims above mode
   (a block) come as runs of equal coordinate along mode, each run in increasing
   order of the inner key (the linear index over the dims below mode).  A block is
   reduced a chunk of NDS_CHUNK consecutive inner keys at a time: each run hands its
   entries of the chunk to a dense accumulator small enough to stay in cache, and a
   bitmap marks the cells hit.  No sort, no permutation, no random gather: every run
   is read in storage order.  A unit is one chunk of one block; a first pass counts
   each unit's cells, so the second writes them in place, in parallel. */

/* 2^17 cells: a 1 MB accumulator per thread.  Along mode 3 of the 1e7-entry bench
   tensor, 2^17 took 0.08 s against 0.09 s for 2^16 and 2^19 and 0.105 s for 2^18 */
#define NDS_CHUNK ((int64_t) 1 << 17)

/* the bytes of a value of x by xs: 0 a double, 1 a single, 2 a complex double's pair,
   3 a complex single's pair */
static inline size_t xbytes (int xs)
{
  return (size_t) ((xs & 1 ? 4 : 8) << (xs >> 1));
}

/* value p of x: doubles, or singles when xs (a constant where the callers inline) */
static inline double xval (const void *x, int xs, int64_t p)
{
  return xs ? (double) ((const float *) x)[p] : ((const double *) x)[p];
}

/* accumulator cell k: doubles, or singles when xs (a single sum or product adds in
   single, as Octave's sum of a single array: the double operation of two singles
   rounded to single is the single operation's result) */
static inline double aget (const void *acc, int xs, int64_t k)
{
  return xs ? (double) ((const float *) acc)[k] : ((const double *) acc)[k];
}

static inline void aput (void *acc, int xs, int64_t k, double v)
{
  if (xs)
    ((float *) acc)[k] = (float) v;
  else
    ((double *) acc)[k] = v;
}

/* y[o] = v: doubles, or v rounded to single when xs */
static inline void yset (void *y, int xs, int64_t o, double v)
{
  if (xs)
    ((float *) y)[o] = (float) v;
  else
    ((double *) y)[o] = v;
}

/* inner key of row p of s (n rows): its linear index over the dims below the mode */
static inline __attribute__ ((always_inline)) int64_t
inner_key (const int64_t *s, int64_t n, int64_t mode, const int64_t *stride, int64_t p)
{
  int64_t k = 0;
  for (int64_t d = 0; d < mode; d++) k += (s[p + d * n] - 1) * stride[d];
  return k;
}

/* a thread's workspace: the accumulator, and the runs of the block at hand */
typedef struct {
  double *acc;
  uint32_t *cnt;    /* entries per cell, when asked for (at most sz[mode]) */
  uint64_t *bits;
  int64_t *rp, *re, *rc;   /* per run: next row, end row, coordinate along the mode */
  int64_t nr, blk;
} workspace;

static void ws_free (workspace *W)
{
  nds_free (W->acc); nds_free (W->cnt); nds_free (W->bits);
  nds_free (W->rp); nds_free (W->re); nds_free (W->rc);
}

/* W for plan P; the accumulator (when values; of x's values, xs as for xbytes) starts
   each cell (each part of a pair) at fun's start value, and the counts (when counts)
   at 0; the emission puts them back */
static int ws_alloc (const nds_modered *P, workspace *W, int values, int counts,
                     nds_fun fun, int xs)
{
  size_t c = (size_t) P->C, r = P->chunks > 1 ? (size_t) P->rmax : 0;  /* runs: chunks */
  memset (W, 0, sizeof (*W));
  W->blk = -1;
  W->bits = nds_calloc (c / 64 + 1, sizeof (uint64_t));
  W->acc = values ? nds_malloc (c, xbytes (xs)) : NULL;
  W->cnt = counts ? nds_calloc (c, sizeof (uint32_t)) : NULL;
  if (W->acc)
    for (size_t k = 0; k < (xs >= 2 ? 2 * c : c); k++)
      aput (W->acc, xs & 1, (int64_t) k, nds_fun_start (fun));
  W->rp = nds_malloc (r, sizeof (int64_t));
  W->re = nds_malloc (r, sizeof (int64_t));
  W->rc = nds_malloc (r, sizeof (int64_t));
  if (W->bits && (W->acc || !values) && (W->cnt || !counts) && W->rp && W->re && W->rc)
    return NDS_OK;
  ws_free (W);
  return NDS_ENOMEM;
}

/* W's runs = those of block b, each from its first row with inner key >= base */
static void load_block (const nds_modered *P, workspace *W, int64_t b, int64_t base)
{
  const int64_t n = P->n, lo = P->bstart[b], hi = P->bstart[b + 1];
  W->nr = 0;
  W->blk = b;
  for (int64_t a = lo; a < hi; )
    {
      int64_t e = nds_run_end (P->s, n, P->m, P->mode, a, hi), p = a, q = e;
      while (base > 0 && p < q)     /* a thread starting inside the block */
        {
          int64_t c = p + (q - p) / 2;
          if (inner_key (P->s, n, P->mode, P->stride, c) < base) p = c + 1;
          else q = c;
        }
      W->rp[W->nr] = p;
      W->re[W->nr] = e;
      W->rc[W->nr++] = P->s[a + P->mode * n];
      a = e;
    }
}

/* runs ahead of the one at hand whose first rows are fetched: a chunk visits hundreds
   of runs far apart, for a few dozen rows each, too many streams for the hardware
   prefetcher.  (Inline in the loop: GCC drops prefetches in a helper function.)  Along
   mode 3 of the 1e7-entry bench tensor, 32 runs ahead took the plan 20.5 -> 17 ms and
   the run 50 -> 45 ms against 4; 16 was in between, 64 the same as 32. */
#define NDS_RUNS_AHEAD 32

/* cell k of the chunk takes value v (only its bit, unless values); no branch on
   whether the cell was seen: the accumulator (singles when xs) starts at fun's start
   value */
static inline __attribute__ ((always_inline)) void
take (uint64_t *bits, double *acc, int xs, uint32_t *cn, int64_t k, double v, nds_fun fun,
      int values)
{
  bits[k >> 6] |= (uint64_t) 1 << (k & 63);
  if (!values) return;
  aput (acc, xs, k, nds_combine (fun, aget (acc, xs, k), v));
  if (cn) cn[k]++;
}

/* take of an unweighted single v into a float accumulator, in single (nds_combine_f:
   the same bits as take's double operation rounded, with no conversion an entry).
   For the chunked runs: along dim 3 of the bench's 1e7 entries (one thread, C, max,
   loaded) single / double 0.93 -> 0.89.  In the one-chunk loop it measured 0.92 ->
   0.99 while nds_combine_f's max and min converted to double and back; with its
   float compare (nds_extreme_f) that loop takes it too */
static inline __attribute__ ((always_inline)) void
take_f (uint64_t *bits, void *acc, uint32_t *cn, int64_t k, float v, nds_fun fun)
{
  float *a = acc;
  bits[k >> 6] |= (uint64_t) 1 << (k & 63);
  a[k] = nds_combine_f (fun, a[k], v);
  if (cn) cn[k]++;
}

/* cell k of the chunk adds the complex value p of x ((re, im) pairs, of floats when
   xf) to its pair of the accumulator (sums only), each part as take adds a real
   value */
static inline void take_z (uint64_t *bits, double *acc, int xf, uint32_t *cn, int64_t k,
                           const void *x, int64_t p, int values)
{
  bits[k >> 6] |= (uint64_t) 1 << (k & 63);
  if (!values) return;
  for (int64_t j = 0; j < 2; j++)
    aput (acc, xf, 2 * k + j, aget (acc, xf, 2 * k + j) + xval (x, xf, 2 * p + j));
  if (cn) cn[k]++;
}

/* cell k of the chunk adds the complex value p of x (double pairs) times the weight
   at wp (a pair when wc, else real) to its pair of the accumulator, by
   nds_fibers_apply_z's multiply-add (axpy_z), so that the sums have its bits */
static inline void take_zw (uint64_t *bits, double *acc, int64_t k, const double *x,
                            int64_t p, const double *wp, int wc, int values)
{
  bits[k >> 6] |= (uint64_t) 1 << (k & 63);
  if (!values) return;
  if (wc)
    axpy_z (acc + 2 * k, x[2 * p], x[2 * p + 1], wp, 1, 1, 1);
  else
    axpy_z (acc + 2 * k, x[2 * p], x[2 * p + 1], wp, 1, 1, 0);
}

/* cell k of the chunk takes the complex value p of x (pairs of T) into its max
   (ismax) or min, held in its pair of the accumulator (NaN pairs at the start), as
   group_extreme<sfx> picks along the mode: the cell's first value, then each value
   with no NaN part that replaces a NaN pair or comes after the pair held in
   z_after<sfx>'s order */
#define NDS_TAKE_EXT(sfx, T)                                                         \
  static inline void take_ext##sfx (uint64_t *bits, T *acc, uint32_t *cn, int64_t k,  \
                                    const T *x, int64_t p, int ismax, int values)   \
  {                                                                                 \
    bits[k >> 6] |= (uint64_t) 1 << (k & 63);                                       \
    if (!values) return;                                                            \
    const T *q = x + 2 * p;                                                         \
    T *a = acc + 2 * k;                                                             \
    const int take = isnan (q[0]) || isnan (q[1])                                   \
      ? cn[k] == 0                                                                  \
      : isnan (a[0]) || isnan (a[1])                                                \
        || z_after##sfx (q, quick_sq (q[0], q[1]), a, quick_sq (a[0], a[1]), ismax); \
    if (take)                                                                       \
      {                                                                             \
        a[0] = q[0];                                                                \
        a[1] = q[1];                                                                \
      }                                                                             \
    cn[k]++;                                                                        \
  }
NDS_TAKE_EXT (, double)
NDS_TAKE_EXT (_f, float)
#undef NDS_TAKE_EXT

/* take_z for fun (sums) or take_ext<sfx> (max, min) of complex values, of floats
   when xf (acc: doubles, or floats when xf) */
static inline void take_zfun (uint64_t *bits, void *acc, int xf, uint32_t *cn,
                              int64_t k, const void *x, int64_t p, nds_fun fun,
                              int values)
{
  if (fun == NDS_SUM)
    take_z (bits, acc, xf, cn, k, x, p, values);
  else if (xf)
    take_ext_f (bits, acc, cn, k, x, p, fun == NDS_MAX, values);
  else
    take_ext (bits, acc, cn, k, x, p, fun == NDS_MAX, values);
}

/* reduce unit u; with x NULL only count its cells, else write them from row P->uoff[u]
   of the outputs, or with at (real values, no cnt) those with a nonzero result alone,
   from row *at, which moves past them.  Returns the unit's cells.  Always inline:
   traverse calls it with fun (op.fun) and modes 1 and 2 as constants, so that each gets
   its own loops with no switch per entry (max along dim 3 at 1e7: 8% faster).  xs: 0
   doubles, 1 singles, 2 complex (re, im) pairs of a sum with no weights, each part
   added as the doubles are (the same bits as the parts reduced apart), or of a max or
   min (take_ext), 3 complex single pairs, each part added as the singles are, or
   compared in single. */
static inline __attribute__ ((always_inline)) int64_t
unit_pass (const nds_modered *P, workspace *W, int64_t u, const void *x, int xs,
           nds_redop op, nds_fun fun, int64_t mode, int64_t *os, void *y, double *cnt,
           int64_t *at)
{
  const int64_t n = P->n, m = P->m, C = P->C, *s = P->s;
  const int64_t b = u / P->chunks, base = (u % P->chunks) * C, lim = base + C;
  int64_t stride[64];
  memcpy (stride, P->stride, sizeof (int64_t) * (size_t) mode);
  uint64_t *bits = W->bits;
  double *acc = W->acc;
  const int64_t lo = P->bstart[b], hi = P->bstart[b + 1];
  /* a real cell's count tells whether its fiber has an implicit zero, which it has
     whatever the count when the block holds fewer rows than the extent along the mode
     (a run gives a cell one row at most): then no count unless asked for, a
     read-modify-write an entry less in a table as large as the accumulator.  Complex
     max and min mark a cell's first value by it (take_ext) */
  uint32_t *cn = xs >= 2 || cnt || hi - lo >= P->sz[mode] ? W->cnt : NULL;
  const int values = x != NULL, keep = op.keep;
  const double *w = op.w;
  const int64_t *sm = s + mode * n;
  const int wc = op.wcomplex;
  if (P->chunks == 1 && xs < 2 && values && !w && fun != NDS_SUM)
    /* the block is one chunk of unweighted real values: the rows in storage order,
       with no test an entry, singles combined in single (sums keep the loop below,
       as they were timed) */
    for (int64_t p = lo; p < hi; p++)
      {
        const int64_t k = inner_key (s, n, mode, stride, p);
        if (xs)
          take_f (bits, acc, cn, k, ((const float *) x)[p], fun);
        else
          take (bits, acc, 0, cn, k, ((const double *) x)[p], fun, 1);
      }
  else if (P->chunks == 1)
    /* the block is one chunk: its rows in storage order, runs one after another */
    for (int64_t p = lo; p < hi; p++)
      if (xs >= 2 && w)
        take_zw (bits, acc, inner_key (s, n, mode, stride, p), x, p,
                 w + (1 + wc) * (sm[p] - 1), wc, values);
      else if (xs >= 2)
        take_zfun (bits, acc, xs & 1, cn, inner_key (s, n, mode, stride, p), x, p, fun,
                   values);
      else
        take (bits, acc, xs, cn, inner_key (s, n, mode, stride, p),
              values ? (w ? xval (x, xs, p) * w[sm[p] - 1] : xval (x, xs, p)) : 0, fun,
              values);
  else
    {
      if (W->blk != b) load_block (P, W, b, base);
      for (int64_t r = 0; r < W->nr; r++)
        {
          if (r + NDS_RUNS_AHEAD < W->nr)
            {
              const int64_t q = W->rp[r + NDS_RUNS_AHEAD];
              for (int64_t j = 0; j < 24; j += 8)
                {
                  for (int64_t d = 0; d < mode; d++)
                    __builtin_prefetch (s + q + d * n + j);
                  if (values)
                    __builtin_prefetch ((const char *) x + (size_t) (q + j) * xbytes (xs));
                }
            }
          int64_t p = W->rp[r], k;
          const int64_t e = W->re[r];
          const double *const wp = w ? w + (1 + wc) * (W->rc[r] - 1) : NULL;
          const double wr = wp ? wp[0] : 1;
          if (xs >= 2 && w)
            for (; p < e && (k = inner_key (s, n, mode, stride, p)) < lim; p++)
              take_zw (bits, acc, k - base, x, p, wp, wc, values);
          else if (xs >= 2)
            for (; p < e && (k = inner_key (s, n, mode, stride, p)) < lim; p++)
              take_zfun (bits, acc, xs & 1, cn, k - base, x, p, fun, values);
          else if (xs == 1 && values && !w)
            for (; p < e && (k = inner_key (s, n, mode, stride, p)) < lim; p++)
              take_f (bits, acc, cn, k - base, ((const float *) x)[p], fun);
          else
            for (; p < e && (k = inner_key (s, n, mode, stride, p)) < lim; p++)
              take (bits, acc, xs, cn, k - base,
                    values ? (w ? xval (x, xs, p) * wr : xval (x, xs, p)) : 0, fun, values);
          W->rp[r] = p;
        }
    }
  int64_t c = 0, o = at ? *at : values ? P->uoff[u] : 0, nout = P->nout, row = lo;
  for (int64_t i = 0; i <= (C - 1) / 64; i++)
    {
      uint64_t word = bits[i];
      bits[i] = 0;
      if (!values)
        {
          c += __builtin_popcountll (word);
          continue;
        }
      for (; word; word &= word - 1, c++)
        {
          int64_t k = i * 64 + __builtin_ctzll (word);
          nds_key_decode ((uint64_t) (base + k), mode, P->sz, P->inv, os, o, nout);
          if (keep) os[o + mode * nout] = 1;
          for (int64_t d = mode + 1, col = keep ? d : d - 1; d < m; d++, col++)
            os[o + col * nout] = s[row + d * n];
          if (xs >= 2)
            {
              /* complex max and min: a stored value is nonzero, so an implicit zero
                 is below every one but NaN (sums combine no zeros) */
              const int some_zero = op.zeros && (int64_t) cn[k] < P->sz[mode];
              const int zero = some_zero && (fun == NDS_MIN
                                             || isnan (aget (acc, xs & 1, 2 * k))
                                             || isnan (aget (acc, xs & 1, 2 * k + 1)));
              for (int64_t j = 0; j < 2; j++)
                {
                  yset (y, xs & 1, 2 * o + j, zero ? 0 : aget (acc, xs & 1, 2 * k + j));
                  aput (acc, xs & 1, 2 * k + j, nds_fun_start (fun));
                }
              if (cnt) cnt[o] = (double) cn[k];
              o++;
            }
          else
            {
              /* the implicit zero combined by a select: max (A, [], 2) drops about
                 half its cells at random */
              const int some_zero = op.zeros && (!cn || (int64_t) cn[k] < P->sz[mode]);
              int nz;
              if (xs)
                {
                  const void *av = acc;
                  const float a = ((const float *) av)[k],
                              v = nds_pick_f (some_zero, nds_combine_f (fun, a, 0), a);
                  ((float *) y)[o] = v;
                  nz = v != 0;
                }
              else
                {
                  const double a = acc[k],
                               v = nds_pick (some_zero, nds_combine (fun, a, 0), a);
                  ((double *) y)[o] = v;
                  nz = v != 0;
                }
              aput (acc, xs, k, nds_fun_start (fun));
              if (cnt) cnt[o] = (double) cn[k];
              /* a zero's row is written over by the next (no branch: half fall at
                 random) */
              o += !at || nz;
            }
          if (cn) cn[k] = 0;
        }
    }
  if (at) *at = o;
  return c;
}

/* every unit through unit_pass, each thread its range; counts[u] = unit u's cells;
   with kept (real values, no cnt), thread t's rows with a nonzero result alone, from
   row P->uoff[P->tu[t]], kept[t] of them */
static int traverse (const nds_modered *P, const void *x, nds_redop op, int64_t *os,
                     void *y, double *cnt, int64_t *counts, int64_t *kept)
{
  int st = NDS_OK;
  #pragma omp parallel num_threads(P->nt)
  {
    int t = nds_thread ();
    int64_t first = kept ? P->uoff[P->tu[t]] : 0, o = first, *at = kept ? &o : NULL;
    workspace W;
    const int xs = op.xcomplex ? 2 + op.xsingle : op.xsingle;
    if (ws_alloc (P, &W, x != NULL, cnt || op.zeros, op.fun, xs) != NDS_OK)
      {
        #pragma omp atomic write
        st = NDS_ENOMEM;
      }
    else
      {
        for (int64_t u = P->tu[t]; u < P->tu[t + 1]; u++)
          {
            int64_t c = 0;
#define UNIT_Z(f, md)                                                   \
            c = xs == 3 ? unit_pass (P, &W, u, x, 3, op, f, md, os, y, cnt, NULL) \
                        : unit_pass (P, &W, u, x, 2, op, f, md, os, y, cnt, NULL)
#define UNIT_ZFUN(f)                                                    \
            if (P->mode == 1) UNIT_Z (f, 1);                            \
            else if (P->mode == 2) UNIT_Z (f, 2);                       \
            else UNIT_Z (f, P->mode)
            if (xs >= 2)
              {
                if (op.fun == NDS_MAX) UNIT_ZFUN (NDS_MAX);
                else if (op.fun == NDS_MIN) UNIT_ZFUN (NDS_MIN);
                else UNIT_ZFUN (NDS_SUM);
              }
            else
              {
/* at NULL a constant where no cell is dropped: a run-time at cost sum (A, 2) at 1e7
   60 -> 90 ms double (the emit's stores waited on the test) */
#define UNIT_PASS(f, md)                                                \
            if (at)                                                     \
              c = op.xsingle ? unit_pass (P, &W, u, x, 1, op, f, md, os, y, cnt, at) \
                             : unit_pass (P, &W, u, x, 0, op, f, md, os, y, cnt, at); \
            else                                                        \
              c = op.xsingle ? unit_pass (P, &W, u, x, 1, op, f, md, os, y, cnt, NULL) \
                             : unit_pass (P, &W, u, x, 0, op, f, md, os, y, cnt, NULL)
#define UNIT_FUN(f)                                                     \
            if (P->mode == 1) UNIT_PASS (f, 1);                         \
            else if (P->mode == 2) UNIT_PASS (f, 2);                    \
            else UNIT_PASS (f, P->mode)
                NDS_FUN_SPECIALIZE (op.fun, UNIT_FUN);
              }
#undef UNIT_ZFUN
#undef UNIT_Z
#undef UNIT_FUN
#undef UNIT_PASS
            if (counts) counts[u] = c;
          }
        ws_free (&W);
      }
    if (kept) kept[t] = o - first;
  }
  return st;
}

/* thread t's rows of nt for a reduction over the leading dims: an even share, moved
   forward to the start of a run of rows agreeing on dims r..m-1 (runs may be long) */
static int64_t lead_block (const int64_t *s, int64_t n, int64_t m, int64_t r, int t, int nt)
{
  int64_t lo = nds_blk (n, t, nt);
  return lo > 0 && lo < n ? nds_run_end (s, n, m, r, lo - 1, n) : lo;
}

/* CALL (mc, rc) with the rank m and the leading dims r as constants in the common
   cases (3-D over dim 1 or dims 1:2, 2-D over dim 1), so that loops over dims unroll */
#define LEAD_SPECIALIZE(m, r, CALL)                     \
  if ((m) == 3 && (r) == 1) CALL (3, 1);                \
  else if ((m) == 3 && (r) == 2) CALL (3, 2);           \
  else if ((m) == 2 && (r) == 1) CALL (2, 1);           \
  else CALL (m, r)

/* the runs of rows lo..hi-1 agreeing on dims r..m-1.  Always inline: lead_count
   calls it with m and r constants for the common ranks, so that it vectorizes
   (1e7 rows along dim 1: 5.5 -> 3.7 ms, along dims 1:2: 4.4 -> 1.7 ms) */
static inline __attribute__ ((always_inline)) int64_t
count_runs (const int64_t *s, int64_t n, int64_t m, int64_t r, int64_t lo, int64_t hi)
{
  int64_t c = lo < hi;
  for (int64_t i = lo + 1; i < hi; i++) c += nds_row_starts (s, n, m, r, i);
  return c;
}

/* first[t] = thread t's first output row of nt (returned), first[nt] = the runs.
   nt is lead_reduce's team, from NDS_SERIAL_BELOW rows (4.7-6.1 ns a row on one
   thread: sum (T, 1) of 1e5 / 1e6 entries); the count (1.0-1.9 ns a row) splits its
   rows into the same nt blocks but takes a team only from NDS_SERIAL_NS of work */
static int lead_count (const int64_t *s, int64_t n, int64_t m, int64_t r, int64_t *first)
{
  int nt = nds_team (n, NDS_SERIAL_BELOW);
  if (nt > 64) nt = 64;
  const int nc = nt > 1 ? nds_team_ns (n, 1.9) : 1;
  first[0] = 0;
#define COUNT_RUNS(mc, rc) first[t + 1] = count_runs (s, n, mc, rc, lo, hi)
  NDS_PAR_FOR (nc > 1, num_threads(nc) schedule(static),
    for (int t = 0; t < nt; t++)
      {
        int64_t lo = lead_block (s, n, m, r, t, nt), hi = lead_block (s, n, m, r, t + 1, nt);
        LEAD_SPECIALIZE (m, r, COUNT_RUNS);
      });
#undef COUNT_RUNS
  for (int t = 0; t < nt; t++) first[t + 1] += first[t];
  return nt;
}

/* us's columns of the reduced dims 0..r-1 (kept: keep) = 1 in output rows o..e-1,
   after the rows' loop: a fill, where a store a row cost lead_rows a store and a
   select each (see lead_rows) */
static void lead_ones (int64_t *us, int64_t r, int keep, int64_t o, int64_t e,
                       int64_t nout)
{
  for (int64_t d = 0; keep && d < r; d++)
    for (int64_t p = o; p < e; p++)
      us[p + d * nout] = 1;
}

/* rows lo..hi-1 of a reduction over the leading dims 0..r-1 (see lead_reduce), from
   output row o, each run's value combined with a zero when zeros and it is shorter
   than nr, and its length into cnt unless NULL.  Always inline: lead_rows calls it
   with fun a constant, and with zeros and cnt constants for a plain sum, so that each
   gets its own loop with no test per row (sum (T, 1) of 3-D T: 51 -> 33
   instructions a row, callgrind, double or single) */
static inline __attribute__ ((always_inline)) void
lead_rows_at (const int64_t *s, const void *x, int xs, int64_t n, int64_t m, int64_t r,
              double nr, const double *w, int keep, int zeros, nds_fun fun, int64_t lo,
              int64_t hi, int64_t o, int64_t nout, int64_t *us, void *y, double *cnt)
{
  const int64_t drop = keep ? 0 : r;
  const int64_t *sw = w ? s + (r - 1) * n : NULL;   /* coordinates the weights take */
  const double start = nds_fun_start (fun);
  double acc = start;
  int64_t len = 0, p = o - 1;
  if (xs && !w)
    {
      /* unweighted singles: the accumulator a float, so that the chain of dependent
         operations has no conversion (1e7 rows along dim 1 of 3: 37 -> 23 ms, as
         double's 24; nds_pick_f keeps the float in a vector register) */
      const float *xf = (const float *) x, startf = (float) start;
      float *yf = (float *) y;
      float accf = startf;
      for (int64_t i = lo; i < hi; i++)
        {
          const int fresh = i == lo || nds_row_starts (s, n, m, r, i);
          p += fresh;
          accf = nds_combine_f (fun, nds_pick_f (fresh, startf, accf), xf[i]);
          len = len * !fresh + 1;
          for (int64_t d = r; d < m; d++)
            us[p + (d - drop) * nout] = s[i + d * n];
          yf[p] = zeros && (double) len < nr ? nds_combine_f (fun, accf, 0) : accf;
          if (cnt) cnt[p] = (double) len;
        }
    }
  else
    for (int64_t i = lo; i < hi; i++)
      {
        const int fresh = i == lo || nds_row_starts (s, n, m, r, i);
        p += fresh;
        const double v = w ? xval (x, xs, i) * w[sw[i] - 1] : xval (x, xs, i);
        acc = nds_combine (fun, nds_pick (fresh, start, acc), v);
        if (xs) acc = (float) acc;     /* singles add in single (see aget) */
        len = len * !fresh + 1;
        for (int64_t d = r; d < m; d++)
          us[p + (d - drop) * nout] = s[i + d * n];
        yset (y, xs, p, zeros && (double) len < nr ? nds_combine (fun, acc, 0) : acc);
        if (cnt) cnt[p] = (double) len;
      }
  lead_ones (us, r, keep, o, p + 1, nout);
}

/* lead_rows_at for op, with a plain sum's (no weights, zeros or lengths) own loop */
static inline __attribute__ ((always_inline)) void
lead_rows (const int64_t *s, const void *x, int xs, int64_t n, int64_t m, int64_t r,
           double nr, nds_redop op, nds_fun fun, int64_t lo, int64_t hi, int64_t o,
           int64_t nout, int64_t *us, void *y, double *cnt)
{
  if (fun == NDS_SUM && !op.w && !op.zeros && !cnt)
    lead_rows_at (s, x, xs, n, m, r, nr, NULL, op.keep, 0, fun, lo, hi, o, nout, us, y,
                  NULL);
  else
    lead_rows_at (s, x, xs, n, m, r, nr, op.w, op.keep, op.zeros, fun, lo, hi, o, nout,
                  us, y, cnt);
}

/* lead_rows of complex sums: x and y interleaved (re, im) pairs of T (double, or
   float with PICK nds_pick_f), each part summed as lead_rows sums T's (the same bits
   as the parts summed apart) */
#define NDS_LEAD_ROWS_Z(name, T, PICK)                                              \
  static inline __attribute__ ((always_inline)) void                              \
  name (const int64_t *s, const T *x, int64_t n, int64_t m, int64_t r, int keep,    \
        int64_t lo, int64_t hi, int64_t o, int64_t nout, int64_t *us, T *y,         \
        double *cnt)                                                              \
  {                                                                               \
    const int64_t drop = keep ? 0 : r;                                            \
    const T start = (T) nds_fun_start (NDS_SUM);                                  \
    T re = start, im = start;                                                     \
    int64_t len = 0, p = o - 1;                                                   \
    for (int64_t i = lo; i < hi; i++)                                             \
      {                                                                           \
        const int fresh = i == lo || nds_row_starts (s, n, m, r, i);              \
        p += fresh;                                                               \
        re = PICK (fresh, start, re) + x[2 * i];                                  \
        im = PICK (fresh, start, im) + x[2 * i + 1];                              \
        len = len * !fresh + 1;                                                   \
        for (int64_t d = r; d < m; d++)                                           \
          us[p + (d - drop) * nout] = s[i + d * n];                               \
        y[2 * p] = re;                                                            \
        y[2 * p + 1] = im;                                                        \
        if (cnt) cnt[p] = (double) len;                                           \
      }                                                                           \
    lead_ones (us, r, keep, o, p + 1, nout);                                      \
  }
NDS_LEAD_ROWS_Z (lead_rows_z, double, nds_pick)
NDS_LEAD_ROWS_Z (lead_rows_cf, float, nds_pick_f)
#undef NDS_LEAD_ROWS_Z

/* rows lo..hi-1 of a complex max or min over the leading dims 0..r-1 (sizes sz), from
   output row o: each run's coordinates, extreme (nds_run_extreme_z, or _cf for
   xsingle, Octave's rule for NaN and infinite parts included) and length */
static void lead_rows_zext (const int64_t *s, const void *x, int64_t n, int64_t m,
                            int64_t r, const int64_t *sz, nds_redop op, int64_t lo,
                            int64_t hi, int64_t o, int64_t nout, int64_t *us, void *y,
                            double *cnt)
{
  const int64_t drop = op.keep ? 0 : r;
  const int ismax = op.fun == NDS_MAX;
  for (int64_t i = lo, e, p = o; i < hi; i = e, p++)
    {
      for (e = i + 1; e < hi && !nds_row_starts (s, n, m, r, e); e++)
        ;
      if (op.xsingle)
        nds_run_extreme_cf (x, s, n, r, sz, i, e, ismax, (float *) y + 2 * p);
      else
        nds_run_extreme_z (x, s, n, r, sz, i, e, ismax, (double *) y + 2 * p);
      for (int64_t d = drop; d < m; d++)
        us[p + (d - drop) * nout] = d < r ? 1 : s[i + d * n];
      if (cnt) cnt[p] = (double) (e - i);
    }
}

/* us, y, cnt (unless NULL) = each run's coordinates, op over its values (nr cells
   reduced) and its length, from row first[t] for thread t.  Every row rewrites its
   run's coordinates, value and length, so that the accumulation has no branch on
   where the runs end (most end after a row or two). */
static void lead_reduce (const int64_t *s, const void *x, int64_t n, int64_t m,
                         int64_t r, const int64_t *sz, nds_redop op, const int64_t *first,
                         int nt, int64_t *us, void *y, double *cnt)
{
  double nr = 1;
  for (int64_t d = 0; d < r; d++) nr *= (double) sz[d];
  #pragma omp parallel num_threads(nt)
  {
    int t = nds_thread ();
    int64_t lo = lead_block (s, n, m, r, t, nt), hi = lead_block (s, n, m, r, t + 1, nt);
#define LEAD_ROWS(f, mc, rc)                                                    \
    do {                                                                        \
      if (op.xsingle)                                                           \
        lead_rows (s, x, 1, n, mc, rc, nr, op, f, lo, hi, first[t], first[nt], us, y, \
                   cnt);                                                        \
      else                                                                      \
        lead_rows (s, x, 0, n, mc, rc, nr, op, f, lo, hi, first[t], first[nt], us, y, \
                   cnt);                                                        \
    } while (0)
#define LEAD_FUN(f) LEAD_ROWS (f, m, r)
#define LEAD_SUM(mc, rc) LEAD_ROWS (NDS_SUM, mc, rc)
    /* sums (sum, mean, any, all, ttv) over the leading dims of the common ranks get
       their loops over dims unrolled: 28 -> 22 ms for 1e7 rows along dim 1 of 3 */
#define LEAD_Z(mc, rc)                                                          \
    do {                                                                        \
      if (op.xsingle)                                                           \
        lead_rows_cf (s, x, n, mc, rc, op.keep, lo, hi, first[t], first[nt], us, y, cnt); \
      else                                                                      \
        lead_rows_z (s, x, n, mc, rc, op.keep, lo, hi, first[t], first[nt], us, y, cnt); \
    } while (0)
    if (op.xcomplex && op.fun != NDS_SUM)
      lead_rows_zext (s, x, n, m, r, sz, op, lo, hi, first[t], first[nt], us, y, cnt);
    else if (op.xcomplex)
      {
        LEAD_SPECIALIZE (m, r, LEAD_Z);
      }
    else if (op.fun == NDS_SUM)
      {
        LEAD_SPECIALIZE (m, r, LEAD_SUM);
      }
    else
      NDS_FUN_SPECIALIZE (op.fun, LEAD_FUN);
#undef LEAD_Z
#undef LEAD_SUM
#undef LEAD_FUN
#undef LEAD_ROWS
  }
}

void nds_modered_free (nds_modered *P)
{
  nds_free (P->bstart); nds_free (P->uoff);
  P->bstart = P->uoff = NULL;
}

int nds_modered_plan (const int64_t *s, int64_t n, int64_t m, const int64_t *sz,
                      int64_t mode, nds_modered *P)
{
  memset (P, 0, sizeof (*P));
  P->s = s; P->n = n; P->m = m; P->sz = sz; P->mode = mode;
  /* a cell's count of entries (one per run at most) is 32-bit: half the cache of
     64 (max along dim 3 at 1e7: 9% faster in C) */
  if (n <= 0 || m > 64 || mode < 1 || mode >= m || sz[mode] > UINT32_MAX) return NDS_OK;
  int64_t inner = 1;
  for (int64_t d = 0; d < mode; d++)
    {
      P->stride[d] = inner;
      if (__builtin_mul_overflow (inner, sz[d], &inner) || inner > ((int64_t) 1 << 62))
        return NDS_OK;
    }
  nds_key_inverse (sz, mode, P->inv);
  P->C = inner < NDS_CHUNK ? inner : NDS_CHUNK;
  P->chunks = (inner + P->C - 1) / P->C;
  /* the blocks; given up (P->use 0) once the extra work passes the entries: a visit
     to a run costs about 11 entries (a miss in each pass), a bitmap word half of
     one, and sorting (the other way) about 1.4 entries (measured at 1e6 and 1e7) */
  int64_t cap = 64, nb = 0, rmax = 0;
  double work = 0, limit = (double) n + 65536;
  P->bstart = nds_malloc ((size_t) cap + 1, sizeof (int64_t));
  if (!P->bstart) return NDS_ENOMEM;
  for (int64_t a = 0, b; a < n; a = b)
    {
      b = mode == m - 1 ? n : nds_run_end (s, n, m, mode + 1, a, n);
      /* with one chunk the rows are read in order; with more, each chunk visits the
         block's runs (as many as its rows at most, or the extent along mode) */
      int64_t r = b - a < sz[mode] ? b - a : sz[mode];
      work += (double) P->chunks * ((P->chunks > 1 ? 11.0 * (double) r : 0)
                                    + 0.5 * (double) (P->C / 64 + 1));
      if (work > limit)
        {
          nds_modered_free (P);
          return NDS_OK;
        }
      if (nb == cap)
        {
          int64_t *g = nds_malloc ((size_t) (2 * cap) + 1, sizeof (int64_t));
          if (!g)
            {
              nds_modered_free (P);
              return NDS_ENOMEM;
            }
          memcpy (g, P->bstart, sizeof (int64_t) * (size_t) nb);
          nds_free (P->bstart);
          P->bstart = g;
          cap *= 2;
        }
      P->bstart[nb++] = a;
      if (r > rmax) rmax = r;
    }
  P->bstart[nb] = n;
  P->nb = nb;
  P->rmax = rmax;
  P->nu = nb * P->chunks;
  P->uoff = nds_malloc ((size_t) P->nu + 1, sizeof (int64_t));
  if (!P->uoff)
    {
      nds_modered_free (P);
      return NDS_ENOMEM;
    }
  /* threads take ranges of units with about equal entries (spread evenly over a
     block's chunks) */
  P->nt = nds_team (n, 100000);
  if (P->nt > 64) P->nt = 64;
  int64_t u = 0, t = 1;
  double seen = 0;
  P->tu[0] = 0;
  for (int64_t b = 0; b < nb; b++)
    {
      double per = (double) (P->bstart[b + 1] - P->bstart[b]) / (double) P->chunks;
      for (int64_t j = 0; j < P->chunks; j++, u++)
        {
          while (t < P->nt && seen >= (double) n * (double) t / P->nt) P->tu[t++] = u;
          seen += per;
        }
    }
  while (t <= P->nt) P->tu[t++] = P->nu;
  const nds_redop count = {NDS_SUM, NULL, 0, 0, 0, 0, 0};
  int st = traverse (P, NULL, count, NULL, NULL, NULL, P->uoff + 1, NULL);
  if (st != NDS_OK)
    {
      nds_modered_free (P);
      return st;
    }
  P->uoff[0] = 0;
  for (int64_t v = 0; v < P->nu; v++) P->uoff[v + 1] += P->uoff[v];
  P->nout = P->uoff[P->nu];
  P->use = 1;
  return NDS_OK;
}

int nds_modered_lead (const int64_t *s, int64_t n, int64_t m, const int64_t *sz,
                      int64_t r, nds_modered *P)
{
  memset (P, 0, sizeof (*P));
  P->s = s; P->n = n; P->m = m; P->sz = sz; P->lead = r;
  if (n < 0 || r < 1 || r > m) return NDS_EARG;
  P->nt = lead_count (s, n, m, r, P->tu);
  P->nout = P->tu[P->nt];
  P->use = 1;
  return NDS_OK;
}

int nds_modered_run (const nds_modered *P, const void *x, nds_redop op, int64_t *os,
                     void *y, double *cnt)
{
  /* complex values: sums with no zeros (weighted: double pairs along a mode), or max
     and min with them; complex weights only for those weighted sums */
  const int zsum = op.fun == NDS_SUM && !op.zeros,
            zext = (op.fun == NDS_MAX || op.fun == NDS_MIN) && op.zeros,
            zw = zsum && !op.xsingle && !P->lead;
  if (op.fun == NDS_FIRST || (op.xcomplex && (op.w ? !zw : !(zsum || zext)))
      || (op.wcomplex && !(op.xcomplex && op.w)))
    return NDS_EARG;
  if (!P->lead) return traverse (P, x, op, os, y, cnt, NULL, NULL);
  lead_reduce (P->s, x, P->n, P->m, P->lead, P->sz, op, P->tu, P->nt, os, y, cnt);
  return NDS_OK;
}

int nds_modered_run_nz (const nds_modered *P, const void *x, nds_redop op, int64_t *os,
                        void *y, int64_t *kept)
{
  if (P->lead || op.xcomplex || op.wcomplex || op.fun == NDS_FIRST || !kept)
    return NDS_EARG;
  const int st = traverse (P, x, op, os, y, NULL, NULL, kept + 1);
  if (st != NDS_OK) return st;
  kept[0] = 0;
  for (int t = 0; t < P->nt; t++) kept[t + 1] += kept[t];
  return NDS_OK;
}

void nds_modered_pack (const nds_modered *P, nds_redop op, const int64_t *os,
                       const void *y, const int64_t *kept, int64_t *ps, void *py)
{
  /* a column at a time, each thread's rows after those before them */
  const int64_t cols = op.keep ? P->m : P->m - 1, nout = P->nout, r = kept[P->nt];
  const size_t es = op.xsingle ? sizeof (float) : sizeof (double);
  for (int t = 0; t < P->nt; t++)
    {
      const int64_t from = P->uoff[P->tu[t]], at = kept[t], len = kept[t + 1] - at;
      for (int64_t c = 0; c < cols; c++)
        memcpy (ps + c * r + at, os + c * nout + from, sizeof (int64_t) * (size_t) len);
      memcpy ((char *) py + es * (size_t) at, (const char *) y + es * (size_t) from,
              es * (size_t) len);
    }
}
