## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [status, out] = fresh_octave (code): run the Octave statements CODE in a fresh
## octave-cli started as a user starts it: the default environment (the bench's
## GLIBC_TUNABLES unset), no startup files, ndsparse on the path (this source
## tree's build when src/ holds it, else the installed package) and bench/ too.
## OUT is the process's stdout and stderr.  CODE must not hold double quotes.
function [status, out] = fresh_octave (code)
  bench = fileparts (mfilename ("fullpath"));
  root = fileparts (bench);
  if (exist (fullfile (root, "src", "__ndsparse__.oct"), "file"))
    paths = sprintf ("addpath (genpath ('%s')); addpath ('%s'); ", fullfile (root, "inst"),
                     fullfile (root, "src"));
  else
    paths = "pkg load ndsparse; ";
  endif
  octave = fullfile (OCTAVE_HOME (), "bin", "octave-cli");
  if (! exist (octave, "file"))
    octave = "octave-cli";
  endif
  [status, out] = system (sprintf ("env -u GLIBC_TUNABLES '%s' --norc --quiet --no-history --eval \"%saddpath ('%s'); %s\" 2>&1",
                                   octave, paths, bench, code));
endfunction
