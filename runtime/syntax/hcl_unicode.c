/* hcl_unicode.c - UTF-8 decoding and the Unicode classes the syntax layer
 * needs: identifier characters (hcl: ID_Start | '_', then ID_Continue | '-')
 * and the marks that do not start a new column (hcl counts columns in
 * grapheme clusters), and what is printable as Go's strconv.Quote sees it.
 * The classes of the code points above U+007F are range tables in
 * hcl_unicode_tables.h, which tools/unicode-tables.py writes from the
 * Unicode Character Database (its first line names the version):
 * XID_Start, XID_Continue; general categories Mn, Mc, Me plus ZWNJ, ZWJ
 * and the emoji skin-tone modifiers; and categories L, M, N, P, S. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "hcl.h"
#include "hcl_unicode_tables.h"

static int in_ranges(const uint32_t (*r)[2], size_t n, uint32_t cp)
{
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (cp < r[mid][0])
			hi = mid;
		else if (cp > r[mid][1])
			lo = mid + 1;
		else
			return 1;
	}
	return 0;
}

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

int hcl_is_id_start_high(uint32_t cp)
{
	return in_ranges(id_start, NELEM(id_start), cp);
}

int hcl_is_id_continue_high(uint32_t cp)
{
	return in_ranges(id_continue, NELEM(id_continue), cp);
}

int hcl_is_printable(uint32_t cp)
{
	if (cp < 0x80)
		return cp >= 0x20 && cp < 0x7f;
	return in_ranges(printable, NELEM(printable), cp);
}

int hcl_is_combining(uint32_t cp)
{
	return cp >= 0x300 && in_ranges(combining, NELEM(combining), cp);
}

int hcl_utf8_decode(const unsigned char *s, const unsigned char *end, uint32_t *cp)
{
	int n;
	uint32_t c = s[0];
	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	if (c >= 0xc0 && c <= 0xdf) {
		n = 2;
		c &= 0x1f;
	} else if (c >= 0xe0 && c <= 0xef) {
		n = 3;
		c &= 0x0f;
	} else if (c >= 0xf0 && c <= 0xf7) {
		n = 4;
		c &= 0x07;
	} else {
		return 0;
	}
	if (end - s < n)
		return 0;
	for (int i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		c = (c << 6) | (s[i] & 0x3f);
	}
	*cp = c;
	return n;
}

int hcl_utf8_wellformed(const unsigned char *s, const unsigned char *end, uint32_t *cp)
{
	static const uint32_t least[5] = {0, 0, 0x80, 0x800, 0x10000};
	int n = hcl_utf8_decode(s, end, cp);
	if (n == 0 || *cp < least[n] || *cp > 0x10ffff || (*cp >= 0xd800 && *cp <= 0xdfff))
		return 0;
	return n;
}

char *hcl_utf8_encode(char *o, uint32_t cp)
{
	if (cp < 0x80) {
		*o++ = (char)cp;
	} else if (cp < 0x800) {
		*o++ = (char)(0xc0 | (cp >> 6));
		*o++ = (char)(0x80 | (cp & 0x3f));
	} else if (cp < 0x10000) {
		*o++ = (char)(0xe0 | (cp >> 12));
		*o++ = (char)(0x80 | ((cp >> 6) & 0x3f));
		*o++ = (char)(0x80 | (cp & 0x3f));
	} else {
		*o++ = (char)(0xf0 | (cp >> 18));
		*o++ = (char)(0x80 | ((cp >> 12) & 0x3f));
		*o++ = (char)(0x80 | ((cp >> 6) & 0x3f));
		*o++ = (char)(0x80 | (cp & 0x3f));
	}
	return o;
}

/* One piece of a quoted string into out, within cap; its length. */
static size_t quote_put(char *out, size_t at, size_t cap, const char *s, size_t n)
{
	if (at < cap)
		memcpy(out + at, s, n < cap - at ? n : cap - at);
	return n;
}

size_t hcl_go_quote(const char *s, size_t n, char *out, size_t cap)
{
	static const char named[] = "abtnvfr"; /* \a (7) to \r (13) */
	static const char hex[] = "0123456789abcdef";
	const unsigned char *p = (const unsigned char *)s, *end = p + n;
	size_t at = quote_put(out, 0, cap, "\"", 1);
	while (p < end) {
		uint32_t cp;
		int k = hcl_utf8_wellformed(p, end, &cp);
		char b[12];
		if (k == 0) { /* a byte of no character */
			char x[4] = {'\\', 'x', hex[*p >> 4], hex[*p & 15]};
			at += quote_put(out, at, cap, x, 4);
			p++;
			continue;
		}
		if (cp == '"' || cp == '\\') {
			char e[2] = {'\\', (char)cp};
			at += quote_put(out, at, cap, e, 2);
		} else if (cp >= 7 && cp <= 13) {
			char e[2] = {'\\', named[cp - 7]};
			at += quote_put(out, at, cap, e, 2);
		} else if (hcl_is_printable(cp)) {
			at += quote_put(out, at, cap, (const char *)p, (size_t)k);
		} else {
			int w = cp < 0x80 ? snprintf(b, sizeof b, "\\x%02x", (unsigned)cp)
				: cp < 0x10000 ? snprintf(b, sizeof b, "\\u%04x", (unsigned)cp)
				: snprintf(b, sizeof b, "\\U%08x", (unsigned)cp);
			at += quote_put(out, at, cap, b, (size_t)w);
		}
		p += k;
	}
	return at + quote_put(out, at, cap, "\"", 1);
}

/* Edit distance between the code points of given (g, ng of them) and the
 * ASCII word w (nw bytes, at most 15), as agext/levenshtein counts it. */
static uint32_t edit_distance(const uint32_t *g, size_t ng, const char *w, size_t nw)
{
	uint32_t row[16];
	for (size_t j = 0; j <= nw; j++)
		row[j] = (uint32_t)j;
	for (size_t i = 1; i <= ng; i++) {
		uint32_t diag = row[0];
		row[0] = (uint32_t)i;
		for (size_t j = 1; j <= nw; j++) {
			uint32_t up = row[j], best = diag + (g[i - 1] != (unsigned char)w[j - 1]);
			if (up + 1 < best)
				best = up + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			diag = up;
			row[j] = best;
		}
	}
	return row[nw];
}

int hcl_suggest(const char *given, size_t n, const char *const *words, size_t nwords)
{
	uint32_t g[18];
	size_t ng = 0;
	const unsigned char *p = (const unsigned char *)given, *end = p + n;
	while (p < end) { /* a byte of no character counts as one, as Go's runes do */
		if (ng == sizeof g / sizeof *g)
			return -1; /* longer than any word by more than two */
		int k = hcl_utf8_wellformed(p, end, &g[ng]);
		if (k == 0) {
			g[ng] = 0xfffd;
			k = 1;
		}
		ng++;
		p += k;
	}
	for (size_t i = 0; i < nwords; i++) {
		size_t nw = strlen(words[i]);
		if (nw < 16 && ng <= nw + 2 && edit_distance(g, ng, words[i], nw) < 3)
			return (int)i;
	}
	return -1;
}
