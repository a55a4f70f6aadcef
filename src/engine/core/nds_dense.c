/* nds_dense.c: conversion between COO entries and dense column-major arrays */
#include <string.h>
#include "nds.h"

/* entries lo..hi-1 of nds_scatter's, each copied to its place in A: always inline,
   so that a constant es makes each copy a move (a memcpy call per entry took more
   than the rest of a small T + c) */
static inline __attribute__ ((always_inline)) void
scatter_es (const int64_t *s, const void *x, int64_t nnz, int64_t m, const int64_t *sz,
            size_t es, void *A, int64_t lo, int64_t hi)
{
  /* the 1-based subscripts' place, less the place of all ones (base): one step
     fewer per dim than each subscript less one */
  int64_t base = 0;
  for (int64_t d = m - 1; d >= 0; d--) base = base * sz[d] + 1;
  for (int64_t i = lo; i < hi; i++)
    {
      int64_t lin = 0;
      const int64_t *p = s + i + m * nnz;
      for (int64_t d = m - 1; d >= 0; d--)
        {
          p -= nnz;
          lin = lin * sz[d] + *p;
        }
      memcpy ((char *) A + (size_t) (lin - base) * es, (const char *) x + (size_t) i * es, es);
    }
}

/* scatter_es with es a constant for each value class's size */
static void scatter_range (const int64_t *s, const void *x, int64_t nnz, int64_t m,
                           const int64_t *sz, size_t es, void *A, int64_t lo, int64_t hi)
{
  switch (es)
    {
    case 1: scatter_es (s, x, nnz, m, sz, 1, A, lo, hi); break;
    case 4: scatter_es (s, x, nnz, m, sz, 4, A, lo, hi); break;
    case 8: scatter_es (s, x, nnz, m, sz, 8, A, lo, hi); break;
    case 16: scatter_es (s, x, nnz, m, sz, 16, A, lo, hi); break;
    default: scatter_es (s, x, nnz, m, sz, es, A, lo, hi); break;
    }
}

/* scatter entries into the zero-filled column-major array A of size sz */
void nds_scatter (const int64_t *s, const void *x, int64_t nnz, int64_t m,
                  const int64_t *sz, nds_vtype vt, void *A)
{
  size_t es = nds_vsize (vt);
  /* serial below the threshold without entering OpenMP: a region whose if clause is
     false still costs libgomp 250 ns and a syscall (a small full (T) pays two) */
  if (nnz <= 100000)
    {
      scatter_range (s, x, nnz, m, sz, es, A, 0, nnz);
      return;
    }
  /* one call a block, not an entry: per entry the call, the switch on es and the
     base's loop took most of full (F) (1e7 entries, one thread, Zen 3) and made it
     no cheaper for singles than for doubles */
  #pragma omp parallel for schedule(static)
  for (int64_t b = 0; b < NDS_NBLK; b++)
    scatter_range (s, x, nnz, m, sz, es, A, nds_blk (nnz, b, NDS_NBLK),
                   nds_blk (nnz, b + 1, NDS_NBLK));
}

/* 1 when element i of A is nonzero (NaN counts as nonzero, as in Octave) */
static int nonzero (const void *A, int64_t i, nds_vtype vt)
{
  switch (vt)
    {
    case NDS_COMPLEX:
      return ((const double *) A)[2 * i] != 0 || ((const double *) A)[2 * i + 1] != 0;
    case NDS_CSINGLE:
      return ((const float *) A)[2 * i] != 0 || ((const float *) A)[2 * i + 1] != 0;
    case NDS_SINGLE:
      return ((const float *) A)[i] != 0;
    case NDS_LOGICAL:
      return ((const unsigned char *) A)[i] != 0;
    case NDS_DOUBLE:
      return ((const double *) A)[i] != 0;
    }
  return 0;
}

/* number of nonzeros of the dense array A of numel n */
int64_t nds_dense_nnz (const void *A, int64_t n, nds_vtype vt)
{
  int64_t c = 0;
  if (n <= 100000)      /* (serial without entering OpenMP, as nds_scatter) */
    {
      for (int64_t i = 0; i < n; i++) c += nonzero (A, i, vt);
      return c;
    }
  #pragma omp parallel for reduction(+:c) schedule(static)
  for (int64_t i = 0; i < n; i++) c += nonzero (A, i, vt);
  return c;
}

/* subscripts and values of the nonzeros of A (size sz, m dims), column-major order */
void nds_dense_find (const void *A, int64_t m, const int64_t *sz, nds_vtype vt,
                     int64_t *s, void *x, int64_t nnz)
{
  size_t es = nds_vsize (vt);
  int64_t n = 1, cur[64] = {0}, o = 0;
  for (int64_t d = 0; d < m; d++) n *= sz[d];
  /* an odometer over the subscripts avoids a division per element */
  for (int64_t i = 0; i < n && o < nnz; i++)
    {
      if (nonzero (A, i, vt))
        {
          for (int64_t d = 0; d < m; d++) s[o + d * nnz] = cur[d] + 1;
          memcpy ((char *) x + (size_t) o * es, (const char *) A + (size_t) i * es, es);
          o++;
        }
      for (int64_t d = 0; d < m && ++cur[d] == sz[d]; d++) cur[d] = 0;
    }
}
