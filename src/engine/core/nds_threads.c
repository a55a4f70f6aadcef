/* nds_threads.c: the OpenMP team size the machine's other runnable work leaves room for */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include "nds.h"

/* Under load a team of every core waits at each barrier for a thread the kernel has
   descheduled (a scheduler slice, milliseconds, where the work took microseconds), so a
   team takes only the cores that the other runnable tasks leave idle.  The count of
   runnable tasks is the kernel's instantaneous one (/proc/loadavg's fourth field), read
   at most every NDS_LOAD_NS; the 1-, 5- and 15-minute averages (what libgomp's
   OMP_DYNAMIC takes) lag a load that starts or stops by minutes.  The runnable
   threads of this process are not the others' load: our team's threads spinning
   after a region, and OpenBLAS's worker spinning (yielding) for a tenth of a second
   after a product, which a team of one would wait out on every call. */
#define NDS_LOAD_NS 20000000LL
/* The rule, measured (issue 35, a 2-core VM with a load average of 8.8 from other
   work, 40 calls each, 1e5 entries a side): a team of OMP_NUM_THREADS=2 under this
   rule and a team of one take the same wall time, median and 90th percentile
   (T + U 589 / 590 us, [A; B] 408 / 430, cat (1, T, U) 731 / 630, A + B 1641 /
   1526), each equal to its CPU time: no barrier waits on a descheduled thread.
   What is left is the scheduler's: 1 call in 10 of Octave's own (S + S2, nnz (S >
   0.5)) and of ours takes 8-14 ms, a slice or more, under this load.
   OMP_WAIT_POLICY=passive changed nothing measurable (CPU time within 10%).
   Again (2026-11-29, bench_idioms at 1e5 with 2 busy processes and a load average of
   9-12 from other work, CPU us a call, team of 1 / fixed team of 2 / this rule):
   A + B 1635 / 16042 / 1594, A(:) 39 / 7971 / 45, T(:, js, :) 509 / 15911 / 527:
   the fixed team spins 8-16 ms at its barriers in every parallel call, the rule's
   calls cost the serial ones' (bench/README.md, "Threads on a busy machine"). */

/* runnable tasks now, this process's included; -1 when unknown */
static int runnable (void)
{
  FILE *f = fopen ("/proc/loadavg", "r");
  if (!f) return -1;
  double a, b, c;
  int r = -1, total;
  if (fscanf (f, "%lf %lf %lf %d/%d", &a, &b, &c, &r, &total) != 5) r = -1;
  fclose (f);
  return r;
}

/* the runnable threads of this process (state R in /proc/self/task/<tid>/stat),
   this one included; -1 when unknown */
static int own_runnable (void)
{
  DIR *d = opendir ("/proc/self/task");
  if (!d) return -1;
  int r = 0;
  struct dirent *e;
  while ((e = readdir (d)) != NULL)
    {
      if (e->d_name[0] == '.') continue;
      char path[64], buf[512];
      snprintf (path, sizeof (path), "/proc/self/task/%.20s/stat", e->d_name);
      const int fd = open (path, O_RDONLY);
      if (fd < 0) continue;                  /* a thread that has just ended */
      const ssize_t len = read (fd, buf, sizeof (buf) - 1);
      close (fd);
      if (len <= 0) continue;
      buf[len] = 0;
      /* "tid (name) S ...": the name may hold ") ", the state follows the last */
      char *p = NULL;
      for (char *q = buf; *q; q++)
        if (*q == ')') p = q;
      r += p && p[1] == ' ' && p[2] == 'R';
    }
  closedir (d);
  return r > 0 ? r : 1;
}

/* a fixed team size, 0 to follow the load (nds_threads_fix); OpenMP's maximum at
   the first reading (0 before it), the last team size, and when the load was read */
static int fixed = 0, cap = 0, last = 0;
static long long when = 0;

void nds_threads_fix (int nt)
{
  fixed = nt > 0 ? nt : 0;
  when = 0;                         /* read the load afresh when it is followed again */
#ifdef _OPENMP
  if (fixed)
    omp_set_num_threads (fixed);
  else if (last)
    omp_set_num_threads (last);
#endif
}

/* nanoseconds of the monotonic clock */
static long long now_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (long long) ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* the team size the environment variable NDS_THREADS fixes (a whole number from 1
   to 1024), 0 when it is unset or not one: for A/B timings of two builds
   (bench/ab_bench.sh), where a task passing by must not make a call serial in one
   build and not in the other */
static int env_threads (void)
{
  const char *s = getenv ("NDS_THREADS");
  if (!s || !*s) return 0;
  char *end;
  const long nt = strtol (s, &end, 10);
  return (*end == 0 && nt >= 1 && nt <= 1024) ? (int) nt : 0;
}

/* threads for a parallel region: OpenMP's maximum at the first call (OMP_NUM_THREADS),
   less the cores busy with other processes' tasks, at least one (or the size fixed
   by nds_threads_fix or, from the first call, by NDS_THREADS); OpenMP's own maximum
   is set to it, so that regions that do not ask here follow too */
int nds_threads (void)
{
#ifdef _OPENMP
  if (fixed) return fixed;
  if (cap == 0)
    {
      cap = omp_get_max_threads ();
      last = cap;
      const int nt = env_threads ();
      if (nt)
        {
          nds_threads_fix (nt);
          return fixed;
        }
    }
  if (cap == 1) return 1;
  long long t = now_ns ();
  if (when != 0 && t - when < NDS_LOAD_NS) return last;
  when = t;
  int r = runnable ();
  if (r < 0) return last;
  /* the tasks beyond our own runnable threads are the others' (this thread one of
     ours: the threads are read only when the rest could be others') */
  const int cores = omp_get_num_procs ();
  const int own = cores - (r - 1) >= cap ? 1 : own_runnable ();
  if (own < 0) return last;
  int others = r - own > 0 ? r - own : 0;
  int nt = cores - others;
  nt = nt < 1 ? 1 : nt > cap ? cap : nt;
  if (nt != last) omp_set_num_threads (nt);
  last = nt;
  return nt;
#else
  return 1;
#endif
}
