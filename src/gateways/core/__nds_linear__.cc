// __nds_linear__.cc: gateway, column-major linear indices of stored entries
#include "nds_glue.h"

DEFUN_DLD (__nds_linear__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{lin} =} __nds_linear__ (@var{s}, @var{sz})\n\
Internal: the 1-based column-major linear index (double column) of each row of the\n\
subscripts @var{s} (int64) in an array of size @var{sz}, whose element count must\n\
not pass 2^53 (the caller checks), so every index is exact.\n\
@end deftypefn")
{
  static const char *fn = "__nds_linear__";
  if (args.length () != 2)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "S");
  const std::vector<int64_t> sz = nds_arg_size (args(1), fn);
  const int64_t n = s.rows (), m = s.columns ();
  int nbits;
  if (static_cast<int64_t> (sz.size ()) != m || ! nds_key_fits (sz.data (), m, &nbits)
      || nbits > 53)
    error_with_id ("ndsparse:internal", "%s: inconsistent operands", fn);
  nds_buffer<uint64_t> key (n);
  if (! key.p)
    nds_check (NDS_ENOMEM, fn);
  nds_key (nds_i64 (s), n, m, sz.data (), nullptr, key.p);
  NDArray lin = nds_uninit<NDArray> (n);
  double *y = lin.fortran_vec ();
#pragma omp parallel for schedule(static) if (n > 100000)
  for (int64_t i = 0; i < n; i++)
    y[i] = static_cast<double> (key.p[i]) + 1;
  return ovl (lin);
}
