/* nds_pool_t.h: the kernels of nds_pool.c over full arrays of NDS_T values, named
   by NDS_NAME: included once for double (the names as declared in nds_conv.h) and
   once for float (the names with _f), then NDS_T and NDS_NAME undefined */

/* nds_pool_wins for NDS_T values: a float compared as float, so that the loops
   stay in float vector registers */
static inline int NDS_NAME (pool_wins) (NDS_T v, NDS_T b)
{
  return b == b && (v > b || v != v);
}

/* row r (a channel's output row yo) of nds_pool_dense's Y: the max or mean of each
   of its windows over the N images */
static void NDS_NAME (pool_dense_row) (const NDS_T *X, const nds_img *in, const nds_win *g,
                                       int avg, const nds_img *out, int64_t r, NDS_T *Y)
{
  const int64_t N = in->n;
  const NDS_T area = (NDS_T) (g->kh * g->kw);
  const int64_t c = r / g->oh, yo = r % g->oh;
  for (int64_t xo = 0; xo < g->ow; xo++)
    {
      int64_t h0, w0, r0, r1, c0, c1;
      nds_window_cells (in, g, yo, xo, &h0, &w0, &r0, &r1, &c0, &c1);
      NDS_T *restrict y = Y + N * nds_img_off (out, c, yo, xo);
      if (avg)
        for (int64_t n = 0; n < N; n++) y[n] = 0;
      else
        memcpy (y, X + N * nds_img_off (in, c, r0, c0), sizeof (NDS_T) * (size_t) N);
      for (int64_t h = r0; h < r1; h++)
        for (int64_t w = c0; w < c1; w++)
          {
            const NDS_T *restrict x = X + N * nds_img_off (in, c, h, w);
            if (avg)
              for (int64_t n = 0; n < N; n++) y[n] += x[n];
            else if (h > r0 || w > c0)
              for (int64_t n = 0; n < N; n++)
                y[n] = NDS_NAME (pool_wins) (x[n], y[n]) ? x[n] : y[n];
          }
      if (avg)
        for (int64_t n = 0; n < N; n++) y[n] /= area;
    }
}

/* Y = the max or mean of each window of the full X */
int NDS_NAME (nds_pool_dense) (const NDS_T *X, const nds_img *in, const nds_win *g, int avg,
                               const nds_img *out, NDS_T *Y)
{
  if (!nds_pool_check (in, g, out, avg) || (!X && in->n * in->c * in->h * in->w > 0))
    return NDS_EARG;
  const int64_t rows = in->c * g->oh;
  NDS_PAR_FOR (rows * g->ow * in->n > 10000, schedule(dynamic),
               for (int64_t r = 0; r < rows; r++)
                 NDS_NAME (pool_dense_row) (X, in, g, avg, out, r, Y););
  return NDS_OK;
}

/* best[n], arg[n] (n < nn) = the winner so far of the windows of nn images side
   by side against their cells x[n], at linear index at + n: without branches */
NDS_WIDE static void NDS_NAME (window_update) (const NDS_T *restrict x, int64_t at,
                                               int64_t nn, NDS_T *restrict best,
                                               int64_t *restrict arg)
{
  for (int64_t n = 0; n < nn; n++)
    {
      const int wins = NDS_NAME (pool_wins) (x[n], best[n]);
      best[n] = wins ? x[n] : best[n];
      arg[n] = wins ? at + n : arg[n];
    }
}

/* item it of nds_pool_dense_back (channel it / nb of the block it % nb of
   NDS_POOL_IMGS images, nb blocks): its windows' gradients added into dX */
static void NDS_NAME (pool_back_item) (const NDS_T *X, const nds_img *in, const NDS_T *dY,
                                       const nds_img *dyl, const nds_win *g, int avg,
                                       int64_t nb, int64_t it, NDS_T *dX)
{
  const int64_t N = in->n;
  const NDS_T area = (NDS_T) (g->kh * g->kw);
  const int64_t c = it / nb, n0 = (it % nb) * NDS_POOL_IMGS;
  const int64_t nn = N - n0 < NDS_POOL_IMGS ? N - n0 : NDS_POOL_IMGS;
  NDS_T best[NDS_POOL_IMGS];
  int64_t arg[NDS_POOL_IMGS];
  for (int64_t yo = 0; yo < g->oh; yo++)
    for (int64_t xo = 0; xo < g->ow; xo++)
      {
        int64_t h0, w0, r0, r1, c0, c1;
        nds_window_cells (in, g, yo, xo, &h0, &w0, &r0, &r1, &c0, &c1);
        const NDS_T *dy = dY + N * nds_img_off (dyl, c, yo, xo) + n0;
        if (avg)
          {
            for (int64_t h = r0; h < r1; h++)
              for (int64_t w = c0; w < c1; w++)
                {
                  NDS_T *restrict dx = dX + N * nds_img_off (in, c, h, w) + n0;
                  for (int64_t n = 0; n < nn; n++) dx[n] += dy[n] / area;
                }
            continue;
          }
        const int64_t first = N * nds_img_off (in, c, r0, c0) + n0;
        for (int64_t n = 0; n < nn; n++)
          {
            best[n] = X[first + n];
            arg[n] = first + n;
          }
        for (int64_t h = r0; h < r1; h++)
          for (int64_t w = c0; w < c1; w++)
            NDS_NAME (window_update) (X + N * nds_img_off (in, c, h, w) + n0,
                                      N * nds_img_off (in, c, h, w) + n0, nn, best, arg);
        for (int64_t n = 0; n < nn; n++) dX[arg[n]] += dy[n];
      }
}

/* dX = the gradient of the pooling of the full X */
int NDS_NAME (nds_pool_dense_back) (const NDS_T *X, const nds_img *in, const NDS_T *dY,
                                    const nds_img *dyl, const nds_win *g, int avg,
                                    NDS_T *dX)
{
  if (!nds_pool_check (in, g, dyl, avg) || !dX) return NDS_EARG;
  const int64_t N = in->n, nb = (N + NDS_POOL_IMGS - 1) / NDS_POOL_IMGS;
  if ((!dY && N * in->c * g->oh * g->ow > 0) || (!avg && !X && N * in->c * in->h * in->w > 0))
    return NDS_EARG;
  nds_zero (dX, sizeof (NDS_T) * (size_t) (N * in->c * in->h * in->w));
  /* items: a channel of a block of images, which no other item's windows reach */
  NDS_PAR_FOR (in->c * nb * g->oh * g->ow > 1000, schedule(dynamic),
               for (int64_t it = 0; it < in->c * nb; it++)
                 NDS_NAME (pool_back_item) (X, in, dY, dyl, g, avg, nb, it, dX););
  return NDS_OK;
}

/* dX = the average pool's gradient gathered cell by cell (see nds_conv.h) */
int NDS_NAME (nds_pool_avg_back_gather) (const nds_img *in, const NDS_T *dY,
                                         const nds_img *dyl, const nds_win *g, NDS_T *dX)
{
  if (!nds_pool_check (in, g, dyl, 1) || in->rowmajor || dyl->rowmajor) return NDS_EARG;
  const int64_t cn = in->c * in->n, cells = in->h * in->w;
  if ((!dX && cn * cells > 0) || (!dY && cn * g->oh * g->ow > 0)) return NDS_EARG;
  nds_spans S;
  int st = nds_spans_make (g, in->h, in->w, &S);
  if (st) return st;
  const NDS_T area = (NDS_T) (g->kh * g->kw);
  #pragma omp parallel for schedule(static) num_threads(nds_team (cn * cells, NDS_SERIAL_BELOW))
  for (int64_t cell = 0; cell < cells; cell++)
    {
      int64_t ylo, yhi, xlo, xhi;
      nds_spans_at (&S, cell % in->h, cell / in->h, &ylo, &yhi, &xlo, &xhi);
      NDS_T *restrict dx = dX + cn * cell;
      if (ylo >= yhi || xlo >= xhi)
        {
          memset (dx, 0, sizeof (NDS_T) * (size_t) cn);
          continue;
        }
      int first = 1;
      for (int64_t yo = ylo; yo < yhi; yo++)
        for (int64_t xo = xlo; xo < xhi; xo++, first = 0)
          {
            const NDS_T *restrict dy = dY + cn * (yo + g->oh * xo);
            if (first)
              for (int64_t k = 0; k < cn; k++) dx[k] = 0 + dy[k] / area;
            else
              for (int64_t k = 0; k < cn; k++) dx[k] += dy[k] / area;
          }
    }

  nds_spans_free (&S);
  return NDS_OK;
}

#undef NDS_T
#undef NDS_NAME
