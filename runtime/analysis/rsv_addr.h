/* rsv_addr.h - syntaxes inside strings that OpenTofu's loader checks
 * (rsv_addr.c): version constraints, provider names and sources, module
 * registry addresses, identifiers.  Pure functions: the texts they make
 * live in an arena given. */
#ifndef RESERVE_RSV_ADDR_H
#define RESERVE_RSV_ADDR_H

#include "hcl.h"

/* ASCII white space, as Go's strings.TrimSpace sees it below U+0080. */
int rsv_is_space(char c);
/* A go-version constraint list ("~> 1.2, != 1.2.3") parses. */
int rsv_constraint_valid(const char *s);
/* The first constraint of s naming a prerelease: 1 and its text (as
 * written, whitespace included) at s + *start, else 0. */
int rsv_constraint_prerelease(const char *s, size_t *start, size_t *len);
/* Every constraint of s allows version ver (its core: prerelease dropped). */
int rsv_constraint_allows(const char *s, const char *ver);
/* The length of a version's core ("1.13.0-dev" -> 6, "1.13.0"). */
size_t rsv_version_core(const char *ver);

/* hclsyntax.ValidIdentifier. */
int rsv_valid_identifier(const char *s);

/* ParseProviderPart: NULL and the normalized name in norm (when not NULL;
 * it has room for strlen(s) + 1 bytes), or the error message. */
const char *rsv_provider_part(const char *s, char *norm);

enum {
	RSV_PSRC_OK, RSV_PSRC_FORMAT, RSV_PSRC_TYPE, RSV_PSRC_NAMESPACE,
	RSV_PSRC_REPO_PREFIX, RSV_PSRC_REDUNDANT_PREFIX
};

/* What ParseProviderSource found wrong, with the texts its messages use
 * (each "" when it does not apply). */
typedef struct rsv_provider_source {
	const char *host, *ns, *type; /* host "" for the default registry */
	const char *display;    /* NAMESPACE/TYPE (or HOST/NAMESPACE/TYPE off the default host) */
	const char *full;       /* HOST/NAMESPACE/TYPE */
	const char *prefix;     /* the offending type prefix */
	const char *suggestion; /* the address without it */
	int tofu;               /* the prefix is OpenTofu's own */
	const char *error;      /* ParseProviderPart's message */
} rsv_provider_source;

/* Parses a required_providers source, its texts in arena a; returns RSV_PSRC_*. */
int rsv_provider_source_parse(const char *s, rsv_provider_source *p, hcl_arena *a);

/* ParseModuleSourceRegistry: NULL when raw is a valid registry address,
 * else the error message (in arena a). */
const char *rsv_module_registry_error(const char *raw, hcl_arena *a);

#endif
