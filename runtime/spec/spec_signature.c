/* spec_signature.c - reads a function's `signature` (doc/spec.md,
 * "Functions"): "(NAME TYPE, NAME TYPE...)", the parameters of cty's
 * function.Spec in order, the last one variadic when its type ends in
 * "...".  A TYPE is written as a type constraint is: string, number, bool,
 * any (cty.DynamicPseudoType), list(TYPE), set(TYPE), map(TYPE), or
 * expression (hcl's customdecode types: the argument is handed over as an
 * expression, not evaluated first: try's and can's). */
#include <string.h>

#include "spec.h"

static int name_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* The end of the type at s, or NULL when it is none. */
static const char *type_end(const char *s, int depth)
{
	static const char *const prims[] = {"string", "number", "bool", "any", "expression"};
	static const char *const colls[] = {"list(", "set(", "map("};
	if (depth > 8)
		return NULL;
	for (size_t i = 0; i < sizeof prims / sizeof *prims; i++) {
		size_t n = strlen(prims[i]);
		if (strncmp(s, prims[i], n) == 0 && !name_char(s[n]) && s[n] != '(')
			return s + n;
	}
	for (size_t i = 0; i < sizeof colls / sizeof *colls; i++) {
		size_t n = strlen(colls[i]);
		if (strncmp(s, colls[i], n) != 0)
			continue;
		const char *e = type_end(s + n, depth + 1);
		return e && *e == ')' ? e + 1 : NULL;
	}
	return NULL;
}

int spec_signature_parse(const char *sig, spec_param *p, int max, int *variadic)
{
	int n = 0;
	*variadic = 0;
	if (!sig || *sig++ != '(')
		return -1;
	if (*sig == ')')
		return sig[1] ? -1 : 0;
	for (;;) {
		const char *name = sig, *type, *end;
		while (name_char(*sig))
			sig++;
		if (sig == name || *sig != ' ')
			return -1;
		type = ++sig;
		if (!(end = type_end(type, 0)))
			return -1;
		if (n < max) {
			p[n].name = name;
			p[n].nlen = (size_t)(type - 1 - name);
			p[n].type = type;
			p[n].tlen = (size_t)(end - type);
		}
		n++;
		sig = end;
		if (strncmp(sig, "...", 3) == 0) {
			*variadic = 1;
			sig += 3;
			return strcmp(sig, ")") == 0 ? n : -1;
		}
		if (strcmp(sig, ")") == 0)
			return n;
		if (strncmp(sig, ", ", 2) != 0)
			return -1;
		sig += 2;
	}
}
