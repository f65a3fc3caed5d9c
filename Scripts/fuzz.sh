#!/usr/bin/env bash
# Builds the core's libFuzzer target (address sanitizer on) and runs it.
# Usage: Scripts/fuzz.sh [SECONDS]   (default 60)
# The committed seed corpus is Fuzz/Corpus; new inputs go to .build/fuzz/corpus. A crash or a
# divergence from the reference model stops the run, writes the input to .build/fuzz/ and exits
# non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
out=.build/fuzz
mkdir -p "$out/corpus"
# The linker warns about each sanitizer symbol it cannot export; keep that out of the way.
if ! swiftc -sanitize=fuzzer,address -parse-as-library -D FUZZING -swift-version 6 \
  -module-name CoreFuzz -g -o "$out/core-fuzzer" \
  $(find Sources/TableHandlersCore -name '*.swift' | sort) \
  Tests/TableHandlersCoreTests/ModelCheck/*.swift Fuzz/CoreFuzzer.swift >"$out/build.log" 2>&1; then
  cat "$out/build.log" >&2
  exit 1
fi
"$out/core-fuzzer" -max_total_time="$seconds" -max_len=2048 -print_final_stats=1 \
  -artifact_prefix="$out/" "$out/corpus" Fuzz/Corpus 2>&1 | tee "$out/last-run.log" |
  grep -E "^#[0-9]+[[:space:]]+(INITED|DONE)|stat::|fuzz totals|ERROR|divergence|SUMMARY"
