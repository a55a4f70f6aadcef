// __nds_sort__.cc: gateway, distinct entries put into column-major order
#include "nds_glue.h"
#include "engine/kern/nds_kern.h"

DEFUN_DLD (__nds_sort__, args, ,
           "-*- texinfo -*-\n\
@deftypefn  {} {[@var{s}, @var{v}] =} __nds_sort__ (@var{s}, @var{v}, @var{sz})\n\
@deftypefnx {} {[@var{s}, @var{v}] =} __nds_sort__ (@var{s}, @var{v}, @var{sz}, @var{order})\n\
Internal: the entries (int64 @var{s}, double or logical @var{v}; distinct coordinates\n\
within size @var{sz}) in column-major order.  Sorted input is returned as it is.\n\
With @var{order} (distinct column numbers of @var{s}), dim @var{d} of the entries is\n\
column @code{@var{order}(@var{d})} of @var{s} and @var{sz} their size in that order;\n\
the columns left out must hold singleton dims (all ones).  The result is that of\n\
@code{__nds_sort__ (@var{s}(:, @var{order}), @var{v}, @var{sz})}, with no copy of\n\
@var{s}.\n\
@end deftypefn")
{
  static const char *fn = "__nds_sort__";
  const int nargin = args.length ();
  if (nargin < 3 || nargin > 4)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "S");
  const nds_vtype vt = nds_arg_vtype_moved (args(1), fn);
  const std::vector<int64_t> sz = nds_arg_size (args(2), fn);
  const int64_t n = s.rows (), ms = s.columns ();
  const NDArray o = nargin == 4 ? args(3).array_value () : NDArray ();
  const int64_t m = nargin == 4 ? o.numel () : ms;   // columns of the result
  if (static_cast<int64_t> (sz.size ()) != m || m > ms || args(1).numel () != n)
    error_with_id ("ndsparse:internal", "%s: inconsistent operands", fn);
  // order, 0-based (moved: it is not the columns as they are)
  std::vector<int64_t> order (m);
  std::vector<bool> seen (ms, false);
  bool moved = m < ms;
  for (int64_t d = 0; d < m; d++)
    {
      const double c = nargin == 4 ? o(d) : d + 1;
      if (! (c >= 1 && c <= ms && c == std::floor (c)) || seen[static_cast<size_t> (c) - 1])
        error_with_id ("ndsparse:internal", "%s: ORDER must be distinct columns of S", fn);
      seen[static_cast<size_t> (c) - 1] = true;
      order[d] = static_cast<int64_t> (c) - 1;
      moved = moved || order[d] != d;
    }
  if (! moved && nds_is_sorted (nds_i64 (s), n, m))
    return ovl (args(0), args(1));
  nds_buffer<int64_t> perm (n);
  if (! perm.p)
    nds_check (NDS_ENOMEM, fn);
  uint64_t *key = nullptr;
  const int st = nds_sort_key (nds_i64 (s), n, m, sz.data (), moved ? order.data () : nullptr,
                               perm.p, &key);
  nds_free (key);
  nds_check (st, fn);
  int64NDArray os = nds_uninit<int64NDArray> (n, m);
  for (int64_t d = 0; d < m; d++)
    nds_rows_take (nds_i64 (s) + order[d] * n, n, 1, perm.p, n, nds_i64w (os) + d * n);
  boolNDArray b;
  NDArray x;
  ComplexNDArray z;
  FloatNDArray fz;
  FloatComplexNDArray cz;
  const void *xp = nds_vals_ptr (args(1), vt, b, x, z, fz, cz);
  nds_vals_out ov (vt, n);
  nds_vals_take (xp, vt, perm.p, n, ov.ptr ());
  return ovl (os, ov.value ());
}
