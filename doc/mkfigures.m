## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## mkfigures.m: the pictures of the user guide's chapter "Seeing tensors" (and the
## fit curve of "Decompositions"), drawn
## by the package's own demos, into figures/ (kept in git, so that make doc and
## make dist need no compiled package).  Run from doc/ by `make -C doc figures'
## (with the oct-files built in ../src, or the package installed):
##   octave-cli --norc --quiet mkfigures.m OUTDIR
## Each figure is the one a demo draws, chosen by a phrase of the demo's text, and
## printed to OUTDIR/NAME.png with gnuplot, off-screen.  A phrase that matches no
## demo or several, or a demo that fails, stops it with an error.

1;

## the number of the demo of NAME whose text holds PHRASE
function n = demo_number (name, phrase)
  [code, idx] = test (name, "grabdemo");
  hits = [];
  for k = 1:numel (idx) - 1
    if (! isempty (strfind (code(idx(k):idx(k+1)-1), phrase)))
      hits(end+1) = k;
    endif
  endfor
  if (numel (hits) != 1)
    error ("mkfigures: %d demos of %s hold \"%s\"; one is needed", numel (hits), name,
           phrase);
  endif
  n = hits;
endfunction

## {png name, function, phrase of its demo}
figures = {
  "spy-3d",          "@ndsparse/spy",      "cone around the diagonal"
  "spy-slice",       "@ndsparse/spy",      "page 6 of the"
  "spy-4d",          "@ndsparse/spy",      "Four modes"
  "viewplot-fig53",  "@ndsparse/view",     "figure 5.3"
  "viewplot-fig54",  "@ndsparse/view",     "figure 5.4"
  "viewplot-fig59",  "@ndsparse/viewinfo", "Figure 5.8/5.9 of the seed thesis, drawn"
  "viewplot-5d",     "@ndsparse/viewinfo", "sparse-offset example, drawn"
  "viewplot-block",  "@ndsparse/viewplot", "A block T(2:5, 3, 2:4)"
  "viewplot-squeeze", "@ndsparse/viewplot", "squeeze fixes"
  "cp-fit",          "@ndsparse/cp_als",   "convergence curve"
};

args = argv ();
if (numel (args) != 1)
  error ("usage: octave-cli --norc --quiet mkfigures.m OUTDIR");
endif
outdir = args{1};
## the package: the source tree's, once its oct-files are built (make -C ../src),
## or else the installed one
if (exist (fullfile (pwd (), "..", "src", "__ndsparse__.oct"), "file"))
  addpath (genpath (fullfile (pwd (), "..", "inst")));
  addpath (fullfile (pwd (), "..", "src"));
elseif (! isempty (pkg ("list", "ndsparse")))
  pkg load ndsparse;
else
  error ("mkfigures: no package to draw with: build it (make -C src) or install it (make install)");
endif
set (0, "defaultfigurevisible", "off");
warning ("off", "Octave:gnuplot-graphics");
[ok, msg] = mkdir (outdir);
if (! ok)
  error ("mkfigures: cannot make %s: %s", outdir, msg);
endif

for k = 1:rows (figures)
  [file, name, phrase] = figures{k, :};
  n = demo_number (name, phrase);
  out = evalc (sprintf ("demo ('%s', %d)", name, n));
  if (! isempty (regexp (out, 'example \d+: failed', "once")))
    error ("mkfigures: demo %d of %s failed:\n%s", n, name, out);
  endif
  print (gcf (), fullfile (outdir, [file ".png"]), "-dpng");
  close all;
  printf ("mkfigures: %s.png from demo %d of %s\n", file, n, name);
endfor
