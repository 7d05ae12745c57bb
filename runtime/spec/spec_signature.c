/* spec_signature.c - reads a function's `signature` (doc/spec.md,
 * "Functions"): "(NAME TYPE, NAME TYPE...)", the parameters of cty's
 * function.Spec in order, the last one variadic when its type ends in
 * "...".  A TYPE is written as a type constraint is: string, number, bool,
 * any (cty.DynamicPseudoType), list(TYPE), set(TYPE), map(TYPE), or
 * expression (hcl's customdecode types: the argument is handed over as an
 * expression, not evaluated first: try's and can's).  A "?" right after a
 * parameter's TYPE (before any "...") says it takes null (AllowNull). */
#include <string.h>

#include "spec.h"

static int name_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static const struct {
	const char *word;
	int coll;
} param_types[SPEC_PT_COUNT] = {
#define X(ID, word, coll) {word, coll},
	SPEC_PARAM_TYPES(X)
#undef X
};

/* spec_param_type, no deeper than depth levels of collections. */
static const char *type_at(const char *s, int *kind, const char **elem, int depth)
{
	size_t n = 0;
	while (name_char(s[n]))
		n++;
	*elem = NULL;
	for (int k = 0; k < SPEC_PT_COUNT && depth < 8; k++) {
		if (strlen(param_types[k].word) != n || strncmp(s, param_types[k].word, n) != 0)
			continue;
		*kind = k;
		if (!param_types[k].coll)
			return s[n] == '(' ? NULL : s + n;
		if (s[n] != '(')
			return NULL;
		int inner;
		const char *ie, *end = type_at(s + n + 1, &inner, &ie, depth + 1);
		*elem = s + n + 1;
		return end && *end == ')' ? end + 1 : NULL;
	}
	return NULL;
}

const char *spec_param_type(const char *s, int *kind, const char **elem)
{
	return type_at(s, kind, elem, 0);
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
		int kind;
		const char *elem;
		if (!(end = spec_param_type(type, &kind, &elem)))
			return -1;
		int nullable = *end == '?';
		if (n < max) {
			p[n].name = name;
			p[n].nlen = (size_t)(type - 1 - name);
			p[n].type = type;
			p[n].tlen = (size_t)(end - type);
			p[n].nullable = nullable;
		}
		n++;
		sig = end + nullable;
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
