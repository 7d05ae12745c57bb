/* audit.h - what the pieces of `reserve audit` share: the run (the two specs, their change
 * list, the results gathered module by module) and its renderers (out_audit.c). */
#ifndef RESERVE_CLI_AUDIT_H
#define RESERVE_CLI_AUDIT_H

#include "cli.h"
#include "out.h"
#include "rsv_audit.h"
#include "spec_diff.h"

typedef enum { AUDIT_HUMAN, AUDIT_MARKDOWN, AUDIT_JSON, AUDIT_SARIF } audit_format;

/* One side of the audit: the spec as named on the command line and as loaded. */
typedef struct audit_side {
	const char *given; /* the name or path given */
	const char *path;  /* the file read */
	const spec_lang *l;
	spec_loaded *keep;
} audit_side;

/* What a change explains (audit_groups.c): its places, and the modules that regressed,
 * worsened or were fixed with a differing error in one of its places. */
enum { AUDIT_PLACES, AUDIT_REGRESSED, AUDIT_WORSENED, AUDIT_FIXED, AUDIT_NCOUNTS };

/* A diagnostic code among the new errors of the modules that regressed or worsened. */
typedef struct audit_code {
	const char *code; /* the spec's (it lives as long as the run), or NULL: none */
	unsigned modules, errors;
} audit_code;

/* The places and modules some modules' audits found, rendered in the run's
 * format: one module's in a worker (-j), the run's in the calling thread. */
typedef struct audit_found {
	hcl_buf impact;           /* the places */
	hcl_buf regressed, worsened, fixed; /* the modules */
	unsigned nimpact, nregressed, nworsened, nfixed, scanned, affected, files;
	unsigned gating;          /* places and regressed modules that fail the audit (audit_gates) */
	int *changes;             /* what the changes explain: change * AUDIT_NCOUNTS + count (the
				   * change diff->n: none), each once per module */
	size_t nchanges, capchanges;
	audit_code *codes;        /* the codes of new errors, each module's once */
	size_t ncodes, capcodes;
} audit_found;

typedef struct audit_run {
	audit_side old_side, new_side;
	spec_diff *diff;
	int format;             /* audit_format */
	int paths;              /* PATHs were given */
	int jobs;               /* -j */
	audit_found all;        /* the modules read so far, in the order of discovery */
	unsigned (*counts)[AUDIT_NCOUNTS]; /* per change, and at diff->n what no change explains */
	audit_code *codes;      /* the codes of the new errors, sorted */
	size_t ncodes, capcodes;
	const char **accepted;  /* per change: the reason it is accepted for, or NULL */
	int min_class;          /* --min-class: the changes of a lower class are not shown */
	hcl_file **accept_files; /* the accept lists read (their arenas hold the reasons) */
	size_t naccept, capaccept;
	cli_report failed;      /* what kept the audit from reading all it was given (its failures) */
	int status;             /* the exit status, known before the report is written */
	/* progress on a terminal */
	int progress;
	unsigned files_total;
	double started, shown;
} audit_run;

/* Renders what module m's audit found into f (zeroed before the module):
 * reads r, writes nothing else, so workers may run it side by side.
 * Returns 0, or -1 when out of memory. */
int audit_render_module(const audit_run *r, audit_found *f, rsv_module *m, const rsv_audit *a);
/* Adds a module's findings f to the run's, in the calling thread, and frees f. */
void audit_add(audit_run *r, audit_found *f);
void audit_found_free(audit_found *f);
/* Writes the whole report in the run's format. */
void audit_print(audit_run *r, FILE *out);

/* audit_groups.c: notes in f what module m's audit a explains by change (its places, and
 * by whether it regressed, worsened or was fixed) and by code; adds f's notes to the run's;
 * writes the groups in the run's format: text, markdown, a change's JSON "counts", the JSON
 * "by_code" and "unexplained", a SARIF rule's properties.  0, or -1 when out of memory. */
int audit_group_module(const audit_run *r, audit_found *f, const rsv_audit *a, int regressed, int worsened,
		       int fixed);
void audit_group_add(audit_run *r, const audit_found *f);
void audit_groups_sort(audit_run *r); /* once every module is added */
/* Whether a->only_new[i] is a new error: an error, and no error of the old check that the
 * new one lacks starts at its byte (one error turned into another is none). */
int audit_new_error(const rsv_audit *a, uint32_t i);
/* The change of the place of a (an impact, or a span) that holds byte at of file, or -1. */
int audit_explained_by(const rsv_audit *a, const hcl_file *file, uint32_t at);
void audit_groups_text(const audit_run *r, hcl_buf *b);
void audit_change_counts_json(const audit_run *r, hcl_buf *b, size_t i);
void audit_groups_json(const audit_run *r, hcl_buf *b);
void audit_codes_json(const audit_run *r, hcl_buf *b); /* "by_code": [...] */
void audit_change_counts_sarif(const audit_run *r, hcl_buf *b, size_t i);

/* 0 when o and n are releases of one language (the same display name, else language name) or cross
 * (--cross-language) is set; else -1 after saying so on stderr, prefixed with prog. */
int audit_one_language(const char *prog, const audit_side *o, const audit_side *n, int cross);

/* Sets sel[i] (d->n entries) for each change i of d that key names, KIND:NAME[:WHERE] (without
 * WHERE: every change of that kind and name); the number, or -1 when KIND is no kind. */
int audit_changes_named(const spec_diff *d, const char *key, uint8_t *sel);

/* Reads the accepted changes (audit_accept.c) from the file path (NULL: none) and, when
 * config, from the CLI_CONFIG_NAME found as reserve check finds it, into r->accepted (r->diff
 * made, r->accepted zeroed).  Returns 0, or -1 after printing each problem on stderr with its
 * file and line: an entry that matches no change is one. */
int audit_accept_read(audit_run *r, const char *path, int config);
void audit_accept_free(audit_run *r);
/* Whether change i (-1: a place no change explains) is shown (its class is at least
 * --min-class, or it is flagged), and whether it fails the audit: shown, not accepted, and
 * escapable, breaking or flagged, or (place) the change of a place. */
int audit_shown(const audit_run *r, int i);
int audit_gates(const audit_run *r, int i, int place);

/* Shared by the renderers (out_audit.c, out_audit_sarif.c): s as a JSON string (null for
 * NULL); "KIND NAME (WHERE) OP"; a rule's id, "KIND:WHERE/NAME", in b; a SARIF region. */
void audit_json_str(hcl_buf *b, const char *s);
void audit_change_label(hcl_buf *b, const spec_change *c);
const char *audit_rule_id(hcl_buf *b, const spec_change *c);
void audit_sarif_region(hcl_buf *b, hcl_file *f, uint32_t start, uint32_t end);
/* SARIF (out_audit_sarif.c): one place as a result, in a worker; the whole report. */
void audit_impact_sarif(const audit_run *r, hcl_buf *b, int first, const rsv_impact *p, const char *text);
void audit_print_sarif(audit_run *r, hcl_buf *b);


#endif
