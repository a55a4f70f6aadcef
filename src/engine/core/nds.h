/* nds.h: the engine's shared core, n-D sparse COO tensors in plain C11: memory, threads,
   subscripts and keys, sort, groups, lookup, pending assignments, views, dense arrays */
#ifndef NDS_H
#define NDS_H

#include <stddef.h>
#include <math.h>
#include <stdint.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Vocabulary.  A tensor of m dimensions with size sz[0..m-1] stores nnz entries:
   subs, nnz-by-m column-major int64 (1-based coordinates, subs[i + d*nnz]) and
   values x.  Stored order is column-major linear order: dimension m-1 is the most
   significant, as in Octave's find and CSC.  Values are double, logical (one
   byte) or complex double (interleaved re, im pairs: Octave's Complex arrays, so
   values move between them and Octave with one copy) or single (4-byte float,
   Octave's FloatNDArray); functions that only move
   values take the value type, and a kernel that computes on values takes double
   (or logical) alone. */

/* a kernel whose time is its inner loops, compiled also for the wider vectors of
   x86-64 processors that have them, the best chosen at load time (the package
   builds for the baseline x86-64, two doubles a vector) */
#ifdef NDS_WIDE
/* given by the build: the engine tests of the clones this processor does not choose
   (-DNDS_WIDE= -march=..., the Makefile's engine-wide) */
#elif defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define NDS_WIDE __attribute__ ((target_clones ("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define NDS_WIDE
#endif

typedef enum { NDS_OK = 0, NDS_ENOMEM, NDS_ESUB, NDS_ESIZE, NDS_EARG, NDS_ETOOLARGE } nds_status;

/* a value class.  Code that depends on the class switches on it with a case per class
   and no default (built with -Werror=switch), so that a new class is refused at build
   time wherever it is not handled */
typedef enum { NDS_DOUBLE = 0, NDS_LOGICAL = 1, NDS_COMPLEX = 2, NDS_SINGLE = 3,
               NDS_CSINGLE = 4 } nds_vtype;  /* NDS_CSINGLE: (re, im) float pairs */

/* 1 when values of class vt have an imaginary part */
static inline int nds_vt_complex (nds_vtype vt)
{
  switch (vt)
    {
    case NDS_COMPLEX: case NDS_CSINGLE: return 1;
    case NDS_DOUBLE: case NDS_LOGICAL: case NDS_SINGLE: return 0;
    }
  return 0;
}

/* 1 when values of class vt are in single precision */
static inline int nds_vt_single (nds_vtype vt)
{
  switch (vt)
    {
    case NDS_SINGLE: case NDS_CSINGLE: return 1;
    case NDS_DOUBLE: case NDS_LOGICAL: case NDS_COMPLEX: return 0;
    }
  return 0;
}

/* the class of [a, b] by Octave's rules: complex when either is, single when either
   is (complex with single: complex single), logical when both are, else double */
static inline nds_vtype nds_vt_join (nds_vtype a, nds_vtype b)
{
  const int cx = nds_vt_complex (a) || nds_vt_complex (b);
  const int sg = nds_vt_single (a) || nds_vt_single (b);
  if (cx)
    return sg ? NDS_CSINGLE : NDS_COMPLEX;
  if (sg)
    return NDS_SINGLE;
  return a == NDS_LOGICAL && b == NDS_LOGICAL ? NDS_LOGICAL : NDS_DOUBLE;
}

/* the class of a op b for + - .* ./ .\ by Octave's rules: nds_vt_join, but logical
   with logical is double */
static inline nds_vtype nds_vt_arith (nds_vtype a, nds_vtype b)
{
  const nds_vtype j = nds_vt_join (a, b);
  return j == NDS_LOGICAL ? NDS_DOUBLE : j;
}

/* CALL (k) with k the constant equal to vt, so that an inlined value move is
   specialized per class */
#define NDS_VT_SPECIALIZE(vt, CALL)                     \
  switch (vt)                                           \
    {                                                   \
    case NDS_DOUBLE: CALL (NDS_DOUBLE); break;          \
    case NDS_LOGICAL: CALL (NDS_LOGICAL); break;        \
    case NDS_COMPLEX: CALL (NDS_COMPLEX); break;        \
    case NDS_SINGLE: CALL (NDS_SINGLE); break;          \
    case NDS_CSINGLE: CALL (NDS_CSINGLE); break;        \
    }

/* how duplicates are combined */
typedef enum { NDS_SUM = 0, NDS_MAX, NDS_MIN, NDS_PROD, NDS_FIRST, NDS_LAST, NDS_ANY } nds_fun;

/* where a check failed: the (0-based) row and column of the offending entry */
typedef struct { int64_t row, col; double val; } nds_err;

/* a tensor's storage, passed by pointer as CSparse passes cs: nnz rows of m 1-based
   subscripts s (column-major, sorted, distinct unless a function says otherwise),
   their values x of type vt, and the underlying size sz[0..m-1] (NULL where a
   function does not need it).  The caller owns the arrays. */
typedef struct {
  int64_t nnz, m;
  const int64_t *s;
  const void *x;
  nds_vtype vt;
  const int64_t *sz;
} nds_store;

/* ---- memory ---- */
void *nds_malloc (size_t n, size_t size);
/* nds_malloc for a block the caller writes completely (huge pages where fresh) */
void *nds_malloc_filled (size_t n, size_t size);
/* nds_malloc at a cache line's boundary (64 bytes): rows of 64 bytes that span one
   line each, not two */
void *nds_malloc_lines (size_t n, size_t size);
void *nds_calloc (size_t n, size_t size);
void nds_free (void *p);
/* the huge-page rule by use (nds_mem.c): a large buffer p[0..bytes-1] still
   untouched takes huge pages when it is one the caller fills completely
   (_filled; unless NDS_HUGEPAGES=0), and one written in part or scattered only
   when NDS_HUGEPAGES=1 asks */
void nds_hugepages (void *p, size_t bytes);
void nds_hugepages_filled (void *p, size_t bytes);
/* freed blocks of up to bytes (at most INT_MAX), and up to bytes of them in all,
   stay in malloc's heap for the next large result, pages mapped, instead of going
   back to the system (glibc) */
void nds_mem_recycle (size_t bytes);
/* p[0..bytes-1] = 0, in parallel when large */
void nds_zero (void *p, size_t bytes);
/* the bytes of one value of type vt; inline, so that a constant vt makes a constant */
static inline size_t nds_vsize (nds_vtype vt)
{
  switch (vt)
    {
    case NDS_LOGICAL: return 1;
    case NDS_COMPLEX: return 2 * sizeof (double);
    case NDS_SINGLE: return sizeof (float);
    case NDS_CSINGLE: return 2 * sizeof (float);
    case NDS_DOUBLE: return sizeof (double);
    }
  return sizeof (double);
}
/* the k-th next allocation (0: the next; -1: none) fails, the engine's and the
   glue's for Octave arrays alike: the tests that show every path frees what it holds */
void nds_mem_inject (int64_t k);
/* 1 when this allocation is the one made to fail (the allocators ask it) */
int nds_mem_fail (void);
/* the number of blocks nds_malloc and nds_calloc gave that nds_free has not taken back */
int64_t nds_mem_live (void);

/* ---- the dense-result policy (nds_config.c) ---- */
/* what a result of more than max_dense elements does: an error, a warning, or
   nothing; set once by ndsparse_config (Octave) and read by every dense check */
typedef enum { NDS_DENSE_ERROR = 0, NDS_DENSE_WARN = 1, NDS_DENSE_ALLOW = 2 } nds_dense_policy;
typedef struct { double max_dense; nds_dense_policy policy; } nds_config;
/* the policy in force (max_dense 2^27 and an error until set) */
const nds_config *nds_config_get (void);
/* the policy becomes *c (checked by the caller) */
void nds_config_set (const nds_config *c);
/* bytes of memory available now (/proc/meminfo's MemAvailable), or +Inf unknown */
double nds_mem_available (void);
/* 1 when the hand-written AVX-512 code may run: the processor has AVX-512F and
   nds_cpu_portable has not turned it off */
int nds_cpu_avx512f (void);
/* 1 when the hand-written AVX2 code may run: the processor has AVX2 and
   nds_cpu_portable has not turned it off */
int nds_cpu_avx2 (void);
/* on != 0: the portable code runs where the processor has a path of its own (the
   tests' way to test both on a processor that has it); 0: as the processor allows.
   Returns the setting before */
int nds_cpu_portable (int on);

/* ---- threads ---- */
/* Parallel kernels split their work into NDS_NBLK blocks fixed by the data alone
   and combine per-block results in block order, so the result bits do not depend
   on the number of threads. */
#define NDS_NBLK 16
/* scatter kernels keep this many partial results (at most), summed in order */
#define NDS_NPART 4
/* work on fewer items than this runs on one thread: a team's start and barriers cost
   more than they save (A + B at 1e4 nonzeros: 77 us on one thread, 24 ms on two when
   the machine is busy) */
#define NDS_SERIAL_BELOW 100000
/* the same floor in one thread's work, for kernels far cheaper an item than A + B:
   NDS_SERIAL_BELOW items of A + B's merge (its plan 4.2 ns an item, its emit 4.8 ns
   a row, one thread's CPU time) are 0.4-0.5 ms.  A team for less waits on a
   descheduled thread for a slice (4 ms) where it could save tens of us: 2 * A of
   1e5 values, 0.6 ns each, was 30 us a thread on two (issue 35) */
#define NDS_SERIAL_NS 400000.0

/* the OpenMP team's size: OpenMP's maximum (OMP_NUM_THREADS) less the cores that other
   runnable tasks keep busy now, at least one, or NDS_THREADS when the environment sets
   it (A/B timings); OpenMP's maximum follows it (nds_threads.c) */
int nds_threads (void);
/* fix nds_threads () at nt threads (nt > 0; tests of the same bits for any team), or
   follow the load again (nt = 0) */
void nds_threads_fix (int nt);
/* the OpenMP team for work on n items: nds_threads () from min items up, else one;
   one also inside a parallel region, where a nested team would have a single
   thread and the blocks of the others would go undone */
static inline int nds_team (int64_t n, int64_t min)
{
#ifdef _OPENMP
  return n >= min && !omp_in_parallel () ? nds_threads () : 1;
#else
  (void) n; (void) min;
  return 1;
#endif
}

/* the team for n items of about ns nanoseconds each on one thread: nds_team from
   NDS_SERIAL_NS of work up */
static inline int nds_team_ns (int64_t n, double ns)
{
  return nds_team (n, (int64_t) (NDS_SERIAL_NS / ns));
}

/* the for statement loop as OpenMP's "parallel for" with clauses when cond holds,
   else as a plain loop on this thread (nds_thread () 0).  Not an if clause: under a
   false one GCC still enters libgomp's dynamic loop (GOMP_parallel_loop_*, which
   nds_serial.cc's wrap does not catch, or GOMP_loop_*_start): 0.5 us a call quiet
   against 0.02 us for a plain loop of 16 items */
#ifdef _OPENMP
#define NDS_PRAGMA(x) _Pragma (#x)
#define NDS_PAR_FOR(cond, clauses, ...)                          \
  do {                                                           \
      if (cond) { NDS_PRAGMA (omp parallel for clauses) __VA_ARGS__ } \
      else { __VA_ARGS__ }                                       \
  } while (0)
#else
#define NDS_PAR_FOR(cond, clauses, ...) do { __VA_ARGS__ } while (0)
#endif

/* first entry of block b of nb equal blocks of n entries (thread b's share of nb) */
static inline int64_t nds_blk (int64_t n, int64_t b, int64_t nb)
{
  return (int64_t) (((__int128) n * b) / nb);
}

/* this thread's number in its team */
static inline int nds_thread (void)
{
#ifdef _OPENMP
  return omp_get_thread_num ();
#else
  return 0;
#endif
}

/* ---- subscripts (nds_subs.c) ---- */
/* out = int64(s) after checking every s(i,d) is an integer in 1..sz[d] (sz NULL: in 1..2^53) */
int nds_subs_from_double (const double *s, int64_t n, int64_t m, const int64_t *sz,
                          int64_t *out, nds_err *e);
/* check every s(i,d) of an int64 subscript array is in 1..sz[d] */
int nds_subs_check (const int64_t *s, int64_t n, int64_t m, const int64_t *sz, nds_err *e);
/* mx[d] = max over i of s(i,d) (0 when n == 0) */
void nds_subs_max (const int64_t *s, int64_t n, int64_t m, int64_t *mx);
/* key[i] = column-major linear key of the double subscripts s(i,:), checked as by
   nds_subs_from_double; sz must satisfy nds_key_fits */
int nds_key_from_double (const double *s, int64_t n, int64_t m, const int64_t *sz,
                         uint64_t *key, nds_err *e);

/* ---- keys and order (nds_key.c) ---- */
/* the bits that hold the values 0..v-1 */
static inline int nds_bits (uint64_t v)
{
  int b = 0;
  while (b < 64 && ((uint64_t) 1 << b) < v) b++;
  return b;
}
/* the most dims a packed key holds (each takes a bit at least) */
#define NDS_PACK_DIMS 64

/* sh[d] = the shift of dim d in a row's packed key (its coordinates 1..sz[d] side by
   side, the last dim highest, so that keys order as rows do), for rows of size sz (m
   dims), and sh[m] the key's width; 0 when m > NDS_PACK_DIMS or the key would not fit
   64 bits */
static inline int nds_pack_shifts (const int64_t *sz, int64_t m, int *sh)
{
  if (m > NDS_PACK_DIMS) return 0;
  int bits = 0;
  for (int64_t d = 0; d < m; d++)
    {
      sh[d] = bits;
      bits += nds_bits ((uint64_t) sz[d] + 1);
      if (bits > 64) return 0;
    }
  sh[m] = bits;
  return 1;
}

/* the packed key of row i of s (n rows, m dims), shifts sh (nds_pack_shifts; sh[0]
   is 0: a shift fewer, each a move into cl besides) */
static inline __attribute__ ((always_inline)) uint64_t
nds_packed_key (const int64_t *s, int64_t n, int64_t i, int64_t m, const int *sh)
{
  uint64_t k = (uint64_t) s[i];
  for (int64_t d = 1; d < m; d++) k |= (uint64_t) s[i + d * n] << sh[d];
  return k;
}

/* column-major linear key (0-based) of row i of s (n rows), whose dim d is column
   order[d] (column d when order is NULL); inline, as key loops call it per row */
static inline uint64_t nds_row_key (const int64_t *s, int64_t n, int64_t m,
                                    const int64_t *sz, const int64_t *order, int64_t i)
{
  uint64_t k = 0;
  for (int64_t d = m - 1; d >= 0; d--)
    k = k * (uint64_t) sz[d] + (uint64_t) (s[i + (order ? order[d] : d) * n] - 1);
  return k;
}
/* 1 when prod(sz) fits in 64 bits, so a linear key exists; *nbits = bits it needs */
int nds_key_fits (const int64_t *sz, int64_t m, int *nbits);
/* key[i] = column-major linear index (0-based) of row i of s, whose dim d is column
   order[d] (column d when order is NULL) */
void nds_key (const int64_t *s, int64_t n, int64_t m, const int64_t *sz,
              const int64_t *order, uint64_t *key);
/* inv[d] = floor ((2^64 - 1) / sz[d]), the reciprocals nds_key_decode divides by */
void nds_key_inverse (const int64_t *sz, int64_t m, uint64_t *inv);
/* write the 1-based coordinates of linear key k into row o of the nout-row array s;
   inv from nds_key_inverse; inline, as emits call it per row */
static inline void nds_key_decode (uint64_t k, int64_t m, const int64_t *sz,
                                    const uint64_t *inv, int64_t *s, int64_t o, int64_t nout)
{
  for (int64_t d = 0; d < m - 1; d++)
    {
      /* the high word of k * inv[d] is k / sz[d] or at most two less, for every
         64-bit k (one less below 2^63): a multiply instead of a division */
      const uint64_t z = (uint64_t) sz[d];
      uint64_t q = (uint64_t) (((unsigned __int128) k * inv[d]) >> 64), r = k - q * z;
      while (r >= z)
        {
          q++;
          r -= z;
        }
      s[o + d * nout] = (int64_t) r + 1;
      k = q;
    }
  if (m > 0) s[o + (m - 1) * nout] = (int64_t) k + 1;
}
/* compare row i of a (na rows) with row j of b (nb rows) on dims m-1 down to d, the
   column-major order of those dims; inline, as merges and searches call it per row */
static inline int nds_cmp_from (const int64_t *a, int64_t na, int64_t i, const int64_t *b,
                                int64_t nb, int64_t j, int64_t m, int64_t d)
{
  for (int64_t e = m - 1; e >= d; e--)
    {
      int64_t u = a[i + e * na], v = b[j + e * nb];
      if (u != v) return u < v ? -1 : 1;
    }
  return 0;
}
/* the same comparison with no branch on the data, for merges of streams that
   interleave unpredictably: *lt when row i of a comes first, *gt when row j of b
   does, neither when they are equal */
static inline void nds_order_from (const int64_t *a, int64_t na, int64_t i,
                                   const int64_t *b, int64_t nb, int64_t j, int64_t m,
                                   int64_t d, int *lt, int *gt)
{
  int l = 0, g = 0, eq = 1;
  for (int64_t e = m - 1; e >= d; e--)
    {
      const int64_t u = a[i + e * na], v = b[j + e * nb];
      l |= eq & (u < v);
      g |= eq & (u > v);
      eq &= u == v;
    }
  *lt = l;
  *gt = g;
}
/* compare row i of a (na rows) with row j of b (nb rows) in column-major order */
static inline int nds_cmp (const int64_t *a, int64_t na, int64_t i, const int64_t *b,
                           int64_t nb, int64_t j, int64_t m)
{
  return nds_cmp_from (a, na, i, b, nb, j, m, 0);
}
/* 1 when the rows of s are in non-decreasing column-major order */
int nds_is_sorted (const int64_t *s, int64_t n, int64_t m);
/* 1 when they are in strictly increasing column-major order (no two equal) */
int nds_is_strict (const int64_t *s, int64_t n, int64_t m);

/* ---- tiling (nds_tile.c) ---- */
/* the n sorted distinct rows s (n-by-k, 1-based, of a tensor of dims shape) repeated
   reps[d] >= 1 times along each dim d (copy c at offset c * shape[d]), as repmat and
   broadcasting make them: os (n * prod (reps) rows by k) sorted as written (no
   sort), from[i] the row of s that row i of os copies */
int nds_tile (const int64_t *s, int64_t n, int64_t k, const int64_t *shape,
              const int64_t *reps, int64_t *os, int64_t *from);

/* ---- sort (nds_sort.c) ---- */
/* perm = stable permutation putting the rows of s in column-major order */
int nds_sort (const int64_t *s, int64_t n, int64_t m, const int64_t *sz, int64_t *perm);
/* perm = stable order of the linear keys (nbits bits each); key ends sorted */
int nds_sort_keys (uint64_t *key, int64_t n, int nbits, int64_t *perm);
/* the same with dim d of s its column order[d] (NULL: column d), sz the size in
   that order, and *skey = the sorted linear keys (caller frees; NULL when none fit) */
int nds_sort_key (const int64_t *s, int64_t n, int64_t m, const int64_t *sz,
                  const int64_t *order, int64_t *perm, uint64_t **skey);

/* ---- groups of equal coordinates (nds_group.c) ---- */
typedef struct {
  int64_t n;       /* input rows */
  int64_t ng;      /* distinct coordinates */
  int64_t *perm;   /* n: input rows in stable sorted order; NULL: already in order */
  int64_t *start;  /* ng+1: group g is rows perm[start[g] .. start[g+1]-1] */
  uint64_t *key;   /* n sorted linear keys, or NULL when prod(sz) has no 64-bit key */
  const int64_t *s;   /* the rows grouped (NULL when grouped by keys alone) */
  int64_t m;
  const int64_t *sz;
} nds_groups;

/* the input row at position t of G's sorted order */
static inline int64_t nds_sorted_row (const nds_groups *G, int64_t t)
{
  return G->perm ? G->perm[t] : t;
}

/* rows ahead of a random gather in G's sorted order to prefetch */
#define NDS_AHEAD 64

/* fetch the element (of size bytes) of array a for the input row at sorted position
   t + NDS_AHEAD, when G sorts */
static inline void nds_prefetch_sorted (const nds_groups *G, const void *a, size_t size,
                                        int64_t t)
{
  if (G->perm && t + NDS_AHEAD < G->n)
    __builtin_prefetch ((const char *) a + size * (size_t) G->perm[t + NDS_AHEAD]);
}

/* acc combined with the next value v of a group by fun (acc: the group's first value,
   then the running result): NaN is skipped unless all are NaN, as Octave's max and
   min do */
/* the max (ismax) or min of acc and v, a NaN acc replaced by v, with no branch:
   where values meet their accumulators in random order, whether v wins is a coin
   toss a branch mispredicts (max along dim 2 of the bench's 1e7 entries: a third of
   the entries meet a cell already holding one) */
static inline __attribute__ ((always_inline)) double
nds_extreme (int ismax, double acc, double v)
{
  typedef int64_t v2i __attribute__ ((vector_size (16)));
  typedef double v2d __attribute__ ((vector_size (16)));
  const v2d va = {acc, 0}, vv = {v, 0};
  const v2i m = (ismax ? vv > va : vv < va) | (va != va);
  return ((v2d) (((v2i) vv & m) | ((v2i) va & ~m)))[0];
}

/* nds_extreme of floats, compared as floats (exact, as the doubles would be) */
static inline __attribute__ ((always_inline)) float
nds_extreme_f (int ismax, float acc, float v)
{
  typedef int32_t v4i __attribute__ ((vector_size (16)));
  typedef float v4f __attribute__ ((vector_size (16)));
  const v4f va = {acc, acc, acc, acc}, vv = {v, v, v, v};
  const v4i m = (ismax ? vv > va : vv < va) | (va != va);
  return ((v4f) (((v4i) vv & m) | ((v4i) va & ~m)))[0];
}

static inline double nds_combine (nds_fun fun, double acc, double v)
{
  switch (fun)
    {
    case NDS_SUM: return acc + v;
    case NDS_PROD: return acc * v;
    case NDS_MAX: return nds_extreme (1, acc, v);
    case NDS_MIN: return nds_extreme (0, acc, v);
    case NDS_FIRST: return acc;
    case NDS_LAST: return v;
    case NDS_ANY: return acc != 0 || v != 0;
    }
  return acc;
}

/* CALL (f) with f the constant equal to fun (sum, prod, max, min; others as they
   are): an always-inline CALL gets a loop per fun, with nds_combine's switch gone */
#define NDS_FUN_SPECIALIZE(fun, CALL)                   \
  switch (fun)                                          \
    {                                                   \
    case NDS_SUM: CALL (NDS_SUM); break;                \
    case NDS_PROD: CALL (NDS_PROD); break;              \
    case NDS_MAX: CALL (NDS_MAX); break;                \
    case NDS_MIN: CALL (NDS_MIN); break;                \
    default: CALL (fun);                                \
    }

/* the value an accumulator starts from, so that nds_combine (fun, it, v) = v: 0 for
   sum and any, 1 for prod, NaN for max, min and last; first has none (NaN) */
static inline double nds_fun_start (nds_fun fun)
{
  return fun == NDS_SUM || fun == NDS_ANY ? 0 : fun == NDS_PROD ? 1 : NAN;
}

/* c ? a : b, with no branch.  GCC makes the plain select of doubles a branch, which
   mispredicts where c follows the data (the run ends of a reduction along dim 1 of
   1e7 rows: 25 -> 10.5 ms); the mask is applied in a vector register. */
static inline double nds_pick (int c, double a, double b)
{
  typedef int64_t v2i __attribute__ ((vector_size (16)));
  typedef double v2d __attribute__ ((vector_size (16)));
  const v2i m = {-(int64_t) (c != 0), 0};
  const v2d va = {a, 0}, vb = {b, 0};
  return ((v2d) (((v2i) va & m) | ((v2i) vb & ~m)))[0];
}

/* nds_combine of floats, in single: for sum and prod the same bits as the double
   operation rounded to single (a double holds more than twice a float's digits),
   with no conversion in a loop's chain of dependent adds */
static inline float nds_combine_f (nds_fun fun, float acc, float v)
{
  if (fun == NDS_SUM) return acc + v;
  if (fun == NDS_PROD) return acc * v;
  if (fun == NDS_MAX || fun == NDS_MIN) return nds_extreme_f (fun == NDS_MAX, acc, v);
  return (float) nds_combine (fun, acc, v);   /* the others: exact */
}

/* nds_pick of floats: c ? a : b, with no branch */
static inline float nds_pick_f (int c, float a, float b)
{
  typedef int32_t v4i __attribute__ ((vector_size (16)));
  typedef float v4f __attribute__ ((vector_size (16)));
  const int32_t k = -(int32_t) (c != 0);
  const v4i m = {k, k, k, k};
  const v4f va = {a, a, a, a}, vb = {b, b, b, b};   /* (no lane zeroed: no trip */
                                                     /* through an integer register) */
  return ((v4f) (((v4i) va & m) | ((v4i) vb & ~m)))[0];
}

/* G = the groups of equal rows of s, in column-major order */
int nds_group (const int64_t *s, int64_t n, int64_t m, const int64_t *sz, nds_groups *G);
/* G = the groups of equal linear keys (G takes ownership of key, sorted in place) */
int nds_group_key (uint64_t *key, int64_t n, int64_t m, const int64_t *sz, nds_groups *G);
/* G = the groups of keys of nbits bits equal from bit shift up (key owned and sorted
   as above) */
int nds_group_bits (uint64_t *key, int64_t n, int nbits, int shift, nds_groups *G);
/* the same for keys ordered by their bits from ibits up, sorted within each run of
   rows agreeing there (the blocks) by the bits below; G->sz NULL: keys not linear */
int nds_group_blocked (uint64_t *key, int64_t n, int ibits, nds_groups *G);
void nds_groups_free (nds_groups *G);
/* y[g] = fun over the values of group g; x has n values, or 1 when xscalar; unless
   os is NULL, row g of os (ng rows) = the coordinates of group g (groups with G->sz
   only); returns the number of nonzero y[g] */
int64_t nds_reduce (const nds_groups *G, const double *x, int xscalar, nds_fun fun,
                    double *y, int64_t *os);
/* the same for complex values: x and y interleaved (re, im) pairs (n, or 1 when
   xscalar; ng), fun one of sum, prod, first, last, in C's complex arithmetic (a
   product is __muldc3's from 1, as Octave's prod); returns the number of y[g] with
   a nonzero part */
int64_t nds_reduce_z (const nds_groups *G, const double *x, int xscalar, nds_fun fun,
                      double *y, int64_t *os);
/* the same for complex single values (float pairs) in complex single arithmetic, as
   Octave's sum and prod of a single complex array */
int64_t nds_reduce_cf (const nds_groups *G, const float *x, int xscalar, nds_fun fun,
                       float *y, int64_t *os);
/* 1 when v != 0 (NaN included), from its bits with the sign dropped (-0 is zero):
   a count of these compilers vectorize, where they leave v != 0 scalar */
static inline uint64_t nds_isnz (double v)
{
  uint64_t b;
  memcpy (&b, &v, sizeof b);
  b <<= 1;
  return (b | -b) >> 63;
}
/* number of nonzero y[g]: doubles, floats */
int64_t nds_count_nz (const double *y, int64_t n);
int64_t nds_count_nz_f (const float *y, int64_t n);
/* number of the n complex single pairs z (interleaved floats) with a nonzero part */
int64_t nds_count_nz_cf (const float *z, int64_t n);
/* the rows of s (n-by-m) whose value y[i] is nonzero (NaN included; a pair: either
   part), in order, into os (nz-by-m) and their values into oy; nz = the number of
   them (nds_count_nz and its twins).  vs: 0 doubles, 1 floats, 2 double pairs, 3
   float pairs (complex values, interleaved) */
void nds_keep_nz (const int64_t *s, int64_t n, int64_t m, const void *y, int vs,
                  int64_t nz, int64_t *os, void *oy);
/* 1 when every x[i] is finite */
int nds_all_finite (const double *x, int64_t n);
/* nds_all_finite of n floats */
int nds_all_finite_f (const float *x, int64_t n);
/* 1 when some x[i] is a NaN (a scan of every value, vectorized; in parallel above
   1e5 values) */
int nds_any_nan (const double *x, int64_t n);
/* write the G->m coordinates of group g into row o of the nout-row array os: decoded
   from its linear key, or copied from G->s; only for groups that have G->sz (over
   the leading columns of their rows); inv = nds_key_inverse of G->sz */
static inline void nds_group_coords (const nds_groups *G, const uint64_t *inv, int64_t g,
                                     int64_t *os, int64_t o, int64_t nout)
{
  int64_t t = G->start[g];
  if (G->key)
    nds_key_decode (G->key[t], G->m, G->sz, inv, os, o, nout);
  else
    for (int64_t d = 0; d < G->m; d++)
      os[o + d * nout] = G->s[nds_sorted_row (G, t) + d * G->n];
}
/* writes the coordinates of group g into row o of an output */
typedef void (*nds_row_fn) (const void *ctx, int64_t g, int64_t o);
/* ox[o] = y[g] for the groups with y[g] != 0, in group order, and row (ctx, g, o)
   for their coordinates; in parallel */
int nds_emit_rows (int64_t ng, const double *y, nds_row_fn row, const void *ctx, double *ox);
/* the same for floats y and ox */
int nds_emit_rows_f (int64_t ng, const float *y, nds_row_fn row, const void *ctx, float *ox);
/* the same for complex pairs y and ox: the groups with a nonzero part */
int nds_emit_rows_z (int64_t ng, const double *y, nds_row_fn row, const void *ctx,
                     double *ox);
/* gid[i] = 1-based group of input row i; usubs = the coordinates of each group */
void nds_group_ids (const nds_groups *G, double *gid, int64_t *usubs);

/* ---- lookup (nds_lookup.c) ---- */
/* pos[j] = 1-based row of s (sorted, nnz rows) equal to row j of q (nq rows), 0 if none */
void nds_lookup (const int64_t *s, int64_t nnz, int64_t m, const int64_t *q, int64_t nq,
                 double *pos);
/* the same, each query searched only among the rows of its last coordinate c,
   ptr[c-1] .. ptr[c]-1 (nds_last_ptr's column pointers of the last dim, ext+1 of them) */
void nds_lookup_ptr (const int64_t *s, int64_t nnz, int64_t m, const int64_t *ptr,
                     int64_t ext, const int64_t *q, int64_t nq, double *pos);
/* first row of sorted s (n rows) whose dims d..m-1 compare >= those of row r of a */
int64_t nds_lower_bound_row (const int64_t *s, int64_t n, int64_t m, int64_t d,
                             const int64_t *a, int64_t na, int64_t r);
/* first row after lo (< hi) of sorted s (n rows) that differs from row lo in dims
   d..m-1, or hi */
int64_t nds_run_end (const int64_t *s, int64_t n, int64_t m, int64_t d, int64_t lo,
                     int64_t hi);
/* first row of s (sorted) whose coordinates in dims d..m-1 are >= key[d..m-1] */
int64_t nds_lower_bound (const int64_t *s, int64_t nnz, int64_t m, int64_t d,
                         const int64_t *key, int64_t lo, int64_t hi);

/* ---- the buffer of pending assignments (nds_pend.c) ---- */
/* n single-element assignments in order (coordinates row-major, m per entry; values
   as doubles) and a hash table of nslot slots (entry index + 1, 0 when empty) whose
   slot for a coordinate holds its last assignment */
typedef struct {
  int64_t m, n, cap, nslot;
  int64_t *subs;
  double *vals;
  int64_t *slot;
} nds_pend;
/* P = an empty buffer for coordinates of m dims (nothing allocated) */
void nds_pend_init (nds_pend *P, int64_t m);
/* free P's arrays; P is empty afterwards */
void nds_pend_free (nds_pend *P);
/* append the assignment of v at u (m coordinates) */
int nds_pend_append (nds_pend *P, const int64_t *u, double v);
/* the index of the last assignment at u, or -1: O(1) */
int64_t nds_pend_find (const nds_pend *P, const int64_t *u);
/* Q = a copy of P (Q's old contents freed) */
int nds_pend_copy (const nds_pend *P, nds_pend *Q);

/* ---- pending assignments (nds_merge.c) ---- */
/* merge storage S with pending assignments P (P->nnz of them, same m and vt, in
   order, not sorted: the last one of a coordinate wins, zero deletes; S->sz is the
   size).  Two calls: with osubs NULL it only counts (*nout); then with outputs of
   *nout rows it writes them. */
int nds_merge_pending (const nds_store *S, const nds_store *P, int64_t *osubs, void *ox,
                       int64_t *nout);

/* ---- views (nds_view.c) ---- */
/* The view of a storage of m dims: per dimension d a 0-based displacement off[d] and a
   fixed flag; an active dimension covers underlying coordinates off[d]+1 .. off[d]+ext[d],
   a fixed one the single coordinate off[d]+1.  The view's own dims are the active ones,
   in underlying order or in the order act gives (a permuted view), with size-1 hidden
   dims inserted at 0-based view positions hid[0..nh-1]. */
typedef struct {
  int64_t m;             /* underlying dims */
  const int64_t *off;    /* m */
  const unsigned char *fixed; /* m */
  const int64_t *ext;    /* m: extent of active dims (ignored for fixed) */
  int64_t k;             /* view dims: active + hidden */
  const int64_t *hid;    /* nh sorted 0-based positions of hidden dims */
  int64_t nh;
  const int64_t *act;    /* k - nh: the underlying dim of each active view dim, in view
                            order; NULL: the active dims in underlying order */
} nds_view;

/* [lo, hi) = the block of the rows of S that can hold entries of the view */
void nds_view_range (const nds_store *S, const nds_view *V, int64_t *lo, int64_t *hi);
/* count rows of S in [lo, hi) inside the view */
int64_t nds_view_count (const nds_store *S, const nds_view *V, int64_t lo, int64_t hi);
/* write the view's entries among the rows [lo, hi) of S (cnt of them, the row count
   and so the column stride of vs) in view coordinates, k columns, and values (vx, of
   S->vt), in storage order: sorted in view order unless the view is permuted */
void nds_view_emit (const nds_store *S, const nds_view *V, int64_t lo, int64_t hi,
                    int64_t *vs, void *vx, int64_t cnt);
/* 1 when a row of S in [lo, hi) inside the view holds a value with a nonzero (or NaN)
   imaginary part, 0 when none does or S's values are real: read in place */
int nds_view_any_imag (const nds_store *S, const nds_view *V, int64_t lo, int64_t hi);

/* one index of a view composition: the range a .. a+n-1 of the view's next dim, the
   point a of it (fixed, it leaves the shape), or a new hidden dim of size 1 */
typedef enum { NDS_VQ_RANGE = 'r', NDS_VQ_POINT = 'p', NDS_VQ_NEW = 'n' } nds_vq_kind;
typedef struct { nds_vq_kind kind; int64_t a, n; } nds_vq;
/* the parts of a view a composition writes: off and fixed (room for m), shape and hid
   (room for nq + k), act (room for m), and the lengths k and nh */
typedef struct {
  int64_t *off;
  unsigned char *fixed;
  int64_t *shape;
  int64_t k;
  int64_t *hid;
  int64_t nh;
  int64_t *act;
} nds_view_out;

/* R = the view of the view V (V->ext unused) by the nq indices ix in order.  The
   view's dims past the indices must be size 1 (ranges 1..1); indices past its dims
   are ranges of a size-1 dim (hidden).  O(rank): offsets of active dims add, fixed
   dims stay fixed, hidden dims stay hidden unless a point removes them (the thesis's
   Algorithms 2 and 3); R->act is the order of the result's active dims.  Returns 1
   when an empty range of a hidden dim makes the result empty and no view. */
int nds_view_compose (const nds_view *V, const nds_vq *ix, int64_t nq, nds_view_out *R);
/* the view V's dims permuted: view dim q of the result is dim p[q] (0-based) of V
   (of sizes shape[0..V->k-1]; V->fixed, V->m, V->hid, V->nh and V->act used), p a
   permutation of 0..kp-1 with kp >= V->k, the dims past V->k of size 1 (hidden).
   O(rank): R->shape, R->hid (room for kp), R->act (room for k - nh) and R->k = kp,
   R->nh (R->off, R->fixed untouched); w is workspace of kp */
void nds_view_permute (const nds_view *V, const int64_t *shape, const int64_t *p,
                       int64_t kp, nds_view_out *R, int64_t *w);

/* ---- dense arrays (nds_dense.c) ---- */
/* scatter entries into the zero-filled column-major array A of size sz */
void nds_scatter (const int64_t *s, const void *x, int64_t nnz, int64_t m,
                  const int64_t *sz, nds_vtype vt, void *A);
/* number of nonzeros of the dense array A of numel n */
int64_t nds_dense_nnz (const void *A, int64_t n, nds_vtype vt);
/* subscripts and values of the nonzeros of A (size sz, m dims), column-major order */
void nds_dense_find (const void *A, int64_t m, const int64_t *sz, nds_vtype vt,
                     int64_t *s, void *x, int64_t nnz);

#ifdef __cplusplus
}
#endif

#endif
