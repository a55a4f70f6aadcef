/* Memory bandwidth of this machine: an OpenMP pass reading ~1 GB, and one writing
   a quarter of that into memory just allocated, as a fresh result array is. */
/* Build: gcc -O3 -fopenmp -march=native -o bandwidth bandwidth.c
   Run:   ./bandwidth [megabytes]   prints two numbers, bytes per second (best of 5):
          reading, and writing fresh memory (its page faults included).  A fraction
          of a megabyte (0.25) reads a block that stays in the cache, as the
          operands of a small call do (bench/idiom_ceiling.m). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

/* u = the xor of x [0..n-1], read once, every thread streaming its own block.  An
   integer xor vectorizes and carries no latency chain, so the loop runs at the pace
   of memory; a sum of doubles is one chain of dependent adds, which on this VM ran
   at 14 GB/s per core whatever the memory could give. */
static uint64_t stream_xor (const uint64_t *x, int64_t n)
{
    uint64_t u = 0 ;
    #pragma omp parallel for reduction(^:u) schedule(static)
    for (int64_t i = 0 ; i < n ; i++) u ^= x [i] ;
    return u ;
}

volatile uint64_t sink ;   /* keeps the passes live */

int main (int argc, char **argv)
{
    double mb = (argc > 1) ? strtod (argv [1], NULL) : 1024 ;
    if (!(mb >= 0.01 && mb <= 1e6))
    {
        fprintf (stderr, "bandwidth: megabytes must lie in [0.01, 1e6]\n") ;
        return 1 ;
    }
    int64_t n = (int64_t) (mb * (1 << 20)) / (int64_t) sizeof (uint64_t) ;
    uint64_t *x = malloc ((size_t) n * sizeof (uint64_t)) ;
    if (!x) { fprintf (stderr, "bandwidth: cannot allocate %g MB\n", mb) ; return 1 ; }
    #pragma omp parallel for schedule(static)
    for (int64_t i = 0 ; i < n ; i++) x [i] = (uint64_t) i * 0x9E3779B97F4A7C15u ;
    double best = 0 ;
    for (int rep = 0 ; rep < 5 ; rep++)
    {
        double t0 = omp_get_wtime () ;
        sink = stream_xor (x, n) ;
        double t = omp_get_wtime () - t0 ;
        double bw = (double) n * sizeof (uint64_t) / t ;
        if (bw > best) best = bw ;
    }
    free (x) ;
    /* fresh memory: allocated, written once, freed, as an operation's result is */
    int64_t nw = n / 4 ;
    double fresh = 0 ;
    for (int rep = 0 ; rep < 5 ; rep++)
    {
        double t0 = omp_get_wtime () ;
        uint64_t *y = malloc ((size_t) nw * sizeof (uint64_t)) ;
        if (!y) { fprintf (stderr, "bandwidth: cannot allocate\n") ; return 1 ; }
        #pragma omp parallel for schedule(static)
        for (int64_t i = 0 ; i < nw ; i++) y [i] = (uint64_t) i ;
        double t = omp_get_wtime () - t0 ;
        sink = y [nw / 2] ;
        free (y) ;
        double bw = (double) nw * sizeof (uint64_t) / t ;
        if (bw > fresh) fresh = bw ;
    }
    printf ("%.6e %.6e\n", best, fresh) ;
    return 0 ;
}
