/* hcl_json_str.c - the strings of HCL's JSON syntax: checked and decoded
 * as Go's encoding/json does, parsed as HCL templates whose byte offsets
 * are mapped back to the JSON source, and hcl's positions inside them. */
#include <stdlib.h>
#include <string.h>

#include "hcl_json.h"

/* The four hex digits of a \u escape at s (Go's getu4), or -1. */
static long getu4(const unsigned char *s, uint32_t n)
{
	long r = 0;
	if (n < 6 || s[0] != '\\' || s[1] != 'u')
		return -1;
	for (int k = 2; k < 6; k++) {
		if (hcl_hex_digit(s[k]) < 0)
			return -1;
		r = r * 16 + hcl_hex_digit(s[k]);
	}
	return r;
}

int hcl_json_str_check(const char *tok, uint32_t n, uint32_t *at)
{
	const unsigned char *s = (const unsigned char *)tok;
	uint32_t i = 1;
	while (i < n) {
		int c = s[i];
		if (c == '"')
			return 0;
		if (c < 0x20) {
			*at = i + 1;
			return -1;
		}
		if (c != '\\') {
			i++;
			continue;
		}
		if (i + 1 >= n)
			break;
		c = s[i + 1];
		if (c && strchr("\"\\/bfnrt", c)) {
			i += 2;
			continue;
		}
		if (c != 'u') {
			*at = i + 2;
			return -1;
		}
		for (uint32_t k = i + 2; k < i + 6; k++) {
			if (k >= n)
				goto end;
			if (hcl_hex_digit(s[k]) < 0) {
				*at = k + 1;
				return -1;
			}
		}
		i += 6;
	}
end: /* Go: "unexpected end of JSON input" */
	*at = n;
	return -1;
}

/* The length of the UTF-8 sequence at s as Go's utf8.DecodeRune accepts
 * it (no surrogates, no overlong forms), or 0. */
static uint32_t utf8_len(const unsigned char *s, uint32_t n)
{
	int c = s[0], lo = 0x80, hi = 0xbf;
	uint32_t need;
	if (c < 0x80)
		return 1;
	if (c < 0xc2 || c > 0xf4)
		return 0;
	if (c < 0xe0) {
		need = 1;
	} else if (c < 0xf0) {
		need = 2;
		lo = c == 0xe0 ? 0xa0 : lo;
		hi = c == 0xed ? 0x9f : hi;
	} else {
		need = 3;
		lo = c == 0xf0 ? 0x90 : lo;
		hi = c == 0xf4 ? 0x8f : hi;
	}
	if (n <= need || s[1] < lo || s[1] > hi)
		return 0;
	for (uint32_t k = 2; k <= need; k++)
		if ((s[k] & 0xc0) != 0x80)
			return 0;
	return need + 1;
}

/* Decodes a string's content raw[0, n) (between its quotes) as Go's
 * encoding/json does: escapes, surrogate pairs, U+FFFD for a lone
 * surrogate or a broken UTF-8 byte.  Writes to out when given (room for
 * 3n + 1 bytes); when map is given, map[k] is the offset in raw of what
 * decoded byte k came from, map[length] = n.  Returns the length. */
static uint32_t decode(const unsigned char *raw, uint32_t n, char *out, uint32_t *map)
{
	uint32_t i = 0, o = 0;
	while (i < n) {
		char buf[4], *e = buf;
		const unsigned char *from = raw + i;
		uint32_t at = i, k;
		if (raw[i] == '\\' && i + 1 < n && raw[i + 1] && raw[i + 1] != 'u') {
			static const char esc[] = "b\bf\fn\nr\rt\t";
			const char *x = strchr(esc, raw[i + 1]);
			*e++ = x && (x - esc) % 2 == 0 ? x[1] : (char)raw[i + 1];
			i += 2;
			from = (const unsigned char *)buf;
		} else if (raw[i] == '\\' && getu4(raw + i, n - i) >= 0) {
			long r = getu4(raw + i, n - i), r2;
			i += 6;
			if (r >= 0xd800 && r < 0xe000) {
				r2 = getu4(raw + i, n - i);
				if (r < 0xdc00 && r2 >= 0xdc00 && r2 < 0xe000) {
					r = ((r - 0xd800) << 10 | (r2 - 0xdc00)) + 0x10000;
					i += 6;
				} else {
					r = 0xfffd;
				}
			}
			e = hcl_utf8_encode(buf, (uint32_t)r);
			from = (const unsigned char *)buf;
		} else if ((k = utf8_len(raw + i, n - i)) > 0) {
			e = buf + k;
			i += k;
		} else {
			e = hcl_utf8_encode(buf, 0xfffd);
			from = (const unsigned char *)buf;
			i++;
		}
		for (uint32_t j = 0; j < (uint32_t)(e - buf); j++, o++) {
			if (out)
				out[o] = (char)from[j];
			if (map)
				map[o] = at;
		}
	}
	if (map)
		map[o] = n;
	return o;
}

/* ---- templates --------------------------------------------------------------- */
/* How offsets of a template become offsets of the file: base plus the
 * offset, or through map when the text was decoded. */
typedef struct mapping {
	uint32_t base, len;
	const uint32_t *map;
} mapping;

static uint32_t at(const mapping *m, uint32_t off)
{
	if (off > m->len)
		off = m->len;
	return m->base + (m->map ? m->map[off] : off);
}

static const char *dup_text(hcl_arena *a, const char *s, size_t n)
{
	return s ? hcl_strndup(a, s, n) : NULL;
}

static void copy_steps(hcl_arena *a, hcl_traversal *t, const mapping *m)
{
	hcl_step **slot = &t->head;
	t->tail = NULL;
	for (const hcl_step *s = t->head; s; s = s->next) {
		hcl_step *c = hcl_alloc(a, sizeof *c);
		*c = *s;
		c->start = at(m, s->start);
		c->end = at(m, s->end);
		c->text = dup_text(a, s->text, s->len);
		c->next = NULL;
		*slot = t->tail = c;
		slot = &c->next;
	}
}

/* Copies a template's tree into arena a with offsets mapped; an explicit
 * stack, in the arena scratch, as trees can be deep. */
static hcl_expr *copy_expr(hcl_arena *a, hcl_arena *scratch, const hcl_expr *root, const mapping *m)
{
	hcl_expr *top = (hcl_expr *)root, ***stack;
	size_t n = 0, cap = 16;
	stack = hcl_alloc(scratch, cap * sizeof *stack);
	stack[n++] = &top;
	while (n > 0) {
		hcl_expr **slot = stack[--n];
		if (!*slot)
			continue;
		hcl_expr *c = hcl_expr_copy(a, *slot);
		unsigned f = hcl_expr_fields(c->kind);
		c->start = at(m, c->start);
		c->end = at(m, c->end);
		if (c->kind == HCL_E_LITERAL)
			c->text = dup_text(a, c->text, c->len);
		else if (f & HCL_XF_NAME)
			c->name = c->name ? dup_text(a, c->name, strlen(c->name)) : NULL;
		if (f & HCL_XF_NAME2)
			c->name2 = c->name2 ? dup_text(a, c->name2, strlen(c->name2)) : NULL;
		if (f & HCL_XF_TRAV)
			copy_steps(a, &c->trav, m);
		*slot = c;
		if (n + 5 > cap) {
			hcl_expr ***more = hcl_alloc(scratch, 2 * cap * sizeof *stack);
			memcpy(more, stack, n * sizeof *stack);
			stack = more;
			cap *= 2;
		}
		/* the children, then the siblings: pushed last to first */
		stack[n++] = &c->next;
		hcl_expr **kids[4];
		for (int k = hcl_expr_slots(c, kids); k > 0; k--)
			stack[n++] = kids[k - 1];
	}
	return top;
}

/* Whether hcl's template parser reads text as one literal part: no
 * template sequence, no line break or other control byte, no BOM. */
static int plain(const char *s, uint32_t n)
{
	if (n >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0)
		return 0;
	for (uint32_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c < 0x20 || c == '$' || c == '%')
			return 0;
	}
	return 1;
}

/* The template of plain text, as hcl_parse would make it. */
static hcl_expr *plain_template(hcl_arena *a, const hcl_json_value *v)
{
	hcl_expr *t = hcl_expr_new(a, HCL_E_TEMPLATE), *lit = hcl_expr_new(a, HCL_E_LITERAL);
	t->start = lit->start = v->start + 1;
	t->end = lit->end = v->end - 1;
	t->list = lit;
	lit->op = HCL_LIT_STRING;
	lit->flags = HCL_EF_TLIT;
	lit->text = hcl_nfc(a, v->text, v->len, &lit->len);
	return t;
}

/* Copies sub's diagnostics with offsets mapped: into the file's own list
 * when to_file, else into the list of the templates' problems. */
static void keep_diags(hcl_json_file *jf, const hcl_file *sub, const mapping *m, int to_file)
{
	hcl_arena *a = &jf->file.arena;
	for (const hcl_diag *d = sub->diags; d; d = d->next) {
		const char *summary = dup_text(a, d->summary, strlen(d->summary));
		const char *detail = d->detail ? dup_text(a, d->detail, strlen(d->detail)) : NULL;
		if (to_file) {
			hcl_diag_add(&jf->file, d->severity, at(m, d->start), at(m, d->end), summary, detail)->code = d->code;
			continue;
		}
		hcl_diag *c = hcl_alloc(a, sizeof *c);
		*c = *d;
		c->summary = summary;
		c->detail = detail;
		c->start = at(m, d->start);
		c->end = at(m, d->end);
		c->next = NULL;
		if (jf->tdiags_tail)
			jf->tdiags_tail->next = c;
		else
			jf->tdiags = c;
		jf->tdiags_tail = c;
	}
	if (!to_file)
		jf->nterrors += sub->nerrors;
}

/* Copies sub's tree (and keeps its problems) into the file's arena, the
 * copy's stack in sub's.  sub and map are held outside the file's arena: when
 * memory runs out in the copy and the file has a handler, they are released
 * here and the jump goes on to it; with none, the copy is NULL. */
static hcl_expr *copy_guarded(hcl_json_file *jf, hcl_file *sub, mapping *m, uint32_t *map, int to_file, int *bad)
{
	hcl_oom guard, *volatile outer = jf->file.arena.oom;
	guard.held = NULL;
	if (setjmp(guard.jb)) {
		jf->file.arena.oom = outer;
		sub->arena.oom = NULL;
		if (!outer)
			return NULL; /* the caller frees sub and map */
		free(map);
		hcl_file_free(sub);
		hcl_arena_oom(&jf->file.arena);
	}
	jf->file.arena.oom = sub->arena.oom = &guard;
	hcl_expr *e = copy_expr(&jf->file.arena, &sub->arena, sub->expr, m);
	keep_diags(jf, sub, m, to_file);
	*bad = sub->nerrors > 0;
	jf->file.arena.oom = outer;
	sub->arena.oom = NULL;
	return e;
}

/* Parses the text of string v in mode into a tree of the file's arena
 * with the file's offsets; its problems go where keep_diags puts them,
 * *bad tells whether there were errors.  NULL when out of memory, or with
 * quiet when there were errors. */
static hcl_expr *parse_text(hcl_json_file *jf, const hcl_json_value *v, hcl_mode mode, int to_file, int quiet,
			    int *bad)
{
	const unsigned char *raw = (const unsigned char *)jf->file.src + v->start + 1;
	uint32_t n = v->end - v->start - 2;
	mapping m = {v->start + 1, v->len, NULL};
	uint32_t *map = NULL;
	hcl_expr *e = NULL;
	hcl_file *sub = hcl_parse(jf->file.name, v->text, v->len, mode);
	if ((v->flags & HCL_JSON_ESCAPED) && (map = malloc(((size_t)v->len + 1) * sizeof *map)) != NULL) {
		decode(raw, n, NULL, map);
		m.map = map;
	}
	*bad = 0;
	if (sub && (!(v->flags & HCL_JSON_ESCAPED) || map) && !(quiet && sub->nerrors))
		e = copy_guarded(jf, sub, &m, map, to_file, bad);
	free(map);
	hcl_file_free(sub);
	return e;
}

static hcl_expr *invalid(hcl_arena *a, const hcl_json_value *v)
{
	hcl_expr *e = hcl_expr_new(a, HCL_E_INVALID);
	e->start = v->start + 1;
	e->end = v->end - 1;
	return e;
}

static void read_template(hcl_json_file *jf, hcl_json_value *v)
{
	int bad = 0;
	if (plain(v->text, v->len)) {
		v->expr = plain_template(&jf->file.arena, v);
		return;
	}
	v->expr = parse_text(jf, v, HCL_MODE_TEMPLATE, 0, 0, &bad);
	if (bad)
		v->flags |= HCL_JSON_TBAD;
	if (!v->expr) { /* out of memory */
		v->expr = invalid(&jf->file.arena, v);
		v->flags |= HCL_JSON_TBAD;
	}
}

void hcl_json_mark(const hcl_json_value *v, unsigned flag)
{
	((hcl_json_value *)v)->flags |= (uint8_t)flag;
}

hcl_expr *hcl_json_str_expr(hcl_json_file *jf, const hcl_json_value *v, int quiet)
{
	int bad = 0;
	hcl_expr *e = parse_text(jf, v, HCL_MODE_EXPR, 1, quiet, &bad);
	if (e || !quiet)
		hcl_json_mark(v, HCL_JSON_AS_EXPR);
	return e || quiet ? e : invalid(&jf->file.arena, v);
}

void hcl_json_str_read(hcl_json_file *jf, hcl_json_value *v)
{
	const unsigned char *raw = (const unsigned char *)jf->file.src + v->start + 1;
	uint32_t n = v->end - v->start - 2, i = 0, k;
	while (i < n && raw[i] != '\\' && (k = utf8_len(raw + i, n - i)) > 0)
		i += k;
	if (i == n) {
		v->text = hcl_strndup(&jf->file.arena, (const char *)raw, n);
		v->len = n;
	} else {
		/* measured, then decoded into the arena: nothing is held outside it
		 * when memory runs out */
		v->len = decode(raw, n, NULL, NULL);
		char *out = hcl_alloc(&jf->file.arena, (size_t)v->len + 1);
		decode(raw, n, out, NULL);
		out[v->len] = '\0';
		v->text = out;
		v->flags |= HCL_JSON_ESCAPED;
	}
	read_template(jf, v);
}

hcl_pos hcl_json_str_pos(const hcl_json_file *jf, const hcl_json_value *s, uint32_t byte)
{
	const unsigned char *raw = (const unsigned char *)jf->file.src + s->start + 1;
	uint32_t r = byte - (s->start + 1);
	uint32_t d = s->flags & HCL_JSON_ESCAPED ? decode(raw, r, NULL, NULL) : r;
	hcl_file text;
	memset(&text, 0, sizeof text);
	text.src = s->text;
	text.len = s->len;
	text.bom = s->len >= 3 && memcmp(s->text, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
	hcl_pos q = hcl_file_pos(&text, d < s->len ? d : s->len);
	free(text.lines);
	free(text.cols); /* made for a position far into a long line */
	uint32_t skip = s->flags & HCL_JSON_AS_EXPR ? 0 : 1; /* the opening quote */
	hcl_pos p = {s->line + q.line - 1, q.line == 1 ? s->col + skip + q.col - 1 : q.col, s->start + skip + d};
	return p;
}
