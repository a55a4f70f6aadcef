## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## [status, out] = nds_child (code, with_package = true): run the Octave code CODE
## (a string of statements) in a fresh octave-cli process with the package made
## available the way this session has it (pkg load when it is installed, else the
## checkout's inst/ and src/ on the path), or without it when WITH_PACKAGE is false;
## STATUS is the process's exit status (a crash is not 0) and OUT what it printed,
## stdout and stderr, without Octave's harmless exit message.
function [status, out] = nds_child (code, with_package = true)
  script = [tempname() ".m"];
  setup = "";
  if (with_package)
    if (! isempty (pkg ("list", "ndsparse")) && any (cellfun (@(p) p.loaded, pkg ("list", "ndsparse"))))
      setup = "pkg load ndsparse;";
    else
      inst = fileparts (fileparts (which ("ndsparse")));
      src = fileparts (which ("__ndsparse__"));
      setup = sprintf ("addpath (genpath ('%s')); addpath ('%s');", inst, src);
    endif
  endif
  fid = fopen (script, "w");
  fprintf (fid, "%s\n%s\n", setup, code);
  fclose (fid);
  unwind_protect
    octave = fullfile (OCTAVE_HOME, "bin", "octave-cli");
    [status, out] = system (sprintf ("'%s' --norc --quiet --no-history '%s' 2>&1", octave, script));
  unwind_protect_cleanup
    unlink (script);
  end_unwind_protect
  out = regexprep (out, "error: ignoring const execution_exception& while preparing to exit\n?", "");
endfunction
