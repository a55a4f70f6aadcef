/* Memory read bandwidth of this machine: a stream-like OpenMP sum over ~1 GB. */
/* Build: gcc -O3 -fopenmp -march=native -o bandwidth bandwidth.c
   Run:   ./bandwidth [megabytes]   prints one number, bytes per second (best of 5). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

/* s = sum (x[0..n-1]), read once, every thread streaming its own block */
static double stream_sum (const double *x, int64_t n)
{
    double s = 0 ;
    #pragma omp parallel for reduction(+:s) schedule(static)
    for (int64_t i = 0 ; i < n ; i++) s += x [i] ;
    return s ;
}

int main (int argc, char **argv)
{
    int64_t mb = (argc > 1) ? atoll (argv [1]) : 1024 ;
    if (mb < 1) { fprintf (stderr, "bandwidth: megabytes must be positive\n") ; return 1 ; }
    int64_t n = mb * (1 << 20) / (int64_t) sizeof (double) ;
    double *x = malloc ((size_t) n * sizeof (double)) ;
    if (!x) { fprintf (stderr, "bandwidth: cannot allocate %lld MB\n", (long long) mb) ; return 1 ; }
    #pragma omp parallel for schedule(static)
    for (int64_t i = 0 ; i < n ; i++) x [i] = (double) (i & 1023) ;
    double best = 0, check = 0 ;
    for (int rep = 0 ; rep < 5 ; rep++)
    {
        double t0 = omp_get_wtime () ;
        check += stream_sum (x, n) ;
        double t = omp_get_wtime () - t0 ;
        double bw = (double) n * sizeof (double) / t ;
        if (bw > best) best = bw ;
    }
    free (x) ;
    printf ("%.6e\n", best) ;
    return check < 0 ;  /* keeps the sums live; they are never negative */
}
