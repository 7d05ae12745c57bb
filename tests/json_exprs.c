/* json_exprs.c - test helper for tests/conformance_json.t: lists the
 * attributes of native-syntax files with the byte range of each expression
 * and its number of traversals, and the blocks around them, so that a
 * script can turn real configurations into JSON-syntax test inputs.
 *
 * Output, one line each, in source order (a block's attributes before its
 * nested blocks, as the hcl oracle walks them):
 *   F <TAB> FILE                                   a file begins
 *   A <TAB> DEPTH <TAB> NAME <TAB> START <TAB> END <TAB> TRAVERSALS
 *   B <TAB> DEPTH <TAB> TYPE [<TAB> LABEL]...      a block begins
 * DEPTH is 0 at the top level.  Files that do not parse cleanly are left
 * out (a line "F" is still printed, with nothing after it). */
#include <stdio.h>
#include <stdlib.h>

#include "hcl.h"

static void count(void *ctx, const hcl_traversal *t)
{
	(void)t;
	++*(unsigned *)ctx;
}

static void walk(const hcl_body *b, int depth)
{
	for (const hcl_attr *a = b->attrs; a; a = a->next) {
		unsigned n = 0;
		hcl_expr_variables(a->expr, count, &n);
		printf("A\t%d\t%s\t%u\t%u\t%u\n", depth, a->name, a->expr->start, a->expr->end, n);
	}
	for (const hcl_block *k = b->blocks; k; k = k->next) {
		printf("B\t%d\t%s", depth, k->type);
		for (const hcl_label *l = k->labels; l; l = l->next)
			printf("\t%s", l->text);
		putchar('\n');
		walk(k->body, depth + 1);
	}
}

int main(int argc, char **argv)
{
	int status = 0;
	for (int i = 1; i < argc; i++) {
		size_t len;
		int err = 0;
		char *src = hcl_read_file(argv[i], &len, &err);
		printf("F\t%s\n", argv[i]);
		if (!src) {
			fprintf(stderr, "json_exprs: %s: cannot read\n", argv[i]);
			status = 2;
			continue;
		}
		hcl_file *f = hcl_parse_owned(argv[i], src, len, HCL_MODE_CONFIG);
		if (f && f->nerrors == 0 && f->body)
			walk(f->body, 0);
		hcl_file_free(f);
	}
	return status;
}
