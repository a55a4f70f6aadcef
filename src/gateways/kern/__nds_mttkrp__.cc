// __nds_mttkrp__.cc: gateway, matricized tensor times Khatri-Rao product
#include "nds_glue.h"
#include "engine/kern/nds_kern.h"

DEFUN_DLD (__nds_mttkrp__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{B} =} __nds_mttkrp__ (@var{subs}, @var{vals}, @var{shape}, @var{U}, @var{mode})\n\
Internal: @var{B} = T_(mode) times the Khatri-Rao product of the full factor matrices\n\
in cell @var{U} (shape(d)-by-R each, checked by the caller; U@{mode@} unused).\n\
@end deftypefn")
{
  static const char *fn = "__nds_mttkrp__";
  if (args.length () != 5)
    print_usage ();
  const auto [s, x, shape, U, m, n, mode] = nds_arg_factors (args, fn);
  const int64_t R = U(mode).columns ();
  std::vector<Matrix> keep (m);
  std::vector<const double *> up (m, nullptr);
  for (int64_t d = 0; d < m; d++)
    {
      keep[d] = U(d).matrix_value ();
      if (d != mode && (keep[d].rows () != shape[d] || keep[d].columns () != R))
        error_with_id ("ndsparse:internal", "%s: factor %ld has the wrong size", fn,
                       static_cast<long> (d + 1));
      up[d] = keep[d].data ();
    }
  Matrix B = nds_uninit<Matrix> (shape[mode], R);
  nds_check (nds_mttkrp (nds_i64 (s), x.data (), n, m, shape.data (), up.data (), R, mode,
                         B.fortran_vec ()), fn);
  return ovl (B);
}
