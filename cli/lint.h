/* lint.h - what reserve check takes from linters (prefix cli_lint_, config
 * cli_config_): the diagnostics a run leaves out (--disable, --only,
 * reserve-ignore comments, --exclude; lint.c) and the .reserve.hcl file that
 * can set those options and others (config.c).  The library reports
 * everything; only the command line leaves things out. */
#ifndef RESERVE_CLI_LINT_H
#define RESERVE_CLI_LINT_H

#include <stdint.h>

#include "cli.h"

/* ---- lint.c --------------------------------------------------------------- */

/* The code reserve gives a syntax error, which has none in the catalogue. */
#define CLI_SYNTAX_CODE "syntax"

/* A diagnostic's code: its catalogue code, or CLI_SYNTAX_CODE. */
const char *cli_diag_code(const hcl_diag *d);

/* A reserve-ignore comment of a file and the line it covers. */
typedef struct cli_lint_note {
	uint32_t line;
	const char *codes; /* the list after "reserve-ignore:", up to the end of the comment */
	uint32_t len;
} cli_lint_note;

/* What a run leaves out.  Zero-initialise, set l, paths, npaths and
 * exclude, call cli_lint_codes; release with cli_lint_free. */
typedef struct cli_lint {
	const spec_lang *l;
	char **paths;              /* the PATHs given: --exclude patterns are relative to them */
	int npaths;
	const cli_list *exclude;   /* fnmatch(3) patterns, NULL for none */
	uint8_t *off;              /* per catalogue entry, 1 when left out; NULL: none is */
	const hcl_file *noted;     /* the file whose comments notes holds */
	cli_lint_note *notes;
	size_t nnotes, capnotes;
} cli_lint;

/* Reads the --disable and --only values (codes or names of the catalogue,
 * each value a comma-separated list): with --only, every other entry is left
 * out, and --disable leaves out more.  Returns 0, or -1 after printing
 * "PROG: unknown diagnostic code 'X'" on stderr. */
int cli_lint_codes(cli_lint *k, const char *prog, const cli_list *disable, const cli_list *only);

/* The file of that name is left out: a pattern matches its path relative to
 * the PATH it was found under, or a folder of that path. */
int cli_lint_excluded(const cli_lint *k, const char *name);

/* d of f is reported: syntax errors always are; an entry of the catalogue is
 * not when it is disabled or a reserve-ignore comment names it (or "all"):
 * a comment alone on its line covers the next line, a comment after code
 * (or a block comment before code) its own line; d's first line counts. */
int cli_lint_keep(cli_lint *k, hcl_file *f, const hcl_diag *d);

void cli_lint_free(cli_lint *k);

/* ---- config.c ------------------------------------------------------------- */

/* The configuration file of reserve check. */
#define CLI_CONFIG_NAME ".reserve.hcl"

/* The argument of CLI_CONFIG_NAME that reserve audit reads (the changes a project
 * accepts) and reserve check leaves to it. */
#define CLI_CONFIG_AUDIT_ACCEPT "audit_accept"

/* The first CLI_CONFIG_NAME in ".", "..", "../.." ... up to a folder that
 * holds .git or the top of the file system, malloc'd; NULL when none is. */
char *cli_config_find(void);
/* The text of expression e of f when it is a quoted string without
 * interpolations (in f's arena), else NULL. */
const char *cli_config_string(hcl_file *f, const hcl_expr *e);

typedef struct cli_config {
	hcl_file *f; /* the file read (its arena holds the values), or NULL */
} cli_config;

/* Reads the configuration file path, or when path is NULL the first
 * CLI_CONFIG_NAME found in the working directory or above it, up to the top
 * of a git repository (a folder with .git) or of the file system; sets the
 * options of s it names that the command line left unset (lists add up), a
 * relative spec path read from the file's folder.  Returns 0 (also when
 * there is no file), or -1 after printing the problems on stderr. */
int cli_config_read(cli_config *c, const cli_syntax *s, const char *path, void *opts);
void cli_config_free(cli_config *c);

#endif
