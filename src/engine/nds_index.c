/* nds_index.c: selection of entries by per-dimension index lists, and refolding */
#include <stdlib.h>
#include "nds_index.h"

/* one dimension's index list inverted: positions sorted by (coordinate, position) */
typedef struct { int64_t len; const int64_t *list; int64_t *ord; int mono; } inv_list;

static const int64_t *sort_list;   /* qsort has no context argument */

static int cmp_pos (const void *a, const void *b)
{
  int64_t i = *(const int64_t *) a, j = *(const int64_t *) b;
  int64_t u = sort_list[i], v = sort_list[j];
  if (u != v) return u < v ? -1 : 1;
  return i < j ? -1 : (i > j);
}

/* L = list inverted; mono when the list is strictly increasing (ord is the identity);
   a NULL list is the identity 1..len (Octave's colon) and needs no workspace */
static int inv_make (const int64_t *list, int64_t len, inv_list *L)
{
  L->len = len; L->list = list; L->mono = 1; L->ord = NULL;
  if (!list) return NDS_OK;
  for (int64_t p = 1; p < len && L->mono; p++) L->mono = list[p] > list[p - 1];
  L->ord = nds_malloc (len > 0 ? len : 1, sizeof (int64_t));
  if (!L->ord) return NDS_ENOMEM;
  for (int64_t p = 0; p < len; p++) L->ord[p] = p;
  if (!L->mono)
    {
      sort_list = list;
      qsort (L->ord, len, sizeof (int64_t), cmp_pos);
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
  for (int64_t d = 0; d < k; d++) nds_free (L[d].ord);
  nds_free (L);
}

/* L[0..k-1] = every list inverted */
static int inv_all (const int64_t *const *list, const int64_t *len, int64_t k,
                    inv_list **out)
{
  inv_list *L = nds_calloc (k > 0 ? k : 1, sizeof (inv_list));
  if (!L) return NDS_ENOMEM;
  for (int64_t d = 0; d < k; d++)
    if (inv_make (list[d], len[d], &L[d]) != NDS_OK)
      {
        inv_free (L, d);
        return NDS_ENOMEM;
      }
  *out = L;
  return NDS_OK;
}

/* in[i] = 1 when every coordinate of row i of s appears in its dimension's list */
int nds_select_member (const int64_t *s, int64_t n, int64_t k, const int64_t *const *list,
                       const int64_t *len, unsigned char *in)
{
  inv_list *L;
  if (n < 0 || k < 0 || !in) return NDS_EARG;
  if (inv_all (list, len, k, &L) != NDS_OK) return NDS_ENOMEM;
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

/* permute rows of (os, src) (nout rows, k cols) into column-major order of the positions */
static int sort_rows (int64_t *os, int64_t *src, int64_t nout, int64_t k, const int64_t *len)
{
  if (nds_is_sorted (os, nout, k)) return NDS_OK;
  int64_t *perm = nds_malloc (nout, sizeof (int64_t));
  int64_t *tmp = nds_malloc (nout, sizeof (int64_t));
  int st = (perm && tmp) ? nds_sort (os, nout, k, len, perm) : NDS_ENOMEM;
  if (st == NDS_OK)
    {
      for (int64_t d = 0; d <= k; d++)
        {
          int64_t *col = d < k ? os + d * nout : src;
          for (int64_t i = 0; i < nout; i++) tmp[i] = col[perm[i]];
          for (int64_t i = 0; i < nout; i++) col[i] = tmp[i];
        }
    }
  nds_free (perm);
  nds_free (tmp);
  return st;
}

/* the selection's nonzeros, sorted, with their source rows */
int nds_select (const int64_t *s, int64_t n, int64_t k, const int64_t *const *list,
                const int64_t *len, int64_t **osubs, int64_t **osrc, int64_t *nout)
{
  inv_list *L;
  int64_t a[64], b[64], c[64];
  if (n < 0 || k < 1 || k > 64 || !osubs || !osrc || !nout) return NDS_EARG;
  *osubs = NULL; *osrc = NULL; *nout = 0;
  if (inv_all (list, len, k, &L) != NDS_OK) return NDS_ENOMEM;
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
  int st = sort_rows (os, src, cnt, k, len);
  if (st != NDS_OK)
    {
      nds_free (os); nds_free (src);
      return st;
    }
  *osubs = os; *osrc = src; *nout = cnt;
  return NDS_OK;
}

/* out = rows of s (size sza) refolded to size szb with the same linear positions */
int nds_refold (const int64_t *s, int64_t n, int64_t ka, const int64_t *sza, int64_t kb,
                const int64_t *szb, int64_t *out)
{
  int bits;
  if (n < 0 || ka < 1 || kb < 1) return NDS_EARG;
  if (!nds_key_fits (sza, ka, &bits) || !nds_key_fits (szb, kb, &bits)) return NDS_ETOOLARGE;
  #pragma omp parallel for schedule(static) if (n > 100000)
  for (int64_t i = 0; i < n; i++)
    {
      uint64_t key = 0;
      for (int64_t d = ka - 1; d >= 0; d--)
        key = key * (uint64_t) sza[d] + (uint64_t) (s[i + d * n] - 1);
      for (int64_t d = 0; d < kb; d++)
        {
          uint64_t e = szb[d] > 0 ? (uint64_t) szb[d] : 1;
          out[i + d * n] = (int64_t) (key % e) + 1;
          key /= e;
        }
    }
  return NDS_OK;
}
