/* nds_conv_sparse_t.h: the kernels of nds_conv_sparse.c over NDS_T values (the
   weights, dY and the results; an entry's value is converted to NDS_T), named by
   NDS_NAME: included once for double (the names as declared in nds_conv.h) and once
   for float (the names with _f, sums in float), then NDS_T and NDS_NAME undefined */

/* y[0..K-1] += v * w[0..K-1] */
static inline void NDS_NAME (axpy) (NDS_T *restrict y, const NDS_T *restrict w, NDS_T v,
                                    int64_t K)
{
  for (int64_t k = 0; k < K; k++) y[k] += v * w[k];
}

/* buf (K values per position of a th x tw grid) += the sweep of image n's entries;
   the forward sweep (S not NULL) finds the outputs each reaches in S */
NDS_WIDE static void NDS_NAME (scatter_image) (const nds_cv_entries *E, int64_t n,
                                               int64_t A, const NDS_T *Wt, int64_t K,
                                               const nds_win *g, const nds_spans *S,
                                               int64_t th, int64_t tw, NDS_T *buf)
{
  for (int64_t t = E->start[n]; t < E->start[n + 1]; t++)
    {
      const int64_t a = E->e[t].c, y = E->e[t].h, x = E->e[t].w;
      const NDS_T v = (NDS_T) E->e[t].v;
      if (S)
        {
          /* the outputs whose windows hold (y, x), each through one tap */
          int64_t ylo, yhi, xlo, xhi;
          nds_spans_at (S, y, x, &ylo, &yhi, &xlo, &xhi);
          for (int64_t yo = ylo; yo < yhi; yo++)
            for (int64_t xo = xlo; xo < xhi; xo++)
              {
                const int64_t i = y + g->ph - yo * g->sh, j = x + g->pw - xo * g->sw;
                NDS_NAME (axpy) (buf + (yo * tw + xo) * K, Wt + K * (a + A * (i + g->kh * j)),
                                 v, K);
              }
        }
      else
        for (int64_t j = 0; j < g->kw; j++)
          {
            const int64_t tx = x * g->sw - g->pw + j;
            if (tx < 0 || tx >= tw) continue;
            for (int64_t i = 0; i < g->kh; i++)
              {
                const int64_t ty = y * g->sh - g->ph + i;
                if (ty < 0 || ty >= th) continue;
                NDS_NAME (axpy) (buf + (ty * tw + tx) * K, Wt + K * (a + A * (i + g->kh * j)),
                                 v, K);
              }
          }
    }
}

/* dW (F values per channel and tap) += image n's entries of X against its dY, dyt
   (F values per output position) */
NDS_WIDE static void NDS_NAME (filter_image) (const nds_cv_entries *E, int64_t n,
                                              int64_t C, const NDS_T *dyt, int64_t F,
                                              const nds_win *g, const nds_spans *S,
                                              NDS_T *dW)
{
  for (int64_t t = E->start[n]; t < E->start[n + 1]; t++)
    {
      const int64_t c = E->e[t].c, y = E->e[t].h, x = E->e[t].w;
      int64_t ylo, yhi, xlo, xhi;
      nds_spans_at (S, y, x, &ylo, &yhi, &xlo, &xhi);
      for (int64_t yo = ylo; yo < yhi; yo++)
        for (int64_t xo = xlo; xo < xhi; xo++)
          {
            const int64_t i = y + g->ph - yo * g->sh, j = x + g->pw - xo * g->sw;
            NDS_NAME (axpy) (dW + F * (c + C * (i + g->kh * j)), dyt + (yo * g->ow + xo) * F,
                             (NDS_T) E->e[t].v, F);
          }
    }
}

/* Y = the entries swept through the weights (see nds_conv.h) */
int NDS_NAME (nds_conv_scatter) (const nds_cv_entries *E, int64_t A, const NDS_T *Wt,
                                 int64_t K, const nds_win *g, int transposed,
                                 const nds_img *out, NDS_T *Y)
{
  if (!E || !Wt || !g || !out || A < 0 || K != out->c || E->nimg != out->n) return NDS_EARG;
  if (transposed ? nds_win_check (g, out) != NDS_OK
                 : (g->oh != out->h || g->ow != out->w || g->kh < 1 || g->kw < 1
                    || g->sh < 1 || g->sw < 1 || g->ph < 0 || g->pw < 0))
    return NDS_EARG;
  /* the grid the entries live on: the input's (unknown here, any row or column past
     the last window reaches no output) or dY's */
  if (!entries_within (E, A, transposed ? g->oh : E->nrow, transposed ? g->ow : E->ncol))
    return NDS_EARG;
  const int64_t N = out->n, th = out->h, tw = out->w, P = th * tw, img = P * K;
  if (N == 0 || img == 0) return NDS_OK;
  int64_t B = NDS_CV_BLOCK / ((int64_t) sizeof (NDS_T) * img);
  B = B < 1 ? 1 : B > NDS_CV_IMGS ? NDS_CV_IMGS : B;
  const int64_t nblk = (N + B - 1) / B;
  const int nt = nds_team (nblk, 2);
  NDS_T *bufs = nds_malloc ((size_t) nt, sizeof (NDS_T) * (size_t) (B * img));
  nds_spans S = {0, NULL, NULL};
  if (!bufs || (!transposed && nds_spans_make (g, E->nrow, E->ncol, &S)))
    {
      nds_free (bufs);
      return NDS_ENOMEM;
    }
  #pragma omp parallel num_threads(nt)
  {
    NDS_T *buf = bufs + (size_t) nds_thread () * (size_t) (B * img);
    #pragma omp for schedule(dynamic)
    for (int64_t blk = 0; blk < nblk; blk++)
      {
        const int64_t n0 = blk * B, nb = N - n0 < B ? N - n0 : B;
        memset (buf, 0, sizeof (NDS_T) * (size_t) (nb * img));
        for (int64_t b = 0; b < nb; b++)
          NDS_NAME (scatter_image) (E, n0 + b, A, Wt, K, g, transposed ? NULL : &S, th, tw,
                         buf + b * img);
        NDS_NAME (nds_img_block_copy) (buf, nb, out, n0, Y, 1);
      }
  }
  nds_free (bufs);
  nds_spans_free (&S);
  return NDS_OK;
}

/* dW = the gradient of the filter from the entries of X and the full dY */
int NDS_NAME (nds_conv_filter_sparse) (const nds_cv_entries *E, int64_t C,
                                       const NDS_T *dY, const nds_img *dyl,
                                       const nds_win *g, NDS_T *dW)
{
  if (!E || !g || !dyl || !dW || C < 0 || E->nimg != dyl->n || g->oh != dyl->h
      || g->ow != dyl->w || g->kh < 1 || g->kw < 1 || g->sh < 1 || g->sw < 1 || g->ph < 0
      || g->pw < 0 || (!dY && dyl->n * dyl->c * dyl->h * dyl->w > 0))
    return NDS_EARG;
  if (!entries_within (E, C, E->nrow, E->ncol)) return NDS_EARG;
  const int64_t N = dyl->n, F = dyl->c, img = g->oh * g->ow * F, nw = F * C * g->kh * g->kw;
  /* blocks of NDS_CV_IMGS images, whose dY is read a cache line at a time, in nb
     groups fixed by N alone, each summed into its own partial dW, the partials added
     in group order: the same bits whatever the thread count */
  const int64_t nblk = (N + NDS_CV_IMGS - 1) / NDS_CV_IMGS;
  int64_t nb = nblk < NDS_NBLK ? nblk : NDS_NBLK;
  while (nb > 1 && nb * nw > ((int64_t) 1 << 25)) nb /= 2;
  if (nb < 1 || nw == 0)
    {
      memset (dW, 0, sizeof (NDS_T) * (size_t) nw);
      return NDS_OK;
    }
  const int nt = nds_team (nb, 2);
  NDS_T *part = nds_calloc ((size_t) nb, sizeof (NDS_T) * (size_t) nw);
  NDS_T *dyts = nds_malloc ((size_t) nt, sizeof (NDS_T) * (size_t) (NDS_CV_IMGS * img));
  nds_spans S = {0, NULL, NULL};
  if (!part || !dyts || nds_spans_make (g, E->nrow, E->ncol, &S))
    {
      nds_free (part);
      nds_free (dyts);
      return NDS_ENOMEM;
    }
  #pragma omp parallel num_threads(nt)
  {
    NDS_T *dyt = dyts + (size_t) nds_thread () * (size_t) (NDS_CV_IMGS * img);
    #pragma omp for schedule(dynamic)
    for (int64_t b = 0; b < nb; b++)
      for (int64_t blk = nds_blk (nblk, b, nb); blk < nds_blk (nblk, b + 1, nb); blk++)
        {
          const int64_t n0 = blk * NDS_CV_IMGS;
          const int64_t n1 = N - n0 < NDS_CV_IMGS ? N : n0 + NDS_CV_IMGS;
          if (E->start[n0] == E->start[n1]) continue;
          NDS_NAME (nds_img_block_copy) (dyt, n1 - n0, dyl, n0, (NDS_T *) dY, 0);
          for (int64_t n = n0; n < n1; n++)
            NDS_NAME (filter_image) (E, n, C, dyt + (n - n0) * img, F, g, &S, part + b * nw);
        }
  }
  #pragma omp parallel for schedule(static) if (nw * nb > 100000)
  for (int64_t q = 0; q < nw; q++)
    {
      NDS_T sum = part[q];
      for (int64_t b = 1; b < nb; b++) sum += part[q + b * nw];
      dW[q] = sum;
    }
  nds_free (part);
  nds_free (dyts);
  nds_spans_free (&S);
  return NDS_OK;
}

/* dX (layout out, N x C x H x W) = the data gradient from the entries E of dY (F
   channels on the oh x ow grid) and W (F x C x kh x kw): the transposed sweep with
   W's channels swapped, so that each tap's weights over C lie side by side */
int NDS_NAME (nds_conv_data_sparse) (const nds_cv_entries *E, const NDS_T *W, int64_t F,
                                     const nds_win *g, const nds_img *out, NDS_T *dX)
{
  if (!E || !g || !out || F < 0 || g->kh < 1 || g->kw < 1 || (!W && F * out->c > 0))
    return NDS_EARG;
  const int64_t C = out->c, taps = g->kh * g->kw;
  NDS_T *Wt = nds_malloc ((size_t) (F * C), sizeof (NDS_T) * (size_t) taps);
  if (!Wt) return NDS_ENOMEM;
  for (int64_t t = 0; t < taps; t++)
    for (int64_t f = 0; f < F; f++)
      for (int64_t c = 0; c < C; c++) Wt[c + C * (f + F * t)] = W[f + F * (c + C * t)];
  const int st = NDS_NAME (nds_conv_scatter) (E, F, Wt, C, g, 1, out, dX);
  nds_free (Wt);
  return st;
}

#undef NDS_T
#undef NDS_NAME
