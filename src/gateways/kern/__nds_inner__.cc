// __nds_inner__.cc: gateway, inner products of sorted entries
#include "nds_glue.h"
#include "engine/kern/nds_kern.h"

static const char *fn = "__nds_inner__";

// sum (conj (za) .* zb) over the coordinates sa and sb both hold, by kernel
// (nds_inner_coo_z for complex doubles, nds_inner_coo_cf for complex singles)
template <typename A, typename T>
static octave_value_list
inner_pairs (const int64NDArray& sa, const A& za, const int64NDArray& sb, const A& zb,
             void (*kernel) (const int64_t *, const T *, int64_t, const int64_t *,
                             const T *, int64_t, int64_t, double *))
{
  if (sa.columns () != sb.columns () || za.numel () != sa.rows () || zb.numel () != sb.rows ())
    error_with_id ("ndsparse:internal", "%s: inconsistent storage", fn);
  double y[2];
  kernel (nds_i64 (sa), reinterpret_cast<const T *> (za.data ()), sa.rows (), nds_i64 (sb),
          reinterpret_cast<const T *> (zb.data ()), sb.rows (), sa.columns (), y);
  return ovl (Complex (y[0], y[1]));
}

// sum (xa .* xb) over the coordinates sa and sb both hold, by kernel (nds_inner_coo
// for doubles, nds_inner_coo_f for singles: no double copies), in double
template <typename A, typename T>
static octave_value_list
real_pairs (const int64NDArray& sa, const A& xa, const int64NDArray& sb, const A& xb,
            double (*kernel) (const int64_t *, const T *, int64_t, const int64_t *,
                              const T *, int64_t, int64_t))
{
  if (sa.columns () != sb.columns () || xa.numel () != sa.rows () || xb.numel () != sb.rows ())
    error_with_id ("ndsparse:internal", "%s: inconsistent storage", fn);
  return ovl (kernel (nds_i64 (sa), xa.data (), sa.rows (), nds_i64 (sb), xb.data (),
                      sb.rows (), sa.columns ()));
}

DEFUN_DLD (__nds_inner__, args, ,
           "-*- texinfo -*-\n\
@deftypefn  {} {@var{d} =} __nds_inner__ (@var{x})\n\
@deftypefnx {} {@var{d} =} __nds_inner__ (@var{sa}, @var{xa}, @var{sb}, @var{xb})\n\
@deftypefnx {} {@var{d} =} __nds_inner__ (@var{s}, @var{x}, @var{shape}, @var{F}, \"full\")\n\
Internal: sum (abs (@var{x}).^2) (@var{x} double or complex); the inner product of\n\
two sorted entry lists of the same shape (complex: @code{sum (conj (@var{xa}) .* @var{xb})},\n\
single pairs, real or complex, summed in double, the result double);\n\
or that of entries with the full array\n\
@var{F} of size @var{shape}.\n\
Otherwise all values double.\n\
@end deftypefn")
{
  const int nargs = args.length ();
  if (nargs == 1 && args(0).iscomplex ())
    {
      // sum (abs (x).^2): the squares of the interleaved parts, one pass
      const ComplexNDArray z = args(0).complex_array_value ();
      return ovl (nds_sumsq (reinterpret_cast<const double *> (z.data ()), 2 * z.numel ()));
    }
  if (nargs == 1)
    {
      const NDArray x = args(0).array_value ();
      return ovl (nds_sumsq (x.data (), x.numel ()));
    }
  if (nargs == 4)
    {
      const int64NDArray sa = nds_arg_subs (args(0), fn, "SA");
      const int64NDArray sb = nds_arg_subs (args(2), fn, "SB");
      // sum (conj (xa) .* xb) of complex values: one pass over the pairs (complex
      // singles: over the float pairs, in double)
      if (args(1).iscomplex () && args(3).iscomplex () && args(1).is_single_type ()
          && args(3).is_single_type ())
        return inner_pairs (sa, args(1).float_complex_array_value (), sb,
                            args(3).float_complex_array_value (), nds_inner_coo_cf);
      if (args(1).iscomplex () || args(3).iscomplex ())
        return inner_pairs (sa, args(1).complex_array_value (), sb,
                            args(3).complex_array_value (), nds_inner_coo_z);
      if (args(1).is_single_type () && args(3).is_single_type ())
        return real_pairs (sa, args(1).float_array_value (), sb,
                           args(3).float_array_value (), nds_inner_coo_f);
      return real_pairs (sa, args(1).array_value (), sb, args(3).array_value (),
                         nds_inner_coo);
    }
  if (nargs != 5)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "SUBS");
  const NDArray x = args(1).array_value ();
  const std::vector<int64_t> shape = nds_arg_size (args(2), fn);
  const NDArray F = args(3).array_value ();
  double cells = 1;
  for (int64_t z : shape) cells *= z;
  if (static_cast<int64_t> (shape.size ()) != s.columns () || x.numel () != s.rows ()
      || cells != F.numel ())
    error_with_id ("ndsparse:internal", "%s: inconsistent arguments", fn);
  return ovl (nds_inner_dense (nds_i64 (s), x.data (), s.rows (), shape.size (),
                               shape.data (), F.data ()));
}
