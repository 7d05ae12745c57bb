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
