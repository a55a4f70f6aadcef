## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {@var{D} =} dtnsread (@var{file})
## @deftypefnx {ndsparse} {@var{D} =} dtnsread (@var{file}, @var{sz})
## @deftypefnx {ndsparse} {@var{D} =} dtnsread (@dots{}, "coarse")
## @deftypefnx {ndsparse} {@var{D} =} dtnsread (@dots{}, "class", @var{c})
## Read a FROSTT @file{.tns} file into a distributed tensor, every rank reading its
## share in parallel; call it on every rank, with the same arguments.
##
## Rank r of P reads bytes [F r / P, F (r+1) / P) of the F-byte file, extended to
## whole lines (a line belongs to the rank whose range holds its first byte), and
## parses them with @code{tnsread}'s parser (the file format, @var{sz} and the
## treatment of duplicates and zeros are @code{tnsread}'s).  The ranks then agree on
## the size and the decomposition (@code{dndsparse}) and send every entry to its
## owner (one all-to-all exchange).  A file written by @code{tnswrite} from one
## process reads back identically on any number of ranks.  @code{"class"},
## @code{"single"} gives single blocks, the same values as @code{tnsread (file,
## "class", "single")}: duplicates summed in double, each sum rounded once.  A @file{.gz} file cannot
## be split: rank 0 reads it whole and distributes it.
##
## An error on any rank (a malformed line, a missing file) is an error on every rank
## (@code{ndsparse:tnsread}); the rank that found it names the byte range it read.
##
## @example
## @group
## f = [tempname() ".tns"];
## if (mpirank () == 0)
##   tnswrite (f, ndsparse ([1 2 3; 3 1 2], [1.5; -2], [3 3 3]));
## endif
## mpibarrier ();
## D = dtnsread (f);
## nnz (D)          # 2 on every rank
## @end group
## @end example
## @seealso{tnsread, tnswrite, dndsparse, collect}
## @end deftypefn

function D = dtnsread (file, varargin)
  if (nargin < 1 || nargin > 5)
    print_usage ();
  endif
  __ndsmpi_have__ ("dtnsread");
  sng = false;
  k = find (cellfun (@(a) ischar (a) && strcmpi (a, "class"), varargin), 1);
  if (! isempty (k))
    if (k == numel (varargin))
      error ("ndsparse:tnsread", "dtnsread: the option \"class\" needs a value");
    endif
    try
      sng = nds_io_class ("tnsread", varargin{k + 1});
    catch err
      error ("ndsparse:tnsread", "d%s", err.message);    # "dtnsread: the option ..."
    end_try_catch
    varargin(k:k+1) = [];
  endif
  opt = {};
  if (numel (varargin) >= 1 && ischar (varargin{end}))
    if (! strcmpi (varargin{end}, "coarse"))
      error ("ndsparse:tnsread", "dtnsread: the option must be \"coarse\"");
    endif
    opt = {"coarse"};
    varargin(end) = [];
  endif
  sz = [];
  if (numel (varargin) == 1)
    sz = varargin{1};
    if (! (isnumeric (sz) && isreal (sz) && (isvector (sz) || isempty (sz))
           && all (sz >= 0) && all (sz == fix (sz))))
      error ("ndsparse:tnsread", "dtnsread: SZ must be a vector of non-negative integers");
    endif
    sz = double (sz(:).');
  elseif (numel (varargin) > 1)
    print_usage ();
  endif
  if (! (ischar (file) && isrow (file)))
    error ("ndsparse:tnsread", "dtnsread: FILE must be a file name");
  endif
  me = __ndsmpi__ ("rank");
  P = __ndsmpi__ ("size");

  if (numel (file) > 3 && strcmpi (file(end-2:end), ".gz"))
    T = [];
    failed = 0;
    msg = "";
    if (me == 0)
      try
        T = tnsread (file, sz, "class", {"double", "single"}{1 + sng});
      catch err
        failed = 1;
        msg = err.message;
      end_try_catch
    endif
    dnds_agree (failed, msg, me, file);
    D = dndsparse (T, opt{:});
    return;
  endif

  ## this rank's lines, parsed
  failed = 0;
  msg = "";
  subs = zeros (0, 0, "int64");
  vals = zeros (0, 1);
  range = [0 0];
  try
    info = dir (file);
    if (isempty (info) || info(1).isdir)
      error ("ndsparse:tnsread", "dtnsread: %s: cannot open it: No such file", file);
    endif
    F = info(1).bytes;
    range = floor (F * [me, me + 1] / P);
    text = dnds_lines (file, range(1), range(2), F);
    if (! isempty (regexp (text, '^[ \t\r]*[^#\s]', "once", "lineanchors")))
      tmp = [tempname() ".tns"];
      unwind_protect
        fid = fopen (tmp, "w");
        fwrite (fid, text, "char");
        fclose (fid);
        [subs, vals] = __nds_tnsread__ (tmp, []);
      unwind_protect_cleanup
        unlink (tmp);
      end_unwind_protect
    endif
  catch err
    failed = 1;
    msg = strrep (err.message, "tnsread: ", "");
    msg = regexprep (msg, '/\S*\.tns', file);
    msg = sprintf ("dtnsread: %s (bytes %d to %d, read by rank %d): %s", file,
                   range(1), range(2), me, msg);
  end_try_catch
  dnds_agree (failed, msg, me, file);

  ## the order and the size, agreed on by every rank
  have = rows (subs) > 0;
  nc = [columns(subs), -columns(subs)];
  if (! have)
    nc = [0, -Inf];
  endif
  nc = __ndsmpi__ ("allreduce", nc, 1, 0);   # the most and the fewest indices per line
  N = nc(1);
  if (N > 0 && N != -nc(2))
    error ("ndsparse:tnsread", "dtnsread: %s: the ranks' parts hold lines of different orders (%d and %d indices)",
           file, -nc(2), N);
  endif
  if (N == 0)
    if (isempty (sz))
      error ("ndsparse:tnsread", "dtnsread: %s: the file has no data lines; give SZ to read it as an empty tensor", file);
    endif
    N = numel (sz);
  endif
  if (isempty (subs))
    subs = zeros (0, N, "int64");
  endif
  top = __ndsmpi__ ("allreduce", double (max ([subs; zeros(1, N, "int64")], [], 1)), 1, 0);
  if (isempty (sz))
    sz = top;
  elseif (numel (sz) != N && ! (numel (sz) > N && all (sz(N+1:end) == 1)))
    error ("ndsparse:tnsread", "dtnsread: %s: the file's lines have %d indices but SZ has %d elements",
           file, N, numel (sz));
  elseif (any (top > sz(1:N)))
    error ("ndsparse:tnsread", "dtnsread: %s: an index exceeds SZ in mode %d", file,
           find (top > sz(1:N), 1));
  endif
  if (numel (sz) > N)
    subs(:, N+1:numel (sz)) = 1;
  endif
  D = dndsparse (struct ("dnds_entries", true, "subs", subs, "vals", vals, "sz", sz,
                         "single", sng), opt{:});
endfunction

## every rank learns whether one failed; the failed rank throws its own message, the
## others name it
function dnds_agree (failed, msg, me, file)
  who = __ndsmpi__ ("allreduce", [failed, failed * (me + 1)], 0, 0);
  if (who(1) > 0)
    if (failed)
      error ("ndsparse:tnsread", "%s", msg);
    endif
    first = __ndsmpi__ ("allreduce", (failed * me) + (! failed) * 1e9, 2, 0);
    error ("ndsparse:tnsread", "dtnsread: %s: rank %d failed to read its part", file, first);
  endif
endfunction

## the text of the lines whose first byte lies in [a, b) of the F-byte file
function text = dnds_lines (file, a, b, F)
  text = "";
  if (a >= b)
    return;
  endif
  fid = fopen (file, "r");
  if (fid < 0)
    error ("ndsparse:tnsread", "dtnsread: %s: cannot open it", file);
  endif
  unwind_protect
    ## the first line that starts at or after a
    start = a;
    if (a > 0)
      fseek (fid, a - 1, SEEK_SET);
      c = fread (fid, 1, "char=>char");
      if (c != "\n")
        fgetl (fid);      # the line begun before a, finished
        start = ftell (fid);
      endif
    endif
    if (start >= b)
      return;
    endif
    fseek (fid, start, SEEK_SET);
    text = fread (fid, [1, b - start], "char=>char");
    ## the last line begun before b, finished
    if (b < F && text(end) != "\n")
      tail = fgets (fid);
      if (ischar (tail))
        text = [text, tail];
      endif
    endif
  unwind_protect_cleanup
    fclose (fid);
  end_unwind_protect
endfunction

%!test
%! f = [tempname() ".tns"];
%! T = ndsparse ([1 2 3; 3 1 2; 2 2 2], [1.5; -2; 1e-300], [3 3 4]);
%! if (mpirank () == 0)
%!   tnswrite (f, T);
%! endif
%! mpibarrier ();
%! D = dtnsread (f, [3 3 4]);
%! T2 = collect (D);
%! if (mpirank () == 0)
%!   assert (isequal (T2, T));
%!   delete (f);
%! endif
%!test
%! f = [tempname() ".tns"];
%! fid = fopen (f, "w"); fprintf (fid, "# c\n\n1 1 2\n2 3 -1\r\n1 1 3"); fclose (fid);
%! D = dtnsread (f);
%! assert (size (D), [2 3]);
%! T2 = collect (D);
%! if (mpirank () == 0)
%!   assert (full (T2), [5 0 0; 0 0 -1]);
%! endif
%! delete (f);
%!test
%! ## "class", "single" (issue 39): the values of tnsread (f, "class", "single"),
%! ## duplicates summed in double and rounded once (1 + 2^-24 + 2^-30 rounds up,
%! ## a sum in single would not), a value rounding to zero dropped; with
%! ## SZ, "coarse" and a .gz file too
%! f = [tempname() ".tns"];
%! g = [f ".gz"];
%! if (mpirank () == 0)
%!   fid = fopen (f, "w");
%!   fprintf (fid, "1 1 1\n2 3 -1e-50\n1 1 %.17g\n2 2 0.3333333333333333\n1 1 %.17g\n",
%!            2^-24, 2^-30);
%!   fclose (fid);
%!   gzip (f);
%! endif
%! mpibarrier ();
%! unwind_protect
%!   E = tnsread (f, "class", "single");
%!   for args = {{"class", "single"}, {[2 3], "class", "single"}, ...
%!               {"class", "single", "coarse"}, {[2 3], "coarse", "class", "SINGLE"}}
%!     for file = {f, g}
%!       D = dtnsread (file{1}, args{1}{:});
%!       assert (isa (local (D), "single"));
%!       C = collect (D);
%!       if (mpirank () == 0)
%!         assert (isa (C, "single"));
%!         assert (isequal (full (C), full (E)) && nnz (C) == 2);
%!       endif
%!     endfor
%!   endfor
%!   assert (full (E)(1, 1), single (1 + 2^-23));
%!   assert (full (E)(2, 2), single (1/3));
%!   assert (isa (local (dtnsread (f, "class", "double")), "double"));
%! unwind_protect_cleanup
%!   mpibarrier ();
%!   if (mpirank () == 0)
%!     delete (f);
%!     delete (g);
%!   endif
%! end_unwind_protect
%!error <dtnsread: the option "class" must be "double" or "single"> dtnsread ("x.tns", "class", "int8")
%!error <dtnsread: the option "class" needs a value> dtnsread ("x.tns", [2 2], "class")
%!error id=ndsparse:tnsread dtnsread ("x.tns", "class", 1)
%!error id=ndsparse:tnsread dtnsread ("/nonexistent/x.tns")
%!error id=ndsparse:tnsread dtnsread (3)
%!error id=ndsparse:tnsread dtnsread ("x.tns", [1 -1])
%!error id=ndsparse:tnsread dtnsread ("x.tns", "fine")
%!test
%! f = [tempname() ".tns"];
%! fid = fopen (f, "w"); fprintf (fid, "1 1 2\n2 x -1\n"); fclose (fid);
%! unwind_protect
%!   fail ("dtnsread (f)", "line 2");
%! unwind_protect_cleanup
%!   delete (f);
%! end_unwind_protect
%!test
%! f = [tempname() ".tns"];
%! fid = fopen (f, "w"); fprintf (fid, "# nothing\n"); fclose (fid);
%! unwind_protect
%!   fail ("dtnsread (f)", "no data lines");
%!   D = dtnsread (f, [2 2]);
%!   assert (nnz (D), 0);
%!   assert (size (D), [2 2]);
%! unwind_protect_cleanup
%!   delete (f);
%! end_unwind_protect
