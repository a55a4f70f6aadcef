/* nds_subscript.c: Octave's indexing rules: subscripts checked and classified, the working
   shape, views, read shapes, and the plans of assignment and deletion */
#include <stdio.h>
#include <string.h>
#include "nds_index.h"

#define TWO53 9007199254740992.0

static void fail (nds_ixerr *e, nds_ixcode code, int64_t pos, int64_t nsub)
{
  e->code = code;
  e->pos = pos;
  e->nsub = nsub;
}

/* out[i] = x[i] and 1 when each is an integer 1 .. 2^52-1, whose bits then stand
   in x[i] + 2^52's mantissa; else 0 (out partly written).  No branch, so that the
   loop runs four or eight to a vector: 100 indices cost 1500 instructions one by
   one */
NDS_WIDE static int convert_small (const double *x, int64_t n, int64_t *out)
{
  int ok = 1;
  for (int64_t i = 0; i < n; i++)
    {
      const double v = x[i], y = v + 0x1p52;
      uint64_t b;
      memcpy (&b, &y, sizeof b);
      ok &= (v >= 1) & (v < 0x1p52) & (y - 0x1p52 == v);
      out[i] = (int64_t) (b - UINT64_C (0x4330000000000000));
    }
  return ok;
}

/* out[i] = x[i] after checking each is an integer 1 .. 2^63-1 */
int nds_ix_from_double (const double *x, int64_t n, int64_t *out, nds_ixerr *e)
{
  if (convert_small (x, n, out))
    return NDS_OK;
  for (int64_t i = 0; i < n; i++)
    {
      /* (in range the conversion is exact for integers, and no call to floor) */
      const double v = x[i];
      if (!(v >= 1 && v < 9223372036854775808.0 && (double) (int64_t) v == v))
        {
          e->code = NDS_IXE_BADIDX;
          e->value = v;
          return NDS_ESUB;
        }
      out[i] = (int64_t) v;
    }
  return NDS_OK;
}

/* the 1-based positions of the nonzero m[i] into out (NULL: count only) */
int64_t nds_ix_from_mask (const unsigned char *m, int64_t n, int64_t *out)
{
  int64_t c = 0;
  for (int64_t i = 0; i < n; i++)
    if (m[i])
      {
        if (out) out[c] = i + 1;
        c++;
      }
  return c;
}

/* 1 when x is ':' or consecutive increasing indices */
int nds_ix_unit (const nds_ix *x)
{
  if (x->kind == NDS_IX_COLON || x->n <= 1) return 1;
  if (x->kind == NDS_IX_RANGE) return x->step == 1;
  for (int64_t t = 1; t < x->n; t++)
    if (x->list[t] != x->list[t - 1] + 1) return 0;
  return 1;
}

/* 1 when Octave takes x as colon-equivalent on a dim of extent w */
int nds_ix_colon_equiv (const nds_ix *x, int64_t w)
{
  if (x->kind == NDS_IX_COLON) return 1;
  if (x->mask) return x->masklen == w && x->n == w;
  int64_t numel = 1;
  for (int64_t d = 0; d < x->nd; d++) numel *= x->dims[d];
  if (numel == 1) return w == 1 && nds_ix_at (x, 0) == 1;
  return x->range_obj && x->n == w && w > 0 && nds_ix_at (x, 0) == 1
         && nds_ix_at (x, x->n - 1) == w;
}

/* the working shape of nsub subscripts on the view shape[0..k-1] */
int nds_ix_working (const int64_t *shape, int64_t k, int64_t nsub, int64_t *W,
                    nds_ixerr *e)
{
  if (nsub > NDS_MAXSUB || k > NDS_MAXSUB)
    {
      fail (e, NDS_IXE_TOOMANY, -1, nsub);
      return NDS_EARG;
    }
  for (int64_t p = 0; p < nsub; p++) W[p] = p < k ? shape[p] : 1;
  if (nsub == 0 || nsub >= k) return NDS_OK;
  double fold = 1;
  for (int64_t d = nsub - 1; d < k; d++) fold *= (double) shape[d];
  if (fold > TWO53)
    {
      fail (e, NDS_IXE_FOLD, -1, nsub);
      size_t at = 0;
      e->shape[0] = 0;
      for (int64_t d = 0; d < k && at + 24 < sizeof e->shape; d++)
        at += (size_t) snprintf (e->shape + at, sizeof e->shape - at, "%s%lld", d ? "x" : "",
                                 (long long) shape[d]);
      return NDS_ETOOLARGE;
    }
  int64_t f = 1;
  for (int64_t d = nsub - 1; d < k; d++) f *= shape[d];
  W[nsub - 1] = f;
  return NDS_OK;
}

/* *lo, *hi = the smallest and the largest of l[0 .. n-1], n >= 1 (vectors of them) */
NDS_WIDE static void list_bounds (const int64_t *l, int64_t n, int64_t *lo, int64_t *hi)
{
  int64_t a = l[0], b = l[0];
  for (int64_t t = 1; t < n; t++)
    {
      a = l[t] < a ? l[t] : a;
      b = l[t] > b ? l[t] : b;
    }
  *lo = a;
  *hi = b;
}

/* n of the colons, lo and hi of every subscript; bounds unless grow */
int nds_ix_check (nds_ix *ix, int64_t nsub, const int64_t *W, int grow, nds_ixerr *e)
{
  for (int64_t p = 0; p < nsub; p++)
    {
      nds_ix *x = &ix[p];
      if (x->kind == NDS_IX_COLON)
        {
          x->n = W[p];
          x->lo = 1;
          x->hi = W[p];
          continue;
        }
      if (x->n == 0) continue;
      if (x->kind == NDS_IX_RANGE)
        {
          const int64_t last = x->first + x->step * (x->n - 1);
          x->lo = x->first < last ? x->first : last;
          x->hi = x->first < last ? last : x->first;
        }
      else
        list_bounds (x->list, x->n, &x->lo, &x->hi);
      if (!grow && x->hi > W[p])
        {
          fail (e, NDS_IXE_BOUND, p, nsub);
          e->value = (double) x->hi;
          e->bound = W[p];
          return NDS_ESUB;
        }
    }
  return NDS_OK;
}

/* 1 when every subscript is a single index */
int nds_ix_scalar (const nds_ix *ix, int64_t nsub)
{
  for (int64_t p = 0; p < nsub; p++)
    if (ix[p].kind == NDS_IX_COLON || ix[p].n != 1) return 0;
  return nsub > 0;
}

/* 1 when the read of the view by ix is a view */
int nds_ix_is_view (const int64_t *shape, int64_t k, const int64_t *hid, int64_t nh,
                    const nds_ix *ix, int64_t nsub)
{
  if (nsub < 2) return 0;
  for (int64_t p = 0; p < nsub; p++)
    if (!nds_ix_unit (&ix[p]) || (p >= k && ix[p].n != 1)) return 0;
  for (int64_t d = nsub; d < k; d++)
    if (shape[d] != 1) return 0;
  for (int64_t h = 0; h < nh; h++)
    if (hid[h] < nsub && ix[hid[h]].n != 1) return 0;
  return 1;
}

/* the size of the read of the view dims vd by ix */
void nds_ix_read_shape (const int64_t *vd, int64_t nvd, const nds_ix *ix, int64_t nsub,
                        int64_t *r, int64_t *nr)
{
  if (nsub >= 2)
    {
      for (int64_t p = 0; p < nsub; p++) r[p] = ix[p].n;
      *nr = nsub;
      return;
    }
  const nds_ix *x = &ix[0];
  if (x->kind == NDS_IX_COLON)
    {
      r[0] = x->n;
      r[1] = 1;
      *nr = 2;
      return;
    }
  int64_t numel = 1, nonone = 0, rnonone = 0;
  for (int64_t d = 0; d < nvd; d++)
    {
      numel *= vd[d];
      nonone += vd[d] != 1;
    }
  for (int64_t d = 0; d < x->nd; d++)
    {
      r[d] = x->dims[d];
      rnonone += r[d] != 1;
    }
  *nr = x->nd;
  if (numel != 1 && nonone == 1 && x->n != 1 && rnonone == 1)
    {
      /* a vector indexed by a vector keeps its orientation */
      for (int64_t d = 0; d < nvd; d++) r[d] = vd[d] != 1 ? x->n : 1;
      *nr = nvd;
    }
}

/* the view coordinates of the element at working coordinates c */
void nds_ix_unfold (const int64_t *c, const int64_t *W, int64_t nsub, const int64_t *shape,
                    int64_t k, int64_t *vc)
{
  (void) W;
  if (nsub >= k)
    {
      for (int64_t d = 0; d < k; d++) vc[d] = c[d];
      return;
    }
  for (int64_t d = 0; d + 1 < nsub; d++) vc[d] = c[d];
  int64_t t = c[nsub - 1] - 1;
  for (int64_t d = nsub - 1; d < k; d++)
    {
      vc[d] = shape[d] ? t % shape[d] + 1 : 1;
      t = shape[d] ? t / shape[d] : 0;
    }
}

/* sz without its trailing 1s past the first k */
int64_t nds_keep_modes (int64_t *sz, int64_t nsz, int64_t k)
{
  if (k < 1 || nsz <= k) return nsz;
  for (int64_t d = k; d < nsz; d++)
    if (sz[d] != 1) return nsz;
  return k;
}

/* Octave's dims of a size: trailing 1s dropped, at least 2 */
static int64_t octave_dims (const int64_t *s, int64_t n, int64_t *out)
{
  int64_t m = n;
  while (m > 2 && s[m - 1] == 1) m--;
  for (int64_t d = 0; d < m; d++) out[d] = s[d];
  for (int64_t d = m; d < 2; d++) out[d] = 1;
  return m < 2 ? 2 : m;
}

static double numel_of (const int64_t *s, int64_t n)
{
  double p = 1;
  for (int64_t d = 0; d < n; d++) p *= (double) s[d];
  return p;
}

/* Octave's zero_dims_inquire: colons into an all-zero-size array take X's dims (with
   two or more subscripts) */
static void zero_dims_inquire (const nds_ix *ix, int64_t nsub, const int64_t *xd,
                               int64_t nxd, int64_t *ext)
{
  int allcolon = 1;
  int64_t nsc = 0;
  for (int64_t p = 0; p < nsub; p++)
    {
      allcolon &= ix[p].kind == NDS_IX_COLON;
      nsc += !(ix[p].kind != NDS_IX_COLON && ix[p].n == 1);
    }
  if (allcolon)
    {
      for (int64_t p = 0; p < nsub; p++) ext[p] = p < nxd ? xd[p] : 1;
      return;
    }
  if (nsc == nxd)
    {
      int64_t j = 0;
      for (int64_t p = 0; p < nsub; p++)
        {
          if (ix[p].kind != NDS_IX_COLON && ix[p].n == 1) continue;
          if (ix[p].kind == NDS_IX_COLON) ext[p] = xd[j];
          j++;
        }
      return;
    }
  int64_t r[NDS_MAXSUB], nr = 0, j = 0;
  for (int64_t d = 0; d < nxd; d++)
    if (xd[d] != 1) r[nr++] = xd[d];
  for (int64_t p = 0; p < nsub; p++)
    if (ix[p].kind == NDS_IX_COLON)
      {
        ext[p] = j < nr ? r[j] : 1;
        j++;
      }
}

/* 1 when X's non-singleton dims match the region's (or X has one element) */
static int conforms (const int64_t *len, int64_t nsub, const int64_t *xd, int64_t nxd)
{
  if (numel_of (xd, nxd) == 1) return 1;
  if (nsub == 1) return numel_of (xd, nxd) == (double) len[0];
  int64_t a = 0, b = 0;
  while (1)
    {
      while (a < nxd && xd[a] == 1) a++;
      while (b < nsub && len[b] == 1) b++;
      if (a == nxd || b == nsub) return a == nxd && b == nsub;
      if (xd[a++] != len[b++]) return 0;
    }
}

/* the plan of T(ix) = X */
int nds_ix_assign (const int64_t *shape, int64_t k, nds_ix *ix, int64_t nsub,
                   const int64_t *W, const int64_t *xd, int64_t nxd, int scalar,
                   nds_assign_plan *pl, nds_ixerr *e)
{
  if (nxd > NDS_MAXSUB)
    {
      fail (e, NDS_IXE_TOOMANY, -1, nsub);
      return NDS_EARG;
    }
  pl->noop = 0;
  pl->nsz = 0;
  int anycolon = 0, allzero = 1, grown = 0;
  for (int64_t p = 0; p < nsub; p++)
    {
      pl->Wn[p] = W[p];
      if (ix[p].kind == NDS_IX_COLON)
        anycolon = 1;
      else if (ix[p].n > 0 && ix[p].hi > W[p])
        {
          if ((double) ix[p].hi >= TWO53)
            {
              fail (e, NDS_IXE_SIZE, p, nsub);
              e->value = (double) ix[p].hi;
              return NDS_ESIZE;
            }
          pl->Wn[p] = ix[p].hi;
        }
    }
  for (int64_t d = 0; d < k; d++) allzero &= shape[d] == 0;
  if (allzero && anycolon && nsub >= 2)
    {
      const int64_t one[2] = {1, 1};
      zero_dims_inquire (ix, nsub, scalar ? one : xd, scalar ? 2 : nxd, pl->Wn);
    }
  for (int64_t p = 0; p < nsub; p++)
    {
      pl->len[p] = ix[p].kind == NDS_IX_COLON ? pl->Wn[p] : ix[p].n;
      grown |= pl->Wn[p] != W[p];
    }
  if (!scalar && !conforms (pl->len, nsub, xd, nxd))
    {
      if (numel_of (pl->len, nsub) == 0 && numel_of (xd, nxd) == 0)
        {
          pl->noop = 1;
          return NDS_OK;
        }
      fail (e, NDS_IXE_NONCONFORM, -1, nsub);
      if (nsub > 1)
        e->n1 = octave_dims (pl->len, nsub, e->d1);
      else
        {
          e->d1[0] = pl->len[0];
          e->d1[1] = 1;
          e->n1 = 2;
        }
      e->n2 = nxd;
      for (int64_t d = 0; d < nxd; d++) e->d2[d] = xd[d];
      return NDS_ESUB;
    }
  /* Octave's resizing rules */
  int64_t vd[NDS_MAXSUB];
  const int64_t nvd = octave_dims (shape, k, vd);
  for (int64_t d = 0; d < nvd; d++) pl->sz[d] = vd[d];
  pl->nsz = nvd;
  if (grown)
    {
      int ok = 1;
      if (nsub == 1)
        {
          if (nvd != 2)
            ok = 0;
          else if (vd[0] <= 1)
            {
              pl->sz[0] = 1;
              pl->sz[1] = pl->Wn[0];
            }
          else if (vd[1] == 1)
            pl->sz[0] = pl->Wn[0];
          else
            ok = 0;
        }
      else
        {
          int zero = 1, equiv = 1;
          for (int64_t p = 0; p < nsub; p++)
            {
              zero &= W[p] == 0;
              equiv &= nds_ix_colon_equiv (&ix[p], pl->Wn[p]);
            }
          if (nsub >= nvd || (zero && equiv))
            {
              for (int64_t p = 0; p < nsub; p++) pl->sz[p] = pl->Wn[p];
              pl->nsz = nsub;
            }
          else
            ok = 0;
        }
      if (!ok)
        {
          fail (e, NDS_IXE_RESIZE, -1, nsub);
          return NDS_ESUB;
        }
    }
  pl->nsz = nds_keep_modes (pl->sz, pl->nsz, k);
  return NDS_OK;
}

/* 1 when Octave sees the deletion index x as one contiguous range: a single index, a
   range object of step 1, a mask whose true elements come first (Octave keeps a mask
   only when more than 1/16 of it is true) */
static int cont_range (const nds_ix *x)
{
  if (x->mask)
    return x->n > x->masklen / 16 && (x->n == 0 || x->list[x->n - 1] == x->n);
  int64_t numel = 1;
  for (int64_t d = 0; d < x->nd; d++) numel *= x->dims[d];
  return numel == 1 || (x->range_obj && (x->n < 2 || x->step == 1));
}

/* the bound error of deletion index x against extent w */
static int del_bound (const nds_ix *x, int64_t w, int64_t pos, int64_t nsub, nds_ixerr *e)
{
  if (x->n > 0 && x->hi > w)
    {
      fail (e, NDS_IXE_DEL_BOUND, pos, nsub);
      e->value = (double) x->hi;
      e->bound = w;
      return NDS_ESUB;
    }
  return NDS_OK;
}

/* the plan of T(ix) = [] */
int nds_ix_delete (const int64_t *vd, int64_t nvd, int64_t mdims, nds_ix *ix, int64_t nsub,
                   int64_t ndel, nds_delete_plan *pl, nds_ixerr *e)
{
  pl->kind = NDS_DEL_NOOP;
  pl->nsz = 0;
  if (nsub == 0)
    {
      fail (e, NDS_IXE_DEL_NONE, -1, 0);
      return NDS_EARG;
    }
  int64_t ncolon = 0, d = -1;
  for (int64_t p = 0; p < nsub; p++)
    {
      if (ix[p].kind == NDS_IX_COLON)
        ncolon++;
      else
        d = p;
    }
  if (nsub == 1 && ncolon == 0)
    {
      const double N = numel_of (vd, nvd);
      if (del_bound (&ix[0], (int64_t) N, -1, 1, e)) return NDS_ESUB;
      if (ix[0].n == 0) return NDS_OK;
      const int64_t n = (int64_t) N - ndel;
      int64_t nonone = 0;
      for (int64_t q = 0; q < nvd; q++) nonone += vd[q] != 1;
      pl->kind = NDS_DEL_LINEAR;
      if (cont_range (&ix[0]))
        {
          const int col = nvd == 2 && vd[1] == 1 && vd[0] != 1;
          pl->sz[0] = col ? n : 1;
          pl->sz[1] = col ? 1 : n;
          pl->nsz = 2;
        }
      else if (nonone == 1)
        {
          for (int64_t q = 0; q < nvd; q++) pl->sz[q] = vd[q] != 1 ? n : 1;
          pl->nsz = nvd;
        }
      else
        {
          pl->sz[0] = n;
          pl->sz[1] = 1;
          pl->nsz = 2;
        }
      return NDS_OK;
    }
  if (ncolon == nsub)
    {
      pl->kind = NDS_DEL_ALL;
      if (nsub == 1)
        {
          pl->sz[0] = pl->sz[1] = 0;
          pl->nsz = 2;
        }
      else
        {
          for (int64_t q = 0; q < nvd; q++) pl->sz[q] = vd[q];
          pl->sz[0] = 0;
          pl->nsz = nvd;
        }
      return NDS_OK;
    }
  if (nsub - ncolon > 1)
    {
      /* Octave's delete_elements: nothing changes when an empty index (':' of a
         zero-length dim too) comes before a second index that is not
         colon-equivalent; else this is an error */
      int64_t nonc = 0;
      for (int64_t p = 0; p < nsub && nonc < 2; p++)
        {
          const int64_t w = p < nvd ? vd[p] : 1;
          const int colon = ix[p].kind == NDS_IX_COLON;
          if ((colon && w == 0) || (!colon && ix[p].n == 0)) return NDS_OK;
          if (!colon && !nds_ix_colon_equiv (&ix[p], w)) nonc++;
        }
      fail (e, NDS_IXE_DEL_MULTI, -1, nsub);
      return NDS_ESUB;
    }
  if (d >= nvd)
    {
      fail (e, NDS_IXE_DEL_DIM, d, nsub);
      return NDS_ESUB;
    }
  if (del_bound (&ix[d], vd[d], d, nsub, e)) return NDS_ESUB;
  if (ix[d].n == 0) return NDS_OK;
  pl->kind = NDS_DEL_DIM;
  pl->dim = d;
  const int64_t nw = mdims > nvd ? mdims : nvd;
  for (int64_t q = 0; q < nw; q++) pl->sz[q] = q < nvd ? vd[q] : 1;
  pl->nsz = nds_keep_modes (pl->sz, nw, mdims > d + 1 ? mdims : d + 1);
  return NDS_OK;
}

/* vals = the distinct values of list (sorted), last = the 0-based position of the
   last occurrence of each; *nu their number (Octave's unique (list, "last")) */
int nds_ix_unique_last (const int64_t *list, int64_t n, int64_t *vals, int64_t *last,
                        int64_t *nu)
{
  uint64_t *key = nds_malloc (n > 0 ? n : 1, sizeof (uint64_t));
  int64_t *perm = nds_malloc (n > 0 ? n : 1, sizeof (int64_t));
  int st = key && perm ? NDS_OK : NDS_ENOMEM;
  uint64_t hi = 0;
  for (int64_t i = 0; st == NDS_OK && i < n; i++)
    {
      key[i] = (uint64_t) (list[i] - 1);
      hi = key[i] > hi ? key[i] : hi;
    }
  if (st == NDS_OK) st = nds_sort_keys (key, n, nds_bits (hi + 1), perm);
  int64_t u = 0;
  for (int64_t t = 0; st == NDS_OK && t < n; t++)
    {
      /* the sort is stable: the last of a run of equal keys is the last occurrence */
      if (t + 1 < n && key[t + 1] == key[t]) continue;
      vals[u] = (int64_t) key[t] + 1;
      last[u++] = perm[t];
    }
  *nu = u;
  nds_free (key);
  nds_free (perm);
  return st;
}
