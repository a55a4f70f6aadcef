// __nds_tnswrite__.cc: gateway, subscripts and values to a FROSTT .tns file
#include "nds_io_glue.h"

DEFUN_DLD (__nds_tnswrite__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {} __nds_tnswrite__ (@var{file}, @var{subs}, @var{vals})\n\
Internal: write the rows of int64 @var{subs} (positive, nnz-by-N) and the double\n\
or single @var{vals} (single: printed to single precision) as .tns lines.  Use\n\
@code{tnswrite}.\n\
@end deftypefn")
{
  static const char *fn = "tnswrite";
  if (args.length () != 3)
    print_usage ();
  const std::string file = nds_io_arg_file (args(0), fn);
  const int64NDArray s = nds_arg_subs (args(1), fn, "SUBS");
  const NDArray x = args(2).array_value ();
  if (x.numel () != s.rows () || s.columns () < 1)
    error_with_id ("ndsparse:internal", "%s: inconsistent arguments", fn);
  nds_io_err e;
  nds_io_check (nds_tns_write_prec (file.c_str (), nds_i64 (s), x.data (), s.rows (),
                                    s.columns (), args(2).is_single_type (), &e), e, fn, file);
  return ovl ();
}
