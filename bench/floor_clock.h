/* floor_clock.h: what the byte-floor timings (cat_floor.c, slice_floor.c) share: a
   thread's CPU clock, a comparison for qsort of times, and the last result kept
   alive until the next one is made */
#ifndef FLOOR_CLOCK_H
#define FLOOR_CLOCK_H
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

/* CPU seconds of this thread */
static double floor_cpu (void)
{
    struct timespec t ;
    clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t) ;
    return t.tv_sec + 1e-9 * t.tv_nsec ;
}

static int floor_cmp_double (const void *a, const void *b)
{
    double x = *(const double *) a, y = *(const double *) b ;
    return (x > y) - (x < y) ;
}

static volatile int64_t sink ;       /* keeps the results live */
static void *floor_kept [2] ;        /* the last result's blocks, freed after the next */

/* keep blocks a and b as the last result, freeing the one before: the next result
   goes to a block whose lines are not in the cache */
static void floor_keep (void *a, void *b)
{
    free (floor_kept [0]) ;
    free (floor_kept [1]) ;
    floor_kept [0] = a ;
    floor_kept [1] = b ;
}
#endif
