// __nds_rsp_full__.cc: gateway, the full array of a row-sparse array's stored rows
#include "nds_rowsparse_glue.h"

DEFUN_DLD (__nds_rsp_full__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{F} =} __nds_rsp_full__ (@var{idx}, @var{data}, @var{sz})\n\
Internal: @var{F} = zeros (@var{sz}) with @code{F(idx, :, ...) = data}; @var{idx}\n\
increasing row numbers, @var{data} of k rows and prod(sz(2:end)) elements per row.\n\
@end deftypefn")
{
  static const char *fn = "__nds_rsp_full__";
  if (args.length () != 3)
    print_usage ();
  const std::vector<int64_t> sz = nds_arg_size (args(2), fn);
  if (sz.size () < 2)
    error_with_id ("ndsparse:internal", "%s: SZ needs two dims at least", fn);
  dim_vector dv = dim_vector::alloc (sz.size ());
  for (size_t d = 0; d < sz.size (); d++)
    dv(d) = sz[d];
  const int64_t n = sz[0], w = nds_row_width (dv);
  const std::vector<int64_t> idx = nds_arg_rows (args(0), n, fn);
  const int64_t k = idx.size ();
  const NDArray data = args(1).array_value ();
  if (data.numel () != k * w)
    error_with_id ("ndsparse:internal", "%s: DATA must hold %ld rows of %ld", fn,
                   static_cast<long> (k), static_cast<long> (w));
  NDArray F = nds_uninit_filled<NDArray> (dv);
  nds_rsp_check (nds_rsp_scatter (nds_rows_ptr (idx), k, data.data (), n, w, F.fortran_vec ()), fn);
  return ovl (F);
}

/*
%!assert (__nds_rsp_full__ ([2; 4], [1 2; 3 4], [5 2]), [0 0; 1 2; 0 0; 3 4; 0 0])
%!assert (__nds_rsp_full__ (zeros (0, 1), zeros (0, 3), [2 3]), zeros (2, 3))
%!test
%! F = __nds_rsp_full__ (3, reshape (1:4, 1, 2, 2), [3 2 2]);
%! G = zeros (3, 2, 2);
%! G(3, :, :) = reshape (1:4, 1, 2, 2);
%! assert (F, G);
%!error <increasing> __nds_rsp_full__ ([2; 1], [1; 2], [3 1])
%!error <integer in 1..3> __nds_rsp_full__ (4, 1, [3 1])
%!error <hold 1 rows of 2> __nds_rsp_full__ (1, 1, [3 2])
*/
