/* nds_select.c: selection of entries by per-dimension index lists, and per-dimension orders */
#include <stdlib.h>
#include <string.h>
#include "nds_index.h"

/* one dimension's index list inverted: positions sorted by (coordinate, position);
   when the list's coordinates span a modest range, first[c - lo] .. first[c - lo + 1]
   is coordinate c's block, found with no search */
typedef struct {
  int64_t len, lo, hi;
  const int64_t *list;
  int64_t *ord, *first;
  unsigned char *bits;     /* when no table: bit c - lo set when coordinate c is listed */
  int mono;
} inv_list;

static const int64_t *sort_list;   /* qsort has no context argument */

static int cmp_pos (const void *a, const void *b)
{
  int64_t i = *(const int64_t *) a, j = *(const int64_t *) b;
  int64_t u = sort_list[i], v = sort_list[j];
  if (u != v) return u < v ? -1 : 1;
  return i < j ? -1 : (i > j);
}

/* L->first and L->ord by a counting sort of the list over its range lo..hi (stable:
   positions of one coordinate in order) */
static int inv_count (inv_list *L)
{
  const int64_t range = L->hi - L->lo + 1;
  L->first = nds_calloc ((size_t) range + 1, sizeof (int64_t));
  if (!L->first) return NDS_ENOMEM;
  for (int64_t p = 0; p < L->len; p++) L->first[L->list[p] - L->lo + 1]++;
  for (int64_t c = 0; c < range; c++) L->first[c + 1] += L->first[c];
  for (int64_t p = 0; p < L->len; p++) L->ord[L->first[L->list[p] - L->lo]++] = p;
  for (int64_t c = range; c > 0; c--) L->first[c] = L->first[c - 1];   /* back to starts */
  L->first[0] = 0;
  return NDS_OK;
}

/* L = list inverted; mono when the list is strictly increasing (ord is the identity);
   a NULL list is the identity 1..len (Octave's colon) and needs no workspace */
static int inv_make (const int64_t *list, int64_t len, int64_t work, inv_list *L)
{
  L->len = len; L->list = list; L->mono = 1; L->ord = NULL; L->first = NULL; L->bits = NULL;
  if (!list) return NDS_OK;
  L->lo = len > 0 ? list[0] : 1;
  L->hi = L->lo;
  for (int64_t p = 0; p < len; p++)
    {
      if (p > 0) L->mono &= list[p] > list[p - 1];
      L->lo = list[p] < L->lo ? list[p] : L->lo;
      L->hi = list[p] > L->hi ? list[p] : L->hi;
    }
  L->ord = nds_malloc (len > 0 ? len : 1, sizeof (int64_t));
  if (!L->ord) return NDS_ENOMEM;
  /* a table no bigger than the positions themselves, plus 512 KB (in cache), or
     than the work's entries: a lookup with no search for each of those */
  if ((uint64_t) (L->hi - L->lo) < (uint64_t) len + 65536 + (uint64_t) work)
    {
      int st = inv_count (L);
      if (st != NDS_OK)
        {
          nds_free (L->ord);
          L->ord = NULL;
        }
      return st;
    }
  for (int64_t p = 0; p < len; p++) L->ord[p] = p;
  if (!L->mono)
    {
      sort_list = list;
      qsort (L->ord, len, sizeof (int64_t), cmp_pos);
    }
  /* a bit per coordinate of the range, no more bytes than 8 per position and per
     entry of the work: most entries' coordinates are not listed and cost no search */
  const uint64_t range = (uint64_t) (L->hi - L->lo) + 1;
  if (range / 8 < 8 * ((uint64_t) len + (uint64_t) work) + 65536)
    {
      L->bits = nds_calloc ((size_t) (range / 8 + 1), 1);
      if (!L->bits)
        {
          nds_free (L->ord);
          L->ord = NULL;
          return NDS_ENOMEM;
        }
      for (int64_t p = 0; p < len; p++)
        L->bits[(list[p] - L->lo) >> 3] |= (unsigned char) (1u << ((list[p] - L->lo) & 7));
    }
  return NDS_OK;
}

/* [*a, *b) = the block of L->ord holding coordinate c */
static void inv_find (const inv_list *L, int64_t c, int64_t *a, int64_t *b)
{
  if (!L->list)
    {
      int in = c >= 1 && c <= L->len;
      *a = in ? c - 1 : 0;
      *b = in ? c : 0;
      return;
    }
  if (L->first)
    {
      int in = c >= L->lo && c <= L->hi;
      *a = in ? L->first[c - L->lo] : 0;
      *b = in ? L->first[c - L->lo + 1] : 0;
      return;
    }
  if (L->bits && (c < L->lo || c > L->hi
                  || !(L->bits[(c - L->lo) >> 3] & (1u << ((c - L->lo) & 7)))))
    {
      *a = *b = 0;
      return;
    }
  int64_t lo = 0, hi = L->len;
  while (lo < hi)
    {
      int64_t mid = lo + (hi - lo) / 2;
      if (L->list[L->ord[mid]] < c) lo = mid + 1; else hi = mid;
    }
  *a = lo;
  hi = L->len;
  while (lo < hi)
    {
      int64_t mid = lo + (hi - lo) / 2;
      if (L->list[L->ord[mid]] <= c) lo = mid + 1; else hi = mid;
    }
  *b = lo;
}

static void inv_free (inv_list *L, int64_t k)
{
  for (int64_t d = 0; d < k; d++)
    {
      nds_free (L[d].ord);
      nds_free (L[d].first);
      nds_free (L[d].bits);
    }
  nds_free (L);
}

/* L[0..k-1] = every list inverted */
static int inv_all (const int64_t *const *list, const int64_t *len, int64_t k, int64_t work,
                    inv_list **out)
{
  inv_list *L = nds_calloc (k > 0 ? k : 1, sizeof (inv_list));
  if (!L) return NDS_ENOMEM;
  for (int64_t d = 0; d < k; d++)
    if (inv_make (list[d], len[d], work, &L[d]) != NDS_OK)
      {
        inv_free (L, d);
        return NDS_ENOMEM;
      }
  *out = L;
  return NDS_OK;
}

/* first i in [lo, hi) with c[i] >= v (c sorted ascending) */
static int64_t lower_bound (const int64_t *c, int64_t lo, int64_t hi, int64_t v)
{
  while (lo < hi)
    {
      int64_t mid = lo + (hi - lo) / 2;
      if (c[mid] < v) lo = mid + 1; else hi = mid;
    }
  return lo;
}

/* first i in [lo, hi) with c[i] >= v (c sorted ascending), galloping up from lo:
   O(log (i - lo)), so a short block next to lo costs a few probes */
static int64_t gallop (const int64_t *c, int64_t lo, int64_t hi, int64_t v)
{
  int64_t step = 1, a = lo;
  while (a + step < hi && c[a + step - 1] < v)
    {
      a += step;
      step *= 2;
    }
  int64_t b = a + step < hi ? a + step : hi;
  return lower_bound (c, a, b, v);
}

/* ptr[j] = the first row of sorted S whose last coordinate exceeds j, j = 0..ext: by a
   scan of the last column, or, where its columns average NDS_PTR_GALLOP rows or more,
   each pointer galloping on from the one before, some 2 log r probes for a column of
   r rows, most of its cache lines never read (this project's VM, 1e4 columns, CPU
   time warm / cold cache: 1e6 rows 0.64 / 1.29 ms by the scan, 0.50 / 1.09 galloping;
   1e7 rows 14.7 / 12.1 ms, 2.1 / 2.3; at 64 rows a column 0.43 / 1.15, 0.54 / 0.85) */
/* 1 when nds_last_ptr gallops: n rows average NDS_PTR_GALLOP or more a column */
static int ptr_gallops (int64_t n, int64_t ext)
{
  return ext > 0 && n / NDS_PTR_GALLOP >= ext;
}

int nds_last_ptr (const nds_store *S, int64_t ext, int64_t *ptr)
{
  if (!S) return NDS_EARG;
  const int64_t n = S->nnz, k = S->m;
  if (n < 0 || k < 1 || ext < 0 || !ptr || (n > 0 && !S->s)) return NDS_EARG;
  const int64_t *c = S->s + (k - 1) * n;
  int64_t i = 0;
  if (ptr_gallops (n, ext))
    for (int64_t j = 0; j <= ext; j++)
      {
        i = gallop (c, i, n, j + 1);
        ptr[j] = i;
      }
  else
    for (int64_t j = 0; j <= ext; j++)
      {
        while (i < n && c[i] <= j) i++;
        ptr[j] = i;
      }
  return i == n ? NDS_OK : NDS_ESUB;
}

/* ptr[c - 1] and ptr[c] of nds_last_ptr for each listed c in 1..ext where ptr holds -1 */
int nds_last_ptr_fill (const nds_store *S, int64_t ext, const int64_t *cols, int64_t nc,
                       int64_t *ptr, int64_t *found)
{
  if (!S || !found) return NDS_EARG;
  const int64_t n = S->nnz, k = S->m;
  if (n < 0 || k < 1 || ext < 0 || nc < 0 || !ptr || (nc > 0 && !cols) || (n > 0 && !S->s))
    return NDS_EARG;
  const int64_t *c = S->s + (k - 1) * n;
  int64_t f = 0;
  for (int64_t p = 0; p < nc; p++)
    {
      const int64_t j = cols[p];
      /* (a known pair, the common case once a list repeats, tested at once) */
      if (j < 1 || j > ext || (ptr[j - 1] | ptr[j]) >= 0) continue;
      for (int64_t e = j - 1; e <= j; e++)
        if (ptr[e] < 0)
          {
            ptr[e] = lower_bound (c, 0, n, e + 1);
            f++;
          }
    }
  *found = f;
  return NDS_OK;
}

int64_t nds_last_ptr_rows (int64_t n, int64_t ext)
{
  int64_t pass = n;
  if (ptr_gallops (n, ext))
    {
      int64_t lg = 0;
      while (((int64_t) 1 << lg) < n / ext) lg++;
      pass = 16 * ext * lg < n ? 16 * ext * lg : n;
    }
  return pass + 16 * ext;
}

/* out[j] = the first i with c[i] >= v[j], or n, for the q values (c sorted ascending,
   n > 0 rows): the q searches halve in step, so each level's q loads depend on none of
   each other (their cache misses overlap) and each step is a conditional move, not a
   branch */
static void lower_bounds (const int64_t *c, int64_t n, const int64_t *v, int64_t q,
                          int64_t *out)
{
  for (int64_t j = 0; j < q; j++) out[j] = 0;
  for (int64_t len = n; len > 1; )
    {
      const int64_t half = len / 2;
      for (int64_t j = 0; j < q; j++)
        out[j] += c[out[j] + half] < v[j] ? half : 0;
      len -= half;
    }
  for (int64_t j = 0; j < q; j++) out[j] += c[out[j]] < v[j];
}

/* blocks [a[p], b[p]) of the rows of sorted S whose last coordinate is list[p] */
int nds_slices_find (const nds_store *S, const int64_t *ptr, const int64_t *list, int64_t nl,
                     int64_t *a, int64_t *b, int64_t *nout)
{
  if (!S) return NDS_EARG;
  const int64_t n = S->nnz, k = S->m;
  if (n < 0 || k < 1 || nl < 0 || !nout || (nl > 0 && (!list || !a || !b)) || (n > 0 && !S->s)
      || (ptr && !S->sz))
    return NDS_EARG;
  int64_t total = 0, from = 0;
  if (ptr)
    {
      const int64_t ext = S->sz[k - 1];
      for (int64_t p = 0; p < nl; p++)
        {
          const int64_t j = list[p];
          if (j < 1 || j > ext) return NDS_ESUB;
          a[p] = ptr[j - 1];
          b[p] = ptr[j];
          total += b[p] - a[p];
        }
      *nout = total;
      return NDS_OK;
    }
  const int64_t *c = S->s + (k - 1) * n;    /* the last coordinate: ascending */
  if (n >= NDS_FIND_BATCH && nl < n / 64)
    {
      /* a last column past the cache: the blocks' starts searched together (their
         misses overlapped), each end galloping on from its start, whose lines the
         copy reads next */
      lower_bounds (c, n, list, nl, a);
      for (int64_t p = 0; p < nl; p++)
        {
          b[p] = gallop (c, a[p], n, list[p] + 1);
          total += b[p] - a[p];
        }
      *nout = total;
      return NDS_OK;
    }
  for (int64_t p = 0; p < nl; p++)
    {
      /* an increasing list searches on from the previous block's end */
      const int64_t lo = p > 0 && list[p] > list[p - 1] ? from : 0;
      a[p] = lo == 0 ? lower_bound (c, 0, n, list[p]) : gallop (c, lo, n, list[p]);
      b[p] = gallop (c, a[p], n, list[p] + 1);
      from = b[p];
      total += b[p] - a[p];
    }
  *nout = total;
  return NDS_OK;
}

/* len 8-byte elements of src into dst by 16-byte moves: when len is odd, the
   element after each is read and written too (the caller keeps both in their arrays) */
static inline void copy_pairs (void *restrict dst, const void *restrict src, int64_t len)
{
  char *d = (char *) dst;
  const char *s = (const char *) src;
  /* (two 8-byte copies, not one of 16: gcc makes a loop of 16-byte copies a memmove
     call, the cost this saves) */
  for (int64_t i = 0; i < len; i += 2)
    {
      memcpy (d + 8 * i, s + 8 * i, 8);
      memcpy (d + 8 * i + 8, s + 8 * i + 8, 8);
    }
}

/* dst[0 .. len-1] = v by pairs, as copy_pairs writes */
static inline void fill_pairs (int64_t *restrict dst, int64_t v, int64_t len)
{
  for (int64_t i = 0; i < len; i += 2)
    {
      dst[i] = v;
      dst[i + 1] = v;
    }
}

/* the blocks' rows, block by block: os's first k-1 columns and ox copied from S, the
   last column the block's list position.  Blocks of double values of 2 to
   NDS_PAIR_ROWS rows (about 10 a block at 1e5 nonzeros of bench_idioms' 1e4 columns)
   go by pairs of rows, each output column by a loop with no call and no branch on
   the length but its count; an odd block's row too many lands where the next block
   writes next (so not for the last block, nor for one ending at S's last row: those
   go exactly, by memcpy).  Against the memcpy calls and in-line loops of up to 8 rows
   this replaced (bench/slice_floor.c, which links this copy: 1, 10 and 100 rows a
   block at 1e4 / 1e5 / 1e6 nonzeros, old and new alternated, medians of 5 runs over
   Octave's CSC copy, CPU time, loaded): a matrix 0.77x -> 0.70x, 1.46x -> 1.13x,
   0.96x -> 0.94x; a 3-d tensor 0.86x -> 0.61x, 1.84x -> 1.41x, 1.30x -> 1.30x.  With
   uniform random columns (Poisson lengths, means 1, 10, 100) likewise.  No faster: pairs up to
   16 or 64 rows, or by 4 rows; slower: one loop writing every column (1.5-3.2x at
   1e5) and, tried before, each output column by one pass over the blocks, or the
   block after next prefetched. */
#define NDS_PAIR_ROWS 32

/* nds_slices_copy's blocks of double values, *o rows written; inlined for k = 2 and 3
   so that the loop over the columns unrolls (a variable k spills the block loop's
   registers, as much again at 1e4) */
static inline __attribute__ ((always_inline)) int
copy_double_blocks (const nds_store *S, const int64_t *a, const int64_t *b, int64_t nl,
                    int64_t nout, int64_t *os, double *ov, int64_t k, int64_t *o_out)
{
  const int64_t n = S->nnz;
  const double *x0 = (const double *) S->x;
  int64_t *last = os + (k - 1) * nout, o = 0;
  for (int64_t p = 0; p < nl; p++)
    {
      const int64_t r = a[p], len = b[p] - a[p];
      if (len <= 0) continue;
      if (r < 0 || b[p] > n || o + len > nout) return NDS_EARG;
      if (len == 1)
        {
          /* (most blocks of a hypersparse column list hold one row) */
          for (int64_t d = 0; d + 1 < k; d++) os[d * nout + o] = S->s[d * n + r];
          ov[o] = x0[r];
          last[o] = p + 1;
        }
      else if (len <= NDS_PAIR_ROWS && o + len < nout && b[p] < n)
        {
          for (int64_t d = 0; d + 1 < k; d++)
            copy_pairs (os + d * nout + o, S->s + d * n + r, len);
          copy_pairs (ov + o, x0 + r, len);
          fill_pairs (last + o, p + 1, len);
        }
      else
        {
          for (int64_t d = 0; d + 1 < k; d++)
            memcpy (os + d * nout + o, S->s + d * n + r, (size_t) len * sizeof (int64_t));
          for (int64_t i = 0; i < len; i++) last[o + i] = p + 1;
          memcpy (ov + o, x0 + r, (size_t) len * sizeof (double));
        }
      o += len;
    }
  *o_out = o;
  return NDS_OK;
}

int nds_slices_copy (const nds_store *S, const int64_t *a, const int64_t *b, int64_t nl,
                     int64_t nout, int64_t *os, void *ox)
{
  if (!S) return NDS_EARG;
  const int64_t n = S->nnz, k = S->m;
  const size_t es = nds_vsize (S->vt);
  if (n < 0 || k < 1 || nl < 0 || nout < 0 || (nl > 0 && (!a || !b))
      || (nout > 0 && (!os || !ox || !S->s || !S->x)))
    return NDS_EARG;
  int64_t o = 0;
  if (S->vt == NDS_DOUBLE)
    {
      const int st = k == 2 ? copy_double_blocks (S, a, b, nl, nout, os, ox, 2, &o)
                   : k == 3 ? copy_double_blocks (S, a, b, nl, nout, os, ox, 3, &o)
                   : copy_double_blocks (S, a, b, nl, nout, os, ox, k, &o);
      return st == NDS_OK && o == nout ? NDS_OK : NDS_EARG;
    }
  for (int64_t p = 0; p < nl; p++)
    {
      const int64_t r = a[p], len = b[p] - a[p];
      if (len <= 0) continue;
      if (r < 0 || b[p] > n || o + len > nout) return NDS_EARG;
      for (int64_t d = 0; d + 1 < k; d++)
        memcpy (os + d * nout + o, S->s + d * n + r, (size_t) len * sizeof (int64_t));
      int64_t *last = os + (k - 1) * nout + o;
      for (int64_t i = 0; i < len; i++) last[i] = p + 1;
      memcpy ((char *) ox + (size_t) o * es, (const char *) S->x + (size_t) r * es,
              (size_t) len * es);
      o += len;
    }
  return o == nout ? NDS_OK : NDS_EARG;
}

/* ---- selection by increasing lists: a bit test per entry, no sort ---- */

/* the bits set in w, in a dozen operations with no branch (the target's baseline has
   no popcount instruction, and libgcc's is a call) */
static inline int64_t bits_in (uint64_t w)
{
  w -= (w >> 1) & 0x5555555555555555u;
  w = (w & 0x3333333333333333u) + ((w >> 2) & 0x3333333333333333u);
  w = (w + (w >> 4)) & 0x0f0f0f0f0f0f0f0fu;
  return (int64_t) ((w * 0x0101010101010101u) >> 56);
}

/* listed dim q of P (list l of nl coordinates, strictly increasing from P->base[q],
   P->span[q] of them): its bits, and its table of positions, or its ranks where the
   table's zeroing would cost more than the lookups it saves (a span past 4096 and 8
   times the list: A(rows, :) of 100 rows spanning 1e5 zeroed 800 KB a call, a third
   of its instructions at 1e5 nonzeros) or would pass len + n + 65536 entries */
static int mono_dim (nds_mono *P, int64_t q, const int64_t *l, int64_t nl, int64_t n)
{
  const int64_t span = P->span[q], lo = P->base[q], nw = span / 64 + 1;
  P->bits[q] = nds_calloc ((size_t) nw, sizeof (uint64_t));
  if (!P->bits[q]) return NDS_ENOMEM;
  for (int64_t p = 0; p < nl; p++)
    P->bits[q][(l[p] - lo) >> 6] |= (uint64_t) 1 << ((l[p] - lo) & 63);
  if ((uint64_t) span <= (uint64_t) nl + (uint64_t) n + 65536
      && (span <= 4096 || (uint64_t) span <= 8 * (uint64_t) nl))
    {
      P->pos[q] = nds_calloc (span > 0 ? (size_t) span : 1, sizeof (int64_t));
      if (!P->pos[q]) return NDS_ENOMEM;
      for (int64_t p = 0; p < nl; p++) P->pos[q][l[p] - lo] = p + 1;
      return NDS_OK;
    }
  P->rank[q] = nds_malloc ((size_t) nw, sizeof (int64_t));
  if (!P->rank[q]) return NDS_ENOMEM;
  int64_t r = 0;
  for (int64_t w = 0; w < nw; w++)
    {
      P->rank[q][w] = r;
      r += bits_in (P->bits[q][w]);
    }
  return NDS_OK;
}

int nds_mono_plan (nds_mono *P, const int64_t *const *list, const int64_t *len, int64_t k,
                   int64_t n)
{
  if (!P || k < 1 || k > 64 || !len || n < 0) return NDS_EARG;
  memset (P, 0, sizeof *P);
  P->k = k;
  P->n = n;
  for (int64_t d = 0; d < k; d++)
    {
      if (!list || !list[d]) continue;
      const int64_t *l = list[d], nl = len[d];
      for (int64_t p = 1; p < nl; p++)
        if (l[p] <= l[p - 1]) return NDS_OK;             /* not increasing: not usable */
      const int64_t lo = nl > 0 ? l[0] : 1, span = nl > 0 ? l[nl - 1] - lo + 1 : 0;
      /* ranks and bits, a quarter byte a coordinate, no more bytes than a table of
         len + n + 65536 positions */
      if (nl > 0 && (lo < 1 || (uint64_t) (span - 1) / 32 >= (uint64_t) nl + (uint64_t) n + 65536))
        return NDS_OK;                                   /* too spread */
      P->dim[P->nd] = d;
      P->base[P->nd] = lo;
      P->span[P->nd] = span;
      P->nd++;
      if (mono_dim (P, P->nd - 1, l, nl, n) != NDS_OK)
        {
          nds_mono_free (P);
          return NDS_ENOMEM;
        }
    }
  P->hit = nds_malloc ((size_t) (n / 64 + 1), sizeof (uint64_t));
  if (!P->hit)
    {
      nds_mono_free (P);
      return NDS_ENOMEM;
    }
  P->usable = 1;
  return NDS_OK;
}

void nds_mono_free (nds_mono *P)
{
  if (!P) return;
  for (int64_t q = 0; q < P->nd; q++)
    {
      nds_free (P->bits[q]);
      nds_free (P->pos[q]);
      nds_free (P->rank[q]);
    }
  nds_free (P->hit);
  P->hit = NULL;
  P->nd = 0;
  P->usable = 0;
}

/* 1 when coordinate c is in the list of listed dim q: its bit, a coordinate outside
   the span taken to the clear bit past it (a move, not a branch) */
static inline uint64_t mono_has (const nds_mono *P, int64_t q, int64_t c)
{
  uint64_t u = (uint64_t) (c - P->base[q]);
  u = u < (uint64_t) P->span[q] ? u : (uint64_t) P->span[q];
  return (P->bits[q][u >> 6] >> (u & 63)) & 1;
}

/* the 1-based position of listed coordinate c in the list of listed dim q */
static inline int64_t mono_pos (const nds_mono *P, int64_t q, int64_t c)
{
  const uint64_t u = (uint64_t) (c - P->base[q]);
  if (P->pos[q]) return P->pos[q][u];
  return P->rank[q][u >> 6] + bits_in (P->bits[q][u >> 6] & (((uint64_t) 2 << (u & 63)) - 1));
}

/* first row of block b of the count's NDS_NBLK, on a word of P->hit (a word is one
   block's, written by one thread) */
static inline int64_t mono_blk (int64_t n, int b)
{
  return b == NDS_NBLK ? n : nds_blk (n, b, NDS_NBLK) & ~(int64_t) 63;
}

int64_t nds_mono_count (nds_mono *P, const nds_store *S)
{
  if (!P || !P->usable || !S || S->m != P->k || S->nnz != P->n) return -1;
  const int64_t n = S->nnz, *s = S->s;
  /* 14 instructions a row (one listed dim), 1.3-1.8 ns on one thread loaded */
  const int nt = nds_team_ns (n, 1.3);
  #pragma omp parallel for num_threads(nt) schedule(static)
  for (int b = 0; b < NDS_NBLK; b++)
    {
      int64_t c = 0;
      const int64_t i0 = mono_blk (n, b), i1 = mono_blk (n, b + 1);
      for (int64_t i = i0; i < i1; i += 64)
        {
          const int64_t e = i + 64 < i1 ? i + 64 : i1;
          uint64_t w = 0;
          /* each row's bit in at the top, shifted down a place a row: after the
             word's rows, row i's bit is bit 0 (shifts by constants, not by j - i) */
          if (P->nd == 1)
            {
              /* one listed dim (T(:, js, :), A(rows, :)): its bits in registers */
              const int64_t *sd = s + P->dim[0] * n, base = P->base[0];
              const uint64_t span = (uint64_t) P->span[0], *bits = P->bits[0];
              for (int64_t j = i; j < e; j++)
                {
                  uint64_t u = (uint64_t) (sd[j] - base);
                  u = u < span ? u : span;
                  w = (w >> 1) | (bits[u >> 6] >> (u & 63) << 63);
                }
            }
          else
            for (int64_t j = i; j < e; j++)
              {
                uint64_t in = 1;
                for (int64_t q = 0; q < P->nd; q++) in &= mono_has (P, q, s[j + P->dim[q] * n]);
                w = (w >> 1) | (in << 63);
              }
          w >>= 64 - (e - i);
          P->hit[i >> 6] = w;
          c += bits_in (w);
        }
      P->cnt[b] = c;
    }
  int64_t total = 0;
  for (int b = 0; b < NDS_NBLK; b++) total += P->cnt[b];
  return total;
}

/* value i of x into slot o of ox, values of es bytes: a double or a float (or a
   complex single's pair) by one move, not a call of memcpy of a size known only at
   run time (single values of T(:, js, :) at 1e7 nonzeros: a call per entry kept) */
static inline void copy_value (void *ox, int64_t o, const void *x, int64_t i, size_t es)
{
  if (es == 8)
    memcpy ((char *) ox + 8 * (size_t) o, (const char *) x + 8 * (size_t) i, 8);
  else if (es == 4)
    memcpy ((char *) ox + 4 * (size_t) o, (const char *) x + 4 * (size_t) i, 4);
  else
    memcpy ((char *) ox + (size_t) o * es, (const char *) x + (size_t) i * es, es);
}

int nds_mono_fill (const nds_mono *P, const nds_store *S, int64_t nout, int64_t *os, void *ox)
{
  if (!P || !P->usable || !S || S->m != P->k || S->nnz != P->n || nout < 0
      || (nout > 0 && (!os || !ox || !S->x)))
    return NDS_EARG;
  const int64_t n = S->nnz, k = S->m, *s = S->s;
  int64_t at[NDS_NBLK + 1];
  at[0] = 0;
  for (int b = 0; b < NDS_NBLK; b++) at[b + 1] = at[b] + P->cnt[b];
  if (at[NDS_NBLK] != nout) return NDS_EARG;
  const size_t es = nds_vsize (S->vt);
  int64_t slot[64];
  for (int64_t d = 0; d < k; d++) slot[d] = -1;
  for (int64_t q = 0; q < P->nd; q++) slot[P->dim[q]] = q;
  /* about 12 ns an entry out on one thread (T(:, js, :) of 1e5 nonzeros, 1e4 out; 37
     at 1e6, its loads past the cache), a word of 64 rows' bits a few */
  const int nt = nds_team_ns (nout + n / 64, 12.0);
  #pragma omp parallel for num_threads(nt) schedule(static)
  for (int b = 0; b < NDS_NBLK; b++)
    {
      /* the block's rows into os's last column, then a column at a time (the last in
         place, last): loops of independent loads with no branch an entry, where a
         row at a time went through k tests and its loads waited on each other */
      const int64_t o0 = at[b], o1 = at[b + 1], i0 = mono_blk (n, b), i1 = mono_blk (n, b + 1);
      int64_t *row = os + (k - 1) * nout, o = o0;
      for (int64_t i = i0; i < i1; i += 64)
        for (uint64_t w = P->hit[i >> 6]; w; w &= w - 1)
          row[o++] = i + __builtin_ctzll (w);
      if (es == 8)
        for (o = o0; o < o1; o++) copy_value (ox, o, S->x, row[o], 8);
      else
        for (o = o0; o < o1; o++) copy_value (ox, o, S->x, row[o], es);
      for (int64_t d = 0; d < k; d++)
        {
          const int64_t *col = s + d * n, q = slot[d];
          int64_t *out = os + d * nout;
          if (q < 0)
            for (o = o0; o < o1; o++) out[o] = col[row[o]];
          else if (P->pos[q])
            {
              const int64_t *pos = P->pos[q], base = P->base[q];
              for (o = o0; o < o1; o++) out[o] = pos[col[row[o]] - base];
            }
          else
            for (o = o0; o < o1; o++) out[o] = mono_pos (P, q, col[row[o]]);
        }
    }
  return NDS_OK;
}

/* in[i] = 1 when every coordinate of row i of s appears in its dimension's list */
int nds_select_member (const int64_t *s, int64_t n, int64_t k, const int64_t *const *list,
                       const int64_t *len, unsigned char *in)
{
  inv_list *L;
  if (n < 0 || k < 0 || !in) return NDS_EARG;
  if (inv_all (list, len, k, n, &L) != NDS_OK) return NDS_ENOMEM;
  #pragma omp parallel for schedule(static) if (n > 100000)
  for (int64_t i = 0; i < n; i++)
    {
      int ok = 1;
      for (int64_t d = 0; d < k && ok; d++)
        {
          int64_t a, b;
          inv_find (&L[d], s[i + d * n], &a, &b);
          ok = b > a;
        }
      in[i] = (unsigned char) ok;
    }
  inv_free (L, k);
  return NDS_OK;
}

/* number of selection elements row i of s expands to */
static int64_t expansion (const int64_t *s, int64_t n, int64_t i, int64_t k,
                          const inv_list *L, int64_t *a, int64_t *b)
{
  int64_t r = 1;
  for (int64_t d = 0; d < k && r; d++)
    {
      inv_find (&L[d], s[i + d * n], &a[d], &b[d]);
      r *= b[d] - a[d];
    }
  return r;
}

/* rows of os (n-by-k) and of x (n values of es bytes) put in the order perm */
static int permute_rows (int64_t *os, void *x, int64_t n, int64_t k, size_t es,
                         const int64_t *perm)
{
  size_t w = es > sizeof (int64_t) ? es : sizeof (int64_t);
  char *tmp = nds_malloc (n > 0 ? n : 1, w);
  if (!tmp) return NDS_ENOMEM;
  int64_t *t64 = (int64_t *) tmp;
  for (int64_t d = 0; d < k; d++)
    {
      int64_t *col = os + d * n;
      for (int64_t i = 0; i < n; i++) t64[i] = col[perm[i]];
      memcpy (col, t64, (size_t) n * sizeof (int64_t));
    }
  for (int64_t i = 0; i < n; i++)
    memcpy (tmp + (size_t) i * es, (char *) x + (size_t) perm[i] * es, es);
  memcpy (x, tmp, (size_t) n * es);
  nds_free (tmp);
  return NDS_OK;
}

/* rows of (os, x) (n-by-k positions in an array of size sz) in column-major order */
static int sort_rows (int64_t *os, void *x, int64_t n, int64_t k, size_t es,
                      const int64_t *sz)
{
  if (nds_is_sorted (os, n, k)) return NDS_OK;
  int64_t *perm = nds_malloc (n > 0 ? n : 1, sizeof (int64_t));
  int st = perm ? nds_sort (os, n, k, sz, perm) : NDS_ENOMEM;
  if (st == NDS_OK) st = permute_rows (os, x, n, k, es, perm);
  nds_free (perm);
  return st;
}

/* the selection's nonzeros, sorted, with their source rows */
int nds_select (const nds_store *S, const int64_t *const *list, const int64_t *len,
                int64_t **osubs, int64_t **osrc, int64_t *nout)
{
  if (!S) return NDS_EARG;
  const int64_t *s = S->s, n = S->nnz, k = S->m;
  inv_list *L;
  int64_t a[64], b[64], c[64];
  if (n < 0 || k < 1 || k > 64 || !osubs || !osrc || !nout) return NDS_EARG;
  *osubs = NULL; *osrc = NULL; *nout = 0;
  if (inv_all (list, len, k, n, &L) != NDS_OK) return NDS_ENOMEM;
  int64_t cnt = 0;
  for (int64_t i = 0; i < n; i++) cnt += expansion (s, n, i, k, L, a, b);
  int64_t *os = nds_malloc (cnt > 0 ? cnt * k : 1, sizeof (int64_t));
  int64_t *src = nds_malloc (cnt > 0 ? cnt : 1, sizeof (int64_t));
  if (!os || !src)
    {
      nds_free (os); nds_free (src); inv_free (L, k);
      return NDS_ENOMEM;
    }
  int64_t o = 0;
  for (int64_t i = 0; i < n; i++)
    {
      if (!expansion (s, n, i, k, L, a, b)) continue;
      for (int64_t d = 0; d < k; d++) c[d] = a[d];
      for (;;)
        {
          for (int64_t d = 0; d < k; d++) os[o + d * cnt] = (L[d].ord ? L[d].ord[c[d]] : c[d]) + 1;
          src[o++] = i;
          int64_t d = 0;
          while (d < k && ++c[d] == b[d]) { c[d] = a[d]; d++; }
          if (d == k) break;
        }
    }
  inv_free (L, k);
  int st = sort_rows (os, src, cnt, k, sizeof (int64_t), len);
  if (st != NDS_OK)
    {
      nds_free (os); nds_free (src);
      return st;
    }
  *osubs = os; *osrc = src; *nout = cnt;
  return NDS_OK;
}

/* perm = rows of s in stable order of their dim-d coordinate (counting sort) */
int nds_dim_order (const int64_t *s, int64_t n, int64_t d, int64_t ext, int64_t *perm)
{
  if (n < 0 || d < 0 || ext < 0 || !perm) return NDS_EARG;
  const int64_t *col = s + d * n;
  if (ext > 4 * n + 1000000)
    {
      /* counters for every coordinate would outnumber the rows: a radix sort */
      uint64_t *key = nds_malloc (n > 0 ? n : 1, sizeof (uint64_t));
      if (!key) return NDS_ENOMEM;
      for (int64_t i = 0; i < n; i++)
        {
          if (col[i] < 1 || col[i] > ext)
            {
              nds_free (key);
              return NDS_ESUB;
            }
          key[i] = (uint64_t) (col[i] - 1);
        }
      const int st = nds_sort_keys (key, n, nds_bits ((uint64_t) ext), perm);
      nds_free (key);
      return st;
    }
  int64_t *start = nds_calloc ((size_t) ext + 2, sizeof (int64_t));
  if (!start) return NDS_ENOMEM;
  for (int64_t i = 0; i < n; i++)
    {
      if (col[i] < 1 || col[i] > ext)
        {
          nds_free (start);
          return NDS_ESUB;
        }
      start[col[i] + 1]++;
    }
  for (int64_t c = 1; c <= ext + 1; c++) start[c] += start[c - 1];
  for (int64_t i = 0; i < n; i++) perm[start[col[i]]++] = i;
  nds_free (start);
  return NDS_OK;
}

/* first position p in [lo, hi) of perm whose row has dim-d coordinate >= c */
static int64_t perm_lower (const int64_t *col, const int64_t *perm, int64_t lo, int64_t hi,
                           int64_t c)
{
  while (lo < hi)
    {
      int64_t mid = lo + (hi - lo) / 2;
      if (col[perm[mid]] < c) lo = mid + 1; else hi = mid;
    }
  return lo;
}

/* the view's entries, reading only the rows whose dim-d coordinate it covers */
int nds_view_by_dim (const nds_store *S, const nds_view *V, const int64_t *perm, int64_t d,
                     int64_t **vs, void **vx, int64_t *cnt)
{
  if (!S) return NDS_EARG;
  const int64_t *s = S->s, nnz = S->nnz;
  const void *x = S->x;
  const nds_vtype vt = S->vt;
  if (!s || !V || !perm || !vs || !vx || !cnt || d < 0 || d >= V->m) return NDS_EARG;
  int64_t m = V->m, k = V->k;
  size_t es = nds_vsize (vt);
  const int64_t *col = s + d * nnz;
  int64_t a = V->off[d] + 1, b = V->fixed[d] ? a : V->off[d] + V->ext[d];
  int64_t lo = perm_lower (col, perm, 0, nnz, a);
  int64_t hi = perm_lower (col, perm, lo, nnz, b + 1);
  int64_t g = hi - lo;
  /* the block, gathered: sorted when the view covers one dim-d coordinate */
  int64_t *gs = nds_malloc (g > 0 ? g * m : 1, sizeof (int64_t));
  char *gx = nds_malloc (g > 0 ? g : 1, es);
  if (!gs || !gx)
    {
      nds_free (gs); nds_free (gx);
      return NDS_ENOMEM;
    }
  for (int64_t i = 0; i < g; i++)
    if (perm[lo + i] < 0 || perm[lo + i] >= nnz)
      {
        nds_free (gs); nds_free (gx);
        return NDS_EARG;
      }
  for (int64_t i = 0; i < g; i++)
    {
      int64_t r = perm[lo + i];
      for (int64_t e = 0; e < m; e++) gs[i + e * g] = s[r + e * nnz];
      memcpy (gx + (size_t) i * es, (const char *) x + (size_t) r * es, es);
    }
  const nds_store G = {g, m, gs, gx, vt, NULL};
  int64_t c = nds_view_count (&G, V, 0, g);
  int64_t *os = nds_malloc (c > 0 ? c * k : 1, sizeof (int64_t));
  char *ox = nds_malloc (c > 0 ? c : 1, es);
  int64_t mx[64];
  int st = (os && ox && k <= 64) ? NDS_OK : NDS_ENOMEM;
  if (st == NDS_OK)
    {
      nds_view_emit (&G, V, 0, g, os, ox, c);
      nds_subs_max (os, c, k, mx);
      st = sort_rows (os, ox, c, k, es, mx);
    }
  nds_free (gs); nds_free (gx);
  if (st != NDS_OK)
    {
      nds_free (os); nds_free (ox);
      return st;
    }
  *vs = os; *vx = ox; *cnt = c;
  return NDS_OK;
}

/* keep[i] = 1 for the rows of s whose dim-d coordinate is not in the sorted distinct
   del[0..ndel-1]; their number */
int64_t nds_drop_mark (const int64_t *s, int64_t n, int64_t d, const int64_t *del,
                       int64_t ndel, unsigned char *keep)
{
  const int64_t *col = s + d * n;
  int64_t c = 0;
  #pragma omp parallel for reduction(+:c) schedule(static) if (n > 100000)
  for (int64_t i = 0; i < n; i++)
    {
      int64_t lo = 0, hi = ndel;
      while (lo < hi)
        {
          const int64_t mid = lo + (hi - lo) / 2;
          if (del[mid] < col[i]) lo = mid + 1; else hi = mid;
        }
      keep[i] = !(lo < ndel && del[lo] == col[i]);
      c += keep[i];
    }
  return c;
}

/* the kept rows (nout of them) into os (nout-by-m), their dim-d coordinate lowered
   by the number of deleted coordinates below it (sorted rows stay sorted), and
   their source rows into src */
void nds_drop_emit (const int64_t *s, int64_t n, int64_t m, int64_t d, const int64_t *del,
                    int64_t ndel, const unsigned char *keep, int64_t *os, int64_t *src,
                    int64_t nout)
{
  int64_t o = 0;
  for (int64_t i = 0; i < n; i++)
    {
      if (!keep[i]) continue;
      for (int64_t e = 0; e < m; e++) os[o + e * nout] = s[i + e * n];
      int64_t lo = 0, hi = ndel;
      const int64_t c = s[i + d * n];
      while (lo < hi)
        {
          const int64_t mid = lo + (hi - lo) / 2;
          if (del[mid] < c) lo = mid + 1; else hi = mid;
        }
      os[o + d * nout] = c - lo;
      src[o++] = i;
    }
}

/* A(M): the rows of sorted a at the true rows of sorted mask b, merged in one pass */
void nds_mask_take (const int64_t *a, int64_t na, const int64_t *b, int64_t nb, int64_t m,
                    const unsigned char *bv, int64_t *pos, int64_t *row, int64_t *nout,
                    int64_t *ntrue)
{
  int64_t i = 0, j = 0, k = 0, r = 0;
  while (i < na && j < nb)
    {
      const int c = m == 2 ? (a[i + na] != b[j + nb] ? (a[i + na] < b[j + nb] ? -1 : 1)
                              : a[i] != b[j] ? (a[i] < b[j] ? -1 : 1) : 0)
                    : nds_cmp_from (a, na, i, b, nb, j, m, 0);
      if (c < 0)
        {
          i++;
          continue;
        }
      if (c == 0 && bv[j])
        {
          pos[k] = r + 1;
          row[k++] = i;
        }
      r += bv[j] != 0;
      if (c == 0)
        i++;
      j++;
    }
  for (; j < nb; j++)
    r += bv[j] != 0;
  *nout = k;
  *ntrue = r;
}
