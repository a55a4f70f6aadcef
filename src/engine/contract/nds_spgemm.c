/* nds_spgemm.c: sparse times sparse through SuiteSparse:GraphBLAS's GrB_mxm */
#include <stdlib.h>
#include <string.h>
#include <GraphBLAS.h>
#include "nds_contract.h"

/* the allocator of GraphBLAS's blocks and of the products' arrays: the C library's
   unless nds_spgemm_allocator installed another before the first product */
static void *(*gb_alloc) (size_t) = malloc;
static void (*gb_release) (void *) = free;
static int gb_started = 0;
/* GraphBLAS was started by another user in the process, with an allocator we do not
   know: a product's arrays are copied out to gb_alloc's blocks */
static int gb_foreign = 0;

/* a block of GraphBLAS's, in huge pages when large and fresh if NDS_HUGEPAGES=1
   asks for them (nds_hugepages: off by default, slower on this VM) */
static void *gb_malloc (size_t bytes)
{
  void *p = gb_alloc (bytes);
  if (p && gb_alloc == malloc) nds_hugepages (p, bytes);
  return p;
}

static void gb_free (void *p)
{
  gb_release (p);
}

int nds_spgemm_allocator (void *(*alloc) (size_t), void (*release) (void *))
{
  if (!alloc || !release) return NDS_EARG;
  if (alloc == gb_alloc && release == gb_release) return NDS_OK;
  if (gb_started) return NDS_EARG;
  gb_alloc = alloc;
  gb_release = release;
  return NDS_OK;
}

/* GraphBLAS started once per process (non-blocking mode) with gb_malloc and gb_free
   (no calloc or realloc: GraphBLAS then writes the zeros and copies itself, so that
   every block comes from gb_alloc): NDS_OK, NDS_ENOMEM, NDS_EARG */
static int gb_start (void)
{
  if (gb_started) return NDS_OK;
  GrB_Info info = GxB_init (GrB_NONBLOCKING, gb_malloc, NULL, NULL, gb_free);
  if (info == GrB_OUT_OF_MEMORY) return NDS_ENOMEM;
  /* another user in the same process may have started it already */
  if (info != GrB_SUCCESS && info != GrB_INVALID_VALUE) return NDS_EARG;
  gb_foreign = info == GrB_INVALID_VALUE;
  gb_started = 1;
  return NDS_OK;
}

/* the engine status of a GraphBLAS result */
static int gb_status (GrB_Info info)
{
  if (info == GrB_SUCCESS) return NDS_OK;
  return info == GrB_OUT_OF_MEMORY ? NDS_ENOMEM : NDS_EARG;
}

/* an empty m-by-n GraphBLAS matrix kept by column and in sparse form */
static GrB_Info gb_new (GrB_Matrix *M, int64_t m, int64_t n)
{
  GrB_Info info = GrB_Matrix_new (M, GrB_FP64, (GrB_Index) m, (GrB_Index) n);
  if (info != GrB_SUCCESS) return info;
  info = GxB_Matrix_Option_set (*M, GxB_FORMAT, GxB_BY_COL);
  if (info == GrB_SUCCESS) info = GxB_Matrix_Option_set (*M, GxB_SPARSITY_CONTROL, GxB_SPARSE);
  if (info != GrB_SUCCESS) GrB_Matrix_free (M);
  return info;
}

/* M holding A's arrays, lent without a copy (gb_return gives them back) */
static GrB_Info gb_lend (GrB_Matrix *M, const nds_cscm *A)
{
  GrB_Info info = gb_new (M, A->m, A->n);
  if (info != GrB_SUCCESS) return info;
  int64_t nz = A->p[A->n];
  GrB_Index *p = (GrB_Index *) A->p, *i = nz ? (GrB_Index *) A->i : NULL;
  void *x = nz ? (void *) A->x : NULL;
  info = GxB_Matrix_pack_CSC (*M, &p, &i, &x, (GrB_Index) (A->n + 1) * sizeof (int64_t),
                              (GrB_Index) nz * sizeof (int64_t),
                              (GrB_Index) nz * sizeof (double), false, false, NULL);
  if (info != GrB_SUCCESS) GrB_Matrix_free (M);
  return info;
}

/* takes A's arrays back from M and frees M; 1 unless they come back unchanged */
static int gb_return (GrB_Matrix *M, const nds_cscm *A)
{
  GrB_Index *p = NULL, *i = NULL, psz, isz, xsz;
  void *x = NULL;
  bool iso = false, jumbled = false;
  GrB_Info info = GxB_Matrix_unpack_CSC (*M, &p, &i, &x, &psz, &isz, &xsz, &iso,
                                         &jumbled, NULL);
  GrB_Matrix_free (M);
  int64_t nz = A->p[A->n];
  return info != GrB_SUCCESS || (void *) p != (void *) A->p || iso
         || (nz && ((void *) i != (void *) A->i || x != (void *) A->x));
}

/* drops the entries of C that are exactly zero, in place; a read-only pass when
   there are none (the usual case: only cancellation makes them) */
static void drop_zeros (nds_cscm *C)
{
  int64_t nz = C->p[C->n], t0 = 0;
  while (t0 < nz && C->x[t0] != 0) t0++;
  if (t0 == nz) return;
  int64_t k = t0, j = 0;
  while (C->p[j + 1] <= t0) j++;      /* the column of the first zero */
  for (; j < C->n; j++)
    {
      int64_t lo = C->p[j] > t0 ? C->p[j] : t0, hi = C->p[j + 1];
      if (C->p[j] > t0) C->p[j] = k;
      for (int64_t t = lo; t < hi; t++)
        if (C->x[t] != 0)
          {
            C->i[k] = C->i[t];
            C->x[k++] = C->x[t];
          }
    }
  C->p[C->n] = k;
}

/* a copy of the bytes at src in a block of gb_alloc's, NULL when out of memory */
static void *gb_copy (const void *src, size_t bytes)
{
  void *p = gb_alloc (bytes ? bytes : 1);
  if (p && bytes) memcpy (p, src, bytes);
  return p;
}

/* C's arrays from GraphBLAS's (n columns, nz entries, one value when iso) when
   GraphBLAS frees with another allocator: copies, the originals packed back into G
   for GrB_Matrix_free; NDS_ENOMEM when a copy fails */
static int gb_copy_out (GrB_Matrix G, GrB_Index *p, GrB_Index *i, void *x, GrB_Index psz,
                        GrB_Index isz, GrB_Index xsz, bool iso, bool jumbled, nds_cscm *C)
{
  int64_t nz = (int64_t) p[C->n];
  size_t xn = iso ? 1 : (size_t) nz;
  C->p = gb_copy (p, ((size_t) C->n + 1) * sizeof (int64_t));
  C->i = gb_copy (i, (size_t) nz * sizeof (int64_t));
  C->x = gb_copy (x, xn * sizeof (double));
  GxB_Matrix_pack_CSC (G, &p, &i, &x, psz, isz, xsz, iso, jumbled, NULL);
  if (!C->p || !C->i || !C->x)
    {
      nds_cscm_free (C);
      return NDS_ENOMEM;
    }
  return NDS_OK;
}

/* sorts the entries of one column, len of them (rows below 2^bits), by row:
   insertion when short, else a least-significant-digit radix sort through the
   scratch si, sx (len entries each) */
static void sort_column (int64_t *ci, double *cx, int64_t len, int bits, int64_t *si,
                         double *sx)
{
  if (len <= 32)
    {
      for (int64_t a = 1; a < len; a++)
        {
          int64_t r = ci[a], b = a;
          double v = cx[a];
          for (; b > 0 && ci[b - 1] > r; b--)
            {
              ci[b] = ci[b - 1];
              cx[b] = cx[b - 1];
            }
          ci[b] = r;
          cx[b] = v;
        }
      return;
    }
  /* passes of d bits each: the fewest counters cleared and summed plus entries
     moved (a column of 100 rows below 2^17: 3 passes of 64 counters, not 2 of 512;
     28% less time on a power-law graph's square) */
  int passes = 1, d = bits;
  int64_t best = -1;
  for (int p = (bits + 10) / 11; p <= bits; p++)
    {
      int dp = (bits + p - 1) / p;
      int64_t cost = p * (2 * ((int64_t) 1 << dp) + 3 * len);
      if (best < 0 || cost < best)
        {
          best = cost;
          passes = p;
          d = dp;
        }
    }
  int64_t cnt[2048], *ai = ci, *bi = si;
  double *ax = cx, *bx = sx;
  for (int pass = 0; pass < passes; pass++)
    {
      int shift = pass * d;
      int64_t nb = (int64_t) 1 << d, mask = nb - 1, sum = 0;
      memset (cnt, 0, (size_t) nb * sizeof (int64_t));
      for (int64_t t = 0; t < len; t++) cnt[(ai[t] >> shift) & mask]++;
      for (int64_t b = 0; b < nb; b++)
        {
          int64_t c = cnt[b];
          cnt[b] = sum;
          sum += c;
        }
      for (int64_t t = 0; t < len; t++)
        {
          int64_t q = cnt[(ai[t] >> shift) & mask]++;
          bi[q] = ai[t];
          bx[q] = ax[t];
        }
      int64_t *ti = ai;
      double *tx = ax;
      ai = bi; ax = bx; bi = ti; bx = tx;
    }
  if (ai != ci)
    {
      memcpy (ci, ai, (size_t) len * sizeof (int64_t));
      memcpy (cx, ax, (size_t) len * sizeof (double));
    }
}

/* the bits of C's largest row index, and *longest, its longest column's entries:
   what sort_column needs to know */
static int sort_span (const nds_cscm *C, int64_t *longest)
{
  *longest = 0;
  for (int64_t j = 0; j < C->n; j++)
    if (C->p[j + 1] - C->p[j] > *longest) *longest = C->p[j + 1] - C->p[j];
  int bits = 1;
  while (bits < 62 && ((int64_t) 1 << bits) < C->m) bits++;
  return bits;
}

/* sorts the entries of each column of C by row, in place, on nthreads threads (a
   product GraphBLAS left jumbled: its Gustavson gathers a sparse column in the
   order the rows were reached).  NDS_ENOMEM when a thread's scratch fails */
static int sort_columns (nds_cscm *C, int nthreads)
{
  int64_t longest;
  int bits = sort_span (C, &longest), fail = 0;
  #pragma omp parallel num_threads (nthreads > 0 ? nthreads : omp_get_num_procs ()) \
    if (C->p[C->n] > 65536)
  {
    int64_t *si = longest > 32 ? nds_malloc ((size_t) longest, sizeof (int64_t)) : NULL;
    double *sx = longest > 32 ? nds_malloc ((size_t) longest, sizeof (double)) : NULL;
    int ok = longest <= 32 || (si && sx);
    if (!ok)
      {
        #pragma omp atomic write
        fail = 1;
      }
    #pragma omp for schedule (dynamic, 64)
    for (int64_t j = 0; j < C->n; j++)
      {
        int64_t lo = C->p[j], len = C->p[j + 1] - lo;
        if (ok && len > 1) sort_column (C->i + lo, C->x + lo, len, bits, si, sx);
      }
    nds_free (si);
    nds_free (sx);
  }
  return fail ? NDS_ENOMEM : NDS_OK;
}

/* C's arrays taken out of the GraphBLAS matrix G (not iso; the columns sorted here
   when GraphBLAS left them jumbled, on nthreads, unless *jumbled is given: it then
   tells whether they are), without a copy unless another user started GraphBLAS
   (gb_copy_out) */
static int gb_take (GrB_Matrix G, int nthreads, nds_cscm *C, int *left_jumbled)
{
  GrB_Index *p = NULL, *i = NULL, psz, isz, xsz;
  void *x = NULL;
  bool iso = false, jumbled = false;
  GrB_Info info = GxB_Matrix_unpack_CSC (G, &p, &i, &x, &psz, &isz, &xsz, &iso, &jumbled,
                                         NULL);
  if (info != GrB_SUCCESS) return gb_status (info);
  int64_t nz = (int64_t) p[C->n];
  if (nz && (!i || !x))
    {
      GxB_Matrix_pack_CSC (G, &p, &i, &x, psz, isz, xsz, iso, jumbled, NULL);
      return NDS_EARG;
    }
  if (gb_foreign)
    {
      int st = gb_copy_out (G, p, i, x, psz, isz, xsz, iso, jumbled, C);
      if (st != NDS_OK) return st;
    }
  else
    {
      C->p = (int64_t *) p;
      C->i = (int64_t *) i;
      C->x = (double *) x;
    }
  if (iso && nz > 1)
    {
      /* one value for all: spread it */
      double *y = gb_alloc ((size_t) nz * sizeof (double));
      if (!y)
        {
          nds_cscm_free (C);
          return NDS_ENOMEM;
        }
      for (int64_t t = 0; t < nz; t++) y[t] = C->x[0];
      gb_release (C->x);
      C->x = y;
    }
  if (left_jumbled)
    *left_jumbled = jumbled;
  else if (jumbled && sort_columns (C, nthreads) != NDS_OK)
    {
      nds_cscm_free (C);
      return NDS_ENOMEM;
    }
  drop_zeros (C);      /* keeps the order within each column */
  return NDS_OK;
}

/* no entries in C, of n columns */
static int empty_product (int64_t n, nds_cscm *C)
{
  C->p = gb_alloc (((size_t) n + 1) * sizeof (int64_t));
  C->i = NULL;
  C->x = NULL;
  if (!C->p) return NDS_ENOMEM;
  memset (C->p, 0, ((size_t) n + 1) * sizeof (int64_t));
  return NDS_OK;
}

/* the multiply-adds of A * B, counted up to the first total over cap; cf, when
   given (n + 1 long), gets the running total before each of B's columns (complete
   only when the total is at most cap) */
static int64_t product_flops (const nds_cscm *A, const nds_cscm *B, int64_t cap, int64_t *cf)
{
  int64_t f = 0;
  for (int64_t j = 0; j < B->n && f <= cap; j++)
    {
      if (cf) cf[j] = f;
      for (int64_t t = B->p[j]; t < B->p[j + 1]; t++) f += A->p[B->i[t] + 1] - A->p[B->i[t]];
    }
  if (cf && f <= cap) cf[B->n] = f;
  return f;
}

/* products of at most GUSTAVSON_FLOPS multiply-adds run here and not on GraphBLAS:
   on this thread (serial_product) when the team is one thread or the product has at
   most TEAM_FLOPS, else on the team (team_product).  A' * B with A and B 1e5 x 1e4
   of n random entries, A' made first, the product alone, each way called in turn,
   median of 15 and of 21 calls, machine loaded (load 3-7 on 2 cores), CPU ms of
   GraphBLAS on 2 threads / GraphBLAS's Gustavson on 1 / serial_product /
   team_product on 2, by multiply-adds:
     1e4:  1.5-2.0 / 1.0-1.3 / 0.59-0.74 / 7.0-8.0 (14-21 ms wall: a thread
           descheduled, which a loaded machine's team of one avoids)
     1e5:  19-20 / 8.8-11 / 4.5-5.2 / 6.7-6.8
     3e5:  36 / 20-22 / 12-13 / 15
     1e6:  94-97 / 49 / 39-41 / 45-46
     1e7:  522-622 / 466-603 / 273-373 / 293-381
   All pay a cache miss or two a term (the random columns of A').  The team's CPU
   over serial's is OpenMP's spinning wait: with OMP_WAIT_POLICY=passive, 3.3 / 30 /
   276 ms for team_product at 1e5 / 1e6 / 1e7 against serial's 3.1 / 29 / 268 and
   GraphBLAS's on 2 threads 5.8 / 45 / 460.  Wall, loaded, the team took 0.8 to 1.3
   times serial's time from 1e5 on (no second core free), GraphBLAS on 2: 1.7 to 3.
   Above GUSTAVSON_FLOPS GraphBLAS, whose output is not a term's room each (16
   bytes).  TEAM_FLOPS is NDS_SERIAL_NS of work at 50 ns a term */
#define GUSTAVSON_FLOPS ((int64_t) 1 << 24)
#define TEAM_FLOPS ((int64_t) 8192)
/* the largest team of team_product */
#define TEAM_MAX 64

/* the bits of the largest row index below m */
static int row_bits (int64_t m)
{
  int bits = 1;
  while (bits < 62 && ((int64_t) 1 << bits) < m) bits++;
  return bits;
}

/* one thread's workspace of gustavson_columns: the column that last reached each
   of A's rows (mark) and its sums (w); the radix sort's scratch (si, sx) */
typedef struct { int64_t *mark, *si; double *w, *sx; } gus_work;

/* columns j0 to j1 - 1 of C = A * B by Gustavson's method, their entries written
   from C's entry base on and their starts to C->p: each column summed in the dense
   workspace g->w of A's rows (g->mark: the column that last reached a row, all below
   j0 at the start), the terms in the order of B's rows (the order of GraphBLAS's
   and Octave's adds, so the same bits), its rows sorted (bits: those of A's rows;
   g->si, g->sx the radix sort's scratch for columns of more than 32 entries).  The
   entries written */
static int64_t gustavson_columns (const nds_cscm *A, const nds_cscm *B, int64_t j0,
                                  int64_t j1, int64_t base, int bits, const gus_work *g,
                                  nds_cscm *C)
{
  int64_t *mark = g->mark, *si = g->si;
  double *w = g->w, *sx = g->sx;
  int64_t nz = base;
  int64_t *ci = C->i;
  for (int64_t j = j0; j < j1; j++)
    {
      const int64_t lo = nz;
      C->p[j] = lo;
      for (int64_t t = B->p[j]; t < B->p[j + 1]; t++)
        {
          const int64_t k = B->i[t];
          const double b = B->x[t];
          for (int64_t q = A->p[k]; q < A->p[k + 1]; q++)
            {
              const int64_t i = A->i[q];
              if (mark[i] == j)
                w[i] += A->x[q] * b;
              else
                {
                  mark[i] = j;
                  w[i] = A->x[q] * b;
                  ci[nz++] = i;
                }
            }
        }
      for (int64_t t = lo; t < nz; t++) C->x[t] = w[ci[t]];
      if (nz - lo > 1) sort_column (ci + lo, C->x + lo, nz - lo, bits, si, sx);
    }
  return nz - base;
}

/* frees g's arrays */
static void gus_work_free (gus_work *g)
{
  nds_free (g->mark);
  nds_free (g->w);
  nds_free (g->si);
  nds_free (g->sx);
}

/* g = the workspace for a product of m rows and at most f multiply-adds:
   NDS_ENOMEM (all freed) when an allocation fails */
static int gus_work_new (gus_work *g, int64_t m, int64_t f)
{
  const int64_t span = m < f ? m : f;
  g->mark = nds_malloc ((size_t) m, sizeof (int64_t));
  g->w = nds_malloc ((size_t) m, sizeof (double));
  g->si = span > 32 ? nds_malloc ((size_t) span, sizeof (int64_t)) : NULL;
  g->sx = span > 32 ? nds_malloc ((size_t) span, sizeof (double)) : NULL;
  if (g->mark && g->w && (span <= 32 || (g->si && g->sx)))
    {
      for (int64_t r = 0; r < m; r++) g->mark[r] = -1;
      return NDS_OK;
    }
  gus_work_free (g);
  return NDS_ENOMEM;
}

/* C's arrays for n columns and room for f entries, from gb_alloc: NDS_ENOMEM (C
   freed) */
static int product_arrays (int64_t n, int64_t f, nds_cscm *C)
{
  const int64_t room = f ? f : 1;
  C->p = gb_alloc (((size_t) n + 1) * sizeof (int64_t));
  C->i = gb_alloc ((size_t) room * sizeof (int64_t));
  C->x = gb_alloc ((size_t) room * sizeof (double));
  if (C->p && C->i && C->x) return NDS_OK;
  nds_cscm_free (C);
  return NDS_ENOMEM;
}

/* C = A * B (f multiply-adds) on this thread (gustavson_columns), entries that
   cancel dropped.  C's arrays from gb_alloc, room for f entries.  NDS_ENOMEM */
static int serial_product (const nds_cscm *A, const nds_cscm *B, int64_t f, nds_cscm *C)
{
  gus_work g;
  if (product_arrays (B->n, f, C) != NDS_OK) return NDS_ENOMEM;
  if (gus_work_new (&g, A->m, f) != NDS_OK)
    {
      nds_cscm_free (C);
      return NDS_ENOMEM;
    }
  C->p[B->n] = gustavson_columns (A, B, 0, B->n, 0, row_bits (A->m), &g, C);
  gus_work_free (&g);
  drop_zeros (C);
  return NDS_OK;
}

/* the first of B's columns whose running total of multiply-adds (cf, n + 1 long,
   nondecreasing) reaches goal */
static int64_t first_column (const int64_t *cf, int64_t n, int64_t goal)
{
  int64_t lo = 0, hi = n;
  while (lo < hi)
    {
      const int64_t mid = lo + (hi - lo) / 2;
      if (cf[mid] < goal) lo = mid + 1;
      else hi = mid;
    }
  return lo;
}

/* C = A * B (cf: the running total of multiply-adds before each of B's columns, f
   in all) on nth threads: B's columns split into nth ranges of about f / nth
   multiply-adds, each range's columns made by its thread with its own workspace
   (gustavson_columns, so each column's adds and bits are serial_product's) at
   the entry its range's first term has in cf (no range makes more entries than
   terms), then the ranges moved down to close the gaps, entries that cancel
   dropped.  C's arrays from gb_alloc, room for f entries.  NDS_ENOMEM */
static int team_product (const nds_cscm *A, const nds_cscm *B, const int64_t *cf, int nth,
                         nds_cscm *C)
{
  const int64_t n = B->n, f = cf[n];
  int64_t cut[TEAM_MAX + 1], made[TEAM_MAX];
  for (int t = 0; t <= nth; t++)
    cut[t] = t == nth ? n : first_column (cf, n, (int64_t) ((double) f * t / nth));
  if (product_arrays (n, f, C) != NDS_OK) return NDS_ENOMEM;
  const int bits = row_bits (A->m);
  int fail = 0;
  /* a range an iteration: all done even on a team smaller than asked (nested) */
  #pragma omp parallel for num_threads (nth) schedule (static, 1)
  for (int t = 0; t < nth; t++)
    {
      gus_work g;
      made[t] = 0;
      if (cut[t] == cut[t + 1]) continue;      /* no columns: no workspace */
      if (gus_work_new (&g, A->m, cf[cut[t + 1]] - cf[cut[t]]) != NDS_OK)
        {
          #pragma omp atomic write
          fail = 1;
          continue;
        }
      made[t] = gustavson_columns (A, B, cut[t], cut[t + 1], cf[cut[t]], bits, &g, C);
      gus_work_free (&g);
    }
  if (fail)
    {
      nds_cscm_free (C);
      return NDS_ENOMEM;
    }
  int64_t nz = made[0];
  for (int t = 1; t < nth; t++)
    {
      const int64_t from = cf[cut[t]], shift = from - nz;
      if (shift)
        {
          memmove (C->i + nz, C->i + from, (size_t) made[t] * sizeof (int64_t));
          memmove (C->x + nz, C->x + from, (size_t) made[t] * sizeof (double));
          for (int64_t j = cut[t]; j < cut[t + 1]; j++) C->p[j] -= shift;
        }
      nz += made[t];
    }
  C->p[n] = nz;
  drop_zeros (C);
  return NDS_OK;
}

/* the descriptor of the transposes, method and threads; NULL-safe on failure */
static GrB_Info gb_desc (GrB_Descriptor *d, int ta, int tb, nds_mxm_method method,
                         int nthreads)
{
  static const int how[] = { GxB_DEFAULT, GxB_AxB_GUSTAVSON, GxB_AxB_HASH, GxB_AxB_DOT,
                             GxB_AxB_SAXPY };
  GrB_Info info = GrB_Descriptor_new (d);
  if (info != GrB_SUCCESS) return info;
  if (ta) info = GrB_Descriptor_set (*d, GrB_INP0, GrB_TRAN);
  if (info == GrB_SUCCESS && tb) info = GrB_Descriptor_set (*d, GrB_INP1, GrB_TRAN);
  if (info == GrB_SUCCESS && method)
    info = GxB_Desc_set (*d, GxB_AxB_METHOD, how[method]);
  if (info == GrB_SUCCESS && nthreads > 0)
    info = GxB_Desc_set (*d, GxB_NTHREADS, nthreads);
  if (info != GrB_SUCCESS) GrB_Descriptor_free (d);
  return info;
}

/* the method for NDS_MXM_AUTO: Gustavson for a large product (operands of 4e6
   entries and more) of at most 2^20 rows, whose dense workspace (9 bytes a row per
   task) stays small; else GraphBLAS's own choice.  Measured at 1e7 nonzeros, CPU
   seconds of GrB_mxm on 2 threads (machine loaded): A'*A, A 1e6 x 1e5: 5.8
   against 8.5 for GraphBLAS's choice; A*A', A 2e5 x 1e6: 6.0 against 8.5; a
   power-law graph of 1e6 nodes squared: 5.4 against 7.7.  At 1e6 the two were
   equal (3.33 and 3.34 s), so smaller products keep GraphBLAS's choice */
static nds_mxm_method auto_method (int64_t m, int64_t nza, int64_t nzb)
{
  return m <= ((int64_t) 1 << 20) && nza + nzb >= 4000000 ? NDS_MXM_GUSTAVSON
                                                          : NDS_MXM_AUTO;
}

/* nds_spgemm, its columns sorted unless jumbled is given (*jumbled: whether left
   unsorted) */
static int spgemm (const nds_cscm *A, const nds_cscm *B, int ta, int tb,
                   nds_mxm_method method, int nthreads, nds_cscm *C, int *jumbled)
{
  if (jumbled) *jumbled = 0;
  int64_t m = ta ? A->n : A->m, k = ta ? A->m : A->n;
  int64_t kb = tb ? B->n : B->m, n = tb ? B->m : B->n;
  if (k != kb || (int) method < 0 || method > NDS_MXM_SAXPY) return NDS_ESIZE;
  C->m = m;
  C->n = n;
  C->p = C->i = NULL;
  C->x = NULL;
  if (A->p[A->n] == 0 || B->p[B->n] == 0 || m == 0 || n == 0)
    return empty_product (n, C);
  if (method == NDS_MXM_AUTO && !ta && !tb)
    {
      /* a product of at most GUSTAVSON_FLOPS here, when its workspaces (16 bytes a
         row of A a thread) are no more than its operands and terms take */
      int nth = nthreads > 0 ? nthreads : omp_get_num_procs ();
      nth = nth < TEAM_MAX ? nth : TEAM_MAX;
      nth = nth < n ? nth : (int) n;      /* a column a thread at most */
      int64_t *cf = NULL;
      if (nth > 1 && !(cf = nds_malloc ((size_t) n + 1, sizeof (int64_t)))) return NDS_ENOMEM;
      const int64_t f = product_flops (A, B, GUSTAVSON_FLOPS, cf);
      const int team = cf && f > TEAM_FLOPS;
      int st = -1;
      if (f <= GUSTAVSON_FLOPS
          && m * (team ? nth : 1) <= 2 * (A->p[A->n] + B->p[B->n] + f) + 65536)
        st = team ? team_product (A, B, cf, nth, C) : serial_product (A, B, f, C);
      nds_free (cf);
      if (st >= 0) return st;
    }
  if (method == NDS_MXM_AUTO) method = auto_method (m, A->p[A->n], B->p[B->n]);
  int st0 = gb_start ();
  if (st0 != NDS_OK) return st0;
  /* the team for everything GraphBLAS runs without our descriptor as well (its
     waits follow the global setting, which GxB_init fixed at OpenMP's maximum of
     that moment: 1 if the machine was busy then, for the rest of the process);
     0: every core */
  GxB_Global_Option_set (GxB_NTHREADS, nthreads > 0 ? nthreads : omp_get_num_procs ());
  GrB_Matrix GA = NULL, GB = NULL, GC = NULL;
  GrB_Descriptor d = NULL;
  GrB_Info info = gb_desc (&d, ta, tb, method, nthreads);
  if (info == GrB_SUCCESS) info = gb_new (&GC, m, n);
  if (info == GrB_SUCCESS) info = gb_lend (&GA, A);
  if (info == GrB_SUCCESS) info = gb_lend (&GB, B);
  if (info == GrB_SUCCESS)
    info = GrB_mxm (GC, NULL, NULL, GrB_PLUS_TIMES_SEMIRING_FP64, GA, GB, d);
  int st = gb_status (info);
  /* the lent arrays go back whatever happened */
  if (GA && gb_return (&GA, A)) st = NDS_EARG;
  if (GB && gb_return (&GB, B)) st = NDS_EARG;
  if (st == NDS_OK) st = gb_take (GC, nthreads, C, jumbled);
  GrB_Matrix_free (&GC);
  GrB_Descriptor_free (&d);
  return st;
}

int nds_spgemm (const nds_cscm *A, const nds_cscm *B, int ta, int tb,
                nds_mxm_method method, int nthreads, nds_cscm *C)
{
  return spgemm (A, B, ta, tb, method, nthreads, C, NULL);
}

int nds_spgemm_jumbled (const nds_cscm *A, const nds_cscm *B, int ta, int tb,
                        nds_mxm_method method, int nthreads, nds_cscm *C, int *jumbled)
{
  return spgemm (A, B, ta, tb, method, nthreads, C, jumbled);
}

/* the 1-based subscripts along sz[0..m-1] of every index 0..len-1, m per index
   (index-major: an entry's subscripts adjacent); NULL when out of memory */
static int64_t *subscript_table (int64_t len, int m, const int64_t *sz, const uint64_t *inv)
{
  int64_t *tab = nds_malloc ((size_t) len * (size_t) m, sizeof (int64_t));
  if (!tab) return NULL;
  for (int64_t k = 0; k < len; k++)
    nds_key_decode ((uint64_t) k, m, sz, inv, tab, k * m, 1);
  return tab;
}

/* the subscripts of the entries t in [lo, hi) of column j of C, into s (nz rows):
   the column's split once and repeated, each row's +1 (mr 1), from the table tab
   (mr per row), or decoded; none for a split of no sizes (mr or mc 0: a product
   of one row or one column whose tensor has no such modes) */
static void column_subs (const nds_cscm *C, int64_t j, int64_t lo, int64_t hi, int mr,
                         const int64_t *rs, const uint64_t *rinv, const int64_t *tab,
                         int mc, const int64_t *cs, const uint64_t *cinv, int64_t *s,
                         int64_t nz)
{
  int64_t *r = s, *c = s + nz * mr;
  nds_key_decode ((uint64_t) j, mc, cs, cinv, c, lo, nz);
  for (int d = 0; d < mc; d++)
    {
      int64_t *cd = c + d * nz, v = cd[lo];
      for (int64_t t = lo + 1; t < hi; t++) cd[t] = v;
    }
  const int64_t *ci = C->i;
  if (mr == 1)
    for (int64_t t = lo; t < hi; t++) r[t] = ci[t] + 1;
  else if (tab)
    for (int64_t t = lo; t < hi; t++)
      {
        const int64_t *u = tab + ci[t] * mr;
        for (int d = 0; d < mr; d++) r[d * nz + t] = u[d];
      }
  else if (mr > 1)
    for (int64_t t = lo; t < hi; t++)
      nds_key_decode ((uint64_t) ci[t], mr, rs, rinv, r, t, nz);
}

int nds_cscm_subs (nds_cscm *C, int jumbled, int mr, const int64_t *rs, int mc,
                   const int64_t *cs, int64_t *s, int nthreads)
{
  if (mr < 0 || mc < 0) return NDS_EARG;
  const int64_t nz = C->p[C->n];
  uint64_t *rinv = nds_malloc ((size_t) mr + (size_t) mc + 1, sizeof (uint64_t)), *cinv;
  if (!rinv) return NDS_ENOMEM;
  cinv = rinv + mr;
  nds_key_inverse (rs, mr, rinv);
  nds_key_inverse (cs, mc, cinv);
  int64_t *tab = NULL;
  if (mr > 1 && C->m <= nz && !(tab = subscript_table (C->m, mr, rs, rinv)))
    {
      nds_free (rinv);
      return NDS_ENOMEM;
    }
  int64_t longest = 0;
  int bits = jumbled ? sort_span (C, &longest) : 1, fail = 0;
  #pragma omp parallel num_threads (nthreads > 0 ? nthreads : omp_get_num_procs ()) \
    if (nz >= NDS_SERIAL_BELOW)
  {
    int64_t *si = longest > 32 ? nds_malloc ((size_t) longest, sizeof (int64_t)) : NULL;
    double *sx = longest > 32 ? nds_malloc ((size_t) longest, sizeof (double)) : NULL;
    if (longest > 32 && (!si || !sx))
      {
        #pragma omp atomic write
        fail = 1;
      }
    #pragma omp barrier
    if (!fail)
      {
        #pragma omp for schedule (dynamic, 64)
        for (int64_t j = 0; j < C->n; j++)
          {
            int64_t lo = C->p[j], hi = C->p[j + 1];
            if (lo == hi) continue;
            /* sorted while in cache, then its subscripts written from there */
            if (hi - lo > 1 && jumbled)
              sort_column (C->i + lo, C->x + lo, hi - lo, bits, si, sx);
            column_subs (C, j, lo, hi, mr, rs, rinv, tab, mc, cs, cinv, s, nz);
          }
      }
    nds_free (si);
    nds_free (sx);
  }
  nds_free (tab);
  nds_free (rinv);
  return fail ? NDS_ENOMEM : NDS_OK;
}

void nds_cscm_free (nds_cscm *C)
{
  if (C->p) gb_release (C->p);
  if (C->i) gb_release (C->i);
  if (C->x) gb_release (C->x);
  C->p = C->i = NULL;
  C->x = NULL;
}
