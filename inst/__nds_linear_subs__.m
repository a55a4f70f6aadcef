## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {@var{subs} =} __nds_linear_subs__ (@var{lin}, @var{sz})
## Internal: the subscript rows (1-based, double) of the column-major linear
## indices @var{lin} (1-based) in an array of size @var{sz}, one column per
## element of @var{sz}; in double arithmetic, exact below 2^53.  The one place
## of this loop (ndsprand, the sparse product's entries).
## @end deftypefn
function subs = __nds_linear_subs__ (lin, sz)
  if (nargin != 2)
    print_usage ();
  endif
  subs = zeros (numel (lin), numel (sz));
  r = double (lin(:)) - 1;
  for d = 1:numel (sz)
    q = floor (r / sz(d));
    subs(:, d) = r - q * sz(d) + 1;
    r = q;
  endfor
endfunction

%!test
%! sz = [3 4 2 5];
%! lin = (1:prod (sz))';
%! c = cell (1, 4);
%! [c{:}] = ind2sub (sz, lin);
%! assert (__nds_linear_subs__ (lin, sz), [c{:}]);
%! assert (__nds_linear_subs__ (2^52 + 1, [2^26 2^27]), [1 2^26 + 1]);
%! assert (size (__nds_linear_subs__ (zeros (0, 1), [2 3])), [0 2]);
%!error <Invalid call> __nds_linear_subs__ (1)
