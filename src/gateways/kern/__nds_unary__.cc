// __nds_unary__.cc: gateway, an element-wise function on double values in the engine
#include "nds_glue.h"

DEFUN_DLD (__nds_unary__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{y}, @var{nz}] =} __nds_unary__ (@var{f}, @var{x})\n\
Internal: @var{y} = @var{f} (@var{x}) element by element for real double @var{x}, with\n\
@var{f} one of \"uminus\", \"abs\", \"sign\", \"round\", \"floor\", \"ceil\", \"fix\"; a\n\
column.  @var{nz} is @code{nnz (@var{y})}, counted on the way.  For another @var{f}, or\n\
@var{x} not real double, both are empty: the caller computes @var{f} itself.\n\
@end deftypefn")
{
  static const char *fn = "__nds_unary__";
  static const char *names[] = {"uminus", "abs", "sign", "round", "floor", "ceil", "fix"};
  if (args.length () != 2)
    print_usage ();
  const std::string name = args(0).string_value ();
  int k = 0;
  while (k < 7 && name != names[k])
    k++;
  if (k == 7 || ! args(1).is_double_type () || args(1).iscomplex ())
    return ovl (Matrix (), Matrix ());
  const NDArray x = args(1).array_value ();
  const int64_t n = x.numel ();
  NDArray y = nds_uninit<NDArray> (n);
  const int64_t nz = nds_unary (static_cast<nds_ufun> (k), x.data (), y.fortran_vec (), n);
  return ovl (y, static_cast<double> (nz));
}
