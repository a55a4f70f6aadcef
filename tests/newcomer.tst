## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## A newcomer's first hour (issue 38): every command that README.md, the tour
## and `help ndsparse' recommend runs, in the throwaway install `make check'
## makes, without an error or a warning.  The commands are read from those
## texts, so a command added there is tried here.  ndsparse_tour ("step") waits
## for Enter and is the one command left out (its step numbers run instead).

%!function tf = dev_loop ()
%!  ## the development loop: the package's functions run from a tree of their own
%!  ## (addpath), whether or not a copy is installed.  pkg load of the installed
%!  ## copy would then load a second __ndsparse__.oct over the first, and its type
%!  ## registration warns "duplicate unary operator" (why this file failed only
%!  ## from the source tree with the package installed)
%!  list = pkg ("list", "ndsparse");
%!  here = which ("ndsparse_tour");
%!  tf = isempty (list) || (! isempty (here) && ! strncmp (here, list{1}.dir, numel (list{1}.dir)));
%!endfunction

%!function run_clean (cmd)
%!  ## cmd in a workspace of its own; any warning fails it.  In the development
%!  ## loop "pkg load ndsparse" has nothing to load (or would load a second copy).
%!  if (dev_loop ())
%!    cmd = regexprep (cmd, '(?m)^pkg load ndsparse\s*$', "");
%!  endif
%!  lastwarn ("");
%!  try
%!    evalc (cmd);
%!  catch err
%!    error ("`%s' fails: %s", strtrim (cmd), err.message);
%!  end_try_catch
%!  [msg, id] = lastwarn ();
%!  if (! isempty (msg))
%!    error ("`%s' warns: %s (%s)", strtrim (cmd), msg, id);
%!  endif
%!  close all;
%!endfunction

%!function out = run_output (cmd)
%!  ## help NAME of a method reaches it through the files post_install.m writes:
%!  ## not in the development loop (addpath, nothing installed)
%!  word = strsplit (strtrim (cmd)){end};
%!  if (strncmp (cmd, "help ", 5) && isempty (strfind (which ("ttv"), "methods-help"))
%!      && (exist (["@ndsparse/" word]) || exist (["@rowsparse/" word])))
%!    out = "";
%!    return;
%!  endif
%!  ## ndsparse_guide opens the guide installed with the package; in the
%!  ## development loop it is there only after make doc
%!  if (strncmp (cmd, "ndsparse_guide", 14) && dev_loop ())
%!    try
%!      f = ndsparse_guide ();
%!    catch err
%!      assert (err.identifier, "ndsparse:guide");
%!      out = "";
%!      return;
%!    end_try_catch
%!  endif
%!  lastwarn ("");
%!  out = evalc (cmd);
%!  [msg, id] = lastwarn ();
%!  if (! isempty (msg))
%!    error ("`%s' warns: %s (%s)", cmd, msg, id);
%!  endif
%!  close all;
%!endfunction

## the README's Octave blocks, in order, each in a fresh workspace
%!test
%! set (0, "defaultfigurevisible", "off");
%! text = fileread ("README.md");
%! blocks = regexp (text, '```octave\n(.*?)```', "tokens");
%! assert (numel (blocks) >= 2, "README.md has its Octave examples");
%! for k = 1:numel (blocks)
%!   run_clean (blocks{k}{1});
%! endfor

## the README's links to files of the checkout (the guide's chapters, its
## pictures, bench/README.md) name files that exist
%!test
%! text = fileread ("README.md");
%! links = regexp (text, '\]\(([^)#:]+)\)', "tokens");
%! links = cellfun (@(c) c{1}, links, "uniformoutput", false);
%! assert (sum (strncmp (links, "doc/guide/", 10)) >= 8);
%! for k = 1:numel (links)
%!   assert (exist (links{k}, "file") > 0, "README.md links to %s, which is not there",
%!           links{k});
%! endfor

## the commands the README names in backquotes: help, demo, lookfor, ndsparse_guide
%!test
%! set (0, "defaultfigurevisible", "off");
%! text = fileread ("README.md");
%! cmds = regexp (text, '`((?:help|demo|lookfor) [^`]+|ndsparse_guide(?: \([^`]*\))?)`', "tokens");
%! assert (any (strncmp (cellfun (@(c) c{1}, cmds, "uniformoutput", false), "ndsparse_guide", 14)));
%! for k = 1:numel (cmds)
%!   out = run_output (cmds{k}{1});
%!   assert (isempty (strfind (out, "not found")), "`%s' says not found", cmds{k}{1});
%! endfor

## the tour whole, each step by number, and what its last line recommends
%!test
%! set (0, "defaultfigurevisible", "off");
%! out = run_output ("ndsparse_tour ()");
%! n = str2double (regexp (out, "==== Step 1 of (\\d+)", "tokens", "once"){1});
%! for k = 1:n
%!   step = run_output (sprintf ("ndsparse_tour (%d)", k));
%!   assert (! isempty (strfind (step, sprintf ("==== Step %d of %d", k, n))));
%! endfor
%! next = regexp (out, "Next: ([^\n]*)", "tokens", "once"){1};
%! cmds = strtrim (strsplit (regexprep (next, '(, or |\.$)', ","), ","));
%! cmds = cmds(! cellfun (@isempty, cmds));
%! assert (numel (cmds) >= 3);
%! for k = 1:numel (cmds)
%!   if (isempty (strfind (cmds{k}, '"step"')))
%!     out = run_output (cmds{k});
%!     assert (isempty (regexp (out, "not found|no function|failed", "once")),
%!             "`%s' does not reach the package", cmds{k});
%!   endif
%! endfor

## help ndsparse's commands: help and demo reach the package, lookfor finds what
## the help says it finds
%!test
%! set (0, "defaultfigurevisible", "off");
%! text = get_help_text ("ndsparse");
%! cmds = regexp (text, '@code\{((?:help|demo|lookfor) [^}]+|ndsparse_guide[^}]*)\}', "tokens");
%! cmds = unique (strrep (cellfun (@(c) c{1}, cmds, "UniformOutput", false), "@@", "@"));
%! assert (numel (cmds) >= 6);
%! for k = 1:numel (cmds)
%!   out = run_output (cmds{k});
%!   assert (isempty (regexp (out, "not found|no function|failed", "once")),
%!           "`%s' does not reach the package", cmds{k});
%!   word = [strsplit(cmds{k}), {""}]{2};
%!   if (strncmp (cmds{k}, "help ", 5) && word(1) != "@" && ! isempty (out))
%!     ## a bare method name: the method's help, not Octave's
%!     assert (! isempty (strfind (out, "ndsparse")), "`%s' shows Octave's help", cmds{k});
%!   endif
%! endfor
%! ## lookfor ndsparse / rowsparse list every method of the class, as it says
%! ## (from the cache post_install.m writes: not in the development loop)
%! if (isempty (strfind (which ("ttv"), "methods-help")))
%!   return;
%! endif
%! d = fileparts (which ("ndsparse_tour"));
%! for cls = {"ndsparse", "rowsparse"}
%!   m = dir (fullfile (d, ["@" cls{1}], "*.m"));
%!   want = strcat (["@" cls{1} "/"], regexprep ({m.name}, '\.m$', ""));
%!   missing = setdiff (want, lookfor (cls{1}));
%!   assert (isempty (missing), "lookfor %s misses %s", cls{1}, strjoin (missing, " "));
%! endfor

## help NAME for a method whose name Octave does not use: the method's help; a
## call with no tensor says what it is
%!test
%! if (isempty (strfind (which ("ttv"), "methods-help")))
%!   return;                 # the development loop: no post_install, no help files
%! endif
%! assert (strtrim (get_help_text ("ttm")), strtrim (get_help_text ("@ndsparse/ttm")));
%! assert (strtrim (get_help_text ("rowdata")), strtrim (get_help_text ("@rowsparse/rowdata")));
%! ## a name of two classes: the first's help, and where the other's is
%! both = strtrim (get_help_text ("ttv"));
%! one = regexprep (strtrim (get_help_text ("@ndsparse/ttv")), '@end deftypefn$', "");
%! assert (strncmp (both, one, numel (one)));
%! assert (! isempty (strfind (both, "help @@rowsparse/ttv")));
%! assert (isempty (strfind (evalc ("help ttv"), "Texinfo")));
%! assert (full (ttv (ndsparse ([1 2 1], 5, [2 2 2]), [1; 1], 1)), [0 0; 5 0]);
%!error <ttm: a method of ndsparse, but no argument is one>
%! if (isempty (strfind (which ("ttm"), "methods-help")))
%!   error ("ttm: a method of ndsparse, but no argument is one (skipped)");
%! endif
%! ttm (ones (2, 2), eye (2), 1);
%!error <ttv: a method of ndsparse or rowsparse, but no argument is one>
%! if (isempty (strfind (which ("ttv"), "methods-help")))
%!   error ("ttv: a method of ndsparse or rowsparse, but no argument is one (skipped)");
%! endif
%! ttv (ones (2, 2), [1; 1], 1);
## a Tensor Toolbox function of a method's name (its top-level cp_als) still gets
## the calls with no tensor of ours, wherever it is on the path
%!test
%! if (isempty (strfind (which ("cp_als"), "methods-help")))
%!   return;                 # the development loop: no post_install, no help files
%! endif
%! ttb = tempname ();
%! mkdir (ttb);
%! fid = fopen (fullfile (ttb, "cp_als.m"), "w");
%! fputs (fid, "function M = cp_als (X, R)\n  M = {\"ttb\", R};\nendfunction\n");
%! fclose (fid);
%! saved = path ();
%! unwind_protect
%!   addpath (ttb, "-end");
%!   assert (cp_als (ones (2, 2, 2), 3), {"ttb", 3});
%!   M = cp_als (ndsparse ([1 1 1; 2 2 2], [1; 1], [2 2 2]), 1, "printitn", 0);
%!   assert (isa (M, "cpmodel"));
%! unwind_protect_cleanup
%!   path (saved);
%!   confirm_recursive_rmdir (false, "local");
%!   rmdir (ttb, "s");
%! end_unwind_protect

## Tensor Toolbox's names: after pkg load, "'sptensor' undefined" is followed by
## the ndsparse equivalent (PKG_ADD registers __nds_missing_hook__; not in the
## development loop, where nothing runs the package's PKG_ADD)
%!test
%! list = pkg ("list");
%! loaded = any (cellfun (@(p) strcmp (p.name, "ndsparse") && p.loaded, list));
%! if (! loaded)
%!   return;
%! endif
%! assert (missing_function_hook (), "__nds_missing_hook__");
%! for name = {"sptensor", "sptenrand", "tensor", "ktensor", "tenmat"}
%!   msg = "";
%!   try
%!     eval (sprintf ("X = %s (1);", name{1}));
%!   catch err
%!     msg = err.message;
%!   end_try_catch
%!   assert (! isempty (strfind (msg, sprintf ("'%s' undefined", name{1}))), msg);
%!   assert (! isempty (strfind (msg, "Tensor Toolbox's; with ndsparse")), msg);
%! endfor
