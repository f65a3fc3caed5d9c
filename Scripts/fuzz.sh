#!/usr/bin/env bash
# Builds the libFuzzer target (address sanitizer on): the core against its reference model,
# and declarative updates against the diff reference (Tests/Fuzz/CoreFuzzer.swift), and runs it.
# Usage: Scripts/fuzz.sh [SECONDS]   (default 60)
# The committed seed corpus is Tests/Fuzz/Corpus; new inputs go to .build/fuzz/corpus. A crash or a
# divergence from the reference model stops the run, writes the input to .build/fuzz/ and exits
# non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
out=.build/fuzz
mkdir -p "$out/corpus"
# The library modules are built as static libraries with the same instrumentation, then the
# fuzz target (the tests' model checkers and the entry point) links them, with the shared
# reference model (Tests/RegistryReferenceModel), built the same way. The linker warns about
# each sanitizer symbol it cannot export; that goes to build.log, shown only on failure.
flags=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -g -I "$out/modules"
  -package-name tablehandlers)
mkdir -p "$out/modules"
build() {
  swiftc "${flags[@]}" "$@" >>"$out/build.log" 2>&1 || { cat "$out/build.log" >&2; exit 1; }
}
: >"$out/build.log"
for module in Sources/TableHandlersCore Sources/TableHandlersDeclarative \
  Tests/RegistryReferenceModel; do
  name=$(basename "$module")
  build -module-name "$name" -emit-module -emit-module-path "$out/modules/$name.swiftmodule" \
    -emit-library -static -o "$out/lib$name.a" $(find "$module" -name '*.swift' | sort)
done
build -module-name CoreFuzz -o "$out/core-fuzzer" -L "$out" -lRegistryReferenceModel \
  -lTableHandlersDeclarative -lTableHandlersCore \
  Tests/TableHandlersCoreTests/RandomRegistryChecks/*.swift \
  Tests/TableHandlersDeclarativeTests/RandomDeclarationChecks/*.swift Tests/Fuzz/CoreFuzzer.swift
"$out/core-fuzzer" -max_total_time="$seconds" -max_len=2048 -timeout=30 -print_final_stats=1 \
  -artifact_prefix="$out/" "$out/corpus" Tests/Fuzz/Corpus 2>&1 | tee "$out/last-run.log" |
  grep -E "^#[0-9]+[[:space:]]+(INITED|DONE)|stat::|fuzz totals|ERROR|divergence|SUMMARY"
