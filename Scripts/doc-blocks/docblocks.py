#!/usr/bin/env python3
"""Extracts the ```swift blocks of the documentation and checks that each compiles, unchanged.

Run by Scripts/check-doc-blocks.sh, which builds what the blocks compile against and passes
the compiler flags; its header says what is checked, how a block becomes code, a page's
context and the markers. This file does only what that header describes.
"""

import argparse
import concurrent.futures
import dataclasses
import os
import re
import subprocess
import sys

# A marker: an HTML comment on the line just before the fence, e.g. `<!-- doc-block: run -->`.
MARKER = re.compile(r"^\s*<!--\s*doc-block:(.*?)-->\s*$")
MARKER_WORDS = {"run", "main-actor", "fragment"}
FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([^\s`]*)")

# What starts a top-level declaration; anything else at the top level is a statement.
DECLARATION_KEYWORDS = {
    "import", "func", "struct", "class", "enum", "extension", "protocol", "typealias",
    "actor", "macro", "operator", "precedencegroup",
}
# Declarations Swift allows only at file scope: hoisted out of a statement block's function.
FILE_SCOPE_ONLY = {"import", "extension", "protocol", "operator", "precedencegroup", "macro"}
MODIFIERS = {
    "public", "private", "fileprivate", "internal", "package", "open", "final", "nonisolated",
    "indirect", "static", "override", "convenience", "required", "lazy", "dynamic", "infix",
    "prefix", "postfix", "mutating", "nonmutating", "weak", "unowned",
}
# Modules that do not exist for iOS: a block importing one is no context for UIKit blocks.
NOT_ON_IOS = {"Testing", "XCTest", "UIKitStandIn", "Glibc"}
# Warnings that exist only because a statement block became a function body: a page's
# top-level `let` or `var` is a global in main.swift, never "unused" or "never mutated" there.
WRAPPING_WARNINGS = re.compile(
    r"never used|was written to, but never read|was never mutated")
DIAGNOSTIC = re.compile(
    r"^(.*?):(\d+):(\d+): (error|warning|note|remark): (.*?)(?: \[#[\w-]+\])*$")


@dataclasses.dataclass
class Item:
    """One top-level item of a block: a declaration or a statement."""
    first: int  # index of its first line in the block
    last: int  # index of its last line in the block
    keyword: str  # the declaration's keyword, or "" for a statement
    name: str  # the declared name (a module's, for an import), if any


@dataclasses.dataclass
class Block:
    """One ```swift block of a page."""
    page: str
    fence_line: int  # 1-based line of the opening fence
    index: int  # 1-based position among the page's ```swift blocks
    lines: list  # the block's lines, the fence's indentation removed
    markers: set
    unknown_markers: list
    items: list = dataclasses.field(default_factory=list)

    @property
    def first_line(self):
        return self.fence_line + 1

    @property
    def last_line(self):
        return self.fence_line + len(self.lines)

    @property
    def where(self):
        return f"{self.page}:{self.fence_line}"

    @property
    def imports(self):
        return {item.name.split(".")[0] for item in self.items if item.keyword == "import"}

    @property
    def is_uikit(self):
        # SwiftUI exists on iOS only, as UIKit does: a block importing it is an iOS block.
        return bool({"UIKit", "SwiftUI"} & self.imports)

    @property
    def is_swiftui(self):
        return "SwiftUI" in self.imports

    @property
    def has_statements(self):
        return any(item.keyword == "" for item in self.items)

    @property
    def declared_names(self):
        return {item.name for item in self.items
                if item.name and item.keyword not in ("import", "extension")}

    @property
    def awaits(self):
        return any(re.search(r"\bawait\b", line) for line in masked_lines(self.lines))


# MARK: Reading pages


def read_blocks(page):
    """The ```swift blocks of a Markdown page, in order, and the lines of markers that are not
    on the line just before one (a marker there would silently mark nothing)."""
    lines = open(page, encoding="utf-8").read().split("\n")
    blocks, stray_markers = [], []
    i = 0
    while i < len(lines):
        opening = FENCE.match(lines[i])
        if not opening:
            following = FENCE.match(lines[i + 1]) if i + 1 < len(lines) else None
            if MARKER.match(lines[i]) and not (following and following.group(3) == "swift"):
                stray_markers.append(i + 1)
            i += 1
            continue
        indent, fence, language = opening.groups()
        closing = re.compile(r"^\s*" + re.escape(fence[0]) + "{%d,}\\s*$" % len(fence))
        end = i + 1
        while end < len(lines) and not closing.match(lines[end]):
            end += 1
        if language == "swift":
            body = [line[len(indent):] if line.startswith(indent) else line.lstrip()
                    for line in lines[i + 1:end]]
            marker = MARKER.match(lines[i - 1]) if i > 0 else None
            words = marker.group(1).split() if marker else []
            block = Block(page, i + 1, len(blocks) + 1, body,
                          {w for w in words if w in MARKER_WORDS},
                          [w for w in words if w not in MARKER_WORDS])
            block.items = top_level_items(block.lines)
            blocks.append(block)
        i = end + 1
    return blocks, stray_markers


def masked_lines(lines):
    """The lines with comments and string literals (interpolations included) blanked."""
    text = "\n".join(lines)
    out = list(text)
    n = len(text)

    def blank(start, end):
        for k in range(start, min(end, n)):
            if out[k] != "\n":
                out[k] = " "

    def skip_string(i, hashes):
        """From the opening quote at `i`; the index just after the literal."""
        quote = '"""' if text.startswith('"""', i) else '"'
        terminator, escape = quote + "#" * hashes, "\\" + "#" * hashes
        i += len(quote)
        while i < n:
            if text.startswith(escape + "(", i):
                i = skip_code(i + len(escape) + 1, ")")
            elif text.startswith(escape, i):
                i += len(escape) + 1
            elif text.startswith(terminator, i):
                return i + len(terminator)
            elif quote == '"' and text[i] == "\n":
                return i
            else:
                i += 1
        return n

    def skip_code(i, closer):
        """From `i` to just after the unbalanced `closer` (or the end)."""
        depth = 0
        while i < n:
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                blank(i, end)
                i = end
            elif text.startswith("/*", i):
                level, k = 1, i + 2
                while k < n and level:
                    step = 2 if text.startswith(("/*", "*/"), k) else 1
                    level += (text.startswith("/*", k)) - (text.startswith("*/", k))
                    k += step
                blank(i, k)
                i = k
            elif text[i] == '"':
                hashes = 0
                while i - hashes - 1 >= 0 and text[i - hashes - 1] == "#":
                    hashes += 1
                end = skip_string(i, hashes)
                blank(i - hashes, end)
                i = end
            elif text[i] in "([{":
                depth += 1
                i += 1
            elif text[i] in ")]}":
                if depth == 0 and text[i] == closer:
                    return i + 1
                depth -= 1
                i += 1
            else:
                i += 1
        return n

    skip_code(0, None)
    return "".join(out).split("\n")


def top_level_items(lines):
    """Splits a block's lines into top-level items (declarations and statements)."""
    masked = masked_lines(lines)
    starts = []
    depth = 0
    previous = ""  # the last non-blank line before this one
    for index, line in enumerate(masked):
        code = line.strip()
        directive = code.startswith(("#if", "#else", "#elseif", "#endif"))
        if depth == 0 and code and not directive:
            continues = (
                re.match(r"([.)\]},:?=+\-*/%&|^<>!]|->|where\b|throws\b|async\b)", code)
                or previous.endswith(("=", ",", "(", "[", "&&", "||", "->", "+", "-", "??"))
                or (previous.startswith("@") and not strip_attributes(previous)))
            if not continues or not starts:
                starts.append(index)
        if code:
            previous = code
        depth += sum(map(line.count, "([{")) - sum(map(line.count, ")]}"))
    items = []
    for number, first in enumerate(starts):
        last = starts[number + 1] - 1 if number + 1 < len(starts) else len(masked) - 1
        while last > first and not masked[last].strip():
            last -= 1
        keyword, name = declaration_of(" ".join(masked[first:last + 1]))
        items.append(Item(first, last, keyword, name))
    return items


def strip_attributes(text):
    """`text` without its leading attributes (`@MainActor`, `@available(iOS 15, *)`)."""
    text = text.strip()
    while text.startswith("@"):
        match = re.match(r"@[\w.]*", text)
        text = text[match.end():].lstrip()
        if text.startswith("("):
            depth = 0
            for k, c in enumerate(text):
                depth += (c == "(") - (c == ")")
                if depth == 0:
                    text = text[k + 1:].lstrip()
                    break
    return text


def declaration_of(text):
    """(keyword, name) of a top-level item; ("", "") for a statement."""
    words = strip_attributes(text)
    while True:
        match = re.match(r"(\w+)(\s*\([^)]*\))?\s*", words)
        if not match or match.group(1) not in MODIFIERS:
            break
        words = strip_attributes(words[match.end():])
    match = re.match(r"(\w+)\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?"
                     r"([\w.]+|`[^`]+`|[^\s(<]+)?", words)
    if not match or match.group(1) not in DECLARATION_KEYWORDS:
        return "", ""
    return match.group(1), match.group(2) or ""


# MARK: Turning a block into code


@dataclasses.dataclass
class Unit:
    """What is compiled for one block: the generated source and how to read its diagnostics."""
    block: Block
    platform: str  # "linux", "ios" (iOS 17.0) or "ios-minimum" (the package's minimum iOS)
    source: str = ""
    # Lines where a statement block's top-level items start: their "never used" warnings are
    # the wrapping's, not the block's.
    top_level_statement_lines: set = dataclasses.field(default_factory=set)


def context_of(block, page_blocks, platform):
    """The earlier blocks of the page that `block` is compiled with, in page order."""
    earlier = [b for b in page_blocks if b.index < block.index
               and "fragment" not in b.markers and not b.unknown_markers]
    if platform == "linux":
        earlier = [b for b in earlier if not b.is_uikit]
    else:
        earlier = [b for b in earlier if not b.imports & NOT_ON_IOS]
    # The nearest declaration of a name wins: an earlier block declaring a name that this block,
    # or a block between them, declares again is left out (a page's "before" and "after").
    taken = set(block.declared_names)
    chosen = []
    for candidate in reversed(earlier):
        if not candidate.declared_names & taken:
            taken |= candidate.declared_names
            chosen.append(candidate)
    return chosen[::-1]


def located(block, keep):
    """The block's lines under `#sourceLocation`, those for which `keep` is false blanked, so
    that the compiler reports the page's own file and line numbers."""
    return "\n".join(
        [f'#sourceLocation(file: "{block.page}", line: {block.first_line})']
        + [line if keep(index) else "" for index, line in enumerate(block.lines)]
        + ["#sourceLocation()"])


def hoisted(block):
    """The line indexes of a block's file-scope-only items (imports, extensions, protocols)."""
    return {index for item in block.items if item.keyword in FILE_SCOPE_ONLY
            for index in range(item.first, item.last + 1)}


def generate(block, page_blocks, platform):
    """The Swift source that checks `block` in its page's context."""
    unit = Unit(block, platform)
    context = context_of(block, page_blocks, platform)
    parts = ["import DocBlockSupport"]
    # File scope: earlier declaration blocks whole; of earlier statement blocks, what is hoisted.
    for other in context:
        if other.has_statements:
            parts.append(located(other, lambda i, h=hoisted(other): i in h))
        else:
            parts.append(located(other, lambda i: True))
    if not block.has_statements:
        parts.append(located(block, lambda i: True))
        unit.source = "\n".join(parts) + "\n"
        return unit

    own = hoisted(block)
    parts.append(located(block, lambda i: i in own))
    # Earlier statement blocks of the same isolation run first in the function, each in a scope
    # nested in the previous one's, so that a block sees their names and may declare them
    # again. (What a main-actor block declares is of no use to a nonisolated one, and back.)
    main_actor = "main-actor" in block.markers
    before = [b for b in context
              if b.has_statements and ("main-actor" in b.markers) == main_actor]
    effects = "async throws" if any(b.awaits for b in before + [block]) else "throws"
    parts.append(f"{'@MainActor ' if main_actor else ''}func docBlock_{block.index}() {effects} {{")
    for other in before:
        parts.append(located(other, lambda i, h=hoisted(other): i not in h))
        parts.append("do {")
    parts.append(located(block, lambda i: i not in own))
    parts.append("}" * (len(before) + 1))
    if "run" in block.markers:
        call = f"{'try await' if 'async' in effects else 'try'} docBlock_{block.index}()"
        parts.append(f"@main enum DocBlockMain {{\n  static func main() {effects} {{ {call} }}\n}}")
    unit.top_level_statement_lines = {block.first_line + item.first for item in block.items
                                      if item.keyword == ""}
    unit.source = "\n".join(parts) + "\n"
    return unit


# MARK: Compiling and reporting


@dataclasses.dataclass
class Outcome:
    unit: Unit
    errors: list  # (line in the page, "error: …" or "warning: …"), in line order
    ran: bool = False


def check(unit, args):
    """Compiles one unit (and runs it when marked `run`); its block's errors."""
    block = unit.block
    name = f"{re.sub(r'[^A-Za-z0-9]+', '_', block.page)}_{block.fence_line}_{unit.platform}"
    source = os.path.join(args.workdir, name + ".swift")
    with open(source, "w", encoding="utf-8") as f:
        f.write(unit.source)
    runs = unit.platform == "linux" and "run" in block.markers
    command = ["swiftc", "-module-name", "DocBlocks", "-parse-as-library", "-wmo",
               "-swift-version", "6", "-strict-concurrency=complete",
               "-diagnostic-style=llvm"]
    command += {"linux": args.linux_flag, "ios": args.ios_flag,
                "ios-minimum": args.ios_minimum_flag}[unit.platform]
    executable = os.path.join(args.workdir, name)
    if runs:
        command += ["-emit-executable", "-o", executable] + args.link_object
    else:
        module = os.path.join(args.workdir, name + ".swiftmodule")
        command += ["-emit-module", "-emit-module-path", module]
    result = subprocess.run(command + [source], capture_output=True, text=True)
    output = (result.stdout + result.stderr).splitlines()

    errors, earlier_blocks_failed = [], False
    for line in output:
        match = DIAGNOSTIC.match(line)
        if not match or match.group(4) not in ("error", "warning"):
            continue
        path, number, _, severity, message = match.groups()
        number = int(number)
        if path == block.page and block.first_line <= number <= block.last_line:
            if (severity == "warning" and number in unit.top_level_statement_lines
                    and WRAPPING_WARNINGS.search(message)):
                continue
            errors.append((number, f"{severity}: {message}"))
        elif path == block.page:
            earlier_blocks_failed = True  # reported when that block is checked
        else:
            # The generated wrapper: a fault of this tool, reported at the block's fence.
            errors.append((block.fence_line, f"{severity}: {message} (in generated {path})"))
    if result.returncode != 0 and not errors and not earlier_blocks_failed:
        said = output[-1] if output else "no output"
        errors.append((block.fence_line, f"error: swiftc failed: {said}"))
    if runs and result.returncode != 0 and not errors:
        errors.append((block.fence_line,
                       "error: not run: an earlier block of the page does not compile"))
    if unit.platform == "ios-minimum":
        errors = [(number, f"{message} (for iOS {args.ios_minimum}, the package's minimum)")
                  for number, message in errors]
    outcome = Outcome(unit, sorted(set(errors)))
    if runs and not errors:
        outcome.ran = True
        try:
            run = subprocess.run([executable], capture_output=True, text=True, timeout=60,
                                 env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
        except subprocess.TimeoutExpired:
            outcome.errors.append((block.fence_line, "error: the block ran for over 60 s"))
            return outcome
        if run.returncode != 0:
            said = run.stderr.strip().splitlines() or ["no output"]
            why = next((line for line in said if "error" in line.lower()), said[-1]).strip()
            status = (f"crashed (signal {-run.returncode})" if run.returncode < 0
                      else f"exited with status {run.returncode}")
            outcome.errors.append((block.fence_line, f"error: the block {status}: {why}"))
    return outcome


def pages_to_check(explicit):
    """The pages named, or else README.md, Docs/*.md and the DocC catalogs' articles."""
    if explicit:
        return explicit
    patterns = [r"README\.md$", r"Docs/[^/]+\.md$", r"Sources/[^/]+/[^/]+\.docc/.+\.md$"]
    # Tracked and untracked files, not ignored ones (such as copies generated into a catalog).
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"],
                            capture_output=True, text=True)
    if listed.returncode == 0:
        files = listed.stdout.splitlines()
    else:
        files = [os.path.relpath(os.path.join(root, name))
                 for root, _, names in os.walk(".") for name in names]
    return sorted({f for f in files
                   if any(re.match(p, f) for p in patterns) and os.path.isfile(f)})


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--linux-flag", action="append", default=[],
                        help="a swiftc flag for Linux blocks (write --linux-flag=-I)")
    parser.add_argument("--link-object", action="append", default=[],
                        help="an object file that blocks marked run are linked with")
    parser.add_argument("--ios-flag", action="append", default=[],
                        help="a swiftc flag for UIKit blocks (write --ios-flag=-sdk)")
    parser.add_argument("--ios-minimum-flag", action="append", default=[],
                        help="a swiftc flag for UIKit blocks at the package's minimum iOS")
    parser.add_argument("--ios-minimum", default="",
                        help="the package's minimum iOS version; with it, UIKit blocks are "
                             "also type-checked for it, with --ios-minimum-flag")
    parser.add_argument("--ios-skipped", default="",
                        help="why UIKit blocks are not type-checked, if they are not")
    parser.add_argument("--swiftui-skipped", default="",
                        help="why blocks importing SwiftUI are not type-checked, if they are not")
    parser.add_argument("--workdir", required=True, help="where generated sources go")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--verbose", action="store_true", help="print every error of a block")
    parser.add_argument("pages", nargs="*", help="pages to check instead of all")
    args = parser.parse_args()
    os.makedirs(args.workdir, exist_ok=True)

    units, fragments, skipped, swiftui_skipped, reports = [], [], [], [], []
    for page in pages_to_check(args.pages):
        blocks, stray_markers = read_blocks(page)
        for line in stray_markers:
            where = Block(page, line, 0, [], set(), [])
            message = "error: a doc-block marker must be on the line just before a ```swift fence"
            reports.append((where, [(line, message)]))
        for block in blocks:
            if block.unknown_markers:
                message = (f"error: unknown doc-block marker {' '.join(block.unknown_markers)!r}"
                           f" (known: {', '.join(sorted(MARKER_WORDS))})")
                reports.append((block, [(block.fence_line, message)]))
            elif "fragment" in block.markers:
                fragments.append(block)
            elif block.is_uikit and "run" in block.markers:
                message = "error: a UIKit block cannot run on Linux; remove its run marker"
                reports.append((block, [(block.fence_line, message)]))
            elif block.is_uikit and args.ios_skipped:
                skipped.append(block)
            elif block.is_swiftui and args.swiftui_skipped:
                swiftui_skipped.append(block)
            elif block.is_uikit:
                units.append(generate(block, blocks, "ios"))
                if args.ios_minimum:
                    units.append(generate(block, blocks, "ios-minimum"))
            else:
                units.append(generate(block, blocks, "linux"))

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        outcomes = list(pool.map(lambda unit: check(unit, args), units))

    # One line per failing block (every error with --verbose), in page order; the fragments.
    reports += [(outcome.unit.block, outcome.errors) for outcome in outcomes if outcome.errors]
    reports.sort(key=lambda report: (report[0].page, report[0].fence_line))
    for block, errors in reports:
        if args.verbose:
            for number, message in errors:
                print(f"{block.page}:{number}: {message}")
        else:
            number, message = errors[0]
            more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
            print(f"{block.page}:{number}: {message}{more}")
    for block in fragments:
        print(f"{block.where}: fragment, not compiled")

    linux = [outcome for outcome in outcomes if outcome.unit.platform == "linux"]
    ios = sum(outcome.unit.platform == "ios" for outcome in outcomes)
    ran = sum(outcome.ran for outcome in linux)
    ios_part = f"{ios} type-checked for iOS"
    if args.ios_minimum:
        ios_part += f" (each for iOS 17.0 and {args.ios_minimum})"
    if skipped:
        print(f"doc blocks: {len(skipped)} UIKit block{'s' * (len(skipped) != 1)} not "
              f"type-checked for iOS: {args.ios_skipped}")
        ios_part += f" ({len(skipped)} skipped: no iOS SDK)"
    if swiftui_skipped:
        print(f"doc blocks: {len(swiftui_skipped)} SwiftUI block"
              f"{'s' * (len(swiftui_skipped) != 1)} not type-checked for iOS: "
              f"{args.swiftui_skipped}")
        ios_part += f" ({len(swiftui_skipped)} SwiftUI skipped: no prebuilt SwiftUI module)"
    print(f"doc blocks: {len(linux)} checked on Linux ({ran} run), {ios_part}, "
          f"{len(fragments)} fragment{'s' * (len(fragments) != 1)}, {len(reports)} failed")
    return 1 if reports else 0


if __name__ == "__main__":
    sys.exit(main())
