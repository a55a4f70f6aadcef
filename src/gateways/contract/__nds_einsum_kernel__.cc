// __nds_einsum_kernel__.cc: gateway, the kernel a plain einsum spec spells and its
// operands checked in one call (engine/contract/nds_einsum.c)
#include <string>
#include <unordered_map>
#include "nds_glue.h"
#include "engine/contract/nds_contract.h"

// the plan of each spec and place of its ndsparse, decided once (up to 256 kept)
static const nds_einsum_kernel&
kept_plan (const std::string& spec, int nops, int x)
{
  static std::unordered_map<std::string, nds_einsum_kernel> kept;
  std::string key = spec;
  key += '\0';
  key += std::to_string (nops) + ',' + std::to_string (x);
  auto it = kept.find (key);
  if (it != kept.end ())
    return it->second;
  if (kept.size () >= 256)
    kept.clear ();
  nds_einsum_kernel P;
  nds_einsum_kernel_plan (spec.data (), spec.size (), nops, x, &P);
  return kept.emplace (key, P).first->second;
}

// factor operand v as the kernel takes it (transposed when tr; a column when
// col), or an undefined value when it is no full double matrix
static octave_value
factor (const octave_value& v, bool tr, bool col)
{
  if (! v.is_double_type () || v.issparse () || v.ndims () != 2)
    return octave_value ();
  if (col)
    {
      dim_vector d (v.numel (), 1);
      return v.reshape (d);
    }
  if (! tr)
    return v;
  if (v.iscomplex ())
    return octave_value (v.complex_matrix_value ().transpose ());
  return octave_value (v.matrix_value ().transpose ());
}

DEFUN_DLD (__nds_einsum_kernel__, args, ,
           "-*- texinfo -*-\n\
@deftypefn {} {[@var{kind}, @var{x}, @var{mode}, @var{F}, @var{trout}] =} __nds_einsum_kernel__ (@var{spec}, @var{op1}, @var{op2}, @dots{})\n\
Internal: the package kernel that the einsum @var{spec} spells on these operands,\n\
checked in one call: @var{kind} 1 ttv, 2 ttm, 3 mttkrp, 0 none (the general path).\n\
@var{x} is the place of the one ndsparse operand, @var{mode} the mode contracted\n\
(ttv, ttm) or left (mttkrp), @var{F} the vector (a column) or matrix (rows the new\n\
letter) or the cell of factor matrices the kernel takes, @var{trout} whether the\n\
mttkrp result is transposed.  Only full double factors whose sizes fit the\n\
ndsparse's, and an ndsparse with one dimension per letter of its term; the spec's\n\
part of the decision is kept per spec.\n\
@end deftypefn")
{
  const int nargin = args.length ();
  if (nargin == 0)
    print_usage ();
  const octave_value_list none = ovl (0, 0, 0, Matrix (), false);
  if (nargin < 3 || ! args(0).is_string () || args(0).rows () > 1)
    return none;
  int x = -1;
  for (int k = 1; k < nargin; k++)
    if (args(k).class_name () == "ndsparse")
      {
        if (x >= 0)
          return none;
        x = k - 1;
      }
  if (x < 0)
    return none;
  const nds_einsum_kernel& P = kept_plan (args(0).string_value (), nargin - 1, x);
  if (P.kind == NDS_EK_NONE)
    return none;
  const dim_vector sx = args(x + 1).dims ();
  if (sx.ndims () != P.n)
    return none;
  if (P.kind != NDS_EK_MTTKRP)
    {
      const octave_value& v = args(P.fac[0] + 1);
      octave_value F = factor (v, P.tr[0], P.kind == NDS_EK_TTV);
      if (F.is_undefined ())
        return none;
      const dim_vector dv = v.dims ();
      if (P.kind == NDS_EK_TTV ? (dv(0) != 1 && dv(1) != 1) || v.numel () != sx(P.pos)
                               : dv(P.fdim[0]) != sx(P.pos))
        return none;
      return ovl (P.kind, x + 1, P.pos + 1, F, false);
    }
  Cell U (1, P.n);
  octave_idx_type rank = -1;
  for (int f = 0; f < P.nf; f++)
    {
      const octave_value& v = args(P.fac[f] + 1);
      const octave_value F = factor (v, P.tr[f], false);
      if (F.is_undefined ())
        return none;
      const dim_vector dv = F.dims ();
      if (dv(0) != sx(P.mode[f]) || (rank >= 0 && dv(1) != rank))
        return none;
      rank = dv(1);
      U(P.mode[f]) = F;
    }
  return ovl (P.kind, x + 1, P.pos + 1, U, P.trout != 0);
}
