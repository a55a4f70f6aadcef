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
##
## help NAME: Octave's help finds a function on the path, never a class's method
## (`help ttv' says "not found" on Octave 7 to 10).  So for every method whose
## name Octave does not already know (ttv, viewinfo, mttkrp, rowdata, ...), the
## folder methods-help (on the path after `pkg load', as lookfor-methods) holds
## NAME.m: the method's help text, and a body that only runs when no argument is
## of the package's classes (a class's method wins over a function of the same
## name): it hands the call to another NAME on the path (Tensor Toolbox's cp_als,
## hosvd, ...), or says what NAME is (__nds_method_stub__).  `help ttv' prints what `help @ndsparse/ttv' prints.
## A name Octave has (view, spy, sum, find) keeps Octave's help: `help
## @ndsparse/view' is the documented way, and `help ndsparse' lists it.

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
  names = texts = {};
  for cls = {"@ndsparse", "@rowsparse"}
    files = dir (fullfile (pkgdir, cls{1}, "*.m"));
    for k = 1:numel (files)
      [text, format] = get_help_text_from_file (fullfile (pkgdir, cls{1}, files(k).name));
      if (strcmp (format, "texinfo"))
        names{end+1} = [cls{1} "/" files(k).name(1:end-2)];
        texts{end+1} = text;
      endif
    endfor
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
  write_help_entries (fullfile (pkgdir, "methods-help"), names, texts);

  for sub = {"lookfor-methods", "methods-help"}
    dirline = ["ndsparse_lookfor_dir__ = fullfile (fileparts (mfilename (\"fullpath\")), \"" ...
               sub{1} "\");\n"];
    append_to (fullfile (pkgdir, "PKG_ADD"),
               [dirline "addpath (ndsparse_lookfor_dir__);\nclear ndsparse_lookfor_dir__;\n"]);
    append_to (fullfile (pkgdir, "PKG_DEL"),
               [dirline "if (any (strcmp (ndsparse_lookfor_dir__, strsplit (path (), pathsep ()))))\n" ...
                "  rmpath (ndsparse_lookfor_dir__);\nendif\nclear ndsparse_lookfor_dir__;\n"]);
  endfor
endfunction

## FOLDER/NAME.m for each method NAME that Octave does not know: the method's
## texinfo help (for a name both classes have, the first's and where the other's is), and a
## body reached only when no argument is of the package's classes
function write_help_entries (folder, names, texts)
  [ok, msg] = mkdir (folder);
  if (! ok)
    error ("cannot make %s: %s", folder, msg);
  endif
  short = regexprep (names, '^@[a-z]+/', "");
  for name = unique (short)
    if (any (strcmp (name{1}, {"ndsparse", "rowsparse"}))
        || exist (name{1}) || iskeyword (name{1}))
      continue;                     # Octave's own, or a constructor (found already)
    endif
    k = find (strcmp (short, name{1}));
    ## the first class's help (@ndsparse sorts first); a name more classes
    ## have says where the others' help is
    text = texts{k(1)};
    if (numel (k) > 1)
      others = strjoin (strrep (names(k(2:end)), "@", "@@"), "}, @code{help ");
      text = regexprep (text, '@end deftypefn\s*$',
                        sprintf ("\n@code{%s} is also a method of another class of the package: @code{help %s}.\n@end deftypefn\n",
                                 name{1}, others));
    endif
    classes = strjoin (regexprep (names(k), '^@([a-z]+)/.*', "$1"), " or ");
    lines = strsplit (regexprep (text, '\n+$', ""), "\n", "collapsedelimiters", false);
    file = fullfile (folder, [name{1} ".m"]);
    fid = fopen (file, "w");
    if (fid < 0)
      error ("cannot write %s", file);
    endif
    fprintf (fid, "##%s\n", " -*- texinfo -*-", lines{:});   # lines keep their space
    fprintf (fid, ["\n## written by the package's post_install.m from the help of %s\n" ...
                   "function varargout = %s (varargin)\n" ...
                   "  [varargout{1:max (nargout, 1)}] = __nds_method_stub__ " ...
                   "(mfilename (\"fullpath\"), \"%s\", nargout, varargin{:});\n" ...
                   "endfunction\n"],
             strjoin (names(k), " and "), name{1}, classes);
    fclose (fid);
  endfor
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
