// __nds_svmwrite__.cc: gateway, labels and the rows of a sparse matrix to SVMlight text
#include "nds_io_glue.h"

DEFUN_DLD (__nds_svmwrite__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {} __nds_svmwrite__ (@var{file}, @var{y}, @var{Xt}, @var{qid}, @var{base}, @var{single})\n\
Internal: write labels @var{y} and the columns of the sparse @var{Xt} (the\n\
transpose of the samples-by-features matrix) as SVMlight lines, features numbered\n\
from @var{base} (0 or 1); @var{qid} empty or one integer per sample; with\n\
@var{single} true (default false) labels and values are printed to single\n\
precision (they must be singles held as doubles).  Use\n\
@code{svmlightwrite}.\n\
@end deftypefn")
{
  static const char *fn = "svmlightwrite";
  if (args.length () != 5 && args.length () != 6)
    print_usage ();
  const bool single = args.length () == 6 && args(5).bool_value ();
  const std::string file = nds_io_arg_file (args(0), fn);
  const NDArray y = args(1).array_value ();
  if (! args(2).issparse () || args(2).iscomplex () || args(2).islogical ())
    error_with_id ("ndsparse:internal", "%s: XT must be a real double sparse matrix", fn);
  const SparseMatrix Xt = args(2).sparse_matrix_value ();
  const NDArray qid = args(3).array_value ();
  const int base = args(4).int_value ();
  const int64_t n = Xt.cols ();
  if (y.numel () != n || (! qid.isempty () && qid.numel () != n) || (base != 0 && base != 1))
    error_with_id ("ndsparse:internal", "%s: inconsistent arguments", fn);
  nds_io_err e;
  const nds_svm_out X = {n, y.data (), qid.isempty () ? nullptr : qid.data (),
                         reinterpret_cast<const int64_t *> (Xt.cidx ()),
                         reinterpret_cast<const int64_t *> (Xt.ridx ()), Xt.data (), base,
                         single};
  nds_io_check (nds_svm_write (file.c_str (), &X, &e), e, fn, file);
  return ovl ();
}
