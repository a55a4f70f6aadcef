/* region_shim.c: which OpenMP regions a process starts, on how many threads, and
   each thread's CPU time in them; an LD_PRELOAD library for finding the teams that
   should not start (bench/README.md, "Threads on a busy machine").
     gcc -O2 -shared -fPIC -o region_shim.so bench/region_shim.c -ldl -lgomp
     LD_PRELOAD=$PWD/region_shim.so octave-cli ...
   Every region libgomp starts (GOMP_parallel and the combined loops and sections;
   ndsparse's own regions of one thread run as plain calls in nds_serial.cc and never
   reach libgomp, so they are not seen) is counted by its outlined function.  Signal
   Signal 63, SIGRTMAX - 1 (Octave: kill (getpid (), 63); Octave takes SIGUSR1 and 2
   for itself), writes the counts to stderr and clears them, so a script prints the
   regions of the calls it times alone; exit writes them too.  The handler writes at
   once: a self-sent signal arrives in the sending thread, outside stdio.
   A line: calls, calls by the team's size (1, 2, more), the region's wall us, the sum
   of its threads' CPU us and of each call's busiest thread, all per call, then the
   object and the function's offset in it (addr2line -f -e object offset names it). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <omp.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define SLOTS 256

/* one outlined function's counts */
struct slot
{
  void (*fn) (void *);
  atomic_long calls, team1, team2, teamn, wall_ns, cpu_ns, max_ns;
};

static struct slot slots[SLOTS];
static atomic_int nslots;

/* a region's body with what its threads record */
struct tramp
{
  void (*fn) (void *);
  void *data;
  struct slot *s;
  atomic_long max_ns;
};

/* nanoseconds of clock c */
static long ns (clockid_t c)
{
  struct timespec t;
  clock_gettime (c, &t);
  return t.tv_sec * 1000000000L + t.tv_nsec;
}

/* the slot of fn, a new one at its first region (NULL when full) */
static struct slot *slot_of (void (*fn) (void *))
{
  int n = atomic_load (&nslots);
  for (int k = 0; k < n; k++)
    if (slots[k].fn == fn) return &slots[k];
  n = atomic_fetch_add (&nslots, 1);
  if (n >= SLOTS) return NULL;
  slots[n].fn = fn;
  return &slots[n];
}

/* writes the counts to stderr and clears them */
static void dump (void)
{
  int n = atomic_load (&nslots);
  n = n > SLOTS ? SLOTS : n;
  char line[512];
  int len = snprintf (line, sizeof (line),
                      "regions: calls team1 team2 teamN wall_us cpu_us max_us a call; object+offset\n");
  if (write (2, line, len) < 0) return;
  for (int k = 0; k < n; k++)
    {
      struct slot *s = &slots[k];
      const long c = atomic_exchange (&s->calls, 0);
      const long t1 = atomic_exchange (&s->team1, 0), t2 = atomic_exchange (&s->team2, 0);
      const long tn = atomic_exchange (&s->teamn, 0);
      const long w = atomic_exchange (&s->wall_ns, 0), u = atomic_exchange (&s->cpu_ns, 0);
      const long m = atomic_exchange (&s->max_ns, 0);
      if (c == 0) continue;
      Dl_info info;
      const char *obj = "?";
      unsigned long off = (unsigned long) s->fn;
      if (dladdr ((void *) s->fn, &info) && info.dli_fname)
        {
          obj = info.dli_fname;
          off -= (unsigned long) info.dli_fbase;
        }
      len = snprintf (line, sizeof (line), "  %8ld %8ld %8ld %6ld %10.1f %10.1f %10.1f  %s+0x%lx\n",
                      c, t1, t2, tn, 1e-3 * w / c, 1e-3 * u / c, 1e-3 * m / c, obj, off);
      if (write (2, line, len) < 0) return;
    }
}

/* signal 63: the counts so far */
static void on_signal (int sig)
{
  (void) sig;
  dump ();
}

__attribute__ ((constructor)) static void init (void)
{
  signal (SIGRTMAX - 1, on_signal);
}

__attribute__ ((destructor)) static void fini (void)
{
  dump ();
}

/* each thread's body: the region's function, timed on this thread's CPU clock */
static void run (void *p)
{
  struct tramp *t = p;
  const long c0 = ns (CLOCK_THREAD_CPUTIME_ID);
  t->fn (t->data);
  const long c = ns (CLOCK_THREAD_CPUTIME_ID) - c0;
  if (t->s)
    {
      atomic_fetch_add (&t->s->cpu_ns, c);
      long m = atomic_load (&t->max_ns);
      while (c > m && !atomic_compare_exchange_weak (&t->max_ns, &m, c))
        ;
      if (omp_get_thread_num () == 0)
        {
          const int nt = omp_get_num_threads ();
          atomic_fetch_add (nt == 1 ? &t->s->team1 : nt == 2 ? &t->s->team2 : &t->s->teamn, 1);
        }
    }
}

/* counts the region of fn around start (), which runs the trampoline */
#define REGION(start)                                                 \
  struct tramp t = { fn, data, slot_of (fn), 0 };                     \
  const long w0 = ns (CLOCK_MONOTONIC);                               \
  start;                                                              \
  if (t.s)                                                            \
    {                                                                 \
      atomic_fetch_add (&t.s->calls, 1);                              \
      atomic_fetch_add (&t.s->wall_ns, ns (CLOCK_MONOTONIC) - w0);    \
      atomic_fetch_add (&t.s->max_ns, atomic_load (&t.max_ns));       \
    }                                                                 \


typedef void (*body_t) (void *);

void GOMP_parallel (body_t fn, void *data, unsigned nthreads, unsigned flags)
{
  static void (*real) (body_t, void *, unsigned, unsigned);
  if (!real) real = dlsym (RTLD_NEXT, "GOMP_parallel");
  REGION (real (run, &t, nthreads, flags))
}

/* a combined loop (start, end, incr, chunk) */
#define LOOP(name)                                                            \
  void name (body_t fn, void *data, unsigned nthreads, long start, long end,  \
             long incr, long chunk, unsigned flags)                          \
  {                                                                           \
    static void (*real) (body_t, void *, unsigned, long, long, long, long,    \
                         unsigned);                                           \
    if (!real) real = dlsym (RTLD_NEXT, #name);                               \
    REGION (real (run, &t, nthreads, start, end, incr, chunk, flags))         \
  }
LOOP (GOMP_parallel_loop_static)
LOOP (GOMP_parallel_loop_dynamic)
LOOP (GOMP_parallel_loop_guided)
LOOP (GOMP_parallel_loop_nonmonotonic_dynamic)
LOOP (GOMP_parallel_loop_nonmonotonic_guided)

/* a combined loop of the runtime schedule (no chunk) */
#define RLOOP(name)                                                           \
  void name (body_t fn, void *data, unsigned nthreads, long start, long end,  \
             long incr, unsigned flags)                                       \
  {                                                                           \
    static void (*real) (body_t, void *, unsigned, long, long, long,          \
                         unsigned);                                           \
    if (!real) real = dlsym (RTLD_NEXT, #name);                               \
    REGION (real (run, &t, nthreads, start, end, incr, flags))                \
  }
RLOOP (GOMP_parallel_loop_runtime)
RLOOP (GOMP_parallel_loop_nonmonotonic_runtime)
RLOOP (GOMP_parallel_loop_maybe_nonmonotonic_runtime)

void GOMP_parallel_sections (body_t fn, void *data, unsigned nthreads, unsigned count,
                             unsigned flags)
{
  static void (*real) (body_t, void *, unsigned, unsigned, unsigned);
  if (!real) real = dlsym (RTLD_NEXT, "GOMP_parallel_sections");
  REGION (real (run, &t, nthreads, count, flags))
}
