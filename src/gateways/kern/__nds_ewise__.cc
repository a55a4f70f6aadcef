// __nds_ewise__.cc: gateway, align the entries of two tensors of the same shape
#include "nds_glue.h"
#include "engine/kern/nds_kern.h"

// frees the merge plan on every path out of the gateway, Octave errors included
struct nds_merge_plan_guard
{
  nds_merge_plan P = {};
  ~nds_merge_plan_guard () { nds_merge_plan_free (&P); }
};

DEFUN_DLD (__nds_ewise__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{s}, @var{a}, @var{b}] =} __nds_ewise__ (@var{sa}, @var{va}, @var{sb}, @var{vb}, @var{inter})\n\
Internal: merge the sorted entries (@var{sa}, @var{va}) and (@var{sb}, @var{vb}) of two\n\
tensors of one shape: the union of their coordinates, or the intersection when\n\
@var{inter} is true, with each side's values aligned to it (zero where missing).\n\
Operands sharing one storage array are aligned without a merge.  (T + U, T - U\n\
and T .* U of two tensors merge in the container, nds_pair_op.)\n\
@end deftypefn")
{
  static const char *fn = "__nds_ewise__";
  if (args.length () != 5)
    print_usage ();
  const int64NDArray sa = nds_arg_subs (args(0), fn, "SA");
  const int64NDArray sb = nds_arg_subs (args(2), fn, "SB");
  const nds_vtype vta = nds_arg_vtype_moved (args(1), fn);
  const nds_vtype vtb = nds_arg_vtype_moved (args(3), fn);
  const bool inter = args(4).bool_value ();
  const int64_t na = sa.rows (), nb = sb.rows (), m = sa.columns ();
  if (sb.columns () != m || args(1).numel () != na || args(3).numel () != nb)
    error_with_id ("ndsparse:internal", "%s: inconsistent operands", fn);
  // one storage on both sides (T .* T): every row is in both
  if (na == nb && nds_i64 (sa) == nds_i64 (sb))
    return ovl (args(0), args(1), args(3));
  boolNDArray ba, bb;
  NDArray xa, xb;
  ComplexNDArray za, zb;
  FloatNDArray fa, fb;
  FloatComplexNDArray cza, czb;
  const void *pa = nds_vals_ptr (args(1), vta, ba, xa, za, fa, cza);
  const void *pb = nds_vals_ptr (args(3), vtb, bb, xb, zb, fb, czb);
  const int nt = nds_team (na + nb, NDS_SERIAL_BELOW);
  nds_merge_plan_guard g;
  nds_merge_plan &P = g.P;
  // (no size here: the rows are compared dim by dim)
  nds_check (nds_merge_plan_make (nds_i64 (sa), na, nds_i64 (sb), nb, m, nullptr, inter, nt,
                                  &P), fn);
  const int64_t n = P.off[P.nl];
  int64NDArray os = nds_uninit<int64NDArray> (n, m);
  nds_vals_out oa (vta, n), ob (vtb, n);
  nds_merge_emit (&P, nds_i64 (sa), pa, vta, na, nds_i64 (sb), pb, vtb, nb, m,
                  nds_i64w (os), oa.ptr (), ob.ptr ());
  return ovl (os, oa.value (), ob.value ());
}
