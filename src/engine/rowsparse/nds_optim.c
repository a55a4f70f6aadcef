/* nds_optim.c: SGD, Adam and AdaGrad steps (MXNet 1.x's formulas), lazy or dense */
#include <math.h>
#include <string.h>
#include "nds_rowsparse.h"

/* rows per block of a dense step, the least work (elements) worth a team, and the
   elements of a row stepped together */
#define OPT_ROWS 1024
#define OPT_TEAM 32768
#define OPT_CHUNK 256

/* g clipped to [-c, c]; c is Inf when clip_gradient is off; NaN stays NaN.  No
   branch, so that a row's loop becomes vector code. */
static inline double clip (double g, double c)
{
  g = g > c ? c : g;
  return g < -c ? -c : g;
}

/* the step on one element: w and the states a, b (read when the method keeps them)
   with gradient g; kind is a constant where this is inlined */
static inline __attribute__ ((always_inline))
void step_elem (const nds_optim o, nds_optim_kind kind, int has_a, double *w, double *a,
                double *b, double g)
{
  if (kind == NDS_SGD)
    {
      const double mom = (has_a ? o.momentum * *a : 0) - o.lr * o.wd * *w
                         - o.lr * clip (o.rescale * g, o.clip);
      *w = *w + mom;
      if (has_a) *a = mom;
    }
  else if (kind == NDS_ADAM)
    {
      const double gr = clip (o.rescale * g + o.wd * *w, o.clip);
      *a = o.beta1 * *a + (1 - o.beta1) * gr;
      *b = o.beta2 * *b + (1 - o.beta2) * (gr * gr);
      *w = *w - o.lr * *a / (sqrt (*b) + o.eps);
    }
  else
    {
      const double gr = clip (o.rescale * g, o.clip);
      *a = *a + gr * gr;
      *w = *w - o.lr * (gr / sqrt (*a + o.eps) + o.wd * *w);
    }
}

/* one step on a row of w values at stride cs and its states at the same places,
   with the gradient row g (stride gs; NULL: zero).  The gradient row is first
   copied together, so that a row stored together (cs 1) is one loop over
   contiguous arrays, which the compiler turns into vector code.  o is a copy, so
   that the compiler knows the writes to the rows leave it unchanged; its clip is
   Inf when clipping is off. */
static inline __attribute__ ((always_inline))
void step_row (const nds_optim o, nds_optim_kind kind, int64_t w, double *restrict x,
               double *restrict s1, double *restrict s2, int64_t cs, const double *g,
               int64_t gs)
{
  double gbuf[OPT_CHUNK];
  for (int64_t c0 = 0; c0 < w; c0 += OPT_CHUNK)
    {
      const int64_t len = w - c0 < OPT_CHUNK ? w - c0 : OPT_CHUNK;
      for (int64_t c = 0; c < len; c++) gbuf[c] = g ? g[(c0 + c) * gs] : 0;
      double *xr = x + c0 * cs, *ar = s1 ? s1 + c0 * cs : NULL,
             *br = s2 ? s2 + c0 * cs : NULL;
      if (cs == 1 && ar && br)
        for (int64_t c = 0; c < len; c++) step_elem (o, kind, 1, xr + c, ar + c, br + c, gbuf[c]);
      else if (cs == 1 && ar)
        for (int64_t c = 0; c < len; c++) step_elem (o, kind, 1, xr + c, ar + c, NULL, gbuf[c]);
      else if (cs == 1)
        for (int64_t c = 0; c < len; c++) step_elem (o, kind, 0, xr + c, NULL, NULL, gbuf[c]);
      else
        for (int64_t c = 0; c < len; c++)
          step_elem (o, kind, ar != NULL, xr + c * cs, ar ? ar + c * cs : NULL,
                     br ? br + c * cs : NULL, gbuf[c]);
    }
}

/* the lazy step of one method: rows idx only, each row one thread's */
static inline __attribute__ ((always_inline))
void lazy_steps (const nds_optim o, nds_optim_kind kind, int64_t w, nds_strided W,
                 nds_strided S1, nds_strided S2, const int64_t *idx, int64_t k,
                 const double *G)
{
#define NDS_LAZY_ROW(t)                                                         \
  step_row (o, kind, w, W.x + (idx[t] - 1) * W.rs,                              \
            S1.x ? S1.x + (idx[t] - 1) * S1.rs : NULL,                          \
            S2.x ? S2.x + (idx[t] - 1) * S2.rs : NULL, W.cs, G + (t), k)
  /* a small step runs outside any parallel region: entering one costs microseconds */
  const int nt = nds_team (k * w, OPT_TEAM);
  if (nt == 1)
    for (int64_t t = 0; t < k; t++) NDS_LAZY_ROW (t);
  else
    {
      #pragma omp parallel for schedule(static) num_threads(nt)
      for (int64_t t = 0; t < k; t++) NDS_LAZY_ROW (t);
    }
#undef NDS_LAZY_ROW
}

/* the dense step of one method: every row, in blocks of rows; a block finds the
   gradient rows inside it by binary search, then walks them beside its rows */
static inline __attribute__ ((always_inline))
void dense_steps (const nds_optim o, nds_optim_kind kind, int64_t n, int64_t w,
                  nds_strided W, nds_strided S1, nds_strided S2, const int64_t *idx,
                  int64_t k, const double *G)
{
  const int64_t nb = (n + OPT_ROWS - 1) / OPT_ROWS;
  #pragma omp parallel for schedule(static) num_threads(nds_team (n * w, OPT_TEAM))
  for (int64_t b = 0; b < nb; b++)
    {
      const int64_t lo = b * OPT_ROWS, hi = lo + OPT_ROWS < n ? lo + OPT_ROWS : n;
      int64_t t = 0, top = k;
      while (t < top)            /* first stored row >= lo + 1 */
        {
          const int64_t mid = t + (top - t) / 2;
          if (idx[mid] < lo + 1) t = mid + 1; else top = mid;
        }
      for (int64_t r = lo; r < hi; r++)
        {
          const double *g = NULL;
          if (t < k && idx[t] == r + 1) g = G + t++;
          step_row (o, kind, w, W.x + r * W.rs, S1.x ? S1.x + r * S1.rs : NULL,
                    S2.x ? S2.x + r * S2.rs : NULL, W.cs, g, k);
        }
    }
}

/* Step t of o on W and its states with the gradient rows (idx, G); see
   nds_rowsparse.h.  The states share W's strides' roles: S1.cs and S2.cs must equal
   W.cs. */
/* the learning rate of step t: Adam's bias correction as MXNet and PyTorch's
   SparseAdam apply it, lr * sqrt (1 - beta2^t) / (1 - beta1^t); o->lr otherwise */
double nds_optim_lr (const nds_optim *o, int64_t t)
{
  if (o->kind != NDS_ADAM) return o->lr;
  return o->lr * sqrt (1 - pow (o->beta2, (double) t)) / (1 - pow (o->beta1, (double) t));
}

int nds_optim_step (const nds_optim *o, int64_t t, int lazy, int64_t n, int64_t w, nds_strided W,
                    nds_strided S1, nds_strided S2, const int64_t *idx, int64_t k,
                    const double *G)
{
  if (!o || t < 1 || n < 0 || w < 0 || (n > 0 && w > 0 && !W.x) || (k > 0 && w > 0 && !G))
    return NDS_EARG;
  const int need1 = o->kind != NDS_SGD || o->momentum != 0, need2 = o->kind == NDS_ADAM;
  if ((need1 && !S1.x && n * w > 0) || (need2 && !S2.x && n * w > 0)
      || (S1.x && S1.cs != W.cs) || (S2.x && S2.cs != W.cs))
    return NDS_EARG;
  if (!nds_rsp_idx_ok (idx, k, n)) return NDS_ESUB;
  if (n == 0 || w == 0) return NDS_OK;
  nds_optim oc = *o;
  oc.lr = nds_optim_lr (o, t);
  if (!(oc.clip > 0)) oc.clip = INFINITY;
#define NDS_OPT_CASE(K)                                                         \
  do {                                                                          \
    if (lazy) lazy_steps (oc, K, w, W, S1, S2, idx, k, G);                     \
    else dense_steps (oc, K, n, w, W, S1, S2, idx, k, G);                      \
  } while (0)
  switch (oc.kind)
    {
    case NDS_SGD: NDS_OPT_CASE (NDS_SGD); break;
    case NDS_ADAM: NDS_OPT_CASE (NDS_ADAM); break;
    case NDS_ADAGRAD: NDS_OPT_CASE (NDS_ADAGRAD); break;
    default: return NDS_EARG;
    }
#undef NDS_OPT_CASE
  return NDS_OK;
}

/* dst[0..n-1] = src[0..n-1]: blocks of 1 MB copied by the team */
void nds_optim_copy (double *dst, const double *src, int64_t n)
{
  const int64_t blk = 1 << 17, nb = (n + blk - 1) / blk;
  #pragma omp parallel for schedule(static) num_threads(nds_team (n, 1 << 20))
  for (int64_t b = 0; b < nb; b++)
    {
      const int64_t lo = b * blk, len = n - lo < blk ? n - lo : blk;
      memcpy (dst + lo, src + lo, sizeof (double) * (size_t) len);
    }
}
