/* test_core.c: unit tests of the engine core (sort, group, reduce, emit, lookup, merge,
   view, dense, subscripts, allocation failure) against brute-force references */
#define _GNU_SOURCE          /* setenv, unsetenv, mallopt */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <malloc.h>
#include "core/nds.h"
#include "kern/nds_kern.h"
#include "nds_test.h"

#define TRIALS 150

/* ---------------------------------------------------------------- references */

/* compare row i of a (na rows) with row j of b (nb rows): dimension m-1 most significant */
static int ref_cmp (const int64_t *a, int64_t na, int64_t i, const int64_t *b, int64_t nb,
                    int64_t j, int64_t m)
{
  for (int64_t d = m - 1; d >= 0; d--)
    if (a[i + d * na] != b[j + d * nb]) return a[i + d * na] < b[j + d * nb] ? -1 : 1;
  return 0;
}

/* the rows qsort compares, and their count and width */
static const int64_t *ref_s;
static int64_t ref_n, ref_m;

static int ref_qcmp (const void *pa, const void *pb)
{
  int64_t i = *(const int64_t *) pa, j = *(const int64_t *) pb;
  int c = ref_cmp (ref_s, ref_n, i, ref_s, ref_n, j, ref_m);
  return c ? c : (i < j ? -1 : i > j);   /* ties by input position: a stable order */
}

/* perm = the stable column-major order of the rows of s */
static void ref_sort (const int64_t *s, int64_t n, int64_t m, int64_t *perm)
{
  for (int64_t i = 0; i < n; i++) perm[i] = i;
  ref_s = s; ref_n = n; ref_m = m;
  if (n > 1) qsort (perm, (size_t) n, sizeof (int64_t), ref_qcmp);
}

/* s = n random rows with s(i,d) in 1..sz[d]; with pool > 0, rows repeat from a pool */
static void rand_subs (int64_t *s, int64_t n, int64_t m, const int64_t *sz, int64_t pool)
{
  for (int64_t i = 0; i < n; i++)
    {
      int64_t src = (pool > 0 && i >= pool) ? rnd_int (0, pool - 1) : -1;
      for (int64_t d = 0; d < m; d++)
        s[i + d * n] = src >= 0 ? s[src + d * n] : rnd_int (1, sz[d]);
    }
}

/* random size: each dim 1..maxd, with size-1 dims now and then */
static void rand_size (int64_t *sz, int64_t m, int64_t maxd)
{
  for (int64_t d = 0; d < m; d++) sz[d] = rnd () % 5 == 0 ? 1 : rnd_int (1, maxd);
}

/* sorted distinct storage: up to n random rows, sorted and deduplicated; returns nnz */
static int64_t rand_storage (int64_t *s, int64_t n, int64_t m, const int64_t *sz)
{
  int64_t *raw = malloc (sizeof (int64_t) * (size_t) (n * m + 1));
  int64_t *perm = malloc (sizeof (int64_t) * (size_t) (n + 1));
  rand_subs (raw, n, m, sz, 0);
  ref_sort (raw, n, m, perm);
  int64_t k = 0;
  for (int64_t i = 0; i < n; i++)
    if (i == 0 || ref_cmp (raw, n, perm[i - 1], raw, n, perm[i], m) != 0) perm[k++] = perm[i];
  for (int64_t i = 0; i < k; i++)
    for (int64_t d = 0; d < m; d++) s[i + d * k] = raw[perm[i] + d * n];
  free (raw); free (perm);
  return k;
}

/* ptr = the column pointers of the last dim of s (sorted, nnz rows, m dims), ext+1 */
static void ref_last_ptr (const int64_t *s, int64_t nnz, int64_t m, int64_t ext, int64_t *ptr)
{
  for (int64_t c = 0; c <= ext; c++) ptr[c] = 0;
  for (int64_t r = 0; r < nnz; r++) ptr[s[r + (m - 1) * nnz]]++;
  for (int64_t c = 1; c <= ext; c++) ptr[c] += ptr[c - 1];
}

/* nds_lookup, and nds_lookup_ptr when ptr is given, against a scan of every row */
static void lookups_match (const int64_t *s, int64_t nnz, int64_t m, const int64_t *ptr,
                           int64_t ext, const int64_t *q, int64_t nq)
{
  double *pos = malloc (sizeof (double) * (size_t) (nq + 1));
  double *pos2 = malloc (sizeof (double) * (size_t) (nq + 1));
  nds_lookup (s, nnz, m, q, nq, pos);
  if (ptr) nds_lookup_ptr (s, nnz, m, ptr, ext, q, nq, pos2);
  for (int64_t j = 0; j < nq; j++)
    {
      double want = 0;
      for (int64_t r = 0; r < nnz && !want; r++)
        if (ref_cmp (s, nnz, r, q, nq, j, m) == 0) want = (double) (r + 1);
      CHECK (pos[j] == want);
      if (ptr) CHECK (pos2[j] == want);
    }
  free (pos); free (pos2);
}

/* random value: nonzero, or zero / NaN with the given chances in percent */
static double rand_val (int pzero, int pnan)
{
  int r = (int) (rnd () % 100);
  if (r < pzero) return 0;
  if (r < pzero + pnan) return NAN;
  return (double) rnd_int (-50, 50) / 4 + 0.125;
}

/* 1 when perm is 0, 1, ..., n-1 */
static int is_identity (const int64_t *perm, int64_t n)
{
  for (int64_t i = 0; i < n; i++)
    if (perm[i] != i) return 0;
  return 1;
}

/* ---------------------------------------------------------------- sort and keys */

static void sort_random (void)
{
  for (int t = 0; t < TRIALS; t++)
    {
      int64_t m = rnd_int (1, 6), sz[6], n = rnd_int (0, 1500);
      rand_size (sz, m, rnd () % 2 ? 4 : 1000000);
      int64_t *s = malloc (sizeof (int64_t) * (size_t) (n * m + 1));
      int64_t *perm = malloc (sizeof (int64_t) * (size_t) (n + 1));
      int64_t *ref = malloc (sizeof (int64_t) * (size_t) (n + 1));
      rand_subs (s, n, m, sz, rnd () % 2 ? n / 3 : 0);
      ref_sort (s, n, m, ref);
      uint64_t *key = NULL;
      CHECK (nds_sort_key (s, n, m, sz, NULL, perm, &key) == NDS_OK);
      CHECK (memcmp (perm, ref, sizeof (int64_t) * (size_t) n) == 0);
      /* a linear key exists exactly when prod (sz) fits in 64 bits */
      unsigned __int128 numel = 1;
      for (int64_t d = 0; d < m; d++) numel *= (unsigned __int128) sz[d];
      CHECK ((key != NULL) == (numel <= (unsigned __int128) UINT64_MAX + 1));
      /* the sorted keys are the column-major linear indices of the sorted rows */
      for (int64_t i = 0; key && i < n; i++)
        {
          uint64_t lin = 0, stride = 1;
          for (int64_t d = 0; d < m; d++)
            {
              lin += (uint64_t) (s[ref[i] + d * n] - 1) * stride;
              stride *= (uint64_t) sz[d];
            }
          CHECK (key[i] == lin);
        }
      CHECK (nds_is_sorted (s, n, m) == (n < 2 || is_identity (ref, n)));
      /* dims taken from the columns in a random order: as sorting a copy in that order */
      int64_t ord[6], szo[6];
      int64_t *so = malloc (sizeof (int64_t) * (size_t) (n * m + 1));
      for (int64_t d = 0; d < m; d++) ord[d] = d;
      for (int64_t d = m - 1; d > 0; d--)
        {
          int64_t e = rnd_int (0, d), tmp = ord[d];
          ord[d] = ord[e];
          ord[e] = tmp;
        }
      for (int64_t d = 0; d < m; d++)
        {
          szo[d] = sz[ord[d]];
          memcpy (so + d * n, s + ord[d] * n, sizeof (int64_t) * (size_t) n);
        }
      ref_sort (so, n, m, ref);
      free (key);
      CHECK (nds_sort_key (s, n, m, szo, ord, perm, &key) == NDS_OK);
      CHECK (memcmp (perm, ref, sizeof (int64_t) * (size_t) n) == 0);
      free (key); free (so); free (s); free (perm); free (ref);
    }
}

/* a sort of n rows, m dims, size sz against the reference; perm must match exactly */
static void sort_matches_ref (const int64_t *s, int64_t n, int64_t m, const int64_t *sz)
{
  int64_t *perm = malloc (sizeof (int64_t) * (size_t) (n + 1));
  int64_t *ref = malloc (sizeof (int64_t) * (size_t) (n + 1));
  ref_sort (s, n, m, ref);
  CHECK (nds_sort (s, n, m, sz, perm) == NDS_OK);
  CHECK (memcmp (perm, ref, sizeof (int64_t) * (size_t) n) == 0);
  free (perm); free (ref);
}

/* the multi-threaded radix path: same permutation for 1 and for 2 threads, past the
   team thresholds of the passes and of the key packing (4e5 keys) */
static void sort_large_threads (void)
{
  int64_t n = 450000, m = 3, sz[3] = {10000, 10000, 1000};
  int64_t *s = malloc (sizeof (int64_t) * (size_t) (n * m));
  int64_t *p1 = malloc (sizeof (int64_t) * (size_t) n);
  int64_t *p2 = malloc (sizeof (int64_t) * (size_t) n);
  rand_subs (s, n, m, sz, n * 9 / 10);   /* 10% duplicates */
  sort_matches_ref (s, n, m, sz);
  /* crowded keys: all but a few rows in the top digit's first bucket */
  for (int64_t i = 0; i < n; i++)
    if (i % 1000) s[i + 2 * n] = 1;
  sort_matches_ref (s, n, m, sz);
  rand_subs (s, n, m, sz, n * 9 / 10);
  nds_threads_fix (1);
  CHECK (nds_sort (s, n, m, sz, p1) == NDS_OK);
  nds_threads_fix (2);
  CHECK (nds_sort (s, n, m, sz, p2) == NDS_OK);
  nds_threads_fix (0);
  CHECK (memcmp (p1, p2, sizeof (int64_t) * (size_t) n) == 0);
  free (s); free (p1); free (p2);
}

/* sizes whose element count passes 64 bits take the multi-key path */
static void sort_multikey (void)
{
  for (int t = 0; t < 20; t++)
    {
      int64_t m = rnd_int (3, 5), sz[5], n = rnd_int (0, 2000);
      int nbits;
      for (int64_t d = 0; d < m; d++) sz[d] = (int64_t) 1 << 40;
      CHECK (!nds_key_fits (sz, m, &nbits));
      int64_t *s = malloc (sizeof (int64_t) * (size_t) (n * m + 1));
      int64_t *perm = malloc (sizeof (int64_t) * (size_t) (n + 1));
      rand_subs (s, n, m, sz, n / 2);
      /* small coordinates too, so the low dims decide ties */
      for (int64_t i = 0; i < n; i += 3) s[i + (m - 1) * n] = rnd_int (1, 2);
      sort_matches_ref (s, n, m, sz);
      uint64_t *key = (uint64_t *) perm;   /* must be reset to NULL */
      CHECK (nds_sort_key (s, n, m, sz, NULL, perm, &key) == NDS_OK && key == NULL);
      /* in reverse order of the columns: as sorting the reversed copy */
      int64_t ord[5], *so = malloc (sizeof (int64_t) * (size_t) (n * m + 1));
      int64_t *ref = malloc (sizeof (int64_t) * (size_t) (n + 1));
      for (int64_t d = 0; d < m; d++)
        {
          ord[d] = m - 1 - d;
          memcpy (so + d * n, s + ord[d] * n, sizeof (int64_t) * (size_t) n);
        }
      ref_sort (so, n, m, ref);
      CHECK (nds_sort_key (s, n, m, sz, ord, perm, &key) == NDS_OK && key == NULL);
      CHECK (memcmp (perm, ref, sizeof (int64_t) * (size_t) n) == 0);
      free (so); free (ref); free (s); free (perm);
    }
}

/* more than 64 dims: the lookup compares rows in place */
static void many_dims (void)
{
  int64_t m = 70, n = 400, sz[70];
  for (int64_t d = 0; d < m; d++) sz[d] = 2;
  int64_t *s = malloc (sizeof (int64_t) * (size_t) (n * m));
  int64_t nnz = rand_storage (s, n, m, sz);
  sort_matches_ref (s, nnz, m, sz);
  CHECK (nds_is_sorted (s, nnz, m) && nds_is_strict (s, nnz, m));
  int64_t nq = 200;
  int64_t *q = malloc (sizeof (int64_t) * (size_t) (nq * m));
  for (int64_t j = 0; j < nq; j++)
    {
      int64_t r = rnd_int (0, nnz - 1);
      for (int64_t d = 0; d < m; d++)
        q[j + d * nq] = j % 2 ? s[r + d * nnz] : rnd_int (1, 2);
    }
  lookups_match (s, nnz, m, NULL, 0, q, nq);
  free (s); free (q);
}

/* linear keys need exactly the bits of prod(sz)-1; 2^64 elements do not fit */
static void key_fits_edges (void)
{
  int nb = -1;
  int64_t a[2] = {(int64_t) 1 << 32, (int64_t) 1 << 32};
  CHECK (!nds_key_fits (a, 2, &nb));
  int64_t b[2] = {(int64_t) 1 << 32, ((int64_t) 1 << 32) - 1};
  CHECK (nds_key_fits (b, 2, &nb) && nb == 64);
  int64_t c[1] = {1};
  CHECK (nds_key_fits (c, 1, &nb) && nb == 0);
  int64_t d[2] = {0, 5};   /* an empty dim counts as 1 */
  CHECK (nds_key_fits (d, 2, &nb) && nb == 3);
  int64_t e[2] = {INT64_MAX, 2};
  CHECK (nds_key_fits (e, 2, &nb) && nb == 64);
  int64_t f[2] = {INT64_MAX, 3};
  CHECK (!nds_key_fits (f, 2, &nb));
  CHECK (nds_key_fits (NULL, 0, &nb) && nb == 0);
}

/* nds_key_decode by multiplied reciprocals = the coordinates whose key is k, for
   keys up to 2^64 - 2, sizes of 1, and the bench's shape */
static void key_decode_exact (void)
{
  const int64_t shapes[][3] = {{INT64_MAX, 2, 1},
                               {(int64_t) 1 << 32, ((int64_t) 1 << 32) - 1, 1},
                               {3, 5, 7}, {1, 1, 9}, {10000, 10000, 1000},
                               {((int64_t) 1 << 21) - 9, ((int64_t) 1 << 21) + 7, 4095}};
  for (int t = 0; t < 6; t++)
    {
      const int64_t *sz = shapes[t], m = 3;
      uint64_t inv[3], cells = 1;
      nds_key_inverse (sz, m, inv);
      for (int64_t d = 0; d < m; d++) cells *= (uint64_t) sz[d];
      for (int64_t i = 0; i < 20000; i++)
        {
          uint64_t k = i == 0 ? 0 : i == 1 ? cells - 1 : i == 2 ? cells / 2 : rnd () % cells;
          int64_t c[3];
          nds_key_decode (k, m, sz, inv, c, 0, 1);
          uint64_t back = 0;
          for (int64_t d = m - 1; d >= 0; d--)
            {
              CHECK (c[d] >= 1 && c[d] <= sz[d]);
              back = back * (uint64_t) sz[d] + (uint64_t) (c[d] - 1);
            }
          CHECK (back == k);
        }
    }
}

/* 64-bit keys: every radix digit is used */
static void sort_64bit_keys (void)
{
  int64_t m = 2, n = 5000, sz[2] = {(int64_t) 1 << 32, ((int64_t) 1 << 32) - 1};
  int64_t *s = malloc (sizeof (int64_t) * (size_t) (n * m));
  rand_subs (s, n, m, sz, n / 4);
  for (int64_t i = 0; i < n; i += 7) s[i + n] = sz[1];   /* the top coordinate */
  sort_matches_ref (s, n, m, sz);
  free (s);
}

/* n = 0 and m = 1 everywhere */
static void empty_and_one_dim (void)
{
  int64_t sz[1] = {7}, perm[1] = {-1}, s1[5] = {3, 1, 3, 7, 1};
  nds_groups G;
  CHECK (nds_sort (NULL, 0, 1, sz, perm) == NDS_OK);
  CHECK (nds_group (NULL, 0, 1, sz, &G) == NDS_OK && G.ng == 0 && G.start[0] == 0);
  nds_groups_free (&G);
  double pos[1] = {-1};
  nds_lookup (NULL, 0, 1, s1, 1, pos);
  CHECK (pos[0] == 0);
  int64_t nout = -1;
  const nds_store S0 = { 0, 1, NULL, NULL, NDS_DOUBLE, sz };
  CHECK (nds_merge_pending (&S0, &S0, NULL, NULL, &nout) == NDS_OK && nout == 0);
  CHECK (nds_count_nz (NULL, 0) == 0);
  /* the count of nonzeros tests bits: zeros of either sign are zero, NaN is not */
  const double special[] = {0.0, -0.0, NAN, -INFINITY, 5e-324, -1.0, DBL_MAX, 0.0};
  CHECK (nds_count_nz (special, 8) == 5);
  for (int i = 0; i < 8; i++)
    CHECK (nds_isnz (special[i]) == (special[i] != 0));
  CHECK (!nds_all_finite (special, 8) && !nds_all_finite (special + 2, 1)
         && !nds_all_finite (special + 3, 1) && nds_all_finite (special + 4, 4)
         && nds_all_finite (special, 2) && nds_all_finite (NULL, 0));
  CHECK (nds_any_nan (special, 8) && nds_any_nan (special + 2, 1) && !nds_any_nan (special, 2)
         && !nds_any_nan (special + 3, 5) && !nds_any_nan (NULL, 0));
  {
    /* floats in pairs: an Inf or NaN in either half of a pair, in the last float of
       an odd count, anywhere in a long array (the parallel scan); the largest and the
       subnormal floats are finite */
    const float fs[] = {0.0f, -0.0f, NAN, -INFINITY, 1e-45f, -1.0f, FLT_MAX, 0.0f};
    CHECK (!nds_all_finite_f (fs, 8) && !nds_all_finite_f (fs + 2, 1)
           && !nds_all_finite_f (fs + 3, 1) && !nds_all_finite_f (fs + 1, 2)
           && !nds_all_finite_f (fs + 2, 2) && !nds_all_finite_f (fs, 3)
           && nds_all_finite_f (fs + 4, 4) && nds_all_finite_f (fs + 4, 3)
           && nds_all_finite_f (fs, 2) && nds_all_finite_f (NULL, 0));
    const int64_t nl = 400001;
    const float bad[3] = {INFINITY, -INFINITY, NAN};
    float *v = malloc (sizeof (float) * (size_t) nl);
    for (int64_t i = 0; i < nl; i++) v[i] = i % 3 ? (i % 2 ? FLT_MAX : -1e-45f) : -0.0f;
    CHECK (nds_all_finite_f (v, nl) && nds_all_finite_f (v + 1, nl - 1));
    for (int64_t at = 0, k = 0; at < nl; at += at < 10 ? 1 : 66667, k++)
      {
        const float keep = v[at];
        v[at] = bad[k % 3];
        CHECK (!nds_all_finite_f (v, nl) && !nds_all_finite_f (v + at, 1)
               && nds_all_finite_f (v, at));
        v[at] = keep;
      }
    v[nl - 1] = NAN;
    CHECK (!nds_all_finite_f (v, nl) && nds_all_finite_f (v, nl - 1));
    free (v);
  }
  {
    /* a NaN of any sign and payload found anywhere in a long array (the parallel
       scan) and a short one; Inf, the largest and the subnormal values are not */
    const int64_t nl = 300001;
    const uint64_t nans[4] = {0x7ff8000000000000u, 0xfff8000000000000u, 0x7ff0000000000001u,
                              0xffffffffffffffffu};
    double *v = malloc (sizeof (double) * (size_t) nl);
    for (int64_t i = 0; i < nl; i++) v[i] = i % 3 ? (i % 2 ? INFINITY : -DBL_MAX) : 5e-324 * i;
    CHECK (!nds_any_nan (v, nl) && !nds_any_nan (v, 7));
    for (int64_t at = 0, k = 0; at < nl; at += 49999, k++)
      {
        const double keep = v[at];
        memcpy (v + at, nans + k % 4, sizeof (double));
        CHECK (nds_any_nan (v, nl) && nds_any_nan (v + at, 1) && !nds_any_nan (v, at));
        v[at] = keep;
      }
    free (v);
  }
  for (int i = 0; i < 8; i++)      /* the picked value's bits: -0 and NaN kept */
    for (int c = 0; c < 2; c++)
      {
        const double a = special[i], b = special[7 - i];
        const double want = c ? a : b, got = nds_pick (c, a, b);
        CHECK (memcmp (&got, &want, sizeof got) == 0);
      }
  CHECK (nds_is_sorted (NULL, 0, 3) && nds_is_sorted (s1, 1, 1) && !nds_is_sorted (s1, 5, 1));
  CHECK (nds_is_strict (NULL, 0, 3) && nds_is_strict (s1, 1, 1) && !nds_is_strict (s1, 5, 1));
  {
    /* equal neighbours are sorted but not strict; a long column (the parallel scan)
       is strict until two rows are made equal, anywhere */
    const int64_t eq[4] = {1, 2, 2, 3};
    CHECK (nds_is_sorted (eq, 4, 1) && !nds_is_strict (eq, 4, 1));
    const int64_t nl = 300001;
    int64_t *col = malloc (sizeof (int64_t) * (size_t) nl);
    for (int64_t i = 0; i < nl; i++) col[i] = 2 * i + 1;
    CHECK (nds_is_strict (col, nl, 1));
    for (int64_t at = 1; at < nl; at += 99991)
      {
        const int64_t keep = col[at];
        col[at] = col[at - 1];
        CHECK (!nds_is_strict (col, nl, 1));
        col[at] = keep;
      }
    free (col);
  }
  sort_matches_ref (s1, 5, 1, sz);
  int64_t mx[2] = {-1, -1};
  nds_subs_max (NULL, 0, 2, mx);
  CHECK (mx[0] == 0 && mx[1] == 0);
  nds_subs_max (s1, 5, 1, mx);
  CHECK (mx[0] == 7);
}

/* ---------------------------------------------------------------- groups */

/* y = fun over the values of the rows equal to row r0, taken in input order */
static double ref_reduce (const int64_t *s, int64_t n, int64_t m, int64_t r0, const double *x,
                          int xscalar, nds_fun fun)
{
  double acc = 0;
  int first = 1, seen_num = 0, any = 0;
  for (int64_t i = 0; i < n; i++)
    {
      if (ref_cmp (s, n, i, s, n, r0, m) != 0) continue;
      double v = x[xscalar ? 0 : i];
      any |= (v != 0);
      if (fun == NDS_MAX || fun == NDS_MIN)
        {
          /* NaN only when every value is NaN */
          if (isnan (v)) { if (!seen_num) acc = v; continue; }
          if (!seen_num || (fun == NDS_MAX ? v > acc : v < acc)) acc = v;
          seen_num = 1;
          continue;
        }
      if (first) acc = v;
      else if (fun == NDS_SUM) acc += v;
      else if (fun == NDS_PROD) acc *= v;
      else if (fun == NDS_LAST) acc = v;
      first = 0;
    }
  return fun == NDS_ANY ? any : acc;
}

static void group_reduce (void)
{
  for (int t = 0; t < TRIALS; t++)
    {
      int64_t m = rnd_int (1, 4), sz[4], n = rnd_int (0, 400);
      rand_size (sz, m, 5);
      int64_t *s = malloc (sizeof (int64_t) * (size_t) (n * m + 1));
      double *x = malloc (sizeof (double) * (size_t) (n + 1));
      double *y = malloc (sizeof (double) * (size_t) (n + 1));
      rand_subs (s, n, m, sz, rnd () % 2 ? n / 4 : 0);
      for (int64_t i = 0; i < n; i++) x[i] = rand_val (20, 5);
      nds_groups G;
      CHECK (nds_group (s, n, m, sz, &G) == NDS_OK);
      /* groups: consecutive runs of equal rows, stable, strictly increasing between runs */
      CHECK (G.start[0] == 0 && G.start[G.ng] == n && (n == 0) == (G.ng == 0));
      for (int64_t g = 0; g < G.ng; g++)
        {
          CHECK (G.start[g] < G.start[g + 1]);
          for (int64_t k = G.start[g] + 1; k < G.start[g + 1]; k++)
            CHECK (ref_cmp (s, n, G.perm[k - 1], s, n, G.perm[k], m) == 0
                   && G.perm[k - 1] < G.perm[k]);
          if (g > 0)
            CHECK (ref_cmp (s, n, G.perm[G.start[g] - 1], s, n, G.perm[G.start[g]], m) < 0);
        }
      for (nds_fun fun = NDS_SUM; fun <= NDS_ANY; fun++)
        for (int xscalar = 0; xscalar <= 1; xscalar++)
          {
            int64_t *os = malloc (sizeof (int64_t) * (size_t) (G.ng * m + 1));
            int64_t nz = 0, got = nds_reduce (&G, x, xscalar, fun, y, os);
            for (int64_t g = 0; g < G.ng; g++)
              {
                double want = ref_reduce (s, n, m, G.perm[G.start[g]], x, xscalar, fun);
                CHECK (same_double (y[g], want));
                CHECK (ref_cmp (os, G.ng, g, s, n, G.perm[G.start[g]], m) == 0);
                if (g > 0) CHECK (ref_cmp (os, G.ng, g - 1, os, G.ng, g, m) < 0);
                nz += (want != 0);
              }
            CHECK (got == nz && nds_count_nz (y, G.ng) == nz);
            CHECK (nds_reduce (&G, x, xscalar, fun, y, NULL) == nz);
            free (os);
          }
      /* group ids: row i belongs to the group whose representative equals it */
      double *gid = malloc (sizeof (double) * (size_t) (n + 1));
      int64_t *us = malloc (sizeof (int64_t) * (size_t) (G.ng * m + 1));
      nds_group_ids (&G, gid, us);
      for (int64_t i = 0; i < n; i++)
        {
          int64_t g = (int64_t) gid[i] - 1;
          CHECK (g >= 0 && g < G.ng && ref_cmp (us, G.ng, g, s, n, i, m) == 0);
        }
      for (int64_t g = 1; g < G.ng; g++) CHECK (ref_cmp (us, G.ng, g - 1, us, G.ng, g, m) < 0);
      nds_groups_free (&G);
      free (s); free (x); free (y); free (gid); free (us);
    }
}

/* nds_reduce_z against a written reference: sum, prod (from 1, in C's complex
   arithmetic), first, last of the complex pairs of each group in input order, with
   zeros, Inf and NaN parts among the values */
static void group_reduce_complex (void)
{
  const nds_fun funs[4] = {NDS_SUM, NDS_PROD, NDS_FIRST, NDS_LAST};
  for (int t = 0; t < TRIALS; t++)
    {
      int64_t m = rnd_int (1, 4), sz[4], n = rnd_int (0, 300);
      rand_size (sz, m, 5);
      int64_t *s = malloc (sizeof (int64_t) * (size_t) (n * m + 1));
      double *x = malloc (sizeof (double) * (size_t) (2 * n + 2));
      double *y = malloc (sizeof (double) * (size_t) (2 * n + 2));
      int64_t *os = malloc (sizeof (int64_t) * (size_t) (n * m + 1));
      rand_subs (s, n, m, sz, rnd () % 2 ? n / 4 : 0);
      for (int64_t i = 0; i < 2 * n; i++)
        x[i] = rnd () % 8 == 0 ? 0 : rnd () % 50 == 0 ? INFINITY : rnd () % 50 == 0 ? NAN
               : rand_val (20, 5);
      nds_groups G;
      CHECK (nds_group (s, n, m, sz, &G) == NDS_OK);
      for (int f = 0; f < 4; f++)
        for (int xscalar = 0; xscalar <= 1 && (xscalar == 0 || n > 0); xscalar++)
          {
            int64_t nz = 0, got = nds_reduce_z (&G, x, xscalar, funs[f], y, os);
            for (int64_t g = 0; g < G.ng; g++)
              {
                double _Complex acc = funs[f] == NDS_PROD ? 1.0 : 0.0;
                int first = 1;
                for (int64_t i = 0; i < n; i++)
                  {
                    if (ref_cmp (s, n, i, s, n, nds_sorted_row (&G, G.start[g]), m) != 0) continue;
                    int64_t r = xscalar ? 0 : i;
                    double _Complex v = __builtin_complex (x[2 * r], x[2 * r + 1]);
                    if (funs[f] == NDS_PROD) acc *= v;
                    else if (funs[f] == NDS_SUM) acc = first ? v : acc + v;
                    else if (funs[f] == NDS_LAST || first) acc = v;
                    first = 0;
                  }
                CHECK (same_double (y[2 * g], __real__ acc)
                       && same_double (y[2 * g + 1], __imag__ acc));
                CHECK (ref_cmp (os, G.ng, g, s, n, G.perm[G.start[g]], m) == 0);
                nz += (__real__ acc != 0 || __imag__ acc != 0);
              }
            CHECK (got == nz);
            CHECK (nds_reduce_z (&G, x, xscalar, funs[f], y, NULL) == nz);
          }
      nds_groups_free (&G);
      free (s); free (x); free (y); free (os);
    }
}

/* ---------------------------------------------------------------- lookup */

/* the searches' ranges at their edges: last coordinates with no rows and with one,
   the same leading coordinates at the end of one range and the start of the next,
   queries absent just below and above each row and past the column pointers,
   repeated queries in one batch, the largest coordinate, one dim (nothing compared
   within a range) and more than 64 compared dims */
static void lookup_ranges (void)
{
  const int64_t M = INT64_MAX;
  /* m = 2, ext = 6: last coordinate 1 none, 2 one row, 3 four, 4 none, 5 four, 6 one */
  const int64_t s[2][11] = {{4, 1, 4, 9, M, 1, 4, 9, M - 1, M, 4},
                            {2, 3, 3, 3, 3, 5, 5, 5, 5, 5, 6}};
  int64_t st[22], ptr[7], q[2 * 400], nq = 0;
  const int64_t nnz = 11, m = 2, ext = 6;
  for (int64_t r = 0; r < nnz; r++) st[r] = s[0][r], st[r + nnz] = s[1][r];
  CHECK (nds_is_sorted (st, nnz, m) && nds_is_strict (st, nnz, m));
  ref_last_ptr (st, nnz, m, ext, ptr);
  int64_t qa[400], qb[400];
  for (int64_t r = 0; r < nnz; r++)
    for (int64_t e = -1; e <= 1; e++)       /* each row, and just below and above it */
      for (int64_t c = -1; c <= 1; c++)     /* in its range and in its neighbours' */
        {
          if ((e < 0 && s[0][r] == 1) || (e > 0 && s[0][r] == M)) continue;
          qa[nq] = s[0][r] + e, qb[nq] = s[1][r] + c, nq++;
        }
  for (int64_t c = 0; c <= ext + 1; c++)    /* every last coordinate, 0 and ext+1 too */
    qa[nq] = 4, qb[nq] = c, nq++, qa[nq] = M, qb[nq] = c, nq++;
  for (int64_t k = 0; k < 20; k++)         /* one query repeated across a batch's edge */
    qa[nq] = 9, qb[nq] = 3, nq++;
  CHECK (nq <= 400);
  for (int64_t j = 0; j < nq; j++) q[j] = qa[j], q[j + nq] = qb[j];
  lookups_match (st, nnz, m, ptr, ext, q, nq);
  /* the largest coordinate in the last dim: nds_lookup alone (no column pointers) */
  int64_t sl[4] = {1, 1, 3, M}, ql[6] = {1, 1, 1, 3, M - 1, M};
  lookups_match (sl, 2, m, NULL, 0, ql, 3);
  /* one dim: each range is the query's row or none */
  int64_t s1[4] = {1, 2, 5, 6}, q1[6] = {0, 1, 3, 5, 6, 7}, p1[7];
  ref_last_ptr (s1, 4, 1, 6, p1);
  lookups_match (s1, 4, 1, p1, 6, q1, 6);
  /* 66 dims, 65 compared within a range: compared in place */
  enum { MB = 66, NB = 40 };
  int64_t sb[NB * MB], qb2[2 * NB * MB], pb[3], sz[MB];
  for (int64_t d = 0; d < MB; d++) sz[d] = 2;
  const int64_t nb = rand_storage (sb, NB, MB, sz);
  ref_last_ptr (sb, nb, MB, 2, pb);
  for (int64_t j = 0; j < 2 * NB; j++)
    for (int64_t d = 0; d < MB; d++)
      qb2[j + d * 2 * NB] = j < nb ? sb[j + d * nb] : rnd_int (1, 2);
  lookups_match (sb, nb, MB, pb, 2, qb2, 2 * NB);
}

static void lookup_random (void)
{
  for (int t = 0; t < TRIALS; t++)
    {
      int64_t m = rnd_int (1, 5), sz[5], n = rnd_int (0, 600), nq = rnd_int (0, 300);
      rand_size (sz, m, rnd () % 2 ? 6 : ((int64_t) 1 << 40));
      int64_t *s = malloc (sizeof (int64_t) * (size_t) (n * m + 1));
      int64_t *q = malloc (sizeof (int64_t) * (size_t) (nq * m + 1));
      int64_t nnz = rand_storage (s, n, m, sz);
      for (int64_t j = 0; j < nq; j++)
        {
          int64_t r = nnz && rnd () % 2 ? rnd_int (0, nnz - 1) : -1;
          for (int64_t d = 0; d < m; d++)
            q[j + d * nq] = r >= 0 ? s[r + d * nnz] : rnd_int (1, sz[d]);
        }
      /* by the last dim's column pointers too where they are short, also for a last
         coordinate past them */
      const int64_t ext = sz[m - 1];
      int64_t ptr[8];
      if (ext <= 6) ref_last_ptr (s, nnz, m, ext, ptr);
      lookups_match (s, nnz, m, ext <= 6 ? ptr : NULL, ext, q, nq);
      if (nq > 0 && ext <= 6)
        for (int64_t c = 0; c <= ext + 1; c += ext + 1)
          {
            q[(m - 1) * nq] = c;
            lookups_match (s, nnz, m, ptr, ext, q, nq);
          }
      /* lower bound on dims d..m-1 inside a random block */
      for (int k = 0; k < 20 && nnz > 0; k++)
        {
          int64_t d = rnd_int (0, m - 1), key[5], lo = rnd_int (0, nnz), hi = rnd_int (lo, nnz);
          for (int64_t e = 0; e < m; e++) key[e] = rnd_int (1, sz[e] + 1);
          int64_t want = lo;
          while (want < hi)
            {
              int c = 0;
              for (int64_t e = m - 1; e >= d && !c; e--)
                c = s[want + e * nnz] < key[e] ? -1 : s[want + e * nnz] > key[e];
              if (c >= 0) break;
              want++;
            }
          CHECK (nds_lower_bound (s, nnz, m, d, key, lo, hi) == want);
        }
      free (s); free (q);
    }
}

/* ---------------------------------------------------------------- pending merge */

/* apply pending assignments (in order; zero deletes) to the entry list es/ex (cnt rows,
   room for cap, row-major here: es[r*m + d]); returns the new count */
static int64_t ref_apply (int64_t *es, double *ex, int64_t cnt, int64_t m, const int64_t *ps,
                          const double *px, int64_t np)
{
  for (int64_t j = 0; j < np; j++)
    {
      int64_t r = 0;
      while (r < cnt)
        {
          int64_t d = 0;
          while (d < m && es[r * m + d] == ps[j + d * np]) d++;
          if (d == m) break;
          r++;
        }
      if (px[j] == 0)
        {
          if (r < cnt)
            {
              cnt--;
              memmove (es + r * m, es + (r + 1) * m, sizeof (int64_t) * (size_t) ((cnt - r) * m));
              memmove (ex + r, ex + r + 1, sizeof (double) * (size_t) (cnt - r));
            }
          continue;
        }
      if (r == cnt)
        {
          for (int64_t d = 0; d < m; d++) es[r * m + d] = ps[j + d * np];
          cnt++;
        }
      ex[r] = px[j];
    }
  return cnt;
}

static void merge_pending (void)
{
  for (int t = 0; t < TRIALS; t++)
    {
      nds_vtype vt = t % 3 == 0 ? NDS_LOGICAL : NDS_DOUBLE;
      int64_t m = rnd_int (1, 4), sz[4], n = rnd_int (0, 300), np = rnd_int (0, 200);
      rand_size (sz, m, 6);
      int64_t *s = malloc (sizeof (int64_t) * (size_t) (n * m + 1));
      int64_t nnz = rand_storage (s, n, m, sz);
      int64_t *ps = malloc (sizeof (int64_t) * (size_t) (np * m + 1));
      rand_subs (ps, np, m, sz, np / 2);
      /* values: doubles, or logical bytes; the reference works on doubles */
      double *x = malloc (sizeof (double) * (size_t) (nnz + 1));
      double *px = malloc (sizeof (double) * (size_t) (np + 1));
      unsigned char *xl = malloc ((size_t) nnz + 1), *pxl = malloc ((size_t) np + 1);
      for (int64_t i = 0; i < nnz; i++)
        {
          x[i] = vt == NDS_LOGICAL ? 1 : rand_val (0, 0);
          if (x[i] == 0) x[i] = 1;
          xl[i] = 1;
        }
      for (int64_t j = 0; j < np; j++)
        {
          px[j] = vt == NDS_LOGICAL ? (double) (rnd () % 3 != 0) : rand_val (30, 0);
          pxl[j] = px[j] != 0;
        }
      /* the reference result, sorted */
      int64_t cap = nnz + np;
      int64_t *es = malloc (sizeof (int64_t) * (size_t) (cap * m + 1));
      double *ex = malloc (sizeof (double) * (size_t) (cap + 1));
      for (int64_t i = 0; i < nnz; i++)
        {
          for (int64_t d = 0; d < m; d++) es[i * m + d] = s[i + d * nnz];
          ex[i] = x[i];
        }
      int64_t cnt = ref_apply (es, ex, nnz, m, ps, px, np);
      int64_t *rs = malloc (sizeof (int64_t) * (size_t) (cnt * m + 1));
      int64_t *perm = malloc (sizeof (int64_t) * (size_t) (cnt + 1));
      for (int64_t r = 0; r < cnt; r++)
        for (int64_t d = 0; d < m; d++) rs[r + d * cnt] = es[r * m + d];
      ref_sort (rs, cnt, m, perm);

      const void *xv = vt == NDS_LOGICAL ? (const void *) xl : (const void *) x;
      const void *pv = vt == NDS_LOGICAL ? (const void *) pxl : (const void *) px;
      int64_t nout = -1;
      const nds_store S = { nnz, m, s, xv, vt, sz }, P = { np, m, ps, pv, vt, NULL };
      CHECK (nds_merge_pending (&S, &P, NULL, NULL, &nout) == NDS_OK);
      CHECK (nout == cnt);
      if (nout == cnt)
        {
          int64_t *os = malloc (sizeof (int64_t) * (size_t) (cnt * m + 1));
          double *ox = malloc (sizeof (double) * (size_t) (cnt + 1));
          unsigned char *oxl = (unsigned char *) ox;
          CHECK (nds_merge_pending (&S, &P, os, ox, &nout) == NDS_OK);
          for (int64_t i = 0; i < cnt; i++)
            {
              CHECK (ref_cmp (os, cnt, i, rs, cnt, perm[i], m) == 0);
              CHECK (vt == NDS_LOGICAL ? oxl[i] == 1 : ox[i] == ex[perm[i]]);
            }
          free (os); free (ox);
        }
      free (s); free (ps); free (x); free (px); free (xl); free (pxl);
      free (es); free (ex); free (rs); free (perm);
    }
}

/* ---------------------------------------------------------------- views */

static void view_random (void)
{
  for (int t = 0; t < TRIALS; t++)
    {
      int64_t m = rnd_int (1, 5), sz[5], n = rnd_int (0, 500);
      rand_size (sz, m, 7);
      int64_t *s = malloc (sizeof (int64_t) * (size_t) (n * m + 1));
      int64_t nnz = rand_storage (s, n, m, sz);
      double *x = malloc (sizeof (double) * (size_t) (nnz + 1));
      for (int64_t i = 0; i < nnz; i++) x[i] = (double) (i + 1);
      /* a random view: fixed dims, offsets, extents (sometimes 0), hidden dims */
      int64_t off[5], ext[5], hid[3], nact = 0;
      unsigned char fixed[5];
      for (int64_t d = 0; d < m; d++)
        {
          fixed[d] = rnd () % 3 == 0;
          off[d] = rnd_int (0, sz[d] - 1);
          ext[d] = fixed[d] ? 0 : rnd_int (rnd () % 10 == 0 ? 0 : 1, sz[d] - off[d]);
          nact += !fixed[d];
        }
      int64_t nh = rnd_int (0, 2), k = nact + nh;
      for (int64_t h = 0, c = 0; h < nh; c++)   /* nh sorted distinct positions in 0..k-1 */
        if ((int64_t) (rnd () % (uint64_t) (k - c)) < nh - h) hid[h++] = c;
      /* every other view permuted: its active dims in a random order */
      int64_t act[5], na = 0;
      for (int64_t d = 0; d < m; d++)
        if (!fixed[d]) act[na++] = d;
      for (int64_t i = na - 1; i > 0; i--)
        {
          int64_t j = rnd_int (0, i), tmp = act[i];
          act[i] = act[j]; act[j] = tmp;
        }
      const int permuted = t % 2;
      nds_view V = {m, off, fixed, ext, k, hid, nh, permuted ? act : NULL};
      /* reference: every stored row, in order, tested against the view by hand */
      int64_t *rv = malloc (sizeof (int64_t) * (size_t) (nnz * k + 1));
      double *rx = malloc (sizeof (double) * (size_t) (nnz + 1));
      /* complex values (double, and single pairs) with a nonzero imaginary part at
         few rows (none in some trials), a NaN one now and then */
      double *z = malloc (2 * sizeof (double) * (size_t) (nnz + 1));
      float *zf = malloc (2 * sizeof (float) * (size_t) (nnz + 1));
      const int64_t every = rnd_int (2, 60);
      for (int64_t i = 0; i < nnz; i++)
        {
          z[2 * i] = x[i];
          z[2 * i + 1] = t % 5 == 0 || rnd_int (1, every) > 1 ? 0 : rand_val (0, 12);
          zf[2 * i] = (float) z[2 * i];
          zf[2 * i + 1] = (float) z[2 * i + 1];
        }
      int any_imag = 0;
      int64_t cnt = 0, first = -1, last = -1;
      for (int64_t r = 0; r < nnz; r++)
        {
          int in = 1;
          for (int64_t d = 0; d < m; d++)
            {
              int64_t c = s[r + d * nnz];
              in &= fixed[d] ? c == off[d] + 1 : (c > off[d] && c <= off[d] + ext[d]);
            }
          if (!in) continue;
          any_imag |= z[2 * r + 1] != 0;
          if (first < 0) first = r;
          last = r;
          int64_t a = 0, h = 0, j = 0;
          for (int64_t c = 0; c < k; c++)
            {
              if (h < nh && hid[h] == c) { rv[cnt * k + c] = 1; h++; continue; }
              while (fixed[a]) a++;
              const int64_t u = permuted ? act[j++] : a;
              rv[cnt * k + c] = s[r + u * nnz] - off[u];
              a++;
            }
          rx[cnt++] = x[r];
        }
      int64_t lo = -1, hi = -1;
      const nds_store S = { nnz, m, s, x, NDS_DOUBLE, NULL };
      nds_view_range (&S, &V, &lo, &hi);
      CHECK (lo >= 0 && lo <= hi && hi <= nnz);
      CHECK (first < 0 || (lo <= first && last < hi));
      CHECK (nds_view_count (&S, &V, lo, hi) == cnt);
      CHECK (nds_view_count (&S, &V, 0, nnz) == cnt);
      const nds_store Z = { nnz, m, s, z, NDS_COMPLEX, NULL };
      const nds_store ZF = { nnz, m, s, zf, NDS_CSINGLE, NULL };
      CHECK (nds_view_any_imag (&Z, &V, lo, hi) == any_imag);
      CHECK (nds_view_any_imag (&ZF, &V, lo, hi) == any_imag);
      CHECK (nds_view_any_imag (&S, &V, lo, hi) == 0);
      int64_t *vs = malloc (sizeof (int64_t) * (size_t) (cnt * k + 1));
      double *vx = malloc (sizeof (double) * (size_t) (cnt + 1));
      nds_view_emit (&S, &V, lo, hi, vs, vx, cnt);
      for (int64_t i = 0; i < cnt; i++)
        {
          for (int64_t c = 0; c < k; c++) CHECK (vs[i + c * cnt] == rv[i * k + c]);
          CHECK (vx[i] == rx[i]);
        }
      free (s); free (x); free (rv); free (rx); free (vs); free (vx); free (z); free (zf);
    }
}

/* ---------------------------------------------------------------- dense arrays */

static void dense_round_trip (void)
{
  for (int t = 0; t < TRIALS; t++)
    {
      /* complex values: interleaved pairs, some with a zero real part (nonzero) */
      nds_vtype vt = t % 4 == 0 ? NDS_LOGICAL : t % 4 == 1 ? NDS_COMPLEX : NDS_DOUBLE;
      int64_t m = rnd_int (1, 4), sz[4], n = rnd_int (0, 300), numel = 1;
      rand_size (sz, m, 8);
      for (int64_t d = 0; d < m; d++) numel *= sz[d];
      int64_t *s = malloc (sizeof (int64_t) * (size_t) (n * m + 1));
      int64_t nnz = rand_storage (s, n, m, sz);
      double *x = malloc (2 * sizeof (double) * (size_t) (nnz + 1));
      unsigned char *xl = malloc ((size_t) nnz + 1);
      for (int64_t i = 0; i < nnz; i++)
        {
          x[i] = rand_val (0, 5);
          if (x[i] == 0) x[i] = -1;
          xl[i] = 1;
        }
      if (vt == NDS_COMPLEX)
        for (int64_t i = 0; i < nnz; i++)
          {
            x[2 * i] = i % 3 == 0 ? 0 : rand_val (0, 5);
            x[2 * i + 1] = i % 3 == 0 ? 1 + i : i % 3 == 1 ? 0 : rand_val (0, 5);
            if (x[2 * i] == 0 && x[2 * i + 1] == 0) x[2 * i] = -1;
          }
      const void *xv = vt == NDS_LOGICAL ? (const void *) xl : (const void *) x;
      size_t es = nds_vsize (vt);
      CHECK (es == (vt == NDS_LOGICAL ? 1 : vt == NDS_COMPLEX ? 16 : 8));
      /* reference dense array: element at sum (s(i,d)-1) * prod (sz(1:d-1)) */
      unsigned char *ref = calloc ((size_t) numel, es), *A = calloc ((size_t) numel, es);
      for (int64_t i = 0; i < nnz; i++)
        {
          int64_t lin = 0, stride = 1;
          for (int64_t d = 0; d < m; d++) { lin += (s[i + d * nnz] - 1) * stride; stride *= sz[d]; }
          memcpy (ref + (size_t) lin * es, (const unsigned char *) xv + (size_t) i * es, es);
        }
      nds_scatter (s, xv, nnz, m, sz, vt, A);
      CHECK (memcmp (A, ref, (size_t) numel * es) == 0);
      CHECK (nds_dense_nnz (A, numel, vt) == nnz);   /* NaN counts as nonzero */
      int64_t *fs = malloc (sizeof (int64_t) * (size_t) (nnz * m + 1));
      unsigned char *fx = malloc ((size_t) nnz * es + 1);
      nds_dense_find (A, m, sz, vt, fs, fx, nnz);
      CHECK (memcmp (fs, s, sizeof (int64_t) * (size_t) (nnz * m)) == 0);
      CHECK (memcmp (fx, xv, (size_t) nnz * es) == 0);
      free (s); free (x); free (xl); free (ref); free (A); free (fs); free (fx);
    }
}

/* nds_scatter past its serial floor (1e5 entries), each value class's size (logical,
   single, double, complex), teams of one and two, against the entries written one
   by one: every cell the entries name holds its value, every other is zero.  Cells
   drawn at random from up to 4e5 (sorted or not: scatter needs neither), so blocks
   end anywhere.  A block that drops or repeats its last entry fails here */
static void dense_scatter_large (void)
{
  const uint64_t seed = nds_t_state;
  const nds_vtype vts[4] = { NDS_LOGICAL, NDS_SINGLE, NDS_DOUBLE, NDS_CSINGLE };
  for (int t = 0; t < 4; t++)
    {
      const int64_t m = rnd_int (1, 3), n = rnd_int (100001, 150000);
      int64_t sz[3] = { 1, 1, 1 }, numel = 1;
      for (int64_t d = 0; d < m; d++)
        {
          sz[d] = d == m - 1 ? (400000 + numel - 1) / numel : rnd_int (2, 90);
          numel *= sz[d];
        }
      int64_t *s = malloc (sizeof (int64_t) * (size_t) (n * m));
      const size_t es = nds_vsize (vts[t]);
      unsigned char *x = malloc ((size_t) n * es), *ref = calloc ((size_t) numel, es);
      for (int64_t i = 0; i < n; i++)
        {
          int64_t lin = 0, stride = 1;
          for (int64_t d = 0; d < m; d++)
            {
              s[i + d * n] = rnd_int (1, sz[d]);
              lin += (s[i + d * n] - 1) * stride;
              stride *= sz[d];
            }
          for (size_t k = 0; k < es; k++) x[(size_t) i * es + k] = (unsigned char) rnd_int (1, 255);
          memcpy (ref + (size_t) lin * es, x + (size_t) i * es, es);
        }
      /* the entries naming one cell take one value (the reference's), so that the
         order in which the blocks write does not matter */
      for (int64_t i = 0; i < n; i++)
        {
          int64_t lin = 0, stride = 1;
          for (int64_t d = 0; d < m; d++) { lin += (s[i + d * n] - 1) * stride; stride *= sz[d]; }
          memcpy (x + (size_t) i * es, ref + (size_t) lin * es, es);
        }
      for (int nt = 1; nt <= 2; nt++)
        {
          unsigned char *A = calloc ((size_t) numel, es);
          nds_threads_fix (nt);
          nds_scatter (s, x, n, m, sz, vts[t], A);
          const int ok = memcmp (A, ref, (size_t) numel * es) == 0;
          if (!ok)
            printf ("    dense_scatter_large: seed %llu, class %d, m %lld, n %lld, team %d\n",
                    (unsigned long long) seed, (int) vts[t], (long long) m, (long long) n, nt);
          CHECK (ok);
          free (A);
        }
      free (s); free (x); free (ref);
    }
  nds_threads_fix (0);
}

/* ---------------------------------------------------------------- subscripts */

static void subs_checks (void)
{
  int64_t sz[2] = {4, 5}, out[6];
  nds_err e;
  double good[6] = {1, 4, 2, 5, 1, 3};
  CHECK (nds_subs_from_double (good, 3, 2, sz, out, &e) == NDS_OK);
  for (int i = 0; i < 6; i++) CHECK (out[i] == (int64_t) good[i]);
  /* each bad value at row 2 of column 1 is reported there */
  double bad[] = {0, -1, 1.5, NAN, INFINITY, -INFINITY, 6};
  for (int k = 0; k < 7; k++)
    {
      double s[6] = {1, 4, 2, 5, 1, 3};
      s[3 + 2] = bad[k];
      e.row = e.col = -1;
      int st = nds_subs_from_double (s, 3, 2, sz, out, &e);
      CHECK (st == (k == 6 ? NDS_ESIZE : NDS_ESUB));
      CHECK (e.row == 2 && e.col == 1 && same_double (e.val, bad[k]));
      /* the key path reports the same error at the same place */
      uint64_t key[3];
      e.row = e.col = -1;
      CHECK (nds_key_from_double (s, 3, 2, sz, key, &e) == st);
      CHECK (e.row == 2 && e.col == 1 && same_double (e.val, bad[k]));
    }
  /* keys from double subscripts equal keys from their int64 conversion */
  uint64_t k1[3], k2[3];
  CHECK (nds_subs_from_double (good, 3, 2, sz, out, &e) == NDS_OK);
  CHECK (nds_key_from_double (good, 3, 2, sz, k1, &e) == NDS_OK);
  nds_key (out, 3, 2, sz, NULL, k2);
  for (int i = 0; i < 3; i++) CHECK (k1[i] == k2[i] && k1[i] < 20);
  /* no size: any integer up to 2^53 */
  double big[2] = {9007199254740992.0, 9007199254740994.0};
  CHECK (nds_subs_from_double (big, 1, 1, NULL, out, &e) == NDS_OK
         && out[0] == ((int64_t) 1 << 53));
  CHECK (nds_subs_from_double (big + 1, 1, 1, NULL, out, &e) == NDS_ESUB);
  int64_t si[4] = {1, 4, 5, 1};
  CHECK (nds_subs_check (si, 2, 2, sz, &e) == NDS_OK);
  si[1] = 0;
  CHECK (nds_subs_check (si, 2, 2, sz, &e) == NDS_ESUB && e.row == 1 && e.col == 0);
  si[1] = 4; si[2] = 6;
  CHECK (nds_subs_check (si, 2, 2, sz, &e) == NDS_ESIZE && e.row == 0 && e.col == 1);
  CHECK (nds_subs_check (si, 2, 2, NULL, &e) == NDS_OK);
}

/* ---------------------------------------------------------------- allocation failure */

/* every allocation of f, failed in turn, gives NDS_ENOMEM and leaks nothing (LSan);
   f makes at least nalloc allocations */
static void alloc_each_fails (int (*f) (void), int64_t nalloc)
{
  int st = NDS_ENOMEM;
  int64_t k = 0;
  for (; k < 100 && st == NDS_ENOMEM; k++)
    {
      nds_t_fail_at = k;
      st = f ();
      CHECK (st == NDS_OK || st == NDS_ENOMEM);
    }
  nds_t_fail_at = -1;
  CHECK (st == NDS_OK);   /* a run with no failed allocation was reached */
  CHECK (k > nalloc);     /* after that many failed ones */
}

static int64_t af_s[3 * 300000];

static int af_group_radix (void)
{
  int64_t sz[3] = {100, 100, 10};
  nds_groups G;
  int st = nds_group (af_s, 300000, 3, sz, &G);
  if (st == NDS_OK) nds_groups_free (&G);
  return st;
}

static int af_group_multikey (void)
{
  int64_t sz[3] = {(int64_t) 1 << 40, (int64_t) 1 << 40, (int64_t) 1 << 40};
  nds_groups G;
  int st = nds_group (af_s, 1000, 3, sz, &G);
  if (st == NDS_OK) nds_groups_free (&G);
  return st;
}

static double af_x[300000];

static int af_merge (void)
{
  int64_t sz[3] = {100, 100, 10}, nout = 0;
  const nds_store S = { 0, 3, NULL, NULL, NDS_DOUBLE, sz },
                  P = { 300000, 3, af_s, af_x, NDS_DOUBLE, NULL };
  return nds_merge_pending (&S, &P, NULL, NULL, &nout);
}

static void alloc_failure (void)
{
  int64_t sz[3] = {100, 100, 10};
  rand_subs (af_s, 300000, 3, sz, 0);
  /* reversed, so the key path cannot skip the radix sort as already in order */
  for (int64_t i = 0; i < 300000; i++)
    {
      af_s[i + 2 * 300000] = 10 - i * 10 / 300000;
      af_x[i] = 1;
    }
  alloc_each_fails (af_group_radix, 4);     /* perm start key cnt (key and row packed; perm
                                               is the sort's buffer) */
  alloc_each_fails (af_group_multikey, 3);  /* perm start w */
  alloc_each_fails (af_merge, 4);
  /* sizes no allocator can meet: overflowing products and real failures */
  CHECK (nds_malloc (SIZE_MAX / 2, 4) == NULL);
  void *p = nds_malloc (0, 8);
  CHECK (p != NULL);
  nds_free (p);
  /* a block at a cache line's boundary: at every size, its last byte writable, freed
     by nds_free; an overflowing size and an injected failure refused */
  const int64_t live = nds_mem_live ();
  const size_t line_sizes[] = {0, 1, 3, 100, 5000000};
  for (size_t k = 0; k < sizeof line_sizes / sizeof *line_sizes; k++)
    {
      const size_t n = line_sizes[k];
      double *q = nds_malloc_lines (n, sizeof (double));
      CHECK (q != NULL && (uintptr_t) q % 64 == 0);
      if (q && n > 0) q[n - 1] = 1;
      nds_free (q);
    }
  CHECK (nds_malloc_lines (SIZE_MAX / 2, 4) == NULL);
  nds_mem_inject (0);
  CHECK (nds_malloc_lines (8, 8) == NULL);
  nds_mem_inject (-1);
  CHECK (nds_mem_live () == live);
  int64_t huge = (int64_t) 1 << 50, perm[1];
  nds_groups G;
  CHECK (nds_sort (af_s, huge, 3, sz, perm) == NDS_ENOMEM);
  int64_t bsz[3] = {(int64_t) 1 << 40, (int64_t) 1 << 40, (int64_t) 1 << 40};
  CHECK (nds_sort (af_s, huge, 3, bsz, perm) == NDS_ENOMEM);
  CHECK (nds_group (af_s, huge, 3, sz, &G) == NDS_ENOMEM && G.perm == NULL);
  int64_t nout = 0;
  const nds_store S = { 0, 3, NULL, NULL, NDS_DOUBLE, sz },
                  P = { huge, 3, af_s, NULL, NDS_DOUBLE, NULL };
  CHECK (nds_merge_pending (&S, &P, NULL, NULL, &nout) == NDS_ENOMEM);
}

/* 1 when the mapping holding p is advised for huge pages (VmFlags "hg" in
   /proc/self/smaps), 0 when not, -1 when that cannot be read */
static int advised_huge (const void *p)
{
  FILE *f = fopen ("/proc/self/smaps", "r");
  if (!f) return -1;
  char line[512];
  int in = 0, r = -1;
  while (fgets (line, sizeof line, f))
    {
      unsigned long lo, hi;
      if (sscanf (line, "%lx-%lx ", &lo, &hi) == 2)
        in = (uintptr_t) p >= lo && (uintptr_t) p < hi;
      else if (in && strncmp (line, "VmFlags:", 8) == 0)
        {
          r = strstr (line, " hg") != NULL;
          break;
        }
    }
  fclose (f);
  return r;
}

/* the rule for filled blocks: a fresh 64 MB one advised by default and not with
   NDS_HUGEPAGES=0; once malloc recycles blocks of 128 MB (where its mallopt takes
   the option: a sanitizer's does not), advised only when NDS_HUGEPAGES=1 asks.
   The advice lands on the 2 MB pages inside, so the page 4 MB in is looked at.
   Nothing to see without transparent huge pages. */
static void filled_advice (void)
{
  const size_t n = ((size_t) 64 << 20) / sizeof (double), in = ((size_t) 4 << 20) / sizeof (double);
  FILE *thp = fopen ("/sys/kernel/mm/transparent_hugepage/enabled", "r");
  if (!thp) return;
  fclose (thp);
  for (int pass = 0; pass < 4; pass++)
    {
      if (pass == 2) nds_mem_recycle ((size_t) 128 << 20);
#ifdef __GLIBC__
      const int took = pass >= 2 && mallopt (M_TOP_PAD, 128 << 20) == 1;
#else
      const int took = 0;
#endif
      if (pass == 1) setenv ("NDS_HUGEPAGES", "0", 1);
      else if (pass == 3) setenv ("NDS_HUGEPAGES", "1", 1);
      else unsetenv ("NDS_HUGEPAGES");
      double *f = nds_malloc_filled (n, sizeof (double));
      CHECK (f != NULL);
      if (!f) continue;
      const int want = pass == 1 ? 0 : pass == 2 ? !took : 1, got = advised_huge (f + in);
      if (got != want) printf ("    pass %d: advised %d, expected %d\n", pass, got, want);
      CHECK (got == want);
      nds_free (f);
    }
  unsetenv ("NDS_HUGEPAGES");
}

/* large buffers (huge pages asked for where fresh) hold what is written to them, at
   either end too; asking again for written memory changes nothing */
static void large_buffers (void)
{
  setenv ("NDS_HUGEPAGES", "1", 1);        /* the advice is off unless asked for */
  const size_t n = ((size_t) 9 << 20) / sizeof (int64_t) + 12345;
  int64_t *a = nds_malloc (n, sizeof (int64_t));
  CHECK (a != NULL);
  if (!a) return;
  for (size_t i = 0; i < n; i++) a[i] = (int64_t) (i * 2654435761u);
  nds_hugepages (a + 3, (n - 3) * sizeof (int64_t));
  nds_hugepages (NULL, n);
  nds_hugepages (a, 100);
  int ok = 1;
  for (size_t i = 0; i < n; i++) ok &= a[i] == (int64_t) (i * 2654435761u);
  CHECK (ok);
  nds_free (a);
  /* a block the caller fills: advised by default, and NDS_HUGEPAGES=0 turns it off;
     either way it holds what is written, at either end too, and is freed as any */
  for (int pass = 0; pass < 2; pass++)
    {
      if (pass) setenv ("NDS_HUGEPAGES", "0", 1);
      else unsetenv ("NDS_HUGEPAGES");
      double *f = nds_malloc_filled (n, sizeof (double));
      CHECK (f != NULL);
      if (!f) continue;
      for (size_t i = 0; i < n; i++) f[i] = (double) i;
      nds_hugepages_filled (f + 1, (n - 1) * sizeof (double));
      nds_hugepages_filled (NULL, n);
      ok = 1;
      for (size_t i = 0; i < n; i++) ok &= f[i] == (double) i;
      CHECK (ok);
      nds_free (f);
    }
  CHECK (nds_malloc_filled (SIZE_MAX / 4, 8) == NULL);     /* n * size overflows */
  unsetenv ("NDS_HUGEPAGES");
  filled_advice ();
}

/* the dense-result policy: the defaults, a set read back, the memory free */
static void config_set_get (void)
{
  const nds_config saved = *nds_config_get ();
  CHECK (saved.max_dense == 134217728.0 && saved.policy == NDS_DENSE_ERROR);
  nds_config c = {12, NDS_DENSE_WARN};
  nds_config_set (&c);
  CHECK (nds_config_get ()->max_dense == 12 && nds_config_get ()->policy == NDS_DENSE_WARN);
  c.policy = NDS_DENSE_ALLOW;
  c.max_dense = 0;
  nds_config_set (&c);
  CHECK (nds_config_get ()->max_dense == 0 && nds_config_get ()->policy == NDS_DENSE_ALLOW);
  nds_config_set (&saved);
  CHECK (nds_config_get ()->max_dense == saved.max_dense);
  const double avail = nds_mem_available ();
  CHECK (avail > 0);
  CHECK (isinf (avail) || avail == floor (avail / 1024) * 1024);
}

/* nds_tile: the copies of sorted distinct rows along each dim, sorted as made,
   against their definition: strictly sorted, n * prod (reps) rows, each a copy of
   the row from[i] at a multiple of the size below reps (so each copy once) */
static void tile_random (void)
{
  for (int t = 0; t < 300; t++)
    {
      int64_t m = rnd_int (1, 4), sz[4], reps[4], n0 = rnd_int (0, 60), total;
      rand_size (sz, m, 5);
      for (int64_t d = 0; d < m; d++) reps[d] = rnd () % 2 ? 1 : rnd_int (1, 4);
      int64_t *s = malloc (sizeof (int64_t) * (size_t) (n0 * m + 1));
      int64_t *perm = malloc (sizeof (int64_t) * (size_t) (n0 + 1));
      int64_t *u = malloc (sizeof (int64_t) * (size_t) (n0 * m + 1));
      rand_subs (s, n0, m, sz, 0);
      ref_sort (s, n0, m, perm);
      int64_t n = 0;          /* the distinct rows, sorted */
      for (int64_t i = 0; i < n0; i++)
        {
          int same = n > 0;
          for (int64_t d = 0; d < m && same; d++)
            same = s[perm[i] + d * n0] == s[perm[i - 1] + d * n0];
          if (! same)
            n++;
          for (int64_t d = 0; d < m && ! same; d++)
            u[(n - 1) + d * n0] = s[perm[i] + d * n0];
        }
      for (int64_t d = 1; d < m; d++)     /* (compact the columns to n rows) */
        memmove (u + d * n, u + d * n0, sizeof (int64_t) * (size_t) n);
      total = n;
      for (int64_t d = 0; d < m; d++) total *= reps[d];
      int64_t *os = malloc (sizeof (int64_t) * (size_t) (total * m + 1));
      int64_t *from = malloc (sizeof (int64_t) * (size_t) (total + 1));
      CHECK (nds_tile (u, n, m, sz, reps, os, from) == NDS_OK);
      CHECK (nds_is_strict (os, total, m));
      for (int64_t i = 0; i < total; i++)
        {
          CHECK (from[i] >= 0 && from[i] < n);
          for (int64_t d = 0; d < m; d++)
            {
              int64_t g = os[i + d * total] - u[from[i] + d * n];
              CHECK (g >= 0 && g % sz[d] == 0 && g / sz[d] < reps[d]);
            }
        }
      free (s); free (perm); free (u); free (os); free (from);
    }
}

/* complex single values (NDS_CSINGLE, (re, im) float pairs): 8 bytes each; a value
   is zero only when both parts are (either sign), NaN in either part is nonzero;
   scatter, find and a pending merge move both parts and drop zeros; take and cat
   move both parts */
static void csingle_values (void)
{
  CHECK (nds_vsize (NDS_CSINGLE) == 2 * sizeof (float));
  CHECK (nds_vt_complex (NDS_CSINGLE) && nds_vt_single (NDS_CSINGLE));
  CHECK (nds_vt_join (NDS_COMPLEX, NDS_SINGLE) == NDS_CSINGLE);
  CHECK (nds_vt_join (NDS_SINGLE, NDS_COMPLEX) == NDS_CSINGLE);
  CHECK (nds_vt_arith (NDS_CSINGLE, NDS_COMPLEX) == NDS_CSINGLE);
  CHECK (nds_vt_join (NDS_SINGLE, NDS_LOGICAL) == NDS_SINGLE);
  CHECK (nds_vt_join (NDS_CSINGLE, NDS_DOUBLE) == NDS_CSINGLE);
  CHECK (nds_vt_arith (NDS_LOGICAL, NDS_CSINGLE) == NDS_CSINGLE);
  CHECK (nds_vt_join (NDS_COMPLEX, NDS_DOUBLE) == NDS_COMPLEX);
  const float A[] = {0.0f, -0.0f, 1.0f, 0.0f, 0.0f, -2.5f, NAN, 0.0f, -0.0f, 0.0f, 3.0f, 4.0f};
  CHECK (nds_dense_nnz (A, 6, NDS_CSINGLE) == 4);
  int64_t sz[2] = {2, 3}, s[8], nout = -1;
  float x[8], B[12];
  nds_dense_find (A, 2, sz, NDS_CSINGLE, s, x, 4);
  const int64_t ws[8] = {2, 1, 2, 2, 1, 2, 2, 3};
  CHECK (memcmp (s, ws, sizeof ws) == 0);
  CHECK (x[0] == 1 && x[1] == 0 && x[2] == 0 && x[3] == -2.5f && isnan (x[4]) && x[5] == 0
         && x[6] == 3 && x[7] == 4);
  for (int i = 0; i < 12; i++) B[i] = 0;
  nds_scatter (s, x, 4, 2, sz, NDS_CSINGLE, B);
  for (int i = 0; i < 12; i++)
    CHECK ((isnan (A[i]) && isnan (B[i])) || B[i] == A[i]);
  /* take: the values in the order 3, 0, 2 */
  const int64_t perm[3] = {3, 0, 2};
  float t[6];
  nds_vals_take (x, NDS_CSINGLE, perm, 3, t);
  CHECK (t[0] == 3 && t[1] == 4 && t[2] == 1 && t[3] == 0 && isnan (t[4]) && t[5] == 0);
  /* pending: (1,1) set to 5-1i, (2,1) set to 0 (deleted), (1,3) set to 0+7i */
  const int64_t ss[4] = {2, 2, 1, 2}, ps[6] = {1, 2, 1, 1, 1, 3};
  const float sx[4] = {1, 0, 0, -2.5f}, px[6] = {5, -1, -0.0f, 0.0f, 0, 7};
  const nds_store S = {2, 2, ss, sx, NDS_CSINGLE, sz}, P = {3, 2, ps, px, NDS_CSINGLE, sz};
  CHECK (nds_merge_pending (&S, &P, NULL, NULL, &nout) == NDS_OK && nout == 3);
  int64_t os[6];
  float ox[6];
  CHECK (nds_merge_pending (&S, &P, os, ox, &nout) == NDS_OK && nout == 3);
  const int64_t wos[6] = {1, 2, 1, 1, 2, 3};
  const float wox[6] = {5, -1, 0, -2.5f, 0, 7};
  CHECK (memcmp (os, wos, sizeof wos) == 0 && memcmp (ox, wox, sizeof wox) == 0);
}

/* nds_keep_nz against a branchy reference, for each kind of values: zeros of either
   sign (either part of a pair) dropped, NaN, subnormals and a nonzero part kept;
   short arrays (one thread), long ones (a column a thread), no zero, all zeros,
   zeros at the ends, and m = 0 (the values alone) */
static void keep_nonzero_rows (void)
{
  const double dv[] = {0.0, -0.0, NAN, 5e-324, -1.0, 2.5};
  const float fv[] = {0.0f, -0.0f, NAN, 1e-45f, -1.0f, 2.5f};
  const int64_t ns[] = {0, 1, 7, 1000, 300001};
  for (int vs = 0; vs < 4; vs++)
    for (size_t a = 0; a < sizeof ns / sizeof ns[0]; a++)
      for (int64_t m = 0; m <= 3; m++)
        for (int pat = 0; pat < 4; pat++)
          {
            const int64_t n = ns[a], parts = vs >= 2 ? 2 : 1;
            const size_t w = (vs & 1 ? sizeof (float) : sizeof (double)) * (size_t) parts;
            int64_t *s = malloc (sizeof (int64_t) * (size_t) (n * m + 1));
            int64_t *os = malloc (sizeof (int64_t) * (size_t) (n * m + 1));
            char *y = malloc (w * (size_t) n + 1), *oy = malloc (w * (size_t) n + 1);
            for (int64_t i = 0; i < n * m; i++) s[i] = rnd_int (1, 1000000);
            int64_t nz = 0;
            for (int64_t i = 0; i < n; i++)
              {
                int any = 0;
                for (int64_t q = 0; q < parts; q++)
                  {
                    /* pat 0 random, 1 no zero, 2 all zeros, 3 zeros at both ends */
                    int k = pat == 1 ? rnd_int (2, 5) : pat == 2 ? rnd_int (0, 1)
                      : pat == 3 && (i < 3 || i >= n - 3) ? 0 : rnd_int (0, 5);
                    if (vs & 1) ((float *) y)[parts * i + q] = fv[k];
                    else ((double *) y)[parts * i + q] = dv[k];
                    any |= k >= 2;
                  }
                nz += any;
              }
            nds_keep_nz (s, n, m, y, vs, nz, os, oy);
            int ok = 1;
            for (int64_t i = 0, j = 0; i < n; i++)
              {
                int any = 0;
                for (int64_t q = 0; q < parts; q++)
                  any |= vs & 1 ? ((float *) y)[parts * i + q] != 0
                                : ((double *) y)[parts * i + q] != 0;
                if (!any) continue;
                for (int64_t d = 0; d < m; d++) ok &= os[j + d * nz] == s[i + d * n];
                ok &= memcmp (oy + w * (size_t) j, y + w * (size_t) i, w) == 0;
                j++;
              }
            CHECK (ok);
            free (s); free (os); free (y); free (oy);
          }
}

int main (void)
{
  printf ("test_core: engine core against brute-force references\n");
  RUN (sort_random);
  RUN (sort_large_threads);
  RUN (sort_multikey);
  RUN (sort_64bit_keys);
  RUN (key_fits_edges);
  RUN (key_decode_exact);
  RUN (many_dims);
  RUN (empty_and_one_dim);
  RUN (keep_nonzero_rows);
  RUN (group_reduce);
  RUN (group_reduce_complex);
  RUN (lookup_random);
  RUN (lookup_ranges);
  RUN (tile_random);
  RUN (merge_pending);
  RUN (csingle_values);
  RUN (view_random);
  RUN (dense_round_trip);
  RUN (dense_scatter_large);
  RUN (subs_checks);
  RUN (alloc_failure);
  RUN (large_buffers);
  RUN (config_set_get);
  return nds_t_finish ("test_core");
}
