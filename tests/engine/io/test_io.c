/* test_io.c: unit tests of the file wing (numbers, .tns, SVMlight, MatrixMarket, the
   writers) against strtod and the arrays the test files were written from, over
   chunk sizes and thread counts, with allocation failures injected */
#define _GNU_SOURCE
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#include "io/nds_io.h"
#include "nds_test.h"

/* ---------------------------------------------------------------- helpers */

static char tmpdir[64];

/* a path in the test's own directory */
static const char *tpath (const char *name)
{
  static char buf[4][160];
  static int k;
  k = (k + 1) % 4;
  snprintf (buf[k], sizeof buf[k], "%s/%s", tmpdir, name);
  return buf[k];
}

static void put_text (const char *path, const char *text, size_t n)
{
  FILE *f = fopen (path, "wb");
  fwrite (text, 1, n, f);
  fclose (f);
}

/* the bytes of a file (caller frees), *n of them */
static char *get_text (const char *path, size_t *n)
{
  FILE *f = fopen (path, "rb");
  if (!f)
    {
      *n = 0;
      return NULL;
    }
  fseek (f, 0, SEEK_END);
  const long len = ftell (f);
  fseek (f, 0, SEEK_SET);
  char *t = malloc ((size_t) len + 1);
  *n = fread (t, 1, (size_t) len, f);
  fclose (f);
  return t;
}

static void set_threads (int t)
{
#ifdef _OPENMP
  omp_set_num_threads (t);
#else
  (void) t;
#endif
}

/* a growing string for the test files */
typedef struct { char *p; size_t n, cap; } text;

static void tadd (text *t, const char *fmt, ...) __attribute__ ((format (printf, 2, 3)));
static void tadd (text *t, const char *fmt, ...)
{
  va_list ap;
  if (t->cap - t->n < 4096)
    {
      t->cap = 2 * t->cap + 8192;
      t->p = realloc (t->p, t->cap);
    }
  va_start (ap, fmt);
  t->n += (size_t) vsnprintf (t->p + t->n, t->cap - t->n, fmt, ap);
  va_end (ap);
}

/* a random double of every magnitude, or a short decimal */
static double rand_double (void)
{
  if (rnd () % 4 == 0) return (double) rnd_int (-999, 999) / 8;
  uint64_t b = rnd ();
  double v;
  memcpy (&v, &b, sizeof v);
  return isfinite (v) ? v : 1.5;
}

static int same_bits (double a, double b)
{
  return memcmp (&a, &b, sizeof a) == 0;
}

/* chunk sizes and thread counts every reader is run with: the results must agree */
static const size_t chunks[] = {128, 4096, 0};
static const int threads[] = {1, 2, 3};

/* ---------------------------------------------------------------- numbers */

/* nds_io_num agrees with strtod bit for bit, on hard cases and random tokens */
static void test_num (void)
{
  static const char *hard[] = {
    "0.1", "4.9e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
    "1.7976931348623157e308", "1.7976931348623158e308", "2.2250738585072011e-308",
    "2.2250738585072012e-308", "9007199254740993", "9007199254740992.5",
    "123456789012345678901234567890e-10", "1e23", "8.98846567431158e307", "0.30000000000000004",
    "1e-400", "1e400", "-0", "+0.0e0", "00000000000000000000000001.5", ".5", "5.", "1E+2",
    "0.000000000000000000000000000000000000001", "4503599627370496.5", "1e22", "1e-22",
    "9999999999999999999", "18446744073709551616", "nan", "-inf", "Infinity", "INF",
    "3.141592653589793238462643383279502884197", "7.2057594037927933e16"};
  for (size_t k = 0; k < sizeof hard / sizeof *hard; k++)
    {
      double v, w;
      const char *end = nds_io_num (hard[k], &v);
      char *wend;
      w = strtod (hard[k], &wend);
      CHECK (end == wend);
      CHECK (same_bits (v, w) || (isnan (v) && isnan (w)));
    }
  char tok[80];
  for (int trial = 0; trial < 300000; trial++)
    {
      int n = 0;
      if (rnd () % 2) tok[n++] = rnd () % 2 ? '-' : '+';
      const int nd = (int) rnd_int (1, 26), point = (int) rnd_int (-1, nd);
      const int lead = rnd () % 5 == 0 ? (int) rnd_int (1, 6) : 0;
      for (int i = 0; i < lead; i++) tok[n++] = '0';
      for (int i = 0; i < nd; i++)
        {
          if (i == point) tok[n++] = '.';
          tok[n++] = (char) ('0' + (rnd () % 3 == 0 ? 9 : rnd () % 10));
        }
      if (rnd () % 2) n += sprintf (tok + n, "e%d", (int) rnd_int (-345, 330));
      tok[n] = '\0';
      double v, w;
      char *wend;
      const char *end = nds_io_num (tok, &v);
      w = strtod (tok, &wend);
      CHECK (end == wend);
      CHECK (same_bits (v, w));
    }
  /* every power of ten of the table, with mantissas of 1 to 25 digits */
  for (int e10 = -350; e10 <= 330; e10++)
    for (int trial = 0; trial < 60; trial++)
      {
        const int nd = trial < 40 ? (int) rnd_int (15, 19) : (int) rnd_int (1, 25);
        int n = 0;
        tok[n++] = (char) ('1' + rnd () % 9);
        for (int i = 1; i < nd; i++) tok[n++] = (char) ('0' + (trial % 7 == 0 ? 0 : rnd () % 10));
        n += sprintf (tok + n, "e%d", e10 - nd + 1);
        tok[n] = '\0';
        double v, w;
        char *wend;
        const char *end = nds_io_num (tok, &v);
        w = strtod (tok, &wend);
        CHECK (end == wend && same_bits (v, w));
      }
  /* not numbers: NULL, or a stop where the grammar stops (hexadecimal is not read) */
  static const char *bad[] = {"", "+", "-", ".", "e5", "+.e1", "x", "in", "na"};
  for (size_t k = 0; k < sizeof bad / sizeof *bad; k++)
    {
      double v;
      CHECK (nds_io_num (bad[k], &v) == NULL);
    }
  double v;
  CHECK (nds_io_num ("0x10", &v) != NULL && v == 0);
  CHECK (*nds_io_num ("0x10", &v) == 'x');
  CHECK (*nds_io_num ("1e", &v) == 'e' && v == 1);
  CHECK (*nds_io_num ("nan(1)", &v) == '(');
  int64_t x;
  CHECK (nds_io_uint ("9223372036854775807", &x) && x == INT64_MAX);
  CHECK (nds_io_uint ("9223372036854775808", &x) == NULL);
  CHECK (nds_io_uint ("-1", &x) == NULL);
}

/* nds_io_put_num: reads back exactly, with the fewest digits of 15, 16, 17 */
static void test_put_num (void)
{
  nds_io_buf b = {NULL, 0, 0};
  nds_io_room (&b, 64);
  for (int trial = 0; trial < 200000; trial++)
    {
      double v = rand_double ();
      if (trial < 8) v = (double[]) {0.0, -0.0, 1, -3, 0.1, 1.0 / 3, 9007199254740992.0, -1e300}[trial];
      b.n = 0;
      nds_io_put_num (&b, v);
      b.p[b.n] = '\0';
      CHECK (same_bits (strtod (b.p, NULL), v));
      /* the first of %.15g, %.16g, %.17g that reads back (integers: their digits) */
      if (!(v == floor (v) && fabs (v) < 9007199254740992.0))
        {
          char e[40];
          for (int prec = 15; prec <= 17; prec++)
            {
              snprintf (e, sizeof e, "%.*g", prec, v);
              if (strtod (e, NULL) == v) break;
            }
          CHECK (strcmp (e, b.p) == 0);
        }
    }
  b.n = 0;
  nds_io_put_num (&b, INFINITY);
  nds_io_put_num (&b, -INFINITY);
  nds_io_put_num (&b, NAN);
  CHECK (b.n == 10 && memcmp (b.p, "inf-infnan", 10) == 0);
  nds_free (b.p);
}

/* nds_io_put_num_f: a float reads back exactly (strtof, and strtod rounded to float)
   with the fewest digits of 6..9 (integers below 2^53: their digits) */
static void test_put_num_f (void)
{
  nds_io_buf b = {NULL, 0, 0};
  nds_io_room (&b, 64);
  for (int trial = 0; trial < 200000; trial++)
    {
      float f;
      const uint32_t u = (uint32_t) rnd ();      /* every float: random bits */
      memcpy (&f, &u, sizeof f);
      if (trial < 8)
        f = (float[]) {0.1f, -1.0f / 3, 3.4028235e38f, 1.4e-45f, 1.17549435e-38f, 16777217.0f,
                       -2.5f, 1e-10f}[trial];
      if (f != f || isinf (f)) continue;
      const double v = f;
      b.n = 0;
      nds_io_put_num_f (&b, v);
      b.p[b.n] = '\0';
      CHECK (strtof (b.p, NULL) == f && (float) strtod (b.p, NULL) == f);
      if (!(v == floor (v) && fabs (v) < 9007199254740992.0))
        {
          char e[40];
          for (int prec = 6; prec <= 9; prec++)
            {
              snprintf (e, sizeof e, "%.*g", prec, v);
              if (strtof (e, NULL) == f && (float) strtod (e, NULL) == f) break;
            }
          CHECK (strcmp (e, b.p) == 0);
        }
    }
  b.n = 0;
  nds_io_put_num_f (&b, 0.1f);
  nds_io_put_num_f (&b, INFINITY);
  nds_io_put_num_f (&b, NAN);
  CHECK (b.n == 9 && memcmp (b.p, "0.1infnan", 9) == 0);
  nds_free (b.p);
}

/* ---------------------------------------------------------------- .tns */

/* a .tns file of n random entries of m modes (sz each), with comments, blank lines,
   CRLF ends and no final newline; the entries in s (n-by-m) and v */
static text tns_file (int64_t n, int64_t m, const int64_t *sz, int64_t *s, double *v)
{
  text t = {NULL, 0, 0};
  tadd (&t, "# a FROSTT tensor\n\n");
  for (int64_t i = 0; i < n; i++)
    {
      if (rnd () % 50 == 0) tadd (&t, "  # comment %lld\n\t\n", (long long) i);
      for (int64_t d = 0; d < m; d++)
        {
          s[i + d * n] = rnd_int (1, sz[d]);
          tadd (&t, "%s%lld", d ? (rnd () % 5 ? " " : " \t ") : "", (long long) s[i + d * n]);
        }
      v[i] = rand_double ();
      tadd (&t, " %.17g%s", v[i], i == n - 1 ? "" : rnd () % 7 ? "\n" : "\r\n");
    }
  return t;
}

/* the entries of T are s (T->n-by-T->m) and v, bit for bit; T is freed */
static void check_emit (nds_tns *T, const int64_t *s, const double *v)
{
  const int64_t n = T->n, m = T->m;
  int64_t *os = malloc (sizeof (int64_t) * (size_t) (n * m + 1));
  double *ov = malloc (sizeof (double) * (size_t) (n + 1));
  nds_tns_emit (T, os, ov);
  CHECK (memcmp (os, s, sizeof (int64_t) * (size_t) (n * m)) == 0);
  int ok = 1;
  for (int64_t i = 0; i < n; i++) ok &= same_bits (ov[i], v[i]);
  CHECK (ok);
  nds_tns_free (T);
  free (os);
  free (ov);
}

/* every chunk size and thread count reads the file as written */
static void test_tns_read (void)
{
  for (int rep = 0; rep < 3; rep++)
    {
      const int64_t m = rnd_int (1, 5), n = rep == 2 ? 120000 : rnd_int (1, 3000);
      int64_t sz[5];
      for (int64_t d = 0; d < m; d++) sz[d] = rnd_int (1, 50);
      int64_t *s = malloc (sizeof (int64_t) * (size_t) (n * m)), mx[5] = {0};
      double *v = malloc (sizeof (double) * (size_t) n);
      text t = tns_file (n, m, sz, s, v);
      put_text (tpath ("a.tns"), t.p, t.n);
      for (int64_t i = 0; i < n * m; i++)
        if (s[i] > mx[i / n]) mx[i / n] = s[i];
      for (size_t c = 0; c < sizeof chunks / sizeof *chunks; c++)
        for (size_t k = 0; k < sizeof threads / sizeof *threads; k++)
          {
            if (rep == 2 && chunks[c] != 0) continue;   /* one chunk, split in pieces */
            set_threads (threads[k]);
            nds_tns T;
            nds_io_err e;
            int st = nds_tns_read (tpath ("a.tns"), chunks[c], NULL, 0, &T, &e);
            CHECK (st == NDS_OK);
            if (st) continue;
            CHECK (T.n == n && T.m == m);
            for (int64_t d = 0; d < m; d++) CHECK (T.sz[d] == mx[d]);
            /* emitted by another team: one piece of 120000 records split three ways */
            set_threads (threads[(k + 2) % 3]);
            check_emit (&T, s, v);
          }
      free (t.p);
      free (s);
      free (v);
    }
  set_threads (2);
}

/* a bad line anywhere is reported with its own number, whatever the chunks and threads */
static void test_tns_error_line (void)
{
  for (int rep = 0; rep < 6; rep++)
    {
      const int64_t n = rnd_int (2, 2000), bad = rnd_int (1, n);
      text t = {NULL, 0, 0};
      int64_t line = 0, badline = 0;
      for (int64_t i = 1; i <= n; i++)
        {
          if (rnd () % 10 == 0)
            {
              tadd (&t, "# c\n");
              line++;
            }
          line++;
          if (i == bad)
            {
              badline = line;
              tadd (&t, rep % 2 ? "1 2 x\n" : "1 0 3.5\n");
            }
          else
            tadd (&t, "%d %d %g\n", (int) rnd_int (1, 9), (int) rnd_int (1, 9), 0.5);
        }
      put_text (tpath ("e.tns"), t.p, t.n);
      for (size_t c = 0; c < sizeof chunks / sizeof *chunks; c++)
        for (size_t k = 0; k < sizeof threads / sizeof *threads; k++)
          {
            set_threads (threads[k]);
            nds_tns T;
            nds_io_err e;
            CHECK (nds_tns_read (tpath ("e.tns"), chunks[c], NULL, 0, &T, &e) == NDS_EPARSE);
            CHECK (e.line == badline);
          }
      free (t.p);
    }
  set_threads (2);
}

/* the writer: the same bytes from every thread count, plain and gzip; read back */
static void test_tns_write (void)
{
  const int64_t n = 70000, m = 3, sz[3] = {100000, 7, 1 << 30};   /* two blocks of lines */
  int64_t *s = malloc (sizeof (int64_t) * (size_t) (n * m));
  double *v = malloc (sizeof (double) * (size_t) n);
  for (int64_t i = 0; i < n; i++)
    {
      for (int64_t d = 0; d < m; d++) s[i + d * n] = rnd_int (1, sz[d]);
      v[i] = rand_double ();
    }
  const char *names[] = {"w.tns", "w.tns.gz"};
  for (int g = 0; g < 2; g++)
    {
      char *first = NULL;
      size_t nfirst = 0;
      for (size_t k = 0; k < sizeof threads / sizeof *threads; k++)
        {
          set_threads (threads[k]);
          nds_io_err e;
          CHECK (nds_tns_write (tpath (names[g]), s, v, n, m, &e) == NDS_OK);
          size_t nb;
          char *b = get_text (tpath (names[g]), &nb);
          if (!first)
            {
              first = b;
              nfirst = nb;
            }
          else
            {
              CHECK (nb == nfirst && memcmp (b, first, nb) == 0);
              free (b);
            }
        }
      free (first);
      nds_tns T;
      nds_io_err e;
      CHECK (nds_tns_read (tpath (names[g]), 0, sz, 3, &T, &e) == NDS_OK);
      CHECK (T.n == n);
      check_emit (&T, s, v);
    }
  set_threads (2);
  free (s);
  free (v);
}

/* lines longer than the chunk, truncated gzip, missing files, no data */
static void test_tns_bad_files (void)
{
  nds_tns T;
  nds_io_err e;
  char line[400];
  memset (line, '7', sizeof line);
  text t = {NULL, 0, 0};
  tadd (&t, "1 1 1\n2 2 2\n%.*s 1 1\n", 300, line);
  put_text (tpath ("l.tns"), t.p, t.n);
  CHECK (nds_tns_read (tpath ("l.tns"), 128, NULL, 0, &T, &e) == NDS_EPARSE);
  CHECK (e.line == 3 && strstr (e.msg, "longer than 128 bytes"));
  CHECK (nds_tns_read (tpath ("l.tns"), 512, NULL, 0, &T, &e) == NDS_EPARSE);
  CHECK (e.line == 3 && strstr (e.msg, "index 1 is"));
  free (t.p);
  CHECK (nds_tns_read (tpath ("none.tns"), 0, NULL, 0, &T, &e) == NDS_EFILE);
  CHECK (strstr (e.msg, "cannot open it") != NULL);
  CHECK (nds_tns_read (tmpdir, 0, NULL, 0, &T, &e) == NDS_EFILE);
  /* a gzip file cut anywhere */
  const int64_t s[6] = {1, 2, 3, 4, 5, 6};
  const double v[2] = {0.5, 0.25};
  CHECK (nds_tns_write (tpath ("c.tns.gz"), s, v, 2, 3, &e) == NDS_OK);
  size_t nb;
  char *b = get_text (tpath ("c.tns.gz"), &nb);
  for (size_t cut = 2; cut < nb; cut++)   /* from the 2-byte magic on */
    {
      put_text (tpath ("c.tns.gz"), b, cut);
      CHECK (nds_tns_read (tpath ("c.tns.gz"), 0, NULL, 0, &T, &e) == NDS_EFILE);
    }
  free (b);
  /* no data lines: m from sz, or 0 */
  put_text (tpath ("z.tns"), "# only\n\n", 8);
  const int64_t sz[2] = {3, 4};
  CHECK (nds_tns_read (tpath ("z.tns"), 0, sz, 2, &T, &e) == NDS_OK && T.n == 0 && T.m == 2);
  nds_tns_free (&T);
  CHECK (nds_tns_read (tpath ("z.tns"), 0, NULL, 0, &T, &e) == NDS_OK && T.n == 0 && T.m == 0);
  nds_tns_free (&T);
  /* an unwritable name leaves nothing behind; a directory is refused */
  CHECK (nds_tns_write (tpath ("no/such.tns"), s, v, 2, 3, &e) == NDS_EFILE);
  CHECK (nds_tns_write (tmpdir, s, v, 2, 3, &e) == NDS_EFILE);
}

/* ---------------------------------------------------------------- SVMlight */

/* every chunk and thread count gives the CSC arrays of the dense matrix written */
static void test_svm (void)
{
  for (int rep = 0; rep < 4; rep++)
    {
      const int64_t n = rep == 3 ? 12000 : rnd_int (1, 500), nf = rnd_int (1, 40);
      const int base = rep % 2;
      double *A = calloc ((size_t) (n * nf), sizeof (double)), *y = malloc (8 * (size_t) n);
      int64_t *q = malloc (8 * (size_t) n);
      text t = {NULL, 0, 0};
      int64_t lo = INT64_MAX;
      for (int64_t i = 0; i < n; i++)
        {
          y[i] = (double) rnd_int (-3, 3);
          q[i] = rnd () % 3 ? rnd_int (-5, 5) : 0;
          tadd (&t, "%g", y[i]);
          if (q[i]) tadd (&t, " qid:%lld", (long long) q[i]);
          for (int64_t j = 0; j < nf; j++)
            if (rnd () % 4 == 0)
              {
                const double v = rnd () % 10 == 0 ? 0 : rand_double ();
                A[i + j * n] = v;
                tadd (&t, " %lld:%.17g", (long long) (j + base), v);
                if (j + base < lo) lo = j + base;
              }
          tadd (&t, "%s", rnd () % 5 ? "\n" : " # comment\r\n");
        }
      put_text (tpath ("a.svm"), t.p, t.n);
      for (size_t c = 0; c < sizeof chunks / sizeof *chunks; c++)
        for (size_t k = 0; k < sizeof threads / sizeof *threads; k++)
          {
            set_threads (threads[k]);
            nds_svm X;
            nds_io_err e;
            if (chunks[c] && chunks[c] < 2048) continue;   /* lines pass 128 bytes */
            CHECK (nds_svm_read (tpath ("a.svm"), chunks[c], base == 0, nf, &X, &e) == NDS_OK);
            CHECK (X.n == n && X.ncol == nf && X.base == base);
            double *oy = malloc (8 * (size_t) n), *oq = malloc (8 * (size_t) n);
            int64_t *cp = malloc (8 * (size_t) (nf + 1));
            int64_t *ri = malloc (8 * (size_t) (X.nnz + 1));
            double *ov = malloc (8 * (size_t) (X.nnz + 1));
            CHECK (nds_svm_emit (&X, oy, oq, cp, ri, ov) == NDS_OK);
            int ok = cp[0] == 0 && cp[nf] == X.nnz;
            int64_t cnt = 0;
            for (int64_t j = 0; j < nf; j++)
              {
                for (int64_t p = cp[j]; p < cp[j + 1]; p++)
                  ok &= (p == cp[j] || ri[p] > ri[p - 1]) && same_bits (ov[p], A[ri[p] + j * n])
                        && ov[p] != 0;
                for (int64_t i = 0; i < n; i++) cnt += A[i + j * n] != 0;
              }
            for (int64_t i = 0; i < n; i++) ok &= oy[i] == y[i] && oq[i] == (double) q[i];
            CHECK (ok && cnt == X.nnz);
            nds_svm_free (&X);
            free (oy); free (oq); free (cp); free (ri); free (ov);
            /* auto base: zero-based exactly when an index is 0 */
            CHECK (nds_svm_read (tpath ("a.svm"), chunks[c], -1, 0, &X, &e) == NDS_OK);
            CHECK (X.base == (lo == 0 ? 0 : 1));
            nds_svm_free (&X);
          }
      free (t.p);
      free (A);
      free (y);
      free (q);
    }
  set_threads (2);
}

/* ---------------------------------------------------------------- MatrixMarket */

/* coordinate files of every symmetry, with duplicates, against dense accumulation
   in file order; array files against the values written */
static void test_mm (void)
{
  static const char *syms[] = {"general", "symmetric", "skew-symmetric", "hermitian"};
  for (int rep = 0; rep < 16; rep++)
    {
      const int sym = rep % 4, cplx = sym == 3 || rep % 8 == 4, pattern = rep == 9;
      const int64_t nr = rnd_int (1, 30), nc = sym ? nr : rnd_int (1, 30);
      const int64_t nmax = rep == 15 ? 60000 : rnd_int (0, 200);
      const int vw = cplx ? 2 : 1;
      double *A = calloc ((size_t) (nr * nc * vw), sizeof (double));
      text body = {NULL, 0, 0};
      int64_t ne = 0;
      for (int64_t k = 0; k < nmax && !(sym == 2 && nr < 2); k++, ne++)
        {
          int64_t i = rnd_int (1, nr), j = rnd_int (1, nc);
          if (sym == 2)
            {
              i = rnd_int (2, nr);
              j = rnd_int (1, i - 1);
            }
          else if (sym && i < j)
            {
              const int64_t x = i;
              i = j;
              j = x;
            }
          double v[2] = {(double) rnd_int (-4, 4) / 2, (double) rnd_int (-2, 2)};
          if (sym == 3 && i == j) v[1] = 0;
          tadd (&body, "%lld %lld", (long long) i, (long long) j);
          if (!pattern) tadd (&body, cplx ? " %g %g" : " %g", v[0], v[1]);
          tadd (&body, "\n");
          for (int side = 0; side < 1 + (sym && i != j); side++)
            {
              const int64_t r = side ? j : i, c = side ? i : j;
              double *a = A + (r - 1 + (c - 1) * nr) * vw;
              const double s0 = side && sym == 2 ? -1 : 1, s1 = side && sym >= 2 ? -1 : 1;
              if (pattern)
                a[0] = 1;
              else
                {
                  a[0] += s0 * v[0];
                  if (cplx) a[1] += s1 * v[1];
                }
            }
        }
      text t = {NULL, 0, 0};
      tadd (&t, "%%%%MatrixMarket matrix coordinate %s %s\n%% comment\n%lld %lld %lld\n",
            pattern ? "pattern" : cplx ? "complex" : "real", syms[sym], (long long) nr,
            (long long) nc, (long long) ne);
      if (body.n) tadd (&t, "%s", "");
      t.p = realloc (t.p, t.n + body.n + 1);
      if (body.n) memcpy (t.p + t.n, body.p, body.n);
      t.n += body.n;
      free (body.p);
      put_text (tpath ("a.mtx"), t.p, t.n);
      for (size_t c = 0; c < sizeof chunks / sizeof *chunks; c++)
        for (size_t k = 0; k < sizeof threads / sizeof *threads; k++)
          {
            if (rep == 15 && chunks[c] != 0) continue;
            set_threads (threads[k]);
            nds_mm M;
            nds_io_err e;
            CHECK (nds_mm_read (tpath ("a.mtx"), chunks[c], &M, &e) == NDS_OK);
            CHECK (M.rows == nr && M.cols == nc && M.entries == ne && M.coord);
            CHECK (M.comment.n == 9 && memcmp (M.comment.p, " comment\n", 9) == 0);
            int64_t *cp = malloc (8 * (size_t) (nc + 1)), *ri = malloc (8 * (size_t) (M.nmax + 1));
            double *ov = malloc (8 * (size_t) ((M.nmax + 1) * vw));
            int64_t got = -1, nnz = 0;
            CHECK (nds_mm_emit_csc (&M, cp, ri, ov, &got) == NDS_OK);
            int ok = cp[0] == 0 && cp[nc] == got;
            for (int64_t j = 0; j < nc; j++)
              {
                for (int64_t p = cp[j]; p < cp[j + 1]; p++)
                  {
                    const double *a = A + (ri[p] + j * nr) * vw;
                    ok &= (p == cp[j] || ri[p] > ri[p - 1]) && ov[p * vw] == a[0]
                          && (vw == 1 || ov[p * vw + 1] == a[1]);
                  }
                for (int64_t i = 0; i < nr; i++)
                  nnz += A[(i + j * nr) * vw] != 0 || (vw == 2 && A[(i + j * nr) * vw + 1] != 0);
              }
            CHECK (ok && nnz == got);
            nds_mm_free (&M);
            free (cp); free (ri); free (ov);
          }
      free (t.p);
      free (A);
    }
  /* an array file: general and skew-symmetric */
  const char *arr = "%%MatrixMarket matrix array real skew-symmetric\n3 3\n1\n2\n3\n";
  put_text (tpath ("b.mtx"), arr, strlen (arr));
  nds_mm M;
  nds_io_err e;
  CHECK (nds_mm_read (tpath ("b.mtx"), 0, &M, &e) == NDS_OK && !M.coord);
  double F[9];
  nds_mm_emit_full (&M, F);
  const double want[9] = {0, 1, 2, -1, 0, 3, -2, -3, 0};
  CHECK (memcmp (F, want, sizeof F) == 0);
  nds_mm_free (&M);
  set_threads (2);
}

/* the MatrixMarket writer: the text of a small matrix, and a gzip round trip */
static void test_mm_write (void)
{
  const int64_t cp[4] = {0, 2, 3, 4}, ri[4] = {0, 2, 1, 2};
  const double v[4] = {2, -1, 0.1, 1e-300};
  nds_io_err e;
  nds_mm_out A = {3, 3, 4, cp, ri, v, NDS_MM_REAL, NDS_MM_SYMMETRIC, "one\ntwo", 0};
  CHECK (nds_mm_write (tpath ("w.mtx"), &A, &e) == NDS_OK);
  size_t n;
  char *b = get_text (tpath ("w.mtx"), &n);
  const char *want = "%%MatrixMarket matrix coordinate real symmetric\n%one\n%two\n3 3 4\n"
                     "1 1 2\n3 1 -1\n2 2 0.1\n3 3 1e-300\n";
  CHECK (b && n == strlen (want) && memcmp (b, want, n) == 0);
  free (b);
  A.sym = NDS_MM_GENERAL;
  A.comment = NULL;
  CHECK (nds_mm_write (tpath ("w.mtx.gz"), &A, &e) == NDS_OK);
  CHECK (nds_mm_write (tpath ("w.mtx"), NULL, &e) == NDS_EARG);
  nds_mm M;
  CHECK (nds_mm_read (tpath ("w.mtx.gz"), 0, &M, &e) == NDS_OK && M.entries == 4);
  nds_mm_free (&M);
}

/* ---------------------------------------------------------------- allocation failure */

/* every allocation of every reader and writer may fail: NDS_ENOMEM, nothing leaked
   (AddressSanitizer's leak check), the named file untouched */
static void test_alloc_failure (void)
{
  const int64_t sz[3] = {5, 5, 5};
  int64_t s[3 * 400];
  double v[400];
  text t = tns_file (400, 3, sz, s, v);
  put_text (tpath ("f.tns"), t.p, t.n);
  free (t.p);
  const char *svm = "1 1:2 3:4\n-1 qid:2 2:1\n\n0.5\n";
  put_text (tpath ("f.svm"), svm, strlen (svm));
  const char *mm = "%%MatrixMarket matrix coordinate real symmetric\n% c\n3 3 3\n1 1 1\n3 1 2\n3 2 3\n";
  put_text (tpath ("f.mtx"), mm, strlen (mm));
  set_threads (3);
  int failed[4] = {0, 0, 0, 0}, passed[4] = {0, 0, 0, 0};
  for (int64_t k = 0; k < 60; k++)
    {
      nds_io_err e;
      nds_tns T;
      nds_t_fail_at = k;
      int st = nds_tns_read (tpath ("f.tns"), 256, NULL, 0, &T, &e);
      nds_t_fail_at = -1;
      CHECK (st == NDS_OK || st == NDS_ENOMEM);
      if (!st)
        {
          int64_t os[3 * 400];
          double ov[400];
          nds_tns_emit (&T, os, ov);
          CHECK (memcmp (os, s, sizeof os) == 0);
          nds_tns_free (&T);
        }
      failed[0] += st != 0;
      passed[0] += st == 0;
      nds_svm X;
      nds_t_fail_at = k;
      st = nds_svm_read (tpath ("f.svm"), 0, -1, 0, &X, &e);
      nds_t_fail_at = -1;
      CHECK (st == NDS_OK || st == NDS_ENOMEM);
      if (!st) nds_svm_free (&X);
      failed[1] += st != 0;
      passed[1] += st == 0;
      nds_mm M;
      nds_t_fail_at = k;
      st = nds_mm_read (tpath ("f.mtx"), 0, &M, &e);
      if (!st)
        {
          int64_t cp[4], ri[8], nnz;
          double ov[8];
          st = nds_mm_emit_csc (&M, cp, ri, ov, &nnz);
          CHECK (st || nnz == 5);
        }
      nds_t_fail_at = -1;
      nds_mm_free (&M);
      CHECK (st == NDS_OK || st == NDS_ENOMEM);
      failed[2] += st != 0;
      passed[2] += st == 0;
      /* a failed write leaves the old file as it was, and no temporary beside it */
      put_text (tpath ("old.tns.gz"), "old", 3);
      nds_t_fail_at = k;
      st = nds_tns_write (tpath ("old.tns.gz"), s, v, 400, 3, &e);
      nds_t_fail_at = -1;
      CHECK (st == NDS_OK || st == NDS_ENOMEM);
      size_t nb;
      char *b = get_text (tpath ("old.tns.gz"), &nb);
      if (st) CHECK (nb == 3 && memcmp (b, "old", 3) == 0);
      free (b);
      failed[3] += st != 0;
      passed[3] += st == 0;
    }
  for (int i = 0; i < 4; i++) CHECK (failed[i] > 0 && passed[i] > 0);
  /* nothing but the test's files in the directory: no temporary left behind */
  char cmd[200];
  snprintf (cmd, sizeof cmd, "ls %s | grep -c part > /dev/null", tmpdir);
  CHECK (system (cmd) != 0);
  set_threads (2);
}

int main (void)
{
  snprintf (tmpdir, sizeof tmpdir, "/tmp/nds_test_io.XXXXXX");
  if (!mkdtemp (tmpdir)) return 1;
  RUN (test_num);
  RUN (test_put_num);
  RUN (test_put_num_f);
  RUN (test_tns_read);
  RUN (test_tns_error_line);
  RUN (test_tns_write);
  RUN (test_tns_bad_files);
  RUN (test_svm);
  RUN (test_mm);
  RUN (test_mm_write);
  RUN (test_alloc_failure);
  char cmd[200];
  snprintf (cmd, sizeof cmd, "rm -rf %s", tmpdir);
  if (system (cmd) != 0) return 1;
  return nds_t_finish ("test_io");
}
