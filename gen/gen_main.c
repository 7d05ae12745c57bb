/* gen_main.c - reserve-gen: compiles a language spec to C.
 *
 *   reserve-gen [--check] SPEC [-o DIR] [--templates DIR] [--m4 PROG] [--re2c PROG]
 *   reserve-gen --lang go --package NAME [--module PATH] -o DIR SPEC
 *   reserve-gen --lang json SPEC | --lang json-schema
 *
 * Loads and checks SPEC, writes its facts as m4 macros (gen_facts.c),
 * renders the templates of gen/ through m4 (tables, matcher, catalogue,
 * reference page) and the reference-form machine through re2c
 * (gen_run.c), into DIR as PREFIX_spec.h, PREFIX_spec.c, PREFIX_forms.re,
 * PREFIX_forms.c and PREFIX_reference.md.  Output is byte-identical on
 * every run: no dates, no absolute paths.  --lang go writes a Go package
 * instead (gen_go.c), --lang json the spec as JSON and --lang json-schema
 * that JSON's schema (gen_json.c).  This file reads the options. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hcl.h"
#include "gen.h"
#include "gen_drift.h"
#include "gen_hcl.h"

static int gen_main(int argc, char **argv);

#ifndef RESERVE_TEMPLATEDIR
#define RESERVE_TEMPLATEDIR "/usr/local/share/reserve/gen"
#endif

static void usage(FILE *out)
{
	fputs("Usage: reserve-gen [--check] SPEC [-o DIR] [--templates DIR] [--m4 PROG] [--re2c PROG]\n"
	      "       reserve-gen drift [--format text|json] SPEC SOURCE\n"
	      "       reserve-gen draft --base SPEC --from OLD --to NEW [-o FILE]\n"
	      "       reserve-gen flatten SPEC [-o FILE]\n"
	      "       reserve-gen delta --base BASE SPEC [-o FILE]\n"
	      "       reserve-gen --lang go --package NAME [--module PATH] -o DIR SPEC\n"
	      "       reserve-gen --lang json SPEC | reserve-gen --lang json-schema\n"
	      "Checks a language spec and compiles it to C: DIR/PREFIX_spec.{h,c} (tables, matcher,\n"
	      "diagnostics catalogue), DIR/PREFIX_forms.{re,c} (the reference-form machine) and\n"
	      "DIR/PREFIX_reference.md.  PREFIX is the spec's c_prefix.  Defaults: -o out (made\n"
	      "if missing), --templates: the gen folder beside the program (a build in the source\n"
	      "tree) or the installed one, m4 and re2c from PATH (or $M4, $RE2C).\n"
	      "  --check     only load and check the spec\n"
	      "  --lang L    c (default); go: a Go package NAME in DIR, with DIR/cmd/refvector\n"
	      "              (--module: its import path, default NAME; m4 and re2go from PATH or\n"
	      "              $RE2GO); json: the spec flattened through extends, as JSON on standard\n"
	      "              output; json-schema: that JSON's schema\n"
	      "  --help      print this help and exit\n"
	      "  --version   print the version and exit\n"
	      "drift compares SPEC with the language's Go source in SOURCE; draft writes a spec\n"
	      "extending SPEC with what changed from the source OLD to NEW (doc/drift.md).\n"
	      "Exit status: 0 done, 1 the spec has problems or a tool failed, 2 usage error or a\n"
	      "spec that cannot be read.\n",
	      out);
}

/* Reads the command line into o; returns -1 to exit 0 (--help), 0 to go
 * on, 2 on a usage error. */
static int options(gen_opts *o, int argc, char **argv)
{
	const struct {
		const char *name;
		const char **value;
	} valued[] = {{"-o", &o->outdir}, {"--templates", &o->templates}, {"--m4", &o->m4},
		      {"--re2c", &o->re2c},
		      {"--lang", &o->lang}, {"--package", &o->package}, {"--module", &o->module}};
	o->outdir = "out";
	o->templates = NULL;
	o->m4 = getenv("M4") ? getenv("M4") : "m4";
	o->re2c = getenv("RE2C") ? getenv("RE2C") : "re2c";
	o->lang = "c";
	for (int i = 1; i < argc; i++) {
		size_t v = 0;
		while (v < sizeof valued / sizeof valued[0] && strcmp(argv[i], valued[v].name) != 0)
			v++;
		if (strcmp(argv[i], "--check") == 0) {
			o->check_only = 1;
		} else if (strcmp(argv[i], "--help") == 0) {
			usage(stdout);
			return -1;
		} else if (strcmp(argv[i], "--version") == 0) {
			printf("reserve-gen %s\n", PACKAGE_VERSION);
			return -1;
		} else if (v < sizeof valued / sizeof valued[0] && i + 1 < argc) {
			*valued[v].value = argv[++i];
		} else if (argv[i][0] == '-' || o->spec) {
			usage(stderr);
			return 2;
		} else {
			o->spec = argv[i];
		}
	}
	if (strcmp(o->lang, "c") != 0 && strcmp(o->lang, "go") != 0 && strcmp(o->lang, "json") != 0 &&
	    strcmp(o->lang, "json-schema") != 0) {
		fprintf(stderr, "reserve-gen: --lang %s: use c, go, json or json-schema\n", o->lang);
		return 2;
	}
	if (strcmp(o->lang, "go") == 0 && !o->package) {
		fprintf(stderr, "reserve-gen: --lang go needs --package NAME\n");
		return 2;
	}
	if (!o->spec && strcmp(o->lang, "json-schema") != 0) {
		usage(stderr);
		return 2;
	}
	return 0;
}

/* The folder of the m4 templates when --templates is not given: gen/ beside
 * the program (an uninstalled build in the source tree), else the
 * installed one. */
static const char *default_templates(hcl_buf *b)
{
	char exe[4096];
	struct stat st;
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n > 0 && (size_t)n < sizeof exe - 1) {
		exe[n] = '\0';
		char *slash = strrchr(exe, '/');
		if (slash) {
			hcl_buf_printf(b, "%.*s/gen", (int)(slash - exe), exe);
			hcl_buf_puts(b, "/spec.c.m4");
			if (!b->oom && stat(b->p, &st) == 0) {
				b->n -= strlen("/spec.c.m4");
				b->p[b->n] = '\0';
				return b->p;
			}
		}
	}
	return RESERVE_TEMPLATEDIR;
}

/* Makes dir and its parents (mkdir -p); 0, or -1 after a message. */
static int make_dir(const char *dir)
{
	hcl_buf b = {0};
	hcl_buf_puts(&b, dir);
	int rc = b.oom ? -1 : 0;
	for (char *p = b.p + 1; rc == 0 && p && *p; p++) {
		if (*p != '/' && p[1] != '\0')
			continue;
		char keep = p[1] == '\0' && *p != '/' ? 0 : *p;
		if (keep)
			*p = '\0';
		if (mkdir(b.p, 0777) != 0 && errno != EEXIST)
			rc = -1;
		if (keep)
			*p = keep;
	}
	if (rc != 0)
		fprintf(stderr, "reserve-gen: %s: %s\n", dir, b.oom ? "out of memory" : strerror(errno));
	hcl_buf_free(&b);
	return rc;
}

/* Shows the spec's problems on stderr; 0 when there are none. */
static int report(const gen_opts *o, const spec_loaded *s)
{
	hcl_buf shown = {0};
	for (unsigned i = 0; spec_loaded_file(s, i); i++)
		hcl_render_diags(&shown, spec_loaded_file(s, i), hcl_color_wanted(STDERR_FILENO));
	if (shown.n)
		fwrite(shown.p, 1, shown.n, stderr);
	hcl_buf_free(&shown);
	unsigned n = spec_loaded_errors(s);
	if (n)
		fprintf(stderr, "reserve-gen: %s: %u problem%s\n", o->spec, n, n == 1 ? "" : "s");
	return n ? -1 : 0;
}

/* The facts, then the templates and the form machine. */
static int generate(const gen_opts *o, const spec_lang *l)
{
	gen_buf facts = {{0}, 0};
	gen_facts(&facts, l, o->spec);
	int rc = -1;
	if (facts.b.oom)
		fprintf(stderr, "reserve-gen: out of memory\n");
	else if (facts.bad_text)
		fprintf(stderr, "reserve-gen: a spec string contains RSV_ or m4_, which the templates reserve\n");
	else if (strcmp(o->lang, "go") == 0)
		rc = gen_go(o, l, &facts.b);
	else
		rc = gen_render(o, l, &facts.b);
	hcl_buf_free(&facts.b);
	return rc;
}

/* --lang json and json-schema: the document on standard output. */
static int write_json(const spec_lang *l)
{
	hcl_buf b = {0};
	if (l)
		gen_json(&b, l);
	else
		gen_json_schema(&b);
	int rc = b.oom ? -1 : 0;
	if (rc != 0)
		fprintf(stderr, "reserve-gen: out of memory\n");
	else if (fwrite(b.p, 1, b.n, stdout) != b.n || fflush(stdout) != 0)
		rc = -1, fprintf(stderr, "reserve-gen: standard output: %s\n", strerror(errno));
	hcl_buf_free(&b);
	return rc;
}

/* reserve-gen: its run (gen_main) under the handler of its arenas. */
int main(int argc, char **argv)
{
	int volatile n = argc; /* volatile: read after setjmp */
	char **volatile v = argv;
	if (setjmp(gen_oom.jb)) {
		fputs("reserve-gen: out of memory\n", stderr);
		return 2;
	}
	return gen_main(n, v);
}

/* The run of reserve-gen. */
static int gen_main(int argc, char **argv)
{
	gen_opts o = {0};
	hcl_buf templates = {0};
	struct stat st;
	if (argc > 1 && strcmp(argv[1], "drift") == 0)
		return gen_drift_main(argc - 1, argv + 1);
	if (argc > 1 && strcmp(argv[1], "draft") == 0)
		return gen_draft_main(argc - 1, argv + 1);
	if (argc > 1 && strcmp(argv[1], "flatten") == 0)
		return gen_flatten_main(argc - 1, argv + 1);
	if (argc > 1 && strcmp(argv[1], "delta") == 0)
		return gen_delta_main(argc - 1, argv + 1);
	int rc = options(&o, argc, argv);
	if (rc != 0)
		return rc < 0 ? 0 : rc;
	if (strcmp(o.lang, "json-schema") == 0)
		return write_json(NULL) == 0 ? 0 : 1;
	if (stat(o.spec, &st) != 0) {
		fprintf(stderr, "reserve-gen: %s: %s\n", o.spec, strerror(errno));
		return 2;
	}
	if (!S_ISREG(st.st_mode)) {
		fprintf(stderr, "reserve-gen: %s: not a regular file\n", o.spec);
		return 2;
	}
	if (!o.templates)
		o.templates = default_templates(&templates);
	if (!o.check_only && strcmp(o.lang, "json") != 0 && make_dir(o.outdir) != 0) {
		hcl_buf_free(&templates);
		return 2;
	}
	spec_loaded *s = spec_load(o.spec);
	if (!s) {
		fprintf(stderr, "reserve-gen: out of memory\n");
		return 1;
	}
	const spec_lang *l = spec_loaded_lang(s);
	if (report(&o, s) != 0)
		rc = 1;
	else if (o.check_only)
		printf("%s: %s %s: %u roots, %u block types, %u features, %u editions, %u diagnostics\n",
		       o.spec, l->display, l->version, l->nroots, l->nblocks, l->nfeatures, l->neditions,
		       l->ndiags);
	else if (strcmp(o.lang, "json") == 0)
		rc = write_json(l) == 0 ? 0 : 1;
	else
		rc = generate(&o, l) == 0 ? 0 : 1;
	spec_loaded_free(s);
	hcl_buf_free(&templates);
	return rc;
}
