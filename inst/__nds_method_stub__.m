## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {[@dots{}] =} __nds_method_stub__ (@var{file}, @var{classes}, @var{nout}, @dots{})
## Internal: the body of the help files that @file{post_install.m} writes for
## the package's methods (@file{methods-help/ttv.m}, @dots{}).
##
## Such a file, @var{file} (its full path without @file{.m}), runs only when no
## argument is of the package's classes @var{classes} (a class's method wins over
## a function of the same name).  If another function of that name is on the
## path (Tensor Toolbox's top-level @code{cp_als}, @code{cp_apr}, @code{hosvd},
## @code{tucker_als}, wherever the two are on the path), the call goes to it,
## with @var{nout} outputs; otherwise an @code{ndsparse:type} error says what the
## name is and how to call it.
##
## @example
## @group
## ## in an installed package, with no Tensor Toolbox:
## try, cp_als (rand (3, 3, 3), 2); catch err, disp (err.message); end
## @end group
## @end example
## @seealso{post_install, __nds_missing_hook__}
## @end deftypefn

function varargout = __nds_method_stub__ (file, classes, nout, varargin)
  if (nargin < 3 || ! ischar (file) || ! ischar (classes) || ! isscalar (nout))
    print_usage ();
  endif
  [here, name] = fileparts (file);
  saved = path ();
  rmpath (here);
  unwind_protect
    other = any (exist (name) == [2 3 5]);
    if (other)
      varargout = cell (1, max (nout, 1));
      [varargout{:}] = feval (name, varargin{:});
    endif
  unwind_protect_cleanup
    path (saved);
  end_unwind_protect
  if (! other)
    error ("ndsparse:type", ["%s: a method of %s, but no argument is one: convert ", ...
                             "first, %s (ndsparse (X), ...) (help %s)"],
           name, classes, name, name);
  endif
endfunction

## A stub folder first on the path and another function of the same name after
## it, as methods-help and Tensor Toolbox are when Tensor Toolbox comes first
%!test
%! here = tempname ();
%! there = tempname ();
%! mkdir (here);
%! mkdir (there);
%! name = "nds_stub_probe_fn";
%! fid = fopen (fullfile (there, [name ".m"]), "w");
%! fputs (fid, sprintf ("function [a, b] = %s (x)\n  a = x + 1;  b = -x;\nendfunction\n", name));
%! fclose (fid);
%! saved = path ();
%! unwind_protect
%!   addpath (here);
%!   addpath (there, "-end");
%!   [a, b] = __nds_method_stub__ (fullfile (here, name), "ndsparse", 2, 41);
%!   assert ([a, b], [42, -41]);
%!   a = __nds_method_stub__ (fullfile (here, name), "ndsparse", 0, 1);
%!   assert (a, 2);
%!   assert (! isempty (strfind (path (), here)));
%!   rmpath (there);
%!   err = "";
%!   try
%!     __nds_method_stub__ (fullfile (here, name), "ndsparse", 1, 1);
%!   catch e
%!     err = e;
%!   end_try_catch
%!   assert (err.identifier, "ndsparse:type");
%!   assert (err.message, ["nds_stub_probe_fn: a method of ndsparse, but no argument ", ...
%!                         "is one: convert first, nds_stub_probe_fn (ndsparse (X), ...) ", ...
%!                         "(help nds_stub_probe_fn)"]);
%!   assert (! isempty (strfind (path (), here)));  # the path is restored on errors too
%! unwind_protect_cleanup
%!   path (saved);
%!   confirm_recursive_rmdir (false, "local");
%!   rmdir (here, "s");
%!   rmdir (there, "s");
%! end_unwind_protect

%!error <Invalid call> __nds_method_stub__ ()
%!error <Invalid call> __nds_method_stub__ (1, "ndsparse", 1)
