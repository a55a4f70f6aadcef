// __nds_sort__.cc: gateway, distinct entries put into column-major order
#include "nds_glue.h"
#include "engine/nds_elem.h"

DEFUN_DLD (__nds_sort__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{s}, @var{v}] =} __nds_sort__ (@var{s}, @var{v}, @var{sz})\n\
Internal: the entries (int64 @var{s}, double or logical @var{v}; distinct coordinates\n\
within size @var{sz}) in column-major order.  Sorted input is returned as it is.\n\
@end deftypefn")
{
  static const char *fn = "__nds_sort__";
  if (args.length () != 3)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "S");
  const nds_vtype vt = nds_arg_vtype (args(1), fn);
  const std::vector<int64_t> sz = nds_arg_size (args(2), fn);
  const int64_t n = s.rows (), m = s.columns ();
  if (static_cast<int64_t> (sz.size ()) != m || args(1).numel () != n)
    error_with_id ("ndsparse:internal", "%s: inconsistent operands", fn);
  if (nds_is_sorted (nds_i64 (s), n, m))
    return ovl (args(0), args(1));
  int64_t *perm = static_cast<int64_t *> (nds_malloc (n, sizeof (int64_t)));
  if (! perm)
    nds_check (NDS_ENOMEM, fn);
  const int st = nds_sort (nds_i64 (s), n, m, sz.data (), perm);
  if (st != NDS_OK)
    {
      nds_free (perm);
      nds_check (st, fn);
    }
  int64NDArray os = nds_uninit<int64NDArray> (n, m);
  nds_rows_take (nds_i64 (s), n, m, perm, n, nds_i64w (os));
  boolNDArray b;
  NDArray x;
  const void *xp = nds_vals_ptr (args(1), vt, b, x);
  nds_vals_out ov (vt, n);
  nds_vals_take (xp, vt, perm, n, ov.ptr ());
  nds_free (perm);
  return ovl (os, ov.value ());
}
