/* api: the installed C API (reserve.h) alone, linked with libreserve:
 * parsing, traversals, diagnostics, specs, and ParseRef's four entry
 * points with the OpenTofu RFC PR #2262's context. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "reserve.h"
#include "tap.h"

static void count_trav(void *ctx, const reserve_traversal *t)
{
	char *buf = ctx;
	strcat(buf, t->text);
	strcat(buf, " ");
}

static void count_diag(void *ctx, const reserve_diagnostic *d)
{
	(*(int *)ctx) += d->is_error;
}

/* A module with a resource "symbols" "x" and no symbols block. */
static int any_symbols(void *self, const char *type)
{
	(void)self;
	return strcmp(type, "symbols") == 0;
}

static int managed_x(void *self, const char *type, const char *name)
{
	(void)self;
	return strcmp(type, "symbols") == 0 && strcmp(name, "x") == 0;
}

static int symbols_on(void *self, const char *feature)
{
	(void)self;
	return strcmp(feature, "symbols") == 0;
}

typedef struct seen {
	char kinds[512];
	int errors;
} seen;

static void on_ref(void *ctx, const reserve_reference *r)
{
	seen *s = ctx;
	if (r->ok) {
		strcat(s->kinds, r->kind);
		strcat(s->kinds, " ");
	}
	s->errors += r->has_error;
}

int main(void)
{
	const char *src = "resource \"aws_instance\" \"web\" {\n  ami = var.ami\n  n = count.index\n}\n"
			  "output \"o\" {\n  value = aws_instance.web[0].id\n}\n";
	char buf[512] = "";
	int errors = 0;

	ok(strcmp(reserve_version(), "") != 0, "reserve_version: %s", reserve_version());
	reserve_file *f = reserve_parse("main.tf", src, strlen(src), RESERVE_CONFIG);
	ok(f != NULL, "reserve_parse returns a file");
	is_int(reserve_error_count(f), 0, "... with no syntax error");
	is_int(reserve_each_traversal(f, count_trav, buf), 3, "three traversals");
	is_str(buf, "var.ami count.index aws_instance.web[0].id ", "... in hcl's order");

	seen s;
	memset(&s, 0, sizeof s);
	is_int(reserve_each_reference(f, NULL, 0, NULL, on_ref, &s), 3, "each_reference reads the three");
	is_str(s.kinds, "InputVariable CountAttr ResourceInstance ", "... as OpenTofu's ParseRef would");
	reserve_free(f);

	f = reserve_parse("bad.tf", "a = )\n", 6, RESERVE_CONFIG);
	is_int((int)reserve_each_diagnostic(f, count_diag, &errors), 1, "a syntax error is one diagnostic");
	is_int(errors, 1, "... an error");
	reserve_free(f);

	reserve_reference r;
	is_int(reserve_parse_ref(NULL, "data.aws_ami.u.id", NULL, &r), 0, "parse_ref(data.aws_ami.u.id) reads a reference");
	is_str(r.kind, "ResourceInstance", "... a ResourceInstance");
	is_str(r.mode, "data", "... of mode data");
	is_str(r.type, "aws_ami", "... of type aws_ami");
	is_str(r.name, "u", "... named u");
	is_int(r.has_key, 1, "... an instance kind");
	is_int(r.key_kind, 0, "... with NoKey");
	is_str(r.remaining, ".id", "... the rest is .id");
	is_int(r.range.end.column, 15, "... its range ends at column 15");
	reserve_reference_free(&r);
	is_int(reserve_parse_ref(NULL, "var", NULL, &r), -1, "parse_ref(var) reads no reference");
	is_int(r.has_error, 1, "... it is an error");
	is_str(r.error.summary, "Invalid reference", "... OpenTofu's summary");
	is_int(r.error.subject.end.column, 4, "... its subject ends at column 4");
	reserve_reference_free(&r);
	is_int(reserve_parse_ref(NULL, "output.x", NULL, &r), 0, "parse_ref(output.x) outside tests reads a reference");
	is_str(r.kind, "Resource", "... a managed resource");
	reserve_reference_free(&r);
	is_int(reserve_parse_ref_testing(NULL, "output.x", NULL, &r), 0, "parse_ref_testing(output.x) reads a reference");
	is_str(r.kind, "OutputValue", "... an output value");
	reserve_reference_free(&r);

	const char *top = getenv("top_srcdir");
	char path[4096];
	unsigned problems = 99;
	snprintf(path, sizeof path, "%s/spec/examples/symbols.hcl", top ? top : ".");
	reserve_spec *sp = reserve_spec_load(path, &problems);
	ok(sp != NULL, "the symbols example spec loads");
	is_int(problems, 0, "... without problems");
	reserve_ref_context legacy = {NULL, any_symbols, managed_x, NULL};
	reserve_ref_context opted = {symbols_on, any_symbols, managed_x, NULL};
	is_int(reserve_parse_ref(sp, "symbols.lib.v", NULL, &r), 0, "RFC PR #2262: symbols.lib.v reads a reference");
	is_str(r.kind, "SymbolsAttr", "... neither opted in nor a symbols resource: the new meaning");
	reserve_reference_free(&r);
	is_int(reserve_parse_ref(sp, "symbols.x.v", &legacy, &r), 0, "RFC PR #2262: symbols.x.v, not opted in, reads a reference");
	is_str(r.kind, "ResourceInstance", "... a resource of type symbols: the old meaning");
	reserve_reference_free(&r);
	is_int(reserve_parse_ref(sp, "symbols.x.v", &opted, &r), 0, "RFC PR #2262: symbols.x.v, opted in, reads a reference");
	is_str(r.kind, "SymbolsAttr", "... the new meaning");
	reserve_reference_free(&r);
	is_int(reserve_parse_ref(sp, "resource.symbols.x.v", &opted, &r), 0,
	       "RFC PR #2262: resource.symbols.x.v, opted in, reads a reference");
	is_str(r.kind, "ResourceInstance", "... the resource. escape keeps the old meaning");
	is_str(r.type, "symbols", "... of type symbols");
	reserve_reference_free(&r);
	reserve_spec_free(sp);

	sp = reserve_spec_load("/nonexistent/spec.hcl", &problems);
	ok(sp != NULL, "a missing spec file is not a crash");
	ok(problems > 0, "... but a problem");
	reserve_spec_free(sp);
	return done_testing();
}
