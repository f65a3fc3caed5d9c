#!/usr/bin/env bash
# Checks the documentation of every shipped module: each public symbol has a doc comment, and
# DocC builds the module's catalog and symbols with no warning (`docc convert
# --warnings-as-errors`). A catalog is `Sources/<Module>/<Module>.docc` with its `Docs/` pages
# taken in at build time by `Scripts/assemble-catalogs.py` (which says how their links change).
# Uses the toolchain's own `docc`; no plug-in package is needed.
# Usage: Scripts/check-docs.sh [--output DIR]   (DIR keeps each module's .doccarchive)
set -euo pipefail
cd "$(dirname "$0")/.."
output=""
if [ "${1:-}" = "--output" ]; then output=${2:?"--output needs a directory"}; fi
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
mkdir -p "$graphs/all" "$graphs/catalogs"

# The shipped modules: the targets of the package's library products (one list, for every check).
read -r -a modules < <(Scripts/shipped-modules.py)

# The Swift Package Index documents the targets that .spi.yml names: they must be these.
python3 -c '
import re, sys
match = re.search(r"documentation_targets:\s*\[([^\]]*)\]", open(".spi.yml").read())
named = [name.strip() for name in match.group(1).split(",")] if match else []
if sorted(named) != sorted(sys.argv[1:]):
    sys.exit(f".spi.yml: documentation_targets {named} are not the library targets {sys.argv[1:]}")
' "${modules[@]}"

Scripts/assemble-catalogs.py "$graphs/catalogs" "${modules[@]}"

# A build path of its own, so that the flags do not invalidate the main build. Extension blocks
# are emitted as symbols (as SwiftPM's DocC plug-in does) so that DocC shows a module's
# extensions of other modules' types, under "Extended Modules": TableHandlersUIKit is mostly
# those.
swift build --build-path .build/docs -Xswiftc -emit-symbol-graph \
  -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/all" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
  -Xswiftc -emit-extension-block-symbols >"$graphs/build.log" 2>&1 ||
  { cat "$graphs/build.log" >&2; exit 1; }

status=0
for module in "${modules[@]}"; do
  # The module's own symbols and its extensions of other modules' types.
  mkdir -p "$graphs/$module"
  cp "$graphs/all/$module.symbols.json" "$graphs/$module/"
  cp "$graphs/all/$module"@*.symbols.json "$graphs/$module/" 2>/dev/null || true

  # Public symbols without a doc comment. Compiler-synthesized members (a raw-value enum's
  # `init(rawValue:)`, `Hashable` witnesses, protocol default implementations) have no source
  # location and are skipped, as are extension blocks (their members are checked).
  if ! python3 - "$graphs/$module" <<'EOF'; then status=1; fi
import glob, json, sys
missing = []
for path in sorted(glob.glob(sys.argv[1] + "/*.symbols.json")):
    for symbol in json.load(open(path))["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"] or "location" not in symbol:
            continue
        if symbol["kind"]["identifier"] == "swift.extension":
            continue
        if not symbol.get("docComment"):
            where = symbol["location"]
            missing.append(f'{where["uri"].replace("file://", "")}:{where["position"]["line"] + 1}: '
                           f'{".".join(symbol["pathComponents"])} has no doc comment')
for line in missing:
    print(line, file=sys.stderr)
sys.exit(1 if missing else 0)
EOF

  if docc convert "$graphs/catalogs/$module.docc" --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.tablehandlers.$module" \
    --output-dir "$graphs/$module.doccarchive" --warnings-as-errors >"$graphs/$module.log" 2>&1
  then
    echo "docs: $module: every public symbol documented, DocC builds the catalog with no warning"
    if [ -n "$output" ]; then
      mkdir -p "$output"
      rm -rf "${output:?}/$module.doccarchive"
      cp -R "$graphs/$module.doccarchive" "$output/"
    fi
  else
    grep -E "warning|error" "$graphs/$module.log" >&2 || cat "$graphs/$module.log" >&2
    status=1
    continue
  fi

  # Every public symbol declared in the module's source is curated: listed in a topic group of
  # a page of the catalog (its type's topic page, or the landing page). DocC files a symbol
  # that no group lists under a group it makes up by kind ("Instance Methods"), where a reader
  # looking for it by task does not find it. Symbols the compiler synthesizes, or that a
  # protocol of another module implements (`==`, `Sequence`'s methods), have no source location
  # and are not the module's to curate; extension blocks are skipped (their members count).
  # Extensions of the platform's own types (`UITableView`, `IndexPath`) are skipped too: their
  # module is UIKitStandIn and FoundationEssentials here but UIKit and Foundation on iOS, so no
  # one link in the catalog names them on both (Docs/UIKit.md documents them).
  if python3 - "$graphs/$module" "$graphs/$module.doccarchive" <<'EOF'; then
import glob, json, os, sys
PLATFORM_MODULES = {"UIKitStandIn", "FoundationEssentials", "Foundation", "UIKit"}
declared = {}
for path in sorted(glob.glob(sys.argv[1] + "/*.symbols.json")):
    extended = os.path.basename(path).removesuffix(".symbols.json").partition("@")[2]
    if extended in PLATFORM_MODULES:
        continue
    for symbol in json.load(open(path))["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open") or "location" not in symbol:
            continue
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        if symbol["kind"]["identifier"] == "swift.extension":
            continue
        declared[symbol["identifier"]["precise"]] = symbol
curated, pages = set(), {}
for path in glob.glob(sys.argv[2] + "/data/documentation/**/*.json", recursive=True):
    page = json.load(open(path))
    pages[page.get("metadata", {}).get("externalID")] = page["identifier"]["url"]
    for group in page.get("topicSections", []):
        if not group.get("generated"):
            curated.update(group.get("identifiers", []))
uncurated = []
for precise, symbol in declared.items():
    url = pages.get(precise)
    if url is not None and url not in curated:
        where = symbol["location"]
        uncurated.append(f'{where["uri"].replace("file://", "")}:{where["position"]["line"] + 1}: '
                         f'{".".join(symbol["pathComponents"])} is in no topic group of the '
                         "catalog: list it, with the symbols of its task, in its type's page")
for line in sorted(uncurated):
    print(line, file=sys.stderr)
sys.exit(1 if uncurated else 0)
EOF
    echo "docs: $module: every public symbol curated in a topic group"
  else
    status=1
  fi
done

# Links from one module's articles to another's are relative web links, which DocC leaves
# unchecked: each must lead to a page, and a heading, that the other module's archive has.
if ! python3 - "$graphs" <<'EOF'; then status=1; fi
import glob, json, os, sys

def nodes(tree):
    if isinstance(tree, dict):
        yield tree
        tree = list(tree.values())
    if isinstance(tree, list):
        for value in tree:
            yield from nodes(value)

pages = f"{sys.argv[1]}/*.doccarchive/data/documentation"
broken = set()
for page in glob.glob(f"{pages}/*/*.json"):
    for node in nodes(json.load(open(page))):
        link = str(node.get("identifier"))
        if node.get("type") != "reference" or not link.startswith("../"):
            continue
        path, _, anchor = link[3:].partition("#")
        targets = glob.glob(f"{pages}/{path}.json")
        anchors = {heading.get("anchor") for heading in nodes(json.load(open(targets[0])))
                   if heading.get("type") == "heading"} if targets else set()
        if not targets or (anchor and anchor not in anchors):
            broken.add(f"docs: {os.path.basename(page)}: {link} leads nowhere")
for line in sorted(broken):
    print(line, file=sys.stderr)
sys.exit(1 if broken else 0)
EOF
exit "$status"
