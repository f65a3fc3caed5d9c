#!/usr/bin/env bash
# Shows that the soak shrinks a trap to a failure a person can use (a short sequence of
# operations, printed as a test that reproduces it, not a bare crash): a run with the
# planted trap's layer (SOAK_PLANTED_TRAP=1; Tests/SoakSupport/PlantedTrapLayer.swift, in the
# soak's tests only, never in the library) must end by the trap, and Scripts/soak.sh must then
# shrink the episode, in child processes, to the planted trap's three operations and print
# them as an exit test, exactly the one committed in Tests/SoakTests/PrintedRegressionTests.swift
# (which the test target compiles and runs).
# Usage: Scripts/check-soak-trap.sh
set -euo pipefail
cd "$(dirname "$0")/.."
output=$(mktemp)
trap 'rm -f "$output"' EXIT
status=0
SOAK_PLANTED_TRAP=1 Scripts/soak.sh 20000 1 >"$output" 2>&1 || status=$?
fail() {
  echo "check-soak-trap: $1" >&2
  grep -E "^soak:|^minimal" "$output" >&2 || tail -20 "$output" >&2
  exit 1
}
[ "$status" -eq 1 ] || fail "the planted trap's run exited $status, not 1"
grep -q "^soak: TRAP: the run ended with signal" "$output" || fail "no trap reported"
grep -q "^minimal: 3 operations" "$output" || fail "not shrunk to the planted trap's 3 operations"
printed=$(sed -n '/^  \/\/\/ A sequence of operations the soak found trapping/,/^  }$/p' "$output")
[ -n "$printed" ] || fail "no regression test printed"
python3 - "$printed" Tests/SoakTests/PrintedRegressionTests.swift <<'PY' || fail "the printed test is not the one in Tests/SoakTests/PrintedRegressionTests.swift (a change to the soak's operation kinds, weights or layers changes what seed 1 draws: if the minimal sequence is still the planted trap's three pushes, paste the printed test there)"
import sys
sys.exit(0 if sys.argv[1] in open(sys.argv[2]).read() else 1)
PY
grep -E "^soak: TRAP|^soak: shrinking|^minimal" "$output"
echo "check-soak-trap: the planted trap was shrunk to its 3 operations and printed as the committed exit test"
