/* nds_conv_dense_t.h: the kernels of nds_conv_dense.c over NDS_T values, their
   products by NDS_GEMM, named by NDS_NAME: included once for double (cblas_dgemm,
   the names as declared in nds_conv.h) and once for float (cblas_sgemm, the names
   with _f), then NDS_T, NDS_GEMM and NDS_NAME undefined */

/* col (c.m x K) = the windows of X (layout in) at the chunk's positions, zero where
   they reach the padding */
static void NDS_NAME (im2col) (const NDS_T *X, const nds_img *in, const nds_win *g,
                               const chunk *c, NDS_T *col)
{
  const int64_t K = in->c * g->kh * g->kw, N = in->n;
  for (int64_t k = 0; k < K; k++)
    {
      const int64_t ch = k % in->c, i = (k / in->c) % g->kh, j = k / (in->c * g->kh);
      for (int64_t q = 0; q < c->np; q++)
        {
          const int64_t p = c->p0 + q, h = (p / g->ow) * g->sh - g->ph + i,
                        w = (p % g->ow) * g->sw - g->pw + j;
          NDS_T *dst = col + c->m * k + c->nn * q;
          if (h < 0 || h >= in->h || w < 0 || w >= in->w)
            memset (dst, 0, sizeof (NDS_T) * (size_t) c->nn);
          else
            memcpy (dst, X + N * nds_img_off (in, ch, h, w) + c->n0,
                    sizeof (NDS_T) * (size_t) c->nn);
        }
    }
}

/* rows (c.m x F) = A (layout al) at the chunk */
static void NDS_NAME (rows_gather) (const NDS_T *A, const nds_img *al, const nds_win *g,
                                    const chunk *c, NDS_T *rows)
{
  for (int64_t f = 0; f < al->c; f++)
    for (int64_t q = 0; q < c->np; q++)
      memcpy (rows + c->m * f + c->nn * q, A + chunk_off (al, g, c, f, q),
              sizeof (NDS_T) * (size_t) c->nn);
}

/* A (layout al) at the chunk = rows (c.m x F) */
static void NDS_NAME (rows_scatter) (const NDS_T *rows, const nds_img *al, const nds_win *g,
                                     const chunk *c, NDS_T *A)
{
  for (int64_t f = 0; f < al->c; f++)
    for (int64_t q = 0; q < c->np; q++)
      memcpy (A + chunk_off (al, g, c, f, q), rows + c->m * f + c->nn * q,
              sizeof (NDS_T) * (size_t) c->nn);
}

/* dX (layout in) += the column block dcol (c.m x K) folded back onto its windows,
   each element's terms added in position, tap order */
static void NDS_NAME (col2im) (const NDS_T *dcol, const nds_img *in, const nds_win *g,
                               const chunk *c, NDS_T *dX)
{
  const int64_t N = in->n;
  for (int64_t ch = 0; ch < in->c; ch++)
    for (int64_t q = 0; q < c->np; q++)
      {
        const int64_t p = c->p0 + q, h0 = (p / g->ow) * g->sh - g->ph,
                      w0 = (p % g->ow) * g->sw - g->pw;
        for (int64_t i = 0; i < g->kh; i++)
          for (int64_t j = 0; j < g->kw; j++)
            {
              const int64_t h = h0 + i, w = w0 + j;
              if (h < 0 || h >= in->h || w < 0 || w >= in->w) continue;
              const int64_t k = ch + in->c * (i + g->kh * j);
              NDS_T *restrict dst = dX + N * nds_img_off (in, ch, h, w) + c->n0;
              const NDS_T *restrict src = dcol + c->m * k + c->nn * q;
              for (int64_t nl = 0; nl < c->nn; nl++) dst[nl] += src[nl];
            }
      }
}

/* one of them: the batch X (layout in; FORWARD, FILTER), dY (layout yl; FILTER, DATA),
   W (F x C x kh x kw; FORWARD, DATA), and the result: Y (layout yl), dW, or dX
   (layout in), zeroed beforehand where op accumulates */
typedef struct {
  conv_op op;
  const nds_img *in, *yl;
  const nds_win *g;
  const NDS_T *X, *dY, *W;
  NDS_T *out;
} NDS_NAME (conv_job);

/* chunk c of the job, with the thread's column block col and rows, into out (Y,
   dX, or dW's partial sum) */
static void NDS_NAME (conv_chunk) (const NDS_NAME (conv_job) *J, const chunk *c, NDS_T *col,
                                   NDS_T *rows, NDS_T *out)
{
  const nds_img *in = J->in, *yl = J->yl;
  const nds_win *g = J->g;
  const int K = (int) (in->c * g->kh * g->kw), F = (int) yl->c, m = (int) c->m;
  switch (J->op)
    {
    case CONV_FORWARD:
      NDS_NAME (im2col) (J->X, in, g, c, col);
      NDS_GEMM (CblasColMajor, CblasNoTrans, CblasTrans, m, F, K, 1.0, col, m, J->W, F,
                0.0, rows, m);
      NDS_NAME (rows_scatter) (rows, yl, g, c, out);
      break;
    case CONV_FILTER:
      NDS_NAME (im2col) (J->X, in, g, c, col);
      NDS_NAME (rows_gather) (J->dY, yl, g, c, rows);
      NDS_GEMM (CblasColMajor, CblasTrans, CblasNoTrans, F, K, m, 1.0, rows, m, col, m,
                1.0, out, F);
      break;
    case CONV_DATA:
      NDS_NAME (rows_gather) (J->dY, yl, g, c, rows);
      NDS_GEMM (CblasColMajor, CblasNoTrans, CblasNoTrans, m, K, F, 1.0, rows, m, J->W, F,
                0.0, col, m);
      NDS_NAME (col2im) (col, in, g, c, out);
      break;
    }
}

/* the job in parallel units of chunks: FORWARD one chunk each (their outputs are
   disjoint); FILTER NDS_NBLK runs of chunks fixed by the sizes, each summed into its
   own partial dW, the partials added in order (the same bits whatever the thread
   count); DATA one block of images each, its chunks in position order (windows of
   one image overlap) */
static int NDS_NAME (conv_run) (const NDS_NAME (conv_job) *J)
{
  const nds_img *in = J->in, *yl = J->yl;
  const nds_win *g = J->g;
  const int64_t N = in->n, P = g->oh * g->ow, K = in->c * g->kh * g->kw, F = yl->c;
  chunk_plan pl;
  if (!plan_chunks (N, P, K, F, sizeof (NDS_T), &pl)) return NDS_ETOOLARGE;
  if (N == 0 || P == 0 || F == 0 || K == 0) return NDS_OK;
  const int64_t ntask = pl.nb * pl.npc;
  const int64_t units = J->op == CONV_FORWARD ? ntask
                        : J->op == CONV_FILTER ? (ntask < NDS_NBLK ? ntask : NDS_NBLK)
                        : pl.nb;
  const int nt = nds_team (units, 2);
  const size_t mrows = (size_t) (pl.nn * pl.np);
  NDS_T *col = nds_malloc ((size_t) nt * mrows, sizeof (NDS_T) * (size_t) K);
  NDS_T *rows = nds_malloc ((size_t) nt * mrows, sizeof (NDS_T) * (size_t) F);
  NDS_T *part = J->op == CONV_FILTER
                ? nds_calloc ((size_t) units, sizeof (NDS_T) * (size_t) (F * K)) : NULL;
  if (!col || !rows || (J->op == CONV_FILTER && !part))
    {
      nds_free (col);
      nds_free (rows);
      nds_free (part);
      return NDS_ENOMEM;
    }
  const int old = nt > 1 ? blas_threads (1) : -1;
  #pragma omp parallel num_threads(nt)
  {
    const size_t me = (size_t) nds_thread ();
    NDS_T *mycol = col + me * mrows * (size_t) K, *myrows = rows + me * mrows * (size_t) F;
    #pragma omp for schedule(dynamic)
    for (int64_t u = 0; u < units; u++)
      {
        int64_t t0 = u, t1 = u + 1;
        NDS_T *out = J->out;
        if (J->op == CONV_FILTER)
          {
            t0 = nds_blk (ntask, u, units);
            t1 = nds_blk (ntask, u + 1, units);
            out = part + u * F * K;
          }
        else if (J->op == CONV_DATA)
          {
            t0 = u * pl.npc;
            t1 = t0 + pl.npc;
          }
        for (int64_t t = t0; t < t1; t++)
          {
            const chunk c = chunk_at (&pl, t);
            NDS_NAME (conv_chunk) (J, &c, mycol, myrows, out);
          }
      }
  }
  if (old > 0) blas_threads (old);
  if (J->op == CONV_FILTER)
    for (int64_t q = 0; q < F * K; q++)
      {
        NDS_T sum = part[q];
        for (int64_t u = 1; u < units; u++) sum += part[q + u * F * K];
        J->out[q] = sum;
      }
  nds_free (col);
  nds_free (rows);
  nds_free (part);
  return NDS_OK;
}

/* Y = X cross-correlated with W */
int NDS_NAME (nds_conv_dense) (const NDS_T *X, const nds_img *in, const NDS_T *W, int64_t F,
                               const nds_win *g, const nds_img *out, NDS_T *Y)
{
  if (!conv_args_ok (in, out, g) || out->c != F || F < 0) return NDS_EARG;
  if (in->c == 0) nds_zero (Y, sizeof (NDS_T) * (size_t) (out->n * F * g->oh * g->ow));
  const NDS_NAME (conv_job) J = {CONV_FORWARD, in, out, g, X, NULL, W, Y};
  return NDS_NAME (conv_run) (&J);
}

/* dW = the filter gradient of full X and dY */
int NDS_NAME (nds_conv_dense_filter) (const NDS_T *X, const nds_img *in, const NDS_T *dY,
                                      const nds_img *dyl, const nds_win *g, NDS_T *dW)
{
  if (!conv_args_ok (in, dyl, g) || !dW) return NDS_EARG;
  memset (dW, 0, sizeof (NDS_T) * (size_t) (dyl->c * in->c * g->kh * g->kw));
  const NDS_NAME (conv_job) J = {CONV_FILTER, in, dyl, g, X, dY, NULL, dW};
  return NDS_NAME (conv_run) (&J);
}

/* dX = the data gradient of dY and W */
int NDS_NAME (nds_conv_dense_data) (const NDS_T *dY, const nds_img *dyl, const NDS_T *W,
                                    const nds_win *g, const nds_img *out, NDS_T *dX)
{
  if (!conv_args_ok (out, dyl, g) || !dX) return NDS_EARG;
  nds_zero (dX, sizeof (NDS_T) * (size_t) (out->n * out->c * out->h * out->w));
  const NDS_NAME (conv_job) J = {CONV_DATA, out, dyl, g, NULL, dY, W, dX};
  return NDS_NAME (conv_run) (&J);
}

#undef NDS_T
#undef NDS_GEMM
#undef NDS_NAME
