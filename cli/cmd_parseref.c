/* cmd_parseref.c - "reserve ref": reads references the way the language's
 * ParseRef does and prints them in the conformance-vector form. */
#include <string.h>

#include "cli.h"

/* The usage, options and syntax, declared as every command declares them
 * (cli.h's CLI_OPT_ rows): alike across commands by design. */
static const char usage[] =
	"Usage: reserve ref [--spec FILE] [--testing] [--format vector|json] TRAVERSAL...\n"
	"Reads each TRAVERSAL (such as var.name or data.aws_ami.x.id) as a reference.\n"
	"\n"
	"  --spec SPEC     the language spec: a file, or a name of reserve --list-specs\n"
	"                  (default: the built-in OpenTofu spec)\n"
	"  --testing       read in testing scope (.tftest.hcl files)\n"
	"  --format FMT    vector (default): one line each, as in the conformance vectors\n"
	"                  (ok KIND fields src=L:C-L:C rest=... or err SUMMARY | DETAIL\n"
	"                  || subject=L:C-L:C); json: the same facts as JSON\n"
	"\n"
	"Exit status: 0 all read, 1 some traversal is an error, 2 usage or spec error.\n";

enum { FORMAT_VECTOR, FORMAT_JSON };
static const cli_choice formats[] = {{"vector", FORMAT_VECTOR}, {"json", FORMAT_JSON}, {NULL, 0}};

typedef struct ref_opts {
	const char *spec;
	int testing, format;
} ref_opts;

static const cli_option options[] = {
	CLI_OPT_TEXT("spec", ref_opts, spec),
	CLI_OPT_FLAG("testing", ref_opts, testing),
	CLI_OPT_CHOICE("format", ref_opts, format, formats),
};
static const cli_syntax syntax = {"reserve ref", usage, "TRAVERSAL", options, sizeof options / sizeof *options,
				  NULL, 0};

static void put_range(FILE *out, hcl_file *f, uint32_t s, uint32_t e)
{
	hcl_pos a = hcl_file_pos(f, s), b = hcl_file_pos(f, e);
	fprintf(out, "%u:%u-%u:%u", a.line, a.col, b.line, b.col);
}

/* The instance key as the vectors write it: a string quoted as Go quotes
 * it, a number, or NoKey. */
static void put_key(FILE *out, const rsv_ref *r)
{
	if (r->key_kind == RSV_KEY_STRING) {
		hcl_step st;
		hcl_traversal t;
		hcl_buf text = {0};
		memset(&st, 0, sizeof st);
		st.kind = HCL_STEP_INDEX;
		st.key_kind = HCL_LIT_STRING;
		st.text = r->key_str;
		st.len = r->key_len;
		t.head = t.tail = &st;
		t.nsteps = 1;
		hcl_traversal_text(&text, &t);
		if (text.n >= 2)
			fwrite(text.p + 1, 1, text.n - 2, out); /* strip the brackets */
		hcl_buf_free(&text);
	} else if (r->key_kind == RSV_KEY_INT) {
		fprintf(out, "%lld", r->key_int);
	} else {
		fputs("NoKey", out);
	}
}

static void put_rest(FILE *out, hcl_file *f, const rsv_ref *r)
{
	hcl_buf text = {0};
	hcl_traversal t;
	fputs(" rest=", out);
	if (!r->rest)
		return;
	t.head = (hcl_step *)r->rest;
	t.tail = NULL;
	t.nsteps = r->nrest;
	fputs(hcl_traversal_text(&text, &t), out);
	hcl_buf_free(&text);
	fputs(" rest_src=", out);
	for (const hcl_step *s = r->rest; s; s = s->next) {
		put_range(out, f, s->start, s->end);
		if (s->next)
			putc(',', out);
	}
}

static void vector(FILE *out, hcl_file *f, const rsv_ref *r, const hcl_diag *first)
{
	if (first) {
		for (const hcl_diag *d = first; d; d = d->next) {
			if (d->severity != HCL_ERROR)
				continue;
			fprintf(out, "err %s | %s || subject=", d->summary, d->detail);
			put_range(out, f, d->start, d->end);
			putc('\n', out);
			return;
		}
	}
	if (!r->ok) {
		fputs("ok nil\n", out);
		return;
	}
	fprintf(out, "ok %s", r->kind);
	if (r->alias)
		fprintf(out, " alias=%s", r->alias);
	if (r->mode)
		fprintf(out, " mode=%s", r->mode);
	if (r->call) {
		fprintf(out, " call=%s key=", r->call);
		put_key(out, r);
	}
	if (r->type)
		fprintf(out, " type=%s", r->type);
	if (r->name)
		fprintf(out, " name=%s", r->name);
	if (r->instance && !r->call) {
		fputs(" key=", out);
		put_key(out, r);
	}
	fputs(" src=", out);
	put_range(out, f, r->start, r->end);
	put_rest(out, f, r);
	putc('\n', out);
}

static void json(FILE *out, const char *input, hcl_file *f, const rsv_ref *r, const hcl_diag *first,
		 int comma)
{
	fprintf(out, "%s\n  {\"input\": ", comma ? "," : "");
	cli_json(out, input);
	if (first) {
		for (const hcl_diag *d = first; d; d = d->next) {
			hcl_pos a = hcl_file_pos(f, d->start), b = hcl_file_pos(f, d->end);
			fputs(", \"error\": {\"code\": ", out);
			cli_json(out, d->code ? d->code : "");
			fputs(", \"summary\": ", out);
			cli_json(out, d->summary);
			fputs(", \"detail\": ", out);
			cli_json(out, d->detail);
			fprintf(out, ", \"subject\": {\"start\": {\"line\": %u, \"column\": %u}, "
				     "\"end\": {\"line\": %u, \"column\": %u}}}}", a.line, a.col, b.line, b.col);
			return;
		}
	}
	if (!r->ok) {
		fputs(", \"subject\": null}", out);
		return;
	}
	hcl_pos a = hcl_file_pos(f, r->start), b = hcl_file_pos(f, r->end);
	fputs(", \"subject\": {\"kind\": ", out);
	cli_json(out, r->kind);
	cli_json_opt(out, "alias", r->alias);
	cli_json_opt(out, "mode", r->mode);
	cli_json_opt(out, "call", r->call);
	cli_json_opt(out, "type", r->type);
	cli_json_opt(out, "name", r->name);
	if (r->instance) {
		fputs(", \"key\": ", out);
		if (r->key_kind == RSV_KEY_INT)
			fprintf(out, "%lld", r->key_int);
		else if (r->key_kind == RSV_KEY_STRING)
			cli_json_str(out, r->key_str, r->key_len);
		else
			fputs("null", out);
	}
	fprintf(out, "}, \"range\": {\"start\": {\"line\": %u, \"column\": %u}, \"end\": {\"line\": %u, "
		     "\"column\": %u}}, \"remaining\": %u}", a.line, a.col, b.line, b.col, r->nrest);
}

int cli_ref(int argc, char **argv)
{
	ref_opts o = {NULL, 0, FORMAT_VECTOR};
	spec_loaded *loaded;
	int status, i = cli_parse_options(&syntax, argc, argv, &o, &status);
	const spec_lang *l;
	if (!i)
		return status;
	if (!(l = cli_load_spec(o.spec, &loaded)))
		return CLI_USAGE;
	if (o.format == FORMAT_JSON)
		fputs("[", stdout);
	for (int first = i; i < argc; i++) {
		rsv_ref r;
		hcl_file *f = NULL;
		if (o.testing)
			rsv_parse_ref_str_testing(l, argv[i], NULL, &r, &f);
		else
			rsv_parse_ref_str(l, argv[i], NULL, &r, &f);
		if (!f) {
			fprintf(stderr, "reserve: out of memory\n");
			status = CLI_USAGE;
			break;
		}
		if (f->nerrors)
			status = status == CLI_OK ? CLI_FOUND_ERRORS : status;
		if (o.format == FORMAT_JSON)
			json(stdout, argv[i], f, &r, f->diags, i > first);
		else
			vector(stdout, f, &r, f->diags);
		hcl_file_free(f);
	}
	if (o.format == FORMAT_JSON)
		fputs("\n]\n", stdout);
	spec_loaded_free(loaded);
	return status;
}
