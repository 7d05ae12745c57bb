#!/usr/bin/env python3
"""differential.py -- the validate fixtures through a real `terraform validate -json` and
through `reserve check --spec SPEC --format json`, compared (tests/differential.t runs it).

    differential.py RESERVE SPEC FIXTURES KNOWN

For each kind of FIXTURES (tests/data/validate) that has a terraform.json, its folder is copied
to a temporary one (a module may call one beside it); in its bad/ and good/ modules `terraform init -backend=false` (with a CLI
configuration that installs no provider from the network: a module that needs one cannot be
validated offline) and `terraform validate -json` run, then reserve on the same copy.  The two
answers are compared as sets of diagnostics (validate's order follows its graph walk, which
runs nodes concurrently): severity, summary, detail, range and snippet, without reserve's
"code" and without the snippet's "values" and "function_call", which reserve does not give, and with
the nodes of a "Cycle: ..." in order of their names (validate's order varies from run to run);
and "valid".  Prints TAP: one point per module; a module listed in KNOWN ("KIND/TWIN reason"
lines) that differs is a TODO point with its reason, and one listed that agrees is reported so
that the list stays true.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile


def run(cmd, cwd, env):
    try:
        return subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        return None


def diagnostics(out):
    """The answer's diagnostics as comparable strings, and whether it says valid."""
    try:
        j = json.loads(out)
    except ValueError:
        return None, None
    items = []
    for d in j.get("diagnostics", []):
        d = dict(d)
        d.pop("code", None)
        if d.get("summary", "").startswith("Cycle: "):  # the graph walk's order of its nodes varies
            d["summary"] = "Cycle: " + ", ".join(sorted(d["summary"][7:].split(", ")))
        if isinstance(d.get("snippet"), dict):
            s = dict(d["snippet"])
            s.pop("values", None)
            s.pop("function_call", None)
            d["snippet"] = s
        if isinstance(d.get("range"), dict):
            r = dict(d["range"])
            name = r.get("filename", "")
            r["filename"] = name[2:] if name.startswith("./") else name
            d["range"] = r
        items.append(json.dumps(d, sort_keys=True))
    return sorted(items), j.get("valid")


def main():
    reserve, spec, fixtures, known_file = sys.argv[1:5]
    known = {}
    with open(known_file) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                name, _, reason = line.partition(" ")
                known[name] = reason.strip()
    tmp = tempfile.mkdtemp()
    env = dict(os.environ, CHECKPOINT_DISABLE="1", TF_IN_AUTOMATION="1")
    cli = os.path.join(tmp, "terraformrc")
    with open(cli, "w") as f:  # no provider from the network, nor a wait for one
        f.write('provider_installation {\n  filesystem_mirror {\n    path = "%s"\n'
                '    include = ["*/*/*"]\n  }\n}\n' % os.path.join(tmp, "no-mirror"))
    env["TF_CLI_CONFIG_FILE"] = cli
    modules = []
    for kind in sorted(os.listdir(fixtures)):
        if os.path.exists(os.path.join(fixtures, kind, "terraform.json")):
            for twin in ("bad", "good"):
                if os.path.isdir(os.path.join(fixtures, kind, twin)):
                    modules.append(kind + "/" + twin)
    print("1..%d" % len(modules))
    seen = set()
    for n, name in enumerate(modules, 1):
        seen.add(name)
        kind, twin = name.split("/")
        top = os.path.join(tmp, "m%d" % n)  # the whole kind: a twin may call a module beside it
        shutil.copytree(os.path.join(fixtures, kind), top, symlinks=True)
        work = os.path.join(top, twin)
        run(["terraform", "init", "-backend=false", "-input=false", "-no-color"], work, env)
        tf = run(["terraform", "validate", "-json", "-no-color"], work, env)
        shutil.rmtree(os.path.join(work, ".terraform"), ignore_errors=True)
        lock = os.path.join(work, ".terraform.lock.hcl")
        if os.path.exists(lock):
            os.remove(lock)
        me = run([reserve, "check", "--spec", spec, "--format", "json", "."], work, env)
        a, va = diagnostics(tf.stdout if tf else "")
        b, vb = diagnostics(me.stdout if me else "")
        what = "%s: terraform validate and reserve check --spec %s agree" % (name, spec)
        same = a is not None and a == b and va == vb
        if same and name not in known:
            print("ok %d - %s" % (n, what))
        elif same:
            print("not ok %d - %s (listed as a known difference: take it off the list)" % (n, what))
        elif name in known:
            print("not ok %d - %s # TODO %s" % (n, what, known[name]))
        else:
            print("not ok %d - %s" % (n, what))
            for x in (a or []):
                if x not in (b or []):
                    print("#   terraform only: %s" % x[:400])
            for x in (b or []):
                if x not in (a or []):
                    print("#   reserve only:   %s" % x[:400])
            if va != vb:
                print("#   valid: terraform %s, reserve %s" % (va, vb))
    shutil.rmtree(tmp, ignore_errors=True)
    for name in sorted(set(known) - seen):
        print("# %s is listed in %s but is no fixture" % (name, known_file))
    return 0


if __name__ == "__main__":
    sys.exit(main())
