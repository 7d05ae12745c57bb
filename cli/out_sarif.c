/* out_sarif.c - reserve check --format sarif: SARIF 2.1.0 as code-scanning
 * services take it, the spec's diagnostic catalogue as the rules and each
 * diagnostic as a result.  Texts double their braces (SARIF's message
 * strings read "{0}" as a placeholder); a file's location is a
 * percent-encoded URI, relative to %SRCROOT% (the working directory, in
 * originalUriBaseIds) or an absolute file: URI, with a region unless the
 * diagnostic has no range; rules link to their
 * catalogue entry: the diagnostic block of that code in the spec file. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "out.h"
#include "reserve.h"

#ifndef RESERVE_SPECDIR
#define RESERVE_SPECDIR "/usr/local/share/reserve/spec"
#endif
#ifndef RESERVE_MANDIR
#define RESERVE_MANDIR "/usr/local/share/man"
#endif

#define SRCROOT "%SRCROOT%"

/* What the syntax rule says: a syntax error has no catalogue entry. */
static const char syntax_summary[] = "HCL syntax error";
static const char syntax_detail[] =
	"The file does not follow HCL's native syntax (or HCL's JSON syntax, for a JSON file), so it "
	"cannot be read as OpenTofu reads it. The message says what is wrong and where.";

/* A text as SARIF wants it: a JSON string with "{" and "}" doubled. */
static void sarif_text(FILE *out, const char *s)
{
	hcl_buf b = {0};
	for (; s && *s; s++) {
		hcl_buf_putc(&b, *s);
		if (*s == '{' || *s == '}')
			hcl_buf_putc(&b, *s);
	}
	cli_json_str(out, b.p, b.oom ? 0 : b.n);
	hcl_buf_free(&b);
}

void cli_sarif_uri_path(hcl_buf *b, const char *path, int absolute)
{
	static const char hex[] = "0123456789ABCDEF";
	for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
		    (*p && strchr("-._~!$&'()*+,;=@/", *p)) || (absolute && *p == ':')) {
			hcl_buf_putc(b, (char)*p);
		} else {
			hcl_buf_putc(b, '%');
			hcl_buf_putc(b, hex[*p >> 4]);
			hcl_buf_putc(b, hex[*p & 15]);
		}
	}
}

/* Writes the file: URI of an absolute path, then suffix (a "/" or a
 * "#fragment"). */
static void file_uri(FILE *out, const char *path, const char *suffix)
{
	hcl_buf b = {0};
	hcl_buf_puts(&b, "file://");
	cli_sarif_uri_path(&b, path, 1);
	hcl_buf_puts(&b, suffix);
	cli_json_str(out, b.p, b.oom ? 0 : b.n);
	hcl_buf_free(&b);
}

/* The absolute path of the spec file of the run, malloc'd (NULL when out
 * of memory): the one given (from the working directory), or the installed
 * file of the built-in spec. */
static char *spec_path(const cli_report *r)
{
	char *p;
	if (!r->spec) {
		size_t n = strlen(RESERVE_SPECDIR) + strlen(r->l->c_prefix) + 7;
		if ((p = malloc(n)))
			snprintf(p, n, "%s/%s.hcl", RESERVE_SPECDIR, r->l->c_prefix);
		return p;
	}
	const char *rel = r->spec;
	char cwd[4096];
	if (rel[0] == '/' || !getcwd(cwd, sizeof cwd))
		return strdup(rel);
	while (rel[0] == '.' && rel[1] == '/')
		rel += 2;
	size_t n = strlen(cwd) + strlen(rel) + 2;
	if ((p = malloc(n)))
		snprintf(p, n, "%s/%s", strcmp(cwd, "/") ? cwd : "", rel);
	return p;
}

/* One rule: id, name, texts, level and its catalogue entry. */
static void rule(FILE *out, const char *id, const char *name, const char *summary, const char *detail,
		 const char *level, const char *help)
{
	fputs("            {\"id\": ", out);
	cli_json(out, id);
	fputs(", \"name\": ", out);
	cli_json(out, name);
	fputs(", \"shortDescription\": {\"text\": ", out);
	sarif_text(out, summary);
	fputs("}, \"fullDescription\": {\"text\": ", out);
	sarif_text(out, detail && *detail ? detail : summary);
	fputs("}, \"help\": {\"text\": ", out);
	sarif_text(out, detail && *detail ? detail : summary);
	fprintf(out, "}, \"defaultConfiguration\": {\"level\": \"%s\"}, \"helpUri\": ", level);
	if (help[0] == '/') {
		hcl_buf frag = {0};
		hcl_buf_printf(&frag, "#%s", id);
		file_uri(out, help, frag.oom ? "" : frag.p);
		hcl_buf_free(&frag);
	} else {
		file_uri(out, RESERVE_MANDIR "/man1/reserve.1", "");
	}
	fputc('}', out);
}

/* The rules: CLI_SYNTAX_CODE for the parser's errors, then every catalogue
 * entry, whose helpUri is the spec file with the code as fragment. */
static void sarif_rules(cli_report *r)
{
	FILE *out = r->out;
	char *spec = r->l ? spec_path(r) : NULL;
	fputs("          \"rules\": [\n", out);
	rule(out, CLI_SYNTAX_CODE, CLI_SYNTAX_CODE, syntax_summary, syntax_detail, "error", "");
	for (uint16_t i = 0; r->l && i < r->l->ndiags; i++) {
		const spec_diag *d = &r->l->diags[i];
		fputs(",\n", out);
		rule(out, d->code, d->id, d->summary, d->detail, d->severity == SPEC_WARNING ? "warning" : "error",
		     spec ? spec : "");
	}
	fputs("\n          ]\n", out);
	free(spec);
}

static void sarif_begin(cli_report *r)
{
	fputs("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
	      "  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n      \"tool\": {\n"
	      "        \"driver\": {\n          \"name\": \"reserve\",\n          \"version\": ", r->out);
	cli_json(r->out, reserve_version());
	fputs(",\n          \"informationUri\": ", r->out);
	file_uri(r->out, RESERVE_MANDIR "/man1/reserve.1", "");
	fputs(",\n", r->out);
	sarif_rules(r);
	fputs("        }\n      },\n", r->out);
	char cwd[4096];
	if (getcwd(cwd, sizeof cwd) && cwd[0] == '/') {
		fputs("      \"originalUriBaseIds\": {\"" SRCROOT "\": {\"uri\": ", r->out);
		file_uri(r->out, cwd, strcmp(cwd, "/") ? "/" : "");
		fputs("}},\n", r->out);
	}
	fputs("      \"results\": [", r->out);
}

/* The artifactLocation of the file named name. */
static void location(FILE *out, const char *name)
{
	fputs("{\"uri\": ", out);
	if (name[0] == '/') {
		file_uri(out, name, "");
	} else {
		while (name[0] == '.' && name[1] == '/')
			name += 2;
		hcl_buf b = {0};
		cli_sarif_uri_path(&b, name, 0);
		cli_json_str(out, b.p, b.oom ? 0 : b.n);
		hcl_buf_free(&b);
		fputs(", \"uriBaseId\": \"" SRCROOT "\"", out);
	}
	fputc('}', out);
}

static void sarif_result(cli_report *r, hcl_file *f, const hcl_diag *d)
{
	FILE *out = r->out;
	hcl_pos s = hcl_reported_pos(f, d->start), e = hcl_reported_pos(f, d->end);
	fprintf(out, "%s\n        {\"ruleId\": ", r->ndiags ? "," : "");
	cli_json(out, cli_diag_code(d));
	fprintf(out, ", \"level\": \"%s\", \"message\": {\"text\": ", d->severity == HCL_ERROR ? "error" : "warning");
	hcl_buf msg = {0};
	cli_diag_message(&msg, d);
	sarif_text(out, msg.oom ? "" : msg.p);
	hcl_buf_free(&msg);
	fputs("}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": ", out);
	location(out, f->name);
	if (d->no_range) /* a diagnostic the language gives no range: about the file, no region */
		fputs("}}]}", out);
	else
		fprintf(out, ", \"region\": {\"startLine\": %u, \"startColumn\": %u, \"endLine\": %u, "
			     "\"endColumn\": %u}}}]}",
			s.line, s.col, e.line, e.col);
}

/* The invocation: whether the run read everything it was given, and what
 * kept it from that as notifications (the failures of the run). */
static void sarif_end(cli_report *r, int problems)
{
	const char *summary = NULL, *detail = NULL;
	FILE *out = r->out;
	cli_report_unsaid(r, problems);
	fprintf(out, "%s],\n      \"invocations\": [\n        {\"executionSuccessful\": %s",
		r->ndiags ? "\n      " : "", r->nfailures ? "false" : "true");
	if (r->nfailures)
		fputs(", \"toolExecutionNotifications\": [", out);
	for (const char *code = NULL; (code = cli_report_next(r, code, &summary, &detail));) {
		fprintf(out, "%s\n          {\"level\": \"error\", \"descriptor\": {\"id\": ", code == r->failures.p ? "" : ",");
		cli_json(out, code);
		fputs("}, \"message\": {\"text\": ", out);
		hcl_buf msg = {0};
		hcl_buf_printf(&msg, "%s: %s", summary, detail);
		sarif_text(out, msg.oom ? summary : msg.p);
		hcl_buf_free(&msg);
		fputs("}}", out);
	}
	fprintf(out, "%s}\n      ]\n    }\n  ]\n}\n", r->nfailures ? "\n        ]" : "");
}

const cli_writer cli_sarif_writer = {sarif_begin, sarif_result, NULL, sarif_end};
