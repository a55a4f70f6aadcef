// __nds_select__.cc: gateway, entries selected by per-dimension index lists
#include "nds_glue.h"
#include "engine/nds_index.h"

DEFUN_DLD (__nds_select__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{os}, @var{src}] =} __nds_select__ (@var{subs}, @var{lists}, @var{w})\n\
@deftypefnx {} {@var{in} =} __nds_select__ (@var{subs}, @var{lists}, @var{w}, \"member\")\n\
Internal: the nonzeros of the selection of sorted entries @var{subs} (int64 n-by-k) by\n\
the cell @var{lists} of k int64 index vectors (\":\" for 1:@var{w}(d)): positions @var{os} (int64, sorted\n\
column-major) and 1-based source rows @var{src}.  With \"member\": a logical n-by-1,\n\
true where every coordinate of the row appears in its list.\n\
@end deftypefn")
{
  static const char *fn = "__nds_select__";
  const int nargs = args.length ();
  if (nargs != 3 && nargs != 4)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "SUBS");
  const int64_t n = s.rows (), k = s.columns ();
  if (! args(1).iscell () || args(1).numel () != k || k < 1 || k > 64)
    error_with_id ("ndsparse:internal", "%s: LISTS must be a cell of one list per column", fn);
  const Cell lc = args(1).cell_value ();
  const std::vector<int64_t> w = nds_arg_size (args(2), fn);
  if (static_cast<int64_t> (w.size ()) != k)
    error_with_id ("ndsparse:internal", "%s: W must have one size per column", fn);
  std::vector<int64NDArray> keep (k);
  std::vector<const int64_t *> list (k);
  std::vector<int64_t> len (k);
  for (int64_t d = 0; d < k; d++)
    {
      if (lc(d).is_string ())
        {
          list[d] = nullptr;
          len[d] = w[d];
          continue;
        }
      if (! lc(d).is_int64_type ())
        error_with_id ("ndsparse:internal", "%s: index lists must be int64 or \":\"", fn);
      keep[d] = lc(d).int64_array_value ();
      list[d] = nds_i64 (keep[d]);
      len[d] = keep[d].numel ();
    }
  if (nargs == 4)
    {
      boolNDArray in (dim_vector (n, 1));
      std::vector<unsigned char> flag (n > 0 ? n : 1);
      nds_check (nds_select_member (nds_i64 (s), n, k, list.data (), len.data (),
                                    flag.data ()), fn);
      for (int64_t i = 0; i < n; i++)
        in(i) = flag[i];
      return ovl (in);
    }
  int64_t *os = nullptr, *src = nullptr, nout = 0;
  nds_check (nds_select (nds_i64 (s), n, k, list.data (), len.data (), &os, &src, &nout), fn);
  int64NDArray osubs (dim_vector (nout, k));
  NDArray rows (dim_vector (nout, 1));
  int64_t *op = nds_i64w (osubs);
  for (int64_t i = 0; i < nout * k; i++)
    op[i] = os[i];
  for (int64_t i = 0; i < nout; i++)
    rows(i) = static_cast<double> (src[i] + 1);
  nds_free (os);
  nds_free (src);
  return ovl (osubs, rows);
}
