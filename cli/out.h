/* out.h - the output formats of reserve check: one writer per format
 * (human in cmd_check.c, JSON in out_json.c, SARIF in out_sarif.c). */
#ifndef RESERVE_CLI_OUT_H
#define RESERVE_CLI_OUT_H

#include "jobs.h"

/* What a writer knows of the run so far, or of one module: a module's
 * report counts from zero, and its text is joined to the others' by the
 * calling thread (a diagnostic's text starts with its separator "," when
 * ndiags is not 0, and only then). */
typedef struct cli_report {
	FILE *out;            /* standard output */
	FILE *err;            /* standard error */
	const spec_lang *l;   /* the spec: its catalogue gives SARIF's rules */
	int color;            /* colour on standard error (human) */
	unsigned errors, warnings; /* counted before diag is called */
	unsigned ndiags;      /* diagnostics written so far (after each diag) */
} cli_report;

/* A format: begin before the first module; diag for each diagnostic of each
 * file, in order; file after a file's diagnostics; end after the last module,
 * problems the number of paths that could not be read.  Any may be NULL. */
typedef struct cli_writer {
	void (*begin)(cli_report *r);
	void (*diag)(cli_report *r, hcl_file *f, const hcl_diag *d);
	void (*file)(cli_report *r, hcl_file *f);
	void (*end)(cli_report *r, int problems);
} cli_writer;

/* One diagnostic as `tofu validate -json` writes it, on one line. */
void cli_json_diag(FILE *out, hcl_file *f, const hcl_diag *d);

/* The shape of `tofu validate -json`, with each diagnostic's code. */
extern const cli_writer cli_json_writer;
/* SARIF 2.1.0: the spec's catalogue as rules, each diagnostic a result. */
extern const cli_writer cli_sarif_writer;

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
