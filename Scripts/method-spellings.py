#!/usr/bin/env python3
"""Lists, for every UIKit table method the adapter implements, the Swift files that spell it.

A method is named by what is distinctive in its Swift spelling: the label after the table view
for `tableView(_:canEditRowAt:)` (`canEditRowAt`), else its base name
(`numberOfSections(in:)`, `scrollViewDidScroll(_:)`). The methods are read from the stand-in's
protocol declarations (`Sources/UIKitStandIn/Signatures/UITableViewDataSource.swift`, `UITableViewDelegate`,
`UITableViewDataSourcePrefetching`, `UIScrollViewDelegate`), and a file spells a method when
the name occurs in its code as a whole word. Comments do not count (a doc comment that names the
UIKit method an event answers states no fact the code relies on), nor do selector strings
(`"tableView:canEditRowAtIndexPath:"`): the name runs into `IndexPath` there.

Usage: Scripts/method-spellings.py [--max-sources N] [--max-tests M] [--all]
  --max-sources N  fail when a method is spelled in more than N files under Sources/
  --max-tests M    fail when a method is spelled in more than M files under Tests/
  --all            list every method, not only those over a limit (or, without limits, all)
Run from the repository's root. Exits 1 when a limit is passed.
"""
import os
import re
import sys

PROTOCOL_FILES = [
    "Sources/UIKitStandIn/Signatures/UITableViewDataSource.swift",
    "Sources/UIKitStandIn/Signatures/UITableViewDelegate.swift",
    "Sources/UIKitStandIn/Signatures/UITableViewDataSourcePrefetching.swift",
    "Sources/UIKitStandIn/Signatures/UIScrollViewDelegate.swift",
]


def methods():
    """The distinctive name of each protocol member, in declaration order, once each."""
    names = []
    for path in PROTOCOL_FILES:
        text = open(path).read()
        # Requirements only: the protocol body, before its extension of defaults.
        body = text.split("\n  extension ", 1)[0]
        for match in re.finditer(r"\n\s*func (\w+)\(([^)]*)\)", body):
            base, parameters = match.group(1), match.group(2)
            labels = [p.strip().split(" ")[0] for p in parameters.split(",") if p.strip()]
            name = labels[1] if base == "tableView" and len(labels) > 1 else base
            if name not in names:
                names.append(name)
    return names


def code(path):
    """A Swift file without its comment lines and trailing comments."""
    lines = []
    for line in open(path):
        stripped = line.strip()
        if stripped.startswith("//"):
            continue
        lines.append(line.split(" // ", 1)[0])
    return "".join(lines)


def swift_files(root):
    for folder, _, files in os.walk(root):
        for name in files:
            if name.endswith(".swift"):
                yield os.path.join(folder, name)


def main(arguments):
    limits = {"Sources": None, "Tests": None}
    show_all = "--all" in arguments
    for flag, key in (("--max-sources", "Sources"), ("--max-tests", "Tests")):
        if flag in arguments:
            limits[key] = int(arguments[arguments.index(flag) + 1])
    texts = {root: {path: code(path) for path in swift_files(root)} for root in limits}
    over = 0
    names = methods()
    for name in names:
        pattern = re.compile(r"\b%s\b" % re.escape(name))
        found = {root: sorted(p for p, t in texts[root].items() if pattern.search(t)) for root in limits}
        passes = [
            root for root, limit in limits.items() if limit is not None and len(found[root]) > limit
        ]
        over += bool(passes)
        if passes or show_all or all(limit is None for limit in limits.values()):
            print(f"{name}: {len(found['Sources'])} in Sources, {len(found['Tests'])} in Tests"
                  + (f"  (over the limit in {', '.join(passes)})" if passes else ""))
            for root in limits:
                for path in found[root]:
                    print(f"    {path}")
    print(f"method-spellings: {len(names)} methods, {over} over a limit")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
