// __nds_ttm__.cc: gateway, one mode of sorted entries contracted with a matrix
#include <type_traits>
#include "nds_glue.h"
#include "engine/kern/nds_kern.h"

// whether A holds singles (FloatNDArray) rather than doubles (NDArray)
template <typename A>
static constexpr bool
is_single ()
{
  return std::is_same<A, FloatNDArray>::value;
}

// the engine's full accumulator of one mode (nds_mode_accumulate), for double or
// single values (nds_mode_accumulate_f: added in single)
static int64_t
accumulate (const int64NDArray& s, const NDArray& x, const std::vector<int64_t>& shape,
            int64_t mode, const Matrix& M, NDArray& Y)
{
  return nds_mode_accumulate (nds_i64 (s), x.data (), s.rows (), shape.size (), shape.data (),
                              mode, M.data (), M.rows (), Y.fortran_vec ());
}

static int64_t
accumulate (const int64NDArray& s, const FloatNDArray& x, const std::vector<int64_t>& shape,
            int64_t mode, const Matrix& M, FloatNDArray& Y)
{
  return nds_mode_accumulate_f (nds_i64 (s), x.data (), s.rows (), shape.size (),
                                shape.data (), mode, M.data (), M.rows (), Y.fortran_vec ());
}

// the result held in the full accumulator Y (doubles, or singles) with nz nonzeros: Y
// itself when more than half full and at most maxfull elements, else its sorted entries
template <typename A>
static octave_value_list
dense_result (const A& Y, int64_t nz, double maxfull, const std::vector<int64_t>& osz)
{
  const double cells = static_cast<double> (Y.numel ());
  if (2.0 * nz > cells && cells <= maxfull)
    return ovl (Y, Matrix (), true);
  int64NDArray os = nds_uninit<int64NDArray> (nz, osz.size ());
  A ov = nds_uninit<A> (nz);
  nds_dense_find (Y.data (), osz.size (), osz.data (), is_single<A> () ? NDS_SINGLE : NDS_DOUBLE,
                  nds_i64w (os), ov.fortran_vec (), nz);
  return ovl (os, ov, false);
}

// fg = the fibers of mode `mode` of the entries s; their J results of `bytes` bytes
// each refused with ndsparse:toolarge when they do not fit in available memory
// (MemAvailable, page cache included: free pages alone refused make bench-single's
// complex ttm at 1e7 while 10 GB were available); returns the number of fibers
static int64_t
fibers_checked (const int64NDArray& s, const std::vector<int64_t>& shape, int64_t mode,
                int64_t J, double bytes, nds_groups_guard& fg)
{
  nds_check (nds_fibers (nds_i64 (s), s.rows (), shape.size (), shape.data (), mode, &fg.G),
             "__nds_ttm__");
  const double ny = static_cast<double> (fg.G.ng) * J;
  if (bytes * ny > nds_mem_available ())
    error_with_id ("ndsparse:toolarge",
                   "ttm: the result may hold %.0f nonzeros, more than memory allows", ny);
  return fg.G.ng;
}

// the contraction with complex values or a complex M: the fibers' results in complex
// arithmetic (no conjugation), returned as sorted entries (complex; real when every
// imaginary part is zero, as Octave's arrays narrow); with sgl, rounded once to
// single and returned as single values (the zeros that makes left out)
static octave_value_list
complex_ttm (const int64NDArray& s, const octave_value& xv, const std::vector<int64_t>& shape,
             int64_t mode, const octave_value& Mv, bool keep, bool sgl)
{
  static const char *fn = "__nds_ttm__";
  const int64_t m = shape.size (), n = s.rows ();
  const bool xc = xv.iscomplex (), mc = Mv.iscomplex ();
  const NDArray xr = xc ? NDArray () : xv.array_value ();
  const ComplexNDArray xz = xc ? xv.complex_array_value () : ComplexNDArray ();
  const Matrix Mr = mc ? Matrix () : Mv.matrix_value ();
  const ComplexMatrix Mz = mc ? Mv.complex_matrix_value () : ComplexMatrix ();
  const double *x = xc ? reinterpret_cast<const double *> (xz.data ()) : xr.data ();
  const double *M = mc ? reinterpret_cast<const double *> (Mz.data ()) : Mr.data ();
  const int64_t J = mc ? Mz.rows () : Mr.rows ();
  if (J == 1 && xc && ! sgl && mode > 0)
    {
      // complex values and a vector along a mode after the first: chunk by chunk when
      // that beats sorting, as real_ttm does (the fibers' bits: their sums in the same
      // order; ttv (A, v, 3) at 1e7 took 2.3x double's time by fibers)
      const nds_redop op = {NDS_SUM, M, keep, 0, 0, 1, mc};
      nds_modered_guard P;
      nds_check (nds_modered_plan (nds_i64 (s), n, m, shape.data (), mode, &P.P), fn);
      if (P.P.use)
        {
          int64NDArray os = nds_uninit<int64NDArray> (P.P.nout, keep ? m : m - 1);
          ComplexNDArray ov = nds_uninit<ComplexNDArray> (P.P.nout);
          nds_check (nds_modered_run (&P.P, x, op, nds_i64w (os),
                                      reinterpret_cast<double *> (ov.fortran_vec ()), nullptr),
                     fn);
          nds_drop_zeros (os, ov);
          return ovl (os, ov, false);
        }
    }
  nds_groups_guard fg;
  const int64_t ng = fibers_checked (s, shape, mode, J, 16.0, fg);
  ComplexMatrix y = nds_uninit<ComplexMatrix> (J, ng);
  double *yp = reinterpret_cast<double *> (y.fortran_vec ());
  nds_fibers_apply_z (&fg.G, nds_i64 (s), x, xc, mode, M, mc, J, yp);
  if (sgl)
    nds_round_single (yp, 2 * ng * J);
  const int64_t nout = nds_count_nz_z (yp, ng * J);
  int64NDArray os = nds_uninit<int64NDArray> (nout, keep ? m : m - 1);
  if (sgl)
    {
      FloatComplexNDArray ovf = nds_uninit<FloatComplexNDArray> (nout);
      nds_check (nds_fibers_emit_cf (&fg.G, nds_i64 (s), m, mode, yp, J, keep, nds_i64w (os),
                                     reinterpret_cast<float *> (ovf.fortran_vec ()), nout),
                 fn);
      return ovl (os, ovf, false);
    }
  ComplexNDArray ov = nds_uninit<ComplexNDArray> (nout);
  nds_check (nds_fibers_emit_z (&fg.G, nds_i64 (s), m, mode, yp, J, keep, nds_i64w (os),
                                reinterpret_cast<double *> (ov.fortran_vec ()), nout), fn);
  return ovl (os, ov, false);
}

// the engine's fiber kernels by value type: doubles, or singles (each result summed
// in double and rounded once to single, held as floats)
static void
fibers_apply (const nds_groups& G, const int64NDArray& s, const double *x, int64_t mode,
              const Matrix& M, double *y)
{
  nds_fibers_apply (&G, nds_i64 (s), x, mode, M.data (), M.rows (), y);
}
static void
fibers_apply (const nds_groups& G, const int64NDArray& s, const float *x, int64_t mode,
              const Matrix& M, float *y)
{
  nds_fibers_apply_f (&G, nds_i64 (s), x, mode, M.data (), M.rows (), y);
}
static int64_t
fibers_dense (const nds_groups& G, const int64NDArray& s, const double *x,
              const std::vector<int64_t>& shape, int64_t mode, const Matrix& M, double *Y)
{
  return nds_fibers_dense (&G, nds_i64 (s), x, shape.size (), shape.data (), mode, M.data (),
                           M.rows (), Y);
}
static int64_t
fibers_dense (const nds_groups& G, const int64NDArray& s, const float *x,
              const std::vector<int64_t>& shape, int64_t mode, const Matrix& M, float *Y)
{
  return nds_fibers_dense_f (&G, nds_i64 (s), x, shape.size (), shape.data (), mode, M.data (),
                             M.rows (), Y);
}
static int64_t count_nz (const double *y, int64_t n) { return nds_count_nz (y, n); }
static int64_t count_nz (const float *y, int64_t n) { return nds_count_nz_f (y, n); }
static int
fibers_emit (const nds_groups& G, const int64NDArray& s, int64_t mode, const double *y,
             int64_t J, bool keep, int64_t *os, double *ov, int64_t nout)
{
  return nds_fibers_emit (&G, nds_i64 (s), s.columns (), mode, y, J, keep, os, ov, nout);
}
static int
fibers_emit (const nds_groups& G, const int64NDArray& s, int64_t mode, const float *y,
             int64_t J, bool keep, int64_t *os, float *ov, int64_t nout)
{
  return nds_fibers_emit_f (&G, nds_i64 (s), s.columns (), mode, y, J, keep, os, ov, nout);
}

// by fibers: each fiber's J results summed in double (single values: rounded once,
// the zeros that makes left out), into a full result when it is more than half full
// (and at most maxfull cells), else as sorted entries
template <typename A>
static octave_value_list
fibers_ttm (const int64NDArray& s, const A& x, const std::vector<int64_t>& shape,
            int64_t mode, const Matrix& M, bool keep, double maxfull, double cells,
            const std::vector<int64_t>& osz)
{
  static const char *fn = "__nds_ttm__";
  typedef typename A::element_type T;
  const int64_t m = shape.size (), J = M.rows ();
  nds_groups_guard fg;
  const int64_t ng = fibers_checked (s, shape, mode, J, sizeof (T), fg);
  const double ny = static_cast<double> (ng) * J;
  if (2 * ny > cells && cells <= maxfull)
    {
      A Y = nds_zeros<A> (dim_vector (static_cast<octave_idx_type> (cells), 1));
      const int64_t nz = fibers_dense (fg.G, s, x.data (), shape, mode, M, Y.fortran_vec ());
      return dense_result (Y, nz, maxfull, osz);
    }
  A y = nds_uninit<A> (J, ng);
  fibers_apply (fg.G, s, x.data (), mode, M, y.fortran_vec ());
  const int64_t nout = count_nz (y.data (), ng * J);
  int64NDArray os = nds_uninit<int64NDArray> (nout, keep ? m : m - 1);
  A ov = nds_uninit<A> (nout);
  nds_check (fibers_emit (fg.G, s, mode, y.data (), J, keep, nds_i64w (os), ov.fortran_vec (),
                          nout), fn);
  return ovl (os, ov, false);
}

// the contraction of real values x (doubles, or singles) with the real M: by the full
// accumulator when the result is no larger than a few times the entries; for a
// vector, by runs along mode 1 or chunk by chunk along another (singles added in
// single, each product in double, as Octave's sum of a single array adds); else by
// fibers (fibers_ttm)
template <typename A>
static octave_value_list
real_ttm (const int64NDArray& s, const A& x, const std::vector<int64_t>& shape,
          int64_t mode, const Matrix& M, bool keep, double maxfull)
{
  static const char *fn = "__nds_ttm__";
  const int64_t m = shape.size (), n = s.rows (), J = M.rows ();
  double cells = static_cast<double> (J);
  for (int64_t d = 0; d < m; d++)
    if (d != mode) cells *= shape[d];
  std::vector<int64_t> osz (shape);
  osz[mode] = J;
  if (! keep)
    osz.erase (osz.begin () + mode);
  if (cells <= 4.0 * n)
    {
      // a full accumulator no larger than the entries: no grouping, no sort
      A Y = nds_uninit<A> (static_cast<octave_idx_type> (cells));
      const int64_t nz = accumulate (s, x, shape, mode, M, Y);
      return dense_result (Y, nz, maxfull, osz);
    }

  if (J == 1)
    {
      // a vector: along mode 1, runs of sorted rows; along another, chunk by chunk
      // when that beats sorting.  More than 4n cells: the result is sparse.
      const nds_redop op = {NDS_SUM, M.data (), keep, 0, is_single<A> (), 0, 0};
      nds_modered_guard P;
      if (mode == 0)
        nds_check (nds_modered_lead (nds_i64 (s), n, m, shape.data (), 1, &P.P), fn);
      else
        nds_check (nds_modered_plan (nds_i64 (s), n, m, shape.data (), mode, &P.P), fn);
      if (P.P.use)
        {
          const int64_t nout = P.P.nout;
          int64NDArray os = nds_uninit<int64NDArray> (nout, osz.size ());
          A ov = nds_uninit<A> (nout);
          nds_check (nds_modered_run (&P.P, x.data (), op, nds_i64w (os),
                                      ov.fortran_vec (), nullptr), fn);
          nds_drop_zeros (os, ov);
          return ovl (os, ov, false);
        }
    }
  return fibers_ttm (s, x, shape, mode, M, keep, maxfull, cells, osz);
}

DEFUN_DLD (__nds_ttm__, args, ,
           "-*- texinfo -*-\n\
@deftypefn  {} {[@var{a}, @var{b}, @var{isfull}] =} __nds_ttm__ (@var{subs}, @var{vals}, @var{shape}, @var{mode}, @var{M}, @var{keep}, @var{maxfull})\n\
@deftypefnx {} {[@var{a}, @var{b}, @var{isfull}] =} __nds_ttm__ (@dots{}, @var{sgl})\n\
Internal: contract dim @var{mode} of the sorted entries (double values, real or\n\
complex, or real single values) with the full matrix @var{M} (J-by-shape(mode),\n\
real or complex, not conjugated): the result has J in place of that dim, or\n\
drops it when @var{keep} is false (J = 1).  When the result is more than half full\n\
and has at most @var{maxfull} elements, @var{a} is the full array (column-major,\n\
as a column) and @var{isfull} true; otherwise @var{a}, @var{b} are the sorted\n\
subscripts (int64) and values of its nonzeros.  With single values and a real\n\
@var{M} the values are single: each product taken in double and added in single\n\
(as Octave's sum of a single array adds), or, where the result is made by fibers,\n\
summed in double and rounded once.  With @var{sgl} true, complex values of sorted\n\
entries are rounded once to single (the zeros that makes dropped) and @var{b} is\n\
single: the last mode of a product with single operands, computed in double.\n\
@end deftypefn")
{
  static const char *fn = "__nds_ttm__";
  if (args.length () != 7 && args.length () != 8)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "SUBS");
  const std::vector<int64_t> shape = nds_arg_size (args(2), fn);
  const int64_t m = shape.size (), n = s.rows ();
  const int64_t mode = args(3).idx_type_value () - 1;
  const bool keep = args(5).bool_value ();
  const int64_t J = args(4).rows ();
  if (m != s.columns () || args(1).numel () != n || mode < 0 || mode >= m
      || args(4).columns () != shape[mode] || (! keep && J != 1))
    error_with_id ("ndsparse:internal", "%s: inconsistent arguments", fn);
  if (args(1).iscomplex () || args(4).iscomplex ())
    return complex_ttm (s, args(1), shape, mode, args(4), keep,
                        args.length () == 8 && args(7).bool_value ());
  const Matrix M = args(4).matrix_value ();
  const double maxfull = args(6).double_value ();
  if (args(1).is_single_type ())
    return real_ttm (s, args(1).float_array_value (), shape, mode, M, keep, maxfull);
  return real_ttm (s, args(1).array_value (), shape, mode, M, keep, maxfull);
}
