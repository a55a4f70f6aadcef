// nds_cat_plan.cc: the size of a concatenation and each operand's place in it, by
// Octave's rules for empty operands
#include "tensor/nds_tensor.h"
#include "tensor/nds_arrays.h"

// d without its trailing 1s past the first two dims
static void
chop_ones (nds_ivec& d)
{
  while (d.size () > 2 && d.back () == 1)
    d.pop_back ();
}

// whether d is 0x0
static bool
zero_by_zero (const nds_ivec& d)
{
  return d.size () == 2 && d[0] == 0 && d[1] == 0;
}

// how an operand of size b joins the size dv of the operands before it along dim
// (Octave's dim_vector::concat): appended, skipped (b is 0x0 and does not fit) or
// replacing dv (dv is 0x0 and b does not fit); NDS_CAT_MISMATCH when b does not fit
static nds_cat_join
join_concat (nds_ivec& dv, const nds_ivec& b, int64_t dim)
{
  const size_t nb = b.size ();
  nds_ivec d (dv);
  if (d.size () < std::max<size_t> (nb, dim + 1))
    d.resize (std::max<size_t> (nb, dim + 1), 1);
  bool match = true;
  for (size_t i = 0; i < d.size (); i++)
    if (static_cast<int64_t> (i) != dim && d[i] != (i < nb ? b[i] : 1))
      match = false;
  if (match)
    {
      d[dim] += static_cast<int64_t> (dim) < static_cast<int64_t> (nb) ? b[dim] : 1;
      chop_ones (d);
      dv = d;
      return NDS_CAT_APPEND;
    }
  if (zero_by_zero (b))
    return NDS_CAT_SKIP;
  if (zero_by_zero (dv))
    {
      dv = b;
      chop_ones (dv);
      return NDS_CAT_REPLACE;
    }
  return NDS_CAT_MISMATCH;
}

// join_concat, then for 2-D sizes Octave's rule for [A, B], horzcat and vertcat
// (dim_vector::hvcat): a 1x0 or 0x1 operand that does not fit is skipped, and
// operands before it that make 1x0 or 0x1 are replaced
static nds_cat_join
join_hvcat (nds_ivec& dv, const nds_ivec& b, int64_t dim)
{
  const nds_cat_join j = join_concat (dv, b, dim);
  if (j != NDS_CAT_MISMATCH || dv.size () != 2 || b.size () != 2)
    return j;
  const bool e2dv = dv[0] + dv[1] == 1, e2b = b[0] + b[1] == 1;
  if (e2b)
    {
      if (e2dv)
        dv = nds_ivec {0, 0};
      return NDS_CAT_SKIP;
    }
  if (e2dv)
    {
      dv = b;
      return NDS_CAT_REPLACE;
    }
  return NDS_CAT_MISMATCH;
}

int64_t
nds_cat_plan (bool hv, int64_t dim, const nds_ivec *sz, size_t n, nds_ivec& shape, int64_t *off)
{
  std::fill (off, off + n, 0);
  shape = nds_ivec {0, 0};
  if (n == 0)
    return 0;
  // cat (dim, [], ..., [], A, ...) with dim > 2 and 3 or more operands starts at A
  // (Octave's Array<T>::cat, bug #31615), unless every operand is 0x0
  size_t start = 0;
  if (! hv && n > 2 && dim > 1)
    {
      while (start < n && zero_by_zero (sz[start]))
        start++;
      if (start == n)
        start = 0;
    }
  shape = sz[start];
  chop_ones (shape);
  for (size_t j = start + 1; j < n; j++)
    {
      // operand j's first index along dim, when it is appended
      const int64_t at = static_cast<int64_t> (shape.size ()) > dim ? shape[dim] : 1;
      const nds_cat_join how = hv ? join_hvcat (shape, sz[j], dim)
                                  : join_concat (shape, sz[j], dim);
      if (how == NDS_CAT_MISMATCH)
        return j + 1;
      off[j] = how == NDS_CAT_APPEND ? at : 0;
    }
  return 0;
}

void
nds_cat_place (const std::string& who, int64_t dim, const nds_ivec *sz, size_t n,
               nds_ivec& shape, int64_t *off)
{
  const bool hv = who == "horzcat" || who == "vertcat";
  const int64_t bad = nds_cat_plan (hv, dim, sz, n, shape, off);
  if (! bad)
    return;
  nds_ivec before;
  std::vector<int64_t> ignore (bad - 1);
  nds_cat_plan (hv, dim, sz, bad - 1, before, ignore.data ());
  nds_error ("ndsparse:size",
             "%s: dimension mismatch: operand %d has size %s, the operands before it %s",
             who.c_str (), static_cast<int> (bad), nds_mat_str (sz[bad - 1]).c_str (),
             nds_mat_str (before).c_str ());
}
