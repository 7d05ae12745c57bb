/* out_jsonl.c - reserve check --format jsonl: JSON Lines, one record per
 * module between a header and an end record, which reserve merge
 * (cmd_merge.c) reads back and joins.  Each line is one JSON object:
 *
 *   {"reserve": VERSION, "command": "check", "spec": {"name": N, "version": V},
 *    "level": L, "paths": [PATH...], "shard": "K/N"}
 *   {"module": NAME, "seq": S, "format_version": "1.0", "valid": B,
 *    "error_count": E, "warning_count": W, "diagnostics": [...]}
 *   {"end": true, "modules": M, "records": R, "walk_problems": P,
 *    "read_problems": Q, "error_count": E, "warning_count": W}
 *
 * A module record is `tofu validate -json`'s document for the module, with
 * its name and its place S in the order of discovery (from 0, counting the
 * modules of every shard).  "shard" is the last member of the header: merge
 * compares headers without it.  The end record counts the modules found (M,
 * in every shard), the records above it (R), the problems of the walk (P,
 * the same in every shard) and of reading the modules (Q). */
#include "out.h"
#include "reserve.h"
#include "rsv_children.h"

void cli_jsonl_header(FILE *out, const cli_jsonl_head *h)
{
	fputs("{\"reserve\": ", out);
	cli_json(out, reserve_version());
	fputs(", \"command\": ", out);
	cli_json(out, h->command);
	fputs(", \"spec\": {\"name\": ", out);
	cli_json(out, h->l->name);
	fputs(", \"version\": ", out);
	cli_json(out, h->l->version);
	fputs("}, \"level\": ", out);
	cli_json(out, h->level);
	fputs(", \"paths\": [", out);
	for (int i = 0; i < h->npaths; i++) {
		fputs(i ? ", " : "", out);
		cli_json(out, h->paths[i]);
	}
	fprintf(out, "], \"shard\": \"%u/%u\"}\n", h->shard, h->shards);
}

/* The diagnostics of a child module's file that its caller shows. */
typedef struct jsonl_child {
	FILE *out;
	int *n;
} jsonl_child;

static void child_diags(void *ctx, hcl_file *f)
{
	jsonl_child *c = ctx;
	for (const hcl_diag *d = f->diags; d; d = d->next) {
		fputs((*c->n)++ ? ", " : "", c->out);
		cli_json_diag(c->out, f, d);
	}
}

void cli_jsonl_module(FILE *out, const rsv_module *m, unsigned long seq, unsigned errors,
		      unsigned warnings)
{
	fputs("{\"module\": ", out);
	cli_json(out, m->name);
	fprintf(out, ", \"seq\": %lu, \"format_version\": \"1.0\", \"valid\": %s, \"error_count\": %u, "
		     "\"warning_count\": %u, \"diagnostics\": [",
		seq, errors ? "false" : "true", errors, warnings);
	int n = 0;
	for (uint32_t i = 0; i < m->nfiles; i++)
		for (const hcl_diag *d = rsv_module_shows(m, m->files[i].f) ? m->files[i].f->diags : NULL; d;
		     d = d->next) {
			fputs(n++ ? ", " : "", out);
			cli_json_diag(out, m->files[i].f, d);
		}
	jsonl_child c = {out, &n};
	rsv_children_show(m, child_diags, &c);
	fputs("]}\n", out);
}

void cli_jsonl_end(FILE *out, const cli_jsonl_totals *t)
{
	fprintf(out, "{\"end\": true, \"modules\": %lu, \"records\": %lu, \"walk_problems\": %lu, "
		     "\"read_problems\": %lu, \"error_count\": %lu, \"warning_count\": %lu}\n",
		t->modules, t->records, t->walk_problems, t->read_problems, t->errors, t->warnings);
}
