## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{e} =} end (@var{X}, @var{k}, @var{n})
## The value of @code{end} as index @var{k} of @var{n} in @code{@var{X}(@dots{})}:
## as for an array of the same size (the last index counts the trailing
## dimensions together).
##
## @example
## @group
## X = csr (magic (4));
## B = X(end-1:end, :);       # the last two rows, a csr
## @end group
## @end example
## @seealso{subsref, size}
## @end deftypefn

function e = end (X, k, n)
  e = __nds_class_size__ (X.sz, "end", k, n);
endfunction

%!test
%! A = magic (4);
%! X = csr (A);
%! assert (full (X(end-1:end, :)), A(end-1:end, :));
%! assert (X(end, end), sparse (A(end, end)));
%! assert (X(end), sparse (A(end)));
