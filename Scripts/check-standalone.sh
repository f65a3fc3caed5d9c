#!/usr/bin/env bash
# The repository stands alone: no file it ships or runs refers to the project's history (an
# issue number, the historic "seed" scenario names) or to a folder outside the repository.
# Things are named by what they are, and a reason is written out where it is needed. The
# released sections of CHANGELOG.md are history and are not checked.
# Usage: Scripts/check-standalone.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# Each word is written with a one-letter class ([s]eed), which matches the same text but not
# this line, so the script does not find itself.
pattern='[s]eed 0|[Ii]ssue [0-9]|[o]pen-issues|\.\./[s]hared'
if grep -rnE "$pattern" README.md Docs Sources Examples Scripts Tests Benchmarks .ci; then
  echo "check-standalone: the lines above refer to the project's history or to files outside" \
    "the repository; say what is meant instead" >&2
  exit 1
fi
echo "check-standalone: no reference to issue numbers, seed names or files outside the repository"
