#!/bin/bash
# tools/deps.sh: make sure the Debian packages named as arguments are installed:
# as root, apt-get installs the missing ones; otherwise print the exact command and fail.
set -euo pipefail

if ! command -v dpkg-query > /dev/null; then
  # not Debian: trust what is on the PATH, but say what is needed
  for tool in octave-cli mkoctfile; do
    command -v "$tool" > /dev/null || {
      echo "deps: $tool not found; install Octave >= 7.1 with its development files," \
           "SuiteSparse, GraphBLAS and OpenBLAS ($*)" >&2
      exit 1
    }
  done
  exit 0
fi

missing=()
for p in "$@"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2> /dev/null || true)
  [ "$status" = "install ok installed" ] || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  echo "deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q "${missing[@]}"
else
  echo "deps: these Debian packages are missing: ${missing[*]}" >&2
  echo "deps: install them with:" >&2
  echo "" >&2
  echo "  sudo apt-get update" >&2
  echo "  sudo apt-get install ${missing[*]}" >&2
  echo "" >&2
  echo "deps: then run make again." >&2
  exit 1
fi
