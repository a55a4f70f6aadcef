/* The byte floor of a two-operand concatenation: the copies each storage must make,
   timed alone in one thread (CPU time, median of 15), at n entries an operand.
     csc:  Octave 7's Sparse<T>::cat: the result's row indices, values and 2 c + 1
           column pointers value-initialized (zeroed, as its SparseRep constructor
           does), then each operand's row indices and values copied and the pointers
           written: 16 bytes read and 32 written an entry
     coo2, coo3: every column of m = 2, 3 int64 subscripts (the last one shifted)
           and the double values copied into an uninitialized result: 8 (m + 1)
           read and as many written an entry; as nds_cat does, by memcpy where
           nothing is shifted (glibc's large copy, as csc's), by a loop otherwise
   Both sides are appends: each operand's block copied whole, as cat along the last
   dim ([A, B], cat (3, T, U)) must.  The rows along another dim (cat (1, T, U),
   cat (2, T, U) and [A; B], against [S; S2]) interleave the operands on both
   sides: Octave 7's [S; S2] copies each column's rows of S, then of S2 (shifted),
   by a loop an entry, its column pointers saying where each run ends; COO has no
   pointers and finds each key's runs by comparing keys (nds_cat).  For those rows
   the bytes above still hold, but neither interleave is timed here.
   Each result is freed after the next one is made, as `R = cat (...)' in a loop
   (or ans) keeps the last result alive: the new one goes to a block whose lines
   are not in the cache.  glibc keeps freed blocks (nds_mem_recycle's setting), so
   no page faults.
   On an AMD EPYC (Zen 3, AVX2, no AVX-512, L2 512 KB a core, L3 32 MB, 2 cores;
   2026-12-01, 3 runs, load average 8-9 from other work), coo2 / coo3 over csc at
   1e4 / 1e5 / 1e6: 0.60-0.70 / 1.52-1.60 / 0.91-0.96 and 0.78-0.93 / 2.41-2.78 /
   1.14-1.26 (the Intel VM of 2 MB L2, 2026-11-30: 0.52-0.57 / 0.98-1.01 /
   0.91-0.93 and 0.79-0.85 / 1.31-1.37 / 1.19-1.25).  At 1e5 csc's result (3.2 MB,
   zeroed first, so its lines are cached when the copy writes them) and the last
   one fit in the cache that other work leaves, COO's (6.4 MB each for 3-d) do
   not: a loop for the unshifted columns, a memset first, or streaming stores
   (AVX2) changed no ratio beyond the noise.
   Build: gcc -O3 -o cat_floor cat_floor.c
   Run:   ./cat_floor [columns]   (default 1e4, bench_idioms' matrices) */
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "floor_clock.h"

/* [S, S2] as Sparse<T>::cat makes it: a zeroed result, then the copies; src[j][0]
   row indices, src[j][1] values of operand j */
static int csc (int64_t *const src [2][4], int64_t n, int64_t c)
{
    const int64_t N = 2 * n ;
    int64_t *r = malloc (N * 8), *p = malloc ((2 * c + 1) * 8) ;
    double *d = malloc (N * 8) ;
    if (!r || !p || !d) return 1 ;
    memset (r, 0, N * 8) ;
    memset (d, 0, N * 8) ;
    memset (p, 0, (2 * c + 1) * 8) ;
    for (int j = 0 ; j < 2 ; j++)
    {
        memcpy (r + j * n, src [j][0], n * 8) ;
        memcpy (d + j * n, src [j][1], n * 8) ;
    }
    for (int64_t k = 0 ; k <= 2 * c ; k++) p [k] = k * (N / (2 * c)) ;
    sink = r [N / 3] + p [c] + (int64_t) d [N / 2] ;
    free (p) ;
    floor_keep (r, d) ;
    return 0 ;
}

/* cat along the last of m dims of two COO operands: src[j][0..m-1] subscripts,
   src[j][m] values */
static int coo (int64_t *const src [2][4], int64_t n, int m)
{
    const int64_t N = 2 * n ;
    int64_t *s = malloc (N * m * 8) ;
    double *x = malloc (N * 8) ;
    if (!s || !x) return 1 ;
    for (int j = 0 ; j < 2 ; j++)
    {
        for (int d = 0 ; d < m ; d++)
        {
            const int64_t *in = src [j][d], sh = (d == m - 1) ? 1000 * j : 0 ;
            int64_t *out = s + d * N + j * n ;
            if (sh == 0) memcpy (out, in, n * 8) ;
            else for (int64_t t = 0 ; t < n ; t++) out [t] = in [t] + sh ;
        }
        memcpy (x + j * n, src [j][m], n * 8) ;
    }
    sink = s [N / 3] + (int64_t) x [N / 2] ;
    floor_keep (s, x) ;
    return 0 ;
}

int main (int argc, char **argv)
{
    const int64_t c = (argc > 1) ? atoll (argv [1]) : 10000 ;
    if (c < 1) { fprintf (stderr, "cat_floor: columns must be positive\n") ; return 1 ; }
    mallopt (M_MMAP_THRESHOLD, 1 << 30) ;
    mallopt (M_TRIM_THRESHOLD, 1 << 30) ;
    const int64_t sizes [3] = {10000, 100000, 1000000} ;
    for (int z = 0 ; z < 3 ; z++)
    {
        const int64_t n = sizes [z] ;
        int64_t *src [2][4] ;
        for (int j = 0 ; j < 2 ; j++)
            for (int d = 0 ; d < 4 ; d++)
            {
                src [j][d] = malloc (n * 8) ;
                if (!src [j][d]) { fprintf (stderr, "cat_floor: out of memory\n") ; return 1 ; }
                for (int64_t t = 0 ; t < n ; t++) src [j][d][t] = 3 * t + d ;
            }
        double t [3][15] ;
        const int reps = (int) (4e6 / n) ;
        for (int k = 0 ; k < 15 ; k++)
            for (int v = 0 ; v < 3 ; v++)
            {
                double t0 = floor_cpu () ;
                for (int q = 0 ; q < reps ; q++)
                    if (v == 0 ? csc (src, n, c) : coo (src, n, v + 1))
                    {
                        fprintf (stderr, "cat_floor: out of memory\n") ;
                        return 1 ;
                    }
                t [v][k] = (floor_cpu () - t0) / reps ;
            }
        for (int v = 0 ; v < 3 ; v++) qsort (t [v], 15, sizeof (double), floor_cmp_double) ;
        printf ("n %7lld an operand: csc %8.1f us, coo2 %8.1f us (%.2fx), coo3 %8.1f us (%.2fx)\n",
                (long long) n, 1e6 * t [0][7], 1e6 * t [1][7], t [1][7] / t [0][7],
                1e6 * t [2][7], t [2][7] / t [0][7]) ;
        for (int j = 0 ; j < 2 ; j++)
            for (int d = 0 ; d < 4 ; d++) free (src [j][d]) ;
    }
    floor_keep (NULL, NULL) ;
    return 0 ;
}
