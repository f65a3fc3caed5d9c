#!/usr/bin/env python3
"""Prints the modules this package ships: the targets of its library products, dependencies
first, one line, separated by spaces.

The one list of shipped modules. Scripts/check-docs.sh (and the .spi.yml check in it),
Scripts/check-ios.sh, Scripts/check-api.sh and Scripts/check-ios-api.sh all read it, so a new
library product is documented, type-checked for iOS and guarded against breaking changes
without editing them (its iOS API is recorded once: Scripts/check-ios-api.sh --record MODULE).

Usage: Scripts/shipped-modules.py [--products]
  --products  print the library products instead of their targets
"""
import json
import subprocess
import sys

package = json.loads(subprocess.run(
    ["swift", "package", "dump-package"], check=True, capture_output=True, text=True).stdout)

if "--products" in sys.argv[1:]:
    print(" ".join(p["name"] for p in package["products"] if "library" in p["type"]))
    sys.exit(0)

shipped = []
for product in package["products"]:
    if "library" in product["type"]:
        shipped += [t for t in product["targets"] if t not in shipped]


def dependencies(target):
    """The names of the package's own targets that `target` depends on."""
    names = []
    for entry in target["dependencies"]:
        for kind in ("byName", "target"):
            if kind in entry:
                names.append(entry[kind][0])
    return names


targets = {t["name"]: t for t in package["targets"]}
ordered = []


def visit(name, path=()):
    if name in ordered or name not in shipped:
        return
    if name in path:
        sys.exit(f"shipped-modules: dependency cycle through {name}")
    for dependency in dependencies(targets[name]):
        visit(dependency, path + (name,))
    ordered.append(name)


for name in shipped:
    visit(name)
print(" ".join(ordered))
