/* nds_mpi_comm.c: MPI init on first use, finalize or abort at exit, and the
   collectives of the wing over 8-byte elements (communicators by small handles) */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mpi.h>
#include "nds_mpi.h"

#define NDS_MPI_NCOMM 64

static MPI_Comm nds_mpi_comms[NDS_MPI_NCOMM];
static int nds_mpi_ready;          /* MPI_Init done by this wing, or found done */
static int nds_mpi_hooked;         /* the exit hook registered */
static MPI_Datatype nds_mpi_word;  /* 8 contiguous bytes: counts up to 2^31 words */
static int64_t nds_mpi_sent;       /* bytes sent since the last reset */
static char nds_mpi_msg[320];

const char *nds_mpi_errmsg (void)
{
  return nds_mpi_msg;
}

/* NDS_EMPI with the message "what: MPI's error string" when rc is not MPI_SUCCESS */
static int nds_mpi_fail (int rc, const char *what)
{
  if (rc == MPI_SUCCESS) return NDS_OK;
  char s[MPI_MAX_ERROR_STRING];
  int len = 0;
  if (MPI_Error_string (rc, s, &len) != MPI_SUCCESS) snprintf (s, sizeof s, "code %d", rc);
  snprintf (nds_mpi_msg, sizeof nds_mpi_msg, "%s: %s", what, s);
  return NDS_EMPI;
}

/* at exit: a clean finish (or a job of one rank) finalizes; an error status ends the
   whole job, so no other rank waits forever in a collective for this one */
static void nds_mpi_at_exit (int status, void *arg)
{
  (void) arg;
  int init = 0, fin = 0;
  MPI_Initialized (&init);
  MPI_Finalized (&fin);
  if (! init || fin) return;
  int p = 1;
  MPI_Comm_size (MPI_COMM_WORLD, &p);
  if (status != 0 && p > 1)
    {
      int r = -1;
      MPI_Comm_rank (MPI_COMM_WORLD, &r);
      fprintf (stderr, "ndsparse: rank %d failed (exit status %d): ending the MPI job\n",
               r, status);
      fflush (stderr);
      MPI_Abort (MPI_COMM_WORLD, status);
    }
  else
    MPI_Finalize ();
}

/* Open MPI's plugins need libmpi's symbols global, and the exit hook needs this code
   to stay mapped after Octave unloads the oct-file: pin both */
static void nds_mpi_pin (void)
{
  Dl_info info;
  if (dladdr ((void *) nds_mpi_pin, &info) && info.dli_fname)
    dlopen (info.dli_fname, RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE);
  if (dladdr ((void *) MPI_Init_thread, &info) && info.dli_fname)
    dlopen (info.dli_fname, RTLD_NOW | RTLD_NOLOAD | RTLD_GLOBAL | RTLD_NODELETE);
}

int nds_mpi_init (void)
{
  if (nds_mpi_ready) return NDS_OK;
  int init = 0, fin = 0;
  MPI_Finalized (&fin);
  if (fin)
    {
      snprintf (nds_mpi_msg, sizeof nds_mpi_msg, "MPI has already been finalized");
      return NDS_EMPI;
    }
  MPI_Initialized (&init);
  if (! init)
    {
      nds_mpi_pin ();
      int provided = 0;
      int rc = MPI_Init_thread (NULL, NULL, MPI_THREAD_FUNNELED, &provided);
      if (rc != MPI_SUCCESS) return nds_mpi_fail (rc, "MPI_Init_thread");
    }
  MPI_Comm_set_errhandler (MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  int rc = MPI_Type_contiguous (8, MPI_BYTE, &nds_mpi_word);
  if (rc == MPI_SUCCESS) rc = MPI_Type_commit (&nds_mpi_word);
  if (rc != MPI_SUCCESS) return nds_mpi_fail (rc, "MPI_Type_contiguous");
  for (int i = 0; i < NDS_MPI_NCOMM; i++) nds_mpi_comms[i] = MPI_COMM_NULL;
  nds_mpi_comms[0] = MPI_COMM_WORLD;
  if (! nds_mpi_hooked && ! init)
    {
      on_exit (nds_mpi_at_exit, NULL);
      nds_mpi_hooked = 1;
    }
  nds_mpi_ready = 1;
  return NDS_OK;
}

/* the communicator of handle h into *c, initializing MPI first */
static int nds_mpi_comm (int h, MPI_Comm *c)
{
  int s = nds_mpi_init ();
  if (s) return s;
  if (h < 0 || h >= NDS_MPI_NCOMM || nds_mpi_comms[h] == MPI_COMM_NULL)
    {
      snprintf (nds_mpi_msg, sizeof nds_mpi_msg, "no communicator %d", h);
      return NDS_EMPICOMM;
    }
  *c = nds_mpi_comms[h];
  return NDS_OK;
}

/* *out = what f (MPI_Comm_rank or MPI_Comm_size, named what) says of handle comm */
static int nds_mpi_ask (int comm, int (*f) (MPI_Comm, int *), const char *what, int64_t *out)
{
  MPI_Comm c;
  int s = nds_mpi_comm (comm, &c), v = 0;
  if (s) return s;
  s = nds_mpi_fail (f (c, &v), what);
  *out = v;
  return s;
}

int nds_mpi_rank (int comm, int64_t *rank)
{
  return nds_mpi_ask (comm, MPI_Comm_rank, "MPI_Comm_rank", rank);
}

int nds_mpi_size (int comm, int64_t *size)
{
  return nds_mpi_ask (comm, MPI_Comm_size, "MPI_Comm_size", size);
}

int nds_mpi_barrier (int comm)
{
  MPI_Comm c;
  int s = nds_mpi_comm (comm, &c);
  if (s) return s;
  return nds_mpi_fail (MPI_Barrier (c), "MPI_Barrier");
}

/* an element count MPI takes (int), or NDS_ETOOLARGE */
static int nds_mpi_count (int64_t n, int *c)
{
  if (n < 0 || n > INT_MAX) return NDS_ETOOLARGE;
  *c = (int) n;
  return NDS_OK;
}

int nds_mpi_allreduce (int comm, void *buf, int64_t n, nds_mpi_type type, nds_mpi_op op)
{
  static const MPI_Op ops[] = { MPI_SUM, MPI_MAX, MPI_MIN, MPI_PROD };
  MPI_Comm c;
  int s = nds_mpi_comm (comm, &c), k;
  if (s) return s;
  if ((int) op < 0 || (int) op > 3 || (type != NDS_MPI_DOUBLE && type != NDS_MPI_INT64))
    return NDS_EARG;
  /* in pieces of at most 2^30 elements */
  for (int64_t off = 0; off < n || (n == 0 && off == 0); off += (int64_t) 1 << 30)
    {
      int64_t len = n - off < ((int64_t) 1 << 30) ? n - off : ((int64_t) 1 << 30);
      if ((s = nds_mpi_count (len, &k))) return s;
      char *p = (char *) buf + 8 * off;
      s = nds_mpi_fail (MPI_Allreduce (MPI_IN_PLACE, n ? p : NULL, k,
                                       type == NDS_MPI_DOUBLE ? MPI_DOUBLE : MPI_INT64_T,
                                       ops[op], c), "MPI_Allreduce");
      if (s) return s;
      nds_mpi_sent += 8 * len;
      if (n == 0) break;
    }
  return NDS_OK;
}

int nds_mpi_bcast (int comm, void *buf, int64_t n, int64_t root)
{
  MPI_Comm c;
  int s = nds_mpi_comm (comm, &c), k;
  if (s) return s;
  if ((s = nds_mpi_count (n, &k))) return s;
  int64_t r = 0;
  nds_mpi_rank (comm, &r);
  if (r == root) nds_mpi_sent += 8 * n;
  return nds_mpi_fail (MPI_Bcast (buf, k, nds_mpi_word, (int) root, c), "MPI_Bcast");
}

/* displacements of the counts n[0..p), as MPI's ints; NDS_ETOOLARGE past INT_MAX */
static int nds_mpi_displs (const int64_t *n, int p, int *cnt, int *dsp, int64_t *total)
{
  int64_t t = 0;
  for (int r = 0; r < p; r++)
    {
      if (n[r] < 0 || n[r] > INT_MAX || t > INT_MAX) return NDS_ETOOLARGE;
      cnt[r] = (int) n[r];
      dsp[r] = (int) t;
      t += n[r];
    }
  if (t > INT_MAX) return NDS_ETOOLARGE;
  *total = t;
  return NDS_OK;
}

int nds_mpi_alltoallv (int comm, const void *send, const int64_t *scount,
                       void **recv, int64_t *rcount)
{
  MPI_Comm c;
  int s = nds_mpi_comm (comm, &c), p = 0, me = 0;
  *recv = NULL;
  if (s) return s;
  MPI_Comm_size (c, &p);
  MPI_Comm_rank (c, &me);
  int *w = malloc (sizeof (int) * 4 * (size_t) p);
  if (! w) return NDS_ENOMEM;
  int *sc = w, *sd = w + p, *rc = w + 2 * p, *rd = w + 3 * p;
  int64_t stot = 0, rtot = 0;
  s = nds_mpi_displs (scount, p, sc, sd, &stot);
  if (! s)
    s = nds_mpi_fail (MPI_Alltoall (scount, 1, MPI_INT64_T, rcount, 1, MPI_INT64_T, c),
                      "MPI_Alltoall");
  if (! s) s = nds_mpi_displs (rcount, p, rc, rd, &rtot);
  void *buf = NULL;
  if (! s && rtot > 0 && ! (buf = malloc (8 * (size_t) rtot))) s = NDS_ENOMEM;
  if (! s)
    s = nds_mpi_fail (MPI_Alltoallv (send, sc, sd, nds_mpi_word, buf, rc, rd,
                                     nds_mpi_word, c), "MPI_Alltoallv");
  if (! s) nds_mpi_sent += 8 * (stot - scount[me]);
  free (w);
  if (s) { free (buf); return s; }
  *recv = buf;
  return NDS_OK;
}

int nds_mpi_gatherv (int comm, const void *send, int64_t n, int64_t root,
                     void **recv, int64_t *rcount)
{
  MPI_Comm c;
  int s = nds_mpi_comm (comm, &c), p = 0, me = 0;
  *recv = NULL;
  if (s) return s;
  MPI_Comm_size (c, &p);
  MPI_Comm_rank (c, &me);
  int *w = malloc (sizeof (int) * 2 * (size_t) p);
  if (! w) return NDS_ENOMEM;
  int *rc = w, *rd = w + p, k = 0;
  int64_t rtot = 0;
  void *buf = NULL;
  s = nds_mpi_count (n, &k);
  if (! s)
    s = nds_mpi_fail (MPI_Allgather (&n, 1, MPI_INT64_T, rcount, 1, MPI_INT64_T, c),
                      "MPI_Allgather");
  if (! s) s = nds_mpi_displs (rcount, p, rc, rd, &rtot);
  int here = root < 0 || root == me;
  if (! s && here && rtot > 0 && ! (buf = malloc (8 * (size_t) rtot))) s = NDS_ENOMEM;
  if (! s && root < 0)
    s = nds_mpi_fail (MPI_Allgatherv (send, k, nds_mpi_word, buf, rc, rd, nds_mpi_word, c),
                      "MPI_Allgatherv");
  else if (! s)
    s = nds_mpi_fail (MPI_Gatherv (send, k, nds_mpi_word, buf, rc, rd, nds_mpi_word,
                                   (int) root, c), "MPI_Gatherv");
  if (! s) nds_mpi_sent += 8 * n * (root < 0 ? p - 1 : (root == me ? 0 : 1));
  free (w);
  if (s) { free (buf); return s; }
  *recv = buf;
  return NDS_OK;
}

int nds_mpi_split (int comm, int64_t color, int64_t key, int *newcomm)
{
  MPI_Comm c, nc = MPI_COMM_NULL;
  int s = nds_mpi_comm (comm, &c);
  *newcomm = -1;
  if (s) return s;
  if (color > INT_MAX || key > INT_MAX || key < INT_MIN) return NDS_EARG;
  int h = 1;
  while (h < NDS_MPI_NCOMM && nds_mpi_comms[h] != MPI_COMM_NULL) h++;
  /* every rank joins the collective split, even one that will fail for want of a slot */
  s = nds_mpi_fail (MPI_Comm_split (c, color < 0 ? MPI_UNDEFINED : (int) color, (int) key,
                                    &nc), "MPI_Comm_split");
  if (s) return s;
  if (nc == MPI_COMM_NULL) return NDS_OK;
  if (h == NDS_MPI_NCOMM)
    {
      MPI_Comm_free (&nc);
      snprintf (nds_mpi_msg, sizeof nds_mpi_msg, "more than %d communicators in use",
                NDS_MPI_NCOMM - 1);
      return NDS_EMPICOMM;
    }
  MPI_Comm_set_errhandler (nc, MPI_ERRORS_RETURN);
  nds_mpi_comms[h] = nc;
  *newcomm = h;
  return NDS_OK;
}

int nds_mpi_free (int comm)
{
  MPI_Comm c;
  int s = nds_mpi_comm (comm, &c);
  if (s) return s;
  if (comm == 0) return NDS_EARG;
  s = nds_mpi_fail (MPI_Comm_free (&nds_mpi_comms[comm]), "MPI_Comm_free");
  nds_mpi_comms[comm] = MPI_COMM_NULL;
  return s;
}

void nds_mpi_abort (int code)
{
  if (nds_mpi_init () == NDS_OK) MPI_Abort (MPI_COMM_WORLD, code);
  exit (code);
}

double nds_mpi_wtime (void)
{
  return MPI_Wtime ();
}

int64_t nds_mpi_bytes_sent (int reset)
{
  int64_t b = nds_mpi_sent;
  if (reset) nds_mpi_sent = 0;
  return b;
}
