/* out_text.c - reserve check's text formats: human (OpenTofu's layout on
 * standard error, a summary line, the success message of `tofu validate`)
 * and compact (one line per diagnostic, as compilers and linters write
 * them). */
#include "out.h"

void cli_diag_message(hcl_buf *b, const hcl_diag *d)
{
	hcl_buf_puts(b, d->summary);
	if (d->detail && *d->detail) {
		hcl_buf_puts(b, ": ");
		hcl_buf_puts(b, d->detail);
	}
}

int cli_fails(const cli_report *r, const hcl_diag *d)
{
	return d->severity == HCL_ERROR || r->fail_on_warnings;
}

/* ---- human -------------------------------------------------------------------- */

static void human_diag(cli_report *r, hcl_file *f, const hcl_diag *d)
{
	hcl_buf b = {0};
	hcl_render_diag(&b, f, d, r->color, r->width);
	if (b.n)
		fwrite(b.p, 1, b.n, r->err);
	hcl_buf_free(&b);
}

static const char *plural(unsigned n)
{
	return n == 1 ? "" : "s";
}

/* After diagnostics: "N modules, M files: E errors, W warnings" on standard
 * error; the success message when nothing failed.  Neither with --quiet. */
static void human_end(cli_report *r, int problems)
{
	if (cli_style.quiet)
		return;
	if (r->errors || r->warnings || r->ignored) {
		fprintf(r->err, "%u module%s, %u file%s: %u error%s, %u warning%s", r->modules, plural(r->modules),
			r->files, plural(r->files), r->errors, plural(r->errors), r->warnings, plural(r->warnings));
		if (r->ignored)
			fprintf(r->err, " (%u ignored)", r->ignored);
		putc('\n', r->err);
	}
	if (r->errors || problems || (r->warnings && r->fail_on_warnings))
		return;
	if (r->warnings)
		fputs("Success! The configuration is valid, but there were some validation warnings as shown "
		      "above.\n", r->out);
	else
		fputs("Success! The configuration is valid.\n", r->out);
}

const cli_writer cli_human_writer = {NULL, human_diag, NULL, human_end};

/* ---- compact ------------------------------------------------------------------ */

static void compact_diag(cli_report *r, hcl_file *f, const hcl_diag *d)
{
	hcl_pos p = hcl_reported_pos(f, d->start);
	if (d->no_range) /* no range: the file alone, as compilers write a message about a whole file */
		fprintf(r->out, "%s: ", f->name);
	else
		fprintf(r->out, "%s:%u:%u: ", f->name, p.line, p.col);
	fprintf(r->out, "%s: ", d->severity == HCL_ERROR ? "error" : "warning");
	for (const char *s = d->summary; *s; s++) /* one line, whatever the summary holds */
		putc(*s == '\n' || *s == '\r' ? ' ' : *s, r->out);
	fprintf(r->out, " [%s]\n", cli_diag_code(d));
}

const cli_writer cli_compact_writer = {NULL, compact_diag, NULL, NULL};
