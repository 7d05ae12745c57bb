/* audit.h - what the pieces of `reserve audit` share: the run (the two specs, their change
 * list, the results gathered module by module) and its renderers (out_audit.c). */
#ifndef RESERVE_CLI_AUDIT_H
#define RESERVE_CLI_AUDIT_H

#include "cli.h"
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

typedef struct audit_run {
	audit_side old_side, new_side;
	spec_diff *diff;
	int format;             /* audit_format */
	int paths;              /* PATHs were given */
	hcl_buf impact;         /* the places, rendered as they are found */
	hcl_buf regressed, fixed; /* the modules, rendered likewise */
	unsigned nimpact, nregressed, nfixed, scanned, affected;
	unsigned *change_hits;  /* per change: the places it explains */
	/* progress on a terminal */
	int progress;
	unsigned files_total, files_done;
	double started, shown;
} audit_run;

/* Renders what module m's audit found into the run's buffers. */
void audit_render_module(audit_run *r, rsv_module *m, const rsv_audit *a);
/* Writes the whole report in the run's format. */
void audit_print(audit_run *r, FILE *out);


#endif
