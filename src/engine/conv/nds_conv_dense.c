/* nds_conv_dense.c: convolutions of full batches by im2col and BLAS matrix products */
#define _GNU_SOURCE          /* dlsym, RTLD_DEFAULT */
#include <dlfcn.h>
#include <limits.h>
#include <string.h>
#include <cblas.h>
#include "nds_conv.h"

/* bytes of a column block: the unrolled windows of a chunk of images and positions,
   one per thread, kept within its share of the L2 cache */
#define NDS_COL_BYTES ((int64_t) 1 << 20)
/* images per chunk at most: the image blocks are the units of parallel work of the
   data gradient, whose windows overlap within an image */
#define NDS_COL_IMGS 16

/* A chunk of the work: images n0 .. n0+nn-1 at output positions p0 .. p0+np-1
   (row-major over oh x ow); its column block has m = nn*np rows, row nl + nn*q for
   image n0+nl at position p0+q, and one column per tap k = c + C*(i + kh*j). */
typedef struct {
  int64_t n0, nn, p0, np, m;
} chunk;

/* The chunks of N images and P positions: nb blocks of nn images, each cut into npc
   runs of np positions, chunk t = block t / npc, run t % npc. */
typedef struct {
  int64_t N, P, nn, np, nb, npc;
} chunk_plan;

/* the plan for N images, P positions, K taps and F filters, each column block near
   NDS_COL_BYTES; 0 when BLAS's 32-bit sizes cannot hold the products */
static int plan_chunks (int64_t N, int64_t P, int64_t K, int64_t F, size_t esz,
                        chunk_plan *pl)
{
  const int64_t rows = NDS_COL_BYTES / ((int64_t) esz * (K > F ? K : F));
  pl->N = N;
  pl->P = P;
  pl->nn = N < NDS_COL_IMGS ? N : NDS_COL_IMGS;
  pl->nn = pl->nn < 1 ? 1 : pl->nn;
  pl->np = rows / pl->nn;
  pl->np = pl->np < 1 ? 1 : pl->np > P ? P : pl->np;
  pl->nb = (N + pl->nn - 1) / pl->nn;
  pl->npc = P ? (P + pl->np - 1) / pl->np : 0;
  return K <= INT_MAX && F <= INT_MAX && pl->nn * pl->np <= INT_MAX;
}

/* chunk t of the plan */
static chunk chunk_at (const chunk_plan *pl, int64_t t)
{
  chunk c;
  c.n0 = (t / pl->npc) * pl->nn;
  c.p0 = (t % pl->npc) * pl->np;
  c.nn = pl->N - c.n0 < pl->nn ? pl->N - c.n0 : pl->nn;
  c.np = pl->P - c.p0 < pl->np ? pl->P - c.p0 : pl->np;
  c.m = c.nn * c.np;
  return c;
}

/* OpenBLAS's own thread count set to n when OpenBLAS is the BLAS (found at run time:
   the reference BLAS has no threads), the previous count returned, or -1.  Each of
   this file's threads runs its own products: OpenBLAS's threads on top of them would
   compete for the same cores, and its busy-waiting threads with OpenMP's. */
static int blas_threads (int n)
{
  void *set = dlsym (RTLD_DEFAULT, "openblas_set_num_threads");
  void *get = dlsym (RTLD_DEFAULT, "openblas_get_num_threads");
  if (!set || !get || n < 1) return -1;
  void (*setf) (int);
  int (*getf) (void);
  memcpy (&setf, &set, sizeof setf);
  memcpy (&getf, &get, sizeof getf);
  const int old = getf ();
  setf (n);
  return old;
}

/* the offset in A (layout al, N x F x oh x ow) of the chunk's first image at
   channel f and the chunk's position q */
static inline int64_t chunk_off (const nds_img *al, const nds_win *g, const chunk *c,
                                 int64_t f, int64_t q)
{
  const int64_t p = c->p0 + q;
  return al->n * nds_img_off (al, f, p / g->ow, p % g->ow) + c->n0;
}

/* 1 when the arguments describe one convolution: X of in, dY (or Y) of yl, W of F x
   in->c x kh x kw */
static int conv_args_ok (const nds_img *in, const nds_img *yl, const nds_win *g)
{
  return in && yl && g && nds_win_check (g, in) == NDS_OK && yl->n == in->n
         && yl->h == g->oh && yl->w == g->ow;
}

/* the three products of a convolution, each one GEMM per chunk */
typedef enum { CONV_FORWARD, CONV_FILTER, CONV_DATA } conv_op;

/* the kernels for double values (NDS_NAME: the names themselves) and for float
   values (the names with _f: single operands computed in single by sgemm, no
   double copy) */
#define NDS_T double
#define NDS_GEMM cblas_dgemm
#define NDS_NAME(f) f
#include "nds_conv_dense_t.h"
#define NDS_T float
#define NDS_GEMM cblas_sgemm
#define NDS_NAME(f) f##_f
#include "nds_conv_dense_t.h"
