#!/usr/bin/env python3
# apply_edits.py -- applies every edit of a `reserve audit --format json` report to the files it
# names (byte offsets of the original; the edits of a file must not overlap), for tests/fix.t.
# Usage: apply_edits.py AUDIT.json [--compare DIR OTHER]: with --compare, each file under DIR
# that was edited is compared with the file at the same place under OTHER; prints "ok N"
# (N files compared) or the files that differ, and the overlapping edits.
import collections
import json
import os
import sys

report = json.load(open(sys.argv[1]))
per = collections.defaultdict(list)
for place in report["impact"]:
    for e in place["edits"]:
        per[place["file"]].append((e["start"]["byte"], e["end"]["byte"], e["text"].encode()))
problems = []
for name, edits in sorted(per.items()):
    data = open(name, "rb").read()
    edits.sort(key=lambda e: (e[0], e[1]))
    for a, b in zip(edits, edits[1:]):
        if a[1] > b[0] or (a[0] == a[1] == b[0] == b[1]):
            problems.append("%s: edits overlap at byte %d" % (name, b[0]))
    for start, end, text in reversed(edits):
        data = data[:start] + text + data[end:]
    open(name, "wb").write(data)
if len(sys.argv) > 2 and sys.argv[2] == "--compare":
    top, other = sys.argv[3], sys.argv[4]
    compared = 0
    for name in sorted(per):
        rel = os.path.relpath(name, top)
        compared += 1
        if open(name, "rb").read() != open(os.path.join(other, rel), "rb").read():
            problems.append("%s: not the bytes of %s" % (name, os.path.join(other, rel)))
    print("ok %d files" % compared if not problems else "\n".join(problems[:10]))
elif problems:
    print("\n".join(problems))
