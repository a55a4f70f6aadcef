/* test_contract.c: unit tests of the sparse times sparse product (nds_contract.h) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <omp.h>
#include <sys/wait.h>
#include <unistd.h>
#include <GraphBLAS.h>
#include "contract/nds_contract.h"
#include "nds_test.h"

/* a random m-by-n CSC matrix with about a fraction d of its cells stored, and its
   dense column-major copy F */
static void rand_csc (int64_t m, int64_t n, int d100, nds_cscm *A, double *F)
{
  A->m = m;
  A->n = n;
  A->p = malloc ((size_t) (n + 1) * sizeof (int64_t));
  A->i = malloc ((size_t) (m * n + 1) * sizeof (int64_t));
  A->x = malloc ((size_t) (m * n + 1) * sizeof (double));
  int64_t k = 0;
  A->p[0] = 0;
  for (int64_t j = 0; j < n; j++)
    {
      for (int64_t i = 0; i < m; i++)
        {
          F[i + j * m] = 0;
          if (rnd_int (0, 99) < d100)
            {
              double v = (double) rnd_int (-4, 4);
              if (v == 0) v = 5;
              A->i[k] = i;
              A->x[k++] = v;
              F[i + j * m] = v;
            }
        }
      A->p[j + 1] = k;
    }
}

static void free_csc (nds_cscm *A)
{
  free (A->p);
  free (A->i);
  free (A->x);
}

/* C holds exactly the nonzeros of the dense m-by-n F, sorted in each column */
static int same_as_dense (const nds_cscm *C, const double *F, int64_t m, int64_t n)
{
  if (C->m != m || C->n != n || C->p[0] != 0) return 0;
  int64_t k = 0;
  for (int64_t j = 0; j < n; j++)
    for (int64_t i = 0; i < m; i++)
      if (F[i + j * m] != 0)
        {
          if (k >= C->p[j + 1] || C->i[k] != i || C->x[k] != F[i + j * m]) return 0;
          k++;
        }
      else if (k < C->p[j + 1] && C->i[k] == i)
        return 0;
  return k == C->p[n];
}

/* the dense product of op(FA) (ma-by-na) and op(FB) (mb-by-nb) */
static void dense_product (const double *FA, int64_t ma, int64_t na, int ta,
                           const double *FB, int64_t mb, int64_t nb, int tb, double *FC)
{
  int64_t m = ta ? na : ma, k = ta ? ma : na, n = tb ? mb : nb;
  for (int64_t i = 0; i < m; i++)
    for (int64_t j = 0; j < n; j++)
      {
        double s = 0;
        for (int64_t t = 0; t < k; t++)
          s += (ta ? FA[t + i * ma] : FA[i + t * ma]) * (tb ? FB[j + t * mb] : FB[t + j * mb]);
        FC[i + j * m] = s;
      }
}

/* random products, every method and transpose, against the dense product (the
   values are small integers: the sums are exact, cancellation included) */
static void test_random (void)
{
  for (int rep = 0; rep < 60; rep++)
    {
      int ta = rep & 1, tb = (rep >> 1) & 1;
      nds_mxm_method method = (nds_mxm_method) (rep % 5);
      int64_t m = rnd_int (0, 9), k = rnd_int (0, 9), n = rnd_int (0, 9);
      int d = (int) rnd_int (0, 60);
      double FA[100], FB[100], FC[100];
      nds_cscm A, B, C;
      if (ta) rand_csc (k, m, d, &A, FA); else rand_csc (m, k, d, &A, FA);
      if (tb) rand_csc (n, k, d, &B, FB); else rand_csc (k, n, d, &B, FB);
      int64_t *ap = A.p, *ai = A.i;
      double *ax = A.x;
      dense_product (FA, A.m, A.n, ta, FB, B.m, B.n, tb, FC);
      CHECK (nds_spgemm (&A, &B, ta, tb, method, (int) (rep % 3), &C) == NDS_OK);
      CHECK (same_as_dense (&C, FC, m, n));
      CHECK (A.p == ap && A.i == ai && A.x == ax);
      nds_cscm_free (&C);
      free_csc (&A);
      free_csc (&B);
    }
}

/* the same arrays on both sides (A*A'), and a product that cancels to nothing */
static void test_shared_and_cancel (void)
{
  int64_t p[] = { 0, 2, 4 }, i[] = { 0, 1, 0, 1 };
  double x[] = { 1, 1, 1, -1 };
  nds_cscm A = { 2, 2, p, i, x }, C;
  /* A'*A = [2 0; 0 2] */
  CHECK (nds_spgemm (&A, &A, 1, 0, NDS_MXM_AUTO, 0, &C) == NDS_OK);
  CHECK (C.p[2] == 2 && C.i[0] == 0 && C.i[1] == 1 && C.x[0] == 2 && C.x[1] == 2);
  nds_cscm_free (&C);
  /* [1 1] * [1; -1] = 0: no entry */
  int64_t rp[] = { 0, 1, 2 }, ri[] = { 0, 0 }, cp[] = { 0, 2 }, ci[] = { 0, 1 };
  double rx[] = { 1, 1 }, cx[] = { 1, -1 };
  nds_cscm R = { 1, 2, rp, ri, rx }, K = { 2, 1, cp, ci, cx };
  CHECK (nds_spgemm (&R, &K, 0, 0, NDS_MXM_GUSTAVSON, 1, &C) == NDS_OK);
  CHECK (C.m == 1 && C.n == 1 && C.p[0] == 0 && C.p[1] == 0);
  nds_cscm_free (&C);
}

/* A's stored values made values of many digits, and F its dense copy again */
static void many_digits (nds_cscm *A, double *F)
{
  for (int64_t t = 0; t < A->p[A->n]; t++) A->x[t] = (double) rnd_int (-99999, 99999) / 7.1;
  memset (F, 0, (size_t) (A->m * A->n) * sizeof (double));
  for (int64_t j = 0; j < A->n; j++)
    for (int64_t t = A->p[j]; t < A->p[j + 1]; t++) F[A->i[t] + j * A->m] = A->x[t];
}

/* products of at most 2^24 multiply-adds on one thread, automatic method, no
   transpose: off GraphBLAS (serial_product), bit for bit the dense product summed in
   k order (its added zeros change no nonzero sum): values of many digits, so another
   order of the adds shows; in every third case small integers, so that entries
   cancel and are dropped, on two threads (serial up to 8192 multiply-adds, else
   team_product); columns of 0 to 200 rows (insertion and radix sorts), empty and
   size-1 dims.  The last case, 1.2e6 multiply-adds of integers, runs on the team */
static void test_serial (void)
{
  for (int rep = 0; rep < 41; rep++)
    {
      const int big = rep == 40;
      const int64_t m = big ? 300 : rnd_int (0, 200), k = big ? 2000 : rnd_int (0, 30),
                    n = big ? 2 : rnd_int (0, 12);
      const int d = big ? 100 : (int) rnd_int (0, 100);
      double *FA = malloc ((size_t) (m * k + 1) * sizeof (double)),
             *FB = malloc ((size_t) (k * n + 1) * sizeof (double)),
             *FC = malloc ((size_t) (m * n + 1) * sizeof (double));
      nds_cscm A, B, C;
      rand_csc (m, k, d, &A, FA);
      rand_csc (k, n, d, &B, FB);
      const int digits = rep % 3 && !big;
      if (digits)
        {
          many_digits (&A, FA);
          many_digits (&B, FB);
        }
      dense_product (FA, m, k, 0, FB, k, n, 0, FC);
      CHECK (nds_spgemm (&A, &B, 0, 0, NDS_MXM_AUTO, digits ? 1 : 2, &C) == NDS_OK);
      CHECK (same_as_dense (&C, FC, m, n));
      nds_cscm_free (&C);
      free (FA);
      free (FB);
      free (FC);
      free_csc (&A);
      free_csc (&B);
    }
}

/* a random k-by-n B for team_case, of shape 0 (random), 1 (most columns empty), 2
   (one column with nearly all the terms) or 3 (one column), density d percent, and
   its dense copy F */
static void team_operand (int shape, int64_t k, int64_t n, int d, nds_cscm *B, double *F)
{
  rand_csc (k, n, d, B, F);
  const int64_t heavy = rnd_int (0, n - 1);
  int64_t q = 0;
  for (int64_t j = 0; j < n; j++)
    {
      const int keep = shape == 0 || shape == 3 || (shape == 1 && rnd_int (0, 3) == 0)
                       || j == heavy;
      const int64_t lo = B->p[j], hi = B->p[j + 1];
      B->p[j] = q;
      for (int64_t t = lo; t < hi; t++)
        if (keep && (shape != 2 || j == heavy || t == lo))
          {
            B->i[q] = B->i[t];
            B->x[q++] = B->x[t];
          }
        else
          F[B->i[t] + j * k] = 0;
    }
  B->p[n] = q;
}

/* one product of more than 8192 multiply-adds on teams of 2 and 3 (team_product:
   B's columns split by their terms): the bits of the dense product summed in k order
   and of the one-thread product (serial_product), of values with many digits
   (digits) or of small integers that cancel, for B of the given shape */
static void team_case (int shape, int digits)
{
  const int64_t m = rnd_int (60, 200), k = shape >= 2 ? rnd_int (150, 300) : rnd_int (40, 120),
                n = shape == 3 ? 1 : rnd_int (2, 40);
  const int dA = (int) rnd_int (50, 100), dB = shape == 0 ? (int) rnd_int (10, 60) : 90;
  double *FA = malloc ((size_t) (m * k) * sizeof (double)),
         *FB = malloc ((size_t) (k * n) * sizeof (double)),
         *FC = malloc ((size_t) (m * n) * sizeof (double));
  nds_cscm A, B, C, S;
  rand_csc (m, k, dA, &A, FA);
  team_operand (shape, k, n, dB, &B, FB);
  if (digits)
    {
      many_digits (&A, FA);
      many_digits (&B, FB);
    }
  dense_product (FA, m, k, 0, FB, k, n, 0, FC);
  int64_t f = 0;
  for (int64_t t = 0; t < B.p[n]; t++) f += A.p[B.i[t] + 1] - A.p[B.i[t]];
  CHECK (f > 8192);
  CHECK (nds_spgemm (&A, &B, 0, 0, NDS_MXM_AUTO, 1, &S) == NDS_OK);
  CHECK (same_as_dense (&S, FC, m, n));
  for (int team = 2; team <= 3; team++)
    {
      CHECK (nds_spgemm (&A, &B, 0, 0, NDS_MXM_AUTO, team, &C) == NDS_OK);
      const int64_t nz = C.p[n];
      CHECK (nz == S.p[n] && !memcmp (C.p, S.p, (size_t) (n + 1) * sizeof (int64_t)));
      CHECK (nz == S.p[n] && !memcmp (C.i, S.i, (size_t) nz * sizeof (int64_t))
             && !memcmp (C.x, S.x, (size_t) nz * sizeof (double)));
      nds_cscm_free (&C);
    }
  /* from inside a parallel region, whose nested team has one thread: every range
     done all the same */
  int st = -1;
  #pragma omp parallel num_threads (2)
  #pragma omp master
  st = nds_spgemm (&A, &B, 0, 0, NDS_MXM_AUTO, 2, &C);
  CHECK (st == NDS_OK && C.p[n] == S.p[n]
         && !memcmp (C.x, S.x, (size_t) S.p[n] * sizeof (double)));
  if (st == NDS_OK) nds_cscm_free (&C);
  nds_cscm_free (&S);
  free (FA);
  free (FB);
  free (FC);
  free_csc (&A);
  free_csc (&B);
}

/* team_product on odd splits: random columns, most columns empty, one column with
   nearly all the terms (on 3 threads: a range with no columns), a single column (one
   thread); values of many digits and small integers that cancel to zero; called
   inside a parallel region; then each of its first allocations failing in turn
   (NDS_ENOMEM, nothing leaked: ASan) */
static void test_team_product (void)
{
  for (int rep = 0; rep < 32; rep++) team_case (rep % 4, (rep / 4) % 2);
  int64_t p[] = { 0, 2, 4 }, i[] = { 0, 1, 0, 1 }, cp[] = { 0, 10000, 20000 };
  double x[] = { 1, 1, 1, -1 };
  int64_t *ci = malloc (20000 * sizeof (int64_t));
  double *cx = malloc (20000 * sizeof (double));
  for (int64_t t = 0; t < 20000; t++)
    {
      ci[t] = t % 2;
      cx[t] = 1;
    }
  /* A = [1 1; 1 -1] times two columns of 10000 terms: (1 + 1) * 5000 and 0 */
  nds_cscm A = { 2, 2, p, i, x }, B = { 2, 2, cp, ci, cx }, C;
  int enomem = 0;
  for (int fail = 0; fail < 12; fail++)
    {
      nds_t_fail_at = fail;
      int st = nds_spgemm (&A, &B, 0, 0, NDS_MXM_AUTO, 2, &C);
      nds_t_fail_at = -1;
      CHECK (st == NDS_OK || st == NDS_ENOMEM);
      CHECK (st == NDS_ENOMEM || (C.p[1] == 1 && C.p[2] == 2 && C.i[0] == 0 && C.i[1] == 0
                                  && C.x[0] == 10000 && C.x[1] == 10000));
      enomem += st == NDS_ENOMEM;
      if (st == NDS_OK) nds_cscm_free (&C);
    }
  CHECK (enomem >= 4);
  free (ci);
  free (cx);
}

/* blocks of the counting allocator, live */
static int64_t live_blocks = 0;

static void *count_alloc (size_t bytes)
{
  live_blocks++;
  return malloc (bytes);
}

static void count_release (void *p)
{
  if (p) live_blocks--;
  free (p);
}

/* C = A*B of a random 8x7 A and 7x8 B, checked against the dense product: the
   counting allocator's live blocks then */
static int64_t small_product (nds_cscm *A, nds_cscm *B, nds_cscm *C)
{
  double FA[64], FB[64], FC[64];
  rand_csc (8, 7, 40, A, FA);
  rand_csc (7, 8, 40, B, FB);
  dense_product (FA, 8, 7, 0, FB, 7, 8, 0, FC);
  /* (GraphBLAS's method named: the automatic one keeps a product this small off
     GraphBLAS) */
  CHECK (nds_spgemm (A, B, 0, 0, NDS_MXM_GUSTAVSON, 1, C) == NDS_OK);
  CHECK (same_as_dense (C, FC, 8, 8));
  return live_blocks;
}

/* an allocator installed before the first product makes every block, C's arrays
   included (nds_cscm_free gives them back): none is left once C is freed; a second
   one is refused once GraphBLAS has started */
static void test_allocator (void)
{
  CHECK (nds_spgemm_allocator (NULL, free) == NDS_EARG);
  CHECK (nds_spgemm_allocator (count_alloc, count_release) == NDS_OK);
  nds_cscm A, B, C;
  int64_t before = small_product (&A, &B, &C);
  CHECK (before > 0);
  nds_cscm_free (&C);
  CHECK (live_blocks < before);
  int64_t settled = live_blocks;
  for (int rep = 0; rep < 3; rep++)
    {
      CHECK (nds_spgemm (&A, &B, 0, 0, NDS_MXM_GUSTAVSON, 1, &C) == NDS_OK);
      nds_cscm_free (&C);
      CHECK (live_blocks == settled);
    }
  CHECK (nds_spgemm_allocator (count_alloc, count_release) == NDS_OK);
  CHECK (nds_spgemm_allocator (malloc, free) == NDS_EARG);
  free_csc (&A);
  free_csc (&B);
}

/* zeros by cancellation in the middle of the product, after an empty column and
   before a full one: dropped in place, the columns' starts moved */
static void test_drop_middle (void)
{
  /* A = [1 1 0; 0 0 1] (2x3), B = [1 0 2 0; 0 0 -2 1; 0 0 0 1] (3x4):
     A*B = [1 0 0 1; 0 0 0 1], the (1,3) entry cancels */
  int64_t ap[] = { 0, 1, 2, 3 }, ai[] = { 0, 0, 1 };
  double ax[] = { 1, 1, 1 };
  int64_t bp[] = { 0, 1, 1, 3, 5 }, bi[] = { 0, 0, 1, 1, 2 };
  double bx[] = { 1, 2, -2, 1, 1 };
  nds_cscm A = { 2, 3, ap, ai, ax }, B = { 3, 4, bp, bi, bx }, C;
  double F[] = { 1, 0, 0, 0, 0, 0, 1, 1 };
  CHECK (nds_spgemm (&A, &B, 0, 0, NDS_MXM_GUSTAVSON, 1, &C) == NDS_OK);
  CHECK (same_as_dense (&C, F, 2, 4));
  CHECK (C.p[1] == 1 && C.p[2] == 1 && C.p[3] == 1 && C.p[4] == 3);
  nds_cscm_free (&C);
}

/* a product GraphBLAS leaves jumbled (sparse columns among many rows) comes out
   sorted, against a column-by-column dense accumulation; small integer values, so
   the sums are exact and cancellations drop entries.  Columns of up to per^2 rows
   below m: short ones sorted by insertion, long ones by radix passes (100 rows below
   2^17: three passes, the result copied back from the scratch) */
static void jumbled_case (int64_t m, int64_t k, int64_t n, int64_t per)
{
  nds_cscm A = { m, k, malloc ((size_t) (k + 1) * 8), malloc ((size_t) (k * per) * 8),
                 malloc ((size_t) (k * per) * 8) };
  nds_cscm B = { k, n, malloc ((size_t) (n + 1) * 8), malloc ((size_t) (n * per) * 8),
                 malloc ((size_t) (n * per) * 8) };
  nds_cscm *M[2] = { &A, &B };
  for (int s = 0; s < 2; s++)
    {
      nds_cscm *X = M[s];
      int64_t q = 0;
      X->p[0] = 0;
      for (int64_t j = 0; j < X->n; j++)
        {
          int64_t r = rnd_int (0, X->m / per - 1);
          for (int64_t t = 0; t < per; t++)
            {
              X->i[q] = r;
              X->x[q++] = (double) rnd_int (1, 3) * (rnd_int (0, 1) ? 1 : -1);
              r += rnd_int (1, X->m / per - 1);
              if (r >= X->m) break;
            }
          X->p[j + 1] = q;
        }
    }
  nds_cscm C;
  double *w = calloc ((size_t) m, sizeof (double));
  for (int th = 1; th <= 2; th++)
    {
      CHECK (nds_spgemm (&A, &B, 0, 0, NDS_MXM_GUSTAVSON, th, &C) == NDS_OK);
      int ok = C.m == m && C.n == n, k2 = 0;
      for (int64_t j = 0; j < n && ok; j++)
        {
          for (int64_t t = B.p[j]; t < B.p[j + 1]; t++)
            for (int64_t u = A.p[B.i[t]]; u < A.p[B.i[t] + 1]; u++)
              w[A.i[u]] += A.x[u] * B.x[t];
          int64_t c = C.p[j];
          for (int64_t r = 0; r < m; r++)
            {
              if (w[r] != 0)
                {
                  if (c >= C.p[j + 1] || C.i[c] != r || C.x[c] != w[r]) ok = 0;
                  c++;
                  k2++;
                }
              w[r] = 0;
            }
          if (c != C.p[j + 1]) ok = 0;
        }
      CHECK (ok && k2 > 1000);
      /* the same product left jumbled, then sorted while its subscripts are
         written: [row, col], and split along (100, m/100) and (100, n/100) */
      for (int split = 0; split < 2; split++)
        {
          nds_cscm J;
          int jumbled = -1;
          CHECK (nds_spgemm_jumbled (&A, &B, 0, 0, NDS_MXM_GUSTAVSON, th, &J, &jumbled)
                 == NDS_OK);
          CHECK (jumbled == 0 || jumbled == 1);
          int64_t nz = C.p[n], rs[2] = { 100, m / 100 }, cs[2] = { 100, n / 100 };
          int mr = split ? 2 : 1, mc = split ? 2 : 1;
          if (!split)
            {
              rs[0] = m;
              cs[0] = n;
            }
          int64_t *sub = malloc ((size_t) (nz * (mr + mc)) * sizeof (int64_t));
          CHECK (J.p[n] == nz
                 && nds_cscm_subs (&J, jumbled, mr, rs, mc, cs, sub, th) == NDS_OK);
          int same = J.p[n] == nz;
          for (int64_t j = 0; j < n && same; j++)
            for (int64_t t = C.p[j]; t < C.p[j + 1]; t++)
              {
                int64_t r = C.i[t];
                same &= J.p[j] == C.p[j] && J.i[t] == r && J.x[t] == C.x[t];
                if (split)
                  same &= sub[t] == r % 100 + 1 && sub[nz + t] == r / 100 + 1
                          && sub[2 * nz + t] == j % 100 + 1 && sub[3 * nz + t] == j / 100 + 1;
                else
                  same &= sub[t] == r + 1 && sub[nz + t] == j + 1;
              }
          CHECK (same);
          free (sub);
          nds_cscm_free (&J);
        }
      nds_cscm_free (&C);
    }
  free (w);
  free_csc (&A);
  free_csc (&B);
}

static void test_jumbled (void)
{
  jumbled_case (3000, 2000, 1500, 5);
  jumbled_case (100000, 2000, 300, 10);
  jumbled_case (5000, 200, 200, 40);
}

/* the team reaches what GraphBLAS runs without the product's descriptor (the sort of
   a jumbled product): its global thread count follows nthreads, 0 every core */
static void test_team (void)
{
  int64_t p[] = { 0, 1 }, i[] = { 0 };
  double x[] = { 2 };
  nds_cscm A = { 1, 1, p, i, x }, C;
  int team[] = { 1, 2, 0 }, got = -1;
  for (int t = 0; t < 3; t++)
    {
      CHECK (nds_spgemm (&A, &A, 0, 0, NDS_MXM_GUSTAVSON, team[t], &C) == NDS_OK);
      CHECK (C.p[1] == 1 && C.x[0] == 4);
      nds_cscm_free (&C);
      CHECK (GxB_Global_Option_get (GxB_NTHREADS, &got) == GrB_SUCCESS);
      CHECK (got == (team[t] ? team[t] : omp_get_num_procs ()));
    }
}

/* blocks the counting allocator gave, in all */
static int64_t all_blocks = 0;

static void *count_all_alloc (size_t bytes)
{
  all_blocks++;
  return count_alloc (bytes);
}

/* GraphBLAS started by another user of the process (GrB_init, its own malloc)
   before the first product: each product's arrays are copies in the installed
   allocator's blocks (exactly three, GraphBLAS's own blocks not among them), freed
   by nds_cscm_free; products right, jumbled ones sorted.  In a child process, which
   GraphBLAS and OpenMP have not touched (the first case of main) */
static void test_foreign (void)
{
  fflush (stdout);
  pid_t pid = fork ();
  if (pid == 0)
    {
      if (GrB_init (GrB_NONBLOCKING) != GrB_SUCCESS) _exit (2);
      CHECK (nds_spgemm_allocator (count_all_alloc, count_release) == NDS_OK);
      nds_cscm A, B, C;
      CHECK (small_product (&A, &B, &C) == 3 && all_blocks == 3);
      nds_cscm_free (&C);
      CHECK (live_blocks == 0);
      test_random ();
      jumbled_case (100000, 2000, 300, 10);
      CHECK (live_blocks == 0 && all_blocks > 3);
      CHECK (nds_spgemm_allocator (malloc, free) == NDS_EARG);
      free_csc (&A);
      free_csc (&B);
      fflush (stdout);
      _exit (nds_t_bad ? 1 : 0);
    }
  int status = -1;
  CHECK (pid > 0 && waitpid (pid, &status, 0) == pid);
  CHECK (WIFEXITED (status) && WEXITSTATUS (status) == 0);
}

/* inner dimensions that differ, and a method out of range */
static void test_errors (void)
{
  int64_t p[] = { 0, 1 }, i[] = { 0 };
  double x[] = { 1 };
  nds_cscm A = { 2, 1, p, i, x }, C;
  CHECK (nds_spgemm (&A, &A, 0, 0, NDS_MXM_AUTO, 0, &C) == NDS_ESIZE);
  CHECK (nds_spgemm (&A, &A, 1, 0, (nds_mxm_method) 9, 0, &C) == NDS_ESIZE);
  CHECK (nds_spgemm (&A, &A, 1, 0, NDS_MXM_AUTO, 0, &C) == NDS_OK);
  CHECK (C.m == 1 && C.n == 1 && C.p[1] == 1 && C.x[0] == 0 + 1);
  int64_t sz = 1, s[2] = { 0, 0 };
  CHECK (nds_cscm_subs (&C, 0, -1, &sz, 1, &sz, s, 1) == NDS_EARG);
  CHECK (nds_cscm_subs (&C, 0, 1, &sz, -1, &sz, s, 1) == NDS_EARG);
  CHECK (nds_cscm_subs (&C, 0, 0, &sz, 1, &sz, s, 1) == NDS_OK && s[0] == 1);
  CHECK (nds_cscm_subs (&C, 0, 1, &sz, 0, &sz, s, 1) == NDS_OK && s[0] == 1);
  CHECK (nds_cscm_subs (&C, 1, 1, &sz, 1, &sz, s, 1) == NDS_OK && s[0] == 1 && s[1] == 1);
  nds_cscm_free (&C);
  int jumbled = -1;
  nds_cscm E;
  int64_t p0[] = { 0, 0 };
  nds_cscm Z = { 1, 1, p0, NULL, NULL };
  CHECK (nds_spgemm_jumbled (&Z, &Z, 0, 0, NDS_MXM_AUTO, 0, &E, &jumbled) == NDS_OK
         && jumbled == 0 && E.p[1] == 0);
  CHECK (nds_cscm_subs (&E, 0, 1, &sz, 1, &sz, s, 1) == NDS_OK);
  nds_cscm_free (&E);
}

/* the kernel of a spec with its ndsparse at place x, kind k, mode pos */
static nds_einsum_kernel plan_of (const char *spec, int nops, int x)
{
  nds_einsum_kernel P;
  nds_einsum_kernel_plan (spec, strlen (spec), nops, x, &P);
  return P;
}

/* the einsum specs that are ttv, ttm, mttkrp, and near misses that are not */
static void test_einsum_plan (void)
{
  nds_einsum_kernel P = plan_of ("ijk,j->ik", 2, 0);
  CHECK (P.kind == NDS_EK_TTV && P.n == 3 && P.pos == 1 && P.nf == 1 && P.fac[0] == 1);
  P = plan_of ("j,ijk->ik", 2, 1);
  CHECK (P.kind == NDS_EK_TTV && P.pos == 1 && P.fac[0] == 0);
  P = plan_of ("ijk,rj->irk", 2, 0);
  CHECK (P.kind == NDS_EK_TTM && P.pos == 1 && P.tr[0] == 0 && P.fdim[0] == 1);
  P = plan_of ("ijk,jr->irk", 2, 0);
  CHECK (P.kind == NDS_EK_TTM && P.pos == 1 && P.tr[0] == 1 && P.fdim[0] == 0);
  P = plan_of ("ijk,jr,kr->ir", 3, 0);
  CHECK (P.kind == NDS_EK_MTTKRP && P.pos == 0 && P.nf == 2 && !P.trout);
  CHECK (P.fac[0] == 1 && P.mode[0] == 1 && !P.tr[0] && P.fac[1] == 2 && P.mode[1] == 2);
  P = plan_of ("rj,ijk,kr->ri", 3, 1);
  CHECK (P.kind == NDS_EK_MTTKRP && P.pos == 0 && P.trout && P.tr[0] && !P.tr[1]);
  /* not kernels: implicit output, permuted or kept letters, repeated letters,
     spaces, a letter of another operand, terms that do not match the operands */
  const char *no[] = { "ijk,j", "ijk,j->ki", "ijk,j->ijk", "iik,i->ik", "ijk, j->ik",
                       "ijk,rj->ijk", "ijk,rr->irk", "ijk,jr,kr->ij", "ijk,jr,ks->ir",
                       "ijk,jr,jr->ir", "ijk,j,k->i", "ij,j->i->", "ijk,j,->ik", "->",
                       "ijk,j-ik", "", "ij1,j->i1" };
  for (size_t k = 0; k < sizeof (no) / sizeof (no[0]); k++)
    {
      int nops = 2 + (strchr (no[k], ',') != strrchr (no[k], ','));
      CHECK (plan_of (no[k], nops, 0).kind == NDS_EK_NONE);
    }
  CHECK (plan_of ("ijk,j->ik", 3, 0).kind == NDS_EK_NONE);
  CHECK (plan_of ("ijk,j->ik", 2, 1).kind == NDS_EK_NONE);
  CHECK (plan_of ("ijk,j->ik", 2, 2).kind == NDS_EK_NONE);
  CHECK (plan_of ("ijk,j->ik", 1, 0).kind == NDS_EK_NONE);
}

int main (void)
{
  RUN (test_einsum_plan);
  RUN (test_foreign);
  RUN (test_allocator);
  RUN (test_random);
  RUN (test_serial);
  RUN (test_team_product);
  RUN (test_drop_middle);
  RUN (test_team);
  RUN (test_jumbled);
  RUN (test_shared_and_cancel);
  RUN (test_errors);
  return nds_t_finish ("test_contract");
}
