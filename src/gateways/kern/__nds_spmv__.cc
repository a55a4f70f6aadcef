// __nds_spmv__.cc: gateway, 2-D sorted entries times a full matrix on either side
#include "nds_glue.h"
#include "engine/kern/nds_kern.h"

DEFUN_DLD (__nds_spmv__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{Y} =} __nds_spmv__ (@var{subs}, @var{vals}, @var{shape}, @var{X}, @var{left})\n\
Internal: for the 2-D sorted entries A (double values), @var{Y} = A*@var{X} when\n\
@var{left} is true, else @var{X}*A.  The caller checks the inner dimensions.\n\
@end deftypefn")
{
  static const char *fn = "__nds_spmv__";
  if (args.length () != 5)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "SUBS");
  const NDArray x = args(1).array_value ();
  const std::vector<int64_t> shape = nds_arg_size (args(2), fn);
  const Matrix X = args(3).matrix_value ();
  const bool left = args(4).bool_value ();
  const int64_t n = s.rows ();
  if (shape.size () != 2 || s.columns () != 2 || x.numel () != n)
    error_with_id ("ndsparse:internal", "%s: inconsistent storage", fn);
  const int64_t *r = nds_i64 (s), *c = r + n;
  if (left)
    {
      if (X.rows () != shape[1])
        error_with_id ("ndsparse:internal", "%s: inner dimensions differ", fn);
      Matrix Y = nds_uninit<Matrix> (shape[0], X.columns ());
      nds_check (nds_coo_mv (r, c, x.data (), n, shape[0], X.data (), shape[1],
                             X.columns (), Y.fortran_vec ()), fn);
      return ovl (Y);
    }
  if (X.columns () != shape[0])
    error_with_id ("ndsparse:internal", "%s: inner dimensions differ", fn);
  Matrix Y = nds_zeros<Matrix> (dim_vector (X.rows (), shape[1]));
  nds_coo_vm (r, c, x.data (), n, X.data (), X.rows (), Y.fortran_vec ());
  return ovl (Y);
}
