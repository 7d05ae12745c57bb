#!/usr/bin/env python3
"""Prints the tables of runtime/hcl_nfc_tables.h from Python's unicodedata.

Usage: python3 tools/nfc-tables.py > runtime/hcl_nfc_tables.h

The data must be the Unicode version of runtime/hcl_unicode.c (14.0.0): the
script refuses any other. Three tables, each sorted for binary search:
  nfc_ccc     ranges of code points with one non-zero canonical combining class;
  nfc_decomp  each canonical decomposition, one level deep (b = 0 for a singleton);
  nfc_comp    the primary composites: pairs (a, b) that compose to c under NFC.
Hangul syllables are left out of all three: hcl_nfc.c computes them."""
import sys
import unicodedata as ud

VERSION = "14.0.0"
if ud.unidata_version != VERSION:
    sys.exit("nfc-tables.py: unicodedata is %s, not %s" % (ud.unidata_version, VERSION))

HANGUL = range(0xAC00, 0xAC00 + 11172)
MAX = 0x110000


def canon(cp):
    d = ud.decomposition(chr(cp))
    if not d or d.startswith("<") or cp in HANGUL:
        return None
    return [int(x, 16) for x in d.split()]


ccc = []
for cp in range(MAX):
    c = ud.combining(chr(cp))
    if not c:
        continue
    if ccc and ccc[-1][1] == cp - 1 and ccc[-1][2] == c:
        ccc[-1][1] = cp
    else:
        ccc.append([cp, cp, c])

decomp = [(cp, d) for cp in range(MAX) for d in [canon(cp)] if d]

# A pair composes back when NFC of its decomposition is the code point itself:
# that leaves out the composition exclusions, singletons and non-starter
# decompositions without a list of them here.
comp = sorted((d[0], d[1], cp) for cp, d in decomp
              if len(d) == 2 and ud.normalize("NFC", chr(d[0]) + chr(d[1])) == chr(cp))


def rows(items, per):
    out = []
    for i in range(0, len(items), per):
        out.append("\t" + " ".join(items[i:i + per]))
    return "\n".join(out)


print("/* hcl_nfc_tables.h - Unicode %s data for hcl_nfc.c, printed by" % VERSION)
print(" * tools/nfc-tables.py: do not edit. */")
print()
print("static const uint32_t nfc_ccc[][3] = { /* first, last, class */")
print(rows(["{0x%X,0x%X,%d}," % tuple(r) for r in ccc], 5))
print("};")
print()
print("static const uint32_t nfc_decomp[][3] = { /* code point, first, second or 0 */")
print(rows(["{0x%X,0x%X,0x%X}," % (cp, d[0], d[1] if len(d) > 1 else 0) for cp, d in decomp], 4))
print("};")
print()
print("static const uint32_t nfc_comp[][3] = { /* first, second, composite */")
print(rows(["{0x%X,0x%X,0x%X}," % r for r in comp], 4))
print("};")
