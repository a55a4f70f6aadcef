#!/bin/bash
# tools/layers.sh: the layering rules of src/ that a compiler does not check, read from
# the includes (README: the layout).  Prints each breach and exits 1 if there is one:
#   - an engine file (src/engine/<wing>/) includes no Octave or C++ header, and of the
#     tree only its own wing's files and the shared core (../core/nds.h);
#   - the core includes nothing of a wing.
set -u
cd "${1:-.}" || exit 2
bad=0
breach () { echo "layers: $1"; bad=1; }
for f in src/engine/*/*.[ch]; do
  wing=$(basename "$(dirname "$f")")
  while IFS= read -r inc; do
    case "$inc" in
      \<octave/*|\<oct.h\>) breach "$f includes $inc: the engine is plain C" ;;
      \"../core/*)
        [ "$wing" = core ] && breach "$f includes $inc from the core itself" ;;
      \"../*) breach "$f includes $inc: a wing includes only its own files and ../core/nds.h" ;;
      \"*/*) breach "$f includes $inc: a path into another folder" ;;
      \"*)
        name=${inc#\"}; name=${name%\"}
        [ -e "src/engine/$wing/$name" ] || breach "$f includes $inc, which is not in $wing/" ;;
    esac
  done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*\([<"][^>"]*[>"]\).*/\1/p' "$f")
done
exit $bad
