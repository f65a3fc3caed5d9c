#!/usr/bin/env python3
"""Lists, for every UIKit method of the stand-in's table and collection-view list protocols, the
Swift files that spell it.

The methods are the members of the stand-in's protocols (read from their declarations in
`Sources/UIKitStandIn/Signatures/UITableViewDataSource.swift`, `UITableViewDelegate`,
`UITableViewDataSourcePrefetching`, `UIScrollViewDelegate`, `UICollectionViewDataSource`,
`UICollectionViewDelegate`, `UICollectionViewDataSourcePrefetching`, and the table's and the
collection view's drag and drop delegates), each known by its
Swift name: a base name and its argument labels, `tableView(_:numberOfRowsInSection:)`, and by
the view type of its first parameter, which tells apart the table's `numberOfSections(in:)` from
the collection view's.

A file spells a method when its code names that method, that is, when it holds one of:
- a declaration of it: `func tableView(_ t: UITableView, numberOfRowsInSection s: Int)`, with
  the same base name and the same argument labels (a test double's implementation counts);
- a call of it: `tableView(t, numberOfRowsInSection: s)`, `dataSource?.numberOfSections(in: t)`,
  `delegate.tableView?(t, didSelectRowAt: i)`: the base name, then an argument list whose labels
  are the method's (the first argument unlabelled where the method's is);
- a reference to it by its full name: `tableView(_:numberOfRowsInSection:)`,
  `#selector(UIScrollViewDelegate.scrollViewDidScroll(_:))`;
- its Objective-C selector in a string: `"tableView:numberOfRowsInSection:"`,
  `"numberOfSectionsInTableView:"`. A selector names the same method by another spelling: one
  part per argument label, the first part the base name (extended by the first label with a
  capital, `numberOfSections(in:)`), each other part the label, either exactly or followed by a
  capitalised type name (`cellForRowAt` as `cellForRowAtIndexPath`).

A name that merely shares a word with a method does not count: the core event
`.numberOfSections`, the property `tableView.numberOfSections`, the event `.canPerformAction`,
a function `numberOfSections(_ t:)` with other labels. Comments do not count either: a doc
comment that names the UIKit method an event answers states no fact the code relies on.

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
    "Sources/UIKitStandIn/Signatures/UICollectionViewDataSource.swift",
    "Sources/UIKitStandIn/Signatures/UICollectionViewDelegate.swift",
    "Sources/UIKitStandIn/Signatures/UICollectionViewDataSourcePrefetching.swift",
    "Sources/UIKitStandIn/Signatures/UITableViewDragDelegate.swift",
    "Sources/UIKitStandIn/Signatures/UITableViewDropDelegate.swift",
    "Sources/UIKitStandIn/Signatures/UICollectionViewDragDelegate.swift",
    "Sources/UIKitStandIn/Signatures/UICollectionViewDropDelegate.swift",
]

IDENTIFIER = r"[A-Za-z_][A-Za-z0-9_]*"


def without_comments(text):
    """Swift source with its comments blanked out and its string literals kept."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
            out.append(" ")
        elif text[i] == '"':
            end = i + 1
            while end < n and text[end] not in '"\n':
                end += 2 if text[end] == "\\" else 1
            out.append(text[i : end + 1])
            i = end + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def argument_list(text, open_index):
    """The text inside the parentheses that open at `open_index`, or None if unbalanced."""
    depth = 0
    for i in range(open_index, len(text)):
        if text[i] in "([{":
            depth += 1
        elif text[i] in ")]}":
            depth -= 1
            if depth == 0:
                return text[open_index + 1 : i]
    return None


def top_level_parts(arguments):
    """`arguments` split at the commas outside any brackets."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(arguments):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(arguments[start:i])
            start = i + 1
    parts.append(arguments[start:])
    return [p.strip() for p in parts if p.strip()]


def declared_labels(parameters):
    """The argument labels of a declaration's parameter list (`_` where there is none)."""
    labels = []
    for part in top_level_parts(parameters):
        names = part.split(":", 1)[0].split()
        labels.append(names[0])
    return labels


def called_labels(arguments):
    """The argument labels of a call's argument list (`_` for an unlabelled argument)."""
    labels = []
    for part in top_level_parts(arguments):
        match = re.match(r"(%s)\s*:(?!:)" % IDENTIFIER, part)
        labels.append(match.group(1) if match else "_")
    return labels


def first_parameter_type(parameters):
    """The type of a declaration's first parameter (`UITableView`), or None without one."""
    parts = top_level_parts(parameters)
    if not parts or ":" not in parts[0]:
        return None
    return parts[0].split(":", 1)[1].strip()


def methods():
    """Each protocol member's (base name, labels, view type), in declaration order, once each.

    The view type is the type of the member's first parameter (`UITableView`,
    `UICollectionView`, `UIScrollView`): a table's and a collection view's protocols declare
    members of the same Swift name, `numberOfSections(in:)`, which are different methods."""
    found = []
    for path in PROTOCOL_FILES:
        text = without_comments(open(path).read())
        # The requirements protocol's body only, not the stand-in's helpers beside it.
        start = re.search(r"\bprotocol \w+Requirements\b[^{]*", text)
        text = "(" + argument_list(text.replace("{", "(").replace("}", ")"), start.end()) + ")"
        for match in re.finditer(r"\bfunc (%s)\s*\(" % IDENTIFIER, text):
            parameters = argument_list(text, match.end() - 1)
            method = (match.group(1), tuple(declared_labels(parameters)),
                      first_parameter_type(parameters))
            if method not in found:
                found.append(method)
    return found


def swift_name(method):
    base, labels, _ = method
    return "%s(%s)" % (base, "".join(label + ":" for label in labels))


def selector_pattern(method):
    """A regular expression for the method's Objective-C selector inside a string literal."""
    base, labels, view = method
    type_suffix = r"(?:[A-Z][A-Za-z0-9]*)?"
    # The first part ends with the view's class without its prefix: `…InTableView:`.
    view_suffix = re.escape(view[2:]) if view and view.startswith("UI") else type_suffix
    first = re.escape(base)
    if labels and labels[0] != "_":
        first += re.escape(labels[0][0].upper() + labels[0][1:]) + view_suffix
    parts = [first + ":"]
    parts += [re.escape(label) + type_suffix + ":" for label in labels[1:]]
    return re.compile(r'"%s"' % "".join(parts))


def spells(method, text, selector):
    """Whether `text` (code without comments) names `method`; see the module's doc.

    Where two protocols declare the same Swift name, a declaration names the member whose
    view type its first parameter has, and a call or a full name counts only in a file whose
    code names that view type (`UITableView` for a table's member)."""
    base, labels, view = method
    if selector.search(text):
        return True
    names_view = view is None or re.search(r"\b%s\b" % re.escape(view), text) is not None
    full_name = "%s(%s)" % (re.escape(base), "".join(re.escape(l) + r"\s*:\s*" for l in labels))
    if names_view and re.search(r"\b%s" % full_name, text):
        return True
    for match in re.finditer(r"(\bfunc\s+)?\b%s\s*\??\s*\(" % re.escape(base), text):
        inside = argument_list(text, match.end() - 1)
        if inside is None:
            continue
        if match.group(1):
            if tuple(declared_labels(inside)) == labels and first_parameter_type(inside) in (
                    view, None):
                return True
        elif names_view and tuple(called_labels(inside)) == labels:
            return True
    return False


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
    texts = {
        root: {path: without_comments(open(path).read()) for path in swift_files(root)}
        for root in limits
    }
    over = 0
    every = methods()
    for method in every:
        selector = selector_pattern(method)
        found = {
            root: sorted(p for p, t in texts[root].items() if spells(method, t, selector))
            for root in limits
        }
        passes = [
            root for root, limit in limits.items() if limit is not None and len(found[root]) > limit
        ]
        over += bool(passes)
        if passes or show_all or all(limit is None for limit in limits.values()):
            print(f"{swift_name(method)}: {len(found['Sources'])} in Sources, "
                  f"{len(found['Tests'])} in Tests"
                  + (f"  (over the limit in {', '.join(passes)})" if passes else ""))
            for root in limits:
                for path in found[root]:
                    print(f"    {path}")
    print(f"method-spellings: {len(every)} methods, {over} over a limit")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
