## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {out =} __nds_class_size__ (sz, nout, dims...)
## Internal: the size method of the
## classes that keep their shape in a field (rowsparse, csrmatrix): what size
## gives for an array of size sz called with nout outputs and the dimension
## arguments dims (1 past the last dimension; several outputs, the last one the
## product of the remaining dimensions), as a cell of the outputs.
## __nds_class_size__ (sz, "end", k, n) is the value of end as index k of n.
## @end deftypefn
function out = __nds_class_size__ (sz, nout, varargin)
  if (ischar (nout))
    [k, n] = varargin{:};
    sz(end+1:k) = 1;
    if (k < n)
      out = sz(k);
    else
      out = prod (sz(k:end));
    endif
  elseif (! isempty (varargin))
    dims = [varargin{:}];
    if (! isnumeric (dims) || isempty (dims) || any (dims < 1 | dims != fix (dims)))
      error ("size: requested dimension DIM (= %s) out of range", mat2str (dims));
    endif
    s = ones (size (dims));
    in = dims <= numel (sz);
    s(in) = sz(dims(in));
    if (nout <= 1)
      out = {s};
    else
      out = num2cell (s);
    endif
  elseif (nout <= 1)
    out = {sz};
  else
    sz(end+1:nout) = 1;
    sz(nout) = prod (sz(nout:end));
    out = num2cell (sz(1:nout));
  endif
endfunction

%!assert (__nds_class_size__ ([3 4 2], 1), {[3 4 2]})
%!assert (__nds_class_size__ ([3 4 2], 2), {3, 8})
%!assert (__nds_class_size__ ([3 4], 1, 3), {1})
%!assert (__nds_class_size__ ([3 4], 2, [2 1]), {4, 3})
%!assert (__nds_class_size__ ([3 4 2], "end", 2, 2), 8)
%!assert (__nds_class_size__ ([3 4 2], "end", 2, 3), 4)
%!error <out of range> __nds_class_size__ ([3 4], 1, 0)
