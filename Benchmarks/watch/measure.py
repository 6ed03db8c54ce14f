#!/usr/bin/env python3
"""Times save → first test result under `harness test --watch` (plain lines), beside the
incremental build time watch mode reports for the same save. Used by bench.sh."""
import argparse, os, re, signal, statistics, subprocess, sys, threading, time

parser = argparse.ArgumentParser()
parser.add_argument("--harness", required=True)
parser.add_argument("--package", required=True)
parser.add_argument("--runs", type=int, default=7)
args = parser.parse_args()

area = os.path.join(args.package, "Sources/Shapes/Area.swift")
original = open(area).read()
lines = []  # (monotonic time, line)
ready = threading.Condition()

watch = subprocess.Popen(
    [args.harness, "test", "--watch", "--package-path", args.package],
    stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)

def read():
    for line in watch.stdout:
        with ready:
            lines.append((time.monotonic(), line.rstrip("\n")))
            ready.notify_all()
threading.Thread(target=read, daemon=True).start()

def wait_for(predicate, start, limit=900):
    """The first (time, line) from index `start` on that matches, waiting up to `limit` s."""
    end = time.monotonic() + limit
    index = start
    with ready:
        while True:
            while index < len(lines):
                if predicate(lines[index][1]):
                    return index, lines[index]
                index += 1
            remaining = end - time.monotonic()
            if remaining <= 0 or watch.poll() is not None:
                sys.exit("watch mode stopped or went silent; its output:\n" + "\n".join(l for _, l in lines))
            ready.wait(remaining)

result = re.compile(r"^\s*(PASS|FAIL|SKIP|FLAKY|TIMEOUT|CRASH) ")
rows = []
try:
    index, _ = wait_for(lambda l: l == "watch: waiting for changes", 0)
    for run in range(args.runs):
        time.sleep(1)  # let the previous cycle's file events settle
        body = "    height * width\n" if run % 2 == 0 else "    width * height\n"
        saved_at = time.monotonic()
        with open(area, "w") as file:
            file.write(original.replace("    width * height\n", body))
        index, (_, built) = wait_for(lambda l: l.startswith("watch: built in "), index + 1)
        build = float(built[len("watch: built in "):].rstrip("s"))
        index, (first_at, _) = wait_for(lambda l: bool(result.match(l)), index + 1)
        index, _ = wait_for(lambda l: l == "watch: waiting for changes", index + 1)
        latency = first_at - saved_at
        rows.append((latency, build, latency - build))
        print(f"run {run + 1}: save → first result {latency:.3f} s, build {build:.3f} s, "
              f"beyond the build {latency - build:.3f} s", file=sys.stderr)
finally:
    with open(area, "w") as file:
        file.write(original)
    watch.send_signal(signal.SIGINT)
    watch.wait(timeout=60)

def stats(values):
    return f"{min(values):.3f} | {statistics.median(values):.3f} | {max(values):.3f}"
print(f"\n{len(rows)} saves of a one-line change (Sources/Shapes/Area.swift), watch mode with plain output\n")
print("| seconds | min | median | max |")
print("|---|---|---|---|")
print(f"| save → first test result | {stats([r[0] for r in rows])} |")
print(f"| incremental build (watch mode's own) | {stats([r[1] for r in rows])} |")
print(f"| beyond the build (goal ≤ 0.300) | {stats([r[2] for r in rows])} |")
median_beyond = statistics.median([r[2] for r in rows])
print(f"\nmedian beyond the build: {median_beyond * 1000:.0f} ms "
      f"({'within' if median_beyond <= 0.3 else 'over'} the 300 ms goal)")
