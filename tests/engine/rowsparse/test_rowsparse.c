/* test_rowsparse.c: unit tests of the row-sparse wing (nds_rowsparse.h) against
   brute-force loops written here */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <omp.h>                /* make check builds the tests with -fopenmp */
#include "rowsparse/nds_rowsparse.h"
#include "nds_test.h"

static double *dalloc (int64_t n)
{
  return malloc (sizeof (double) * (size_t) (n > 0 ? n : 1));
}

/* a random n-by-w array whose rows are zero with probability pz; nonzero rows may
   still hold zeros, -0 among them */
static double *rand_rows (int64_t n, int64_t w, int pz)
{
  double *A = dalloc (n * w);
  for (int64_t r = 0; r < n; r++)
    {
      const int zero = rnd_int (0, 99) < pz;
      for (int64_t c = 0; c < w; c++)
        A[r + c * n] = zero ? (rnd_int (0, 1) ? 0.0 : -0.0)
                            : (rnd_int (0, 3) ? (double) rnd_int (-9, 9) : 0.0);
    }
  return A;
}

static void test_idx_ok (void)
{
  const int64_t good[3] = {1, 4, 7}, dup[3] = {1, 4, 4}, down[3] = {4, 1, 7};
  const int64_t lo[2] = {0, 3}, hi[2] = {3, 8};
  CHECK (nds_rsp_idx_ok (good, 3, 7));
  CHECK (nds_rsp_idx_ok (NULL, 0, 7));
  CHECK (nds_rsp_idx_ok (NULL, 0, 0));
  CHECK (!nds_rsp_idx_ok (good, 3, 6));
  CHECK (!nds_rsp_idx_ok (dup, 3, 7));
  CHECK (!nds_rsp_idx_ok (down, 3, 7));
  CHECK (!nds_rsp_idx_ok (lo, 2, 7));
  CHECK (!nds_rsp_idx_ok (hi, 2, 7));
  CHECK (!nds_rsp_idx_ok (NULL, 1, 7));
}

/* mark, gather and scatter against loops, for shapes from empty to several blocks */
static void test_dense_round_trip (void)
{
  /* 40000 rows: three blocks of the marking loop, the last one short */
  const int64_t shapes[][2] = {{0, 3}, {5, 0}, {1, 1}, {7, 3}, {9000, 5}, {4097, 1},
                               {3, 2000}, {40000, 3}};
  const int pz[] = {50, 0, 100, 90};
  for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
    for (size_t z = 0; z < sizeof pz / sizeof pz[0]; z++)
      for (int nt = 1; nt <= 2; nt++)
        {
          omp_set_num_threads (nt);
          const int64_t n = shapes[s][0], w = shapes[s][1];
          double *A = rand_rows (n, w, pz[z]);
          if (n > 2 && w > 0) A[n - 1] = NAN;          /* NaN counts, last row */
          unsigned char *mark = malloc ((size_t) (n > 0 ? n : 1));
          int64_t k = -1, kref = 0;
          nds_rsp_mark (A, n, w, mark, &k);
          for (int64_t r = 0; r < n; r++)
            {
              int any = 0;
              for (int64_t c = 0; c < w; c++) any |= A[r + c * n] != 0 || A[r + c * n] != A[r + c * n];
              CHECK (mark[r] == any);
              kref += any;
            }
          CHECK (k == kref);
          int64_t *idx = malloc (sizeof (int64_t) * (size_t) (k > 0 ? k : 1));
          double *data = dalloc (k * w);
          nds_rsp_gather (A, n, w, mark, k, idx, data);
          CHECK (nds_rsp_idx_ok (idx, k, n));
          for (int64_t t = 0; t < k; t++)
            {
              CHECK (mark[idx[t] - 1]);
              for (int64_t c = 0; c < w; c++)
                CHECK (same_double (data[t + c * k], A[idx[t] - 1 + c * n]));
            }
          double *F = dalloc (n * w);
          for (int64_t i = 0; i < n * w; i++) F[i] = 99;   /* every element rewritten */
          CHECK (nds_rsp_scatter (idx, k, data, n, w, F) == NDS_OK);
          for (int64_t r = 0; r < n; r++)
            for (int64_t c = 0; c < w; c++)
              {
                const double want = mark[r] ? A[r + c * n] : 0;
                CHECK (same_double (F[r + c * n], want));
              }
          free (A); free (mark); free (idx); free (data); free (F);
        }
  omp_set_num_threads (2);
  const int64_t bad[2] = {2, 2};
  double d[4] = {1, 2, 3, 4}, F[8];
  CHECK (nds_rsp_scatter (bad, 2, d, 4, 2, F) == NDS_ESUB);
  CHECK (nds_rsp_scatter (bad, 2, d, -1, 2, F) == NDS_EARG);
}

/* a random m-by-n CSC matrix, about density pd percent, columns j % 3 == 1 empty;
   rows in random order within a column when shuffled */
static int64_t rand_csc (int64_t m, int64_t n, int pd, int shuffled, int64_t **colp,
                         int64_t **rowi, double **x)
{
  *colp = malloc (sizeof (int64_t) * (size_t) (n + 1));
  *rowi = malloc (sizeof (int64_t) * (size_t) (m * n + 1));
  *x = dalloc (m * n);
  int64_t e = 0;
  (*colp)[0] = 0;
  for (int64_t j = 0; j < n; j++)
    {
      const int64_t start = e;
      for (int64_t i = 0; i < m; i++)
        if (j % 3 != 1 && rnd_int (0, 99) < pd)
          {
            (*rowi)[e] = i;
            (*x)[e++] = (double) rnd_int (-50, 50) / 4;
          }
      if (shuffled)
        for (int64_t a = e - 1; a > start; a--)
          {
            const int64_t b = rnd_int (start, a), t = (*rowi)[a];
            const double v = (*x)[a];
            (*rowi)[a] = (*rowi)[b]; (*rowi)[b] = t;
            (*x)[a] = (*x)[b]; (*x)[b] = v;
          }
      (*colp)[j + 1] = e;
    }
  return e;
}

static void test_tdot (void)
{
  const int64_t dims[][3] = {{4, 6, 3}, {1, 1, 1}, {0, 5, 2}, {7, 0, 2}, {30, 700, 5},
                             {50, 40, 0}};
  for (size_t s = 0; s < sizeof dims / sizeof dims[0]; s++)
    {
      const int64_t m = dims[s][0], n = dims[s][1], p = dims[s][2];
      int64_t *colp, *rowi;
      double *x;
      rand_csc (m, n, 30, (int) (s & 1), &colp, &rowi, &x);
      const nds_rsp_csc X = { m, n, colp, rowi, x };
      double *D = dalloc (m * p);
      for (int64_t i = 0; i < m * p; i++) D[i] = (double) rnd_int (-20, 20) / 8;
      const int64_t k = nds_rsp_tdot_rows (colp, n);
      int64_t *idx = malloc (sizeof (int64_t) * (size_t) (k + 1));
      double *G = dalloc (k * p), *G1 = dalloc (k * p);
      omp_set_num_threads (1);
      CHECK (nds_rsp_tdot (&X, D, p, k, idx, G1) == NDS_OK);
      omp_set_num_threads (2);
      CHECK (nds_rsp_tdot (&X, D, p, k, idx, G) == NDS_OK);
      CHECK (k == 0 || !memcmp (G, G1, sizeof (double) * (size_t) (k * p)));
      int64_t t = 0;
      for (int64_t j = 0; j < n; j++)
        {
          if (colp[j + 1] == colp[j]) continue;
          CHECK (t < k && idx[t] == j + 1);
          for (int64_t c = 0; c < p; c++)
            {
              double ref = 0;
              for (int64_t e = colp[j]; e < colp[j + 1]; e++) ref += x[e] * D[rowi[e] + c * m];
              CHECK (t < k && G[t + c * k] == ref);
            }
          t++;
        }
      CHECK (t == k);
      CHECK (nds_rsp_tdot (&X, D, p, k + 1, idx, G) == NDS_EARG);
      CHECK (nds_rsp_tdot (NULL, D, p, k, idx, G) == NDS_EARG);
      if (colp[n] > 0)
        {
          rowi[0] = m;
          CHECK (nds_rsp_tdot (&X, D, p, k, idx, G) == NDS_ESUB);
        }
      free (colp); free (rowi); free (x); free (D); free (idx); free (G); free (G1);
    }
}

static void test_dot (void)
{
  const int64_t dims[][3] = {{4, 6, 3}, {1, 1, 1}, {0, 5, 2}, {7, 0, 2}, {30, 700, 5},
                             {20, 30, 0}, {3, 9, 64}};
  for (size_t s = 0; s < sizeof dims / sizeof dims[0]; s++)
    {
      const int64_t m = dims[s][0], n = dims[s][1], p = dims[s][2];
      int64_t *colp, *rowi;
      double *x;
      rand_csc (m, n, 40, (int) (s & 1), &colp, &rowi, &x);
      const nds_rsp_csc X = { m, n, colp, rowi, x };
      /* stored rows: about half of them, the last row always when n > 0 */
      int64_t *idx = malloc (sizeof (int64_t) * (size_t) (n + 1)), k = 0;
      for (int64_t r = 1; r <= n; r++)
        if (rnd_int (0, 1) || r == n) idx[k++] = r;
      double *data = dalloc (k * p), *rowmaj = dalloc (k * p), *full = dalloc (n * p);
      for (int64_t i = 0; i < n * p; i++) full[i] = 0;
      for (int64_t t = 0; t < k; t++)
        for (int64_t c = 0; c < p; c++)
          {
            const double v = (double) rnd_int (-30, 30) / 16;
            data[t + c * k] = v;
            rowmaj[t * p + c] = v;
            full[idx[t] - 1 + c * n] = v;
          }
      double *Yref = dalloc (m * p), *Y = dalloc (m * p), *Y1 = dalloc (m * p);
      for (int64_t i = 0; i < m * p; i++) Yref[i] = 0;
      for (int64_t j = 0; j < n; j++)
        for (int64_t e = colp[j]; e < colp[j + 1]; e++)
          for (int64_t c = 0; c < p; c++) Yref[rowi[e] + c * m] += x[e] * full[j + c * n];
      const nds_strided Wc = {data, 1, k}, Wr = {rowmaj, p, 1}, Wf = {full, 1, n};
      omp_set_num_threads (1);
      CHECK (nds_rsp_dot (&X, idx, k, Wc, p, Y1) == NDS_OK);
      CHECK (m * p == 0 || !memcmp (Y1, Yref, sizeof (double) * (size_t) (m * p)));
      omp_set_num_threads (2);
      CHECK (nds_rsp_dot (&X, idx, k, Wr, p, Y) == NDS_OK);
      CHECK (m * p == 0 || !memcmp (Y, Yref, sizeof (double) * (size_t) (m * p)));
      CHECK (nds_rsp_dot (&X, NULL, n, Wf, p, Y) == NDS_OK);
      CHECK (m * p == 0 || !memcmp (Y, Yref, sizeof (double) * (size_t) (m * p)));
      CHECK (nds_rsp_dot (&X, NULL, n + 1, Wf, p, Y) == NDS_EARG);
      CHECK (nds_rsp_dot (NULL, NULL, n, Wf, p, Y) == NDS_EARG);
      if (k > 1)
        {
          const int64_t keep = idx[0];
          idx[0] = idx[1];
          CHECK (nds_rsp_dot (&X, idx, k, Wc, p, Y) == NDS_ESUB);
          idx[0] = keep;
        }
      free (colp); free (rowi); free (x); free (idx); free (data); free (rowmaj);
      free (full); free (Yref); free (Y); free (Y1);
    }
}

/* the reference step: MXNet 1.x's formulas written out once more, element by element */
static double ref_clip (double g, double c)
{
  return c > 0 ? (g > c ? c : (g < -c ? -c : g)) : g;
}

static void ref_step (const nds_optim *o, int64_t t, double *w, double *a, double *b,
                      double g)
{
  const double lr_t = o->lr * sqrt (1 - pow (o->beta2, (double) t)) / (1 - pow (o->beta1, (double) t));
  double gr;
  switch (o->kind)
    {
    case NDS_SGD:
      gr = ref_clip (o->rescale * g, o->clip);
      {
        const double mom = o->momentum * (a ? *a : 0) - o->lr * o->wd * *w - o->lr * gr;
        *w += mom;
        if (a) *a = mom;
      }
      break;
    case NDS_ADAM:
      gr = ref_clip (o->rescale * g + o->wd * *w, o->clip);
      *a = o->beta1 * *a + (1 - o->beta1) * gr;
      *b = o->beta2 * *b + (1 - o->beta2) * (gr * gr);
      *w -= lr_t * *a / (sqrt (*b) + o->eps);
      break;
    case NDS_ADAGRAD:
      gr = ref_clip (o->rescale * g, o->clip);
      *a += gr * gr;
      *w -= o->lr * (gr / sqrt (*a + o->eps) + o->wd * *w);
      break;
    }
}

/* lazy and dense steps of every method, column-major and row-major, 1 and 2 threads,
   steps 1 and 7, against ref_step on every element; rows outside the gradient
   untouched when lazy */
static void test_optim (void)
{
  const int64_t n = 2100, w = 3;
  const nds_optim base = {NDS_SGD, 0.05, 0.9, 0.01, 0.5, 0.3, 0.9, 0.999, 1e-8};
  for (int kind = NDS_SGD; kind <= NDS_ADAGRAD; kind++)
    for (int lazy = 0; lazy <= 1; lazy++)
      for (int layout = 0; layout <= 1; layout++)
        for (int nostate = 0; nostate <= (kind == NDS_SGD); nostate++)
          {
            omp_set_num_threads (1 + layout);
            nds_optim o = base;
            o.kind = (nds_optim_kind) kind;
            if (nostate) o.momentum = 0;
            double *W = dalloc (n * w), *A = dalloc (n * w), *B = dalloc (n * w);
            double *W0 = dalloc (n * w), *A0 = dalloc (n * w), *B0 = dalloc (n * w);
            for (int64_t i = 0; i < n * w; i++)
              {
                W0[i] = (double) rnd_int (-40, 40) / 8;
                A0[i] = kind == NDS_SGD ? (double) rnd_int (-8, 8) / 16 : (double) rnd_int (0, 8) / 16;
                B0[i] = (double) rnd_int (0, 8) / 32;
              }
            /* gradient rows: row 1, the last row, a few in between; one all-zero row */
            int64_t idx[6] = {1, 2, 1025, 1500, 1501, n}, k = 6;
            double G[6 * 3];
            for (int64_t i = 0; i < k * w; i++) G[i] = (double) rnd_int (-40, 40) / 10;
            for (int64_t c = 0; c < w; c++) G[3 + c * k] = 0;
            /* the arrays in the layout under test: row-major (rs = w) or column-major */
            const int64_t rs = layout ? w : 1, cs = layout ? 1 : n;
            for (int64_t r = 0; r < n; r++)
              for (int64_t c = 0; c < w; c++)
                {
                  W[r * rs + c * cs] = W0[r + c * n];
                  A[r * rs + c * cs] = A0[r + c * n];
                  B[r * rs + c * cs] = B0[r + c * n];
                }
            const nds_strided SW = {W, rs, cs}, SA = {nostate ? NULL : A, rs, cs},
                              SB = {kind == NDS_ADAM ? B : NULL, rs, cs};
            const int64_t t_step = layout ? 7 : 1;
            CHECK (nds_optim_step (&o, t_step, lazy, n, w, SW, SA, SB, idx, k, G) == NDS_OK);
            int64_t t = 0;
            for (int64_t r = 0; r < n; r++)
              {
                const int in_g = t < k && idx[t] == r + 1;
                for (int64_t c = 0; c < w; c++)
                  {
                    double wv = W0[r + c * n], av = A0[r + c * n], bv = B0[r + c * n];
                    if (in_g || !lazy)
                      ref_step (&o, t_step, &wv, nostate ? NULL : &av, &bv,
                                in_g ? G[t + c * k] : 0);
                    CHECK (W[r * rs + c * cs] == wv);
                    CHECK (A[r * rs + c * cs] == av);
                    CHECK (B[r * rs + c * cs] == (kind == NDS_ADAM ? bv : B0[r + c * n]));
                  }
                t += in_g;
              }
            free (W); free (A); free (B); free (W0); free (A0); free (B0);
          }
}

/* the float steps (nds_optim_step_f): lazy and dense, every method, against the
   double reference within 3e-5 relative (float arithmetic; 1 - beta2 in float is
   1.3e-5 off 0.001); rows outside the gradient untouched when lazy; bad calls refused */
static void test_optim_f (void)
{
  const int64_t n = 1500, w = 5;
  const nds_optim base = {NDS_SGD, 0.05, 0.9, 0.01, 0.5, 0.3, 0.9, 0.999, 1e-8};
  for (int kind = NDS_SGD; kind <= NDS_ADAGRAD; kind++)
    for (int lazy = 0; lazy <= 1; lazy++)
      {
        nds_optim o = base;
        o.kind = (nds_optim_kind) kind;
        float *W = malloc (sizeof (float) * n * w), *A = malloc (sizeof (float) * n * w),
              *B = malloc (sizeof (float) * n * w);
        double *W0 = dalloc (n * w), *A0 = dalloc (n * w), *B0 = dalloc (n * w);
        for (int64_t i = 0; i < n * w; i++)
          {
            W[i] = (float) ((double) rnd_int (-40, 40) / 8);
            A[i] = (float) (kind == NDS_SGD ? (double) rnd_int (-8, 8) / 16 : (double) rnd_int (0, 8) / 16);
            B[i] = (float) ((double) rnd_int (0, 8) / 32);
            W0[i] = W[i]; A0[i] = A[i]; B0[i] = B[i];
          }
        int64_t idx[5] = {1, 2, 700, 1024, n}, k = 5;
        float G[5 * 5];
        for (int64_t i = 0; i < k * w; i++) G[i] = (float) ((double) rnd_int (-40, 40) / 10);
        const nds_strided_f SW = {W, 1, n}, SA = {A, 1, n}, SB = {kind == NDS_ADAM ? B : NULL, 1, n};
        CHECK (nds_optim_step_f (&o, 3, lazy, n, w, SW, SA, SB, idx, k, G) == NDS_OK);
        int64_t t = 0;
        for (int64_t r = 0; r < n; r++)
          {
            const int in_g = t < k && idx[t] == r + 1;
            for (int64_t c = 0; c < w; c++)
              {
                const int64_t e = r + c * n;
                double wv = W0[e], av = A0[e], bv = B0[e];
                if (in_g || !lazy)
                  ref_step (&o, 3, &wv, &av, &bv, in_g ? (double) G[t + c * k] : 0);
                CHECK (fabs (W[e] - wv) <= 3e-5 * (1 + fabs (wv)));
                CHECK (fabs (A[e] - av) <= 3e-5 * (1 + fabs (av)));
                if (kind == NDS_ADAM) CHECK (fabs (B[e] - bv) <= 3e-5 * (1 + fabs (bv)));
                if (lazy && !in_g) CHECK (W[e] == (float) W0[e] && A[e] == (float) A0[e]);
              }
            t += in_g;
          }
        free (W); free (A); free (B); free (W0); free (A0); free (B0);
      }
  nds_optim o = base;
  float W[4] = {1, 2, 3, 4}, A[4] = {0}, G[2] = {5, 6};
  const nds_strided_f SW = {W, 1, 2}, none = {NULL, 1, 2};
  const int64_t twice[1] = {3}, ok[1] = {2};
  CHECK (nds_optim_step_f (&o, 1, 1, 2, 2, SW, none, none, ok, 1, G) == NDS_EARG);
  const nds_strided_f SA = {A, 1, 2};
  CHECK (nds_optim_step_f (&o, 1, 1, 2, 2, SW, SA, none, twice, 1, G) == NDS_ESUB);
  CHECK (W[0] == 1 && W[3] == 4 && A[0] == 0);
  float c[5] = {1, 2, 3, 4, 5}, d[5] = {0};
  nds_optim_copy (d, c, sizeof c);
  CHECK (d[0] == 1 && d[4] == 5);
}

/* bad calls write nothing; a zero-size weight is a no-op */
static void test_optim_errors (void)
{
  nds_optim o = {NDS_ADAM, 0.1, 0, 0, 1, 0, 0.9, 0.999, 1e-8};
  double W[4] = {1, 2, 3, 4}, A[4] = {0}, B[4] = {0}, G[2] = {5, 6};
  const nds_strided SW = {W, 1, 2}, SA = {A, 1, 2}, SB = {B, 1, 2}, none = {NULL, 1, 2};
  const int64_t twice[1] = {3}, ok[1] = {2};
  CHECK (nds_optim_step (&o, 1, 1, 2, 2, SW, SA, SB, twice, 1, G) == NDS_ESUB);
  CHECK (nds_optim_step (&o, 1, 1, 2, 2, SW, SA, none, ok, 1, G) == NDS_EARG);
  CHECK (nds_optim_step (&o, 1, 1, 2, 2, SW, none, SB, ok, 1, G) == NDS_EARG);
  CHECK (nds_optim_step (&o, 0, 1, 2, 2, SW, SA, SB, ok, 1, G) == NDS_EARG);
  o.kind = NDS_SGD;
  o.momentum = 0.5;
  CHECK (nds_optim_step (&o, 1, 0, 2, 2, SW, none, none, ok, 1, G) == NDS_EARG);
  const nds_strided bad_cs = {A, 2, 1};
  CHECK (nds_optim_step (&o, 1, 0, 2, 2, SW, bad_cs, none, ok, 1, G) == NDS_EARG);
  CHECK (W[0] == 1 && W[1] == 2 && W[2] == 3 && W[3] == 4 && A[0] == 0 && A[3] == 0);
  CHECK (nds_optim_step (&o, 1, 1, 0, 2, SW, SA, none, NULL, 0, G) == NDS_OK);
  CHECK (nds_optim_step (&o, 1, 0, 2, 0, SW, SA, none, ok, 1, G) == NDS_OK);
  CHECK (nds_optim_step (NULL, 1, 0, 2, 2, SW, SA, none, ok, 1, G) == NDS_EARG);
}

static void test_param (void)
{
  const int64_t n = 70, w = 45;
  double *W0 = dalloc (n * w), *S0 = dalloc (n * w), *out = dalloc (n * w);
  for (int64_t i = 0; i < n * w; i++)
    {
      W0[i] = (double) i;
      S0[i] = (double) -i;
    }
  for (int ns = 0; ns <= 2; ns++)
    {
      nds_param *P = NULL;
      const double *S[2] = {S0, NULL};
      CHECK (nds_param_new (n, w, ns, W0, S, 3, &P) == NDS_OK);
      if (!P) continue;
      CHECK (nds_param_read (P, 0, out) == NDS_OK);
      CHECK (!memcmp (out, W0, sizeof (double) * (size_t) (n * w)));
      for (int i = 1; i <= ns; i++)
        {
          CHECK (nds_param_read (P, i, out) == NDS_OK);
          for (int64_t e = 0; e < n * w; e++) CHECK (out[e] == (i == 1 ? S0[e] : 0));
        }
      CHECK (nds_param_read (P, ns + 1, out) == NDS_EARG);
      const nds_strided a = nds_param_array (P, 0);
      CHECK (a.x == P->W && a.rs == (1 + ns) * w && a.cs == 1);
      CHECK (ns == 0 || nds_param_array (P, ns).x == P->W + ns * w);
      CHECK (nds_param_array (P, ns + 1).x == NULL);
      const int64_t rows[3] = {n, 1, 5};
      double R[3 * 45];
      CHECK (nds_param_rows (P, rows, 3, R) == NDS_OK);
      for (int64_t t = 0; t < 3; t++)
        for (int64_t c = 0; c < w; c++) CHECK (R[t + 3 * c] == W0[rows[t] - 1 + c * n]);
      const int64_t bad[1] = {n + 1};
      CHECK (nds_param_rows (P, bad, 1, R) == NDS_ESUB);
      /* a step in place counts t; Adam's at step 4 equals nds_optim_step's on a
         copy; a failed step counts nothing */
      if (ns == 2)
        {
          const nds_optim o = {NDS_ADAM, 0.1, 0, 0, 1, 0, 0.9, 0.999, 1e-8};
          const double G[2 * 45] = {1, -2, 3};
          const int64_t gi[2] = {2, n};
          double *Wc = dalloc (n * w), *Ac = dalloc (n * w), *Bc = dalloc (n * w);
          memcpy (Wc, W0, sizeof (double) * (size_t) (n * w));
          memcpy (Ac, S0, sizeof (double) * (size_t) (n * w));
          for (int64_t e = 0; e < n * w; e++) Bc[e] = 0;
          const nds_strided cw = {Wc, 1, n}, ca = {Ac, 1, n}, cb = {Bc, 1, n};
          CHECK (nds_optim_step (&o, 4, 1, n, w, cw, ca, cb, gi, 2, G) == NDS_OK);
          CHECK (nds_param_step (P, &o, 1, gi, 2, G) == NDS_OK);
          CHECK (P->t == 4);
          CHECK (nds_param_read (P, 0, out) == NDS_OK);
          CHECK (!memcmp (out, Wc, sizeof (double) * (size_t) (n * w)));
          CHECK (nds_param_step (P, &o, 1, bad, 1, G) == NDS_ESUB);
          CHECK (P->t == 4);
          CHECK (nds_param_step (NULL, &o, 1, gi, 2, G) == NDS_EARG);
          free (Wc); free (Ac); free (Bc);
        }
      nds_param_free (P);
    }
  /* each of its two allocations failing in turn: ENOMEM, nothing leaked (ASan) */
  for (int f = 0; f < 2; f++)
    {
      nds_param *P = (nds_param *) 1;
      nds_t_fail_at = f;
      CHECK (nds_param_new (n, w, 2, W0, NULL, 0, &P) == NDS_ENOMEM);
      nds_t_fail_at = -1;
      CHECK (P == NULL);
    }
  nds_param *P = (nds_param *) 1;
  CHECK (nds_param_new (INT64_MAX / 2, 3, 0, W0, NULL, 0, &P) == NDS_ETOOLARGE && P == NULL);
  CHECK (nds_param_new (2, 2, 3, W0, NULL, 0, &P) == NDS_EARG);
  CHECK (nds_param_new (2, 2, 1, W0, NULL, -1, &P) == NDS_EARG);
  nds_param_free (NULL);
  free (W0); free (S0); free (out);
}

/* a single parameter: a block of floats read back exactly, a step in place equal to
   nds_optim_step_f's on a copy, the double functions refused on it and the float
   ones on a double parameter */
static void test_param_f (void)
{
  const int64_t n = 70, w = 45;
  float *W0 = malloc (sizeof (float) * (size_t) (n * w)), *S0 = malloc (sizeof (float) * (size_t) (n * w)),
        *out = malloc (sizeof (float) * (size_t) (n * w));
  for (int64_t i = 0; i < n * w; i++)
    {
      W0[i] = (float) i / 7;
      S0[i] = (float) i / 9;
    }
  nds_param *P = NULL;
  const float *S[2] = {S0, NULL};
  CHECK (nds_param_new_f (n, w, 2, W0, S, 3, &P) == NDS_OK);
  if (P)
    {
      CHECK (P->single && P->W == NULL && P->Wf != NULL);
      CHECK (nds_param_read_f (P, 0, out) == NDS_OK);
      CHECK (!memcmp (out, W0, sizeof (float) * (size_t) (n * w)));
      CHECK (nds_param_read_f (P, 1, out) == NDS_OK);
      CHECK (!memcmp (out, S0, sizeof (float) * (size_t) (n * w)));
      CHECK (nds_param_read_f (P, 2, out) == NDS_OK);
      for (int64_t e = 0; e < n * w; e++) CHECK (out[e] == 0);
      CHECK (nds_param_read_f (P, 3, out) == NDS_EARG);
      const int64_t rows[3] = {n, 1, 5}, bad[1] = {n + 1};
      float R[3 * 45];
      CHECK (nds_param_rows_f (P, rows, 3, R) == NDS_OK);
      for (int64_t t = 0; t < 3; t++)
        for (int64_t c = 0; c < w; c++) CHECK (R[t + 3 * c] == W0[rows[t] - 1 + c * n]);
      CHECK (nds_param_rows_f (P, bad, 1, R) == NDS_ESUB);
      const nds_optim o = {NDS_ADAM, 0.1, 0, 0.01, 1, 0, 0.9, 0.999, 1e-8};
      const float G[2 * 45] = {1, -2, 3};
      const int64_t gi[2] = {2, n};
      float *Wc = malloc (sizeof (float) * (size_t) (n * w)), *Ac = malloc (sizeof (float) * (size_t) (n * w)),
            *Bc = calloc ((size_t) (n * w), sizeof (float));
      memcpy (Wc, W0, sizeof (float) * (size_t) (n * w));
      memcpy (Ac, S0, sizeof (float) * (size_t) (n * w));
      const nds_strided_f cw = {Wc, 1, n}, ca = {Ac, 1, n}, cb = {Bc, 1, n};
      CHECK (nds_optim_step_f (&o, 4, 1, n, w, cw, ca, cb, gi, 2, G) == NDS_OK);
      CHECK (nds_param_step_f (P, &o, 1, gi, 2, G) == NDS_OK);
      CHECK (P->t == 4);
      CHECK (nds_param_read_f (P, 0, out) == NDS_OK);
      CHECK (!memcmp (out, Wc, sizeof (float) * (size_t) (n * w)));
      CHECK (nds_param_read_f (P, 1, out) == NDS_OK);
      CHECK (!memcmp (out, Ac, sizeof (float) * (size_t) (n * w)));
      CHECK (nds_param_step_f (P, &o, 1, bad, 1, G) == NDS_ESUB);
      CHECK (P->t == 4);
      /* the double functions refuse it */
      double d[3 * 45];
      const double Gd[2 * 45] = {1};
      CHECK (nds_param_read (P, 0, d) == NDS_EARG);
      CHECK (nds_param_rows (P, rows, 3, d) == NDS_EARG);
      CHECK (nds_param_step (P, &o, 1, gi, 2, Gd) == NDS_EARG);
      CHECK (nds_param_array (P, 0).x == NULL);
      CHECK (P->t == 4);
      free (Wc); free (Ac); free (Bc);
      nds_param_free (P);
    }
  /* the float functions refuse a double parameter */
  const double D0[4] = {1, 2, 3, 4};
  CHECK (nds_param_new (2, 2, 0, D0, NULL, 0, &P) == NDS_OK);
  if (P)
    {
      const int64_t one[1] = {1};
      CHECK (nds_param_read_f (P, 0, out) == NDS_EARG);
      CHECK (nds_param_rows_f (P, one, 1, out) == NDS_EARG);
      CHECK (nds_param_array_f (P, 0).x == NULL);
      nds_param_free (P);
    }
  /* each allocation failing in turn: ENOMEM, nothing leaked (ASan) */
  for (int f = 0; f < 2; f++)
    {
      P = (nds_param *) 1;
      nds_t_fail_at = f;
      CHECK (nds_param_new_f (n, w, 2, W0, NULL, 0, &P) == NDS_ENOMEM);
      nds_t_fail_at = -1;
      CHECK (P == NULL);
    }
  CHECK (nds_param_new_f (INT64_MAX / 2, 3, 0, W0, NULL, 0, &P) == NDS_ETOOLARGE && P == NULL);
  CHECK (nds_param_new_f (2, 2, 3, W0, NULL, 0, &P) == NDS_EARG);
  free (W0); free (S0); free (out);
}

static void test_copy (void)
{
  const int64_t n = 300001;
  double *a = dalloc (n), *b = dalloc (n);
  for (int64_t i = 0; i < n; i++) a[i] = (double) i / 3;
  nds_optim_copy (b, a, sizeof (double) * (size_t) n);
  CHECK (!memcmp (a, b, sizeof (double) * (size_t) n));
  nds_optim_copy (b, a, 0);
  free (a); free (b);
}

int main (void)
{
  RUN (test_idx_ok);
  RUN (test_dense_round_trip);
  RUN (test_tdot);
  RUN (test_dot);
  RUN (test_optim);
  RUN (test_optim_errors);
  RUN (test_optim_f);
  RUN (test_param);
  RUN (test_param_f);
  RUN (test_copy);
  return nds_t_finish ("test_rowsparse");
}
