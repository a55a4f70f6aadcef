// __nds_binop__.cc: gateway, arithmetic on two double value arrays in the engine
#include "nds_glue.h"

DEFUN_DLD (__nds_binop__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{y}, @var{nz}] =} __nds_binop__ (@var{op}, @var{x}, @var{f})\n\
Internal: @var{y} = @var{x} @var{op} @var{f} element by element (\"plus\", \"minus\",\n\
\"rminus\", \"times\", \"rdivide\", \"ldivide\") for double @var{x} and @var{f}, real\n\
or complex, with the same number of elements, or one of them a scalar; a column.  @var{nz} is\n\
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
      // complex values as their (re, im) pairs; a real X with a complex F is the
      // same operation swapped, so that the complex operand comes first
      static const nds_op swapped[] = {NDS_COPY, NDS_PLUS, NDS_RMINUS, NDS_MINUS,
                                       NDS_TIMES, NDS_LDIV, NDS_RDIV};
      const bool swap = ! args(1).iscomplex ();
      const octave_value& xv = swap ? args(2) : args(1);
      const octave_value& fv = swap ? args(1) : args(2);
      const bool fc = fv.iscomplex ();
      const ComplexNDArray x = xv.complex_array_value ();
      const ComplexNDArray fz = fc ? fv.complex_array_value () : ComplexNDArray ();
      const NDArray fr = fc ? NDArray () : fv.array_value ();
      const int64_t nx = x.numel (), nf = fv.numel ();
      if (nx != nf && nx != 1 && nf != 1)
        error_with_id ("ndsparse:internal", "%s: inconsistent operands", fn);
      const int64_t n = nx == 1 ? nf : nx;
      ComplexNDArray y = nds_uninit<ComplexNDArray> (n);
      const double *fp = fc ? reinterpret_cast<const double *> (fz.data ()) : fr.data ();
      const int64_t nz = nds_binop_z (swap ? swapped[op] : op,
                                      reinterpret_cast<const double *> (x.data ()), nx, fp,
                                      nf, fc, reinterpret_cast<double *> (y.fortran_vec ()), n);
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
