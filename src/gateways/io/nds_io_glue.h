// nds_io_glue.h: what the file gateways share: file name arguments and the file
// wing's errors as Octave errors naming the file
#ifndef NDS_IO_GLUE_H
#define NDS_IO_GLUE_H

#include <string>
#include "nds_glue.h"
#include "engine/io/nds_io.h"

// a file name argument
static inline std::string
nds_io_arg_file (const octave_value& v, const char *fn)
{
  if (! v.is_string () || v.rows () > 1)
    error_with_id ((std::string ("ndsparse:") + fn).c_str (),
                   "%s: FILE must be a file name (a character row)", fn);
  return v.string_value ();
}

// a status of the file wing as an Octave error: ndsparse:FN, naming FILE and, for a
// malformed line, its number
static inline void
nds_io_check (int st, const nds_io_err& e, const char *fn, const std::string& file)
{
  const std::string id = std::string ("ndsparse:") + fn;
  switch (st)
    {
    case NDS_OK:
      return;
    case NDS_ENOMEM:
      error_with_id ("ndsparse:nomem", "%s: %s: out of memory", fn, file.c_str ());
    case NDS_EPARSE:
      if (e.line > 0)
        error_with_id (id.c_str (), "%s: %s: line %lld: %s", fn, file.c_str (),
                       static_cast<long long> (e.line), e.msg);
      error_with_id (id.c_str (), "%s: %s: %s", fn, file.c_str (), e.msg);
    case NDS_EFILE:
      error_with_id (id.c_str (), "%s: %s: %s", fn, file.c_str (), e.msg);
    default:
      error_with_id ("ndsparse:internal", "%s: %s: engine error %d", fn, file.c_str (), st);
    }
}

#endif
