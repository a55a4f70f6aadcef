/* nds_group.c: groups of equal coordinates, their reduction and the coalesced output */
#include <math.h>
#include <string.h>
#include "nds.h"

/* allocate G's arrays for n rows; NDS_ENOMEM leaves G freed */
static int groups_alloc (nds_groups *G, int64_t n, int64_t m, const int64_t *sz)
{
  G->n = n; G->ng = 0; G->m = m; G->sz = sz; G->s = NULL; G->key = NULL;
  G->perm = nds_malloc ((size_t) n, sizeof (int64_t));
  G->start = nds_malloc ((size_t) n + 1, sizeof (int64_t));
  if (G->perm && G->start) return NDS_OK;
  nds_groups_free (G);
  return NDS_ENOMEM;
}

/* 1 when sorted row i begins a group: its coordinates (or its key's bits from
   shift up) differ from row i-1's */
static int group_starts (const nds_groups *G, int64_t i, int shift)
{
  if (i == 0) return 1;
  return G->key ? (G->key[i] >> shift) != (G->key[i - 1] >> shift)
                : nds_cmp (G->s, G->n, nds_sorted_row (G, i - 1), G->s, G->n,
                           nds_sorted_row (G, i), G->m) != 0;
}

/* start[] from the sorted order: a group begins where the coordinates (the key's
   bits from shift up) change; each thread counts the starts in its block, and a
   prefix sum places them */
static void groups_bound (nds_groups *G, int shift)
{
  int64_t n = G->n, first[65] = {0};
  int nt = nds_team (n, 100000);
  if (nt > 64) nt = 64;
  #pragma omp parallel num_threads(nt)
  {
    int t = nds_thread ();
    int64_t lo = nds_blk (n, t, nt), hi = nds_blk (n, t + 1, nt), c = 0;
    for (int64_t i = lo; i < hi; i++) c += group_starts (G, i, shift);
    first[t + 1] = c;
    #pragma omp barrier
    #pragma omp single
    for (int u = 0; u < nt; u++) first[u + 1] += first[u];
    int64_t o = first[t];
    for (int64_t i = lo; i < hi; i++)
      if (group_starts (G, i, shift)) G->start[o++] = i;
  }
  G->ng = first[nt];
  G->start[G->ng] = n;
}

/* G = the groups of equal rows of s, in column-major order */
int nds_group (const int64_t *s, int64_t n, int64_t m, const int64_t *sz, nds_groups *G)
{
  int st = groups_alloc (G, n, m, sz);
  if (st != NDS_OK) return st;
  G->s = s;
  st = nds_sort_key (s, n, m, sz, NULL, G->perm, &G->key);
  if (st != NDS_OK)
    {
      nds_groups_free (G);
      return st;
    }
  groups_bound (G, 0);
  return NDS_OK;
}

/* G = the groups of keys (nbits bits) equal from bit shift up (G takes ownership of
   key, sorted in place) */
int nds_group_bits (uint64_t *key, int64_t n, int nbits, int shift, nds_groups *G)
{
  int st = groups_alloc (G, n, 0, NULL);
  if (st != NDS_OK)
    {
      nds_free (key);
      return st;
    }
  G->key = key;
  st = nds_sort_keys (key, n, nbits, G->perm);
  if (st != NDS_OK)
    {
      nds_groups_free (G);
      return st;
    }
  groups_bound (G, shift);
  return NDS_OK;
}

/* G = the groups of equal linear keys (G takes ownership of key, sorted in place) */
int nds_group_key (uint64_t *key, int64_t n, int64_t m, const int64_t *sz, nds_groups *G)
{
  int nbits;
  nds_key_fits (sz, m, &nbits);
  int st = nds_group_bits (key, n, nbits, 0, G);
  G->m = m;
  G->sz = sz;
  return st;
}

/* sort rows lo..hi-1 of a block, whose keys agree above bit ibits, by their low
   bits: perm[lo..hi-1] = their stable order, keys sorted in place */
static int block_sort (uint64_t *key, int64_t *perm, int64_t lo, int64_t hi, int ibits)
{
  int64_t len = hi - lo;
  if (len <= 32)
    {
      /* insertion sort: a radix pass would clear more counters than there are rows */
      for (int64_t i = lo; i < hi; i++)
        {
          uint64_t k = key[i];
          int64_t j = i;
          for (; j > lo && key[j - 1] > k; j--)
            {
              key[j] = key[j - 1];
              perm[j] = perm[j - 1];
            }
          key[j] = k;
          perm[j] = i;
        }
      return NDS_OK;
    }
  uint64_t high = key[lo] >> ibits << ibits;
  for (int64_t i = lo; i < hi; i++) key[i] -= high;
  int st = nds_sort_keys (key + lo, len, ibits, perm + lo);
  for (int64_t i = lo; i < hi; i++)
    {
      key[i] += high;
      perm[i] += lo;
    }
  return st;
}

/* G = the groups of equal keys (G takes ownership of key), where the keys arrive
   ordered by their bits from ibits up (ibits < 64): each run of rows agreeing there
   is a block, sorted on its own by the low bits, so no pass crosses the whole
   array and small blocks sort in cache.  G's keys are not linear keys (G->sz NULL). */
int nds_group_blocked (uint64_t *key, int64_t n, int ibits, nds_groups *G)
{
  int st = groups_alloc (G, n, 0, NULL);
  if (st != NDS_OK)
    {
      nds_free (key);
      return st;
    }
  G->key = key;
  if (ibits == 0)
    {
      /* the keys are all block: the rows are in order already */
      nds_free (G->perm);
      G->perm = NULL;
      groups_bound (G, 0);
      return NDS_OK;
    }
  groups_bound (G, ibits);
  const int64_t nb = G->ng, *b = G->start;
  /* one block (no kept dim above the reduced ones) sorts with all threads.  Serial
     blocks take no region: a block's sort opens regions of its own, and inside a
     region of one each would cost a team (nds_serial.cc), 1.5x the CPU time of
     2000 blocks of 50 rows */
  if (n > 100000 && nb > 1)
    {
      #pragma omp parallel for schedule(dynamic, 16)
      for (int64_t j = 0; j < nb; j++)
        if (block_sort (key, G->perm, b[j], b[j + 1], ibits) != NDS_OK)
          {
            #pragma omp atomic write
            st = NDS_ENOMEM;
          }
    }
  else
    for (int64_t j = 0; j < nb && st == NDS_OK; j++)
      st = block_sort (key, G->perm, b[j], b[j + 1], ibits);
  if (st != NDS_OK)
    {
      nds_groups_free (G);
      return st;
    }
  groups_bound (G, 0);
  return NDS_OK;
}

void nds_groups_free (nds_groups *G)
{
  nds_free (G->perm); nds_free (G->start); nds_free (G->key);
  G->perm = G->start = NULL;
  G->key = NULL;
}

/* row g of os (G->ng rows) = the coordinates of group g, for every group */
static void groups_coords (const nds_groups *G, int64_t *os)
{
  const int64_t ng = G->ng;
  uint64_t inv[64];
  nds_key_inverse (G->sz, G->m < 64 ? G->m : 64, inv);
  #pragma omp parallel for schedule(static) if (ng > 100000)
  for (int64_t g = 0; g < ng; g++) nds_group_coords (G, inv, g, os, g, ng);
}

/* y[g] = fun over the values of group g (x has n values, or 1 when xscalar) and,
   unless os is NULL, row g of os (ng rows) its coordinates (only for groups with
   G->sz; a pass of its own, which keeps the gather's loop short enough to overlap
   its misses).  Returns the number of nonzero y[g], counted on the way. */
int64_t nds_reduce (const nds_groups *G, const double *x, int xscalar, nds_fun fun,
                    double *y, int64_t *os)
{
  const int64_t *st = G->start, ng = G->ng;
  int64_t nz = 0;
  #pragma omp parallel for schedule(static) reduction(+:nz) if (ng > 100000)
  for (int64_t g = 0; g < ng; g++)
    {
      int64_t a = st[g], b = st[g + 1];
      /* the gather of values in sorted order is random: fetch ahead of it */
      if (!xscalar) nds_prefetch_sorted (G, x, sizeof (double), a);
      double acc = x[xscalar ? 0 : nds_sorted_row (G, a)];
      for (int64_t t = a + 1; t < b; t++)
        acc = nds_combine (fun, acc, x[xscalar ? 0 : nds_sorted_row (G, t)]);
      y[g] = (fun == NDS_ANY) ? (acc != 0) : acc;
      nz += (y[g] != 0);
    }
  if (os) groups_coords (G, os);
  return nz;
}

/* y[g] = fun over the complex values of group g (x: interleaved pairs of T); the
   pairs of a group are read in input order, as accumarray adds them, and combined in
   T's complex arithmetic */
#define NDS_REDUCE_Z(name, T)                                                        \
  int64_t name (const nds_groups *G, const T *x, int xscalar, nds_fun fun, T *y,    \
                int64_t *os)                                                        \
  {                                                                                 \
    const int64_t *st = G->start, ng = G->ng;                                       \
    int64_t nz = 0;                                                                 \
    _Pragma ("omp parallel for schedule(static) reduction(+:nz) if (ng > 100000)")   \
    for (int64_t g = 0; g < ng; g++)                                                \
      {                                                                             \
        int64_t a = st[g], b = st[g + 1];                                           \
        if (!xscalar) nds_prefetch_sorted (G, x, 2 * sizeof (T), a);                \
        const T *p = x + 2 * (xscalar ? 0 : nds_sorted_row (G, a));                 \
        T re = p[0], im = p[1];                                                     \
        if (fun == NDS_PROD)                                                        \
          {                                                                         \
            /* from 1, as Octave's prod: 1 * (0 + NaN i) is NaN + NaN i */          \
            T _Complex acc = __builtin_complex ((T) 1, (T) 0);                      \
            for (int64_t t = a; t < b; t++)                                         \
              {                                                                     \
                const T *q = x + 2 * (xscalar ? 0 : nds_sorted_row (G, t));         \
                acc *= __builtin_complex (q[0], q[1]);                              \
              }                                                                     \
            re = __real__ acc;                                                      \
            im = __imag__ acc;                                                      \
          }                                                                         \
        else if (fun == NDS_LAST)                                                   \
          {                                                                         \
            const T *q = x + 2 * (xscalar ? 0 : nds_sorted_row (G, b - 1));         \
            re = q[0];                                                              \
            im = q[1];                                                              \
          }                                                                         \
        else if (fun == NDS_SUM)                                                    \
          for (int64_t t = a + 1; t < b; t++)                                       \
            {                                                                       \
              const T *q = x + 2 * (xscalar ? 0 : nds_sorted_row (G, t));           \
              re += q[0];                                                           \
              im += q[1];                                                           \
            }                                                                       \
        y[2 * g] = re;                                                              \
        y[2 * g + 1] = im;                                                          \
        nz += (int64_t) ((re != 0) | (im != 0));                                     \
      }                                                                             \
    if (os) groups_coords (G, os);                                                  \
    return nz;                                                                      \
  }
NDS_REDUCE_Z (nds_reduce_z, double)
NDS_REDUCE_Z (nds_reduce_cf, float)
#undef NDS_REDUCE_Z

/* number of nonzero y[g] */
int64_t nds_count_nz (const double *y, int64_t n)
{
  int64_t c = 0;
  #pragma omp parallel for reduction(+:c) schedule(static) if (n > 100000)
  for (int64_t i = 0; i < n; i++) c += (int64_t) nds_isnz (y[i]);
  return c;
}

/* number of nonzero y[i] of n floats, in parallel as nds_count_nz */
int64_t nds_count_nz_f (const float *y, int64_t n)
{
  int64_t c = 0;
  #pragma omp parallel for reduction(+:c) schedule(static) if (n > 100000)
  for (int64_t i = 0; i < n; i++) c += y[i] != 0;
  return c;
}

/* number of the n complex single pairs z with a nonzero part, as nds_count_nz_f */
int64_t nds_count_nz_cf (const float *z, int64_t n)
{
  int64_t c = 0;
  #pragma omp parallel for reduction(+:c) schedule(static) if (n > 100000)
  for (int64_t i = 0; i < n; i++) c += (z[2 * i] != 0) | (z[2 * i + 1] != 0);
  return c;
}

/* 1 when value i of y (vs as nds_keep_nz) is nonzero, from its bits with the sign
   dropped, as nds_isnz: no branch */
static inline __attribute__ ((always_inline)) int64_t val_nz (const void *y, int vs,
                                                              int64_t i)
{
  if (vs == 0) return (int64_t) nds_isnz (((const double *) y)[i]);
  if (vs == 2)
    return (int64_t) (nds_isnz (((const double *) y)[2 * i])
                      | nds_isnz (((const double *) y)[2 * i + 1]));
  uint32_t u[2] = {0, 0};
  memcpy (u, (const float *) y + (vs == 1 ? i : 2 * i), sizeof (float) * (vs == 1 ? 1 : 2));
  const uint32_t b = (u[0] << 1) | (u[1] << 1);
  return (int64_t) ((b | -b) >> 31);
}

/* the w-word items a[i] (8-byte words; w = 0: 4-byte items) whose value i of y is
   nonzero, packed into o: every item stored, the output position advanced by the
   test.  The values to drop fall at random (max of fibers with an implicit zero:
   half of them), where a branch mispredicts: Octave's logical index of the rows
   of max (A, [], 2) at 1e7 took 38 ms a column, its branch on every mask element */
static inline __attribute__ ((always_inline)) void
keep_items (const void *a, int w, const void *y, int vs, int64_t nz, void *o)
{
  for (int64_t i = 0, j = 0; j < nz; i++)
    {
      if (w == 0)
        ((uint32_t *) o)[j] = ((const uint32_t *) a)[i];
      for (int k = 0; k < w; k++)
        ((uint64_t *) o)[w * j + k] = ((const uint64_t *) a)[w * i + k];
      j += val_nz (y, vs, i);
    }
}

/* keep_items for column c of s (c < m) or for the values (c = m), vs a constant */
static inline __attribute__ ((always_inline)) void
keep_column (const int64_t *s, int64_t n, int64_t m, const void *y, int vs, int64_t nz,
             int64_t *os, void *oy, int64_t c)
{
  if (c < m)
    keep_items (s + c * n, 1, y, vs, nz, os + c * nz);
  else
    keep_items (y, vs == 1 ? 0 : vs == 2 ? 2 : 1, y, vs, nz, oy);
}

void nds_keep_nz (const int64_t *s, int64_t n, int64_t m, const void *y, int vs,
                  int64_t nz, int64_t *os, void *oy)
{
  /* a column a thread: m + 1 streams of n items, about 1 ns an item */
  const int nt = nds_team_ns (n * (m + 1), 1.0);
  NDS_PAR_FOR (nt > 1, num_threads(nt) schedule(dynamic, 1),
    for (int64_t c = 0; c <= m; c++)
      {
        if (vs == 0) keep_column (s, n, m, y, 0, nz, os, oy, c);
        else if (vs == 1) keep_column (s, n, m, y, 1, nz, os, oy, c);
        else if (vs == 2) keep_column (s, n, m, y, 2, nz, os, oy, c);
        else keep_column (s, n, m, y, 3, nz, os, oy, c);
      });
}

/* the or of (w & e) + one over the n words w of x: with e a value's exponent field
   and one its lowest bit, the field plus one carries into the value's top bit
   exactly when every exponent bit is set (an Inf or a NaN).  Adds and ors only,
   which compilers vectorize (a compare per value they did not); always inline, e
   and one constants */
static inline __attribute__ ((always_inline)) uint64_t
exponent_carry (const void *x, int64_t n, uint64_t e, uint64_t one)
{
  const unsigned char *w = x;
  uint64_t bad = 0;
  for (int64_t i = 0; i < n; i++)
    {
      uint64_t b;
      memcpy (&b, w + 8 * i, sizeof b);
      bad |= (b & e) + one;
    }
  return bad;
}

/* 1 when one of the n values x is an Inf or a NaN */
static uint64_t nonfinite_bit (const void *x, int64_t n)
{
  return exponent_carry (x, n, 0x7ff0000000000000u, (uint64_t) 1 << 52) >> 63;
}

/* the same for the 2 n floats x, read as n words of two (a float's carry stops at
   its top bit, bit 31 or 63) */
static uint64_t nonfinite_bit_f2 (const void *x, int64_t n)
{
  const uint64_t bad = exponent_carry (x, n, 0x7f8000007f800000u, 0x0080000000800000u);
  return (bad >> 63 | bad >> 31) & 1;
}

/* bit 63 set when one of the n values x is a NaN: its bits less the sign exceed an
   Inf's, so that an Inf's bits less them are below zero.  Ands and subtractions
   only, which compilers vectorize (a loop that returns at the first NaN they did
   not) */
static uint64_t nan_bit (const void *x, int64_t n)
{
  const uint64_t inf = 0x7ff0000000000000u, mag = 0x7fffffffffffffffu;
  const unsigned char *w = x;
  uint64_t bad = 0;
  for (int64_t i = 0; i < n; i++)
    {
      uint64_t b;
      memcpy (&b, w + 8 * i, sizeof b);
      bad |= inf - (b & mag);
    }
  return bad >> 63;
}

/* one thread's time a word of scan_bit (ns), for the team's choice: nonfinite_bit and
   nan_bit 0.33-0.46 at 2e5-5e5 words (1.6-4 MB), 0.8-0.9 at 2e6 (Zen 3, one thread,
   load average 1.5 from other helpers).  The rate out of cache, where a team pays:
   teams from 5e5 words, so 1e6 doubles keep theirs.  It was a team above 1e5 words:
   a complex A .* B at 1e5 scanned each operand's 2e5 words (70 us) on two threads */
#define SCAN_NS 0.8

/* bit (x, n) of the n 8-byte words x (doubles, or floats in pairs: read by memcpy, so
   any alignment of 4), in parallel from NDS_SERIAL_NS of work: a part each thread */
static uint64_t scan_bit (const void *x, int64_t n, uint64_t (*bit) (const void *, int64_t))
{
  const int nt = nds_team_ns (n, SCAN_NS);
  if (nt == 1) return bit (x, n);
  uint64_t bad = 0;
  #pragma omp parallel num_threads(nt) reduction(|:bad)
  {
    const int t = nds_thread (), nth = omp_get_num_threads ();
    const int64_t lo = nds_blk (n, t, nth), hi = nds_blk (n, t + 1, nth);
    bad |= bit ((const unsigned char *) x + 8 * lo, hi - lo);
  }
  return bad;
}

/* 1 when every x[i] is finite (no Inf, no NaN) */
int nds_all_finite (const double *x, int64_t n)
{
  return !scan_bit (x, n, nonfinite_bit);
}

/* 1 when every x[i] is finite: the floats in pairs, as nds_all_finite scans (a
   loop that returned at the first Inf took 1.8x a double's time per byte) */
int nds_all_finite_f (const float *x, int64_t n)
{
  return !scan_bit (x, n / 2, nonfinite_bit_f2)
         && (n % 2 == 0 || isfinite (x[n - 1]));
}

/* 1 when some x[i] is a NaN */
int nds_any_nan (const double *x, int64_t n)
{
  return (int) scan_bit (x, n, nan_bit);
}

/* nds_emit_rows for values of kind vs (as nds_keep_nz: 0 doubles, 1 floats, 2 double
   pairs).  Always inline: each caller's vs a constant, its loops with no test of it */
static inline __attribute__ ((always_inline)) int
emit_rows_w (int64_t ng, const void *y, int vs, nds_row_fn row, const void *ctx, void *ox)
{
  int nt = nds_team (ng, 100000);
  int64_t *first = nds_calloc ((size_t) nt + 1, sizeof (int64_t));
  if (!first) return NDS_ENOMEM;
  /* each thread owns a block of groups; a prefix sum of their counts places them */
  #pragma omp parallel num_threads(nt)
  {
    int t = nds_thread ();
    int64_t lo = nds_blk (ng, t, nt), hi = nds_blk (ng, t + 1, nt);
    int64_t c = 0;
    if (vs == 0)
      c = nds_count_nz ((const double *) y + lo, hi - lo);
    else if (vs == 1)
      c = nds_count_nz_f ((const float *) y + lo, hi - lo);
    else
      for (int64_t g = lo; g < hi; g++) c += val_nz (y, vs, g);
    first[t + 1] = c;
    #pragma omp barrier
    #pragma omp single
    for (int u = 0; u < nt; u++) first[u + 1] += first[u];
    int64_t o = first[t];
    for (int64_t g = lo; g < hi; g++)
      {
        /* doubles and floats by a compare, as before 7a560ed (val_nz's bits cost ttv
           mode 3 at 1e5 nonzeros 8.6% more instructions a call in the double lane;
           the float lane's count and test by them took 2.4x the double lane's time) */
        if (vs == 0 ? ((const double *) y)[g] == 0
            : vs == 1 ? ((const float *) y)[g] == 0 : !val_nz (y, vs, g))
          continue;
        row (ctx, g, o);
        if (vs == 0)
          ((double *) ox)[o] = ((const double *) y)[g];
        else if (vs == 1)
          ((float *) ox)[o] = ((const float *) y)[g];
        else
          {
            ((double *) ox)[2 * o] = ((const double *) y)[2 * g];
            ((double *) ox)[2 * o + 1] = ((const double *) y)[2 * g + 1];
          }
        o++;
      }
  }
  nds_free (first);
  return NDS_OK;
}

/* ox[o] = y[g] for the groups with y[g] != 0 (nout of them), in group order, and
   row (ctx, g, o) for their coordinates */
int nds_emit_rows (int64_t ng, const double *y, nds_row_fn row, const void *ctx, double *ox)
{
  return emit_rows_w (ng, y, 0, row, ctx, ox);
}

/* the same for floats y and ox */
int nds_emit_rows_f (int64_t ng, const float *y, nds_row_fn row, const void *ctx, float *ox)
{
  return emit_rows_w (ng, y, 1, row, ctx, ox);
}

/* the same for complex pairs y and ox: the groups with a nonzero part */
int nds_emit_rows_z (int64_t ng, const double *y, nds_row_fn row, const void *ctx,
                     double *ox)
{
  return emit_rows_w (ng, y, 2, row, ctx, ox);
}

/* gid[i] = 1-based group of input row i; usubs = the coordinates of each group */
void nds_group_ids (const nds_groups *G, double *gid, int64_t *usubs)
{
  uint64_t inv[64];
  nds_key_inverse (G->sz, G->m < 64 ? G->m : 64, inv);
  for (int64_t g = 0; g < G->ng; g++)
    {
      for (int64_t t = G->start[g]; t < G->start[g + 1]; t++) gid[nds_sorted_row (G, t)] = (double) (g + 1);
      nds_group_coords (G, inv, g, usubs, g, G->ng);
    }
}
