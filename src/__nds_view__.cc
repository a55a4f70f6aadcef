// __nds_view__.cc: gateway, the entries of a view in view coordinates
#include "nds_glue.h"

DEFUN_DLD (__nds_view__, args, nargout,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{vs}, @var{vv}] =} __nds_view__ (@var{subs}, @var{vals}, @var{off}, @var{fixed}, @var{ext}, @var{hid}, @var{k})\n\
@deftypefnx {} {@var{n} =} __nds_view__ (@dots{}, \"count\")\n\
Internal: entries of sorted storage @var{subs}, @var{vals} inside the view given by\n\
0-based displacements @var{off}, logical @var{fixed}, extents @var{ext} (per underlying\n\
dim), 1-based hidden positions @var{hid} among @var{k} view dims; coordinates in the\n\
view (k columns), in column-major order.  With \"count\": their number only.\n\
@end deftypefn")
{
  static const char *fn = "__nds_view__";
  const int nargs = args.length ();
  if (nargs != 7 && nargs != 8)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "SUBS");
  const int64_t nnz = s.rows (), m = s.columns ();
  const nds_vtype vt = nds_arg_vtype (args(1), fn);
  if (args(1).numel () != nnz)
    error_with_id ("ndsparse:internal", "%s: inconsistent storage", fn);
  const nds_view_arg va (args, 2, m, fn);
  const nds_view& V = va.V;
  const int64_t k = V.k;
  int64_t lo, hi;
  nds_view_range (nds_i64 (s), nnz, &V, &lo, &hi);
  const int64_t cnt = nds_view_count (nds_i64 (s), nnz, &V, lo, hi);
  if (nargs == 8)
    return ovl (static_cast<double> (cnt));
  boolNDArray b;
  NDArray x;
  const void *xp = nds_vals_ptr (args(1), vt, b, x);
  int64NDArray vs = nds_uninit<int64NDArray> (cnt, k);
  nds_vals_out vx (vt, cnt);
  nds_view_emit (nds_i64 (s), xp, nnz, &V, lo, hi, vt, nds_i64w (vs), vx.ptr (), cnt);
  return ovl (vs, vx.value ());
}
