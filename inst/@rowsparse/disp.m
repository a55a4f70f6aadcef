## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {} disp (@var{R})
## @deftypefnx {ndsparse} {@var{str} =} disp (@var{R})
## Print the rowsparse @var{R}: its shape, the number of stored rows and the
## share of rows they are, then up to 10 stored rows as @code{row i: values}
## (an N-D row's values in column-major order), without a full array.
##
## @example
## @group
## disp (rowsparse ([1 2; 3 4], [2 5], [6 2]))
## @end group
## @end example
## @seealso{display, rowsparse}
## @end deftypefn

function varargout = disp (R)
  ## (as Octave's disp: str = disp (R) returns the text and prints nothing)
  [varargout{1:nargout}] = __nds_disp__ (@rsp_print, R, nargout);
endfunction

function rsp_print (R)
  k = numel (R.idx);
  share = 100 * k / max (R.sz(1), 1);
  printf ("rowsparse %s %sarray, %d stored row%s (%.4g%% of the rows)\n",
          strjoin (arrayfun (@num2str, R.sz, "uniformoutput", false), "x"),
          ifelse_str (isa (R.data, "single"), "single ", ""), k,
          ifelse_str (k == 1, "", "s"), share);
  shown = min (k, 10);
  if (shown == 0)
    return;
  endif
  rows_2d = reshape (R.data(1:shown, :), shown, []);
  width = columns (rows_2d);
  limit = min (width, 10);
  label = arrayfun (@(i) sprintf ("row %d:", i), R.idx(1:shown), "uniformoutput", false);
  label = char (label);
  values = num2str (rows_2d(:, 1:limit));
  for t = 1:shown
    more = "";
    if (width > limit)
      more = sprintf ("  ... (%d values per row)", width);
    endif
    printf ("  %s  %s%s\n", label(t, :), values(t, :), more);
  endfor
  if (k > shown)
    printf ("  ... %d more stored rows\n", k - shown);
  endif
endfunction

function s = ifelse_str (c, a, b)
  if (c)
    s = a;
  else
    s = b;
  endif
endfunction

%!test
%! out = evalc ("disp (rowsparse ([1 2; 3 4], [2 5], [6 2]))");
%! assert (! isempty (strfind (out, "rowsparse 6x2 array, 2 stored rows (33.33% of the rows)")));
%! assert (! isempty (regexp (out, "row 2:\\s+1\\s+2", "once")));
%! assert (! isempty (regexp (out, "row 5:\\s+3\\s+4", "once")));
%!test
%! out = evalc ("disp (rowsparse (ones (12, 3, 5)))");
%! assert (! isempty (strfind (out, "rowsparse 12x3x5 array, 12 stored rows (100% of the rows)")));
%! assert (! isempty (strfind (out, "(15 values per row)")));
%! assert (! isempty (strfind (out, "2 more stored rows")));
%! assert (isempty (strfind (out, "row 11:")));
%!test
%! out = evalc ("disp (rowsparse ([], [], [0 3]))");
%! assert (strtrim (out), "rowsparse 0x3 array, 0 stored rows (0% of the rows)");
%! out = evalc ("disp (rowsparse (7, 1, [1 1]))");
%! assert (! isempty (strfind (out, "1 stored row (100% of the rows)")));
%!test
%! s = evalc ("disp (rowsparse (single ([1 2]), 3, [4 2]))");
%! assert (! isempty (strfind (s, "rowsparse 4x2 single array, 1 stored row")));
%! s = evalc ("disp (rowsparse ([1 2], 3, [4 2]))");
%! assert (! isempty (strfind (s, "rowsparse 4x2 array, 1 stored row")));
