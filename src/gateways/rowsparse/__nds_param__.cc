// __nds_param__.cc: gateway, the parameters (weights and optimizer states) the engine
// holds for in-place updates, by number
#include <map>
#include <memory>
#include "nds_rowsparse_glue.h"

namespace
{
  // a parameter of the engine and the dims its weight had
  struct nds_param_entry
  {
    std::unique_ptr<nds_param, void (*) (nds_param *)> p;
    dim_vector dv;
  };

  // the live parameters by number: state of the oct-file, which __ndsparse__ ()
  // locks in memory (mlock) so that clearing functions cannot drop them
  std::map<double, nds_param_entry> registry;
  double last_id = 0;

  nds_param_entry&
  find_param (const octave_value& v, const char *fn)
  {
    const double id = v.double_value ();
    auto it = registry.find (id);
    if (it == registry.end ())
      error_with_id ("ndsparse:optimizer", "%s: parameter %g was freed or never made",
                     fn, id);
    return it->second;
  }
}

DEFUN_DLD (__nds_param__, args, ,
               "-*- texinfo -*-\n\
@deftypefn  {} {@var{id} =} __nds_param__ (\"new\", @var{W}, @var{ns}, @var{S1}, @var{S2}, @var{t})\n\
@deftypefnx {} {} __nds_param__ (\"free\", @var{id})\n\
@deftypefnx {} {@var{A} =} __nds_param__ (\"read\", @var{id}, @var{which})\n\
@deftypefnx {} {@var{data} =} __nds_param__ (\"rows\", @var{id}, @var{idx})\n\
@deftypefnx {} {} __nds_param__ (\"step\", @var{id}, @var{kind}, @var{consts}, @var{lazy}, @var{idx}, @var{G})\n\
@deftypefnx {} {} __nds_param__ (\"step\", @var{id}, @var{kind}, @var{consts}, @var{lazy}, @var{R})\n\
@deftypefnx {} {@var{t} =} __nds_param__ (\"t\", @var{id})\n\
@deftypefnx {} {@var{Y} =} __nds_param__ (\"dot\", @var{id}, @var{X})\n\
@deftypefnx {} {@var{n} =} __nds_param__ (\"count\")\n\
Internal: parameters held by the engine for optimizer steps in place, by number.\n\
\"new\" copies the full weight @var{W} and @var{ns} states (@var{S1}, @var{S2}:\n\
full arrays of its size, or @code{[]} for zeros), @var{t} steps taken; \"read\"\n\
returns the weight (@var{which} 0) or a state; \"rows\" the rows @var{idx} of the\n\
weight (k-by-width); \"step\" is the next step with constants as\n\
@code{__nds_optim__} takes them and the gradient rows @var{idx}, @var{G} or the\n\
rowsparse @var{R} (checked to have the weight's size); \"t\" the steps taken;\n\
\"dot\" is @var{X} * W for a sparse @var{X}; \"count\" the number of live\n\
parameters.  A single @var{W} makes a single parameter: its states, \"read\"\n\
and \"rows\" single, its steps in single.\n\
@end deftypefn")
{
  static const char *fn = "__nds_param__";
  if (args.length () < 1)
    print_usage ();
  const std::string cmd = args(0).xstring_value ("%s: CMD must be a string", fn);
  const int nargs = args.length ();
  if (cmd == "new" && nargs == 6)
    {
      const bool sgl = args(1).is_single_type ();
      const int ns = args(2).int_value ();
      for (int i = 0; i < 2; i++)
        if (! args(3 + i).isempty () && args(3 + i).dims () != args(1).dims ())
          error_with_id ("ndsparse:internal", "%s: states must have the weight's size", fn);
      nds_param *p = nullptr;
      const double t = args(5).double_value ();
      if (! (t >= 0 && t == std::floor (t) && t < 9007199254740992.0))
        error_with_id ("ndsparse:internal", "%s: T must be a step count", fn);
      const dim_vector dv = args(1).dims ();
      if (sgl)
        {
          // a single weight: a block of floats, its states single too
          const FloatNDArray W = args(1).float_array_value ();
          const FloatNDArray S1 = args(3).float_array_value (),
                             S2 = args(4).float_array_value ();
          const float *S0[2] = {S1.isempty () ? nullptr : S1.data (),
                                S2.isempty () ? nullptr : S2.data ()};
          nds_check (nds_param_new_f (dv(0), nds_row_width (dv), ns, W.data (), S0,
                                      static_cast<int64_t> (t), &p), fn);
        }
      else
        {
          const NDArray W = args(1).array_value ();
          const NDArray S1 = args(3).array_value (), S2 = args(4).array_value ();
          const double *S0[2] = {S1.isempty () ? nullptr : S1.data (),
                                 S2.isempty () ? nullptr : S2.data ()};
          nds_check (nds_param_new (dv(0), nds_row_width (dv), ns, W.data (), S0,
                                    static_cast<int64_t> (t), &p), fn);
        }
      nds_param_entry e {std::unique_ptr<nds_param, void (*) (nds_param *)> (p, nds_param_free),
                         dv};
      registry.emplace (++last_id, std::move (e));
      return ovl (last_id);
    }
  if (cmd == "free" && nargs == 2)
    {
      registry.erase (args(1).double_value ());
      return ovl ();
    }
  if (cmd == "count" && nargs == 1)
    return ovl (static_cast<double> (registry.size ()));
  if (nargs < 2)
    print_usage ();
  nds_param_entry& e = find_param (args(1), fn);
  nds_param *p = e.p.get ();
  if (cmd == "read" && nargs == 3)
    {
      const int which = args(2).int_value ();
      if (which < 0 || which > p->ns)
        error_with_id ("ndsparse:internal", "%s: no state %d", fn, which);
      if (p->single)
        {
          FloatNDArray A = nds_uninit_filled<FloatNDArray> (e.dv);
          nds_check (nds_param_read_f (p, which, A.fortran_vec ()), fn);
          return ovl (A);
        }
      NDArray A = nds_uninit_filled<NDArray> (e.dv);
      nds_check (nds_param_read (p, which, A.fortran_vec ()), fn);
      return ovl (A);
    }
  if (cmd == "rows" && nargs == 3)
    {
      const std::vector<int64_t> idx = nds_arg_rows (args(2), p->n, fn);
      if (p->single)
        {
          FloatMatrix data = nds_uninit<FloatMatrix> (idx.size (), p->w);
          nds_check (nds_param_rows_f (p, nds_rows_ptr (idx), idx.size (),
                                       data.fortran_vec ()), fn);
          return ovl (data);
        }
      Matrix data = nds_uninit<Matrix> (idx.size (), p->w);
      nds_check (nds_param_rows (p, nds_rows_ptr (idx), idx.size (), data.fortran_vec ()), fn);
      return ovl (data);
    }
  if (cmd == "t" && nargs == 2)
    return ovl (static_cast<double> (p->t));
  if (cmd == "step" && (nargs == 6 || nargs == 7))
    {
      const nds_optim o = nds_arg_optim (args(2), args(3), fn);
      const bool lazy = args(4).bool_value ();
      NDArray rows, G;
      octave_value Gv;
      if (nargs == 6)
        {
          // a rowsparse gradient: the error for another size is the user's
          const nds_rsp_value R (args(5), fn, ! p->single);
          const dim_vector& dv = e.dv;
          bool same = R.sz.numel () == dv.ndims ();
          for (int d = 0; same && d < dv.ndims (); d++)
            same = R.sz(d) == dv(d);
          if (! same)
            {
              NDArray wsz (dim_vector (1, dv.ndims ()));
              for (int d = 0; d < dv.ndims (); d++)
                wsz(d) = dv(d);
              error_with_id ("ndsparse:optimizer",
                             "update: G is %s but W is %s: they must have one size",
                             nds_dims_str (R.sz).c_str (), nds_dims_str (wsz).c_str ());
            }
          rows = R.idx;
          G = R.data;
          Gv = R.data_ov;
        }
      else
        {
          rows = args(5).array_value ();
          if (! p->single)
            G = args(6).array_value ();
          Gv = args(6);
        }
      const std::vector<int64_t> idx = nds_arg_rows (rows, p->n, fn);
      const int64_t k = idx.size ();
      if (Gv.numel () != k * p->w)
        error_with_id ("ndsparse:internal", "%s: G must hold %ld rows of %ld", fn,
                       static_cast<long> (k), static_cast<long> (p->w));
      if (p->single)
        {
          // the gradient rounded to single once, the step in float (MXNet's float32)
          const FloatNDArray Gf = Gv.float_array_value ();
          nds_rsp_check (nds_param_step_f (p, &o, lazy, nds_rows_ptr (idx), k, Gf.data ()),
                         fn);
          return ovl ();
        }
      nds_rsp_check (nds_param_step (p, &o, lazy, nds_rows_ptr (idx), k, G.data ()), fn);
      return ovl ();
    }
  if (cmd == "dot" && nargs == 3)
    {
      if (p->single)
        error_with_id ("ndsparse:internal", "%s: dot: a single parameter is read by rows", fn);
      const nds_csc_arg X (args(2), fn);
      if (X.S.cols () != p->n)
        error_with_id ("ndsparse:internal", "%s: X must have %ld columns", fn,
                       static_cast<long> (p->n));
      Matrix Y = nds_uninit<Matrix> (X.S.rows (), p->w);
      const nds_rsp_csc Xc = X.csc ();
      nds_rsp_check (nds_rsp_dot (&Xc, nullptr, p->n,
                                  nds_param_array (p, 0), p->w, Y.fortran_vec ()), fn);
      return ovl (Y);
    }
  print_usage ();
  return ovl ();
}

/*
%!test
%! n0 = __nds_param__ ("count");
%! W = [1 2; 3 4; 5 6];
%! id = __nds_param__ ("new", W, 1, [], [], 0);
%! unwind_protect
%!   assert (__nds_param__ ("count"), n0 + 1);
%!   assert (__nds_param__ ("read", id, 0), W);
%!   assert (__nds_param__ ("read", id, 1), zeros (3, 2));
%!   assert (__nds_param__ ("rows", id, [3; 1]), W([3 1], :));
%!   ## SGD, momentum 0.5, lr 0.1, lazy on row 2
%!   __nds_param__ ("step", id, 0, [0.1 0.5 0 1 0 0 0 1], true, 2, [10 20]);
%!   assert (__nds_param__ ("read", id, 0), [1 2; 2 2; 5 6]);
%!   assert (__nds_param__ ("read", id, 1), [0 0; -1 -2; 0 0]);
%!   assert (__nds_param__ ("t", id), 1);
%!   ## a rowsparse gradient, read from its fields
%!   __nds_param__ ("step", id, 0, [0.1 0 0 1 0 0 0 1], true, rowsparse ([10 10], 3, [3 2]));
%!   assert (__nds_param__ ("read", id, 0), [1 2; 2 2; 4 5]);
%!   assert (__nds_param__ ("t", id), 2);
%!   fail ("__nds_param__ ('step', id, 0, [0.1 0 0 1 0 0 0 1], true, rowsparse ([1 1], 1, [4 2]))",
%!         "G is 4x2 but W is 3x2");
%!   assert (__nds_param__ ("t", id), 2);
%!   X = sparse ([1 0 1; 0 2 0]);
%!   assert (__nds_param__ ("dot", id, X), X * [1 2; 2 2; 4 5]);
%! unwind_protect_cleanup
%!   __nds_param__ ("free", id);
%! end_unwind_protect
%! assert (__nds_param__ ("count"), n0);
%!error <was freed> __nds_param__ ("read", -1, 0)
%!error <Invalid call> __nds_param__ ("nope")
*/
