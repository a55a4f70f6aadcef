// __nds_tnsread__.cc: gateway, a FROSTT .tns file to the finished tensor in one call
// (or to its entries in file order, for dtnsread)
#include "nds_io_glue.h"
#include "value/nds_make.h"

// owns the parsed file, so an Octave error thrown while it lives cannot leak it
struct nds_tns_guard
{
  nds_tns T;
  nds_tns_guard () { memset (&T, 0, sizeof T); }
  ~nds_tns_guard () { nds_tns_free (&T); }
};

// the SZ argument, checked here only (the .m function passes it as the user gave
// it): empty, or a vector of at most 64 non-negative integers below 2^53
static std::vector<int64_t>
tns_arg_size (const octave_value& v, const char *fn)
{
  if (v.isempty () && v.isnumeric ())
    return std::vector<int64_t> ();
  const bool vec = v.ndims () == 2 && (v.rows () == 1 || v.columns () == 1);
  if (! v.isnumeric () || v.iscomplex () || ! vec)
    error_with_id ("ndsparse:tnsread",
                   "%s: SZ must be a vector of non-negative integers", fn);
  const NDArray a = v.array_value ();
  std::vector<int64_t> sz (a.numel ());
  for (octave_idx_type d = 0; d < a.numel (); d++)
    {
      if (! (a(d) >= 0 && a(d) == std::floor (a(d))))
        error_with_id ("ndsparse:tnsread",
                       "%s: SZ must be a vector of non-negative integers", fn);
      if (! (a(d) < 9007199254740992.0))
        error_with_id ("ndsparse:tnsread", "%s: SZ(%ld) = %g must be below 2^53",
                       fn, static_cast<long> (d + 1), a(d));
      sz[d] = static_cast<int64_t> (a(d));
    }
  if (sz.size () > 64)
    error_with_id ("ndsparse:tnsread", "%s: at most 64 dimensions are supported, got %ld",
                   fn, static_cast<long> (sz.size ()));
  return sz;
}

DEFMETHOD_DLD (__nds_tnsread__, interp, args, nargout,
               "-*- texinfo -*-\n\
@deftypefn  {} {@var{T} =} __nds_tnsread__ (@var{file}, @var{sz})\n\
@deftypefnx {} {[@var{subs}, @var{vals}, @var{sz}] =} __nds_tnsread__ (@var{file}, @var{sz})\n\
Internal: the tensor of a .tns file (duplicates summed, zeros dropped), of size\n\
@var{sz} (checked here) or, when empty, the largest index per mode.  With two or\n\
three outputs, its entries in file order instead (int64 @var{subs}, double\n\
@var{vals}) and the size.  Use @code{tnsread}.\n\
@end deftypefn")
{
  static const char *fn = "tnsread";
  if (args.length () != 2)
    print_usage ();
  const std::string file = nds_io_arg_file (args(0), fn);
  const std::vector<int64_t> sz = tns_arg_size (args(1), fn);
  const bool given = ! sz.empty ();
  nds_tns_guard G;
  nds_io_err e;
  nds_io_check (nds_tns_read (file.c_str (), 0, given ? sz.data () : nullptr,
                              static_cast<int64_t> (sz.size ()), &G.T, &e),
                e, fn, file);
  if (G.T.m == 0)
    error_with_id ("ndsparse:tnsread",
                   "%s: %s: the file has no data lines; give SZ to read it as an empty tensor",
                   fn, file.c_str ());
  int64NDArray subs = nds_uninit<int64NDArray> (G.T.n, G.T.m);
  NDArray vals = nds_uninit<NDArray> (G.T.n, 1);
  nds_tns_emit (&G.T, nds_i64w (subs), vals.fortran_vec ());
  if (nargout <= 1)
    {
      // the engine has checked every subscript against the size: the storage is
      // trusted from here on
      nds_coalesce_sum (subs, vals, G.T.sz, fn);
      return ovl (nds_make_value (interp, subs, std::move (vals), G.T.sz, G.T.m));
    }
  RowVector size (G.T.m);
  for (int64_t d = 0; d < G.T.m; d++)
    size(d) = static_cast<double> (G.T.sz[d]);
  return ovl (subs, vals, size);
}
