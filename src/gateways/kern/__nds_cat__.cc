// __nds_cat__.cc: gateway, concatenation of sorted tensors along one dimension
#include "nds_glue.h"
#include "engine/kern/nds_kern.h"

DEFUN_DLD (__nds_cat__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{s}, @var{v}] =} __nds_cat__ (@var{dim}, @var{off}, @var{S}, @var{V})\n\
Internal: concatenate along @var{dim} the sorted entries of k tensors, the cells\n\
@var{S} (int64, m columns each) and @var{V} (all double, complex, single or logical),\n\
operand j's\n\
coordinates along @var{dim} shifted by @var{off}(j); sorted, with no sort.\n\
@end deftypefn")
{
  static const char *fn = "__nds_cat__";
  if (args.length () != 4)
    print_usage ();
  const int64_t dim = args(0).idx_type_value () - 1;
  const std::vector<int64_t> off = nds_arg_size (args(1), fn);
  const Cell cs = args(2).cell_value (), cv = args(3).cell_value ();
  const int k = cs.numel ();
  if (k < 1 || cv.numel () != k || static_cast<int> (off.size ()) != k)
    error_with_id ("ndsparse:internal", "%s: inconsistent operands", fn);
  std::vector<int64NDArray> s (k);
  std::vector<boolNDArray> b (k);
  std::vector<NDArray> x (k);
  std::vector<ComplexNDArray> z (k);
  std::vector<FloatNDArray> f (k);
  std::vector<FloatComplexNDArray> fz (k);
  std::vector<const int64_t *> sp (k);
  std::vector<const void *> xp (k);
  std::vector<int64_t> n (k);
  const nds_vtype vt = nds_arg_vtype_moved (cv(0), fn);
  const int64_t m = cs(0).columns ();
  int64_t nout = 0;
  for (int j = 0; j < k; j++)
    {
      s[j] = nds_arg_subs (cs(j), fn, "S");
      n[j] = s[j].rows ();
      if (s[j].columns () != m || cv(j).numel () != n[j] || nds_arg_vtype_moved (cv(j), fn) != vt)
        error_with_id ("ndsparse:internal", "%s: inconsistent operands", fn);
      sp[j] = nds_i64 (s[j]);
      xp[j] = nds_vals_ptr (cv(j), vt, b[j], x[j], z[j], f[j], fz[j]);
      nout += n[j];
    }
  if (dim < 0 || dim >= m)
    error_with_id ("ndsparse:internal", "%s: DIM out of range", fn);
  const nds_cat_in C = {k, sp.data (), n.data (), xp.data (), off.data ()};
  int64NDArray os = nds_uninit<int64NDArray> (nout, m);
  nds_vals_out ox (vt, nout);
  nds_check (nds_cat (&C, m, dim, vt, nds_i64w (os), ox.ptr ()), fn);
  return ovl (os, ox.value ());
}
