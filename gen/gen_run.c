/* gen_run.c - reserve-gen's outputs: the facts file, the templates through
 * m4 and the form machine through re2c, each written to a temporary file
 * that replaces the output only once it is complete. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hcl.h"
#include "gen.h"

enum { PATH_CAP = 4096 };

/* Makes path: make(tmp, ctx) writes the temporary file PATH.tmp, which then
 * replaces path (readable by all), or is removed when make fails.  Returns
 * 0, or -1 after a message on stderr. */
static int commit(const char *path, int (*make)(const char *tmp, const void *ctx), const void *ctx)
{
	char tmp[PATH_CAP];
	if ((size_t)snprintf(tmp, sizeof tmp, "%s.tmp", path) >= sizeof tmp) {
		fprintf(stderr, "reserve-gen: %s: path too long\n", path);
		return -1;
	}
	if (make(tmp, ctx) != 0) {
		remove(tmp);
		return -1;
	}
	if (rename(tmp, path) != 0) {
		fprintf(stderr, "reserve-gen: %s: %s\n", path, strerror(errno));
		remove(tmp);
		return -1;
	}
	chmod(path, 0644); /* re2c creates its output 0600 */
	return 0;
}

/* Runs argv, its standard output to out (NULL: left as it is), and waits;
 * 0 when it exits with status 0. */
static int run(const char *const argv[], const char *out)
{
	int status;
	pid_t pid = fork();
	if (pid < 0) {
		fprintf(stderr, "reserve-gen: cannot run %s: %s\n", argv[0], strerror(errno));
		return -1;
	}
	if (pid == 0) {
		if (out && !freopen(out, "wb", stdout))
			_exit(127);
		execvp(argv[0], (char *const *)argv);
		fprintf(stderr, "reserve-gen: cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		fprintf(stderr, "reserve-gen: %s failed\n", argv[0]);
		return -1;
	}
	return 0;
}

/* ---- the makers: each writes one temporary file ------------------------------ */

static int make_data(const char *tmp, const void *ctx)
{
	const hcl_buf *data = ctx;
	FILE *fp = fopen(tmp, "wb");
	if (!fp || fwrite(data->p, 1, data->n, fp) != data->n || fclose(fp) != 0) {
		fprintf(stderr, "reserve-gen: %s: %s\n", tmp, strerror(errno));
		if (fp)
			fclose(fp);
		return -1;
	}
	return 0;
}

/* A template: m4 reads the facts, then the template. */
typedef struct m4_job {
	const char *m4, *facts, *template;
} m4_job;

/* An m4 run that left a macro unexpanded is a template error. */
static int check_expanded(const char *path, const char *template)
{
	size_t n;
	int err;
	char *s = hcl_read_file(path, &n, &err);
	int bad = !s || strstr(s, "m4_") || strstr(s, "RSV_");
	if (bad)
		fprintf(stderr, "reserve-gen: %s: an m4 macro was left unexpanded\n", template);
	free(s);
	return bad ? -1 : 0;
}

static int make_m4(const char *tmp, const void *ctx)
{
	const m4_job *j = ctx;
	char define[PATH_CAP + 32];
	const char *name = strrchr(j->template, '/');
	/* the banner names the template as the source tree has it, wherever it
	 * was read: gen/NAME, or gen/go/NAME for the Go ones */
	int go = name && name - j->template >= 3 && strncmp(name - 3, "/go", 3) == 0;
	snprintf(define, sizeof define, "-DRSV_TEMPLATE=gen/%s%s", go ? "go/" : "", name ? name + 1 : j->template);
	const char *argv[] = {j->m4, "-P", "--fatal-warnings", define, j->facts, j->template, NULL};
	if (run(argv, tmp) != 0)
		return -1;
	return check_expanded(tmp, j->template);
}

static int make_re2c(const char *tmp, const void *ctx)
{
	const char *const *in = ctx; /* {re2c, the .re file} */
	const char *argv[] = {in[0], "-W", "-Werror", "-i", "--no-generation-date", "--no-version",
			      "-o", tmp, in[1], NULL};
	return run(argv, NULL);
}

/* A command: its argv, and which argument (or -1: its standard output) is the
 * file it writes. */
typedef struct cmd_job {
	const char **argv;
	int out_arg;
} cmd_job;

static int make_cmd(const char *tmp, const void *ctx)
{
	const cmd_job *j = ctx;
	if (j->out_arg >= 0) {
		j->argv[j->out_arg] = tmp;
		return run(j->argv, NULL);
	}
	return run(j->argv, tmp);
}

int gen_command(const char *out, const char **argv, int out_arg)
{
	cmd_job job = {argv, out_arg};
	return commit(out, make_cmd, &job);
}

int gen_m4(const char *m4, const char *facts, const char *template, const char *out)
{
	m4_job job = {m4, facts, template};
	return commit(out, make_m4, &job);
}

int gen_write(const char *out, const hcl_buf *data)
{
	return commit(out, make_data, data);
}

/* ---- the whole ------------------------------------------------------------- */

/* The templates of gen/ and what each becomes (PREFIX_...). */
static const char *const parts[][2] = {
	{"spec.h.m4", "spec.h"},
	{"spec.c.m4", "spec.c"},
	{"forms.re.m4", "forms.re"},
	{"reference.md.m4", "reference.md"},
};

int gen_render(const gen_opts *o, const spec_lang *l, const hcl_buf *facts)
{
	char facts_path[PATH_CAP], in[PATH_CAP], out[PATH_CAP];
	snprintf(facts_path, sizeof facts_path, "%s/%s_facts.m4.tmp", o->outdir, l->c_prefix);
	int rc = commit(facts_path, make_data, facts);
	for (size_t k = 0; rc == 0 && k < sizeof parts / sizeof parts[0]; k++) {
		snprintf(in, sizeof in, "%s/%s", o->templates, parts[k][0]);
		snprintf(out, sizeof out, "%s/%s_%s", o->outdir, l->c_prefix, parts[k][1]);
		m4_job job = {o->m4, facts_path, in};
		rc = commit(out, make_m4, &job);
	}
	if (rc == 0) {
		snprintf(in, sizeof in, "%s/%s_forms.re", o->outdir, l->c_prefix);
		snprintf(out, sizeof out, "%s/%s_forms.c", o->outdir, l->c_prefix);
		const char *re2c[] = {o->re2c, in};
		rc = commit(out, make_re2c, re2c);
	}
	remove(facts_path);
	return rc;
}
