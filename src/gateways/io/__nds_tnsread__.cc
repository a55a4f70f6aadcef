// __nds_tnsread__.cc: gateway, a FROSTT .tns file to subscripts, values and size
#include "nds_io_glue.h"

// owns the parsed file, so an Octave error thrown while it lives cannot leak it
struct nds_tns_guard
{
  nds_tns T;
  nds_tns_guard () { memset (&T, 0, sizeof T); }
  ~nds_tns_guard () { nds_tns_free (&T); }
};

DEFUN_DLD (__nds_tnsread__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{subs}, @var{vals}, @var{sz}] =} __nds_tnsread__ (@var{file}, @var{sz})\n\
Internal: the entries of a .tns file in file order (int64 @var{subs}, double\n\
@var{vals}) and its size: @var{sz} as given (checked), or, when empty, the largest\n\
index per mode.  Use @code{tnsread}.\n\
@end deftypefn")
{
  static const char *fn = "tnsread";
  if (args.length () != 2)
    print_usage ();
  const std::string file = nds_io_arg_file (args(0), fn);
  const bool given = ! args(1).isempty ();
  const std::vector<int64_t> sz = given ? nds_arg_size (args(1), fn) : std::vector<int64_t> ();
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
  RowVector size (G.T.m);
  for (int64_t d = 0; d < G.T.m; d++)
    size(d) = static_cast<double> (G.T.sz[d]);
  return ovl (subs, vals, size);
}
