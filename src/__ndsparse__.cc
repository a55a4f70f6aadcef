// __ndsparse__.cc: the oct-file of the ndsparse value type: its registration and
// the internal functions that make, read and change tensors (one oct-file, since a
// value type can be built by the oct-file that defines it only)
#include <octave/interpreter.h>
#include "nds_type.h"
#include "nds_glue.h"

// PKG_ADD: autoload ("__nds_new__", fullfile (fileparts (mfilename ("fullpath")), "__ndsparse__.oct"));
// PKG_ADD: autoload ("__nds_load__", fullfile (fileparts (mfilename ("fullpath")), "__ndsparse__.oct"));
// PKG_ADD: __ndsparse__ ();

DEFMETHOD_DLD (__ndsparse__, interp, , ,
               "-*- texinfo -*-\n\
@deftypefn {} {} __ndsparse__ ()\n\
Internal: register the ndsparse value type and its operators with Octave (once;\n\
@code{pkg load ndsparse} does it).  The oct-file stays loaded from then on.\n\
@end deftypefn")
{
  nds_type_install (interp);
  interp.mlock ();
  return ovl ();
}

// the type is registered by whichever internal function runs first
#define NDS_ENSURE_TYPE(interp) nds_type_install (interp)

DEFMETHOD_DLD (__nds_new__, interp, args, ,
               "-*- texinfo -*-\n\
@deftypefn {} {@var{T} =} __nds_new__ (@var{subs}, @var{vals}, @var{usz})\n\
Internal: the tensor over sorted, distinct, nonzero storage @var{subs} (int64\n\
nnz-by-M), @var{vals} (double or logical column), of underlying size @var{usz}.\n\
@end deftypefn")
{
  static const char *fn = "__nds_new__";
  NDS_ENSURE_TYPE (interp);
  if (args.length () != 3)
    print_usage ();
  const int64NDArray s = nds_arg_subs (args(0), fn, "SUBS");
  const nds_vtype vt = nds_arg_vtype (args(1), fn);
  (void) vt;
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
  nds_tensor_reset (t, s, v, usz);
  return ovl (nds_value (t));
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
