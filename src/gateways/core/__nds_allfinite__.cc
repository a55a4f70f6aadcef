// __nds_allfinite__.cc: gateway, whether a double array holds only finite values
#include "nds_glue.h"

DEFUN_DLD (__nds_allfinite__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{tf} =} __nds_allfinite__ (@var{x})\n\
Internal: true when every element of the real double array @var{x} is finite (no\n\
Inf, no NaN), checked in parallel in the engine; @code{all (isfinite (@var{x}(:)))}\n\
with no temporary array.\n\
@end deftypefn")
{
  static const char *fn = "__nds_allfinite__";
  if (args.length () != 1)
    print_usage ();
  if (! args(0).is_double_type () || args(0).iscomplex ())
    error_with_id ("ndsparse:internal", "%s: X must be real double", fn);
  const NDArray x = args(0).array_value ();
  return ovl (nds_all_finite (x.data (), x.numel ()) != 0);
}
