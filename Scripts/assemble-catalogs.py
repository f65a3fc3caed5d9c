#!/usr/bin/env python3
"""Assembles each module's DocC catalog with its Docs/ pages, for `docc convert`.

`Docs/*.md` are the one source of the guide pages (they read on GitHub as they are); the
catalogs in `Sources/<Module>/<Module>.docc/` hold only what is DocC's own: the landing page
and the Getting Started article. This script copies a module's catalog into OUTPUT and writes
each of the module's Docs pages into it as an article, with its links rewritten for DocC:

- a link to a page of the same catalog becomes `<doc:Article>` (or `[text](<doc:Article>)`
  where the text is not the file name), a `#heading` kept as DocC's anchor, so DocC checks it;
- a link to a page of another module's catalog becomes a relative web link,
  `[Title](../othermodule/article#Anchor)`: a symbol or `doc:` link across modules fails under
  warnings as errors, and this link resolves wherever the modules' archives are hosted side by
  side (as the Swift Package Index hosts documentation targets). DocC does not check it: this
  script checks that the page and the heading exist, and check-docs.sh that the built archives
  have them;
- a link into the repository (`../README.md`, `../Tests/…`) becomes the path in code voice, the
  link's text beside it when that says something else: the archive does not contain the files;
- web links (`https:`, `mailto:`) stay as they are.

A page's "Code:" paragraph, right under its title, lists the repository's files that the page
documents, for a reader of the repository; an article leaves it out, since the archive does not
contain those files and DocC would make the paragraph under the title the page's abstract.

Any other link, a reference-style link or an image fails the script, as does a Docs page that
the tables below do not place, or a catalog that keeps its own copy of a Docs page. The pages
about the repository itself (REPOSITORY_PAGES) go into no catalog, but their links are checked
the same way: each names a file of the repository, a heading that exists, or a web address.

Usage: Scripts/assemble-catalogs.py OUTPUT MODULE...
"""
import os
import re
import shutil
import sys

# Which module's catalog takes each Docs page, and the article's name there (its URL and
# `<doc:>` name). The one place this is decided. `UIKit.md` is the article `UIKitAdapter`: on
# Apple platforms TableHandlersUIKit extends UIKit's types, and DocC gives that extended module
# the page `tablehandlersuikit/uikit`.
PAGES = {
    "Registry.md": ("TableHandlersCore", "Registry"),
    "Dispatch.md": ("TableHandlersCore", "Dispatch"),
    "StructuralEdits.md": ("TableHandlersCore", "StructuralEdits"),
    "Reliability.md": ("TableHandlersCore", "Reliability"),
    "Performance.md": ("TableHandlersCore", "Performance"),
    "DynamicSections.md": ("TableHandlersDeclarative", "DynamicSections"),
    "RowsAndActions.md": ("TableHandlersDeclarative", "RowsAndActions"),
    "StateByIdentity.md": ("TableHandlersDeclarative", "StateByIdentity"),
    "EmptyStateAndPaging.md": ("TableHandlersDeclarative", "EmptyStateAndPaging"),
    "SectionIndexAndDuplicates.md": ("TableHandlersDeclarative", "SectionIndexAndDuplicates"),
    "ObservedTables.md": ("TableHandlersDeclarative", "ObservedTables"),
    "DragAndDrop.md": ("TableHandlersDeclarative", "DragAndDrop"),
    "UIKit.md": ("TableHandlersUIKit", "UIKitAdapter"),
    "Lists.md": ("TableHandlersUIKit", "Lists"),
    "SwiftUIRows.md": ("TableHandlersUIKit", "SwiftUIRows"),
    "Accessibility.md": ("TableHandlersUIKit", "Accessibility"),
    "UIKitRules.md": ("TableHandlersUIKit", "UIKitRules"),
    "MigratingFromDelegateMethods.md": ("TableHandlersUIKit", "MigratingFromDelegateMethods"),
    "MigratingFromBlocksKit.md": ("TableHandlersUIKit", "MigratingFromBlocksKit"),
    "Testing.md": ("TableHandlersTesting", "Testing"),
}

# The Docs pages that no catalog takes: they are about the repository, not about the API, and
# link to its files. A link to one of them from a catalog's page becomes a path in code voice.
REPOSITORY_PAGES = {"README.md", "Contributing.md", "Architecture.md"}

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCS = os.path.join(ROOT, "Docs")

FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
REFERENCE_DEFINITION = re.compile(r"^\s{0,3}\[[^\]]+\]:\s")
# A link's text may hold code spans (which may hold brackets); its target has no spaces.
LINK = re.compile(r"(!?)\[((?:[^\[\]`]|`[^`]*`)*)\]\(([^()\s]*)\)")


class Failure(Exception):
    pass


def prose_lines(lines):
    """Yields (index, line) for the lines outside fenced code blocks."""
    fence = None
    for index, line in enumerate(lines):
        match = FENCE.match(line)
        if fence:
            if match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence):
                fence = None
        elif match:
            fence = match.group(1)
        else:
            yield index, line


def plain(text):
    """A heading's text as it reads: code voice, emphasis and links reduced to their words."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return re.sub(r"[`*_]", "", text).strip()


def github_anchor(heading):
    """GitHub's anchor for a heading: lowercase, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", plain(heading).lower()).replace(" ", "-")


def docc_anchor(heading):
    """DocC's anchor for a heading: its words as they read, joined by hyphens, punctuation
    dropped. check-docs.sh checks the cross-module ones against the built archives."""
    return re.sub(r"[^\w-]", "", re.sub(r"\s+", "-", plain(heading)))


def headings(path):
    """Maps a page's GitHub anchors to its DocC anchors."""
    with open(path, encoding="utf-8") as file:
        lines = file.read().split("\n")
    anchors = {}
    for _, line in prose_lines(lines):
        match = HEADING.match(line)
        if match:
            anchors.setdefault(github_anchor(match.group(2)), docc_anchor(match.group(2)))
    return anchors


def title(path):
    with open(path, encoding="utf-8") as file:
        for line in file:
            if line.startswith("# "):
                return plain(line[2:])
    raise Failure(f"{path}: no '# ' title")


def rewrite_link(page, image, text, target):
    """The DocC form of one link found in Docs/`page`."""
    if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:, …
        return None
    where = f"Docs/{page}: link to '{target}'"
    if image:
        raise Failure(f"{where}: images are not supported in the catalogs")
    path, _, anchor = target.partition("#")
    module = PAGES[page][0]
    if path in PAGES or (not path and anchor):
        path = path or page
        target_module, article = PAGES[path]
        fragment = ""
        if anchor:
            anchors = headings(os.path.join(DOCS, path))
            if anchor not in anchors:
                raise Failure(f"{where}: Docs/{path} has no heading with the anchor '#{anchor}'")
            fragment = "#" + anchors[anchor]
        names_file = plain(text) in (path, f"{path}#{anchor}", f"Docs/{path}", "")
        if target_module == module:
            link = f"<doc:{article}{fragment}>"
            return link if names_file else f"[{text}]({link})"
        shown = title(os.path.join(DOCS, path)) if names_file else text
        return f"[{shown}](../{target_module.lower()}/{article.lower()}{fragment})"
    repository_path = os.path.normpath(os.path.join("Docs", path))
    if repository_path.startswith("..") or not os.path.exists(os.path.join(ROOT, repository_path)):
        raise Failure(f"{where}: not a Docs page, a web link, or a file of the repository")
    shown = plain(text)
    if shown in (repository_path, os.path.basename(repository_path), path):
        return f"`{repository_path}`"
    return f"{text} (`{repository_path}`)"


def check_repository_link(page, image, text, target):
    """Checks one link found in Docs/`page`, a repository page, and keeps it as it is."""
    if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:, …
        return None
    where = f"Docs/{page}: link to '{target}'"
    if image:
        raise Failure(f"{where}: images are not supported")
    path, _, anchor = target.partition("#")
    repository_path = os.path.normpath(os.path.join("Docs", path or page))
    file = os.path.join(ROOT, repository_path)
    if repository_path.startswith("..") or not os.path.exists(file):
        raise Failure(f"{where}: not a web link or a file of the repository")
    if anchor and (not file.endswith(".md") or anchor not in headings(file)):
        raise Failure(f"{where}: {repository_path} has no heading with the anchor '#{anchor}'")
    return None


def rewrite_line(page, line, rewrite=rewrite_link):
    out, position = [], 0
    while position < len(line):
        character = line[position]
        if character == "`":
            run = re.match(r"`+", line[position:]).group(0)
            end = line.find(run, position + len(run))
            if end < 0:
                out.append(line[position:])
                break
            out.append(line[position : end + len(run)])
            position = end + len(run)
            continue
        match = LINK.match(line, position) if character in "[!" else None
        if match:
            replacement = rewrite(page, match.group(1) == "!", match.group(2), match.group(3))
            out.append(match.group(0) if replacement is None else replacement)
            position = match.end()
            continue
        out.append(character)
        position += 1
    return "".join(out)


def without_code_paragraph(lines):
    """The page without the "Code:" paragraph under its title, if it has one."""
    title_index = next((i for i, line in enumerate(lines) if line.startswith("# ")), None)
    if title_index is None:
        return lines
    start = title_index + 1
    while start < len(lines) and not lines[start].strip():
        start += 1
    if start == len(lines) or not lines[start].startswith("Code: "):
        return lines
    end = start
    while end < len(lines) and lines[end].strip():
        end += 1
    return lines[:start] + lines[end + 1 :]


def article(page):
    with open(os.path.join(DOCS, page), encoding="utf-8") as file:
        lines = without_code_paragraph(file.read().split("\n"))
    for index, line in prose_lines(lines):
        if REFERENCE_DEFINITION.match(line):
            raise Failure(f"Docs/{page}:{index + 1}: reference-style links are not supported")
        lines[index] = rewrite_line(page, line)
    return "\n".join(lines)


def check_repository_page(page):
    with open(os.path.join(DOCS, page), encoding="utf-8") as file:
        lines = file.read().split("\n")
    for index, line in prose_lines(lines):
        if REFERENCE_DEFINITION.match(line):
            raise Failure(f"Docs/{page}:{index + 1}: reference-style links are not supported")
        rewrite_line(page, line, rewrite=check_repository_link)


def assemble(output, modules):
    on_disk = sorted(name for name in os.listdir(DOCS) if name.endswith(".md"))
    unplaced = [name for name in on_disk if name not in PAGES and name not in REPOSITORY_PAGES]
    if unplaced:
        raise Failure(
            "Docs pages without a catalog (add them to PAGES, or to REPOSITORY_PAGES if they are "
            f"about the repository): {', '.join(unplaced)}")
    missing = [name for name in [*PAGES, *REPOSITORY_PAGES] if name not in on_disk]
    if missing:
        raise Failure(f"PAGES or REPOSITORY_PAGES name pages that Docs/ does not have: {', '.join(missing)}")
    for page in sorted(REPOSITORY_PAGES):
        check_repository_page(page)
    strays = sorted({module for module, _ in PAGES.values()} - set(modules))
    if strays:
        raise Failure(f"PAGES places pages in modules that are not documented: {strays}")
    for module in modules:
        source = os.path.join(ROOT, "Sources", module, f"{module}.docc")
        if not os.path.isdir(source):
            raise Failure(f"{module} has no catalog at Sources/{module}/{module}.docc")
        catalog = os.path.join(output, f"{module}.docc")
        shutil.copytree(source, catalog)
        for page, (page_module, name) in sorted(PAGES.items()):
            if page_module != module:
                continue
            for kept in (page, f"{name}.md"):
                if os.path.exists(os.path.join(source, kept)):
                    raise Failure(
                        f"Sources/{module}/{module}.docc/{kept}: Docs/{page} is the one source; "
                        "the catalog takes it in at build time")
            with open(os.path.join(catalog, f"{name}.md"), "w", encoding="utf-8") as file:
                file.write(article(page))


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    try:
        assemble(sys.argv[1], sys.argv[2:])
    except Failure as failure:
        sys.exit(f"assemble-catalogs: {failure}")
