// __ndsparse__.cc: the oct-file of the ndsparse value type: its registration and
// the internal functions that make, read and change tensors (one oct-file, since a
// value type can be built by the oct-file that defines it only)
#include <octave/interpreter.h>
#include "value/nds_type.h"
#include "tensor/nds_tensor.h"
#include "nds_glue.h"
#include "engine/kern/nds_kern.h"

// PKG_ADD: __ndsparse__ ();

// every internal function of this oct-file (made by the Makefile from their
// definitions), autoloaded from here by __ndsparse__ ()
static const char *const functions[] = {
#define NDS_FUNCTION(name) name,
#include "nds_functions.h"
#undef NDS_FUNCTION
};

DEFMETHOD_DLD (__ndsparse__, interp, , ,
               "-*- texinfo -*-\n\
@deftypefn {} {} __ndsparse__ ()\n\
Internal: register the ndsparse value type and its operators with Octave (once;\n\
@code{pkg load ndsparse} does it).  The oct-file stays loaded from then on.\n\
@end deftypefn")
{
  nds_type_install (interp);
  nds_type_autoload (interp, functions, sizeof functions / sizeof functions[0]);
  return ovl ();
}

// the type is registered by whichever internal function runs first
#define NDS_ENSURE_TYPE(interp) nds_type_install (interp)

DEFMETHOD_DLD (__nds_new__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn  {} {@var{T} =} __nds_new__ (@var{subs}, @var{vals}, @var{usz})\n\
@deftypefnx {} {@var{T} =} __nds_new__ (@var{subs}, @var{vals}, @var{usz}, @var{keep})\n\
Internal: the tensor over sorted, distinct, nonzero storage @var{subs} (int64\n\
nnz-by-M), @var{vals} (double, single or logical column), of underlying size @var{usz}.\n\
Complex values whose imaginary parts are all zero narrow to real, unless @var{keep} is\n\
true: then the values are stored complex (real ones made so, logical ones complex\n\
double) and the tensor stays complex, as the result of Octave's @code{complex} does.\n\
@end deftypefn")
{
  static const char *fn = "__nds_new__";
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 3 && args.length () != 4)
    print_usage ();
  const bool keep = args.length () == 4 && args(3).is_true ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "SUBS");
  (void) nds_arg_vtype_moved (args(1), fn);
  std::vector<int64_t> usz = nds_arg_size (args(2), fn);
  if (usz.empty ())
    error_with_id ("ndsparse:internal", "%s: USZ must not be empty", fn);
  if (s.columns () != static_cast<octave_idx_type> (usz.size ())
      || args(1).numel () != s.rows ())
    error_with_id ("ndsparse:internal", "%s: SUBS, VALS and USZ do not agree", fn);
  nds_tensor t;
  octave_value v = args(1);
  if (v.columns () != 1 || v.ndims () != 2)
    v = v.reshape (dim_vector (s.rows (), 1));
  nds_tensor_reset (t, s, nds_vals_of (v), usz);
  if (! keep)
    return ovl (nds_value (t));
  // real values (or narrowed by the reset) made complex
  nds_complex_storage (t);
  octave_ndsparse *r = new octave_ndsparse (std::move (t));
  r->keep_complex ();
  return ovl (octave_value (r));
}

DEFMETHOD_DLD (__nds_pair__, interp, args, nargout,
               "-*- texinfo -*-\n\
@deftypefn  {} {[@var{R}, @var{done}] =} __nds_pair__ (@var{A}, @var{B}, @var{f}, @var{what})\n\
@deftypefnx {} {[@var{R}, @var{done}] =} __nds_pair__ (@var{A}, @var{B}, @var{f}, @var{what}, @var{zero})\n\
@deftypefnx {} {[@var{R}, @var{done}] =} __nds_pair__ (@var{A}, @var{B}, @var{f}, @var{what}, @var{zero}, @var{pow})\n\
Internal: @var{f} (@var{A}, @var{B}) element-wise, with Octave's broadcasting, for\n\
@var{A} and @var{B} each an ndsparse or a full scalar, or an ndsparse and a full\n\
double, single or logical array (at least one an ndsparse): the container's pair\n\
op (a full array read in place), @var{f} (a function handle taking two arrays)\n\
computing the values; @var{what} names the operation in messages; @var{zero} true:\n\
@var{f} (0, 0) is 0 (max, min), known without a probe; @var{pow} true: @var{f} is\n\
.^ (power), whose implicit zeros follow Octave's full .^.  Other operands are an\n\
error, or with two outputs @var{done} false and @var{R} empty.\n\
@end deftypefn")
{
  static const char *fn = "__nds_pair__";
  NDS_ENSURE_TYPE (interp);
  const int na = args.length ();
  if (na < 4 || na > 6)
    print_usage ();
  const int known = (na > 4 && args(4).is_true () ? NDS_PAIR_UNION : 0)
                    | (na > 5 && args(5).is_true () ? NDS_PAIR_POWER : 0);
  const octave_value f = args(2);
  if (! f.is_function_handle ())
    error_with_id ("ndsparse:internal", "%s: F must be a function handle", fn);
  const std::string what = args(3).xstring_value ("%s: WHAT must be a string", fn);
  // xor, max and min of two real tensors of one shape: aligned and computed in C++
  // (f on the aligned values, through Octave's xor.m or max, cost 100 or 8 us a call
  // on a 3x3 tensor, 3x Octave's sparse)
  const bool extremum = what == "max" || what == "min";
  const octave_value a0 = extremum ? nds_ordered_value (args(0)) : args(0);
  const octave_value a1 = extremum ? nds_ordered_value (args(1)) : args(1);
  const nds_tensor *A = nds_shared (a0), *B = nds_shared (a1);
  if (A && B && (what == "xor" || extremum))
    {
      nds_tensor z;
      boolNDArray F;
      bool full = false;
      if (what == "xor" ? nds_logic_pair (*A, *B, 8, z, F, full)
                        : nds_extremum_pair (*A, *B, what == "max", z))
        return ovl (nds_value (std::move (z)), true);
    }
  const octave_value r = nds_pair_value (args(0), args(1),
                                         [&interp, &f] (const octave_value& x, const octave_value& y)
                                         {
                                           const octave_value_list o
                                             = interp.feval (f, ovl (x, y), 1);
                                           return o.length () > 0 ? o(0) : octave_value ();
                                         }, what.c_str (), known);
  if (r.is_undefined () && nargout > 1)
    return ovl (Matrix (), false);
  if (r.is_undefined ())
    error_with_id ("ndsparse:internal", "%s: A and B must be ndsparse, full scalars or full arrays", fn);
  return ovl (r, true);
}

DEFMETHOD_DLD (__nds_load__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{T} =} __nds_load__ (@var{s})\n\
Internal: the tensor stored in the fields of struct @var{s} (as saved, or an\n\
old-style object's), every invariant checked (an @code{ndsparse:load} error names\n\
the first violated).\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 1 || ! args(0).isstruct () || args(0).numel () != 1)
    print_usage ();
  nds_tensor t = nds_tensor_from_map (args(0).scalar_map_value (), true,
                                      "load: not a valid ndsparse tensor");
  t.sid = nds_new_sid ();
  return ovl (nds_value (t));
}

DEFMETHOD_DLD (__nds_load_failed__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{T} =} __nds_load_failed__ (@var{msg})\n\
Internal: for loadobj, a tensor holding the load error @var{msg}, which every use\n\
raises (@code{ndsparse:load}): Octave's reader of -v7 and -v6 files replaces an\n\
error of loadobj by its own \"trouble reading binary file\", with no identifier,\n\
while load's own check of the value read raises this one.\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 1)
    print_usage ();
  const std::string msg = args(0).xstring_value ("__nds_load_failed__: MSG must be a string");
  octave_ndsparse *t = new octave_ndsparse ();
  t->fail_load (msg);
  return ovl (octave_value (t));
}

// the tensor of argument k (an ndsparse of this version, or an old-style object of
// an earlier one)
static nds_tensor
tensor_arg (const octave_value_list& args, int k, const char *fn)
{
  if (args.length () <= k)
    print_usage ();
  return nds_tensor_of (args(k), fn);
}

DEFMETHOD_DLD (__nds_native__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{T} =} __nds_native__ (@var{T})\n\
Internal: the tensor @var{T} as a value of this version (an old-style object of an\n\
earlier one, checked when it was loaded, converted; a tensor returned as it is).\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  return ovl (nds_value (tensor_arg (args, 0, "__nds_native__")));
}

DEFMETHOD_DLD (__nds_entries__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {[@var{s}, @var{v}, @var{shape}] =} __nds_entries__ (@var{T})\n\
Internal: the entries of @var{T} in its own coordinates (int64, sorted, distinct), their\n\
values and the view's shape; the storage itself (no copy) for an identity view.\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  nds_tensor t = tensor_arg (args, 0, "__nds_entries__");
  int64NDArray s;
  nds_vals v;
  nds_settled_entries (t, nds_shared (args(0)), s, v);
  RowVector shape (t.shape.size ());
  for (size_t d = 0; d < t.shape.size (); d++)
    shape(d) = t.shape[d];
  return ovl (s, nds_vals_value (v), shape);
}

DEFMETHOD_DLD (__nds_compact__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{C} =} __nds_compact__ (@var{T})\n\
Internal: @code{compact (@var{T})}, a fresh tensor holding only the view's entries.\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 1)
    print_usage ();
  nds_tensor t = tensor_arg (args, 0, "compact");
  nds_compact (t);
  return ovl (nds_value (std::move (t)));
}

DEFMETHOD_DLD (__nds_flush__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{T} =} __nds_flush__ (@var{T})\n\
Internal: @var{T} with its pending assignments merged into its storage.\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  nds_tensor t = tensor_arg (args, 0, "__nds_flush__");
  nds_flush (t);
  return ovl (nds_value (t));
}

DEFMETHOD_DLD (__nds_compose__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{V} =} __nds_compose__ (@var{T}, @var{kind}, @var{a}, @var{n})\n\
Internal: the view of @var{T} by one index per position: @var{kind} \"r\" (range\n\
@var{a} .. @var{a}+@var{n}-1), \"p\" (point @var{a}) or \"n\" (new axis).\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 4)
    print_usage ();
  nds_tensor t = tensor_arg (args, 0, "__nds_compose__");
  const std::string kind = args(1).xstring_value ("__nds_compose__: KIND must be a string");
  const std::vector<int64_t> a = nds_arg_size (args(2), "__nds_compose__");
  const std::vector<int64_t> n = nds_arg_size (args(3), "__nds_compose__");
  if (a.size () != kind.size () || n.size () != kind.size ())
    error_with_id ("ndsparse:internal", "__nds_compose__: one start and length per kind");
  // the letters of the m-layer become the engine's indices here, at the value type
  std::vector<nds_vq> ix (kind.size ());
  for (size_t q = 0; q < kind.size (); q++)
    {
      const char c = kind[q];
      if (c != 'r' && c != 'p' && c != 'n')
        error_with_id ("ndsparse:internal", "__nds_compose__: KIND(%ld) is '%c', not r, p or n",
                       static_cast<long> (q + 1), c);
      ix[q] = {c == 'r' ? NDS_VQ_RANGE : c == 'p' ? NDS_VQ_POINT : NDS_VQ_NEW, a[q], n[q]};
    }
  return ovl (nds_value (nds_compose_view (t, ix)));
}

DEFMETHOD_DLD (__nds_view_of__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{V} =} __nds_view_of__ (@var{T}, @var{i1}, @dots{})\n\
Internal: @code{view (@var{T}, @var{i1}, @dots{})}.\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  nds_tensor t = tensor_arg (args, 0, "view");
  return ovl (nds_view_fn (t, args.slice (1, args.length () - 1)));
}

DEFMETHOD_DLD (__nds_permute__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{R} =} __nds_permute__ (@var{T}, @var{perm})\n\
Internal: @code{permute (@var{T}, @var{perm})}, a view.\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 2)
    print_usage ();
  nds_tensor t = tensor_arg (args, 0, "permute");
  const int64_t nd = t.dims ().size ();
  const octave_value& pv = args(1);
  bool ok = pv.isnumeric () && ! pv.iscomplex () && pv.dims ().isvector ()
            && pv.numel () >= nd;
  std::vector<int64_t> p;
  if (ok)
    {
      const NDArray a = pv.array_value ();
      const int64_t k = a.numel ();
      std::vector<bool> seen (k, false);
      for (int64_t q = 0; ok && q < k; q++)
        {
          const double x = a(q);
          ok = x >= 1 && x <= k && x == std::floor (x) && ! seen[x - 1];
          if (ok)
            {
              seen[x - 1] = true;
              p.push_back (x - 1);
            }
        }
    }
  if (! ok)
    error_with_id ("ndsparse:perm",
                   "permute: PERM must be a permutation of 1:N with N >= ndims (T) = %ld",
                   static_cast<long> (nd));
  return ovl (nds_value (nds_permute_view (t, p)));
}

// the tensor of v read in place (a tensor of this version), or converted into own
static const nds_tensor *
tensor_in_place (const octave_value& v, nds_tensor& own, const char *fn)
{
  if (v.type_id () == octave_ndsparse::static_type_id ())
    return &static_cast<const octave_ndsparse&> (v.get_rep ()).tensor ();
  own = nds_tensor_of (v, fn);
  return &own;
}

// the outputs named in PARTS, as many as asked for, of the tensor of argument 0 (read
// in place for a tensor of this version)
static octave_value_list
tensor_parts (const octave_value_list& args, int nargout, const char *const *parts,
              int nparts, const char *fn)
{
  if (args.length () != 1)
    print_usage ();
  nds_tensor own;
  const nds_tensor *t = tensor_in_place (args(0), own, fn);
  octave_value_list r;
  for (int k = 0; k < std::max (nargout, 1) && k < nparts; k++)
    r(k) = nds_tensor_field (*t, parts[k]);
  return r;
}

DEFMETHOD_DLD (__nds_numel__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{n} =} __nds_numel__ (@var{T})\n\
Internal: @code{numel (@var{T})}, the product of the view's shape (a double).\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 1)
    print_usage ();
  nds_tensor own;
  const nds_tensor *t = tensor_in_place (args(0), own, "numel");
  double n = 1;
  for (int64_t d : t->shape)
    n *= d;
  return ovl (n);
}

DEFMETHOD_DLD (__nds_viewparts__, interp, args, nargout,
               "-*- texinfo -*-\n\
@deftypefn {} {[@var{shape}, @var{usz}, @var{offs}, @var{fixed}, @var{hidden}, @var{order}] =} __nds_viewparts__ (@var{T})\n\
Internal: the view of @var{T}: its shape (every view dim, trailing ones and hidden\n\
dims included), the underlying size, the offsets, the fixed dims (logical), the\n\
hidden view dims and the underlying dims in view order (1-based).\n\
@end deftypefn")
{
  static const char *const parts[] = {"shape", "usz", "offs", "fixed", "hidden", "order"};
  NDS_ENSURE_TYPE (interp);
  return tensor_parts (args, nargout, parts, 6, "__nds_viewparts__");
}

DEFMETHOD_DLD (__nds_storeinfo__, interp, args, nargout,
               "-*- texinfo -*-\n\
@deftypefn {} {[@var{islogical}, @var{nstored}, @var{npending}, @var{sid}, @var{issingle}] =} __nds_storeinfo__ (@var{T})\n\
Internal: about the storage of @var{T}: whether its values are logical, how many\n\
entries are stored and pending, the storage's id (a string; views of one storage\n\
share it) and whether its values are single (complex: __nds_stored_complex__).\n\
@end deftypefn")
{
  static const char *const parts[] = {"islogical", "nstored", "npending", "sid", "issingle"};
  NDS_ENSURE_TYPE (interp);
  return tensor_parts (args, nargout, parts, 5, "__nds_storeinfo__");
}

DEFMETHOD_DLD (__nds_vtflags__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{f} =} __nds_vtflags__ (@var{T})\n\
Internal: the class of the values of @var{T} as one number, the sum of 1 when they\n\
are logical and 2 when single (0 for double), for the compiled fronts of islogical,\n\
isfloat and isnumeric (one output where __nds_storeinfo__ builds five; whether the\n\
storage is complex: __nds_stored_complex__, the values shown: __nds_iscomplex__).\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 1)
    print_usage ();
  nds_tensor own;
  const nds_vtype vt = tensor_in_place (args(0), own, "__nds_vtflags__")->vt;
  return ovl (double ((vt == NDS_LOGICAL ? 1 : 0) + (nds_vt_single (vt) ? 2 : 0)));
}

DEFMETHOD_DLD (__nds_vkind__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{k} =} __nds_vkind__ (@var{x1}, @var{x2}, @dots{})\n\
Internal: one class query for the double path of the methods: a row with, for each\n\
argument, 1 for an ndsparse of real double or logical values, 2 for a real full or\n\
sparse array that is not single (double, integer or logical), 0 for anything else\n\
(single or complex values, cells, other classes), which the general path sorts out.\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  const int na = args.length ();
  if (na == 0)
    print_usage ();
  RowVector k (na);
  for (int a = 0; a < na; a++)
    {
      const octave_value& v = args(a);
      if (v.type_id () == octave_ndsparse::static_type_id ())
        {
          const nds_vtype vt = static_cast<const octave_ndsparse&> (v.get_rep ()).tensor ().vt;
          k(a) = vt == NDS_DOUBLE || vt == NDS_LOGICAL ? 1 : 0;
        }
      else
        k(a) = ! v.isobject () && (v.isnumeric () || v.islogical ()) && ! v.is_single_type ()
               && ! v.iscomplex () ? 2 : 0;
    }
  return ovl (k);
}

// the view's size as size () gives it
static std::vector<int64_t>
size_of (const nds_tensor& t)
{
  return t.dims ();
}

DEFMETHOD_DLD (__nds_size__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{c} =} __nds_size__ (@var{T}, @var{nout})\n\
@deftypefnx {} {@var{c} =} __nds_size__ (@var{T}, @var{nout}, @var{dim})\n\
Internal: the outputs of @code{[@dots{}] = size (@var{T}, @dots{})} with @var{nout}\n\
outputs, as a cell (size.m returns it as its varargout).\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  const int nargs = args.length ();
  if (nargs < 2 || nargs > 3)
    print_usage ();
  const std::vector<int64_t> sz = size_of (tensor_arg (args, 0, "size"));
  const int nout = std::max (1, args(1).int_value ());
  if (nargs == 3)
    {
      const octave_value& dv = args(2);
      const NDArray dim = dv.isnumeric () ? dv.array_value () : NDArray ();
      bool ok = dv.isnumeric () && ! dv.iscomplex () && dim.numel () > 0;
      for (octave_idx_type k = 0; ok && k < dim.numel (); k++)
        ok = dim(k) >= 1 && dim(k) == std::floor (dim(k));
      if (! ok)
        error_with_id ("ndsparse:dim", "size: DIM must be positive integers");
      RowVector r (dim.numel ());
      for (octave_idx_type k = 0; k < dim.numel (); k++)
        r(k) = dim(k) <= sz.size () ? sz[dim(k) - 1] : 1;
      if (nout == 1)
        return ovl (Cell (octave_value (r)));
      Cell out (1, nout);
      for (int k = 0; k < nout && k < r.numel (); k++)
        out(k) = r(k);
      return ovl (out);
    }
  if (nout == 1)
    {
      RowVector r (sz.size ());
      for (size_t d = 0; d < sz.size (); d++)
        r(d) = sz[d];
      return ovl (Cell (octave_value (r)));
    }
  // the last output takes the product of the remaining dims, as for arrays
  Cell out (1, nout);
  for (int k = 0; k < nout; k++)
    {
      double v = k < static_cast<int> (sz.size ()) ? sz[k] : 1;
      if (k == nout - 1)
        for (size_t d = k + 1; d < sz.size (); d++)
          v *= sz[d];
      out(k) = v;
    }
  return ovl (out);
}

DEFMETHOD_DLD (__nds_end__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{e} =} __nds_end__ (@var{T}, @var{k}, @var{n})\n\
Internal: the value of @code{end} in subscript @var{k} of @var{n} of @var{T}.\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 3)
    print_usage ();
  const std::vector<int64_t> sz = size_of (tensor_arg (args, 0, "end"));
  const int64_t k = args(1).idx_type_value (), n = args(2).idx_type_value ();
  double e = 1;
  if (k < n)
    e = k <= static_cast<int64_t> (sz.size ()) ? sz[k - 1] : 1;
  else
    for (size_t d = k - 1; d < sz.size (); d++)
      e *= sz[d];
  return ovl (e);
}

DEFMETHOD_DLD (__nds_nnz__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{n} =} __nds_nnz__ (@var{T})\n\
Internal: @code{nnz (@var{T})}, counted in place for a view.\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 1)
    print_usage ();
  if (args(0).type_id () == octave_ndsparse::static_type_id ())
    return ovl (static_cast<double> (args(0).nnz ()));
  nds_tensor t = tensor_arg (args, 0, "nnz");
  return ovl (static_cast<double> (nds_count (t)));
}

DEFMETHOD_DLD (__nds_dense_check__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {} __nds_dense_check__ (@var{sz}, @var{what}, @var{explicit})\n\
@deftypefnx {} {} __nds_dense_check__ (@var{sz}, @var{what}, @var{explicit}, @var{n})\n\
Internal: the checks before a result of size @var{sz} is made (full, or sparse with\n\
@var{n} entries): Octave's index limit, the max_dense policy (unless\n\
@var{explicit}), the available memory.\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  const int nargs = args.length ();
  if (nargs < 3 || nargs > 4)
    print_usage ();
  const NDArray a = args(0).array_value ();
  nds_dense_check (std::vector<double> (a.data (), a.data () + a.numel ()),
                   args(1).string_value (), args(2).is_true (),
                   nargs == 4 ? args(3).double_value () : -1);
  return ovl ();
}

DEFMETHOD_DLD (__nds_mem__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{n} =} __nds_mem__ (\"live\")\n\
@deftypefnx {} {} __nds_mem__ (\"fail\", @var{k})\n\
Internal, for tests: the number of blocks the engine holds; or make the @var{k}-th\n\
next allocation of the engine or of a result array fail (0: the next; -1: none).\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  const int nargs = args.length ();
  if (nargs < 1 || nargs > 2)
    print_usage ();
  const std::string what = args(0).string_value ();
  if (what == "live" && nargs == 1)
    return ovl (static_cast<double> (nds_mem_live ()));
  if (what == "fail" && nargs == 2)
    {
      nds_mem_inject (args(1).idx_type_value ());
      return ovl ();
    }
  print_usage ();
  return ovl ();
}

DEFMETHOD_DLD (__nds_newbytes__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{b} =} __nds_newbytes__ (@var{R}, @var{X1}, @dots{})\n\
Internal: the bytes of @var{R}'s storage (coordinates, values, pending entries) that\n\
no ndsparse among @var{X1}, @dots{} holds too (the arrays an operation made for its\n\
result, not the ones it shares: @code{T + T} over one pattern keeps the coordinates);\n\
for another value, the bytes Octave counts (@code{sizeof}).  The bench's floor.\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () < 1)
    print_usage ();
  if (args(0).type_id () != octave_ndsparse::static_type_id ())
    return ovl (static_cast<double> (args(0).byte_size ()));
  const nds_tensor& r = static_cast<const octave_ndsparse&> (args(0).get_rep ()).tensor ();
  const void *rs = r.subs.data (), *rx = r.vals_ptr ();
  bool sub_shared = r.subs.numel () == 0, val_shared = r.nnz_stored () == 0;
  for (int k = 1; k < args.length (); k++)
    if (args(k).type_id () == octave_ndsparse::static_type_id ())
      {
        const nds_tensor& x = static_cast<const octave_ndsparse&> (args(k).get_rep ()).tensor ();
        sub_shared |= x.subs.data () == rs;
        val_shared |= x.vals_ptr () == rx;
      }
  double b = 0;
  if (! sub_shared)
    b += 8.0 * r.subs.numel ();
  if (! val_shared)
    b += static_cast<double> (r.nnz_stored ()) * nds_vsize (r.vtype ());
  if (r.pend)
    b += static_cast<double> (r.npending ()) * (8.0 * r.ndim () + nds_vsize (r.vtype ()));
  return ovl (b);
}

// Octave's sparse matrix of t (the tensor of the value src), as nds_sparse_of makes it
static octave_value
sparse_of (nds_tensor& t, const octave_value& src)
{
  const nds_sparse S = nds_sparse_of (t, nds_shared (src));
  return std::visit ([] (const auto& m) { return octave_value (m); }, S);
}

DEFMETHOD_DLD (__nds_sparse__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{S} =} __nds_sparse__ (@var{T})\n\
Internal: @code{sparse (@var{T})}, Octave's sparse matrix of a tensor of at most two\n\
dimensions, its checks included.\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 1)
    print_usage ();
  // a tensor whose entries come in view order is read in place (a flush, the one
  // change nds_sparse_of may make to it, leaves its value as it is): a copy cost
  // 5% of sparse (A(:, 1:100)); a permuted view is settled on a copy
  nds_tensor *own = nds_shared (args(0));
  if (own && own->in_order ())
    return ovl (sparse_of (*own, args(0)));
  nds_tensor t = tensor_arg (args, 0, "sparse");
  return ovl (sparse_of (t, args(0)));
}

// true when v is a tensor: of this version, or an object of an earlier one
static bool
value_is_tensor (const octave_value& v)
{
  return v.type_id () == octave_ndsparse::static_type_id ()
         || (v.isobject () && v.class_name () == "ndsparse");
}

// true when v is complex: a tensor's storage flag, an array's class
static bool
value_is_complex (const octave_value& v)
{
  if (v.type_id () == octave_ndsparse::static_type_id ())
    return nds_vt_complex (static_cast<const octave_ndsparse&> (v.get_rep ()).tensor ().vt);
  if (value_is_tensor (v))
    return nds_vt_complex (nds_tensor_of (v, "iscomplex").vt);
  return v.iscomplex ();
}

DEFMETHOD_DLD (__nds_stored_complex__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{tf} =} __nds_stored_complex__ (@var{x})\n\
Internal: whether @var{x} holds complex values: a tensor's storage class (whatever\n\
its view shows: a view of complex values that are all real there is still complex\n\
here), an array's class.  The methods pick their kernels by it, in O(1); the public\n\
@code{iscomplex} of a tensor answers for the values its view shows.\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 1)
    print_usage ();
  return ovl (value_is_complex (args(0)));
}

DEFMETHOD_DLD (__nds_plain__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{R} =} __nds_plain__ (@var{T})\n\
Internal: @var{T} as a new value without the mark of @code{complex} (the tensor\n\
shared, O(rank)): what the methods that would return @var{T} itself give\n\
(@code{double (T)}, @code{reshape (T, size (T))}), as Octave's\n\
@code{double (complex (1, 0))} narrows.\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 1)
    print_usage ();
  nds_tensor own;
  return ovl (nds_value (*tensor_in_place (args(0), own, "__nds_plain__")));
}

// true when v is complex as Octave's arrays are: a tensor as its view shows it
// (octave_ndsparse::shows_complex; an old-style object converted first), an array
// by its class
static bool
value_shows_complex (const octave_value& v)
{
  if (v.type_id () == octave_ndsparse::static_type_id ())
    return static_cast<const octave_ndsparse&> (v.get_rep ()).shows_complex ();
  if (value_is_tensor (v))
    return octave_ndsparse (nds_tensor_of (v, "iscomplex")).shows_complex ();
  return v.iscomplex ();
}

DEFMETHOD_DLD (__nds_iscomplex__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{tf} =} __nds_iscomplex__ (@var{T})\n\
Internal: @code{iscomplex (@var{T})} as Octave's arrays answer it: true for a tensor\n\
made by @code{complex} (complex even with zero imaginary parts, as\n\
@code{complex (1)} is), else when some value that the view of @var{T} shows has a\n\
nonzero imaginary part (a view of complex values that are all real there is real,\n\
as @code{x(1)} of a complex array narrows).  O(1) for real storage, else a scan of\n\
the stored values the view can hold, in place.\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 1)
    print_usage ();
  return ovl (value_shows_complex (args(0)));
}

// true when v is an ndsparse of single values
static bool
value_is_single_tensor (const octave_value& v)
{
  if (v.type_id () == octave_ndsparse::static_type_id ())
    return nds_vt_single (static_cast<const octave_ndsparse&> (v.get_rep ()).tensor ().vt);
  return false;
}

// the first of args(first..) (1-based among them; cells of values searched) for
// which bad is true, or 0
template <typename P>
static int
first_bad (const octave_value_list& args, int first, P bad)
{
  for (int k = first; k < args.length (); k++)
    {
      if (args(k).iscell ())
        {
          const Cell c = args(k).cell_value ();
          for (octave_idx_type i = 0; i < c.numel (); i++)
            if (bad (c(i)))
              return k - first + 1;
        }
      else if (bad (args(k)))
        return k - first + 1;
    }
  return 0;
}

// an ndsparse:single error naming what when any of args(first..) (tensors, cells of
// them) is a single tensor and what does not take them (a full single array is
// read as double, as before)
static void
refuse_single (const std::string& what, const octave_value_list& args, int first)
{
  // the callers of __nds_real_only__ that take single tensors
  static const char *const single_ok[] = {"single", "max", "min", "prod", "any", "all",
                                          "logical", "cat", "horzcat", "vertcat", "repmat",
                                          "innerprod", "mod", "rem", "mtimes", "kron",
                                          "mldivide", "mrdivide", "ttt", "tensordot",
                                          "scale", "cumsum", "spy", "viewplot",
                                          // the layers: single operands computed in
                                          // double and the result rounded (nds_dl_single)
                                          "conv2d", "conv2d_backward_data",
                                          "conv2d_backward_filter", "max_pool", "avg_pool",
                                          "max_pool_backward", "avg_pool_backward",
                                          // the MXNet wing and the writers
                                          "rowsparse", "csrmatrix", "tostype", "retain",
                                          "cast_storage", "tnswrite", "svmlightwrite",
                                          "fold", "collapse", "dndsparse", "distribute"};
  for (const char *w : single_ok)
    if (what == w)
      return;
  if (const int k = first_bad (args, first, value_is_single_tensor))
    error_with_id ("ndsparse:single",
                   "%s: single values are not supported by %s yet (argument %d is a single ndsparse); use double (T)",
                   what.c_str (), what.c_str (), k);
}

// an ndsparse:complex error naming what when any of args(first..) (tensors, arrays,
// cells of them) is complex as Octave's arrays are (value_shows_complex: a tensor by
// the values its view shows, not by its storage)
static void
refuse_complex (const std::string& what, const octave_value_list& args, int first)
{
  if (const int k = first_bad (args, first, value_shows_complex))
    error_with_id ("ndsparse:complex",
                   "%s: complex values are not supported by %s yet (argument %d is complex); use real and imag",
                   what.c_str (), what.c_str (), k);
}

// v once refuse_complex has passed it, as the real kernels take it: a tensor whose
// storage is complex (its view showing real values only) as its real part, in real
// storage; cells element by element; anything else as it is
static octave_value
real_storage (octave::interpreter& interp, const octave_value& v)
{
  if (v.iscell ())
    {
      Cell c = v.cell_value ();
      for (octave_idx_type i = 0; i < c.numel (); i++)
        c(i) = real_storage (interp, c(i));
      return c;
    }
  if (value_is_tensor (v) && value_is_complex (v))
    return interp.feval ("real", ovl (v), 1)(0);
  return v;
}

DEFMETHOD_DLD (__nds_real_only__, interp, args, nargout,
               "-*- texinfo -*-\n\
@deftypefn  {} {} __nds_real_only__ (@var{what}, @var{x1}, @dots{})\n\
@deftypefnx {} {[@var{sgl}, @var{x1}, @dots{}] =} __nds_real_only__ (@var{what}, @var{x1}, @dots{})\n\
Internal: the one check of the functions that do not take every value class yet:\n\
an @code{ndsparse:complex} error naming @var{what} and the argument when any of\n\
@var{x1}, @dots{} (tensors, arrays, cells of them) is complex as Octave's arrays\n\
are, that is as @code{iscomplex} answers (a tensor by the values its view shows, or\n\
made by @code{complex}: what @code{full (T)} would be), and an\n\
@code{ndsparse:single} error when one is a tensor of single values and @var{what}\n\
does not take them (a full single array is read as double, as before).\n\
@var{sgl} is true when one of them (no cell searched) is single: a tensor of single\n\
values or a full single array.  The outputs after it are @var{x1}, @dots{} as the\n\
real kernels take them: a tensor stored complex whose view shows real values only\n\
in real storage (its real part), the rest as they are.  O(1) for real storage (in\n\
C++: as an m-file it cost 5 us a call and 10 us a tensor).\n\
\n\
Octave's own functions of @code{full (T)} take complex values where these refuse\n\
them: spy, scale, fold, hosvd, tucker_als, innerprod (of other classes), the layers\n\
(conv2d ... as conv2, convn), tnswrite (as dlmwrite); cp_als and cp_apr (real\n\
models), svmlightwrite (real features), the MXNet wing (rowsparse, csrmatrix,\n\
tostype, retain, cast_storage: MXNet has no complex types) and the MPI wing\n\
(dndsparse, distribute) have no Octave counterpart.\n\
\n\
@example\n\
__nds_real_only__ (\"ttm\", ndsparse ([1 1], 1i))    # error: ttm: ... complex\n\
@end example\n\
@seealso{iscomplex}\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  const int na = args.length ();
  if (na < 1)
    print_usage ();
  const std::string what = args(0).xstring_value ("__nds_real_only__: WHAT must be a string");
  refuse_complex (what, args, 1);
  refuse_single (what, args, 1);
  if (nargout == 0)
    return ovl ();
  bool sgl = false;
  for (int k = 1; k < na && ! sgl; k++)
    sgl = value_is_single_tensor (args(k)) || args(k).is_single_type ();
  octave_value_list r (std::min (nargout, na));
  r(0) = sgl;
  for (int k = 1; k < r.length (); k++)
    r(k) = real_storage (interp, args(k));
  return r;
}

DEFMETHOD_DLD (__nds_cat_tensors__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {[@var{R}, @var{done}] =} __nds_cat_tensors__ (@var{who}, @var{dim}, @var{T1}, @var{T2}, @dots{})\n\
Internal: @code{cat (@var{dim}, @var{T1}, @dots{})} when every operand is a tensor and\n\
there are at most 8 (@var{done} true), for cat, vertcat or horzcat (@var{who}, named\n\
by the errors); else @var{R} = [] and @var{done} false, for the caller's general\n\
path.  @var{dim} must be a positive integer (ndsparse:dim).  All checked here, where\n\
m-code cost 20 us a call (a cellfun test of the operands' class 3 us).\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  const int na = args.length ();
  if (na < 3)
    print_usage ();
  const std::string who = args(0).xstring_value ("__nds_cat_tensors__: WHO must be a string");
  const octave_value& dv = args(1);
  const double dd = dv.isnumeric () && dv.isreal () && dv.numel () == 1 ? dv.double_value () : 0;
  if (! (dd >= 1 && dd == std::floor (dd) && dd < 9e15))
    error_with_id ("ndsparse:dim", "%s: DIM must be a positive integer", who.c_str ());
  const int64_t dim = static_cast<int64_t> (dd) - 1;
  // not every operand a tensor, or more than 8: the caller's general path
  bool tensors = na - 2 <= 8;
  for (int a = 2; a < na && tensors; a++)
    tensors = args(a).type_id () == octave_ndsparse::static_type_id ()
              || (args(a).isobject () && args(a).class_name () == "ndsparse");
  if (! tensors)
    return ovl (Matrix (), false);
  // one tensor: itself, as Octave's cat (dim, x) is x (complex (R, 0) stays complex)
  if (na == 3 && args(2).type_id () == octave_ndsparse::static_type_id ())
    return ovl (args(2), true);
  // the values' own tensors, read in place (a copy of each cost 10% of a small
  // [T; U]); an old-style object's converted into own
  nds_tensor *all[8];
  std::vector<nds_tensor> own;
  for (int a = 2; a < na; a++)
    {
      all[a - 2] = nds_shared (args(a));
      if (! all[a - 2])
        {
          own.reserve (na - 2);         // no copies of the tensors as the vector grows
          own.push_back (tensor_arg (args, a, "cat"));
          all[a - 2] = &own.back ();
        }
    }
  return ovl (nds_value (nds_cat_tensors (who, dim, all, na - 2)), true);
}

DEFUN_DLD (__nds_cat_plan__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{shape}, @var{first}] =} __nds_cat_plan__ (@var{who}, @var{dim}, @var{sizes})\n\
Internal: the size @var{shape} of the concatenation along @var{dim} of operands\n\
whose sizes are the cell @var{sizes}, and each one's first index along @var{dim}\n\
(@var{first}, 1-based), by Octave's rules for empty operands: those of cat, or of\n\
[A, B], horzcat and vertcat (@var{who}); ndsparse:size for one that does not fit.\n\
@end deftypefn")
{
  if (args.length () != 3)
    print_usage ();
  const std::string who = args(0).xstring_value ("__nds_cat_plan__: WHO must be a string");
  const int64_t dim = args(1).idx_type_value () - 1;
  const Cell c = args(2).xcell_value ("__nds_cat_plan__: SIZES must be a cell");
  if (dim < 0)
    error_with_id ("ndsparse:internal", "__nds_cat_plan__: bad DIM");
  std::vector<nds_ivec> sz (c.numel ());
  for (octave_idx_type j = 0; j < c.numel (); j++)
    {
      const Array<double> d = c(j).array_value ();
      sz[j] = nds_ivec (d.data (), d.data () + d.numel ());
    }
  nds_ivec shape;
  std::vector<int64_t> off (sz.size ());
  nds_cat_place (who, dim, sz.data (), sz.size (), shape, off.data ());
  RowVector first (off.size ());
  for (size_t j = 0; j < off.size (); j++)
    first(j) = off[j] + 1;
  RowVector r (shape.size ());
  for (size_t d = 0; d < shape.size (); d++)
    r(d) = shape[d];
  return ovl (r, first);
}

DEFMETHOD_DLD (__nds_fro__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {[@var{n}, @var{done}] =} __nds_fro__ (@var{T})\n\
Internal: the Frobenius norm of @var{T}, the square root of the sum of its values'\n\
squares (magnitudes' squares when complex; single values summed in double, the\n\
norm made single), when that sum is finite and no less than realmin or there are\n\
no entries; otherwise (a sum that over- or underflows: norm.m rescales) @var{done}\n\
is false and @var{n} empty.\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 1)
    print_usage ();
  const octave_value_list no = ovl (Matrix (), false);
  if (args(0).type_id () != octave_ndsparse::static_type_id ())
    return no;
  nds_tensor t = tensor_arg (args, 0, "norm");
  int64NDArray s;
  nds_vals v;
  nds_entries (t, s, v);
  const int64_t n = v.numel ();
  double q = 0;
  switch (v.vt ())
    {
    case NDS_LOGICAL:
      {
        const bool *b = v.b ().data ();
        for (int64_t i = 0; i < n; i++)
          q += b[i];
      }
      break;
    case NDS_DOUBLE:
      q = nds_sumsq (static_cast<const double *> (v.data ()), n);
      break;
    case NDS_COMPLEX:
      q = nds_sumsq (static_cast<const double *> (v.data ()), 2 * n);
      break;
    case NDS_SINGLE:            // (in double: the norm of double (T), made single)
      q = nds_sumsq_f (static_cast<const float *> (v.data ()), n);
      break;
    case NDS_CSINGLE:
      q = nds_sumsq_f (static_cast<const float *> (v.data ()), 2 * n);
      break;
    }
  if (std::isfinite (q) && (q >= std::numeric_limits<double>::min () || n == 0))
    return nds_vt_single (t.vt) ? ovl (static_cast<float> (std::sqrt (q)), true)
                                : ovl (std::sqrt (q), true);
  return no;
}

DEFMETHOD_DLD (__nds_sum__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn  {} {[@var{R}, @var{done}] =} __nds_sum__ (@var{T})\n\
@deftypefnx {} {[@var{R}, @var{done}] =} __nds_sum__ (@var{T}, @var{dim})\n\
Internal: @code{sum (@var{T})} or @code{sum (@var{T}, @var{dim})} where one pass over\n\
the entries gives it, chosen from the tensor: every value summed in storage order (a\n\
2-D vector, or a 1x1), the runs of the sorted entries (down the columns of a\n\
matrix of real double or logical values), a dense accumulator (along the rows of\n\
such a matrix of at most 4 nnz + 65536 rows), the general reduction's one pass\n\
along one dim of a view of 3 or more dims.  Otherwise @var{done} is false and\n\
@var{R} empty: the general reduction's case in m-code (complex values of a vector,\n\
a matrix or all of a view, single ones of 2 dims, a @var{dim} that is not a positive\n\
integer scalar or lies past the view, an empty view).\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  const int na = args.length ();
  if (na < 1 || na > 2)
    print_usage ();
  const octave_value_list no = ovl (Matrix (), false);
  if (args(0).type_id () != octave_ndsparse::static_type_id ())
    return no;
  int64_t dim = 0;              // 0: the default dim
  if (na == 2)
    {
      const octave_value& dv = args(1);
      const double dd = dv.isnumeric () && dv.isreal () && dv.numel () == 1
                        && ! dv.issparse () ? dv.double_value () : 0;
      if (! (dd >= 1 && dd <= 64 && dd == std::floor (dd)))
        return no;
      dim = static_cast<int64_t> (dd);
    }
  nds_tensor t = tensor_arg (args, 0, "sum");
  const nds_ivec d = t.dims ();
  const bool mat = d.size () == 2;
  // complex values: only along one dim of a view of 3 or more dims, below
  const bool cplx = nds_vt_complex (t.vt);
  if (cplx && mat)
    return no;
  if (dim == 0 && mat && (d[0] == 1 || d[1] == 1))
    {
      // a vector (or 1x1): every value summed, in storage order
      const double a = nds_value_sum (t);
      return nds_vt_single (t.vt) ? ovl (static_cast<float> (a), true) : ovl (a, true);
    }
  const bool sgl = nds_vt_single (t.vt);
  // down the columns of a matrix: one pass over the sorted entries (sum (T, 1) of
  // a column vector is its sum, the general path's scalar).  Not for more dims:
  // there the general reduction's runs over the leading dim, in parallel, take a
  // third of the time (1e7 entries of 10000x10000x1000: 24 against 76 ms; of a
  // 10000x100000 matrix this pass 5 ms, the general 18 ms)
  if ((dim == 0 || dim == 1) && mat && d[0] > 1 && d[1] > 1 && ! sgl)
    return ovl (nds_value (nds_sum_first (t, nds_shared (args(0)))), true);
  // along the rows of a matrix: a scatter-add while the rows are few for the entries
  if (dim == 2 && mat && d[0] > 1 && d[1] > 1 && ! sgl
      && d[0] <= 4 * t.nnz_stored () + 65536)
    return ovl (nds_value (nds_sum_rows (t, nds_shared (args(0)))), true);
  // along one dim of a view of more dims (sum (T, 3), sum (T) of 3-D T): the general
  // reduction's pass here, without its m-code (a 4-entry 3x3x2 T: 280-390 us a call
  // there; sum (A, 1) at 1e5 there, of single A 2.1 x double's time, of complex A
  // 2.3-2.5 x); a dim past the view, or no dim but the reduced one past 1, as sum.m
  const int64_t K = t.shape.size ();
  if (K < 3 || dim > K)
    return no;
  int64_t r = dim - 1;
  if (dim == 0)
    for (r = 0; r < K - 1 && t.shape[r] == 1; r++)
      ;
  bool others_one = true;       // (an empty view keeps sum.m's rules for 0x0)
  for (int64_t k = 0; k < K; k++)
    {
      if (t.shape[k] == 0)
        return no;
      others_one = others_one && (k == r || t.shape[k] == 1);
    }
  if (others_one && cplx)
    return no;
  if (others_one)
    return sgl ? ovl (static_cast<float> (nds_value_sum (t)), true)
               : ovl (nds_value_sum (t), true);
  nds_tensor z;
  if (nds_sum_dim (t, nds_shared (args(0)), r, z))
    return ovl (nds_value (z), true);
  return no;
}


// whether fun along dim 2 of t (a matrix of 2 or more rows) is a complex max over a
// value with a NaN part and an infinite one (one stored, in or out of the view):
// Octave's order for it there (nds_max_nan_inf_z) reads the other rows too, where
// the runs of t's transpose read one row each (nds_run_extreme_z)
static bool
block_ordered_max (const nds_tensor& t, nds_first_fun fun)
{
  const int64_t n = t.nvals ();
  if (fun != NDS_FIRST_MAX || ! nds_vt_complex (t.vt))
    return false;
  const void *x = t.vals_ptr ();
  return t.vt == NDS_CSINGLE ? nds_any_nan_inf_cf (static_cast<const float *> (x), n)
                             : nds_any_nan_inf_z (static_cast<const double *> (x), n);
}

DEFMETHOD_DLD (__nds_first__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn  {} {[@var{R}, @var{done}] =} __nds_first__ (@var{T}, @var{fun})\n\
@deftypefnx {} {[@var{R}, @var{done}] =} __nds_first__ (@var{T}, @var{fun}, @var{dim})\n\
Internal: @var{fun} (@var{T}) for @var{fun} \"max\", \"min\", \"any\" or \"all\"\n\
along dim 1 (@var{dim} absent or 1) in one pass over the runs of the sorted entries,\n\
for a real or complex, double, single or logical @var{T} of 2 or more dims, not a vector, whose first dim\n\
passes 1; along dim 2 of such a matrix as dim 1 of its transpose (not a complex max\n\
where a value has a NaN part and an infinite one: Octave orders it by the other rows\n\
too).  Otherwise @var{done} is false and @var{R} empty: the general reduction's\n\
case.\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  const int na = args.length ();
  if (na < 2 || na > 3)
    print_usage ();
  const octave_value_list no = ovl (Matrix (), false);
  if (args(0).type_id () != octave_ndsparse::static_type_id () || ! args(1).is_string ())
    return no;
  int dim = 1;
  if (na == 3)
    {
      const octave_value& dv = args(2);
      if (! (dv.is_real_scalar () && (dv.double_value () == 1 || dv.double_value () == 2)))
        return no;
      dim = static_cast<int> (dv.double_value ());
    }
  const std::string name = args(1).string_value ();
  const nds_first_fun fun = name == "max" ? NDS_FIRST_MAX : name == "min" ? NDS_FIRST_MIN
                            : name == "any" ? NDS_FIRST_ANY : NDS_FIRST_ALL;
  if (fun == NDS_FIRST_ALL && name != "all")
    return no;
  const octave_value a0 = fun == NDS_FIRST_MAX || fun == NDS_FIRST_MIN
                         ? nds_ordered_value (args(0)) : args(0);
  nds_tensor t = nds_tensor_of (a0, name.c_str ());
  const nds_ivec d = t.dims ();
  int64_t rest = 1;
  for (size_t k = 1; k < d.size (); k++)
    rest *= std::min<int64_t> (d[k], 2);
  if (dim == 2 && d.size () == 2 && d[0] > 1 && d[1] > 1 && ! block_ordered_max (t, fun))
    {
      // along the rows of a matrix: down the columns of its transpose (a permuted
      // view, sorted once), the result transposed back
      nds_tensor tt = nds_permute_view (t, {1, 0});
      nds_tensor z = nds_reduce_first (tt, nullptr, fun);
      return ovl (nds_value (nds_permute_view (z, {1, 0})), true);
    }
  if (dim == 2 || d[0] < 2 || rest < 2)
    return no;
  return ovl (nds_value (nds_reduce_first (t, nds_shared (a0), fun)), true);
}

DEFMETHOD_DLD (__nds_find__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {[@var{a}, @var{b}, @var{c}] =} __nds_find__ (@var{T}, @var{nout})\n\
Internal: @code{find (@var{T})} with @var{nout} outputs (1 to 3) and no other\n\
argument, in one call: the linear indices (1), the subscripts, nnz-by-ndims, and\n\
the values (2), the rows, the columns of the 2-D unfolding and the values (3);\n\
the indices double, shaped as Octave's find shapes them for an array of the\n\
tensor's size (a row for a 1-by-N matrix, 0-by-0 for a zero scalar).\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 2)
    print_usage ();
  nds_tensor t = tensor_arg (args, 0, "find");
  const int nout = args(1).int_value ();
  int64NDArray s;
  nds_vals v;
  nds_settled_entries (t, nds_shared (args(0)), s, v);
  const nds_ivec sz = t.dims ();
  const int64_t n = s.rows (), K = s.columns (), nd = sz.size ();
  const int64_t *sp = reinterpret_cast<const int64_t *> (s.data ());
  double all = 1, rest = 1;
  for (int64_t d = 0; d < nd; d++)
    {
      all *= sz[d];
      rest *= d ? sz[d] : 1;
    }
  // a column of results shaped as Octave's find shapes them (Array<T>::find)
  auto orient = [&] (octave_value x, bool mask)
  {
    if ((n == 0 && all == 1) || (! mask && sz[0] == 0 && rest == 0))
      return x.reshape (dim_vector (0, 0));
    if (nd == 2 && sz[0] == 1)
      return x.reshape (dim_vector (1, n));
    return x.reshape (dim_vector (n, 1));
  };
  // coordinate d (0-based) of entry i, 1 past the entries' columns
  auto coord = [&] (int64_t i, int64_t d) -> double { return d < K ? sp[d * n + i] : 1; };
  if (nout <= 1)
    {
      double whole = 1;
      for (const int64_t e : t.shape)
        whole *= e;
      if (whole > 9007199254740992.0)
        error_with_id ("ndsparse:toolarge",
                       "find: size %s has more than 2^53 elements, so linear indices are not exact",
                       nds_mat_str (t.shape).c_str ());
      NDArray lin (dim_vector (n, 1), 1.0);
      double *lp = lin.fortran_vec ();
      double stride = 1;
      for (int64_t d = 0; d < K; d++)
        {
          for (int64_t i = 0; i < n; i++)
            lp[i] += (sp[d * n + i] - 1) * stride;
          stride *= t.shape[d];
        }
      return ovl (orient (lin, v.islogical ()));
    }
  if (nout == 2)
    {
      Matrix subs (n, nd);
      double *p = subs.fortran_vec ();
      for (int64_t d = 0; d < nd; d++)
        for (int64_t i = 0; i < n; i++)
          p[d * n + i] = coord (i, d);
      return ovl (subs, nds_vals_value (v));
    }
  NDArray r (dim_vector (n, 1)), c (dim_vector (n, 1), 1.0);
  double *rp = r.fortran_vec (), *cp = c.fortran_vec ();
  for (int64_t i = 0; i < n; i++)
    rp[i] = coord (i, 0);
  double stride = 1;
  for (int64_t d = 1; d < nd; d++)
    {
      for (int64_t i = 0; i < n; i++)
        cp[i] += (coord (i, d) - 1) * stride;
      stride *= sz[d];
    }
  return ovl (orient (r, false), orient (c, false), orient (nds_vals_value (v), false));
}

// value i of v as a complex double
static std::complex<double>
value_at (const nds_vals& v, int64_t i)
{
  switch (v.vt ())
    {
    case NDS_LOGICAL: return v.b ()(i) ? 1.0 : 0.0;
    case NDS_COMPLEX: return v.z ()(i);
    case NDS_SINGLE: return static_cast<double> (v.f ()(i));
    case NDS_CSINGLE: return std::complex<double> (v.fz ()(i));
    case NDS_DOUBLE: break;
    }
  return v.x ()(i);
}

DEFMETHOD_DLD (__nds_isequal__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {[@var{tf}, @var{done}] =} __nds_isequal__ (@var{A}, @var{B})\n\
Internal: @code{isequal (@var{A}, @var{B})} of two ndsparse values in one pass over\n\
their entries (the same size, the same subscripts, values equal as doubles: a NaN\n\
is equal to nothing); @var{done} false, @var{tf} false, when either is not one.\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 2)
    print_usage ();
  const int id = octave_ndsparse::static_type_id ();
  if (args(0).type_id () != id || args(1).type_id () != id)
    return ovl (false, false);
  nds_tensor a = tensor_arg (args, 0, "isequal"), b = tensor_arg (args, 1, "isequal");
  const nds_ivec d = a.dims ();
  if (d != b.dims ())
    return ovl (false, true);
  int64NDArray sa, sb;
  nds_vals va, vb;
  nds_settled_entries (a, nds_shared (args(0)), sa, va);
  nds_settled_entries (b, nds_shared (args(1)), sb, vb);
  const int64_t n = sa.rows ();
  if (sb.rows () != n)
    return ovl (false, true);
  const int64_t nd = d.size (), ka = sa.columns (), kb = sb.columns ();
  const int64_t *pa = reinterpret_cast<const int64_t *> (sa.data ());
  const int64_t *pb = reinterpret_cast<const int64_t *> (sb.data ());
  // the subscripts in Octave's dims (past a tensor's columns, 1)
  for (int64_t k = 0; k < nd; k++)
    for (int64_t i = 0; i < n; i++)
      if ((k < ka ? pa[k * n + i] : 1) != (k < kb ? pb[k * n + i] : 1))
        return ovl (false, true);
  for (int64_t i = 0; i < n; i++)
    if (value_at (va, i) != value_at (vb, i))
      return ovl (false, true);
  return ovl (true, true);
}

// a tensor's values x for a kern gateway: logical ones as doubles, and rounded to
// single when sng (a single operand met them: Octave's single op double)
static octave_value
kern_vals (const nds_vals& x, bool sng)
{
  if (sng && x.iscomplex ())
    return FloatComplexNDArray (x.z ());
  if (sng && ! x.issingle () && ! x.iscsingle ())
    return FloatNDArray (x.array_value ());
  return x.islogical () ? octave_value (x.array_value ()) : nds_vals_value (x);
}

// the kern wing's gateway of one mode contracted with a matrix (one oct-file)
octave_value_list F__nds_ttm__ (const octave_value_list& args, int nargout);

// T contracted in mode n (1-based, in range) with the real matrix M (J-by-size (T,
// n)) by __nds_ttm__, for a real double, single or logical native tensor t (single:
// a single result, added in single by __nds_ttm__): the mode kept
// (J in its place) or dropped (J = 1); the result full (Octave's dims) when it is
// more than half full and ndsparse_config ("max_dense") allows it, as ttm.m's
// nds_kern_result gives it; shared is the value's tensor (its sorted entries kept)
static octave_value
one_mode (nds_tensor& t, nds_tensor *shared, const Matrix& M, int64_t n, bool keep)
{
  int64NDArray s;
  nds_vals x;
  nds_settled_entries (t, shared, s, x);
  const int64_t N = t.shape.size ();
  RowVector shape (N);
  nds_ivec rest;
  double cells = 1;
  for (int64_t d = 0; d < N; d++)
    {
      shape(d) = t.shape[d];
      if (d != n - 1 || keep)
        {
          const int64_t e = d != n - 1 ? t.shape[d] : M.rows ();
          rest.push_back (e);
          cells *= e;
        }
    }
  const nds_config *cfg = nds_config_get ();
  const bool allowed = cells <= cfg->max_dense || cfg->policy == NDS_DENSE_ALLOW;
  const octave_value xv = kern_vals (x, false);
  const octave_value_list r = F__nds_ttm__ (ovl (s, xv, shape, static_cast<double> (n), M,
                                                 keep, allowed ? cells : -1), 3);
  const nds_ivec d = nds_octave_dims (rest);
  dim_vector dv;
  dv.resize (d.size ());
  for (size_t k = 0; k < d.size (); k++)
    dv(k) = d[k];
  if (r(2).bool_value ())
    return r(0).reshape (dv);
  nds_tensor y;
  nds_tensor_reset (y, r(0).int64_array_value (), nds_vals_of (r(1)), rest);
  if (allowed && r(1).numel () > cells / 2)
    return nds_tensor_full (y, "full");
  return nds_value (std::move (y));
}

// whether v is a real full double matrix (not sparse, not an object), or with
// single_too a real full single one
static bool
real_full (const octave_value& v, bool single_too = false)
{
  return (v.is_double_type () || (single_too && v.is_single_type ())) && ! v.iscomplex ()
         && ! v.issparse () && ! v.isobject () && v.ndims () == 2;
}

// the mode n (1-based) given by nv when it is a real double scalar integer in 1..N,
// else 0
static int64_t
mode_arg (const octave_value& nv, int64_t N)
{
  if (! nv.is_double_type () || nv.iscomplex () || nv.issparse () || nv.numel () != 1)
    return 0;
  const double nd = nv.double_value ();
  return nd == std::floor (nd) && nd >= 1 && nd <= N ? static_cast<int64_t> (nd) : 0;
}

DEFMETHOD_DLD (__nds_ttv__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {[@var{Y}, @var{done}] =} __nds_ttv__ (@var{T}, @var{v}, @var{n})\n\
Internal: @code{ttv (@var{T}, @var{v}, @var{n})} in one call for a real double or\n\
logical tensor of at least 2 dims and a real full double vector @var{v}, or a real\n\
single tensor and a real full double or single vector (rounded to single, as\n\
Octave's single op double), of @code{size (@var{T}, @var{n})} elements and a mode\n\
@var{n} in range: the mode contracted by __nds_ttm__ (a single tensor's values\n\
read as singles, the result single), the result full when it is more than half\n\
full and ndsparse_config (\"max_dense\") allows it.  Otherwise @var{done} is\n\
false and @var{Y} empty: ttv.m's general route (its errors included).\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 3)
    print_usage ();
  const octave_value_list no = ovl (Matrix (), false);
  const octave_value& v = args(1);
  if (args(0).type_id () != octave_ndsparse::static_type_id () || ! real_full (v, true)
      || (v.rows () != 1 && v.columns () != 1))
    return no;
  nds_tensor t = tensor_arg (args, 0, "ttv");
  const int64_t N = t.shape.size ();
  const int64_t n = mode_arg (args(2), N);
  const bool sng = t.vt == NDS_SINGLE;
  if (nds_vt_complex (t.vt) || (v.is_single_type () && ! sng) || N < 2 || n == 0
      || v.numel () != t.shape[n - 1])
    return no;
  // (a double vector meets single values as Octave's single op double: rounded)
  const Matrix row = sng ? Matrix (v.float_matrix_value ().reshape (dim_vector (1, v.numel ())))
                         : v.matrix_value ().reshape (dim_vector (1, v.numel ()));
  return ovl (one_mode (t, nds_shared (args(0)), row, n, false), true);
}

DEFMETHOD_DLD (__nds_ttm1__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn  {} {[@var{Y}, @var{done}] =} __nds_ttm1__ (@var{T}, @var{M}, @var{n})\n\
@deftypefnx {} {[@var{Y}, @var{done}] =} __nds_ttm1__ (@var{T}, @var{M}, @var{n}, \"t\")\n\
Internal: @code{ttm (@var{T}, @var{M}, @var{n})} (@var{M} transposed with \"t\") in\n\
one call for a real double or logical tensor and a real full double matrix @var{M},\n\
or a real single tensor and a real full double or single matrix (rounded to single),\n\
whose columns (rows with \"t\") are @code{size (@var{T}, @var{n})} and a mode\n\
@var{n} in range, as __nds_ttv__ does it with the mode kept (a single tensor's values\n\
read as singles, the result single).  Otherwise @var{done} is false and @var{Y}\n\
empty: ttm.m's general route (its errors included).\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  const int na = args.length ();
  if (na < 3 || na > 4)
    print_usage ();
  const octave_value_list no = ovl (Matrix (), false);
  const bool tflag = na == 4;
  if (args(0).type_id () != octave_ndsparse::static_type_id () || ! real_full (args(1), true)
      || (tflag && ! (args(3).is_string () && args(3).string_value () == "t")))
    return no;
  nds_tensor t = tensor_arg (args, 0, "ttm");
  const int64_t N = t.shape.size ();
  const int64_t n = mode_arg (args(2), N);
  const bool sng = t.vt == NDS_SINGLE;
  if (nds_vt_complex (t.vt) || (args(1).is_single_type () && ! sng) || n == 0)
    return no;
  // (a double matrix meets single values as Octave's single op double: rounded)
  Matrix M = sng ? Matrix (args(1).float_matrix_value ()) : args(1).matrix_value ();
  if (tflag)
    M = M.transpose ();
  if (M.columns () != t.shape[n - 1])
    return no;
  return ovl (one_mode (t, nds_shared (args(0)), M, n, true), true);
}

// the kern wing's gateway of the matricized tensor times Khatri-Rao product
octave_value_list F__nds_mttkrp__ (const octave_value_list& args, int nargout);

DEFMETHOD_DLD (__nds_mttkrp1__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {[@var{B}, @var{done}] =} __nds_mttkrp1__ (@var{T}, @var{U}, @var{n})\n\
Internal: @code{mttkrp (@var{T}, @var{U}, @var{n})} in one call for a double,\n\
logical or single tensor, real or complex, of at least 2 dims, a mode @var{n} in\n\
range and a cell @var{U} of one factor per dim whose factors other than U@{n@} are\n\
full double or single matrices, real or complex, of @code{size (@var{T}, d)} rows\n\
and one number of columns (a double tensor's values rounded to single when a factor\n\
is single, @var{B} single then or for a single tensor): the checks, then\n\
__nds_mttkrp__.  Otherwise @var{done} is false and\n\
@var{B} empty: mttkrp.m's general route (its errors included).\n\
@end deftypefn")
{
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 3)
    print_usage ();
  const octave_value_list no = ovl (Matrix (), false);
  if (args(0).type_id () != octave_ndsparse::static_type_id () || ! args(1).iscell ())
    return no;
  nds_tensor t = tensor_arg (args, 0, "mttkrp");
  const int64_t N = t.shape.size ();
  const int64_t n = mode_arg (args(2), N);
  Cell U = args(1).cell_value ();
  if (N < 2 || n == 0 || U.numel () != N)
    return no;
  // the single lanes (real or complex) take a single tensor, or a double or logical
  // one with a single factor: its values rounded to single as the single route
  // rounds them (Octave's single op double), where the route copied the tensor twice
  // (D,S at 1e7: 1.8 x the CPU time of S,S); its factors double or single
  bool sng = nds_vt_single (t.vt);
  for (int64_t d = 0; d < N; d++)
    if (d != n - 1 && U(d).is_single_type ())
      sng = true;
  octave_idx_type R = -1;
  for (int64_t d = 0; d < N; d++)
    if (d != n - 1)
      {
        const octave_value& u = U(d);
        const bool full = (u.is_double_type () || u.is_single_type ()) && ! u.issparse ()
                          && ! u.isobject () && u.ndims () == 2;
        if (! full || u.rows () != t.shape[d] || (R >= 0 && u.columns () != R))
          return no;
        R = u.columns ();
      }
  nds_dense_check ({static_cast<double> (t.shape[n - 1]), static_cast<double> (R)}, "mttkrp",
                   true);
  int64NDArray s;
  nds_vals x;
  nds_settled_entries (t, nds_shared (args(0)), s, x);
  RowVector shape (N);
  for (int64_t d = 0; d < N; d++)
    shape(d) = t.shape[d];
  U(n - 1) = Matrix (0, R);
  const octave_value xv = kern_vals (x, sng);
  const octave_value_list B = F__nds_mttkrp__ (ovl (s, xv, shape, U, static_cast<double> (n)), 1);
  return ovl (B(0), true);
}
