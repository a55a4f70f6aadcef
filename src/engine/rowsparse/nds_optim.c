/* nds_optim.c: SGD, Adam and AdaGrad steps (MXNet 1.x's formulas), lazy or dense */
#include <math.h>
#include <string.h>
#include "nds_rowsparse.h"

/* rows per block of a dense step, the least work (elements) worth a team, and the
   elements of a row stepped together */
#define OPT_ROWS 1024
#define OPT_TEAM 32768
#define OPT_CHUNK 256

/* the learning rate of step t: Adam's bias correction as MXNet and PyTorch's
   SparseAdam apply it, lr * sqrt (1 - beta2^t) / (1 - beta1^t); o->lr otherwise */
double nds_optim_lr (const nds_optim *o, int64_t t)
{
  if (o->kind != NDS_ADAM) return o->lr;
  return o->lr * sqrt (1 - pow (o->beta2, (double) t)) / (1 - pow (o->beta1, (double) t));
}

/* the constants of a step in double and in float */
typedef struct { double lr, momentum, wd, rescale, clip, beta1, beta2, eps; } opt_c;
typedef struct { float lr, momentum, wd, rescale, clip, beta1, beta2, eps; } opt_c_f;

/* Step t of o on W and its states with the gradient rows (idx, G); see
   nds_rowsparse.h.  The states share W's strides' roles: S1.cs and S2.cs must equal
   W.cs.  nds_optim_step in double, nds_optim_step_f in float (MXNet's float32). */
#define OPT_T double
#define OPT_S nds_strided
#define OPT_C opt_c
#define OPT_SQRT sqrt
#define OPT_NAME(x) x
#include "nds_optim_body.h"
#undef OPT_T
#undef OPT_S
#undef OPT_C
#undef OPT_SQRT
#undef OPT_NAME

#define OPT_T float
#define OPT_S nds_strided_f
#define OPT_C opt_c_f
#define OPT_SQRT sqrtf
#define OPT_NAME(x) x##_f
#include "nds_optim_body.h"
#undef OPT_T
#undef OPT_S
#undef OPT_C
#undef OPT_SQRT
#undef OPT_NAME

/* dst[0..bytes-1] = src[0..bytes-1]: blocks of 1 MB copied by the team */
void nds_optim_copy (void *dst, const void *src, size_t bytes)
{
  const size_t blk = (size_t) 1 << 20;
  const int64_t nb = (int64_t) ((bytes + blk - 1) / blk);
  #pragma omp parallel for schedule(static) num_threads(nds_team ((int64_t) bytes / 8, 1 << 20))
  for (int64_t b = 0; b < nb; b++)
    {
      const size_t lo = (size_t) b * blk, len = bytes - lo < blk ? bytes - lo : blk;
      memcpy ((char *) dst + lo, (const char *) src + lo, len);
    }
}
