## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## C = rsp_rowset (A, B, op): A + B, A - B (rows: the union of the stored rows) or
## A .* B (rows: the intersection) for rowsparse A and B of one size; op is
## "+", "-" or ".*".  Only stored rows are touched.
function C = rsp_rowset (A, B, op)
  if (! isequal (A.sz, B.sz))
    error ("Octave:nonconformant-args",
           "operator %s: nonconformant arguments (op1 is %s, op2 is %s)", op,
           dims_str (A.sz), dims_str (B.sz));
  endif
  C = A;
  if (strcmp (op, ".*"))
    [C.idx, ia, ib] = intersect (A.idx, B.idx);
    data = A.data(ia, :) .* B.data(ib, :);
  else
    C.idx = union (A.idx, B.idx);
    data = zeros (numel (C.idx), columns (A.data(:, :)),
                  class (A.data(1:0) + B.data(1:0)));   # single with double: single
    data(lookup (C.idx, A.idx), :) = A.data(:, :);
    ib = lookup (C.idx, B.idx);
    if (op == "+")
      data(ib, :) += B.data(:, :);
    else
      data(ib, :) -= B.data(:, :);
    endif
  endif
  C.idx = C.idx(:);
  C.data = reshape (data, [numel(C.idx), A.sz(2:end)]);
endfunction

function s = dims_str (sz)
  s = strjoin (arrayfun (@num2str, sz, "uniformoutput", false), "x");
endfunction
