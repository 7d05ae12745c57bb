/* hcl_json.c - HCL's JSON syntax: the scanner and parser of hcl's json
 * package (its tokens, its error recovery, its diagnostics in its words),
 * building a tree of hcl_json_value in the file's arena, and positions
 * counted as its scanner counts them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl_json.h"

/* ---- messages ---------------------------------------------------------------- */
#define JSON_VALUE_START "A JSON value must start with a brace, a bracket, a number, a string, or a keyword."
#define JSON_MESSAGES(X) \
	X(M_NO_VALUE, "Missing JSON value", JSON_VALUE_START) \
	X(M_NO_ELEMENT, "Missing array element value", JSON_VALUE_START) \
	X(M_EOF, "Missing value", "The JSON data ends prematurely.") \
	X(M_BAD_START, "Invalid start of value", JSON_VALUE_START) \
	X(M_EXTRA, "Extraneous data after value", "Extra characters appear after the JSON value.") \
	X(M_NAME, "Invalid object property name", "A JSON object property name must be a string") \
	X(M_NO_PROP_VALUE, "Missing object value", \
	  "A JSON object attribute must have a value, introduced by a colon.") \
	X(M_EQUALS, "Missing property value colon", \
	  "JSON uses a colon as its name/value delimiter, not an equals sign.") \
	X(M_NO_COLON, "Missing property value colon", \
	  "A colon must appear between an object property's name and its value.") \
	X(M_OBJ_TRAILING, "Trailing comma in object", \
	  "JSON does not permit a trailing comma after the final property in an object.") \
	X(M_OBJ_UNCLOSED, "Unclosed object", "No closing brace was found for this JSON object.") \
	X(M_OBJ_BRACKET, "Mismatched braces", "A JSON object must be closed with a brace, not a bracket.") \
	X(M_OBJ_COMMA, "Missing attribute seperator comma", \
	  "A comma must appear between each property definition in an object.") \
	X(M_ARR_TRAILING, "Trailing comma in array", \
	  "JSON does not permit a trailing comma after the final value in an array.") \
	X(M_ARR_COLON, "Invalid array value", "A colon is not used to introduce values in a JSON array.") \
	X(M_ARR_UNCLOSED, "Unclosed object", "No closing bracket was found for this JSON array.") \
	X(M_ARR_BRACE, "Mismatched brackets", "A JSON array must be closed with a bracket, not a brace.") \
	X(M_ARR_COMMA, "Missing attribute seperator comma", "A comma must appear between each value in an array.") \
	X(M_NUMBER, "Invalid JSON number", "There is a syntax error in the given JSON number.") \
	X(M_STRING, "Invalid JSON string", "There is a syntax error in the given JSON string.") \
	X(M_ROOT, "Root value must be object", \
	  "The root value in a JSON-based configuration must be either a JSON object or a JSON array of objects.") \
	X(M_DEEP, "Nesting too deep", \
	  "JSON objects and arrays are nested deeper than this parser accepts (200 levels).")

/* The list's ids and texts, expanded as every message list of the syntax
 * layer is (hcl_messages.h): alike by design. */
typedef enum {
#define X(id, summary, detail) id,
	JSON_MESSAGES(X)
#undef X
} json_message;

static const struct {
	const char *summary, *detail;
} messages[] = {
#define X(id, summary, detail) {summary, detail},
	JSON_MESSAGES(X)
#undef X
};

/* ---- tokens ------------------------------------------------------------------ */
typedef enum {
	T_INVALID, T_EOF, T_BRACE_O, T_BRACE_C, T_BRACK_O, T_BRACK_C, T_COMMA, T_COLON,
	T_EQUALS, T_KEYWORD, T_STRING, T_NUMBER
} tok_type;

typedef struct jtok {
	uint8_t type;
	uint32_t start, end, line, col;
} jtok;

typedef struct jparser {
	hcl_json_file *jf;
	const unsigned char *s;
	uint32_t n;
	uint32_t at, line, col; /* the scanner's position */
	int dead;               /* an invalid byte was met: only EOF follows (as hcl) */
	jtok tok;               /* the next token */
	int depth;
	hcl_json_value **strs;
	size_t nstrs, cap;
} jparser;

static int is_alpha(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static int in_number(int c)
{
	return is_digit(c) || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
}

/* Bytes of the character cluster at s[i] inside a string: one character
 * and the combining marks after it (hcl counts a grapheme cluster as one
 * column). */
static uint32_t cluster_len(const unsigned char *s, uint32_t n, uint32_t i)
{
	uint32_t j = i + 1, cp;
	if (s[i] >= 0x80) {
		int k = hcl_utf8_decode(s + i, s + n, &cp);
		j = i + (k > 0 ? (uint32_t)k : 1);
	}
	while (j < n && s[j] >= 0x80) {
		int k = hcl_utf8_decode(s + j, s + n, &cp);
		if (k == 0 || !hcl_is_combining(cp))
			break;
		j += (uint32_t)k;
	}
	return j;
}

/* Columns a white-space byte takes for hcl's JSON scanner. */
static uint32_t space_cols(int c)
{
	return c == '\t' ? 2 : c == '\r' ? 0 : 1;
}

static int is_space(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* A string token from its opening quote: up to the closing quote, a
 * control character or the end (the parser finds what is wrong). */
static void scan_string(jparser *p)
{
	int escaping = 0;
	p->at++;
	p->col++;
	while (p->at < p->n) {
		int b = p->s[p->at];
		if (b == '\\') {
			escaping = !escaping;
			p->at++;
			p->col++;
		} else if (b == '"') {
			p->at++;
			p->col++;
			if (!escaping)
				break;
			escaping = 0;
		} else if (b < 32) {
			break;
		} else {
			p->at = cluster_len(p->s, p->n, p->at);
			p->col++;
			escaping = 0;
		}
	}
}

/* Reads the next token into p->tok. */
static void scan(jparser *p)
{
	jtok *t = &p->tok;
	while (!p->dead && p->at < p->n && is_space(p->s[p->at])) {
		int c = p->s[p->at++];
		if (c == '\n') {
			p->line++;
			p->col = 1;
		} else {
			p->col += space_cols(c);
		}
	}
	t->start = p->at;
	t->line = p->line;
	t->col = p->col;
	if (p->dead || p->at >= p->n) {
		t->type = T_EOF;
		t->end = p->at;
		return;
	}
	int c = p->s[p->at];
	static const char punct[] = "{}[],:=";
	const char *k = c ? strchr(punct, c) : NULL;
	if (k) {
		t->type = (uint8_t)(T_BRACE_O + (k - punct));
		p->at++;
		p->col++;
	} else if (c == '"') {
		t->type = T_STRING;
		scan_string(p);
	} else if (in_number(c) && c != 'e' && c != 'E') {
		t->type = T_NUMBER;
		while (p->at < p->n && in_number(p->s[p->at]))
			p->at++, p->col++;
	} else if (is_alpha(c)) {
		t->type = T_KEYWORD;
		while (p->at < p->n && (is_alpha(p->s[p->at]) || p->s[p->at] == '_'))
			p->at++, p->col++;
	} else {
		t->type = T_INVALID; /* hcl stops scanning here */
		p->at++;
		p->col++;
		p->dead = 1;
	}
	t->end = p->at;
}

static jtok next(jparser *p)
{
	jtok t = p->tok;
	if (t.type != T_EOF)
		scan(p);
	return t;
}

/* ---- values ------------------------------------------------------------------ */
static void diag(jparser *p, json_message m, uint32_t start, uint32_t end)
{
	hcl_diag_add(&p->jf->file, HCL_ERROR, start, end, messages[m].summary, messages[m].detail);
}

static void diag_tok(jparser *p, json_message m, const jtok *t)
{
	diag(p, m, t->start, t->end);
}

static hcl_json_value *value(jparser *p, hcl_json_kind kind, const jtok *t)
{
	hcl_json_value *v = hcl_alloc(&p->jf->file.arena, sizeof *v);
	v->kind = (uint8_t)kind;
	v->start = t->start;
	v->end = t->end;
	v->line = t->line;
	v->col = t->col;
	return v;
}

/* hcl's StartRange: the opening brace or bracket of an object or array,
 * the whole of anything else. */
static void start_range(const hcl_json_value *v, uint32_t *s, uint32_t *e)
{
	*s = v->start;
	*e = v->kind == HCL_JSON_OBJECT || v->kind == HCL_JSON_ARRAY ? v->start + 1 : v->end;
}

static hcl_json_value *parse_value(jparser *p);

/* Skips tokens after a bad object or array as hcl's recover does: to the
 * closer that brings the count of openers back to one, or the end. */
static void recover(jparser *p, jtok t, tok_type open, tok_type close)
{
	int depth = 1;
	for (;;) {
		if (t.type == open) {
			depth++;
		} else if (t.type == close) {
			if (--depth <= 1)
				return;
		} else if (t.type == T_EOF) {
			return;
		}
		t = next(p);
	}
}

/* The name of a property and its colon; NULL after an error. */
static hcl_json_value *property_name(jparser *p)
{
	hcl_json_value *name = parse_value(p);
	if (name->kind != HCL_JSON_STRING) {
		uint32_t s, e;
		start_range(name, &s, &e);
		diag(p, M_NAME, s, e);
		return NULL;
	}
	jtok colon = next(p);
	if (colon.type == T_COLON)
		return name;
	recover(p, colon, T_BRACE_O, T_BRACE_C);
	if (colon.type == T_BRACE_C || colon.type == T_COMMA)
		diag_tok(p, M_NO_PROP_VALUE, &colon);
	else
		diag_tok(p, colon.type == T_EQUALS ? M_EQUALS : M_NO_COLON, &colon);
	return NULL;
}

static hcl_json_value *parse_object(jparser *p)
{
	jtok open = next(p);
	hcl_json_value *obj = value(p, HCL_JSON_OBJECT, &open);
	hcl_json_prop **tail = &obj->props;
	while (p->tok.type != T_BRACE_C) {
		hcl_json_value *name = property_name(p);
		if (!name)
			return NULL;
		hcl_json_prop *prop = hcl_alloc(&p->jf->file.arena, sizeof *prop);
		prop->name = name;
		prop->value = parse_value(p);
		*tail = prop;
		tail = &prop->next;
		obj->n++;
		jtok t = p->tok;
		if (t.type == T_COMMA) {
			next(p);
			if (p->tok.type == T_BRACE_C) {
				diag_tok(p, M_OBJ_TRAILING, &t);
				return NULL;
			}
		} else if (t.type == T_EOF) {
			diag_tok(p, M_OBJ_UNCLOSED, &open);
			return NULL;
		} else if (t.type == T_BRACK_C) {
			next(p);
			diag_tok(p, M_OBJ_BRACKET, &p->tok);
			return NULL;
		} else if (t.type != T_BRACE_C) {
			recover(p, next(p), T_BRACE_O, T_BRACE_C);
			diag_tok(p, M_OBJ_COMMA, &p->tok);
			return NULL;
		}
	}
	obj->end = next(p).end;
	return obj;
}

static hcl_json_value *parse_array(jparser *p)
{
	jtok open = next(p);
	hcl_json_value *arr = value(p, HCL_JSON_ARRAY, &open);
	hcl_json_value **tail = &arr->items;
	while (p->tok.type != T_BRACK_C) {
		hcl_json_value *v = parse_value(p);
		*tail = v;
		tail = &v->next;
		arr->n++;
		jtok t = p->tok;
		json_message m;
		switch (t.type) {
		case T_COMMA:
			next(p);
			if (p->tok.type == T_BRACK_C) {
				diag_tok(p, M_ARR_TRAILING, &t);
				return NULL;
			}
			continue;
		case T_BRACK_C:
			continue;
		case T_COLON: m = M_ARR_COLON; break;
		case T_EOF: m = M_ARR_UNCLOSED; break;
		case T_BRACE_C: m = M_ARR_BRACE; break;
		default: m = M_ARR_COMMA; break;
		}
		recover(p, next(p), T_BRACK_O, T_BRACK_C);
		diag_tok(p, m, m == M_ARR_UNCLOSED ? &open : &p->tok);
		return NULL;
	}
	arr->end = next(p).end;
	return arr;
}

/* Whether the digits of a JSON number make a value big.ParseFloat takes:
 * hcl reads numbers with it, and it refuses a binary exponent outside 32
 * bits ("exponent overflow") unless the value is zero.  The mantissa's bit
 * length is estimated past 19 significant digits, exact below. */
static int exponent_fits(const char *s, uint32_t n)
{
	uint32_t i = 0, sig = 0, frac = 0;
	int seen = 0, neg = 0;
	unsigned long long mant = 0, e = 0;
	if (s[i] == '-')
		i++;
	for (int in_frac = 0; i < n && (is_digit(s[i]) || s[i] == '.'); i++) {
		if (s[i] == '.') {
			in_frac = 1;
			continue;
		}
		frac += (uint32_t)in_frac;
		seen |= s[i] != '0';
		if (seen && sig++ < 19)
			mant = mant * 10 + (unsigned)(s[i] - '0');
	}
	if (i < n) { /* e or E */
		i++;
		neg = s[i] == '-';
		if (s[i] == '-' || s[i] == '+')
			i++;
		for (; i < n; i++) {
			if (e > (9223372036854775807ULL + (unsigned)neg - (unsigned)(s[i] - '0')) / 10)
				return 0; /* strconv.ParseInt fails */
			e = e * 10 + (unsigned)(s[i] - '0');
		}
	}
	if (!seen)
		return 1;
	double bits = 0;
	while (mant) {
		bits++;
		mant >>= 1;
	}
	if (sig > 19)
		bits += (sig - 19) * 3.321928094887362;
	double exp2 = bits - frac + (neg ? -(double)e : (double)e);
	return exp2 >= -2147483648.0 && exp2 <= 2147483647.0;
}

/* A number as Go's encoding/json accepts it, then big.ParseFloat. */
static int number_ok(const char *s, uint32_t n)
{
	uint32_t i = s[0] == '-';
	if (i < n && s[i] == '0')
		i++;
	else if (i < n && is_digit(s[i]))
		while (i < n && is_digit(s[i]))
			i++;
	else
		return 0;
	if (i < n && s[i] == '.') {
		if (++i >= n || !is_digit(s[i]))
			return 0;
		while (i < n && is_digit(s[i]))
			i++;
	}
	if (i < n && (s[i] == 'e' || s[i] == 'E')) {
		i++;
		if (i < n && (s[i] == '+' || s[i] == '-'))
			i++;
		if (i >= n || !is_digit(s[i]))
			return 0;
		while (i < n && is_digit(s[i]))
			i++;
	}
	return i == n && exponent_fits(s, n);
}

static hcl_json_value *parse_number(jparser *p)
{
	jtok t = next(p);
	const char *s = (const char *)p->s + t.start;
	if (!number_ok(s, t.end - t.start)) {
		diag_tok(p, M_NUMBER, &t);
		return NULL;
	}
	hcl_json_value *v = value(p, HCL_JSON_NUMBER, &t);
	v->text = s;
	v->len = t.end - t.start;
	return v;
}

static hcl_json_value *bad_keyword(jparser *p, const jtok *t, const char *s, uint32_t n)
{
	static const char *const js[] = {"undefined", "NaN", "Infinity"};
	static const char *const words[] = {"false", "true", "null"};
	hcl_buf b = {0};
	for (size_t i = 0; i < sizeof js / sizeof *js; i++)
		if (strlen(js[i]) == n && memcmp(s, js[i], n) == 0)
			hcl_buf_printf(&b, "The JavaScript identifier \"%s\" cannot be used in JSON.", js[i]);
	if (!b.n) {
		hcl_buf_puts(&b, "\"");
		hcl_buf_put(&b, s, n);
		hcl_buf_puts(&b, "\" is not a valid JSON keyword.");
		int guess = hcl_suggest(s, n, words, sizeof words / sizeof *words);
		if (guess >= 0)
			hcl_buf_printf(&b, " Did you mean \"%s\"?", words[guess]);
	}
	const char *detail = b.oom ? "Not a JSON keyword." : hcl_strndup(&p->jf->file.arena, b.p, b.n);
	hcl_buf_free(&b);
	hcl_diag_add(&p->jf->file, HCL_ERROR, t->start, t->end, "Invalid JSON keyword", detail);
	return NULL;
}

static hcl_json_value *parse_keyword(jparser *p)
{
	jtok t = next(p);
	const char *s = (const char *)p->s + t.start;
	uint32_t n = t.end - t.start;
	hcl_json_value *v;
	if ((n == 4 && memcmp(s, "true", 4) == 0) || (n == 5 && memcmp(s, "false", 5) == 0)) {
		v = value(p, HCL_JSON_BOOL, &t);
		v->flags = s[0] == 't' ? HCL_JSON_TRUE : 0;
		return v;
	}
	if (n == 4 && memcmp(s, "null", 4) == 0)
		return value(p, HCL_JSON_NULL, &t);
	return bad_keyword(p, &t, s, n);
}

static hcl_json_value *parse_string(jparser *p)
{
	jtok t = next(p);
	uint32_t at;
	if (hcl_json_str_check((const char *)p->s + t.start, t.end - t.start, &at) != 0) {
		uint32_t s = t.start + at < p->n ? t.start + at : p->n;
		diag(p, M_STRING, s, s + 1 <= p->n ? s + 1 : s);
		return NULL;
	}
	hcl_json_value *v = value(p, HCL_JSON_STRING, &t);
	if (hcl_grow((void **)&p->strs, &p->cap, p->nstrs + 1, sizeof *p->strs) != 0)
		hcl_arena_oom(&p->jf->file.arena); /* a string left out would lose its place */
	p->strs[p->nstrs++] = v;
	hcl_json_str_read(p->jf, v);
	return v;
}

/* Past the nesting limit: skips the whole value. */
static hcl_json_value *too_deep(jparser *p)
{
	int depth = 0;
	diag_tok(p, M_DEEP, &p->tok);
	do {
		jtok t = next(p);
		if (t.type == T_BRACE_O || t.type == T_BRACK_O)
			depth++;
		else if (t.type == T_BRACE_C || t.type == T_BRACK_C)
			depth--;
		else if (t.type == T_EOF)
			break;
	} while (depth > 0);
	return NULL;
}

/* A value; never NULL: what could not be parsed is an invalid value at the
 * token it started at (hcl's wrapInvalid). */
static hcl_json_value *parse_value(jparser *p)
{
	jtok t = p->tok;
	hcl_json_value *v = NULL;
	switch (t.type) {
	case T_BRACE_O:
	case T_BRACK_O:
		if (p->depth >= HCL_MAX_NESTING) {
			v = too_deep(p);
			break;
		}
		p->depth++;
		v = t.type == T_BRACE_O ? parse_object(p) : parse_array(p);
		p->depth--;
		break;
	case T_NUMBER: v = parse_number(p); break;
	case T_STRING: v = parse_string(p); break;
	case T_KEYWORD: v = parse_keyword(p); break;
	case T_BRACE_C: diag_tok(p, M_NO_VALUE, &t); break;
	case T_BRACK_C: diag_tok(p, M_NO_ELEMENT, &t); break;
	case T_EOF: diag_tok(p, M_EOF, &t); break;
	default: diag_tok(p, M_BAD_START, &t); break;
	}
	return v ? v : value(p, HCL_JSON_INVALID, &t);
}

/* ---- files ------------------------------------------------------------------- */
hcl_json_file *hcl_json_parse(const char *name, const char *src, size_t len)
{
	char *buf;
	if (len > UINT32_MAX - 2 || !(buf = malloc(len + 1)))
		return NULL;
	memcpy(buf, src, len);
	buf[len] = '\0';
	return hcl_json_parse_owned(name, buf, len);
}

/* The parse proper, under the arena's out-of-memory handler oom: 0, or -1
 * when memory ran out (a longjmp from hcl_arena_oom; p's table of strings
 * is the caller's to free).  setjmp is here so that the caller's p keeps
 * its values across the jump (C99 7.13.2.1). */
static int parse_guarded(jparser *p, const char *name, hcl_oom *oom)
{
	hcl_json_file *jf = p->jf;
	hcl_file *f = &jf->file;
	if (setjmp(oom->jb))
		return -1;
	f->arena.oom = oom;
	f->name = hcl_strndup(&f->arena, name, strlen(name));
	scan(p);
	hcl_json_value *root = parse_value(p);
	if (f->nerrors + f->nwarnings == 0 && p->tok.type != T_EOF)
		diag_tok(p, M_EXTRA, &p->tok);
	if (root->kind != HCL_JSON_OBJECT && root->kind != HCL_JSON_ARRAY) {
		uint32_t s, e;
		start_range(root, &s, &e);
		diag(p, M_ROOT, s, e);
		jtok zero = {T_EOF, 0, 0, 1, 1};
		root = value(p, HCL_JSON_OBJECT, &zero);
	}
	jf->root = root;
	jf->strs = hcl_alloc(&f->arena, p->nstrs * sizeof *jf->strs);
	if (p->nstrs)
		memcpy(jf->strs, p->strs, p->nstrs * sizeof *jf->strs);
	jf->nstrs = (uint32_t)p->nstrs;
	return 0;
}

hcl_json_file *hcl_json_parse_owned(const char *name, char *buf, size_t len)
{
	hcl_json_file *jf;
	hcl_oom oom;
	oom.held = NULL;
	if (len > UINT32_MAX - 2 || !(jf = calloc(1, sizeof *jf))) {
		free(buf);
		return NULL;
	}
	hcl_file *f = &jf->file;
	hcl_arena_init(&f->arena);
	f->src = f->owned = buf;
	f->len = (uint32_t)len;
	f->mode = HCL_MODE_CONFIG;
	f->json = 1;

	jparser p = {.jf = jf, .s = (const unsigned char *)buf, .n = (uint32_t)len, .line = 1, .col = 1};
	int rc = parse_guarded(&p, name, &oom);
	f->arena.oom = NULL;
	free(p.strs);
	if (rc != 0) {
		hcl_json_free(jf);
		return NULL;
	}
	return jf;
}

void hcl_json_free(hcl_json_file *jf)
{
	if (jf)
		hcl_file_free(&jf->file);
}

/* ---- positions --------------------------------------------------------------- */
const hcl_json_value *hcl_json_str_at(const hcl_json_file *jf, uint32_t byte)
{
	uint32_t lo = 0, hi = jf->nstrs;
	while (lo < hi) { /* the first string starting after byte */
		uint32_t mid = lo + (hi - lo) / 2;
		if (jf->strs[mid]->start <= byte)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo && byte < jf->strs[lo - 1]->end ? jf->strs[lo - 1] : NULL;
}

hcl_pos hcl_json_pos(hcl_json_file *jf, uint32_t byte)
{
	if (byte > jf->file.len)
		byte = jf->file.len;
	const hcl_json_value *s = hcl_json_str_at(jf, byte);
	if (s && byte == s->start)
		return (hcl_pos){s->line, s->col, byte};
	if (s)
		return hcl_json_str_pos(jf, s, byte);

	/* Elsewhere: columns from the start of the line, as the scanner counts
	 * them (a line always starts between tokens). */
	hcl_pos p = hcl_file_pos(&jf->file, byte);
	uint32_t len;
	const char *line = hcl_file_line(&jf->file, p.line, &len);
	if (!line)
		return p;
	const unsigned char *u = (const unsigned char *)jf->file.src;
	uint32_t i = (uint32_t)(line - jf->file.src), col = 1;
	int in_str = 0, escaping = 0;
	while (i < byte) {
		int c = u[i];
		if (in_str && c < 32)
			in_str = 0; /* the scanner ends the string there */
		if (!in_str) {
			col += is_space(c) ? space_cols(c) : 1;
			in_str = c == '"';
			escaping = 0;
			i++;
		} else if (c == '\\' || c == '"') {
			in_str = c == '\\' || escaping;
			escaping = c == '\\' && !escaping;
			col++;
			i++;
		} else {
			i = cluster_len(u, jf->file.len, i);
			col++;
			escaping = 0;
		}
	}
	p.col = col;
	return p;
}
