// __nds_config__.cc: gateway, the engine's dense-result policy read and set
#include "nds_glue.h"

static const char *const policy_names[] = {"error", "warn", "allow"};

DEFUN_DLD (__nds_config__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {@var{s} =} __nds_config__ (\"get\")\n\
@deftypefnx {} {} __nds_config__ (@var{max_dense}, @var{policy})\n\
@deftypefnx {} {@var{old} =} __nds_config__ (\"portable\", @var{on})\n\
Internal: the dense-result policy the engine holds, as a struct of fields\n\
@code{max_dense} and @code{dense_policy}; or set it (ndsparse_config has checked\n\
@var{max_dense}, a non-negative integer, and @var{policy}: \"error\", \"warn\" or\n\
\"allow\").  With \"portable\", for tests: @var{on} true makes the engine run its\n\
portable code where the processor has a path of its own (cat's AVX-512 or AVX2\n\
merge of double values), false as the processor allows; @var{old} is the setting\n\
before.\n\
@end deftypefn")
{
  static const char *fn = "__nds_config__";
  const int nargs = args.length ();
  if (nargs == 1 && args(0).is_string () && args(0).string_value () == "get")
    {
      const nds_config *c = nds_config_get ();
      octave_scalar_map m;
      m.assign ("max_dense", c->max_dense);
      m.assign ("dense_policy", policy_names[c->policy]);
      return ovl (m);
    }
  if (nargs != 2)
    print_usage ();
  if (args(0).is_string () && args(0).string_value () == "portable")
    {
      const bool on = args(1).xbool_value ("%s: ON must be true or false", fn);
      return ovl (nds_cpu_portable (on) != 0);
    }
  const std::string p = args(1).xstring_value ("%s: POLICY must be a string", fn);
  nds_config c;
  c.max_dense = args(0).xdouble_value ("%s: MAX_DENSE must be a number", fn);
  int k = 0;
  while (k < 3 && p != policy_names[k])
    k++;
  if (k == 3 || ! (c.max_dense >= 0))
    error_with_id ("ndsparse:internal", "%s: bad policy", fn);
  c.policy = static_cast<nds_dense_policy> (k);
  nds_config_set (&c);
  return ovl ();
}
