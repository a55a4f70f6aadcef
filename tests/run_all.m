## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## run_all.m: the Octave half of `make check'.  Run as a script on an INSTALLED package:
##   octave-cli --norc --quiet tests/run_all.m TESTDIR
## It checks the installed package (pkg load is silent, every oct-file loads, INDEX lists
## every public function), runs the BIST blocks of every installed function file and of
## every TESTDIR/*.tst, then every demo of every installed function file (figures
## off-screen), prints one line per file (a failure's log in full), and ends with
## "octave: P passed, F failed"; the exit status is 1 on any failure.

1;

## print one result line; on failure, the log indented below it
function report (name, np, nf, secs, logtext, nskip = 0)
  if (nf > 0)
    status = "FAIL";
  else
    status = "ok";
  endif
  skipped = "";
  if (nskip > 0)
    skipped = sprintf (" (%d skipped)", nskip);
  endif
  printf ("  %-4s %4d/%-4d %6.1fs  %s%s\n", status, np, np + nf, secs, name, skipped);
  if (nf > 0 && ! isempty (logtext))
    printf ("      | %s\n", strrep (strtrim (logtext), "\n", "\n      | "));
  endif
  fflush (stdout);
endfunction

## the tests of FILE that passed, failed and were skipped, and its log
function [np, nf, nskip, logtext] = run_file (file)
  logfile = [tempname() ".log"];
  fid = fopen (logfile, "w");
  try
    [np, nmax, nxfail, nbug, nskip, nrtskip, nregr] = test (file, "quiet", fid);
    nf = nmax - np - nxfail - nbug - nregr;
    nskip += nrtskip;
    if (nmax == 0 && nskip == 0)
      fprintf (fid, "no tests in %s: every public function file needs BIST blocks\n", file);
      nf = 1;
    endif
  catch err
    fprintf (fid, "test (\"%s\") itself failed: %s\n", file, err.message);
    np = nskip = 0;
    nf = 1;
  end_try_catch
  fclose (fid);
  logtext = fileread (logfile);
  unlink (logfile);
endfunction

## files (relative to root) below root, with the given suffix, outside private/ folders
## and the installed doc/ (the guide and its build scripts, not functions), and the
## help-only files post_install.m writes (methods-help/, lookfor-methods/)
function files = find_files (root, suffix, rel)
  files = {};
  d = dir (fullfile (root, rel));
  for k = 1:numel (d)
    name = d(k).name;
    if (any (strcmp (name, {".", "..", "private", "packinfo", "doc", "methods-help", ...
                            "lookfor-methods"})))
      continue;
    endif
    r = fullfile (rel, name);
    if (d(k).isdir)
      files = [files, find_files(root, suffix, r)];
    elseif (numel (name) > numel (suffix) && strcmp (name(end-numel(suffix)+1:end), suffix))
      files{end+1} = r;
    endif
  endfor
endfunction

## public function names of an installed package dir, as INDEX lists them, and their files
## (internal __name__ files are not public)
function [names, files] = public_names (pkgdir)
  names = files = {};
  for f = find_files (pkgdir, ".m", "")
    [folder, base] = fileparts (f{1});
    if (strncmp (base, "__", 2))
      continue;                       # internal (__name__), as tools/mkindex.sh skips it
    elseif (isempty (folder))
      names{end+1} = base;
    elseif (folder(1) == "@")
      names{end+1} = [folder "/" base];
    elseif (folder(1) == "+")
      names{end+1} = [folder(2:end) "." base];
    else
      continue;
    endif
    files{end+1} = fullfile (pkgdir, f{1});
  endfor
endfunction

## the help text of a function file and its format; a classdef file's help follows
## its classdef line, where get_help_text_from_file does not look, so it is asked
## for by name (get_help_text of the file's path leaves Octave 7 unable to make
## the class: "class not found")
function [text, format] = help_text (file)
  [text, format] = get_help_text_from_file (file);
  if (strcmp (format, "Not found"))
    [~, name] = fileparts (file);
    [text, format] = get_help_text (name);
  endif
endfunction

## what is wrong with the header and docstring of a public function file ("" if nothing)
function msg = docstring_problems (file)
  msg = "";
  code = fileread (file);
  if (! strncmp (code, "## Copyright (C)", 16)
      || isempty (strfind (code, "SPDX-License-Identifier")))
    msg = [msg "no copyright header and SPDX line at the top; "];
  endif
  [text, format] = help_text (file);
  if (! strcmp (format, "texinfo"))
    msg = [msg "no texinfo docstring; "];
    return;
  endif
  checks = {'@deftypefn\s+\{ndsparse\}', "@deftypefn {ndsparse}";
            "@example", "@example"; "@seealso", "@seealso"};
  for k = 1:rows (checks)
    if (isempty (regexp (text, checks{k, 1}, "once")))
      msg = [msg sprintf("no %s; ", checks{k, 2})];
    endif
  endfor
endfunction

## the functions whose docstrings makeinfo rejects, with its messages
function bad = docstring_render_errors (names, files)
  bad = "";
  texts = cellfun (@help_text, files, "uniformoutput", false);
  have = ! cellfun (@isempty, texts);   # missing docstrings are reported elsewhere
  program = makeinfo_program ();
  makeinfo_program ([program " 2>&1"]);   # its messages into the output we read
  unwind_protect
    [~, status] = __makeinfo__ (strjoin (texts(have), "\n"), "plain text");
    if (status == 0)
      return;   # one makeinfo run for all; one per file only to find the culprits
    endif
    for k = find (have)
      [out, status] = __makeinfo__ (texts{k}, "plain text");
      if (status != 0)
        toks = regexp (out, '^octave-help-\w+:\d+: ([^\n]*)', "tokens", "lineanchors");
        msgs = strjoin (unique (cellfun (@(c) c{1}, toks, "uniformoutput", false)), "; ");
        bad = [bad sprintf("%s: makeinfo: %s\n", names{k}, msgs)];
      endif
    endfor
  unwind_protect_cleanup
    makeinfo_program (program);
  end_unwind_protect
endfunction

## one demo block, as demo () runs it: in a function of its own (no variables
## shared), its output captured; an error propagates
function run_demo (block)
  eval (["function __demo__ ()\n" block "\nendfunction"]);
  unwind_protect
    evalc ("__demo__ ();");
  unwind_protect_cleanup
    clear __demo__;
  end_unwind_protect
endfunction

## the demos of FILE that ran and that failed, and the failures' messages; the
## figures they draw are closed after each
function [np, nf, logtext] = run_demos (file)
  np = nf = 0;
  logtext = "";
  [code, idx] = test (file, "grabdemo");
  for k = 1:numel (idx) - 1
    try
      run_demo (code(idx(k):idx(k+1)-1));
      np++;
    catch err
      nf++;
      logtext = [logtext sprintf("demo %d failed: %s\n", k, err.message)];
    end_try_catch
    close all;
  endfor
endfunction

more off;
## tests and demos draw off-screen: CI has no display (gnuplot prints to files)
set (0, "defaultfigurevisible", "off");
warning ("off", "Octave:gnuplot-graphics");
args = argv ();
if (numel (args) != 1)
  error ("usage: octave-cli --norc --quiet tests/run_all.m TESTDIR");
endif
testdir = make_absolute_filename (args{1});
addpath (testdir);   # the helpers the .tst files share (check_storage)
np_all = nf_all = 0;

## ---- the installed package itself
printf ("Package checks\n");
t0 = tic ();
out = evalc ("pkg load ndsparse");
ok = isempty (out);
np_all += ok;
nf_all += ! ok;
report ("pkg load ndsparse prints nothing", ok, ! ok, toc (t0),
        ["pkg load ndsparse printed:\n" out]);

info = pkg ("list", "ndsparse"){1};
pkgdir = info.dir;
archdir = info.archprefix;
if (! exist (archdir, "dir"))
  archdir = pkgdir;
endif
archdir = fullfile (archdir, dir (fullfile (archdir, "*-*-*"))(1).name);
printf ("  (installed in %s)\n", pkgdir);

## the oct-file: pkg load ran its __ndsparse__ (), which autoloads every internal
## function from it; each, called with no arguments, must fail with a usage error.
## Beside it, only the MPI wing's __ndsmpi__.oct (built where mpicc is), which must
## load and refuse a call with no arguments the same way.
octs = dir (fullfile (archdir, "*.oct"));
file = fullfile (archdir, "__ndsparse__.oct");
bad = "";
others = setdiff ({octs.name}, {"__ndsparse__.oct", "__ndsmpi__.oct"});
if (! exist (file, "file") || ! isempty (others))
  bad = sprintf ("expected __ndsparse__.oct (and __ndsmpi__.oct) in %s, found %s\n",
                 archdir, strjoin ({octs.name}, ", "));
endif
if (any (strcmp ({octs.name}, "__ndsmpi__.oct")))
  try
    __ndsmpi__ ();
    bad = [bad "__ndsmpi__: a call with no arguments did not fail\n"];
  catch err
    if (! strcmp (err.identifier, "Octave:invalid-fun-call"))
      bad = [bad sprintf("__ndsmpi__: did not load: %s\n", err.message)];
    endif
  end_try_catch
endif
auto = autoload ();
internal = auto(strcmp ({auto.file}, file));
for k = 1:numel (internal)
  name = internal(k).function;
  try
    feval (name);
    bad = [bad sprintf("%s: a call with no arguments did not fail\n", name)];
  catch err
    if (! strcmp (err.identifier, "Octave:invalid-fun-call"))
      bad = [bad sprintf("%s: did not load: %s\n", name, err.message)];
    endif
  end_try_catch
endfor
if (numel (internal) < 20)
  bad = [bad sprintf("only %d functions autoloaded from %s\n", numel (internal), file)];
endif
ok = isempty (bad);
np_all += ok;
nf_all += ! ok;
report (sprintf ("%d internal functions load from __ndsparse__.oct", numel (internal)), ok,
        ! ok, 0, bad);

## INDEX: functions are listed on lines that begin with white space
lines = strsplit (fileread (fullfile (pkgdir, "packinfo", "INDEX")), "\n");
lines = lines(! cellfun (@isempty, regexp (lines, '^\s+\S', "once")));
listed = strsplit (strtrim (strjoin (lines, " ")));
[names, files] = public_names (pkgdir);
missing = setdiff (names, listed);
stale = setdiff (listed, names);
ok = isempty (missing) && isempty (stale);
np_all += ok;
nf_all += ! ok;
report (sprintf ("INDEX lists the %d public functions", numel (names)), ok, ! ok, 0,
        sprintf ("not in INDEX: %s\nin INDEX but not installed: %s",
                 strjoin (missing, " "), strjoin (stale, " ")));

## help ndsparse: its methods-by-topic table names every method of @ndsparse, every
## function of the package and every other class (whose help lists its own methods)
text = get_help_text ("@ndsparse/ndsparse");
words = regexp (text, '[A-Za-z_0-9]+', "match");
want = unique (regexprep (regexprep (names, '^@ndsparse/', ""), '^@(\w+)/\w+$', "$1"));
missing = setdiff (want, words);
ok = isempty (missing);
np_all += ok;
nf_all += ! ok;
report ("help ndsparse lists every method and function", ok, ! ok, 0,
        sprintf ("not in help ndsparse: %s", strjoin (missing, " ")));

## lookfor: the methods come from the cache post_install.m writes (Octave's own
## caches skip @ndsparse); their first sentences as Octave finds them
t0 = tic ();
[found, sentences] = lookfor ("sparse");
methods = names(strncmp (names, "@ndsparse/", 10));
bad = "";
missing = setdiff (methods, found);
if (! isempty (missing))
  bad = sprintf ("lookfor sparse does not list %s\n", strjoin (missing, " "));
endif
if (! any (strcmp (lookfor ("tensor"), "@ndsparse/ttv")))
  bad = [bad "lookfor tensor does not list @ndsparse/ttv\n"];
endif
for name = {"@ndsparse/ttv", "@ndsparse/sum", "@ndsparse/viewinfo", "@ndsparse/spy"}
  k = find (strcmp (found, name{1}));
  want = strtrim (strrep (get_first_help_sentence (name{1}), "\n", " "));
  if (numel (k) == 1 && ! strcmp (strtrim (strrep (sentences{k}, "\n", " ")), want))
    bad = [bad sprintf("lookfor's sentence for %s: \"%s\", not \"%s\"\n", name{1},
                       sentences{k}, want)];
  endif
endfor
ok = isempty (bad);
np_all += ok;
nf_all += ! ok;
report (sprintf ("lookfor lists the %d methods", numel (methods)), ok, ! ok, toc (t0), bad);

t0 = tic ();
bad = "";
for k = 1:numel (files)
  problem = docstring_problems (files{k});
  if (! isempty (problem))
    bad = [bad sprintf("%s: %s\n", names{k}, problem(1:end-2))];
  endif
endfor
bad = [bad docstring_render_errors(names, files)];
ok = isempty (bad);
np_all += ok;
nf_all += ! ok;
report (sprintf ("docstrings of the %d public functions (header, texinfo, makeinfo)",
                 numel (files)), ok, ! ok, toc (t0), bad);

## ---- BIST blocks of every installed function file, then the integration tests
groups = {"Installed function files", pkgdir, find_files(pkgdir, ".m", "");
          "Installed oct-file tests", archdir, find_files(archdir, "-tst", "");
          "Integration tests", testdir, find_files(testdir, ".tst", "")};
for g = 1:rows (groups)
  printf ("%s (%s)\n", groups{g, 1}, groups{g, 2});
  for f = groups{g, 3}
    t0 = tic ();
    [np, nf, nskip, logtext] = run_file (fullfile (groups{g, 2}, f{1}));
    report (f{1}, np, nf, toc (t0), logtext, nskip);
    np_all += np;
    nf_all += nf;
  endfor
endfor

## ---- cat's tests again with the engine's portable code where this processor has a
## path of its own (an AVX-512 processor merges double values by one; the others and
## the other classes take the portable code, which then runs here too)
printf ("Portable paths (__nds_config__ (\"portable\", true))\n");
__nds_config__ ("portable", true);
for f = {pkgdir, testdir; fullfile("@ndsparse", "cat.m"), "shape.tst"}   # (dir; file)
  t0 = tic ();
  [np, nf, nskip, logtext] = run_file (fullfile (f{:}));
  report (["portable: " f{2}], np, nf, toc (t0), logtext, nskip);
  np_all += np;
  nf_all += nf;
endfor
__nds_config__ ("portable", false);

## ---- every demo of every installed function file, as `demo NAME' runs it
printf ("Demos of the installed function files (%s)\n", pkgdir);
for f = find_files (pkgdir, ".m", "")
  t0 = tic ();
  [np, nf, logtext] = run_demos (fullfile (pkgdir, f{1}));
  if (np + nf > 0)
    report ([f{1} " (demos)"], np, nf, toc (t0), logtext);
  endif
  np_all += np;
  nf_all += nf;
endfor

printf ("octave: %d passed, %d failed\n", np_all, nf_all);
exit (nf_all > 0);
