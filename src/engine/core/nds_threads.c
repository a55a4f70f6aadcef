/* nds_threads.c: the OpenMP team size the machine's other runnable work leaves room for */
#include <stdio.h>
#include <time.h>
#include "nds.h"

/* Under load a team of every core waits at each barrier for a thread the kernel has
   descheduled (a scheduler slice, milliseconds, where the work took microseconds), so a
   team takes only the cores that the other runnable tasks leave idle.  The count of
   runnable tasks is the kernel's instantaneous one (/proc/loadavg's fourth field), read
   at most every NDS_LOAD_NS; the 1-, 5- and 15-minute averages (what libgomp's
   OMP_DYNAMIC takes) lag a load that starts or stops by minutes. */
#define NDS_LOAD_NS 20000000LL

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

/* nanoseconds of the monotonic clock */
static long long now_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (long long) ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* threads for a parallel region: OpenMP's maximum at the first call (OMP_NUM_THREADS),
   less the cores busy with other tasks, at least one; OpenMP's own maximum is set to it,
   so that regions that do not ask here follow too */
int nds_threads (void)
{
#ifdef _OPENMP
  static int cap = 0, last = 0;
  static long long when = 0;
  if (cap == 0)
    {
      cap = omp_get_max_threads ();
      last = cap;
    }
  if (cap == 1) return 1;
  long long t = now_ns ();
  if (when != 0 && t - when < NDS_LOAD_NS) return last;
  when = t;
  int r = runnable ();
  if (r < 0) return last;
  /* our own team's threads may still be spinning after the last region: the tasks
     beyond them are the others' */
  int others = r - last > 0 ? r - last : 0;
  int cores = omp_get_num_procs ();
  int nt = cores - others;
  nt = nt < 1 ? 1 : nt > cap ? cap : nt;
  if (nt != last) omp_set_num_threads (nt);
  last = nt;
  return nt;
#else
  return 1;
#endif
}
