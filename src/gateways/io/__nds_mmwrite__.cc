// __nds_mmwrite__.cc: gateway, a sparse matrix or an array's values to MatrixMarket text
#include "nds_io_glue.h"

// the index of name in the n names of list (ndsparse:internal if none)
static int
nds_mm_pick (const octave_value& v, const char **list, int n, const char *what)
{
  const std::string s = v.xstring_value ("mmwrite: %s must be a string", what);
  for (int k = 0; k < n; k++)
    if (s == list[k])
      return k;
  error_with_id ("ndsparse:internal", "mmwrite: unknown %s '%s'", what, s.c_str ());
}

DEFUN_DLD (__nds_mmwrite__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {} __nds_mmwrite__ (@var{file}, @var{A}, @var{rows}, @var{cols}, @var{field}, @var{symmetry}, @var{comment}, @var{single})\n\
Internal: write a sparse @var{A} (the entries to list) as a coordinate file, or\n\
the column of values @var{A} as an array file of @var{rows}-by-@var{cols}.  Use\n\
@code{mmwrite}.  With @var{single} true (default false) the values are printed\n\
to single precision (they must be singles held as doubles).\n\
@end deftypefn")
{
  static const char *fn = "mmwrite";
  if (args.length () != 7 && args.length () != 8)
    print_usage ();
  const int single = args.length () == 8 && args(7).bool_value ();
  const std::string file = nds_io_arg_file (args(0), fn);
  static const char *fields[] = {"real", "integer", "complex", "pattern"};
  static const char *syms[] = {"general", "symmetric", "skew-symmetric", "hermitian"};
  const nds_mm_field field = static_cast<nds_mm_field> (nds_mm_pick (args(4), fields, 4, "FIELD"));
  const nds_mm_sym sym = static_cast<nds_mm_sym> (nds_mm_pick (args(5), syms, 4, "SYMMETRY"));
  const std::string comment = args(6).xstring_value ("mmwrite: COMMENT must be a string");
  const double rows = args(2).double_value (), cols = args(3).double_value ();
  const octave_value& a = args(1);
  const bool cplx = field == NDS_MM_COMPLEX;
  nds_io_err e;
  int st;
  if (a.issparse ())
    {
      // the data arrays stay alive in these while the engine reads them
      const SparseMatrix S = cplx || field == NDS_MM_PATTERN ? SparseMatrix ()
                             : a.sparse_matrix_value ();
      const SparseComplexMatrix Z = cplx ? a.sparse_complex_matrix_value ()
                                         : SparseComplexMatrix ();
      const SparseBoolMatrix B = field == NDS_MM_PATTERN ? a.sparse_bool_matrix_value ()
                                                         : SparseBoolMatrix ();
      const octave_idx_type *cp = cplx ? Z.cidx () : field == NDS_MM_PATTERN ? B.cidx () : S.cidx ();
      const octave_idx_type *ri = cplx ? Z.ridx () : field == NDS_MM_PATTERN ? B.ridx () : S.ridx ();
      const double *v = cplx ? reinterpret_cast<const double *> (Z.data ())
                        : field == NDS_MM_PATTERN ? nullptr : S.data ();
      if (a.rows () != rows || a.columns () != cols)
        error_with_id ("ndsparse:internal", "%s: inconsistent arguments", fn);
      const nds_mm_out A = {a.rows (), a.columns (), cp[a.columns ()],
                            reinterpret_cast<const int64_t *> (cp),
                            reinterpret_cast<const int64_t *> (ri), v, field, sym,
                            comment.c_str (), single};
      st = nds_mm_write (file.c_str (), &A, &e);
    }
  else
    {
      if (field == NDS_MM_PATTERN)
        error_with_id ("ndsparse:internal", "%s: an array cannot be pattern", fn);
      const NDArray x = cplx ? NDArray () : a.array_value ();
      const ComplexNDArray z = cplx ? a.complex_array_value () : ComplexNDArray ();
      const double *v = cplx ? reinterpret_cast<const double *> (z.data ()) : x.data ();
      const nds_mm_out A = {static_cast<int64_t> (rows), static_cast<int64_t> (cols),
                            a.numel (), nullptr, nullptr, v, field, sym, comment.c_str (),
                            single};
      st = nds_mm_write (file.c_str (), &A, &e);
    }
  nds_io_check (st, e, fn, file);
  return ovl ();
}
