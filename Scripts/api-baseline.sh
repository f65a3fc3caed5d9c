#!/usr/bin/env bash
# Prints the commit that the public API checks (Scripts/check-api.sh, Scripts/check-ios-api.sh)
# compare against, from API/baseline.txt: its first line that is not a comment names a release
# tag and that tag's commit (`0.1.0 e13ee14…`), or before the first release a commit alone.
# The commit is what counts: a clone without tags (CI clones main alone) still has it in its
# history. Where the tag is present it must name that same commit, so a moved tag is caught.
# With --version, prints the release version instead (nothing before the first release).
# Usage: Scripts/api-baseline.sh [--version]
set -euo pipefail
cd "$(dirname "$0")/.."

read -r first second _ < <(grep -v -e '^#' -e '^[[:space:]]*$' API/baseline.txt || true) || true
version=
commit=
if [[ ${first:-} =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  version=$first
  commit=${second:-}
  [[ $commit =~ ^[0-9a-f]{40}$ ]] || {
    echo "api-baseline: API/baseline.txt names release $version without its full commit" \
      "(\"$version <40-digit commit>\")" >&2
    exit 1
  }
elif [[ ${first:-} =~ ^[0-9a-f]{7,40}$ ]]; then
  commit=$first
else
  echo "api-baseline: API/baseline.txt names no release or commit" >&2
  exit 1
fi

if [ "${1:-}" = --version ]; then
  echo "$version"
  exit 0
fi

resolved=$(git rev-parse --verify -q "$commit^{commit}") || {
  echo "api-baseline: the baseline commit $commit is not in this repository's history" >&2
  exit 1
}
if [ -n "$version" ] && tagged=$(git rev-parse --verify -q "refs/tags/$version^{commit}"); then
  [ "$tagged" = "$resolved" ] || {
    echo "api-baseline: tag $version is $tagged, but API/baseline.txt says $resolved" >&2
    exit 1
  }
fi
echo "$resolved"
