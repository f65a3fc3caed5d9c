#!/usr/bin/env bash
# The repository stands alone: no file it ships or runs refers to the project's history (an
# issue number, the historic "seed" scenario names) or to a folder outside the repository.
# Things are named by what they are, and a reason is written out where it is needed. The
# released sections of CHANGELOG.md are history and are not checked.
# Usage: Scripts/check-standalone.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if grep -rnE "seed 0|[Ii]ssue [0-9]|open-issues|\.\./shared" \
  README.md Docs Sources Examples Scripts Tests Benchmarks .ci \
  --exclude=check-standalone.sh; then
  echo "check-standalone: the lines above refer to the project's history or to files outside" \
    "the repository; say what is meant instead" >&2
  exit 1
fi
echo "check-standalone: no reference to issue numbers, seed names or files outside the repository"
