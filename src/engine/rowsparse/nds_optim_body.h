/* nds_optim_body.h: the optimizer steps of nds_optim.c for one value type, included
   once per type with OPT_T (double or float), OPT_S (its strided array), OPT_C (its
   constants' struct), OPT_SQRT and OPT_NAME (x) (x's name for the type) defined */

/* g clipped to [-c, c]; c is Inf when clip_gradient is off; NaN stays NaN.  No
   branch, so that a row's loop becomes vector code. */
static inline OPT_T OPT_NAME (clip) (OPT_T g, OPT_T c)
{
  g = g > c ? c : g;
  return g < -c ? -c : g;
}

/* the step on one element: w and the states a, b (read when the method keeps them)
   with gradient g; kind is a constant where this is inlined */
static inline __attribute__ ((always_inline))
void OPT_NAME (step_elem) (const OPT_C o, nds_optim_kind kind, int has_a, OPT_T *w, OPT_T *a,
                OPT_T *b, OPT_T g)
{
  if (kind == NDS_SGD)
    {
      const OPT_T mom = (has_a ? o.momentum * *a : 0) - o.lr * o.wd * *w
                         - o.lr * OPT_NAME (clip) (o.rescale * g, o.clip);
      *w = *w + mom;
      if (has_a) *a = mom;
    }
  else if (kind == NDS_ADAM)
    {
      const OPT_T gr = OPT_NAME (clip) (o.rescale * g + o.wd * *w, o.clip);
      *a = o.beta1 * *a + (1 - o.beta1) * gr;
      *b = o.beta2 * *b + (1 - o.beta2) * (gr * gr);
      *w = *w - o.lr * *a / (OPT_SQRT (*b) + o.eps);
    }
  else
    {
      const OPT_T gr = OPT_NAME (clip) (o.rescale * g, o.clip);
      *a = *a + gr * gr;
      *w = *w - o.lr * (gr / OPT_SQRT (*a + o.eps) + o.wd * *w);
    }
}

/* one step on a row of w values at stride cs and its states at the same places,
   with the gradient row g (stride gs; NULL: zero).  The gradient row is first
   copied together, so that a row stored together (cs 1) is one loop over
   contiguous arrays, which the compiler turns into vector code.  o is a copy, so
   that the compiler knows the writes to the rows leave it unchanged; its clip is
   Inf when clipping is off. */
static inline __attribute__ ((always_inline))
void OPT_NAME (step_row) (const OPT_C o, nds_optim_kind kind, int64_t w, OPT_T *restrict x,
               OPT_T *restrict s1, OPT_T *restrict s2, int64_t cs, const OPT_T *g,
               int64_t gs)
{
  OPT_T gbuf[OPT_CHUNK];
  for (int64_t c0 = 0; c0 < w; c0 += OPT_CHUNK)
    {
      const int64_t len = w - c0 < OPT_CHUNK ? w - c0 : OPT_CHUNK;
      for (int64_t c = 0; c < len; c++) gbuf[c] = g ? g[(c0 + c) * gs] : 0;
      OPT_T *xr = x + c0 * cs, *ar = s1 ? s1 + c0 * cs : NULL,
             *br = s2 ? s2 + c0 * cs : NULL;
      if (cs == 1 && ar && br)
        for (int64_t c = 0; c < len; c++) OPT_NAME (step_elem) (o, kind, 1, xr + c, ar + c, br + c, gbuf[c]);
      else if (cs == 1 && ar)
        for (int64_t c = 0; c < len; c++) OPT_NAME (step_elem) (o, kind, 1, xr + c, ar + c, NULL, gbuf[c]);
      else if (cs == 1)
        for (int64_t c = 0; c < len; c++) OPT_NAME (step_elem) (o, kind, 0, xr + c, NULL, NULL, gbuf[c]);
      else
        for (int64_t c = 0; c < len; c++)
          OPT_NAME (step_elem) (o, kind, ar != NULL, xr + c * cs, ar ? ar + c * cs : NULL,
                     br ? br + c * cs : NULL, gbuf[c]);
    }
}

/* the lazy step of one method: rows idx only, each row one thread's */
static inline __attribute__ ((always_inline))
void OPT_NAME (lazy_steps) (const OPT_C o, nds_optim_kind kind, int64_t w, OPT_S W,
                 OPT_S S1, OPT_S S2, const int64_t *idx, int64_t k,
                 const OPT_T *G)
{
#define NDS_LAZY_ROW(t)                                                         \
  OPT_NAME (step_row) (o, kind, w, W.x + (idx[t] - 1) * W.rs,                              \
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
void OPT_NAME (dense_steps) (const OPT_C o, nds_optim_kind kind, int64_t n, int64_t w,
                  OPT_S W, OPT_S S1, OPT_S S2, const int64_t *idx,
                  int64_t k, const OPT_T *G)
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
          const OPT_T *g = NULL;
          if (t < k && idx[t] == r + 1) g = G + t++;
          OPT_NAME (step_row) (o, kind, w, W.x + r * W.rs, S1.x ? S1.x + r * S1.rs : NULL,
                    S2.x ? S2.x + r * S2.rs : NULL, W.cs, g, k);
        }
    }
}

int OPT_NAME (nds_optim_step) (const nds_optim *o, int64_t t, int lazy, int64_t n, int64_t w,
                               OPT_S W, OPT_S S1, OPT_S S2, const int64_t *idx, int64_t k,
                               const OPT_T *G)
{
  if (!o || t < 1 || n < 0 || w < 0 || (n > 0 && w > 0 && !W.x) || (k > 0 && w > 0 && !G))
    return NDS_EARG;
  const int need1 = o->kind != NDS_SGD || o->momentum != 0, need2 = o->kind == NDS_ADAM;
  if ((need1 && !S1.x && n * w > 0) || (need2 && !S2.x && n * w > 0)
      || (S1.x && S1.cs != W.cs) || (S2.x && S2.cs != W.cs))
    return NDS_EARG;
  if (!nds_rsp_idx_ok (idx, k, n)) return NDS_ESUB;
  if (n == 0 || w == 0) return NDS_OK;
  /* the constants in the arrays' type (float: as MXNet's float32 kernels take them) */
  const OPT_C oc = {(OPT_T) nds_optim_lr (o, t), (OPT_T) o->momentum, (OPT_T) o->wd,
                    (OPT_T) o->rescale, o->clip > 0 ? (OPT_T) o->clip : (OPT_T) INFINITY,
                    (OPT_T) o->beta1, (OPT_T) o->beta2, (OPT_T) o->eps};
#define NDS_OPT_CASE(K)                                                         \
  do {                                                                          \
    if (lazy) OPT_NAME (lazy_steps) (oc, K, w, W, S1, S2, idx, k, G);                     \
    else OPT_NAME (dense_steps) (oc, K, n, w, W, S1, S2, idx, k, G);                      \
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
