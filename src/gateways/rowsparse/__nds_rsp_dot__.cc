// __nds_rsp_dot__.cc: gateway, sparse X times a row-sparse W (its stored rows)
#include "nds_rowsparse_glue.h"

DEFUN_DLD (__nds_rsp_dot__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{Y} =} __nds_rsp_dot__ (@var{X}, @var{idx}, @var{data})\n\
Internal: @var{Y} = @var{X} * W (full, rows (X)-by-columns (data)) for the sparse\n\
@var{X} and W of columns (X) rows whose rows @var{idx} (increasing) are\n\
@var{data} and the others zero.\n\
@end deftypefn")
{
  static const char *fn = "__nds_rsp_dot__";
  if (args.length () != 3)
    print_usage ();
  const nds_csc_arg X (args(0), fn);
  const int64_t m = X.S.rows (), n = X.S.cols ();
  const std::vector<int64_t> idx = nds_arg_rows (args(1), n, fn);
  const Matrix data = args(2).matrix_value ();
  const int64_t k = idx.size (), p = data.cols ();
  if (data.rows () != k)
    error_with_id ("ndsparse:internal", "%s: DATA must have numel (IDX) rows", fn);
  Matrix Y = nds_uninit<Matrix> (m, p);
  const nds_strided W = {const_cast<double *> (data.data ()), 1, k};
  const nds_rsp_csc Xc = X.csc ();
  nds_rsp_check (nds_rsp_dot (&Xc, nds_rows_ptr (idx), k, W, p, Y.fortran_vec ()), fn);
  return ovl (Y);
}

/*
%!test
%! X = sparse ([1 0 2 0; 0 0 3 0; 4 0 0 1]);
%! W = zeros (4, 2);
%! W([2 3], :) = [1 2; 3 4];
%! assert (__nds_rsp_dot__ (X, [2; 3], [1 2; 3 4]), X * W);
%! assert (__nds_rsp_dot__ (X, zeros (0, 1), zeros (0, 2)), zeros (3, 2));
%!error <increasing> __nds_rsp_dot__ (sparse (2, 3), [3; 1], ones (2, 1))
%!error <numel \(IDX\) rows> __nds_rsp_dot__ (sparse (2, 3), 1, ones (2, 1))
*/
