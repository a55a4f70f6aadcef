/* nds_optim.c: SGD, Adam and AdaGrad steps (MXNet 1.x's formulas), lazy or dense */
#include <math.h>
#include <string.h>
#include "nds_rowsparse.h"

/* rows per block of a dense step, and the least work (elements) worth a team */
#define OPT_ROWS 1024
#define OPT_TEAM 32768

/* g clipped to [-c, c] when c > 0; NaN stays NaN */
static inline double clip (double g, double c)
{
  if (c > 0)
    {
      if (g > c) return c;
      if (g < -c) return -c;
    }
  return g;
}

/* one step on w (w values at stride cs) and its states at the same places, with
   the gradient g (stride gs; NULL: zero).  kind is a constant where this is
   inlined, so each method gets its own loop. */
static inline __attribute__ ((always_inline))
void step_row (const nds_optim *o, nds_optim_kind kind, int64_t w, double *x, double *s1,
               double *s2, int64_t cs, const double *g, int64_t gs)
{
  for (int64_t c = 0; c < w; c++)
    {
      double *wv = x + c * cs, *a = s1 ? s1 + c * cs : NULL, *b = s2 ? s2 + c * cs : NULL;
      const double gc = g ? g[c * gs] : 0;
      if (kind == NDS_SGD)
        {
          const double mom = (a ? o->momentum * *a : 0) - o->lr * o->wd * *wv
                             - o->lr * clip (o->rescale * gc, o->clip);
          *wv = *wv + mom;
          if (a) *a = mom;
        }
      else if (kind == NDS_ADAM)
        {
          const double gr = clip (o->rescale * gc + o->wd * *wv, o->clip);
          *a = o->beta1 * *a + (1 - o->beta1) * gr;
          *b = o->beta2 * *b + (1 - o->beta2) * (gr * gr);
          *wv = *wv - o->lr * *a / (sqrt (*b) + o->eps);
        }
      else
        {
          const double gr = clip (o->rescale * gc, o->clip);
          *a = *a + gr * gr;
          *wv = *wv - o->lr * (gr / sqrt (*a + o->eps) + o->wd * *wv);
        }
    }
}

/* the lazy step of one method: rows idx only, each row one thread's */
static inline __attribute__ ((always_inline))
void lazy_steps (const nds_optim *o, nds_optim_kind kind, int64_t w, nds_strided W,
                 nds_strided S1, nds_strided S2, const int64_t *idx, int64_t k,
                 const double *G)
{
  #pragma omp parallel for schedule(static) num_threads(nds_team (k * w, OPT_TEAM))
  for (int64_t t = 0; t < k; t++)
    {
      const int64_t r = idx[t] - 1;
      step_row (o, kind, w, W.x + r * W.rs, S1.x ? S1.x + r * S1.rs : NULL,
                S2.x ? S2.x + r * S2.rs : NULL, W.cs, G + t, k);
    }
}

/* the dense step of one method: every row, in blocks of rows; a block finds the
   gradient rows inside it by binary search, then walks them beside its rows */
static inline __attribute__ ((always_inline))
void dense_steps (const nds_optim *o, nds_optim_kind kind, int64_t n, int64_t w,
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

/* One step of o on W and its states with the gradient rows (idx, G); see
   nds_rowsparse.h.  The states share W's strides' roles: S1.cs and S2.cs must equal
   W.cs. */
int nds_optim_step (const nds_optim *o, int lazy, int64_t n, int64_t w, nds_strided W,
                    nds_strided S1, nds_strided S2, const int64_t *idx, int64_t k,
                    const double *G)
{
  if (!o || n < 0 || w < 0 || (n > 0 && w > 0 && !W.x) || (k > 0 && w > 0 && !G))
    return NDS_EARG;
  const int need1 = o->kind != NDS_SGD || o->momentum != 0, need2 = o->kind == NDS_ADAM;
  if ((need1 && !S1.x && n * w > 0) || (need2 && !S2.x && n * w > 0)
      || (S1.x && S1.cs != W.cs) || (S2.x && S2.cs != W.cs))
    return NDS_EARG;
  if (!nds_rsp_idx_ok (idx, k, n)) return NDS_ESUB;
  if (n == 0 || w == 0) return NDS_OK;
#define NDS_OPT_CASE(K)                                                         \
  do {                                                                          \
    if (lazy) lazy_steps (o, K, w, W, S1, S2, idx, k, G);                      \
    else dense_steps (o, K, n, w, W, S1, S2, idx, k, G);                       \
  } while (0)
  switch (o->kind)
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
