/* test_ewise.c: unit tests of the element-wise, reduction and shape kernels */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "kern/nds_kern.h"
#include "nds_test.h"

/* a sorted random tensor of m = 2 dims, size 50x40, about half the cells stored */
static int64_t random_tensor (int64_t *s, double *x, unsigned *seed, int64_t cap)
{
  int64_t n = 0;
  for (int64_t j = 1; j <= 40; j++)
    for (int64_t i = 1; i <= 50; i++)
      {
        *seed = *seed * 1103515245u + 12345u;
        if (((*seed >> 16) & 1) && n < cap)
          {
            s[n] = i; s[n + cap] = j;   /* column stride cap, compacted below */
            x[n] = (double) ((*seed >> 8) % 7) - 3.0;
            n++;
          }
      }
  memmove (s + n, s + cap, sizeof (int64_t) * (size_t) n);
  return n;
}

static void test_merge (void)
{
  /* a = {(1,1), (2,1), (1,2)}, b = {(2,1), (3,2)}: sorted column-major */
  const int64_t a[] = {1, 2, 1, 1, 1, 2}, b[] = {2, 3, 1, 2}, sz[] = {3, 2};
  const double xa[] = {10, 20, 30}, xb[] = {5, 7};
  nds_merge_plan P;
  CHECK (nds_merge_plan_make (a, 3, b, 2, 2, NULL, 0, 1, &P) == NDS_OK);
  CHECK (P.off[P.nl] == 4);
  int64_t os[8];
  double oa[4], ob[4];
  nds_merge_emit (&P, a, xa, NDS_DOUBLE, 3, b, xb, NDS_DOUBLE, 2, 2, os, oa, ob);
  const int64_t es[] = {1, 2, 1, 3, 1, 1, 2, 2};
  const double ea[] = {10, 20, 30, 0}, eb[] = {0, 5, 0, 7};
  CHECK (memcmp (os, es, sizeof es) == 0);
  CHECK (memcmp (oa, ea, sizeof ea) == 0);
  CHECK (memcmp (ob, eb, sizeof eb) == 0);
  nds_merge_plan_free (&P);

  CHECK (nds_merge_plan_make (a, 3, b, 2, 2, NULL, 1, 1, &P) == NDS_OK);
  CHECK (P.off[P.nl] == 1);
  nds_merge_emit (&P, a, xa, NDS_DOUBLE, 3, b, xb, NDS_DOUBLE, 2, 2, os, oa, ob);
  CHECK (os[0] == 2 && os[1] == 1 && oa[0] == 20 && ob[0] == 5);
  nds_merge_plan_free (&P);

  /* empty operands */
  CHECK (nds_merge_plan_make (a, 0, b, 2, 2, sz, 0, 4, &P) == NDS_OK);
  CHECK (P.off[P.nl] == 2);
  nds_merge_plan_free (&P);
  CHECK (nds_merge_plan_make (a, 3, b, 0, 2, sz, 1, 4, &P) == NDS_OK);
  CHECK (P.off[P.nl] == 0);
  nds_merge_plan_free (&P);

  /* logical values keep their type */
  const unsigned char la[] = {1, 1, 1};
  CHECK (nds_merge_plan_make (a, 3, b, 2, 2, sz, 0, 1, &P) == NDS_OK);
  unsigned char loa[4];
  nds_merge_emit (&P, a, la, NDS_LOGICAL, 3, b, xb, NDS_DOUBLE, 2, 2, os, loa, ob);
  CHECK (loa[0] == 1 && loa[3] == 0);
  nds_merge_plan_free (&P);
}

/* the merge of sorted a and b (2 columns) one row at a time: its rows into os (stride
   cap) and each side's values aligned into xo and yo; returns the rows */
static int64_t reference_merge (const int64_t *a, const double *xa, int64_t na,
                                const int64_t *b, const double *xb, int64_t nb, int inter,
                                int64_t *os, double *xo, double *yo, int64_t cap)
{
  int64_t i = 0, j = 0, o = 0;
  while (i < na || j < nb)
    {
      const int c = i == na ? 1 : j == nb ? -1 : nds_cmp (a, na, i, b, nb, j, 2);
      if (!inter || c == 0)
        {
          os[o] = c <= 0 ? a[i] : b[j];
          os[o + cap] = c <= 0 ? a[i + na] : b[j + nb];
          xo[o] = c <= 0 ? xa[i] : 0;
          yo[o++] = c >= 0 ? xb[j] : 0;
        }
      i += c <= 0;
      j += c >= 0;
    }
  return o;
}

/* the same result bits for any number of threads and lanes, and as a merge one row at
   a time: random operands, and b alone in its first and last rows */
static void test_merge_chunks (void)
{
  enum { CAP = 2000 };
  static int64_t a[2 * CAP], b[2 * CAP], o1[4 * CAP], o2[4 * CAP], oref[4 * CAP];
  static double xa[CAP], xb[CAP], a1[2 * CAP], b1[2 * CAP], a2[2 * CAP], b2[2 * CAP];
  static double aref[2 * CAP], bref[2 * CAP];
  unsigned seed = 7;
  int64_t na, nb;
  do    /* until b's first row (1,1) and last row (50,40) are not in a */
    {
      na = random_tensor (a, xa, &seed, CAP);
      nb = random_tensor (b, xb, &seed, CAP);
    }
  while (!(b[0] == 1 && b[nb] == 1 && b[nb - 1] == 50 && b[2 * nb - 1] == 40)
         || (a[0] == 1 && a[na] == 1) || (a[na - 1] == 50 && a[2 * na - 1] == 40));
  const int64_t sz[] = {50, 40};
  for (int v = 0; v < 4; v++)
    {
      const int inter = v & 1;
      const int64_t *keyed = v & 2 ? sz : NULL;    /* packed keys, or dim by dim */
      nds_merge_plan P1, P2;
      CHECK (nds_merge_plan_make (a, na, b, nb, 2, keyed, inter, 1, &P1) == NDS_OK);
      CHECK (nds_merge_plan_make (a, na, b, nb, 2, keyed, inter, 2, &P2) == NDS_OK);
      CHECK (P1.nl > 1 && P2.nl > P1.nl);
      int64_t n = P1.off[P1.nl];
      CHECK (n == P2.off[P2.nl]);
      nds_merge_emit (&P1, a, xa, NDS_DOUBLE, na, b, xb, NDS_DOUBLE, nb, 2, o1, a1, b1);
      CHECK (reference_merge (a, xa, na, b, xb, nb, inter, oref, aref, bref, n) == n);
      CHECK (memcmp (o1, oref, sizeof (int64_t) * (size_t) (2 * n)) == 0);
      CHECK (memcmp (a1, aref, sizeof (double) * (size_t) n) == 0);
      CHECK (memcmp (b1, bref, sizeof (double) * (size_t) n) == 0);
      nds_merge_emit (&P2, a, xa, NDS_DOUBLE, na, b, xb, NDS_DOUBLE, nb, 2, o2, a2, b2);
      CHECK (memcmp (o1, o2, sizeof (int64_t) * (size_t) (2 * n)) == 0);
      CHECK (memcmp (a1, a2, sizeof (double) * (size_t) n) == 0);
      CHECK (memcmp (b1, b2, sizeof (double) * (size_t) n) == 0);
      CHECK (nds_is_sorted (o1, n, 2));
      /* the op applied while merging = the op on the aligned values */
      for (nds_op op = NDS_PLUS; op <= NDS_LDIV; op++)
        {
          const int64_t nz = nds_merge_apply (&P2, a, xa, na, b, xb, nb, 2, op, NDS_DOUBLE, o2, a2);
          CHECK (memcmp (o1, o2, sizeof (int64_t) * (size_t) (2 * n)) == 0);
          int64_t want = 0;
          for (int64_t i = 0; i < n; i++)
            {
              CHECK (same_double (a2[i], nds_apply (op, a1[i], b1[i])));
              want += a2[i] != 0;
            }
          CHECK (nz == want);
        }
      /* complex singles: the op applied while merging = nds_binop_cf on the aligned
         pairs, bit for bit */
      static float za[2 * CAP], zb[2 * CAP], fa[2 * CAP], fb[2 * CAP], fy[2 * CAP],
                   fr[2 * CAP];
      for (int64_t i = 0; i < na; i++)
        {
          za[2 * i] = (float) xa[i];
          za[2 * i + 1] = (float) (xa[i] / 3 - (double) (i % 5));
        }
      for (int64_t i = 0; i < nb; i++)
        {
          zb[2 * i] = (float) xb[i] * (float) (i % 3 - 1);
          zb[2 * i + 1] = (float) (xb[i] / 7);
        }
      nds_merge_emit (&P1, a, za, NDS_CSINGLE, na, b, zb, NDS_CSINGLE, nb, 2, o1, fa, fb);
      for (nds_op op = NDS_PLUS; op <= NDS_LDIV; op++)
        {
          const int64_t nz = nds_merge_apply (&P2, a, za, na, b, zb, nb, 2, op, NDS_CSINGLE,
                                              o2, fy);
          CHECK (memcmp (o1, o2, sizeof (int64_t) * (size_t) (2 * n)) == 0);
          CHECK (nz == nds_binop_cf (op, fa, n, fb, n, 1, fr, n));
          for (int64_t i = 0; i < 2 * n; i++) CHECK (same_double (fy[i], fr[i]));
        }
      /* real singles (the pairs' first halves, some cancelling): nds_binop_f on the
         aligned values, bit for bit */
      nds_merge_emit (&P1, a, za, NDS_SINGLE, na, b, zb, NDS_SINGLE, nb, 2, o1, fa, fb);
      for (nds_op op = NDS_PLUS; op <= NDS_LDIV; op++)
        {
          const int64_t nz = nds_merge_apply (&P2, a, za, na, b, zb, nb, 2, op, NDS_SINGLE,
                                              o2, fy);
          CHECK (memcmp (o1, o2, sizeof (int64_t) * (size_t) (2 * n)) == 0);
          CHECK (nz == nds_binop_f (op, fa, n, fb, n, fr, n));
          for (int64_t i = 0; i < n; i++) CHECK (same_double (fy[i], fr[i]));
        }
      nds_merge_plan_free (&P1);
      nds_merge_plan_free (&P2);
    }
}

/* rows of m dims (row-major, m per row) compared in column-major order: qsort's */
static int64_t rows_m;
static int cmp_rows (const void *p, const void *q)
{
  const int64_t *u = p, *v = q;
  for (int64_t d = rows_m - 1; d >= 0; d--)
    if (u[d] != v[d]) return u[d] < v[d] ? -1 : 1;
  return 0;
}

/* about n distinct sorted rows (column-major, m dims) of size sz: each coordinate
   1, sz[d] (the top of its field in a packed key) or uniform between, and from row
   n/2 on every other row a row of the sorted s0 (n0 rows), so that two such sets
   share rows however large sz is; returns the rows */
static int64_t rnd_rows (int64_t m, const int64_t *sz, int64_t n, const int64_t *s0,
                         int64_t n0, int64_t *s)
{
  int64_t *r = malloc (sizeof (int64_t) * (size_t) (n * m + 1));
  for (int64_t i = 0; i < n; i++)
    {
      const int64_t j = i >= n / 2 && n0 > 0 && (rnd () & 1) ? rnd_int (0, n0 - 1) : -1;
      for (int64_t d = 0; d < m; d++)
        {
          const int64_t k = rnd_int (0, 3);
          r[i * m + d] = j >= 0 ? s0[j + d * n0]
                         : k == 0 ? 1 : k == 1 ? sz[d] : rnd_int (1, sz[d]);
        }
    }
  rows_m = m;
  qsort (r, (size_t) n, sizeof (int64_t) * (size_t) m, cmp_rows);
  int64_t u = 0;
  for (int64_t i = 0; i < n; i++)
    if (u == 0 || cmp_rows (r + i * m, r + (u - 1) * m) != 0)
      memmove (r + u++ * m, r + i * m, sizeof (int64_t) * (size_t) m);
  for (int64_t i = 0; i < u; i++)
    for (int64_t d = 0; d < m; d++) s[i + d * u] = r[i * m + d];
  free (r);
  return u;
}

/* the merge of sorted a and b (m columns) one row at a time with nds_cmp: for output
   row o, the row of a (ja[o]) and of b (jb[o]) it holds, -1 for none; returns the
   rows */
static int64_t reference_rows (const int64_t *a, int64_t na, const int64_t *b, int64_t nb,
                               int64_t m, int inter, int64_t *ja, int64_t *jb)
{
  int64_t i = 0, j = 0, o = 0;
  while (i < na || j < nb)
    {
      const int c = i == na ? 1 : j == nb ? -1 : nds_cmp (a, na, i, b, nb, j, m);
      if (!inter || c == 0)
        {
          ja[o] = c <= 0 ? i : -1;
          jb[o++] = c >= 0 ? j : -1;
        }
      i += c <= 0;
      j += c >= 0;
    }
  return o;
}

/* slot o of x (type vt) = the value of row i of a side: from i, never zero */
static void put_value (void *x, int64_t o, int64_t i, nds_vtype vt)
{
  const double v = (double) (i % 1000) + 1.5;
  switch (vt)
    {
    case NDS_LOGICAL: ((unsigned char *) x)[o] = 1; break;
    case NDS_DOUBLE: ((double *) x)[o] = v; break;
    case NDS_SINGLE: ((float *) x)[o] = (float) v; break;
    case NDS_COMPLEX: ((double *) x)[2 * o] = v; ((double *) x)[2 * o + 1] = -v; break;
    case NDS_CSINGLE: ((float *) x)[2 * o] = (float) v; ((float *) x)[2 * o + 1] = (float) -v; break;
    }
}

/* a merge's plan with packed keys (sizes whose keys take up to 64 bits, and over
   64, where it compares dim by dim) gives the rows and aligned values of a merge one
   row at a time, for ranks 1 to 5, sizes with dims of 1, one and two threads, union
   and intersection, every value type */
static void test_merge_keyed (void)
{
  enum { N = 1500 };
  const int64_t T32 = (INT64_C (1) << 32) - 1, T21 = (INT64_C (1) << 21) - 1;
  const struct { int64_t m, sz[5]; } cases[] = {
    {1, {7}}, {1, {INT64_C (1) << 62}}, {2, {50, 40}}, {2, {1, 9}}, {2, {9, 1}},
    {2, {T32, T32}}, {2, {INT64_C (1) << 31, T32}},    /* 64 bits: keys */
    {2, {T32 + 1, T32}},                               /* 65 bits: dim by dim */
    {3, {5, 1, 7}}, {3, {T21, T21 + 1, T21}},          /* 64 bits */
    {3, {T21 + 1, T21 + 1, T21 + 1}},                  /* 66 bits */
    {5, {3, 4, 1, 5, 2}}, {5, {1000, 1, 1000, 70000, 3}}};
  const nds_vtype vts[] = {NDS_DOUBLE, NDS_LOGICAL, NDS_SINGLE, NDS_COMPLEX, NDS_CSINGLE};
  static int64_t a[5 * N], b[5 * N], os[5 * 2 * N], ja[2 * N], jb[2 * N];
  static double xa[2 * N], xb[2 * N], oa[4 * N], ob[4 * N];
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++)
    {
      const int64_t m = cases[c].m, *sz = cases[c].sz;
      const int64_t na = rnd_rows (m, sz, N, NULL, 0, a);
      const int64_t nb = rnd_rows (m, sz, N, a, na, b);
      for (int v = 0; v < 4; v++)
        {
          const int inter = v & 1, nt = 1 + (v >> 1);
          const int64_t n = reference_rows (a, na, b, nb, m, inter, ja, jb);
          nds_merge_plan P;
          CHECK (nds_merge_plan_make (a, na, b, nb, m, sz, inter, nt, &P) == NDS_OK);
          CHECK (P.off[P.nl] == n);
          if (P.off[P.nl] != n)
            {
              printf ("    case %zu (m = %lld), %s, %d threads\n", c, (long long) m,
                      inter ? "intersection" : "union", nt);
              nds_merge_plan_free (&P);
              continue;
            }
          for (size_t t = 0; t < sizeof vts / sizeof vts[0]; t++)
            {
              const nds_vtype vta = vts[t], vtb = vts[(t + 1) % 5];
              for (int64_t i = 0; i < na; i++) put_value (xa, i, i, vta);
              for (int64_t j = 0; j < nb; j++) put_value (xb, j, j, vtb);
              memset (oa, 0x55, sizeof oa);
              memset (ob, 0x55, sizeof ob);
              nds_merge_emit (&P, a, xa, vta, na, b, xb, vtb, nb, m, os, oa, ob);
              int ok = 1;
              for (int64_t o = 0; o < n; o++)
                {
                  const int64_t *src = ja[o] >= 0 ? a : b, r = ja[o] >= 0 ? ja[o] : jb[o];
                  const int64_t ns = ja[o] >= 0 ? na : nb;
                  for (int64_t d = 0; d < m; d++) ok &= os[o + d * n] == src[r + d * ns];
                  for (int side = 0; side < 2; side++)
                    {
                      const nds_vtype vt = side ? vtb : vta;
                      const int64_t j = side ? jb[o] : ja[o];
                      const size_t es = nds_vsize (vt);
                      unsigned char w[16] = {0};
                      if (j >= 0) put_value (w, 0, j, vt);
                      ok &= memcmp ((char *) (side ? (void *) ob : (void *) oa) + o * es, w, es) == 0;
                    }
                }
              CHECK (ok);
            }
          /* the ops applied while merging: as on the aligned values */
          for (int64_t i = 0; i < na; i++) put_value (xa, i, i, NDS_COMPLEX);
          for (int64_t j = 0; j < nb; j++) put_value (xb, j, j, NDS_COMPLEX);
          for (nds_op op = NDS_PLUS; op <= NDS_LDIV; op++)
            {
              int64_t nz = nds_merge_apply (&P, a, xa, na, b, xb, nb, m, op, NDS_COMPLEX, os, oa);
              int64_t want = 0;
              int ok = 1;
              for (int64_t o = 0; o < n; o++)
                {
                  const nds_cplx_t u = ja[o] >= 0 ? nds_cplx (xa[2 * ja[o]], xa[2 * ja[o] + 1]) : 0;
                  const nds_cplx_t w = jb[o] >= 0 ? nds_cplx (xb[2 * jb[o]], xb[2 * jb[o] + 1]) : 0;
                  const nds_cplx_t z = nds_apply_z (op, u, w);
                  ok &= same_double (oa[2 * o], __real__ z) && same_double (oa[2 * o + 1], __imag__ z);
                  want += __real__ z != 0 || __imag__ z != 0;
                }
              CHECK (ok && nz == want);
              nz = nds_merge_apply (&P, a, xa, na, b, xb, nb, m, op, NDS_DOUBLE, os, ob);
              want = 0;
              for (int64_t o = 0; o < n; o++)
                {
                  const double z = nds_apply (op, ja[o] >= 0 ? xa[ja[o]] : 0, jb[o] >= 0 ? xb[jb[o]] : 0);
                  ok &= same_double (ob[o], z);
                  want += z != 0;
                }
              CHECK (ok && nz == want);
            }
          nds_merge_plan_free (&P);
        }
    }
}

static void test_gather (void)
{
  /* F is 1x3 (broadcast along dim 1); entries (2,1), (1,3) */
  const int64_t s[] = {2, 1, 1, 3}, fsz[] = {1, 3};
  const double F[] = {10, 20, 30};
  double y[2];
  nds_gather (s, 2, 2, F, fsz, NDS_DOUBLE, NDS_COPY, NULL, y);
  CHECK (y[0] == 10 && y[1] == 30);
  const int64_t fsz2[] = {2, 1};
  const double G[] = {4, 5};
  nds_gather (s, 2, 2, G, fsz2, NDS_DOUBLE, NDS_COPY, NULL, y);
  CHECK (y[0] == 5 && y[1] == 4);
  /* with an op: x op F(s), and the same op on two arrays and a scalar */
  const double x[] = {3, -2}, one[] = {2};
  const double want[][2] = {{8, 2}, {-2, -6}, {2, 6}, {15, -8}, {0.6, -0.5}, {5.0 / 3, -2}};
  for (nds_op op = NDS_PLUS; op <= NDS_LDIV; op++)
    {
      const double f[] = {5, 4};
      nds_gather (s, 2, 2, G, fsz2, NDS_DOUBLE, op, x, y);
      CHECK (y[0] == want[op - 1][0] && y[1] == want[op - 1][1]);
      nds_binop (op, x, 2, f, 2, y, 2);
      CHECK (y[0] == want[op - 1][0] && y[1] == want[op - 1][1]);
      nds_binop (op, one, 1, f, 2, y, 2);
      CHECK (y[0] == nds_apply (op, 2, 5) && y[1] == nds_apply (op, 2, 4));
    }
  CHECK (nds_apply (NDS_TIMES, INFINITY, 0) != nds_apply (NDS_TIMES, INFINITY, 0));
  /* F read along both dims, and the nonzeros counted: H(2,1) and H(1,3) are 0 */
  const int64_t fsz3[] = {2, 3};
  const double H[] = {1, 0, 2, 3, 0, 4};
  CHECK (nds_gather (s, 2, 2, H, fsz3, NDS_DOUBLE, NDS_COPY, NULL, y) == 0);
  CHECK (y[0] == 0 && y[1] == 0);
  CHECK (nds_gather (s, 2, 2, H, fsz3, NDS_DOUBLE, NDS_PLUS, x, y) == 2);
  CHECK (y[0] == 3 && y[1] == -2);
  CHECK (nds_gather (s, 2, 2, G, fsz2, NDS_DOUBLE, NDS_TIMES, (const double[]) {0, 1}, y)
         == 1);
  CHECK (nds_binop (NDS_MINUS, x, 2, x, 2, y, 2) == 0);
  CHECK (nds_binop (NDS_PLUS, x, 2, one, 1, y, 2) == 1);   /* -2 + 2 */
}

static void test_shape (void)
{
  /* (2,1,2) in 2x3x2 is 0-based linear 7: in 3x4 that is (2,3) */
  const int64_t s[] = {2, 1, 2}, sz[] = {2, 3, 2}, sz2[] = {3, 4};
  int64_t out[2];
  CHECK (nds_reshape (s, 1, 3, sz, 2, sz2, out) == NDS_OK);
  CHECK (out[0] == 2 && out[1] == 3);
  const int64_t huge[] = {INT64_C (1) << 40, INT64_C (1) << 40, INT64_C (1) << 40};
  CHECK (nds_reshape (s, 1, 3, huge, 2, sz2, out) == NDS_ETOOLARGE);
  const int64_t empty[] = {3, 0};     /* no room for an entry: an error, not a hang */
  CHECK (nds_reshape (s, 1, 3, sz, 2, empty, out) == NDS_EARG);
  CHECK (nds_reshape (s, 0, 3, sz, 2, empty, out) == NDS_OK);
  const int64_t r[] = {1, 2, 3, 4, 5, 6}, perm[] = {2, 0};
  int64_t taken[4];
  nds_rows_take (r, 3, 2, perm, 2, taken);
  CHECK (taken[0] == 3 && taken[1] == 1 && taken[2] == 6 && taken[3] == 4);
  const double x[] = {1.5, 2.5, 3.5};
  double xt[2];
  nds_vals_take (x, NDS_DOUBLE, perm, 2, xt);
  CHECK (xt[0] == 3.5 && xt[1] == 1.5);
}

static void test_reduce (void)
{
  /* 3x2: column 1 = [-1; 0; -2], column 2 = [0; 4; NaN]; max/min along dim 1 */
  const int64_t s[] = {1, 3, 2, 3, 1, 1, 2, 2}, sz[] = {3, 2};
  const double x[] = {-1, -2, 4, NAN};
  const unsigned char red[] = {1, 0};
  nds_groups G;
  CHECK (nds_group_kept (s, 4, 2, sz, red, &G) == NDS_OK);
  CHECK (G.ng == 2);
  int64_t us[4];
  double cnt[2], y[2], idx[2];
  nds_group_rows (&G, s, 2, red, us, cnt);
  CHECK (us[0] == 1 && us[1] == 1 && us[2] == 1 && us[3] == 2);
  CHECK (cnt[0] == 2 && cnt[1] == 2);
  nds_argext (&G, s, x, 2, 0, 3, 1, y, idx);
  CHECK (y[0] == 0 && idx[0] == 2);      /* the implicit zero at row 2 wins */
  CHECK (y[1] == 4 && idx[1] == 2);      /* NaN skipped */
  nds_argext (&G, s, x, 2, 0, 3, 0, y, idx);
  CHECK (y[0] == -2 && idx[0] == 3);
  CHECK (y[1] == 0 && idx[1] == 1);
  /* the same on floats: 1 + 2^-23 beats 1 (two singles one ulp apart) */
  const float xf[] = {-1, -2, 4, NAN}, xg[] = {1, 1 + 0x1p-23f, 1, 1 + 0x1p-23f};
  float yf[2];
  nds_argext_f (&G, s, xf, 2, 0, 3, 1, yf, idx);
  CHECK (yf[0] == 0 && idx[0] == 2 && yf[1] == 4 && idx[1] == 2);
  nds_argext_f (&G, s, xf, 2, 0, 3, 0, yf, idx);
  CHECK (yf[0] == -2 && idx[0] == 3 && yf[1] == 0 && idx[1] == 1);
  nds_argext_f (&G, s, xg, 2, 0, 3, 1, yf, idx);
  CHECK (yf[0] == 1 + 0x1p-23f && idx[0] == 3 && yf[1] == 1 + 0x1p-23f && idx[1] == 3);
  nds_groups_free (&G);

  /* along dim 2 (the last: grouped in place): rows 1 and 3 have two entries */
  const unsigned char last[] = {0, 1};
  CHECK (nds_group_kept (s, 4, 2, sz, last, &G) == NDS_OK);
  CHECK (G.ng == 3);
  double cnt3[3];
  int64_t us3[6];
  nds_group_rows (&G, s, 2, last, us3, cnt3);
  CHECK (us3[0] == 1 && us3[1] == 2 && us3[2] == 3 && us3[3] == 1 && us3[5] == 1);
  CHECK (cnt3[0] == 1 && cnt3[1] == 1 && cnt3[2] == 2);
  int64_t us1[4] = {0, 0, 0, -7};
  nds_group_rows (&G, s, 1, last, us1, NULL);   /* no column for the last dim */
  CHECK (us1[0] == 1 && us1[1] == 2 && us1[2] == 3 && us1[3] == -7);
  nds_groups_free (&G);
}

static int cmp_u64 (const void *a, const void *b)
{
  uint64_t u = *(const uint64_t *) a, v = *(const uint64_t *) b;
  return u < v ? -1 : u > v;
}

/* n sorted distinct random rows of a 3-dim tensor of size sz (n of at most cap) */
static int64_t random_sorted (const int64_t *sz, int64_t cap, int64_t *s, double *x)
{
  static uint64_t lin[3000];
  unsigned seed = 7;
  const uint64_t cells = (uint64_t) (sz[0] * sz[1] * sz[2]);
  for (int64_t i = 0; i < cap; i++)
    {
      seed = seed * 1103515245u + 12345u;
      lin[i] = (uint64_t) (seed >> 4) % cells;
    }
  qsort (lin, (size_t) cap, sizeof (uint64_t), cmp_u64);
  int64_t n = 0;
  for (int64_t i = 0; i < cap; i++)
    if (i == 0 || lin[i] != lin[i - 1]) lin[n++] = lin[i];
  for (int64_t i = 0; i < n; i++)
    {
      s[i] = (int64_t) (lin[i] % (uint64_t) sz[0]) + 1;
      s[i + n] = (int64_t) (lin[i] / (uint64_t) sz[0] % (uint64_t) sz[1]) + 1;
      s[i + 2 * n] = (int64_t) (lin[i] / (uint64_t) (sz[0] * sz[1])) + 1;
      x[i] = i % 13 == 0 ? NAN : (double) (i % 7) - 3.5;
    }
  return n;
}

/* fun over the float values of group g in its order in single arithmetic, then an
   implicit zero when it has fewer than nr entries (cnt): Octave's sum and prod of a
   single array along a dim, one value after another in column-major order */
static float float_group (const nds_groups *G, const float *x, nds_fun fun, int64_t g,
                          double cnt, double nr)
{
  float acc = fun == NDS_SUM ? 0.0f : fun == NDS_PROD ? 1.0f : NAN;
  for (int64_t t = G->start[g]; t < G->start[g + 1]; t++)
    {
      const float v = x[nds_sorted_row (G, t)];
      acc = fun == NDS_SUM ? acc + v : fun == NDS_PROD ? acc * v
            : fun == NDS_MAX ? (v > acc || acc != acc ? v : acc)
            : (v < acc || acc != acc ? v : acc);
    }
  if (cnt < nr)
    acc = fun == NDS_SUM ? acc : fun == NDS_PROD ? acc * 0.0f
          : fun == NDS_MAX ? (0.0f > acc || acc != acc ? 0.0f : acc)
          : (0.0f < acc || acc != acc ? 0.0f : acc);
  return acc;
}

/* float results of sum that differ from the double sum's rounded: the float
   checks can tell single accumulation from double */
static int64_t float_differs;

/* rows of test_mode_reduce's tensors at the most */
enum { MR_CAP = 3000 };

/* the complex sums (xcomplex) along P of the pairs (x[i], xw[i]) = the sums of x and of
   xw through G as two real passes, bit for bit, with G's counts cnt and coordinates us
   (G->m columns; with drop >= 0 that column left out and no counts asked for); complex
   values refused off the sum and with implicit zeros.  The pairs made single
   (xcomplex and xsingle, and nds_reduce_cf through G): each part summed in single
   (float_group).  Weighted (along a mode): nds_fibers_apply_z's sums over G of s */
static void complex_sums_match (const nds_modered *P, const nds_groups *G, const int64_t *s,
                                const double *x, const double *xw, const int64_t *us,
                                const double *cnt, int64_t drop)
{
  static double z[2 * MR_CAP], oz[2 * MR_CAP], y[MR_CAP], yi[MR_CAP], ocnt[MR_CAP];
  static int64_t os[3 * MR_CAP];
  const int64_t ng = G->ng;
  for (int64_t i = 0; i < G->n; i++)
    {
      z[2 * i] = x[i];
      z[2 * i + 1] = xw[i];
    }
  nds_reduce (G, x, 0, NDS_SUM, y, NULL);
  nds_reduce (G, xw, 0, NDS_SUM, yi, NULL);
  CHECK (nds_modered_run (P, z, (nds_redop) {NDS_SUM, NULL, drop < 0, 0, 0, 1, 0}, os, oz,
                          drop < 0 ? ocnt : NULL) == NDS_OK);
  for (int64_t g = 0; g < ng; g++)
    {
      CHECK (same_double (oz[2 * g], y[g]) && same_double (oz[2 * g + 1], yi[g]));
      CHECK (drop >= 0 || ocnt[g] == cnt[g]);
      for (int64_t d = 0, c = 0; d < G->m; d++)
        if (d != drop) CHECK (os[g + (c++) * ng] == us[g + d * ng]);
    }
  static float zf[2 * MR_CAP], ozf[2 * MR_CAP], gzf[2 * MR_CAP], re[MR_CAP], im[MR_CAP];
  for (int64_t i = 0; i < G->n; i++)
    {
      zf[2 * i] = re[i] = (float) x[i];
      zf[2 * i + 1] = im[i] = (float) xw[i];
    }
  CHECK (nds_modered_run (P, zf, (nds_redop) {NDS_SUM, NULL, drop < 0, 0, 1, 1, 0}, os, ozf,
                          drop < 0 ? ocnt : NULL) == NDS_OK);
  CHECK (nds_reduce_cf (G, zf, 0, NDS_SUM, gzf, NULL) >= 0);
  for (int64_t g = 0; g < ng; g++)
    {
      const float er = float_group (G, re, NDS_SUM, g, 0, 0),
                  ei = float_group (G, im, NDS_SUM, g, 0, 0);
      CHECK (same_double (ozf[2 * g], er) && same_double (ozf[2 * g + 1], ei));
      CHECK (same_double (gzf[2 * g], er) && same_double (gzf[2 * g + 1], ei));
      CHECK (drop >= 0 || ocnt[g] == cnt[g]);
      for (int64_t d = 0, c = 0; d < G->m; d++)
        if (d != drop) CHECK (os[g + (c++) * ng] == us[g + d * ng]);
    }
  CHECK (nds_modered_run (P, z, (nds_redop) {NDS_MAX, NULL, 1, 0, 0, 1, 0}, os, oz, NULL)
         == NDS_EARG);
  CHECK (nds_modered_run (P, z, (nds_redop) {NDS_SUM, NULL, 1, 1, 0, 1, 0}, os, oz, NULL)
         == NDS_EARG);
  /* weighted sums (ttv of complex values), real and complex weights along P's mode,
     with nds_fibers_apply_z's bits over the same fibers (G); weights refused with
     single pairs or for real values */
  static double wz[2 * 700], gz[2 * MR_CAP];
  for (int wc = 0; wc < 2; wc++)
    {
      for (int64_t i = 0; i < 700; i++)
        {
          const double re = (double) (i % 9) / 4 - 1, im = i % 4 ? (double) (i % 5) / 3 - 0.5 : -0.0;
          if (wc)
            {
              wz[2 * i] = re;
              wz[2 * i + 1] = im;
            }
          else
            wz[i] = re;
        }
      if (P->lead)
        {
          /* (over the leading dims: not weighted) */
          CHECK (nds_modered_run (P, z, (nds_redop) {NDS_SUM, wz, drop < 0, 0, 0, 1, wc}, os,
                                  oz, NULL) == NDS_EARG);
          continue;
        }
      nds_fibers_apply_z (G, s, z, 1, P->mode, wz, wc, 1, gz);
      CHECK (nds_modered_run (P, z, (nds_redop) {NDS_SUM, wz, drop < 0, 0, 0, 1, wc}, os, oz,
                              NULL) == NDS_OK);
      for (int64_t g = 0; g < ng; g++)
        {
          CHECK (same_double (oz[2 * g], gz[2 * g]) && same_double (oz[2 * g + 1], gz[2 * g + 1]));
          for (int64_t d = 0, c = 0; d < G->m; d++)
            if (d != drop) CHECK (os[g + (c++) * ng] == us[g + d * ng]);
        }
      CHECK (nds_modered_run (P, zf, (nds_redop) {NDS_SUM, wz, 1, 0, 1, 1, wc}, os, ozf, NULL)
             == NDS_EARG);
    }
  CHECK (nds_modered_run (P, x, (nds_redop) {NDS_SUM, wz, 1, 0, 0, 0, 1}, os, oz, NULL)
         == NDS_EARG);
}

/* the complex max and min (xcomplex with zeros) along P of the pairs (x[i], xw[i]),
   some swapped (ties in modulus) or with a NaN part = nds_extreme_z's through G, bit
   for bit, with the implicit zeros of G's counts cnt (nr cells reduced); the pairs
   made single = nds_extreme_cf's.  (drop >= 0: the mode's column left out) */
static void complex_extremes_match (const nds_modered *P, const nds_groups *G,
                                    const double *x, const double *xw, const double *cnt,
                                    double nr, int64_t drop)
{
  static double z[2 * MR_CAP], oz[2 * MR_CAP], gz[2 * MR_CAP];
  static float zf[2 * MR_CAP], ozf[2 * MR_CAP], gzf[2 * MR_CAP];
  static int64_t os[3 * MR_CAP];
  for (int64_t i = 0; i < G->n; i++)
    {
      const int swap = i % 5 == 0, nan = i % 13 == 0;
      z[2 * i] = nan ? NAN : swap ? xw[i] : x[i];
      z[2 * i + 1] = swap ? x[i] : xw[i];
      zf[2 * i] = (float) z[2 * i];
      zf[2 * i + 1] = (float) z[2 * i + 1];
    }
  for (nds_fun fun = NDS_MAX; fun <= NDS_MIN; fun++)
    {
      nds_extreme_z (G, z, fun == NDS_MAX, cnt, nr, gz);
      nds_extreme_cf (G, zf, fun == NDS_MAX, cnt, nr, gzf);
      CHECK (nds_modered_run (P, z, (nds_redop) {fun, NULL, drop < 0, 1, 0, 1, 0}, os, oz,
                              NULL) == NDS_OK);
      CHECK (nds_modered_run (P, zf, (nds_redop) {fun, NULL, drop < 0, 1, 1, 1, 0}, os, ozf,
                              NULL) == NDS_OK);
      for (int64_t g = 0; g < 2 * G->ng; g++)
        CHECK (same_double (oz[g], gz[g]) && same_double (ozf[g], gzf[g]));
    }
}

/* complex max and min over the leading dims 0..r-1 of s (n rows, m dims, sizes sz)
   by the runs of plan P = the groups of the array reshaped to hold those dims as
   its first (s2: a row's position among their cells, then its other dims) along
   that dim, nds_extreme_z then nds_max_nan_inf_z: Octave's pick of a value with a
   NaN part and an infinite one, placed among NaN, Inf and finite values; the same
   bits, the same counts, double and single */
static void complex_lead_match (const nds_modered *P, const int64_t *s, int64_t n,
                                int64_t m, const int64_t *sz, int64_t r, const double *x)
{
  static double z[2 * MR_CAP], oz[2 * MR_CAP], gz[2 * MR_CAP], cnt[MR_CAP], ocnt[MR_CAP];
  static float zf[2 * MR_CAP], ozf[2 * MR_CAP], gzf[2 * MR_CAP];
  static int64_t s2[3 * MR_CAP], us[3 * MR_CAP], os[3 * MR_CAP];
  const int64_t m2 = m - r + 1;
  int64_t sz2[3] = {1, 0, 0};
  for (int64_t d = 0; d < r; d++) sz2[0] *= sz[d];
  for (int64_t d = r; d < m; d++) sz2[d - r + 1] = sz[d];
  for (int64_t i = 0; i < n; i++)
    {
      const int naninf = i % 7 == 0, nan = i % 11 == 0, inf = i % 13 == 0;
      z[2 * i] = nan || naninf ? NAN : inf ? -INFINITY : x[i];
      z[2 * i + 1] = naninf ? INFINITY : (double) (i % 5) - 2;
      zf[2 * i] = (float) z[2 * i];
      zf[2 * i + 1] = (float) z[2 * i + 1];
      int64_t p = 0;
      for (int64_t d = r - 1; d >= 0; d--) p = p * sz[d] + s[i + d * n] - 1;
      s2[i] = p + 1;
      for (int64_t d = r; d < m; d++) s2[i + (d - r + 1) * n] = s[i + d * n];
    }
  const unsigned char red[3] = {1, 0, 0};
  nds_groups G;
  CHECK (nds_group_kept (s2, n, m2, sz2, red, &G) == NDS_OK);
  CHECK (G.ng == P->nout);
  nds_group_rows (&G, s2, m2, red, us, cnt);
  for (nds_fun fun = NDS_MAX; fun <= NDS_MIN; fun++)
    {
      const int ismax = fun == NDS_MAX;
      nds_extreme_z (&G, z, ismax, cnt, (double) sz2[0], gz);
      nds_extreme_cf (&G, zf, ismax, cnt, (double) sz2[0], gzf);
      if (ismax)
        {
          CHECK (nds_max_nan_inf_z (&G, s2, m2, z, 0, gz, NULL) == NDS_OK);
          CHECK (nds_max_nan_inf_cf (&G, s2, m2, zf, 0, gzf, NULL) == NDS_OK);
        }
      CHECK (nds_modered_run (P, z, (nds_redop) {fun, NULL, 1, 1, 0, 1, 0}, os, oz, ocnt)
             == NDS_OK);
      CHECK (nds_modered_run (P, zf, (nds_redop) {fun, NULL, 0, 1, 1, 1, 0}, os, ozf, NULL)
             == NDS_OK);
      for (int64_t g = 0; g < G.ng; g++)
        CHECK (same_double (oz[2 * g], gz[2 * g]) && same_double (oz[2 * g + 1], gz[2 * g + 1])
               && same_double (ozf[2 * g], gzf[2 * g])
               && same_double (ozf[2 * g + 1], gzf[2 * g + 1]) && ocnt[g] == cnt[g]);
    }
  nds_groups_free (&G);
}

/* reduction along one mode chunk by chunk = the same reduction through sorted groups,
   bit for bit, and from float values (xsingle, and nds_reduce_f) the values
   accumulated in single (float_group).  Size 700x400x3: along dim 3 the one block has three chunks of 2^17
   inner keys; 10x5x200: along dim 2, 200 blocks of one chunk. */
/* G = the groups of the sorted rows s (n of them, m = 3 dims of sizes sz) reduced along
   mode, us their coordinates and cnt their counts, y fun over their values x */
static void mode_groups (const int64_t *s, int64_t n, int64_t m, const int64_t *sz,
                         int64_t mode, nds_fun fun, const double *x, nds_groups *G,
                         int64_t *us, double *cnt, double *y)
{
  unsigned char red[3] = {0};
  red[mode] = 1;
  CHECK (nds_group_kept (s, n, m, sz, red, G) == NDS_OK);
  nds_group_rows (G, s, m, red, us, cnt);
  nds_reduce (G, x, 0, fun, y, NULL);
}

static void test_mode_reduce (void)
{
  enum { CAP = MR_CAP };
  const int64_t shapes[2][3] = {{700, 400, 3}, {10, 5, 200}}, m = 3;
  static int64_t s[3 * CAP], us[3 * CAP], os[3 * CAP];
  static double x[CAP], xw[CAP], y[CAP], cnt[CAP], oy[CAP], ocnt[CAP], w[700];
  static float xf[CAP], of[CAP];
  for (int64_t i = 0; i < 700; i++) w[i] = (double) (i % 5) - 1.5;
  for (int k = 0; k < 2; k++)
    {
      const int64_t *sz = shapes[k], n = random_sorted (sz, CAP, s, x);
      for (int64_t i = 0; i < n; i++)
        {
          /* the values made singles with rounding in their sums, also as doubles */
          xf[i] = (float) (x[i] * (1 + (double) (i % 11) / 7));
          x[i] = xf[i];
        }
      for (int64_t mode = 1; mode < m; mode++)
        for (nds_fun fun = NDS_SUM; fun <= NDS_PROD; fun++)
          {
            nds_groups G;
            mode_groups (s, n, m, sz, mode, fun, x, &G, us, cnt, y);
            nds_modered P;
            CHECK (nds_modered_plan (s, n, m, sz, mode, &P) == NDS_OK);
            CHECK (P.use && P.nout == G.ng && P.chunks == (k == 0 && mode == 2 ? 3 : 1));
            CHECK (nds_modered_run (&P, x, (nds_redop) {NDS_FIRST, NULL, 1, 0, 0, 0, 0}, os, oy, ocnt)
                   == NDS_EARG);   /* first has no start value */
            if (fun == NDS_SUM)
              {
                /* complex sums, also with the mode's column dropped */
                for (int64_t i = 0; i < n; i++) xw[i] = (double) (i % 7) - 3.25 + x[i] / 3;
                complex_sums_match (&P, &G, s, x, xw, us, cnt, -1);
                complex_sums_match (&P, &G, s, x, xw, us, cnt, mode);
              }
            if (fun == NDS_MAX || fun == NDS_MIN)
              {
                /* complex max and min, also with the mode's column dropped */
                for (int64_t i = 0; i < n; i++) xw[i] = (double) (i % 7) - 3.25 + x[i] / 3;
                complex_extremes_match (&P, &G, x, xw, cnt, (double) sz[mode], -1);
                complex_extremes_match (&P, &G, x, xw, cnt, (double) sz[mode], mode);
              }
            else
              CHECK (nds_modered_run (&P, x, (nds_redop) {fun, NULL, 1, 1, 0, 1, 0}, os, oy, ocnt)
                     == NDS_EARG);   /* complex sums and products: no implicit zeros */
            if (fun != NDS_SUM)
              CHECK (nds_modered_run (&P, x, (nds_redop) {fun, w, 1, 0, 0, 1, 0}, os, oy, ocnt)
                     == NDS_EARG);   /* nor weights but for sums */
            CHECK (nds_modered_run (&P, x, (nds_redop) {fun, NULL, 1, 0, 0, 0, 0}, os, oy, ocnt) == NDS_OK);
            for (int64_t g = 0; g < G.ng; g++)
              {
                CHECK (same_double (oy[g], y[g]) && ocnt[g] == cnt[g]);
                for (int64_t d = 0; d < m; d++) CHECK (os[g + d * G.ng] == us[g + d * G.ng]);
              }
            /* the implicit zeros counted */
            nds_implicit_zeros (fun, cnt, (double) sz[mode], y, G.ng);
            CHECK (nds_modered_run (&P, x, (nds_redop) {fun, NULL, 1, 1, 0, 0, 0}, os, oy, NULL) == NDS_OK);
            for (int64_t g = 0; g < G.ng; g++) CHECK (same_double (oy[g], y[g]));
            CHECK (nds_modered_run (&P, xf, (nds_redop) {fun, NULL, 1, 1, 1, 0, 0}, os, of, NULL)
                   == NDS_OK);
            for (int64_t g = 0; g < G.ng; g++)
              {
                const float e = float_group (&G, xf, fun, g, cnt[g], (double) sz[mode]);
                CHECK (same_double (of[g], e));
                float_differs += fun == NDS_SUM && (float) y[g] != e;
              }
            CHECK (nds_reduce_f (&G, xf, fun, cnt, (double) sz[mode], of) >= 0);
            for (int64_t g = 0; g < G.ng; g++)
              CHECK (same_double (of[g], float_group (&G, xf, fun, g, cnt[g], (double) sz[mode])));
            /* weighted along the mode, the mode's column dropped */
            for (int64_t i = 0; i < n; i++) xw[i] = x[i] * w[s[i + mode * n] - 1];
            nds_reduce (&G, xw, 0, fun, y, NULL);
            CHECK (nds_modered_run (&P, x, (nds_redop) {fun, w, 0, 0, 0, 0, 0}, os, oy, NULL) == NDS_OK);
            for (int64_t g = 0; g < G.ng; g++)
              {
                CHECK (same_double (oy[g], y[g]));
                for (int64_t d = 0, c = 0; d < m; d++)
                  if (d != mode) CHECK (os[g + (c++) * G.ng] == us[g + d * G.ng]);
              }
            nds_modered_free (&P);
            nds_groups_free (&G);
          }
      /* over the leading dims 0..r-1: runs of rows, the same as sorted groups */
      for (int64_t r = 1; r <= m; r++)
        for (nds_fun fun = NDS_SUM; fun <= NDS_PROD; fun++)
          {
            unsigned char red[3] = {0};
            double nr = 1;
            for (int64_t d = 0; d < r; d++)
              {
                red[d] = 1;
                nr *= (double) sz[d];
              }
            nds_groups G;
            CHECK (nds_group_kept (s, n, m, sz, red, &G) == NDS_OK);
            nds_group_rows (&G, s, m, red, us, cnt);
            nds_reduce (&G, x, 0, fun, y, NULL);
            nds_implicit_zeros (fun, cnt, nr, y, G.ng);
            nds_modered P;
            CHECK (nds_modered_lead (s, n, m, sz, r, &P) == NDS_OK);
            CHECK (P.use && P.nout == G.ng);
            CHECK (nds_modered_run (&P, x, (nds_redop) {fun, NULL, 1, 1, 0, 0, 0}, os, oy, ocnt)
                   == NDS_OK);
            for (int64_t g = 0; g < G.ng; g++)
              {
                CHECK (same_double (oy[g], y[g]) && ocnt[g] == cnt[g]);
                for (int64_t d = 0; d < m; d++) CHECK (os[g + d * G.ng] == us[g + d * G.ng]);
              }
            CHECK (nds_modered_run (&P, xf, (nds_redop) {fun, NULL, 1, 1, 1, 0, 0}, os, of, NULL)
                   == NDS_OK);
            for (int64_t g = 0; g < G.ng; g++)
              {
                const float e = float_group (&G, xf, fun, g, cnt[g], nr);
                CHECK (same_double (of[g], e));
                float_differs += fun == NDS_SUM && (float) y[g] != e;
              }
            if (fun == NDS_SUM)
              {
                /* complex sums */
                for (int64_t i = 0; i < n; i++) xw[i] = (double) (i % 7) - 3.25;
                complex_sums_match (&P, &G, s, x, xw, us, cnt, -1);
              }
            if (fun == NDS_MAX)
              complex_lead_match (&P, s, n, m, sz, r, x);
            if (r == 1)
              {
                /* weighted along dim 1, which is dropped (ttv) */
                for (int64_t i = 0; i < n; i++) xw[i] = x[i] * w[s[i] - 1];
                nds_reduce (&G, xw, 0, fun, y, NULL);
                CHECK (nds_modered_run (&P, x, (nds_redop) {fun, w, 0, 0, 0, 0, 0}, os, oy, NULL)
                       == NDS_OK);
                for (int64_t g = 0; g < G.ng; g++)
                  {
                    CHECK (same_double (oy[g], y[g]));
                    for (int64_t d = 1; d < m; d++)
                      CHECK (os[g + (d - 1) * G.ng] == us[g + d * G.ng]);
                  }
              }
            nds_modered_free (&P);
            nds_groups_free (&G);
          }
      /* every allocation failure comes back as NDS_ENOMEM */
      int st;
      int64_t f = 0;
      do
        {
          nds_modered P;
          nds_t_fail_at = f++;
          st = nds_modered_plan (s, n, m, sz, 1, &P);
          if (st == NDS_OK) st = nds_modered_run (&P, x, (nds_redop) {NDS_MAX, NULL, 1, 1, 0, 0, 0}, os, oy, NULL);
          nds_t_fail_at = -1;
          CHECK (st == NDS_OK || st == NDS_ENOMEM);
          nds_modered_free (&P);
        }
      while (st != NDS_OK && f < 100);
      CHECK (st == NDS_OK && f > 3);
    }
  /* many blocks against wide chunks: sorting is cheaper, the plan says so */
  const int64_t wide[] = {1 << 20, 2, 1000};
  for (int64_t i = 0; i < 1000; i++)
    {
      s[i] = 1; s[i + 1000] = 1; s[i + 2000] = i + 1;
    }
  nds_modered P;
  CHECK (nds_modered_plan (s, 1000, 3, wide, 1, &P) == NDS_OK && !P.use);
  nds_modered_free (&P);
  /* no inner dims, or no entries: not planned */
  CHECK (nds_modered_plan (s, 1000, 3, wide, 0, &P) == NDS_OK && !P.use);
  CHECK (nds_modered_plan (s, 0, 3, wide, 2, &P) == NDS_OK && !P.use);
  nds_modered_free (&P);
  CHECK (float_differs > 0);     /* the float checks above could fail */
}

/* nds_modered_run_nz and nds_modered_pack along each mode after the first, with the
   mode's column kept or dropped, on 1 and 3 threads (units split by hand: the plan
   takes a team only from 1e5 rows): the nonzero rows, in order, of the groups'
   reduction with its implicit zeros (nds_reduce, nds_implicit_zeros; float_group for
   singles).  Blocks with more rows than the mode's extent (cells that may be full)
   and with fewer (no count kept) */
static void test_mode_reduce_nz (void)
{
  enum { CAP = MR_CAP };
  const int64_t shapes[3][3] = {{700, 400, 3}, {10, 5, 200}, {3, 900, 4}}, m = 3;
  static int64_t s[3 * CAP], us[3 * CAP], os[3 * CAP], ps[3 * CAP];
  static double x[CAP], y[CAP], cnt[CAP], oy[CAP], py[CAP];
  static float xf[CAP], of[CAP], pf[CAP];
  int64_t dropped = 0, kept[4];
  for (int k = 0; k < 3; k++)
    {
      const int64_t *sz = shapes[k], n = random_sorted (sz, CAP, s, x);
      for (int64_t i = 0; i < n; i++) xf[i] = (float) (x[i] * (1 + (double) (i % 11) / 7));
      for (int64_t mode = 1; mode < m; mode++)
        for (nds_fun fun = NDS_SUM; fun <= NDS_PROD; fun++)
          for (int keep = 0; keep < 2; keep++)
            for (int nt = 1; nt <= 3; nt += 2)
              {
                nds_groups G;
                mode_groups (s, n, m, sz, mode, fun, x, &G, us, cnt, y);
                nds_implicit_zeros (fun, cnt, (double) sz[mode], y, G.ng);
                nds_modered P;
                CHECK (nds_modered_plan (s, n, m, sz, mode, &P) == NDS_OK && P.use);
                P.nt = nt;
                for (int t = 0; t <= nt; t++) P.tu[t] = P.nu * t / nt;
                const nds_redop op = {fun, NULL, keep, fun != NDS_SUM, 0, 0, 0},
                                opf = {fun, NULL, keep, fun != NDS_SUM, 1, 0, 0};
                CHECK (nds_modered_run_nz (&P, x, op, os, oy, kept) == NDS_OK);
                nds_modered_pack (&P, op, os, oy, kept, ps, py);
                const int64_t r = kept[nt];
                int64_t o = 0;
                for (int64_t g = 0; g < G.ng; g++)
                  {
                    if (y[g] == 0)
                      continue;
                    CHECK (o < r && same_double (py[o], y[g]));
                    for (int64_t d = 0, c = 0; d < m; d++)
                      if (keep || d != mode) CHECK (ps[o + (c++) * r] == us[g + d * G.ng]);
                    o++;
                  }
                CHECK (o == r);
                dropped += G.ng - r;
                /* singles: their own groups' results */
                int64_t kf[4];
                CHECK (nds_modered_run_nz (&P, xf, opf, os, of, kf) == NDS_OK);
                nds_modered_pack (&P, opf, os, of, kf, ps, pf);
                o = 0;
                for (int64_t g = 0; g < G.ng; g++)
                  {
                    const float e = float_group (&G, xf, fun, g, cnt[g], (double) sz[mode]);
                    if (e == 0)
                      continue;
                    CHECK (o < kf[nt] && same_double (pf[o], e));
                    for (int64_t d = 0, c = 0; d < m; d++)
                      if (keep || d != mode)
                        CHECK (ps[o + (c++) * kf[nt]] == us[g + d * G.ng]);
                    o++;
                  }
                CHECK (o == kf[nt]);
                /* complex values and weights are not its case */
                CHECK (nds_modered_run_nz (&P, x, (nds_redop) {fun, NULL, keep, 0, 0, 1, 0},
                                           os, oy, kf) == NDS_EARG);
                nds_modered_free (&P);
                nds_groups_free (&G);
              }
    }
  CHECK (dropped > 0);      /* zero results were there to leave out */
}

static void test_cumsum (void)
{
  /* one fiber of length 5: 1 at 2, -1 at 4 -> runs [2,3] of 1; a second fiber: 2 at 5 */
  const int64_t s[] = {2, 4, 5, 1, 1, 2};
  const double x[] = {1, -1, 2};
  int64_t n = 0;
  nds_cumsum (s, x, 3, 2, 5, NULL, NULL, &n);
  CHECK (n == 3);
  int64_t os[6];
  double ox[3];
  nds_cumsum (s, x, 3, 2, 5, os, ox, &n);
  const int64_t es[] = {2, 3, 5, 1, 1, 2};
  CHECK (memcmp (os, es, sizeof es) == 0);
  CHECK (ox[0] == 1 && ox[1] == 1 && ox[2] == 2);
}

/* cat along dim 0 of a = {(1,1), (2,1), (1,2)} and b = {(1,1), (1,3)} of size 2x3:
   per column, a's rows and then b's shifted by 2; along dim 1 (the last), a then b */
static void test_cat (void)
{
  const int64_t a[] = {1, 2, 1, 1, 1, 2}, b[] = {1, 1, 1, 3};
  const double xa[] = {1, 2, 3}, xb[] = {4, 5};
  const int64_t *s[] = {a, b}, n[] = {3, 2}, off0[] = {0, 2}, off1[] = {0, 3};
  const void *x[] = {xa, xb};
  int64_t os[10];
  double ox[5];
  nds_cat_in C = {2, s, n, x, off0};
  CHECK (nds_cat (&C, 2, 0, NDS_DOUBLE, os, ox) == NDS_OK);
  const int64_t want0[] = {1, 2, 3, 1, 3, 1, 1, 1, 2, 3};
  const double wx0[] = {1, 2, 4, 3, 5};
  for (int i = 0; i < 10; i++) CHECK (os[i] == want0[i]);
  for (int i = 0; i < 5; i++) CHECK (ox[i] == wx0[i]);
  C.off = off1;
  CHECK (nds_cat (&C, 2, 1, NDS_DOUBLE, os, ox) == NDS_OK);
  const int64_t want1[] = {1, 2, 1, 1, 1, 1, 1, 2, 4, 6};
  for (int i = 0; i < 10; i++) CHECK (os[i] == want1[i]);
  for (int i = 0; i < 5; i++) CHECK (ox[i] == (i < 3 ? xa[i] : xb[i - 3]));

  /* random operands along dim 0: the result is sorted and holds every entry */
  enum { CAP = 2000 };
  static int64_t sa[2 * CAP], sb[2 * CAP], o2[4 * CAP];
  static double va[CAP], vb[CAP], v2[2 * CAP];
  unsigned seed = 7;
  int64_t na = random_tensor (sa, va, &seed, CAP), nb = random_tensor (sb, vb, &seed, CAP);
  const int64_t *s2[] = {sa, sb}, n2[] = {na, nb}, off2[] = {0, 50};
  const void *x2[] = {va, vb};
  nds_cat_in C2 = {2, s2, n2, x2, off2};
  CHECK (nds_cat (&C2, 2, 0, NDS_DOUBLE, o2, v2) == NDS_OK);
  int64_t no = na + nb;
  CHECK (nds_is_sorted (o2, no, 2));
  double sum = 0, want = 0;
  for (int64_t i = 0; i < no; i++) sum += v2[i] * (double) o2[i];
  for (int64_t i = 0; i < na; i++) want += va[i] * (double) sa[i];
  for (int64_t i = 0; i < nb; i++) want += vb[i] * (double) (sb[i] + 50);
  CHECK (sum == want);
}

/* nds_cat of two random operands (m = 2..4 dims) along each dim, against the
   oracle: both operands' rows, b's shifted along dim, put in order by nds_sort.  Short runs above dim (the merge from
   both ends) and long ones (sz[0] up to 200, or every dim up to dim large and
   those above small: the run-by-run copy; the last dim alone above dim, 8 to 31
   rows a key: the counted copy); values double, single, logical and complex */
static void cat_random (void)
{
  enum { CAP = 4096 };
  static int64_t sa[4 * CAP], sb[4 * CAP], all[8 * CAP], want[8 * CAP], os[8 * CAP],
    perm[2 * CAP];
  static double xa[CAP], xb[CAP], xall[2 * CAP], ox[2 * CAP];
  static unsigned char la[CAP], lb[CAP], lall[2 * CAP], lx[2 * CAP];
  static double za[2 * CAP], zb[2 * CAP], zall[4 * CAP], zx[4 * CAP];
  static float fa[CAP], fb[CAP], fx[2 * CAP];
  int64_t sz[4], szb[4], szo[4];
  for (int t = 0; t < 400; t++)
    {
      const int64_t m = rnd_int (2, 4), shape = rnd_int (0, 6);
      const int64_t dim = shape == 6 ? m - 2 : rnd_int (0, m - 1);
      for (int64_t d = 0; d < m; d++) sz[d] = rnd_int (1, d == m - 1 ? 16 : 5);
      if (shape == 6)
        {
          /* the last dim the key alone, 8 to 31 rows a key in all (the counted
             copy), some keys in one operand only */
          for (int64_t d = 0; d < m - 1; d++) sz[d] = d == dim ? rnd_int (20, 60) : rnd_int (1, 2);
          sz[m - 1] = rnd_int (1, 40);
        }
      else if (shape == 0)
        {
          sz[0] = rnd_int (1, 200);
          for (int64_t d = 1; d < m - 1; d++) sz[d] = 1;
        }
      else if (shape == 1)
        {
          /* long runs of a key of every dim above dim (the run-by-run copy, q up
             to 3), some keys in one operand only */
          for (int64_t d = 0; d < m; d++)
            sz[d] = d > dim ? rnd_int (1, 3)
                    : dim == 0 ? rnd_int (40, 1500) : rnd_int (8, 15);
        }
      memcpy (szb, sz, sizeof sz);
      szb[dim] = rnd_int (1, 5);
      const int64_t na = rnd_cells (m, sz, sa, CAP), nb = rnd_cells (m, szb, sb, CAP);
      const int64_t n = na + nb;
      for (int64_t i = 0; i < na; i++) xa[i] = (double) i, la[i] = (unsigned char) (i & 1);
      for (int64_t i = 0; i < nb; i++) xb[i] = (double) -i, lb[i] = (unsigned char) (i % 3 == 0);
      /* the oracle: a's rows then b's shifted, sorted */
      for (int64_t d = 0; d < m; d++)
        {
          for (int64_t i = 0; i < na; i++) all[i + d * n] = sa[i + d * na];
          for (int64_t i = 0; i < nb; i++)
            all[na + i + d * n] = sb[i + d * nb] + (d == dim ? sz[dim] : 0);
          szo[d] = d == dim ? sz[d] + szb[d] : sz[d];
        }
      for (int64_t i = 0; i < na; i++) xall[i] = xa[i], lall[i] = la[i];
      for (int64_t i = 0; i < nb; i++) xall[na + i] = xb[i], lall[na + i] = lb[i];
      for (int64_t i = 0; i < na; i++) za[2 * i] = (double) i, za[2 * i + 1] = 0.5 - (double) i;
      for (int64_t i = 0; i < nb; i++) zb[2 * i] = -(double) i, zb[2 * i + 1] = 0.25 + (double) i;
      memcpy (zall, za, (size_t) (2 * na) * sizeof (double));
      memcpy (zall + 2 * na, zb, (size_t) (2 * nb) * sizeof (double));
      CHECK (nds_sort (all, n, m, szo, perm) == NDS_OK);
      nds_rows_take (all, n, m, perm, n, want);
      const int64_t *s[] = {sa, sb}, cn[] = {na, nb}, off[] = {0, sz[dim]};
      const void *x[] = {xa, xb}, *l[] = {la, lb};
      nds_cat_in C = {2, s, cn, x, off};
      CHECK (nds_cat (&C, m, dim, NDS_DOUBLE, os, ox) == NDS_OK);
      CHECK (memcmp (os, want, (size_t) (n * m) * sizeof (int64_t)) == 0);
      for (int64_t i = 0; i < n; i++) CHECK (ox[i] == xall[perm[i]]);
      C.x = l;
      CHECK (nds_cat (&C, m, dim, NDS_LOGICAL, os, lx) == NDS_OK);
      CHECK (memcmp (os, want, (size_t) (n * m) * sizeof (int64_t)) == 0);
      for (int64_t i = 0; i < n; i++) CHECK (lx[i] == lall[perm[i]]);
      for (int64_t i = 0; i < na; i++) fa[i] = (float) i + 0.5f;
      for (int64_t i = 0; i < nb; i++) fb[i] = -(float) i - 0.25f;
      const void *f[] = {fa, fb};
      C.x = f;
      CHECK (nds_cat (&C, m, dim, NDS_SINGLE, os, fx) == NDS_OK);
      CHECK (memcmp (os, want, (size_t) (n * m) * sizeof (int64_t)) == 0);
      for (int64_t i = 0; i < n; i++)
        CHECK (fx[i] == (perm[i] < na ? fa[perm[i]] : fb[perm[i] - na]));
      const void *z[] = {za, zb};
      C.x = z;
      CHECK (nds_cat (&C, m, dim, NDS_COMPLEX, os, zx) == NDS_OK);
      CHECK (memcmp (os, want, (size_t) (n * m) * sizeof (int64_t)) == 0);
      for (int64_t i = 0; i < n; i++)
        CHECK (zx[2 * i] == zall[2 * perm[i]] && zx[2 * i + 1] == zall[2 * perm[i] + 1]);
    }
}

/* nds_cat of two 3-d operands along dim 0 and 1, short runs above dim, with more
   rows than a chunk the merge from both ends takes without fetching ahead (1 << 18
   rows in all), against the oracle of cat_random */
static void cat_large (void)
{
  const int64_t na = 150001, nb = 140003, n = na + nb, m = 3;
  for (int64_t dim = 0; dim < 2; dim++)
    {
      /* along dim 1, runs of about one row of the last dim's key too */
      int64_t sz[3] = {1000, 100, 10000};
      if (dim == 1)
        sz[0] = 10, sz[2] = 1000000;
      int64_t szo[3] = {sz[0], sz[1], sz[2]};
      szo[dim] *= 2;
      int64_t *sa = nds_malloc ((size_t) (na * m), sizeof (int64_t));
      int64_t *sb = nds_malloc ((size_t) (nb * m), sizeof (int64_t));
      int64_t *all = nds_malloc ((size_t) (n * m), sizeof (int64_t));
      int64_t *want = nds_malloc ((size_t) (n * m), sizeof (int64_t));
      int64_t *os = nds_malloc ((size_t) (n * m), sizeof (int64_t));
      int64_t *perm = nds_malloc ((size_t) n, sizeof (int64_t));
      double *xa = nds_malloc ((size_t) na, sizeof (double));
      double *xb = nds_malloc ((size_t) nb, sizeof (double));
      double *ox = nds_malloc ((size_t) n, sizeof (double));
      CHECK (sa && sb && all && want && os && perm && xa && xb && ox);
      if (!(sa && sb && all && want && os && perm && xa && xb && ox)) return;
      /* sorted random cells: a random walk of linear indices, about 3000 cells a step */
      int64_t *ops[2] = {sa, sb}, cnt[2] = {na, nb};
      for (int j = 0; j < 2; j++)
        {
          int64_t lin = rnd_int (0, 100);
          for (int64_t i = 0; i < cnt[j]; i++)
            {
              int64_t r = lin;
              for (int64_t d = 0; d < m; d++)
                {
                  ops[j][i + d * cnt[j]] = r % sz[d] + 1;
                  r /= sz[d];
                }
              lin += rnd_int (1, 6000);
            }
        }
      for (int64_t i = 0; i < na; i++) xa[i] = (double) i;
      for (int64_t i = 0; i < nb; i++) xb[i] = -(double) i - 1;
      for (int64_t d = 0; d < m; d++)
        {
          for (int64_t i = 0; i < na; i++) all[i + d * n] = sa[i + d * na];
          for (int64_t i = 0; i < nb; i++)
            all[na + i + d * n] = sb[i + d * nb] + (d == dim ? sz[dim] : 0);
        }
      CHECK (nds_sort (all, n, m, szo, perm) == NDS_OK);
      nds_rows_take (all, n, m, perm, n, want);
      const int64_t *s[] = {sa, sb}, cn[] = {na, nb}, off[] = {0, sz[dim]};
      const void *x[] = {xa, xb};
      nds_cat_in C = {2, s, cn, x, off};
      /* one thread (one chunk of every row, fetched ahead) and two (chunks below
         the threshold unless the machine has fewer cores) */
      for (int nt = 1; nt <= 2; nt++)
        {
          nds_threads_fix (nt);
          memset (os, 0, (size_t) (n * m) * sizeof (int64_t));
          CHECK (nds_cat (&C, m, dim, NDS_DOUBLE, os, ox) == NDS_OK);
          CHECK (memcmp (os, want, (size_t) (n * m) * sizeof (int64_t)) == 0);
          int64_t bad = 0;
          for (int64_t i = 0; i < n; i++)
            bad += ox[i] != (perm[i] < na ? xa[perm[i]] : xb[perm[i] - na]);
          CHECK (bad == 0);
        }
      nds_threads_fix (0);
      nds_free (sa);
      nds_free (sb);
      nds_free (all);
      nds_free (want);
      nds_free (os);
      nds_free (perm);
      nds_free (xa);
      nds_free (xb);
      nds_free (ox);
    }
}

/* the cat tests again with the processor's own paths off: on a processor that has
   AVX-512 or AVX2, double values take the merge and the key-by-key copy (cat_keyed)
   that the others run, as the other classes do everywhere */
static void cat_portable (void)
{
#if defined(__x86_64__) && defined(__GNUC__)
  CHECK (nds_cpu_avx512f () == (__builtin_cpu_supports ("avx512f") != 0));
  CHECK (nds_cpu_avx2 () == (__builtin_cpu_supports ("avx2") != 0));
#endif
  CHECK (nds_cpu_portable (1) == 0 && !nds_cpu_avx512f () && !nds_cpu_avx2 ());
  test_cat ();
  cat_random ();
  cat_large ();
  CHECK (nds_cpu_portable (0) == 1);
}

/* nds_cat along the last dim (appended, no merge) of operands of unequal sizes, one
   empty, complex values, on teams of one to three threads: each thread's share of
   the output rows straddles operands */
static void cat_append_large (void)
{
  const int64_t m = 2, cn[4] = {90001, 0, 7, 150003};
  const int64_t n = cn[0] + cn[1] + cn[2] + cn[3];
  int64_t *sj[4], *os = nds_malloc ((size_t) (n * m), sizeof (int64_t));
  double *xj[4], *ox = nds_malloc ((size_t) (2 * n), sizeof (double));
  int ok = os && ox;
  for (int j = 0; j < 4; j++)
    {
      sj[j] = nds_malloc ((size_t) (cn[j] * m + 1), sizeof (int64_t));
      xj[j] = nds_malloc ((size_t) (2 * cn[j] + 1), sizeof (double));
      ok = ok && sj[j] && xj[j];
    }
  CHECK (ok);
  if (ok)
    {
      /* operand j: rows i of column j + 1, values (j, i) */
      int64_t off[4], at = 0;
      for (int j = 0; j < 4; j++)
        {
          for (int64_t i = 0; i < cn[j]; i++)
            {
              sj[j][i] = i + 1;
              sj[j][i + cn[j]] = 1;
              xj[j][2 * i] = j;
              xj[j][2 * i + 1] = (double) i;
            }
          off[j] = at;
          at += 1;
        }
      const int64_t *s[4] = {sj[0], sj[1], sj[2], sj[3]};
      const void *x[4] = {xj[0], xj[1], xj[2], xj[3]};
      nds_cat_in C = {4, s, cn, x, off};
      for (int nt = 1; nt <= 3; nt++)
        {
          nds_threads_fix (nt);
          memset (os, 0, (size_t) (n * m) * sizeof (int64_t));
          CHECK (nds_cat (&C, m, 1, NDS_COMPLEX, os, ox) == NDS_OK);
          int64_t bad = 0, o = 0;
          for (int j = 0; j < 4; j++)
            for (int64_t i = 0; i < cn[j]; i++, o++)
              bad += os[o] != i + 1 || os[o + n] != 1 + off[j] || ox[2 * o] != j
                     || ox[2 * o + 1] != (double) i;
          CHECK (bad == 0);
        }
      nds_threads_fix (0);
    }
  for (int j = 0; j < 4; j++)
    {
      nds_free (sj[j]);
      nds_free (xj[j]);
    }
  nds_free (os);
  nds_free (ox);
}

/* nds_reshape to one dim (the linear index) of rows enough for a team, 1000 x 100
   x 1e4 and a 5-d size, on one to three threads, against the index computed here */
static void linear_large (void)
{
  const int64_t n = 120001;
  const int64_t sz3[3] = {1000, 100, 10000}, sz5[5] = {7, 1, 30, 11, 100000};
  const int64_t *szs[2] = {sz3, sz5}, ms[2] = {3, 5};
  int64_t *s = nds_malloc ((size_t) (5 * n), sizeof (int64_t));
  int64_t *out = nds_malloc ((size_t) n, sizeof (int64_t));
  CHECK (s && out);
  if (s && out)
    for (int c = 0; c < 2; c++)
      {
        const int64_t m = ms[c], *sz = szs[c];
        int64_t total = 1;
        for (int64_t d = 0; d < m; d++) total *= sz[d];
        for (int64_t i = 0; i < n; i++)
          for (int64_t d = 0, r = rnd_int (0, total - 1); d < m; r /= sz[d], d++)
            s[i + d * n] = r % sz[d] + 1;
        for (int nt = 1; nt <= 3; nt++)
          {
            nds_threads_fix (nt);
            memset (out, 0, (size_t) n * sizeof (int64_t));
            CHECK (nds_reshape (s, n, m, sz, 1, &total, out) == NDS_OK);
            int64_t bad = 0;
            for (int64_t i = 0; i < n; i++)
              {
                int64_t lin = 0;
                for (int64_t d = m - 1; d >= 0; d--) lin = lin * sz[d] + s[i + d * n] - 1;
                bad += out[i] != lin + 1;
              }
            CHECK (bad == 0);
          }
        nds_threads_fix (0);
      }
  nds_free (s);
  nds_free (out);
}

/* nds_reshape folds trailing dims into one and back, against the linear index */
static void refold_random (void)
{
  int64_t s[4096 * 4], out[4096 * 4], back[4096 * 4], sz[4], sz2[4];
  for (int t = 0; t < 200; t++)
    {
      int64_t m = rnd_int (1, 4);
      rnd_size4 (m, sz);
      int64_t n = rnd_cells (m, sz, s, 4096);
      /* fold the trailing dims into one: [sz0 .. sz(k-2), prod(rest)] */
      int64_t k = rnd_int (1, m);
      for (int64_t d = 0; d < k; d++) sz2[d] = sz[d];
      for (int64_t d = k; d < m; d++) sz2[k - 1] *= sz[d];
      CHECK (nds_reshape (s, n, m, sz, k, sz2, out) == NDS_OK);
      for (int64_t i = 0; i < n; i++)
        {
          for (int64_t d = 0; d < k - 1; d++) CHECK (out[i + d * n] == s[i + d * n]);
          int64_t lin = 0, stride = 1;
          for (int64_t d = k - 1; d < m; d++)
            {
              lin += (s[i + d * n] - 1) * stride;
              stride *= sz[d];
            }
          CHECK (out[i + (k - 1) * n] == lin + 1);
        }
      CHECK (nds_reshape (out, n, k, sz2, m, sz, back) == NDS_OK);
      for (int64_t i = 0; i < n * m; i++) CHECK (back[i] == s[i]);
    }
  int64_t big[3] = {INT64_MAX / 2, 4, 4}, one[1] = {1};
  CHECK (nds_reshape (one, 0, 3, big, 1, big, one) == NDS_ETOOLARGE);
}

/* nds_row_sums against a sum per row written here: random rows, values that cancel,
   logical values, and an allocation failure */
static void test_row_sums (void)
{
  int64_t r[600], rows[600];
  double x[600], y[600], want[200];
  unsigned char b[600];
  for (int t = 0; t < 50; t++)
    {
      const int64_t nr = rnd_int (1, 200), n = rnd_int (0, 600);
      for (int64_t i = 0; i < nr; i++) want[i] = 0;
      for (int64_t i = 0; i < n; i++)
        {
          r[i] = rnd_int (1, nr);
          x[i] = (double) rnd_int (-3, 3);     /* integers: sums exact, some cancel */
          want[r[i] - 1] += x[i];
        }
      int64_t cnt = -1, c = 0;
      CHECK (nds_row_sums (r, x, NDS_DOUBLE, n, nr, rows, y, &cnt) == NDS_OK);
      for (int64_t i = 0; i < nr; i++)
        if (want[i] != 0)
          {
            CHECK (c < cnt && rows[c] == i + 1 && y[c] == want[i]);
            c++;
          }
      CHECK (c == cnt);
      for (int64_t i = 0; i < nr; i++) want[i] = 0;
      for (int64_t i = 0; i < n; i++)
        {
          b[i] = (unsigned char) (x[i] > 0);
          want[r[i] - 1] += b[i];
        }
      CHECK (nds_row_sums (r, b, NDS_LOGICAL, n, nr, rows, y, &cnt) == NDS_OK);
      c = 0;
      for (int64_t i = 0; i < nr; i++)
        if (want[i] != 0)
          {
            CHECK (c < cnt && rows[c] == i + 1 && y[c] == want[i]);
            c++;
          }
      CHECK (c == cnt);
    }
  int64_t cnt;
  nds_t_fail_at = 0;
  CHECK (nds_row_sums (r, x, NDS_DOUBLE, 10, 10, rows, y, &cnt) == NDS_ENOMEM);
  nds_t_fail_at = -1;
}

/* whether doubles a and b have the same bits, or are both NaN */
static int same_bits (double a, double b)
{
  return memcmp (&a, &b, sizeof a) == 0 || (isnan (a) && isnan (b));
}

/* nds_binop, _f, _z, _rz and _cf past their teams' thresholds (NDS_SERIAL_BELOW, and
   NDS_SERIAL_NS of nds_binop's 1.1 ns a value: 3.6e5) at 1 and 2 threads (each thread
   its chunk of the range), every op, operands arrays or a scalar, complex f or
   real: each value against nds_apply (_z, _zr) on that element, rounded to float
   for the singles, and the nonzeros counted (zeros among x: 0 .* f, f - f; -0, Inf
   and NaN parts among x; the scalar f the zero f[0] or the nonzero f[1]) */
static void binop_chunks (void)
{
  enum { N = 4 * NDS_SERIAL_BELOW + 4321 };
  double *x = malloc (sizeof (double) * 2 * N), *f0 = malloc (sizeof (double) * 2 * N);
  double *y = malloc (sizeof (double) * 2 * N);
  float *xf = malloc (sizeof (float) * 2 * N), *ff0 = malloc (sizeof (float) * 2 * N);
  float *yf = malloc (sizeof (float) * 2 * N);
  CHECK (x && f0 && y && xf && ff0 && yf);
  if (!(x && f0 && y && xf && ff0 && yf))
    goto done;
  unsigned seed = 11;
  for (int64_t i = 0; i < 2 * N; i++)
    {
      seed = seed * 1103515245u + 12345u;
      x[i] = i % 7 == 0 ? 0 : (double) ((int) (seed >> 8) % 2001 - 1000) / 64;
      f0[i] = i % 11 == 0 ? x[i] : (double) ((int) (seed >> 12) % 999 + 1) / 32;
      x[i] = i % 13 == 5 ? -0.0 : i % 17 == 6 ? -INFINITY : i % 19 == 7 ? NAN : x[i];
      xf[i] = (float) x[i];
      ff0[i] = (float) f0[i];
    }
  for (int nt = 1; nt <= 2; nt++)
    {
      nds_threads_fix (nt);
      for (nds_op op = NDS_COPY; op <= NDS_LDIV; op++)
        for (int sc = 0; sc < 4; sc++)      /* none, x, f, f + 1 a scalar */
          for (int fc = 0; fc < 2; fc++)
            {
              const int64_t nx = sc == 1 ? 1 : N, nf = sc >= 2 ? 1 : N;
              const double *f = sc == 3 ? f0 + 1 : f0;
              const float *ff = sc == 3 ? ff0 + 1 : ff0;
              int64_t bad = 0, want = 0, nz, nzf;
              if (!fc)
                {
                  nz = nds_binop (op, x, nx, f, nf, y, N);
                  nzf = nds_binop_f (op, xf, nx, ff, nf, yf, N);
                  for (int64_t i = 0; i < N; i++)
                    {
                      const double r = nds_apply (op, x[nx == 1 ? 0 : i], f[nf == 1 ? 0 : i]);
                      want += r != 0;
                      bad += !same_bits (y[i], r) || !same_bits (yf[i], (float) r);
                    }
                  CHECK (nz == want && nzf == want);
                  CHECK (bad == 0);
                }
              want = 0;
              nz = nds_binop_z (op, x, nx, f, nf, fc, y, N);
              nzf = nds_binop_cf (op, xf, nx, ff, nf, fc, yf, N);
              for (int64_t i = 0; i < N; i++)
                {
                  const int64_t ix = nx == 1 ? 0 : i, jf = nf == 1 ? 0 : i;
                  const nds_cplx_t u = nds_cplx (x[2 * ix], x[2 * ix + 1]);
                  const nds_cplx_t r = fc ? nds_apply_z (op, u, nds_cplx (f[2 * jf], f[2 * jf + 1]))
                                          : nds_apply_zr (op, u, f[jf]);
                  want += __real__ r != 0 || __imag__ r != 0;
                  bad += !same_bits (y[2 * i], __real__ r) || !same_bits (y[2 * i + 1], __imag__ r)
                         || !same_bits (yf[2 * i], (float) __real__ r)
                         || !same_bits (yf[2 * i + 1], (float) __imag__ r);
                }
              if (bad || nz != want || nzf != want)
                printf ("    nt %d op %d scalar %d fc %d: %lld differ, nz %lld %lld of %lld\n",
                        nt, (int) op, sc, fc, (long long) bad, (long long) nz,
                        (long long) nzf, (long long) want);
              CHECK (nz == want && nzf == want && bad == 0);
              if (!fc)
                continue;
              /* real x, complex f: against nds_apply_rz, and a product against
                 each part of f scaled (std::complex's real times complex); the
                 floats (nds_binop_rcf) its parts rounded once */
              bad = want = 0;
              nz = nds_binop_rz (op, x, nx, f, nf, y, N);
              nzf = nds_binop_rcf (op, xf, nx, ff, nf, yf, N);
              for (int64_t i = 0; i < N; i++)
                {
                  const int64_t ix = nx == 1 ? 0 : i, jf = nf == 1 ? 0 : i;
                  const nds_cplx_t r = nds_apply_rz (op, x[ix], nds_cplx (f[2 * jf], f[2 * jf + 1]));
                  want += __real__ r != 0 || __imag__ r != 0;
                  bad += !same_bits (y[2 * i], __real__ r) || !same_bits (y[2 * i + 1], __imag__ r)
                         || !same_bits (yf[2 * i], (float) __real__ r)
                         || !same_bits (yf[2 * i + 1], (float) __imag__ r);
                  if (op == NDS_TIMES)
                    bad += !same_bits (y[2 * i], x[ix] * f[2 * jf])
                           || !same_bits (y[2 * i + 1], x[ix] * f[2 * jf + 1]);
                }
              if (bad || nz != want || nzf != want)
                printf ("    nt %d op %d scalar %d real x: %lld differ, nz %lld %lld of %lld\n",
                        nt, (int) op, sc, (long long) bad, (long long) nz, (long long) nzf,
                        (long long) want);
              CHECK (nz == want && nzf == want && bad == 0);
            }
    }
  nds_threads_fix (0);
done:
  free (x);
  free (f0);
  free (y);
  free (xf);
  free (ff0);
  free (yf);
}

/* nds_op_vanishes: 0 op f[i] zero for every i (NaN is not), for each op, an
   offender in a later block of a long array too */
static void test_op_vanishes (void)
{
  const double fin[] = {1, -2, 0.5}, inf[] = {1, INFINITY, 2}, nan[] = {1, NAN},
               zer[] = {0, 0}, hasz[] = {3, 0};
  CHECK (nds_op_vanishes (NDS_TIMES, fin, 3) == 1);
  CHECK (nds_op_vanishes (NDS_TIMES, inf, 3) == 0);
  CHECK (nds_op_vanishes (NDS_TIMES, nan, 2) == 0);
  CHECK (nds_op_vanishes (NDS_PLUS, zer, 2) == 1);
  CHECK (nds_op_vanishes (NDS_PLUS, fin, 3) == 0);
  CHECK (nds_op_vanishes (NDS_MINUS, zer, 2) == 1);
  CHECK (nds_op_vanishes (NDS_RMINUS, fin, 3) == 0);
  CHECK (nds_op_vanishes (NDS_RDIV, fin, 3) == 1);     /* 0 / f */
  CHECK (nds_op_vanishes (NDS_RDIV, hasz, 2) == 0);    /* 0 / 0 is NaN */
  CHECK (nds_op_vanishes (NDS_RDIV, inf, 3) == 1);     /* 0 / Inf is 0 */
  CHECK (nds_op_vanishes (NDS_LDIV, fin, 3) == 0);     /* f / 0 */
  CHECK (nds_op_vanishes (NDS_TIMES, fin, 0) == 1);
  double *big = malloc (5000 * sizeof (double));
  for (int i = 0; i < 5000; i++) big[i] = i + 1;
  CHECK (nds_op_vanishes (NDS_TIMES, big, 5000) == 1);
  big[4321] = -INFINITY;
  CHECK (nds_op_vanishes (NDS_TIMES, big, 5000) == 0);
  CHECK (nds_op_vanishes (NDS_TIMES, big, 4321) == 1);
  free (big);
}

/* the comparisons, logical operators, max and min of aligned values: every pair of
   a table with signed zeros, NaN and infinities, against C's operators and fmax, fmin
   (which let a NaN lose to a number, as Octave's max and min of two doubles) */
static void test_pair_vals (void)
{
  const double v[] = {0, -0.0, 1, -2.5, 3, NAN, INFINITY, -INFINITY};
  enum { K = 8, N = K * K };
  double xa[N], xb[N], y[N];
  unsigned char b[N], keep[N];
  for (int i = 0; i < N; i++) { xa[i] = v[i % K]; xb[i] = v[i / K]; }
  for (int op = NDS_LT; op <= NDS_XOR; op++)
    {
      const int64_t nz = nds_vals_logic ((nds_lop) op, xa, xb, N, b);
      int64_t cnt = 0;
      for (int i = 0; i < N; i++)
        {
          const double u = xa[i], w = xb[i];
          const int want[] = {u < w, u <= w, u > w, u >= w, u == w, u != w,
                              u != 0 && w != 0, u != 0 || w != 0, (u != 0) != (w != 0)};
          CHECK (b[i] == want[op]);
          cnt += want[op];
        }
      CHECK (nz == cnt);
    }
  for (int ismax = 0; ismax <= 1; ismax++)
    {
      const int64_t nz = nds_vals_extremum (ismax, xa, xb, N, y, keep);
      int64_t k = 0;
      for (int i = 0; i < N; i++)
        {
          const double e = ismax ? fmax (xa[i], xb[i]) : fmin (xa[i], xb[i]);
          CHECK (keep[i] == (e != 0));
          if (e == 0) continue;
          CHECK (k < nz && (y[k] == e || (isnan (y[k]) && isnan (e))));
          k++;
        }
      CHECK (nz == k);
    }
}

/* nds_vals_logic_scalar, nds_rows_keep, nds_vals_power and the scans against C's
   operators one value at a time */
static void test_scalar_vals (void)
{
  const double v[] = {0, -0.0, 1, -2.5, 3, NAN, INFINITY, -INFINITY};
  enum { K = 8 };
  unsigned char b[K];
  for (int j = 0; j < K; j++)
    for (int op = NDS_LT; op <= NDS_XOR; op++)
      {
        const double w = v[j];
        const int64_t nz = nds_vals_logic_scalar ((nds_lop) op, v, K, w, b);
        int64_t cnt = 0;
        for (int i = 0; i < K; i++)
          {
            const double u = v[i];
            const int want[] = {u < w, u <= w, u > w, u >= w, u == w, u != w,
                                u != 0 && w != 0, u != 0 || w != 0, (u != 0) != (w != 0)};
            CHECK (b[i] == want[op]);
            cnt += want[op];
          }
        CHECK (nz == cnt);
        /* the same test as indices of the rows where it holds */
        int64_t idx[K];
        CHECK (nds_vals_pick_scalar ((nds_lop) op, v, K, w, idx) == cnt);
        for (int i = 0, k = 0; i < K; i++)
          if (b[i]) CHECK (idx[k++] == i);
      }
  CHECK (nds_vals_logic_scalar (NDS_EQ, v, 0, 0, b) == 0);
  int64_t none[1];
  CHECK (nds_vals_pick_scalar (NDS_GT, v, 0, 0, none) == 0);

  /* powers: x * x, x * x * x and pow, exact on these values */
  const double p[] = {2, 3, 1, 0.5, 4, 7};
  double y[K];
  for (int j = 0; j < 6; j++)
    {
      const int64_t nz = nds_vals_power (v, K, p[j], y);
      int64_t cnt = 0;
      for (int i = 0; i < K; i++)
        {
          const double e = pow (v[i], p[j]);
          CHECK (y[i] == e || (isnan (y[i]) && isnan (e)));
          CHECK (!signbit (y[i]) == !signbit (e) || isnan (e));
          cnt += e != 0;
        }
      CHECK (nz == cnt);
    }

  /* scans: a value below zero anywhere, none (-0 and NaN are not), none at all */
  const double pos[] = {0, -0.0, 2, NAN, INFINITY};
  const float posf[] = {0, -0.0f, 2, NAN, INFINITY}, nanf[] = {1, 2, NAN}, fin[] = {1, -2, 3};
  CHECK (!nds_any_negative (pos, 5) && !nds_any_negative (pos, 0));
  CHECK (!nds_any_negative_f (posf, 5));
  for (int i = 0; i < K; i++)
    {
      CHECK (nds_any_negative (v, i + 1) == (i >= 3));   /* -2.5 first at 3 */
      CHECK (nds_any_negative_f (fin, i % 3 + 1) == (i % 3 >= 1));
    }
  CHECK (nds_any_nan_f (nanf, 3) && !nds_any_nan_f (nanf, 2) && !nds_any_nan_f (fin, 3));
  CHECK (!nds_any_nan_f (nanf, 0));
  /* the sign bit alone is not enough: -NaN and -0 are not below zero; the least
     subnormal, the largest finite and -Inf are */
  const double sgn[] = {-NAN, -0.0, -4.9e-324, -1.7976931348623157e308, -INFINITY};
  CHECK (!nds_any_negative (sgn, 2));
  for (int i = 2; i < 5; i++) CHECK (nds_any_negative (sgn + i, 1));
}

/* nds_rows_keep against a copy row by row: random masks of n rows and m columns,
   none and all kept (seeded; the seed of a failure printed) */
static void rows_keep_random (void)
{
  enum { CAP = 300, M = 3 };
  int64_t s[CAP * M], o[CAP * M + 1], e[CAP * M];
  unsigned char keep[CAP];
  unsigned seed = 11;
  for (int trial = 0; trial < 200; trial++)
    {
      const unsigned start = seed;
      seed = seed * 1103515245u + 12345u;
      const int64_t n = (seed >> 8) % CAP, m = 1 + (seed >> 4) % M;
      /* 0 half kept at random, 1 one in 16 (nds_rows_keep's other loop), 2 none, 3 all */
      const int mode = trial % 4;
      for (int64_t i = 0; i < n * m; i++)
        {
          seed = seed * 1103515245u + 12345u;
          s[i] = (int64_t) (seed >> 10);
        }
      int64_t nz = 0;
      for (int64_t i = 0; i < n; i++)
        {
          seed = seed * 1103515245u + 12345u;
          keep[i] = mode == 2 ? 0 : mode == 3 ? 1
                    : mode == 1 ? ((seed >> 16) & 15) == 0 : (seed >> 16) & 1;
          nz += keep[i];
        }
      for (int64_t d = 0, k = 0; d < m; d++)
        for (int64_t i = 0; i < n; i++)
          if (keep[i]) e[k++] = s[d * n + i];
      o[nz * m] = -7;                    /* a guard past the result */
      nds_rows_keep (s, n, m, keep, nz, o);
      const int ok = memcmp (o, e, sizeof (int64_t) * (size_t) (nz * m)) == 0
                     && o[nz * m] == -7;
      if (!ok) printf ("rows_keep_random: seed %u\n", start);
      CHECK (ok);
    }
}

/* T .* v (nds_gather of a vector) and a sum over dim 1 (nds_modered_lead: the count's
   team and the reduction's) of N rows: on one thread and on two, the bits a plain
   loop gives */
static void teams_rows (const int64_t N)
{
  enum { M = 3 };
  const int64_t sz[M] = {7, 5, 100000};
  int64_t *s = nds_malloc (N * M, sizeof (int64_t)), *os = nds_malloc (N * M, sizeof (int64_t));
  int64_t *os1 = nds_malloc (N * M, sizeof (int64_t));
  double *x = nds_malloc (N, sizeof (double)), *y = nds_malloc (N, sizeof (double));
  double *w = nds_malloc (N, sizeof (double)), *y1 = nds_malloc (N, sizeof (double));
  double F[5];
  CHECK (s && os && os1 && x && y && w && y1);
  if (!(s && os && os1 && x && y && w && y1))
    goto done;
  /* rows in column-major order, 1 to 6 cells apart */
  int64_t lin = 0;
  for (int64_t i = 0; i < N; i++)
    {
      lin += rnd_int (1, 6);
      int64_t q = lin;
      for (int64_t d = 0; d < M; d++)
        {
          s[i + d * N] = q % sz[d] + 1;
          q /= sz[d];
        }
      x[i] = (double) rnd_int (-1000, 1000) / 8;
    }
  for (int64_t j = 0; j < 5; j++) F[j] = j == 2 ? 0 : 0.25 * (double) j - 3;
  const int64_t fsz[M] = {1, 5, 1};
  int64_t nz = 0;
  for (int64_t i = 0; i < N; i++) nz += (w[i] = x[i] * F[s[i + N] - 1]) != 0;
  for (int nt = 1; nt <= 2; nt++)
    {
      nds_threads_fix (nt);
      CHECK (nds_gather (s, N, M, F, fsz, NDS_DOUBLE, NDS_TIMES, x, y) == nz);
      CHECK (memcmp (y, w, sizeof (double) * N) == 0);
      /* the sums of the runs of rows agreeing on dims 2 and 3 */
      nds_modered P;
      CHECK (nds_modered_lead (s, N, M, sz, 1, &P) == NDS_OK && P.use);
      CHECK (nds_modered_run (&P, x, (nds_redop) {NDS_SUM, NULL, 0, 0, 0, 0, 0}, os, y, NULL)
             == NDS_OK);
      int64_t g = -1;
      for (int64_t i = 0; i < N; i++)
        {
          if (i == 0 || s[i + N] != s[i - 1 + N] || s[i + 2 * N] != s[i - 1 + 2 * N])
            w[++g] = 0;
          w[g] += x[i];
        }
      CHECK (P.nout == g + 1);
      for (int64_t u = 0; u < P.nout && u <= g; u++) CHECK (y[u] == w[u]);
      if (nt == 1)
        {
          memcpy (os1, os, sizeof (int64_t) * (size_t) (P.nout * (M - 1)));
          memcpy (y1, y, sizeof (double) * (size_t) P.nout);
        }
      else
        CHECK (memcmp (os, os1, sizeof (int64_t) * (size_t) (P.nout * (M - 1))) == 0
               && memcmp (y, y1, sizeof (double) * (size_t) P.nout) == 0);
      nds_modered_free (&P);
      for (int64_t i = 0; i < N; i++) w[i] = x[i] * F[s[i + N] - 1];
    }
  nds_threads_fix (0);
done:
  nds_free (s); nds_free (os); nds_free (os1); nds_free (x); nds_free (y); nds_free (w);
  nds_free (y1);
}

/* past the reduction's team threshold, not the count's (1.5e5 rows: two blocks
   counted on one thread), and past both and the gather's (3e5) */
static void teams_large (void)
{
  teams_rows (150000);
  teams_rows (300000);
}

int main (void)
{
  RUN (test_merge);
  RUN (test_merge_chunks);
  RUN (test_merge_keyed);
  RUN (test_gather);
  RUN (binop_chunks);
  RUN (test_op_vanishes);
  RUN (test_pair_vals);
  RUN (test_scalar_vals);
  RUN (rows_keep_random);
  RUN (test_shape);
  RUN (refold_random);
  RUN (linear_large);
  RUN (test_cat);
  RUN (cat_random);
  RUN (cat_large);
  RUN (cat_append_large);
  RUN (cat_portable);
  RUN (test_reduce);
  RUN (test_cumsum);
  RUN (test_mode_reduce);
  RUN (test_mode_reduce_nz);
  RUN (test_row_sums);
  RUN (teams_large);
  return nds_t_finish ("test_ewise");
}
