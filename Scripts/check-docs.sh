#!/usr/bin/env bash
# Checks the documentation of every shipped module: each public symbol has a doc comment, and
# DocC builds the module's documentation with no warning (`docc convert --warnings-as-errors`).
# Uses the toolchain's own `docc`; no plug-in package is needed. Usage: Scripts/check-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(TableHandlersCore TableHandlersDeclarative TableHandlersTesting TableHandlersUIKit)
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
mkdir -p "$graphs/all"
# A build path of its own, so that the flags do not invalidate the main build.
swift build --build-path .build/docs -Xswiftc -emit-symbol-graph \
  -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/all" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >"$graphs/build.log" 2>&1 ||
  { cat "$graphs/build.log" >&2; exit 1; }

status=0
for module in "${modules[@]}"; do
  # The module's own symbols and its extensions of other modules' types.
  mkdir -p "$graphs/$module"
  cp "$graphs/all/$module.symbols.json" "$graphs/$module/"
  cp "$graphs/all/$module"@*.symbols.json "$graphs/$module/" 2>/dev/null || true

  # Public symbols without a doc comment. Compiler-synthesized members (a raw-value enum's
  # `init(rawValue:)`, `Hashable` witnesses, protocol default implementations) have no source
  # location and are skipped.
  if ! python3 - "$graphs/$module" <<'EOF'; then status=1; fi
import glob, json, sys
missing = []
for path in sorted(glob.glob(sys.argv[1] + "/*.symbols.json")):
    for symbol in json.load(open(path))["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"] or "location" not in symbol:
            continue
        if not symbol.get("docComment"):
            where = symbol["location"]
            missing.append(f'{where["uri"].replace("file://", "")}:{where["position"]["line"] + 1}: '
                           f'{".".join(symbol["pathComponents"])} has no doc comment')
for line in missing:
    print(line, file=sys.stderr)
sys.exit(1 if missing else 0)
EOF

  if docc convert --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.tablehandlers.$module" \
    --output-dir "$graphs/$module.doccarchive" --warnings-as-errors >"$graphs/$module.log" 2>&1
  then
    echo "docs: $module: every public symbol documented, DocC builds with no warning"
  else
    grep -E "warning|error" "$graphs/$module.log" >&2 || cat "$graphs/$module.log" >&2
    status=1
  fi
done
exit "$status"
