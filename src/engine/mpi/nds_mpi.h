/* nds_mpi.h: the MPI wing: a thin layer over Open MPI (init on first use, finalize or
   abort at exit, collectives on blocks of 8-byte elements) and the medium-grained
   decomposition of a tensor over a grid of ranks (SPLATT's grid, nnz-balanced ranges) */
#ifndef NDS_MPI_H
#define NDS_MPI_H

#include "../core/nds.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Status codes of this wing, beside nds_status */
enum { NDS_EMPI = 48,     /* an MPI call failed; nds_mpi_errmsg () says which and why */
       NDS_EMPICOMM = 49  /* no such communicator handle */ };

/* the element types and reductions of the collectives */
typedef enum { NDS_MPI_DOUBLE = 0, NDS_MPI_INT64 = 1 } nds_mpi_type;
typedef enum { NDS_MPI_SUM = 0, NDS_MPI_MAX, NDS_MPI_MIN, NDS_MPI_PROD } nds_mpi_op;

/* ---- communication (nds_mpi_comm.c; needs mpi.h, built only when mpicc is present) --
   A communicator is a small handle: 0 is MPI_COMM_WORLD, others come from nds_mpi_split.
   Every call initializes MPI on first use (MPI_THREAD_FUNNELED, errors returned, not
   fatal) and registers the exit hook: MPI_Finalize on a zero exit status, MPI_Abort
   (which makes mpirun end every rank) on any other. */

/* the message of the last NDS_EMPI or NDS_EMPICOMM */
const char *nds_mpi_errmsg (void);

/* initialize MPI if it is not yet */
int nds_mpi_init (void);

/* this process's rank and the number of ranks of communicator comm */
int nds_mpi_rank (int comm, int64_t *rank);
int nds_mpi_size (int comm, int64_t *size);

/* wait until every rank of comm has called it */
int nds_mpi_barrier (int comm);

/* the element-wise reduction op of buf[0..n) over comm's ranks, in place on every rank */
int nds_mpi_allreduce (int comm, void *buf, int64_t n, nds_mpi_type type, nds_mpi_op op);

/* root's buf[0..n) (8-byte elements) into every rank's buf */
int nds_mpi_bcast (int comm, void *buf, int64_t n, int64_t root);

/* each rank sends scount[r] 8-byte elements of send (blocks in rank order) to rank r;
   *recv (malloc'd, freed by the caller; NULL when nothing arrives) gets the blocks from
   ranks 0, 1, ... and rcount[r] their lengths */
int nds_mpi_alltoallv (int comm, const void *send, const int64_t *scount,
                       void **recv, int64_t *rcount);

/* every rank's n elements, concatenated in rank order into *recv (malloc'd) on every
   rank (root < 0) or on rank root alone; rcount[r] (root's or everyone's) the lengths */
int nds_mpi_gatherv (int comm, const void *send, int64_t n, int64_t root,
                     void **recv, int64_t *rcount);

/* a new communicator of the ranks of comm that give the same color (>= 0), ordered by
   key; *newcomm its handle, or -1 for a rank that gave a negative color */
int nds_mpi_split (int comm, int64_t color, int64_t key, int *newcomm);

/* free a handle from nds_mpi_split */
int nds_mpi_free (int comm);

/* end the job: every rank of MPI_COMM_WORLD, with exit status code */
void nds_mpi_abort (int code);

/* MPI's wall clock, in seconds */
double nds_mpi_wtime (void);

/* the bytes this process has sent through these calls since the last reset */
int64_t nds_mpi_bytes_sent (int reset);

/* ---- the decomposition (nds_mpi_grid.c; plain C) ---- */

/* SPLATT's medium-grained grid: the prime factors of P, largest first, each given to the
   mode with the largest share sz[m] / dims[m] that can still be split that finely
   (dims[m] * f <= sz[m]); a factor no mode can take is dropped, leaving ranks idle.
   coarse: one factor, min (P, longest mode), on the longest mode (a 1-D split).
   dims[0..N) the grid; returns the number of ranks used (their product) */
int64_t nds_mpi_grid (int64_t P, const int64_t *sz, int64_t N, int coarse, int64_t *dims);

/* nnz-balanced contiguous ranges of one mode: hist[0..len) the nonzeros per index,
   parts <= len; bounds[0..parts] the 0-based starts (bounds[0] = 0, bounds[parts] =
   len), strictly increasing, each range's count as near total/parts as the cuts allow */
int nds_mpi_bounds (const int64_t *hist, int64_t len, int64_t parts, int64_t *bounds);

/* the rank owning each of m nonzeros: subs (m-by-N, column-major, 1-based), the grid
   dims[0..N), bounds the concatenated ranges of every mode (dims[n] + 1 each); a
   rank is its grid position, the first mode fastest */
int nds_mpi_owner (const int64_t *subs, int64_t m, int64_t N, const int64_t *dims,
                   const int64_t *bounds, int64_t *owner);

#ifdef __cplusplus
}
#endif

#endif
