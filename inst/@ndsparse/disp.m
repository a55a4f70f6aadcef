## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {} disp (@var{T})
## @deftypefnx {ndsparse} {@var{str} =} disp (@var{T})
## Print the tensor @var{T} in the style of Octave's sparse matrices: a header
## with the size, the number of nonzeros and the density, then one
## @code{(i, j, k) -> value} line per nonzero in column-major order.  With an
## output, the text is returned instead of printed, as Octave's @code{disp} does.
##
## @example
## disp (ndsparse ([1 1 1; 2 3 2], [0.5; -2], [2 3 2]))
## @end example
## @seealso{display, find}
## @end deftypefn

function str = disp (T)
  [s, v, shape] = nds_entries (T);
  cplx = iscomplex (T);     # complex (R, 0) shows as complex, as Octave shows complex (1)
  sz = nds_dims (shape);
  n = rows (s);
  if (islogical (v))
    kind = "logical ";
  elseif (cplx && isa (v, "single"))
    kind = "complex single ";
  elseif (cplx)
    kind = "complex ";
  elseif (isa (v, "single"))
    kind = "single ";
  else
    kind = "";
  endif
  text = sprintf ("ndsparse %stensor (size = %s, nnz = %d [%s])\n", kind,
                  nds_size_str (sz), n, nds_density (n, prod (sz)));
  if (n > 0)
    text = [text, "\n"];
    s = nds_subs_out (s, shape);
    w = floor (log10 (max (s, [], 1))) + 1;
    fmt = ["  (" strjoin(arrayfun (@(k) sprintf ("%%%dd", k), w, "uniformoutput", false), ", ") ") -> %s\n"];
    v = double (v);
    if (cplx)
      v = complex (v);      # (double narrows a complex value whose parts are real)
    endif
    vs = strtrim (cellstr (num2str (v)));
    args = [num2cell(s), vs].';
    text = [text, sprintf(fmt, args{:})];
  endif
  if (nargout > 0)
    str = text;
  else
    printf ("%s", text);
  endif
endfunction

## density as Octave prints it: a percentage, with more digits when small
function str = nds_density (n, total)
  if (total == 0)
    str = "0%";
    return;
  endif
  p = 100 * n / total;
  if (p == 0 || p >= 1)
    str = sprintf ("%.0f%%", p);
  else
    str = sprintf ("%.2g%%", p);
  endif
endfunction

%!test
%! str = evalc ("disp (ndsparse ([1 1 1; 2 3 2], [0.5; -2], [2 3 2]))");
%! assert (str, ["ndsparse tensor (size = 2x3x2, nnz = 2 [17%])\n\n" ...
%!               "  (1, 1, 1) -> 0.5\n  (2, 3, 2) -> -2\n"]);
%!test
%! ## with an output, the text comes back and nothing is printed
%! T = ndsparse ([1 1 1; 2 3 2], [0.5; -2], [2 3 2]);
%! out = evalc ("s = disp (T);");
%! assert (out, "");
%! assert (s, evalc ("disp (T)"));
%! assert (disp (ndsparse ([], [], [4 5])), "ndsparse tensor (size = 4x5, nnz = 0 [0%])\n");
%! assert (disp (T(2, :, :)), evalc ("disp (T(2, :, :))"));
%!test
%! str = evalc ("disp (ndsparse ([], [], [4 5]))");
%! assert (str, "ndsparse tensor (size = 4x5, nnz = 0 [0%])\n");
%! str = evalc ("disp (ndsparse ([2 1], single (2i), [2 2]))");
%! assert (str, "ndsparse complex single tensor (size = 2x2, nnz = 1 [25%])\n\n  (2, 1) -> 0+2i\n");
%! str = evalc ("disp (ndsparse ([10 1], true, [10 2]))");
%! assert (str, "ndsparse logical tensor (size = 10x2, nnz = 1 [5%])\n\n  (10, 1) -> 1\n");
%!test
%! ## complex (R, 0) shows as complex, a view of it that narrows as real, as Octave's
%! T = complex (ndsparse ([1 1; 2 2], [2; 3], [2 2]), 0);
%! assert (disp (T), ["ndsparse complex tensor (size = 2x2, nnz = 2 [50%])\n\n" ...
%!                    "  (1, 1) -> 2+0i\n  (2, 2) -> 3+0i\n"]);
%! assert (disp (T(1, :)), "ndsparse tensor (size = 1x2, nnz = 1 [50%])\n\n  (1, 1) -> 2\n");
