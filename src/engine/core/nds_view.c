/* nds_view.c: the entries of a view (offsets, fixed and hidden dims) of sorted storage */
#include <string.h>
#include "nds.h"

/* [lo, hi) = the block of sorted s that can hold entries of the view: the fixed dims at
   the most significant end, and the first active dim below them, bound a contiguous block */
void nds_view_range (const nds_store *S, const nds_view *V, int64_t *lo, int64_t *hi)
{
  const int64_t *s = S->s, nnz = S->nnz;
  int64_t m = V->m, kl[64], kh[64];
  *lo = 0; *hi = nnz;
  if (m > 64 || nnz == 0) return;
  for (int64_t d = m - 1; d >= 0; d--)
    {
      kl[d] = V->off[d] + 1;
      kh[d] = V->fixed[d] ? kl[d] : V->off[d] + V->ext[d];
      int64_t a = nds_lower_bound (s, nnz, m, d, kl, *lo, *hi);
      kh[d]++;   /* one past the last wanted coordinate: upper bound */
      int64_t b = nds_lower_bound (s, nnz, m, d, kh, a, *hi);
      kh[d]--;
      *lo = a; *hi = b;
      if (!V->fixed[d]) break;
    }
}

/* 1 when row r of s lies inside the view */
static int inside (const int64_t *s, int64_t nnz, const nds_view *V, int64_t r)
{
  for (int64_t d = 0; d < V->m; d++)
    {
      int64_t u = s[r + d * nnz] - V->off[d];
      if (V->fixed[d] ? u != 1 : (u < 1 || u > V->ext[d])) return 0;
    }
  return 1;
}

/* count entries of s[lo..hi) inside the view */
int64_t nds_view_count (const nds_store *S, const nds_view *V, int64_t lo, int64_t hi)
{
  const int64_t *s = S->s, nnz = S->nnz;
  int64_t c = 0;
  #pragma omp parallel for reduction(+:c) schedule(static) if (hi - lo > 100000)
  for (int64_t r = lo; r < hi; r++) c += inside (s, nnz, V, r);
  return c;
}

/* write the view's entries (cnt of them) in view coordinates, k columns, and values */
void nds_view_emit (const nds_store *S, const nds_view *V, int64_t lo, int64_t hi,
                    int64_t *vs, void *vx, int64_t cnt)
{
  const int64_t *s = S->s, nnz = S->nnz;
  const void *x = S->x;
  size_t es = nds_vsize (S->vt);
  int64_t o = 0;
  for (int64_t r = lo; r < hi; r++)
    {
      if (!inside (s, nnz, V, r)) continue;
      int64_t h = 0, d = 0, a = 0;
      for (int64_t c = 0; c < V->k; c++)
        {
          if (h < V->nh && V->hid[h] == c)
            {
              vs[o + c * cnt] = 1;
              h++;
              continue;
            }
          int64_t u;
          if (V->act)
            u = V->act[a++];
          else
            {
              while (V->fixed[d]) d++;
              u = d++;
            }
          vs[o + c * cnt] = s[r + u * nnz] - V->off[u];
        }
      memcpy ((char *) vx + (size_t) o * es, (const char *) x + (size_t) r * es, es);
      o++;
    }
}

/* whether a value of the view in s[lo..hi) has a nonzero imaginary part: the
   imaginary part first (a load), the view's test only for a nonzero one */
int nds_view_any_imag (const nds_store *S, const nds_view *V, int64_t lo, int64_t hi)
{
  int sgl = 0;
  switch (S->vt)
    {
    case NDS_COMPLEX: break;
    case NDS_CSINGLE: sgl = 1; break;
    case NDS_DOUBLE: case NDS_LOGICAL: case NDS_SINGLE: return 0;
    }
  const double *zd = (const double *) S->x;
  const float *zf = (const float *) S->x;
  for (int64_t r = lo; r < hi; r++)
    {
      const double im = sgl ? zf[2 * r + 1] : zd[2 * r + 1];
      if (im != 0 && inside (S->s, S->nnz, V, r)) return 1;
    }
  return 0;
}

/* R = the view of the view V by the nq indices ix (range, point, new axis) */
int nds_view_compose (const nds_view *V, const nds_vq *ix, int64_t nq, nds_view_out *R)
{
  const int64_t m = V->m, k = V->k, nh = V->nh;
  const int64_t *off = V->off, *hid = V->hid, *act = V->act;
  const unsigned char *fixed = V->fixed;
  int64_t *off2 = R->off, *shape2 = R->shape, *hid2 = R->hid, *act2 = R->act;
  unsigned char *fixed2 = R->fixed;
  int64_t ks = 0, hs = 0, j = 0, u = 0, h = 0, ai = 0, na = 0;
  for (int64_t d = 0; d < m; d++)
    {
      off2[d] = off[d];
      fixed2[d] = fixed[d];
    }
  /* the view's dims past the indices are size 1: ranges 1..1 */
  int64_t ndone = 0;
  for (int64_t q = 0; q < nq; q++) ndone += ix[q].kind != NDS_VQ_NEW;
  const int64_t total = nq + (k > ndone ? k - ndone : 0);
  for (int64_t q = 0; q < total; q++)
    {
      const nds_vq_kind kq = q < nq ? ix[q].kind : NDS_VQ_RANGE;
      const int64_t aq = q < nq ? ix[q].a : 1, nqn = q < nq ? ix[q].n : 1;
      if (kq == NDS_VQ_NEW)
        {
          shape2[ks] = 1;
          hid2[hs++] = ks++;
          continue;
        }
      /* view dim j: hidden (no storage), past the shape, or the next active dim */
      const int vis = j < k && !(h < nh && hid[h] == j);
      if (j < k && !vis) h++;
      j++;
      if (!vis)
        {
          if (kq == NDS_VQ_RANGE)
            {
              shape2[ks] = nqn;
              hid2[hs++] = ks++;
            }
          continue;
        }
      int64_t d;
      if (act)
        d = act[ai++];
      else
        {
          while (fixed[u]) u++;
          d = u++;
        }
      off2[d] += aq - 1;
      if (kq == NDS_VQ_POINT)
        fixed2[d] = 1;
      else
        {
          shape2[ks++] = nqn;
          act2[na++] = d;
        }
    }
  R->k = ks;
  R->nh = hs;
  for (int64_t t = 0; t < hs; t++)
    if (shape2[hid2[t]] == 0) return 1;
  if (ks == 0)
    {
      /* every dim fixed: a 1x1 view, kept with one hidden dim so that it has a shape */
      shape2[ks++] = 1;
      hid2[hs++] = 0;
    }
  R->k = ks;
  R->nh = hs;
  return 0;
}

/* the view's dims permuted: result dim q is view dim p[q] */
void nds_view_permute (const nds_view *V, const int64_t *shape, const int64_t *p,
                       int64_t kp, nds_view_out *R, int64_t *w)
{
  const int64_t k = V->k, nh = V->nh, m = V->m;
  const int64_t *hid = V->hid, *act = V->act;
  const unsigned char *fixed = V->fixed;
  int64_t *shape2 = R->shape, *hid2 = R->hid, *act2 = R->act;
  /* w[c]: the underlying dim of view dim c, -1 for hidden ones and those past k */
  int64_t *under = w;
  int64_t h = 0, a = 0, d = 0;
  for (int64_t c = 0; c < kp; c++)
    {
      if (c >= k || (h < nh && hid[h] == c))
        {
          if (c < k) h++;
          under[c] = -1;
          continue;
        }
      if (act)
        under[c] = act[a++];
      else
        {
          while (d < m && fixed[d]) d++;
          under[c] = d++;
        }
    }
  int64_t hs = 0, na = 0;
  for (int64_t q = 0; q < kp; q++)
    {
      shape2[q] = p[q] < k ? shape[p[q]] : 1;
      if (under[p[q]] < 0)
        hid2[hs++] = q;
      else
        act2[na++] = under[p[q]];
    }
  R->k = kp;
  R->nh = hs;
}
