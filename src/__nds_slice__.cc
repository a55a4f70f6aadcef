// __nds_slice__.cc: gateway, the entries of a view read through a per-dimension order
#include "nds_glue.h"
#include "engine/nds_index.h"

DEFUN_DLD (__nds_slice__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{vs}, @var{vv}] =} __nds_slice__ (@var{subs}, @var{vals}, @var{off}, @var{fixed}, @var{ext}, @var{hid}, @var{k}, @var{perm}, @var{d})\n\
Internal: as @code{__nds_view__}, but reading only the rows of storage whose\n\
coordinate in dimension @var{d} the view covers, found by binary search in\n\
@var{perm} (int64, 0-based: the rows in stable order of their dim-@var{d}\n\
coordinate; not copied, so the call costs a binary search plus the block read).\n\
@end deftypefn")
{
  static const char *fn = "__nds_slice__";
  if (args.length () != 9)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "SUBS");
  const int64_t nnz = s.rows (), m = s.columns ();
  const nds_vtype vt = nds_arg_vtype (args(1), fn);
  const nds_view_arg va (args, 2, m, fn);
  const nds_view& V = va.V;
  const int64_t k = V.k;
  const int64NDArray perm = nds_arg_subs (args(7), fn, "PERM");
  const int64_t d = args(8).idx_type_value () - 1;
  if (args(1).numel () != nnz || perm.numel () != nnz || d < 0 || d >= m || k > 64)
    error_with_id ("ndsparse:internal", "%s: inconsistent view", fn);
  boolNDArray b;
  NDArray x;
  const void *xp = nds_vals_ptr (args(1), vt, b, x);
  int64_t *os = nullptr, cnt = 0;
  void *ox = nullptr;
  nds_check (nds_view_by_dim (nds_i64 (s), xp, nnz, &V, vt, nds_i64 (perm), d, &os, &ox,
                              &cnt), fn);
  int64NDArray vs = nds_uninit<int64NDArray> (cnt, k);
  nds_vals_out vx (vt, cnt);
  std::copy (os, os + cnt * k, nds_i64w (vs));
  std::memcpy (vx.ptr (), ox, static_cast<size_t> (cnt) * nds_vsize (vt));
  nds_free (os);
  nds_free (ox);
  return ovl (vs, vx.value ());
}
