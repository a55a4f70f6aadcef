/* nds_subs.c: checking and converting subscript arrays */
#include <math.h>
#include "nds.h"

#define NDS_FLINTMAX 9007199254740992.0 /* 2^53: every integer below is exact */

/* the subscript v as an integer when v is an integer in 1..hi (hi <= 2^53), else 0
   (NaN included), which no subscript is.  No branch, so loops over it vectorize. */
static inline int64_t sub_value (double v, double hi)
{
  double in = v >= 1 && v <= hi ? v : 0;
  int64_t c = (int64_t) in;
  return (double) c == v ? c : 0;
}

/* the error of a bad subscript: too large (ESIZE) or not a positive integer (ESUB) */
static int bad_status (double v)
{
  return (v >= 1 && v == floor (v) && v <= NDS_FLINTMAX) ? NDS_ESIZE : NDS_ESUB;
}

/* e = the first bad subscript of s in column-major order of the subs array */
static int first_bad (const double *s, int64_t n, int64_t m, const int64_t *sz, nds_err *e)
{
  for (int64_t d = 0; d < m; d++)
    for (int64_t i = 0; i < n; i++)
      {
        double v = s[i + d * n];
        if (sub_value (v, sz ? (double) sz[d] : NDS_FLINTMAX) == 0)
          {
            e->row = i; e->col = d; e->val = v;
            return bad_status (v);
          }
      }
  return NDS_OK;
}

/* out = int64(s) after checking every s(i,d) is an integer in 1..sz[d] */
int nds_subs_from_double (const double *s, int64_t n, int64_t m, const int64_t *sz,
                          int64_t *out, nds_err *e)
{
  int bad = 0;
  for (int64_t d = 0; d < m; d++)
    {
      const double hi = sz ? (double) sz[d] : NDS_FLINTMAX, *c = s + d * n;
      int64_t *o = out + d * n;
      #pragma omp parallel for schedule(static) reduction(|:bad) if (n > 100000)
      for (int64_t i = 0; i < n; i++)
        {
          o[i] = sub_value (c[i], hi);
          bad |= (o[i] == 0);
        }
    }
  return bad ? first_bad (s, n, m, sz, e) : NDS_OK;
}

/* key[i] = column-major linear key of the double subscripts s(i,:), checked as by
   nds_subs_from_double; sz must satisfy nds_key_fits */
int nds_key_from_double (const double *s, int64_t n, int64_t m, const int64_t *sz,
                         uint64_t *key, nds_err *e)
{
  int bad = 0;
  #pragma omp parallel for schedule(static) reduction(|:bad) if (n > 100000)
  for (int64_t i = 0; i < n; i++)
    {
      uint64_t k = 0;
      for (int64_t d = m - 1; d >= 0; d--)
        {
          /* a bad subscript only marks the row: first_bad then finds it */
          int64_t c = sub_value (s[i + d * n], (double) sz[d]);
          bad |= (c == 0);
          k = k * (uint64_t) sz[d] + (uint64_t) (c - 1);
        }
      key[i] = k;
    }
  return bad ? first_bad (s, n, m, sz, e) : NDS_OK;
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
