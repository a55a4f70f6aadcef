/* nds_csc.c: unfolding of sorted COO entries into CSC arrays (Octave's sparse layout) */
#include <stdint.h>
#include <string.h>
#include "nds_kern.h"
#if defined(__x86_64__) && defined(__GNUC__)
#include <emmintrin.h>
#endif

/* 1 when the (c, r) pairs are in CSC order: by column, then row */
static int csc_sorted (const int64_t *r, const int64_t *c, int64_t n)
{
  int ok = 1;
  #pragma omp parallel for reduction(&&:ok) schedule(static) if (n > 100000)
  for (int64_t e = 1; e < n; e++)
    ok = ok && (c[e - 1] < c[e] || (c[e - 1] == c[e] && r[e - 1] < r[e]));
  return ok;
}

/* colp[j] = the first entry of column j, from the entries' columns c (n of them,
   sorted): each thread fills a block of columns from where a binary search puts its
   first, so the pointers (8 bytes per column, often the bulk of an unfolding) are
   written once, in parallel, with no count and no prefix sum */
static void column_pointers (const int64_t *c, int64_t n, int64_t nc, int64_t *colp)
{
  const int nt = nds_team (nc + n, 100000);
  #pragma omp parallel num_threads(nt)
  {
    const int t = nds_thread ();
    const int64_t j0 = nds_blk (nc, t, nt), j1 = nds_blk (nc, t + 1, nt);
    int64_t e = 0, hi = n;
    while (e < hi)
      {
        const int64_t mid = e + (hi - e) / 2;
        if (c[mid] < j0) e = mid + 1; else hi = mid;
      }
    /* columns j .. next share the pointer e, the first entry at or past column j
       (a store of one value over a run of columns, which the compiler vectorizes);
       then e moves past column next's entries */
    for (int64_t j = j0; j < j1;)
      {
        const int64_t next = e < n ? c[e] : nc;
        const int64_t stop = next < j1 ? next + 1 : j1;
        for (int64_t q = j; q < stop; q++) colp[q] = e;
        j = stop;
        while (e < n && c[e] == next) e++;
      }
  }
  colp[nc] = n;
}

/* CSC arrays of the unfolding rows = rd, columns = cd of sorted distinct entries */
int nds_csc (const int64_t *s, const void *x, int64_t n, const int64_t *shape,
             const int64_t *rd, int64_t nrd, const int64_t *cd, int64_t ncd, nds_vtype vt,
             int64_t nc, int64_t *colp, int64_t *rowi, void *ox)
{
  if (n < 0 || nc < 0) return NDS_EARG;
  int64_t *rc = nds_malloc ((size_t) (2 * n), sizeof (int64_t));
  int64_t *dsz = nds_malloc ((size_t) (nrd + ncd), sizeof (int64_t));
  int64_t *perm = NULL;
  if (!rc || !dsz)
    {
      nds_free (rc); nds_free (dsz);
      return NDS_ENOMEM;
    }
  /* row and column indices: the linear keys of the dims rd and cd, in their order */
  int64_t *r = rc, *c = rc + n, nr = 1;
  for (int64_t t = 0; t < nrd; t++) nr *= dsz[t] = shape[rd[t]];
  for (int64_t t = 0; t < ncd; t++) dsz[nrd + t] = shape[cd[t]];
  nds_key (s, n, nrd, dsz, rd, (uint64_t *) r);
  nds_key (s, n, ncd, dsz + nrd, cd, (uint64_t *) c);
  nds_free (dsz);
  if (!csc_sorted (r, c, n))
    {
      /* one stable sort of the (row, column) pairs as 2-D coordinates */
      int64_t sz2[2] = { nr, nc };
      perm = nds_malloc ((size_t) n, sizeof (int64_t));
      if (!perm)
        {
          nds_free (rc);
          return NDS_ENOMEM;
        }
      #pragma omp parallel for schedule(static) if (n > 100000)
      for (int64_t e = 0; e < 2 * n; e++) rc[e]++;
      int st = nds_sort (rc, n, 2, sz2, perm);
      if (st != NDS_OK)
        {
          nds_free (rc); nds_free (perm);
          return st;
        }
      #pragma omp parallel for schedule(static) if (n > 100000)
      for (int64_t e = 0; e < 2 * n; e++) rc[e]--;
    }
  if (perm)
    {
      memset (colp, 0, sizeof (int64_t) * (size_t) (nc + 1));
      for (int64_t e = 0; e < n; e++) colp[c[e] + 1]++;
      for (int64_t j = 0; j < nc; j++) colp[j + 1] += colp[j];
    }
  else
    column_pointers (c, n, nc, colp);
  size_t w = nds_vsize (vt);
  const char *xs = x;
  char *xo = ox;
  #pragma omp parallel for schedule(static) if (n > 100000)
  for (int64_t k = 0; k < n; k++)
    {
      int64_t p = perm ? perm[k] : k;
      rowi[k] = r[p];
      memcpy (xo + w * (size_t) k, xs + w * (size_t) p, w);
    }
  nds_free (rc); nds_free (perm);
  return NDS_OK;
}

/* first e in [lo, n) with c[e] - coff > j (c nondecreasing), galloping up from lo */
static int64_t col_end (const int64_t *c, int64_t coff, int64_t lo, int64_t n, int64_t j)
{
  int64_t step = 1, a = lo;
  while (a + step <= n && c[a + step - 1] - coff <= j)
    {
      a += step;
      step *= 2;
    }
  int64_t b = a + step < n ? a + step : n;
  while (a < b)
    {
      const int64_t mid = a + (b - a) / 2;
      if (c[mid] - coff <= j) a = mid + 1; else b = mid;
    }
  return a;
}

/* bytes of widened output past which it is written around the caches: twice a
   core's L2 here (2 MB), where ordinary stores first read each line they cover */
#define NDS_STREAM_BYTES ((size_t) 4 << 20)

/* d[0..m) = the floats f[0..m) widened to double */
static void widen (const float *f, double *d, int64_t m)
{
  int64_t k = 0;
#if defined(__x86_64__) && defined(__GNUC__)
  /* a large output with non-temporal stores, so that the destination is not read
     first, as glibc's memcpy of double's values avoids (rep movsb, or streaming
     past its threshold): 12 bytes moved a value, not 20.  The first ones plain up
     to a 16-byte boundary */
  if (sizeof (double) * (size_t) m > NDS_STREAM_BYTES)
    {
      for (; k < m && ((uintptr_t) (d + k) & 15); k++) d[k] = (double) f[k];
      for (; k + 2 <= m; k += 2)
        _mm_stream_pd (d + k, _mm_cvtps_pd (_mm_castsi128_ps (
                                _mm_loadl_epi64 ((const __m128i *) (f + k)))));
      _mm_sfence ();
    }
#endif
  for (; k < m; k++) d[k] = (double) f[k];
}

/* ox = the n values x of type vt, single ones widened to double (pairs for complex) */
static void csc_values (const void *x, nds_vtype vt, int64_t n, void *ox)
{
  if (vt == NDS_SINGLE || vt == NDS_CSINGLE)
    widen (x, ox, vt == NDS_CSINGLE ? 2 * n : n);
  else
    memcpy (ox, x, nds_vsize (vt) * (size_t) n);
}

/* CSC arrays of n entries already in CSC order (a block of sorted storage) */
int nds_csc_ordered (const int64_t *r, int64_t roff, const int64_t *c, int64_t coff,
                     const void *x, nds_vtype vt, int64_t n, int64_t nc, int64_t *colp,
                     int64_t *rowi, void *ox)
{
  if (n < 0 || nc < 0 || !colp || (n > 0 && (!rowi || !ox || !x)) || (n > 0 && nc == 0))
    return NDS_EARG;
  if (c)
    {
      if (n > 0 && (c[0] - coff < 1 || c[n - 1] - coff > nc)) return NDS_ESUB;
      if (n < 8 * nc)
        {
          /* few entries a column (A' of a tall matrix): counted, then summed, O(n +
             nc) with no branch a column, where galloping cost 4x (1e4 entries, 1e5
             columns) */
          memset (colp, 0, sizeof (int64_t) * (size_t) (nc + 1));
          for (int64_t k = 0; k < n; k++) colp[c[k] - coff]++;
          for (int64_t j = 0; j < nc; j++) colp[j + 1] += colp[j];
        }
      else
        {
          /* each column's end found by galloping on from the previous one: O(nc log
             (n / nc)), a few probes per column, no pass over the entries */
          int64_t e = 0;
          colp[0] = 0;
          for (int64_t j = 1; j <= nc; j++)
            {
              e = col_end (c, coff, e, n, j);
              colp[j] = e;
            }
        }
    }
  else
    {
      colp[0] = 0;
      for (int64_t j = 1; j <= nc; j++) colp[j] = n;
    }
  if (r)
    for (int64_t k = 0; k < n; k++) rowi[k] = r[k] - roff - 1;
  else
    memset (rowi, 0, sizeof (int64_t) * (size_t) n);
  if (n > 0) csc_values (x, vt, n, ox);
  return NDS_OK;
}

/* CSC arrays (ocolp c1-c0+1, orowi and ox colp[c1]-colp[c0]) of columns c0..c1-1
   (0-based) of a CSC matrix (colp, rowi, values x of es bytes each) */
int nds_csc_columns (const int64_t *colp, const int64_t *rowi, const void *x, size_t es,
                     int64_t c0, int64_t c1, int64_t *ocolp, int64_t *orowi, void *ox)
{
  if (!colp || !ocolp || c0 < 0 || c1 < c0 || es == 0) return NDS_EARG;
  const int64_t a = colp[c0], nz = colp[c1] - a;
  if (a < 0 || nz < 0 || (nz > 0 && (!rowi || !x || !orowi || !ox))) return NDS_EARG;
  for (int64_t j = c0; j <= c1; j++) ocolp[j - c0] = colp[j] - a;
  if (nz > 0)
    {
      memcpy (orowi, rowi + a, sizeof (int64_t) * (size_t) nz);
      memcpy (ox, (const char *) x + es * (size_t) a, es * (size_t) nz);
    }
  return NDS_OK;
}
