// __nds_build__.cc: gateway, subscripts and values to sorted coalesced storage
#include "nds_glue.h"

static nds_fun
fun_code (const std::string& f, bool& groups)
{
  static const char *names[] = {"sum", "max", "min", "prod", "first", "last", "any"};
  groups = (f == "groups");
  for (int k = 0; k < 7; k++)
    if (f == names[k]) return static_cast<nds_fun> (k);
  if (! groups)
    error_with_id ("ndsparse:fun", "ndsparse: unknown accumulator '%s'", f.c_str ());
  return NDS_SUM;
}

// the Octave error for a bad subscript found by the engine
static void
subs_error (int st, const nds_err& e, bool infer, const std::vector<int64_t>& sz)
{
  const long r = e.row + 1, c = e.col + 1;
  if (st == NDS_ESUB)
    error_with_id ("ndsparse:subs",
                   "ndsparse: SUBS(%ld,%ld) = %g, but subscripts must be positive integers",
                   r, c, e.val);
  if (infer)
    error_with_id ("ndsparse:subs", "ndsparse: SUBS(%ld,%ld) = %g is larger than 2^53",
                   r, c, e.val);
  error_with_id ("ndsparse:size",
                 "ndsparse: SUBS(%ld,%ld) = %g is out of bound; SZ(%ld) = %ld",
                 r, c, e.val, c, static_cast<long> (sz[e.col]));
}

DEFUN_DLD (__nds_build__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{s}, @var{v}, @var{sz}] =} __nds_build__ (@var{subs}, @var{vals}, @var{sz}, @var{fun})\n\
@deftypefnx {} {[@var{s}, @var{gid}, @var{sz}] =} __nds_build__ (@var{subs}, [], @var{sz}, \"groups\")\n\
Internal: check @var{subs} (double or int64, nnz-by-N) against @var{sz} (empty: inferred),\n\
sort them in column-major order and combine duplicates with @var{fun}; drop zeros.\n\
Complex @var{vals} take sum, prod, first or last; a result with no imaginary part is real.\n\
With \"groups\", return the distinct subscripts and the group of each input row.\n\
@end deftypefn")
{
  static const char *fn = "ndsparse";
  if (args.length () != 4)
    print_usage ();
  const octave_value& sv = args(0);
  if (sv.ndims () != 2 || ! (sv.is_double_type () || sv.is_int64_type ()) || sv.iscomplex ())
    error_with_id ("ndsparse:internal", "__nds_build__: SUBS must be double or int64");
  const int64_t n = sv.rows (), m = sv.columns ();
  bool groups;
  const nds_fun fun = fun_code (args(3).string_value (), groups);
  const bool infer = args(2).isempty ();
  std::vector<int64_t> sz;
  if (! infer)
    {
      sz = nds_arg_size (args(2), fn);
      if (static_cast<int64_t> (sz.size ()) != m)
        error_with_id ("ndsparse:size",
                       "ndsparse: SZ has %ld elements but SUBS has %ld columns",
                       static_cast<long> (sz.size ()), static_cast<long> (m));
    }
  else if (m > 64)
    error_with_id ("ndsparse:size", "ndsparse: at most 64 dimensions are supported");

  // complex values (sum, prod, first, last) are reduced as interleaved pairs
  const bool cplx = ! groups && args(1).iscomplex ();
  if (cplx && (fun == NDS_MAX || fun == NDS_MIN || fun == NDS_ANY))
    error_with_id ("ndsparse:internal", "__nds_build__: no complex %s",
                   args(3).string_value ().c_str ());
  const NDArray x = groups || cplx ? NDArray () : args(1).array_value ();
  const ComplexNDArray xz = cplx ? args(1).complex_array_value () : ComplexNDArray ();
  const int64_t nx = cplx ? xz.numel () : x.numel ();
  const bool xscalar = (nx == 1);
  if (! groups && ! xscalar && nx != n)
    error_with_id ("ndsparse:vals", "ndsparse: VALS has %ld elements but SUBS has %ld rows",
                   static_cast<long> (nx), static_cast<long> (n));

  // Group the rows.  Double subscripts with a known size that has a 64-bit linear key go
  // straight to keys (checked on the way); others become int64 subscripts first.
  nds_err e = {0, 0, 0};
  nds_groups_guard g;
  int64NDArray si;
  bool stored = false;
  int nbits;
  if (sv.is_double_type () && ! infer && nds_key_fits (sz.data (), m, &nbits))
    {
      const NDArray sd = sv.array_value ();
      uint64_t *key = static_cast<uint64_t *> (nds_malloc (n, sizeof (uint64_t)));
      if (! key)
        nds_check (NDS_ENOMEM, fn);
      const int st = nds_key_from_double (sd.data (), n, m, sz.data (), key, &e);
      if (st != NDS_OK)
        {
          nds_free (key);
          subs_error (st, e, infer, sz);
        }
      nds_check (nds_group_key (key, n, m, sz.data (), &g.G), fn);
    }
  else
    {
      int st;
      if (sv.is_double_type ())
        {
          const NDArray sd = sv.array_value ();
          si = nds_uninit<int64NDArray> (n, m);
          st = nds_subs_from_double (sd.data (), n, m, infer ? nullptr : sz.data (),
                                     nds_i64w (si), &e);
        }
      else
        {
          si = sv.int64_array_value ();
          st = nds_subs_check (nds_i64 (si), n, m, infer ? nullptr : sz.data (), &e);
        }
      if (st != NDS_OK)
        subs_error (st, e, infer, sz);
      if (infer)
        {
          sz.resize (m);
          nds_subs_max (nds_i64 (si), n, m, sz.data ());
        }
      // int64 rows that are storage already are shared, not sorted or copied
      stored = sv.is_int64_type () && ! groups && ! cplx && fun != NDS_ANY && ! xscalar
               && nds_rows_are_storage (si, x);
      if (! stored)
        nds_check (nds_group (nds_i64 (si), n, m, sz.data (), &g.G), fn);
    }
  RowVector szo (m);
  for (int64_t d = 0; d < m; d++) szo(d) = static_cast<double> (sz[d]);
  if (stored)
    return ovl (si, x.reshape (dim_vector (n, 1)), szo);

  if (groups)
    {
      int64NDArray us = nds_uninit<int64NDArray> (g.G.ng, m);
      NDArray gid = nds_uninit<NDArray> (n);
      nds_group_ids (&g.G, gid.fortran_vec (), nds_i64w (us));
      return ovl (us, gid, szo);
    }
  // each group's value and coordinates go straight to the result
  if (cplx)
    {
      const int64_t ng = g.G.ng;
      int64NDArray os = nds_uninit<int64NDArray> (ng, m);
      ComplexNDArray yz = nds_uninit<ComplexNDArray> (ng);
      const int64_t nz = nds_reduce_z (&g.G, reinterpret_cast<const double *> (xz.data ()),
                                       xscalar, fun,
                                       reinterpret_cast<double *> (yz.fortran_vec ()),
                                       nds_i64w (os));
      if (nz < ng)
        nds_drop_zeros (os, yz);
      return ovl (os, yz, szo);      // all-real sums narrow to real, as Octave's arrays do
    }
  int64NDArray os;
  NDArray y;
  nds_reduce_groups (g.G, x, xscalar, fun, m, os, y);
  return ovl (os, y, szo);
}
