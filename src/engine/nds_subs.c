/* nds_subs.c: checking and converting subscript arrays */
#include <math.h>
#include "nds.h"

#define NDS_FLINTMAX 9007199254740992.0 /* 2^53: every integer below is exact */

/* 1 when v is not an integer in 1..hi (NaN included) */
static int bad_sub (double v, double hi)
{
  return !(v >= 1 && v <= hi && v == floor (v));
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
        if (bad_sub (v, sz ? (double) sz[d] : NDS_FLINTMAX))
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
  int ok = 1;
  #pragma omp parallel for schedule(static) reduction(&&:ok) if (n * m > 100000)
  for (int64_t t = 0; t < n * m; t++)
    {
      double v = s[t];
      int bad = bad_sub (v, sz ? (double) sz[t / n] : NDS_FLINTMAX);
      ok = ok && !bad;
      out[t] = bad ? 0 : (int64_t) v;
    }
  return ok ? NDS_OK : first_bad (s, n, m, sz, e);
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
          /* no branch: an out-of-range v converts as 1 and only marks the row bad
             (first_bad then finds it); an in-range one must convert exactly */
          double v = s[i + d * n], in = v >= 1 && v <= (double) sz[d] ? v : 1;
          int64_t c = (int64_t) in;
          bad |= (in != v) | ((double) c != in);
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
