/* nds_ttmc.c: the TTM chain in every mode but one, in one pass over the entries */
#include <string.h>
#include "nds_kern.h"

/* entries ahead of the current one whose factor rows are fetched early (as mttkrp) */
#define PF 8

/* the layout of one row of the result: the dims other than mode, which of them
   have a factor, and where each factor's index steps in the row */
typedef struct {
  int64_t no, nd, ni;   /* other dims; of them with a factor; identities */
  int64_t *od;          /* no: the other dims, increasing (the first varies fastest) */
  int64_t *stride;      /* no: the step in the row of od[k]'s index */
  int64_t *dd, *dst;    /* nd: the dims with a factor and their steps */
  int64_t *id, *ist;    /* ni: the identity dims and their steps */
  int64_t len;          /* product of the ranks of dd[0..nd-2] */
  int64_t *off;         /* len: the row offset of each index of dd[0..nd-2] */
  int contig;           /* no identity: off[q] == q */
} ttmc_layout;

/* the length of a row: the product of the ranks of the dims other than mode */
static int64_t row_len (const ttmc_layout *L, const int64_t *R)
{
  int64_t P = 1;
  for (int64_t k = 0; k < L->no; k++) P *= R[L->od[k]];
  return P;
}

/* L = the layout for mode (arrays freed by layout_free); NDS_ENOMEM */
static int layout_make (int64_t m, const double *const *U, const int64_t *R,
                        int64_t mode, ttmc_layout *L)
{
  memset (L, 0, sizeof *L);
  const size_t mm = (size_t) m + 1;
  L->od = nds_malloc (mm, sizeof (int64_t));
  L->stride = nds_malloc (mm, sizeof (int64_t));
  L->dd = nds_malloc (mm, sizeof (int64_t));
  L->dst = nds_malloc (mm, sizeof (int64_t));
  L->id = nds_malloc (mm, sizeof (int64_t));
  L->ist = nds_malloc (mm, sizeof (int64_t));
  if (!L->od || !L->stride || !L->dd || !L->dst || !L->id || !L->ist) return NDS_ENOMEM;
  int64_t st = 1;
  for (int64_t d = 0; d < m; d++)
    {
      if (d == mode) continue;
      L->od[L->no] = d;
      L->stride[L->no++] = st;
      if (U[d])
        {
          L->dd[L->nd] = d;
          L->dst[L->nd++] = st;
        }
      else
        {
          L->id[L->ni] = d;
          L->ist[L->ni++] = st;
        }
      st *= R[d];
    }
  L->contig = (L->ni == 0);
  L->len = 1;
  for (int64_t j = 0; j + 1 < L->nd; j++) L->len *= R[L->dd[j]];
  L->off = nds_malloc ((size_t) L->len, sizeof (int64_t));
  if (!L->off) return NDS_ENOMEM;
  /* off[q] for q = r_0 + R_0 (r_1 + ...) over dd[0..nd-2] */
  L->off[0] = 0;
  int64_t len = 1;
  for (int64_t j = 0; j + 1 < L->nd; j++)
    {
      const int64_t Rj = R[L->dd[j]];
      for (int64_t r = Rj - 1; r >= 0; r--)
        for (int64_t q = 0; q < len; q++) L->off[r * len + q] = L->off[q] + r * L->dst[j];
      len *= Rj;
    }
  return NDS_OK;
}

static void layout_free (ttmc_layout *L)
{
  nds_free (L->od); nds_free (L->stride); nds_free (L->dd); nds_free (L->dst);
  nds_free (L->id); nds_free (L->ist); nds_free (L->off);
}

/* y (one row of the result) += xe times the Kronecker product of the rows of the
   factors at an entry's coordinates c[d * cs] (1-based, dim d) (an identity's row
   is a unit vector: it only moves where the product lands); tmp holds L->len
   values */
static inline void add_entry (const ttmc_layout *L, const int64_t *c, int64_t cs,
                              const double *const *W, const int64_t *R,
                              double xe, double *restrict tmp, double *restrict y)
{
  int64_t base = 0;
  for (int64_t k = 0; k < L->ni; k++) base += (c[L->id[k] * cs] - 1) * L->ist[k];
  if (L->nd == 0)
    {
      y[base] += xe;
      return;
    }
  /* tmp = xe times the Kronecker product of the rows of dd[0..nd-2] */
  tmp[0] = xe;
  int64_t len = 1;
  for (int64_t j = 0; j + 1 < L->nd; j++)
    {
      const int64_t d = L->dd[j], Rj = R[d];
      const double *restrict w = W[d] + Rj * (c[d * cs] - 1);
      for (int64_t r = Rj - 1; r >= 1; r--)
        {
          double *restrict t = tmp + r * len;
          const double a = w[r];
          #pragma omp simd
          for (int64_t q = 0; q < len; q++) t[q] = tmp[q] * a;
        }
      const double a0 = w[0];
      for (int64_t q = 0; q < len; q++) tmp[q] *= a0;
      len *= Rj;
    }
  /* the last factor's row, each of its values times tmp, into its block of y */
  const int64_t d = L->dd[L->nd - 1], Rl = R[d], sl = L->dst[L->nd - 1];
  const double *restrict w = W[d] + Rl * (c[d * cs] - 1);
  if (L->contig)
    for (int64_t r = 0; r < Rl; r++)
      {
        double *restrict yr = y + r * sl;
        const double a = w[r];
        #pragma omp simd
        for (int64_t q = 0; q < len; q++) yr[q] += a * tmp[q];
      }
  else
    for (int64_t r = 0; r < Rl; r++)
      {
        double *restrict yr = y + base + r * sl;
        const double a = w[r];
        for (int64_t q = 0; q < len; q++) yr[L->off[q]] += a * tmp[q];
      }
}

/* rowp (In+1) = where each row of mode starts among the entries grouped by row;
   unless the rows are in order already (*grouped = 1), the entries so grouped,
   each row's in their stored order, copied: pc (n-by-m, an entry's coordinates
   contiguous) and px (n), so that the pass over a row reads memory in order
   rather than one scattered entry after another */
static int group_rows (const int64_t *s, const double *x, int64_t n, int64_t m,
                       int64_t mode, int64_t In, int64_t *rowp, int64_t **pc,
                       double **px, int *grouped)
{
  const int64_t *sm = s + mode * n;
  memset (rowp, 0, sizeof (int64_t) * (size_t) (In + 1));
  int inorder = 1;
  for (int64_t e = 0; e < n; e++)
    {
      rowp[sm[e]]++;
      if (e > 0 && sm[e] < sm[e - 1]) inorder = 0;
    }
  for (int64_t i = 0; i < In; i++) rowp[i + 1] += rowp[i];
  *grouped = inorder;
  *pc = NULL;
  *px = NULL;
  if (inorder) return NDS_OK;
  int64_t *c = nds_malloc ((size_t) (n * m) + 1, sizeof (int64_t));
  double *v = nds_malloc ((size_t) n + 1, sizeof (double));
  int64_t *next = nds_malloc ((size_t) In + 1, sizeof (int64_t));
  if (!c || !v || !next)
    {
      nds_free (c); nds_free (v); nds_free (next);
      return NDS_ENOMEM;
    }
  memcpy (next, rowp, sizeof (int64_t) * (size_t) In);
  for (int64_t e = 0; e < n; e++)
    {
      const int64_t k = next[sm[e] - 1]++;
      for (int64_t d = 0; d < m; d++) c[k * m + d] = s[e + d * n];
      v[k] = x[e];
    }
  nds_free (next);
  *pc = c;
  *px = v;
  return NDS_OK;
}

/* the first row whose entries start at or after entry k */
static int64_t row_at (const int64_t *rowp, int64_t In, int64_t k)
{
  int64_t lo = 0, hi = In;
  while (lo < hi)
    {
      const int64_t mid = lo + (hi - lo) / 2;
      if (rowp[mid] < k) lo = mid + 1; else hi = mid;
    }
  return lo;
}

/* the invariants of nds_ttmc's loop over nb blocks of rows: layout L, the rows'
   entries rowp (In rows, n entries), entry k's coordinates at c[k * ks + d * cs]
   and value at v[k], the factors' row-major copies W of R[d] columns, P per row */
typedef struct {
  const ttmc_layout *L;
  const int64_t *rowp;
  int64_t In, n, nb;
  const int64_t *c;
  int64_t ks, cs;
  const double *v;
  const double *const *W;
  const int64_t *R;
  int64_t P;
} ttmc_rows;

/* the rows of block b of B into Yt (zeroed first), each summed in its entries'
   order, with the scratch t */
static void ttmc_block (const ttmc_rows *B, int64_t b, double *t, double *Yt)
{
  const ttmc_layout *L = B->L;
  const int64_t *rowp = B->rowp, *c = B->c, *R = B->R;
  const int64_t In = B->In, n = B->n, nb = B->nb, ks = B->ks, cs = B->cs, P = B->P;
  const int64_t r0 = b == 0 ? 0 : row_at (rowp, In, nds_blk (n, b, nb));
  const int64_t r1 = b == nb - 1 ? In : row_at (rowp, In, nds_blk (n, b + 1, nb));
  if (r1 > r0) memset (Yt + r0 * P, 0, sizeof (double) * (size_t) ((r1 - r0) * P));
  for (int64_t i = r0; i < r1; i++)
    {
      double *y = Yt + i * P;
      const int64_t k1 = rowp[i + 1];
      for (int64_t k = rowp[i]; k < k1; k++)
        {
          if (k + PF < k1)
            for (int64_t j = 0; j < L->nd; j++)
              __builtin_prefetch (B->W[L->dd[j]] + R[L->dd[j]]
                                  * (c[(k + PF) * ks + L->dd[j] * cs] - 1));
          add_entry (L, c + k * ks, cs, B->W, R, B->v[k], t, y);
        }
    }
}

/* Yt (P-by-In) = the transposed mode-mode unfolding of T times U[d]' in every mode
   d != mode: row i of Y_(mode) is the sum over row i's entries of x times the
   Kronecker product of their factor rows */
int nds_ttmc (const int64_t *s, const double *x, int64_t n, int64_t m,
              const int64_t *shape, const double *const *U, const int64_t *R,
              int64_t mode, double *Yt)
{
  if (n < 0 || m < 1 || mode < 0 || mode >= m) return NDS_EARG;
  for (int64_t d = 0; d < m; d++)
    if (d != mode && (R[d] < 0 || (!U[d] && R[d] != shape[d]))) return NDS_EARG;
  const int64_t In = shape[mode];
  ttmc_layout L;
  int st = layout_make (m, U, R, mode, &L);
  const int64_t P = row_len (&L, R);
  double **W = nds_calloc ((size_t) m, sizeof (double *));
  int64_t *rowp = nds_malloc ((size_t) In + 1, sizeof (int64_t)), *pc = NULL;
  double *px = NULL;
  if (!W || !rowp) st = NDS_ENOMEM;
  /* an empty result: nothing to compute */
  const int work = st == NDS_OK && In > 0 && P > 0;
  for (int64_t d = 0; d < m && work && st == NDS_OK; d++)
    if (d != mode && U[d] && !(W[d] = nds_rows_major (U[d], shape[d], R[d])))
      st = NDS_ENOMEM;
  int grouped = 1;
  if (work && st == NDS_OK) st = group_rows (s, x, n, m, mode, In, rowp, &pc, &px, &grouped);
  /* entry k's coordinates at c[k * ks + d * cs], its value at v[k] */
  const int64_t *c = grouped ? s : pc;
  const double *v = grouped ? x : px;
  const int64_t ks = grouped ? 1 : m, cs = grouped ? n : 1;
  if (work && st == NDS_OK)
    {
      /* blocks of whole rows with about equal numbers of entries; a row is summed
         by one thread in its entries' order, so the bits do not depend on threads */
      const int nt = nds_team (n * P, NDS_SERIAL_BELOW);
      const int64_t nb = nt > 1 ? 8 * (int64_t) nt : 1;
      double *tmp = nds_malloc ((size_t) (nb * (L.len + 1)), sizeof (double));
      if (!tmp) st = NDS_ENOMEM;
      else
        {
          const ttmc_rows B = {&L, rowp, In, n, nb, c, ks, cs, v, (const double *const *) W,
                               R, P};
          NDS_PAR_FOR (nt > 1, schedule(dynamic, 1) num_threads(nt),
                       for (int64_t b = 0; b < nb; b++)
                         ttmc_block (&B, b, tmp + b * (L.len + 1), Yt););
          nds_free (tmp);
        }
    }
  for (int64_t d = 0; W && d < m; d++) nds_free (W[d]);
  nds_free (W); nds_free (rowp); nds_free (pc); nds_free (px);
  layout_free (&L);
  return st;
}
