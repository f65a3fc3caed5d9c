#!/usr/bin/env bash
# Optional: times DeclaredTable.update(to:) against DifferenceKit's StagedChangeset on the same
# rows, in one release process (Docs/Performance.md, "Against DifferenceKit").
#
# TableHandlers depends on nothing, so DifferenceKit is never part of this repository. This
# script fetches nothing: give it a DifferenceKit checkout you made yourself, for example
#   git clone https://github.com/ra1028/DifferenceKit /tmp/DifferenceKit
# It writes a scratch SwiftPM package outside the repository that depends on that checkout and
# on this repository by local path, copies in Benchmarks/DifferenceKitComparison/main.swift and
# the benchmark's UpdateRecipe.swift and IdentityDiffFloor.swift (so that all three time the
# same recipes, layouts and forms of row as table-bench), builds it in release mode and runs it.
#
# Usage: Benchmarks/compare-differencekit.sh DIFFERENCEKIT_CHECKOUT [SCRATCH_DIR] [ROUNDS]
#   DIFFERENCEKIT_CHECKOUT  a DifferenceKit source tree (its Package.swift at the top)
#   SCRATCH_DIR             where to write the scratch package (default: a new temporary
#                           directory); must be outside this repository
#   ROUNDS                  timed rounds of each case (default 30)
set -euo pipefail

if [[ $# -lt 1 || $# -gt 3 ]]; then
  sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
differencekit="$(cd "$1" && pwd)"
[[ -f "$differencekit/Package.swift" && -d "$differencekit/Sources" ]] \
  || { echo "compare-differencekit: $differencekit is not a DifferenceKit checkout" >&2; exit 1; }
scratch="$(realpath -m "${2:-$(mktemp -d)}")"
case "$scratch/" in
  "$root"/*) echo "compare-differencekit: $scratch is inside the repository" >&2; exit 1 ;;
esac
mkdir -p "$scratch"
rounds="${3:-30}"

# A path dependency's package identity is its directory's name.
differencekit_package="$(basename "$differencekit")"
tablehandlers_package="$(basename "$root")"

mkdir -p "$scratch/Sources/CompareDifferenceKit"
cat >"$scratch/Package.swift" <<SWIFT
// swift-tools-version:6.0
// Written by Benchmarks/compare-differencekit.sh; not part of TableHandlers.
import PackageDescription

let package = Package(
  name: "CompareDifferenceKit",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "$differencekit"),
    .package(path: "$root"),
  ],
  targets: [
    .executableTarget(
      name: "CompareDifferenceKit",
      dependencies: [
        .product(name: "DifferenceKit", package: "$differencekit_package"),
        .product(name: "TableHandlersDeclarative", package: "$tablehandlers_package"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
SWIFT
cp "$root/Benchmarks/DifferenceKitComparison/main.swift" \
  "$root/Benchmarks/TableHandlersBenchmarks/UpdateRecipe.swift" \
  "$root/Benchmarks/TableHandlersBenchmarks/IdentityDiffFloor.swift" \
  "$scratch/Sources/CompareDifferenceKit/"

echo "compare-differencekit: scratch package in $scratch" >&2
echo "compare-differencekit: TableHandlers $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?')," \
  "DifferenceKit $(git -C "$differencekit" rev-parse --short HEAD 2>/dev/null || echo '?')" >&2
swift build -c release --package-path "$scratch" >&2
"$(swift build -c release --package-path "$scratch" --show-bin-path)/CompareDifferenceKit" "$rounds"
