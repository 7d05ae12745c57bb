/* gen_main.c - reserve-gen: compiles a language spec to C.
 *
 *   reserve-gen [--check] SPEC [-o DIR] [--templates DIR] [--m4 PROG] [--re2c PROG]
 *
 * Loads and checks SPEC, writes its facts as m4 macros, renders the
 * templates of gen/ through m4 (tables, matcher, catalogue, reference page)
 * and the reference-form machine through re2c, into DIR as PREFIX_spec.h,
 * PREFIX_spec.c, PREFIX_forms.re, PREFIX_forms.c and PREFIX_reference.md.
 * Output is byte-identical on every run: no dates, no absolute paths. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hcl.h"
#include "spec.h"

static const char *const decl_names[] = {"NONE", "MANAGED", "DATA", "EPHEMERAL", "MODULE",
					 "VARIABLE", "LOCALS", "OUTPUT", "PROVIDER", "CHECK"};

typedef struct buf {
	char *p;
	size_t n, cap;
	int oom;
} buf;

static void put(buf *b, const char *s, size_t n)
{
	if (b->n + n + 1 > b->cap) {
		size_t ncap = (b->cap + n + 1) * 2;
		char *np = realloc(b->p, ncap);
		if (!np) {
			b->oom = 1;
			return;
		}
		b->p = np;
		b->cap = ncap;
	}
	memcpy(b->p + b->n, s, n);
	b->n += n;
	b->p[b->n] = '\0';
}

static void puts_(buf *b, const char *s)
{
	put(b, s, strlen(s));
}

__attribute__((format(printf, 2, 3))) static void printf_(buf *b, const char *fmt, ...)
{
	char tmp[4096];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	if (n > 0)
		put(b, tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
}

static int bad_text; /* a string m4 would misread */

/* A C string literal for s (or NULL), safe inside m4 quotes: the quote
 * characters [ ] and $ are written as octal escapes. */
static void cstr(buf *b, const char *s)
{
	if (!s) {
		puts_(b, "NULL");
		return;
	}
	if (strstr(s, "RSV_") || strstr(s, "m4_"))
		bad_text = 1;
	put(b, "\"", 1);
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		char esc[8];
		switch (*p) {
		case '"': puts_(b, "\\\""); break;
		case '\\': puts_(b, "\\\\"); break;
		case '\n': puts_(b, "\\n"); break;
		case '\t': puts_(b, "\\t"); break;
		case '[': case ']': case '$': case '?':
			snprintf(esc, sizeof esc, "\\%03o", *p);
			puts_(b, esc);
			break;
		default:
			if (*p < 0x20 || *p == 0x7f) {
				snprintf(esc, sizeof esc, "\\%03o", *p);
				puts_(b, esc);
			} else {
				put(b, (const char *)p, 1);
			}
		}
	}
	put(b, "\"", 1);
}

/* Markdown text: | and newlines would break a table row. */
static void mdtext(buf *b, const char *s)
{
	if (!s)
		return;
	if (strstr(s, "RSV_") || strstr(s, "m4_"))
		bad_text = 1;
	for (const char *p = s; *p; p++) {
		if (*p == '|')
			puts_(b, "\\|");
		else if (*p == '\n')
			puts_(b, "<br>");
		else if (*p == '[' || *p == ']' || *p == '$')
			printf_(b, "&#%d;", *p);
		else
			put(b, p, 1);
	}
}

static void upper(char *dst, const char *src, size_t cap)
{
	size_t i = 0;
	for (; src[i] && i + 1 < cap; i++)
		dst[i] = (char)(src[i] >= 'a' && src[i] <= 'z' ? src[i] - 32
				: (src[i] >= 'A' && src[i] <= 'Z') || (src[i] >= '0' && src[i] <= '9') ? src[i]
				: '_');
	dst[i] = '\0';
}

static const char *const form_names[] = {"NAME", "TYPE_NAME", "MODULE_CALL", "BARE", "RESERVED"};
static const char *const form_words[] = {"name", "type_name", "module_call", "bare", "reserved"};
static const char *const state_names[] = {"EXPERIMENT", "SELECTABLE", "CONCLUDED", "REMOVED"};
static const char *const state_words[] = {"experiment", "selectable", "concluded", "removed"};


/* A name list as a static array and its spec_names initialiser. */
static void names(buf *arrays, buf *b, const char *prefix, const char *what, unsigned i,
		  spec_names n)
{
	if (!n.n) {
		puts_(b, "{NULL, 0}");
		return;
	}
	printf_(arrays, "static const char *const %s_%s_%u[] = {", prefix, what, i);
	for (uint16_t k = 0; k < n.n; k++) {
		puts_(arrays, k ? ", " : "");
		cstr(arrays, n.v[k]);
	}
	puts_(arrays, "};\n");
	printf_(b, "{%s_%s_%u, %u}", prefix, what, i, n.n);
}

static void root_fields(buf *arrays, buf *b, const char *prefix, const char *what, unsigned i,
			const spec_root *r, const char *form)
{
	printf_(b, "[[[");
	cstr(b, r->name);
	printf_(b, ", %s, %s, %u, %u, %u, %d, ", form,
		r->scope ? "SPEC_SCOPE_TESTING" : "SPEC_SCOPE_ANY", r->alias, r->escape, r->no_remaining,
		r->feature);
	cstr(b, r->subject);
	puts_(b, ", ");
	cstr(b, r->instance_subject);
	puts_(b, ", ");
	cstr(b, r->mode);
	puts_(b, ", ");
	cstr(b, r->what);
	puts_(b, ", ");
	cstr(b, r->two_names);
	puts_(b, ", ");
	cstr(b, r->refers);
	puts_(b, ", ");
	cstr(b, r->since);
	puts_(b, ", ");
	names(arrays, b, prefix, what, i, r->attributes);
	printf_(b, ", SPEC_DECL_%s, %u, %d, %d, %d, %d, ", decl_names[r->declared_by], r->requires_self,
		r->undeclared, r->out_of_context, r->invalid_attribute, r->removed_attribute);
	cstr(b, r->requires_argument);
	puts_(b, ", ");
	char what2[64];
	snprintf(what2, sizeof what2, "%s_removed", what);
	names(arrays, b, prefix, what2, i, r->removed_attributes);
	puts_(b, ", ");
	snprintf(what2, sizeof what2, "%s_static", what);
	names(arrays, b, prefix, what2, i, r->static_attributes);
	puts_(b, "]]]");
}

/* The facts of the spec as m4 definitions for the templates. */
static void facts(buf *b, const spec_lang *l, const char *source)
{
	buf arrays = {0}, rows = {0};
	char up[64];
	const char *p = l->c_prefix;

	upper(up, p, sizeof up);
	puts_(b, "m4_changequote([[[,]]])m4_changecom()m4_dnl\n");
	printf_(b, "m4_define([[[RSV_SOURCE]]], [[[%s]]])m4_dnl\n", source);
	printf_(b, "m4_define([[[RSV_P]]], [[[%s]]])m4_dnl\n", p);
	printf_(b, "m4_define([[[RSV_UP]]], [[[%s]]])m4_dnl\n", up);
	printf_(b, "m4_define([[[RSV_NAME]]], [[[%s]]])m4_dnl\n", l->name);
	printf_(b, "m4_define([[[RSV_DISPLAY]]], [[[%s]]])m4_dnl\n", l->display);
	printf_(b, "m4_define([[[RSV_VERSION]]], [[[%s]]])m4_dnl\n", l->version);
	printf_(b, "m4_define([[[RSV_NROOTS]]], [[[%u]]])m4_dnl\n", l->nroots);
	printf_(b, "m4_define([[[RSV_NBLOCKS]]], [[[%u]]])m4_dnl\n", l->nblocks);
	printf_(b, "m4_define([[[RSV_NFEATURES]]], [[[%u]]])m4_dnl\n", l->nfeatures);
	printf_(b, "m4_define([[[RSV_NEDITIONS]]], [[[%u]]])m4_dnl\n", l->neditions);
	printf_(b, "m4_define([[[RSV_NDIAGS]]], [[[%u]]])m4_dnl\n", l->ndiags);

	/* language scalars */
	puts_(&rows, "m4_define([[[RSV_LANG]]], [[[");
	cstr(&rows, l->name);
	puts_(&rows, ", ");
	cstr(&rows, l->display);
	puts_(&rows, ", ");
	cstr(&rows, l->c_prefix);
	puts_(&rows, ", ");
	cstr(&rows, l->version);
	puts_(&rows, ", ");
	names(&arrays, &rows, p, "module_ext", 0, l->module_extensions);
	puts_(&rows, ", ");
	names(&arrays, &rows, p, "test_ext", 0, l->test_extensions);
	puts_(&rows, ", ");
	cstr(&rows, l->experiments_in);
	puts_(&rows, ", ");
	cstr(&rows, l->edition_in);
	puts_(&rows, ", ");
	cstr(&rows, l->edition_attribute);
	puts_(&rows, ", ");
	cstr(&rows, l->function_namespace);
	puts_(&rows, ", ");
	cstr(&rows, l->index_object);
	puts_(&rows, ", ");
	cstr(&rows, l->dynamic_block);
	puts_(&rows, ", ");
	cstr(&rows, l->dynamic_iterator);
	puts_(&rows, ", ");
	cstr(&rows, l->dynamic_content);
	puts_(&rows, ", ");
	cstr(&rows, l->suggestion);
	puts_(&rows, ", ");
	cstr(&rows, l->resource_suggestion);
	puts_(&rows, ", ");
	names(&arrays, &rows, p, "type_keywords", 0, l->type_keywords);
	printf_(&rows, ", %u, ", l->type_keyword_reference);
	names(&arrays, &rows, p, "repetition_args", 0, l->repetition_arguments);
	puts_(&rows, ", ");
	names(&arrays, &rows, p, "self_only_refs", 0, l->self_only_references);
	puts_(&rows, ", ");
	cstr(&rows, l->sensitive_function);
	puts_(&rows, ", ");
	cstr(&rows, l->attribute_suggestion);
	puts_(&rows, "]]])m4_dnl\n");

	puts_(&rows, "m4_define([[[RSV_FALLBACK]]], [[[");
	root_fields(&arrays, &rows, p, "fallback_attrs", 0, &l->fallback, "SPEC_FORM_FALLBACK");
	puts_(&rows, "]]])m4_dnl\n");

	puts_(&rows, "m4_define([[[RSV_ROOTS]]], [[[");
	for (uint16_t i = 0; i < l->nroots; i++) {
		char form[40];
		snprintf(form, sizeof form, "SPEC_FORM_%s", form_names[l->roots[i].form]);
		puts_(&rows, "RSV_ROOT(");
		root_fields(&arrays, &rows, p, "root_attrs", i, &l->roots[i], form);
		puts_(&rows, ")");
	}
	puts_(&rows, "]]])m4_dnl\n");

	/* the matcher: roots by length */
	puts_(&rows, "m4_define([[[RSV_MATCH]]], [[[");
	for (size_t len = 1; len < 64; len++) {
		int any = 0;
		for (uint16_t i = 0; i < l->nroots; i++) {
			if (strlen(l->roots[i].name) != len)
				continue;
			if (!any++)
				printf_(&rows, "RSV_LEN(%zu)", len);
			puts_(&rows, "RSV_TRY(");
			cstr(&rows, l->roots[i].name);
			printf_(&rows, ", %zu, %u)", len, i);
		}
		if (any)
			puts_(&rows, "RSV_LEN_END()");
	}
	puts_(&rows, "]]])m4_dnl\n");

	/* the form machine: roots of each form as re2c classes (code = index+1) */
	puts_(&rows, "m4_define([[[RSV_FORMS]]], [[[");
	for (int form = 0; form < 5; form++) {
		int any = 0;
		for (uint16_t i = 0; i < l->nroots; i++) {
			if (l->roots[i].form != form)
				continue;
			if (!any++)
				printf_(&rows, "RSV_FORM(%s, [[[[", form_names[form]);
			printf_(&rows, "\\x%02x", i + 1);
		}
		if (any)
			puts_(&rows, "]]]])");
	}
	puts_(&rows, "]]])m4_dnl\n");

	puts_(&rows, "m4_define([[[RSV_BLOCKS]]], [[[");
	for (uint16_t i = 0; i < l->nblocks; i++) {
		const spec_block *k = &l->blocks[i];
		puts_(&rows, "RSV_BLOCK([[[");
		cstr(&rows, k->type);
		printf_(&rows, ", %d, %u, SPEC_DECL_%s, %u, ", k->parent, k->escaping, decl_names[k->declares],
			k->reserved_names);
		names(&arrays, &rows, p, "block_labels", i, k->labels);
		puts_(&rows, ", ");
		names(&arrays, &rows, p, "block_meta_args", i, k->meta_arguments);
		puts_(&rows, ", ");
		names(&arrays, &rows, p, "block_meta_blocks", i, k->meta_blocks);
		puts_(&rows, ", ");
		names(&arrays, &rows, p, "block_reserved_args", i, k->reserved_arguments);
		puts_(&rows, ", ");
		names(&arrays, &rows, p, "block_reserved_blocks", i, k->reserved_blocks);
		puts_(&rows, ", ");
		names(&arrays, &rows, p, "block_static_args", i, k->static_arguments);
		printf_(&rows, ", %u, %u, ", k->self_context, k->test_file);
		cstr(&rows, k->since);
		puts_(&rows, ", ");
		cstr(&rows, k->objects);
		printf_(&rows, ", %u, %u, ", k->unique, k->strict);
		names(&arrays, &rows, p, "block_arg_forms", i, k->argument_forms);
		puts_(&rows, ", ");
		names(&arrays, &rows, p, "block_removed_labels", i, k->removed_labels);
		puts_(&rows, ", ");
		names(&arrays, &rows, p, "block_required_args", i, k->required_arguments);
		printf_(&rows, ", %u, %u, %u, ", k->module_unique, k->provider_label, k->override_optional);
		names(&arrays, &rows, p, "block_module_excludes", i, k->module_excludes);
		puts_(&rows, "]]])");
	}
	puts_(&rows, "]]])m4_dnl\n");

	puts_(&rows, "m4_define([[[RSV_FEATURES]]], [[[");
	for (uint16_t i = 0; i < l->nfeatures; i++) {
		const spec_feature *f = &l->features[i];
		puts_(&rows, "RSV_FEATURE([[[");
		cstr(&rows, f->name);
		printf_(&rows, ", SPEC_%s, %d, %d, %d, ", state_names[f->state], f->opt_in, f->undefined, f->hint);
		cstr(&rows, f->since);
		puts_(&rows, ", ");
		cstr(&rows, f->until);
		puts_(&rows, ", ");
		cstr(&rows, f->message);
		puts_(&rows, "]]])");
	}
	puts_(&rows, "]]])m4_dnl\n");

	puts_(&rows, "m4_define([[[RSV_EDITIONS]]], [[[");
	for (uint16_t i = 0; i < l->neditions; i++) {
		const spec_edition *e = &l->editions[i];
		if (e->nfeatures) {
			printf_(&arrays, "static const int16_t %s_edition_features_%u[] = {", p, i);
			for (uint16_t k = 0; k < e->nfeatures; k++)
				printf_(&arrays, "%s%d", k ? ", " : "", e->features[k]);
			puts_(&arrays, "};\n");
		}
		puts_(&rows, "RSV_EDITION([[[");
		cstr(&rows, e->name);
		printf_(&rows, ", %u, ", e->is_default);
		cstr(&rows, e->since);
		if (e->nfeatures)
			printf_(&rows, ", %s_edition_features_%u, %u]]])", p, i, e->nfeatures);
		else
			puts_(&rows, ", NULL, 0]]])");
	}
	puts_(&rows, "]]])m4_dnl\n");

	puts_(&rows, "m4_define([[[RSV_DIAGS]]], [[[");
	for (uint16_t i = 0; i < l->ndiags; i++) {
		const spec_diag *d = &l->diags[i];
		char id[128];
		upper(id, d->id, sizeof id);
		printf_(&rows, "RSV_DIAG(%s, %u, [[[", id, i);
		cstr(&rows, d->id);
		puts_(&rows, ", ");
		cstr(&rows, d->code);
		puts_(&rows, ", ");
		cstr(&rows, d->role);
		printf_(&rows, ", %s, ", d->severity == SPEC_WARNING ? "SPEC_WARNING" : "SPEC_ERROR");
		cstr(&rows, d->summary);
		puts_(&rows, ", ");
		cstr(&rows, d->detail);
		puts_(&rows, ", ");
		names(&arrays, &rows, p, "diag_params", i, d->params);
		printf_(&rows, ", %u]]])", d->at_block);
	}
	puts_(&rows, "]]])m4_dnl\n");

	/* the reference page */
	puts_(&rows, "m4_define([[[RSV_MD_ROOTS]]], [[[");
	for (uint16_t i = 0; i < l->nroots; i++) {
		const spec_root *r = &l->roots[i];
		printf_(&rows, "| `%s` | %s | %s | ", r->name, form_words[r->form],
			r->scope ? "testing" : "any");
		mdtext(&rows, r->feature >= 0 ? l->features[r->feature].name : "");
		puts_(&rows, " | ");
		mdtext(&rows, r->since);
		puts_(&rows, " | ");
		mdtext(&rows, r->refers);
		puts_(&rows, " |\n");
	}
	puts_(&rows, "]]])m4_dnl\n");
	puts_(&rows, "m4_define([[[RSV_MD_TYPEWORDS]]], [[[");
	for (uint16_t i = 0; i < l->type_keywords.n; i++)
		printf_(&rows, "%s`%s`", i ? ", " : "", l->type_keywords.v[i]);
	if (!l->type_keywords.n)
		puts_(&rows, "none");
	puts_(&rows, "]]])m4_dnl\n");
	puts_(&rows, "m4_define([[[RSV_MD_FEATURES]]], [[[");
	for (uint16_t i = 0; i < l->nfeatures; i++) {
		const spec_feature *f = &l->features[i];
		printf_(&rows, "| `%s` | %s | ", f->name, state_words[f->state]);
		mdtext(&rows, f->since);
		puts_(&rows, " | ");
		mdtext(&rows, f->until);
		puts_(&rows, " | ");
		if (f->opt_in >= 0)
			printf_(&rows, "`%s` block", l->blocks[f->opt_in].type);
		puts_(&rows, " | ");
		mdtext(&rows, f->message);
		puts_(&rows, " |\n");
	}
	if (!l->nfeatures)
		puts_(&rows, "| (none) | | | | | |\n");
	puts_(&rows, "]]])m4_dnl\n");
	puts_(&rows, "m4_define([[[RSV_MD_EDITIONS]]], [[[");
	for (uint16_t i = 0; i < l->neditions; i++) {
		const spec_edition *e = &l->editions[i];
		printf_(&rows, "| `%s` | %s | ", e->name, e->is_default ? "yes" : "");
		for (uint16_t k = 0; k < e->nfeatures; k++)
			printf_(&rows, "%s`%s`", k ? ", " : "", l->features[e->features[k]].name);
		puts_(&rows, " |\n");
	}
	if (!l->neditions)
		puts_(&rows, "| (none) | | |\n");
	puts_(&rows, "]]])m4_dnl\n");
	puts_(&rows, "m4_define([[[RSV_MD_BLOCKS]]], [[[");
	for (uint16_t i = 0; i < l->nblocks; i++) {
		const spec_block *k = &l->blocks[i];
		const spec_names *lists[] = {&k->labels, &k->meta_arguments, &k->meta_blocks,
					     &k->reserved_arguments, &k->reserved_blocks};
		if (k->parent >= 0)
			printf_(&rows, "| `%s` in `%s` |", k->type, l->blocks[k->parent].type);
		else
			printf_(&rows, "| `%s` |", k->type);
		for (int j = 0; j < 5; j++) {
			puts_(&rows, " ");
			for (uint16_t m = 0; m < lists[j]->n; m++)
				printf_(&rows, "%s`%s`", m ? ", " : "", lists[j]->v[m]);
			puts_(&rows, " |");
		}
		printf_(&rows, " %s |\n", k->escaping ? "yes" : "");
	}
	puts_(&rows, "]]])m4_dnl\n");
	puts_(&rows, "m4_define([[[RSV_MD_DIAGS]]], [[[");
	for (uint16_t i = 0; i < l->ndiags; i++) {
		const spec_diag *d = &l->diags[i];
		printf_(&rows, "| `%s` | %s | ", d->code, d->severity == SPEC_WARNING ? "warning" : "error");
		mdtext(&rows, d->summary);
		puts_(&rows, " | ");
		mdtext(&rows, d->detail);
		puts_(&rows, " |\n");
	}
	puts_(&rows, "]]])m4_dnl\n");

	puts_(b, "m4_define([[[RSV_ARRAYS]]], [[[");
	if (arrays.p)
		put(b, arrays.p, arrays.n);
	puts_(b, "]]])m4_dnl\n");
	if (rows.p)
		put(b, rows.p, rows.n);
	b->oom |= arrays.oom | rows.oom;
	free(arrays.p);
	free(rows.p);
}

static int write_file(const char *path, const char *data, size_t n)
{
	size_t len = strlen(path) + 8;
	char *tmp = malloc(len);
	FILE *fp;
	if (!tmp)
		return -1;
	snprintf(tmp, len, "%s.tmp", path);
	fp = fopen(tmp, "wb");
	if (!fp || fwrite(data, 1, n, fp) != n || fclose(fp) != 0) {
		fprintf(stderr, "reserve-gen: %s: %s\n", tmp, strerror(errno));
		if (fp)
			fclose(fp);
		remove(tmp);
		free(tmp);
		return -1;
	}
	if (rename(tmp, path) != 0) {
		fprintf(stderr, "reserve-gen: %s: %s\n", path, strerror(errno));
		remove(tmp);
		free(tmp);
		return -1;
	}
	free(tmp);
	return 0;
}

/* Runs argv with stdout to out_path (through a temporary file), or, when
 * out_path is NULL, as it is; returns 0 on success. */
static int run(const char *const argv[], const char *out_path)
{
	if (!out_path) {
		pid_t pid = fork();
		int status;
		if (pid < 0)
			return -1;
		if (pid == 0) {
			execvp(argv[0], (char *const *)argv);
			fprintf(stderr, "reserve-gen: cannot run %s: %s\n", argv[0], strerror(errno));
			_exit(127);
		}
		if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
			fprintf(stderr, "reserve-gen: %s failed\n", argv[0]);
			return -1;
		}
		return 0;
	}
	pid_t pid;
	int status;
	size_t len = strlen(out_path) + 8;
	char *tmp = malloc(len);
	if (!tmp)
		return -1;
	snprintf(tmp, len, "%s.tmp", out_path);
	pid = fork();
	if (pid < 0) {
		free(tmp);
		return -1;
	}
	if (pid == 0) {
		if (!freopen(tmp, "wb", stdout))
			_exit(127);
		execvp(argv[0], (char *const *)argv);
		fprintf(stderr, "reserve-gen: cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		fprintf(stderr, "reserve-gen: %s failed\n", argv[0]);
		remove(tmp);
		free(tmp);
		return -1;
	}
	if (rename(tmp, out_path) != 0) {
		remove(tmp);
		free(tmp);
		return -1;
	}
	chmod(out_path, 0644);
	free(tmp);
	return 0;
}

/* An m4 run that left a macro unexpanded is a template error. */
static int check_expanded(const char *path)
{
	size_t n;
	int err;
	char *s = hcl_read_file(path, &n, &err);
	int bad = !s || strstr(s, "m4_") || strstr(s, "RSV_");
	if (bad)
		fprintf(stderr, "reserve-gen: %s: an m4 macro was left unexpanded\n", path);
	free(s);
	return bad ? -1 : 0;
}

static void usage(FILE *out)
{
	fputs("Usage: reserve-gen [--check] SPEC [-o DIR] [--templates DIR] [--m4 PROG] [--re2c PROG]\n"
	      "Checks a language spec and compiles it to C: DIR/PREFIX_spec.{h,c} (tables, matcher,\n"
	      "diagnostics catalogue), DIR/PREFIX_forms.{re,c} (the reference-form machine) and\n"
	      "DIR/PREFIX_reference.md.  PREFIX is the spec's c_prefix.  Defaults: -o out,\n"
	      "--templates gen, m4 and re2c from PATH (or $M4, $RE2C).\n"
	      "  --check   only load and check the spec\n"
	      "Exit status: 0 done, 1 the spec has problems or a tool failed, 2 usage error.\n",
	      out);
}

int main(int argc, char **argv)
{
	const char *spec = NULL, *outdir = "out", *tpl = "gen";
	const char *m4 = getenv("M4") ? getenv("M4") : "m4";
	const char *re2c = getenv("RE2C") ? getenv("RE2C") : "re2c";
	int check_only = 0;

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--check") == 0)
			check_only = 1;
		else if (strcmp(argv[i], "--help") == 0) {
			usage(stdout);
			return 0;
		} else if (i + 1 < argc && strcmp(argv[i], "-o") == 0)
			outdir = argv[++i];
		else if (i + 1 < argc && strcmp(argv[i], "--templates") == 0)
			tpl = argv[++i];
		else if (i + 1 < argc && strcmp(argv[i], "--m4") == 0)
			m4 = argv[++i];
		else if (i + 1 < argc && strcmp(argv[i], "--re2c") == 0)
			re2c = argv[++i];
		else if (argv[i][0] == '-' || spec) {
			usage(stderr);
			return 2;
		} else
			spec = argv[i];
	}
	if (!spec) {
		usage(stderr);
		return 2;
	}

	spec_loaded *s = spec_load(spec);
	if (!s) {
		fprintf(stderr, "reserve-gen: out of memory\n");
		return 1;
	}
	hcl_buf shown = {0};
	for (unsigned i = 0; spec_loaded_file(s, i); i++)
		hcl_render_diags(&shown, spec_loaded_file(s, i), hcl_color_wanted(STDERR_FILENO));
	if (shown.n)
		fwrite(shown.p, 1, shown.n, stderr);
	hcl_buf_free(&shown);
	if (spec_loaded_errors(s)) {
		fprintf(stderr, "reserve-gen: %s: %u problem%s\n", spec, spec_loaded_errors(s),
			spec_loaded_errors(s) == 1 ? "" : "s");
		spec_loaded_free(s);
		return 1;
	}
	const spec_lang *l = spec_loaded_lang(s);
	if (check_only) {
		printf("%s: %s %s: %u roots, %u block types, %u features, %u editions, %u diagnostics\n",
		       spec, l->display, l->version, l->nroots, l->nblocks, l->nfeatures, l->neditions,
		       l->ndiags);
		spec_loaded_free(s);
		return 0;
	}

	buf fb = {0};
	facts(&fb, l, spec);
	if (bad_text || fb.oom) {
		fprintf(stderr, "reserve-gen: %s\n", fb.oom ? "out of memory"
			: "a spec string contains RSV_ or m4_, which the templates reserve");
		free(fb.p);
		spec_loaded_free(s);
		return 1;
	}
	char facts_path[4096], in[4096], outp[4096], re[4096];
	snprintf(facts_path, sizeof facts_path, "%s/%s_facts.m4.tmp", outdir, l->c_prefix);
	int rc = write_file(facts_path, fb.p, fb.n);
	free(fb.p);
	static const char *const parts[][2] = {
		{"spec.h.m4", "spec.h"}, {"spec.c.m4", "spec.c"}, {"forms.re.m4", "forms.re"},
		{"reference.md.m4", "reference.md"}};
	for (size_t k = 0; rc == 0 && k < sizeof parts / sizeof parts[0]; k++) {
		snprintf(in, sizeof in, "%s/%s", tpl, parts[k][0]);
		snprintf(outp, sizeof outp, "%s/%s_%s", outdir, l->c_prefix, parts[k][1]);
		const char *argv_m4[] = {m4, "-P", "--fatal-warnings", facts_path, in, NULL};
		rc = run(argv_m4, outp);
		if (rc == 0)
			rc = check_expanded(outp);
	}
	if (rc == 0) {
		snprintf(re, sizeof re, "%s/%s_forms.re", outdir, l->c_prefix);
		snprintf(outp, sizeof outp, "%s/%s_forms.c", outdir, l->c_prefix);
		const char *argv_re2c[] = {re2c, "-W", "-Werror", "-i", "--no-generation-date",
				     "--no-version", "-o", outp, re, NULL};
		rc = run(argv_re2c, NULL);
		if (rc == 0)
			chmod(outp, 0644); /* re2c creates its output 0600 */
	}
	remove(facts_path);
	spec_loaded_free(s);
	return rc == 0 ? 0 : 1;
}
