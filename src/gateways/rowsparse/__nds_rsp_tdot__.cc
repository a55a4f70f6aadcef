// __nds_rsp_tdot__.cc: gateway, X.' * D as a row-sparse array (sparse X, full D)
#include "nds_rowsparse_glue.h"

DEFUN_DLD (__nds_rsp_tdot__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{idx}, @var{G}] =} __nds_rsp_tdot__ (@var{X}, @var{D})\n\
Internal: @var{idx} = the columns of the sparse @var{X} that hold entries,\n\
@var{G} = @code{X(:, idx).' * D}, computed without forming anything of\n\
@code{columns (X)} rows.\n\
@end deftypefn")
{
  static const char *fn = "__nds_rsp_tdot__";
  if (args.length () != 2)
    print_usage ();
  const nds_csc_arg X (args(0), fn);
  const Matrix D = args(1).matrix_value ();
  const int64_t m = X.S.rows (), n = X.S.cols (), p = D.cols ();
  if (D.rows () != m)
    error_with_id ("ndsparse:internal", "%s: D must have rows (X) rows", fn);
  const int64_t k = nds_rsp_tdot_rows (X.colp, n);
  NDArray idx = nds_uninit<NDArray> (k, 1);
  // every element written once: huge pages where fresh, as the base gave it (its
  // column-strided writes take 17% more CPU in 4 KB pages: bench/README.md)
  Matrix G = nds_uninit_filled<Matrix> (dim_vector (k, p));
  nds_buffer<int64_t> rows (k);
  if (! rows.p)
    nds_check (NDS_ENOMEM, fn);
  const nds_rsp_csc Xc = X.csc ();
  nds_rsp_check (nds_rsp_tdot (&Xc, D.data (), p, k, rows.p, G.fortran_vec ()), fn);
  double *ix = idx.fortran_vec ();
  for (int64_t t = 0; t < k; t++)
    ix[t] = static_cast<double> (rows.p[t]);
  return ovl (idx, G);
}

/*
%!test
%! X = sparse ([1 0 2 0; 0 0 3 0; 4 0 0 0]);
%! D = [1 2; 3 4; 5 6];
%! [idx, G] = __nds_rsp_tdot__ (X, D);
%! assert (idx, [1; 3]);
%! assert (G, full (X(:, [1 3]).' * D));
%!test
%! [idx, G] = __nds_rsp_tdot__ (sparse (3, 5), ones (3, 2));
%! assert (size (idx), [0 1]);
%! assert (size (G), [0 2]);
%!error <rows \(X\) rows> __nds_rsp_tdot__ (sparse (3, 2), ones (2, 2))
%!error <real double sparse> __nds_rsp_tdot__ (ones (3, 2), ones (3, 2))
*/
