// __ndsmpi__.cc: gateway of the MPI wing, an oct-file of its own (built only where
// mpicc is): Octave values <-> the wing's collectives and decomposition
#include <octave/oct.h>
#include <octave/interpreter.h>
#include <cstring>
#include <string>
#include "engine/mpi/nds_mpi.h"

// an engine status as an Octave error naming what was called
static void
nds_mpi_check (int s, const char *what)
{
  if (s == NDS_OK)
    return;
  if (s == NDS_ENOMEM)
    error_with_id ("ndsparse:nomem", "%s: out of memory", what);
  if (s == NDS_ETOOLARGE)
    error_with_id ("ndsparse:toolarge", "%s: a block of more than 2^31-1 elements", what);
  if (s == NDS_EMPI || s == NDS_EMPICOMM)
    error_with_id ("ndsparse:mpi", "%s: %s", what, nds_mpi_errmsg ());
  error_with_id ("ndsparse:internal", "%s: bad argument (status %d)", what, s);
}

// owns a malloc'd block from the wing
struct nds_mpi_block
{
  void *p = nullptr;
  ~nds_mpi_block () { free (p); }
};

static int
nds_mpi_arg_comm (const octave_value_list& args, int k)
{
  return args.length () > k ? args(k).int_value () : 0;
}

// a K-by-n block of 8-byte elements (double or int64) from the buffer p
static octave_value
nds_mpi_block_value (bool isint, octave_idx_type K, octave_idx_type n, const void *p)
{
  if (isint)
    {
      int64NDArray a (dim_vector (K, n));
      if (K * n)
        std::memcpy (a.fortran_vec (), p, 8 * K * n);
      return a;
    }
  NDArray a (dim_vector (K, n));
  if (K * n)
    std::memcpy (a.fortran_vec (), p, 8 * K * n);
  return a;
}

static const void *
nds_mpi_data (const octave_value& v, NDArray& d, int64NDArray& i)
{
  if (v.is_int64_type ())
    {
      i = v.int64_array_value ();
      return i.data ();
    }
  d = v.array_value ();
  return d.data ();
}

static RowVector
nds_mpi_counts (const int64_t *c, int64_t p, int64_t K)
{
  RowVector r (p);
  for (int64_t k = 0; k < p; k++)
    r(k) = static_cast<double> (c[k] / K);
  return r;
}

DEFMETHOD_DLD (__ndsmpi__, interp, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@dots{} =} __ndsmpi__ (@var{cmd}, @dots{})\n\
Internal: the MPI wing (@var{cmd}: rank size barrier allreduce bcast alltoallv\n\
gatherv split free abort wtime bytes grid bounds owner).  Use @code{mpirank},\n\
@code{mpisize}, @code{mpibarrier}, @code{mpiallreduce} and @code{dndsparse}.\n\
@end deftypefn")
{
  if (args.length () < 1 || ! args(0).is_string ())
    print_usage ();
  // never cleared: the exit hook and MPI's state live in this library
  interp.mlock ();
  static bool first = true;
  if (first)
    {
      // mpirun ends the other ranks of a failed job with SIGTERM: no rank then leaves
      // an octave-workspace file in the working directory
      first = false;
      interp.feval ("sigterm_dumps_octave_core", ovl (false));
      interp.feval ("sighup_dumps_octave_core", ovl (false));
      interp.feval ("crash_dumps_octave_core", ovl (false));
    }
  const std::string cmd = args(0).string_value ();
  const int nargs = args.length ();

  if (cmd == "rank" || cmd == "size")
    {
      int64_t v = 0;
      int c = nds_mpi_arg_comm (args, 1);
      nds_mpi_check (cmd == "rank" ? nds_mpi_rank (c, &v) : nds_mpi_size (c, &v),
                     cmd == "rank" ? "mpirank" : "mpisize");
      return ovl (static_cast<double> (v));
    }
  if (cmd == "barrier")
    {
      nds_mpi_check (nds_mpi_barrier (nds_mpi_arg_comm (args, 1)), "mpibarrier");
      return ovl ();
    }
  if (cmd == "allreduce")   // (x, op 0..3, comm)
    {
      const bool isint = args(1).is_int64_type ();
      int op = args(2).int_value ();
      if (isint)
        {
          int64NDArray x = args(1).int64_array_value ();
          nds_mpi_check (nds_mpi_allreduce (nds_mpi_arg_comm (args, 3), x.fortran_vec (),
                                            x.numel (), NDS_MPI_INT64,
                                            static_cast<nds_mpi_op> (op)), "mpiallreduce");
          return ovl (x);
        }
      NDArray x = args(1).array_value ();
      nds_mpi_check (nds_mpi_allreduce (nds_mpi_arg_comm (args, 3), x.fortran_vec (),
                                        x.numel (), NDS_MPI_DOUBLE,
                                        static_cast<nds_mpi_op> (op)), "mpiallreduce");
      return ovl (x);
    }
  if (cmd == "bcast")   // (x, root, comm): x a double or int64 matrix on root
    {
      int c = nds_mpi_arg_comm (args, 3);
      int64_t root = args(2).int64_value (), me = 0;
      nds_mpi_check (nds_mpi_rank (c, &me), "bcast");
      int64_t head[3] = { 0, 0, 0 };
      if (me == root)
        {
          head[0] = args(1).is_int64_type ();
          head[1] = args(1).rows ();
          head[2] = args(1).columns ();
        }
      nds_mpi_check (nds_mpi_bcast (c, head, 3, root), "bcast");
      if (me == root)
        {
          NDArray d;
          int64NDArray i;
          const void *p = nds_mpi_data (args(1), d, i);
          nds_mpi_check (nds_mpi_bcast (c, const_cast<void *> (p), head[1] * head[2], root),
                         "bcast");
          return ovl (args(1));
        }
      if (head[0])
        {
          int64NDArray a (dim_vector (head[1], head[2]));
          nds_mpi_check (nds_mpi_bcast (c, a.fortran_vec (), a.numel (), root), "bcast");
          return ovl (a);
        }
      NDArray a (dim_vector (head[1], head[2]));
      nds_mpi_check (nds_mpi_bcast (c, a.fortran_vec (), a.numel (), root), "bcast");
      return ovl (a);
    }
  if (cmd == "alltoallv")   // (X K-by-n, counts 1-by-P in columns, comm)
    {
      int c = nds_mpi_arg_comm (args, 3);
      int64_t P = 0;
      nds_mpi_check (nds_mpi_size (c, &P), "alltoallv");
      const bool isint = args(1).is_int64_type ();
      NDArray d;
      int64NDArray i;
      const void *p = nds_mpi_data (args(1), d, i);
      const int64_t K = args(1).rows ();
      NDArray cnt = args(2).array_value ();
      if (cnt.numel () != P)
        error_with_id ("ndsparse:internal", "alltoallv: %ld counts for %ld ranks",
                       static_cast<long> (cnt.numel ()), static_cast<long> (P));
      std::vector<int64_t> sc (P), rc (P);
      int64_t tot = 0;
      for (int64_t r = 0; r < P; r++)
        {
          sc[r] = static_cast<int64_t> (cnt(r)) * K;
          tot += sc[r];
        }
      if (tot != K * args(1).columns ())
        error_with_id ("ndsparse:internal", "alltoallv: counts do not add up to the columns");
      nds_mpi_block B;
      nds_mpi_check (nds_mpi_alltoallv (c, p, sc.data (), &B.p, rc.data ()), "alltoallv");
      int64_t rtot = 0;
      for (int64_t r = 0; r < P; r++)
        rtot += rc[r];
      return ovl (nds_mpi_block_value (isint, K, K ? rtot / K : 0, B.p),
                  nds_mpi_counts (rc.data (), P, K ? K : 1));
    }
  if (cmd == "gatherv")   // (X K-by-n, root (-1: all), comm)
    {
      int c = nds_mpi_arg_comm (args, 3);
      int64_t P = 0, me = 0, root = args(2).int64_value ();
      nds_mpi_check (nds_mpi_size (c, &P), "gatherv");
      nds_mpi_check (nds_mpi_rank (c, &me), "gatherv");
      const bool isint = args(1).is_int64_type ();
      NDArray d;
      int64NDArray i;
      const void *p = nds_mpi_data (args(1), d, i);
      const int64_t K = args(1).rows ();
      std::vector<int64_t> rc (P);
      nds_mpi_block B;
      nds_mpi_check (nds_mpi_gatherv (c, p, K * args(1).columns (), root, &B.p, rc.data ()),
                     "gatherv");
      int64_t rtot = 0;
      for (int64_t r = 0; r < P; r++)
        rtot += rc[r];
      if (root >= 0 && me != root)
        rtot = 0;
      return ovl (nds_mpi_block_value (isint, K, K ? rtot / K : 0, B.p),
                  nds_mpi_counts (rc.data (), P, K ? K : 1));
    }
  if (cmd == "split")   // (color, key, comm)
    {
      int h = -1;
      nds_mpi_check (nds_mpi_split (nds_mpi_arg_comm (args, 3), args(1).int64_value (),
                                    args(2).int64_value (), &h), "split");
      return ovl (static_cast<double> (h));
    }
  if (cmd == "free")
    {
      nds_mpi_check (nds_mpi_free (nds_mpi_arg_comm (args, 1)), "free");
      return ovl ();
    }
  if (cmd == "abort")
    {
      nds_mpi_abort (nargs > 1 ? args(1).int_value () : 1);
      return ovl ();
    }
  if (cmd == "wtime")
    {
      nds_mpi_check (nds_mpi_init (), "wtime");
      return ovl (nds_mpi_wtime ());
    }
  if (cmd == "bytes")
    return ovl (static_cast<double> (nds_mpi_bytes_sent (nargs > 1 && args(1).bool_value ())));
  if (cmd == "grid")   // (P, sz, coarse) -> dims, used
    {
      int64_t P = args(1).int64_value ();
      NDArray s = args(2).array_value ();
      const int64_t N = s.numel ();
      std::vector<int64_t> sz (N), dims (N);
      for (int64_t n = 0; n < N; n++)
        sz[n] = static_cast<int64_t> (s(n));
      int64_t used = nds_mpi_grid (P, sz.data (), N, args(3).bool_value (), dims.data ());
      RowVector g (N);
      for (int64_t n = 0; n < N; n++)
        g(n) = static_cast<double> (dims[n]);
      return ovl (g, static_cast<double> (used));
    }
  if (cmd == "bounds")   // (hist, parts) -> 0-based starts, parts + 1 of them
    {
      NDArray h = args(1).array_value ();
      const int64_t len = h.numel (), parts = args(2).int64_value ();
      std::vector<int64_t> hist (len), b (parts + 1);
      for (int64_t k = 0; k < len; k++)
        hist[k] = static_cast<int64_t> (h(k));
      nds_mpi_check (nds_mpi_bounds (hist.data (), len, parts, b.data ()), "bounds");
      RowVector r (parts + 1);
      for (int64_t k = 0; k <= parts; k++)
        r(k) = static_cast<double> (b[k]);
      return ovl (r);
    }
  if (cmd == "owner")   // (subs int64 m-by-N, dims, bounds) -> owner ranks (0-based)
    {
      int64NDArray subs = args(1).int64_array_value ();
      NDArray dd = args(2).array_value (), bb = args(3).array_value ();
      const int64_t m = subs.rows (), N = subs.columns ();
      if (dd.numel () != N)
        error_with_id ("ndsparse:internal", "owner: grid of the wrong order");
      std::vector<int64_t> dims (N), bounds (bb.numel ());
      int64_t need = 0;
      for (int64_t n = 0; n < N; n++)
        {
          dims[n] = static_cast<int64_t> (dd(n));
          need += dims[n] + 1;
        }
      if (need != bb.numel ())
        error_with_id ("ndsparse:internal", "owner: bounds of the wrong length");
      for (int64_t k = 0; k < bb.numel (); k++)
        bounds[k] = static_cast<int64_t> (bb(k));
      NDArray own (dim_vector (m, 1));
      std::vector<int64_t> o (m);
      nds_mpi_check (nds_mpi_owner (reinterpret_cast<const int64_t *> (subs.data ()), m, N,
                                    dims.data (), bounds.data (), o.data ()), "owner");
      for (int64_t e = 0; e < m; e++)
        own(e) = static_cast<double> (o[e]);
      return ovl (own);
    }
  error_with_id ("ndsparse:internal", "__ndsmpi__: unknown command '%s'", cmd.c_str ());
}
