## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{B} =} subsref (@var{R}, @var{s})
## Indexing @code{@var{R}(@dots{})} of a rowsparse, with Octave's semantics for
## arrays: a full result, indexed from the full array @var{R} becomes after
## checking its size against @code{ndsparse_config ("max_dense")} (there is no
## row-sparse indexing kernel).  For the stored rows use @code{rowdata} and
## @code{rowindices}, and @code{retain} to keep some rows; a rowsparse has no
## fields and no cell indexing.
##
## @example
## @group
## R = rowsparse ([1 2; 3 4], [2 4], [4 2]);
## R(4, :)                     # 3 4
## R(end)                      # 4
## @end group
## @end example
## @seealso{rowdata, retain, full}
## @end deftypefn

function varargout = subsref (R, s)
  if (! strcmp (s(1).type, "()"))
    error ("ndsparse:rowsparse",
           "rowsparse: %s indexing is not defined; use rowindices (R), rowdata (R) or R(...)",
           s(1).type);
  endif
  [varargout{1:max (nargout, 1)}] = subsref (rsp_dense (R, "subsref", false), s);
endfunction

%!test
%! R = rowsparse ([1 2; 3 4], [2 4], [4 2]);
%! F = full (R);
%! assert (R(4, :), [3 4]);
%! assert (R(end), 4);
%! assert (R(:, 2), F(:, 2));
%! assert (R(:), F(:));
%! assert (R(logical ([1 0 1 1]), 1), F(logical ([1 0 1 1]), 1));
%! A = zeros (3, 2, 2);
%! A(2, :, :) = 5;
%! R3 = rowsparse (A);
%! assert (R3(2, 2, 2), 5);
%! assert (R3(:, :, 1), A(:, :, 1));
%!error id=ndsparse:rowsparse x = rowsparse (1).idx
%!error id=ndsparse:rowsparse x = rowsparse (1){1}
%!error <out of bound> rowsparse ([1 2], 1, [3 2])(4, 1)
%!test
%! old = ndsparse_config ("max_dense", 7);
%! unwind_protect
%!   fail ("rowsparse ([1 2], 1, [4 2])(1)", "max_dense");
%! unwind_protect_cleanup
%!   ndsparse_config ("max_dense", old);
%! end_unwind_protect
