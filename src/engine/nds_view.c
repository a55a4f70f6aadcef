/* nds_view.c: the entries of a view (offsets, fixed and hidden dims) of sorted storage */
#include <string.h>
#include "nds.h"

/* [lo, hi) = the block of sorted s that can hold entries of the view: the fixed dims at
   the most significant end, and the first active dim below them, bound a contiguous block */
void nds_view_range (const int64_t *s, int64_t nnz, const nds_view *V, int64_t *lo,
                     int64_t *hi)
{
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
int64_t nds_view_count (const int64_t *s, int64_t nnz, const nds_view *V, int64_t lo,
                        int64_t hi)
{
  int64_t c = 0;
  #pragma omp parallel for reduction(+:c) schedule(static) if (hi - lo > 100000)
  for (int64_t r = lo; r < hi; r++) c += inside (s, nnz, V, r);
  return c;
}

/* write the view's entries (cnt of them) in view coordinates, k columns, and values */
void nds_view_emit (const int64_t *s, const void *x, int64_t nnz, const nds_view *V,
                    int64_t lo, int64_t hi, nds_vtype vt, int64_t *vs, void *vx,
                    int64_t cnt)
{
  size_t es = nds_vsize (vt);
  int64_t o = 0;
  for (int64_t r = lo; r < hi; r++)
    {
      if (!inside (s, nnz, V, r)) continue;
      int64_t h = 0, d = 0;
      for (int64_t c = 0; c < V->k; c++)
        {
          if (h < V->nh && V->hid[h] == c)
            {
              vs[o + c * cnt] = 1;
              h++;
              continue;
            }
          while (V->fixed[d]) d++;
          vs[o + c * cnt] = s[r + d * nnz] - V->off[d];
          d++;
        }
      memcpy ((char *) vx + (size_t) o * es, (const char *) x + (size_t) r * es, es);
      o++;
    }
}
