/* out_xml.c - reserve check's XML formats for CI systems: checkstyle (the
 * XML of Checkstyle 4.3, which Jenkins, GitLab and reviewdog read) and
 * JUnit (a test suite per file checked, a test case per diagnostic, failing
 * when the diagnostic fails the run).  What kept the run from reading all
 * it was given is in the document too: an error of the file "reserve", a
 * test case in error. */
#include <string.h>

#include "out.h"

/* Appends n bytes of s as XML text or attribute value: markup characters,
 * quotes and line breaks as references, characters XML 1.0 does not allow
 * and broken UTF-8 as U+FFFD. */
static void xml_put(hcl_buf *b, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s, *end = p + n;
	while (p < end) {
		uint32_t cp;
		int len = hcl_utf8_decode(p, end, &cp);
		if (len == 0 || (cp < 0x20 && cp != '\t' && cp != '\n' && cp != '\r') || cp == 0xfffe ||
		    cp == 0xffff) {
			hcl_buf_puts(b, "\xef\xbf\xbd");
			p += len ? len : 1;
			continue;
		}
		switch (cp) {
		case '&': hcl_buf_puts(b, "&amp;"); break;
		case '<': hcl_buf_puts(b, "&lt;"); break;
		case '>': hcl_buf_puts(b, "&gt;"); break;
		case '"': hcl_buf_puts(b, "&quot;"); break;
		case '\'': hcl_buf_puts(b, "&apos;"); break;
		case '\n': hcl_buf_puts(b, "&#10;"); break;
		case '\r': hcl_buf_puts(b, "&#13;"); break;
		case '\t': hcl_buf_puts(b, "&#9;"); break;
		default: hcl_buf_put(b, (const char *)p, (size_t)len);
		}
		p += len;
	}
}

static void xml_puts(hcl_buf *b, const char *s)
{
	xml_put(b, s ? s : "", s ? strlen(s) : 0);
}

/* Writes b to out and empties it. */
static void flush(hcl_buf *b, FILE *out)
{
	if (b->n && !b->oom)
		fwrite(b->p, 1, b->n, out);
	hcl_buf_reset(b);
}

static const char *severity(const hcl_diag *d)
{
	return d->severity == HCL_ERROR ? "error" : "warning";
}

static void xml_begin(cli_report *r, const char *root)
{
	fprintf(r->out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n%s\n", root);
}

/* ---- checkstyle --------------------------------------------------------------- */

static void checkstyle_begin(cli_report *r)
{
	xml_begin(r, "<checkstyle version=\"4.3\">");
}

static void checkstyle_diag(cli_report *r, hcl_file *f, const hcl_diag *d)
{
	hcl_buf *b = &r->held;
	hcl_pos p = hcl_reported_pos(f, d->start);
	if (r->file_errors + r->file_warnings == 1) { /* the first of its file */
		hcl_buf_puts(b, "  <file name=\"");
		xml_puts(b, f->name);
		hcl_buf_puts(b, "\">\n");
	}
	/* A diagnostic without a range is about the file: line 0 and no column,
	 * as the run's failures below (Checkstyle's DTD requires the line; the
	 * readers named above take 0 as no line of the file). */
	if (d->no_range)
		hcl_buf_printf(b, "    <error line=\"0\" severity=\"%s\" message=\"", severity(d));
	else
		hcl_buf_printf(b, "    <error line=\"%u\" column=\"%u\" severity=\"%s\" message=\"", p.line,
			       p.col, severity(d));
	hcl_buf msg = {0};
	cli_diag_message(&msg, d);
	xml_put(b, msg.p, msg.oom ? 0 : msg.n);
	hcl_buf_free(&msg);
	hcl_buf_puts(b, "\" source=\"");
	xml_puts(b, cli_diag_code(d));
	hcl_buf_puts(b, "\"/>\n");
	flush(b, r->out);
}

static void checkstyle_file(cli_report *r, hcl_file *f)
{
	(void)f;
	if (r->file_errors + r->file_warnings)
		fputs("  </file>\n", r->out);
}

/* ---- what kept the run from reading all: the same in both formats ---------- */

/* One failure of the run as an element: its code, summary and detail. */
typedef void failure_fn(hcl_buf *b, const char *code, const char *summary, const char *detail);

/* Ends a document: the run's failures (cli_report_unsaid has counted them),
 * between open and close when there are any, each written by item, then the
 * root's end tag. */
static void failures_end(cli_report *r, const char *open, failure_fn *item, const char *close, const char *root_end)
{
	const char *summary = NULL, *detail = NULL;
	hcl_buf *b = &r->held;
	if (r->nfailures)
		hcl_buf_puts(b, open);
	for (const char *code = NULL; (code = cli_report_next(r, code, &summary, &detail));)
		item(b, code, summary, detail);
	if (r->nfailures)
		hcl_buf_puts(b, close);
	flush(b, r->out);
	fputs(root_end, r->out);
}

static void checkstyle_failure(hcl_buf *b, const char *code, const char *summary, const char *detail)
{
	hcl_buf_puts(b, "    <error line=\"0\" severity=\"error\" message=\"");
	xml_puts(b, summary);
	hcl_buf_puts(b, ": ");
	xml_puts(b, detail);
	hcl_buf_puts(b, "\" source=\"");
	xml_puts(b, code);
	hcl_buf_puts(b, "\"/>\n");
}

static void checkstyle_end(cli_report *r, int problems)
{
	cli_report_unsaid(r, problems);
	failures_end(r, "  <file name=\"reserve\">\n", checkstyle_failure, "  </file>\n", "</checkstyle>\n");
}

const cli_writer cli_checkstyle_writer = {checkstyle_begin, checkstyle_diag, checkstyle_file, checkstyle_end};

/* ---- JUnit -------------------------------------------------------------------- */

static void junit_begin(cli_report *r)
{
	xml_begin(r, "<testsuites name=\"reserve check\">");
}

/* A test case, kept until its file's suite is written. */
static void junit_diag(cli_report *r, hcl_file *f, const hcl_diag *d)
{
	hcl_buf *b = &r->held;
	hcl_pos p = hcl_reported_pos(f, d->start);
	hcl_buf_puts(b, "    <testcase classname=\"");
	xml_puts(b, f->name);
	hcl_buf_puts(b, "\" name=\"");
	xml_puts(b, cli_diag_code(d));
	if (!d->no_range) /* without a range, the file alone, as in the compact format */
		hcl_buf_printf(b, " %u:%u", p.line, p.col);
	hcl_buf_puts(b, "\">\n");
	if (cli_fails(r, d)) {
		hcl_buf_printf(b, "      <failure type=\"%s\" message=\"", severity(d));
		xml_puts(b, d->summary);
		hcl_buf_puts(b, "\">");
	} else {
		hcl_buf_puts(b, "      <system-out>");
	}
	xml_puts(b, f->name);
	if (!d->no_range)
		hcl_buf_printf(b, ":%u:%u", p.line, p.col);
	hcl_buf_printf(b, ": %s: ", severity(d));
	hcl_buf msg = {0};
	cli_diag_message(&msg, d);
	xml_put(b, msg.p, msg.oom ? 0 : msg.n);
	hcl_buf_free(&msg);
	hcl_buf_printf(b, " [%s]</%s>\n    </testcase>\n", cli_diag_code(d), cli_fails(r, d) ? "failure" : "system-out");
}

/* The file's suite: its test cases, or one passing case when it has none. */
static void junit_file(cli_report *r, hcl_file *f)
{
	unsigned n = r->file_errors + r->file_warnings;
	unsigned failures = r->file_errors + (r->fail_on_warnings ? r->file_warnings : 0);
	hcl_buf head = {0};
	hcl_buf_puts(&head, "  <testsuite name=\"");
	xml_puts(&head, f->name);
	hcl_buf_printf(&head, "\" tests=\"%u\" failures=\"%u\" errors=\"0\">\n", n ? n : 1, failures);
	if (!n) {
		hcl_buf_puts(&head, "    <testcase classname=\"");
		xml_puts(&head, f->name);
		hcl_buf_puts(&head, "\" name=\"reserve check\"/>\n");
	}
	flush(&head, r->out);
	hcl_buf_free(&head);
	flush(&r->held, r->out);
	fputs("  </testsuite>\n", r->out);
}

static void junit_failure(hcl_buf *b, const char *code, const char *summary, const char *detail)
{
	hcl_buf_puts(b, "    <testcase classname=\"reserve\" name=\"");
	xml_puts(b, code);
	hcl_buf_puts(b, "\">\n      <error type=\"");
	xml_puts(b, code);
	hcl_buf_puts(b, "\" message=\"");
	xml_puts(b, summary);
	hcl_buf_puts(b, "\">");
	xml_puts(b, detail);
	hcl_buf_puts(b, "</error>\n    </testcase>\n");
}

/* The failures of the run: a suite whose test cases are in error. */
static void junit_end(cli_report *r, int problems)
{
	char open[96];
	cli_report_unsaid(r, problems);
	snprintf(open, sizeof open, "  <testsuite name=\"reserve\" tests=\"%u\" failures=\"0\" errors=\"%u\">\n",
		 r->nfailures, r->nfailures);
	failures_end(r, open, junit_failure, "  </testsuite>\n", "</testsuites>\n");
}

const cli_writer cli_junit_writer = {junit_begin, junit_diag, junit_file, junit_end};
