// __nds_tile__.cc: gateway, copies of sorted entries along each dim, sorted as made
#include "nds_glue.h"

DEFUN_DLD (__nds_tile__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{s}, @var{from}] =} __nds_tile__ (@var{subs}, @var{shape}, @var{reps})\n\
Internal: the sorted distinct rows @var{subs} (int64, one column per element of\n\
@var{shape}) of a tensor of size @var{shape} repeated @var{reps}(d) >= 1 times along\n\
each dim d (as repmat), sorted as made (no sort); @var{from}(i) is the row of\n\
@var{subs} that row i of @var{s} copies.\n\
@end deftypefn")
{
  static const char *fn = "__nds_tile__";
  if (args.length () != 3)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "SUBS");
  const std::vector<int64_t> shape = nds_arg_size (args(1), fn);
  const std::vector<int64_t> reps = nds_arg_size (args(2), fn);
  const int64_t n = s.rows (), k = s.columns ();
  if (static_cast<int64_t> (shape.size ()) != k || static_cast<int64_t> (reps.size ()) != k)
    error_with_id ("ndsparse:internal", "%s: SUBS, SHAPE and REPS do not agree", fn);
  double total = n;
  for (int64_t j = 0; j < k; j++)
    {
      if (reps[j] < 1)
        error_with_id ("ndsparse:internal", "%s: REPS must be at least 1", fn);
      total *= reps[j];
    }
  if (total >= 9007199254740992.0)
    error_with_id ("ndsparse:toolarge", "%s: %.17g copies do not fit", fn, total);
  const int64_t t = static_cast<int64_t> (total);
  int64NDArray os = nds_uninit<int64NDArray> (t, k);
  std::vector<int64_t> from (t);
  nds_check (nds_tile (nds_i64 (s), n, k, shape.data (), reps.data (), nds_i64w (os),
                       from.data ()), fn);
  NDArray f = nds_uninit<NDArray> (t);
  for (int64_t i = 0; i < t; i++)
    f(i) = static_cast<double> (from[i] + 1);
  return ovl (os, f);
}
