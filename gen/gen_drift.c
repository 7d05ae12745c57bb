/* gen_drift.c - reserve-gen drift: is a spec what its language's source says?
 *
 *   reserve-gen drift [--format text|json] [--srcfacts PROG] SPEC SOURCE
 *
 * Runs reserve-srcfacts on SOURCE (a checkout of OpenTofu or Terraform, or
 * a copy of its language-defining folders), derives the same facts from
 * SPEC (a file, or the name of a shipped spec), compares them and prints
 * what differs, less what the spec's drift notes name (doc/drift.md).  Exit
 * status: 0 the spec agrees, 1 it drifts (or a note of its own names
 * nothing), 2 usage, or a spec or source that cannot be read. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "gen_drift.h"

#ifndef RESERVE_LIBEXECDIR
#define RESERVE_LIBEXECDIR "/usr/local/libexec/reserve"
#endif

enum { FORMAT_TEXT, FORMAT_JSON };

typedef struct drift_opts {
	const char *spec, *source, *srcfacts;
	int format;
} drift_opts;

static void usage(FILE *out)
{
	fputs("Usage: reserve-gen drift [--format text|json] [--srcfacts PROG] SPEC SOURCE\n"
	      "Compares the facts SPEC states (roots, block types and schemas, constant\n"
	      "arguments, reserved names, experiments, functions and their signatures,\n"
	      "diagnostics, version) with those the language's Go source in SOURCE states,\n"
	      "as read by reserve-srcfacts.\n"
	      "SPEC is a spec file or the name of a shipped spec (tofu-1.12).\n"
	      "Exit status: 0 the spec agrees, 1 it drifts, 2 usage error or a spec or source\n"
	      "that cannot be read.\n",
	      out);
}

static int options(drift_opts *o, int argc, char **argv)
{
	o->format = FORMAT_TEXT;
	o->srcfacts = getenv("RESERVE_SRCFACTS");
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--help")) {
			usage(stdout);
			return -1;
		} else if (!strcmp(argv[i], "--format") && i + 1 < argc) {
			const char *f = argv[++i];
			if (strcmp(f, "text") != 0 && strcmp(f, "json") != 0) {
				fprintf(stderr, "reserve-gen drift: --format is text or json, not %s\n", f);
				return 2;
			}
			o->format = !strcmp(f, "json") ? FORMAT_JSON : FORMAT_TEXT;
		} else if (!strcmp(argv[i], "--srcfacts") && i + 1 < argc) {
			o->srcfacts = argv[++i];
		} else if (argv[i][0] == '-' || (o->spec && o->source)) {
			usage(stderr);
			return 2;
		} else if (!o->spec) {
			o->spec = argv[i];
		} else {
			o->source = argv[i];
		}
	}
	if (!o->source) {
		usage(stderr);
		return 2;
	}
	return 0;
}

/* ---- facts ----------------------------------------------------------------- */

/* The srcfacts program: --srcfacts, $RESERVE_SRCFACTS, beside this program
 * (a build in the source tree), or the installed one; NULL if none is. */
const char *drift_find_srcfacts(const char *given, hcl_buf *b)
{
	if (given && *given)
		return given;
	char exe[4096];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n > 0 && (size_t)n < sizeof exe - 1) {
		exe[n] = '\0';
		char *slash = strrchr(exe, '/');
		if (slash) {
			hcl_buf_printf(b, "%.*s/reserve-srcfacts", (int)(slash - exe), exe);
			if (!b->oom && access(b->p, X_OK) == 0)
				return b->p;
		}
	}
	hcl_buf_reset(b);
	hcl_buf_puts(b, RESERVE_LIBEXECDIR "/reserve-srcfacts");
	return !b->oom && access(b->p, X_OK) == 0 ? b->p : NULL;
}

/* Runs prog on source and reads what it prints into out; 0, or -1 after a
 * message (its own on stderr, and ours). */
static int run_srcfacts(const char *prog, const char *source, hcl_buf *out)
{
	int fd[2];
	if (pipe(fd) != 0) {
		fprintf(stderr, "reserve-gen drift: %s\n", strerror(errno));
		return -1;
	}
	pid_t pid = fork();
	if (pid < 0) {
		fprintf(stderr, "reserve-gen drift: %s\n", strerror(errno));
		close(fd[0]);
		close(fd[1]);
		return -1;
	}
	if (pid == 0) {
		dup2(fd[1], STDOUT_FILENO);
		close(fd[0]);
		close(fd[1]);
		execl(prog, prog, source, (char *)NULL);
		fprintf(stderr, "reserve-gen drift: %s: %s\n", prog, strerror(errno));
		_exit(127);
	}
	close(fd[1]);
	char chunk[65536];
	ssize_t n;
	while ((n = read(fd[0], chunk, sizeof chunk)) > 0 || (n < 0 && errno == EINTR))
		if (n > 0)
			hcl_buf_put(out, chunk, (size_t)n);
	close(fd[0]);
	int status = 0;
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || out->oom) {
		fprintf(stderr, "reserve-gen drift: %s: the source could not be read (%s)\n", source,
			out->oom ? "out of memory" : "reserve-srcfacts failed");
		return -1;
	}
	return 0;
}

const char drift_no_srcfacts[] = "reserve-gen: reserve-srcfacts is not installed: it is built only where Go "
				"is present (configure found none), and drift and draft read the source with it\n";

/* ---- output ---------------------------------------------------------------- */

static void json_str(FILE *out, const char *s)
{
	if (!s) {
		fputs("null", out);
		return;
	}
	putc('"', out);
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if (*p == '"' || *p == '\\')
			fprintf(out, "\\%c", *p);
		else if (*p == '\n')
			fputs("\\n", out);
		else if (*p == '\t')
			fputs("\\t", out);
		else if (*p < 0x20)
			fprintf(out, "\\u%04x", *p);
		else
			putc(*p, out);
	}
	putc('"', out);
}

/* The value of a fact in text output: quoted when it is not one word. */
static void text_value(FILE *out, const char *s)
{
	if (!s) {
		fputs("(none)", out);
		return;
	}
	if (*s && !strpbrk(s, " \t\n\"\\"))
		fputs(s, out);
	else
		json_str(out, s);
}

typedef struct report {
	const char *spec_name, *spec_file, *commit, *source, *src_version;
	const spec_lang *l;
	size_t count[3];
} report;

static void print_text(FILE *out, const report *r, const drift_items *items)
{
	static const char *const heads[3] = {"missing (in the source, not in the spec)",
					     "extra (in the spec, not in the source)", "different"};
	fprintf(out, "drift: %s (%s %s) against %s (%s%s%s)\n", r->spec_file, r->l->name, r->l->version, r->source,
		r->src_version ? r->src_version : "version unknown", r->commit ? ", commit " : "",
		r->commit ? r->commit : "");
	for (int c = 0; c < 3; c++) {
		if (!r->count[c])
			continue;
		fprintf(out, "%s:\n", heads[c]);
		for (size_t i = 0; i < items->n; i++) {
			const drift_item *it = &items->v[i];
			if ((int)it->change != c)
				continue;
			fprintf(out, "  %s ", it->kind);
			text_value(out, it->name);
			fprintf(out, " in %s: ", it->where);
			if (c == DRIFT_DIFFERENT) {
				fputs("spec ", out);
				text_value(out, it->spec);
				fputs(", source ", out);
			}
			text_value(out, c == DRIFT_EXTRA ? it->spec : it->source);
			if (it->file)
				fprintf(out, "  [%s:%u]", it->file, it->line);
			putc('\n', out);
		}
	}
	fprintf(out, "drift: %zu missing, %zu extra, %zu different\n", r->count[0], r->count[1], r->count[2]);
}

static void print_json(FILE *out, const report *r, const drift_items *items)
{
	fputs("{\"format_version\":\"1.0\",\"spec\":{\"name\":", out);
	json_str(out, r->spec_name);
	fputs(",\"language\":", out);
	json_str(out, r->l->name);
	fputs(",\"version\":", out);
	json_str(out, r->l->version);
	fputs(",\"file\":", out);
	json_str(out, r->spec_file);
	fputs("},\"source\":{\"path\":", out);
	json_str(out, r->source);
	fputs(",\"version\":", out);
	json_str(out, r->src_version);
	fputs(",\"commit\":", out);
	json_str(out, r->commit);
	fputs("},\"drift\":[", out);
	for (size_t i = 0; i < items->n; i++) {
		const drift_item *it = &items->v[i];
		fputs(i ? ",{\"kind\":" : "{\"kind\":", out);
		json_str(out, it->kind);
		fputs(",\"name\":", out);
		json_str(out, it->name);
		fputs(",\"where\":", out);
		json_str(out, it->where);
		fprintf(out, ",\"change\":\"%s\",\"spec\":", drift_change_names[it->change]);
		json_str(out, it->spec);
		fputs(",\"source\":", out);
		json_str(out, it->source);
		fputs(",\"file\":", out);
		json_str(out, it->file);
		if (it->file)
			fprintf(out, ",\"line\":%u}", it->line);
		else
			fputs(",\"line\":null}", out);
	}
	fprintf(out, "],\"summary\":{\"missing\":%zu,\"extra\":%zu,\"different\":%zu}}\n", r->count[0], r->count[1],
		r->count[2]);
}

/* ---- the command ----------------------------------------------------------- */

/* Notes of the spec's own file that named nothing: each a message, and 1
 * if there was any.  A base's unused notes are its own business. */
static int stale_notes(const spec_loaded *s, const spec_drift_note *notes, unsigned n, const unsigned char *used)
{
	int stale = 0;
	for (unsigned i = 0; i < n; i++) {
		if (used[i] || notes[i].file != 0)
			continue;
		hcl_file *f = spec_loaded_file(s, notes[i].file);
		hcl_pos p = hcl_file_pos(f, notes[i].at);
		fprintf(stderr, "%s:%u: drift note %s \"%s\" names no difference: remove it\n", f->name, p.line,
			notes[i].kind, notes[i].name ? notes[i].name : "");
		stale = 1;
	}
	return stale;
}

int drift_source_facts(const char *prog, const char *source, drift_facts *fs, hcl_buf *text,
		       const char **commit)
{
	if (run_srcfacts(prog, source, text) != 0)
		return -1;
	if (drift_parse_facts(fs, text->p ? text->p : (char *)"", commit) != 0) {
		fprintf(stderr, "reserve-gen: %s: reserve-srcfacts printed a line that is not a fact\n", source);
		return -1;
	}
	return 0;
}

static int drift(const drift_opts *o, const char *spec_file, const spec_loaded *s, const char *prog)
{
	hcl_buf text = {0};
	hcl_arena arena;
	hcl_arena_init(&arena);
	arena.oom = &gen_oom; /* out of memory: a message, exit status 2 */
	drift_facts src = {.a = &arena}, spec = {.a = &arena};
	drift_items items = {0};
	report r = {.spec_name = o->spec, .spec_file = spec_file, .source = o->source, .l = spec_loaded_lang(s)};
	int rc = 2;
	if (drift_source_facts(prog, o->source, &src, &text, &r.commit) != 0)
		goto done;
	r.src_version = drift_fact_value(&src, "version");
	drift_spec_facts(&spec, r.l);
	const spec_drift_note *notes;
	unsigned nnotes = spec_loaded_drift(s, &notes);
	unsigned char *used = calloc(nnotes + 1, 1);
	if (used)
		drift_compare(&items, &spec, &src, notes, nnotes, used);
	if (!used || src.oom || spec.oom || items.oom) {
		fprintf(stderr, "reserve-gen drift: out of memory\n");
		free(used);
		goto done;
	}
	for (size_t i = 0; i < items.n; i++)
		r.count[items.v[i].change]++;
	if (o->format == FORMAT_JSON)
		print_json(stdout, &r, &items);
	else
		print_text(stdout, &r, &items);
	int stale = stale_notes(s, notes, nnotes, used);
	rc = items.n || stale ? 1 : 0;
	free(used);
done:
	free(items.v);
	free(src.v);
	free(spec.v);
	hcl_arena_free(&arena);
	hcl_buf_free(&text);
	return rc;
}

int gen_drift_main(int argc, char **argv)
{
	drift_opts o = {0};
	int rc = options(&o, argc, argv);
	if (rc != 0)
		return rc < 0 ? 0 : rc;
	hcl_buf progbuf = {0};
	const char *prog = drift_find_srcfacts(o.srcfacts, &progbuf);
	char *file = spec_find(o.spec);
	struct stat st;
	if (!prog) {
		fputs(drift_no_srcfacts, stderr);
		rc = 2;
	} else if (!file) {
		fprintf(stderr, "reserve-gen drift: %s: no such spec file or shipped spec\n", o.spec);
		rc = 2;
	} else if ((errno = 0, stat(o.source, &st) != 0) || !S_ISDIR(st.st_mode)) {
		fprintf(stderr, "reserve-gen drift: %s: %s\n", o.source, errno ? strerror(errno) : "not a folder");
		rc = 2;
	} else {
		spec_loaded *s = spec_load(file);
		if (!s || spec_loaded_errors(s)) {
			fprintf(stderr, "reserve-gen drift: %s: the spec does not load (reserve-gen --check %s)\n", file,
				file);
			rc = 2;
		} else {
			rc = drift(&o, file, s, prog);
		}
		spec_loaded_free(s);
	}
	free(file);
	hcl_buf_free(&progbuf);
	return rc;
}
