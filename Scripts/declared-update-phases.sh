#!/usr/bin/env bash
# Instructions per row of a declared table's update, by phase, counted by valgrind's callgrind
# on the release benchmark (table-bench --profile-recipe), to say where an update's time goes.
#
# The benchmark builds one recipe subject and runs N1, then N2 updates (alternating between
# the two declarations); each phase's inclusive instructions are the difference of the two
# runs divided by (N2 - N1) updates and by the rows, so set-up cancels. Hashing is made
# deterministic so that both runs build identical dictionaries.
#
# Usage: Scripts/declared-update-phases.sh [SUBJECT...]
#   SUBJECT  recipe.layout.form, as in table-bench's figure identifiers
#            (default: churn10000.oneSection.content churn10000.sectionsOf100.textOnSelect)
# Environment: BENCH_BUILD_PATH (default .build), the build directory to use.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_path="${BENCH_BUILD_PATH:-$root/.build}"
command -v valgrind >/dev/null || { echo "declared-update-phases: valgrind is not installed" >&2; exit 1; }
command -v callgrind_annotate >/dev/null || { echo "declared-update-phases: callgrind_annotate is missing" >&2; exit 1; }

swift build -c release --package-path "$root" --build-path "$build_path" --product table-bench >&2
bench="$(swift build -c release --package-path "$root" --build-path "$build_path" --show-bin-path)/table-bench"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export SWIFT_DETERMINISTIC_HASHING=1
first=2
second=6

# The phases, each a pattern of the demangled functions whose inclusive cost it is.
phases=(
  "the declaration's index (DeclaredLayout.init)|DeclaredLayout\\.init\\(_:\\)"
  "matching rows to the row index (RowIndex.match)|RowIndex\\.match"
  "  of which unspecialized dictionary code (metadata lookups)|:(Dictionary\\.subscript|Dictionary\\._Variant|_NativeDictionary\\.)"
  "the diff (DeclaredLayout.difference)|DeclaredLayout\\.difference\\(to:index:\\)"
  "  of which comparing contents|ContentComparison\\.withContentComparison"
  "  of which finding moves (longest increasing subsequence)|[Ll]ongestIncreasingSubsequence"
  "the registry's edit (applyWithoutMapping)|applyWithoutMapping"
  "the registry's edit, the row index's commit, handler installation|DeclarationEngine\\.applyMatched"
  "  of which handler installation (registerRowHandlers and the rest)|DeclarationEngine\\.registerHandlers|TableHandlers\\.registerRowHandlers"
  "  of which the row index's commit|RowIndex\\.commit"
  "the whole update (checkedUpdate)|DeclaredTable\\.checkedUpdate"
)

# Inclusive instructions of every function in one run, demangled.
profile() {
  local subject="$1" updates="$2" out="$work/$1.$2.out"
  valgrind --tool=callgrind --callgrind-out-file="$out" \
    "$bench" --profile-recipe "$subject" --iterations "$updates" \
    >/dev/null 2>"$work/valgrind.log" || { cat "$work/valgrind.log" >&2; exit 1; }
  callgrind_annotate --inclusive=yes --threshold=100 "$out" 2>/dev/null \
    | swift demangle --simplified >"$work/$1.$2.txt"
}

# The largest inclusive count among functions matching a pattern (a phase's outermost call).
phase_count() {
  local file="$1" pattern="$2"
  { grep -E "$pattern" "$file" || true; } | awk '{ gsub(",", "", $1); if ($1 + 0 > max) max = $1 + 0 } END { print max + 0 }'
}

for subject in "${@:-churn10000.oneSection.content churn10000.sectionsOf100.textOnSelect}"; do
  for name in $subject; do
    profile "$name" "$first"
    profile "$name" "$second"
    rows="$(echo "$name" | sed -E 's/^[a-zA-Z]+([0-9]+)\..*/\1/')"
    echo "$name: instructions per row per update (callgrind, ($second - $first) updates)"
    for phase in "${phases[@]}"; do
      label="${phase%%|*}"
      pattern="${phase#*|}"
      a="$(phase_count "$work/$name.$first.txt" "$pattern")"
      b="$(phase_count "$work/$name.$second.txt" "$pattern")"
      awk -v a="$a" -v b="$b" -v n="$((second - first))" -v r="$rows" -v l="$label" \
        'BEGIN { printf "  %-62s %8.0f\n", l, (b - a) / n / r }'
    done
  done
done
