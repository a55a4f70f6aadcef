// __nds_merge__.cc: gateway, apply pending assignments to sorted storage
#include "nds_glue.h"

DEFUN_DLD (__nds_merge__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{s}, @var{v}] =} __nds_merge__ (@var{subs}, @var{vals}, @var{psubs}, @var{pvals}, @var{sz})\n\
Internal: storage after the pending assignments @var{psubs}, @var{pvals} (in order; the\n\
last one of a coordinate wins, zero deletes).  Values stay double or logical.\n\
@end deftypefn")
{
  static const char *fn = "__nds_merge__";
  if (args.length () != 5)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "SUBS");
  const int64NDArray ps = nds_arg_subs (args(2), fn, "PSUBS");
  const std::vector<int64_t> sz = nds_arg_size (args(4), fn);
  const int64_t m = sz.size ();
  const nds_vtype vt = nds_arg_vtype (args(1), fn);
  if (nds_arg_vtype (args(3), fn) != vt || s.columns () != m || ps.columns () != m
      || args(1).numel () != s.rows () || args(3).numel () != ps.rows ())
    error_with_id ("ndsparse:internal", "%s: inconsistent storage", fn);
  boolNDArray b1, b2;
  NDArray x1, x2;
  const void *x = nds_vals_ptr (args(1), vt, b1, x1);
  const void *px = nds_vals_ptr (args(3), vt, b2, x2);
  int64_t nout = 0;
  nds_check (nds_merge_pending (nds_i64 (s), x, s.rows (), nds_i64 (ps), px, ps.rows (), m,
                                sz.data (), vt, nullptr, nullptr, &nout), fn);
  int64NDArray os = nds_uninit<int64NDArray> (nout, m);
  nds_vals_out ox (vt, nout);
  nds_check (nds_merge_pending (nds_i64 (s), x, s.rows (), nds_i64 (ps), px, ps.rows (), m,
                                sz.data (), vt, nds_i64w (os), ox.ptr (), &nout), fn);
  return ovl (os, ox.value ());
}
