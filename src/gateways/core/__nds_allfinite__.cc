// __nds_allfinite__.cc: gateway, whether a double array holds only finite values
#include "nds_glue.h"

DEFUN_DLD (__nds_allfinite__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{tf} =} __nds_allfinite__ (@var{x})\n\
Internal: true when every element of the double array @var{x} (real or complex:\n\
both parts) is finite (no Inf, no NaN), checked in parallel in the engine; @code{all (isfinite (@var{x}(:)))}\n\
with no temporary array.\n\
@end deftypefn")
{
  static const char *fn = "__nds_allfinite__";
  if (args.length () != 1)
    print_usage ();
  if (! args(0).is_double_type ())
    error_with_id ("ndsparse:internal", "%s: X must be double", fn);
  if (args(0).iscomplex ())
    {
      // both parts of every value: the interleaved pairs as 2 n doubles
      const ComplexNDArray z = args(0).complex_array_value ();
      return ovl (nds_all_finite (reinterpret_cast<const double *> (z.data ()),
                                  2 * z.numel ()) != 0);
    }
  const NDArray x = args(0).array_value ();
  return ovl (nds_all_finite (x.data (), x.numel ()) != 0);
}
