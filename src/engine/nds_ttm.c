/* nds_ttm.c: contraction of one mode of COO entries with a matrix (ttm, ttv) */
#include <string.h>
#include "nds_kern.h"

/* key[e] = column-major linear index (0-based) of row e over the dims != mode */
static void fiber_keys (const int64_t *s, int64_t n, int64_t m, const int64_t *shape,
                        int64_t mode, int64_t *key)
{
  #pragma omp parallel for schedule(static) if (n > 100000)
  for (int64_t e = 0; e < n; e++)
    {
      int64_t k = 0;
      for (int64_t d = m - 1; d >= 0; d--)
        if (d != mode) k = k * shape[d] + (s[e + d * n] - 1);
      key[e] = k;
    }
}

/* 1 when prod(shape) over the dims != mode is below 2^62 */
static int fiber_key_fits (const int64_t *shape, int64_t m, int64_t mode)
{
  int64_t p = 1;
  for (int64_t d = 0; d < m; d++)
    {
      int64_t z = shape[d] > 0 ? shape[d] : 1;
      if (d == mode) continue;
      if (p > ((int64_t) 1 << 62) / z) return 0;
      p *= z;
    }
  return 1;
}

/* fibers from keys in fiber order (key[t] non-decreasing in t) */
static int fibers_from_keys (const int64_t *key, nds_fibers *F)
{
  int64_t n = F->n, ng = n > 0;
  for (int64_t t = 1; t < n; t++) ng += key[t] != key[t - 1];
  F->start = nds_malloc ((size_t) ng + 1, sizeof (int64_t));
  if (!F->start) return NDS_ENOMEM;
  int64_t g = 0;
  for (int64_t t = 0; t < n; t++)
    if (t == 0 || key[t] != key[t - 1]) F->start[g++] = t;
  F->start[ng] = n;
  F->ng = ng;
  return NDS_OK;
}

/* fibers when no 64-bit key exists: group a copy with the mode column set to 1 */
static int fibers_multikey (const int64_t *s, int64_t n, int64_t m, const int64_t *shape,
                            int64_t mode, nds_fibers *F)
{
  int64_t *c = nds_malloc ((size_t) (n * m), sizeof (int64_t));
  int64_t *sz = nds_malloc ((size_t) m, sizeof (int64_t));
  if (!c || !sz)
    {
      nds_free (c); nds_free (sz);
      return NDS_ENOMEM;
    }
  memcpy (c, s, sizeof (int64_t) * (size_t) (n * m));
  memcpy (sz, shape, sizeof (int64_t) * (size_t) m);
  for (int64_t e = 0; e < n; e++) c[e + mode * n] = 1;
  sz[mode] = 1;
  nds_groups G;
  int st = nds_group (c, n, m, sz, &G);
  nds_free (c); nds_free (sz);
  if (st != NDS_OK) return st;
  F->perm = G.perm;
  F->start = G.start;
  F->ng = G.ng;
  return NDS_OK;
}

/* F = the fibers of mode `mode` in the sorted entries s */
int nds_fibers_build (const int64_t *s, int64_t n, int64_t m, const int64_t *shape,
                      int64_t mode, nds_fibers *F)
{
  F->n = n; F->ng = 0; F->perm = NULL; F->start = NULL;
  if (n < 0 || mode < 0 || mode >= m) return NDS_EARG;
  if (!fiber_key_fits (shape, m, mode)) return fibers_multikey (s, n, m, shape, mode, F);
  int64_t *key = nds_malloc ((size_t) n, sizeof (int64_t));
  if (!key) return NDS_ENOMEM;
  fiber_keys (s, n, m, shape, mode, key);
  int sorted = 1;
  #pragma omp parallel for reduction(&&:sorted) schedule(static) if (n > 100000)
  for (int64_t e = 1; e < n; e++) sorted = sorted && key[e - 1] <= key[e];
  int st = NDS_OK;
  if (!sorted)
    {
      /* the keys as a one-dimensional coordinate list: one radix sort, which
         also returns the sorted keys */
      int64_t p = 1;
      uint64_t *skey = NULL;
      for (int64_t d = 0; d < m; d++)
        if (d != mode) p *= shape[d] > 0 ? shape[d] : 1;
      F->perm = nds_malloc ((size_t) n, sizeof (int64_t));
      if (!F->perm) st = NDS_ENOMEM;
      if (st == NDS_OK)
        {
          for (int64_t e = 0; e < n; e++) key[e]++;
          st = nds_sort_key (key, n, 1, &p, F->perm, &skey);
        }
      if (st == NDS_OK)
        {
          st = fibers_from_keys ((const int64_t *) skey, F);
          nds_free (skey);
        }
    }
  else
    st = fibers_from_keys (key, F);
  nds_free (key);
  if (st != NDS_OK) nds_fibers_free (F);
  return st;
}

void nds_fibers_free (nds_fibers *F)
{
  nds_free (F->perm); nds_free (F->start);
  F->perm = F->start = NULL;
}

/* y[g*J + j] = sum over fiber g of x(e) * M(j, s(e,mode)) */
void nds_fibers_apply (const nds_fibers *F, const int64_t *s, const double *x,
                       int64_t mode, const double *M, int64_t J, double *y)
{
  const int64_t n = F->n, *p = F->perm, *st = F->start;
  const int64_t *sm = s + mode * n;
  #pragma omp parallel for schedule(static) if (F->ng > 10000)
  for (int64_t g = 0; g < F->ng; g++)
    {
      double *yg = y + g * J;
      for (int64_t j = 0; j < J; j++) yg[j] = 0;
      for (int64_t t = st[g]; t < st[g + 1]; t++)
        {
          int64_t e = p ? p[t] : t;
          const double v = x[e], *Mc = M + J * (sm[e] - 1);
          for (int64_t j = 0; j < J; j++) yg[j] += v * Mc[j];
        }
    }
}

/* Y (zero-filled, shape with shape[mode] = J) = the fiber results, written in place */
void nds_fibers_dense (const nds_fibers *F, const int64_t *s, const double *x, int64_t m,
                       const int64_t *shape, int64_t mode, const double *M, int64_t J,
                       double *Y)
{
  const int64_t n = F->n, *p = F->perm, *st = F->start, *sm = s + mode * n;
  int64_t plo = 1;
  for (int64_t d = 0; d < mode; d++) plo *= shape[d];
  #pragma omp parallel for schedule(static) if (F->ng > 10000)
  for (int64_t g = 0; g < F->ng; g++)
    {
      int64_t e = p ? p[st[g]] : st[g], lo = 0, hi = 0;
      for (int64_t d = mode - 1; d >= 0; d--) lo = lo * shape[d] + (s[e + d * n] - 1);
      for (int64_t d = m - 1; d > mode; d--) hi = hi * shape[d] + (s[e + d * n] - 1);
      double *Yg = Y + lo + plo * J * hi;
      for (int64_t t = st[g]; t < st[g + 1]; t++)
        {
          e = p ? p[t] : t;
          const double v = x[e], *Mc = M + J * (sm[e] - 1);
          for (int64_t j = 0; j < J; j++) Yg[plo * j] += v * Mc[j];
        }
    }
}

/* 1 when the first entries of fibers a and b agree in the dims after mode */
static int same_hi (const nds_fibers *F, const int64_t *s, int64_t m, int64_t mode,
                    int64_t a, int64_t b)
{
  const int64_t n = F->n, *p = F->perm;
  int64_t ea = p ? p[F->start[a]] : F->start[a], eb = p ? p[F->start[b]] : F->start[b];
  for (int64_t d = mode + 1; d < m; d++)
    if (s[ea + d * n] != s[eb + d * n]) return 0;
  return 1;
}

/* the nonzero fiber results as sorted entries (column-major over the output dims:
   within a block of equal later dims, j is more significant than earlier dims) */
void nds_fibers_emit (const nds_fibers *F, const int64_t *s, int64_t m, int64_t mode,
                      const double *y, int64_t J, int keep, int64_t *osubs, double *ox,
                      int64_t nout)
{
  const int64_t n = F->n, *p = F->perm, ng = F->ng;
  int64_t o = 0, g0 = 0;
  while (g0 < ng)
    {
      int64_t g1 = g0 + 1;
      if (J > 1)
        while (g1 < ng && same_hi (F, s, m, mode, g0, g1)) g1++;
      else
        g1 = ng;
      for (int64_t j = 0; j < J; j++)
        for (int64_t g = g0; g < g1; g++)
          {
            double v = y[g * J + j];
            if (v == 0) continue;
            int64_t e = p ? p[F->start[g]] : F->start[g];
            for (int64_t d = 0, c = 0; d < m; d++)
              {
                if (d == mode && !keep) continue;
                osubs[o + (c++) * nout] = d == mode ? j + 1 : s[e + d * n];
              }
            ox[o++] = v;
          }
      g0 = g1;
    }
}

/* Y (zero-filled, shape with shape[mode] = J) += every entry's contribution
   x(e) * M(:, s(e,mode)), without grouping.  When mode is not the last dim,
   blocks aligned on the last dim write disjoint parts of Y in parallel. */
void nds_mode_accumulate (const int64_t *s, const double *x, int64_t n, int64_t m,
                          const int64_t *shape, int64_t mode, const double *M, int64_t J,
                          double *Y)
{
  int64_t plo = 1;
  for (int64_t d = 0; d < mode; d++) plo *= shape[d];
  const int64_t *top = s + (m - 1) * n, *sm = s + mode * n;
  const int64_t nb = (mode < m - 1) ? NDS_NBLK : 1;
  #pragma omp parallel for schedule(dynamic, 1) if (n > 100000 && nb > 1)
  for (int64_t b = 0; b < nb; b++)
    {
      int64_t lo = nds_blk (n, b, nb), hi = nds_blk (n, b + 1, nb);
      while (lo > 0 && lo < n && top[lo] == top[lo - 1]) lo++;
      while (hi > 0 && hi < n && top[hi] == top[hi - 1]) hi++;
      for (int64_t e = lo; e < hi; e++)
        {
          int64_t l = 0, h = 0;
          for (int64_t d = mode - 1; d >= 0; d--) l = l * shape[d] + (s[e + d * n] - 1);
          for (int64_t d = m - 1; d > mode; d--) h = h * shape[d] + (s[e + d * n] - 1);
          double *Ye = Y + l + plo * J * h;
          const double v = x[e], *Mc = M + J * (sm[e] - 1);
          for (int64_t j = 0; j < J; j++) Ye[plo * j] += v * Mc[j];
        }
    }
}
