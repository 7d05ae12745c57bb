/* cli.h - shared pieces of the reserve command line (prefix cli_): the
 * subcommands, the option parser (options.c) and what every subcommand
 * needs (common.c). */
#ifndef RESERVE_CLI_H
#define RESERVE_CLI_H

#include <stddef.h>
#include <stdio.h>

#include "hcl.h"
#include "rsv.h"

/* Exit codes of every subcommand. */
enum { CLI_OK = 0, CLI_FOUND_ERRORS = 1, CLI_USAGE = 2 };

/* The subcommands (commands.h): int cli_check(int argc, char **argv), ... */
#define CLI_COMMAND(name, function, summary) int function(int argc, char **argv);
#include "commands.h"
#undef CLI_COMMAND

/* ---- options.c: one option parser for every subcommand -------------------- */

/* One value an enumerated option may take; a list of them ends with a NULL
 * name.  The order of the list is the order of the "(a, b or c)" hint. */
typedef struct cli_choice {
	const char *name;
	int value;
} cli_choice;

typedef enum cli_option_kind {
	CLI_FLAG,   /* --name: sets an int to 1 */
	CLI_TEXT,   /* --name VALUE or --name=VALUE: sets a const char * */
	CLI_CHOICE, /* the same, VALUE one of choices: sets an int to its value */
	CLI_LIST,   /* --name VALUE, repeatable: appends VALUE to a cli_list */
	CLI_NUMBER  /* the same, VALUE a number from 1 to CLI_MAX_NUMBER: sets an int */
} cli_option_kind;

enum { CLI_MAX_NUMBER = 1 << 20 };

/* The values of a repeatable option, in the order given (argv's strings). */
enum { CLI_MAX_LIST = 64 };
typedef struct cli_list {
	const char *v[CLI_MAX_LIST];
	unsigned n;
} cli_list;

/* An option of a subcommand.  The parser writes into the subcommand's own
 * options struct, at offset at (offsetof).  A name of one letter is a short
 * option: -j VALUE or -jVALUE. */
typedef struct cli_option {
	const char *name; /* without the leading "--" (or "-"); matched exactly */
	cli_option_kind kind;
	size_t at;
	const cli_choice *choices; /* CLI_CHOICE only */
} cli_option;

#define CLI_OPT_FLAG(name, type, field) {name, CLI_FLAG, offsetof(type, field), NULL}
#define CLI_OPT_TEXT(name, type, field) {name, CLI_TEXT, offsetof(type, field), NULL}
#define CLI_OPT_CHOICE(name, type, field, choices) {name, CLI_CHOICE, offsetof(type, field), choices}
#define CLI_OPT_LIST(name, type, field) {name, CLI_LIST, offsetof(type, field), NULL}
#define CLI_OPT_NUMBER(name, type, field) {name, CLI_NUMBER, offsetof(type, field), NULL}

/* How a subcommand is called: its options (at most CLI_MAX_OPTIONS; every
 * subcommand also takes the common options: -h/--help, -V/--version,
 * --color WHEN and --no-color unless it is plain, -q/--quiet when it has
 * something to leave out, and the limits), what its operands are called
 * ("PATH") and its usage text. */
enum { CLI_MAX_OPTIONS = 16 };
typedef struct cli_syntax {
	const char *prog;    /* "reserve check": the start of every message */
	const char *usage;   /* --help prints it on stdout, then the common options */
	const char *operand; /* at least one is needed */
	const cli_option *options;
	size_t noptions;
	const char *quiet;   /* what --quiet leaves out, for its --help line; NULL: no --quiet */
	int plain;           /* the command never colours: no --color, --no-color */
} cli_syntax;

/* Reads the options of argv[1..] into opts (fields the command line does
 * not set keep what the caller put there), the common options into
 * cli_style and cli_limit, sets *status to CLI_OK and returns the index of
 * the first operand.  As GNU getopt_long does, options may come anywhere
 * among the operands: argv is reordered so that argv[returned..argc-1] are
 * the operands, in the order given.  "--" ends the options ("-" is an
 * operand); long names are matched exactly; a short option takes its value
 * from the rest of its argument or the next one, and short flags may be
 * bundled (-qj4).  The values of choice options are checked once all
 * options are read, in the order of s->options, then --color's.  Returns 0
 * when the command is done and must exit with *status: after --help (usage
 * on stdout) or --version, CLI_OK; after a usage error, CLI_USAGE: one line
 * "PROG: what is wrong" and the Try line (cli_try) on stderr. */
int cli_parse_options(const cli_syntax *s, int argc, char **argv, void *opts, int *status);

/* A usage error found after the options were read: "PROG: message" and
 * the Try line on stderr.  Returns CLI_USAGE. */
__attribute__((format(printf, 2, 3))) int cli_usage_error(const cli_syntax *s, const char *fmt, ...);
/* The last line of every usage error: "Try 'PROG --help' for more information." */
void cli_try(const char *prog);

/* Sets *to to the value of the choice named given, or prints "PROG:
 * invalid value 'GIVEN' for WHAT (a, b or c)" on stderr; returns 0 or -1. */
int cli_choose(const char *prog, const char *what, const cli_choice *choices, const char *given, int *to);

/* Sets the option name of s (its long name, without "--") to value, unless
 * the command line set it already: a text option still NULL, a choice
 * option still negative; a list option takes value in addition.  where
 * ("FILE line N") starts the messages.  Returns 0, or -1 after a message. */
int cli_set_option(const cli_syntax *s, const char *where, const char *name, const char *value, void *opts);

/* "Did you mean": the name closest to a mistyped one among the names
 * offered with cli_near_add: the first at the fewest edits (a swap of two
 * neighbours is one), when there are at most a third as many as its letters;
 * else the one name that starts with what was typed (3 letters at least).
 * cli_near_name returns it (its length in *len), or NULL. */
typedef struct cli_near {
	const char *given;
	size_t len;
	const char *best, *prefix;
	size_t best_len, prefix_len;
	unsigned edits, nprefix;
} cli_near;
void cli_near_init(cli_near *n, const char *given, size_t len);
void cli_near_add(cli_near *n, const char *name, size_t len);
const char *cli_near_name(const cli_near *n, size_t *len);

/* ---- common.c ------------------------------------------------------------- */

/* The limits of a run, the same for every subcommand: set by
 * cli_parse_options from --max-file-size, --max-errors and --follow before
 * the subcommand starts, only read afterwards.  doc/limits.md lists them. */
enum { CLI_MAX_ERRORS = 100 }; /* diagnostics shown per file in the human layout */
typedef struct cli_limits {
	size_t max_file_size;  /* bytes; a larger file is refused before it is read */
	unsigned long max_errors; /* diagnostics written per file; 0: all */
	int max_errors_given;  /* --max-errors was given (JSON and SARIF: all unless given) */
	int follow;            /* --follow: walks follow symbolic links to folders */
} cli_limits;
extern cli_limits cli_limit;

/* The handler of the arenas the main thread works in before any worker
 * starts and after the last (a configuration file, an accept file, a spec's
 * syntax errors): out of memory in one ends the run with "reserve: out of
 * memory" and exit status 2 (main.c).  NULL in a program without reserve's
 * main (the fuzz targets): there it is hcl_arena_oom's assertion.  Set on
 * a file's arena while it is read, and taken off after. */
extern hcl_oom *cli_oom;

/* Reads a file given on the command line within the size limit: "-" is
 * standard input.  As hcl_read_file_max otherwise. */
char *cli_read(const char *path, size_t *len, int *err);

/* The message of an I/O problem met at path ("PATH: reason"); err is an
 * errno value, EFBIG a file over the size limit, HCL_ENOTREG a device, FIFO
 * or socket, or one of the walk's RSV_WALK_* reports. */
void cli_io_message(hcl_buf *b, const char *path, int err);
/* The path of the file at name for a patch or a SARIF %SRCROOT% URI, malloc'd: relative to the working folder and
 * normalised ("./x", "x/../y", "//", an absolute path under the working folder and symbolic
 * links in its folders resolved), as git apply takes it.  NULL, with *why set, when the file
 * is outside the working folder or out of memory. */
char *cli_path_in_cwd(const char *name, const char **why);
/* Reports it on stderr ("reserve: " and the message).  ctx is unused (the
 * signature of rsv_walk's on_problem). */
void cli_io_problem(void *ctx, const char *path, int err);
/* The same on out (a unit's standard error, jobs.c). */
void cli_io_problem_to(FILE *out, const char *path, int err);

/* Prints f's diagnostics on stderr in OpenTofu's human layout: at most
 * cli_limit.max_errors of them, then one line that counts the rest. */
void cli_print_diags(FILE *out, hcl_file *f, int color);
/* That line: "and N more errors (and M more warnings) in FILE, not shown". */
void cli_print_more(FILE *out, const hcl_file *f, unsigned long errors, unsigned long warnings);
/* What the common options ask of the output: set by cli_parse_options
 * from --color, --no-color and --quiet before the subcommand starts, only
 * read afterwards. */
enum { CLI_COLOR_AUTO, CLI_COLOR_ALWAYS, CLI_COLOR_NEVER };
typedef struct cli_styles {
	int color; /* CLI_COLOR_AUTO: when cli_use_color finds a terminal */
	int quiet; /* --quiet: no informational lines (a summary, a success message, progress) */
} cli_styles;
extern cli_styles cli_style;

/* Whether diagnostics written to out get colour: --color always or never
 * (--no-color) when given, else none when NO_COLOR is set (not empty) or
 * TERM is dumb, else when out is a terminal (hcl_color_wanted). */
int cli_use_color(FILE *out);
/* The columns of the terminal out writes to, CLI_DEFAULT_COLUMNS when it
 * does not say (as OpenTofu assumes); 0 when out is not a terminal. */
enum { CLI_DEFAULT_COLUMNS = 78 };
int cli_term_width(FILE *out);

/* Writes n bytes of s with each byte of malformed UTF-8 as U+FFFD: an
 * output that quotes a module's bytes (a rewrite's text) stays UTF-8. */
void cli_write_utf8(FILE *out, const char *s, size_t n);

/* The one JSON string writer: every string of every JSON output, keys and
 * values, goes through it.  cli_json_str writes n bytes of s as a JSON
 * string, always valid UTF-8: each byte of malformed UTF-8 becomes U+FFFD,
 * as Go's encoding/json (and so `tofu validate -json`) does; cli_json
 * writes a C string (NULL: ""). */
void cli_json_str(FILE *out, const char *s, size_t n);
void cli_json(FILE *out, const char *s);
/* Writes the member `, "key": "value"` when value is not NULL. */
void cli_json_opt(FILE *out, const char *key, const char *value);

/* reserve --list-specs: the specs that audit finds by name. */
int cli_list_specs(void);

/* The language spec: the built-in OpenTofu spec when path is NULL, else the
 * spec loaded from path, or from the file a name such as "terraform" stands
 * for (spec_find), its problems printed on stderr (a file that cannot
 * be read is one line, "reserve: FILE: reason"; a file with syntax errors
 * shows those alone).  Returns NULL when it cannot be used; *keep is
 * to be freed with spec_loaded_free (NULL for the built-in spec and after a
 * failure). */
const spec_lang *cli_load_spec(const char *path, spec_loaded **keep);

/* rsv_for_each_module with I/O problems reported on stderr and the size
 * limit of the command line ("-" is a module of one file read from
 * standard input). */
typedef int (*cli_module_fn)(void *ctx, rsv_module *m);
int cli_for_each_module(const spec_lang *l, char **paths, int npaths, cli_module_fn fn, void *ctx);

#endif
