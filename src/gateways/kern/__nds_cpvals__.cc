// __nds_cpvals__.cc: gateway, the values of a CP model at the entries of a tensor
#include "nds_glue.h"
#include "engine/kern/nds_kern.h"

DEFUN_DLD (__nds_cpvals__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{v} =} __nds_cpvals__ (@var{subs}, @var{shape}, @var{U})\n\
Internal: @var{v}(e) = sum_r prod_d U@{d@}(subs(e,d), r), the CP model with the full\n\
factor matrices in cell @var{U} (shape(d)-by-R each, checked here) at the coordinates.\n\
@end deftypefn")
{
  static const char *fn = "__nds_cpvals__";
  if (args.length () != 3)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "SUBS");
  const std::vector<int64_t> shape = nds_arg_size (args(1), fn);
  const Cell U = args(2).cell_value ();
  const int64_t m = shape.size (), n = s.rows ();
  if (m != s.columns () || U.numel () != m || m < 1)
    error_with_id ("ndsparse:internal", "%s: inconsistent arguments", fn);
  const int64_t R = U(0).columns ();
  std::vector<Matrix> keep (m);
  std::vector<const double *> up (m, nullptr);
  for (int64_t d = 0; d < m; d++)
    {
      keep[d] = U(d).matrix_value ();
      if (keep[d].rows () != shape[d] || keep[d].columns () != R)
        error_with_id ("ndsparse:internal", "%s: factor %ld has the wrong size", fn,
                       static_cast<long> (d + 1));
      up[d] = keep[d].data ();
    }
  Matrix v = nds_uninit<Matrix> (n, 1);
  nds_check (nds_cp_values (nds_i64 (s), n, m, shape.data (), up.data (), R,
                            v.fortran_vec ()), fn);
  return ovl (v);
}
