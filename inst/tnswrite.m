## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {ndsparse} {} tnswrite (@var{file}, @var{T})
## Write the tensor @var{T} to a FROSTT @file{.tns} text file.
##
## One line per stored nonzero, in storage order (column-major, as @code{find}
## lists them): the @code{ndims (T)} 1-based indices, then the value.  A value is
## printed with the fewest significant digits (15, 16 or 17) that read back as
## exactly the same double, so @code{tnsread} returns @var{T} bit for bit; integer
## values are printed as integers, and non-finite ones as @code{inf}, @code{-inf},
## @code{nan}.  Single values (a single @var{T}) are printed with the fewest
## digits (6 to 9) that read back as exactly the same single, so
## @code{tnsread (file, "class", "single")} returns them bit for bit.  Views are written as the tensors they show; logical tensors are
## written with the value 1 (they read back as double).  @var{T} may also be a full
## or sparse numeric or logical array, written as @code{ndsparse (T)}.
##
## An empty tensor writes an empty file, which @code{tnsread (file, sz)} reads back
## when given the size.  The size itself is not stored: @code{tnsread (file)}
## takes the largest index of each mode, so trailing all-zero slices need
## @code{tnsread (file, size (T))}.
##
## A name ending in @file{.gz} is written compressed with zlib, as one gzip member
## per block of 65536 lines compressed in parallel (gzip, zcat and every zlib
## reader read such concatenated members as one stream).  The text is first written
## to a temporary file beside @var{file} that replaces it only once complete, so an
## error (a full disk, say) never leaves a partial file.  Errors have the
## identifier @code{ndsparse:tnswrite}.
##
## @example
## @group
## T = ndsparse ([1 2 3; 2 1 1; 1 1 1], [0.1; -2; 1e-300], [2 2 3]);
## f = [tempname() ".tns.gz"];
## tnswrite (f, T);
## isequal (tnsread (f), T)       # true
## delete (f);
## @end group
## @end example
## @seealso{tnsread, ndsparse, find}
## @end deftypefn

function tnswrite (file, T)
  if (nargin != 2)
    print_usage ();
  endif
  if (isa (T, "ndsparse"))
    [~, T] = __nds_real_only__ ("tnswrite", T);
  endif
  file = nds_io_file ("tnswrite", file);
  if (! isa (T, "ndsparse"))
    if (! (isnumeric (T) || islogical (T)) || iscomplex (T))
      error ("ndsparse:tnswrite",
             "tnswrite: T must be an ndsparse tensor or a real numeric or logical array");
    endif
    if (isa (T, "single"))
      T = ndsparse (T);
    else
      T = ndsparse (double (T));
    endif
  endif
  [subs, vals] = find (T);
  if (! isa (vals, "single"))
    vals = double (vals);          # single values are printed to single precision
  endif
  __nds_tnswrite__ (file, int64 (subs), vals);
endfunction

%!shared f
%! f = [tempname() ".tns"];

%!test
%! ## round trips of random 1-D to 6-D tensors, with values needing 17 digits
%! rand ("seed", 5);
%! randn ("seed", 5);
%! unwind_protect
%!   for N = 1:6
%!     sz = randi (5, 1, N) + 1;
%!     n = 30;
%!     T = ndsparse (ceil (rand (n, N) .* sz), randn (n, 1) .* 10 .^ randi ([-300 300], n, 1), sz);
%!     tnswrite (f, T);
%!     assert (isequal (tnsread (f, size (T)), T), sprintf ("N = %d (seed 5)", N));
%!     [s1, v1] = find (T);
%!     [s2, v2] = find (tnsread (f));
%!     assert (isequal (s1, s2) && isequal (v1, v2), sprintf ("N = %d (seed 5)", N));
%!   endfor
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## the exact text: shortest digits, integers, storage order
%! T = ndsparse ([2 1; 1 2; 1 1; 3 1], [0.1; 3; -2.5e-10; 1/3], [3 2]);
%! unwind_protect
%!   tnswrite (f, T);
%!   assert (fileread (f), ["1 1 -2.5e-10\n" "2 1 0.1\n" ...
%!                          "3 1 0.3333333333333333\n" "1 2 3\n"]);
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## views, logical tensors, full and sparse arrays, non-finite values
%! A = reshape (1:24, 2, 3, 4) .* (mod (reshape (1:24, 2, 3, 4), 3) == 0);
%! A(2, 3, 4) = Inf;
%! A(1, 1, 2) = NaN;
%! T = ndsparse (A);
%! unwind_protect
%!   V = T(:, 2:3, 2:4);
%!   tnswrite (f, V);
%!   assert (isequaln (full (tnsread (f, size (V))), A(:, 2:3, 2:4)));
%!   tnswrite (f, T(2, :, :));
%!   assert (isequaln (full (tnsread (f, [1 3 4])), A(2, :, :)));
%!   L = ndsparse (A > 10);
%!   tnswrite (f, L);
%!   assert (isequal (full (tnsread (f, size (L))), double (A > 10)));
%!   tnswrite (f, sparse ([0 2; 3 0]));
%!   assert (isequal (full (tnsread (f)), [0 2; 3 0]));
%!   tnswrite (f, [0 0 7]);
%!   assert (isequal (full (tnsread (f, [1 3])), [0 0 7]));
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## empty tensors write empty files; gzip round trip and its bytes
%! unwind_protect
%!   tnswrite (f, ndsparse ([], [], [4 0 2]));
%!   assert (isempty (fileread (f)));
%!   T = tnsread (f, [4 0 2]);
%!   assert (size (T), [4 0 2]);
%!   g = [f ".gz"];
%!   T = ndsprand ([30 40 50], 0.01, 3);
%!   tnswrite (g, T);
%!   fid = fopen (g);
%!   magic = fread (fid, 2)';
%!   fclose (fid);
%!   assert (magic, [31 139]);
%!   assert (isequal (tnsread (g, size (T)), T));
%!   tnswrite (g, ndsparse ([], [], [2 2]));
%!   assert (nnz (tnsread (g, [2 2])), 0);
%! unwind_protect_cleanup
%!   unlink (f);
%!   if (exist ([f ".gz"], "file"))
%!     unlink ([f ".gz"]);
%!   endif
%! end_unwind_protect
%!test
%! ## an unwritable place: the error names the file, nothing is left behind
%! d = tempname ();
%! mkdir (d);
%! unwind_protect
%!   fail ("tnswrite (fullfile (d, 'no', 'x.tns'), ndsparse (1))", "cannot write it");
%!   fail ("tnswrite (d, ndsparse (1))", "not a regular file");
%!   assert (numel (dir (d)), 2);
%! unwind_protect_cleanup
%!   rmdir (d);
%! end_unwind_protect
%!error id=ndsparse:tnswrite tnswrite (1, ndsparse (1))
%!error <T must be an ndsparse tensor> tnswrite ("x.tns", {1})
%!error <T must be an ndsparse tensor> tnswrite ("x.tns", 1i)
%!error <Invalid call> tnswrite ("x.tns")
