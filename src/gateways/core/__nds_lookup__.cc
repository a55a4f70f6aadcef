// __nds_lookup__.cc: gateway, positions of many coordinates in sorted storage
#include "nds_glue.h"

DEFUN_DLD (__nds_lookup__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{pos} =} __nds_lookup__ (@var{subs}, @var{q})\n\
Internal: 1-based row of sorted storage @var{subs} (int64) holding each row of @var{q}\n\
(int64, same number of columns), 0 where absent; binary search.\n\
@end deftypefn")
{
  if (args.length () != 2)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), "__nds_lookup__", "SUBS");
  const int64NDArray q = nds_arg_subs (args(1), "__nds_lookup__", "Q");
  if (s.columns () != q.columns ())
    error_with_id ("ndsparse:internal", "__nds_lookup__: SUBS and Q differ in columns");
  NDArray pos = nds_uninit<NDArray> (q.rows ());
  nds_lookup (nds_i64 (s), s.rows (), s.columns (), nds_i64 (q), q.rows (),
              pos.fortran_vec ());
  return ovl (pos);
}
