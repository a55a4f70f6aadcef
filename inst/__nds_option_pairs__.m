## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## -*- texinfo -*-
## @deftypefn {} {pairs =} __nds_option_pairs__ (id, fn, args)
## Internal, shared by the option readers of the decompositions and the
## optimizers: the options in @var{args}, given as @{@}, @{struct@},
## @{name, value, @dots{}@} or @{struct, name, value, @dots{}@}, as one column
## @{name1; value1; name2; value2; @dots{}@} (the struct's fields first).  A
## malformed @var{args} is an error with identifier @var{id} naming @var{fn}; the
## caller checks the names and the values.
## @end deftypefn
function pairs = __nds_option_pairs__ (id, fn, args)
  if (nargin != 3)
    print_usage ();
  endif
  pairs = {};
  if (! isempty (args) && isstruct (args{1}))
    if (! isscalar (args{1}))
      error (id, "%s: OPTS must be a scalar struct", fn);
    endif
    pairs = [fieldnames(args{1}).'; struct2cell(args{1}).'];
    args = args(2:end);
  endif
  if (mod (numel (args), 2) != 0 || ! iscellstr (args(1:2:end)))
    error (id, "%s: options must be a struct or NAME, VALUE pairs", fn);
  endif
  pairs = [pairs(:); args(:)];
endfunction

%!assert (__nds_option_pairs__ ("ndsparse:x", "f", {}), cell (0, 1))
%!assert (__nds_option_pairs__ ("ndsparse:x", "f", {struct("a", 1), "b", 2}), {"a"; 1; "b"; 2})
%!assert (__nds_option_pairs__ ("ndsparse:x", "f", {"b", 2}), {"b"; 2})
%!error <f: OPTS must be a scalar struct> __nds_option_pairs__ ("ndsparse:x", "f", {struct("a", {1, 2})})
%!error <f: options must be a struct or NAME, VALUE pairs> __nds_option_pairs__ ("ndsparse:x", "f", {"a"})
%!error id=ndsparse:x __nds_option_pairs__ ("ndsparse:x", "f", {1, 2})
%!error <Invalid call> __nds_option_pairs__ ()
