/* rusage_tick.c: what getrusage's process CPU time reads over a short window while
   another thread of the process runs throughout (a team's thread spinning after its
   region, libgomp's idle spin): Linux adds a running thread's time at its ticks (4 ms
   at HZ 250) or when it stops, so the median window reads the calling thread alone
   and a window of a tick's length or more a tick at random (bench/README.md, "Single
   and complex values against double").
     gcc -O2 -pthread -o rusage_tick bench/rusage_tick.c && ./rusage_tick 0.001
   prints the median, 10th and 90th percentile and mean of 201 windows of the wall
   seconds given (default 1 ms), each a busy loop of the calling thread. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>

#define WINDOWS 201

static volatile int stop = 0;

/* the other thread: runs until stop, as a spinning worker does */
static void *spin (void *arg)
{
  (void) arg;
  while (!stop) __builtin_ia32_pause ();
  return NULL;
}

/* the process's CPU seconds (every thread), as Octave's cputime reads them */
static double cpu_s (void)
{
  struct rusage r;
  getrusage (RUSAGE_SELF, &r);
  return r.ru_utime.tv_sec + r.ru_stime.tv_sec
         + 1e-6 * (double) (r.ru_utime.tv_usec + r.ru_stime.tv_usec);
}

/* monotonic wall seconds */
static double wall_s (void)
{
  struct timespec t;
  clock_gettime (CLOCK_MONOTONIC, &t);
  return (double) t.tv_sec + 1e-9 * (double) t.tv_nsec;
}

static int by_value (const void *a, const void *b)
{
  const double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

int main (int argc, char **argv)
{
  const double w = argc > 1 ? atof (argv[1]) : 1e-3;
  pthread_t th;
  if (pthread_create (&th, NULL, spin, NULL) != 0) return 1;
  double c[WINDOWS], sum = 0;
  for (int i = 0; i < WINDOWS; i++)
    {
      const double c0 = cpu_s (), t0 = wall_s ();
      while (wall_s () - t0 < w) ;
      c[i] = cpu_s () - c0;
      sum += c[i];
    }
  stop = 1;
  pthread_join (th, NULL);
  qsort (c, WINDOWS, sizeof *c, by_value);
  printf ("window %.2f ms wall, process CPU ms: median %.2f, 10%% %.2f, 90%% %.2f, mean %.2f\n",
          1e3 * w, 1e3 * c[WINDOWS / 2], 1e3 * c[WINDOWS / 10], 1e3 * c[9 * WINDOWS / 10],
          1e3 * sum / WINDOWS);
  return 0;
}
