// __nds_refold__.cc: gateway, coordinates re-expressed in another shape of equal numel
#include "nds_glue.h"
#include "engine/nds_index.h"

DEFUN_DLD (__nds_refold__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{t} =} __nds_refold__ (@var{subs}, @var{sza}, @var{szb})\n\
Internal: the coordinates (int64) in an array of size @var{szb} of the elements at\n\
coordinates @var{subs} (int64 n-by-numel(@var{sza})) of an array of size @var{sza}\n\
(same number of elements); column-major order is preserved.\n\
@end deftypefn")
{
  static const char *fn = "__nds_refold__";
  if (args.length () != 3)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "SUBS");
  const std::vector<int64_t> sza = nds_arg_size (args(1), fn);
  const std::vector<int64_t> szb = nds_arg_size (args(2), fn);
  const int64_t ka = sza.size (), kb = szb.size ();
  if (s.columns () != ka || ka < 1 || kb < 1)
    error_with_id ("ndsparse:internal", "%s: SUBS must have numel (SZA) columns", fn);
  int64NDArray out (dim_vector (s.rows (), kb));
  nds_check (nds_refold (nds_i64 (s), s.rows (), ka, sza.data (), kb, szb.data (),
                         nds_i64w (out)), fn);
  return ovl (out);
}
