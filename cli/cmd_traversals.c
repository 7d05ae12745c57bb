/* cmd_traversals.c - "reserve traversals": every traversal hcl's
 * Expression.Variables() reports, file by file, attributes in source order
 * before nested blocks (the order of the hcl oracle). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "hcl_json.h"
#include "tofu_spec.h"

typedef struct opts {
	hcl_mode mode;
	int json, ranges, count, error_count;
} opts;

typedef struct totals {
	unsigned long files, bytes, blocks, attrs, travs, errfiles;
} totals;

typedef struct walker {
	hcl_file *f;
	hcl_json_file *jf; /* f read with the JSON syntax (a *.json file) */
	const opts *o;
	totals *t;
	FILE *out;
	char *buf;
	size_t cap;
	int first; /* json: no comma before the first traversal */
	int color;
} walker;

static void on_traversal(void *ctx, const hcl_traversal *t)
{
	walker *w = ctx;
	size_t n;
	w->t->travs++;
	if (w->o->count)
		return;
	while ((n = hcl_traversal_format(t, w->buf, w->cap)) >= w->cap) {
		char *nb = realloc(w->buf, n + 64);
		if (!nb)
			return;
		w->buf = nb;
		w->cap = n + 64;
	}
	hcl_pos s = w->jf ? hcl_json_pos(w->jf, t->head->start) : hcl_file_pos(w->f, t->head->start);
	hcl_pos e = w->jf ? hcl_json_pos(w->jf, t->tail->end) : hcl_file_pos(w->f, t->tail->end);
	if (w->o->json) {
		fprintf(w->out, "%s\n    {\"traversal\": ", w->first ? "" : ",");
		cli_json_str(w->out, w->buf, n);
		fprintf(w->out, ", \"start\": {\"line\": %u, \"column\": %u, \"byte\": %u}, "
				"\"end\": {\"line\": %u, \"column\": %u, \"byte\": %u}}",
			s.line, s.col, s.byte, e.line, e.col, e.byte);
		w->first = 0;
	} else if (w->o->ranges) {
		fprintf(w->out, "%s:%u:%u:%u-%u:%u:%u\t%s\n", w->f->name, s.line, s.col, s.byte, e.line,
			e.col, e.byte, w->buf);
	} else {
		fprintf(w->out, "%s:%u:%u\t%s\n", w->f->name, s.line, s.col, w->buf);
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

static void usage(FILE *out)
{
	fputs("Usage: reserve traversals [OPTION]... PATH...\n"
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
	      "errors, 2 usage or I/O error.\n",
	      out);
}

static int parse_opts(int argc, char **argv, opts *o, int *first)
{
	int i;
	memset(o, 0, sizeof *o);
	for (i = 1; i < argc; i++) {
		const char *a = argv[i], *v = NULL;
		if (strcmp(a, "--") == 0) {
			i++;
			break;
		}
		if (a[0] != '-' || a[1] == '\0')
			break;
		if (strncmp(a, "--mode", 6) == 0 || strncmp(a, "--format", 8) == 0) {
			const char *eq = strchr(a, '=');
			if (eq)
				v = eq + 1;
			else if (i + 1 < argc)
				v = argv[++i];
			else {
				fprintf(stderr, "reserve traversals: %s needs a value\n", a);
				return -1;
			}
			if (a[2] == 'm') {
				if (strcmp(v, "config") == 0)
					o->mode = HCL_MODE_CONFIG;
				else if (strcmp(v, "expr") == 0)
					o->mode = HCL_MODE_EXPR;
				else if (strcmp(v, "template") == 0)
					o->mode = HCL_MODE_TEMPLATE;
				else {
					fprintf(stderr, "reserve traversals: unknown mode '%s' (config, expr or template)\n", v);
					return -1;
				}
			} else if (strcmp(v, "tsv") == 0 || strcmp(v, "json") == 0) {
				o->json = v[0] == 'j';
			} else {
				fprintf(stderr, "reserve traversals: unknown format '%s' (tsv or json)\n", v);
				return -1;
			}
		} else if (strcmp(a, "--ranges") == 0) {
			o->ranges = 1;
		} else if (strcmp(a, "--count") == 0) {
			o->count = 1;
		} else if (strcmp(a, "--error-count") == 0) {
			o->error_count = 1;
		} else if (strcmp(a, "--help") == 0) {
			usage(stdout);
			return 1;
		} else {
			fprintf(stderr, "reserve traversals: unknown option '%s'\n", a);
			return -1;
		}
	}
	*first = i;
	return 0;
}

/* Reads, parses and reports one file; an unreadable one is a problem. */
static int one_file(void *ctx, const char *path)
{
	walker *w = ctx;
	const opts *o = w->o;
	totals *t = w->t;
	size_t len;
	int err = 0;
	char *src = hcl_read_file(path, &len, &err);
	if (!src) {
		cli_io_problem(NULL, path, err);
		return 1;
	}
	size_t n = strlen(path);
	int json = n >= 5 && strcmp(path + n - 5, ".json") == 0; /* hcl's JSON syntax */
	w->jf = json ? hcl_json_parse_owned(path, src, len) : NULL;
	hcl_file *f = json ? (w->jf ? &w->jf->file : NULL) : hcl_parse_owned(path, src, len, o->mode);
	if (!f) {
		cli_io_problem(NULL, path, EFBIG);
		return 1;
	}
	w->f = f;
	w->first = 1;
	if (o->json && !o->count) {
		fprintf(stdout, "%s\n  {\"file\": ", t->files ? "," : "");
		cli_json_str(stdout, f->name, strlen(f->name));
		fputs(", \"traversals\": [", stdout);
	}
	t->files++;
	t->bytes += len;
	if (w->jf)
		t->attrs += hcl_json_attr_variables(w->jf, on_traversal, w);
	else if (f->body)
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
	opts o;
	totals t = {0};
	int first;
	walker w = {0};
	int r = parse_opts(argc, argv, &o, &first);

	if (r != 0)
		return r > 0 ? CLI_OK : CLI_USAGE;
	if (first >= argc) {
		fprintf(stderr, "reserve traversals: no PATH given\n");
		usage(stderr);
		return CLI_USAGE;
	}
	w.o = &o;
	w.t = &t;
	w.out = stdout;
	w.color = cli_use_color(stderr);
	if (o.json && !o.count)
		fputs("{\"files\": [", stdout);
	rsv_walk walk = {.on_file = one_file, .on_problem = cli_io_problem, .ctx = &w};
	int problems = rsv_for_each_file(&tofu_spec, argv + first, argc - first, &walk);
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
	free(w.buf);
	return problems ? CLI_USAGE : t.errfiles ? CLI_FOUND_ERRORS : CLI_OK;
}
