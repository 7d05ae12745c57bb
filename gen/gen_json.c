/* gen_json.c - reserve-gen --lang json: a spec, flattened through
 * `extends`, as one JSON document; and --lang json-schema: the JSON Schema
 * (draft 2020-12) of that document (doc/spec.schema.json).  Both are
 * written from the columns of spec_fields.h, so a field added there is in
 * the document and in its schema at once.  The format is described in
 * doc/vendoring.md ("The spec as JSON"). */
#include <stdio.h>
#include <string.h>

#include "gen.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* The version of the document's shape: raised when a key is removed or
 * changes meaning, not when one is added. */
enum { JSON_FORMAT_VERSION = 1 };

/* A JSON writer: pretty-printed, two spaces an indent. */
typedef struct jw {
	hcl_buf *b;
	int depth;
	int first; /* nothing written yet in the current object or array */
} jw;

static void newline(jw *w)
{
	hcl_buf_putc(w->b, '\n');
	for (int i = 0; i < w->depth; i++)
		hcl_buf_puts(w->b, "  ");
}

/* Before a value or a key in an object or array. */
static void item(jw *w)
{
	if (!w->first)
		hcl_buf_putc(w->b, ',');
	newline(w);
	w->first = 0;
}

static void jopen(jw *w, char c)
{
	hcl_buf_putc(w->b, c);
	w->depth++;
	w->first = 1;
}

static void jclose(jw *w, char c)
{
	w->depth--;
	if (!w->first)
		newline(w);
	hcl_buf_putc(w->b, c);
	w->first = 0;
}

static void str(jw *w, const char *s)
{
	static const char hex[] = "0123456789abcdef";
	if (!s) {
		hcl_buf_puts(w->b, "null");
		return;
	}
	hcl_buf_putc(w->b, '"');
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if (*p == '"' || *p == '\\') {
			hcl_buf_putc(w->b, '\\');
			hcl_buf_putc(w->b, (char)*p);
		} else if (*p == '\n') {
			hcl_buf_puts(w->b, "\\n");
		} else if (*p == '\t') {
			hcl_buf_puts(w->b, "\\t");
		} else if (*p < 0x20) {
			hcl_buf_puts(w->b, "\\u00");
			hcl_buf_putc(w->b, hex[*p >> 4]);
			hcl_buf_putc(w->b, hex[*p & 15]);
		} else {
			hcl_buf_putc(w->b, (char)*p);
		}
	}
	hcl_buf_putc(w->b, '"');
}

static void key(jw *w, const char *k)
{
	item(w);
	str(w, k);
	hcl_buf_puts(w->b, ": ");
}

/* ---- the document -------------------------------------------------------------- */

static void names(jw *w, spec_names n)
{
	jopen(w, '[');
	for (uint16_t i = 0; i < n.n; i++) {
		item(w);
		str(w, n.v[i]);
	}
	jclose(w, ']');
}

static void word(jw *w, const char *const *words, unsigned count, unsigned v)
{
	str(w, v < count ? words[v] : NULL);
}

/* The JSON key of a column: the spec's key, or the field's name for the
 * label and the nesting, which have none. */
static const char *json_key(const char *field, const char *spec_key)
{
	return spec_key ? spec_key : field;
}

/* J_kind(w, l, name, key, v): one column of each kind of spec_fields.h. */
#define J_label(w, l, nm, k, v) key(w, json_key(nm, k)), str(w, v);
#define J_nesting(w, l, nm, k, v) key(w, json_key(nm, k)), str(w, (v) >= 0 ? (l)->blocks[v].type : NULL);
#define J_str(w, l, nm, k, v) key(w, json_key(nm, k)), str(w, v);
#define J_list(w, l, nm, k, v) key(w, json_key(nm, k)), names(w, v);
#define J_bool(w, l, nm, k, v) key(w, json_key(nm, k)), hcl_buf_puts((w)->b, (v) ? "true" : "false");
#define J_word(w, nm, k, words, v) key(w, json_key(nm, k)), word(w, words, COUNT(words), v);
#define J_form(w, l, nm, k, v) J_word(w, nm, k, spec_form_names, v)
#define J_scope(w, l, nm, k, v) J_word(w, nm, k, spec_scope_names, v)
#define J_state(w, l, nm, k, v) J_word(w, nm, k, spec_state_names, v)
#define J_severity(w, l, nm, k, v) J_word(w, nm, k, spec_severity_names, v)
#define J_decl(w, l, nm, k, v) J_word(w, nm, k, spec_decl_names, v)
#define J_type_keyword_result(w, l, nm, k, v) J_word(w, nm, k, spec_type_keyword_result_names, v)
#define J_diag_subject(w, l, nm, k, v) J_word(w, nm, k, spec_diag_subject_names, v)
#define J_namespace_form(w, l, nm, k, v) J_word(w, nm, k, spec_namespace_form_names, v)
#define J_type_form(w, l, nm, k, v) J_word(w, nm, k, spec_type_form_names, v)
#define J_feature_ref(w, l, nm, k, v) key(w, json_key(nm, k)), str(w, (v) >= 0 ? (l)->features[v].name : NULL);
#define J_block_ref(w, l, nm, k, v) key(w, json_key(nm, k)), str(w, (v) >= 0 ? (l)->blocks[v].type : NULL);
#define J_diag_ref(w, l, nm, k, v) key(w, json_key(nm, k)), str(w, (v) >= 0 ? (l)->diags[v].id : NULL);
#define J_custom(w, l, nm, k, v)
#define J_unused(w, l, nm, k, v)

static void lang_obj(jw *w, const spec_lang *l)
{
	jopen(w, '{');
#define SPEC_LANG_FIELD(field, k, kind) J_##kind(w, l, #field, k, l->field)
#include "spec_fields.h"
	jclose(w, '}');
}

/* A root; the fallback has only the columns marked BOTH. */
#define ROOT_IN_ROOT 1
#define ROOT_IN_BOTH 1
#define FALLBACK_IN_ROOT 0
#define FALLBACK_IN_BOTH 1
static void root_obj(jw *w, const spec_lang *l, const spec_root *r, int fallback)
{
	(void)l; /* for the reference columns, which some tables have none of */
	jopen(w, '{');
#define SPEC_ROOT_FIELD(field, k, kind, in)            \
	if (fallback ? FALLBACK_IN_##in : ROOT_IN_##in) { \
		J_##kind(w, l, #field, k, r->field)        \
	}
#include "spec_fields.h"
	jclose(w, '}');
}

static void block_obj(jw *w, const spec_lang *l, const spec_block *x)
{
	(void)l; /* for the reference columns, which some tables have none of */
	jopen(w, '{');
#define SPEC_BLOCK_FIELD(field, k, kind) J_##kind(w, l, #field, k, x->field)
#include "spec_fields.h"
	jclose(w, '}');
}

static void feature_obj(jw *w, const spec_lang *l, const spec_feature *x)
{
	(void)l; /* for the reference columns, which some tables have none of */
	jopen(w, '{');
#define SPEC_FEATURE_FIELD(field, k, kind) J_##kind(w, l, #field, k, x->field)
#include "spec_fields.h"
	jclose(w, '}');
}

static void edition_obj(jw *w, const spec_lang *l, const spec_edition *x)
{
	(void)l; /* for the reference columns, which some tables have none of */
	jopen(w, '{');
#define SPEC_EDITION_FIELD(field, k, kind) J_##kind(w, l, #field, k, x->field)
#include "spec_fields.h"
	key(w, "features"); /* custom: the names of its features */
	jopen(w, '[');
	for (uint16_t i = 0; i < x->nfeatures; i++) {
		item(w);
		str(w, l->features[x->features[i]].name);
	}
	jclose(w, ']');
	jclose(w, '}');
}

static void diag_obj(jw *w, const spec_lang *l, const spec_diag *x)
{
	(void)l; /* for the reference columns, which some tables have none of */
	jopen(w, '{');
#define SPEC_DIAG_FIELD(field, k, kind) J_##kind(w, l, #field, k, x->field)
#include "spec_fields.h"
	jclose(w, '}');
}

static void function_obj(jw *w, const spec_lang *l, const spec_function *x)
{
	(void)l; /* for the reference columns, which some tables have none of */
	jopen(w, '{');
#define SPEC_FUNCTION_FIELD(field, k, kind) J_##kind(w, l, #field, k, x->field)
#include "spec_fields.h"
	jclose(w, '}');
}

static void namespace_obj(jw *w, const spec_lang *l, const spec_namespace *x)
{
	(void)l; /* for the reference columns, which some tables have none of */
	jopen(w, '{');
#define SPEC_NAMESPACE_FIELD(field, k, kind) J_##kind(w, l, #field, k, x->field)
#include "spec_fields.h"
	jclose(w, '}');
}

static void type_obj(jw *w, const spec_lang *l, const spec_type *x)
{
	(void)l; /* for the reference columns, which some tables have none of */
	jopen(w, '{');
#define SPEC_TYPE_FIELD(field, k, kind) J_##kind(w, l, #field, k, x->field)
#include "spec_fields.h"
	jclose(w, '}');
}

/* KEY: [ROW, ...] for a table of spec_lang. */
#define TABLE(w, l, name, table, obj)                          \
	do {                                                   \
		key(w, name);                                  \
		jopen(w, '[');                                  \
		for (uint16_t i_ = 0; i_ < (l)->n##table; i_++) { \
			item(w);                               \
			obj(w, l, &(l)->table[i_]);            \
		}                                              \
		jclose(w, ']');                                 \
	} while (0)

void gen_json(hcl_buf *out, const spec_lang *l)
{
	jw w = {out, 0, 1};
	jopen(&w, '{');
	key(&w, "format_version");
	hcl_buf_printf(out, "%d", JSON_FORMAT_VERSION);
	key(&w, "language");
	lang_obj(&w, l);
	key(&w, "fallback");
	root_obj(&w, l, &l->fallback, 1);
	key(&w, "roots");
	jopen(&w, '[');
	for (uint16_t i = 0; i < l->nroots; i++) {
		item(&w);
		root_obj(&w, l, &l->roots[i], 0);
	}
	jclose(&w, ']');
	TABLE(&w, l, "blocks", blocks, block_obj);
	TABLE(&w, l, "features", features, feature_obj);
	TABLE(&w, l, "editions", editions, edition_obj);
	TABLE(&w, l, "diagnostics", diags, diag_obj);
	TABLE(&w, l, "functions", functions, function_obj);
	TABLE(&w, l, "namespaces", namespaces, namespace_obj);
	TABLE(&w, l, "types", types, type_obj);
	jclose(&w, '}');
	hcl_buf_putc(out, '\n');
}

/* ---- the schema --------------------------------------------------------------- */

/* The schema of one column: {"type": ...} or {"enum": [...]}. */
static void s_type(jw *w, const char *type)
{
	jopen(w, '{');
	key(w, "type");
	if (strchr(type, ',')) { /* "string,null" */
		jopen(w, '[');
		item(w);
		str(w, "string");
		item(w);
		str(w, "null");
		jclose(w, ']');
	} else {
		str(w, type);
	}
	jclose(w, '}');
}

static void s_list(jw *w)
{
	jopen(w, '{');
	key(w, "type");
	str(w, "array");
	key(w, "items");
	s_type(w, "string");
	jclose(w, '}');
}

static void s_enum(jw *w, const char *const *words, unsigned n)
{
	jopen(w, '{');
	key(w, "enum");
	jopen(w, '[');
	for (unsigned i = 0; i < n; i++) {
		if (!words[i])
			continue;
		item(w);
		str(w, words[i]);
	}
	jclose(w, ']');
	jclose(w, '}');
}

/* S_kind(w, name, key): the property of one column. */
#define S_label(w, nm, k) key(w, json_key(nm, k)), s_type(w, "string");
#define S_nesting(w, nm, k) key(w, json_key(nm, k)), s_type(w, "string,null");
#define S_str(w, nm, k) key(w, json_key(nm, k)), s_type(w, "string,null");
#define S_list(w, nm, k) key(w, json_key(nm, k)), s_list(w);
#define S_bool(w, nm, k) key(w, json_key(nm, k)), s_type(w, "boolean");
#define S_word(w, nm, k, words) key(w, json_key(nm, k)), s_enum(w, words, COUNT(words));
#define S_form(w, nm, k) S_word(w, nm, k, spec_form_names)
#define S_scope(w, nm, k) S_word(w, nm, k, spec_scope_names)
#define S_state(w, nm, k) S_word(w, nm, k, spec_state_names)
#define S_severity(w, nm, k) S_word(w, nm, k, spec_severity_names)
#define S_decl(w, nm, k) S_word(w, nm, k, spec_decl_names)
#define S_type_keyword_result(w, nm, k) S_word(w, nm, k, spec_type_keyword_result_names)
#define S_diag_subject(w, nm, k) S_word(w, nm, k, spec_diag_subject_names)
#define S_namespace_form(w, nm, k) S_word(w, nm, k, spec_namespace_form_names)
#define S_type_form(w, nm, k) S_word(w, nm, k, spec_type_form_names)
#define S_feature_ref(w, nm, k) key(w, json_key(nm, k)), s_type(w, "string,null");
#define S_block_ref(w, nm, k) key(w, json_key(nm, k)), s_type(w, "string,null");
#define S_diag_ref(w, nm, k) key(w, json_key(nm, k)), s_type(w, "string,null");
#define S_custom(w, nm, k)
#define S_unused(w, nm, k)

/* R_kind(w, name, key): the column's key in "required". */
#define R_any(w, nm, k) item(w), str(w, json_key(nm, k));
#define R_label R_any
#define R_nesting R_any
#define R_str R_any
#define R_list R_any
#define R_bool R_any
#define R_form R_any
#define R_scope R_any
#define R_state R_any
#define R_severity R_any
#define R_decl R_any
#define R_type_keyword_result R_any
#define R_diag_subject R_any
#define R_namespace_form R_any
#define R_type_form R_any
#define R_feature_ref R_any
#define R_block_ref R_any
#define R_diag_ref R_any
#define R_custom(w, nm, k)
#define R_unused(w, nm, k)

/* An object definition: "NAME": {"type": "object", "description": ...,
 * "properties": {...}, "required": [...], "additionalProperties": false}.
 * props and req write the columns; extra, when set, one more column. */
static void s_object(jw *w, const char *name, const char *what, void (*props)(jw *w, int pass),
		     const char *extra)
{
	key(w, name);
	jopen(w, '{');
	key(w, "type");
	str(w, "object");
	key(w, "description");
	str(w, what);
	key(w, "properties");
	jopen(w, '{');
	props(w, 0);
	if (extra) {
		key(w, extra);
		s_list(w);
	}
	jclose(w, '}');
	key(w, "required");
	jopen(w, '[');
	props(w, 1);
	if (extra) {
		item(w);
		str(w, extra);
	}
	jclose(w, ']');
	key(w, "additionalProperties");
	hcl_buf_puts(w->b, "false");
	jclose(w, '}');
}

static void lang_props(jw *w, int pass)
{
	if (pass == 0) {
#define SPEC_LANG_FIELD(field, k, kind) S_##kind(w, #field, k)
#include "spec_fields.h"
	} else {
#define SPEC_LANG_FIELD(field, k, kind) R_##kind(w, #field, k)
#include "spec_fields.h"
	}
}

/* Each table's properties: pass 0 their schemas, pass 1 the required ones.
 * Deliberately alike: one function per table, each expanding that
 * table's X-list of spec_fields.h; an #include cannot stand in a macro, so
 * the bodies cannot be written once. */
static void root_props(jw *w, int pass)
{
	if (pass == 0) {
#define SPEC_ROOT_FIELD(field, k, kind, in) S_##kind(w, #field, k)
#include "spec_fields.h"
	} else {
#define SPEC_ROOT_FIELD(field, k, kind, in) R_##kind(w, #field, k)
#include "spec_fields.h"
	}
}

static void fallback_props(jw *w, int pass)
{
	if (pass == 0) {
#define SPEC_ROOT_FIELD(field, k, kind, in) \
	if (FALLBACK_IN_##in) {             \
		S_##kind(w, #field, k)      \
	}
#include "spec_fields.h"
	} else {
#define SPEC_ROOT_FIELD(field, k, kind, in) \
	if (FALLBACK_IN_##in) {             \
		R_##kind(w, #field, k)      \
	}
#include "spec_fields.h"
	}
}

static void block_props(jw *w, int pass)
{
	if (pass == 0) {
#define SPEC_BLOCK_FIELD(field, k, kind) S_##kind(w, #field, k)
#include "spec_fields.h"
	} else {
#define SPEC_BLOCK_FIELD(field, k, kind) R_##kind(w, #field, k)
#include "spec_fields.h"
	}
}

static void feature_props(jw *w, int pass)
{
	if (pass == 0) {
#define SPEC_FEATURE_FIELD(field, k, kind) S_##kind(w, #field, k)
#include "spec_fields.h"
	} else {
#define SPEC_FEATURE_FIELD(field, k, kind) R_##kind(w, #field, k)
#include "spec_fields.h"
	}
}

static void edition_props(jw *w, int pass)
{
	if (pass == 0) {
#define SPEC_EDITION_FIELD(field, k, kind) S_##kind(w, #field, k)
#include "spec_fields.h"
	} else {
#define SPEC_EDITION_FIELD(field, k, kind) R_##kind(w, #field, k)
#include "spec_fields.h"
	}
}

static void diag_props(jw *w, int pass)
{
	if (pass == 0) {
#define SPEC_DIAG_FIELD(field, k, kind) S_##kind(w, #field, k)
#include "spec_fields.h"
	} else {
#define SPEC_DIAG_FIELD(field, k, kind) R_##kind(w, #field, k)
#include "spec_fields.h"
	}
}

static void function_props(jw *w, int pass)
{
	if (pass == 0) {
#define SPEC_FUNCTION_FIELD(field, k, kind) S_##kind(w, #field, k)
#include "spec_fields.h"
	} else {
#define SPEC_FUNCTION_FIELD(field, k, kind) R_##kind(w, #field, k)
#include "spec_fields.h"
	}
}

static void namespace_props(jw *w, int pass)
{
	if (pass == 0) {
#define SPEC_NAMESPACE_FIELD(field, k, kind) S_##kind(w, #field, k)
#include "spec_fields.h"
	} else {
#define SPEC_NAMESPACE_FIELD(field, k, kind) R_##kind(w, #field, k)
#include "spec_fields.h"
	}
}

static void type_props(jw *w, int pass)
{
	if (pass == 0) {
#define SPEC_TYPE_FIELD(field, k, kind) S_##kind(w, #field, k)
#include "spec_fields.h"
	} else {
#define SPEC_TYPE_FIELD(field, k, kind) R_##kind(w, #field, k)
#include "spec_fields.h"
	}
}

/* The top-level tables: key, definition, what it holds. */
static const char *const tables[][3] = {
	{"roots", "root", "the reference prefixes (root symbols), in spec order"},
	{"blocks", "block", "the block types"},
	{"features", "feature", "the language features and their states"},
	{"editions", "edition", "the editions"},
	{"diagnostics", "diagnostic", "the diagnostics catalogue"},
	{"functions", "function", "the built-in functions"},
	{"namespaces", "namespace", "the function namespaces"},
	{"types", "type", "the names of type constraints"},
};

static void ref(jw *w, const char *def)
{
	char path[64];
	snprintf(path, sizeof path, "#/$defs/%s", def);
	jopen(w, '{');
	key(w, "$ref");
	str(w, path);
	jclose(w, '}');
}

void gen_json_schema(hcl_buf *out)
{
	jw w = {out, 0, 1};
	jopen(&w, '{');
	key(&w, "$schema");
	str(&w, "https://json-schema.org/draft/2020-12/schema");
	key(&w, "$id");
	str(&w, "urn:reserve:spec-json:1");
	key(&w, "title");
	str(&w, "A reserve language spec, flattened through extends (reserve-gen --lang json)");
	key(&w, "description");
	str(&w, "Generated by reserve-gen --lang json-schema from runtime/spec/spec_fields.h: do not edit. "
		"Names refer to rows of the same document: a feature by its name, a block by its type, "
		"a diagnostic by its id; null where the spec has none. Readers must ignore keys they do "
		"not know: later versions of format 1 may add keys, never remove or change one.");
	key(&w, "type");
	str(&w, "object");
	key(&w, "properties");
	jopen(&w, '{');
	key(&w, "format_version");
	jopen(&w, '{');
	key(&w, "const");
	hcl_buf_printf(out, "%d", JSON_FORMAT_VERSION);
	jclose(&w, '}');
	key(&w, "language");
	ref(&w, "language");
	key(&w, "fallback");
	ref(&w, "fallback");
	for (size_t i = 0; i < COUNT(tables); i++) {
		key(&w, tables[i][0]);
		jopen(&w, '{');
		key(&w, "type");
		str(&w, "array");
		key(&w, "description");
		str(&w, tables[i][2]);
		key(&w, "items");
		ref(&w, tables[i][1]);
		jclose(&w, '}');
	}
	jclose(&w, '}');
	key(&w, "required");
	jopen(&w, '[');
	item(&w);
	str(&w, "format_version");
	item(&w);
	str(&w, "language");
	item(&w);
	str(&w, "fallback");
	for (size_t i = 0; i < COUNT(tables); i++) {
		item(&w);
		str(&w, tables[i][0]);
	}
	jclose(&w, ']');
	key(&w, "additionalProperties");
	hcl_buf_puts(out, "false");
	key(&w, "$defs");
	jopen(&w, '{');
	s_object(&w, "language", "the language block's settings", lang_props, NULL);
	s_object(&w, "fallback", "how a name that is no root reads (TYPE.NAME)", fallback_props, NULL);
	s_object(&w, "root", "a reference prefix", root_props, NULL);
	s_object(&w, "block", "a block type; parent is the enclosing block type of a nested one", block_props,
		 NULL);
	s_object(&w, "feature", "a language feature", feature_props, NULL);
	s_object(&w, "edition", "an edition and the features it turns on", edition_props, "features");
	s_object(&w, "diagnostic", "a diagnostic: summary and detail are templates whose {name} are its params",
		 diag_props, NULL);
	s_object(&w, "function", "a built-in function", function_props, NULL);
	s_object(&w, "namespace", "a function namespace", namespace_props, NULL);
	s_object(&w, "type", "a name of a type constraint", type_props, NULL);
	jclose(&w, '}');
	jclose(&w, '}');
	hcl_buf_putc(out, '\n');
}
