// nds_serial.cc: a parallel region of one thread runs as a plain call of its body.
// __ndsparse__.oct is linked with --wrap=GOMP_parallel (Makefile: LIBS), so every
// parallel region of the engine and the container starts here.  GCC passes 1 thread
// for num_threads(1) (nds_team's answer below NDS_SERIAL_BELOW, or a loaded machine)
// and for a false if clause; libgomp would still make a team of one and end it with a
// futex call (0.3 us quiet, 3 us on a loaded VM, five of them in T < U of 4 entries).
// Outside any region the body runs on this thread as libgomp's team of one runs it:
// thread 0 of 1, its worksharing loops over the whole range, its barriers and single
// constructs those of no team (orphaned constructs, as OpenMP defines them).
// Only the outermost such region: a region inside it run the same way would share
// the thread's one worksharing state with it, so a loop in the inner region ended
// the outer one's loop (a NULL work share in libgomp: sum (T, [1 3]) of 1.5e5 rows
// crashed in nds_group_blocked, whose dynamic loop calls the radix sort's).  libgomp
// gives an inner region a team, and a state, of its own.
// A region that names no team (num_threads absent: an if clause that held, or none)
// takes nds_threads (), the team the load leaves room for, read at this call; it
// would take OpenMP's default, set by nds_threads only when some region last asked
// it, and stale until one asks again: under load that came later, A' * z of 5e4
// entries (nds_coo_mv, whose region asks nobody) ran on two threads, 25 ms a call
// for 0.16 ms of work, where a call that asks is serial.  The same for the combined
// dynamic loop (GOMP_parallel_loop_nonmonotonic_dynamic, also wrapped), whose body
// needs libgomp's work share and so always gets a team, of one at least.
#include <omp.h>
#include "engine/core/nds.h"

extern "C"
{
  void __real_GOMP_parallel (void (*fn) (void *), void *data, unsigned nthreads,
                             unsigned flags);
  void __real_GOMP_parallel_loop_nonmonotonic_dynamic (void (*fn) (void *), void *data,
                                                       unsigned nthreads, long start,
                                                       long end, long incr, long chunk,
                                                       unsigned flags);
}

// regions running as plain calls on this thread (0 or 1)
static thread_local int plain_depth = 0;

namespace
{
  // counts a plain-call region while it runs, also when its body throws
  struct plain_region
  {
    plain_region () { plain_depth++; }
    ~plain_region () { plain_depth--; }
  };

  // the team of a region asking for nthreads (0: the default) at this call
  unsigned
  team (unsigned nthreads)
  {
    return nthreads == 0 && omp_get_level () == 0 ? nds_threads () : nthreads;
  }
}

extern "C"
{
  // the region fn (data) of nthreads threads (0: OpenMP's default)
  void
  __wrap_GOMP_parallel (void (*fn) (void *), void *data, unsigned nthreads, unsigned flags)
  {
    nthreads = team (nthreads);
    if (nthreads == 1 && plain_depth == 0 && omp_get_level () == 0)
      {
        plain_region in;
        fn (data);
      }
    else
      __real_GOMP_parallel (fn, data, nthreads, flags);
  }

  // the dynamic loop start..end by incr in chunks of fn (data) on nthreads threads
  void
  __wrap_GOMP_parallel_loop_nonmonotonic_dynamic (void (*fn) (void *), void *data,
                                                  unsigned nthreads, long start, long end,
                                                  long incr, long chunk, unsigned flags)
  {
    __real_GOMP_parallel_loop_nonmonotonic_dynamic (fn, data, team (nthreads), start, end,
                                                    incr, chunk, flags);
  }
}
