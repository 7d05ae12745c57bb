/* cmd_traversals.c - "reserve traversals": every traversal hcl's
 * Expression.Variables() reports, file by file, attributes in source order
 * before nested blocks (the order of the hcl oracle). */
#include <errno.h>

#include "cli.h"

static const char usage[] =
	"Usage: reserve traversals [OPTION]... PATH...\n"
	"Lists the traversals (variable references) of each file as hcl finds them.\n"
	"A directory is searched for *.tf, *.tofu, *.tftest.hcl and *.tofutest.hcl.\n"
	"\n"
	"  --mode MODE     config (default), expr or template: how to read each file\n"
	"  --format FMT    tsv (default) or json\n"
	"  --ranges        print FILE:L:C:B-L:C:B (start-end) instead of FILE:L:C\n"
	"  --count         print only files=N bytes=N blocks=N attrs=N traversals=N errfiles=N\n"
	"  --error-count   after each file print FILE<TAB>#errors N\n"
	"  --help          print this help and exit\n"
	"\n"
	"Diagnostics go to standard error.  Exit status: 0 ok, 1 a file has syntax\n"
	"errors, 2 usage or I/O error.\n";

static const cli_choice modes[] = {
	{"config", HCL_MODE_CONFIG}, {"expr", HCL_MODE_EXPR}, {"template", HCL_MODE_TEMPLATE}, {NULL, 0}};
static const cli_choice formats[] = {{"tsv", 0}, {"json", 1}, {NULL, 0}};

typedef struct opts {
	int mode; /* hcl_mode */
	int json, ranges, count, error_count;
} opts;

static const cli_option options[] = {
	CLI_OPT_CHOICE("mode", opts, mode, modes),
	CLI_OPT_CHOICE("format", opts, json, formats),
	CLI_OPT_FLAG("ranges", opts, ranges),
	CLI_OPT_FLAG("count", opts, count),
	CLI_OPT_FLAG("error-count", opts, error_count),
};
static const cli_syntax syntax = {"reserve traversals", usage, "PATH", options, sizeof options / sizeof *options};

typedef struct totals {
	unsigned long files, bytes, blocks, attrs, travs, errfiles;
} totals;

typedef struct walker {
	hcl_file *f;
	const opts *o;
	totals *t;
	FILE *out;
	hcl_buf text; /* the traversal at hand */
	int first; /* json: no comma before the first traversal */
	int color;
} walker;

static void on_traversal(void *ctx, const hcl_traversal *t)
{
	walker *w = ctx;
	w->t->travs++;
	if (w->o->count)
		return;
	const char *text = hcl_traversal_text(&w->text, t);
	hcl_pos s = hcl_file_pos(w->f, t->head->start), e = hcl_file_pos(w->f, t->tail->end);
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
		w->t->attrs++;
		hcl_expr_variables(a->expr, on_traversal, w);
	}
	for (const hcl_block *k = b->blocks; k; k = k->next) {
		w->t->blocks++;
		walk_body(w, k->body);
	}
}

/* Reads, parses and reports one file; an unreadable one is a problem. */
static int one_file(void *ctx, const char *path)
{
	walker *w = ctx;
	const opts *o = w->o;
	totals *t = w->t;
	size_t len;
	int err = 0;
	char *src = cli_read(path, &len, &err);
	if (!src) {
		cli_io_problem(NULL, path, err);
		return 1;
	}
	hcl_file *f = hcl_parse_owned(path, src, len, (hcl_mode)o->mode);
	if (!f) {
		cli_io_problem(NULL, path, EFBIG);
		return 1;
	}
	w->f = f;
	w->first = 1;
	if (o->json && !o->count) {
		fprintf(stdout, "%s\n  {\"file\": ", t->files ? "," : "");
		cli_json(stdout, f->name);
		fputs(", \"traversals\": [", stdout);
	}
	t->files++;
	t->bytes += len;
	if (f->body)
		walk_body(w, f->body);
	else if (f->expr) {
		t->attrs++;
		hcl_expr_variables(f->expr, on_traversal, w);
	}
	if (o->json && !o->count)
		fprintf(stdout, "%s], \"errors\": %u}", w->first ? "" : "\n  ", f->nerrors);
	else if (o->error_count && !o->count)
		fprintf(stdout, "%s\t#errors %u\n", f->name, f->nerrors);
	if (f->nerrors)
		t->errfiles++;
	fflush(stdout);
	cli_print_diags(stderr, f, w->color);
	hcl_file_free(f);
	return 0;
}

int cli_traversals(int argc, char **argv)
{
	opts o = {HCL_MODE_CONFIG, 0, 0, 0, 0};
	totals t = {0};
	walker w = {0};
	int status, first = cli_parse_options(&syntax, argc, argv, &o, &status);
	if (!first)
		return status;
	w.o = &o;
	w.t = &t;
	w.out = stdout;
	w.color = cli_use_color(stderr);
	if (o.json && !o.count)
		fputs("{\"files\": [", stdout);
	rsv_walk walk = {.on_file = one_file, .on_problem = cli_io_problem, .ctx = &w};
	int problems = cli_for_each_file(&tofu_spec, argv + first, argc - first, &walk);
	if (o.count) {
		if (o.json)
			printf("{\"files\": %lu, \"bytes\": %lu, \"blocks\": %lu, \"attrs\": %lu, "
			       "\"traversals\": %lu, \"errfiles\": %lu}\n",
			       t.files, t.bytes, t.blocks, t.attrs, t.travs, t.errfiles);
		else
			printf("files=%lu bytes=%lu blocks=%lu attrs=%lu traversals=%lu errfiles=%lu\n",
			       t.files, t.bytes, t.blocks, t.attrs, t.travs, t.errfiles);
	} else if (o.json) {
		fputs("\n]}\n", stdout);
	}
	hcl_buf_free(&w.text);
	return problems ? CLI_USAGE : t.errfiles ? CLI_FOUND_ERRORS : CLI_OK;
}
