## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn  {ndsparse} {} ndsparse_guide ()
## @deftypefnx {ndsparse} {} ndsparse_guide (@var{chapter})
## @deftypefnx {ndsparse} {@var{file} =} ndsparse_guide (@dots{})
## Open the package's HTML user guide, installed with it, in the web browser.
##
## With no argument the guide's contents page opens; with @var{chapter}, a
## chapter's title or a part of it (any case: @code{"views"},
## @code{"tensor toolbox"}, @code{"decompositions"}), that chapter.  The
## guide's file is always printed: where no browser can be shown (no
## @env{DISPLAY} on Linux, a terminal session), open that file in any browser.
##
## With an output, @var{file} is the full name of the page and nothing is opened
## or printed.
##
## The guide is built by @code{make dist} into the package's tarball and
## installed with it (in the folder @file{doc/html} of the installed package);
## in a source tree, @code{make doc} builds it in @file{doc/html}.  A chapter
## name that matches no chapter, or several, is an error that lists the
## chapters.
##
## @example
## @group
## pkg load ndsparse
## ndsparse_guide ()                     # the contents
## ndsparse_guide ("tensor toolbox")     # the chapter "Coming from Tensor Toolbox"
## f = ndsparse_guide ("views")          # the file of the chapter "Views"
## @end group
## @end example
## @seealso{ndsparse_tour, web}
## @end deftypefn

function file = ndsparse_guide (chapter)
  if (nargin > 1)
    print_usage ();
  endif
  html = guide_folder ();
  if (nargin == 0)
    file = fullfile (html, "index.html");
  else
    file = chapter_file (html, chapter);
  endif
  if (nargout > 0)
    return;
  endif
  if (can_browse ())
    printf ("ndsparse_guide: opening %s\n", file);
    web (["file://" file], "-browser");
  else
    printf ("ndsparse_guide: no browser can be shown here; open this file in one:\n  %s\n",
            file);
  endif
  clear file;
endfunction

## the folder of the HTML guide: doc/html beside this file in an installed
## package, or ../doc/html in a source tree (inst/ndsparse_guide.m)
function html = guide_folder ()
  here = fileparts (mfilename ("fullpath"));
  places = {fullfile(here, "doc", "html"), fullfile(fileparts (here), "doc", "html")};
  for k = 1:numel (places)
    if (exist (fullfile (places{k}, "index.html"), "file"))
      html = canonicalize_file_name (places{k});
      return;
    endif
  endfor
  error ("ndsparse:guide",
         ["ndsparse_guide: the guide is not built here (no index.html in %s or %s); ", ...
          "the installed package has it, and in a source tree `make doc' builds it"],
         places{:});
endfunction

## the page of the chapter whose title is CHAPTER or holds it (any case); the
## chapters are the pages named in the contents page's links
function file = chapter_file (html, chapter)
  if (! ischar (chapter) || ! (isrow (chapter) || isempty (chapter))
      || isempty (strtrim (chapter)))
    error ("ndsparse:guide",
           "ndsparse_guide: CHAPTER must be a chapter's title or a part of it, as a string");
  endif
  [titles, pages] = guide_chapters (html);
  want = lower (strtrim (chapter));
  hit = find (strcmp (lower (titles), want));
  if (isempty (hit))
    hit = find (! cellfun (@isempty, strfind (lower (titles), want)));
  endif
  if (numel (hit) != 1)
    if (isempty (hit))
      what = sprintf ("no chapter is called \"%s\"", chapter);
      list = titles;
    else
      what = sprintf ("\"%s\" is in %d chapters' titles", chapter, numel (hit));
      list = titles(hit);
    endif
    error ("ndsparse:guide", "ndsparse_guide: %s; CHAPTER is one of:\n  %s",
           what, strjoin (list, "\n  "));
  endif
  file = fullfile (html, pages{hit});
endfunction

## the chapters' titles and pages, from the contents page (makeinfo writes one
## line per chapter: <a href="Views.html">3 Views</a>)
function [titles, pages] = guide_chapters (html)
  text = fileread (fullfile (html, "index.html"));
  tok = regexp (text, '<a[^>]*href="([^"#]+\.html)[^"]*"[^>]*>\d+ ([^<]+)</a>', "tokens");
  pages = cellfun (@(t) t{1}, tok, "uniformoutput", false);
  titles = cellfun (@(t) strtrim (t{2}), tok, "uniformoutput", false);
  [pages, keep] = unique (pages, "stable");
  titles = regexprep (titles(keep), '&[a-z]+;', "");
endfunction

## whether a browser window can be shown: a desktop session on Linux (with
## xdg-open), or Windows or macOS
function ok = can_browse ()
  if (ispc () || ismac ())
    ok = true;
  else
    ok = ((! isempty (getenv ("DISPLAY")) || ! isempty (getenv ("WAYLAND_DISPLAY")))
          && system ("command -v xdg-open > /dev/null 2>&1") == 0);
  endif
endfunction

## The tests need the guide: installed with the package, or after make doc in a
## source tree; without it, every call is the error that says where it looked.
%!function yes = built ()
%!  try
%!    f = ndsparse_guide ();
%!    yes = true;
%!  catch err
%!    assert (err.identifier, "ndsparse:guide");
%!    assert (! isempty (strfind (err.message, "make doc")));
%!    yes = false;
%!  end_try_catch
%!endfunction

%!test
%! if (built ())
%!   f = ndsparse_guide ();
%!   assert (exist (f, "file"), 2);
%!   assert (regexp (f, 'doc/html/index\.html$', "once") > 0);
%!   assert (! isempty (strfind (fileread (f), "Coming from Tensor Toolbox")));
%! endif

## no display: it prints the file's name and opens nothing
%!test
%! if (built ())
%!   old = {getenv("DISPLAY"), getenv("WAYLAND_DISPLAY")};
%!   unwind_protect
%!     unsetenv ("DISPLAY");  unsetenv ("WAYLAND_DISPLAY");
%!     if (! ispc () && ! ismac ())
%!       out = evalc ("ndsparse_guide ()");
%!       assert (! isempty (strfind (out, ndsparse_guide ())));
%!       assert (! isempty (strfind (out, "no browser")));
%!       out = evalc ("ndsparse_guide ('views')");
%!       assert (! isempty (strfind (out, ndsparse_guide ("Views"))));
%!     endif
%!   unwind_protect_cleanup
%!     setenv ("DISPLAY", old{1});  setenv ("WAYLAND_DISPLAY", old{2});
%!     if (isempty (old{1})) unsetenv ("DISPLAY"); endif
%!     if (isempty (old{2})) unsetenv ("WAYLAND_DISPLAY"); endif
%!   end_unwind_protect
%! endif

## chapters by title, exact or a part, any case; each page exists and is the
## chapter's
%!test
%! if (built ())
%!   f = ndsparse_guide ("views");
%!   assert (regexp (f, '/Views\.html$', "once") > 0);
%!   assert (ndsparse_guide ("VIEWS"), f);
%!   f = ndsparse_guide ("tensor toolbox");
%!   assert (exist (f, "file"), 2);
%!   assert (! isempty (strfind (fileread (f), "sptenrand")));
%!   f = ndsparse_guide ("decompositions");
%!   assert (! isempty (strfind (fileread (f), "cp_als")));
%!   f = ndsparse_guide ("  Teaching ");
%!   assert (! isempty (strfind (fileread (f), "Exercise 1")));
%! endif

%!test
%! if (built ())
%!   try
%!     ndsparse_guide ("tensor");           # Seeing tensors, From Tensor Toolbox, ...
%!     error ("no error");
%!   catch err
%!     assert (err.identifier, "ndsparse:guide");
%!     assert (! isempty (strfind (err.message, "Coming from Tensor Toolbox")));
%!     assert (isempty (strfind (err.message, "Views")));
%!   end_try_catch
%!   try
%!     ndsparse_guide ("no such chapter");
%!     error ("no error");
%!   catch err
%!     assert (err.identifier, "ndsparse:guide");
%!     assert (! isempty (strfind (err.message, "Views")));
%!   end_try_catch
%! endif

%!error <called with too many inputs> ndsparse_guide (1, 2)
%!error id=ndsparse:guide ndsparse_guide (3)
%!error id=ndsparse:guide ndsparse_guide ("")
%!error id=ndsparse:guide ndsparse_guide (["ab"; "cd"])
