// __nds_ttmc__.cc: gateway, the TTM chain in every mode but one (Tucker's kernel)
#include "nds_glue.h"
#include "engine/kern/nds_kern.h"

DEFUN_DLD (__nds_ttmc__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{Yt} =} __nds_ttmc__ (@var{subs}, @var{vals}, @var{shape}, @var{U}, @var{mode})\n\
Internal: @var{Yt} = the transposed mode-@var{mode} unfolding of T times U@{d@}' in\n\
every mode d != @var{mode}, prod (R)-by-shape(mode), where U@{d@} is a full\n\
shape(d)-by-R(d) matrix or [] (0-by-0) for the identity (R(d) = shape(d)); U@{mode@}\n\
unused.  The caller checks the sizes against the dense policy.\n\
@end deftypefn")
{
  static const char *fn = "__nds_ttmc__";
  if (args.length () != 5)
    print_usage ();
  const auto [s, x, shape, U, m, n, mode] = nds_arg_factors (args, fn);
  std::vector<Matrix> keep (m);
  std::vector<const double *> up (m, nullptr);
  std::vector<int64_t> R (m, 0);
  double P = 1;
  for (int64_t d = 0; d < m; d++)
    {
      if (d == mode)
        continue;
      if (U(d).rows () == 0 && U(d).columns () == 0)
        R[d] = shape[d];
      else
        {
          keep[d] = U(d).matrix_value ();
          if (keep[d].rows () != shape[d])
            error_with_id ("ndsparse:internal", "%s: factor %ld has the wrong size", fn,
                           static_cast<long> (d + 1));
          R[d] = keep[d].columns ();
          up[d] = keep[d].data ();
        }
      P *= static_cast<double> (R[d]);
    }
  if (P * static_cast<double> (shape[mode]) > static_cast<double> (dim_vector::dim_max ()))
    error_with_id ("ndsparse:toolarge", "%s: a %.0f-by-%ld result is too large", fn, P,
                   static_cast<long> (shape[mode]));
  Matrix Yt = nds_uninit<Matrix> (static_cast<octave_idx_type> (P), shape[mode]);
  nds_check (nds_ttmc (nds_i64 (s), x.data (), n, m, shape.data (), up.data (), R.data (),
                       mode, Yt.fortran_vec ()), fn);
  return ovl (Yt);
}
