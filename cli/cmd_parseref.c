/* cmd_parseref.c - "reserve ref": reads references the way the language's
 * ParseRef does and prints them in the conformance-vector form. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "rsv.h"

static void usage(FILE *out)
{
	fputs("Usage: reserve ref [--spec FILE] [--testing] [--format vector|json] TRAVERSAL...\n"
	      "Reads each TRAVERSAL (such as var.name or data.aws_ami.x.id) as a reference.\n"
	      "\n"
	      "  --spec FILE     the language spec to use (default: the built-in OpenTofu spec)\n"
	      "  --testing       read in testing scope (.tftest.hcl files)\n"
	      "  --format FMT    vector (default): one line each, as in the conformance vectors\n"
	      "                  (ok KIND fields src=L:C-L:C rest=... or err SUMMARY | DETAIL\n"
	      "                  || subject=L:C-L:C); json: the same facts as JSON\n"
	      "  --help          print this help and exit\n"
	      "\n"
	      "Exit status: 0 all read, 1 some traversal is an error, 2 usage or spec error.\n",
	      out);
}

static void put_range(FILE *out, hcl_file *f, uint32_t s, uint32_t e)
{
	hcl_pos a = hcl_file_pos(f, s), b = hcl_file_pos(f, e);
	fprintf(out, "%u:%u-%u:%u", a.line, a.col, b.line, b.col);
}

static void put_key(FILE *out, const rsv_ref *r)
{
	if (r->key_kind == RSV_KEY_STRING) {
		hcl_step st;
		hcl_traversal t;
		char buf[1024];
		memset(&st, 0, sizeof st);
		st.kind = HCL_STEP_INDEX;
		st.key_kind = HCL_LIT_STRING;
		st.text = r->key_str;
		st.len = r->key_len;
		t.head = t.tail = &st;
		t.nsteps = 1;
		hcl_traversal_format(&t, buf, sizeof buf);
		size_t n = strlen(buf);
		if (n >= 2)
			fprintf(out, "%.*s", (int)(n - 2), buf + 1); /* strip the brackets */
	} else if (r->key_kind == RSV_KEY_INT) {
		fprintf(out, "%lld", r->key_int);
	} else {
		fputs("NoKey", out);
	}
}

static void put_rest(FILE *out, hcl_file *f, const rsv_ref *r)
{
	char buf[4096];
	hcl_traversal t;
	fputs(" rest=", out);
	if (!r->rest)
		return;
	t.head = (hcl_step *)r->rest;
	t.tail = NULL;
	t.nsteps = r->nrest;
	hcl_traversal_format(&t, buf, sizeof buf);
	fputs(buf, out);
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
	if (r->alias) { fputs(", \"alias\": ", out); cli_json(out, r->alias); }
	if (r->mode) { fputs(", \"mode\": ", out); cli_json(out, r->mode); }
	if (r->call) { fputs(", \"call\": ", out); cli_json(out, r->call); }
	if (r->type) { fputs(", \"type\": ", out); cli_json(out, r->type); }
	if (r->name) { fputs(", \"name\": ", out); cli_json(out, r->name); }
	if (r->instance) {
		fputs(", \"key\": ", out);
		if (r->key_kind == RSV_KEY_INT)
			fprintf(out, "%lld", r->key_int);
		else if (r->key_kind == RSV_KEY_STRING)
			fprintf(out, "\"%.*s\"", (int)r->key_len, r->key_str);
		else
			fputs("null", out);
	}
	fprintf(out, "}, \"range\": {\"start\": {\"line\": %u, \"column\": %u}, \"end\": {\"line\": %u, "
		     "\"column\": %u}}, \"remaining\": %u}", a.line, a.col, b.line, b.col, r->nrest);
}

/* Loads --spec FILE, printing its problems; NULL when unusable. */
const spec_lang *cli_load_spec(const char *path, spec_loaded **keep)
{
	spec_loaded *s = spec_load(path);
	*keep = s;
	if (!s) {
		fprintf(stderr, "reserve: %s: out of memory\n", path);
		return NULL;
	}
	int color = cli_use_color(stderr);
	for (unsigned i = 0; spec_loaded_file(s, i); i++)
		cli_print_diags(stderr, spec_loaded_file(s, i), color);
	if (spec_loaded_errors(s)) {
		fprintf(stderr, "reserve: %s: the spec has %u problem%s\n", path, spec_loaded_errors(s),
			spec_loaded_errors(s) == 1 ? "" : "s");
		return NULL;
	}
	return spec_loaded_lang(s);
}

int cli_ref(int argc, char **argv)
{
	const char *spec_path = NULL, *format = "vector";
	int testing = 0, i, status = CLI_OK;
	spec_loaded *loaded = NULL;
	const spec_lang *l = &tofu_spec;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--") == 0) {
			i++;
			break;
		} else if (strcmp(a, "--testing") == 0) {
			testing = 1;
		} else if (strcmp(a, "--help") == 0) {
			usage(stdout);
			return CLI_OK;
		} else if ((strcmp(a, "--spec") == 0 || strcmp(a, "--format") == 0) && i + 1 < argc) {
			if (a[2] == 's')
				spec_path = argv[++i];
			else
				format = argv[++i];
		} else if (strncmp(a, "--spec=", 7) == 0) {
			spec_path = a + 7;
		} else if (strncmp(a, "--format=", 9) == 0) {
			format = a + 9;
		} else if (a[0] == '-' && a[1] != '\0') {
			fprintf(stderr, "reserve ref: unknown option '%s'\n", a);
			usage(stderr);
			return CLI_USAGE;
		} else {
			break;
		}
	}
	if (strcmp(format, "vector") != 0 && strcmp(format, "json") != 0) {
		fprintf(stderr, "reserve ref: unknown format '%s' (vector or json)\n", format);
		return CLI_USAGE;
	}
	if (i >= argc) {
		fprintf(stderr, "reserve ref: no TRAVERSAL given\n");
		usage(stderr);
		return CLI_USAGE;
	}
	if (spec_path && !(l = cli_load_spec(spec_path, &loaded))) {
		spec_loaded_free(loaded);
		return CLI_USAGE;
	}
	if (format[0] == 'j')
		fputs("[", stdout);
	for (int first = i; i < argc; i++) {
		rsv_ref r;
		hcl_file *f = NULL;
		if (testing)
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
		if (format[0] == 'j')
			json(stdout, argv[i], f, &r, f->diags, i > first);
		else
			vector(stdout, f, &r, f->diags);
		hcl_file_free(f);
	}
	if (format[0] == 'j')
		fputs("\n]\n", stdout);
	spec_loaded_free(loaded);
	return status;
}
