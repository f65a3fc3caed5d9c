#!/usr/bin/env bash
# Guards the public API of every shipped library product (Scripts/shipped-modules.py) against
# accidental breaking changes: `swift package diagnose-api-breaking-changes` compares it with
# the commit named in API/baseline.txt (Scripts/api-baseline.sh). A breaking change passes only
# when it is listed in API/allowed-breakages.txt and the symbol it names appears in the
# "Breaking changes" part of CHANGELOG.md's Unreleased section (with its migration). At a
# release the baseline moves to the release's tag and commit, and the allowlist empties. Once
# there is a release, README's `from:` version, the CHANGELOG's newest release and the newest
# release (tag, or API/baseline.txt's where the clone has no tags) must agree.
# On Linux the UIKit product is compared as built on the stand-in.
# Usage: Scripts/check-api.sh
set -euo pipefail
cd "$(dirname "$0")/.."

baseline=$(Scripts/api-baseline.sh)
baseline_version=$(Scripts/api-baseline.sh --version)

read -r -a products < <(Scripts/shipped-modules.py --products)
allowlist=$(mktemp)
report=$(mktemp)
trap 'rm -f "$allowlist" "$report"' EXIT
grep -v -e '^#' -e '^[[:space:]]*$' API/allowed-breakages.txt >"$allowlist" || true

echo "check-api: comparing ${products[*]} with ${baseline_version:+$baseline_version, }$baseline"
if ! swift package diagnose-api-breaking-changes "$baseline" --products "${products[@]}" \
  --breakage-allowlist-path "$allowlist" >"$report" 2>&1; then
  grep -E "💔|error|breaking changes detected" "$report" >&2 || tail -20 "$report" >&2
  echo "check-api: a breaking change not in API/allowed-breakages.txt (list it there, with its" \
    "migration under \"Breaking changes\" in CHANGELOG.md, if it is meant)" >&2
  exit 1
fi
grep -E "No breaking changes|breaking changes detected" "$report" || true

# Every allowed breakage names a symbol that the CHANGELOG's Unreleased breaking changes mention.
Scripts/check-allowlist.py "$allowlist" check-api
echo

# Release versions agree, once there are releases: the newest release is the newest tag, or
# where the clone has no tags (CI clones main alone) the release that API/baseline.txt names.
tag=$(git tag --list '[0-9]*.[0-9]*.[0-9]*' --sort=-v:refname | head -n 1)
release=$(printf '%s\n' $tag $baseline_version | sort -V | tail -n 1)
if [ -n "$release" ]; then
  readme=$(grep -oE 'from: "[0-9]+\.[0-9]+\.[0-9]+"' README.md | head -n 1 | grep -oE '[0-9]+\.[0-9]+\.[0-9]+' || true)
  changelog=$(grep -oE '^## \[?[0-9]+\.[0-9]+\.[0-9]+' CHANGELOG.md | head -n 1 | grep -oE '[0-9]+\.[0-9]+\.[0-9]+' || true)
  if [ "$readme" != "$release" ] || [ "$changelog" != "$release" ]; then
    echo "check-api: versions disagree: newest release $release, README from: \"$readme\", CHANGELOG $changelog" >&2
    exit 1
  fi
  echo "check-api: README, CHANGELOG and the newest release agree on $release"
else
  echo "check-api: no release yet; README and CHANGELOG versions are checked from the first one"
fi
