/* nds_mttkrp.c: matricized tensor times Khatri-Rao product of COO entries */
#define _GNU_SOURCE          /* sysconf's _SC_LEVEL2_CACHE_SIZE */
#include <string.h>
#include <unistd.h>
#include "nds_kern.h"

/* first entry at or after e whose row s(., mode) differs from the previous one */
static int64_t row_start (const int64_t *sm, int64_t n, int64_t e)
{
  while (e > 0 && e < n && sm[e] == sm[e - 1]) e++;
  return e;
}

/* entries ahead of the current one whose factor and result rows are fetched early:
   those rows are scattered over arrays larger than the caches (a Netflix-sized
   tensor's user factor is 38 MB), and a gather waits the memory's latency unless
   it was asked for beforehand */
#define PF 16

/* ask for every cache line of the row of `bytes` bytes at p, to be read (rw 0) or
   written (rw 1): a complex row of R = 8 spans two lines, three when not at a line's
   boundary; always inline: GCC 12 found the called function pure and dropped its
   calls */
static inline __attribute__ ((always_inline)) void fetch_row (const void *p, int64_t bytes,
                                                              int rw)
{
  const uintptr_t end = (uintptr_t) p + (uintptr_t) (bytes > 0 ? bytes - 1 : 0);
  for (uintptr_t q = (uintptr_t) p & ~(uintptr_t) 63; q <= end; q += 64)
    {
      if (rw) __builtin_prefetch ((const void *) q, 1);
      else __builtin_prefetch ((const void *) q, 0);
    }
}

/* the kernels for double values and factors (mttkrp_block, mttkrp_block_z) and for
   float ones (mttkrp_block_f, mttkrp_block_z_f: single operands read as they are
   stored, no double copy, and computed in float as Octave's single arrays are:
   float partial rows, half the bytes of double ones).  The real 3-D loop's vector
   length (NDS_SIMD3) by lane: float rows in simdlen 8, one vector step for R = 8
   (GCC's own choice, 16 in the AVX-512 clone, left R = 8 to the scalar epilogue).
   Without the widening to double, neither a prefetch of the partial row 16 entries
   ahead nor a fused multiply-add made the float loop faster (1e7 entries, one
   thread, CPU medians of interleaved calls, loaded: S/D 0.64-0.87 without either,
   0.76-0.89 with the prefetch).  The N-D loops ask for the rows of the entry PF
   ahead (fetch_row); the 3-D loops do where their rows (the partial result's and the
   factors', R values each, real or complex) outgrow the L2.  On the Intel VM (2 MB
   of L2) the 3-D loops did better without: double 46-53 ms at 1e7, 62-69 with
   (2026-11-30).  On a Zen 3 (512 KB of L2) the
   bench's partial result of 10000 rows misses the L2 for double and complex alike;
   unasked, a miss waits in the reorder window, where the complex loop (twice the
   instructions an entry) holds half as many entries (the likely cause: this VM has
   no counters to show it).  With the rows asked ahead, complex mttkrp at 1e7
   (10000x10000x1000, R = 8, modes 1-3, Octave, CPU medians of 9 interleaved calls,
   old and new builds alternated, load 6-7) 184-266 -> 126-192 ms, double 76-97 ->
   67-95, single unchanged (54-79 and 53-79), so Z/D 2.31-2.90 -> 1.83-2.21.  Slabs
   of 4 of the 8 rank columns (one pass over the entries each, a slab's partial
   result half as large) lost to one pass with the rows asked ahead: 240 against
   153 ms in mode 1 (C harness, one thread, 2026-12-01).  At 2500x2500x1000, where
   double's rows (384 KB) fit, asking made double and single 7-10% slower (C harness,
   one thread): so the L2 test. */
#define NDS_T double
#define NDS_NAME(f) f
#define NDS_SIMD3 _Pragma ("omp simd")
#include "nds_mttkrp_t.h"
#define NDS_T float
#define NDS_NAME(f) f##_f
#define NDS_SIMD3 _Pragma ("omp simd simdlen(8)")
#include "nds_mttkrp_t.h"

/* the L2 cache's bytes a core, 512 KB where the system does not say */
static double l2_bytes (void)
{
#ifdef _SC_LEVEL2_CACHE_SIZE
  const long b = sysconf (_SC_LEVEL2_CACHE_SIZE);
  if (b > 0) return (double) b;
#endif
  return 512.0 * 1024;
}

/* row-major float copy of the I-by-R column-major U; nds_free it, NULL: no memory */
static float *rows_major_f (const float *U, int64_t I, int64_t R)
{
  float *W = nds_malloc_lines ((size_t) (I * R) + 1, sizeof (float));
  if (!W) return NULL;
  for (int64_t i = 0; i < I; i++)
    for (int64_t r = 0; r < R; r++) W[i * R + r] = U[i + I * r];
  return W;
}

/* the class of a mttkrp's values and factors: double, complex (2 doubles a value;
   values and each factor real or complex), float, or complex of floats */
typedef enum { MT_D, MT_Z, MT_F, MT_C } mt_lane;

/* the row-major copy of factor U (complex pairs when uc) for the lane's kernel */
static void *rows_major (mt_lane lane, const void *U, int uc, int64_t I, int64_t R)
{
  switch (lane)
    {
    case MT_D: return nds_rows_major (U, I, R);
    case MT_Z: return rows_major_z (U, uc, I, R);
    case MT_F: return rows_major_f (U, I, R);
    case MT_C: return rows_major_z_f (U, uc, I, R);
    }
  return NULL;
}

static int mttkrp_run (mt_lane lane, const int64_t *s, const void *x, int xc, int64_t n,
                       int64_t m, const int64_t *shape, const void *const *U, const int *uc,
                       int64_t R, int64_t mode, double *B, float *Bf);

/* the invariants of mttkrp_run's loop over nb blocks of entries */
typedef struct {
  mt_lane lane;
  const int64_t *s;
  const void *x;
  int xc;
  int64_t n;
  const void *const *W;
  int64_t R, mode;
  const int64_t *od;
  int64_t no;
  int owner, ahead;
  int64_t z, In, nb;
  void *tmp, *P;
} mttkrp_loop;

/* block b of L's entries (whole rows of the mode when L->owner) into its partial
   result, by the kernel of L's lane */
static void mttkrp_blk (const mttkrp_loop *L, int64_t b)
{
  const int64_t n = L->n, R = L->R, z = L->z;
  int64_t lo = nds_blk (n, b, L->nb), hi = nds_blk (n, b + 1, L->nb);
  if (L->owner)
    {
      const int64_t *sm = L->s + L->mode * n;
      lo = row_start (sm, n, lo);
      hi = row_start (sm, n, hi);
    }
  const int64_t t = b * z * R, p = L->owner ? 0 : b * L->In * z * R;
  switch (L->lane)
    {
    case MT_D:
      mttkrp_block (L->s, L->x, n, (const double *const *) L->W, R, L->mode, L->od, L->no,
                    lo, hi, L->ahead, (double *) L->tmp + t, (double *) L->P + p);
      break;
    case MT_Z:
      mttkrp_block_z (L->s, L->x, L->xc, n, (const double *const *) L->W, R, L->mode, L->od,
                      L->no, lo, hi, L->ahead, (double *) L->tmp + t, (double *) L->P + p);
      break;
    case MT_F:
      mttkrp_block_f (L->s, L->x, n, (const float *const *) L->W, R, L->mode, L->od, L->no,
                      lo, hi, L->ahead, (float *) L->tmp + t, (float *) L->P + p);
      break;
    case MT_C:
      mttkrp_block_z_f (L->s, L->x, L->xc, n, (const float *const *) L->W, R, L->mode, L->od,
                        L->no, lo, hi, L->ahead, (float *) L->tmp + t, (float *) L->P + p);
      break;
    }
}

/* B = T_(mode) * Khatri-Rao of the U[d], d != mode */
int nds_mttkrp (const int64_t *s, const double *x, int64_t n, int64_t m,
                const int64_t *shape, const double *const *U, int64_t R, int64_t mode,
                double *B)
{
  return mttkrp_run (MT_D, s, x, 0, n, m, shape, (const void *const *) U, NULL, R, mode, B,
                     NULL);
}

/* the same in complex arithmetic: x complex pairs when xc, U[d] complex pairs when
   uc[d] (else real), B complex pairs; no conjugation */
int nds_mttkrp_z (const int64_t *s, const double *x, int xc, int64_t n, int64_t m,
                  const int64_t *shape, const double *const *U, const int *uc, int64_t R,
                  int64_t mode, double *B)
{
  return mttkrp_run (MT_Z, s, x, xc, n, m, shape, (const void *const *) U, uc, R, mode, B,
                     NULL);
}

/* the same of float values and factors in float arithmetic (the blocks' partial
   results summed in double, B rounded once to float by that sum) */
int nds_mttkrp_f (const int64_t *s, const float *x, int64_t n, int64_t m,
                  const int64_t *shape, const float *const *U, int64_t R, int64_t mode,
                  float *B)
{
  return mttkrp_run (MT_F, s, x, 0, n, m, shape, (const void *const *) U, NULL, R, mode,
                     NULL, B);
}

/* the complex one of float values and factors in float arithmetic (the blocks'
   partial results summed in double into B) */
int nds_mttkrp_c (const int64_t *s, const float *x, int xc, int64_t n, int64_t m,
                  const int64_t *shape, const float *const *U, const int *uc, int64_t R,
                  int64_t mode, double *B)
{
  return mttkrp_run (MT_C, s, x, xc, n, m, shape, (const void *const *) U, uc, R, mode, B,
                     NULL);
}

/* one thread's time an entry's rank column (ns), for the team's choice: 5-8.5 ns an
   entry at R = 8 real, 12-16 complex (1e7 entries of the bench's tensors, one thread,
   Zen 3); single as double.  It was a team from 1e4 entries, 50-100 us of work */
#define MT_NS 0.6
#define MT_Z_NS 1.5

/* one thread's time an element of sum_partials (ns), for the team's choice */
#define SUMP_NS 1.0
/* rows summed before they are written: B's columns then take SUMP_ROWS values in a
   run, not one value a column for each row */
#define SUMP_ROWS 32

/* B (column-major In-by-R, z parts a value; Bf: floats, z 1) = the sum in block order,
   in double, of the nbuf partial results P (rows of z R elements of pe bytes: R real
   parts, then R imaginary ones), SUMP_ROWS rows at a time summed side by side in
   doubles; NDS_ENOMEM when those doubles cannot be had */
static int sum_partials (const void *P, size_t pe, int64_t nbuf, int64_t In, int64_t R,
                         int64_t z, double *B, float *Bf)
{
  const int64_t zR = z * R, span = SUMP_ROWS * zR;
  const int nt = nds_team_ns (nbuf * In * zR, SUMP_NS);
  double *acc = nds_malloc ((size_t) (NDS_NBLK * span) + 1, sizeof (double));
  if (!acc) return NDS_ENOMEM;
  const double *Pd = P;
  const float *Pf = pe == sizeof (float) ? P : NULL;
  NDS_PAR_FOR (nt > 1, num_threads(nt) schedule(static),
    for (int g = 0; g < NDS_NBLK; g++)
      {
        double *a = acc + g * span;
        const int64_t hi = nds_blk (In, g + 1, NDS_NBLK);
        for (int64_t i0 = nds_blk (In, g, NDS_NBLK); i0 < hi; i0 += SUMP_ROWS)
          {
            const int64_t ni = hi - i0 < SUMP_ROWS ? hi - i0 : SUMP_ROWS;
            for (int64_t j = 0; j < ni * zR; j++) a[j] = 0;
            for (int64_t b = 0; b < nbuf; b++)
              {
                const int64_t k = (b * In + i0) * zR;
                if (Pf)
                  for (int64_t j = 0; j < ni * zR; j++) a[j] += Pf[k + j];
                else
                  for (int64_t j = 0; j < ni * zR; j++) a[j] += Pd[k + j];
              }
            for (int64_t q = 0; q < z; q++)
              for (int64_t r = 0; r < R; r++)
                for (int64_t i = 0; i < ni; i++)
                  {
                    const double v = a[i * zR + q * R + r];
                    if (Bf)
                      Bf[i0 + i + In * r] = (float) v;
                    else
                      B[z * (i0 + i + In * r) + q] = v;
                  }
          }
      });
  nds_free (acc);
  return NDS_OK;
}

/* nds_mttkrp, nds_mttkrp_z, nds_mttkrp_f or nds_mttkrp_c by lane; B z doubles a value
   (z = 2 complex), or Bf (not NULL) one float a value */
static int mttkrp_run (mt_lane lane, const int64_t *s, const void *x, int xc, int64_t n,
                       int64_t m, const int64_t *shape, const void *const *U, const int *uc,
                       int64_t R, int64_t mode, double *B, float *Bf)
{
  const int64_t z = lane == MT_Z || lane == MT_C ? 2 : 1;
  /* the partial results' element: the lane's arithmetic */
  const size_t pe = lane == MT_F || lane == MT_C ? sizeof (float) : sizeof (double);
  if (n < 0 || m < 1 || R < 0 || mode < 0 || mode >= m) return NDS_EARG;
  const int64_t In = shape[mode];
  /* the sorted mode (the last) is owned by row blocks; others scatter into
     per-block partial results summed in block order */
  const int owner = (mode == m - 1);
  int64_t nb = owner ? NDS_NBLK : n / (In > 0 ? In : 1);
  nb = nb < 1 ? 1 : (nb > (owner ? NDS_NBLK : NDS_NPART) ? (owner ? NDS_NBLK : NDS_NPART) : nb);
  /* complex partial results are twice as large: half as many of them keep the
     scattered rows they take as much cache as the real ones' */
  if (z == 2 && !owner && nb > NDS_NPART / 2) nb = NDS_NPART / 2 > 1 ? NDS_NPART / 2 : 1;
  const int64_t nbuf = owner ? 1 : nb;
  void **W = nds_calloc ((size_t) m, sizeof (void *));
  void *P = nds_malloc_lines ((size_t) (nbuf * In * R * z), pe);
  void *tmp = nds_malloc ((size_t) (nb * R * z) + 1, pe);
  int64_t *od = nds_malloc ((size_t) m, sizeof (int64_t)), no = 0;
  int st = (W && P && tmp && od) ? NDS_OK : NDS_ENOMEM;
  for (int64_t d = 0; d < m && od; d++)
    if (d != mode) od[no++] = d;
  /* the partial results in huge pages, zeroed by both threads */
  if (P) nds_zero (P, pe * (size_t) (nbuf * In * R * z));
  for (int64_t d = 0; d < m && st == NDS_OK; d++)
    {
      if (d == mode) continue;
      /* row-major copy of U[d]: one cache line per coordinate */
      W[d] = rows_major (lane, U[d], uc ? uc[d] : 0, shape[d], R);
      if (!W[d]) st = NDS_ENOMEM;
    }
  if (st == NDS_OK)
    {
      /* the 3-D loops ask for rows ahead where the rows they gather and scatter
         outgrow the L2 (see above) */
      double rows = (double) In;
      for (int64_t k = 0; k < no; k++) rows += (double) shape[od[k]];
      const int ahead = rows * (double) (R * z) * (double) pe > l2_bytes ();
      const mttkrp_loop L = {lane, s, x, xc, n, (const void *const *) W, R, mode, od, no,
                             owner, ahead, z, In, nb, tmp, P};
      const int nt = nds_team_ns (n * R, z == 2 ? MT_Z_NS : MT_NS);
      NDS_PAR_FOR (nt > 1, num_threads(nt) schedule(dynamic, 1),
                   for (int64_t b = 0; b < nb; b++) mttkrp_blk (&L, b););
      st = sum_partials (P, pe, nbuf, In, R, z, B, Bf);
    }
  for (int64_t d = 0; W && d < m; d++) nds_free (W[d]);
  nds_free (W); nds_free (P); nds_free (tmp); nds_free (od);
  return st;
}
