#!/usr/bin/env python3
"""Times apphealth against its floor and its peers on one tree, interleaved (see Benchmarks/run).

bench.py BIN CORPUS [--runs N] [--peer-runs N] [--small CORPUS] [--no-peers]

Each round runs every command once, in turn, so load on a shared machine hits them alike; one
unmeasured warm-up round runs each command once, and every file of the tree is read again before
each timed run (see `warm`). Wall time is read from a monotonic clock around
each run, CPU time and peak RSS from the reaped process's resource usage (what `/usr/bin/time -v`
reports, to the microsecond). Prints a table (median, min, max, peak RSS) and the ratios the
targets are stated in; beside the `--jobs` speed-up, the ceiling this machine puts on it (one
`--jobs 1` run per core, all started together).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def measure(cmd, out_dir):
    """Wall time (a monotonic clock around spawning and reaping the command), CPU time and peak RSS
    (the reaped child's resource usage). `/usr/bin/time -v` gave wall time in hundredths of a
    second: on small apps, where a run takes 0.1 s and the floor 0.01 s, the ratios were mostly
    rounding."""
    null = [(os.POSIX_SPAWN_OPEN, fd, os.devnull, os.O_WRONLY, 0) for fd in (1, 2)]
    # The previous run's report is removed before the clock starts: replacing a file frees its
    # pages inside the `rename` that puts the new one in place, and a 100 MB report left by the
    # last run cost the next run 75 ms of kernel time that is no part of auditing (every command
    # alike: Semgrep's `-o` too).
    if "-o" in cmd:
        try:
            os.unlink(cmd[cmd.index("-o") + 1])
        except FileNotFoundError:
            pass
    start = time.perf_counter()
    pid = os.posix_spawnp(cmd[0], cmd, os.environ, file_actions=null)
    _, _, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - start
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def tree_files(root):
    """Every file under `root`, for `warm`."""
    paths = []
    for directory, _, names in os.walk(root):
        paths.extend(os.path.join(directory, name) for name in names)
    return paths


def warm(paths):
    """Reads every file of the tree, unmeasured, before each timed run. This machine's page cache
    loses corpus files even when idle (read the whole synthetic corpus, then `fincore`: 344 files
    out of the cache after 3 s, 854 after 24 s, with 22 GB free), so a run found some of its files
    on disk, most after a Semgrep run's minute, and each such read stopped a core in the virtual
    disk's notification (`iowrite16`, ~5 % of an audit's samples in `perf`): a cold-cache time,
    different for each command. The targets are stated for a warm cache."""
    for path in paths:
        try:
            with open(path, "rb", buffering=0) as handle:
                while handle.read(1 << 20):
                    pass
        except OSError:
            pass


def measure_together(cmds):
    """`measure` for commands started together: wall time until the last one ends, CPU time
    summed, the largest peak RSS."""
    null = [(os.POSIX_SPAWN_OPEN, fd, os.devnull, os.O_WRONLY, 0) for fd in (1, 2)]
    for cmd in cmds:
        try:
            os.unlink(cmd[cmd.index("-o") + 1])
        except (ValueError, FileNotFoundError):
            pass
    start = time.perf_counter()
    pids = [os.posix_spawnp(cmd[0], cmd, os.environ, file_actions=null) for cmd in cmds]
    usages = [os.wait4(pid, 0)[2] for pid in pids]
    wall = time.perf_counter() - start
    return wall, sum(u.ru_utime + u.ru_stime for u in usages), max(u.ru_maxrss for u in usages) / 1024


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bin")
    parser.add_argument("corpus")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--peer-runs", type=int, help="runs of Semgrep (slow); default --runs; 0 leaves it out")
    parser.add_argument("--small", help="a 10x smaller corpus: also times apphealth there (linearity)")
    parser.add_argument("--no-peers", action="store_true")
    args = parser.parse_args()
    out = tempfile.mkdtemp(prefix="apphealth-bench-")
    report = os.path.join(out, "report.json")
    audit = [args.bin, "audit", args.corpus, "--format", "json", "--no-progress", "--fail-on", "never", "-o", report]
    commands = {
        "apphealth (all rules)": audit,
        "apphealth --jobs 1": audit + ["--jobs", "1"],
        "rg -uu -c . (floor)": ["rg", "-uu", "-c", ".", args.corpus],
        # Filled by the warm-up round: every timed run finds the tree unchanged.
        "apphealth, warm --cache-dir": audit + ["--cache-dir", os.path.join(out, "cache")],
    }
    # The machine's own ceiling for `--jobs`: as many `--jobs 1` runs as there are cores, started
    # together, share nothing but the hardware, so cores x (one alone) / (all at once) is the
    # best speed-up any division of this work over the cores could reach here (the cores of a
    # virtual machine that share a physical core or its caches run slower when all are busy).
    cores = os.cpu_count() or 1
    together = {}
    if cores > 1:
        together[f"{cores} apphealth --jobs 1 at once"] = [
            [arg if arg != report else os.path.join(out, f"copy{n}.json") for arg in audit] + ["--jobs", "1"] for n in range(cores)]
    if args.small:
        commands["apphealth, 10x fewer files"] = [args.bin, "audit", args.small, "--format", "json", "--no-progress",
                                                 "--fail-on", "never", "-o", os.path.join(out, "small.json")]
    if not shutil.which("rg"):
        del commands["rg -uu -c . (floor)"]
    sg = os.path.join(HERE, "peers", "ast-grep", "sgconfig.yml")
    if not args.no_peers and shutil.which("ast-grep"):
        for rule in ("swift-singleton", "layout-hardcoded-text"):
            commands[f"ast-grep {rule}"] = ["ast-grep", "scan", "-c", sg, "--filter", f"^{rule}$", "--json=compact", args.corpus]
    slow = set()
    peer_runs = args.peer_runs if args.peer_runs is not None else args.runs
    if not args.no_peers and peer_runs > 0 and shutil.which("semgrep"):
        for rule in ("swift-singleton", "layout-hardcoded-text"):
            name = f"semgrep {rule}"
            commands[name] = ["semgrep", "scan", "--config", os.path.join(HERE, "peers", "semgrep", f"{rule}.yml"),
                              "--metrics=off", "--disable-version-check", "--quiet", "--json", "--no-git-ignore",
                              "-o", os.path.join(out, "semgrep.json"), args.corpus]
            slow.add(name)
    results = {name: [] for name in list(commands) + list(together)}
    files = {args.corpus: tree_files(args.corpus)}
    if args.small:
        files[args.small] = tree_files(args.small)

    def tree(name):
        return args.small if name == "apphealth, 10x fewer files" else args.corpus
    for name, cmd in commands.items():  # warm-up round
        if name not in slow:
            measure(cmd, out)
    for round_ in range(args.runs):
        for name, cmd in commands.items():
            if name in slow and round_ >= peer_runs:
                continue
            warm(files[tree(name)])
            results[name].append(measure(cmd, out))
            print(f"  round {round_ + 1}: {name}: {results[name][-1][0]:.3f} s", file=sys.stderr)
        for name, cmds in together.items():
            warm(files[args.corpus])
            results[name].append(measure_together(cmds))
            print(f"  round {round_ + 1}: {name}: {results[name][-1][0]:.3f} s", file=sys.stderr)
    load = open("/proc/loadavg").read().split()[:3]
    print(f"\ncorpus: {args.corpus} ({count_files(args.corpus)} files), {os.cpu_count()} cores, load average {' '.join(load)}")
    print(f"{'command':34} {'runs':>4} {'median s':>9} {'min s':>7} {'max s':>7} {'cpu s':>7} {'peak MB':>8}")
    median = {}
    for name, values in results.items():
        walls = [v[0] for v in values]
        median[name] = statistics.median(walls)
        print(f"{name:34} {len(values):>4} {median[name]:>9.3f} {min(walls):>7.3f} {max(walls):>7.3f} "
              f"{statistics.median(v[1] for v in values):>7.3f} {max(v[2] for v in values):>8.0f}")
    ours = median["apphealth (all rules)"]
    cpu = {name: statistics.median(v[1] for v in values) for name, values in results.items()}
    print("\nratios (median wall time; in brackets median CPU time, which load on a shared machine distorts less):")

    def ratio(label, value, target, cpu_value=None):
        extra = f"  [cpu {cpu_value:6.2f}]" if cpu_value is not None else " " * 14
        print(f"  {label:52} {value:6.2f}{extra}   target {target}")

    def cpu_ratio(a, b):
        return cpu[a] / cpu[b] if cpu.get(b) else None

    for rule in ("swift-singleton", "layout-hardcoded-text"):
        if f"ast-grep {rule}" in median and median[f"ast-grep {rule}"] < 0.005:
            print(f"  apphealth all rules / ast-grep {rule:26}    n/a   (under 5 ms: the tree has nothing for this rule)")
        elif f"ast-grep {rule}" in median:
            ratio(f"apphealth all rules / ast-grep {rule}", ours / median[f"ast-grep {rule}"], "<= 1.0",
                  cpu_ratio("apphealth (all rules)", f"ast-grep {rule}"))
    if median.get("rg -uu -c . (floor)"):
        ratio("apphealth all rules / rg floor", ours / median["rg -uu -c . (floor)"], "<= 10",
              cpu_ratio("apphealth (all rules)", "rg -uu -c . (floor)"))
    for rule in ("swift-singleton", "layout-hardcoded-text"):
        if f"semgrep {rule}" in median:
            ratio(f"semgrep {rule} / apphealth all rules", median[f"semgrep {rule}"] / ours, ">= 25",
                  cpu_ratio(f"semgrep {rule}", "apphealth (all rules)"))
    ratio("apphealth --jobs 1 / all cores", median["apphealth --jobs 1"] / ours, ">= 1.8 (2 cores)")
    for name in together:
        ceiling = cores * median["apphealth --jobs 1"] / median[name]
        print(f"  {f'  ceiling: {cores} x --jobs 1 / {cores} of them at once':52} {ceiling:6.2f}"
              f"{' ' * 14}   (what this machine allows; the speed-up is {median['apphealth --jobs 1'] / ours / ceiling:.0%} of it)")
    ratio("apphealth uncached / warm --cache-dir", ours / median["apphealth, warm --cache-dir"], ">= 5")
    if args.small:
        files = count_files(args.corpus) / max(1, count_files(args.small))
        ratio(f"time ratio for {files:.1f}x the files", ours / median["apphealth, 10x fewer files"], f"<= {1.1 * files:.1f}")
    rss = max(v[2] for v in results["apphealth (all rules)"])
    ratio("apphealth peak RSS, MB", rss, "<= 300 (20k files)")
    shutil.rmtree(out, ignore_errors=True)


def count_files(root):
    return sum(len(files) for _, _, files in os.walk(root))


if __name__ == "__main__":
    main()
