/* What last_ptr (src/tensor/nds_tensor_index.cc) weighs: the time of
   nds_last_ptr_fill testing 100 sorted columns whose pointers are all known (what a
   list asked again costs each call until the table is whole) against one
   nds_last_ptr pass (the whole table), on a 2-d storage of n entries (1e4, 1e5, 1e6)
   in 1e4 columns; CPU time of one thread, median of 15.
   Build (after make -C src):
     gcc -O3 -Isrc/engine -Isrc/engine/core -Isrc/engine/index -o last_ptr_cost \
       bench/last_ptr_cost.c src/libndsengine.a -fopenmp -lm
   Run:   ./last_ptr_cost */
#include <stdio.h>
#include <stdlib.h>
#include "floor_clock.h"
#include "nds_index.h"

enum { C = 10000, L = 100 };

int main (void)
{
    for (int64_t n = 10000 ; n <= 1000000 ; n *= 10)
    {
        int64_t *s = malloc (2 * n * sizeof (int64_t)), *ptr = malloc ((C + 1) * sizeof (int64_t)) ;
        double *x = malloc (n * sizeof (double)) ;
        int64_t cols [L], found ;
        if (!s || !ptr || !x)
        {
            fprintf (stderr, "last_ptr_cost: out of memory\n") ;
            return 1 ;
        }
        for (int64_t i = 0 ; i < n ; i++)
        {
            s [i] = 1 + i % 100000 ;
            s [n + i] = 1 + (i * C) / n ;
            x [i] = 1 ;
        }
        for (int q = 0 ; q < L ; q++) cols [q] = 1 + ((int64_t) q * C) / L + q % 7 ;
        const nds_store S = { n, 2, s, x, NDS_DOUBLE, NULL } ;
        if (nds_last_ptr (&S, C, ptr) != NDS_OK) return 1 ;
        double tf [15], tp [15] ;
        for (int k = 0 ; k < 15 ; k++)
        {
            double t0 = floor_cpu () ;
            for (int r = 0 ; r < 100000 ; r++)
            {
                if (nds_last_ptr_fill (&S, C, cols, L, ptr, &found) != NDS_OK) return 1 ;
                sink += found + ptr [r % C] ;
            }
            tf [k] = (floor_cpu () - t0) / 100000 ;
            t0 = floor_cpu () ;
            for (int r = 0 ; r < 20 ; r++)
            {
                if (nds_last_ptr (&S, C, ptr) != NDS_OK) return 1 ;
                sink += ptr [r] ;
            }
            tp [k] = (floor_cpu () - t0) / 20 ;
        }
        qsort (tf, 15, sizeof (double), floor_cmp_double) ;
        qsort (tp, 15, sizeof (double), floor_cmp_double) ;
        printf ("n %7lld: the test of %d known columns %.3f us, the pass %.1f us (%.0f tests);"
                " nds_last_ptr_rows %lld\n", (long long) n, L, 1e6 * tf [7], 1e6 * tp [7],
                tp [7] / tf [7], (long long) nds_last_ptr_rows (n, C)) ;
        free (s) ;
        free (ptr) ;
        free (x) ;
    }
    return 0 ;
}
