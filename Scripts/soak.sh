#!/usr/bin/env bash
# The soak (issue 17): seeded random operations over every layer against plain reference
# models, built in release. Prints operations per second and, per operation kind and per
# event, how many times each was exercised and checked. On a divergence it prints the seed and
# step, shrinks the failing episode to a minimal sequence, prints it as a Swift Testing
# regression test and exits 1.
# Usage: Scripts/soak.sh [OPERATIONS] [SEED] [--seconds N]   (defaults: 1000000, 1)
#   --seconds N  stop after about N seconds (at the end of an episode), whatever OPERATIONS says
#   SOAK_SANITIZE=address  build and run under the address sanitizer, leaks checked at exit
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release --product table-soak)
if [ -n "${SOAK_SANITIZE:-}" ]; then
  flags+=(--sanitize="$SOAK_SANITIZE" --scratch-path ".build/soak-$SOAK_SANITIZE")
  export ASAN_OPTIONS="detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
  # One LeakSanitizer false positive, with its reason: Scripts/lsan-suppressions.txt.
  export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
fi
swift build "${flags[@]}" >&2
"$(swift build "${flags[@]}" --show-bin-path)/table-soak" "$@"
