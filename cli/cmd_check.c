/* cmd_check.c - "reserve check": runs every check on the modules under the
 * paths given, and prints the diagnostics in OpenTofu's human layout, in the
 * shape of `tofu validate -json`, or as SARIF 2.1.0. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "reserve.h"

/* ---- output ---------------------------------------------------------------- */

typedef struct checker {
	const spec_lang *l;
	int load_only, file_only;
	int format; /* 0 human, 1 json, 2 sarif */
	int color;
	unsigned errors, warnings, ndiags;
	FILE *out;
} checker;

static void json_pos(FILE *out, hcl_file *f, uint32_t b)
{
	hcl_pos p = hcl_file_pos(f, b);
	fprintf(out, "{\"line\": %u, \"column\": %u, \"byte\": %u}", p.line, p.col, p.byte);
}

/* The header of the innermost block around b ("resource \"x\" \"y\""). */
static void block_context(FILE *out, hcl_file *f, uint32_t b)
{
	const hcl_body *body = f->body;
	const hcl_block *found = NULL;
	while (body) {
		const hcl_block *in = NULL;
		for (const hcl_block *k = body->blocks; k; k = k->next)
			if (k->start <= b && b < k->end)
				in = k;
		if (!in)
			break;
		found = in;
		body = in->body;
	}
	if (!found) {
		fputs("null", out);
		return;
	}
	char buf[1024];
	size_t n = (size_t)snprintf(buf, sizeof buf, "%s", found->type);
	for (const hcl_label *l = found->labels; l && n < sizeof buf; l = l->next)
		n += (size_t)snprintf(buf + n, sizeof buf - n, " \"%s\"", l->text);
	cli_json(out, buf);
}

static void json_diag(checker *c, hcl_file *f, const hcl_diag *d)
{
	FILE *out = c->out;
	hcl_pos s = hcl_file_pos(f, d->start);
	uint32_t len = 0;
	const char *line = hcl_file_line(f, s.line, &len);
	fprintf(out, "%s\n    {\n      \"severity\": \"%s\",\n      \"summary\": ", c->ndiags ? "," : "",
		d->severity == HCL_ERROR ? "error" : "warning");
	cli_json(out, d->summary);
	fputs(",\n      \"detail\": ", out);
	cli_json(out, d->detail ? d->detail : "");
	fputs(",\n      \"code\": ", out);
	if (d->code)
		cli_json(out, d->code);
	else
		fputs("null", out);
	fputs(",\n      \"range\": {\"filename\": ", out);
	cli_json(out, f->name);
	fputs(", \"start\": ", out);
	json_pos(out, f, d->start);
	fputs(", \"end\": ", out);
	json_pos(out, f, d->end);
	fputs("},\n      \"snippet\": {\"context\": ", out);
	block_context(out, f, d->start);
	fputs(", \"code\": ", out);
	char *code = line ? hcl_strndup(&f->arena, line, len) : NULL;
	cli_json(out, code ? code : "");
	uint32_t lstart = line ? (uint32_t)(line - f->src) : 0;
	uint32_t hs = d->start - lstart, he = d->end > lstart + len ? len : d->end - lstart;
	fprintf(out, ", \"start_line\": %u, \"highlight_start_offset\": %u, \"highlight_end_offset\": %u, "
		     "\"values\": []}\n    }", s.line, hs, he < hs ? hs : he);
	c->ndiags++;
}

static void sarif_result(checker *c, hcl_file *f, const hcl_diag *d)
{
	FILE *out = c->out;
	hcl_pos s = hcl_file_pos(f, d->start), e = hcl_file_pos(f, d->end);
	fprintf(out, "%s\n        {\"ruleId\": ", c->ndiags ? "," : "");
	cli_json(out, d->code ? d->code : "syntax");
	fprintf(out, ", \"level\": \"%s\", \"message\": {\"text\": ", d->severity == HCL_ERROR ? "error" : "warning");
	size_t n = strlen(d->summary) + (d->detail ? strlen(d->detail) : 0) + 3;
	char *msg = hcl_alloc(&f->arena, n);
	snprintf(msg, n, "%s%s%s", d->summary, d->detail && *d->detail ? ": " : "", d->detail ? d->detail : "");
	cli_json(out, msg);
	fputs("}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ", out);
	cli_json(out, f->name[0] == '.' && f->name[1] == '/' ? f->name + 2 : f->name);
	fprintf(out, "}, \"region\": {\"startLine\": %u, \"startColumn\": %u, \"endLine\": %u, \"endColumn\": %u}}}]}",
		s.line, s.col, e.line, e.col);
	c->ndiags++;
}

static int report(void *ctx, rsv_module *m)
{
	checker *c = ctx;
	m->load_only = c->load_only;
	m->file_only = c->file_only;
	rsv_check_module(m);
	for (uint32_t i = 0; i < m->nfiles; i++) {
		hcl_file *f = m->files[i].f;
		for (const hcl_diag *d = f->diags; d; d = d->next) {
			if (d->severity == HCL_ERROR)
				c->errors++;
			else
				c->warnings++;
			if (c->format == 1)
				json_diag(c, f, d);
			else if (c->format == 2)
				sarif_result(c, f, d);
		}
		if (c->format == 0)
			cli_print_diags(stderr, f, c->color);
	}
	return 0;
}

static void sarif_rules(checker *c)
{
	FILE *out = c->out;
	fputs("          \"rules\": [\n            {\"id\": \"syntax\", \"name\": \"syntax\", "
	      "\"shortDescription\": {\"text\": \"HCL native syntax error\"}, "
	      "\"defaultConfiguration\": {\"level\": \"error\"}}", out);
	for (uint16_t i = 0; i < c->l->ndiags; i++) {
		const spec_diag *d = &c->l->diags[i];
		fputs(",\n            {\"id\": ", out);
		cli_json(out, d->code);
		fputs(", \"name\": ", out);
		cli_json(out, d->id);
		fputs(", \"shortDescription\": {\"text\": ", out);
		cli_json(out, d->summary);
		fputs("}, \"fullDescription\": {\"text\": ", out);
		cli_json(out, d->detail && *d->detail ? d->detail : d->summary);
		fprintf(out, "}, \"defaultConfiguration\": {\"level\": \"%s\"}}",
			d->severity == SPEC_WARNING ? "warning" : "error");
	}
	fputs("\n          ]\n", out);
}

static void usage(FILE *out)
{
	fputs("Usage: reserve check [--spec FILE] [--format human|json|sarif] [--level file|load|validate] PATH...\n"
	      "Checks modules as OpenTofu's loader and `tofu validate` do without providers:\n"
	      "block types, meta-arguments, reserved names, escaping blocks, editions and\n"
	      "experiments, and every reference (declared, in its context, opt-in features).\n"
	      "A directory is searched for modules (each folder with module files is one); a\n"
	      "file given alone is a module by itself.\n"
	      "\n"
	      "  --spec FILE     the language spec (default: the built-in OpenTofu spec)\n"
	      "  --format FMT    human (default, on standard error), json (the shape of\n"
	      "                  `tofu validate -json`, with each diagnostic's code) or sarif\n"
	      "  --level LEVEL   validate (default): everything; load: only what OpenTofu's\n"
	      "                  configuration loader checks (blocks, arguments, language\n"
	      "                  settings), not the references `tofu validate` resolves;\n"
	      "                  file: what the loader checks in each file alone, without\n"
	      "                  merging a module's files (no duplicates, no override bases)\n"
	      "  --help          print this help and exit\n"
	      "\n"
	      "Exit status: 0 no errors (warnings allowed), 1 errors, 2 usage or I/O error.\n",
	      out);
}

int cli_check(int argc, char **argv)
{
	const char *spec_path = NULL, *format = "human", *level = "validate";
	spec_loaded *loaded = NULL;
	const spec_lang *l = &tofu_spec;
	int i;
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--") == 0) {
			i++;
			break;
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
		} else if (strncmp(a, "--level=", 8) == 0) {
			level = a + 8;
		} else if (strcmp(a, "--level") == 0 && i + 1 < argc) {
			level = argv[++i];
		} else if (a[0] == '-' && a[1]) {
			fprintf(stderr, "reserve check: unknown option '%s'\n", a);
			usage(stderr);
			return CLI_USAGE;
		} else {
			break;
		}
	}
	checker c = {0};
	c.out = stdout;
	if (strcmp(level, "file") != 0 && strcmp(level, "load") != 0 && strcmp(level, "validate") != 0) {
		fprintf(stderr, "reserve check: unknown level '%s' (file, load or validate)\n", level);
		return CLI_USAGE;
	}
	c.load_only = strcmp(level, "validate") != 0;
	c.file_only = strcmp(level, "file") == 0;
	c.color = cli_use_color(stderr);
	if (strcmp(format, "human") == 0)
		c.format = 0;
	else if (strcmp(format, "json") == 0)
		c.format = 1;
	else if (strcmp(format, "sarif") == 0)
		c.format = 2;
	else {
		fprintf(stderr, "reserve check: unknown format '%s' (human, json or sarif)\n", format);
		return CLI_USAGE;
	}
	if (i >= argc) {
		fprintf(stderr, "reserve check: no PATH given\n");
		usage(stderr);
		return CLI_USAGE;
	}
	if (spec_path && !(l = cli_load_spec(spec_path, &loaded))) {
		spec_loaded_free(loaded);
		return CLI_USAGE;
	}
	c.l = l;
	if (c.format == 1)
		fputs("{\n  \"format_version\": \"1.0\",\n  \"diagnostics\": [", stdout);
	if (c.format == 2) {
		fputs("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
		      "  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n      \"tool\": {\n"
		      "        \"driver\": {\n          \"name\": \"reserve\",\n          \"version\": ", stdout);
		cli_json(stdout, reserve_version());
		fputs(",\n", stdout);
		sarif_rules(&c);
		fputs("        }\n      },\n      \"results\": [", stdout);
	}
	int problems = cli_for_each_module(l, argv + i, argc - i, report, &c);
	if (c.format == 1)
		printf("%s],\n  \"valid\": %s,\n  \"error_count\": %u,\n  \"warning_count\": %u\n}\n",
		       c.ndiags ? "\n  " : "", c.errors ? "false" : "true", c.errors, c.warnings);
	if (c.format == 2)
		printf("%s]\n    }\n  ]\n}\n", c.ndiags ? "\n      " : "");
	if (c.format == 0 && !c.errors && !c.warnings && !problems)
		fputs("Success! The configuration is valid.\n", stdout);
	spec_loaded_free(loaded);
	if (problems)
		return CLI_USAGE;
	return c.errors ? CLI_FOUND_ERRORS : CLI_OK;
}
