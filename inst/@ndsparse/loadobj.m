## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {@var{T} =} loadobj (@var{S})
## The tensor stored in a file, as Octave's @code{load} rebuilds it: called by
## @code{load} for @code{-v7} and @code{-v6} files and for text and binary files
## of earlier versions of the package (which stored an old-style object).  Every
## invariant of the stored form is checked first (coordinates in range, sorted and
## distinct, no stored zeros, consistent sizes, a view inside its storage): a
## corrupted or forged file is an @code{ndsparse:load} error of @code{load} naming
## what is wrong, never a tensor that crashes later.  (Octave's reader of
## @code{-v7} and @code{-v6} files replaces an error of @code{loadobj} by its own,
## with no identifier: so @code{loadobj} warns and returns a tensor holding the
## error, which @code{load} raises, as does every use of the tensor.)
##
## A tensor made by @code{complex} stays complex, its imaginary parts zero, through
## the text, binary and HDF5 formats, and narrows to real through @code{-v7} and
## @code{-v6}, as Octave's @code{complex (1, 0)} does.  @code{-float-binary} and
## @code{-float-hdf5} store a tensor in full precision: in single precision its
## sizes and coordinates above 2^24 would round.
##
## @example
## @group
## T = ndsparse ([1 2; 3 1], [5; 6], [3 2]);
## f = [tempname() ".mat"];
## save ("-v7", f, "T");
## U = load (f).T;
## isequal (T, U)        # true
## delete (f);
## @end group
## @end example
##
## @seealso{ndsparse, save, load}
## @end deftypefn

function T = loadobj (S)
  if (nargin != 1)
    print_usage ();
  endif
  try
    T = __nds_load__ (struct (S));
  catch err
    ## Octave's reader of -v7 and -v6 files replaces loadobj's error by its own
    ## "trouble reading binary file" one, with no identifier: the warning says what
    ## is wrong with the file, and the tensor returned holds the error, which load
    ## raises (ndsparse:load) once the reader has returned, as does any use of it
    warning ("ndsparse:load", "%s", err.message);
    T = __nds_load_failed__ (err.message);
  end_try_catch
endfunction

%!test
%! T = ndsparse ([1 2 1; 3 1 2], [5; 6], [3 2 2]);
%! assert (isequal (loadobj (T), T));
%!test
%! ## a view with pending entries comes back with its view and its entries
%! T = ndsparse ([1 2 1; 3 1 2], [5; 6], [3 2 2]);
%! V = T(2:3, :, 2);
%! V(1, 1) = 4;
%! assert (isequal (full (loadobj (V)), full (V)));
## the checks loadobj makes (through __nds_load__, which it calls on the fields)
%!shared S
%! S = struct (ndsparse ([1 2 1; 3 1 2], [5; 6], [3 2 2]));
%!error <SUBS\(2,1\) = 9 is outside 1..3> X = S; X.subs(2, 1) = 9; __nds_load__ (X);
%!error <SUBS\(1,2\) = -5 is outside> X = S; X.subs(1, 2) = -5; __nds_load__ (X);
%!error <stored coordinates 1 and 2 are out of order> X = S; X.subs = X.subs([2 1], :); __nds_load__ (X);
%!error <stored coordinates 1 and 2 are equal> X = S; X.subs(2, :) = X.subs(1, :); __nds_load__ (X);
%!error <stored value 2 is zero> X = S; X.vals(2) = 0; __nds_load__ (X);
%!error <1 values for 2 stored coordinates> X = S; X.vals = 1; __nds_load__ (X);
%!error <SUBS must be an int64 matrix> X = S; X.subs = double (X.subs); __nds_load__ (X);
%!error <USZ\(1\) = -3 is not a size> X = S; X.usz(1) = -3; __nds_load__ (X);
%!error <no field 'vals'> X = rmfield (S, "vals"); __nds_load__ (X);
%!error <view dim 1 \(offset 2, size 3\) is outside dimension 1> X = S; X.offs(1) = 2; __nds_load__ (X);
%!error <HIDDEN must be increasing> X = S; X.hidden = [3 2]; X.shape = [3 1 1 2 2]; __nds_load__ (X);
%!error <PSUBS\(1,3\) = 7 is outside> X = S; X.psubs = int64 ([1 1 7]); X.pvals = 1; __nds_load__ (X);
%!error <PSUBS and PVALS differ> X = S; X.psubs = int64 ([1 1 1]); __nds_load__ (X);
%!error <PVALS and VALS differ in class> X = S; X.psubs = int64 ([1 1 1]); X.pvals = true; __nds_load__ (X);
%!error <fixed dimension 3 at 4 is outside> X = S; X.fixed(3) = true; X.offs(3) = 3; X.shape = [3 2]; X.order = [1 2]; __nds_load__ (X);
%!error <ORDER must list each active dimension once> X = S; X.order = [1 1 2]; __nds_load__ (X);
%!error <ORDER must list each active dimension once> X = S; X.order = [3 1]; __nds_load__ (X);
%!test
%! ## complex VALS whose imaginary parts are all zero narrow to real, as a tensor
%! ## made any other way does; one nonzero imaginary part keeps them complex
%! X = S; X.vals = complex (X.vals, 0);
%! T = __nds_load__ (X);
%! assert (isreal (T) && ! iscomplex (T) && isreal (full (T)));
%! assert (isequal (T, ndsparse ([1 2 1; 3 1 2], [5; 6], [3 2 2])));
%! X.vals = complex ([5; 6], [0; -1]);
%! T = __nds_load__ (X);
%! assert (iscomplex (T));
%! assert (full (T), full (ndsparse ([1 2 1; 3 1 2], [5; 6 - 1i], [3 2 2])));
%!error <stored value 2 is zero> X = S; X.vals = complex ([5; 0], 0); __nds_load__ (X);
%!error <ORDER must list each active dimension once> X = S; X.fixed(3) = true; X.shape = [3 2]; __nds_load__ (X);
%!error <ORDER must be a vector> X = S; X.order = "ab"; __nds_load__ (X);
%!error id=ndsparse:load X = S; X.shape = [3 2 2 5]; __nds_load__ (X);
## the tensor loadobj returns for an invalid file: every use raises its error
%!error id=ndsparse:load full (__nds_load_failed__ ("load: not a valid ndsparse tensor: forged"))
%!error <load: not a valid ndsparse tensor: forged> size (__nds_load_failed__ ("load: not a valid ndsparse tensor: forged"))
%!error id=ndsparse:load __nds_load_failed__ ("load: forged") + 1
%!error id=ndsparse:load sum (__nds_load_failed__ ("load: forged"), 1)
%!test
%! S.T = __nds_load_failed__ ("load: forged");
%! for fmt = {"-text", "-binary", "-v7", "-hdf5"}
%!   f = tempname ();
%!   unwind_protect
%!     try
%!       save (fmt{1}, f, "-struct", "S");
%!       error ("saved in %s", fmt{1});
%!     catch err
%!       assert (err.identifier, "ndsparse:load");
%!     end_try_catch
%!   unwind_protect_cleanup
%!     if (exist (f, "file"))
%!       unlink (f);
%!     endif
%!   end_unwind_protect
%! endfor
%!error <MSG must be a string> __nds_load_failed__ (1)
