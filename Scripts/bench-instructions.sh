#!/usr/bin/env bash
# Instructions per call for every dispatch figure of the release benchmark (table-bench),
# counted by valgrind's callgrind, to set beside the nanosecond figures.
#
# For each figure the benchmark runs that figure's loop once (no repetitions), under callgrind,
# at two iteration counts N1 < N2; instructions per call = (Ir(N2) - Ir(N1)) / (N2 - N1), so
# process start-up and set-up cancel. Hashing is made deterministic so that both runs build
# identical dictionaries.
#
# Usage: Scripts/bench-instructions.sh [OUTPUT]
#   OUTPUT  where to write `figure-id instructions-per-call` lines
#           (default: $BENCH_BUILD_PATH/instructions.txt, .build/instructions.txt)
# Then:   swift run -c release table-bench --instructions OUTPUT
#
# Environment: BENCH_BUILD_PATH (default .build), the build directory to use.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_path="${BENCH_BUILD_PATH:-$root/.build}"
output="${1:-$build_path/instructions.txt}"

command -v valgrind >/dev/null || { echo "bench-instructions: valgrind is not installed" >&2; exit 1; }

swift build -c release --package-path "$root" --build-path "$build_path" --product table-bench >&2
bench="$(swift build -c release --package-path "$root" --build-path "$build_path" --show-bin-path)/table-bench"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export SWIFT_DETERMINISTIC_HASHING=1

# Total instructions of one callgrind run of a figure at a given iteration count.
count_instructions() {
  local figure="$1" iterations="$2"
  local out="$work/$figure.$iterations.out"
  valgrind --tool=callgrind --callgrind-out-file="$out" \
    "$bench" --callgrind-figure "$figure" --iterations "$iterations" \
    >/dev/null 2>"$work/valgrind.log" || { cat "$work/valgrind.log" >&2; exit 1; }
  awk '/^(summary|totals):/ { print $2; exit }' "$out"
}

: >"$output.partial"
while read -r figure first second; do
  low="$(count_instructions "$figure" "$first")"
  high="$(count_instructions "$figure" "$second")"
  per_call="$(awk -v a="$low" -v b="$high" -v m="$first" -v n="$second" \
    'BEGIN { printf "%.1f", (b - a) / (n - m) }')"
  printf '%-40s %10s Ir/call\n' "$figure" "$per_call" >&2
  printf '%s %s\n' "$figure" "$per_call" >>"$output.partial"
done < <("$bench" --list-callgrind-figures)
mv "$output.partial" "$output"

echo >&2
"$bench" --instruction-table "$output"
echo
echo "Written to $output; show it beside the nanoseconds with:"
echo "  swift run -c release --build-path $build_path table-bench --instructions $output"
