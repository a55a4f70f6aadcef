// __nds_rsp_find__.cc: gateway, the rows of a full array that hold a nonzero
#include "nds_rowsparse_glue.h"

DEFUN_DLD (__nds_rsp_find__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{idx}, @var{data}] =} __nds_rsp_find__ (@var{A})\n\
Internal: @var{idx} (k-by-1) = the rows of the real double full array @var{A}\n\
that hold a nonzero (NaN counts), increasing; @var{data} = @code{A(idx, :, ...)},\n\
of size [k, size(A)(2:end)].\n\
@end deftypefn")
{
  static const char *fn = "__nds_rsp_find__";
  if (args.length () != 1)
    print_usage ();
  if (! args(0).is_double_type () || args(0).issparse () || args(0).iscomplex ())
    error_with_id ("ndsparse:internal", "%s: A must be a real full double array", fn);
  const NDArray A = args(0).array_value ();
  const dim_vector dv = A.dims ();
  const int64_t n = dv(0), w = nds_row_width (dv);
  nds_buffer<unsigned char> mark (n);
  if (! mark.p)
    nds_check (NDS_ENOMEM, fn);
  int64_t k = 0;
  nds_rsp_mark (A.data (), n, w, mark.p, &k);
  dim_vector dd = dv;
  dd(0) = k;
  NDArray idx = nds_uninit<NDArray> (k, 1);
  NDArray data = nds_uninit<NDArray> (dd);
  nds_buffer<int64_t> rows (k);
  if (! rows.p)
    nds_check (NDS_ENOMEM, fn);
  nds_rsp_gather (A.data (), n, w, mark.p, k, rows.p, data.fortran_vec ());
  double *ix = idx.fortran_vec ();
  for (int64_t t = 0; t < k; t++)
    ix[t] = static_cast<double> (rows.p[t]);
  return ovl (idx, data);
}

/*
%!test
%! A = [1 2 3; 0 0 0; 4 0 5; 0 0 0; 0 NaN 0];
%! [idx, data] = __nds_rsp_find__ (A);
%! assert (idx, [1; 3; 5]);
%! assert (data, A([1 3 5], :));
%!test
%! A = zeros (3, 2, 2);
%! A(2, 2, 2) = 7;
%! [idx, data] = __nds_rsp_find__ (A);
%! assert (idx, 2);
%! assert (data, A(2, :, :));
%! [idx, data] = __nds_rsp_find__ (zeros (0, 4));
%! assert (size (idx), [0 1]);
%! assert (size (data), [0 4]);
%!error <real full double> __nds_rsp_find__ (sparse (1))
*/
