## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} xor (@var{A}, @var{B})
## xor (@var{A}, @var{B}): Element-wise exclusive or: a logical ndsparse with an
## ndsparse or all-false partner, else full logical.
##
## Either operand may be an ndsparse, a full array, a scalar, a 2-D sparse matrix
## or logical, with Octave's automatic broadcasting between compatible sizes (which
## Octave's own sparse matrices lack).  Operands of any numeric class count by
## their values (nonzero is true).  A result that must be full is first checked
## against @code{ndsparse_config ("max_dense")}.
##
## @example
## @group
## A = ndsparse ([1 1 1; 2 3 2], [4; -2], [2 3 2]);
## R = xor (A, A)
## @end group
## @end example
## @seealso{ndsparse, full, ndsparse_config}
## @end deftypefn

function R = xor (A, B)
  if (nargin != 2)
    print_usage ();
  endif
  ## two operands each an ndsparse or a scalar, neither empty: one C++ call (the
  ## container's pair op); others, and the checks of an empty result, below
  if (numel (A) > 0 && numel (B) > 0)
    [R, done] = __nds_pair__ (A, B, @xor, "xor");
    if (done)
      return;
    endif
  endif
  R = nds_logical_op (@xor, "xor", A, B);
endfunction

%!test
%! A = ndsparse ([1 1 1; 2 3 2; 2 1 2], [4; -2; 1], [2 3 2]);
%! F = full (A);
%! B = reshape (-2:3, [2 3]);
%! assert (full (xor (A, B)), xor (F, B));
%! assert (full (xor (B, A)), xor (B, F));
%! assert (full (xor (A, A)), xor (F, F));
%! assert (full (xor (A, [0; 2])), xor (F, [0; 2]));
%! assert (full (xor (A, 3)), xor (F, 3));
%!error id=ndsparse:size xor (ndsparse ([1 1], 1, [2 3]), ones (3, 2))
%!assert (full (xor (ndsparse ([1 1; 2 3], [1; -2i], [2 3]), 1i)), xor (full (ndsparse ([1 1; 2 3], [1; -2i], [2 3])), 1i))
%!assert (full (xor (1i, ndsparse ([1 1; 2 3], [1; -2i], [2 3]))), xor (1i, full (ndsparse ([1 1; 2 3], [1; -2i], [2 3]))))
%!error id=ndsparse:class xor (ndsparse ([1 1], 1, [2 3]), {1})
%!error <Invalid call> xor (ndsparse ([1 1], 1, [2 3]))
%!error id=ndsparse:nan xor (ndsparse ([NaN 1]), true)
%!error id=ndsparse:nan xor (ndsparse (NaN), ndsparse (zeros (2, 0)))
%!test
%! ## as Octave's xor (bsxfun): an empty broadcast of unequal sizes converts nothing
%! assert (full (xor (ndsparse (zeros (0, 3)), [0 NaN 2])), xor (zeros (0, 3), [0 NaN 2]));
%! assert (full (xor ([0; NaN], ndsparse (zeros (2, 3, 0)))), xor ([0; NaN], zeros (2, 3, 0)));
%! assert (full (xor (ndsparse ([NaN 1]), zeros (0, 2))), xor ([NaN 1], zeros (0, 2)));
%!error id=ndsparse:nan xor (ndsparse ([1 0]), [1 NaN])
%!error id=ndsparse:nan xor (ndsparse ([1 0]), ndsparse ([NaN 1]))
%!test
%! ## two real tensors of one shape (the compiled path): random patterns, shared
%! ## and disjoint coordinates, logical ones, views, size-1 and empty dims
%! seed = 35; rand ("seed", seed);
%! for it = 1:60
%!   sz = [randi([0 4]), randi(4), randi(2)];
%!   F = full (rand (sz) > 0.6) .* round (4 * rand (sz) - 2);
%!   G = full (rand (sz) > 0.6) .* round (4 * rand (sz) - 2);
%!   if (mod (it, 3) == 0)
%!     G = F .* (rand (sz) > 0.5);
%!   endif
%!   T = ndsparse (F);
%!   U = ndsparse (G);
%!   if (mod (it, 4) == 0)
%!     U = ndsparse (G != 0);
%!   endif
%!   try
%!     assert (full (xor (T, U)), xor (F, G));
%!     assert (full (xor (T(:, 1:end, :), T)), false (sz));
%!   catch err
%!     error ("seed %d, it %d: %s", seed, it, err.message);
%!   end_try_catch
%! endfor
%!error id=ndsparse:nan xor (ndsparse ([1 0 NaN]), ndsparse ([1 1 0]))
