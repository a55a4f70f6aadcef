## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{R} =} loadobj (@var{R})
## Called by @code{load} on a rowsparse it has read; returns it unchanged.  Its
## presence is what lets Octave's @code{-hdf5} reader accept a class object (it
## reports failure for a class without @code{loadobj}); the other formats do not
## need it.
##
## @example
## @group
## R = rowsparse ([1 2], 2, [3 2]);
## f = [tempname() ".h5"];
## save ("-hdf5", f, "R");
## S = load (f);
## isequal (S.R, R)            # true
## delete (f);
## @end group
## @end example
## @seealso{rowsparse, save, load}
## @end deftypefn

function R = loadobj (R)
endfunction

%!test
%! R = rowsparse ([1 2; 3 4], [3 1], [5 2]);
%! assert (isequal (loadobj (R), R));
