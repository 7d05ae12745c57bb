/* out_json.c - reserve check --format json: the diagnostics in the shape of
 * `tofu validate -json`, each with its code (CLI_SYNTAX_CODE for a syntax
 * error), a range and a snippet (neither for a diagnostic the language
 * gives no range). */
#include <string.h>

#include "out.h"

/* Position b; after: one byte and one column on, on the same line (the end
 * validate -json gives an empty range: prepareDiagnosticRanges). */
static void json_pos(FILE *out, hcl_file *f, uint32_t b, int after)
{
	hcl_pos p = hcl_reported_pos(f, b);
	fprintf(out, "{\"line\": %u, \"column\": %u, \"byte\": %u}", p.line, p.col + !!after, p.byte + !!after);
}

/* The context of b ("resource \"x\" \"y\"", a JSON file's property path), or
 * null. */
static void block_context(FILE *out, hcl_file *f, uint32_t b)
{
	hcl_buf text = {0};
	if (hcl_file_context(f, b, &text) && !text.oom)
		cli_json_str(out, text.p, text.n);
	else
		fputs("null", out);
	hcl_buf_free(&text);
}

/* The source line of d and where d lies in it, or the lines of a range
 * over several (hcl_snippet_code); a long line is cut to a window around
 * d, as in the human layout.  An empty range is widened to
 * one byte, as validate -json widens it: at the end of its line that byte
 * is the line's end, and the next line (when not empty) joins the code, as
 * hcl's Range.Overlaps has it. */
static void snippet(FILE *out, hcl_file *f, const hcl_diag *d)
{
	hcl_pos s = hcl_reported_pos(f, d->start), e = hcl_reported_pos(f, d->end);
	if (d->end > d->start && e.line > s.line && !f->json) { /* every line the range overlaps */
		hcl_buf code = {0};
		uint32_t hs, he;
		int n = hcl_snippet_code(f, d->start, d->end, &code, &hs, &he);
		if (n > 1 && !code.oom) {
			fputs("{\"context\": ", out);
			block_context(out, f, d->start);
			fputs(", \"code\": ", out);
			cli_json_str(out, code.p, code.n);
			fprintf(out, ", \"start_line\": %u, \"highlight_start_offset\": %u, "
				     "\"highlight_end_offset\": %u, \"values\": []}", s.line, hs, he);
		}
		hcl_buf_free(&code);
		if (n > 1)
			return;
	}
	uint32_t len = 0, next_len = 0;
	const char *line = hcl_file_line(f, s.line, &len);
	uint32_t lstart = line ? (uint32_t)(line - f->src) : 0;
	uint32_t hs = s.byte > lstart ? s.byte - lstart : 0;
	uint32_t he = e.byte < lstart ? hs : e.byte - lstart > len ? len : e.byte - lstart;
	const char *next = NULL;
	if (line && d->end == d->start) {
		if (hs >= len && (next = hcl_file_line(f, s.line + 1, &next_len)) && !next_len)
			next = NULL;
		he = hs + 1;
		if (he > len + (next ? 1 + next_len : 0))
			he = len + (next ? 1 + next_len : 0);
	}
	if (line && len > HCL_SNIPPET_LONG && !next) {
		if (hs > len)
			hs = len;
		if (he < hs)
			he = hs;
		hcl_snippet_window(&line, &len, &hs, &he);
	}
	fputs("{\"context\": ", out);
	block_context(out, f, d->start);
	fputs(", \"code\": ", out);
	if (next) { /* the two lines, joined by a newline */
		hcl_buf code = {0};
		hcl_buf_put(&code, line, strnlen(line, len));
		hcl_buf_put(&code, "\n", 1);
		hcl_buf_put(&code, next, strnlen(next, next_len));
		cli_json_str(out, code.p ? code.p : "", code.n);
		hcl_buf_free(&code);
	} else {
		cli_json_str(out, line, line ? strnlen(line, len) : 0); /* up to a NUL byte, if any */
	}
	fprintf(out, ", \"start_line\": %u, \"highlight_start_offset\": %u, \"highlight_end_offset\": %u, "
		     "\"values\": []}", s.line, hs, he < hs ? hs : he);
}

/* The layout of a diagnostic's members: one per line, or all on one line. */
typedef struct layout {
	const char *open, *sep, *close;
} layout;
static const layout pretty = {"\n    {\n      ", ",\n      ", "\n    }"}, compact = {"{", ", ", "}"};

static void json_diag_in(FILE *out, hcl_file *f, const hcl_diag *d, const layout *lo)
{
	fprintf(out, "%s\"severity\": \"%s\"%s\"summary\": ", lo->open,
		d->severity == HCL_ERROR ? "error" : "warning", lo->sep);
	cli_json(out, d->summary);
	fprintf(out, "%s\"detail\": ", lo->sep);
	cli_json(out, d->detail);
	fprintf(out, "%s\"code\": ", lo->sep);
	cli_json(out, cli_diag_code(d));
	if (d->no_range) { /* validate -json leaves out "range" and "snippet" (both omitempty) */
		fputs(lo->close, out);
		return;
	}
	fprintf(out, "%s\"range\": {\"filename\": ", lo->sep);
	cli_json(out, f->name);
	fputs(", \"start\": ", out);
	json_pos(out, f, d->start, 0);
	fputs(", \"end\": ", out);
	json_pos(out, f, d->end, d->end == d->start);
	fprintf(out, "}%s\"snippet\": ", lo->sep);
	snippet(out, f, d);
	fputs(lo->close, out);
}

void cli_json_diag(FILE *out, hcl_file *f, const hcl_diag *d)
{
	json_diag_in(out, f, d, &compact);
}

static void json_diag(cli_report *r, hcl_file *f, const hcl_diag *d)
{
	if (r->ndiags)
		putc(',', r->out);
	json_diag_in(r->out, f, d, &pretty);
}

static void json_begin(cli_report *r)
{
	fputs("{\n  \"format_version\": \"1.0\",\n  \"diagnostics\": [", r->out);
}

/* ---- failures of the run, carried by the documents -------------------------- */

void cli_report_failure(cli_report *r, const char *code, const char *summary, const char *detail)
{
	hcl_buf_put(&r->failures, code, strlen(code) + 1);
	hcl_buf_put(&r->failures, summary, strlen(summary) + 1);
	hcl_buf_put(&r->failures, detail, strlen(detail) + 1);
	r->nfailures += !r->failures.oom;
}

void cli_report_io(cli_report *r, const char *path, int err)
{
	hcl_buf msg = {0};
	cli_io_message(&msg, path, err);
	cli_report_failure(r, "io",
			   err == RSV_WALK_EMPTY ? "No module files found"
			   : err == RSV_WALK_DEEP ? "Folder depth limit reached"
						  : "I/O error",
			   msg.oom ? "out of memory" : msg.p);
	hcl_buf_free(&msg);
}

const char *cli_report_next(const cli_report *r, const char *prev, const char **summary, const char **detail)
{
	if (!r->nfailures || r->failures.oom || !r->failures.p)
		return NULL;
	const char *end = r->failures.p + r->failures.n;
	const char *code = prev ? *detail + strlen(*detail) + 1 : r->failures.p;
	if (code >= end)
		return NULL;
	*summary = code + strlen(code) + 1;
	*detail = *summary + strlen(*summary) + 1;
	return code;
}

void cli_report_unstarted(const cli_writer *w, const char *prog)
{
	cli_report r = {.out = stdout, .err = stderr};
	hcl_buf detail = {0};
	hcl_buf_printf(&detail, "%s did not run: the reason is on standard error", prog);
	cli_report_failure(&r, "usage", "Usage error", detail.oom ? "" : detail.p);
	w->begin(&r);
	w->end(&r, 1);
	hcl_buf_free(&detail);
	hcl_buf_free(&r.failures);
	hcl_buf_free(&r.held);
}

void cli_report_unsaid(cli_report *r, int problems)
{
	if (problems && !r->nfailures)
		cli_report_failure(r, "io", "I/O error", "a problem the message on standard error describes");
}

static void json_end(cli_report *r, int problems)
{
	const char *summary = NULL, *detail = NULL;
	cli_report_unsaid(r, problems);
	for (const char *code = NULL; (code = cli_report_next(r, code, &summary, &detail));) {
		fputs(r->ndiags++ ? ",\n    {\n      \"severity\": \"error\",\n      \"summary\": "
				  : "\n    {\n      \"severity\": \"error\",\n      \"summary\": ", r->out);
		cli_json(r->out, summary);
		fputs(",\n      \"detail\": ", r->out);
		cli_json(r->out, detail);
		fputs(",\n      \"code\": ", r->out);
		cli_json(r->out, code);
		fputs("\n    }", r->out);
	}
	unsigned errors = r->errors + r->nfailures;
	fprintf(r->out, "%s],\n  \"valid\": %s,\n  \"error_count\": %u,\n  \"warning_count\": %u\n}\n",
		r->ndiags ? "\n  " : "", errors ? "false" : "true", errors, r->warnings);
}

const cli_writer cli_json_writer = {json_begin, json_diag, NULL, json_end};
