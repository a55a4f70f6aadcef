// nds_serial.cc: a parallel region of one thread runs as a plain call of its body.
// __ndsparse__.oct is linked with --wrap=GOMP_parallel (Makefile: LIBS), so every
// parallel region of the engine and the container starts here.  GCC passes 1 thread
// for num_threads(1) (nds_team's answer below NDS_SERIAL_BELOW, or a loaded machine)
// and for a false if clause; libgomp would still make a team of one and end it with a
// futex call (0.3 us quiet, 3 us on a loaded VM, five of them in T < U of 4 entries).
// Outside any region the body runs on this thread as libgomp's team of one runs it:
// thread 0 of 1, its worksharing loops over the whole range, its barriers and single
// constructs those of no team (orphaned constructs, as OpenMP defines them).
#include <omp.h>

extern "C"
{
  void __real_GOMP_parallel (void (*fn) (void *), void *data, unsigned nthreads,
                             unsigned flags);

  // the region fn (data) of nthreads threads (0: OpenMP's default)
  void
  __wrap_GOMP_parallel (void (*fn) (void *), void *data, unsigned nthreads, unsigned flags)
  {
    if (nthreads == 1 && omp_get_level () == 0)
      fn (data);
    else
      __real_GOMP_parallel (fn, data, nthreads, flags);
  }
}
