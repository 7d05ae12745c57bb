/* cmd_traversals.c - "reserve traversals": every traversal hcl's
 * Expression.Variables() reports, file by file, attributes in source order
 * before nested blocks (the order of the hcl oracle). */
#include <errno.h>
#include <string.h>

#include "hcl_json.h"
#include "jobs.h"

static const char usage[] =
	"Usage: reserve traversals [OPTION]... PATH...\n"
	"Lists the traversals (variable references) of each file as hcl finds them.\n"
	"A directory is searched for *.tf, *.tofu, *.tftest.hcl and *.tofutest.hcl, and\n"
	"their JSON forms (*.tf.json, ...), read with HCL's JSON syntax.\n"
	"\n"
	"  --mode MODE     config (default), expr or template: how to read each file\n"
	"  --format FMT    tsv (default) or json\n"
	"  --ranges        print FILE:L:C:B-L:C:B (start-end) instead of FILE:L:C\n"
	"  --count         print only files=N bytes=N blocks=N attrs=N traversals=N errfiles=N\n"
	"  --error-count   after each file print FILE<TAB>#errors N\n"
	"  -j, --jobs N    read N files at a time (default: the number of online CPUs);\n"
	"                  the output is the same whatever N is\n"
	"\n"
	"Diagnostics go to standard error.  Exit status: 0 ok, 1 a file has syntax\n"
	"errors, 2 usage or I/O error.\n";

static const cli_choice modes[] = {
	{"config", HCL_MODE_CONFIG}, {"expr", HCL_MODE_EXPR}, {"template", HCL_MODE_TEMPLATE}, {NULL, 0}};
static const cli_choice formats[] = {{"tsv", 0}, {"json", 1}, {NULL, 0}};

typedef struct opts {
	int mode; /* hcl_mode */
	int json, ranges, count, error_count, jobs;
	int color; /* on standard error */
} opts;

static const cli_option options[] = {
	CLI_OPT_CHOICE("mode", opts, mode, modes),
	CLI_OPT_CHOICE("format", opts, json, formats),
	CLI_OPT_FLAG("ranges", opts, ranges),
	CLI_OPT_FLAG("count", opts, count),
	CLI_OPT_FLAG("error-count", opts, error_count),
	CLI_OPT_NUMBER("j", opts, jobs),
	CLI_OPT_NUMBER("jobs", opts, jobs),
};
static const cli_syntax syntax = {"reserve traversals", usage, "PATH", options, sizeof options / sizeof *options,
				  NULL, 0};

/* The counts of --count, file by file (cli_job's n) and for the run. */
enum { N_FILES, N_BYTES, N_BLOCKS, N_ATTRS, N_TRAVS, N_ERRFILES, N_COUNTS };

/* The run: its options, which workers read, and its counts, which only the
 * calling thread adds up (one_emit). */
typedef struct run {
	const opts *o;
	unsigned long t[N_COUNTS];
} run;

/* One file's walk, in a worker. */
typedef struct walker {
	hcl_file *f;
	hcl_json_file *jf; /* f read with the JSON syntax (a *.json file) */
	const opts *o;
	unsigned long *n; /* the file's counts */
	FILE *out;
	hcl_buf text; /* the traversal at hand */
	int first; /* json: no comma before the first traversal */
} walker;

static void on_traversal(void *ctx, const hcl_traversal *t)
{
	walker *w = ctx;
	w->n[N_TRAVS]++;
	if (w->o->count)
		return;
	const char *text = hcl_traversal_text(&w->text, t);
	hcl_pos s = w->jf ? hcl_json_pos(w->jf, t->head->start) : hcl_file_pos(w->f, t->head->start);
	hcl_pos e = w->jf ? hcl_json_pos(w->jf, t->tail->end) : hcl_file_pos(w->f, t->tail->end);
	if (w->o->json) {
		fprintf(w->out, "%s\n    {\"traversal\": ", w->first ? "" : ",");
		cli_json_str(w->out, text, w->text.n);
		fprintf(w->out, ", \"start\": {\"line\": %u, \"column\": %u, \"byte\": %u}, "
				"\"end\": {\"line\": %u, \"column\": %u, \"byte\": %u}}",
			s.line, s.col, s.byte, e.line, e.col, e.byte);
		w->first = 0;
	} else if (w->o->ranges) {
		fprintf(w->out, "%s:%u:%u:%u-%u:%u:%u\t%s\n", w->f->name, s.line, s.col, s.byte, e.line,
			e.col, e.byte, text);
	} else {
		fprintf(w->out, "%s:%u:%u\t%s\n", w->f->name, s.line, s.col, text);
	}
}

static void walk_body(walker *w, const hcl_body *b)
{
	for (const hcl_attr *a = b->attrs; a; a = a->next) {
		w->n[N_ATTRS]++;
		hcl_expr_variables(a->expr, on_traversal, w);
	}
	for (const hcl_block *k = b->blocks; k; k = k->next) {
		w->n[N_BLOCKS]++;
		walk_body(w, k->body);
	}
}

/* In a worker: reads, parses and reports one file; an unreadable one is a
 * problem.  A file's JSON record starts without its comma (one_emit). */
static int one_file(void *ctx, cli_job *j, const char *path)
{
	const opts *o = ((const run *)ctx)->o;
	size_t len;
	int err = 0;
	char *src = cli_read(path, &len, &err);
	if (!src) {
		cli_io_problem_to(j->err, path, err);
		return 1;
	}
	size_t n = strlen(path);
	int json = n >= 5 && strcmp(path + n - 5, ".json") == 0; /* hcl's JSON syntax */
	hcl_json_file *jf = json ? hcl_json_parse_owned(path, src, len) : NULL;
	hcl_file *f = json ? (jf ? &jf->file : NULL) : hcl_parse_reusing(j->reuse, path, src, len, (hcl_mode)o->mode);
	if (!f) {
		cli_io_problem_to(j->err, path, EFBIG);
		return 1;
	}
	walker w = {.f = f, .jf = jf, .o = o, .n = j->n, .out = j->out, .first = 1};
	if (o->json && !o->count) {
		fputs("\n  {\"file\": ", j->out);
		cli_json(j->out, f->name);
		fputs(", \"traversals\": [", j->out);
	}
	j->n[N_FILES] = 1;
	j->n[N_BYTES] = len;
	if (jf)
		j->n[N_ATTRS] += hcl_json_attr_variables(jf, on_traversal, &w);
	else if (f->body)
		walk_body(&w, f->body);
	else if (f->expr) {
		j->n[N_ATTRS]++;
		hcl_expr_variables(f->expr, on_traversal, &w);
	}
	if (o->json && !o->count)
		fprintf(j->out, "%s], \"errors\": %u}", w.first ? "" : "\n  ", f->nerrors);
	else if (o->error_count && !o->count)
		fprintf(j->out, "%s\t#errors %u\n", f->name, f->nerrors);
	j->n[N_ERRFILES] = f->nerrors != 0;
	cli_job_flush(j);
	cli_print_diags(j->err, f, o->color);
	hcl_buf_free(&w.text);
	hcl_file_free(f);
	return 0;
}

/* In the writer (jobs.h), file after file. */
static const char *one_emit(void *ctx, cli_job *j)
{
	run *r = ctx;
	const char *join = r->o->json && r->t[N_FILES] && j->n[N_FILES] ? "," : NULL;
	for (int i = 0; i < N_COUNTS; i++)
		r->t[i] += j->n[i];
	return join;
}

int cli_traversals(int argc, char **argv)
{
	opts o = {HCL_MODE_CONFIG, 0, 0, 0, 0, cli_default_jobs(), 0};
	int status, first = cli_parse_options(&syntax, argc, argv, &o, &status);
	if (!first)
		return status;
	o.color = cli_use_color(stderr);
	if (o.json && !o.count)
		fputs("{\"files\": [", stdout);
	run r = {.o = &o};
	cli_work work = {.file = one_file, .emit = one_emit, .ctx = &r, .jobs = o.jobs};
	int problems = cli_run_files(&tofu_spec, argv + first, argc - first, &work);
	const unsigned long *t = r.t;
	if (o.count) {
		if (o.json)
			printf("{\"files\": %lu, \"bytes\": %lu, \"blocks\": %lu, \"attrs\": %lu, "
			       "\"traversals\": %lu, \"errfiles\": %lu}\n",
			       t[N_FILES], t[N_BYTES], t[N_BLOCKS], t[N_ATTRS], t[N_TRAVS], t[N_ERRFILES]);
		else
			printf("files=%lu bytes=%lu blocks=%lu attrs=%lu traversals=%lu errfiles=%lu\n",
			       t[N_FILES], t[N_BYTES], t[N_BLOCKS], t[N_ATTRS], t[N_TRAVS], t[N_ERRFILES]);
	} else if (o.json) {
		fputs("\n]}\n", stdout);
	}
	return problems ? CLI_USAGE : t[N_ERRFILES] ? CLI_FOUND_ERRORS : CLI_OK;
}
