// Copyright (C) 2026 The ndsparse developers
// SPDX-License-Identifier: GPL-3.0-or-later

// ab_callgrind ("start") / ab_callgrind ("stop", label): bench/ab_count.sh's
// window on one operation's calls under valgrind --tool=callgrind started with
// --instr-atstart=no --collect-atstart=no: "start" turns instrumentation and
// collection on with zeroed counters, "stop" turns them off and dumps the
// window's counts (a file of its own, named LABEL in its header).  Returns true
// when the process runs under valgrind (the requests do nothing otherwise).

#include <octave/oct.h>
#include <valgrind/callgrind.h>

DEFUN_DLD (ab_callgrind, args, ,
           "ab_callgrind (\"start\") | ab_callgrind (\"stop\", LABEL): callgrind's window")
{
  if (args.length () < 1 || ! args(0).is_string ())
    error ("ab_callgrind: say \"start\" or \"stop\"");
  std::string what = args(0).string_value ();
  if (what == "start")
    {
      CALLGRIND_START_INSTRUMENTATION;
      CALLGRIND_ZERO_STATS;
      CALLGRIND_TOGGLE_COLLECT;
    }
  else if (what == "stop")
    {
      std::string label = args.length () > 1 ? args(1).string_value () : "window";
      CALLGRIND_TOGGLE_COLLECT;
      CALLGRIND_DUMP_STATS_AT (label.c_str ());
      CALLGRIND_STOP_INSTRUMENTATION;
    }
  else
    error ("ab_callgrind: say \"start\" or \"stop\"");
  return ovl (RUNNING_ON_VALGRIND != 0);
}
