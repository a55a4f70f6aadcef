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

// the arguments of __nds_mttkrp__ but VALS's values, cross-checked, each factor too
struct nds_mt_args
{
  int64NDArray s;
  std::vector<int64_t> shape;
  Cell U;
  int64_t m, n, mode, R;
};

static nds_mt_args
mt_args (const octave_value_list& args, const char *fn)
{
  nds_mt_args a;
  a.s = nds_arg_subs (args(0), fn, "SUBS");
  a.shape = nds_arg_size (args(2), fn);
  a.m = a.shape.size ();
  a.n = a.s.rows ();
  a.mode = args(4).idx_type_value () - 1;
  if (! args(3).iscell () || args(3).numel () != a.m || a.m != a.s.columns ()
      || args(1).numel () != a.n || a.mode < 0 || a.mode >= a.m)
    error_with_id ("ndsparse:internal", "%s: inconsistent arguments", fn);
  a.U = args(3).cell_value ();
  a.R = a.U(a.mode).columns ();
  for (int64_t d = 0; d < a.m; d++)
    if (d != a.mode && (a.U(d).rows () != a.shape[d] || a.U(d).columns () != a.R))
      error_with_id ("ndsparse:internal", "%s: factor %ld has the wrong size", fn,
                     static_cast<long> (d + 1));
  return a;
}

// __nds_mttkrp__ with real values and factors: double (X NDArray, M Matrix), or single
// values (FloatNDArray, FloatMatrix: the factors rounded to single, every product and
// sum in double by nds_mttkrp_f, which rounds B once to single)
template <typename X, typename M>
static octave_value_list
real_mttkrp (const octave_value_list& args, const char *fn)
{
  const nds_mt_args a = mt_args (args, fn);
  const X x = octave_value_extract<X> (args(1));
  std::vector<M> keep (a.m);
  std::vector<const typename M::element_type *> up (a.m, nullptr);
  for (int64_t d = 0; d < a.m; d++)
    if (d != a.mode)
      {
        keep[d] = octave_value_extract<M> (a.U(d));
        up[d] = keep[d].data ();
      }
  M B = nds_uninit<M> (a.shape[a.mode], a.R);
  if constexpr (std::is_same_v<X, FloatNDArray>)
    nds_check (nds_mttkrp_f (nds_i64 (a.s), x.data (), a.n, a.m, a.shape.data (), up.data (),
                             a.R, a.mode, B.fortran_vec ()), fn);
  else
    nds_check (nds_mttkrp (nds_i64 (a.s), x.data (), a.n, a.m, a.shape.data (), up.data (),
                           a.R, a.mode, B.fortran_vec ()), fn);
  return ovl (B);
}

// __nds_mttkrp__ with complex values or factors: B complex (no conjugation), real when
// every imaginary part is zero.  Double (ZX ComplexNDArray, X NDArray, ZM ComplexMatrix,
// M Matrix) or single values (the Float ones: the factors rounded to single, every
// product and sum in double by nds_mttkrp_c, B rounded once to single)
template <typename ZX, typename X, typename ZM, typename M>
static octave_value_list
complex_mttkrp (const octave_value_list& args, const char *fn)
{
  using T = typename M::element_type;
  const nds_mt_args a = mt_args (args, fn);
  const int64_t m = a.m, n = a.n, mode = a.mode, R = a.R;
  const Cell& U = a.U;
  const bool xc = args(1).iscomplex ();
  const X xr = xc ? X () : octave_value_extract<X> (args(1));
  const ZX xz = xc ? octave_value_extract<ZX> (args(1)) : ZX ();
  std::vector<M> keep (m);
  std::vector<ZM> keepz (m);
  std::vector<const T *> up (m, nullptr);
  std::vector<int> uc (m, 0);
  for (int64_t d = 0; d < m; d++)
    {
      if (d == mode)
        continue;
      uc[d] = U(d).iscomplex ();
      if (uc[d])
        {
          keepz[d] = octave_value_extract<ZM> (U(d));
          up[d] = reinterpret_cast<const T *> (keepz[d].data ());
        }
      else
        {
          keep[d] = octave_value_extract<M> (U(d));
          up[d] = keep[d].data ();
        }
    }
  ComplexMatrix B = nds_uninit<ComplexMatrix> (a.shape[mode], R);
  const T *x = xc ? reinterpret_cast<const T *> (xz.data ()) : xr.data ();
  double *b = reinterpret_cast<double *> (B.fortran_vec ());
  if constexpr (std::is_same_v<T, float>)
    {
      nds_check (nds_mttkrp_c (nds_i64 (a.s), x, xc, n, m, a.shape.data (), up.data (),
                               uc.data (), R, mode, b), fn);
      return ovl (FloatComplexMatrix (B));
    }
  else
    {
      nds_check (nds_mttkrp_z (nds_i64 (a.s), x, xc, n, m, a.shape.data (), up.data (),
                               uc.data (), R, mode, b), fn);
      return ovl (B);
    }
}

DEFUN_DLD (__nds_mttkrp__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{B} =} __nds_mttkrp__ (@var{subs}, @var{vals}, @var{shape}, @var{U}, @var{mode})\n\
Internal: @var{B} = T_(mode) times the Khatri-Rao product of the full factor matrices\n\
in cell @var{U} (shape(d)-by-R each, checked by the caller; U@{mode@} unused).\n\
Values and factors may be complex (no conjugation).  With single values (real or\n\
complex) @var{B} is single: the factors rounded to single, each product and sum\n\
taken in double, the result rounded once.\n\
@end deftypefn")
{
  static const char *fn = "__nds_mttkrp__";
  if (args.length () != 5)
    print_usage ();
  if ((args(1).iscomplex () || nds_any_complex (args(3))) && args(1).is_single_type ())
    return complex_mttkrp<FloatComplexNDArray, FloatNDArray, FloatComplexMatrix, FloatMatrix>
      (args, fn);
  if (args(1).iscomplex () || nds_any_complex (args(3)))
    return complex_mttkrp<ComplexNDArray, NDArray, ComplexMatrix, Matrix> (args, fn);
  if (args(1).is_single_type ())
    return real_mttkrp<FloatNDArray, FloatMatrix> (args, fn);
  return real_mttkrp<NDArray, Matrix> (args, fn);
}
