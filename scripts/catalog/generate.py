#!/usr/bin/env python3
"""Generate Rules/catalog/libraries.yml from scripts/catalog/spec.yml and repository snapshots.

Usage: generate.py MIRROR_ROOT   (a folder holding OWNER+NAME/repo bare git snapshots)

An entry whose snapshot is not in MIRROR_ROOT keeps its text from the current libraries.yml, so
the catalog can be refreshed a few repositories at a time.

Each fact comes from the library's own repository: the newest stable tag and its date, every
stable tag's date (for libyears), the first commit's year, the newest commit, the number of
commit authors, and the coordinates its README, build files or podspecs name. Status is computed
from those dates unless spec.yml quotes the README's own deprecation. Snapshots are not kept in
the repository; run this after fetching them elsewhere.
"""
import datetime
import json
import os
import subprocess
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
AS_OF = "2026-11-22"


def git(git_dir, *args):
    return subprocess.run(["git", "--git-dir", git_dir, *args], capture_output=True, text=True, errors="replace").stdout


def git_dir_for(mirror_root, repo):
    base = os.path.join(mirror_root, repo.replace("/", "+"), "repo")
    return os.path.join(base, ".git") if os.path.isdir(os.path.join(base, ".git")) else base


def snapshot_date(git_dir, facts):
    marker = os.path.join(git_dir, "packed-refs")
    marker = marker if os.path.exists(marker) else os.path.join(git_dir, "HEAD")
    taken = datetime.date.fromtimestamp(os.path.getmtime(marker)).isoformat()
    return max(taken, facts["last_commit"] or "")


def years_before(date, years):
    return f"{int(date[:4]) - years}{date[4:]}"


def commits_in_year(git_dir, snap, years_back=0):
    """Commits in the twelve months ending `years_back` years before the snapshot date."""
    until = years_before(snap, years_back)
    return int(git(git_dir, "rev-list", "--count", f"--since={years_before(until, 1)}T00:00:00",
                   f"--until={until}T23:59:59", "HEAD").strip() or 0)


def verify(git_dir, spec):
    files = git(git_dir, "ls-tree", "-r", "--name-only", "HEAD").splitlines()
    def grep(text):
        text = text.rstrip("*")
        if subprocess.run(["git", "--git-dir", git_dir, "grep", "-q", "-F", "-e", text, "HEAD", "--",
                           "*.md", "*.gradle", "*.kts", "*.properties", "*.toml", "*.xml", "*.podspec", "*.json", "*.txt"],
                          capture_output=True).returncode == 0:
            return True
        # A coordinate the project used before a rename (de.greenrobot → org.greenrobot) is in its history.
        return bool(git(git_dir, "log", "-1", "--format=%h", "-S" + text, "HEAD", "--", "*.md", "*.gradle", "*.kts", "*.xml",
                        "*.podspec", "*.bzl", "*.bazel").strip())
    coords, dropped = {}, []
    for coordinate in spec.get("maven", []):
        group, artifact = coordinate.split(":")
        ok = grep(group) if artifact == "*" else (grep(coordinate) or (grep(group) and grep(artifact)))
        (coords.setdefault("maven", []) if ok else dropped).append(coordinate)
    for plugin in spec.get("gradle_plugin", []):
        (coords.setdefault("gradle_plugin", []) if grep(plugin) else dropped).append(plugin)
    names = {os.path.basename(f) for f in files}
    for pod in spec.get("cocoapods", []):
        ok = f"{pod}.podspec" in names or f"{pod}.podspec.json" in names or grep(f"pod '{pod}'") or grep(f'pod "{pod}"') \
            or bool(git(git_dir, "log", "--all", "-1", "--format=%h", "--", f"{pod}.podspec", f"{pod}.podspec.json").strip())
        (coords.setdefault("cocoapods", []) if ok else dropped).append(pod)
    name = spec["repo"].split("/")[1]
    if "Package.swift" in files:
        coords["swiftpm"] = [name.lower()]
    for package in spec.get("swiftpm", []):
        # A package an app pins from a copy of this repository elsewhere (VLC's forks on
        # code.videolan.org carry a Package.swift upstream lacks): kept when it is this repository's name.
        if package == name.lower() and package not in coords.get("swiftpm", []):
            coords.setdefault("swiftpm", []).append(package)
        elif package != name.lower():
            dropped.append(package)
    if spec.get("cocoapods") and (grep("Carthage") or grep("carthage") or "Cartfile" in names):
        coords["carthage"] = [spec["repo"].lower()]
    return coords, dropped


def entry(mirror_root, spec):
    git_dir = git_dir_for(mirror_root, spec["repo"])
    if not os.path.isdir(git_dir):
        return None, f"{spec['id']}: no snapshot"
    args = [sys.executable, os.path.join(HERE, "facts.py"), git_dir] + ([spec["tags"]] if spec.get("tags") else [])
    environment = dict(os.environ, CATALOG_YEAR_MAJORS="1" if spec.get("year_majors") else "0")
    facts = json.loads(subprocess.run(args, capture_output=True, text=True, env=environment).stdout)
    snap = snapshot_date(git_dir, facts)
    later = spec.get("releases_after_snapshot") or {}
    if later:
        # Releases the snapshot predates, each dated by the library's own release notes (cited in
        # `releases_source`): the latest is recomputed over the merged list.
        key = lambda v: tuple(int(p) for p in v.split("."))
        facts["releases"] = dict(sorted({**facts["releases"], **{str(k): str(v) for k, v in later.items()}}.items(),
                                        key=lambda kv: key(kv[0])))
        facts["latest"] = max(facts["releases"], key=key)
        facts["latest_date"] = facts["releases"][facts["latest"]]
    coords, dropped = verify(git_dir, spec)
    for ecosystem, names in (spec.get("extra_coordinates") or {}).items():
        # Coordinates published from the library's main repository when the snapshot is a
        # release mirror of it (SwiftLint's plugins): cited in `extra_coordinates_source`.
        for name in names:
            if name not in coords.get(ecosystem, []):
                coords.setdefault(ecosystem, []).append(name)
    if not coords:
        return None, f"{spec['id']}: no coordinate confirmed ({dropped})"
    out = {"id": spec["id"], "name": spec["name"], "coordinates": coords}
    last_release = facts["latest_date"]
    recent = last_release or facts["last_commit"]
    if spec.get("status"):
        out["status"] = spec["status"]
        out["evidence"] = spec["evidence"]
    elif recent >= years_before(snap, 2) or commits_in_year(git_dir, snap) >= 12:
        # Released within two years, or steadily committed to (a commit a month) in the year
        # before the snapshot: maintained. A README touch-up does not count.
        out["status"] = "active"
    else:
        out["status"] = "stale"
        out["evidence"] = (f"Last release {facts['latest']} on {last_release}" if last_release else "No tagged release") + \
            f"; last commit {facts['last_commit']}."
    if spec.get("replacement"):
        out["replacement"] = spec["replacement"]
    if spec.get("required_by"):
        out["required_by"] = spec["required_by"]
    out["owner"] = spec["owner"]
    mirror = spec.get("release_mirror")  # a repository that only mirrors the releases: its history is not the library's
    if not mirror:
        out["first_release"] = facts["first_release"]
    if facts["latest"] and not spec.get("untagged_releases"):
        out["latest"] = facts["latest"]
        out["latest_date"] = facts["latest_date"]
    if not mirror:
        out["last_activity"] = facts["last_commit"]
        out["contributors"] = facts["contributors"]
        # Commit activity over two comparable windows (the twelve months to the snapshot and the
        # twelve before), for the sniff test's trend next to the release cadence.
        out["commits_last_year"] = commits_in_year(git_dir, snap)
        out["commits_year_before"] = commits_in_year(git_dir, snap, 1)
    out["as_of"] = snap
    if facts["releases"]:
        out["releases"] = facts["releases"]
    readme = facts.get("readme") or "README"
    out["source"] = (f"github.com/{spec['repo']}: git tags and history (snapshot {snap}); coordinates from its "
                     f"{readme}, build files and podspecs" + (("; status from " + spec["status_source"]) if spec.get("status_source")
                                                       else ("; status from its " + readme if spec.get("status") else ""))) + \
        (("; " + spec["source_note"]) if spec.get("source_note") else "") + \
        "".join(f"; former home github.com/{home} (GitHub redirects it here)" for home in spec.get("former_homes", [])) + \
        (("; " + ", ".join(n for v in spec["extra_coordinates"].values() for n in v) + " from " + spec["extra_coordinates_source"])
         if spec.get("extra_coordinates") else "") + \
        (f"; releases after the snapshot ({', '.join(map(str, later))}) from {spec['releases_source']}" if later else "")
    if spec.get("versions_for"):
        # The artifacts the repository's tags version, when the coordinates' glob also matches
        # siblings with release lines of their own (RxAndroid 2 under `io.reactivex.rxjava2:*`).
        out["versions_for"] = spec["versions_for"]
    note = f"{spec['id']}: dropped unconfirmed coordinates {dropped}" if dropped else None
    return out, note


class Dumper(yaml.SafeDumper):
    pass


def flow_map(dumper, data):
    return dumper.represent_mapping("tag:yaml.org,2002:map", data, flow_style=True)


def existing_blocks(path):
    """The current file's entries as raw text by id (YAML would turn release keys like 2.10 into floats)."""
    blocks, current = {}, None
    if not os.path.exists(path):
        return blocks
    for line in open(path, encoding="utf-8").read().splitlines():
        if line.startswith("  - id: "):
            current = json.loads(line[len("  - id: "):])
            blocks[current] = [line]
        elif current is not None and line.startswith("    "):
            blocks[current].append(line)
        else:
            current = None
    return blocks


def main():
    mirror_root = sys.argv[1]
    spec = yaml.safe_load(open(os.path.join(HERE, "spec.yml"), encoding="utf-8"))
    target = os.path.join(ROOT, "Rules", "catalog", "libraries.yml")
    kept = existing_blocks(target)
    entries = []
    for item in spec["libraries"]:
        result, note = entry(mirror_root, item)
        if result is None and note and note.endswith("no snapshot") and item["id"] in kept:
            entries.append(kept[item["id"]])
            continue
        if note:
            print(note, file=sys.stderr)
        if result:
            entries.append(result)
    lines = ["# Generated by scripts/catalog/generate.py from scripts/catalog/spec.yml and each library's repository.",
             "# Every fact is read from the repository named in `source` (tags, history, README, build files, podspecs);",
             "# `as_of` is the date of that snapshot. Do not edit by hand: change spec.yml and regenerate.",
             f"as_of: {AS_OF}", "libraries:"]
    for e in entries:
        if isinstance(e, list):
            lines += e
            continue
        first = True
        for key, value in e.items():
            prefix = "  - " if first else "    "
            first = False
            if isinstance(value, dict):
                text = "{ " + ", ".join(f"{k}: {json.dumps(v, ensure_ascii=False)}" for k, v in value.items()) + " }"
            else:
                text = json.dumps(value, ensure_ascii=False) if isinstance(value, (str, list)) else str(value)
            lines.append(f"{prefix}{key}: {text}")
    open(target, "w", encoding="utf-8").write("\n".join(lines) + "\n")
    by_status = {}
    for e in entries:
        status = e["status"] if isinstance(e, dict) else json.loads(next(l for l in e if l.startswith("    status: "))[len("    status: "):])
        by_status[status] = by_status.get(status, 0) + 1
    print(f"{len(entries)} entries; {by_status}", file=sys.stderr)


if __name__ == "__main__":
    main()
