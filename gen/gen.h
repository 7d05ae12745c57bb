/* gen.h - the parts of reserve-gen (prefix gen_), a pipeline: gen_main.c
 * reads the options and loads the spec, gen_facts.c writes its facts as m4
 * definitions (escaped by gen_buf.c), gen_run.c renders the templates
 * through m4 and re2c, each output through a temporary file. */
#ifndef RESERVE_GEN_H
#define RESERVE_GEN_H

#include <stddef.h>

#include "hcl_buf.h"
#include "spec.h"

/* Generated text.  bad_text is set when a spec string holds what the
 * templates reserve (RSV_, m4_): m4 would expand it.  Zero-initialise;
 * release with hcl_buf_free(&g->b). */
typedef struct gen_buf {
	hcl_buf b;
	int bad_text;
} gen_buf;

/* s (or NULL) as a C string literal that m4 quotes leave alone: the quote
 * characters [ ] $, and ? (trigraphs), are written as octal escapes. */
void gen_cstr(gen_buf *g, const char *s);
/* s as the text of a Markdown table cell (nothing for NULL). */
void gen_mdtext(gen_buf *g, const char *s);
/* src in upper case, any other character than a letter or digit as _. */
void gen_upper(char *dst, const char *src, size_t cap);

/* Writes the facts of l as m4 definitions for the templates, naming
 * source as the spec they come from. */
void gen_facts(gen_buf *out, const spec_lang *l, const char *source);

/* What to make and with which tools. */
typedef struct gen_opts {
	const char *spec;      /* the spec file, as given */
	const char *outdir;    /* where the outputs go */
	const char *templates; /* where the m4 templates are */
	const char *m4, *re2c; /* the programs */
	int check_only;        /* load and check the spec only */
	const char *lang;      /* c (default), go, json or json-schema */
	const char *package;   /* --lang go: the Go package's name */
	const char *module;    /* --lang go: its import path (default: the package name) */
} gen_opts;

/* Renders every template of o->templates through m4 with the facts, then
 * the form machine through re2c, into o->outdir.  Each output is written
 * to a temporary file first and replaces the old one only when complete.
 * Returns 0, or -1 after a message on stderr. */
int gen_render(const gen_opts *o, const spec_lang *l, const hcl_buf *facts);

/* The steps of gen_render, for the other languages (gen_run.c).  Each makes
 * out through a temporary file that replaces it only when complete, and
 * returns 0, or -1 after a message on stderr.  gen_command runs argv:
 * out is its standard output, or (out_arg >= 0) the file it writes, whose
 * name reserve-gen puts in argv[out_arg]. */
int gen_command(const char *out, const char **argv, int out_arg);
/* template through m4 (-P) after facts, as gen_render does. */
int gen_m4(const char *m4, const char *facts, const char *template, const char *out);
/* data, as it is. */
int gen_write(const char *out, const hcl_buf *data);

/* The spec l, flattened, as a JSON document (gen_json.c). */
void gen_json(hcl_buf *out, const spec_lang *l);
/* The JSON Schema of that document (doc/spec.schema.json). */
void gen_json_schema(hcl_buf *out);

/* --lang go: the Go package of l into o->outdir (gen_go.c): its facts as m4
 * definitions, the templates of gen/go/ through m4 and the matchers through
 * re2go.  Returns 0, or -1 after a message on stderr. */
int gen_go(const gen_opts *o, const spec_lang *l, const hcl_buf *facts);

#endif
