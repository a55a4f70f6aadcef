// nds_methods.cc: the everyday methods of @ndsparse without the cost of an m-file
// call (about 3.4 us on this machine against 1 us for a compiled function), as a
// small oct-file of its own, copied by src/Makefile to inst/@ndsparse/NAME.oct for
// every NDS_METHOD (NAME, ...) below.  Octave finds NAME.oct before NAME.m in a
// class folder; each copy serves the one method it is named after: it takes the
// call's usual case straight to the value type or to the internal function the
// m-file calls first (__ndsparse__.oct), and hands every other call to NAME.m
// itself, loaded once from beside it.  NAME.m stays the method's one definition:
// its help (returned as this function's), its argument checks, its general path
// and its tests; what is taken here is exactly what the m-file's first lines take
// (or, for any, all, max, min, sum, norm, cat, vertcat and horzcat, what their
// m-files leave to this front).
// Octave 7 keeps a compiled function of a class folder only when it says it is a
// method of that class (else it loads it again on every call): nds_method_fcn.
// Nothing here but the one method's state is global; built with hidden visibility
// so that the copies (loaded with RTLD_GLOBAL) do not bind to one another.

#include <string>

#include <dlfcn.h>

#include <octave/oct.h>
#include <octave/interpreter.h>
#include <octave/ov-dld-fcn.h>
#include <octave/parse.h>
#include <octave/symtab.h>

namespace
{
  // the m-file of this copy's method (set when Octave loads the copy), and its
  // function once loaded; the values Octave owns are never destroyed here (a copy
  // is unloaded after the interpreter at exit), as the caches below
  std::string g_mfile;
  std::string g_mdir;
  octave_value& g_mfcn = *new octave_value ();

  const octave_value&
  mfile_fcn ()
  {
    if (g_mfcn.is_undefined () && ! g_mfile.empty ())
      g_mfcn = octave::load_fcn_from_file (g_mfile, g_mdir, "ndsparse");
    return g_mfcn;
  }

  // a compiled method of class ndsparse (so Octave keeps it), documented by its m-file
  class nds_method_fcn : public octave_dld_function
  {
  public:
    nds_method_fcn (octave_builtin::meth mm, const octave::dynamic_library& shl,
                    const std::string& nm)
      : octave_dld_function (mm, shl, nm, "")
    {
      stash_dispatch_class ("ndsparse");
    }
    bool is_legacy_method (const std::string& cname = "") const
    {
      return cname.empty () || cname == "ndsparse";
    }
    std::string doc_string (const std::string& = "") const
    {
      const octave_value& f = mfile_fcn ();
      return f.is_defined () ? f.function_value ()->doc_string () : "";
    }
  };

  // the call, by the method's m-file
  octave_value_list
  by_mfile (octave::interpreter& interp, const octave_value_list& args, int nargout)
  {
    const octave_value& f = mfile_fcn ();
    if (f.is_undefined ())
      error_with_id ("ndsparse:internal", "ndsparse: the m-file %s is missing",
                     g_mfile.c_str ());
    return interp.feval (f, args, nargout);
  }

  // the internal function name of __ndsparse__.oct (found once into cache) of args,
  // called straight, not through feval, whose stack frame cost about 0.5 us a call
  // (loaded): the internal functions never ask the call stack
  octave_value_list
  internal (octave::interpreter& interp, octave_value& cache, const char *name,
            const octave_value_list& args, int nargout)
  {
    if (cache.is_undefined ())
      cache = interp.get_symbol_table ().find_function (name);
    const octave_builtin *b = dynamic_cast<const octave_builtin *> (cache.function_value (true));
    if (b && b->method ())
      return b->method () (interp, args, nargout);
    return interp.feval (cache, args, nargout);
  }

  // [R, done] = name (args): true with R in out when done
  bool
  routed (octave::interpreter& interp, octave_value& cache, const char *name,
          const octave_value_list& args, octave_value_list& out)
  {
    octave_value_list r = internal (interp, cache, name, args, 2);
    if (r.length () < 2 || ! r(1).is_true ())
      return false;
    out = ovl (r(0));
    return true;
  }

  // args with the values a (and b) before them
  octave_value_list
  prepend (const octave_value_list& args, const octave_value& a,
           const octave_value& b = octave_value ())
  {
    // made at its size (appends grew the list three times: 5% of a small [T; U])
    const int k = b.is_defined () ? 2 : 1, n = args.length ();
    octave_value_list r (n + k);
    r(0) = a;
    if (k == 2)
      r(1) = b;
    for (int i = 0; i < n; i++)
      r(k + i) = args(i);
    return r;
  }
}

// this copy stays mapped once loaded: the destructor of nds_method_fcn is its code,
// and Octave unloads a library from the destructor of its last function (clear,
// exit); a later load finds it still there
static void
keep_loaded (const std::string& file)
{
  dlopen (file.c_str (), RTLD_LAZY | RTLD_NOLOAD | RTLD_NODELETE);
}

// a method NAME: the function Octave calls for NAME.oct, F_NAME the method's body
#define NDS_METHOD(name, interp, args, nargout)                                   \
  static octave_value_list F_ ## name (octave::interpreter&, const octave_value_list&, int); \
  extern "C" __attribute__ ((visibility ("default"))) octave_function *          \
  G ## name (const octave::dynamic_library& shl, bool relative)                  \
  {                                                                              \
    check_version (OCTAVE_API_VERSION, #name);                                   \
    const std::string file = shl.file_name ();                                   \
    const std::size_t slash = file.find_last_of ('/');                           \
    g_mdir = slash == std::string::npos ? "." : file.substr (0, slash);          \
    g_mfile = g_mdir + "/" #name ".m";                                           \
    g_mfcn = octave_value ();                                                    \
    keep_loaded (file);                                                          \
    octave_dld_function *fcn = new nds_method_fcn (F_ ## name, shl, #name);      \
    if (relative)                                                                \
      fcn->mark_relative ();                                                     \
    return fcn;                                                                  \
  }                                                                              \
  static octave_value_list F_ ## name (octave::interpreter& interp,             \
                                       const octave_value_list& args, int nargout)

// nnz (T), numel (T): the value type's counts; numel (T, idx...) as numel.m
NDS_METHOD (nnz, interp, args, nargout)
{
  static octave_value& f = *new octave_value ();
  if (args.length () == 1)
    return internal (interp, f, "__nds_nnz__", args, 1);
  return by_mfile (interp, args, nargout);
}

NDS_METHOD (numel, interp, args, nargout)
{
  static octave_value& f = *new octave_value ();
  if (args.length () == 1)
    return internal (interp, f, "__nds_numel__", args, 1);
  return ovl (1.0);
}

// full (T) and the element-wise functions: what Octave's builtin asks the value type
#define NDS_MAPPER(name, umap)                                                   \
  NDS_METHOD (name, interp, args, nargout)                                       \
  {                                                                              \
    if (args.length () == 1)                                                     \
      return ovl (args(0).map (octave_base_value::umap));                      \
    return by_mfile (interp, args, nargout);                                     \
  }

NDS_METHOD (full, interp, args, nargout)
{
  if (args.length () == 1)
    return ovl (args(0).full_value ());
  return by_mfile (interp, args, nargout);
}

NDS_MAPPER (abs, umap_abs)
NDS_MAPPER (acos, umap_acos)
NDS_MAPPER (angle, umap_arg)
NDS_MAPPER (asin, umap_asin)
NDS_MAPPER (asinh, umap_asinh)
NDS_MAPPER (atan, umap_atan)
NDS_MAPPER (atanh, umap_atanh)
NDS_MAPPER (ceil, umap_ceil)
NDS_MAPPER (conj, umap_conj)
NDS_MAPPER (cos, umap_cos)
NDS_MAPPER (cosh, umap_cosh)
NDS_MAPPER (exp, umap_exp)
NDS_MAPPER (expm1, umap_expm1)
NDS_MAPPER (fix, umap_fix)
NDS_MAPPER (floor, umap_floor)
NDS_MAPPER (imag, umap_imag)
NDS_MAPPER (log, umap_log)
NDS_MAPPER (log10, umap_log10)
NDS_MAPPER (log1p, umap_log1p)
NDS_MAPPER (real, umap_real)
NDS_MAPPER (round, umap_round)
NDS_MAPPER (sign, umap_signum)
NDS_MAPPER (sin, umap_sin)
NDS_MAPPER (sinh, umap_sinh)
NDS_MAPPER (sqrt, umap_sqrt)
NDS_MAPPER (tan, umap_tan)
NDS_MAPPER (tanh, umap_tanh)

// find (T) with up to 3 outputs: one C++ call, as find.m's first lines
NDS_METHOD (find, interp, args, nargout)
{
  static octave_value& f = *new octave_value ();
  if (args.length () == 1)
    {
      const int k = nargout < 1 ? 1 : (nargout > 3 ? 3 : nargout);
      return internal (interp, f, "__nds_find__", ovl (args(0), double (k)), k);
    }
  return by_mfile (interp, args, nargout);
}

// sum (T), sum (T, dim): __nds_sum__ where one pass gives it
NDS_METHOD (sum, interp, args, nargout)
{
  static octave_value& f = *new octave_value ();
  octave_value_list out;
  if (nargout <= 1 && (args.length () == 1 || args.length () == 2)
      && routed (interp, f, "__nds_sum__", args, out))
    return out;
  return by_mfile (interp, args, nargout);
}

// any, all, max, min (T) and (T, dim) down the columns; max, min (A, B) by the pair op
// (max (0, 0) is 0: no probe of f).  Their m-files hold the general path alone: what
// is declined here is not tried again there
static octave_value_list
first_or_pair (octave::interpreter& interp, const char *fun, octave_value& first,
               octave_value& pair, octave_value& handle, const octave_value_list& args,
               int nargout, bool extremum)
{
  octave_value_list out;
  const int na = args.length ();
  if (nargout <= 1)
    {
      if (na == 1 || (! extremum && na == 2))
        {
          octave_value_list a = ovl (args(0), fun);
          if (na == 2)
            a.append (args(1));
          if (routed (interp, first, "__nds_first__", a, out))
            return out;
        }
      else if (extremum && na == 3 && args(1).isempty ())
        {
          if (routed (interp, first, "__nds_first__", ovl (args(0), fun, args(2)), out))
            return out;
        }
      else if (extremum && na == 2)
        {
          if (handle.is_undefined ())
            handle = interp.get_evaluator ().make_fcn_handle (fun);
          if (routed (interp, pair, "__nds_pair__",
                      ovl (args(0), args(1), handle, fun, true), out))
            return out;
        }
    }
  return by_mfile (interp, args, nargout);
}

#define NDS_FIRST(name, extremum)                                                \
  NDS_METHOD (name, interp, args, nargout)                                       \
  {                                                                              \
    static octave_value& first = *new octave_value ();                          \
    static octave_value& pair = *new octave_value ();                           \
    static octave_value& handle = *new octave_value ();                         \
    return first_or_pair (interp, #name, first, pair, handle, args, nargout,     \
                          extremum);                                             \
  }

NDS_FIRST (any, false)
NDS_FIRST (all, false)
NDS_FIRST (max, true)
NDS_FIRST (min, true)

// norm (T): the sum of squares in C++ unless it must rescale
NDS_METHOD (norm, interp, args, nargout)
{
  static octave_value& f = *new octave_value ();
  octave_value_list out;
  if (args.length () == 1 && routed (interp, f, "__nds_fro__", args, out))
    return out;
  return by_mfile (interp, args, nargout);
}

// sparse (T): __nds_sparse__, found as a method: a builtin called with an object is
// looked up past the class's methods (its class constructors, user functions,
// packages) on every call
NDS_METHOD (sparse, interp, args, nargout)
{
  static octave_value& f = *new octave_value ();
  if (args.length () == 1)
    return internal (interp, f, "__nds_sparse__", args, 1);
  return by_mfile (interp, args, nargout);
}

// cat (dim, ...) of tensors alone: __nds_cat_tensors__
NDS_METHOD (cat, interp, args, nargout)
{
  static octave_value& f = *new octave_value ();
  octave_value_list out;
  if (args.length () >= 2
      && routed (interp, f, "__nds_cat_tensors__", prepend (args, "cat"), out))
    return out;
  return by_mfile (interp, args, nargout);
}

// [T; U], [T, U]: cat along dim 1, 2
#define NDS_CONCAT(name, dim)                                                    \
  NDS_METHOD (name, interp, args, nargout)                                       \
  {                                                                              \
    static octave_value& f = *new octave_value ();                               \
    static const octave_value& who = *new octave_value (#name);                  \
    static const octave_value& d = *new octave_value (dim);                      \
    octave_value_list out;                                                       \
    if (args.length () >= 1                                                      \
        && routed (interp, f, "__nds_cat_tensors__", prepend (args, who, d), out)) \
      return out;                                                                \
    return by_mfile (interp, args, nargout);                                     \
  }

NDS_CONCAT (vertcat, 1.0)
NDS_CONCAT (horzcat, 2.0)

// issparse (T): true, as issparse.m; isa (T, "ndsparse"): true, as isa.m's first
// line (the package's own test, on every call of many methods)
NDS_METHOD (issparse, interp, args, nargout)
{
  if (args.length () == 1)
    return ovl (true);
  return by_mfile (interp, args, nargout);
}

NDS_METHOD (isa, interp, args, nargout)
{
  if (args.length () == 2 && args(1).is_string () && args(1).rows () == 1
      && args(1).string_value () == "ndsparse")
    return ovl (true);
  return by_mfile (interp, args, nargout);
}

// islogical, isfloat, isnumeric, iscomplex, isreal (T): whether bit of what the
// internal function fn answers is set, or not, as the m-file computes it: the
// logical bit (1) of __nds_vtflags__, or __nds_iscomplex__ (the values T shows)
#define NDS_VTFLAG(name, fn, bit, negate)                                        \
  NDS_METHOD (name, interp, args, nargout)                                       \
  {                                                                              \
    static octave_value& f = *new octave_value ();                               \
    if (args.length () != 1)                                                     \
      return by_mfile (interp, args, nargout);                                   \
    octave_value_list r = internal (interp, f, fn, args, 1);                     \
    return ovl (((r(0).int_value () & bit) != 0) != negate);                     \
  }

NDS_VTFLAG (islogical, "__nds_vtflags__", 1, false)
NDS_VTFLAG (isfloat, "__nds_vtflags__", 1, true)
NDS_VTFLAG (isnumeric, "__nds_vtflags__", 1, true)
NDS_VTFLAG (iscomplex, "__nds_iscomplex__", 1, false)
NDS_VTFLAG (isreal, "__nds_iscomplex__", 1, true)
