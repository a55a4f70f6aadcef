## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## io_errors.tst: every malformed-file error of tnsread, svmlightread and mmread, and
## hostile files (truncated, forged, binary garbage, huge indices, overlong lines):
## each is a clear ndsparse:<reader> error naming the file, never a crash or a
## partial result.

## check_cases (reader, ext, cases): each row of cases is {file text, regexp}: the
## reader must fail on a file holding the text, with the identifier ndsparse:READER,
## a message naming the file and matching the regexp
%!function check_cases (reader, ext, cases)
%!  f = [tempname() ext];
%!  unwind_protect
%!    for k = 1:rows (cases)
%!      fid = fopen (f, "w");
%!      fputs (fid, cases{k, 1});
%!      fclose (fid);
%!      try
%!        feval (reader, f);
%!        err = [];
%!      catch err
%!      end_try_catch
%!      assert (! isempty (err), sprintf ("%s: no error for case %d", reader, k));
%!      assert (err.identifier, ["ndsparse:" reader]);
%!      assert (! isempty (strfind (err.message, f)), "the message names the file");
%!      assert (! isempty (regexp (err.message, cases{k, 2}, "once")), ...
%!              sprintf ("%s case %d: %s", reader, k, err.message));
%!    endfor
%!  unwind_protect_cleanup
%!    remove_file (f);
%!  end_unwind_protect
%!endfunction

## remove_file (f): delete f if it is there
%!function remove_file (f)
%!  if (exist (f, "file"))
%!    unlink (f);
%!  endif
%!endfunction

%!test
%! ## tnsread: malformed lines name the line and what was expected
%! cases = {"1 2 3\n1 2\n", "line 2: expected 3 fields \\(2 indices and a value\\), found 2";
%!          "1 2 3\n1 2 3 4\n", "line 2: expected 3 fields .*found more";
%!          "1 2 3\n0 1 2\n", "line 2: index 1 is '0', not a positive integer";
%!          "1 2 3\n1 -2 2\n", "line 2: index 2 is '-2', not a positive integer";
%!          "1 2 3\n1 2.5 2\n", "line 2: index 2 is '2.5'";
%!          "1 2 3\n1 2 x\n", "line 2: the value 'x' is not a number";
%!          "1 2 3\n1 2 0x10\n", "line 2: the value '0x10' is not a number";
%!          "1 2 3\n1 2 3 # c\n", "line 2: expected 3 fields";
%!          "#\n\n7\n", "line 3: a data line needs one or more indices and a value";
%!          "1 9007199254740992 1\n", "line 1: index 2 is 9007199254740992, beyond 2\\^53 - 1";
%!          "1 99999999999999999999 1\n", "line 1: index 2 is '99999999999999999999'";
%!          "1 1 1\r2 2 2\r", "line 1: a carriage return ends a line without a line feed";
%!          "# made on a Mac\r1 1 1\r2 2 2\r", "line 1: a carriage return ends a line";
%!          "#\n1 1 1\r2 2 2\r\n", "line 2: a carriage return ends a line";
%!          "1 1 1\n2 2\r2 3\n", "line 2: a carriage return ends a line";
%!          "1 1 1\n2 2 2\r3 3 3\n", "line 2: a carriage return ends a line";
%!          "1 1 1\n2 2 2\n3\r3 3\n", "line 3: a carriage return ends a line";
%!          "1 1 1\n2 2 2\n3 3\r \t3\r\n", "line 3: a carriage return ends a line"};
%! check_cases ("tnsread", ".tns", cases);
%!test
%! ## tnsread: \r\n line ends, and a last line ended by a CR alone, read as lines
%! f = [tempname() ".tns"];
%! unwind_protect
%!   for text = {"1 1 1\r\n2 2 2\r\n", "1 1 1\r\n2 2 2 \r", "# c\r\n1 1 1\n2 2 2\r"}
%!     fid = fopen (f, "w");  fputs (fid, text{1});  fclose (fid);
%!     T = tnsread (f);
%!     assert (size (T), [2 2]);
%!     assert (full (T), [1 0; 0 2]);
%!   endfor
%! unwind_protect_cleanup
%!   remove_file (f);
%! end_unwind_protect
%!test
%! ## svmlightread: malformed lines
%! cases = {"1 1:2 1:3\n", "line 1: feature index 1 follows 1: indices must be strictly ascending";
%!          "1 1:2\n1 3:1 2:1\n", "line 2: feature index 2 follows 3";
%!          "1 1:2\nx 1:1\n", "line 2: the label 'x' is not a number";
%!          "1 1:2 3\n", "line 1: the feature '3' has no ':'";
%!          "1 1:2 a:3\n", "line 1: 'a:3' is not index:value";
%!          "1 -1:2\n", "line 1: '-1:2' is not index:value";
%!          "1 1:z\n", "line 1: the value 'z' of feature 1 is not a number";
%!          "1 1:2:3\n", "line 1: the value '2:3' of feature 1";
%!          "1 qid:x 1:2\n", "line 1: 'qid:x' is not qid:<integer>";
%!          "1 9007199254740992:1\n", "beyond 2\\^53 - 1"};
%! check_cases ("svmlightread", ".svm", cases);
%!test
%! ## mmread: malformed headers and entries
%! cases = {"", "the file is empty";
%!          "hello\n", "line 1: the file does not start with a %%MatrixMarket banner";
%!          "%%MatrixMarket vector coordinate real general\n", "line 1: .*only 'matrix'";
%!          "%%MatrixMarket matrix sparse real general\n", "line 1: the banner's format is 'sparse'";
%!          "%%MatrixMarket matrix coordinate float general\n", "line 1: the banner's field is 'float'";
%!          "%%MatrixMarket matrix coordinate real upper\n", "line 1: the banner's symmetry is 'upper'";
%!          "%%MatrixMarket matrix array pattern general\n2 2\n", "line 1: an array file cannot have the pattern field";
%!          "%%MatrixMarket matrix coordinate real hermitian\n", "line 1: a hermitian matrix must have the complex field";
%!          "%%MatrixMarket matrix coordinate real general\n% c\n", "ends before its size line";
%!          "%%MatrixMarket matrix coordinate real general\n2 2\n", "line 2: the size line must be";
%!          "%%MatrixMarket matrix coordinate real general\n2 2 1 1\n", "line 2: the size line has more than 3";
%!          "%%MatrixMarket matrix coordinate real symmetric\n2 3 1\n", "line 2: a symmetric matrix must be square";
%!          "%%MatrixMarket matrix coordinate real general\n2 2 2\n1 1 1\n", "announces 2 entries, but the file has 1";
%!          "%%MatrixMarket matrix coordinate real general\n2 2 1\n1 1 1\n2 2 2\n", "announces 1 entries, but the file has 2";
%!          "%%MatrixMarket matrix coordinate real general\n2 2 1\n3 1 1\n", "line 3: the row index 3 is beyond the 2 rows";
%!          "%%MatrixMarket matrix coordinate real general\n2 2 1\n1 0 1\n", "line 3: the column index '0' is not a positive integer";
%!          "%%MatrixMarket matrix coordinate real general\n2 2 1\n1 1\n", "line 3: the entry has too few fields";
%!          "%%MatrixMarket matrix coordinate real general\n2 2 1\n1 1 1 1\n", "line 3: the entry has more fields";
%!          "%%MatrixMarket matrix coordinate real general\n2 2 1\n1 1 one\n", "line 3: the value 'one' is not a number";
%!          "%%MatrixMarket matrix coordinate integer general\n2 2 1\n1 1 1.5\n", "line 3: the value '1.5' is not an integer";
%!          "%%MatrixMarket matrix coordinate real symmetric\n2 2 1\n1 2 1\n", "line 3: a symmetric file holds only the lower triangle";
%!          "%%MatrixMarket matrix coordinate real skew-symmetric\n2 2 1\n1 1 1\n", "line 3: .*strictly lower";
%!          "%%MatrixMarket matrix coordinate complex hermitian\n2 2 1\n1 1 1 1\n", "line 3: a hermitian matrix has a real diagonal";
%!          "%%MatrixMarket matrix array real general\n2 2\n1\n2\n3\n", "announces 4 entries, but the file has 3"};
%! check_cases ("mmread", ".mtx", cases);

%!test
%! ## forged headers and huge indices: an error before any large allocation
%! cases = {"%%MatrixMarket matrix coordinate real general\n1000000000000000 1000000000000000 0\n", ...
%!          "1000000000000000-by-1000000000000000 sparse matrix .*does not fit in memory";
%!          "%%MatrixMarket matrix coordinate real general\n2 2 1000000000000\n1 1 1\n", ...
%!          "announces 1000000000000 entries, but the file has 1";
%!          "%%MatrixMarket matrix array real general\n10000000 10000000\n1\n", ...
%!          "announces 100000000000000 entries, but the file has 1";
%!          "%%MatrixMarket matrix array real general\n9007199254740991 9007199254740991\n", ...
%!          "line 2: a 9007199254740991-by-9007199254740991 array is too large";
%!          "%%MatrixMarket matrix coordinate real general\n99999999999999999999 2 1\n", ...
%!          "line 2: the size line must be"};
%! check_cases ("mmread", ".mtx", cases);
%! check_cases ("svmlightread", ".svm", {"1 4503599627370496:1\n", ...
%!              "1-by-4503599627370496 sparse matrix does not fit in memory"});
%! check_cases ("tnsread", ".tns", {"1 99999999999999999999999999 1\n", ...
%!              "line 1: index 2 is '99999999999999999999999999', not a positive integer"});
%!test
%! ## binary garbage, NUL bytes included: an error from each reader, seeded
%! f = tempname ();
%! unwind_protect
%!   for seed = 1:20
%!     rand ("seed", seed);
%!     bytes = floor (256 * rand (1, 2000));
%!     head = double ("1 2 3 4\n2 2 2 1\n");
%!     bytes(1:numel (head)) = head;
%!     fid = fopen (f, "w");
%!     fwrite (fid, bytes, "uint8");
%!     fclose (fid);
%!     for reader = {"tnsread", "svmlightread", "mmread"}
%!       try
%!         feval (reader{1}, f);
%!         err = [];
%!       catch err
%!       end_try_catch
%!       assert (! isempty (err), sprintf ("%s read garbage (seed %d)", reader{1}, seed));
%!       assert (err.identifier, ["ndsparse:" reader{1}], sprintf ("seed %d", seed));
%!     endfor
%!   endfor
%!   ## a NUL byte inside a line, and as the whole line
%!   fid = fopen (f, "w");
%!   fwrite (fid, [double("1 2 3\n1 2") 0 double(" 3\n")], "uint8");
%!   fclose (fid);
%!   fail ("tnsread (f)", "line 2: the value '\\?' is not a number");
%! unwind_protect_cleanup
%!   remove_file (f);
%! end_unwind_protect
%!test
%! ## truncated and corrupt gzip files
%! f = [tempname() ".tns.gz"];
%! unwind_protect
%!   T = ndsprand ([100 100 100], 0.01, 1);
%!   tnswrite (f, T);
%!   fid = fopen (f);
%!   b = fread (fid, Inf, "uint8=>uint8");
%!   fclose (fid);
%!   for cut = [10 round(numel (b) / 2) numel(b) - 4]
%!     fid = fopen (f, "w");
%!     fwrite (fid, b(1:cut));
%!     fclose (fid);
%!     fail ("tnsread (f)", "cannot read its gzip data");
%!   endfor
%!   b(200:210) = 255 - b(200:210);
%!   fid = fopen (f, "w");
%!   fwrite (fid, b);
%!   fclose (fid);
%!   fail ("tnsread (f)", "cannot read its gzip data");
%!   g = strrep (f, ".tns.gz", ".svm.gz");
%!   svmlightwrite (g, (1:100)', sprand (100, 50, 0.1));
%!   fid = fopen (g);
%!   b = fread (fid, Inf, "uint8=>uint8");
%!   fclose (fid);
%!   fid = fopen (g, "w");
%!   fwrite (fid, b(1:end-8));
%!   fclose (fid);
%!   fail ("svmlightread (g)", "cannot read its gzip data");
%!   unlink (g);
%! unwind_protect_cleanup
%!   remove_file (f);
%! end_unwind_protect
%!test
%! ## a line longer than the 32 MB chunk: an error naming its line
%! f = tempname ();
%! long = repmat (uint8 ("5"), 1, 33 * 2^20 + 1);
%! unwind_protect
%!   heads = {"tnsread", "1 1 1\n2 2 2\n";
%!            "svmlightread", "1 1:2\n-1 2:1\n";
%!            "mmread", "%%MatrixMarket matrix coordinate real general\n3 3 2\n"};
%!   for k = 1:rows (heads)
%!     fid = fopen (f, "w");
%!     fputs (fid, heads{k, 2});
%!     fwrite (fid, long);
%!     fputs (fid, "\n");
%!     fclose (fid);
%!     fail ([heads{k, 1} " (f)"], "line 3: the line is longer than 33554432 bytes");
%!   endfor
%! unwind_protect_cleanup
%!   remove_file (f);
%! end_unwind_protect
