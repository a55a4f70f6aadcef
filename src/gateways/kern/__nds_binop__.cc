// __nds_binop__.cc: gateway, arithmetic on two double value arrays in the engine
#include "nds_glue.h"

DEFUN_DLD (__nds_binop__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{y}, @var{nz}] =} __nds_binop__ (@var{op}, @var{x}, @var{f})\n\
Internal: @var{y} = @var{x} @var{op} @var{f} element by element (\"plus\", \"minus\",\n\
\"rminus\", \"times\", \"rdivide\", \"ldivide\") for real double @var{x} and @var{f}\n\
with the same number of elements, or one of them a scalar; a column.  @var{nz} is\n\
@code{nnz (@var{y})}, counted on the way.\n\
@end deftypefn")
{
  static const char *fn = "__nds_binop__";
  if (args.length () != 3)
    print_usage ();
  const nds_op op = nds_arg_op (args(0), fn);
  if (args(1).is_double_type () && args(2).is_double_type ()
      && (args(1).iscomplex () || args(2).iscomplex ()))
    {
      // complex values as their (re, im) pairs of doubles, where the operation is
      // one per part: two complex arrays of one length added or subtracted, or a
      // complex array times or divided by a real scalar
      const bool cf = args(2).iscomplex ();
      const ComplexNDArray x = args(1).complex_array_value ();
      const int64_t n = x.numel ();
      const bool pairs = args(1).iscomplex () && cf && args(2).numel () == n
                         && (op == NDS_PLUS || op == NDS_MINUS || op == NDS_RMINUS);
      const bool scaled = args(1).iscomplex () && ! cf && args(2).numel () == 1
                          && (op == NDS_TIMES || op == NDS_RDIV);
      if (! pairs && ! scaled)
        error_with_id ("ndsparse:internal", "%s: no per-part form of this complex operation", fn);
      const ComplexNDArray f = cf ? args(2).complex_array_value () : ComplexNDArray ();
      const double c = cf ? 0 : args(2).double_value ();
      ComplexNDArray y = nds_uninit<ComplexNDArray> (n);
      const double *xp = reinterpret_cast<const double *> (x.data ());
      const double *fp = cf ? reinterpret_cast<const double *> (f.data ()) : &c;
      double *yp = reinterpret_cast<double *> (y.fortran_vec ());
      nds_binop (op, xp, 2 * n, fp, cf ? 2 * n : 1, yp, 2 * n);
      int64_t nz = 0;
      for (int64_t i = 0; i < n; i++)
        nz += yp[2 * i] != 0 || yp[2 * i + 1] != 0;
      return ovl (y, static_cast<double> (nz));
    }
  if (! args(1).is_double_type () || ! args(2).is_double_type ()
      || args(1).iscomplex () || args(2).iscomplex ())
    error_with_id ("ndsparse:internal", "%s: X and F must be real double", fn);
  const NDArray x = args(1).array_value (), f = args(2).array_value ();
  const int64_t nx = x.numel (), nf = f.numel ();
  if (nx != nf && nx != 1 && nf != 1)
    error_with_id ("ndsparse:internal", "%s: inconsistent operands", fn);
  const int64_t n = nx == 1 ? nf : nx;
  NDArray y = nds_uninit<NDArray> (n);
  const int64_t nz = nds_binop (op, x.data (), nx, f.data (), nf, y.fortran_vec (), n);
  return ovl (y, static_cast<double> (nz));
}
