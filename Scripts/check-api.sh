#!/usr/bin/env bash
# Guards the public API of every shipped library product (Scripts/shipped-modules.py) against
# accidental breaking changes: `swift package diagnose-api-breaking-changes` compares it with
# the commit named in API/baseline.txt. A breaking change passes only when it is listed in
# API/allowed-breakages.txt and the symbol it names appears in the "Breaking changes" part of
# CHANGELOG.md's Unreleased section (with its migration). At a release the baseline moves to the
# release's tag and the allowlist empties. When the repository has release tags, README's
# `from:` version, the CHANGELOG's newest release and the newest tag must agree.
# On Linux the UIKit product is compared as built on the stand-in.
# Usage: Scripts/check-api.sh
set -euo pipefail
cd "$(dirname "$0")/.."

baseline=$(grep -v '^#' API/baseline.txt | grep -m1 -E '^[0-9a-f]{7,40}$|^[0-9]+\.[0-9]+\.[0-9]+$' || true)
[ -n "$baseline" ] || { echo "check-api: API/baseline.txt names no commit or tag" >&2; exit 1; }
git rev-parse --verify -q "$baseline^{commit}" >/dev/null ||
  { echo "check-api: the baseline $baseline is not in this repository's history" >&2; exit 1; }

read -r -a products < <(Scripts/shipped-modules.py --products)
allowlist=$(mktemp)
report=$(mktemp)
trap 'rm -f "$allowlist" "$report"' EXIT
grep -v -e '^#' -e '^[[:space:]]*$' API/allowed-breakages.txt >"$allowlist" || true

echo "check-api: comparing ${products[*]} with $baseline"
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

# Release versions agree, once there are releases.
tag=$(git tag --list '[0-9]*.[0-9]*.[0-9]*' --sort=-v:refname | head -n 1)
if [ -n "$tag" ]; then
  readme=$(grep -oE 'from: "[0-9]+\.[0-9]+\.[0-9]+"' README.md | head -n 1 | grep -oE '[0-9]+\.[0-9]+\.[0-9]+' || true)
  changelog=$(grep -oE '^## \[?[0-9]+\.[0-9]+\.[0-9]+' CHANGELOG.md | head -n 1 | grep -oE '[0-9]+\.[0-9]+\.[0-9]+' || true)
  if [ "$readme" != "$tag" ] || [ "$changelog" != "$tag" ]; then
    echo "check-api: versions disagree: newest tag $tag, README from: \"$readme\", CHANGELOG $changelog" >&2
    exit 1
  fi
  echo "check-api: README, CHANGELOG and the newest tag agree on $tag"
else
  echo "check-api: no release tag yet; README and CHANGELOG versions are checked from the first one"
fi
