/* nds_ttm.c: contraction of one mode of COO entries with a matrix (ttm, ttv) */
#include <string.h>
#include "nds_kern.h"
#include "nds_axpy_z.h"

/* G = the fibers of mode `mode` in the sorted entries s: the groups of entries that
   agree in every other dim */
int nds_fibers (const int64_t *s, int64_t n, int64_t m, const int64_t *shape, int64_t mode,
                nds_groups *G)
{
  unsigned char red[64] = {0};
  if (n < 0 || mode < 0 || mode >= m || m > 64) return NDS_EARG;
  red[mode] = 1;
  return nds_group_kept (s, n, m, shape, red, G);
}

/* acc[j] = sum over fiber g of x(e) * M(j0 + j, s(e,mode)) for j < nj, x doubles or
   (xf) floats, sm the mode's subscripts.  The first entry's products, each added to 0
   (the bits of a sum from zero, -0 too), start the sums: zeroing acc first, a memset
   call or a rep stos a fiber, cost about half of each lane's time at 1e5 fibers of
   one entry.  Always inline: one loop for each xf */
static inline __attribute__ ((always_inline)) void
fiber_sums (const nds_groups *F, const int64_t *sm, const void *x, int xf, int64_t g,
            const double *M, int64_t J, int64_t j0, int64_t nj, double *acc)
{
  for (int64_t t = F->start[g]; t < F->start[g + 1]; t++)
    {
      const int64_t e = nds_sorted_row (F, t);
      const double v = xf ? ((const float *) x)[e] : ((const double *) x)[e];
      const double *Mc = M + J * (sm[e] - 1) + j0;
      if (t == F->start[g])
        for (int64_t j = 0; j < nj; j++) acc[j] = 0.0 + v * Mc[j];
      else
        for (int64_t j = 0; j < nj; j++) acc[j] += v * Mc[j];
    }
}

/* y[g*J + j] = sum over fiber g of x(e) * M(j, s(e,mode)), summed in y itself (a tile
   of sums on the stack, as the float lane below, cost ttv mode 3 at 1e5 nonzeros 19%
   more instructions at J = 1) */
void nds_fibers_apply (const nds_groups *F, const int64_t *s, const double *x,
                       int64_t mode, const double *M, int64_t J, double *y)
{
  const int64_t *sm = s + mode * F->n;
  #pragma omp parallel for schedule(static) if (F->ng > 10000)
  for (int64_t g = 0; g < F->ng; g++)
    {
      /* values and coordinates gathered in sorted order, at random: fetch ahead */
      nds_prefetch_sorted (F, x, sizeof (double), F->start[g]);
      nds_prefetch_sorted (F, sm, sizeof (int64_t), F->start[g]);
      fiber_sums (F, sm, x, 0, g, M, J, 0, J, y + g * J);
    }
}

/* the same for float values x and float results y, each sum taken in double and
   rounded once: J in tiles of 64 double sums on the stack (a fiber, about one entry
   in the bench's tensors, is read once a tile), y written once; a fiber of one entry
   rounds its products straight into y (through the tile: 2.2x the time at J = 1) */
void nds_fibers_apply_f (const nds_groups *F, const int64_t *s, const float *x,
                         int64_t mode, const double *M, int64_t J, float *y)
{
  const int64_t *sm = s + mode * F->n;
  #pragma omp parallel for schedule(static) if (F->ng > 10000)
  for (int64_t g = 0; g < F->ng; g++)
    {
      const int64_t t = F->start[g];
      nds_prefetch_sorted (F, x, sizeof (float), t);
      nds_prefetch_sorted (F, sm, sizeof (int64_t), t);
      if (F->start[g + 1] - t == 1)
        {
          const int64_t e = nds_sorted_row (F, t);
          const double v = x[e], *Mc = M + J * (sm[e] - 1);
          for (int64_t j = 0; j < J; j++) y[g * J + j] = (float) (0.0 + v * Mc[j]);
          continue;
        }
      for (int64_t j0 = 0; j0 < J; j0 += 64)
        {
          const int64_t nj = J - j0 < 64 ? J - j0 : 64;
          double acc[64];
          fiber_sums (F, sm, x, 1, g, M, J, j0, nj, acc);
          for (int64_t j = 0; j < nj; j++) y[g * J + j0 + j] = (float) acc[j];
        }
    }
}

/* the fibers lo..hi-1 of nds_fibers_apply_z for one combination of xc and mc */
static inline __attribute__ ((always_inline)) void
apply_z_range (const nds_groups *F, const int64_t *sm, const double *x, int xc,
               const double *M, int mc, int64_t J, double *y)
{
  const int64_t *st = F->start;
  #pragma omp parallel for schedule(static) if (F->ng > 10000)
  for (int64_t g = 0; g < F->ng; g++)
    {
      double *yg = y + 2 * g * J;
      for (int64_t j = 0; j < 2 * J; j++) yg[j] = 0;
      nds_prefetch_sorted (F, x, xc ? 2 * sizeof (double) : sizeof (double), st[g]);
      nds_prefetch_sorted (F, sm, sizeof (int64_t), st[g]);
      for (int64_t t = st[g]; t < st[g + 1]; t++)
        {
          int64_t e = nds_sorted_row (F, t);
          const double vr = xc ? x[2 * e] : x[e], vi = xc ? x[2 * e + 1] : 0;
          axpy_z (yg, vr, vi, M + (mc ? 2 : 1) * J * (sm[e] - 1), J, xc, mc);
        }
    }
}

/* y[g*J + j] (complex pairs) = sum over fiber g of x(e) * M(j, s(e,mode)), x complex
   pairs when xc (else real), M (J-by-shape[mode]) complex pairs when mc (else real),
   at least one complex; no conjugation.  A product is (a c - b d, a d + b c), as
   BLAS's and Octave's matrix products compute it. */
void nds_fibers_apply_z (const nds_groups *F, const int64_t *s, const double *x, int xc,
                         int64_t mode, const double *M, int mc, int64_t J, double *y)
{
  const int64_t *sm = s + mode * F->n;
  if (xc && mc) apply_z_range (F, sm, x, 1, M, 1, J, y);
  else if (xc) apply_z_range (F, sm, x, 1, M, 0, J, y);
  else apply_z_range (F, sm, x, 0, M, 1, J, y);
}

/* Y (zero-filled, shape with shape[mode] = J) = the fiber results, doubles or (xf)
   floats from float values x, each summed in double and rounded once; returns nnz (Y),
   counted while each fiber's cells are in cache.  Always inline: one loop for each xf */
static inline __attribute__ ((always_inline)) int64_t
fibers_dense_w (const nds_groups *F, const int64_t *s, const void *x, int xf, int64_t m,
                const int64_t *shape, int64_t mode, const double *M, int64_t J, void *Y)
{
  const int64_t n = F->n, *sm = s + mode * n;
  int64_t plo = 1, nz = 0;
  for (int64_t d = 0; d < mode; d++) plo *= shape[d];
  #pragma omp parallel for schedule(static) reduction(+:nz) if (F->ng > 10000)
  for (int64_t g = 0; g < F->ng; g++)
    {
      const int64_t e = nds_sorted_row (F, F->start[g]);
      int64_t lo = 0, hi = 0;
      for (int64_t d = mode - 1; d >= 0; d--) lo = lo * shape[d] + (s[e + d * n] - 1);
      for (int64_t d = m - 1; d > mode; d--) hi = hi * shape[d] + (s[e + d * n] - 1);
      nds_prefetch_sorted (F, x, xf ? sizeof (float) : sizeof (double), F->start[g]);
      nds_prefetch_sorted (F, sm, sizeof (int64_t), F->start[g]);
      /* each cell is one fiber's: written once, not added to */
      for (int64_t j0 = 0; j0 < J; j0 += 64)
        {
          const int64_t nj = J - j0 < 64 ? J - j0 : 64;
          double acc[64];
          fiber_sums (F, sm, x, xf, g, M, J, j0, nj, acc);
          for (int64_t j = 0; j < nj; j++)
            {
              const int64_t c = lo + plo * (J * hi + j0 + j);
              if (xf)
                nz += (((float *) Y)[c] = (float) acc[j]) != 0;
              else
                nz += (((double *) Y)[c] = acc[j]) != 0;
            }
        }
    }
  return nz;
}

int64_t nds_fibers_dense (const nds_groups *F, const int64_t *s, const double *x, int64_t m,
                          const int64_t *shape, int64_t mode, const double *M, int64_t J,
                          double *Y)
{
  return fibers_dense_w (F, s, x, 0, m, shape, mode, M, J, Y);
}

int64_t nds_fibers_dense_f (const nds_groups *F, const int64_t *s, const float *x, int64_t m,
                            const int64_t *shape, int64_t mode, const double *M, int64_t J,
                            float *Y)
{
  return fibers_dense_w (F, s, x, 1, m, shape, mode, M, J, Y);
}

/* 1 when the first entries of fibers a and b agree in the dims after mode */
static int same_hi (const nds_groups *F, const int64_t *s, int64_t m, int64_t mode,
                    int64_t a, int64_t b)
{
  const int64_t n = F->n;
  int64_t ea = nds_sorted_row (F, F->start[a]), eb = nds_sorted_row (F, F->start[b]);
  for (int64_t d = mode + 1; d < m; d++)
    if (s[ea + d * n] != s[eb + d * n]) return 0;
  return 1;
}

typedef struct {
  const nds_groups *F;
  uint64_t inv[64];
  const int64_t *s;
  int64_t m, mode, keep, *os, nout;
} fiber_ctx;

/* the coordinates of fiber g (the mode column 1, or none unless keep) into row o:
   fibers of the last mode are groups over the leading dims, which know their
   coordinates (decoded from their keys, without reading the entries) */
static void fiber_row (const void *ctx, int64_t g, int64_t o)
{
  const fiber_ctx *c = ctx;
  const nds_groups *F = c->F;
  int64_t nout = c->nout, *os = c->os;
  if (F->sz)
    {
      nds_group_coords (F, c->inv, g, os, o, nout);
      if (c->keep) os[o + F->m * nout] = 1;
      return;
    }
  int64_t e = nds_sorted_row (F, F->start[g]), n = F->n;
  for (int64_t d = 0, col = 0; d < c->m; d++)
    if (d != c->mode || c->keep)
      os[o + (col++) * nout] = d == c->mode ? 1 : c->s[e + d * n];
}

/* the first fiber at or after g that starts a run of fibers agreeing in the dims
   after mode */
static int64_t run_start (const nds_groups *F, const int64_t *s, int64_t m, int64_t mode,
                          int64_t g)
{
  while (g > 0 && g < F->ng && same_hi (F, s, m, mode, g - 1, g)) g++;
  return g;
}

/* fibers a tile of emit_runs gathers the coordinates of: 256 fibers of a rank-3
   tensor (two kept dims), 64 KB of coordinates at most */
#define NDS_EMIT_TILE 8192

/* 1 when result r of y (w doubles each, or with yf floats) is nonzero */
static inline __attribute__ ((always_inline)) int
result_nz (const void *y, int yf, int64_t r, int w)
{
  if (yf) return ((const float *) y)[r] != 0;
  const double *v = (const double *) y + w * r;
  return v[0] != 0 || (w == 2 && v[1] != 0);
}

/* result r of y (w doubles each, or with yf floats) written at row q of ox, or of
   oxf as floats when oxf is not NULL */
static inline __attribute__ ((always_inline)) void
put_result (const void *y, int yf, int64_t r, int w, double *ox, float *oxf, int64_t q)
{
  if (yf)
    {
      oxf[q] = ((const float *) y)[r];
      return;
    }
  const double *v = (const double *) y + w * r;
  if (oxf)
    {
      oxf[w * q] = (float) v[0];
      if (w == 2) oxf[2 * q + 1] = (float) v[1];
    }
  else
    {
      ox[w * q] = v[0];
      if (w == 2) ox[2 * q + 1] = v[1];
    }
}

/* the nonzero results of fibers glo..ghi-1 (whole runs) from row o of osubs and ox,
   or of oxf as floats when oxf is not NULL; y holds w doubles a result, or with yf
   (w 1) floats; oj: J counters.  Within a run result j of every fiber comes before
   result j + 1 of any, so each run first counts its nonzero results by j (oj: where
   j's next one goes); then a tile of fibers at a time gathers their coordinates
   once (a random read of the entries through the sort's permutation) and writes
   their J results from it.  Gathering for each j read each fiber's row J times:
   ttm (A, M, 3) at 1e7 with J = 8 spent half its time in those misses, in both
   lanes.  Always inline: emit_runs_w calls it with w and yf constant, so that the
   real loop tests no imaginary part */
static inline __attribute__ ((always_inline)) void
emit_runs (const nds_groups *F, const int64_t *s, int64_t m, int64_t mode, const void *y,
           int yf, int64_t J, int keep, int64_t *osubs, double *ox, float *oxf, int64_t nout,
           int64_t glo, int64_t ghi, int64_t o, int w, int64_t *oj)
{
  const int64_t n = F->n, mk = m - 1 > 0 ? m - 1 : 1, tile = NDS_EMIT_TILE / mk < 256
                                                              ? NDS_EMIT_TILE / mk : 256;
  int64_t co[NDS_EMIT_TILE];
  int64_t g0 = glo;
  while (g0 < ghi)
    {
      int64_t g1 = g0 + 1;
      while (g1 < ghi && same_hi (F, s, m, mode, g0, g1)) g1++;
      for (int64_t j = 0; j < J; j++) oj[j] = 0;
      for (int64_t g = g0; g < g1; g++)
        for (int64_t j = 0; j < J; j++) oj[j] += result_nz (y, yf, g * J + j, w);
      for (int64_t j = 0, c; j < J; j++, o += c)
        {
          c = oj[j];
          oj[j] = o;
        }
      for (int64_t t0 = g0; t0 < g1; t0 += tile)
        {
          const int64_t t1 = t0 + tile < g1 ? t0 + tile : g1;
          for (int64_t g = t0; g < t1; g++)
            {
              const int64_t e = nds_sorted_row (F, F->start[g]);
              for (int64_t d = 0, k = 0; d < m; d++)
                if (d != mode) co[(k++) * tile + g - t0] = s[e + d * n];
            }
          for (int64_t j = 0; j < J; j++)
            {
              int64_t q = oj[j];
              for (int64_t g = t0; g < t1; g++)
                {
                  const int64_t r = g * J + j;
                  if (!result_nz (y, yf, r, w)) continue;
                  for (int64_t d = 0, c = 0, k = 0; d < m; d++)
                    if (d == mode)
                      {
                        if (keep) osubs[q + (c++) * nout] = j + 1;
                      }
                    else
                      osubs[q + (c++) * nout] = co[(k++) * tile + g - t0];
                  put_result (y, yf, r, w, ox, oxf, q);
                  q++;
                }
              oj[j] = q;
            }
        }
      g0 = g1;
    }
}

/* emit_runs' results j by j: for each j the run's fibers' rows read again, where
   they are cached (below NDS_EMIT_TILED_ROWS) cheaper than emit_runs' count and
   tiles (ttm mode 1 at 1e5 nonzeros, J = 10: 129M instructions a call against
   148M; at 1e6 the two take the same time, at 1e7 the tiles 0.66 of it) */
static inline __attribute__ ((always_inline)) void
emit_runs_by_j (const nds_groups *F, const int64_t *s, int64_t m, int64_t mode,
                const void *y, int yf, int64_t J, int keep, int64_t *osubs, double *ox,
                float *oxf, int64_t nout, int64_t glo, int64_t ghi, int64_t o, int w)
{
  const int64_t n = F->n;
  int64_t g0 = glo;
  while (g0 < ghi)
    {
      int64_t g1 = g0 + 1;
      while (g1 < ghi && same_hi (F, s, m, mode, g0, g1)) g1++;
      for (int64_t j = 0; j < J; j++)
        for (int64_t g = g0; g < g1; g++)
          {
            const int64_t r = g * J + j;
            if (!result_nz (y, yf, r, w)) continue;
            const int64_t e = nds_sorted_row (F, F->start[g]);
            for (int64_t d = 0, c = 0; d < m; d++)
              {
                if (d == mode && !keep) continue;
                osubs[o + (c++) * nout] = d == mode ? j + 1 : s[e + d * n];
              }
            put_result (y, yf, r, w, ox, oxf, o);
            o++;
          }
      g0 = g1;
    }
}

/* coordinates (entries times dims) past which emit_runs' tiles pay: 32 MB of them,
   more than a last-level cache holds */
#define NDS_EMIT_TILED_ROWS (1 << 22)

/* emit_runs, or emit_runs_by_j for cached rows, for w doubles a value or (yf) a
   float, one copy of the loop for each; NDS_ENOMEM when its J counters cannot be had */
static int emit_runs_w (const nds_groups *F, const int64_t *s, int64_t m, int64_t mode,
                        const void *y, int yf, int64_t J, int keep, int64_t *osubs,
                        double *ox, float *oxf, int64_t nout, int64_t glo, int64_t ghi,
                        int64_t o, int w)
{
  if (F->n * m <= NDS_EMIT_TILED_ROWS)
    {
      if (yf) emit_runs_by_j (F, s, m, mode, y, 1, J, keep, osubs, ox, oxf, nout, glo, ghi, o, 1);
      else if (w == 1)
        emit_runs_by_j (F, s, m, mode, y, 0, J, keep, osubs, ox, oxf, nout, glo, ghi, o, 1);
      else emit_runs_by_j (F, s, m, mode, y, 0, J, keep, osubs, ox, oxf, nout, glo, ghi, o, 2);
      return NDS_OK;
    }
  int64_t *oj = nds_malloc ((size_t) J, sizeof (int64_t));
  if (!oj) return NDS_ENOMEM;
  if (yf) emit_runs (F, s, m, mode, y, 1, J, keep, osubs, ox, oxf, nout, glo, ghi, o, 1, oj);
  else if (w == 1)
    emit_runs (F, s, m, mode, y, 0, J, keep, osubs, ox, oxf, nout, glo, ghi, o, 1, oj);
  else emit_runs (F, s, m, mode, y, 0, J, keep, osubs, ox, oxf, nout, glo, ghi, o, 2, oj);
  nds_free (oj);
  return NDS_OK;
}

/* the nonzero results among y's n results (w doubles each, or floats with yf) */
static int64_t count_results (const void *y, int yf, int64_t n, int w)
{
  if (yf) return nds_count_nz_f (y, n);
  return w == 1 ? nds_count_nz (y, n) : nds_count_nz_z (y, n);
}

/* nds_fibers_emit's blocks for values of w doubles (1 real, 2 complex pairs) or (yf)
   floats, written to ox, or to oxf as floats */
static int emit_blocks (const nds_groups *F, const int64_t *s, int64_t m, int64_t mode,
                        const void *y, int yf, int64_t J, int keep, int64_t *osubs,
                        double *ox, float *oxf, int64_t nout, int w)
{
  const int64_t ng = F->ng;
  const size_t rb = yf ? sizeof (float) : (size_t) w * sizeof (double);
  int64_t lo[NDS_NBLK + 1], cnt[NDS_NBLK + 1] = {0};
  for (int64_t b = 0; b < NDS_NBLK; b++) lo[b] = run_start (F, s, m, mode, nds_blk (ng, b, NDS_NBLK));
  lo[NDS_NBLK] = ng;
  for (int64_t b = 0; b < NDS_NBLK; b++)
    cnt[b + 1] = cnt[b] + count_results ((const char *) y + rb * (size_t) (lo[b] * J), yf,
                                         (lo[b + 1] - lo[b]) * J, w);
  if (cnt[NDS_NBLK] != nout) return NDS_EARG;
  int st = NDS_OK;
  NDS_PAR_FOR (ng * J > 100000, schedule(dynamic, 1),
               for (int64_t b = 0; b < NDS_NBLK; b++)
                 if (emit_runs_w (F, s, m, mode, y, yf, J, keep, osubs, ox, oxf, nout, lo[b],
                                  lo[b + 1], cnt[b], w) != NDS_OK)
                   {
                     _Pragma ("omp atomic write")
                     st = NDS_ENOMEM;
                   });
  return st;
}

/* nds_fibers_emit for values of w doubles (1 real, 2 complex pairs), to ox or (oxf
   not NULL) to oxf as floats: one double result per fiber (J = 1) by the groups'
   rows, in parallel */
static int fibers_emit_w (const nds_groups *F, const int64_t *s, int64_t m, int64_t mode,
                          const double *y, int64_t J, int keep, int64_t *osubs, double *ox,
                          float *oxf, int64_t nout, int w)
{
  if (J == 1 && !oxf)
    {
      fiber_ctx c = {F, {0}, s, m, mode, keep, osubs, nout};
      if (F->sz) nds_key_inverse (F->sz, F->m < 64 ? F->m : 64, c.inv);
      return w == 1 ? nds_emit_rows (F->ng, y, fiber_row, &c, ox)
                    : nds_emit_rows_z (F->ng, y, fiber_row, &c, ox);
    }
  return emit_blocks (F, s, m, mode, y, 0, J, keep, osubs, ox, oxf, nout, w);
}

/* the nonzero fiber results as sorted entries (column-major over the output dims:
   within a block of equal later dims, j is more significant than earlier dims),
   in NDS_NBLK blocks of whole runs written in parallel, each from the offset its
   fibers' nonzero results give (their count does not depend on the order): the
   result is J times the fibers, written to fresh memory */
int nds_fibers_emit (const nds_groups *F, const int64_t *s, int64_t m, int64_t mode,
                     const double *y, int64_t J, int keep, int64_t *osubs, double *ox,
                     int64_t nout)
{
  return fibers_emit_w (F, s, m, mode, y, J, keep, osubs, ox, NULL, nout, 1);
}

/* the same for complex fiber results y and values ox (pairs); nout = the results
   with a nonzero part (nds_count_nz_z) */
int nds_fibers_emit_z (const nds_groups *F, const int64_t *s, int64_t m, int64_t mode,
                       const double *y, int64_t J, int keep, int64_t *osubs, double *ox,
                       int64_t nout)
{
  return fibers_emit_w (F, s, m, mode, y, J, keep, osubs, ox, NULL, nout, 2);
}

/* the same with the values ox written as float pairs (y rounded to single first by
   nds_round_single, so that nout counts the pairs single keeps nonzero) */
int nds_fibers_emit_cf (const nds_groups *F, const int64_t *s, int64_t m, int64_t mode,
                        const double *y, int64_t J, int keep, int64_t *osubs, float *ox,
                        int64_t nout)
{
  return fibers_emit_w (F, s, m, mode, y, J, keep, osubs, NULL, ox, nout, 2);
}

/* the same for the float fiber results y of nds_fibers_apply_f and float values ox;
   nout = nds_count_nz_f (y, ng * J) */
int nds_fibers_emit_f (const nds_groups *F, const int64_t *s, int64_t m, int64_t mode,
                       const float *y, int64_t J, int keep, int64_t *osubs, float *ox,
                       int64_t nout)
{
  if (J == 1)
    {
      /* one result a fiber, as the double lane: the groups' rows, decoded from
         their keys (emit_blocks read each fiber's entry at random: ttv (A, v, 3)
         of single A at 1e5 spent 38% there) */
      fiber_ctx c = {F, {0}, s, m, mode, keep, osubs, nout};
      if (F->sz) nds_key_inverse (F->sz, F->m < 64 ? F->m : 64, c.inv);
      return nds_emit_rows_f (F->ng, y, fiber_row, &c, ox);
    }
  return emit_blocks (F, s, m, mode, y, 1, J, keep, osubs, NULL, ox, nout, 1);
}

/* y[i] rounded to single (kept as doubles), i < n */
void nds_round_single (double *y, int64_t n)
{
  #pragma omp parallel for schedule(static) if (n > 100000)
  for (int64_t i = 0; i < n; i++) y[i] = (float) y[i];
}

/* number of the n complex pairs z with a nonzero part */
int64_t nds_count_nz_z (const double *z, int64_t n)
{
  int64_t c = 0;
  #pragma omp parallel for reduction(+:c) schedule(static) if (n > 100000)
  for (int64_t i = 0; i < n; i++) c += (int64_t) (nds_isnz (z[2 * i]) | nds_isnz (z[2 * i + 1]));
  return c;
}

/* offset in Y of row e of s from its dims from..m-1: their coordinates less 1 times
   Y's strides */
static inline int64_t y_offset (const int64_t *s, int64_t n, int64_t m,
                                const int64_t *ystride, int64_t from, int64_t e)
{
  int64_t l = 0;
  for (int64_t d = from; d < m; d++) l += (s[e + d * n] - 1) * ystride[d];
  return l;
}

/* Y[offset of row e + plo*j] += x[e] * M(j, s(e,mode)) for rows lo..hi-1, j < J;
   xf: x and Y hold floats, each product taken in double and added in single (the
   double sum rounded to single, as nds_modered_run adds weighted singles).  Always
   inline: accumulate_block calls it for ttv with J = 1, m constants for ranks 2 and 3
   and xf a constant, so that its loops over J and over the dims fold away */
static inline __attribute__ ((always_inline)) void
accumulate_rows (const int64_t *s, const void *x, int xf, int64_t n, int64_t m,
                 const int64_t *ystride, const int64_t *sm, const double *M, int64_t J,
                 int64_t plo, int64_t lo, int64_t hi, void *Y)
{
  for (int64_t e = lo; e < hi; e++)
    {
      const int64_t l = y_offset (s, n, m, ystride, 0, e);
      const double v = xf ? (double) ((const float *) x)[e] : ((const double *) x)[e];
      const double *Mc = M + J * (sm[e] - 1);
      for (int64_t j = 0; j < J; j++)
        if (xf)
          ((float *) Y)[l + plo * j] = (float) (((float *) Y)[l + plo * j] + v * Mc[j]);
        else
          ((double *) Y)[l + plo * j] += v * Mc[j];
    }
}

/* block b of nds_mode_accumulate's nb blocks of rows (whole runs of the dims after
   the mode): its part of Y zeroed, its rows' contributions added; returns the
   part's nonzeros (x and Y floats when xf) */
static int64_t accumulate_block (const int64_t *s, const void *x, int xf, int64_t n,
                                 int64_t m, const int64_t *ystride, int64_t mode,
                                 const double *M, int64_t J, int64_t plo, int64_t ny,
                                 int64_t nb, int64_t b, void *Y)
{
  const int64_t *sm = s + mode * n;
  const size_t yb = xf ? sizeof (float) : sizeof (double);
  /* the rows before and after a change of the dims after the mode land in disjoint
     ordered parts of Y */
  int64_t lo = nds_blk (n, b, nb), hi = nds_blk (n, b + 1, nb);
  if (lo > 0 && lo < n) lo = nds_run_end (s, n, m, mode + 1, lo - 1, n);
  if (hi > 0 && hi < n) hi = nds_run_end (s, n, m, mode + 1, hi - 1, n);
  /* the block's part of Y runs up to where the next block's first entry lands */
  int64_t ylo = b == 0 ? 0 : lo < n ? y_offset (s, n, m, ystride, mode + 1, lo) : ny;
  int64_t yhi = hi < n ? y_offset (s, n, m, ystride, mode + 1, hi) : ny;
  if (yhi > ylo) memset ((char *) Y + (size_t) ylo * yb, 0, yb * (size_t) (yhi - ylo));
#define ACCUMULATE_TTV(k)                                                         \
  if (xf) accumulate_rows (s, x, 1, n, k, ystride, sm, M, 1, plo, lo, hi, Y);     \
  else accumulate_rows (s, x, 0, n, k, ystride, sm, M, 1, plo, lo, hi, Y)
  if (J == 1)   /* ttv */
    {
      NDS_RANK_SPECIALIZE (m, ACCUMULATE_TTV);
    }
  else if (xf)
    accumulate_rows (s, x, 1, n, m, ystride, sm, M, J, plo, lo, hi, Y);
  else
    accumulate_rows (s, x, 0, n, m, ystride, sm, M, J, plo, lo, hi, Y);
#undef ACCUMULATE_TTV
  int64_t nz = 0;
  if (xf)
    for (int64_t i = ylo; i < yhi; i++) nz += ((const float *) Y)[i] != 0;
  else
    for (int64_t i = ylo; i < yhi; i++) nz += (int64_t) nds_isnz (((const double *) Y)[i]);
  return nz;
}

/* Y (shape with shape[mode] = J) = the sum of every entry's contribution
   x(e) * M(:, s(e,mode)), without grouping.  When mode is not the last dim,
   blocks starting where the dims after it change write disjoint parts of Y in
   parallel; each zeroes its part first, so the part is in cache when the entries land
   in it (blocks are made small enough for that), and counts its nonzeros while it is
   still there.  xf: x and Y hold floats (see accumulate_rows).
   Returns the nonzeros of Y. */
static int64_t mode_accumulate (const int64_t *s, const void *x, int xf, int64_t n,
                                int64_t m, const int64_t *shape, int64_t mode,
                                const double *M, int64_t J, void *Y)
{
  int64_t plo = 1;
  for (int64_t d = 0; d < mode; d++) plo *= shape[d];
  int64_t ny = plo * J, nz = 0, ystride[64];
  for (int64_t d = mode + 1; d < m; d++) ny *= shape[d];
  /* Y's stride along each dim (J in place of the mode, whose stride is 0 here: M's
     column picks the value) */
  for (int64_t d = 0, st = 1; d < m && d < 64; d++)
    {
      ystride[d] = d == mode ? 0 : st;
      st *= d == mode ? J : shape[d];
    }
  /* blocks whose part of Y (about ny / nb) fits in a core's cache (256 KiB) */
  int64_t nb = ny / 32768;
  if (nb > n / 4096) nb = n / 4096;
  if (nb < NDS_NBLK) nb = NDS_NBLK;
  if (mode == m - 1) nb = 1;
  NDS_PAR_FOR (n > 100000 && nb > 1, schedule(dynamic, 1) reduction(+:nz),
               for (int64_t b = 0; b < nb; b++)
                 nz += accumulate_block (s, x, xf, n, m, ystride, mode, M, J, plo, ny, nb, b,
                                         Y););
  return nz;
}

int64_t nds_mode_accumulate (const int64_t *s, const double *x, int64_t n, int64_t m,
                             const int64_t *shape, int64_t mode, const double *M,
                             int64_t J, double *Y)
{
  return mode_accumulate (s, x, 0, n, m, shape, mode, M, J, Y);
}

int64_t nds_mode_accumulate_f (const int64_t *s, const float *x, int64_t n, int64_t m,
                               const int64_t *shape, int64_t mode, const double *M,
                               int64_t J, float *Y)
{
  return mode_accumulate (s, x, 1, n, m, shape, mode, M, J, Y);
}
