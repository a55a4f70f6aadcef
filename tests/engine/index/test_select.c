/* test_select.c: unit tests of the selection kernels (select, member, dim order,
   view by dim, allocation failure) against brute-force references */
#include <stdlib.h>
#include "index/nds_index.h"
#include "nds_test.h"

#define TRIALS 200

/* random index lists: each either NULL (colon) or 0..5 coordinates, repeats allowed */
static void rand_lists (int64_t m, const int64_t *sz, int64_t store[][8],
                        const int64_t **list, int64_t *len)
{
  for (int64_t d = 0; d < m; d++)
    {
      if (rnd_int (0, 3) == 0)
        {
          list[d] = NULL;
          len[d] = sz[d];
          continue;
        }
      len[d] = rnd_int (0, 5);
      for (int64_t p = 0; p < len[d]; p++) store[d][p] = rnd_int (1, sz[d]);
      list[d] = store[d];
    }
}

/* coordinate of position p (0-based) of list d */
static int64_t at (const int64_t *const *list, int64_t d, int64_t p)
{
  return list[d] ? list[d][p] : p + 1;
}

/* row of s (n rows, m dims) equal to the coordinates c, or -1 */
static int64_t find_row (const int64_t *s, int64_t n, int64_t m, const int64_t *c)
{
  for (int64_t i = 0; i < n; i++)
    {
      int64_t d = 0;
      while (d < m && s[i + d * n] == c[d]) d++;
      if (d == m) return i;
    }
  return -1;
}

static void select_random (void)
{
  int64_t s[4096 * 4], sz[4], len[4], store[4][8], c[4], pos[4];
  const int64_t *list[4];
  for (int t = 0; t < TRIALS; t++)
    {
      int64_t m = rnd_int (1, 4);
      rnd_size4 (m, sz);
      int64_t n = rnd_cells (m, sz, s, 4096);
      rand_lists (m, sz, store, list, len);
      if (t % 2 == 0)
        for (int64_t d = 0; d < m; d++)
          if (list[d])
            {
              /* strictly increasing: the pick's case */
              int64_t q = 0;
              for (int64_t c2 = 1; c2 <= sz[d]; c2++)
                if (rnd_int (0, 1)) store[d][q++] = c2;
              len[d] = q;
            }
      int64_t *os = NULL, *src = NULL, nout = -1;
      const nds_store S = { n, m, s, NULL, NDS_DOUBLE, NULL };
      CHECK (nds_select (&S, list, len, &os, &src, &nout) == NDS_OK);
      /* reference: walk every selection element in column-major order */
      int64_t total = 1, o = 0;
      for (int64_t d = 0; d < m; d++) total *= len[d];
      for (int64_t e = 0; e < total; e++)
        {
          int64_t r = e;
          for (int64_t d = 0; d < m; d++)
            {
              pos[d] = r % len[d];
              r /= len[d];
              c[d] = at (list, d, pos[d]);
            }
          int64_t row = find_row (s, n, m, c);
          if (row < 0) continue;
          CHECK (o < nout);
          if (o >= nout) break;
          for (int64_t d = 0; d < m; d++) CHECK (os[o + d * nout] == pos[d] + 1);
          CHECK (src[o] == row);
          o++;
        }
      CHECK (o == nout);
      /* member: a row is in the region when each coordinate is listed */
      unsigned char in[4096];
      CHECK (nds_select_member (s, n, m, list, len, in) == NDS_OK);
      for (int64_t i = 0; i < n; i++)
        {
          int ok = 1;
          for (int64_t d = 0; d < m; d++)
            {
              int hit = 0;
              for (int64_t p = 0; p < len[d]; p++) hit |= at (list, d, p) == s[i + d * n];
              ok &= hit;
            }
          CHECK (in[i] == ok);
        }
      /* pick: the same selection when every list increases strictly, else unusable */
      int inc = 1;
      for (int64_t d = 0; d < m; d++)
        for (int64_t p = 1; list[d] && p < len[d]; p++) inc &= list[d][p] > list[d][p - 1];
      double x[4096], px[4096];
      int64_t ps[4096 * 4];
      for (int64_t i = 0; i < n; i++) x[i] = i + 0.5;
      const nds_store Sx = { n, m, s, x, NDS_DOUBLE, NULL };
      nds_mono P;
      CHECK (nds_mono_plan (&P, list, len, m, n) == NDS_OK);
      CHECK (P.usable == inc);
      if (inc)
        {
          const int64_t np = nds_mono_count (&P, &Sx);
          CHECK (np == nout);
          CHECK (nds_mono_fill (&P, &Sx, np, ps, px) == NDS_OK);
          for (int64_t e = 0; e < np && np == nout; e++)
            {
              for (int64_t d = 0; d < m; d++) CHECK (ps[e + d * np] == os[e + d * nout]);
              CHECK (px[e] == x[src[e]]);
            }
          if (np > 0) CHECK (nds_mono_fill (&P, &Sx, np - 1, ps, px) == NDS_EARG);
          /* the same rows' values of 4 bytes (single) and of 8 as float pairs (a
             complex single's) */
          float xf[2 * 4096], pf[2 * 4096];
          for (int64_t i = 0; i < 2 * n; i++) xf[i] = (float) i + 0.25f;
          const nds_store Sf = { n, m, s, xf, NDS_SINGLE, NULL };
          const nds_store Sz = { n, m, s, xf, NDS_CSINGLE, NULL };
          CHECK (nds_mono_fill (&P, &Sf, np, ps, pf) == NDS_OK);
          for (int64_t e = 0; e < np && np == nout; e++) CHECK (pf[e] == xf[src[e]]);
          CHECK (nds_mono_fill (&P, &Sz, np, ps, pf) == NDS_OK);
          for (int64_t e = 0; e < np && np == nout; e++)
            CHECK (pf[2 * e] == xf[2 * src[e]] && pf[2 * e + 1] == xf[2 * src[e] + 1]);
          /* and of 16 (complex double) and of 1 (logical) */
          static double xc[2 * 4096], pc[2 * 4096];
          unsigned char xl[4096], pl[4096];
          for (int64_t i = 0; i < n; i++)
            {
              xc[2 * i] = i + 0.5;
              xc[2 * i + 1] = -(double) i;
              xl[i] = (unsigned char) (i % 3 == 0);
            }
          const nds_store Sc = { n, m, s, xc, NDS_COMPLEX, NULL };
          const nds_store Sl = { n, m, s, xl, NDS_LOGICAL, NULL };
          CHECK (nds_mono_fill (&P, &Sc, np, ps, pc) == NDS_OK);
          for (int64_t e = 0; e < np && np == nout; e++)
            CHECK (pc[2 * e] == xc[2 * src[e]] && pc[2 * e + 1] == xc[2 * src[e] + 1]);
          CHECK (nds_mono_fill (&P, &Sl, np, ps, pl) == NDS_OK);
          for (int64_t e = 0; e < np && np == nout; e++) CHECK (pl[e] == xl[src[e]]);
        }
      else
        CHECK (nds_mono_count (&P, &Sx) == -1);
      nds_mono_free (&P);
      nds_free (os);
      nds_free (src);
    }
}

/* slices_copy's blocks of up to 32 rows (NDS_PAIR_ROWS, nds_select.c) (copied by pairs, an odd block's
   row past its end read and written) into output arrays of exactly nout rows (ASan
   sees a row past them): a sorted 2-4 dim storage whose last dim's columns hold 0 to
   40 rows, lists of up to 12 columns, repeats allowed, the last column of the storage
   often among them (a block ending at its last row), the list's last block odd-sized
   as often as not */
static void slices_pairs (void)
{
  for (int t = 0; t < TRIALS; t++)
    {
      const int64_t m = rnd_int (2, 4), cols = rnd_int (1, 12);
      int64_t cnt[13], ptr[13] = {0};
      for (int64_t j = 0; j < cols; j++)
        {
          cnt[j] = rnd_int (0, 3) == 0 ? rnd_int (0, 3) : rnd_int (0, 40);
          ptr[j + 1] = ptr[j] + cnt[j];
        }
      const int64_t n = ptr[cols];
      int64_t *s = malloc ((size_t) (n > 0 ? m * n : 1) * sizeof (int64_t));
      double *x = malloc ((size_t) (n > 0 ? n : 1) * sizeof (double));
      if (!s || !x) { CHECK (0); free (s); free (x); return; }
      for (int64_t j = 0; j < cols; j++)
        for (int64_t i = ptr[j]; i < ptr[j + 1]; i++)
          {
            for (int64_t d = 0; d + 1 < m; d++) s[i + d * n] = 1 + (i * 7 + d * 3) % 50;
            s[i + (m - 1) * n] = j + 1;
            x[i] = 0.25 + (double) i;
          }
      int64_t nl = rnd_int (0, 12), list[12], a[12], b[12], nout = 0;
      for (int64_t p = 0; p < nl; p++)
        {
          list[p] = rnd_int (0, 2) == 0 ? cols : rnd_int (1, cols);
          a[p] = ptr[list[p] - 1];
          b[p] = ptr[list[p]];
          nout += b[p] - a[p];
        }
      const nds_store S = { n, m, s, x, NDS_DOUBLE, NULL };
      int64_t *os = malloc ((size_t) (nout > 0 ? m * nout : 1) * sizeof (int64_t));
      double *ox = malloc ((size_t) (nout > 0 ? nout : 1) * sizeof (double));
      if (!os || !ox) { CHECK (0); free (s); free (x); free (os); free (ox); return; }
      CHECK (nds_slices_copy (&S, a, b, nl, nout, os, ox) == NDS_OK);
      int64_t o = 0;
      for (int64_t p = 0; p < nl; p++)
        for (int64_t i = a[p]; i < b[p]; i++, o++)
          {
            for (int64_t d = 0; d + 1 < m; d++) CHECK (os[o + d * nout] == s[i + d * n]);
            CHECK (os[o + (m - 1) * nout] == p + 1 && ox[o] == x[i]);
          }
      CHECK (o == nout);
      free (s);
      free (x);
      free (os);
      free (ox);
    }
}

/* slices_find and slices_copy against a scan: for each list position, the rows with
   that last coordinate, their other coordinates and values, the position last */
static void slices_random (void)
{
  int64_t s[4096 * 4], sz[4], list[8], a[8], b[8], os[4096 * 8 * 4], galloped = 0;
  double x[4096], ox[4096 * 8];
  for (int t = 0; t < TRIALS; t++)
    {
      int64_t m = rnd_int (1, 4);
      rnd_size4 (m, sz);
      if (t % 4 == 0)
        {
          /* long columns: the galloping searches go far */
          m = 2;
          sz[0] = rnd_int (1, 3);
          sz[1] = rnd_int (100, 1300);
        }
      else if (t % 4 == 1)
        {
          /* a few slices of 130 to 400 rows each (a third of 400 .. 1200 cells):
             nds_last_ptr gallops */
          m = 2;
          sz[0] = rnd_int (400, 1200);
          sz[1] = rnd_int (1, 4096 / sz[0]);
        }
      int64_t n = rnd_cells (m, sz, s, 4096);
      for (int64_t i = 0; i < n; i++) x[i] = i + 0.5;
      int64_t nl = rnd_int (0, 8);
      int sorted = rnd_int (0, 1);
      for (int64_t p = 0; p < nl; p++)
        {
          list[p] = rnd_int (1, sz[m - 1] + 1);  /* one past: an empty slice */
          if (sorted && p > 0 && list[p] < list[p - 1]) list[p] = list[p - 1];
        }
      int64_t nout = -1, o = 0;
      const nds_store S = { n, m, s, x, NDS_DOUBLE, NULL };
      CHECK (nds_slices_find (&S, NULL, list, nl, a, b, &nout) == NDS_OK);
      /* the same blocks through the column pointers */
      int64_t ptr[1400], a2[8], b2[8], nout2 = -1, sb[4];
      for (int64_t d = 0; d < m; d++) sb[d] = sz[d] + 1;
      const nds_store Sp = { n, m, s, x, NDS_DOUBLE, sb };
      CHECK (nds_last_ptr (&S, sb[m - 1], ptr) == NDS_OK);
      galloped += n / NDS_PTR_GALLOP >= sb[m - 1];
      for (int64_t j = 0; j <= sb[m - 1]; j++)
        {
          int64_t below = 0;      /* rows whose last coordinate is j or less */
          for (int64_t i = 0; i < n; i++) below += s[i + (m - 1) * n] <= j;
          CHECK (ptr[j] == below);
        }
      CHECK (nds_slices_find (&Sp, ptr, list, nl, a2, b2, &nout2) == NDS_OK && nout2 == nout);
      for (int64_t p = 0; p < nl; p++) CHECK (a2[p] == a[p] && b2[p] == b[p]);
      /* and through a table made a column at a time: the list's pointers found, each
         once, the others still -1 (coordinates past ext left alone) */
      int64_t lazy[1400], found = -1, want = 0;
      const int64_t ext = sb[m - 1] - 1;
      for (int64_t j = 0; j <= ext; j++) lazy[j] = -1;
      CHECK (nds_last_ptr_fill (&S, ext, list, nl, lazy, &found) == NDS_OK);
      for (int64_t j = 0; j <= ext; j++)
        {
          int64_t needed = 0;
          for (int64_t p = 0; p < nl; p++)
            needed |= list[p] <= ext && (list[p] == j || list[p] == j + 1);
          CHECK (lazy[j] == (needed ? ptr[j] : -1));
          want += needed;
        }
      CHECK (found == want);
      CHECK (nds_last_ptr_fill (&S, ext, list, nl, lazy, &found) == NDS_OK && found == 0);
      int in = 1;
      for (int64_t p = 0; p < nl; p++) in &= list[p] <= ext;
      if (in)
        {
          const nds_store Sl = { n, m, s, x, NDS_DOUBLE, sz };
          CHECK (nds_slices_find (&Sl, lazy, list, nl, a2, b2, &nout2) == NDS_OK && nout2 == nout);
          for (int64_t p = 0; p < nl; p++) CHECK (a2[p] == a[p] && b2[p] == b[p]);
        }
      if (n > 0 && sz[m - 1] > 1)
        CHECK (nds_last_ptr (&S, s[n - 1 + (m - 1) * n] - 1, ptr) == NDS_ESUB);
      CHECK (nds_slices_copy (&S, a, b, nl, nout, os, ox) == NDS_OK);
      for (int64_t p = 0; p < nl; p++)
        for (int64_t i = 0; i < n; i++)
          if (s[i + (m - 1) * n] == list[p])
            {
              CHECK (o < nout);
              if (o >= nout) break;
              for (int64_t d = 0; d + 1 < m; d++) CHECK (os[o + d * nout] == s[i + d * n]);
              CHECK (os[o + (m - 1) * nout] == p + 1 && ox[o] == x[i]);
              o++;
            }
      CHECK (o == nout);
      if (nout > 0) CHECK (nds_slices_copy (&S, a, b, nl, nout - 1, os, ox) == NDS_EARG);
    }
  CHECK (galloped >= TRIALS / 8);     /* both of nds_last_ptr's ways were taken */
  int64_t nout;
  const nds_store S0 = { 0, 0, s, NULL, NDS_DOUBLE, NULL };
  CHECK (nds_slices_find (&S0, NULL, list, 1, a, b, &nout) == NDS_EARG);
  CHECK (nds_slices_find (NULL, NULL, list, 1, a, b, &nout) == NDS_EARG);
  CHECK (nds_slices_find (&S0, a, list, 1, a, b, &nout) == NDS_EARG);    /* ptr, no sz */
  CHECK (nds_slices_copy (NULL, a, b, 1, 0, os, ox) == NDS_EARG);
  int64_t found;
  CHECK (nds_last_ptr_fill (NULL, 1, list, 1, a, &found) == NDS_EARG);
  CHECK (nds_last_ptr_fill (&S0, 1, list, 1, a, &found) == NDS_EARG);    /* no dims */
  CHECK (nds_last_ptr_fill (&S0, 1, list, 1, a, NULL) == NDS_EARG);
  /* a block past the storage's end */
  int64_t one[2] = {1, 1}, a1 = 0, b1 = 3;
  const nds_store S1 = { 2, 1, one, x, NDS_DOUBLE, NULL };
  CHECK (nds_slices_copy (&S1, &a1, &b1, 1, 3, os, ox) == NDS_EARG);
  CHECK (nds_slices_find (&S1, NULL, one, 2, a, b, &nout) == NDS_OK && nout == 4);
  int64_t p1[2] = {0, 2}, sz1 = 1, two = 2;
  const nds_store S2 = { 2, 1, one, x, NDS_DOUBLE, &sz1 };
  CHECK (nds_slices_find (&S2, p1, &two, 1, a, b, &nout) == NDS_ESUB);
}

/* slices_find on a last column past NDS_FIND_BATCH rows (the starts searched
   together) against counts: a[p] rows below list[p], b[p] rows at or below it; sorted,
   unsorted and repeated lists, coordinates past either end, few and many columns */
static void slices_long (void)
{
  for (int t = 0; t < 6; t++)
    {
      const int64_t n = NDS_FIND_BATCH + rnd_int (0, 5000), ext = t % 2 ? rnd_int (1, 3) : rnd_int (2, 3000);
      int64_t *s = malloc ((size_t) (2 * n) * sizeof (int64_t));
      int64_t *cnt = calloc ((size_t) ext + 2, sizeof (int64_t));
      int64_t list[40], a[40], b[40], nout = -1;
      if (!s || !cnt)
        {
          CHECK (0);
          free (s);
          free (cnt);
          return;
        }
      for (int64_t i = 0; i < n; i++) cnt[rnd_int (1, ext)]++;
      for (int64_t j = 1, i = 0; j <= ext; j++)       /* sorted: cnt[j] rows of each j */
        for (int64_t r = 0; r < cnt[j]; r++, i++)
          {
            s[i] = r + 1;
            s[n + i] = j;
          }
      const int64_t nl = rnd_int (0, 40);
      for (int64_t p = 0; p < nl; p++) list[p] = rnd_int (0, ext + 1);
      if (t % 3 == 0)
        for (int64_t p = 1; p < nl; p++)
          if (list[p] < list[p - 1]) list[p] = list[p - 1];
      const nds_store S = { n, 2, s, NULL, NDS_DOUBLE, NULL };
      CHECK (nds_slices_find (&S, NULL, list, nl, a, b, &nout) == NDS_OK);
      int64_t total = 0;
      for (int64_t p = 0; p < nl; p++)
        {
          int64_t below = 0;
          for (int64_t j = 1; j < list[p] && j <= ext; j++) below += cnt[j];
          const int64_t at = list[p] >= 1 && list[p] <= ext ? cnt[list[p]] : 0;
          CHECK (a[p] == below && b[p] == below + at);
          total += at;
        }
      CHECK (nout == total);
      free (s);
      free (cnt);
    }
}

static void dim_order_random (void)
{
  int64_t s[4096 * 4], sz[4], perm[4096];
  for (int t = 0; t < TRIALS; t++)
    {
      int64_t m = rnd_int (1, 4);
      rnd_size4 (m, sz);
      int64_t n = rnd_cells (m, sz, s, 4096);
      int64_t d = rnd_int (0, m - 1);
      CHECK (nds_dim_order (s, n, d, sz[d], perm) == NDS_OK);
      for (int64_t i = 1; i < n; i++)
        {
          int64_t a = s[perm[i - 1] + d * n], b = s[perm[i] + d * n];
          CHECK (a < b || (a == b && perm[i - 1] < perm[i]));   /* stable */
        }
    }
  int64_t bad[2] = {3, 1};
  CHECK (nds_dim_order (bad, 2, 0, 2, perm) == NDS_ESUB);
}

static void view_by_dim_random (void)
{
  int64_t s[4096 * 4], sz[4], off[4], ext[4], hid[2], perm[4096];
  unsigned char fixed[4];
  double x[4096];
  for (int t = 0; t < TRIALS; t++)
    {
      int64_t m = rnd_int (1, 4);
      rnd_size4 (m, sz);
      int64_t n = rnd_cells (m, sz, s, 4096);
      for (int64_t i = 0; i < n; i++) x[i] = (double) (i + 1);
      int64_t nact = 0;
      for (int64_t d = 0; d < m; d++)
        {
          fixed[d] = (unsigned char) (rnd_int (0, 2) == 0);
          off[d] = rnd_int (0, sz[d] - 1);
          ext[d] = fixed[d] ? 0 : rnd_int (0, sz[d] - off[d]);
          nact += !fixed[d];
        }
      int64_t nh = rnd_int (0, 1), k = nact + nh;
      if (nh) hid[0] = rnd_int (0, k - 1);
      nds_view V = {m, off, fixed, ext, k, hid, nh, NULL};
      int64_t d = rnd_int (0, m - 1);
      CHECK (nds_dim_order (s, n, d, sz[d], perm) == NDS_OK);
      int64_t *vs = NULL, cnt = -1;
      void *vx = NULL;
      const nds_store Sv = { n, m, s, x, NDS_DOUBLE, NULL };
      CHECK (nds_view_by_dim (&Sv, &V, perm, d, &vs, &vx, &cnt) == NDS_OK);
      /* reference: the plain view extraction over all rows */
      int64_t rc = nds_view_count (&Sv, &V, 0, n);
      CHECK (rc == cnt);
      if (rc == cnt)
        {
          int64_t *rs = malloc ((size_t) (rc * k + 1) * sizeof (int64_t));
          double *rx = malloc ((size_t) (rc + 1) * sizeof (double));
          nds_view_emit (&Sv, &V, 0, n, rs, rx, rc);
          for (int64_t i = 0; i < rc * k; i++) CHECK (rs[i] == vs[i]);
          for (int64_t i = 0; i < rc; i++) CHECK (rx[i] == ((double *) vx)[i]);
          free (rs);
          free (rx);
        }
      nds_free (vs);
      nds_free (vx);
    }
}

/* every allocation failure comes back as NDS_ENOMEM, nothing leaks (AddressSanitizer) */
/* nds_mask_take against a walk over every cell of the array: A's entries at M's
   true cells, each with its rank among them */
static void mask_take_random (void)
{
  int64_t a[256 * 4], b[256 * 4], sz[4], pos[256], row[256];
  unsigned char bv[256];
  for (int t = 0; t < TRIALS; t++)
    {
      int64_t m = rnd_int (1, 4);
      rnd_size4 (m, sz);
      if (t % 5 == 0)
        m = 2;      /* the two-dim comparison */
      int64_t na = rnd_cells (m, sz, a, 256), nb = rnd_cells (m, sz, b, 256);
      for (int64_t j = 0; j < nb; j++) bv[j] = rnd_int (0, 4) != 0;   /* some false */
      int64_t nout = -1, ntrue = -1;
      nds_mask_take (a, na, b, nb, m, bv, pos, row, &nout, &ntrue);
      int64_t numel = 1, k = 0, r = 0, c[4];
      for (int64_t d = 0; d < m; d++) numel *= sz[d];
      for (int64_t lin = 0; lin < numel; lin++)
        {
          int64_t q = lin;
          for (int64_t d = 0; d < m; d++)
            {
              c[d] = q % sz[d] + 1;
              q /= sz[d];
            }
          int64_t jb = find_row (b, nb, m, c);
          if (jb < 0 || ! bv[jb]) continue;
          r++;
          int64_t ia = find_row (a, na, m, c);
          if (ia < 0) continue;
          CHECK (k < nout && pos[k] == r && row[k] == ia);
          k++;
        }
      CHECK (k == nout && r == ntrue);
    }
}

static void alloc_failure (void)
{
  int64_t sz[3] = {4, 4, 4}, s[64 * 3], store[3][8], len[3], perm[64];
  const int64_t *list[3];
  double x[64];
  int64_t n = rnd_cells (3, sz, s, 64);
  for (int64_t i = 0; i < n; i++) x[i] = 1.0;
  for (int64_t d = 0; d < 3; d++)
    {
      len[d] = 4;
      for (int64_t p = 0; p < 4; p++) store[d][p] = 4 - p;
      list[d] = store[d];
    }
  int st;
  int64_t f = 0;
  do
    {
      int64_t *os = NULL, *src = NULL, nout;
      nds_t_fail_at = f++;
      const nds_store S3 = { n, 3, s, NULL, NDS_DOUBLE, NULL };
      st = nds_select (&S3, list, len, &os, &src, &nout);
      nds_t_fail_at = -1;
      CHECK (st == NDS_OK || st == NDS_ENOMEM);
      nds_free (os);
      nds_free (src);
    }
  while (st != NDS_OK && f < 100);
  CHECK (st == NDS_OK);
  /* the plan's bits, table, ranks and row bits: each failure leaves nothing held */
  const int64_t tab[2] = {2, 3}, spread[2] = {1, 1000000}, len2[2] = {2, 2};
  const int64_t *lists[2] = {tab, spread};
  f = 0;
  do
    {
      nds_mono P;
      nds_t_fail_at = f++;
      st = nds_mono_plan (&P, lists, len2, 2, n);
      nds_t_fail_at = -1;
      CHECK (st == NDS_OK || st == NDS_ENOMEM);
      if (st == NDS_OK)
        {
          CHECK (P.usable && P.pos[0] && P.rank[1]);
          nds_mono_free (&P);
        }
    }
  while (st != NDS_OK && f < 100);
  CHECK (st == NDS_OK);
  int64_t off[3] = {0, 1, 0}, ext[3] = {4, 0, 4};
  unsigned char fixed[3] = {0, 1, 0};
  nds_view V = {3, off, fixed, ext, 2, NULL, 0, NULL};
  CHECK (nds_dim_order (s, n, 1, 4, perm) == NDS_OK);
  f = 0;
  do
    {
      int64_t *vs = NULL, cnt;
      void *vx = NULL;
      nds_t_fail_at = f++;
      const nds_store Sx = { n, 3, s, x, NDS_DOUBLE, NULL };
      st = nds_view_by_dim (&Sx, &V, perm, 1, &vs, &vx, &cnt);
      nds_t_fail_at = -1;
      CHECK (st == NDS_OK || st == NDS_ENOMEM);
      nds_free (vs);
      nds_free (vx);
    }
  while (st != NDS_OK && f < 100);
  CHECK (st == NDS_OK);
}

/* increasing lists on a store past the count's and the fill's team thresholds
   (nds_team_ns): the same rows, coordinates and values on one thread and on two as
   a brute-force pass gives; one listed dim (its table in registers) and two */
static void mono_teams (void)
{
  enum { N = 400000, M = 3 };
  const int64_t sz[M] = {1000, 100, 10000};
  int64_t *s = nds_malloc (N * M, sizeof (int64_t)), *os = nds_malloc (N * M, sizeof (int64_t));
  int64_t *ws = nds_malloc (N * M, sizeof (int64_t));
  double *x = nds_malloc (N, sizeof (double)), *ox = nds_malloc (N, sizeof (double));
  double *wx = nds_malloc (N, sizeof (double));
  int64_t *kept = nds_malloc (N, sizeof (int64_t));
  CHECK (s && os && ws && x && ox && wx && kept);
  if (s && os && ws && x && ox && wx && kept)
    {
      for (int64_t i = 0; i < N; i++)
        {
          for (int64_t d = 0; d < M; d++) s[i + d * N] = rnd_int (1, sz[d]);
          x[i] = (double) i + 0.5;
        }
      int64_t js[40], ks[600];
      for (int64_t p = 0; p < 40; p++) js[p] = 2 * p + 7;             /* 40 of 100 */
      for (int64_t p = 0; p < 600; p++) ks[p] = 16 * p + 1 + p % 5;   /* 600 of 1e4 */
      const int64_t *lists[2][M] = {{NULL, js, NULL}, {NULL, js, ks}};
      const int64_t lens[2][M] = {{sz[0], 40, sz[2]}, {sz[0], 40, 600}};
      for (int c = 0; c < 2; c++)
        {
          /* the reference: a listed coordinate becomes its position in its list */
          int64_t *pos[M] = {NULL, NULL, NULL}, nw = 0;
          for (int64_t d = 0; d < M; d++)
            if (lists[c][d])
              {
                pos[d] = nds_calloc ((size_t) sz[d] + 1, sizeof (int64_t));
                for (int64_t p = 0; pos[d] && p < lens[c][d]; p++)
                  pos[d][lists[c][d][p]] = p + 1;
              }
          for (int64_t i = 0; i < N; i++)
            {
              int in = 1;
              for (int64_t d = 0; d < M; d++) in &= !pos[d] || pos[d][s[i + d * N]] > 0;
              if (in) kept[nw++] = i;
            }
          for (int64_t e = 0; e < nw; e++)
            {
              const int64_t i = kept[e];
              for (int64_t d = 0; d < M; d++)
                ws[e + d * nw] = pos[d] ? pos[d][s[i + d * N]] : s[i + d * N];
              wx[e] = x[i];
            }
          for (int nt = 1; nt <= 2; nt++)
            {
              nds_threads_fix (nt);
              nds_mono P;
              const nds_store S = { N, M, s, x, NDS_DOUBLE, NULL };
              CHECK (nds_mono_plan (&P, lists[c], lens[c], M, N) == NDS_OK && P.usable);
              const int64_t np = nds_mono_count (&P, &S);
              CHECK (np == nw);
              if (np == nw)
                {
                  CHECK (nds_mono_fill (&P, &S, np, os, ox) == NDS_OK);
                  CHECK (memcmp (os, ws, (size_t) (np * M) * sizeof (int64_t)) == 0);
                  CHECK (memcmp (ox, wx, (size_t) np * sizeof (double)) == 0);
                }
              nds_mono_free (&P);
            }
          nds_threads_fix (0);
          for (int64_t d = 0; d < M; d++) nds_free (pos[d]);
        }
    }
  nds_free (s); nds_free (os); nds_free (ws); nds_free (x); nds_free (ox); nds_free (wx);
  nds_free (kept);
}

/* increasing lists whose span passes a table of positions (len + n + 65536): the
   positions by ranks of the bits; against a brute-force pass, one to three dims with
   a spread list, a tabled one or the colon, n rows on and off the words of 64 (and
   none); a span past 32 times the table's bound is not usable */
static void mono_spread (void)
{
  enum { CAP = 3000, M = 3 };
  const int64_t ext[M] = {400000, 7, 300000};
  int64_t *s = nds_malloc (CAP * M, sizeof (int64_t)), *os = nds_malloc (CAP * M, sizeof (int64_t));
  int64_t *store = nds_malloc (M * CAP, sizeof (int64_t));
  double *x = nds_malloc (CAP, sizeof (double)), *ox = nds_malloc (CAP, sizeof (double));
  CHECK (s && os && store && x && ox);
  for (int t = 0; t < 60 && s && os && store && x && ox; t++)
    {
      const int64_t m = rnd_int (1, M), n = t == 0 ? 0 : rnd_int (1, CAP);
      const int64_t *list[M];
      int64_t len[M];
      for (int64_t d = 0; d < m; d++)
        {
          /* dim 1 tabled or the colon; dims 0 and 2 spread (of 1..ext[d], every
             coordinate kept with chance 1 in 400) or the colon */
          if (rnd_int (0, 3) == 0)
            {
              list[d] = NULL;
              len[d] = ext[d];
              continue;
            }
          int64_t *l = store + d * CAP, q = 0;
          for (int64_t c = 1; c <= ext[d] && q < CAP; c++)
            if (rnd_int (0, d == 1 ? 1 : 399) == 0) l[q++] = c;
          list[d] = l;
          len[d] = q;
        }
      /* half the rows' coordinates drawn from the lists, so that many are kept */
      for (int64_t i = 0; i < n; i++)
        {
          for (int64_t d = 0; d < m; d++)
            s[i + d * n] = list[d] && len[d] > 0 && rnd_int (0, 1)
                             ? list[d][rnd_int (0, len[d] - 1)] : rnd_int (1, ext[d]);
          x[i] = (double) i + 0.5;
        }
      const nds_store S = { n, m, s, x, NDS_DOUBLE, NULL };
      nds_mono P;
      CHECK (nds_mono_plan (&P, list, len, m, n) == NDS_OK && P.usable);
      const int64_t np = nds_mono_count (&P, &S);
      int64_t nw = 0;
      for (int64_t i = 0; i < n; i++)
        {
          int in = 1;
          for (int64_t d = 0; d < m && in; d++)
            if (list[d])
              {
                int hit = 0;
                for (int64_t p = 0; p < len[d]; p++) hit |= list[d][p] == s[i + d * n];
                in = hit;
              }
          nw += in;
        }
      CHECK (np == nw);
      if (np == nw && nds_mono_fill (&P, &S, np, os, ox) == NDS_OK)
        for (int64_t e = 0; e < np; e++)
          {
            const int64_t i = (int64_t) ox[e];     /* the row whose value it took */
            CHECK (i >= 0 && i < n && (e == 0 || ox[e] > ox[e - 1]));
            if (i < 0 || i >= n) break;
            for (int64_t d = 0; d < m; d++)
              {
                int64_t want = s[i + d * n];
                for (int64_t p = 0; list[d] && p < len[d]; p++)
                  if (list[d][p] == s[i + d * n]) want = p + 1;
                CHECK (os[e + d * np] == want);
              }
          }
      else
        CHECK (0);
      nds_mono_free (&P);
    }
  /* a span of 32 (len + n + 65536) coordinates is planned, one more is not */
  const int64_t n = 5, edge = 32 * (2 + n + 65536);
  const int64_t wide[2] = {1, edge}, wider[2] = {1, edge + 1}, len2[1] = {2};
  const int64_t *l1[1] = {wide}, *l2[1] = {wider};
  nds_mono P;
  CHECK (nds_mono_plan (&P, l1, len2, 1, n) == NDS_OK && P.usable && !P.pos[0] && P.rank[0]);
  nds_mono_free (&P);
  CHECK (nds_mono_plan (&P, l2, len2, 1, n) == NDS_OK && !P.usable);
  nds_mono_free (&P);
  nds_free (s); nds_free (os); nds_free (store); nds_free (x); nds_free (ox);
}

int main (void)
{
  printf ("test_index: indexing kernels against brute-force references\n");
  RUN (select_random);
  RUN (slices_random);
  RUN (slices_pairs);
  RUN (slices_long);
  RUN (dim_order_random);
  RUN (view_by_dim_random);
  RUN (mask_take_random);
  RUN (alloc_failure);
  RUN (mono_teams);
  RUN (mono_spread);
  return nds_t_finish ("test_select");
}
