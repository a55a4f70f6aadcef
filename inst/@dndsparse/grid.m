## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{g} =} grid (@var{D})
## The decomposition of @var{D}: a struct with @code{dims} (the grid P1 x @dots{} x
## PN), @code{ranges} (per mode, the 1-based first index of each of its Pn ranges and
## one past the last), @code{used} (ranks in the grid; the others are idle),
## @code{coords} (this rank's 0-based grid position, empty when idle) and
## @code{coarse}.  No communication.
## @example
## @group
## g = grid (dndsparse (ndsparse ([1 2 3], 1, [4 4 4])));
## g.dims          # [1 1 1] with one rank
## @end group
## @end example
## @seealso{dndsparse, local}
## @end deftypefn

function g = grid (D)
  g = struct ("dims", D.dims, "ranges", {cellfun(@(b) b + 1, D.bounds, "uniformoutput", false)},
              "used", D.used, "coords", D.coords, "coarse", D.coarse);
endfunction

%!test
%! g = grid (dndsparse (ndsparse ([1 2 3], 1, [4 4 4])));
%! assert (prod (g.dims), g.used);
%! assert (g.used <= mpisize ());
%! for n = 1:3
%!   assert (g.ranges{n}([1 end]), [1 5]);
%!   assert (numel (g.ranges{n}), g.dims(n) + 1);
%! endfor
