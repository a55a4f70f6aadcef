// __nds_mttkrp__.cc: gateway, matricized tensor times Khatri-Rao product
#include "nds_glue.h"
#include "engine/kern/nds_kern.h"

// true when a cell holds a complex array
static bool
nds_any_complex (const octave_value& c)
{
  if (! c.iscell ())
    return false;
  const Cell U = c.cell_value ();
  for (octave_idx_type d = 0; d < U.numel (); d++)
    if (U(d).iscomplex ())
      return true;
  return false;
}

// __nds_mttkrp__ with complex values or factors: B complex (no conjugation), real when
// every imaginary part is zero
static octave_value_list
complex_mttkrp (const octave_value_list& args, const char *fn)
{
  const int64NDArray s = nds_arg_subs (args(0), fn, "SUBS");
  const std::vector<int64_t> shape = nds_arg_size (args(2), fn);
  const int64_t m = shape.size (), n = s.rows ();
  const int64_t mode = args(4).idx_type_value () - 1;
  if (! args(3).iscell () || args(3).numel () != m || m != s.columns ()
      || args(1).numel () != n || mode < 0 || mode >= m)
    error_with_id ("ndsparse:internal", "%s: inconsistent arguments", fn);
  const Cell U = args(3).cell_value ();
  const int64_t R = U(mode).columns ();
  const bool xc = args(1).iscomplex ();
  const NDArray xr = xc ? NDArray () : args(1).array_value ();
  const ComplexNDArray xz = xc ? args(1).complex_array_value () : ComplexNDArray ();
  std::vector<Matrix> keep (m);
  std::vector<ComplexMatrix> keepz (m);
  std::vector<const double *> up (m, nullptr);
  std::vector<int> uc (m, 0);
  for (int64_t d = 0; d < m; d++)
    {
      if (d == mode)
        continue;
      uc[d] = U(d).iscomplex ();
      if (uc[d])
        {
          keepz[d] = U(d).complex_matrix_value ();
          up[d] = reinterpret_cast<const double *> (keepz[d].data ());
        }
      else
        {
          keep[d] = U(d).matrix_value ();
          up[d] = keep[d].data ();
        }
      if (U(d).rows () != shape[d] || U(d).columns () != R)
        error_with_id ("ndsparse:internal", "%s: factor %ld has the wrong size", fn,
                       static_cast<long> (d + 1));
    }
  ComplexMatrix B = nds_uninit<ComplexMatrix> (shape[mode], R);
  const double *x = xc ? reinterpret_cast<const double *> (xz.data ()) : xr.data ();
  nds_check (nds_mttkrp_z (nds_i64 (s), x, xc, n, m, shape.data (), up.data (), uc.data (),
                           R, mode, reinterpret_cast<double *> (B.fortran_vec ())), fn);
  return ovl (B);
}

DEFUN_DLD (__nds_mttkrp__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{B} =} __nds_mttkrp__ (@var{subs}, @var{vals}, @var{shape}, @var{U}, @var{mode})\n\
Internal: @var{B} = T_(mode) times the Khatri-Rao product of the full factor matrices\n\
in cell @var{U} (shape(d)-by-R each, checked by the caller; U@{mode@} unused).\n\
Values and factors may be complex (no conjugation).\n\
@end deftypefn")
{
  static const char *fn = "__nds_mttkrp__";
  if (args.length () != 5)
    print_usage ();
  if (args(1).iscomplex () || nds_any_complex (args(3)))
    return complex_mttkrp (args, fn);
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
