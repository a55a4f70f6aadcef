/* nds_pool.c: max and average pooling of full image batches, and their gradients */
#include <string.h>
#include "nds_conv.h"

/* images per work item of the full kernels: their values lie side by side */
#define NDS_POOL_IMGS 64

/* 1 when in, g and out describe one pooling (see nds_conv.h) */
int nds_pool_check (const nds_img *in, const nds_win *g, const nds_img *out, int avg)
{
  return in && g && out && nds_win_check (g, in) == NDS_OK && out->n == in->n
         && out->c == in->c && out->h == g->oh && out->w == g->ow
         && (avg || (g->ph < g->kh && g->pw < g->kw));
}

/* real[yo*ow + xo] = the mask of the image cells of window (yo, xo) of in */
uint64_t *nds_pool_real_masks (const nds_img *in, const nds_win *g)
{
  uint64_t *real = nds_malloc ((size_t) (g->oh * g->ow > 0 ? g->oh * g->ow : 1),
                               sizeof (uint64_t));
  if (!real) return NULL;
  for (int64_t yo = 0; yo < g->oh; yo++)
    for (int64_t xo = 0; xo < g->ow; xo++)
      {
        int64_t h0, w0, r0, r1, c0, c1;
        uint64_t m = 0;
        nds_window_cells (in, g, yo, xo, &h0, &w0, &r0, &r1, &c0, &c1);
        for (int64_t h = r0; h < r1; h++)
          for (int64_t w = c0; w < c1; w++) m |= (uint64_t) 1 << ((h - h0) * g->kw + (w - w0));
        real[yo * g->ow + xo] = m;
      }
  return real;
}

/* the full kernels for double values (NDS_NAME: the names themselves) and for float
   values (the names with _f: single batches computed in single, no double copy) */
#define NDS_T double
#define NDS_NAME(f) f
#include "nds_pool_t.h"
#define NDS_T float
#define NDS_NAME(f) f##_f
#include "nds_pool_t.h"
