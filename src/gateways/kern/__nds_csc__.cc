// __nds_csc__.cc: gateway, unfolding of sorted entries to an Octave sparse matrix
#include "nds_glue.h"
#include "engine/kern/nds_kern.h"

DEFUN_DLD (__nds_csc__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{S} =} __nds_csc__ (@var{subs}, @var{vals}, @var{shape}, @var{rdims}, @var{cdims})\n\
Internal: the sparse matrix whose row index is the column-major linearization of\n\
dims @var{rdims} (1-based) of the sorted entries and whose column index is that of\n\
@var{cdims}.  The caller checks that the row and column counts fit.\n\
@end deftypefn")
{
  static const char *fn = "__nds_csc__";
  if (args.length () != 5)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "SUBS");
  // Octave's sparse matrices hold no single: single values become double, as
  // Octave's own sparse (single (A)) makes them
  nds_vtype vt = nds_arg_vtype_moved (args(1), fn);
  const std::vector<int64_t> shape = nds_arg_size (args(2), fn);
  const int64_t n = s.rows ();
  if (static_cast<int64_t> (shape.size ()) != s.columns () || args(1).numel () != n)
    error_with_id ("ndsparse:internal", "%s: inconsistent storage", fn);
  std::vector<int64_t> rd, cd;
  int64_t nr = 1, nc = 1;
  for (int a = 3; a <= 4; a++)
    {
      const NDArray d = args(a).array_value ();
      std::vector<int64_t>& dims = a == 3 ? rd : cd;
      for (octave_idx_type t = 0; t < d.numel (); t++)
        {
          int64_t k = static_cast<int64_t> (d(t)) - 1;
          if (k < 0 || k >= static_cast<int64_t> (shape.size ()))
            error_with_id ("ndsparse:internal", "%s: bad dimension list", fn);
          dims.push_back (k);
          (a == 3 ? nr : nc) *= shape[k];
        }
    }
  boolNDArray b;
  NDArray x;
  ComplexNDArray z;
  FloatNDArray fz;
  FloatComplexNDArray cz;
  switch (vt)
    {
    case NDS_SINGLE:            // (Octave's sparse matrices hold no single)
      vt = NDS_DOUBLE;
      break;
    case NDS_CSINGLE:           // (complex double: exact)
      vt = NDS_COMPLEX;
      break;
    case NDS_DOUBLE: case NDS_LOGICAL: case NDS_COMPLEX:
      break;
    }
  const void *xp = nds_vals_ptr (args(1), vt, b, x, z, fz, cz);
  // the matrix S, filled from the entries
  auto fill = [&] (auto S) -> octave_value_list
  {
    nds_check (nds_csc (nds_i64 (s), xp, n, shape.data (), rd.data (), rd.size (),
                        cd.data (), cd.size (), vt, nc, S.xcidx (), S.xridx (),
                        S.xdata ()), fn);
    return ovl (S);
  };
  switch (vt)
    {
    case NDS_COMPLEX: return fill (SparseComplexMatrix (nds_sparse_uninit<Complex> (nr, nc, n)));
    case NDS_LOGICAL: return fill (SparseBoolMatrix (nds_sparse_uninit<bool> (nr, nc, n)));
    case NDS_DOUBLE: case NDS_SINGLE: case NDS_CSINGLE: break;
    }
  return fill (SparseMatrix (nds_sparse_uninit<double> (nr, nc, n)));
}
