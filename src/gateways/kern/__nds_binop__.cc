// __nds_binop__.cc: gateway, arithmetic on two double value arrays in the engine
#include "nds_glue.h"

DEFUN_DLD (__nds_binop__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{y}, @var{nz}] =} __nds_binop__ (@var{op}, @var{x}, @var{f})\n\
Internal: @var{y} = @var{x} @var{op} @var{f} element by element (\"plus\", \"minus\",\n\
\"rminus\", \"times\", \"rdivide\", \"ldivide\") for real double @var{x} and @var{f}\n\
with the same number of elements, or one of them a scalar; a column.  @var{nz} is\n\
@code{nnz (@var{y})}, counted on the way.\n\
@end deftypefn")
{
  static const char *fn = "__nds_binop__";
  if (args.length () != 3)
    print_usage ();
  const nds_op op = nds_arg_op (args(0), fn);
  if (! args(1).is_double_type () || ! args(2).is_double_type ()
      || args(1).iscomplex () || args(2).iscomplex ())
    error_with_id ("ndsparse:internal", "%s: X and F must be real double", fn);
  const NDArray x = args(1).array_value (), f = args(2).array_value ();
  const int64_t nx = x.numel (), nf = f.numel ();
  if (nx != nf && nx != 1 && nf != 1)
    error_with_id ("ndsparse:internal", "%s: inconsistent operands", fn);
  const int64_t n = nx == 1 ? nf : nx;
  NDArray y = nds_uninit<NDArray> (n);
  const int64_t nz = nds_binop (op, x.data (), nx, f.data (), nf, y.fortran_vec (), n);
  return ovl (y, static_cast<double> (nz));
}
