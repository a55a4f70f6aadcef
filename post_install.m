## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## post_install (desc): run by `pkg install' once the package's files are in
## place (Octave 7.3's pkg/private/install.m calls it, then builds the lookfor
## caches).  It makes lookfor find the methods of @ndsparse.
##
## Why here: pkg install builds a doc-cache only for the folders genpath lists,
## which leaves out @ndsparse, so `lookfor tensor' finds fold and ndsprand but no
## method.  This writes a cache of the methods (names "@ndsparse/ttv", the text
## `help @ndsparse/ttv' shows and its first sentence, the format doc_cache_create
## writes) into the folder lookfor-methods, which holds no function, so pkg's own
## caching leaves it alone; PKG_ADD puts the folder on the path at `pkg load'
## and PKG_DEL takes it off.  A failure only costs lookfor the methods: a warning,
## and the installation goes on.

function post_install (desc)
  try
    write_methods_cache (desc.dir);
  catch err
    warning ("ndsparse:lookfor",
             "ndsparse: lookfor will not list the methods of @ndsparse: %s", err.message);
  end_try_catch
endfunction

## the cache of the methods in PKGDIR/lookfor-methods, and the PKG_ADD and
## PKG_DEL lines that put that folder on the path and take it off
function write_methods_cache (pkgdir)
  files = dir (fullfile (pkgdir, "@ndsparse", "*.m"));
  names = texts = {};
  for k = 1:numel (files)
    [text, format] = get_help_text_from_file (fullfile (pkgdir, "@ndsparse", files(k).name));
    if (strcmp (format, "texinfo"))
      names{end+1} = ["@ndsparse/" files(k).name(1:end-2)];
      texts{end+1} = text;
    endif
  endfor

  if (isempty (names))
    error ("no documented method in %s", fullfile (pkgdir, "@ndsparse"));
  endif

  ## one makeinfo run for all the texts (one per method takes seconds), split
  ## at a marker paragraph
  marker = "XNDSPARSEHELPSPLITX";
  [plain, status] = __makeinfo__ (strjoin (texts, ["\n@noindent\n" marker "\n\n"]),
                                  "plain text");
  plain = strsplit (plain, marker);
  if (status != 0 || numel (plain) != numel (texts))
    error ("makeinfo could not format the help texts");
  endif
  cache = cell (3, numel (names));
  for k = 1:numel (names)
    text = regexprep (plain{k}, '^\n+|\s+$', "");     # as makeinfo gives one alone
    cache(:, k) = {names{k}; text; first_sentence(plain{k})};
  endfor

  folder = fullfile (pkgdir, "lookfor-methods");
  [ok, msg] = mkdir (folder);
  if (! ok)
    error ("cannot make %s: %s", folder, msg);
  endif
  save_header_format_string (["# doc-cache created by Octave " OCTAVE_VERSION], "local");
  save ("-text", fullfile (folder, "doc-cache"), "cache");

  dirline = "ndsparse_lookfor_dir__ = fullfile (fileparts (mfilename (\"fullpath\")), \"lookfor-methods\");\n";
  append_to (fullfile (pkgdir, "PKG_ADD"),
             [dirline "addpath (ndsparse_lookfor_dir__);\nclear ndsparse_lookfor_dir__;\n"]);
  append_to (fullfile (pkgdir, "PKG_DEL"),
             [dirline "if (any (strcmp (ndsparse_lookfor_dir__, strsplit (path (), pathsep ()))))\n" ...
              "  rmpath (ndsparse_lookfor_dir__);\nendif\nclear ndsparse_lookfor_dir__;\n"]);
endfunction

## the first sentence of a method's plain help (as get_first_help_sentence
## finds it, at most 80 characters): the text after the " -- " call lines, up
## to a period followed by a capital or a line end, or to a blank line
function s = first_sentence (plain)
  body = regexprep (plain, '(?m)^ -- [^\n]*\n', "");
  body = strtrim (regexprep (body, '(?m)^ {5}', ""));
  period = regexp (body, '\.\s+(?:[A-Z]|\n)', "once");
  stop = min ([period, regexp(body, "\n\n", "once") - 1, numel(body)]);
  s = body(1:stop);
  if (numel (s) >= 80)
    s = [s(1:77) "..."];
  endif
endfunction

## append text to a file (made if missing)
function append_to (file, text)
  fid = fopen (file, "a");
  if (fid < 0)
    error ("cannot write %s", file);
  endif
  fputs (fid, text);
  fclose (fid);
endfunction
