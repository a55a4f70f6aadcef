## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## saveload.tst: ndsparse tensors survive save and load in Octave's text, binary,
## MAT (-v7, -v6) and HDF5 formats, in this session and in a fresh one: same class,
## same fields bit for bit (but the storage id, new in every session), equal to the
## original and to its full array; files of version 0.1.0 load too; forged files
## are refused with a clear error, each in its own Octave process so that a crash
## would count.  Run with test ("tests/saveload.tst").

## the fields of T but its storage id
%!function S = fields_of (T)
%!  S = rmfield (struct (T), "sid");
%!endfunction

## R = T after a save in FORMAT and a load (as a variable, in a struct and in a cell)
%!function R = round_trip (T, format)
%!  file = [tempname() ".sav"];
%!  unwind_protect
%!    wrapped = struct ("t", T, "c", {{T, 1}});
%!    save (format, file, "T", "wrapped");
%!    L = load (file);
%!    R = L.T;
%!    assert (class (L.wrapped.t), "ndsparse");
%!    assert (fields_of (L.wrapped.t), fields_of (T));
%!    assert (fields_of (L.wrapped.c{1}), fields_of (T));
%!  unwind_protect_cleanup
%!    unlink (file);
%!  end_unwind_protect
%!endfunction

## every format: the loaded tensor is the same object as the original
%!function check_all_formats (T, dense)
%!  for format = {"-text", "-binary", "-v7", "-v6", "-hdf5"}
%!    R = round_trip (T, format{1});
%!    assert (class (R), "ndsparse");
%!    assert (fields_of (R), fields_of (T));   # every field, class and bit
%!    assert (isequal (R, T));
%!    assert (size (R), size (T));
%!    assert (nnz (R), nnz (T));
%!    assert (islogical (R), islogical (T));
%!    if (dense)
%!      assert (full (R), full (T));
%!      assert (isequal (R, full (T)));
%!    endif
%!    [s1, v1] = find (R);
%!    [s0, v0] = find (T);
%!    assert ({s1, v1}, {s0, v0});
%!  endfor
%!endfunction

%!test
%! ## 3-D double with duplicates summed, values that need all 17 digits
%! rand ("seed", 1);
%! subs = randi ([1 4], 60, 3);
%! vals = pi * randn (60, 1) .* 10 .^ randi ([-300 300], 60, 1);
%! T = ndsparse (subs, vals, [4 4 5]);
%! assert (nnz (T) > 10);
%! check_all_formats (T, true);

%!test
%! ## logical
%! T = ndsparse ([1 2 1; 3 1 2; 1 2 1], true, [3 2 2]);
%! assert (islogical (T));
%! check_all_formats (T, true);
%! check_all_formats (ndsparse (rand (3, 4, 2) > 0.5), true);

%!test
%! ## empty: no entries, and a zero-sized dimension
%! check_all_formats (ndsparse ([], [], [4 5 6]), true);
%! check_all_formats (ndsparse ([], [], [3 0 2]), true);
%! check_all_formats (ndsparse (zeros (0, 3)), true);

%!test
%! ## 1-D, 2-D, size-1 dimensions, six dimensions, Inf and tiny values
%! check_all_formats (ndsparse ([3; 1], [Inf; -1e-310], 4), true);
%! check_all_formats (ndsparse ([1 2; 2 2], [5; -6], [2 2]), true);
%! check_all_formats (ndsparse ([1 1 1 1 1 2; 1 2 1 1 3 2], [7; 8], [1 2 1 1 3 2]), true);
%! check_all_formats (ndsparse (sparse ([1 0 2; 0 0 3])), true);

%!test
%! ## large underlying size: coordinates past 2^32, no full array
%! T = ndsparse ([2^40+1 3 1; 1 1 2^33; 2^45 2 2^33], [1; 2; 3], [2^45 3 2^33]);
%! check_all_formats (T, false);

%!test
%! ## views (offsets, fixed dims) and views of views keep their view parameters
%! T = ndsparse ([1 1 1; 2 3 1; 4 2 2; 3 3 2], [1; 2; 3; 4], [4 3 2]);
%! V = T(2:4, :, 2);
%! check_all_formats (V, true);
%! check_all_formats (V(2:3, 2:3), true);

%!test
%! ## pending (not yet merged) assignments are saved and loaded as they are
%! T = ndsparse ([1 1 1; 2 3 1], [1; 2], [4 3 2]);
%! T(4, 3, 2) = 5;
%! T(1, 1, 1) = 0;
%! check_all_formats (T, true);
%! assert (full (T)(4, 3, 2), 5);
%! assert (nnz (T), 2);

## the tensors of the fresh-session tests, by name
%!function c = kinds ()
%!  rand ("seed", 11);
%!  T = ndsparse ([1 1 1; 2 3 1; 4 2 2; 3 3 2], [1; 2; 3; 4], [4 3 2]);
%!  P = T;
%!  P(4, 3, 2) = 5;
%!  P(1, 1, 1) = 0;
%!  D = ndsparse (randi (4, 40, 3), pi * 10 .^ randi ([-300 300], 40, 1), [4 4 5]);
%!  L = ndsparse (rand (3, 4, 2) > 0.5);
%!  E = ndsparse ([], [], [3 0 2]);
%!  V = T(2:4, :, 2);
%!  W = view (T, nd.newaxis (), nd.point (4), nd.interval (2, 3), ":");
%!  H = ndsparse ([2^40+1 3 1; 1 1 2^33], [1; 2], [2^45 3 2^33]);
%!  Z = ndsparse (randi (4, 30, 3), complex (randn (30, 1), randn (30, 1)), [4 4 5]);
%!  S = single (D(:, :, 2:4));
%!  Y = single (Z(2:4, :, :));
%!  c = {"dense", D, "logical", L, "empty", E, "view", V, "viewview", W, "pending", P, ...
%!       "huge", H, "complex", Z, "single", S, "csingle", Y};
%!endfunction

%!test
%! ## a fresh session loads every format of this version and the files of 0.1.0
%! ## (text, binary, -v7: the old-style object it stored) as equal tensors, of the
%! ## values' class (complex, single and complex single too); 0.1.0's
%! ## text and binary files give old-style objects (with a warning) that ndsparse
%! ## converts
%! c = kinds ();
%! names = c(1:2:end);
%! vars = struct ();
%! expected = struct ();
%! for k = 1:numel (names)
%!   vars.(names{k}) = c{2*k};
%!   [s, v] = find (c{2*k});
%!   ## (the class apart: Octave's -hdf5 writer takes no complex single)
%!   expected.(names{k}) = struct ("subs", s, "vals", double (v), "size", size (c{2*k}),
%!                                 "class", class (v), "complex", iscomplex (v),
%!                                 "logical", islogical (c{2*k}));
%! endfor
%! base = tempname ();
%! formats = {"-text", "-binary", "-v7", "-v6", "-hdf5"};
%! files = {};
%! unwind_protect
%!   for f = formats
%!     files{end+1} = [base f{1}];
%!     vars.expected = expected;
%!     save (f{1}, files{end}, "-struct", "vars");
%!   endfor
%!   data = fileparts (which ("nds_child"));
%!   for f = {"text", "binary", "v7"}
%!     files{end+1} = fullfile (data, "data", sprintf ("ndsparse-0.1.0-%s.sav", f{1}));
%!   endfor
%!   code = ["files = {" sprintf("'%s', ", files{:}) "};\n" ...
%!           "for f = files\n" ...
%!           "  L = load (f{1});\n" ...
%!           "  for n = fieldnames (L.expected).'\n" ...
%!           "    X = L.(n{1}); e = L.expected.(n{1}); [s, v] = find (X);\n" ...
%!           "    if (! strcmp (typeinfo (X), 'ndsparse'))\n" ...
%!           "      ## 0.1.0's old-style object: its methods work, ndsparse converts it\n" ...
%!           "      okold = isequal (s, e.subs) && isequal (v, e.vals) && isequal (X, ndsparse (e.subs, e.vals, e.size));\n" ...
%!           "      X = ndsparse (X); [s, v] = find (X); printf ('converted %d\\n', okold);\n" ...
%!           "    endif\n" ...
%!           "    ok = strcmp (class (X), 'ndsparse') && isequal (s, e.subs) && isequal (v, e.vals) ...\n" ...
%!           "         && (! isfield (e, 'class') || (strcmp (class (v), e.class) && iscomplex (v) == e.complex)) ...\n" ...
%!           "         && isequal (size (X), e.size) && islogical (X) == e.logical ...\n" ...
%!           "         && isequal (X, ndsparse (e.subs, e.vals, e.size));\n" ...
%!           "    if (all (e.size < 100) && prod (e.size) > 0)\n" ...
%!           "      F = zeros (e.size, class (e.vals)); F(sub2ind ([e.size 1], num2cell (e.subs, 1){:})) = e.vals;\n" ...
%!           "      ok = ok && isequal (full (X), F) && isequal (full (X + X), 2 * F);\n" ...
%!           "      Y = X; Y(1) = 1; F(1) = 1;\n" ...
%!           "      ok = ok && isequal (full (Y), F);\n" ...
%!           "    endif\n" ...
%!           "    printf ('%s %s %d\\n', f{1}, n{1}, ok);\n" ...
%!           "  endfor\n" ...
%!           "endfor\n"];
%!   [status, out] = nds_child (code);
%! unwind_protect_cleanup
%!   for k = 1:numel (formats)
%!     unlink (files{k});
%!   endfor
%! end_unwind_protect
%! lines = strsplit (strtrim (out), "\n");
%! result = lines(! cellfun (@isempty, regexp (lines, '^(/|converted)', "once")));
%! warned = numel (strfind (out, "ndsparse 0.1.0 in text or binary format"));
%! assert (status == 0 && numel (result) == 5 * numel (names) + 3 * 8 + 2 * 8 && warned == 2 * 8
%!         && all (cellfun (@(l) l(end) == "1", result)), "%s", out);

## forged files: FILE (forged in format FMT) loaded in a fresh process that then
## uses the tensor; the load must fail, saying WHAT (a regexp) is wrong, and the
## process must not crash
%!function check_forged (file, fmt, what)
%!  code = sprintf (["try\n" ...
%!                   "  L = load ('%s'); T = L.T;\n" ...
%!                   "  full (T); sum (T, 3); T + T; unfold (T, 1); permute (T, [3 1 2]);\n" ...
%!                   "  ttv (T, ones (size (T, 3), 1), 3);\n" ...
%!                   "  printf ('LOADED\\n');\n" ...
%!                   "catch err\n" ...
%!                   "  printf ('ID=%%s MSG=%%s\\n', err.identifier, err.message);\n" ...
%!                   "end_try_catch\n"], file);
%!  [status, out] = nds_child (code);
%!  assert (status == 0 && isempty (strfind (out, "LOADED")), "%s: %s", fmt, out);
%!  if (any (strcmp (fmt, {"-text", "-binary", "-hdf5", "-v6"})))
%!    ## (-hdf5, -v6: is_defined raises the error load_hdf5 and loadobj could not
%!    ## inside Octave's readers, issue 39)
%!    assert (! isempty (strfind (out, "ID=ndsparse:load")), "%s: %s", fmt, out);
%!  endif
%!  assert (! isempty (regexp (out, what, "once")), "%s: expected <%s>: %s", fmt, what, out);
%!endfunction

## a file holding the struct S as if it were a tensor T, in format FMT: a plain
## struct saved, whose type the file then names as ndsparse
%!function forge_fields (file, fmt, S)
%!  T = S;
%!  save (fmt, file, "T");
%!  bytes = fread (fid = fopen (file), Inf, "uint8=>char")';
%!  fclose (fid);
%!  if (strcmp (fmt, "-text"))
%!    bytes = strrep (bytes, "# type: scalar struct", "# type: ndsparse");
%!  elseif (strcmp (fmt, "-hdf5"))
%!    ## the variable's "type" dataset: its string, and the string size in its one
%!    ## datatype message (version 1, class string, then the size), 14 to 9 bytes
%!    ## (else Octave reads the type "ndsparse" padded with NULs: not ndsparse)
%!    at = strfind (bytes, "scalar struct");
%!    dt = strfind (bytes, char ([19 0 0 0 14 0 0 0]));
%!    assert (numel (at) == 1 && numel (dt) == 1);
%!    bytes(at:at+12) = ["ndsparse" char(zeros (1, 5))];
%!    bytes(dt+4) = char (9);
%!  else
%!    bytes = strrep (bytes, [char(typecast (int32 (13), "uint8")) "scalar struct"],
%!                    [char(typecast (int32 (8), "uint8")) "ndsparse"]);
%!  endif
%!  fwrite (fid = fopen (file, "w"), bytes, "uint8");
%!  fclose (fid);
%!endfunction

## a text file whose ndsparse block claims one field more than it holds: the
## next variable would be read as a field; the load fails naming it, in a fresh
## process that must not crash
%!test
%! f = [tempname() ".txt"];
%! unwind_protect
%!   T = ndsparse ([1 2 1; 3 1 2], [5; 6], [3 2 2]);
%!   after = 42;
%!   save ("-text", f, "T", "after");
%!   text = fileread (f);
%!   n = str2double (regexp (text, '# type: ndsparse\n# ndims: 2\n 1 1\n# length: (\d+)', "tokens", "once"){1});
%!   text = regexprep (text, '(# type: ndsparse\n# ndims: 2\n 1 1\n# length: )\d+', sprintf ("$1%d", n + 1), "once");
%!   fwrite (fid = fopen (f, "w"), text);  fclose (fid);
%!   [status, out] = nds_child (sprintf (["try\n  L = load ('%s'); disp (fieldnames (L)');\n" ...
%!                                        "  printf ('LOADED\\n');\n" ...
%!                                        "catch err\n  printf ('ID=%%s MSG=%%s\\n', err.identifier, err.message);\n" ...
%!                                        "end_try_catch\n"], f));
%!   assert (status == 0 && isempty (strfind (out, "LOADED")), "%s", out);
%!   assert (! isempty (strfind (out, "ID=ndsparse:load")), "%s", out);
%!   assert (! isempty (regexp (out, "unknown field 'after'", "once")), "%s", out);
%!   ## the file as saved loads whole
%!   save ("-text", f, "T", "after");
%!   L = load (f);
%!   assert (isequal (L.T, T) && L.after == 42);
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect

## the same block claiming fewer fields than it holds (the last, 'order', was read
## as a variable of the caller's workspace, the tensor loaded), or a count past the
## file's last field (Octave's struct reader failed with no identifier): each an
## ndsparse:load error saying what is wrong, in a fresh process (issue 39's audit)
%!test
%! f = [tempname() ".txt"];
%! unwind_protect
%!   T = ndsparse ([1 2 1; 3 1 2], [5; 6], [3 2 2]);
%!   after = 42;
%!   cases = {{"T", "after"}, -1, "has no field 'order' \\(10 fields where a tensor has 11\\)";
%!            {"T", "after"}, -2, "has no field 'sid' \\(9 fields";
%!            {"T"}, 1, "its fields end before the count it claims";
%!            {"T", "after"}, 5, "its fields end before the count it claims"};
%!   for k = 1:rows (cases)
%!     save ("-text", f, cases{k, 1}{:});
%!     text = fileread (f);
%!     hdr = '(# type: ndsparse\n# ndims: 2\n 1 1\n# length: )(\d+)';
%!     n = str2double (regexp (text, hdr, "tokens", "once"){2});
%!     text = regexprep (text, hdr, sprintf ("$1%d", n + cases{k, 2}), "once");
%!     fwrite (fid = fopen (f, "w"), text);  fclose (fid);
%!     [status, out] = nds_child (sprintf (["try\n  L = load ('%s'); disp (fieldnames (L)');\n" ...
%!                                          "  printf ('LOADED\\n');\n" ...
%!                                          "catch err\n  printf ('ID=%%s MSG=%%s\\n', err.identifier, err.message);\n" ...
%!                                          "end_try_catch\n"], f));
%!     msg = sprintf ("case %d: %s", k, out);
%!     assert (status == 0 && isempty (strfind (out, "LOADED")), "%s", msg);
%!     assert (! isempty (strfind (out, "ID=ndsparse:load")), "%s", msg);
%!     assert (! isempty (regexp (out, cases{k, 3}, "once")), "%s", msg);
%!   endfor
%! unwind_protect_cleanup
%!   unlink (f);
%! end_unwind_protect

## FILE with the stored int64 values FROM replaced by TO (a format that keeps them
## as they are: -v6, -hdf5, -binary)
%!function forge_bytes (file, from, to)
%!  bytes = fread (fid = fopen (file), Inf, "uint8=>uint8")';
%!  fclose (fid);
%!  at = cell (1, numel (from));
%!  for k = 1:numel (from)     # every place first, then the changes, all at once
%!    at{k} = strfind (char (bytes), char (typecast (int64 (from(k)), "uint8")));
%!    assert (! isempty (at{k}));
%!  endfor
%!  for k = 1:numel (from)
%!    for a = at{k}
%!      bytes(a:a+7) = typecast (int64 (to(k)), "uint8");
%!    endfor
%!  endfor
%!  fwrite (fid = fopen (file, "w"), bytes, "uint8");
%!  fclose (fid);
%!endfunction

%!test
%! ## forged fields in Octave's own text, binary and HDF5 formats (HDF5: the
%! ## ndsparse:load warning, raised from inside the HDF5 walk)
%! S = struct (ndsparse ([1 2 1; 3 1 2; 2 2 2], [5; 6; 7], [3 2 2]));
%! cases = {@(X) setfield (X, "subs", [X.subs(1:2, :); int64([1000000 1 2])]), "SUBS\\(3,1\\) = 1000000 is outside";
%!          @(X) setfield (X, "subs", [X.subs(1:2, :); int64([2 -5 2])]), "SUBS\\(3,2\\) = -5 is outside";
%!          @(X) setfield (X, "subs", X.subs([2 1 3], :)), "out of order";
%!          @(X) setfield (X, "subs", X.subs([1 1 3], :)), "are equal";
%!          @(X) setfield (X, "vals", [5; 0; 7]), "stored value 2 is zero";
%!          @(X) setfield (X, "vals", [5; 6]), "2 values for 3 stored";
%!          @(X) setfield (X, "usz", [3 2 2^60]), "USZ\\(3\\) = .* is not a size";
%!          @(X) setfield (X, "offs", [0 1 0]), "is outside dimension 2";
%!          @(X) setfield (X, "extra", 1), "unknown field 'extra'";
%!          @(X) rmfield (X, "order"), "has no field 'order' \\(10 fields where a tensor has 11\\)"};
%! for k = 1:rows (cases)
%!   for fmt = {"-text", "-binary", "-hdf5"}
%!     file = [tempname() ".sav"];
%!     unwind_protect
%!       forge_fields (file, fmt{1}, cases{k, 1} (S));
%!       check_forged (file, fmt{1}, cases{k, 2});
%!     unwind_protect_cleanup
%!       unlink (file);
%!     end_unwind_protect
%!   endfor
%! endfor

%!test
%! ## a forged tensor of a -hdf5 or -v6 file inside a struct and a cell (issue 39):
%! ## Octave's readers replace an error by their own, so load gives the struct and
%! ## cell with the tensor's ndsparse:load error in its place, raised wherever it
%! ## is used or saved; the other fields and variables load, and the process ends
%! ## cleanly
%! a = 10000001;
%! T = ndsparse ([a 20000001 30000001; a+1 20000002 30000001], [5; 6], [2e7 3e7 4e7]);
%! S = struct ("T", T, "x", 1);
%! C = {T, 2};
%! after = 42;
%! for fmt = {"-hdf5", "-v6"}
%!   file = [tempname() ".sav"];
%!   unwind_protect
%!     save (fmt{1}, file, "S", "C", "after");
%!     forge_bytes (file, a, 1e9);
%!     code = sprintf (["L = load ('%s');\n" ...
%!                      "printf ('x=%%d c2=%%d after=%%d\\n', L.S.x, L.C{2}, L.after);\n" ...
%!                      "uses = {'disp (L.S.T)', 'L.C{1} * 2', 'full (L.S.T) + 1', 'size (L.C{1})', ...\n" ...
%!                      "        'L.S.T(:, :, 1)', 'L.C{1}(1)', 'U = L.S.T; U(1, 1, 1) = 2', ...\n" ...
%!                      "        'save (''-text'', [tempname() ''.txt''], ''-struct'', ''L'')', ...\n" ...
%!                      "        'save (''-hdf5'', [tempname() ''.h5''], ''-struct'', ''L'')'};\n" ...
%!                      "for k = 1:numel (uses)\n" ...
%!                      "  try\n" ...
%!                      "    eval ([uses{k} ';']);\n" ...
%!                      "    printf ('USED %%d\\n', k);\n" ...
%!                      "  catch err\n" ...
%!                      "    printf ('ID=%%s MSG=%%s\\n', err.identifier, err.message);\n" ...
%!                      "  end_try_catch\n" ...
%!                      "endfor\n"], file);
%!     [status, out] = nds_child (code);
%!     assert (status == 0 && ! isempty (strfind (out, "x=1 c2=2 after=42")), "%s: %s", fmt{1}, out);
%!     assert (isempty (strfind (out, "USED")), "%s: %s", fmt{1}, out);
%!     assert (numel (strfind (out, "ID=ndsparse:load MSG=load: not a valid ndsparse tensor: SUBS(1,1) = 1000000000 is outside")) == 9, "%s: %s", fmt{1}, out);
%!   unwind_protect_cleanup
%!     unlink (file);
%!   end_unwind_protect
%! endfor

%!test
%! ## forged stored coordinates in MAT (-v6) and HDF5 files: a subscript out of
%! ## range or negative, two rows swapped, a duplicate row
%! ## (coordinates whose bytes occur nowhere else in the files)
%! a = 10000001; b = 20000001; c = 30000001;
%! T = ndsparse ([a b c; a+1 b+1 c; a+2 b+2 c+1], [5; 6; 7], [2e7 3e7 4e7]);
%! cases = {a, 1e9, "SUBS\\(1,1\\) = 1000000000 is outside";
%!          b+1, -5, "SUBS\\(2,2\\) = -5 is outside";
%!          [a a+1 b b+1], [a+1 a b+1 b], "out of order";
%!          [a+1 b+1], [a b], "are equal"};
%! for k = 1:rows (cases)
%!   for fmt = {"-v6", "-hdf5", "-binary"}
%!     file = [tempname() ".sav"];
%!     unwind_protect
%!       save (fmt{1}, file, "T");
%!       forge_bytes (file, cases{k, 1}, cases{k, 2});
%!       check_forged (file, fmt{1}, cases{k, 3});
%!     unwind_protect_cleanup
%!       unlink (file);
%!     end_unwind_protect
%!   endfor
%! endfor

%!test
%! ## a tensor made by complex () stays complex with zero imaginary parts in the
%! ## formats where Octave's complex (x, 0) does (-text, -binary, -hdf5 and their
%! ## -float forms), and narrows where it narrows (-v7, -v6); what is made from it
%! ## (a view, unmarked) stays real.  Double and single, with and without entries.
%! R = ndsparse ([1 1 1; 2 3 2; 2 1 1], [1; 2; 4], [2 3 2]);
%! E = ndsparse (zeros (0, 2), [], [2 3]);
%! cases = {complex(R, 0), complex(single (R), 0), complex(E, 0), complex(single (E))};
%! for fmt = {"-text", "-binary", "-hdf5", "-float-binary", "-float-hdf5", "-v7", "-v6"}
%!   for k = 1:numel (cases)
%!     Z = cases{k};
%!     z = complex (double (full (Z)), 0);  # (Octave's -hdf5 has no complex single)
%!     V = Z(:, :, 1);
%!     file = [tempname() ".sav"];
%!     unwind_protect
%!       save (fmt{1}, file, "Z", "z", "V");
%!       L = load (file);
%!     unwind_protect_cleanup
%!       unlink (file);
%!     end_unwind_protect
%!     msg = sprintf ("%s, case %d", fmt{1}, k);
%!     assert (iscomplex (Z) && iscomplex (z), msg);
%!     assert (iscomplex (L.Z) == iscomplex (L.z), msg);
%!     assert (isa (L.Z, "single") == isa (Z, "single"), msg);
%!     assert (isequal (full (L.Z), full (Z)), msg);
%!     assert (iscomplex (L.V) == iscomplex (V), msg);
%!     assert (isequal (full (L.V), full (V)), msg);
%!     if (iscomplex (L.Z))                # still the value complex () made
%!       assert (iscomplex (L.Z + 0) == iscomplex (z + 0), msg);
%!     endif
%!   endfor
%! endfor

%!test
%! ## -float-binary and -float-hdf5 store a tensor in full precision: a size and a
%! ## coordinate above 2^24, a value below single's range and one of 17 digits come
%! ## back exact (in floats the first two failed load, the third became a stored
%! ## zero; Octave's reader failed on every -float-binary tensor's empty fields)
%! T = ndsparse ([2^30+1 1; 3 2; 5 2], [1e-50; pi; -1/3], [2^30+1 2]);
%! V = T(2:end, 2);
%! for fmt = {"-float-binary", "-float-hdf5"}
%!   file = [tempname() ".sav"];
%!   unwind_protect
%!     save (fmt{1}, file, "T", "V");
%!     L = load (file);
%!   unwind_protect_cleanup
%!     unlink (file);
%!   end_unwind_protect
%!   assert (isequal (fields_of (L.T), fields_of (T)), fmt{1});
%!   assert (isequal (fields_of (L.V), fields_of (V)), fmt{1});
%!   [s, v] = find (L.T);
%!   assert (isequal ({s, v}, {[2^30+1 1; 3 2; 5 2], [1e-50; pi; -1/3]}), fmt{1});
%! endfor
