// __nds_unary__.cc: gateway, an element-wise function on double values in the engine
#include "nds_glue.h"

DEFUN_DLD (__nds_unary__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{y}, @var{nz}] =} __nds_unary__ (@var{f}, @var{x})\n\
Internal: @var{y} = @var{f} (@var{x}) element by element for real or complex double\n\
or real single @var{x}, with @var{f} one of \"uminus\", \"abs\", \"sign\", \"round\", \"floor\", \"ceil\",\n\
\"fix\"; a column (real for abs).  @var{nz} is @code{nnz (@var{y})}, counted on the way.\n\
For another @var{f}, or @var{x} not double, both are empty: the caller computes @var{f}.\n\
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
  if (k == 7 || ! (args(1).is_double_type () || (args(1).is_single_type ()
                                                  && ! args(1).iscomplex ())))
    return ovl (Matrix (), Matrix ());
  if (args(1).is_single_type ())
    {
      const FloatNDArray x = args(1).float_array_value ();
      const int64_t n = x.numel ();
      FloatNDArray y = nds_uninit<FloatNDArray> (n);
      const int64_t nz = nds_unary_f (static_cast<nds_ufun> (k), x.data (), y.fortran_vec (), n);
      return ovl (y, static_cast<double> (nz));
    }
  if (args(1).iscomplex ())
    {
      const ComplexNDArray x = args(1).complex_array_value ();
      const int64_t n = x.numel ();
      const double *xp = reinterpret_cast<const double *> (x.data ());
      if (k == NDS_ABS)
        {
          NDArray y = nds_uninit<NDArray> (n);
          const int64_t nz = nds_unary (NDS_ABS, NDS_COMPLEX, xp, y.fortran_vec (), n);
          return ovl (y, static_cast<double> (nz));
        }
      ComplexNDArray y = nds_uninit<ComplexNDArray> (n);
      const int64_t nz = nds_unary (static_cast<nds_ufun> (k), NDS_COMPLEX, xp,
                                    reinterpret_cast<double *> (y.fortran_vec ()), n);
      return ovl (y, static_cast<double> (nz));
    }
  const NDArray x = args(1).array_value ();
  const int64_t n = x.numel ();
  NDArray y = nds_uninit<NDArray> (n);
  const int64_t nz = nds_unary (static_cast<nds_ufun> (k), NDS_DOUBLE, x.data (), y.fortran_vec (), n);
  return ovl (y, static_cast<double> (nz));
}
