// __nds_cumsum__.cc: gateway, cumulative sums along the first dimension
#include "nds_glue.h"
#include "engine/kern/nds_kern.h"

DEFUN_DLD (__nds_cumsum__, args, ,
           "-*- texinfo -*-\n\
@deftypefn  {} {[@var{s}, @var{v}] =} __nds_cumsum__ (@var{s}, @var{v}, @var{len})\n\
@deftypefnx {} {@var{n} =} __nds_cumsum__ (@var{s}, @var{v}, @var{len}, \"count\")\n\
Internal: the nonzero cumulative sums along dim 1 (of extent @var{len}) of sorted\n\
entries (int64 @var{s}, double or complex @var{v}), in column-major order; or only their\n\
number, in one pass over the entries.\n\
@end deftypefn")
{
  static const char *fn = "__nds_cumsum__";
  if (args.length () != 3 && ! (args.length () == 4 && args(3).is_string ()
                                && args(3).string_value () == "count"))
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "S");
  // complex values: the pairs summed (nds_cumsum_z)
  const bool cplx = args(1).iscomplex ();
  const ComplexNDArray z = cplx ? args(1).complex_array_value () : ComplexNDArray ();
  const NDArray x = cplx ? NDArray () : args(1).array_value ();
  const double *xp = cplx ? reinterpret_cast<const double *> (z.data ()) : x.data ();
  const auto run = cplx ? nds_cumsum_z : nds_cumsum;
  const int64_t len = args(2).int64_value ();
  const int64_t n = s.rows (), m = s.columns ();
  if ((cplx ? z.numel () : x.numel ()) != n || m < 1)
    error_with_id ("ndsparse:internal", "%s: inconsistent operands", fn);
  int64_t nout = 0;
  run (nds_i64 (s), xp, n, m, len, nullptr, nullptr, &nout);
  if (args.length () == 4)
    return ovl (static_cast<double> (nout));
  int64NDArray os = nds_uninit<int64NDArray> (nout, m);
  if (cplx)
    {
      ComplexNDArray oz = nds_uninit<ComplexNDArray> (nout);
      run (nds_i64 (s), xp, n, m, len, nds_i64w (os),
           reinterpret_cast<double *> (oz.fortran_vec ()), &nout);
      return ovl (os, oz);
    }
  NDArray ox = nds_uninit<NDArray> (nout);
  run (nds_i64 (s), xp, n, m, len, nds_i64w (os), ox.fortran_vec (), &nout);
  return ovl (os, ox);
}
