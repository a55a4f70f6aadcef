/* The byte floor of a subset of 100 columns (bench_idioms' A(:, cols) against
   S(:, cols), T(:, :, ks) against S(:, ks)): the copies each storage must make,
   timed alone in one thread (CPU time, median of 15), on a 1e5 x 1e4 matrix with
   n uniform entries (1e4, 1e5, 1e6), 100 sorted random columns.
     csc:  Octave 7's Sparse<T>::index (colon, list): the result's row indices,
           values and 101 column pointers value-initialized (zeroed, as its
           SparseRep constructor does), then each column's row indices and values
           copied from the two pointers that bound it
     coo2, coo3: nds_slices_copy (the engine's, linked in) on sorted COO storage
           of 2 and 3 dims (the matrix as 1000 x 100 x 1e4): each slice bounded by
           two entries of the last dim's pointers (last_ptr, kept beside the
           storage), its first m - 1 subscripts and its values copied into an
           uninitialized result and its last subscript written (the slice's
           position in the list)
   Each result is freed after the next one is made, as `R = A(:, cols)' in a loop
   keeps the last result alive.  glibc keeps freed blocks (mallopt below), so no
   page faults.
   Build (after make -C src):
     gcc -O3 -Isrc/engine -Isrc/engine/core -Isrc/engine/index -o slice_floor \
       bench/slice_floor.c src/libndsengine.a -fopenmp -lm
   Run:   ./slice_floor */
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "floor_clock.h"
#include "nds_index.h"

enum { M = 100000, C = 10000, L = 100 };

/* S(:, cols) as Sparse<T>::index makes it: a zeroed result, then the copies */
static int csc (const int64_t *cp, const int64_t *ri, const double *x, const int64_t *cols)
{
    int64_t nz = 0 ;
    for (int q = 0 ; q < L ; q++) nz += cp [cols [q] + 1] - cp [cols [q]] ;
    int64_t *r = malloc ((nz ? nz : 1) * 8), *p = malloc ((L + 1) * 8) ;
    double *d = malloc ((nz ? nz : 1) * 8) ;
    if (!r || !p || !d) return 1 ;
    memset (r, 0, nz * 8) ;
    memset (d, 0, nz * 8) ;
    memset (p, 0, (L + 1) * 8) ;
    int64_t o = 0 ;
    for (int q = 0 ; q < L ; q++)
    {
        const int64_t a = cp [cols [q]], len = cp [cols [q] + 1] - a ;
        memcpy (r + o, ri + a, len * 8) ;
        memcpy (d + o, x + a, len * 8) ;
        o += len ;
        p [q + 1] = o ;
    }
    sink = p [L / 2] + (nz ? r [nz / 3] + (int64_t) d [nz / 2] : 0) ;
    free (p) ;
    floor_keep (r, d) ;
    return 0 ;
}

/* the same columns of COO storage of m dims (s: n rows, column-major; ptr the last
   dim's pointers) copied by nds_slices_copy itself, the blocks' bounds read from ptr
   as nds_slices_find reads them */
static int coo (const int64_t *s, const double *x, int64_t n, int m, const int64_t *ptr,
                const int64_t *cols)
{
    int64_t nz = 0, a [L], b [L] ;
    for (int q = 0 ; q < L ; q++)
    {
        a [q] = ptr [cols [q]] ;
        b [q] = ptr [cols [q] + 1] ;
        nz += b [q] - a [q] ;
    }
    int64_t *os = malloc ((nz ? nz : 1) * m * 8) ;
    double *ox = malloc ((nz ? nz : 1) * 8) ;
    const nds_store S = { n, m, s, x, NDS_DOUBLE, NULL } ;
    if (!os || !ox || nds_slices_copy (&S, a, b, L, nz, os, ox) != NDS_OK) return 1 ;
    sink = nz ? os [nz / 3] + (int64_t) ox [nz / 2] : 0 ;
    floor_keep (os, ox) ;
    return 0 ;
}

static int cmp_i64 (const void *a, const void *b)
{
    int64_t x = *(const int64_t *) a, y = *(const int64_t *) b ;
    return (x > y) - (x < y) ;
}

int main (void)
{
    mallopt (M_MMAP_THRESHOLD, 1 << 30) ;
    mallopt (M_TRIM_THRESHOLD, 1 << 30) ;
    srand (2026) ;
    const int64_t sizes [3] = {10000, 100000, 1000000} ;
    int64_t cols [L], cp [C + 1] ;
    for (int z = 0 ; z < 3 ; z++)
    {
        const int64_t n = sizes [z] ;
        /* n entries in column-major order: column j holds n / C of them at rows
           spread over 1..M; the COO storages hold (row, col) and (i, j, col) */
        int64_t *s2 = malloc (2 * n * 8), *s3 = malloc (3 * n * 8), *ri = malloc (n * 8) ;
        double *x = malloc (n * 8) ;
        if (!s2 || !s3 || !ri || !x)
        {
            fprintf (stderr, "slice_floor: out of memory\n") ;
            return 1 ;
        }
        const int64_t per = n / C ;
        for (int64_t e = 0 ; e < n ; e++)
        {
            const int64_t j = e / per, row = (e % per) * (M / per) + rand () % (M / per) ;
            ri [e] = row ;
            x [e] = 1.0 + e ;
            s2 [e] = row + 1 ; s2 [n + e] = j + 1 ;
            s3 [e] = row % 1000 + 1 ; s3 [n + e] = row / 1000 + 1 ; s3 [2 * n + e] = j + 1 ;
        }
        for (int64_t j = 0 ; j <= C ; j++) cp [j] = j * per ;
        for (int q = 0 ; q < L ; q++) cols [q] = rand () % C ;
        qsort (cols, L, sizeof (int64_t), cmp_i64) ;
        double t [3][15] ;
        const int reps = (int) (4e7 / (n + 1e5)) ;
        for (int k = 0 ; k < 15 ; k++)
            for (int v = 0 ; v < 3 ; v++)
            {
                double t0 = floor_cpu () ;
                for (int q = 0 ; q < reps ; q++)
                    if (v == 0 ? csc (cp, ri, x, cols)
                               : coo (v == 1 ? s2 : s3, x, n, v + 1, cp, cols))
                    {
                        fprintf (stderr, "slice_floor: out of memory\n") ;
                        return 1 ;
                    }
                t [v][k] = (floor_cpu () - t0) / reps ;
            }
        for (int v = 0 ; v < 3 ; v++) qsort (t [v], 15, sizeof (double), floor_cmp_double) ;
        printf ("n %7lld: csc %7.2f us, coo2 %7.2f us (%.2fx), coo3 %7.2f us (%.2fx)\n",
                (long long) n, 1e6 * t [0][7], 1e6 * t [1][7], t [1][7] / t [0][7],
                1e6 * t [2][7], t [2][7] / t [0][7]) ;
        free (s2) ; free (s3) ; free (ri) ; free (x) ;
    }
    floor_keep (NULL, NULL) ;
    return 0 ;
}
