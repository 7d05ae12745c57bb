/* cli.h - shared pieces of the reserve command line (prefix cli_). */
#ifndef RESERVE_CLI_H
#define RESERVE_CLI_H

#include <stddef.h>
#include <stdio.h>

#include "hcl.h"
#include "rsv.h"

/* Exit codes of every subcommand. */
enum { CLI_OK = 0, CLI_FOUND_ERRORS = 1, CLI_USAGE = 2 };

typedef struct cli_paths {
	char **v;
	size_t n, cap;
} cli_paths;

/* Expands the command-line paths: a directory is searched recursively for
 * module and test files (sorted, hidden directories skipped); a file is
 * taken as given.  Reports unreadable paths on stderr; returns the number
 * of such problems. */
int cli_collect(cli_paths *out, char **args, int nargs);
void cli_paths_free(cli_paths *p);

/* Reads a whole file; returns NULL and reports on stderr if it cannot. */
char *cli_read_file(const char *path, size_t *len);

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

struct spec_lang;
struct spec_loaded;
/* Loads a spec given with --spec, printing its problems; NULL when it
 * cannot be used.  *keep is to be freed with spec_loaded_free. */
const struct spec_lang *cli_load_spec(const char *path, struct spec_loaded **keep);

/* Calls fn for every module under the paths (a directory with module files
 * is a module; a file alone is one); returns the problems met plus what fn
 * returned. */
typedef int (*cli_module_fn)(void *ctx, rsv_module *m);
int cli_for_each_module(const spec_lang *l, char **paths, int npaths, cli_module_fn fn, void *ctx);

#endif
