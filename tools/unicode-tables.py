#!/usr/bin/env python3
"""Writes the Unicode tables of the syntax layer from the Unicode Character Database.

Usage: python3 tools/unicode-tables.py UCD_DIR OUT_DIR
       (or `make unicode-tables`, which writes into runtime/syntax/)

UCD_DIR holds the data files of Unicode VERSION below (Debian's and Ubuntu's
unicode-data package installs them in /usr/share/unicode); the script refuses
files of any other version, so that the tables change only when VERSION does.
It reads UnicodeData.txt, DerivedCoreProperties.txt,
DerivedNormalizationProps.txt and emoji/emoji-data.txt, and writes two headers
into OUT_DIR, each through a temporary name and a rename:

  hcl_unicode_tables.h  classes of the code points above U+007F, as sorted
                        ranges, for hcl_unicode.c:
      id_start     XID_Start
      id_continue  XID_Continue
      combining    general categories Mn, Mc and Me, ZWNJ and ZWJ, and
                   Emoji_Modifier: what does not start a new column
      printable    general categories L, M, N, P and S: what Go's
                   strconv.Quote leaves unescaped
  hcl_nfc_tables.h      canonical composition data for hcl_nfc.c, each table
                        sorted for binary search:
      nfc_ccc      ranges of code points with one non-zero combining class
      nfc_decomp   each canonical decomposition, one level deep (b = 0 for
                   a singleton)
      nfc_comp     the primary composites: pairs (a, b) that compose to c
                   (two-code-point decompositions without
                   Full_Composition_Exclusion)
Hangul syllables are left out of the NFC tables: hcl_nfc.c computes them.
The first line of each header names this script and VERSION."""
import os
import re
import sys

VERSION = "15.0.0"
GENERATOR = "tools/unicode-tables.py"
MAX = 0x110000
HANGUL = range(0xAC00, 0xAC00 + 11172)
ZWNJ_ZWJ = (0x200C, 0x200D)


def fail(msg):
    sys.exit("unicode-tables.py: " + msg)


def data_lines(path):
    """The fields of each data line of a UCD file (comments dropped)."""
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.split("#", 1)[0].strip()
                if line:
                    yield [x.strip() for x in line.split(";")]
    except OSError as e:
        fail("%s: %s" % (path, e.strerror))


def check_version(path, pattern):
    """Refuses PATH unless its header names VERSION (PATTERN captures it)."""
    try:
        with open(path, encoding="utf-8") as f:
            head = f.read(2000)
    except OSError as e:
        fail("%s: %s" % (path, e.strerror))
    m = re.search(pattern, head)
    if not m:
        fail("%s: no version in its header" % path)
    if not VERSION.startswith(m.group(1)):
        fail("%s is Unicode %s; the tables are pinned to %s (VERSION in %s)"
             % (path, m.group(1), VERSION, GENERATOR))


def code_points(field):
    """The code points of a 'XXXX' or 'XXXX..YYYY' field."""
    first, _, last = field.partition("..")
    return range(int(first, 16), int(last or first, 16) + 1)


def property_set(path, name):
    return {cp for f in data_lines(path) if f[1] == name for cp in code_points(f[0])}


def unicode_data(path):
    """cp -> (general category, canonical combining class, decomposition)."""
    chars = {}
    first = None
    for f in data_lines(path):
        cp = int(f[0], 16)
        entry = (f[2], int(f[3]), f[5])
        if f[1].endswith(", First>"):
            first = cp
            continue
        if f[1].endswith(", Last>"):
            for c in range(first, cp + 1):
                chars[c] = entry
            continue
        chars[cp] = entry
    return chars


def ranges(cps):
    out = []
    for cp in sorted(cps):
        if out and out[-1][1] == cp - 1:
            out[-1][1] = cp
        else:
            out.append([cp, cp])
    return out


def rows(items, per):
    return "\n".join("\t" + " ".join(items[i:i + per]) for i in range(0, len(items), per))


def range_table(comment, name, cps):
    items = ["{0x%X,0x%X}," % tuple(r) for r in ranges(cps)]
    return "/* %s */\nstatic const uint32_t %s[][2] = {\n%s\n};\n" % (comment, name, rows(items, 6))


def unicode_tables(chars, core, emoji):
    above = range(0x80, MAX)
    xid_start = property_set(core, "XID_Start")
    xid_continue = property_set(core, "XID_Continue")
    modifiers = property_set(emoji, "Emoji_Modifier")
    gc = {cp: chars[cp][0] for cp in above if cp in chars}
    combining = {cp for cp, c in gc.items() if c in ("Mn", "Mc", "Me")}
    combining |= set(ZWNJ_ZWJ) | modifiers
    printable = {cp for cp, c in gc.items() if c[0] in "LMNPS"}
    return "\n".join([
        "/* hcl_unicode_tables.h - Unicode %s classes for hcl_unicode.c, written by %s:"
        " do not edit. */\n/* Its rows are data, alike in shape by design. */\n" % (VERSION, GENERATOR),
        range_table("XID_Start above U+007F.", "id_start",
                    {cp for cp in xid_start if cp >= 0x80}),
        range_table("XID_Continue above U+007F.", "id_continue",
                    {cp for cp in xid_continue if cp >= 0x80}),
        range_table("Marks that do not start a new column: general categories Mn, Mc, Me,\n"
                    " * ZWNJ and ZWJ, and the emoji skin-tone modifiers (Emoji_Modifier).",
                    "combining", combining),
        range_table("Graphic characters above U+007F (categories L, M, N, P, S): what Go's\n"
                    " * strconv.Quote leaves unescaped.", "printable", printable),
    ])


def nfc_tables(chars, norm):
    excluded = property_set(norm, "Full_Composition_Exclusion")
    ccc = []
    for cp in sorted(chars):
        c = chars[cp][1]
        if not c:
            continue
        if ccc and ccc[-1][1] == cp - 1 and ccc[-1][2] == c:
            ccc[-1][1] = cp
        else:
            ccc.append([cp, cp, c])
    decomp = []
    for cp in sorted(chars):
        d = chars[cp][2]
        if d and not d.startswith("<") and cp not in HANGUL:
            decomp.append((cp, [int(x, 16) for x in d.split()]))
    comp = sorted((d[0], d[1], cp) for cp, d in decomp if len(d) == 2 and cp not in excluded)
    return "\n".join([
        "/* hcl_nfc_tables.h - Unicode %s data for hcl_nfc.c, written by %s:"
        " do not edit. */\n/* Its rows are data, alike in shape by design. */\n" % (VERSION, GENERATOR),
        "static const uint32_t nfc_ccc[][3] = { /* first, last, class */\n%s\n};\n"
        % rows(["{0x%X,0x%X,%d}," % tuple(r) for r in ccc], 5),
        "static const uint32_t nfc_decomp[][3] = { /* code point, first, second or 0 */\n%s\n};\n"
        % rows(["{0x%X,0x%X,0x%X}," % (cp, d[0], d[1] if len(d) > 1 else 0)
                for cp, d in decomp], 4),
        "static const uint32_t nfc_comp[][3] = { /* first, second, composite */\n%s\n};\n"
        % rows(["{0x%X,0x%X,0x%X}," % r for r in comp], 4),
    ])


def write(out_dir, name, text):
    path = os.path.join(out_dir, name)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)


def main(argv):
    if len(argv) != 3:
        sys.exit("usage: python3 %s UCD_DIR OUT_DIR" % GENERATOR)
    ucd, out_dir = argv[1], argv[2]
    core = os.path.join(ucd, "DerivedCoreProperties.txt")
    norm = os.path.join(ucd, "DerivedNormalizationProps.txt")
    emoji = os.path.join(ucd, "emoji", "emoji-data.txt")
    check_version(core, r"DerivedCoreProperties-(\d+\.\d+\.\d+)\.txt")
    check_version(norm, r"DerivedNormalizationProps-(\d+\.\d+\.\d+)\.txt")
    check_version(emoji, r"Emoji Version (\d+\.\d+)")
    chars = unicode_data(os.path.join(ucd, "UnicodeData.txt"))
    write(out_dir, "hcl_unicode_tables.h", unicode_tables(chars, core, emoji))
    write(out_dir, "hcl_nfc_tables.h", nfc_tables(chars, norm))


if __name__ == "__main__":
    main(sys.argv)
