#!/usr/bin/env python3
"""Read release facts out of a bare git snapshot of a library's repository.

Usage: facts.py GIT_DIR [TAG_REGEX]  → JSON on stdout.

Facts: stable tags (version → tag date), latest stable version and its date, the year of the
first commit, the date of the newest commit, the number of distinct commit authors, and README
lines that talk about deprecation. Used by scripts/catalog/generate.py; maintainers run it on
snapshots fetched outside the repository, never in CI.
"""
import json
import os
import re
import subprocess
import sys

UNSTABLE = re.compile(r"(alpha|beta|rc|\bm\d|eap|dev|snapshot|pre|preview|canary|test|wip)", re.I)
VERSION = re.compile(r"(\d+(?:\.\d+){1,3})(.*)$")


def git(git_dir, *args):
    return subprocess.run(["git", "--git-dir", git_dir, *args], capture_output=True, text=True,
                          errors="replace").stdout


def key(version):
    return tuple(int(p) for p in version.split("."))


def plausible(releases, year_majors=False):
    """Drops tags that are not releases of the library: a major that jumps more than three past
    the one before it (internal build tags 10.45 … 13.22 after 3.2.0; 9.4.2 after 4.9.1), and a
    highest version that a lower new minor line of its own major followed (5.12, tagged before
    5.2.0, is a typo of 5.1.2). `year_majors`: the library numbers its majors after Apple's OS
    releases (swiftui-introspect 1.3.0, then 26.0.0 with iOS 26), so a jump to one is kept."""
    kept = {}
    previous_major = None
    for version in sorted(releases, key=key):
        major = key(version)[0]
        if previous_major is not None and major > previous_major + 3 and not (year_majors and 26 <= major <= 40):
            continue
        previous_major = major
        kept[version] = releases[version]
    while len(kept) > 1:
        top = max(kept, key=key)
        parts, date = key(top), kept[top]
        later = [v for v, d in kept.items() if d > date and key(v)[0] == parts[0] and key(v) < parts
                 and (len(key(v)) == 2 or key(v)[2] == 0) and key(v)[1] > 0]
        if not later:
            break
        del kept[top]
    return kept


def main():
    git_dir = sys.argv[1]
    pattern = re.compile(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[2] else None
    releases = {}
    for line in git(git_dir, "for-each-ref", "refs/tags",
                    "--format=%(refname:short)\t%(creatordate:short)\t%(*committerdate:short)").splitlines():
        tag, date, _ = (line.split("\t") + ["", ""])[:3]
        if pattern and not pattern.search(tag):
            continue
        name = pattern.sub("", tag, count=1) if pattern else tag
        name = re.sub(r"^[^\d]*", "", name)
        match = VERSION.match(name)
        if not match:
            continue
        version, suffix = match.groups()
        if suffix and (UNSTABLE.search(suffix) or suffix.strip(".-_") not in ("", "RELEASE", "Final", "jre", "android")):
            continue
        if version not in releases or date < releases[version]:
            releases[version] = date
    releases = plausible(releases, year_majors=os.environ.get("CATALOG_YEAR_MAJORS") == "1")
    latest = max(releases, key=key) if releases else None
    roots = git(git_dir, "rev-list", "--max-parents=0", "HEAD").split()
    first_dates = [git(git_dir, "log", "-1", "--format=%ad", "--date=short", r).strip() for r in roots]
    first_tag = min(releases.values()) if releases else None
    first = min([d for d in first_dates + [first_tag] if d]) if (first_dates or first_tag) else None
    head = git(git_dir, "log", "-1", "--format=%cd", "--date=short", "HEAD").strip()
    authors = {a.strip().lower() for a in git(git_dir, "log", "--format=%ae", "HEAD").splitlines() if a.strip()}
    readme_name = next((n for n in git(git_dir, "ls-tree", "--name-only", "HEAD").split("\n")
                        if n.lower().startswith("readme")), None)
    hints = []
    if readme_name:
        for line in git(git_dir, "show", f"HEAD:{readme_name}").splitlines():
            if re.search(r"deprecat|no longer (being )?(maintained|supported|developed)|unmaintained|archiv|sunset|end of life|not (actively )?maintained|maintenance mode", line, re.I):
                hints.append(line.strip()[:300])
    print(json.dumps({"latest": latest, "latest_date": releases.get(latest) if latest else None,
                      "releases": dict(sorted(releases.items(), key=lambda kv: key(kv[0]))),
                      "first_release": int(first[:4]) if first else None, "last_commit": head,
                      "contributors": len(authors), "readme": readme_name, "hints": hints[:8]}, indent=1))


if __name__ == "__main__":
    main()
