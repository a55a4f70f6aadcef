## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {sz =} __nds_model_size__ (U)
## @deftypefnx {} {sz =} __nds_model_size__ (U, d)
## @deftypefnx {} {} __nds_model_size__ (sa, sb, "check")
## Internal: the size method of cpmodel and tuckermodel: the row counts of the factor cell U (1 past
## the last mode); __nds_model_size__ (sa, sb, "check") is an ndsparse:size error
## of innerprod unless the sizes sa and sb agree up to trailing ones.
## @end deftypefn
function sz = __nds_model_size__ (U, d, check)
  if (nargin == 3)
    [sa, sb] = deal (U, d);
    k = max (numel (sa), numel (sb));
    sa(end+1:k) = 1;
    sb(end+1:k) = 1;
    if (! isequal (sa, sb))
      error ("ndsparse:size", "innerprod: the model is %s but the other operand is %s",
             mat2str (sa), mat2str (sb));
    endif
    return;
  endif
  sz = cellfun (@rows, U(:).');
  if (nargin == 2)
    if (! (isnumeric (d) && isscalar (d) && d == fix (d) && d >= 1))
      error ("ndsparse:dims", "size: D must be a positive integer");
    endif
    if (d > numel (sz))
      sz = 1;
    else
      sz = sz(d);
    endif
  endif
endfunction

%!assert (__nds_model_size__ ({ones(2, 1), ones(3, 1)}), [2 3])
%!assert (__nds_model_size__ ({ones(2, 1), ones(3, 1)}, 3), 1)
%!test
%! __nds_model_size__ ([2 3], [2 3 1], "check");
%!error id=ndsparse:size __nds_model_size__ ([2 3], [2 4], "check")
%!error id=ndsparse:dims __nds_model_size__ ({1}, 0)
