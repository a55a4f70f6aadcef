// nds_subsref.cc: Octave's subscripts, right-hand sides and the thesis's view
// arguments, translated for the tensor container (tensor/nds_tensor.h), and its
// results made Octave values: T(...), T(...) = X, T(...) = [] (the value type's
// subsref and subsasgn), view (T, ...)
#include <octave/oct.h>
#include <octave/parse.h>
#include <cmath>
#include "value/nds_type.h"
#include "nds_glue.h"

static const char *const who = "ndsparse";

// ---------------------------------------------------------------- subscripts

// Octave's subscript x, the p-th of nsub, as the engine's S.ix[p], checked
static void
classify (nds_subs& S, const octave_value& x, int64_t p, int64_t nsub)
{
  static const int64_t one_by_one[2] = {1, 1};
  nds_ix& s = S.ix[p];
  s = nds_ix ();
  s.kind = NDS_IX_LIST;
  s.nd = 2;
  s.dims = one_by_one;
  if (x.is_magic_colon () || (x.is_string () && x.string_value () == ":"))
    {
      s.kind = NDS_IX_COLON;
      return;
    }
  if (x.is_double_type () && x.is_real_scalar ())
    {
      const double v = x.double_value ();
      nds_ixerr e;
      if (nds_ix_from_double (&v, 1, S.one (p), &e) != NDS_OK)
        S.bad (p, nsub, e);
      s.list = S.one (p);
      s.n = 1;
      return;
    }
  if (x.is_range ())
    {
      const octave::range<double> r = x.range_value ();
      const double a = r.base (), step = r.increment ();
      const int64_t n = r.numel ();
      const double last = n > 0 ? r.final_value () : a;
      s.range_obj = 1;
      if (n == 0 || (a >= 1 && last >= 1 && a == std::floor (a) && step == std::floor (step)
                     && std::max (a, last) < 9223372036854775808.0))
        {
          s.kind = NDS_IX_RANGE;
          s.first = n == 0 ? 1 : static_cast<int64_t> (a);
          s.step = static_cast<int64_t> (step);
          s.n = n;
          S.set_dims (s, x.dims ());
          return;
        }
      S.from_doubles (s, x.array_value (), p, nsub);
      s.range_obj = 1;
      return;
    }
  if (x.isobject () && x.class_name () == "ndsparse")
    {
      nds_tensor t = nds_tensor_of (x, "index");
      if (t.vt == NDS_LOGICAL)
        {
          int64_t cells;
          S.from_doubles (s, nds_mask_find (t, cells), p, nsub);
          s.mask = 1;
          s.masklen = cells;
          return;
        }
      classify (S, nds_tensor_full (t, "full"), p, nsub);
      return;
    }
  if (x.islogical ())
    {
      const boolNDArray m = x.bool_array_value ();
      const Array<octave_idx_type> f = m.find ();
      std::vector<int64_t>& l = S.own ();
      l.resize (f.numel ());
      for (octave_idx_type t = 0; t < f.numel (); t++)
        l[t] = f(t) + 1;
      s.list = l.data ();
      s.n = f.numel ();
      s.mask = 1;
      s.masklen = m.numel ();
      S.set_dims (s, f.dims ());
      return;
    }
  if (x.isnumeric () && ! x.iscomplex ())
    {
      S.from_doubles (s, x.array_value (), p, nsub);
      return;
    }
  nds_ixerr e;
  e.code = x.isnumeric () ? NDS_IXE_COMPLEX : NDS_IXE_CLASS;
  e.cls = nullptr;
  const std::string cls = x.class_name ();
  e.cls = cls.c_str ();
  S.bad (-1, nsub, e);
}

// Octave's subscripts idx as the engine's S (of idx.length () subscripts)
static void
subs_of (nds_subs& S, const octave_value_list& idx)
{
  for (octave_idx_type p = 0; p < idx.length (); p++)
    classify (S, idx(p), p, idx.length ());
}

// ------------------------------------------------------------------ reading

// t(idx) for Octave's subscripts idx (what subsref gives for "()")
static octave_value
nds_index (nds_tensor& t, const octave_value_list& idx)
{
  if (idx.length () == 0)
    return nds_value (t);
  // A(A > 0.5): a mask of A's size, merged with A in one pass
  if (idx.length () == 1 && idx(0).type_id () == octave_ndsparse::static_type_id ())
    {
      nds_tensor m = nds_tensor_of (idx(0), "index"), r;
      if (nds_mask_read (t, m, r))
        return nds_value (std::move (r));
    }
  nds_subs S (idx.length ());
  subs_of (S, idx);
  const nds_ivec W = nds_working (t, S, false);
  Complex x;
  if (! nds_read_element (t, S, W, x))
    {
      // read into the value itself; extra trailing subscripts add no modes:
      // T(2:end,:,:,:) of a 3-D T is 3-D
      octave_ndsparse *r = new octave_ndsparse ([&] () { return nds_read (t, S, W); });
      const octave_value v (r);
      nds_trim (r->tensor (), std::max<size_t> (t.shape.size (), 2));
      return v;
    }
  switch (t.vt)
    {
    case NDS_LOGICAL: return octave_value (x.real () != 0);
    case NDS_COMPLEX: return octave_value (x);
    case NDS_SINGLE: return octave_value (static_cast<float> (x.real ()));
    case NDS_CSINGLE: return octave_value (FloatComplex (x));
    case NDS_DOUBLE: break;
    }
  return octave_value (x.real ());
}

// -------------------------------------------------------------------- views

octave_value
nds_view_fn (nds_tensor& t, const octave_value_list& args)
{
  const int64_t K = t.shape.size ();
  const std::vector<int64_t> vd = t.dims ();
  std::vector<int64_t> dims (t.shape);
  while (dims.size () < vd.size ())
    dims.push_back (1);       // a 0-D view is 1x1
  const int64_t nd = dims.size (), nq = args.length ();
  std::vector<nds_vq_kind> kind (nq, NDS_VQ_RANGE);
  std::vector<int64_t> a (nq, 1), n (nq, 0);
  std::vector<std::pair<int64_t, std::vector<int64_t>>> spec;
  nds_ixerr e;
  e.code = NDS_IXE_NONE;
  int64_t j = 0;
  for (int64_t q = 0; q < nq; q++)
    {
      octave_value x = args(q);
      std::string ndi;
      if (x.isstruct () && x.numel () == 1 && x.scalar_map_value ().isfield ("ndindex"))
        ndi = x.scalar_map_value ().getfield ("ndindex").string_value ();
      if (ndi == "newaxis")
        {
          kind[q] = NDS_VQ_NEW;
          continue;
        }
      if (j >= nd)
        {
          e.code = NDS_IXE_VIEW_MANY;
          e.bound = nd;
          nds_ix_error (e);
        }
      const int64_t ext = dims[j++];
      if (x.isobject () && x.class_name () == "ndsparse")
        {
          nds_tensor xt = nds_tensor_of (x, "view");
          x = nds_tensor_full (xt, "full");
        }
      std::vector<int64_t> lst;
      bool specified = false;
      if (ndi.empty () && x.is_string () && x.string_value () == ":")
        ndi = "all";
      else if (ndi.empty () && x.isnumeric () && x.numel () == 1 && ! x.iscomplex ())
        {
          const double k = x.double_value ();
          if (! (k >= 1 && k == std::floor (k) && std::isfinite (k)))
            {
              e.code = NDS_IXE_VIEW_POINT;
              nds_ix_error (e);
            }
          kind[q] = NDS_VQ_POINT;
          a[q] = k;
          n[q] = 1;
        }
      else if (ndi.empty () && (x.isnumeric () || x.islogical ()) && ! x.iscomplex ())
        {
          nds_subs S (1);
          classify (S, x, 0, 1);
          const int64_t *l = S.list (0);
          lst.assign (l, l + S.ix[0].n);
          specified = true;
        }
      else if (ndi == "specified")
        {
          nds_subs S (1);
          classify (S, x.scalar_map_value ().getfield ("list"), 0, 1);
          const int64_t *l = S.list (0);
          lst.assign (l, l + S.ix[0].n);
          specified = true;
        }
      else if (ndi.empty () || (ndi != "all" && ndi != "interval" && ndi != "point"))
        {
          e.code = NDS_IXE_VIEW_KIND;
          e.pos = q;
          nds_ix_error (e);
        }
      if (ndi == "all")
        {
          kind[q] = NDS_VQ_RANGE;
          n[q] = ext;
        }
      else if (ndi == "interval" || ndi == "point")
        {
          const octave_scalar_map m = x.scalar_map_value ();
          const double lo = m.getfield ("a").double_value (), hi = m.getfield ("b").double_value ();
          kind[q] = ndi == "point" ? NDS_VQ_POINT : NDS_VQ_RANGE;
          a[q] = lo;
          n[q] = ndi == "point" ? 1 : std::max<double> (0, hi - lo + 1);
          if (n[q] == 0)
            a[q] = 1;
        }
      if (specified)
        {
          // consecutive increasing: an interval; otherwise a copy of the listed ones
          bool unit = ! lst.empty ();
          for (size_t i = 1; i < lst.size (); i++)
            unit &= lst[i] == lst[i - 1] + 1;
          kind[q] = NDS_VQ_RANGE;
          if (lst.empty ())
            n[q] = 0;
          else
            {
              a[q] = *std::min_element (lst.begin (), lst.end ());
              n[q] = *std::max_element (lst.begin (), lst.end ()) - a[q] + 1;
            }
          if (! unit && ! lst.empty ())
            {
              for (auto& c : lst)
                c -= a[q] - 1;
              spec.emplace_back (q, lst);
            }
        }
      if (a[q] + n[q] - 1 > ext || (kind[q] == NDS_VQ_POINT && a[q] > ext))
        {
          e.code = NDS_IXE_VIEW_BOUND;
          e.pos = q;
          e.value = std::max (a[q], a[q] + n[q] - 1);
          e.bound = ext;
          nds_ix_error (e);
        }
    }
  // trailing dimensions left out are nd.all, as in the thesis
  for (; j < static_cast<int64_t> (vd.size ()); j++)
    {
      kind.push_back (NDS_VQ_RANGE);
      a.push_back (1);
      n.push_back (dims[j]);
    }
  (void) K;
  std::vector<nds_vq> ix (kind.size ());
  for (size_t q = 0; q < kind.size (); q++)
    ix[q] = {kind[q], a[q], n[q]};
  nds_tensor vt = nds_compose_view (t, ix);
  if (spec.empty ())
    return nds_value (std::move (vt));
  // the specified indices: a compact copy of the view by them
  octave_value_list idx (vt.shape.size (), octave_value::magic_colon_t);
  std::vector<int64_t> pos (nq);
  int64_t at = 0;
  for (int64_t q = 0; q < nq; q++)
    {
      pos[q] = at;
      at += kind[q] != NDS_VQ_POINT;
    }
  for (auto& sp : spec)
    {
      NDArray l (dim_vector (sp.second.size (), 1));
      for (size_t i = 0; i < sp.second.size (); i++)
        l(i) = sp.second[i];
      idx(pos[sp.first]) = l;
    }
  nds_subs S (idx.length ());
  subs_of (S, idx);
  const nds_ivec W = nds_working (vt, S, false);
  nds_ivec len (S.ix.size (), 0);
  for (size_t p = 0; p < len.size (); p++)
    len[p] = S.ix[p].n;
  return nds_value (nds_select_copy (vt, S, W, len));
}

// ---------------------------------------------------------------- assignment

// T(i,j,...) = v with one in-range scalar per dim of an identity view and a real
// scalar v of T's class (double or single for a single T, rounded to single): the
// common case, appended with no other work
static bool
assign_element (nds_tensor& t, const octave_value_list& idx, const octave_value& rhs)
{
  const int64_t M = t.ndim ();
  if (idx.length () != M || M > 64 || ! t.is_identity ())
    return false;
  double v = 0;
  switch (t.vt)
    {
    case NDS_LOGICAL:
      if (! rhs.is_bool_scalar ())
        return false;
      v = rhs.bool_value ();
      break;
    case NDS_DOUBLE:
      if (! (rhs.is_double_type () && rhs.is_real_scalar ()))
        return false;
      v = rhs.double_value ();
      break;
    case NDS_SINGLE:
      if (! ((rhs.is_double_type () || rhs.is_single_type ()) && rhs.is_real_scalar ()))
        return false;
      v = static_cast<float> (rhs.double_value ());
      break;
    case NDS_COMPLEX:           // (complex_assign's)
    case NDS_CSINGLE:
      return false;
    }
  int64_t u[64];
  for (int64_t d = 0; d < M; d++)
    {
      const octave_value& x = idx(d);
      if (! (x.is_double_type () && x.is_real_scalar ()))
        return false;
      const double c = x.double_value ();
      if (! (c >= 1 && c <= t.usz[d] && c == std::floor (c)))
        return false;
      u[d] = c;
    }
  nds_append (t, u, v);
  return true;
}

static nds_rhs
rhs_of (const octave_value& rhs)
{
  nds_rhs r;
  if (rhs.isobject () && rhs.class_name () == "ndsparse")
    {
      nds_tensor xt = nds_tensor_of (rhs, who);
      nds_vals v;
      nds_entries (xt, r.s, v);
      r.x = v.array_value ();
      r.dims = xt.dims ();
      r.shape = xt.shape;
    }
  else if (rhs.issparse ())
    {
      const SparseMatrix S = rhs.sparse_matrix_value ();
      const int64_t nz = S.nnz ();
      r.s = int64NDArray (dim_vector (nz, 2));
      r.x = NDArray (dim_vector (nz, 1));
      int64_t *o = nds_i64w (r.s);
      int64_t k = 0;
      for (octave_idx_type j = 0; j < S.cols (); j++)
        for (octave_idx_type q = S.cidx (j); q < S.cidx (j + 1); q++)
          if (S.data (q) != 0)
            {
              o[k] = S.ridx (q) + 1;
              o[k + nz] = j + 1;
              r.x(k++) = S.data (q);
            }
      r.s = r.s.index (octave::idx_vector (0, k), octave::idx_vector::colon);
      r.x = r.x.index (octave::idx_vector (0, k));
      r.dims = {S.rows (), S.cols ()};
      r.shape = r.dims;
    }
  else
    {
      const NDArray a = rhs.array_value ();
      const dim_vector dv = a.dims ();
      for (int d = 0; d < dv.ndims (); d++)
        r.dims.push_back (dv(d));
      r.shape = r.dims;
      const int64_t nz = nds_dense_nnz (a.data (), a.numel (), NDS_DOUBLE);
      r.s = nds_uninit<int64NDArray> (nz, r.dims.size ());
      r.x = nds_uninit<NDArray> (nz);
      nds_dense_find (a.data (), r.dims.size (), r.dims.data (), NDS_DOUBLE, nds_i64w (r.s),
                      r.x.fortran_vec (), nz);
    }
  double numel = 1;
  for (auto d : r.dims)
    numel *= d;
  if (numel == 1)
    {
      r.scalar = true;
      r.value = r.x.numel () > 0 ? r.x(0) : 0;
    }
  return r;
}

// t(idx) = rhs, and t(idx) = [] for a double 0x0 rhs
static void
nds_assign (nds_tensor& t, const octave_value_list& idx, const octave_value& rhs)
{
  if (assign_element (t, idx, rhs))
    return;
  if (! t.is_identity ())
    nds_compact (t);
  nds_subs S (idx.length ());
  subs_of (S, idx);
  if (rhs.is_double_type () && ! rhs.issparse () && rhs.ndims () == 2 && rhs.rows () == 0
      && rhs.columns () == 0)
    {
      nds_delete (t, S);
      return;
    }
  const bool tensor_rhs = rhs.isobject () && rhs.class_name () == "ndsparse";
  if (! (rhs.isnumeric () || rhs.islogical () || tensor_rhs))
    error_with_id ("ndsparse:class", "subsasgn: X must be numeric, logical or ndsparse, not %s",
                   rhs.class_name ().c_str ());
  if (! tensor_rhs && rhs.iscomplex ())
    error_with_id ("ndsparse:complex",
                   "subsasgn: X is complex; complex values are not supported yet");
  const bool logical_rhs = tensor_rhs ? nds_tensor_of (rhs, who).vt == NDS_LOGICAL
                                      : rhs.islogical ();
  const nds_ivec W = nds_working (t, S, true);
  nds_rhs r = rhs_of (rhs);
  nds_assign_at (t, S, W, r, logical_rhs);
}

// ------------------------------------------------- the value type's hooks

octave_value
octave_ndsparse::subsref (const std::string& type, const std::list<octave_value_list>& idx)
{
  octave_value_list r = subsref (type, idx, 1);
  return r.length () > 0 ? r(0) : octave_value ();
}

octave_value_list
octave_ndsparse::subsref (const std::string& type, const std::list<octave_value_list>& idx,
                          int nargout)
{
  if (type[0] == '.')
    error_with_id ("ndsparse:index",
                   "ndsparse has no fields; T.%s is not defined (use T(...) to index)",
                   idx.front ()(0).string_value ().c_str ());
  if (type[0] == '{')
    error_with_id ("ndsparse:index",
                   "'{' undefined for arguments of type 'ndsparse'; use T(...) to index");
  octave_value r = nds_index (tensor (), idx.front ());
  if (type.length () > 1)
    return r.next_subsref (nargout, type, idx);
  return ovl (r);
}

// true when T(...) = rhs involves complex values (T's or rhs's)
static bool
complex_assign (const nds_tensor& t, const octave_value& rhs)
{
  if (nds_vt_complex (t.vt))
    return true;
  if (rhs.isobject () && rhs.class_name () == "ndsparse")
    return nds_vt_complex (nds_tensor_of (rhs, "subsasgn").vt);
  return rhs.isnumeric () && rhs.iscomplex ();
}

octave_value
octave_ndsparse::subsasgn (const std::string& type, const std::list<octave_value_list>& idx,
                           const octave_value& rhs)
{
  if (NDS_COUNT > 1)
    {
      // shared: the assignment goes to a copy (Octave's assignments make the value
      // unique first, so that a loop of them changes the tensor in place)
      octave_ndsparse *c = new octave_ndsparse (*this);
      octave_value keep (c);
      return c->subsasgn (type, idx, rhs);
    }
  if (type[0] == '.')
    error_with_id ("ndsparse:index", "ndsparse has no fields; T.%s = ... is not defined",
                   idx.front ()(0).string_value ().c_str ());
  else if (type[0] == '{')
    error_with_id ("ndsparse:index", "'{' undefined for arguments of type 'ndsparse'");
  else if (type.length () > 1)
    error_with_id ("ndsparse:index",
                   "ndsparse: chained assignment T(...)(...) = X is not supported");
  loaded ();                                // a tensor holding a load error raises it
  if (complex_assign (m_t, rhs))
    {
      // the m-method assigns the real and imaginary parts apart (real tensors,
      // which come back here) and joins them
      octave_scalar_map s;
      s.assign ("type", "()");
      s.assign ("subs", Cell (idx.front ()));
      const octave_value_list r = octave::feval ("subsasgn", ovl (nds_value (m_t),
                                                                  octave_value (s), rhs), 1);
      m_t = nds_tensor_of (r(0), "subsasgn");
    }
  else if (assign_element (m_t, idx.front (), rhs))
    ;                                       // one element, appended (single too)
  else if (m_t.vt == NDS_SINGLE)
    {
      // T(...) = X into a single T: the assignment in double (exact: every single
      // is a double), then the values rounded to single, as Octave's single arrays
      // take a double X (a single X into a double or logical T makes it double, as
      // Octave's arrays do: nds_assign).  O(nnz) for the two conversions.
      octave_value r = rhs;
      if (rhs.type_id () == octave_ndsparse::static_type_id ()
          && static_cast<const octave_ndsparse&> (rhs.get_rep ()).tensor ().vt == NDS_SINGLE)
        {
          nds_tensor rt = static_cast<const octave_ndsparse&> (rhs.get_rep ()).tensor ();
          nds_storage_double (rt);
          r = nds_value (std::move (rt));
        }
      else if (rhs.is_single_type () && ! rhs.iscomplex ())
        r = octave_value (rhs.array_value ());
      const nds_tensor before (m_t);      // (shares its arrays: no copy)
      try
        {
          nds_storage_double (m_t);
          nds_assign (m_t, idx.front (), r);
          nds_storage_single (m_t);
        }
      catch (...)
        {
          m_t = before;                     // an error leaves T as it was
          throw;
        }
    }
  else
    nds_assign (m_t, idx.front (), rhs);
  m_keep_complex = false;                   // Octave's x(1) = 5 narrows complex (1, 0)
  NDS_COUNT++;
  return octave_value (this);
}
