// __nds_gather__.cc: gateway, a full array's values at sparse coordinates (broadcast)
#include "nds_glue.h"
#include "engine/kern/nds_kern.h"

DEFUN_DLD (__nds_gather__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{y}, @var{nz}] =} __nds_gather__ (@var{s}, @var{F}, @var{fsz})\n\
@deftypefnx {} {[@var{y}, @var{nz}] =} __nds_gather__ (@var{s}, @var{F}, @var{fsz}, @var{op}, @var{x})\n\
Internal: @var{y}(i) = @var{F}(@var{s}(i,:)) for the double or logical full array\n\
@var{F} seen with size @var{fsz} (one entry per column of @var{s}); dimensions where\n\
@var{fsz} is 1 are broadcast.  With @var{op} (\"plus\", \"minus\", \"rminus\",\n\
\"times\", \"rdivide\", \"ldivide\"), @var{y}(i) = @var{x}(i) @var{op} that value, for\n\
double @var{F} and @var{x}.  @var{nz} is @code{nnz (@var{y})}, counted on the way.\n\
@end deftypefn")
{
  static const char *fn = "__nds_gather__";
  const int nargs = args.length ();
  if (nargs != 3 && nargs != 5)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "S");
  const nds_vtype vt = nds_arg_vtype_moved (args(1), fn);
  const std::vector<int64_t> fsz = nds_arg_size (args(2), fn);
  const int64_t n = s.rows (), m = s.columns ();
  int64_t numel = 1;
  for (auto z : fsz) numel *= z;
  if (static_cast<int64_t> (fsz.size ()) != m || args(1).numel () != numel)
    error_with_id ("ndsparse:internal", "%s: inconsistent operands", fn);
  const nds_op op = nargs == 5 ? nds_arg_op (args(3), fn) : NDS_COPY;
  NDArray x;
  if (op != NDS_COPY)
    {
      x = args(4).array_value ();
      if (vt != NDS_DOUBLE || ! args(4).is_double_type () || args(4).iscomplex ()
          || x.numel () != n)
        error_with_id ("ndsparse:internal", "%s: inconsistent operands", fn);
    }
  boolNDArray b;
  NDArray f;
  ComplexNDArray z;
  FloatNDArray fz;
  const void *F = nds_vals_ptr (args(1), vt, b, f, z, fz);
  nds_vals_out y (vt, n);
  const int64_t nz = nds_gather (nds_i64 (s), n, m, F, fsz.data (), vt, op, x.data (),
                                 y.ptr ());
  return ovl (y.value (), static_cast<double> (nz));
}
