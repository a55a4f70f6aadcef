## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## Every @example block of the user guide (doc/ndsparse.texi) runs without an
## error.  The blocks run chapter by chapter, each chapter in a fresh function
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
%!    code = cellfun (@(b) texi_to_code (b{1}), blocks, "uniformoutput", false);
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
