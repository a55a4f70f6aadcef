## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {} {} __nds_integer_refused__ (@var{X}, @var{what})
## @deftypefnx {} {} __nds_integer_refused__ (@var{X}, @var{what}, @var{name})
## Internal: the error (@code{ndsparse:class}) for an integer operand @var{X} of the
## operation @var{what}, naming it @var{name} ("an operand" when not given).  An
## ndsparse and the models hold logical, double, single and complex values, and
## Octave's own sparse matrices refuse integer operands ("sparse (1) + int8 (2)"
## errors), so they refuse them too rather than give a double where Octave's full
## arrays give a rounded, saturated integer.  The one wording of the package's
## integer rule: @@ndsparse's private nds_integer_refused, and cpmodel's and
## tuckermodel's innerprod, raise it.
## @end deftypefn
function __nds_integer_refused__ (X, what, name = "an operand")
  error ("ndsparse:class",
         ["%s: %s is %s; expected double, single or logical: integer operands " ...
          "are refused, as by Octave's sparse matrices: use double (X) for double " ...
          "arithmetic, or full (T) for Octave's integer rules"], what, name, class (X));
endfunction

%!error <innerprod: B is int8; expected double.*integer operands are refused> __nds_integer_refused__ (int8 (1), "innerprod", "B")
%!error id=ndsparse:class __nds_integer_refused__ (uint64 (1), "plus")
%!error <plus: an operand is uint64> __nds_integer_refused__ (uint64 (1), "plus")
%!test
%! ## the models' innerprod raise ndsparse's innerprod's id and message, for every
%! ## integer class and either order
%! rand ("seed", 39);
%! X = ndsprand ([4 3 2], 0.4);
%! models = {cpmodel([2; -1], {rand(4, 2), rand(3, 2), rand(2, 2)}), ...
%!           tuckermodel(rand (2, 3, 2), {rand(4, 2), rand(3, 3), rand(2, 2)})};
%! for c = {"int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64"}
%!   Y = cast (round (10 * full (X)), c{1});
%!   for m = models
%!     for k = 1:2
%!       args = {m{1}, Y};
%!       targs = {X, Y};
%!       if (k == 2)
%!         [args, targs] = deal (fliplr (args), fliplr (targs));
%!       endif
%!       try
%!         innerprod (targs{:});
%!         error ("no error from ndsparse's innerprod");
%!       catch want
%!       end_try_catch
%!       try
%!         innerprod (args{:});
%!         error ("no error from %s's innerprod for %s", class (m{1}), c{1});
%!       catch got
%!       end_try_catch
%!       assert ({got.identifier, got.message}, {want.identifier, want.message});
%!       assert (got.identifier, "ndsparse:class");
%!     endfor
%!   endfor
%! endfor
