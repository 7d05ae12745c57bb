/* out.h - the output formats of reserve check: one writer per format
 * (human and compact in out_text.c, JSON in out_json.c, SARIF in
 * out_sarif.c, checkstyle and JUnit in out_xml.c). */
#ifndef RESERVE_CLI_OUT_H
#define RESERVE_CLI_OUT_H

#include "lint.h"
#include "jobs.h"

/* What a writer knows of the run so far, or of one module: a module's
 * report counts from zero, and its text is joined to the others' by the
 * calling thread (a diagnostic's text starts with its separator "," when
 * ndiags is not 0, and only then). */
typedef struct cli_report {
	FILE *out;            /* standard output */
	FILE *err;            /* standard error */
	const spec_lang *l;   /* the spec: its catalogue gives SARIF's rules */
	const char *spec;     /* the spec file given, or NULL for the built-in spec */
	int color;            /* colour on standard error (human) */
	int width;            /* the columns of the terminal on standard error, 0 when it is none */
	int fail_on_warnings; /* --minimum-failure-severity=warning: warnings fail the run */
	unsigned errors, warnings; /* counted before diag is called */
	unsigned ndiags;      /* diagnostics written so far (after each diag) */
	unsigned modules, files; /* read and not excluded, counted before file is called */
	unsigned ignored;     /* diagnostics left out (--disable, --only, reserve-ignore) */
	unsigned file_errors, file_warnings; /* of the file whose diagnostics are written */
	hcl_buf held;         /* text a writer keeps until it can write it */
	hcl_buf failures;     /* what kept the run from reading all it was given
			       * (cli_report_failure): "code\0summary\0detail\0" each */
	unsigned nfailures;
} cli_report;

/* A format: begin before the first module; diag for each diagnostic of each
 * file, in order; file after a file's diagnostics; end after the last module,
 * problems the number of problems met (r->failures says which, when the
 * command recorded them).  Any may be NULL. */
typedef struct cli_writer {
	void (*begin)(cli_report *r);
	void (*diag)(cli_report *r, hcl_file *f, const hcl_diag *d);
	void (*file)(cli_report *r, hcl_file *f);
	void (*end)(cli_report *r, int problems);
} cli_writer;

/* OpenTofu's human layout on standard error, a summary, and the success
 * message of `tofu validate` on standard output. */
extern const cli_writer cli_human_writer;
/* One line per diagnostic: FILE:LINE:COL: severity: summary [CODE]. */
extern const cli_writer cli_compact_writer;

/* One diagnostic as `tofu validate -json` writes it, on one line. */
void cli_json_diag(FILE *out, hcl_file *f, const hcl_diag *d);

/* The shape of `tofu validate -json`, with each diagnostic's code. */
extern const cli_writer cli_json_writer;
/* SARIF 2.1.0: the spec's catalogue as rules, each diagnostic a result. */
extern const cli_writer cli_sarif_writer;
/* Appends path percent-encoded for a SARIF URI: every byte but RFC 3986's unreserved
 * characters, sub-delimiters, "@", "/" and (in an absolute path) ":". */
void cli_sarif_uri_path(hcl_buf *b, const char *path, int absolute);
/* Checkstyle XML (version 4.3): a file element per file with diagnostics. */
extern const cli_writer cli_checkstyle_writer;
/* JUnit XML: a test suite per file, a test case per diagnostic. */
extern const cli_writer cli_junit_writer;

/* Records a failure of the run for the document formats (JSON, SARIF),
 * which carry it: code "io" (a path that could not be read) or "usage". */
void cli_report_failure(cli_report *r, const char *code, const char *summary, const char *detail);
/* The failure of an I/O problem met at path (err as rsv_walk's on_problem). */
void cli_report_io(cli_report *r, const char *path, int err);
/* Writes that the run could not start (a usage error, whose message is on
 * standard error) as a document of writer w (JSON or SARIF), so that a
 * pipeline reading the document never finds it missing. */
void cli_report_unstarted(const cli_writer *w, const char *prog);
/* Records a failure for problems the command met but did not record. */
void cli_report_unsaid(cli_report *r, int problems);
/* The failure after prev (NULL: the first), or NULL: its code, and its
 * summary and detail in *summary and *detail. */
const char *cli_report_next(const cli_report *r, const char *prev, const char **summary, const char **detail);

/* d's text on one line: "summary: detail", or the summary alone. */
void cli_diag_message(hcl_buf *b, const hcl_diag *d);

/* The diagnostic fails the run (an error, or a warning with
 * fail_on_warnings). */
int cli_fails(const cli_report *r, const hcl_diag *d);

/* ---- out_jsonl.c: check --format jsonl, read back by reserve merge ---------- */

/* What the header record says of the run. */
typedef struct cli_jsonl_head {
	const char *command; /* "check" */
	const spec_lang *l;
	const char *level;
	char **paths;
	int npaths;
	unsigned shard, shards; /* 1/1 when not sharded */
} cli_jsonl_head;

/* What the end record counts. */
typedef struct cli_jsonl_totals {
	unsigned long modules, records, walk_problems, read_problems, errors, warnings;
} cli_jsonl_totals;

void cli_jsonl_header(FILE *out, const cli_jsonl_head *h);
/* A module's record: seq its place in the order of discovery. */
void cli_jsonl_module(FILE *out, const rsv_module *m, unsigned long seq, unsigned errors,
		      unsigned warnings);
void cli_jsonl_end(FILE *out, const cli_jsonl_totals *t);

#endif
