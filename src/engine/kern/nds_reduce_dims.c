/* nds_reduce_dims.c: grouping along kept dims, max/min with their indices, cumsum */
#include <math.h>
#include <string.h>
#include "nds_kern.h"

/* G = the groups of rows of s that agree outside the reduced dims */
int nds_group_kept (const int64_t *s, int64_t n, int64_t m, const int64_t *sz,
                    const unsigned char *red, nds_groups *G)
{
  /* reduced dims all last: the kept ones are the leading columns of s, no copy */
  int64_t kept = 0;
  while (kept < m && !red[kept]) kept++;
  int64_t d0 = kept;
  while (d0 < m && red[d0]) d0++;
  if (d0 == m) return nds_group (s, n, kept, sz, G);
  /* kept dims above the last reduced one (top) are constant over runs of sorted rows:
     key = (their linear index << ibits) | (linear index of the kept dims below top),
     and only the low part needs sorting, run by run (none when all dims below top
     are reduced: sum along dim 1 is a pass) */
  int64_t top = m - 1;
  while (!red[top]) top--;
  uint64_t inner = 1, outer = 1, stride[64];
  int ok = m <= 64;
  for (int64_t d = 0; d < m && ok; d++)
    {
      uint64_t *p = d < top ? &inner : &outer;
      stride[d] = red[d] ? 0 : *p;
      if (!red[d]) ok = !__builtin_mul_overflow (*p, (uint64_t) sz[d], p);
    }
  int ibits = nds_bits (inner);
  if (ok && ibits + nds_bits (outer) <= 64)
    {
      uint64_t *key = nds_malloc ((size_t) n, sizeof (uint64_t));
      if (!key) return NDS_ENOMEM;
      #pragma omp parallel for schedule(static) if (n > 100000)
      for (int64_t i = 0; i < n; i++)
        {
          uint64_t lo = 0, hi = 0;
          for (int64_t d = 0; d < top; d++) lo += (uint64_t) (s[i + d * n] - 1) * stride[d];
          for (int64_t d = top + 1; d < m; d++) hi += (uint64_t) (s[i + d * n] - 1) * stride[d];
          key[i] = (ibits < 64 ? hi << ibits : 0) | lo;
        }
      return nds_group_blocked (key, n, ibits, G);
    }
  int64_t *k = nds_malloc ((size_t) n * (size_t) (m ? m : 1), sizeof (int64_t));
  int64_t *ksz = nds_malloc ((size_t) m, sizeof (int64_t));
  if (!k || !ksz)
    {
      nds_free (k); nds_free (ksz);
      return NDS_ENOMEM;
    }
  for (int64_t d = 0; d < m; d++)
    {
      ksz[d] = red[d] ? 1 : sz[d];
      if (red[d])
        for (int64_t i = 0; i < n; i++) k[i + d * n] = 1;
      else
        memcpy (k + d * n, s + d * n, sizeof (int64_t) * (size_t) n);
    }
  int st = nds_group (k, n, m, ksz, G);
  nds_free (k); nds_free (ksz);
  G->s = NULL;    /* G outlives k and ksz: only perm, start and key remain */
  G->sz = NULL;
  return st;
}

/* us (m columns: the dims after them are reduced) = the kept coordinates of each
   group, cnt (unless NULL) = its size */
void nds_group_rows (const nds_groups *G, const int64_t *s, int64_t m,
                     const unsigned char *red, int64_t *us, double *cnt)
{
  int64_t n = G->n, ng = G->ng;
  /* groups over the leading dims (the reduced ones last) know their coordinates:
     decoded from their keys, the entries, in random order then, are not read */
  int lead = G->sz != NULL;
  uint64_t inv[64];
  if (lead) nds_key_inverse (G->sz, G->m < 64 ? G->m : 64, inv);
  #pragma omp parallel for schedule(static) if (ng > 100000)
  for (int64_t g = 0; g < ng; g++)
    {
      int64_t t = G->start[g];
      if (lead)
        {
          nds_group_coords (G, inv, g, us, g, ng);
          for (int64_t d = G->m; d < m; d++) us[g + d * ng] = 1;
        }
      else
        {
          int64_t r = nds_sorted_row (G, t);
          for (int64_t d = 0; d < m; d++) us[g + d * ng] = red[d] ? 1 : s[r + d * n];
        }
      if (cnt) cnt[g] = (double) (G->start[g + 1] - t);
    }
}

/* y[g] = fun (y[g], 0) for the groups with fewer than nr entries */
int64_t nds_reduce_f (const nds_groups *G, const float *x, nds_fun fun, const double *cnt,
                      double nr, float *y)
{
  const int64_t *st = G->start, ng = G->ng;
  int64_t nz = 0;
  #pragma omp parallel for schedule(static) reduction(+:nz) if (ng > 100000)
  for (int64_t g = 0; g < ng; g++)
    {
      const int64_t a = st[g], b = st[g + 1];
      nds_prefetch_sorted (G, x, sizeof (float), a);
      float acc = x[nds_sorted_row (G, a)];
      for (int64_t t = a + 1; t < b; t++)
        acc = (float) nds_combine (fun, acc, x[nds_sorted_row (G, t)]);
      if (cnt && cnt[g] < nr) acc = (float) nds_combine (fun, acc, 0);
      y[g] = acc;
      nz += (acc != 0);
    }
  return nz;
}

void nds_implicit_zeros (nds_fun fun, const double *cnt, double nr, double *y, int64_t ng)
{
  #pragma omp parallel for schedule(static) if (ng > 100000)
  for (int64_t g = 0; g < ng; g++)
    if (cnt[g] < nr) y[g] = nds_combine (fun, y[g], 0);
}

/* the position of row r of s (n-by-m, sizes sz) among the cells its group reduces
   (red): its column-major linear index over the reduced dims (a double, exact
   wherever it can equal a count of rows) */
static double cell_rank (const int64_t *s, int64_t n, int64_t m, const int64_t *sz,
                         const unsigned char *red, int64_t r)
{
  double pos = 0, stride = 1;
  for (int64_t k = 0; k < m; k++)
    if (red[k])
      {
        pos += (double) (s[r + k * n] - 1) * stride;
        stride *= (double) sz[k];
      }
  return pos;
}

/* Octave's prod multiplies the cells in order: NaN after the first implicit zero
   only when the product before it (Inf * 0) or a later value (0 * Inf) is not
   finite, else 0; the product of all stored values times 0 is NaN also when it
   overflows after the zero.  name sets to 0 each y[g] with a NaN part, of a group
   with fewer than nr cells stored (cnt[g]), that the order makes 0; x and y values
   of T (CPLX: (re, im) pairs, multiplied as C's complex T, as Octave's) */
#define NDS_PROD_ORDER(name, T, CPLX)                                                \
  void name (const nds_groups *G, const int64_t *s, int64_t m, const int64_t *sz,    \
             const unsigned char *red, const T *x, const double *cnt, double nr,   \
             T *y)                                                                  \
  {                                                                                 \
    const int64_t n = G->n, k = CPLX ? 2 : 1;                                       \
    _Pragma ("omp parallel for schedule(static) if (G->ng > 100000)")                \
    for (int64_t g = 0; g < G->ng; g++)                                             \
      {                                                                             \
        if (cnt[g] >= nr || !(isnan (y[k * g]) || isnan (y[k * g + k - 1])))        \
          continue;                                                                 \
        T _Complex pre = 1;     /* the product before the first implicit zero */    \
        int finite = 1, before = 1;                                                 \
        for (int64_t t = G->start[g]; t < G->start[g + 1] && finite; t++)           \
          {                                                                         \
            const int64_t r = nds_sorted_row (G, t);                                \
            const T a = x[k * r], b = CPLX ? x[k * r + k - 1] : 0;                  \
            before = before                                                         \
                     && cell_rank (s, n, m, sz, red, r) == (double) (t - G->start[g]); \
            if (!before)                                                            \
              finite = isfinite (a) && isfinite (b);                                \
            else if (CPLX)                                                          \
              pre *= __builtin_complex (a, b);                                      \
            else                                                                    \
              pre = __builtin_complex (__real__ pre * a, (T) 0);                    \
          }                                                                         \
        if (finite && isfinite (__real__ pre) && isfinite (__imag__ pre))           \
          for (int64_t j = 0; j < k; j++) y[k * g + j] = 0;                         \
      }                                                                             \
  }
NDS_PROD_ORDER (nds_prod_order, double, 0)
NDS_PROD_ORDER (nds_prod_order_f, float, 0)
NDS_PROD_ORDER (nds_prod_order_z, double, 1)
NDS_PROD_ORDER (nds_prod_order_cf, float, 1)
#undef NDS_PROD_ORDER

/* the max or min of each group along dim d, implicit zeros included, and its index;
   name's values x and maxima y of type T (double, or float: single values compared
   as they are, no double copy of them) */
#define NDS_ARGEXT(name, T)                                                          \
  void name (const nds_groups *G, const int64_t *s, const T *x, int64_t m, int64_t d, \
             int64_t nr, int ismax, T *y, double *idx)                               \
  {                                                                                 \
    int64_t n = G->n;                                                               \
    (void) m;                                                                       \
    _Pragma ("omp parallel for schedule(static) if (G->ng > 100000)")                \
    for (int64_t g = 0; g < G->ng; g++)                                             \
      {                                                                             \
        T best = NAN;                                                               \
        int64_t at = 0, gap = 1;   /* gap: first coordinate along d with no entry */ \
        for (int64_t t = G->start[g]; t < G->start[g + 1]; t++)                     \
          {                                                                         \
            int64_t r = nds_sorted_row (G, t), c = s[r + d * n];                    \
            T v = x[r];                                                             \
            if (c == gap) gap++;                                                    \
            if (t == G->start[g]) at = c;                                           \
            if (!isnan (v) && (isnan (best) || (ismax ? v > best : v < best)))      \
              {                                                                     \
                best = v;                                                           \
                at = c;                                                             \
              }                                                                     \
          }                                                                         \
        /* entries come in increasing coordinate along d, so gap is the first      \
           implicit zero; it wins when no stored value beats zero */               \
        int64_t cnt = G->start[g + 1] - G->start[g];                                \
        if (cnt < nr && (isnan (best) || (ismax ? best < 0 : best > 0)))            \
          {                                                                         \
            best = 0;                                                               \
            at = gap;                                                               \
          }                                                                         \
        y[g] = best;                                                                \
        idx[g] = (double) at;                                                       \
      }                                                                             \
  }
NDS_ARGEXT (nds_argext, double)
NDS_ARGEXT (nds_argext_f, float)
#undef NDS_ARGEXT

/* cumulative sums along dim 0 of sorted s, as runs of equal sums; cplx: x and ox hold
   interleaved (re, im) pairs, a sum is zero when both parts are */
static inline void cumsum_runs (const int64_t *s, const double *x, int64_t n, int64_t m,
                                int64_t len, int64_t *os, double *ox, int64_t *nout,
                                int cplx)
{
  int64_t o = 0, total = os ? *nout : 0;
  double acc = 0, acci = 0;
  for (int64_t i = 0; i < n; i++)
    {
      int newfiber = (i == 0);
      for (int64_t d = 1; d < m && !newfiber; d++)
        newfiber = s[i + d * n] != s[i - 1 + d * n];
      int lastinfiber = (i == n - 1);
      for (int64_t d = 1; d < m && !lastinfiber; d++)
        lastinfiber = s[i + d * n] != s[i + 1 + d * n];
      const double v = cplx ? x[2 * i] : x[i], vi = cplx ? x[2 * i + 1] : 0;
      acc = newfiber ? v : acc + v;
      acci = newfiber ? vi : acci + vi;
      if (acc == 0 && acci == 0) continue;
      int64_t end = lastinfiber ? len + 1 : s[i + 1];
      if (!os)
        {
          o += end - s[i];      /* counted, not walked: the run may be huge */
          continue;
        }
      for (int64_t c = s[i]; c < end; c++, o++)
        {
          os[o] = c;
          for (int64_t d = 1; d < m; d++) os[o + d * total] = s[i + d * n];
          if (cplx)
            {
              ox[2 * o] = acc;
              ox[2 * o + 1] = acci;
            }
          else
            ox[o] = acc;
        }
    }
  if (!os) *nout = o;
}

void nds_cumsum (const int64_t *s, const double *x, int64_t n, int64_t m, int64_t len,
                 int64_t *os, double *ox, int64_t *nout)
{
  cumsum_runs (s, x, n, m, len, os, ox, nout, 0);
}

void nds_cumsum_z (const int64_t *s, const double *x, int64_t n, int64_t m, int64_t len,
                   int64_t *os, double *ox, int64_t *nout)
{
  cumsum_runs (s, x, n, m, len, os, ox, nout, 1);
}

/* value i of x, double or logical (vt), as a double */
static inline double row_value (const void *x, nds_vtype vt, int64_t i)
{
  return vt == NDS_LOGICAL ? ((const unsigned char *) x)[i] : ((const double *) x)[i];
}

/* the row sums through a dense accumulator of all nr rows, zeroed, then scanned;
   the scan without a branch on the sum (a zero's slot written and taken again,
   below the results' bound while a later row holds an entry: the scan stops at
   the last such row, hi) */
static int row_sums_dense (const int64_t *r, const void *x, nds_vtype vt, int64_t n,
                           int64_t nr, int64_t *rows, double *y, int64_t *cnt)
{
  double *acc = nds_calloc ((size_t) nr, sizeof (double));
  if (!acc) return NDS_ENOMEM;
  int64_t hi = 0;
  for (int64_t i = 0; i < n; i++)
    {
      acc[r[i] - 1] += row_value (x, vt, i);
      hi = r[i] > hi ? r[i] : hi;
    }
  int64_t c = 0;
  for (int64_t i = 0; i + 1 < hi; i++)
    {
      rows[c] = i + 1;
      y[c] = acc[i];
      c += acc[i] != 0;
    }
  if (hi > 0 && acc[hi - 1] != 0)
    {
      rows[c] = hi;
      y[c++] = acc[hi - 1];
    }
  *cnt = c;
  nds_free (acc);
  return NDS_OK;
}

/* the row sums of entries that touch few of the nr rows: an accumulator left
   unzeroed, a bit a row marking those added to (a row's first value set, the
   others added: the same sums), the marked rows' sums read by their bits */
static int row_sums_marked (const int64_t *r, const void *x, nds_vtype vt, int64_t n,
                            int64_t nr, int64_t *rows, double *y, int64_t *cnt)
{
  const int64_t nw = (nr + 63) / 64;
  double *acc = nds_malloc ((size_t) nr, sizeof (double));
  uint64_t *mark = nds_calloc ((size_t) nw, sizeof (uint64_t));
  if (!acc || !mark)
    {
      nds_free (acc);
      nds_free (mark);
      return NDS_ENOMEM;
    }
  for (int64_t i = 0; i < n; i++)
    {
      const int64_t k = r[i] - 1;
      const uint64_t bit = (uint64_t) 1 << (k & 63);
      if (mark[k >> 6] & bit)
        acc[k] += row_value (x, vt, i);
      else
        {
          acc[k] = row_value (x, vt, i);
          mark[k >> 6] |= bit;
        }
    }
  int64_t c = 0;
  for (int64_t w = 0; w < nw; w++)
    for (uint64_t m = mark[w]; m; m &= m - 1)
      {
        const int64_t k = w * 64 + __builtin_ctzll (m);
        if (acc[k] != 0)
          {
            rows[c] = k + 1;
            y[c++] = acc[k];
          }
      }
  *cnt = c;
  nds_free (acc);
  nds_free (mark);
  return NDS_OK;
}

/* (rows, y, *cnt) = the nonzero sums of x by the rows r, each in the entries' order:
   by marks where the entries touch under one row in ROW_MARKED_BELOW, else through
   a dense accumulator (1e5 x 1e4 matrices, one thread's CPU time, loaded: 1e4
   entries 56 us marked, 168 dense, 294 the dense scan's branch on the sum; 1e5:
   960, 412, 814; 1e6: 4894, 2960, 2884) */
#define ROW_MARKED_BELOW 8
int nds_row_sums (const int64_t *r, const void *x, nds_vtype vt, int64_t n, int64_t nr,
                  int64_t *rows, double *y, int64_t *cnt)
{
  switch (vt)
    {
    case NDS_LOGICAL: case NDS_DOUBLE: break;
    case NDS_COMPLEX: case NDS_SINGLE: case NDS_CSINGLE: return NDS_EARG;
    }
  return n < nr / ROW_MARKED_BELOW ? row_sums_marked (r, x, vt, n, nr, rows, y, cnt)
                                   : row_sums_dense (r, x, vt, n, nr, rows, y, cnt);
}
