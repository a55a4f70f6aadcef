## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {} tnswrite (@var{file}, @var{D})
## Write the distributed tensor to a FROSTT @file{.tns} file (collective): the blocks
## are gathered to rank 0, which writes them with @code{tnswrite} (to a name of its
## own beside @var{file}, renamed to @var{file} when complete: a job that fails
## midway leaves no half-written @var{file}).  An error on rank 0 is an error on every
## rank (@code{ndsparse:tnswrite}).
## @example
## @group
## D = dndsparse (ndsparse ([1 2 3; 3 1 2], [1; 2], [3 3 3]));
## f = [tempname() ".tns"];
## tnswrite (f, D);
## T = tnsread (f);      # on any rank, once written
## @end group
## @end example
## @seealso{dtnsread, collect, tnsread}
## @end deftypefn

function tnswrite (file, D)
  if (nargin != 2)
    print_usage ();
  endif
  if (! isa (D, "dndsparse"))
    error ("ndsparse:tnswrite", "tnswrite: the tensor comes second: tnswrite (FILE, D)");
  endif
  T = collect (D);
  failed = 0;
  msg = "";
  if (D.rank == 0)
    try
      tnswrite (file, T);
    catch err
      failed = 1;
      msg = err.message;
    end_try_catch
  endif
  if (__ndsmpi__ ("allreduce", failed, 1, 0))
    if (D.rank == 0)
      error ("ndsparse:tnswrite", "%s", msg);
    endif
    error ("ndsparse:tnswrite", "tnswrite: rank 0 failed to write %s", file);
  endif
endfunction

%!test
%! T = ndsparse ([1 2 3; 3 1 2], [1; 2], [3 3 3]);
%! D = dndsparse (T);
%! f = "";
%! if (mpirank () == 0)
%!   f = [tempname() ".tns"];
%! endif
%! f = char (__ndsmpi__ ("bcast", double (f), 0, 0));
%! tnswrite (f, D);
%! if (mpirank () == 0)
%!   assert (isequal (tnsread (f, [3 3 3]), T));
%!   delete (f);
%! endif
%!error id=ndsparse:tnswrite tnswrite ("/nonexistent/dir/x.tns", dndsparse (ndsparse ([1 1], 1)))
%!error id=ndsparse:tnswrite tnswrite (dndsparse (ndsparse ([1 1], 1)), "x.tns")
