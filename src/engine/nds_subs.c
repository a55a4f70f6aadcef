/* nds_subs.c: checking and converting subscript arrays */
#include <math.h>
#include "nds.h"

#define NDS_FLINTMAX 9007199254740992.0 /* 2^53: every integer below is exact */

/* out = int64(s) after checking every s(i,d) is an integer in 1..sz[d] */
int nds_subs_from_double (const double *s, int64_t n, int64_t m, const int64_t *sz,
                          int64_t *out, nds_err *e)
{
  for (int64_t d = 0; d < m; d++)
    {
      const double *c = s + d * n;
      int64_t *o = out + d * n;
      double hi = sz ? (double) sz[d] : NDS_FLINTMAX;
      for (int64_t i = 0; i < n; i++)
        {
          double v = c[i];
          /* NaN fails every comparison, so it lands in the error branch */
          if (!(v >= 1 && v <= hi && v == floor (v)))
            {
              e->row = i; e->col = d; e->val = v;
              return (v >= 1 && v == floor (v) && v <= NDS_FLINTMAX) ? NDS_ESIZE : NDS_ESUB;
            }
          o[i] = (int64_t) v;
        }
    }
  return NDS_OK;
}

/* check every s(i,d) of an int64 subscript array is in 1..sz[d] */
int nds_subs_check (const int64_t *s, int64_t n, int64_t m, const int64_t *sz, nds_err *e)
{
  for (int64_t d = 0; d < m; d++)
    {
      const int64_t *c = s + d * n;
      for (int64_t i = 0; i < n; i++)
        if (c[i] < 1 || (sz && c[i] > sz[d]))
          {
            e->row = i; e->col = d; e->val = (double) c[i];
            return c[i] < 1 ? NDS_ESUB : NDS_ESIZE;
          }
    }
  return NDS_OK;
}

/* mx[d] = max over i of s(i,d) (0 when n == 0) */
void nds_subs_max (const int64_t *s, int64_t n, int64_t m, int64_t *mx)
{
  for (int64_t d = 0; d < m; d++)
    {
      int64_t v = 0;
      const int64_t *c = s + d * n;
      for (int64_t i = 0; i < n; i++)
        if (c[i] > v) v = c[i];
      mx[d] = v;
    }
}
