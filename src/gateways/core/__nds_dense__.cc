// __nds_dense__.cc: gateway, COO entries to a full array and back
#include "nds_glue.h"

DEFUN_DLD (__nds_dense__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{A} =} __nds_dense__ (@var{subs}, @var{vals}, @var{sz})\n\
@deftypefnx {} {[@var{subs}, @var{vals}] =} __nds_dense__ (@var{A})\n\
Internal: scatter entries into a full array of size @var{sz}; or, with one argument,\n\
the subscripts (int64) and values of the nonzeros of the full double or single\n\
(real or complex) or logical array @var{A} in column-major order.\n\
@end deftypefn")
{
  static const char *fn = "__nds_dense__";
  const int nargs = args.length ();
  if (nargs == 1)
    {
      const nds_vtype vt = nds_arg_vtype_moved (args(0), fn);
      const dim_vector dv = args(0).dims ();
      std::vector<int64_t> sz (dv.ndims ());
      if (sz.size () > 64)
        error_with_id ("ndsparse:size", "ndsparse: at most 64 dimensions are supported");
      for (size_t d = 0; d < sz.size (); d++) sz[d] = dv(d);
      boolNDArray b;
      NDArray x;
      ComplexNDArray z;
      FloatNDArray fz;
      FloatComplexNDArray cz;
      const void *A = nds_vals_ptr (args(0), vt, b, x, z, fz, cz);
      const int64_t nz = nds_dense_nnz (A, dv.numel (), vt);
      int64NDArray s = nds_uninit<int64NDArray> (nz, sz.size ());
      nds_vals_out vx (vt, nz);
      nds_dense_find (A, sz.size (), sz.data (), vt, nds_i64w (s), vx.ptr (), nz);
      return ovl (s, vx.value ());
    }
  if (nargs != 3)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "SUBS");
  const nds_vtype vt = nds_arg_vtype_moved (args(1), fn);
  const std::vector<int64_t> sz = nds_arg_size (args(2), fn);
  if (static_cast<int64_t> (sz.size ()) != s.columns () || args(1).numel () != s.rows ())
    error_with_id ("ndsparse:internal", "%s: inconsistent storage", fn);
  dim_vector dv;
  dv.resize (sz.size () < 2 ? 2 : sz.size ());
  for (int d = 0; d < dv.ndims (); d++)
    dv(d) = d < static_cast<int> (sz.size ()) ? sz[d] : 1;
  boolNDArray b;
  NDArray x;
  ComplexNDArray z;
  FloatNDArray fz;
  FloatComplexNDArray cz;
  const void *xp = nds_vals_ptr (args(1), vt, b, x, z, fz, cz);
  // the full array of class A, the entries scattered into its zeros
  auto full = [&] (auto A) -> octave_value_list
  {
    A = nds_zeros<decltype (A)> (dv);
    nds_scatter (nds_i64 (s), xp, s.rows (), sz.size (), sz.data (), vt, A.fortran_vec ());
    return ovl (A);
  };
  switch (vt)
    {
    case NDS_COMPLEX: return full (ComplexNDArray ());
    case NDS_SINGLE: return full (FloatNDArray ());
    case NDS_CSINGLE: return full (FloatComplexNDArray ());
    case NDS_LOGICAL: return full (boolNDArray ());
    case NDS_DOUBLE: break;
    }
  return full (NDArray ());
}
