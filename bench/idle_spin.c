/* idle_spin.c: what libgomp's idle spin costs a process and the others on its machine.
     gcc -O2 -fopenmp -o idle_spin bench/idle_spin.c
     [OMP_WAIT_POLICY=passive | GOMP_SPINCOUNT=n] ./idle_spin work_us gap_us nreg iters [pid...]
   Each iteration is a parallel call P (nreg regions of two threads back to back, each
   thread doing work_us of CPU work), then a serial call Q (50 us of CPU work on the
   calling thread, right after P's last region), then a pause of gap_us (the
   interpreter, other work), during which P's idle thread spins or sleeps.  Prints the
   medians of P's and Q's wall time, the process's CPU time an iteration (the idle
   spin included) and the CPU the processes pid... (e.g. busy `yes` processes) got, in
   cores, over the run.  Measurements: bench/README.md, "Threads on a busy machine". */
#define _POSIX_C_SOURCE 200809L
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* seconds of clock c */
static double now (clockid_t c)
{
  struct timespec t;
  clock_gettime (c, &t);
  return (double) t.tv_sec + 1e-9 * (double) t.tv_nsec;
}

static volatile double sink;

/* us microseconds of this thread's CPU time, busy */
static void work (double us)
{
  const double t0 = now (CLOCK_THREAD_CPUTIME_ID);
  double y = 0;
  while ((now (CLOCK_THREAD_CPUTIME_ID) - t0) * 1e6 < us) y += 1;
  sink = y;
}

static int cmp (const void *a, const void *b)
{
  const double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

/* the median of v[0..n-1] (sorts v) */
static double median (double *v, int n)
{
  qsort (v, (size_t) n, sizeof *v, cmp);
  return v[n / 2];
}

/* CPU seconds process pid has had (user and system), 0 when unknown */
static double proc_cpu (const char *pid)
{
  char path[64], buf[1024];
  snprintf (path, sizeof (path), "/proc/%.20s/stat", pid);
  FILE *f = fopen (path, "r");
  if (!f) return 0;
  const size_t len = fread (buf, 1, sizeof (buf) - 1, f);
  fclose (f);
  buf[len] = 0;
  const char *q = strrchr (buf, ')');
  unsigned long ut, st;
  if (!q || sscanf (q + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &ut,
                    &st) != 2)
    return 0;
  return (double) (ut + st) / 100.0;
}

/* the CPU seconds of the processes listed in pid[0..n-1] */
static double others_cpu (char **pid, int n)
{
  double c = 0;
  for (int k = 0; k < n; k++) c += proc_cpu (pid[k]);
  return c;
}

int main (int argc, char **argv)
{
  if (argc < 5)
    {
      fprintf (stderr, "usage: %s work_us gap_us nreg iters [pid...]\n", argv[0]);
      return 2;
    }
  const double work_us = atof (argv[1]), gap_us = atof (argv[2]);
  const int nreg = atoi (argv[3]), iters = atoi (argv[4]), nother = argc - 5;
  double *pw = malloc (sizeof (double) * (size_t) iters);
  double *qw = malloc (sizeof (double) * (size_t) iters);
  if (iters < 1 || !pw || !qw) return 2;
  const double o0 = others_cpu (argv + 5, nother);
  const double w0 = now (CLOCK_MONOTONIC), c0 = now (CLOCK_PROCESS_CPUTIME_ID);
  for (int i = 0; i < iters; i++)
    {
      const double t0 = now (CLOCK_MONOTONIC);
      for (int r = 0; r < nreg; r++)
        {
          #pragma omp parallel num_threads(2)
          work (work_us);
        }
      const double t1 = now (CLOCK_MONOTONIC);
      work (50);
      pw[i] = 1e6 * (t1 - t0);
      qw[i] = 1e6 * (now (CLOCK_MONOTONIC) - t1);
      const struct timespec gap = { (time_t) (gap_us / 1e6),
                                    (long) (1e3 * gap_us) % 1000000000L };
      nanosleep (&gap, NULL);
    }
  const double wall = now (CLOCK_MONOTONIC) - w0, cpu = now (CLOCK_PROCESS_CPUTIME_ID) - c0;
  const double others = others_cpu (argv + 5, nother) - o0;
  printf ("P wall %8.0f us  Q wall %6.0f us  process CPU %8.0f us an iteration  "
          "others %4.2f cores  (%.1f s)\n", median (pw, iters), median (qw, iters),
          1e6 * cpu / iters, others / wall, wall);
  free (pw);
  free (qw);
  return 0;
}
