/* hcl_source.c - source positions, diagnostics and string decoding for a
 * parsed file; syntax errors are recorded here by their id in the table of
 * hcl_messages.h. */
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hcl.h"
#include "hcl_buf.h"
#include "hcl_messages.h"
#include "hcl_parse.h"

void hcl_file_free(hcl_file *f)
{
	if (!f)
		return;
	free(f->lines);
	free(f->cols);
	free(f->bix);
	free(f->toks);
	free(f->owned);
	hcl_arena_free(&f->arena);
	free(f);
}

/* Reads fd, whose fstat is st, to its end; at most max bytes.  A regular
 * file is read at its size in one go, and the read that would only see
 * its end is left out when that read got every byte the size promised; a
 * file that says it is empty (or a stream) is read until read returns 0. */
static char *read_stat(int fd, const struct stat *st, size_t max, size_t *len, int *err)
{
	char *buf = NULL;
	size_t n = 0, cap, want = 0;

	if (max > HCL_MAX_FILE_SIZE_CAP)
		max = HCL_MAX_FILE_SIZE_CAP;
	if (S_ISREG(st->st_mode) && (uintmax_t)st->st_size > max) {
		*err = EFBIG; /* refused before reading */
		return NULL;
	}
	if (S_ISREG(st->st_mode))
		want = (size_t)st->st_size;
	/* a regular file: its size and one byte to see it end; else a start */
	cap = S_ISREG(st->st_mode) ? want + 1 : 65536;
	for (;;) {
		if (!buf || n == cap) {
			if (buf)
				cap = cap > max / 2 ? max + 1 : cap * 2;
			char *nb = realloc(buf, cap + 1);
			if (!nb) {
				*err = ENOMEM;
				break;
			}
			buf = nb;
		}
		ssize_t got = read(fd, buf + n, cap - n);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0) {
			*err = errno;
			break;
		}
		n += (size_t)got;
		if (got == 0 || (want && n == want)) {
			buf[n] = '\0';
			*len = n;
			return buf;
		}
		if (n > max) {
			*err = EFBIG; /* grew, or a stream: stopped one byte past the limit */
			break;
		}
	}
	free(buf);
	return NULL;
}

char *hcl_read_fd(int fd, size_t max, size_t *len, int *err)
{
	struct stat st;
	if (fstat(fd, &st) != 0) {
		*err = errno;
		return NULL;
	}
	return read_stat(fd, &st, max, len, err);
}

char *hcl_read_file_max(const char *path, size_t max, size_t *len, int *err)
{
	/* O_NONBLOCK: opening a FIFO must not wait for a writer */
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY);
	struct stat st;
	char *buf;

	if (fd < 0 || fstat(fd, &st) != 0) {
		*err = errno;
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	if (!S_ISREG(st.st_mode)) {
		close(fd);
		*err = S_ISDIR(st.st_mode) ? EISDIR : HCL_ENOTREG;
		return NULL;
	}
	buf = read_stat(fd, &st, max, len, err);
	close(fd);
	return buf;
}

char *hcl_read_file(const char *path, size_t *len, int *err)
{
	return hcl_read_file_max(path, HCL_MAX_FILE_SIZE, len, err);
}

hcl_diag *hcl_diag_add(hcl_file *f, hcl_severity sev, uint32_t start, uint32_t end,
		       const char *summary, const char *detail)
{
	hcl_diag *d = hcl_alloc(&f->arena, sizeof *d);
	d->severity = sev;
	d->summary = summary;
	d->detail = detail;
	d->start = start;
	d->end = end < start ? start : end;
	if (f->diags_tail)
		f->diags_tail->next = d;
	else
		f->diags = d;
	f->diags_tail = d;
	if (sev == HCL_ERROR)
		f->nerrors++;
	else
		f->nwarnings++;
	return d;
}

/* ---- the texts of syntax errors (hcl_messages.h) ---------------------------- */

static const struct {
	const char *id, *summary, *detail;
} messages[] = {
#define HCL_MSG_ROW(id, summary, detail) {#id, summary, detail},
	HCL_MESSAGES(HCL_MSG_ROW)
#undef HCL_MSG_ROW
};
HCL_STATIC_ASSERT(sizeof messages / sizeof messages[0] == HCL_MSG_COUNT, one_text_per_message);

/* Whether message id's detail has slots to fill (its id ends in _F). */
static int is_format(hcl_msg id)
{
	size_t n = strlen(messages[id].id);
	return n > 2 && messages[id].id[n - 2] == '_' && messages[id].id[n - 1] == 'F';
}

hcl_diag *hcl_diag_msg(hcl_file *f, hcl_msg id, uint32_t start, uint32_t end)
{
	assert(id < HCL_MSG_COUNT && !is_format(id));
	return hcl_diag_add(f, HCL_ERROR, start, end, messages[id].summary, messages[id].detail);
}

int hcl_file_no_memory(const hcl_file *f)
{
	for (const hcl_diag *d = f->diags; d; d = d->next)
		if (d->detail == messages[HCL_MSG_LEXER_NO_MEMORY].detail ||
		    d->detail == messages[HCL_MSG_PARSER_NO_MEMORY].detail)
			return 1;
	return 0;
}

/* text with each "%s" filled in turn from args, from *k on, in f's arena. */
static const char *fill(hcl_file *f, const char *text, const hcl_text *args, int nargs, int *k)
{
	size_t n = strlen(text);
	for (int j = *k; j < nargs; j++)
		n += args[j].len;
	char *filled = hcl_alloc(&f->arena, n + 1), *o = filled;
	for (const char *p = text; *p; p++) {
		if (p[0] == '%' && p[1] == 's' && *k < nargs) {
			memcpy(o, args[*k].text, args[*k].len);
			o += args[(*k)++].len;
			p++;
		} else {
			*o++ = *p;
		}
	}
	*o = '\0';
	return filled;
}

hcl_diag *hcl_diag_msgf(hcl_file *f, hcl_msg id, uint32_t start, uint32_t end,
			const hcl_text *args, int nargs)
{
	int k = 0;
	assert(id < HCL_MSG_COUNT && is_format(id));
	const char *summary = strstr(messages[id].summary, "%s")
		? fill(f, messages[id].summary, args, nargs, &k) : messages[id].summary;
	const char *detail = fill(f, messages[id].detail, args, nargs, &k);
	assert(k == nargs);
	return hcl_diag_add(f, HCL_ERROR, start, end, summary, detail);
}

void hcl_diag_at_directive(hcl_file *f, hcl_msg id, uint32_t start, uint32_t end, uint32_t dstart,
			   uint32_t dend)
{
	hcl_buf where = {0};
	hcl_pos p = hcl_file_pos(f, dstart), q = hcl_file_pos(f, dend);
	if (p.line == q.line)
		hcl_buf_printf(&where, "%s:%u,%u-%u", f->name, p.line, p.col, q.col);
	else
		hcl_buf_printf(&where, "%s:%u,%u-%u,%u", f->name, p.line, p.col, q.line, q.col);
	hcl_text arg = {where.oom ? "" : where.p, where.oom ? 0 : where.n};
	hcl_diag_msgf(f, id, start, end, &arg, 1);
	hcl_buf_free(&where);
}

/* Builds the table of line starts (a newline is "\n"; "\r\n" ends in it). */
static int build_lines(hcl_file *f)
{
	uint32_t n = 1, cap = 64;
	uint32_t *l = malloc(cap * sizeof *l);
	if (!l)
		return -1;
	l[0] = f->bom;
	for (const char *p = f->src + f->bom, *e = f->src + f->len;
	     (p = memchr(p, '\n', (size_t)(e - p))) != NULL; p++) {
		if (n == cap) {
			uint32_t *nl = realloc(l, 2 * cap * sizeof *l);
			if (!nl) {
				free(l);
				return -1;
			}
			l = nl;
			cap *= 2;
		}
		l[n++] = (uint32_t)(p - f->src) + 1;
	}
	f->lines = l;
	f->nlines = n;
	return 0;
}

/* ---- columns ---------------------------------------------------------------
 * A column counts code points that are not combining marks, a broken byte
 * as one.  Counting from the start of the line on every call would make a
 * long line quadratic, so the file keeps a checkpoint every COL_STRIDE
 * bytes: the column at the first character boundary at or after k *
 * COL_STRIDE, built in one pass the first time a long line is asked about.
 * A position then costs at most about 2 * COL_STRIDE bytes of counting. */
enum { COL_STRIDE = 256 };

/* The columns that the text [s, e) takes. */
static uint32_t count_cols(const unsigned char *s, const unsigned char *e)
{
	uint32_t col = 0;
	while (s < e) {
		uint32_t cp;
		int n;
		if (*s < 0x80) {
			s++;
			col++;
			continue;
		}
		n = hcl_utf8_decode(s, e, &cp);
		if (n == 0) {
			s++;
			col++;
			continue;
		}
		s += n;
		if (!hcl_is_combining(cp))
			col++;
	}
	return col;
}

/* The first byte at or after t where counting from a line start stops
 * between two characters: t itself unless t is inside a well-formed UTF-8
 * sequence, then the byte after that sequence. */
static uint32_t boundary(const hcl_file *f, uint32_t t)
{
	const unsigned char *s = (const unsigned char *)f->src;
	if (t >= f->len)
		return f->len;
	for (uint32_t j = 1; j <= 3 && j <= t; j++) {
		uint32_t cp;
		int n;
		if ((s[t - j] & 0xc0) == 0x80)
			continue; /* a continuation byte: look further back */
		n = hcl_utf8_decode(s + t - j, s + f->len, &cp);
		return n > (int)j ? t - j + (uint32_t)n : t;
	}
	return t;
}

/* Builds the column checkpoints (f->cols); -1 when out of memory. */
static int build_cols(hcl_file *f)
{
	const unsigned char *s = (const unsigned char *)f->src;
	uint32_t n = f->len / COL_STRIDE + 1, q = f->bom, col = 1;
	uint32_t *c = malloc((size_t)n * sizeof *c);
	if (!c)
		return -1;
	for (uint32_t k = 0; k < n; k++) {
		uint32_t p = boundary(f, k * COL_STRIDE);
		if (p > q) {
			for (uint32_t x = p; x > q; x--)
				if (s[x - 1] == '\n') { /* a new line since the last checkpoint */
					q = x;
					col = 1;
					break;
				}
			col += count_cols(s + q, s + p);
			q = p;
		}
		c[k] = col; /* for p < q (inside the BOM) never used */
	}
	f->cols = c;
	return 0;
}

/* Out of memory for f's table of lines: f's arena's jump when its owner
 * set one (work under way on f), else 1: the caller falls back.  (Without
 * the column checkpoints a column is counted from the line's start.) */
static int tables_lost(hcl_file *f)
{
	if (f->arena.oom)
		hcl_arena_oom(&f->arena);
	return 1;
}

hcl_pos hcl_file_pos(hcl_file *f, uint32_t byte)
{
	hcl_pos p = {1, 1, byte};
	uint32_t lo = 0, hi, from, col = 1;
	if (!f->lines && build_lines(f) != 0 && tables_lost(f))
		return p;
	if (byte > f->len)
		byte = f->len;
	hi = f->nlines;
	while (hi - lo > 1) { /* last line start <= byte */
		uint32_t mid = lo + (hi - lo) / 2;
		if (f->lines[mid] <= byte)
			lo = mid;
		else
			hi = mid;
	}
	p.line = lo + 1;
	from = f->lines[lo];
	if (byte > from && byte - from > 2 * COL_STRIDE && (f->cols || build_cols(f) == 0)) {
		uint32_t k = byte / COL_STRIDE, at = boundary(f, k * COL_STRIDE);
		if (at > byte)
			at = boundary(f, --k * COL_STRIDE);
		if (at >= from && at <= byte) {
			from = at;
			col = f->cols[k];
		}
	}
	p.col = col + count_cols((const unsigned char *)f->src + from,
				 (const unsigned char *)f->src + byte);
	return p;
}

const char *hcl_file_line(hcl_file *f, uint32_t line, uint32_t *len)
{
	if (!f->lines && build_lines(f) != 0 && tables_lost(f))
		return NULL;
	if (line < 1 || line > f->nlines)
		return NULL;
	uint32_t s = f->lines[line - 1];
	uint32_t e = line < f->nlines ? f->lines[line] - 1 : f->len;
	if (e > s && f->src[e - 1] == '\r')
		e--;
	*len = e - s;
	return f->src + s;
}

/* Decodes a literal template token: backslash escapes (quoted strings
 * only; the lexer has reported bad ones) and the $${ and %%{ escapes, then
 * brings the text to NFC as hcl does. */
const char *hcl_decode_quoted(hcl_file *f, const hcl_token *t, uint32_t *len)
{
	const char *s = f->src + t->start, *e = f->src + t->end;
	int quoted = t->type == TK_QLIT;
	/* The lexer flags a quoted run with an escape or a byte above ASCII;
	 * any other is its own text, "$${" and "%%{" aside. */
	if (quoted && !(t->flags & HCL_TF_HIGH) && *s != '$' && *s != '%') {
		*len = t->end - t->start;
		return s;
	}
	if (!memchr(s, '\\', (size_t)(e - s)) && !memchr(s, '$', (size_t)(e - s)) &&
	    !memchr(s, '%', (size_t)(e - s)))
		return hcl_nfc(&f->arena, s, t->end - t->start, len);
	char *out = hcl_alloc(&f->arena, (size_t)(e - s) + 1), *o = out;
	while (s < e) {
		if ((s[0] == '$' || s[0] == '%') && e - s >= 3 && s[1] == s[0] && s[2] == '{') {
			*o++ = s[0];
			*o++ = '{';
			s += 3;
			continue;
		}
		if (!quoted || s[0] != '\\' || e - s < 2) {
			*o++ = *s++;
			continue;
		}
		switch (s[1]) {
		case 'n': *o++ = '\n'; s += 2; continue;
		case 'r': *o++ = '\r'; s += 2; continue;
		case 't': *o++ = '\t'; s += 2; continue;
		case '"': *o++ = '"'; s += 2; continue;
		case '\\': *o++ = '\\'; s += 2; continue;
		case 'u': case 'U': {
			int want = s[1] == 'u' ? 4 : 8;
			uint32_t cp = 0;
			int k;
			for (k = 0; k < want && s + 2 + k < e && hcl_hex_digit(s[2 + k]) >= 0; k++)
				cp = cp * 16 + (uint32_t)hcl_hex_digit(s[2 + k]);
			if (k == want && cp <= 0x10ffff) {
				o = hcl_utf8_encode(o, cp);
				s += 2 + want;
				continue;
			}
			break;
		}
		default:
			break;
		}
		*o++ = *s++; /* a bad escape is kept as written */
	}
	*o = '\0';
	return hcl_nfc(&f->arena, out, (uint32_t)(o - out), len);
}
