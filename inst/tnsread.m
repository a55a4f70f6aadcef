## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{T} =} tnsread (@var{file})
## @deftypefnx {ndsparse} {@var{T} =} tnsread (@var{file}, @var{sz})
## @deftypefnx {ndsparse} {@var{T} =} tnsread (@dots{}, "class", @var{c})
## Read an ndsparse tensor from a FROSTT @file{.tns} text file.
##
## The file holds one nonzero per line: N 1-based integer indices, then the value,
## separated by spaces or tabs.  Lines starting with @code{#} and blank lines are
## skipped; CRLF line ends are accepted.  N is taken from the first data line, and
## every other data line must have N+1 fields.  Values are parsed with correct
## rounding (a value printed with 17 significant digits reads back as the same
## double); @code{inf}, @code{-inf} and @code{nan} are accepted.
##
## The size is the largest index in each mode, unless @var{sz} is given: then
## every index must lie within it, and a file with no data lines reads as the
## all-zero tensor of size @var{sz} (without @var{sz} it is an error).  @var{sz}
## has N elements, or more when those past N are 1, as Octave's sizes may be
## (@code{[2 4 1]} for lines of two indices).
## Duplicate coordinates are summed and zero values dropped, as the constructor
## @code{ndsparse (subs, vals, sz)} does.  A name ending in @file{.gz} is read
## through zlib.
##
## The option @code{"class"} is @code{"double"} (the default) or @code{"single"}:
## a tensor of single values (4 bytes each, MXNet's float32), each value read as
## a double and rounded to single once, the values that round to zero dropped.
##
## The file is parsed in C, in chunks of 32 MB split at line ends and shared among
## the OpenMP threads; the result does not depend on their number.  A line longer
## than 32 MB is an error.  Every error has the identifier @code{ndsparse:tnsread}
## (out of memory: @code{ndsparse:nomem}) and names the file and, for a malformed
## line, its number and what was expected there.
##
## @example
## @group
## T = ndsparse ([1 2 3; 2 1 1], [0.5; -2], [2 2 3]);
## f = [tempname() ".tns"];
## tnswrite (f, T);
## isequal (tnsread (f), T)       # true
## delete (f);
## @end group
## @end example
## @seealso{tnswrite, ndsparse, svmlightread, mmread}
## @end deftypefn

function T = tnsread (file, varargin)
  if (nargin < 1)
    print_usage ();
  endif
  sz = [];
  opts = varargin;
  if (! isempty (opts) && (! ischar (opts{1}) || mod (numel (opts), 2) == 1))
    sz = opts{1};
    opts(1) = [];
  endif
  opts = nds_io_options ("tnsread", struct ("class", "double"), opts);
  sng = nds_io_class ("tnsread", opts.class);
  file = nds_io_file ("tnsread", file);
  T = __nds_tnsread__ (file, sz);     # parsed, checked and built in one C call
  if (sng)
    T = single (T);
  endif
endfunction

## the oracle: the full array that sums VALS at SUBS, entry by entry
%!function A = dense_sum (subs, vals, sz)
%!  A = zeros ([sz 1]);
%!  for i = 1:rows (subs)
%!    c = num2cell (subs(i, :));
%!    A(c{:}) += vals(i);
%!  endfor
%!endfunction

%!shared f
%! f = [tempname() ".tns"];

%!test
%! ## "class", "single": each value read as a double, rounded to single once, the
%! ## ones that round to zero dropped, against the double read rounded by hand
%! unwind_protect
%!   fid = fopen (f, "w");
%!   fprintf (fid, "1 1 0.1\n2 3 %.17g\n1 2 1e-50\n2 1 1e40\n2 3 -2\n1 3 -inf\n", pi);
%!   fclose (fid);
%!   D = full (tnsread (f));
%!   T = tnsread (f, "class", "single");
%!   assert (isa (T, "ndsparse") && isa (T, "single"));
%!   assert (full (T), single (D));
%!   assert (nnz (T), 4);         # 1e-50 is 0 in single
%!   T = tnsread (f, [3 4], "CLASS", "single");
%!   assert (size (T), [3 4]);
%!   assert (full (T)(1:2, 1:3), single (D));
%!   assert (class (full (tnsread (f, "class", "double"))), "double");
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect

%!error id=ndsparse:tnsread tnsread ("x.tns", "class", "int8")
%!error <"class" must be "double" or "single"> tnsread ("x.tns", [2 2], "class", 1)
%!error <unknown option "klass"> tnsread ("x.tns", "klass", "single")
%!error <name/value pairs> tnsread ("x.tns", [2 2], "class")

%!test
%! ## the file's text, by hand: comments, blank lines, tabs, CRLF, no final newline
%! unwind_protect
%!   fid = fopen (f, "w");
%!   fprintf (fid, "# a comment\n\n1 2 3 1.5\r\n2\t1 1   -2e3\n  # indented comment\n3 3 3 0.1\n1 2 3 1");
%!   fclose (fid);
%!   T = tnsread (f);
%!   assert (size (T), [3 3 3]);
%!   A = zeros (3, 3, 3);
%!   A(1, 2, 3) = 2.5;            # duplicates summed
%!   A(2, 1, 1) = -2000;
%!   A(3, 3, 3) = 0.1;
%!   assert (full (T), A);
%!   assert (size (tnsread (f, [4 5 6])), [4 5 6]);
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## 1-D to 6-D files against a loop that writes them line by line
%! rand ("seed", 11);
%! randn ("seed", 11);
%! unwind_protect
%!   for N = 1:6
%!     sz = randi (4, 1, N) + (N == 1);
%!     n = 20;
%!     subs = ceil (rand (n, N) .* sz);
%!     vals = round (1000 * randn (n, 1)) / 8;
%!     fid = fopen (f, "w");
%!     for i = 1:n
%!       fprintf (fid, "%d ", subs(i, :));
%!       fprintf (fid, "%.17g\n", vals(i));
%!     endfor
%!     fclose (fid);
%!     T = tnsread (f, sz);
%!     A = dense_sum (subs, vals, sz);
%!     assert (isequal (full (T), A), sprintf ("N = %d (seed 11)", N));
%!   endfor
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## numbers that need correct rounding, and the largest index a double holds
%! unwind_protect
%!   fid = fopen (f, "w");
%!   fprintf (fid, "1 0.1\n2 4.9e-324\n3 1.7976931348623157e308\n4 0.30000000000000004\n");
%!   fprintf (fid, "5 2.2250738585072011e-308\n6 123456789012345678901234567890e-10\n");
%!   fprintf (fid, "7 -inf\n8 NaN\n9 +7E+2\n10 .5\n11 5.\n12 9007199254740993\n");
%!   fprintf (fid, "9007199254740991 1\n");
%!   fclose (fid);
%!   [s, v] = find (tnsread (f));
%!   want = [0.1; 4.9e-324; realmax; 0.1 + 0.2; 2.2250738585072011e-308; ...
%!           str2double("123456789012345678901234567890e-10"); -Inf; NaN; 700; ...
%!           0.5; 5; 9007199254740992; 1];
%!   assert (s(:, 1), [(1:12)'; 9007199254740991]);
%!   assert (isequaln (v, want));
%!   assert (v(2) > 0 && v(2) == 2^-1074);
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## an empty file: only with SZ
%! unwind_protect
%!   fid = fopen (f, "w");
%!   fprintf (fid, "# nothing but a comment\n");
%!   fclose (fid);
%!   T = tnsread (f, [3 0 2]);
%!   assert (size (T), [3 0 2]);
%!   assert (nnz (T), 0);
%!   assert (size (tnsread (f, 4)), [4 1]);
%!   fail ("tnsread (f)", "no data lines; give SZ");
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## an SZ with trailing ones, as Octave's sizes: the same tensor as without them,
%! ## as dtnsread reads it; a file with no data lines takes the given size
%! unwind_protect
%!   fid = fopen (f, "w");
%!   fprintf (fid, "1 2 3\n2 4 -1\n1 2 0.5\n");
%!   fclose (fid);
%!   F = zeros (2, 4);
%!   F(1, 2) = 3.5;
%!   F(2, 4) = -1;
%!   for sz = {[2 4 1], [2 4 1 1 1], [3 4 1]}
%!     T = tnsread (f, sz{1});
%!     assert (size (T), size (zeros (sz{1})));
%!     assert (full (T), full (tnsread (f, sz{1}(1:2))));
%!     assert (full (T)(1:2, :), F);
%!     assert (full (collect (dtnsread (f, sz{1}))), full (T));
%!   endfor
%!   fid = fopen (f, "w");
%!   fclose (fid);
%!   assert (size (tnsread (f, [3 1 1])), [3 1]);
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## a malformed line (every kind: tests/io_errors.tst)
%! unwind_protect
%!   fid = fopen (f, "w");
%!   fprintf (fid, "1 2 3\n2 5 1\n1 x 1\n");
%!   fclose (fid);
%!   fail ("tnsread (f)", "line 3: index 2 is 'x', not a positive integer");
%!   fail ("tnsread (f, [2 4])", "line 2: index 2 is 5, beyond SZ\\(2\\) = 4");
%!   fail ("tnsread (f, [2 4 5])", "line 1: the first data line has 2 indices, but SZ has 3");
%!   fail ("tnsread (f, [2 5 1 2])", "line 1: the first data line has 2 indices, but SZ has 4");
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! ## one C call builds the tensor: random files with duplicates, explicit zeros and
%! ## cancelling pairs, in random line order, against the constructor and a loop
%! for seed = 1:8
%!   rand ("seed", seed);
%!   N = randi (4);
%!   sz = randi (3, 1, N);
%!   n = randi (30) - 1;
%!   subs = ceil (rand (n, N) .* sz);
%!   vals = round (4 * rand (n, 1)) - 2;          # many zeros and cancellations
%!   if (n > 1)
%!     subs(end, :) = subs(1, :);                  # one sure duplicate that cancels
%!     vals(end) = -vals(1);
%!   endif
%!   lines = [subs, vals].';
%!   fid = fopen (f, "w");
%!   fprintf (fid, [repmat("%d ", 1, N) "%.17g\n"], lines);
%!   fclose (fid);
%!   T = tnsread (f, sz);
%!   A = dense_sum (subs, vals, sz);
%!   what = sprintf ("seed %d", seed);
%!   assert (isequal (full (T), A), what);
%!   assert (isequal (T, ndsparse (subs, vals, sz)), what);
%!   [s, v] = find (T);
%!   assert (all (v != 0) && all (diff (find (T)) > 0), what);   # storage invariants
%!   assert (rows (s) == nnz (A), what);
%! endfor
%! unlink (f);
%!test
%! ## the same file, read twice, gives two tensors that do not share pending edits
%! fid = fopen (f, "w");
%! fprintf (fid, "1 1 2\n2 2 3\n");
%! fclose (fid);
%! T = tnsread (f);
%! U = tnsread (f);
%! T(1, 1) = 7;
%! assert (full (U), [2 0; 0 3]);
%! assert (full (T), [7 0; 0 3]);
%! unlink (f);
%!error <FILE must be a file name> tnsread (3)
%!error <SZ must be a vector> tnsread ("x.tns", [1 -2])
%!error <SZ must be a vector> tnsread ("x.tns", "ab")
%!error <SZ must be a vector> tnsread ("x.tns", true)
%!error <SZ must be a vector> tnsread ("x.tns", [1 2; 3 4])
%!error <SZ must be a vector> tnsread ("x.tns", [1 2i])
%!error <SZ must be a vector> tnsread ("x.tns", [1 NaN])
%!error <SZ must be a vector> tnsread ("x.tns", [1 2.5])
%!error <SZ\(2\) = [Ii]nf must be below 2\^53> tnsread ("x.tns", [1 Inf])
%!error <must be below 2\^53> tnsread ("x.tns", [1 2^53])
%!error <at most 64 dimensions> tnsread ("x.tns", ones (1, 65))
%!error id=ndsparse:tnsread tnsread ("x.tns", [1 2^53])
%!error <cannot open it: No such file> tnsread ("/nonexistent/dir/x.tns")
%!error id=ndsparse:tnsread tnsread ("/")
%!error <Invalid call> tnsread ()

%!demo
%! ## A FROSTT .tns file holds one nonzero per line: the indices, then the value.
%! ## Write a small ratings tensor (user x movie x week), read it back, and slice
%! ## it: the ratings of movie 2, as a user x week sparse matrix.
%! subs = [1 1 1; 2 1 1; 1 2 3; 3 2 2; 2 3 4; 3 3 4];
%! T = ndsparse (subs, [5; 3; 4; 2; 5; 1], [3 3 4]);
%! f = [tempname() ".tns"];
%! tnswrite (f, T);
%! printf ("%s", fileread (f));
%! R = tnsread (f);
%! delete (f);
%! isequal (R, T)
%! movie2 = sparse (squeeze (R(:, 2, :)))
%! spy (R); title ("tnsread: a 3 x 3 x 4 ratings tensor");
