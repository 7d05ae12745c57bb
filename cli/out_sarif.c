/* out_sarif.c - reserve check --format sarif: SARIF 2.1.0, the spec's
 * diagnostic catalogue as the rules and each diagnostic as a result. */
#include <string.h>

#include "out.h"
#include "reserve.h"

/* The rules: "syntax" for the parser's errors, then every catalogue entry. */
static void sarif_rules(cli_report *r)
{
	FILE *out = r->out;
	fputs("          \"rules\": [\n            {\"id\": \"syntax\", \"name\": \"syntax\", "
	      "\"shortDescription\": {\"text\": \"HCL native syntax error\"}, "
	      "\"defaultConfiguration\": {\"level\": \"error\"}}", out);
	for (uint16_t i = 0; i < r->l->ndiags; i++) {
		const spec_diag *d = &r->l->diags[i];
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

static void sarif_begin(cli_report *r)
{
	fputs("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
	      "  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n      \"tool\": {\n"
	      "        \"driver\": {\n          \"name\": \"reserve\",\n          \"version\": ", r->out);
	cli_json(r->out, reserve_version());
	fputs(",\n", r->out);
	sarif_rules(r);
	fputs("        }\n      },\n      \"results\": [", r->out);
}

static void sarif_result(cli_report *r, hcl_file *f, const hcl_diag *d)
{
	FILE *out = r->out;
	hcl_pos s = hcl_file_pos(f, d->start), e = hcl_file_pos(f, d->end);
	fprintf(out, "%s\n        {\"ruleId\": ", r->ndiags ? "," : "");
	cli_json(out, d->code ? d->code : "syntax");
	fprintf(out, ", \"level\": \"%s\", \"message\": {\"text\": ", d->severity == HCL_ERROR ? "error" : "warning");
	hcl_buf msg = {0};
	hcl_buf_puts(&msg, d->summary);
	if (d->detail && *d->detail) {
		hcl_buf_puts(&msg, ": ");
		hcl_buf_puts(&msg, d->detail);
	}
	cli_json_str(out, msg.p, msg.oom ? 0 : msg.n);
	hcl_buf_free(&msg);
	fputs("}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ", out);
	cli_json(out, strncmp(f->name, "./", 2) == 0 ? f->name + 2 : f->name);
	fprintf(out, "}, \"region\": {\"startLine\": %u, \"startColumn\": %u, \"endLine\": %u, \"endColumn\": %u}}}]}",
		s.line, s.col, e.line, e.col);
}

static void sarif_end(cli_report *r, int problems)
{
	(void)problems;
	fprintf(r->out, "%s]\n    }\n  ]\n}\n", r->ndiags ? "\n      " : "");
}

const cli_writer cli_sarif_writer = {sarif_begin, sarif_result, NULL, sarif_end};
