/* hcl_errors.c - the parser's syntax errors against hcl's, word for word:
 * summary, detail and range of every diagnostic of every case.
 *
 * tests/data/hcl-errors/cases.tsv holds the cases (NAME, TAB, the text with
 * \n, \t, \r, \\ and \xHH escapes): hand-written ones for each message, and
 * the ASCII inputs of the fuzz corpora.  hcl.txt holds what hcl answered
 * for them, one diagnostic a line, as hcl prints a range ("NAME.tf:L,C-C"
 * or "NAME.tf:L,C-L,C"), then ": SUMMARY; DETAIL" with each newline of the
 * detail written \n; tests/data/hcl-errors/README.md says how it was made.
 * A case passes when its diagnostics are hcl's, in any order; known.tsv
 * lists the cases known to differ (NAME, TAB, why), which are TODO, and a
 * listed case that passes fails, so that the list stays true.  Before the
 * cases, a few texts are checked whole, first diagnostic and all. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl.h"
#include "tap.h"

/* A file read whole, NUL-terminated; NULL if it cannot be. */
static char *slurp(const char *dir, const char *name, size_t *len)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/tests/data/hcl-errors/%s", dir, name);
	FILE *fp = fopen(path, "rb");
	if (!fp)
		return NULL;
	char *buf = NULL;
	size_t n = 0, cap = 0, got;
	do {
		if (n + 4096 > cap) {
			cap = cap ? cap * 2 : 65536;
			char *nb = realloc(buf, cap + 1);
			if (!nb) {
				free(buf);
				fclose(fp);
				return NULL;
			}
			buf = nb;
		}
		got = fread(buf + n, 1, cap - n, fp);
		n += got;
	} while (got > 0);
	fclose(fp);
	buf[n] = '\0';
	*len = n;
	return buf;
}

/* Undoes the escapes of cases.tsv in place; returns the length. */
static size_t unescape(char *s)
{
	char *o = s;
	for (const char *p = s; *p; p++) {
		if (*p != '\\' || !p[1]) {
			*o++ = *p;
			continue;
		}
		switch (*++p) {
		case 'n': *o++ = '\n'; break;
		case 't': *o++ = '\t'; break;
		case 'r': *o++ = '\r'; break;
		case 'x': {
			char hex[3] = {p[1], p[1] ? p[2] : 0, 0};
			*o++ = (char)strtol(hex, NULL, 16);
			p += 2;
			break;
		}
		default: *o++ = *p; break;
		}
	}
	return (size_t)(o - s);
}

/* One diagnostic as hcl.txt writes it, in a malloc'd string. */
static char *format(hcl_file *f, const char *name, const hcl_diag *d)
{
	hcl_pos a = hcl_file_pos(f, d->start), b = hcl_file_pos(f, d->end);
	size_t n = strlen(d->summary) + 2 * strlen(d->detail) + strlen(name) + 64;
	char *s = malloc(n), *o;
	if (!s)
		return NULL;
	if (a.line == b.line)
		o = s + sprintf(s, "%s:%u,%u-%u: %s; ", name, a.line, a.col, b.col, d->summary);
	else
		o = s + sprintf(s, "%s:%u,%u-%u,%u: %s; ", name, a.line, a.col, b.line, b.col, d->summary);
	for (const char *p = d->detail; *p; p++) {
		if (*p == '\n') {
			*o++ = '\\';
			*o++ = 'n';
		} else {
			*o++ = *p;
		}
	}
	*o = '\0';
	return s;
}

static int by_text(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Lines, pointing into a text that stays. */
typedef struct {
	char **line;
	size_t n, cap;
} lines;

static void push(lines *l, char *s)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 16;
		char **nl = realloc(l->line, l->cap * sizeof *nl);
		if (!nl)
			bail_out("out of memory");
		l->line = nl;
	}
	l->line[l->n++] = s;
}

/* The reason known.tsv gives for case name, or NULL. */
static const char *known_reason(char *known, const char *name)
{
	size_t n = strlen(name);
	for (char *p = known; p && *p;) {
		char *end = strchr(p, '\n');
		if (*p != '#' && strncmp(p, name, n) == 0 && p[n] == '\t') {
			static char why[256];
			size_t k = (size_t)((end ? end : p + strlen(p)) - (p + n + 1));
			if (k >= sizeof why)
				k = sizeof why - 1;
			memcpy(why, p + n + 1, k);
			why[k] = '\0';
			return why;
		}
		p = end ? end + 1 : NULL;
	}
	return NULL;
}

/* The first diagnostic's summary and detail, word for word as hcl gives them. */
typedef struct textcase {
	const char *src, *summary, *detail;
	uint32_t start, end;
} textcase;

static void test_error_texts(void)
{
	static const textcase cases[] = {
		{"a = \"\\q\"\n", "Invalid escape sequence",
		 "The symbol \"q\" is not a valid escape sequence selector.", 5, 7},
		{"a = \"\\\xc3\xa9\"\n", "Invalid escape sequence",
		 "The symbol \"\xc3\xa9\" is not a valid escape sequence selector.", 5, 8},
		{"a = \"\\u12\"\n", "Invalid escape sequence",
		 "The \\u escape sequence must be followed by four hexadecimal digits.", 5, 9},
		{"a = \"\\U1234\"\n", "Invalid escape sequence",
		 "The \\U escape sequence must be followed by eight hexadecimal digits.", 5, 11},
		{"a = \"abc", "Unterminated template string", "No closing marker was found for the string.",
		 8, 8},
		{"x = { a b }\n", "Missing key/value separator",
		 "Expected an equals sign (\"=\") to mark the beginning of the attribute value. If you "
		 "intended to given an attribute name containing periods or spaces, write the name in "
		 "quotes to create a string literal.", 8, 9},
		{"a = [for x in y z]\n", "Invalid 'for' expression",
		 "For expression requires a colon after the collection expression.", 16, 17},
		{"a = [for x, : y]\n", "Invalid 'for' expression",
		 "For expression requires value variable name after comma.", 12, 13},
		{"a = \"%{ foo }\"\n", "Invalid template control keyword",
		 "\"foo\" is not a valid template control keyword. Did you mean \"for\"?", 8, 11},
		{"a = \"%{ fo }\"\n", "Invalid template control keyword",
		 "\"fo\" is not a valid template control keyword. Did you mean \"if\"?", 8, 10},
		{"a = \"%{ for }%{ endfor }\"\n", "Invalid 'for' directive",
		 "For directive requires variable name after 'for'.", 12, 13},
		{"a = \"%{ for x y }%{ endfor }\"\n", "Invalid 'for' directive",
		 "For directive requires 'in' keyword after names.", 14, 15},
		{"a = \"%{ if x y }a%{ endif }\"\n", "Extra characters in if marker",
		 "Expected a closing brace to end the sequence, but found extra characters.", 13, 14},
		{"a = \"%{ else x }\"\n", "Extra characters in else marker",
		 "Expected a closing brace to end the sequence, but found extra characters.", 13, 14},
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		const textcase *c = &cases[i];
		hcl_file *f = hcl_parse("test.tf", c->src, strlen(c->src), HCL_MODE_CONFIG);
		if (!f)
			bail_out("out of memory");
		const hcl_diag *d = f->diags;
		int same = d && strcmp(d->summary, c->summary) == 0 && strcmp(d->detail, c->detail) == 0 &&
			   d->start == c->start && d->end == c->end;
		if (!ok(same, "error text %zu: \"%s\" at %u-%u", i, c->summary, c->start, c->end) && d)
			diag("got \"%s\" / \"%s\" at %u-%u", d->summary, d->detail, d->start, d->end);
		hcl_file_free(f);
	}
}

int main(void)
{
	test_error_texts();
	const char *top = getenv("top_srcdir");
	size_t ncases, nexp, nknown;
	char *cases = slurp(top ? top : ".", "cases.tsv", &ncases);
	char *exp = slurp(top ? top : ".", "hcl.txt", &nexp);
	char *known = slurp(top ? top : ".", "known.tsv", &nknown);
	if (!cases || !exp)
		bail_out("tests/data/hcl-errors/cases.tsv or hcl.txt is missing");

	/* hcl's lines, sorted: each case's are then one run */
	lines want = {0};
	for (char *p = strtok(exp, "\n"); p; p = strtok(NULL, "\n"))
		push(&want, p);
	qsort(want.line, want.n, sizeof *want.line, by_text);

	int pass = 0, todo = 0, total = 0;
	for (char *p = cases, *next; p && *p; p = next) {
		next = strchr(p, '\n');
		if (next)
			*next++ = '\0';
		char *tab = strchr(p, '\t');
		if (!tab)
			bail_out("cases.tsv: a line with no tab: %s", p);
		*tab = '\0';
		char name[160];
		snprintf(name, sizeof name, "%s.tf", p);
		size_t len = unescape(tab + 1);
		hcl_file *f = hcl_parse(name, tab + 1, len, HCL_MODE_CONFIG);
		if (!f)
			bail_out("out of memory");
		lines got = {0};
		for (const hcl_diag *d = f->diags; d; d = d->next)
			push(&got, format(f, name, d));
		if (got.n)
			qsort(got.line, got.n, sizeof *got.line, by_text);

		/* hcl's lines for this case: "NAME.tf:" starts them */
		size_t nl = strlen(name), first = 0, k = 0;
		while (first < want.n && strncmp(want.line[first], name, nl) < 0)
			first++;
		while (first + k < want.n && strncmp(want.line[first + k], name, nl) == 0 &&
		       want.line[first + k][nl] == ':')
			k++;
		int same = k == got.n;
		for (size_t j = 0; same && j < k; j++)
			same = strcmp(want.line[first + j], got.line[j]) == 0;

		const char *why = known_reason(known, p);
		total++;
		if (same && why) {
			ok(0, "%s gives hcl's diagnostics but is listed in known.tsv: remove it", p);
		} else if (same) {
			pass++;
			ok(1, "%s: %zu diagnostics, as hcl gives them", p, k);
		} else if (why) {
			todo++;
			printf("not ok %d - %s # TODO %s\n", ++tap_st()->run, p, why);
		} else {
			ok(0, "%s: the diagnostics hcl gives", p);
			for (size_t j = 0; j < k; j++)
				diag("hcl:     %s", want.line[first + j]);
			for (size_t j = 0; j < got.n; j++)
				diag("reserve: %s", got.line[j]);
		}
		for (size_t j = 0; j < got.n; j++)
			free(got.line[j]);
		free(got.line);
		hcl_file_free(f);
	}
	diag("%d cases: %d as hcl gives them, %d known to differ", total, pass, todo);
	free(want.line);
	free(cases);
	free(exp);
	free(known);
	return done_testing();
}
