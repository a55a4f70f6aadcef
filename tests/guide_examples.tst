## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Every @example block of the user guide (doc/ndsparse.texi) runs without an
## error, and every value its comments claim is checked (see claims_to_checks).  The blocks run chapter by chapter, each chapter in a fresh function
## workspace (the blocks of one chapter share variables, as the guide reads
## them), with their output captured.  The guide is found in ./doc (the source
## tree), ../doc, or the doc folder of the installed package.

%!function file = guide_file ()
%!  places = {fullfile(pwd (), "doc"), fullfile(pwd (), "..", "doc")};
%!  [~, info] = pkg ("list", "ndsparse");
%!  if (! isempty (info))
%!    places{end+1} = fullfile (info{1}.dir, "doc");
%!  endif
%!  file = "";
%!  for k = 1:numel (places)
%!    if (exist (fullfile (places{k}, "ndsparse.texi"), "file"))
%!      file = fullfile (places{k}, "ndsparse.texi");
%!      return;
%!    endif
%!  endfor
%!  error ("guide_examples: doc/ndsparse.texi not found from %s", pwd ());
%!endfunction

## {title, code} of every chapter holding examples; code is Octave source.
%!function chapters = guide_chapters (file)
%!  text = fileread (file);
%!  parts = regexp (text, '(?m)^@chapter\s+', "split");
%!  chapters = cell (0, 2);
%!  for k = 2:numel (parts)
%!    title = strtrim (strtok (parts{k}, "\n"));
%!    blocks = regexp (parts{k}, '(?ms)^@example\s*\n(.*?)^@end example', "tokens");
%!    if (isempty (blocks))
%!      continue;
%!    endif
%!    code = cellfun (@(b) claims_to_checks (texi_to_code (b{1})), blocks,
%!                    "uniformoutput", false);
%!    chapters(end+1, :) = {title, strjoin(code, "\n")};
%!  endfor
%!endfunction

## The Octave source of the body of a texinfo @example block.
%!function code = texi_to_code (block)
%!  code = regexprep (block, '(?m)^@(end )?group[ \t]*\n', "");
%!  code = regexprep (code, '@dots\{\}', "...");
%!  code = regexprep (code, '@(var|code|samp)\{([^{}]*)\}', "$2");
%!  code = strrep (strrep (strrep (code, "@{", "{"), "@}", "}"), "@@", "@");
%!endfunction

## The guide's claims become checks: a line "expr  # 2 5 3" (or "# true", or a
## number followed by ": words") asserts that expr equals [2 5 3]; so does
## "x = expr  # 5" for x.  Comments that are not plain numbers stay comments.
%!function code = claims_to_checks (code)
%!  value = '(true|false|-?\d[\d.e+-]*(?:[ \t]+-?\d[\d.e+-]*)*)[ \t]*(?::[^\n]*)?$';
%!  ## (no group may match empty: Octave drops empty tokens and renumbers the rest)
%!  code = regexprep (code, ['(?m)^[ \t]*([A-Za-z]\w*)[ \t]*=[ \t]*([^#;\n]*[^#;\s])[ \t;]*#[ \t]*' value],
%!                    "$1 = $2; guide_claim ($1, [$3]);");
%!  code = regexprep (code, ['(?m)^[ \t]*([^#=;\n]*[^#=;\s])[ \t;]*#[ \t]*' value],
%!                    "guide_claim ($1, [$2]);");
%!endfunction

%!function guide_claim (got, want)
%!  if (! isequal (double (got), double (want)))
%!    error ("the guide says %s, the code gives %s", mat2str (want), mat2str (double (got)));
%!  endif
%!endfunction

## Run code in a workspace of its own; its output is captured and discarded.
%!function run_isolated (code__)
%!  evalc (code__);
%!endfunction

%!test
%! chapters = guide_chapters (guide_file ());
%! assert (rows (chapters) >= 8);
%! failed = {};
%! for k = 1:rows (chapters)
%!   try
%!     run_isolated (chapters{k,2});
%!   catch err
%!     failed{end+1} = sprintf ("chapter \"%s\": %s", chapters{k,1}, err.message);
%!   end_try_catch
%! endfor
%! if (! isempty (failed))
%!   error ("guide examples failed:\n  %s", strjoin (failed, "\n  "));
%! endif

%!test
%! ## the extraction itself: escapes undone, groups dropped
%! code = texi_to_code ("@group\nc = @{1, @@sum@};\n@end group\nx = @var{y};\n");
%! assert (strtrim (code), "c = {1, @sum};\nx = y;");

%!test
%! ## claims become checks; other comments stay
%! code = claims_to_checks ("size (T)   # 2 5 3\nx = T(1) # 5: a number\nY = f (T);  # Y(i) = 2\nnnz (T)  # 1: (1,1) holds 3\n");
%! assert (code, "guide_claim (size (T), [2 5 3]);\nx = T(1); guide_claim (x, [5]);\nY = f (T);  # Y(i) = 2\nguide_claim (nnz (T), [1]);\n");
%!error <the guide says \[2 3\], the code gives \[2 4\]> guide_claim ([2 4], [2 3])
