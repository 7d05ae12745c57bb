/* gen_go.c - reserve-gen --lang go (stub). */
#include <stdio.h>

#include "gen.h"

int gen_go(const gen_opts *o, const spec_lang *l)
{
	(void)o;
	(void)l;
	fprintf(stderr, "reserve-gen: --lang go: not yet\n");
	return -1;
}
