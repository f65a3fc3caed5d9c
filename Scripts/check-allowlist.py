#!/usr/bin/env python3
"""Checks that every breaking change allowed in API/allowed-breakages.txt has its CHANGELOG entry.

Each allowed line names a symbol ("API breakage: constructor RowContent.init(...) has been
removed" names RowContent.init); the last part of that name must appear in the "Breaking
changes" part of CHANGELOG.md's Unreleased section. Scripts/check-api.sh (the API as SwiftPM
builds it) and Scripts/check-ios-api.sh (the API as built for iOS) both run it, so the two
checks share one allowlist and one rule.

Usage: Scripts/check-allowlist.py ALLOWLIST [PREFIX]
  ALLOWLIST  the allowlist (comment and blank lines are ignored)
  PREFIX     the name printed before each message (default: check-api)
Run from the repository's root.
"""
import re
import sys

allowlist = sys.argv[1]
prefix = sys.argv[2] if len(sys.argv) > 2 else "check-api"
changelog = open("CHANGELOG.md").read()
unreleased = changelog.split("## Unreleased", 1)[1].split("\n## ", 1)[0] if "## Unreleased" in changelog else ""
breaking = unreleased.split("### Breaking changes", 1)[1].split("\n### ", 1)[0] if "### Breaking changes" in unreleased else ""
entries = [line.strip() for line in open(allowlist) if line.strip() and not line.startswith("#")]
missing = []
for line in entries:
    match = re.search(r"API breakage: (?:\w+ )?([\w.]+)", line)
    name = match.group(1).split(".")[-1] if match else line
    if name not in breaking:
        missing.append(f"{line}\n    ({name} is not named under Unreleased > Breaking changes in CHANGELOG.md)")
for entry in missing:
    print(f"{prefix}: allowed without a CHANGELOG entry: {entry}", file=sys.stderr)
print(f"{prefix}: {len(entries)} allowed breaking change(s), each in the CHANGELOG" if not missing else "", end="")
sys.exit(1 if missing else 0)
