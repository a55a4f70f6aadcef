/* nds_param.c: a weight and its optimizer states held by the engine, row by row */
#include <stdlib.h>
#include <string.h>
#include "nds_rowsparse.h"

/* rows and columns of a transpose tile: 32 x 32 doubles, 8 KB each way */
#define TILE 32

/* Layout: one block of n rows of (1 + ns) * w doubles; row r holds the weight's row
   r, then each state's row r.  A lazy step then reads and writes one contiguous run
   per gradient row, where separate arrays would cost a cache and TLB miss each. */

/* name (src, dst, n, w, rs, to_rows): rows (row-major, rows rs apart) of values of
   type T = C (column-major n-by-w), or back when to_rows is 0; tiles of rows are
   the team's shares.  Made for doubles (transpose) and floats (transpose_f). */
#define NDS_PARAM_TRANSPOSE(name, T)                                               \
static void name (const T *src, T *dst, int64_t n, int64_t w, int64_t rs, int to_rows) \
{                                                                                  \
  const int64_t nb = (n + TILE - 1) / TILE;                                        \
  _Pragma ("omp parallel for schedule(static) num_threads(nds_team (n * w, 1 << 18))") \
  for (int64_t b = 0; b < nb; b++)                                                 \
    {                                                                              \
      const int64_t r0 = b * TILE, r1 = r0 + TILE < n ? r0 + TILE : n;             \
      for (int64_t c0 = 0; c0 < w; c0 += TILE)                                     \
        {                                                                          \
          const int64_t c1 = c0 + TILE < w ? c0 + TILE : w;                        \
          for (int64_t r = r0; r < r1; r++)                                        \
            for (int64_t c = c0; c < c1; c++)                                      \
              {                                                                    \
                if (to_rows) dst[r * rs + c] = src[r + c * n];                     \
                else dst[r + c * n] = src[r * rs + c];                             \
              }                                                                    \
        }                                                                          \
    }                                                                              \
}
NDS_PARAM_TRANSPOSE (transpose, double)
NDS_PARAM_TRANSPOSE (transpose_f, float)

/* the rows of array a (0 the weight) of P set to zero, in either type */
static void zero_rows (nds_param *P, int a)
{
  const int64_t rs = (1 + P->ns) * P->w, w = P->w;
  const size_t es = P->single ? sizeof (float) : sizeof (double);
  char *x = P->single ? (char *) (P->Wf + a * w) : (char *) (P->W + a * w);
  #pragma omp parallel for schedule(static) num_threads(nds_team (P->n * w, 1 << 18))
  for (int64_t r = 0; r < P->n; r++) memset (x + (size_t) (r * rs) * es, 0, es * (size_t) w);
}

/* *P = an empty parameter of the sizes given, its block of the type given allocated */
static int param_alloc (int64_t n, int64_t w, int ns, int64_t t, int single,
                        nds_param **P)
{
  *P = NULL;
  const int64_t rs = (1 + ns) * w;
  if (rs > 0 && n > INT64_MAX / rs) return NDS_ETOOLARGE;
  nds_param *p = nds_calloc (1, sizeof (nds_param));
  if (!p) return NDS_ENOMEM;
  p->n = n;
  p->w = w;
  p->ns = ns;
  p->t = t;
  p->single = single;
  /* (every element is written next: the copies, or zeros for absent states) */
  void *blk = nds_malloc_filled ((size_t) (n * rs), single ? sizeof (float) : sizeof (double));
  if (!blk)
    {
      nds_param_free (p);
      return NDS_ENOMEM;
    }
  if (single) p->Wf = blk;
  else p->W = blk;
  for (int i = 0; i < ns; i++)
    {
      if (single) p->Sf[i] = p->Wf + (i + 1) * w;
      else p->S[i] = p->W + (i + 1) * w;
    }
  *P = p;
  return NDS_OK;
}

/* *P = a parameter holding copies of W0 and of the states S0[i] (zeros when absent),
   t steps taken */
int nds_param_new (int64_t n, int64_t w, int ns, const double *W0,
                   const double *const *S0, int64_t t, nds_param **P)
{
  if (!P || n < 0 || w < 0 || ns < 0 || ns > 2 || t < 0 || (n > 0 && w > 0 && !W0))
    return NDS_EARG;
  const int st = param_alloc (n, w, ns, t, 0, P);
  if (st != NDS_OK) return st;
  nds_param *p = *P;
  const int64_t rs = (1 + ns) * w;
  transpose (W0, p->W, n, w, rs, 1);
  for (int i = 0; i < ns; i++)
    {
      if (S0 && S0[i]) transpose (S0[i], p->S[i], n, w, rs, 1);
      else zero_rows (p, i + 1);
    }
  return NDS_OK;
}

/* the same for a single parameter: a block of floats */
int nds_param_new_f (int64_t n, int64_t w, int ns, const float *W0,
                     const float *const *S0, int64_t t, nds_param **P)
{
  if (!P || n < 0 || w < 0 || ns < 0 || ns > 2 || t < 0 || (n > 0 && w > 0 && !W0))
    return NDS_EARG;
  const int st = param_alloc (n, w, ns, t, 1, P);
  if (st != NDS_OK) return st;
  nds_param *p = *P;
  const int64_t rs = (1 + ns) * w;
  transpose_f (W0, p->Wf, n, w, rs, 1);
  for (int i = 0; i < ns; i++)
    {
      if (S0 && S0[i]) transpose_f (S0[i], p->Sf[i], n, w, rs, 1);
      else zero_rows (p, i + 1);
    }
  return NDS_OK;
}

void nds_param_free (nds_param *P)
{
  if (!P) return;
  nds_free (P->single ? (void *) P->Wf : (void *) P->W);
  nds_free (P);
}

/* the weight (which 0) or state which (1..ns) as a strided array; x NULL when absent */
nds_strided nds_param_array (const nds_param *P, int which)
{
  nds_strided a = {NULL, (1 + P->ns) * P->w, 1};
  if (P->single) return a;
  if (which == 0) a.x = P->W;
  else if (which >= 1 && which <= P->ns) a.x = P->S[which - 1];
  return a;
}

/* the same for a single parameter (x NULL also when P is double) */
nds_strided_f nds_param_array_f (const nds_param *P, int which)
{
  nds_strided_f a = {NULL, (1 + P->ns) * P->w, 1};
  if (!P->single) return a;
  if (which == 0) a.x = P->Wf;
  else if (which >= 1 && which <= P->ns) a.x = P->Sf[which - 1];
  return a;
}

/* out (column-major n-by-w) = the weight or a state */
int nds_param_read (const nds_param *P, int which, double *out)
{
  if (!P || P->single || which < 0 || which > P->ns) return NDS_EARG;
  const nds_strided a = nds_param_array (P, which);
  transpose (a.x, out, P->n, P->w, a.rs, 0);
  return NDS_OK;
}

/* the same for a single parameter */
int nds_param_read_f (const nds_param *P, int which, float *out)
{
  if (!P || !P->single || which < 0 || which > P->ns) return NDS_EARG;
  const nds_strided_f a = nds_param_array_f (P, which);
  transpose_f (a.x, out, P->n, P->w, a.rs, 0);
  return NDS_OK;
}

/* out (k-by-w, column-major) = rows idx (1-based, any order) of the weight */
int nds_param_rows (const nds_param *P, const int64_t *idx, int64_t k, double *out)
{
  if (!P || P->single || k < 0) return NDS_EARG;
  for (int64_t t = 0; t < k; t++)
    if (idx[t] < 1 || idx[t] > P->n) return NDS_ESUB;
  const int64_t rs = (1 + P->ns) * P->w;
  for (int64_t t = 0; t < k; t++)
    {
      const double *row = P->W + (idx[t] - 1) * rs;
      for (int64_t c = 0; c < P->w; c++) out[t + c * k] = row[c];
    }
  return NDS_OK;
}

/* the same for a single parameter */
int nds_param_rows_f (const nds_param *P, const int64_t *idx, int64_t k, float *out)
{
  if (!P || !P->single || k < 0) return NDS_EARG;
  for (int64_t t = 0; t < k; t++)
    if (idx[t] < 1 || idx[t] > P->n) return NDS_ESUB;
  const int64_t rs = (1 + P->ns) * P->w;
  for (int64_t t = 0; t < k; t++)
    {
      const float *row = P->Wf + (idx[t] - 1) * rs;
      for (int64_t c = 0; c < P->w; c++) out[t + c * k] = row[c];
    }
  return NDS_OK;
}

/* the next step of o in place, counted when it is taken */
int nds_param_step (nds_param *P, const nds_optim *o, int lazy, const int64_t *idx,
                    int64_t k, const double *G)
{
  if (!P || P->single) return NDS_EARG;
  const int st = nds_optim_step (o, P->t + 1, lazy, P->n, P->w, nds_param_array (P, 0),
                                 nds_param_array (P, 1), nds_param_array (P, 2), idx, k, G);
  if (st == NDS_OK) P->t++;
  return st;
}

/* the same step on a single parameter, computed in float (nds_optim_step_f) */
int nds_param_step_f (nds_param *P, const nds_optim *o, int lazy, const int64_t *idx,
                      int64_t k, const float *G)
{
  if (!P || !P->single) return NDS_EARG;
  const int st = nds_optim_step_f (o, P->t + 1, lazy, P->n, P->w, nds_param_array_f (P, 0),
                                   nds_param_array_f (P, 1), nds_param_array_f (P, 2), idx,
                                   k, G);
  if (st == NDS_OK) P->t++;
  return st;
}
