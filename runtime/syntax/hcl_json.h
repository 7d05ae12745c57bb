/* hcl_json.h - HCL's JSON syntax: a .tf.json file read as hcl's json
 * package reads it, into a tree of JSON values whose strings are parsed as
 * HCL templates.  Internal API of the syntax layer (prefix hcl_json_). */
#ifndef RESERVE_HCL_JSON_H
#define RESERVE_HCL_JSON_H

#include "hcl.h"

typedef enum {
	HCL_JSON_OBJECT,
	HCL_JSON_ARRAY,
	HCL_JSON_STRING,
	HCL_JSON_NUMBER,
	HCL_JSON_BOOL,
	HCL_JSON_NULL,
	HCL_JSON_INVALID /* what could not be parsed (hcl's invalidVal) */
} hcl_json_kind;

enum {
	HCL_JSON_TRUE = 1,    /* bool: true */
	HCL_JSON_ESCAPED = 2, /* string: the decoded text differs from the source bytes */
	HCL_JSON_TBAD = 4,    /* string: its template has errors; like hcl, no traversals */
	HCL_JSON_AS_EXPR = 8, /* string: read as a native expression, which hcl
			       * parses from its opening quote (ParseExpression,
			       * ParseTraversalAbs), so what is in it is placed a
			       * byte earlier than in a template */
	HCL_JSON_EVAL = 16    /* string: a template with errors that the
			       * configuration evaluates (hcl_json_add_late) */
};

typedef struct hcl_json_value hcl_json_value;

/* One property of an object, in source order; duplicates are kept (hcl
 * complains about them only where it reads the object as a body). */
typedef struct hcl_json_prop {
	hcl_json_value *name; /* a string: its text is the name, its expr the
			       * template hcl reads when the object is a value */
	hcl_json_value *value;
	struct hcl_json_prop *next;
} hcl_json_prop;

struct hcl_json_value {
	uint8_t kind;  /* hcl_json_kind */
	uint8_t flags; /* HCL_JSON_* */
	uint32_t start, end; /* source bytes, end exclusive: brace to brace,
			      * bracket to bracket, quote to quote, the token;
			      * an invalid value: the token it started at */
	uint32_t line, col;  /* start as hcl's JSON scanner counts (a tab is
			      * two columns, a carriage return none) */
	const char *text;    /* string: decoded, NUL-terminated; number: as written */
	uint32_t len;
	hcl_expr *expr;        /* string: the text parsed as an HCL template (as
				* hcl.ParseTemplate), byte offsets in this file */
	hcl_json_prop *props;  /* object */
	hcl_json_value *items; /* array: the first element, then ->next */
	uint32_t n;            /* object: properties; array: elements */
	hcl_json_value *next;  /* the next element of the enclosing array */
};

/* A JSON file.  file comes first, so &jf->file is an hcl_file for every
 * function that takes one (name, source, diagnostics, rendering), and
 * hcl_file_free(&jf->file) frees everything: all memory is in its arena. */
typedef struct hcl_json_file {
	hcl_file file;        /* body and expr are NULL; diags are JSON syntax errors */
	hcl_json_value *root; /* an object or an array; an empty object when the
			       * source has neither (as hcl) */
	hcl_diag *tdiags, *tdiags_tail; /* problems of the templates in strings,
					 * kept apart: hcl reports them only when
					 * it evaluates one */
	uint32_t nterrors;
	hcl_json_value **strs; /* every string (names too) in source order */
	uint32_t nstrs;
	int attrs_read;        /* hcl_json_attr_variables has added its diagnostics */
} hcl_json_file;

/* Parses len bytes of src with hcl's JSON syntax.  Like hcl_parse, always
 * returns a file however bad the input, NULL only past 4 GiB or without
 * memory.  The _owned form takes buf (malloc'd, buf[len] == '\0'). */
hcl_json_file *hcl_json_parse(const char *name, const char *src, size_t len);
hcl_json_file *hcl_json_parse_owned(const char *name, char *buf, size_t len);
void hcl_json_free(hcl_json_file *jf);

/* The string that holds byte (from its opening quote to its closing one), or NULL. */
const hcl_json_value *hcl_json_str_at(const hcl_json_file *jf, uint32_t byte);
/* Sets flag on v, a value of the file's own tree (in its arena). */
void hcl_json_mark(const hcl_json_value *v, unsigned flag);

/* The position hcl reports for a byte of the file.  Inside a string it is
 * hcl's: the string's start plus the offset in the decoded text, lines and
 * columns counted in that text, so escapes before it shift it from the
 * byte's own place (which hcl_file_pos gives). */
hcl_pos hcl_json_pos(hcl_json_file *jf, uint32_t byte);

/* hcl's Expression.Variables() of one value: the traversals of every
 * template in it (object names included), in source order.  0, or -1 when
 * memory ran out (as hcl_expr_variables). */
int hcl_json_variables(const hcl_json_value *v, hcl_trav_fn fn, void *ctx);

/* The reading of hcl's Body.JustAttributes on the root: each property is
 * an attribute ("//" ones are comments), a repeated name an error, a root
 * that is not an object an error; calls hcl_json_variables for each
 * attribute in source order.  Adds its diagnostics to the file the first
 * time; returns the number of attributes. */
uint32_t hcl_json_attr_variables(hcl_json_file *jf, hcl_trav_fn fn, void *ctx);

/* ---- a JSON file read as a configuration body (hcl_json_lower.c) ---------
 * hcl's Body.Content against a schema, done once for the whole file and
 * lowered into the native tree (hcl_body, hcl_block, hcl_attr, hcl_expr),
 * so that whatever reads native files reads JSON ones the same way.  The
 * schema is the caller's: a body is named by an int it chooses. */
typedef enum {
	HCL_JSON_ARG,      /* an argument: its strings are templates (a JSON value) */
	HCL_JSON_ARG_EXPR, /* an argument whose strings are native expressions, as
			    * hcl's AsTraversal and ExprCall, and OpenTofu's
			    * ConvertJSONExpressionToHCL, read them: the string, each
			    * element of an array, each name and value of an object */
	HCL_JSON_ARG_TRY,  /* the same, but a string that is no valid expression
			    * is a template, quietly (arguments that mix keywords,
			    * addresses and plain strings) */
	HCL_JSON_BLOCK,    /* a block type: its labels are nested property names */
	HCL_JSON_EXTRA     /* in no argument or block type of a closed schema */
} hcl_json_item_kind;

typedef struct hcl_json_item {
	int kind;                  /* hcl_json_item_kind */
	const char *const *labels; /* block: the names of its labels (for messages) */
	uint32_t nlabels;
	const char *suggestion;    /* extra: the schema's name closest to it, or NULL */
} hcl_json_item;

typedef struct hcl_json_schema {
	/* What property name is in a body of schema body. */
	void (*item)(void *self, int body, const char *name, hcl_json_item *out);
	/* The schema of the body of block b (type and labels filled in), met in a
	 * body of schema parent; *just set when that body is read with hcl's
	 * JustAttributes (its duplicates have that method's message). */
	int (*block_body)(void *self, int parent, const hcl_block *b, int *just);
	void *self;
	int root; /* the schema of the file's root object */
} hcl_json_schema;

/* Reads jf's root as a body with schema s into jf->file.body.  hcl's
 * diagnostics for the structure (a block that is not an object, a missing
 * label, a duplicate argument, a property a closed schema does not have)
 * and the problems of every string read as an expression or as a template
 * that is evaluated go to the file's diagnostics.  Every range is a range
 * of the .json file: an argument from its name to its value, a block's type
 * and labels their property names, the block itself its body (it starts at
 * its opening brace, hcl's DefRange), a template from quote to quote. */
void hcl_json_lower(hcl_json_file *jf, const hcl_json_schema *s);
/* Adds to f the errors of the templates with errors that the lowering read
 * as values: OpenTofu meets them when it evaluates the string, once the
 * configuration has loaded, so they are no load errors and a check adds
 * them after loading (each time it runs).  Nothing for a native file. */
void hcl_json_add_late(hcl_file *f);

/* hcl's JSON ContextString: the path from v to the innermost object or
 * array whose range holds byte at (".NAME" a property, "[I]" an element,
 * the first "." dropped), appended to out; 0 when no property or element
 * of v holds it. */
int hcl_json_context(const hcl_json_value *v, uint32_t at, hcl_buf *out);
/* The JSON tree of f, a file that hcl_json_parse made. */
const hcl_json_value *hcl_json_root(const hcl_file *f);
/* The object whose opening brace is at byte brace, inside v; NULL when none is. */
const hcl_json_value *hcl_json_object_at(const hcl_json_value *v, uint32_t brace);
/* The property of object o from whose name to whose value's end byte at
 * lies (its name, the brace of a block in it), or NULL. */
const hcl_json_prop *hcl_json_prop_at(const hcl_json_value *o, uint32_t at);
/* The bytes [*start, *end) that take property p out of its object with one
 * comma: with prev (the property before p, when one that stays comes
 * earlier) the comma before p, else the comma after it, if any. */
void hcl_json_prop_cut(const hcl_json_prop *prev, const hcl_json_prop *p, uint32_t *start, uint32_t *end);

/* ---- internals shared by the parser and the string reader --------------- */
/* "The argument "NAME" was already set at FILE:L,C-C." with summary, at
 * dup's name (hcl's words and range form). */
void hcl_json_duplicate(hcl_json_file *jf, const hcl_json_prop *dup, const hcl_json_prop *first,
			const char *summary);
/* String s's text parsed as a native expression (hclsyntax.ParseExpression)
 * with the file's offsets; its problems are added to the file.  With
 * quiet, NULL and nothing added when it has errors. */
hcl_expr *hcl_json_str_expr(hcl_json_file *jf, const hcl_json_value *s, int quiet);
/* Checks a string token (from its opening quote; the closing one may be
 * missing) as Go's encoding/json does: 0 when valid, else -1 with *at the
 * offset in the token that hcl reports. */
int hcl_json_str_check(const char *tok, uint32_t n, uint32_t *at);
/* Fills in a string value from its checked token: the decoded text, the
 * template and the template's diagnostics. */
void hcl_json_str_read(hcl_json_file *jf, hcl_json_value *v);
/* hcl's position of byte, which lies in string s (after its opening quote). */
hcl_pos hcl_json_str_pos(const hcl_json_file *jf, const hcl_json_value *s, uint32_t byte);

#endif
