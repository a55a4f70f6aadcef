## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} bsxfun (@var{f}, @var{A}, @var{B})
## Apply the element-wise binary function @var{f} (a handle or a name) to @var{A}
## and @var{B}, at least one an ndsparse, with singleton expansion: a dimension of
## size 1 on one side stretches to the other side's size.  The other operand may be
## a full array, a scalar or an Octave sparse matrix.
##
## The result is an ndsparse when @var{f} gives zero wherever it is not evaluated:
## @var{f} is called only at the stored entries of the ndsparse operands (each
## broadcast over its stretched dimensions), after checking that @var{f} (0, 0) is
## zero, and that @var{f} (0, b) is zero for the values b that meet A's zeros (and
## @var{f} (a, 0) for those meeting B's).  Otherwise the result is full, computed by
## Octave's @code{bsxfun} on full operands after the check against
## @code{ndsparse_config ("max_dense")}.  @var{f} must return real values, one per
## element; logical results give a logical ndsparse.  Integer and single operands
## are converted to double.
##
## @example
## @group
## T = ndsparse ([1 1 1; 2 3 2], [7; -5], [2 3 2]);
## R = bsxfun (@@mod, T, [3; 4])         # sparse: mod (0, y) is 0
## R = bsxfun (@@hypot, T, 0)            # sparse: hypot (0, 0) is 0
## @end group
## @end example
## @seealso{mod, rem, spfun, ndsparse_config}
## @end deftypefn

function R = bsxfun (f, A, B)
  if (nargin != 3)
    print_usage ();
  endif
  if (ischar (f))
    f = str2func (f);
  elseif (! is_function_handle (f))
    error ("ndsparse:fun", "bsxfun: F must be a function handle or name");
  endif
  what = func2str (f);
  if (! isvarname (what))
    what = "bsxfun";
  endif
  [A, ta] = operand (A, what);
  [B, tb] = operand (B, what);
  [sz, sa, sb] = expand_size (size (A), size (B), what);
  if (ta && tb)
    [pa, va] = spread (A, sa, sz);
    [pb, vb] = spread (B, sb, sz);
    sparse_ok = zero_out (f (0, 0));
    if (sparse_ok && zero_out (f (0, vb)))
      at = pa;                      # B's entries outside A's give f (0, b) = 0
    elseif (sparse_ok && zero_out (f (va, 0)))
      at = pb;
    else
      at = union (pa, pb);
    endif
  elseif (ta)
    sparse_ok = zero_out (f (0, B));
    at = spread (A, sa, sz);
  else
    sparse_ok = zero_out (f (A, 0));
    at = spread (B, sb, sz);
  endif
  if (! sparse_ok)
    __nds_full_policy__ (sz, what);
    R = bsxfun (f, full (A), full (B));
    return;
  endif
  y = f (values_at (A, sa, sz, at), values_at (B, sb, sz, at));
  if (! (isnumeric (y) || islogical (y)) || numel (y) != numel (at))
    error ("ndsparse:fun", "%s: F must return one numeric value per element", what);
  elseif (iscomplex (y))
    error ("ndsparse:complex",
           "%s: the result is complex; an ndsparse holds real values only", what);
  endif
  if (! islogical (y))
    y = double (y);
  endif
  R = ndsparse (subscripts (at, sz), y(:), sz);
endfunction

## X as an operand: an ndsparse (a sparse matrix becomes one), or a full double or
## logical array
function [X, tensor] = operand (X, what)
  tensor = isa (X, "ndsparse");
  if (tensor)
    return;
  elseif (! (isnumeric (X) || islogical (X)))
    error ("ndsparse:class", "%s: operands must be numeric, logical or ndsparse, not %s",
           what, class (X));
  elseif (iscomplex (X))
    error ("ndsparse:complex",
           "%s: an operand is complex; complex values are not supported yet", what);
  elseif (issparse (X))
    X = ndsparse (X);
    tensor = true;
  elseif (! (islogical (X) || isa (X, "double")))
    X = double (X);
  endif
endfunction

## the size of the expanded result and the operands' sizes padded to its length
function [sz, sa, sb] = expand_size (sa, sb, what)
  n = max (numel (sa), numel (sb));
  sa(end+1:n) = 1;
  sb(end+1:n) = 1;
  if (any (sa != sb & sa != 1 & sb != 1))
    error ("ndsparse:size", "%s: nonconformant arguments (op1 is %s, op2 is %s)", what,
           dims_str (sa), dims_str (sb));
  endif
  sz = sa;
  sz(sa == 1) = sb(sa == 1);
endfunction

function s = dims_str (sz)
  s = strjoin (arrayfun (@num2str, sz, "uniformoutput", false), "x");
endfunction

## the 0-based linear indices in sz of the stored entries of the ndsparse X (of
## size xsz) and of all their copies along its stretched dims; their values too
function [lin, v] = spread (X, xsz, sz)
  [s, v] = find (X);
  s(:, end+1:numel (sz)) = 1;
  stride = [1, cumprod(sz(1:end-1))];
  lin = (s - 1) * stride(:);
  copies = 0;
  for d = find (xsz == 1 & sz != 1)
    copies = copies(:) + (0:sz(d)-1) * stride(d);
  endfor
  lin = reshape (lin + copies(:).', [], 1);
  v = repmat (v, numel (copies), 1);
endfunction

## the values of X (of size xsz, stretched to sz) at the 0-based linear indices lin
function v = values_at (X, xsz, sz, lin)
  if (isscalar (X) && ! isa (X, "ndsparse"))
    v = X;
    return;
  endif
  s = subscripts (lin, sz) - 1;
  s(:, xsz == 1) = 0;
  xl = 1 + s * [1, cumprod(xsz(1:end-1))](:);
  if (isa (X, "ndsparse"))
    ## a method indexes its own class with the built-in indexing: ask for the
    ## class's own (Octave's linear indexing of the tensor)
    v = full (subsref (X, substruct ("()", {xl})));
  else
    v = X(xl);
  endif
  v = v(:);
endfunction

## the 1-based subscripts (one row each) of the 0-based linear indices lin in sz
function s = subscripts (lin, sz)
  s = zeros (numel (lin), numel (sz));
  for d = 1:numel (sz)
    s(:, d) = mod (lin, sz(d)) + 1;
    lin = floor (lin / sz(d));
  endfor
endfunction

## true when every element of z is zero (NaN is not)
function tf = zero_out (z)
  tf = ! any (z(:) != 0);
endfunction

%!test
%! rand ("seed", 28);
%! F = round (10 * randn (3, 1, 4)) .* (rand (3, 1, 4) < 0.6);
%! G = round (5 * randn (1, 5, 4)) .* (rand (1, 5, 4) < 0.6);
%! A = ndsparse (F);
%! B = ndsparse (G);
%! F = full (A);          # no -0 (rounding made some): the implicit zeros are +0
%! G = full (B);
%! for f = {@hypot, @min, @max, @(x, y) x .* (y > 1), @atan2}
%!   assert (full (bsxfun (f{1}, A, B)), bsxfun (f{1}, F, G));
%!   assert (full (bsxfun (f{1}, A, G)), bsxfun (f{1}, F, G));
%!   assert (full (bsxfun (f{1}, F, B)), bsxfun (f{1}, F, G));
%! endfor
%! assert (isa (bsxfun (@hypot, A, B), "ndsparse"));
%! R = bsxfun (@and, A, B);
%! assert (islogical (R) && isa (R, "ndsparse"));
%! assert (full (R), bsxfun (@and, F, G));
%! P = bsxfun (@plus, A, B);                 # plus (0, 0) = 0, but union of entries
%! assert (full (P), F + G);
%! E = bsxfun ("plus", A, 1);                # nonzero at zero: full
%! assert (! isa (E, "ndsparse") && isequal (E, F + 1));
%! assert (full (bsxfun (@min, A, 0)), min (F, 0));

## empty operands, broadcasting a 1x1 ndsparse
%!assert (size (bsxfun (@mod, ndsparse ([], [], [0 4]), ones (1, 4))), [0 4])
%!assert (full (bsxfun (@mod, ndsparse (5), [2 3])), [1 2])

%!test
%! old = ndsparse_config ("max_dense", 10);
%! unwind_protect
%!   fail ("bsxfun (@plus, ndsparse ([1 1], 1, [4 4]), 1)", "max_dense");
%! unwind_protect_cleanup
%!   ndsparse_config ("max_dense", old);
%! end_unwind_protect

%!error id=ndsparse:fun bsxfun (3, ndsparse ([1 1], 1), 1)
%!error id=ndsparse:fun bsxfun (@(x, y) repmat (x .* y, 2, 1), ndsparse ([1; 1]), 1)
%!error id=ndsparse:complex bsxfun (@(x, y) x * 1i, ndsparse ([1 1], 1), 1)
%!error <hypot: nonconformant arguments \(op1 is 2x3, op2 is 3x2\)> bsxfun (@hypot, ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!error <Invalid call> bsxfun (@mod, ndsparse ([1 1], 1))
