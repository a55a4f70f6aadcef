// __nds_optim__.cc: gateway, one optimizer step on copies of a full weight and its states
#include "nds_rowsparse_glue.h"

// a copy of a full array argument of class A (NDArray or FloatNDArray; empty stays
// empty), written by the team: a block filled completely, in huge pages
template <typename A>
static A
nds_copy_arg (const octave_value& v)
{
  const A a = octave_value_extract<A> (v);
  A c = nds_uninit_filled<A> (a.dims ());
  nds_optim_copy (c.fortran_vec (), a.data (), sizeof (*a.data ()) * (size_t) a.numel ());
  return c;
}

DEFUN_DLD (__nds_optim__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{W}, @var{S1}, @var{S2}] =} __nds_optim__ (@var{kind}, @var{W}, @var{S1}, @var{S2}, @var{idx}, @var{G}, @var{consts}, @var{lazy}, @var{t})\n\
Internal: step @var{t} of optimizer @var{kind} (0 SGD, 1 Adam, 2 AdaGrad) on copies\n\
of the full weight @var{W} and states @var{S1}, @var{S2} (@code{[]} when not\n\
kept), with the gradient rows @var{idx} (increasing) holding @var{G} (k rows of\n\
@code{numel (W) / rows (W)}); @var{consts} =\n\
[lr momentum wd rescale_grad clip_gradient beta1 beta2 epsilon] (the engine\n\
corrects Adam's lr for step @var{t}).  When @var{W} is single, the states (or\n\
@code{[]}) and @var{G} are single too and the step is computed in single\n\
(MXNet's float32).  The caller checks sizes and options.\n\
@end deftypefn")
{
  static const char *fn = "__nds_optim__";
  if (args.length () != 9)
    print_usage ();
  const nds_optim o = nds_arg_optim (args(0), args(6), fn);
  const dim_vector dv = args(1).dims ();
  const int64_t n = dv(0), w = nds_row_width (dv);
  const bool sgl = args(1).is_single_type ();
  for (int i = 1; i <= 3; i++)
    if (! (sgl ? args(i).is_single_type () || (i > 1 && args(i).isempty ())
               : args(i).is_double_type ())
        || args(i).issparse () || args(i).iscomplex ()
        || (i > 1 && ! args(i).isempty () && args(i).dims () != dv))
      error_with_id ("ndsparse:internal", "%s: weight and states must be full real "
                     "double (or all single) arrays of one size", fn);
  const std::vector<int64_t> idx = nds_arg_rows (args(4), n, fn);
  const int64_t k = idx.size ();
  if (args(5).numel () != k * w)
    error_with_id ("ndsparse:internal", "%s: G must hold %ld rows of %ld", fn,
                   static_cast<long> (k), static_cast<long> (w));
  const bool lazy = args(7).bool_value ();
  const double t = args(8).double_value ();
  if (! (t >= 1 && t == std::floor (t) && t < 9007199254740992.0))
    error_with_id ("ndsparse:internal", "%s: T must be a positive integer", fn);
  if (! nds_rsp_idx_ok (nds_rows_ptr (idx), k, n))
    nds_rsp_check (NDS_ESUB, fn);
  if (sgl)
    {
      const FloatNDArray G = args(5).float_array_value ();
      FloatNDArray W = nds_copy_arg<FloatNDArray> (args(1)), S1 = nds_copy_arg<FloatNDArray> (args(2)),
                   S2 = nds_copy_arg<FloatNDArray> (args(3));
      const nds_strided_f sw = {W.fortran_vec (), 1, n},
        s1 = {S1.isempty () ? nullptr : S1.fortran_vec (), 1, n},
        s2 = {S2.isempty () ? nullptr : S2.fortran_vec (), 1, n};
      nds_rsp_check (nds_optim_step_f (&o, static_cast<int64_t> (t), lazy, n, w, sw, s1, s2,
                                       nds_rows_ptr (idx), k, G.data ()), fn);
      // a state not kept comes back as the [] it was
      return ovl (W, args(2).isempty () ? octave_value (Matrix ()) : octave_value (S1),
                  args(3).isempty () ? octave_value (Matrix ()) : octave_value (S2));
    }
  const NDArray G = args(5).array_value ();
  NDArray W = nds_copy_arg<NDArray> (args(1)), S1 = nds_copy_arg<NDArray> (args(2)),
          S2 = nds_copy_arg<NDArray> (args(3));
  const nds_strided sw = {W.fortran_vec (), 1, n},
    s1 = {S1.isempty () ? nullptr : S1.fortran_vec (), 1, n},
    s2 = {S2.isempty () ? nullptr : S2.fortran_vec (), 1, n};
  nds_rsp_check (nds_optim_step (&o, static_cast<int64_t> (t), lazy, n, w, sw, s1, s2,
                                 nds_rows_ptr (idx), k, G.data ()), fn);
  return ovl (W, S1, S2);
}

/*
%!test
%! ## SGD with momentum, lazy: row 2 only; the dense oracle of the formula
%! W = [1 2; 3 4; 5 6];  mom = [0.5 0.5; 1 1; 2 2];
%! c = [0.1 0.9 0.01 1 0 0.9 0.999 1e-8];
%! [W1, m1] = __nds_optim__ (0, W, mom, [], 2, [10 20], c, true, 1);
%! m2 = 0.9 * mom(2,:) - 0.1 * 0.01 * W(2,:) - 0.1 * [10 20];
%! assert (m1, [mom(1,:); m2; mom(3,:)]);
%! assert (W1, [W(1,:); W(2,:) + m2; W(3,:)]);
%!test
%! ## dense: the other rows take a zero gradient
%! W = [1 2; 3 4];  mom = zeros (2);
%! c = [0.1 0.9 0.5 1 0 0.9 0.999 1e-8];
%! [W1, m1] = __nds_optim__ (0, W, mom, [], 2, [10 20], c, false, 1);
%! m = - 0.1 * 0.5 * W - 0.1 * [0 0; 10 20];
%! assert (m1, m);
%! assert (W1, W + m);
%!test
%! ## Adam at step 3: the engine corrects the learning rate
%! c = [0.1 0 0 1 0 0.9 0.999 1e-8];
%! [W1, m1, v1] = __nds_optim__ (1, [1; 2], [0; 0.5], [0; 0.25], 2, 1, c, true, 3);
%! m = 0.9 * 0.5 + (1 - 0.9);
%! v = 0.999 * 0.25 + (1 - 0.999);
%! assert (m1, [0; m]);
%! assert (v1, [0; v]);
%! w2 = 2 - 0.1 * sqrt (1 - 0.999^3) / (1 - 0.9^3) * m / (sqrt (v) + 1e-8);
%! assert (W1, [1; w2], -4 * eps);
%!error <increasing> __nds_optim__ (0, ones (3, 1), [], [], [2; 2], [1; 1], [1 0 0 1 0 0 0 1], true, 1)
%!error <one size> __nds_optim__ (0, ones (3, 1), ones (2, 1), [], 1, 1, [1 0 0 1 0 0 0 1], true, 1)
%!error <hold 1 rows of 2> __nds_optim__ (0, ones (3, 2), [], [], 1, 1, [1 0 0 1 0 0 0 1], true, 1)
%!error <T must be a positive integer> __nds_optim__ (0, ones (3, 1), [], [], 1, 1, [1 0 0 1 0 0 0 1], true, 0)
*/
