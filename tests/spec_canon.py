"""spec_canon.py FILE -- a flattened spec (reserve-gen flatten) in a canonical form: its items,
and the nested blocks of each, sorted; two specs with the same tables in other orders print
the same text.  Drift notes and change blocks (a release's notes on its changes) are left
out: they are not tables, and a delta inherits its base's whether the whole spec has them or
not.  Used by tests/spec_delta.t."""
import sys


def parse(lines, i, indent):
    """The items from line i at this indent: (text, children) each, and the line after."""
    items = []
    while i < len(lines):
        line = lines[i]
        if line.strip() == "}" and len(line) - len(line.lstrip()) < indent:
            return items, i
        if line.endswith("{"):
            children, i = parse(lines, i + 1, indent + 2)
            keys = [c for c in children if isinstance(c, str)]
            blocks = sorted(canon(c) for c in children if not isinstance(c, str))
            items.append((line, keys, blocks))
            i += 1  # the closing brace
        else:
            if line.strip() and not line.lstrip().startswith("#"):
                items.append(line)
            i += 1
    return items, i


def canon(item):
    head, keys, blocks = item
    return "\n".join([head] + keys + blocks + ["}"])


lines = open(sys.argv[1]).read().split("\n")
items, _ = parse(lines, 0, 0)
for text in sorted(canon(x) if not isinstance(x, str) else x for x in items):
    if not text.startswith(('drift "', 'change "')):
        print(text)
