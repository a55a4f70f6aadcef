## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{T} =} ipermute (@var{R}, @var{perm})
## The inverse of @code{permute}: @code{ipermute (permute (@var{T}, @var{perm}),
## @var{perm})} is @var{T}.
##
## @example
## @group
## T = ndsparse ([1 2 3; 2 1 1], [5; 6], [2 3 4]);
## isequal (ipermute (permute (T, [3 1 2]), [3 1 2]), T)   # true
## @end group
## @end example
## @seealso{permute}
## @end deftypefn

function T = ipermute (R, perm)
  if (nargin != 2)
    print_usage ();
  endif
  if (! isnumeric (perm) || ! isvector (perm)
      || ! isequal (sort (perm(:)).', 1:numel (perm)))
    error ("ndsparse:perm", "ipermute: PERM must be a permutation of 1:N");
  endif
  inv(perm) = 1:numel (perm);
  T = permute (R, inv);
endfunction

%!test
%! T = ndsparse ([1 2 3; 2 1 1; 2 3 4], [5; 6; -1], [2 3 4]);
%! F = full (T);
%! assert (full (ipermute (T, [3 1 2])), ipermute (F, [3 1 2]));
%! assert (isequal (ipermute (permute (T, [2 3 1]), [2 3 1]), T));
%!error id=ndsparse:perm ipermute (ndsparse ([1 1 1], 1), [1 3])
%!error <Invalid call> ipermute (ndsparse ([1 1 1], 1))
