/* spec_form.c - lookups over the spec tables (and the order of versions),
 * and the reference-form machine computed from them.  Generated code (PREFIX_forms.c) implements
 * the same machine as a DFA; the two must agree (tests/spec_twoways). */
#include <stdlib.h>
#include <string.h>

#include "spec.h"

/* Whether the NUL-terminated s is the len bytes at name: a scan that ends
 * at the first difference, as the lookups below meet mostly other names. */
static int is_name(const char *s, const char *name, size_t len)
{
	size_t i = 0;
	while (i < len && s[i] && s[i] == name[i])
		i++;
	return i == len && s[i] == '\0';
}

int spec_root_index(const spec_lang *l, const char *name, size_t len)
{
	if (l->lookup_root)
		return l->lookup_root(name, len);
	for (uint16_t i = 0; i < l->nroots; i++)
		if (is_name(l->roots[i].name, name, len))
			return i;
	return -1;
}

const spec_diag *spec_diag_role(const spec_lang *l, const char *role)
{
	for (uint16_t i = 0; i < l->ndiags; i++)
		if (l->diags[i].role && strcmp(l->diags[i].role, role) == 0)
			return &l->diags[i];
	return NULL;
}

int spec_feature_index(const spec_lang *l, const char *name)
{
	for (uint16_t i = 0; i < l->nfeatures; i++)
		if (strcmp(l->features[i].name, name) == 0)
			return i;
	return -1;
}

int spec_function_index(const spec_lang *l, const char *name, size_t len)
{
	for (uint16_t i = 0; i < l->nfunctions; i++)
		if (is_name(l->functions[i].name, name, len))
			return i;
	return -1;
}

int spec_namespace_index(const spec_lang *l, const char *name, size_t len)
{
	for (uint16_t i = 0; i < l->nnamespaces; i++)
		if (is_name(l->namespaces[i].name, name, len))
			return i;
	return -1;
}

int spec_type_index(const spec_lang *l, const char *name, size_t len)
{
	for (uint16_t i = 0; i < l->ntypes; i++)
		if (is_name(l->types[i].name, name, len))
			return i;
	return -1;
}

int spec_version_cmp(const char *a, const char *b)
{
	while (*a || *b) {
		long x = strtol(a, (char **)&a, 10), y = strtol(b, (char **)&b, 10);
		if (x != y)
			return x < y ? -1 : 1;
		if (*a == '.')
			a++;
		if (*b == '.')
			b++;
		if ((*a && (*a < '0' || *a > '9')) || (*b && (*b < '0' || *b > '9')))
			return strcmp(a, b);
	}
	return 0;
}

int spec_block_index(const spec_lang *l, const char *type, int parent)
{
	/* Called for every block of every file: the parent and the first byte
	 * rule out most rows before strcmp. */
	for (uint16_t i = 0; i < l->nblocks; i++)
		if (l->blocks[i].parent == parent && l->blocks[i].type[0] == type[0] &&
		    strcmp(l->blocks[i].type, type) == 0 && !(parent < 0 && l->blocks[i].test_file))
			return i;
	return -1;
}

int spec_test_block_index(const spec_lang *l, const char *type)
{
	for (uint16_t i = 0; i < l->nblocks; i++)
		if (l->blocks[i].parent < 0 && l->blocks[i].test_file && strcmp(l->blocks[i].type, type) == 0)
			return i;
	return -1;
}

static int is_key(char c)
{
	return c == SPEC_STEP_STRING || c == SPEC_STEP_INT;
}

/* TYPE.NAME[KEY] once the prefix (if any) is gone: s are the steps after
 * TYPE. */
static int resource(const char *s)
{
	if (s[0] != SPEC_STEP_ATTR)
		return SPEC_OUT_NO_NAME;
	if (s[1] == '\0')
		return SPEC_OUT_RESOURCE;
	if (is_key(s[1]))
		return SPEC_OUT_INSTANCE;
	if (s[1] == SPEC_STEP_ATTR)
		return SPEC_OUT_INSTANCE_NOKEY;
	return SPEC_OUT_BAD_KEY;
}

int spec_form_outcome(const spec_lang *l, int root, const char *s)
{
	int form = root < 0 ? SPEC_FORM_FALLBACK : l->roots[root].form;
	switch (form) {
	case SPEC_FORM_NAME:
		if (s[0] == '\0')
			return SPEC_OUT_NAME_ALONE;
		return s[0] == SPEC_STEP_ATTR ? SPEC_OUT_NAME : SPEC_OUT_NAME_INDEX;
	case SPEC_FORM_BARE:
		return SPEC_OUT_BARE;
	case SPEC_FORM_RESERVED:
		return SPEC_OUT_RESERVED;
	case SPEC_FORM_TYPE_NAME:
		if (s[0] == '\0' || s[1] == '\0')
			return SPEC_OUT_PREFIX_SHORT;
		if (s[0] != SPEC_STEP_ATTR)
			return SPEC_OUT_INDEX_FIRST;
		return resource(s + 1);
	case SPEC_FORM_MODULE_CALL:
		if (s[0] == '\0')
			return SPEC_OUT_NAME_ALONE;
		if (s[0] != SPEC_STEP_ATTR)
			return SPEC_OUT_NAME_INDEX;
		if (s[1] == '\0')
			return SPEC_OUT_MODULE;
		if (s[1] == SPEC_STEP_ATTR)
			return SPEC_OUT_MODULE_OUTPUT;
		if (!is_key(s[1]))
			return SPEC_OUT_BAD_KEY;
		if (s[2] == '\0')
			return SPEC_OUT_MODULE_INSTANCE;
		return s[2] == SPEC_STEP_ATTR ? SPEC_OUT_MODULE_OUTPUT : SPEC_OUT_MODULE_OPERATION;
	default: /* the fallback: the root is TYPE */
		if (s[0] == '\0')
			return SPEC_OUT_NO_NAME;
		return resource(s);
	}
}
