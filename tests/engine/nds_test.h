/* nds_test.h: a small unit-test harness for the engine: cases, checks, a summary line */
#ifndef NDS_TEST_H
#define NDS_TEST_H

#include <errno.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* huge requests must come back NULL (the engine's ENOMEM path), not abort the run */
const char *__asan_default_options (void);
const char *__asan_default_options (void) { return "allocator_may_return_null=1"; }

/* allocation failure injection: the tests link with -Wl,--wrap=malloc,--wrap=calloc,
   --wrap=posix_memalign, so every allocation of the engine passes here; nds_t_fail_at
   = k makes the k-th next one (0-based) fail, once; -1 never fails */
static int64_t nds_t_fail_at = -1;
void *__real_malloc (size_t n);
void *__real_calloc (size_t n, size_t size);
int __real_posix_memalign (void **p, size_t align, size_t n);
void *__wrap_malloc (size_t n);
void *__wrap_calloc (size_t n, size_t size);
int __wrap_posix_memalign (void **p, size_t align, size_t n);

static int nds_t_alloc_fails (void)
{
  if (nds_t_fail_at < 0) return 0;
  return nds_t_fail_at-- == 0;
}

void *__wrap_malloc (size_t n) { return nds_t_alloc_fails () ? NULL : __real_malloc (n); }

void *__wrap_calloc (size_t n, size_t size)
{
  return nds_t_alloc_fails () ? NULL : __real_calloc (n, size);
}

int __wrap_posix_memalign (void **p, size_t align, size_t n)
{
  return nds_t_alloc_fails () ? ENOMEM : __real_posix_memalign (p, align, n);
}

static int nds_t_pass, nds_t_fail, nds_t_bad;
static const char *nds_t_name;

/* CHECK (cond): the current case fails when cond is false; the first few are reported */
#define CHECK(cond) \
  do { if (!(cond)) nds_t_report (__FILE__, __LINE__, #cond); } while (0)

static void nds_t_report (const char *file, int line, const char *what)
{
  if (nds_t_bad++ < 5)
    {
      printf ("    FAIL %s: %s:%d: %s\n", nds_t_name, file, line, what);
      fflush (stdout);
    }
}

/* run one case: a function of no arguments that CHECKs */
#define RUN(fn) nds_t_run (#fn, fn)

static void nds_t_run (const char *name, void (*fn) (void))
{
  nds_t_name = name;
  nds_t_bad = 0;
  fn ();
  if (nds_t_bad) nds_t_fail++; else nds_t_pass++;
  printf ("  %-4s %s%s\n", nds_t_bad ? "FAIL" : "ok", name,
          nds_t_bad > 5 ? " (more failed checks not shown)" : "");
  fflush (stdout);
}

/* the summary line make check counts; exit status 1 on any failure */
static int nds_t_finish (const char *prog)
{
  printf ("%s: %d passed, %d failed\n", prog, nds_t_pass, nds_t_fail);
  fflush (stdout);
  return nds_t_fail != 0;
}

/* deterministic pseudo-random numbers (xorshift64*) */
static uint64_t nds_t_state = 0x9E3779B97F4A7C15u;

static inline uint64_t rnd (void)
{
  nds_t_state ^= nds_t_state >> 12;
  nds_t_state ^= nds_t_state << 25;
  nds_t_state ^= nds_t_state >> 27;
  return nds_t_state * 0x2545F4914F6CDD1Du;
}

/* uniform integer in lo..hi (inclusive) */
static inline int64_t rnd_int (int64_t lo, int64_t hi)
{
  return lo + (int64_t) (rnd () % (uint64_t) (hi - lo + 1));
}

/* equal, NaN included */
static inline int same_double (double a, double b)
{
  return a == b || (a != a && b != b);
}

/* n distinct sorted random rows of an array of size sz (m dims, numel <= 4096): a
   random subset of the cells, in column-major order */
static inline int64_t rnd_cells (int64_t m, const int64_t *sz, int64_t *s, int64_t cap)
{
  int64_t numel = 1, n = 0;
  for (int64_t d = 0; d < m; d++) numel *= sz[d];
  int64_t *lin = malloc ((size_t) (numel > 0 ? numel : 1) * sizeof (int64_t));
  for (int64_t c = 0; c < numel; c++)
    if (rnd_int (0, 2) == 0 && n < cap) lin[n++] = c;
  for (int64_t i = 0; i < n; i++)
    {
      int64_t c = lin[i];
      for (int64_t d = 0; d < m; d++)
        {
          s[i + d * n] = c % sz[d] + 1;
          c /= sz[d];
        }
    }
  free (lin);
  return n;
}

/* a random size of m dims, each 1..4 */
static inline void rnd_size4 (int64_t m, int64_t *sz)
{
  for (int64_t d = 0; d < m; d++) sz[d] = rnd_int (1, 4);
}

#endif
