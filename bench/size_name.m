## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## s = size_name (n): a benchmark size as people write it, "1e6" for 1000000
## (also "2.5e6"), for the report's sections, the charts and their file names.
function s = size_name (n)
  s = regexprep (sprintf ("%.4e", n), '\.?0*e\+0*', "e");
endfunction

%!assert (size_name (1e5), "1e5")
%!assert (size_name (1e6), "1e6")
%!assert (size_name (2.5e6), "2.5e6")
%!assert (size_name (1e10), "1e10")
