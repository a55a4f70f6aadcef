## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{X} =} loadobj (@var{X})
## Called by @code{load} on a csr it has read; returns it unchanged.  Octave's
## @code{-hdf5} reader accepts a class object only when it has this method.
##
## @example
## @group
## X = csr (eye (2));
## f = [tempname() ".h5"];
## save ("-hdf5", f, "X");
## S = load (f);
## isequal (S.X, X)            # true
## delete (f);
## @end group
## @end example
## @seealso{csr, save, load}
## @end deftypefn

function X = loadobj (X)
endfunction

%!assert (isequal (loadobj (csr (eye (2))), eye (2)))
