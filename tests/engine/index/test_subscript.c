/* test_subscript.c: unit tests of the indexing rules (nds_subscript.c and its messages), view
   composition, the pending buffer (nds_pend.c) and its merge (nds_merge.c), and the
   deletion kernels, against hand-worked cases and brute-force references */
#include <stdlib.h>
#include "index/nds_index.h"
#include "nds_test.h"

#define TRIALS 300

/* a subscript from a list of indices (dims: 1-by-n) */
static nds_ix list_ix (const int64_t *l, int64_t n, int64_t *dims)
{
  nds_ix x;
  memset (&x, 0, sizeof x);
  x.kind = NDS_IX_LIST;
  x.list = l;
  x.n = n;
  dims[0] = 1;
  dims[1] = n;
  x.nd = 2;
  x.dims = dims;
  return x;
}

static nds_ix colon_ix (void)
{
  nds_ix x;
  memset (&x, 0, sizeof x);
  x.kind = NDS_IX_COLON;
  return x;
}

static void test_from_double (void)
{
  const double ok[3] = { 1, 7, 9007199254740993.0 };
  int64_t out[3];
  nds_ixerr e;
  CHECK (nds_ix_from_double (ok, 3, out, &e) == NDS_OK && out[1] == 7);
  /* the largest double below 2^63, an index past 2^53, whole and exact */
  const double big[2] = { 9223372036854774784.0, 9007199254740994.0 };
  CHECK (nds_ix_from_double (big, 2, out, &e) == NDS_OK && out[0] == INT64_C (9223372036854774784)
         && out[1] == INT64_C (9007199254740994));
  const double bad[9] = { 0, -1, 1.5, NAN, INFINITY, 9223372036854775808.0, -0.5, 1e300,
                          4503599627370495.5 };
  for (int k = 0; k < 9; k++)
    CHECK (nds_ix_from_double (&bad[k], 1, out, &e) == NDS_ESUB && e.code == NDS_IXE_BADIDX);
  /* a list longer than a vector: each converted, the first bad one reported */
  double lst[37];
  int64_t lo[37];
  for (int k = 0; k < 37; k++)
    lst[k] = 37 - k;
  CHECK (nds_ix_from_double (lst, 37, lo, &e) == NDS_OK && lo[0] == 37 && lo[36] == 1);
  for (int b = 0; b < 9; b++)
    {
      lst[20] = bad[b];
      lst[31] = 0.25;
      e.value = 0;
      CHECK (nds_ix_from_double (lst, 37, lo, &e) == NDS_ESUB && e.code == NDS_IXE_BADIDX
             && (bad[b] != bad[b] ? e.value != e.value : e.value == bad[b]));
    }
  const unsigned char m[6] = { 0, 1, 1, 0, 0, 1 };
  CHECK (nds_ix_from_mask (m, 6, NULL) == 3);
  CHECK (nds_ix_from_mask (m, 6, out) == 3 && out[0] == 2 && out[2] == 6);
}

static void test_working (void)
{
  const int64_t shape[4] = { 2, 3, 4, 5 };
  int64_t W[6];
  nds_ixerr e;
  CHECK (nds_ix_working (shape, 4, 2, W, &e) == NDS_OK && W[0] == 2 && W[1] == 60);
  CHECK (nds_ix_working (shape, 4, 1, W, &e) == NDS_OK && W[0] == 120);
  CHECK (nds_ix_working (shape, 4, 6, W, &e) == NDS_OK && W[3] == 5 && W[5] == 1);
  const int64_t huge[3] = { (int64_t) 1 << 40, (int64_t) 1 << 40, 3 };
  CHECK (nds_ix_working (huge, 3, 2, W, &e) == NDS_OK && W[1] == ((int64_t) 3 << 40));
  CHECK (nds_ix_working (huge, 3, 1, W, &e) == NDS_ETOOLARGE && e.code == NDS_IXE_FOLD);
  char msg[400];
  nds_ix_message (&e, msg, sizeof msg);
  CHECK (strstr (msg, "1099511627776x1099511627776x3") != NULL);
  CHECK (!strcmp (nds_ix_id (&e), "ndsparse:toolarge"));
}

static void test_check_and_messages (void)
{
  const int64_t W[3] = { 2, 3, 4 };
  int64_t l1[1] = { 2 }, l2[2] = { 1, 6 }, d0[2], d1[2], d2[2];
  nds_ix ix[3] = { list_ix (l1, 1, d0), list_ix (l2, 2, d1), colon_ix () };
  nds_ixerr e;
  CHECK (nds_ix_check (ix, 3, W, 0, &e) == NDS_ESUB && e.code == NDS_IXE_BOUND && e.pos == 1);
  char msg[400];
  nds_ix_message (&e, msg, sizeof msg);
  CHECK (!strcmp (msg, "index (_,6,_): out of bound; value 6 out of bound 3"));
  /* growing is allowed when assigning */
  CHECK (nds_ix_check (ix, 3, W, 1, &e) == NDS_OK && ix[1].hi == 6 && ix[2].n == 4);
  (void) d2;
  /* a list longer than a vector: its smallest and largest wherever they stand */
  int64_t l3[29], d3[2];
  for (int k = 0; k < 29; k++)
    l3[k] = 10 + (k * 7) % 29;
  l3[17] = 3;
  l3[5] = 41;
  nds_ix lx = list_ix (l3, 29, d3);
  const int64_t W41[1] = { 41 }, W40[1] = { 40 };
  CHECK (nds_ix_check (&lx, 1, W41, 0, &e) == NDS_OK && lx.lo == 3 && lx.hi == 41);
  CHECK (nds_ix_check (&lx, 1, W40, 0, &e) == NDS_ESUB && e.code == NDS_IXE_BOUND
         && e.value == 41);
  e.code = NDS_IXE_BADIDX;
  e.pos = 0;
  e.nsub = 2;
  e.value = 1.5;
  nds_ix_message (&e, msg, sizeof msg);
  CHECK (!strcmp (msg, "index (1.5,_): subscripts must be either integers 1 to (2^63)-1 or logicals"));
  e.value = INFINITY;
  nds_ix_message (&e, msg, sizeof msg);
  CHECK (strstr (msg, "(Inf,_)") != NULL);
}

/* views: unit subscripts, and the read shape of a vector by a vector */
static void test_view_and_shape (void)
{
  const int64_t shape[3] = { 4, 5, 6 }, W[3] = { 4, 5, 6 };
  int64_t a[1] = { 2 }, b[3] = { 2, 3, 4 }, c[3] = { 3, 2, 4 }, d0[2], d1[2], d2[2];
  nds_ix v[3] = { list_ix (a, 1, d0), list_ix (b, 3, d1), colon_ix () };
  nds_ixerr e;
  CHECK (nds_ix_check (v, 3, W, 0, &e) == NDS_OK);
  CHECK (nds_ix_is_view (shape, 3, NULL, 0, v, 3));
  nds_ix w[3] = { list_ix (a, 1, d0), list_ix (c, 3, d1), colon_ix () };
  CHECK (nds_ix_check (w, 3, W, 0, &e) == NDS_OK && !nds_ix_is_view (shape, 3, NULL, 0, w, 3));
  /* one subscript: a column read by a row keeps the column's orientation */
  const int64_t vd[2] = { 7, 1 };
  int64_t r[4], nr;
  nds_ix x = list_ix (b, 3, d2);
  nds_ix_read_shape (vd, 2, &x, 1, r, &nr);
  CHECK (nr == 2 && r[0] == 3 && r[1] == 1);
  const int64_t md[2] = { 3, 4 };
  nds_ix_read_shape (md, 2, &x, 1, r, &nr);
  CHECK (nr == 2 && r[0] == 1 && r[1] == 3);
  /* element coordinates when the trailing dims fold into the last subscript */
  const int64_t cw[2] = { 4, 30 }, c2[2] = { 3, 14 };
  int64_t vc[3];
  nds_ix_unfold (c2, cw, 2, shape, 3, vc);
  CHECK (vc[0] == 3 && vc[1] == 4 && vc[2] == 3);
}

/* the thesis's figure 5.9: newaxis, point 1, interval 2..3, interval 2..3 of a 2x3x3
   tensor gives shape [1 2 2], offsets [0 1 1], fixed [1 0 0], hidden at 0 */
static void test_compose (void)
{
  const int64_t off[3] = { 0, 0, 0 };
  const unsigned char fixed[3] = { 0, 0, 0 };
  const nds_view V = { 3, off, fixed, NULL, 3, NULL, 0, NULL };
  const nds_vq ix[4] = { { NDS_VQ_NEW, 1, 1 }, { NDS_VQ_POINT, 1, 1 },
                         { NDS_VQ_RANGE, 2, 2 }, { NDS_VQ_RANGE, 2, 2 } };
  int64_t off2[3], shape2[8], hid2[8], act2[3];
  unsigned char fixed2[3];
  nds_view_out R2 = { off2, fixed2, shape2, 0, hid2, 0, act2 };
  CHECK (nds_view_compose (&V, ix, 4, &R2) == 0);
  CHECK (R2.k == 3 && shape2[0] == 1 && shape2[1] == 2 && shape2[2] == 2);
  CHECK (off2[0] == 0 && off2[1] == 1 && off2[2] == 1);
  CHECK (fixed2[0] == 1 && !fixed2[1] && !fixed2[2] && R2.nh == 1 && hid2[0] == 0);
  CHECK (act2[0] == 1 && act2[1] == 2);
  /* a view of it: the point fixes the hidden dim's neighbour; an empty range of the
     hidden dim empties the result */
  const nds_view V2 = { 3, off2, fixed2, NULL, R2.k, hid2, R2.nh, NULL };
  nds_vq ix2[3] = { { NDS_VQ_RANGE, 1, 1 }, { NDS_VQ_POINT, 2, 1 }, { NDS_VQ_RANGE, 1, 2 } };
  int64_t off3[3], shape3[8], hid3[8], act3[3];
  unsigned char fixed3[3];
  nds_view_out R3 = { off3, fixed3, shape3, 0, hid3, 0, act3 };
  CHECK (nds_view_compose (&V2, ix2, 3, &R3) == 0);
  CHECK (R3.k == 2 && off3[1] == 2 && fixed3[1] && shape3[1] == 2 && R3.nh == 1);
  CHECK (act3[0] == 2);
  ix2[0].n = 0;
  CHECK (nds_view_compose (&V2, ix2, 3, &R3) == 1);
  /* through a permuted view (active dims in the order 2, 0, 1): the point lands on
     underlying dim 0, the ranges keep their order */
  const int64_t act[3] = { 2, 0, 1 };
  const nds_view V4 = { 3, off, fixed, NULL, 3, NULL, 0, act };
  const nds_vq ix4[3] = { { NDS_VQ_RANGE, 2, 2 }, { NDS_VQ_POINT, 3, 1 },
                          { NDS_VQ_RANGE, 1, 3 } };
  CHECK (nds_view_compose (&V4, ix4, 3, &R3) == 0);
  CHECK (R3.k == 2 && R3.nh == 0 && fixed3[0] && !fixed3[1] && !fixed3[2]);
  CHECK (off3[2] == 1 && off3[0] == 2 && off3[1] == 0);
  CHECK (act3[0] == 2 && act3[1] == 1 && shape3[0] == 2 && shape3[1] == 3);
}

/* a permuted view: of a 2x3x4 tensor's view with dim 1 fixed and a hidden dim at
   view position 0 (shape [1 2 4]), the permutation [2 0 1 3] gives shape [4 1 2 1]
   with hidden dims at 1 and 3 and active dims in the order 2, 0 */
static void test_permute (void)
{
  const int64_t shape[3] = { 1, 2, 4 }, hid[1] = { 0 }, p[4] = { 2, 0, 1, 3 };
  const unsigned char fixed[3] = { 0, 1, 0 };
  int64_t shape2[4], hid2[4], act2[2], nh2, w[4];
  nds_view V = { 3, NULL, fixed, NULL, 3, hid, 1, NULL };
  nds_view_out R = { NULL, NULL, shape2, 0, hid2, 0, act2 };
  nds_view_permute (&V, shape, p, 4, &R, w);
  nh2 = R.nh;
  CHECK (R.k == 4);
  CHECK (shape2[0] == 4 && shape2[1] == 1 && shape2[2] == 2 && shape2[3] == 1);
  CHECK (nh2 == 2 && hid2[0] == 1 && hid2[1] == 3);
  CHECK (act2[0] == 2 && act2[1] == 0);
  /* and back: the inverse permutation of the permuted view restores the order */
  const int64_t q[4] = { 1, 2, 0, 3 };
  int64_t shape3[4], hid3[4], act3[2], nh3;
  nds_view V2 = { 3, NULL, fixed, NULL, 4, hid2, nh2, act2 };
  nds_view_out R2 = { NULL, NULL, shape3, 0, hid3, 0, act3 };
  nds_view_permute (&V2, shape2, q, 4, &R2, w);
  nh3 = R2.nh;
  CHECK (shape3[0] == 1 && shape3[1] == 2 && shape3[2] == 4 && shape3[3] == 1);
  CHECK (nh3 == 2 && hid3[0] == 0 && hid3[1] == 3 && act3[0] == 0 && act3[1] == 2);
}

/* resizing and conformance, as Octave: A(5) = x grows a row; a 2-D subscript past a
   3-D tensor's folded dims is an error; an empty X into an empty region is nothing */
static void test_assign_plan (void)
{
  nds_assign_plan pl;
  nds_ixerr e;
  const int64_t row[2] = { 1, 3 }, W1[1] = { 3 }, one[2] = { 1, 1 };
  int64_t l5[1] = { 5 }, d[2];
  nds_ix x = list_ix (l5, 1, d);
  CHECK (nds_ix_check (&x, 1, W1, 1, &e) == NDS_OK);
  CHECK (nds_ix_assign (row, 2, &x, 1, W1, one, 2, 1, &pl, &e) == NDS_OK);
  CHECK (pl.nsz == 2 && pl.sz[0] == 1 && pl.sz[1] == 5);
  const int64_t mat[3] = { 2, 3, 4 }, W2[2] = { 2, 12 };
  int64_t l13[1] = { 13 }, l1[1] = { 1 }, d1[2];
  nds_ix y[2] = { list_ix (l1, 1, d), list_ix (l13, 1, d1) };
  CHECK (nds_ix_check (y, 2, W2, 1, &e) == NDS_OK);
  CHECK (nds_ix_assign (mat, 3, y, 2, W2, one, 2, 1, &pl, &e) == NDS_ESUB
         && e.code == NDS_IXE_RESIZE);
  /* T(:, 1) = [1 2 3] on a 2x2: nonconformant, with Octave's message */
  const int64_t sq[2] = { 2, 2 }, W3[2] = { 2, 2 }, xd[2] = { 1, 3 };
  nds_ix z[2] = { colon_ix (), list_ix (l1, 1, d1) };
  CHECK (nds_ix_check (z, 2, W3, 1, &e) == NDS_OK);
  CHECK (nds_ix_assign (sq, 2, z, 2, W3, xd, 2, 0, &pl, &e) == NDS_ESUB);
  char msg[400];
  nds_ix_message (&e, msg, sizeof msg);
  CHECK (!strcmp (msg, "=: nonconformant arguments (op1 is 2x1, op2 is 1x3)"));
  /* the largest dim that fits grows; 2^53 does not */
  int64_t big[1] = { ((int64_t) 1 << 53) - 1 }, bigger[1] = { (int64_t) 1 << 53 };
  nds_ix g[2] = { list_ix (big, 1, d), list_ix (l1, 1, d1) };
  CHECK (nds_ix_check (g, 2, W3, 1, &e) == NDS_OK);
  CHECK (nds_ix_assign (sq, 2, g, 2, W3, one, 2, 1, &pl, &e) == NDS_OK
         && pl.sz[0] == big[0]);
  g[0] = list_ix (bigger, 1, d);
  CHECK (nds_ix_check (g, 2, W3, 1, &e) == NDS_OK);
  CHECK (nds_ix_assign (sq, 2, g, 2, W3, one, 2, 1, &pl, &e) == NDS_ESIZE
         && !strcmp (nds_ix_id (&e), "ndsparse:size"));
}

static void test_delete_plan (void)
{
  nds_delete_plan pl;
  nds_ixerr e;
  const int64_t vd[3] = { 2, 3, 4 };
  int64_t l2[2] = { 1, 3 }, d[2];
  nds_ix ix[3] = { colon_ix (), list_ix (l2, 2, d), colon_ix () };
  const int64_t W[3] = { 2, 3, 4 };
  CHECK (nds_ix_check (ix, 3, W, 1, &e) == NDS_OK);
  CHECK (nds_ix_delete (vd, 3, 3, ix, 3, 2, &pl, &e) == NDS_OK && pl.kind == NDS_DEL_DIM
         && pl.dim == 1);
  int64_t l5[1] = { 5 };
  ix[1] = list_ix (l5, 1, d);
  CHECK (nds_ix_check (ix, 3, W, 1, &e) == NDS_OK);
  CHECK (nds_ix_delete (vd, 3, 3, ix, 3, 1, &pl, &e) == NDS_ESUB);
  char msg[400];
  nds_ix_message (&e, msg, sizeof msg);
  CHECK (!strcmp (msg, "A(..,I,..) = []: index out of bounds: value 5 out of bound 3"));
  /* two non-colon subscripts */
  int64_t a1[1] = { 1 }, d1[2];
  nds_ix two[3] = { list_ix (a1, 1, d1), list_ix (l2, 2, d), colon_ix () };
  CHECK (nds_ix_check (two, 3, W, 1, &e) == NDS_OK);
  CHECK (nds_ix_delete (vd, 3, 3, two, 3, 0, &pl, &e) == NDS_ESUB
         && e.code == NDS_IXE_DEL_MULTI);
  /* linear deletion from a column keeps a column */
  const int64_t col[2] = { 6, 1 };
  int64_t l3[3] = { 2, 3, 4 };
  nds_ix lin = list_ix (l3, 3, d);
  lin.range_obj = 1;
  lin.first = 2;
  lin.step = 1;
  lin.kind = NDS_IX_RANGE;
  const int64_t W6[1] = { 6 };
  CHECK (nds_ix_check (&lin, 1, W6, 1, &e) == NDS_OK);
  CHECK (nds_ix_delete (col, 2, 2, &lin, 1, 3, &pl, &e) == NDS_OK && pl.kind == NDS_DEL_LINEAR
         && pl.sz[0] == 3 && pl.sz[1] == 1);
}

/* the pending buffer: the last assignment of a coordinate wins, reads find it by hash
   through every growth, and a copy is a copy */
static void test_pend (void)
{
  nds_pend P, Q;
  nds_pend_init (&P, 3);
  nds_pend_init (&Q, 3);
  int64_t u[3];
  double last[5][5][5];
  for (int a = 0; a < 5; a++)
    for (int b = 0; b < 5; b++)
      for (int c = 0; c < 5; c++) last[a][b][c] = -1;
  for (int t = 0; t < 2000; t++)
    {
      u[0] = rnd_int (1, 5);
      u[1] = rnd_int (1, 5);
      u[2] = rnd_int (1, 5);
      const double v = (double) t;
      CHECK (nds_pend_append (&P, u, v) == NDS_OK);
      last[u[0] - 1][u[1] - 1][u[2] - 1] = v;
    }
  int ok = 1;
  for (int a = 0; a < 5; a++)
    for (int b = 0; b < 5; b++)
      for (int c = 0; c < 5; c++)
        {
          u[0] = a + 1;
          u[1] = b + 1;
          u[2] = c + 1;
          const int64_t e = nds_pend_find (&P, u);
          ok &= last[a][b][c] < 0 ? e == -1 : (e >= 0 && P.vals[e] == last[a][b][c]);
        }
  CHECK (ok && P.n == 2000);
  CHECK (nds_pend_copy (&P, &Q) == NDS_OK && Q.n == P.n);
  u[0] = u[1] = u[2] = 3;
  CHECK (nds_pend_find (&Q, u) == nds_pend_find (&P, u));
  /* a failed growth leaves the buffer as it was */
  nds_pend R;
  nds_pend_init (&R, 3);
  for (int t = 0; t < 64; t++)
    {
      u[0] = t + 1;
      CHECK (nds_pend_append (&R, u, 1) == NDS_OK);
    }
  nds_t_fail_at = 0;
  u[0] = 100;
  CHECK (nds_pend_append (&R, u, 1) == NDS_ENOMEM && R.n == 64);
  nds_t_fail_at = -1;
  u[0] = 64;
  CHECK (nds_pend_find (&R, u) == 63);
  nds_pend_free (&P);
  nds_pend_free (&Q);
  nds_pend_free (&R);
}

/* the merge of pending assignments: the block path (few into many) and the row path
   give the same storage; zeros delete; the last assignment wins */
static void test_merge_paths (void)
{
  for (int trial = 0; trial < 40; trial++)
    {
      const int64_t sz[2] = { 50, 40 }, m = 2;
      /* storage: a random sorted subset of cells; pending: few or many assignments */
      int64_t *s = malloc (2000 * 2 * sizeof (int64_t));
      double *x = malloc (2000 * sizeof (double));
      int64_t n = 0;
      for (int64_t j = 1; j <= sz[1]; j++)
        for (int64_t i = 1; i <= sz[0]; i++)
          if (rnd_int (0, 2) == 0) { s[n] = i; s[2000 + n] = j; x[n++] = (double) (i * 100 + j); }
      for (int64_t e = 0; e < n; e++) s[n + e] = s[2000 + e];
      const int64_t np = trial % 2 ? 5 : 400;
      int64_t *ps = malloc (np * 2 * sizeof (int64_t));
      double *px = malloc (np * sizeof (double));
      double dense[50][40];
      for (int i = 0; i < 50; i++) for (int j = 0; j < 40; j++) dense[i][j] = 0;
      for (int64_t e = 0; e < n; e++) dense[s[e] - 1][s[n + e] - 1] = x[e];
      for (int64_t e = 0; e < np; e++)
        {
          ps[e] = rnd_int (1, sz[0]);
          ps[np + e] = rnd_int (1, sz[1]);
          px[e] = rnd_int (0, 3) == 0 ? 0 : (double) rnd_int (1, 9);
          dense[ps[e] - 1][ps[np + e] - 1] = px[e];
        }
      int64_t nout = 0;
      const nds_store S = { n, m, s, x, NDS_DOUBLE, sz }, P = { np, m, ps, px, NDS_DOUBLE, NULL };
      CHECK (nds_merge_pending (&S, &P, NULL, NULL, &nout) == NDS_OK);
      int64_t *os = malloc ((nout + 1) * 2 * sizeof (int64_t));
      double *ox = malloc ((nout + 1) * sizeof (double));
      CHECK (nds_merge_pending (&S, &P, os, ox, &nout) == NDS_OK);
      int64_t k = 0;
      int ok = 1;
      for (int j = 0; j < 40; j++)
        for (int i = 0; i < 50; i++)
          if (dense[i][j] != 0)
            {
              ok &= k < nout && os[k] == i + 1 && os[nout + k] == j + 1 && ox[k] == dense[i][j];
              k++;
            }
      CHECK (ok && k == nout);
      free (s); free (x); free (ps); free (px); free (os); free (ox);
    }
}

/* deleting indices along a dim: kept rows renumbered, against a direct filter */
static void test_drop (void)
{
  const int64_t n = 200;
  int64_t s[400], os[400], src[200];
  unsigned char keep[200];
  for (int64_t e = 0; e < n; e++)
    {
      s[e] = e % 10 + 1;
      s[n + e] = e / 10 + 1;
    }
  const int64_t del[3] = { 2, 5, 17 };
  const int64_t nout = nds_drop_mark (s, n, 1, del, 3, keep);
  CHECK (nout == 170);
  nds_drop_emit (s, n, 2, 1, del, 3, keep, os, src, nout);
  int ok = 1;
  for (int64_t o = 0; o < nout; o++)
    {
      const int64_t c = s[n + src[o]], lost = (c > 2) + (c > 5) + (c > 17);
      ok &= c != 2 && c != 5 && c != 17 && os[nout + o] == c - lost && os[o] == s[src[o]];
      ok &= o == 0 || os[nout + o - 1] <= os[nout + o];
    }
  CHECK (ok);
  int64_t vals[5], last[5], nu;
  const int64_t list[6] = { 4, 2, 4, 9, 2, 4 };
  CHECK (nds_ix_unique_last (list, 6, vals, last, &nu) == NDS_OK && nu == 3);
  CHECK (vals[0] == 2 && last[0] == 4 && vals[1] == 4 && last[1] == 5 && vals[2] == 9);
}

int main (void)
{
  RUN (test_from_double);
  RUN (test_working);
  RUN (test_check_and_messages);
  RUN (test_view_and_shape);
  RUN (test_compose);
  RUN (test_permute);
  RUN (test_assign_plan);
  RUN (test_delete_plan);
  RUN (test_pend);
  RUN (test_merge_paths);
  RUN (test_drop);
  return nds_t_finish ("test_subscript");
}
