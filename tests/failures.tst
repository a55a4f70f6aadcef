## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## failures.tst: every internal function frees what it holds when an allocation
## fails, whichever it is: the engine's (an ndsparse:nomem error) or an Octave
## result array's (Octave:bad-alloc thrown through the gateway).  Each operation runs
## once per allocation it makes, the k-th made to fail (__nds_mem__ ("fail", k)),
## and the engine must hold no more blocks afterwards than before; the inputs are
## unchanged.  Run with test ("tests/failures.tst").

## run op (a function of no arguments) with each of its allocations failing in turn
%!function fail_each_allocation (op, name)
%!  base = __nds_mem__ ("live");
%!  for k = 0:500
%!    __nds_mem__ ("fail", k);
%!    try
%!      op ();
%!      __nds_mem__ ("fail", -1);
%!      break;      # done (a view, k == 0, allocates nothing of the engine's)
%!    catch err
%!      __nds_mem__ ("fail", -1);
%!      assert (any (strcmp (err.identifier, {"ndsparse:nomem", "Octave:bad-alloc"})),
%!              "%s, allocation %d: %s (%s)", name, k, err.message, err.identifier);
%!    end_try_catch
%!    assert (__nds_mem__ ("live") == base, "%s: allocation %d failed and left %d blocks",
%!            name, k, __nds_mem__ ("live") - base);
%!  endfor
%!  assert (k < 500, "%s: did not finish", name);
%!endfunction

%!test
%! rand ("seed", 17);
%! T = ndsprand ([40 30 20], 0.05);
%! U = ndsprand ([40 30 20], 0.05);
%! V = T(2:30, :, 3:12);
%! L = T > 0.5;
%! F = full (T);
%! S = sprand (40, 30, 0.1);
%! P = T;
%! P(3, 4, 5) = 2;
%! ops = {@() ndsparse (randi (20, 300, 3), rand (300, 1), [40 30 20]), ...
%!        @() ndsparse (F), @() ndsparse (S), @() full (V), @() find (V), ...
%!        @() T(:, 5, :), @() T([3 1 7], :, 2:2:8), @() T(L), @() V(2:5, :), ...
%!        @() sum (T, 3), @() sum (V, [1 2]), @() max (T, [], 2), @() cumsum (T, 1), ...
%!        @() T + U, @() T .* U, @() T(1:29, :, 3:12) - V, ...
%!        @() 2 * T, @() T ./ 3, @() -V, @() T .* F, @() T + 1, @() abs (T), ...
%!        @() permute (T, [3 1 2]), @() reshape (T, [40 600]), @() cat (1, T, U), ...
%!        @() repmat (V, [2 1 1]), @() circshift (T, 3, 2), @() flip (T, 3), ...
%!        @() unfold (T, 1), @() unfold (T, [1 3]), @() sparse (T(:, :, 4)), ...
%!        @() ttv (T, ones (20, 1), 3), @() ttm (T, rand (5, 30), 2), @() mttkrp (T, {rand(40, 3), rand(30, 3), rand(20, 3)}, 2), ...
%!        @() innerprod (T, U), @() norm (V), @() full (P), @() P(3, 4, 5), ...
%!        @() T(:, :, 1) * rand (30, 2), @() logical (T), @() double (L), ...
%!        @() T(:, :, 1) * U(:, :, 2).', @() T(:, :, 3) * S.', @() ttt (T, U, [2 3]), ...
%!        @() view (T, nd.newaxis (), 2, ":", [3 1 3])};
%! names = cellfun (@func2str, ops, "uniformoutput", false);
%! for q = 1:numel (ops)
%!   fail_each_allocation (ops{q}, names{q});
%! endfor
%! assert (isequal (full (T), F));
%! assert (nnz (P), nnz (T) + (T(3, 4, 5) == 0));

%!function T = assign_in (T, subs, x)
%!  T(subs{:}) = x;
%!endfunction

%!test
%! ## assignments: in place, grown, bulk, deleting, into a view
%! rand ("seed", 18);
%! T0 = ndsprand ([30 20 10], 0.05);
%! ops = {@() assign_in (T0, {3, 4, 5}, 7), @() assign_in (T0, {31, 2, 1}, 1), ...
%!        @() assign_in (T0, {":", 2, ":"}, 5), @() assign_in (T0, {[1 3], [2 2], 4}, [1 2; 3 4]), ...
%!        @() assign_in (T0, {":", 3, ":"}, []), @() assign_in (T0(2:10, :, :), {1, 1, 1}, 9), ...
%!        @() assign_in (T0, {T0 > 0.5}, 0)};
%! for q = 1:numel (ops)
%!   fail_each_allocation (ops{q}, func2str (ops{q}));
%! endfor
