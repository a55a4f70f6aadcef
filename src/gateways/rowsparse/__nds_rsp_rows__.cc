// __nds_rsp_rows__.cc: gateway, the checked and normalized parts of rowsparse (data, indices, sz)
#include "nds_rowsparse_glue.h"

// "AxBxC" of dims
static std::string
dims_str (const std::vector<double>& d)
{
  std::string s;
  for (size_t k = 0; k < d.size (); k++)
    s += (k ? "x" : "") + std::to_string (static_cast<long> (d[k]));
  return s;
}

DEFUN_DLD (__nds_rsp_rows__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{idx}, @var{data}, @var{sz}, @var{sorted}] =} __nds_rsp_rows__ (@var{data}, @var{indices}, @var{sz})\n\
Internal: the arguments of @code{rowsparse (@var{data}, @var{indices}, @var{sz})}\n\
checked (errors @code{ndsparse:rowsparse} as the constructor documents) and\n\
normalized: @var{sz} a row of two dims at least without trailing ones, @var{idx}\n\
a double column, @var{data} double and full of size [k, sz(2:end)]; @var{sorted}\n\
is true when @var{idx} is strictly increasing (else the caller sorts it and checks\n\
for repeats).\n\
@end deftypefn")
{
  if (args.length () != 3)
    print_usage ();
  const octave_value& vd = args(0), & vi = args(1), & vs = args(2);
  // SZ
  const bool sz_ok = vs.isnumeric () && ! vs.iscomplex () && vs.dims ().isvector ();
  const NDArray s = sz_ok ? vs.array_value () : NDArray ();
  std::vector<double> sz;
  for (octave_idx_type d = 0; d < s.numel (); d++)
    sz.push_back (s(d));
  bool sz_good = sz_ok;
  for (double x : sz)
    sz_good = sz_good && x >= 0 && x == std::floor (x) && x < 9007199254740992.0;
  if (! sz_good)
    error_with_id ("ndsparse:rowsparse",
                   "rowsparse: SZ must be a vector of non-negative integers below 2^53");
  while (sz.size () < 2)
    sz.push_back (1);
  while (sz.size () > 2 && sz.back () == 1)
    sz.pop_back ();
  // INDICES
  if (! (((vi.isnumeric () && ! vi.iscomplex ()) || vi.islogical ())
         && (vi.dims ().isvector () || vi.isempty ())))
    error_with_id ("ndsparse:rowsparse", "rowsparse: INDICES must be a vector of row numbers");
  const NDArray r = vi.array_value ();
  const octave_idx_type k = r.numel ();
  NDArray idx (dim_vector (k, 1));
  bool sorted = true;
  for (octave_idx_type t = 0; t < k; t++)
    {
      const double x = r(t);
      if (! (x >= 1 && x <= sz[0] && x == std::floor (x)))
        error_with_id ("ndsparse:rowsparse",
                       "rowsparse: INDICES(%ld) = %g is not an integer row number in 1..%ld",
                       static_cast<long> (t + 1), x, static_cast<long> (sz[0]));
      idx(t) = x;
      sorted = sorted && (t == 0 || x > idx(t - 1));
    }
  // DATA
  if (! (vd.isnumeric () || vd.islogical ()))
    error_with_id ("ndsparse:rowsparse", "rowsparse: DATA must be numeric, not %s",
                   vd.class_name ().c_str ());
  if (vd.iscomplex ())
    error_with_id ("ndsparse:rowsparse",
                   "rowsparse: DATA is complex; complex values are not supported yet");
  std::vector<double> want (sz);
  want[0] = k;
  dim_vector dv = dim_vector::alloc (want.size ());
  for (size_t d = 0; d < want.size (); d++)
    dv(d) = want[d];
  NDArray data;
  if (k == 0 && vd.isempty ())
    data = NDArray (dv);
  else
    {
      const dim_vector gd = vd.dims ();
      std::vector<double> got;
      for (int d = 0; d < gd.ndims (); d++)
        got.push_back (gd(d));
      while (got.size () < want.size ())
        got.push_back (1);
      if (got != want)
        error_with_id ("ndsparse:rowsparse",
                       "rowsparse: DATA must be %s (one row per index, the shape's other dims), not %s",
                       dims_str (want).c_str (), dims_str (got).c_str ());
      data = vd.array_value ();
      data = data.reshape (dv);
    }
  NDArray szv (dim_vector (1, sz.size ()));
  for (size_t d = 0; d < sz.size (); d++)
    szv(d) = sz[d];
  return ovl (idx, data, szv, sorted);
}

/*
%!test
%! [idx, data, sz, sorted] = __nds_rsp_rows__ ([1 2; 3 4], int8 ([2 5]), [6 2 1]);
%! assert ({idx, data, sz, sorted}, {[2; 5], [1 2; 3 4], [6 2], true});
%! [idx, data, sz, sorted] = __nds_rsp_rows__ (single ([1; 2]), [3; 1], 4);
%! assert ({idx, data, sz, sorted}, {[3; 1], [1; 2], [4 1], false});
%! [idx, data, sz] = __nds_rsp_rows__ ([], [], [3 2 2]);
%! assert ({size(idx), size(data), sz}, {[0 1], [0 2 2], [3 2 2]});
%! [~, data] = __nds_rsp_rows__ (sparse ([1 0 2]), true, [1 3]);
%! assert (data, [1 0 2]);
%!error <INDICES\(2\) = 0 is not an integer row number in 1..3> __nds_rsp_rows__ ([1; 2], [1 0], [3 1])
%!error <SZ must be a vector> __nds_rsp_rows__ ([1; 2], [1 2], [3; -1])
%!error <DATA must be 2x3 .* not 2x2> __nds_rsp_rows__ (ones (2), [1 2], [3 3])
*/
