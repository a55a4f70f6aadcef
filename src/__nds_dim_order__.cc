// __nds_dim_order__.cc: gateway, the rows of storage in order of one dimension
#include "nds_glue.h"
#include "engine/nds_index.h"

DEFUN_DLD (__nds_dim_order__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{perm} =} __nds_dim_order__ (@var{subs}, @var{d}, @var{ext})\n\
Internal: the rows of @var{subs} (int64) in stable order of their coordinate in\n\
dimension @var{d} (1..@var{ext}), as int64 0-based row numbers; counting sort.\n\
@end deftypefn")
{
  static const char *fn = "__nds_dim_order__";
  if (args.length () != 3)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "SUBS");
  const int64_t d = args(1).idx_type_value () - 1;
  const std::vector<int64_t> ext = nds_arg_size (args(2), fn);
  if (d < 0 || d >= s.columns () || ext.size () != 1)
    error_with_id ("ndsparse:internal", "%s: bad dimension or extent", fn);
  int64NDArray perm = nds_uninit<int64NDArray> (s.rows ());
  nds_check (nds_dim_order (nds_i64 (s), s.rows (), d, ext[0], nds_i64w (perm)), fn);
  return ovl (perm);
}
