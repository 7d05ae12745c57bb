/* hcl_nfc.c - Unicode Normalization Form C, which hcl applies to the decoded
 * text of each string literal token (quoted or heredoc) and to nothing else:
 * identifiers keep their bytes. UAX #15 in three passes: full canonical
 * decomposition, canonical ordering of combining marks, canonical
 * composition. Hangul syllables are computed; the other data is in
 * hcl_nfc_tables.h, which tools/unicode-tables.py writes from the Unicode
 * Character Database (its first line names the version). A byte that is
 * not UTF-8 is kept as it is and behaves as a starter that composes with
 * nothing. Not done: Go's norm package also inserts U+034F after 30
 * combining marks in a row (UAX #15's stream-safe format); no real module
 * has such a run. */
#include <stdlib.h>
#include <string.h>

#include "hcl.h"
#include "hcl_nfc_tables.h"

#define COUNT(t) (sizeof (t) / sizeof (t)[0])
#define RAW 0x80000000u /* marks a byte that is not UTF-8 */

enum {
	SBASE = 0xAC00, LBASE = 0x1100, VBASE = 0x1161, TBASE = 0x11A7,
	LCOUNT = 19, VCOUNT = 21, TCOUNT = 28, NCOUNT = VCOUNT * TCOUNT, SCOUNT = LCOUNT * NCOUNT,
	SMALL = 256 /* bytes of text normalised without malloc */
};

/* The row of t (sorted by its first two columns) whose first column is a
 * and, when keys is 2, whose second is b. */
static const uint32_t *search(const uint32_t (*t)[3], size_t n, uint32_t a, uint32_t b, int keys)
{
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t m = lo + (hi - lo) / 2;
		uint32_t x = t[m][0], y = keys == 2 ? t[m][1] : b;
		if (x == a && y == b)
			return t[m];
		if (x < a || (x == a && y < b))
			lo = m + 1;
		else
			hi = m;
	}
	return NULL;
}

static uint32_t ccc(uint32_t cp)
{
	size_t lo = 0, hi = COUNT(nfc_ccc);
	if (cp < 0x300 || (cp & RAW))
		return 0;
	while (lo < hi) {
		size_t m = lo + (hi - lo) / 2;
		if (cp < nfc_ccc[m][0])
			hi = m;
		else if (cp > nfc_ccc[m][1])
			lo = m + 1;
		else
			return nfc_ccc[m][2];
	}
	return 0;
}

/* Appends the full canonical decomposition of cp (at most 4 code points). */
static size_t decompose(uint32_t cp, uint32_t *out)
{
	if (cp >= SBASE && cp < SBASE + SCOUNT) {
		uint32_t s = cp - SBASE;
		out[0] = LBASE + s / NCOUNT;
		out[1] = VBASE + s % NCOUNT / TCOUNT;
		if (s % TCOUNT == 0)
			return 2;
		out[2] = TBASE + s % TCOUNT;
		return 3;
	}
	const uint32_t *d = cp >= 0xC0 && !(cp & RAW) ? search(nfc_decomp, COUNT(nfc_decomp), cp, 0, 1)
						     : NULL;
	if (!d) {
		out[0] = cp;
		return 1;
	}
	size_t n = decompose(d[1], out);
	return d[2] ? n + decompose(d[2], out + n) : n;
}

/* The primary composite of a and b, or 0. */
static uint32_t compose(uint32_t a, uint32_t b)
{
	if (a >= LBASE && a < LBASE + LCOUNT && b >= VBASE && b < VBASE + VCOUNT)
		return SBASE + ((a - LBASE) * VCOUNT + (b - VBASE)) * TCOUNT;
	if (a >= SBASE && a < SBASE + SCOUNT && (a - SBASE) % TCOUNT == 0 && b > TBASE &&
	    b < TBASE + TCOUNT)
		return a + (b - TBASE);
	const uint32_t *c = (a | b) & RAW ? NULL : search(nfc_comp, COUNT(nfc_comp), a, b, 2);
	return c ? c[2] : 0;
}

const char *hcl_nfc(hcl_arena *arena, const char *s, uint32_t len, uint32_t *outlen)
{
	const unsigned char *p = (const unsigned char *)s, *end = p + len;
	*outlen = len;
	/* Below U+0300 every character is a starter and its own NFC; a lead byte
	 * below 0xCC says so for a whole string at once. */
	while (p < end && *p < 0xCC)
		p++;
	if (p == end)
		return s;

	/* Scratch: up to 4 code points per input byte, then the text (NFC grows
	 * a character's bytes at most threefold).  A long text is written
	 * straight into the arena, taken before the code points are malloc'd:
	 * no allocation of the arena (which may jump out, hcl.h) happens while
	 * they are held. */
	uint32_t small[SMALL * 4];
	char smallout[SMALL * 3];
	char *big = len <= SMALL ? NULL : hcl_alloc_raw(arena, (size_t)len * 3 + 1);
	char *text = big ? big : smallout;
	uint32_t *cp = len <= SMALL ? small : malloc((size_t)len * 4 * sizeof *cp);
	if (!cp)
		hcl_arena_oom(arena);

	size_t n = 0;
	for (p = (const unsigned char *)s; p < end;) {
		uint32_t c;
		int k = hcl_utf8_decode(p, end, &c);
		if (k == 0) {
			c = RAW | *p;
			k = 1;
		}
		p += k;
		n += decompose(c, cp + n);
	}

	/* Canonical ordering: a stable insertion sort of each run of marks. */
	for (size_t i = 1; i < n; i++) {
		uint32_t c = cp[i], cc = ccc(c);
		size_t j = i;
		if (cc == 0)
			continue;
		while (j > 0 && ccc(cp[j - 1]) > cc) {
			cp[j] = cp[j - 1];
			j--;
		}
		cp[j] = c;
	}

	/* Composition: a mark composes with the last starter unless a mark of
	 * the same or a higher class stands between them; two starters compose
	 * only when adjacent. */
	size_t m = 0, starter = 0;
	int have_starter = 0;
	uint32_t last = 0;
	for (size_t i = 0; i < n; i++) {
		uint32_t c = cp[i], cc = ccc(c), k;
		if (have_starter && (m == starter + 1 || (last != 0 && last < cc)) &&
		    (k = compose(cp[starter], c)) != 0) {
			cp[starter] = k;
			continue;
		}
		if (cc == 0) {
			starter = m;
			have_starter = 1;
		}
		last = cc;
		cp[m++] = c;
	}

	char *o = text;
	for (size_t i = 0; i < m; i++)
		if (cp[i] & RAW)
			*o++ = (char)(cp[i] & 0xff);
		else
			o = hcl_utf8_encode(o, cp[i]);
	size_t olen = (size_t)(o - text);
	const char *result = s;
	if (cp != small)
		free(cp);
	if (olen != len || memcmp(text, s, len) != 0) {
		if (big) {
			big[olen] = '\0';
			result = big;
		} else {
			result = hcl_strndup(arena, smallout, olen);
		}
		*outlen = (uint32_t)olen;
	}
	return result;
}
