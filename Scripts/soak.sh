#!/usr/bin/env bash
# The soak: seeded random operations over every layer against plain reference
# models, built in release. Prints operations per second and, per operation kind and per
# event, how many times each was exercised and checked. On a divergence it prints the seed and
# step, shrinks the failing episode to a minimal sequence, prints it as a Swift Testing
# regression test and exits 1. A trap (a precondition failure or a crash) ends the process
# before it can do that: the script then shrinks the episode the run was in, replaying each
# candidate in a child process (`table-soak --shrink-trap`), prints the minimal sequence as an
# exit test, and exits 1.
# Usage: Scripts/soak.sh [OPERATIONS] [SEED] [--seconds N]   (defaults: 1000000, 1)
#   --seconds N  stop after about N seconds (at the end of an episode), whatever OPERATIONS says
#   SOAK_SANITIZE=address  build and run under the address sanitizer, leaks checked at exit
#   SOAK_PLANTED_TRAP=1    add the planted trap's layer (the soak's tests only), to show that a
#                          trap is shrunk
# Hashing is deterministic (SWIFT_DETERMINISTIC_HASHING), so that a child process replays
# exactly what the run did.
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release --product table-soak)
if [ -n "${SOAK_SANITIZE:-}" ]; then
  flags+=(--sanitize="$SOAK_SANITIZE" --scratch-path ".build/soak-$SOAK_SANITIZE")
  # abort_on_error: a finding ends the run by a signal, so that its episode is shrunk as a trap.
  export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
  # One LeakSanitizer false positive, with its reason: Scripts/lsan-suppressions.txt.
  export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
fi
swift build "${flags[@]}" >&2
soak="$(swift build "${flags[@]}" --show-bin-path)/table-soak"
export SWIFT_DETERMINISTIC_HASHING=1
episode_file=$(mktemp)
trap 'rm -f "$episode_file"' EXIT
status=0
SOAK_EPISODE_FILE=$episode_file "$soak" "$@" || status=$?
if [ "$status" -gt 128 ] && [ -s "$episode_file" ]; then
  read -r seed episode <"$episode_file"
  echo "soak: TRAP: the run ended with signal $((status - 128)) in episode $episode of seed $seed"
  "$soak" --shrink-trap "$seed" "$episode" || true
  exit 1
fi
exit "$status"
