## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

classdef libsvmiter < handle
  ## -*- texinfo -*-
  ## @deftypefn  {ndsparse} {@var{it} =} libsvmiter (@var{file}, "data_shape", @var{d}, "batch_size", @var{b})
  ## @deftypefnx {ndsparse} {@var{it} =} libsvmiter (@dots{}, @var{name}, @var{value}, @dots{})
  ## An iterator over the samples of a LibSVM file in batches (MXNet's
  ## @code{mx.io.LibSVMIter}): each line is @code{label col:value col:value
  ## @dots{}}, the columns 0-based as MXNet reads them.  The file is streamed: the
  ## memory held is one read chunk plus one batch, whatever the size of the file.
  ##
  ## @code{hasnext (it)} says whether a batch remains; @code{[Xb, yb, pad] = next
  ## (it)} returns it: @var{Xb} a @code{csr} of @var{b} rows and @var{d} columns,
  ## @var{yb} the @var{b} labels, @var{pad} the number of rows that came from the
  ## start of the file to fill the last batch.  @code{reset (it)} goes back to the
  ## first sample.
  ##
  ## Options (MXNet's names): @code{"data_shape"} (required, the number of columns
  ## @var{d}), @code{"batch_size"} (required), @code{"round_batch"} (default true:
  ## the last batch is filled with the first samples of the file, as MXNet does;
  ## false: it is returned shorter), @code{"zero_based"} (default true; false for
  ## 1-based columns, as SVMlight writes them), @code{"chunk_size"} (bytes read at a
  ## time, default 4 MiB), @code{"class"} (@code{"double"}, the default, or
  ## @code{"single"}: each value read as a double and rounded once, the batches'
  ## csr and labels single, MXNet's float32).  Lines may end with a @code{#} comment; @code{qid:} is
  ## not read.  Errors have the identifier @code{ndsparse:libsvmiter}.
  ##
  ## @example
  ## @group
  ## f = [tempname() ".t"];
  ## fid = fopen (f, "w");
  ## fprintf (fid, "1 0:1 2:2\n-1 3:8\n2 1:0.5\n");
  ## fclose (fid);
  ## it = libsvmiter (f, "data_shape", 4, "batch_size", 2);
  ## while (hasnext (it))
  ##   [Xb, yb] = next (it);
  ##   full (Xb), yb'
  ## endwhile
  ## delete (f);
  ## @end group
  ## @end example
  ## @seealso{ndarrayiter, svmlightread, csr}
  ## @end deftypefn

  properties (SetAccess = private)
    file = "";
    data_shape = 0;
    batch_size = 0;
    round_batch = true;
    zero_based = true;
    chunk_size = 4 * 2^20;
    single = false;     # the "class" option: single batches
  endproperties

  properties (Access = private)
    fid = -1;
    tail = "";          # a line begun by the last chunk read
    eof = false;
    ## the samples read and not yet returned, in CSR form: labels, 0-based
    ## columns, values and the 0-based start of each sample
    y = zeros (0, 1);
    ind = zeros (0, 1);
    val = zeros (0, 1);
    ptr = 0;
    q = 1;              # the first sample not yet returned
  endproperties

  methods

    function it = libsvmiter (file, varargin)
      if (nargin < 1)
        print_usage ();
      endif
      if (! ischar (file) || ! isrow (file))
        error ("ndsparse:libsvmiter", "libsvmiter: FILE must be a file name");
      endif
      o = nds_io_options ("libsvmiter",
                          struct ("data_shape", [], "batch_size", [], "round_batch", true,
                                  "zero_based", true, "chunk_size", 4 * 2^20,
                                  "class", "double"), varargin);
      it.single = nds_io_class ("libsvmiter", o.class);
      it.data_shape = count_option (o.data_shape, "data_shape");
      it.batch_size = count_option (o.batch_size, "batch_size");
      it.chunk_size = count_option (o.chunk_size, "chunk_size");
      it.round_batch = flag_option (o.round_batch, "round_batch");
      it.zero_based = flag_option (o.zero_based, "zero_based");
      it.file = file;
      it.fid = fopen (file, "r");
      if (it.fid < 0)
        error ("ndsparse:libsvmiter", "libsvmiter: cannot open FILE '%s'", file);
      endif
    endfunction

    function delete (it)
      if (it.fid >= 0)
        fclose (it.fid);
        it.fid = -1;
      endif
    endfunction

    function tf = hasnext (it)
      fill (it, 1);
      tf = queued (it) > 0;
    endfunction

    function [Xb, yb, pad] = next (it)
      b = it.batch_size;
      fill (it, b);
      k = queued (it);
      if (k == 0)
        error ("ndsparse:libsvmiter", "libsvmiter: no batch left; reset (it) starts again");
      endif
      pad = 0;
      if (k < b && it.round_batch)
        ## MXNet's round batch: the first samples of the file complete the last one
        pad = b - k;
        first = libsvmiter (it.file, "data_shape", it.data_shape, "batch_size", pad,
                            "zero_based", it.zero_based, "chunk_size", it.chunk_size,
                            "round_batch", true);
        while (queued (it) < b)
          need = b - queued (it);
          fill (first, need);
          if (queued (first) == 0)         # the file again, for a batch longer than it
            reset (first);
            continue;
          endif
          take (first, need);
          append (it, first.last_y, first.last_ind, first.last_val, first.last_ptr);
        endwhile
        k = b;
      endif
      [Xb, yb] = take (it, min (k, b));
    endfunction

    function reset (it)
      frewind (it.fid);
      it.tail = "";
      it.eof = false;
      it.y = zeros (0, 1);
      it.ind = zeros (0, 1);
      it.val = zeros (0, 1);
      it.ptr = 0;
      it.q = 1;
    endfunction

    function disp (it)
      printf ("  libsvmiter over %s: %d columns, batches of %d%s\n", it.file,
              it.data_shape, it.batch_size,
              merge (it.round_batch, " (round_batch)", ""));
    endfunction

  endmethods

  properties (Access = private)
    ## the samples the last take returned (for round_batch)
    last_y = zeros (0, 1);
    last_ind = zeros (0, 1);
    last_val = zeros (0, 1);
    last_ptr = 0;
  endproperties

  methods (Access = private)

    ## read chunks until n samples are queued or the file ends
    function fill (it, n)
      while (queued (it) < n && ! it.eof)
        s = fread (it.fid, it.chunk_size, "*char").';
        if (numel (s) < it.chunk_size)
          it.eof = true;
        endif
        s = [it.tail, s];
        if (it.eof)
          it.tail = "";
        else
          cut = find (s == "\n", 1, "last");
          if (isempty (cut))
            it.tail = s;     # no line ended yet: read on
            continue;
          endif
          it.tail = s(cut+1:end);
          s = s(1:cut);
        endif
        [y, ind, val, ptr] = parse_lines (s, it.zero_based, it.data_shape, it.file);
        append (it, y, ind, val, ptr);
      endwhile
    endfunction

    ## the number of samples queued
    function k = queued (it)
      k = numel (it.y) - it.q + 1;
    endfunction

    ## add parsed samples to the queue, dropping those returned
    function append (it, y, ind, val, ptr)
      e = it.ptr(it.q);
      it.y = it.y(it.q:end);
      it.ind = it.ind(e+1:end);
      it.val = it.val(e+1:end);
      it.ptr = it.ptr(it.q:end) - e;
      it.q = 1;
      it.y = [it.y; y];
      it.ind = [it.ind; ind];
      it.val = [it.val; val];
      it.ptr = [it.ptr; it.ptr(end) + ptr(2:end)];
    endfunction

    ## the first n queued samples as a csr and labels, removed from the queue
    function [Xb, yb] = take (it, n)
      q = it.q;
      n = min (n, queued (it));
      e0 = it.ptr(q);
      e = it.ptr(q + n);
      it.last_y = it.y(q:q+n-1);
      it.last_ind = it.ind(e0+1:e);
      it.last_val = it.val(e0+1:e);
      it.last_ptr = it.ptr(q:q+n) - e0;
      Xb = csr (it.last_val, it.last_ind, it.last_ptr, [n, it.data_shape]);
      yb = it.last_y;
      if (it.single)
        Xb = single (Xb);
        yb = single (yb);
      endif
      it.q = q + n;
    endfunction

  endmethods

endclassdef

## the samples of whole lines s: labels y, 0-based columns ind, values val and
## the 0-based start of each sample ptr (numel (y) + 1 of them)
function [y, ind, val, ptr] = parse_lines (s, zero_based, d, file)
  s = regexprep (s, '#[^\n]*', "");
  s(s == "\r" | s == "\t") = " ";
  if (isempty (s) || s(end) != "\n")
    s(end+1) = "\n";
  endif
  nl = find (s == "\n");
  ## the lines holding something: those not starting with a blank, and the few
  ## that start with spaces but hold more
  ls = [1, nl(1:end-1) + 1];
  fc = s(ls);
  used = (fc != " " & fc != "\n");
  for i = find (fc == " ")
    used(i) = any (s(ls(i):nl(i)) > " ");
  endfor
  used = find (used).';
  if (isempty (used))
    [y, ind, val] = deal (zeros (0, 1));
    ptr = 0;
    return;
  endif
  colons = find (s == ":");
  k = accumarray (lookup ([0, nl], colons(:)), 1, [numel(nl), 1]);
  k = k(used);
  if (any (strfind (s, "qid:")))
    error ("ndsparse:libsvmiter", "libsvmiter: %s: qid is not read; remove it", file);
  endif
  s(colons) = " ";
  [nums, count, msg] = sscanf (s, "%f");
  if (! isempty (msg) || count != numel (used) + 2 * sum (k))
    error ("ndsparse:libsvmiter",
           "libsvmiter: %s: a line is not 'label col:value ...' (%s)", file,
           strtrim (msg));
  endif
  start = cumsum ([1; 1 + 2 * k(1:end-1)]);
  y = nums(start);
  isfeat = true (numel (nums), 1);
  isfeat(start) = false;
  pairs = reshape (nums(isfeat), 2, []);
  ind = pairs(1, :).' - ! zero_based;
  val = pairs(2, :).';
  bad = find (ind < 0 | ind >= d | ind != fix (ind), 1);
  if (! isempty (bad))
    error ("ndsparse:libsvmiter",
           "libsvmiter: %s: column %g is not in %d..%d (data_shape %d, zero_based %d)",
           file, ind(bad) + ! zero_based, ! zero_based, d - zero_based, d, zero_based);
  endif
  ptr = [0; cumsum(k)];
endfunction

## a positive integer option
function v = count_option (v, name)
  if (! (isnumeric (v) && isscalar (v) && isreal (v) && v >= 1 && v == fix (v)))
    error ("ndsparse:libsvmiter", "libsvmiter: %s must be a positive integer", name);
  endif
  v = double (v);
endfunction

## a true/false option
function v = flag_option (v, name)
  if (! ((islogical (v) || isnumeric (v)) && isscalar (v) && any (v == [0 1])))
    error ("ndsparse:libsvmiter", "libsvmiter: %s must be true or false", name);
  endif
  v = logical (v);
endfunction

%!function f = write_file (text)
%!  f = [tempname() ".t"];
%!  fid = fopen (f, "w");
%!  fputs (fid, text);
%!  fclose (fid);
%!endfunction

%!test
%! ## MXNet's tutorial file: 9 samples, 10 columns, batches of 3
%! f = write_file (["1.0 0:1 2:2\n1.0 0:3 5:4\n1.0 2:5 8:6 9:7\n1.0 3:8\n" ...
%!                  "-1 0:0.5 9:1.5\n-2.0\n-3.0 0:-0.6 1:2.25 2:1.25\n" ...
%!                  "-3.0 1:2 2:-1.25\n4 2:-1.2\n"]);
%! unwind_protect
%!   it = libsvmiter (f, "data_shape", 10, "batch_size", 3);
%!   F = zeros (0, 10);
%!   Y = zeros (0, 1);
%!   while (hasnext (it))
%!     [Xb, yb, pad] = next (it);
%!     assert (class (Xb), "csrmatrix");
%!     assert (size (Xb), [3 10]);
%!     assert (pad, 0);
%!     F = [F; full(Xb)];
%!     Y = [Y; yb];
%!   endwhile
%!   E = zeros (9, 10);
%!   E(1, [1 3]) = [1 2];  E(2, [1 6]) = [3 4];  E(3, [3 9 10]) = [5 6 7];
%!   E(4, 4) = 8;  E(5, [1 10]) = [0.5 1.5];  E(7, 1:3) = [-0.6 2.25 1.25];
%!   E(8, 2:3) = [2 -1.25];  E(9, 3) = -1.2;
%!   assert (F, E);
%!   assert (Y, [1 1 1 1 -1 -2 -3 -3 4]');
%!   reset (it);
%!   [Xb, yb] = next (it);
%!   assert (full (Xb), E(1:3, :));
%!   ## against svmlightread of the whole file (1-based there: zero_based)
%!   [y, X] = svmlightread (f, "zero_based", true, "n_features", 10);
%!   assert (full (X), E);
%!   assert (y, Y);
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect

%!test
%! ## random files, chunks smaller than a line, round_batch both ways, comments,
%! ## blank lines and CRLF, against svmlightread
%! rand ("seed", 17);
%! for trial = 1:6
%!   n = randi (30);
%!   d = randi (12);
%!   A = round (100 * sprand (n, d, 0.3)) / 10;
%!   lab = randi (5, n, 1) - 2;
%!   text = "";
%!   for i = 1:n
%!     [~, j, v] = find (A(i, :));
%!     feats = "";
%!     if (! isempty (j))
%!       feats = sprintf (" %d:%g", [j - 1; v]);
%!     endif
%!     text = [text, sprintf("%g", lab(i)), feats, ...
%!             merge(rand () < 0.2, " # note", ""), merge(rand () < 0.2, "\r\n\n", "\n")];
%!   endfor
%!   f = write_file (text);
%!   unwind_protect
%!     b = randi (7);
%!     for chunk = [3, 17, 4096]
%!       it = libsvmiter (f, "data_shape", d, "batch_size", b, "chunk_size", chunk,
%!                        "round_batch", false);
%!       F = zeros (0, d);
%!       Y = zeros (0, 1);
%!       while (hasnext (it))
%!         [Xb, yb] = next (it);
%!         assert (rows (Xb) == b || ! hasnext (it));
%!         F = [F; full(Xb)];
%!         Y = [Y; yb];
%!       endwhile
%!       msg = sprintf ("seed 17, trial %d, chunk %d", trial, chunk);
%!       assert (isequal (F, full (A)), msg);
%!       assert (isequal (Y, lab), msg);
%!       [y, X] = svmlightread (f, "zero_based", true, "n_features", d);
%!       assert (isequal (F, full (X)) && isequal (Y, y), msg);
%!     endfor
%!     ## round_batch: the last batch is completed from the start of the file
%!     it = libsvmiter (f, "data_shape", d, "batch_size", b, "chunk_size", 5);
%!     F = zeros (0, d);
%!     pads = [];
%!     while (hasnext (it))
%!       [Xb, yb, pad] = next (it);
%!       assert (rows (Xb), b);
%!       F = [F; full(Xb)];
%!       pads(end+1) = pad;
%!     endwhile
%!     p = mod (-n, b);
%!     assert (pads(end), p);
%!     assert (isequal (F, full (A([1:n, mod(0:p-1, n) + 1], :))), "seed 17, trial %d", trial);
%!   unwind_protect_cleanup
%!     unlink (f);
%!   end_unwind_protect
%! endfor

%!test
%! ## 1-based columns; an empty file
%! f = write_file ("3 1:5 4:6\n");
%! g = write_file ("");
%! unwind_protect
%!   it = libsvmiter (f, "data_shape", 4, "batch_size", 1, "zero_based", false);
%!   [Xb, yb] = next (it);
%!   assert (full (Xb), [5 0 0 6]);
%!   assert (yb, 3);
%!   assert (hasnext (it), false);
%!   it = libsvmiter (g, "data_shape", 4, "batch_size", 2);
%!   assert (hasnext (it), false);
%! unwind_protect_cleanup
%!   unlink (f);
%!   unlink (g);
%! end_unwind_protect

%!error <FILE must be a file name> libsvmiter (1, "data_shape", 2, "batch_size", 1)
%!error <data_shape must be a positive integer> libsvmiter ("x", "batch_size", 1)
%!error <batch_size must be a positive integer> libsvmiter ("x", "data_shape", 2, "batch_size", 0)
%!error <round_batch must be true or false> libsvmiter ("x", "data_shape", 2, "batch_size", 1, "round_batch", 2)
%!error <unknown option "label_width"> libsvmiter ("x", "label_width", 2)
%!error <cannot open FILE> libsvmiter ("/nonexistent/x.t", "data_shape", 2, "batch_size", 1)
%!test
%! f = write_file ("1 0:1 7:2\n");
%! unwind_protect
%!   it = libsvmiter (f, "data_shape", 4, "batch_size", 1);
%!   fail ("next (it)", "column 7 is not in 0..3");
%!   it = libsvmiter (f, "data_shape", 8, "batch_size", 1);
%!   next (it);
%!   fail ("next (it)", "no batch left");
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
%!test
%! f = write_file ("1 0:1 x\n");
%! unwind_protect
%!   it = libsvmiter (f, "data_shape", 4, "batch_size", 1);
%!   fail ("next (it)", "not 'label col:value");
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect
