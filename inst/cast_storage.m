## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{Y} =} cast_storage (@var{X}, @var{stype})
## MXNet's name for @code{tostype (@var{X}, @var{stype})}: @var{X} in the storage
## type @code{"default"}, @code{"csr"}, @code{"row_sparse"}, @code{"coo"} or
## @code{"csc"}.
##
## @example
## @group
## R = cast_storage ([0 0; 1 2], "row_sparse");
## rowindices (R)'             # 2
## @end group
## @end example
## @seealso{tostype, stype}
## @end deftypefn

function Y = cast_storage (X, s)
  if (nargin != 2)
    print_usage ();
  endif
  [~, X] = __nds_real_only__ ("cast_storage", X);
  Y = tostype (X, s);
endfunction

%!assert (isequal (cast_storage ([0 0; 1 2], "csr"), [0 0; 1 2]))
%!assert (stype (cast_storage ([0 0; 1 2], "csr")), "csr")
%!error <Invalid call> cast_storage (1)
