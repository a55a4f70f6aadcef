/* nds_conv_sparse.c: convolutions driven by the stored entries of a sparse batch */
#include <string.h>
#include "nds_conv.h"

/* bytes of the per-thread block of image results: within the L2 cache */
#define NDS_CV_BLOCK ((int64_t) 1 << 20)
/* images per block at most: a cache line of a result's image-fastest layout */
#define NDS_CV_IMGS 8

/* 1 when every entry of E has channel below A, rows below h, columns below w */
static int entries_within (const nds_cv_entries *E, int64_t A, int64_t h, int64_t w)
{
  int ok = 1;
  #pragma omp parallel for schedule(static) reduction(&:ok) if (E->nnz > 100000)
  for (int64_t t = 0; t < E->nnz; t++)
    ok &= E->e[t].c >= 0 && E->e[t].c < A && E->e[t].h >= 0 && E->e[t].h < h && E->e[t].w >= 0
          && E->e[t].w < w;
  return ok;
}


/* the sweeps for double values (NDS_NAME: the names themselves) and for float
   values (single operands: the names with _f) */
#define NDS_T double
#define NDS_NAME(f) f
#include "nds_conv_sparse_t.h"
#define NDS_T float
#define NDS_NAME(f) f##_f
#include "nds_conv_sparse_t.h"
