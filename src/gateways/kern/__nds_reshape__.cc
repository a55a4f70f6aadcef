// __nds_reshape__.cc: gateway, coordinates of the same linear positions in a new size
#include "nds_glue.h"
#include "engine/kern/nds_kern.h"

DEFUN_DLD (__nds_reshape__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{s2} =} __nds_reshape__ (@var{s}, @var{sz}, @var{sz2})\n\
Internal: the int64 coordinates in size @var{sz2} of the column-major positions of\n\
the rows of @var{s} in size @var{sz} (same number of elements).\n\
@end deftypefn")
{
  static const char *fn = "__nds_reshape__";
  if (args.length () != 3)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "S");
  const std::vector<int64_t> sz = nds_arg_size (args(1), fn);
  const std::vector<int64_t> sz2 = nds_arg_size (args(2), fn);
  const int64_t n = s.rows (), m = s.columns (), m2 = sz2.size ();
  if (static_cast<int64_t> (sz.size ()) != m)
    error_with_id ("ndsparse:internal", "%s: inconsistent operands", fn);
  int64NDArray out = nds_uninit<int64NDArray> (n, m2);
  const int st = nds_reshape (nds_i64 (s), n, m, sz.data (), m2, sz2.data (), nds_i64w (out));
  if (st == NDS_ETOOLARGE)
    error_with_id ("ndsparse:toolarge",
                   "ndsparse: a size with more than 2^64 elements has no linear positions");
  nds_check (st, fn);
  return ovl (out);
}
