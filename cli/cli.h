/* cli.h - shared pieces of the reserve command line (prefix cli_). */
#ifndef RESERVE_CLI_H
#define RESERVE_CLI_H

#include <stddef.h>
#include <stdio.h>

#include "hcl.h"
#include "rsv.h"

/* Exit codes of every subcommand. */
enum { CLI_OK = 0, CLI_FOUND_ERRORS = 1, CLI_USAGE = 2 };

/* Reports an I/O problem met at path on stderr ("reserve: PATH: reason");
 * err is an errno value, EFBIG a file too large to parse.  ctx is unused
 * (the signature of rsv_walk's on_problem). */
void cli_io_problem(void *ctx, const char *path, int err);

/* Prints f's diagnostics on stderr in OpenTofu's human layout. */
void cli_print_diags(FILE *out, hcl_file *f, int color);
int cli_use_color(FILE *out);
/* Writes n bytes of s as a JSON string; cli_json writes a C string (NULL:
 * ""). */
void cli_json_str(FILE *out, const char *s, size_t n);
void cli_json(FILE *out, const char *s);

int cli_traversals(int argc, char **argv);
int cli_ref(int argc, char **argv);
int cli_check(int argc, char **argv);
int cli_refs(int argc, char **argv);
int cli_graph(int argc, char **argv);
int cli_audit(int argc, char **argv);
/* reserve --list-specs: the specs that audit finds by name. */
int cli_list_specs(void);

struct spec_lang;
struct spec_loaded;
/* Loads a spec given with --spec, printing its problems; NULL when it
 * cannot be used.  *keep is to be freed with spec_loaded_free. */
const struct spec_lang *cli_load_spec(const char *path, struct spec_loaded **keep);

/* Options shared by refs and graph: --spec, --format (one of formats,
 * "a|b"); returns the index of the first path, or -1 after a usage
 * message; --help prints usage and exits. */
int cli_path_options(int argc, char **argv, const char **spec_path, const char **format,
		     const char *formats, const char *usage);

/* rsv_for_each_module with I/O problems reported on stderr. */
typedef int (*cli_module_fn)(void *ctx, rsv_module *m);
int cli_for_each_module(const spec_lang *l, char **paths, int npaths, cli_module_fn fn, void *ctx);

#endif
