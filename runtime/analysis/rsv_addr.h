/* rsv_addr.h - syntaxes inside strings that OpenTofu's loader checks
 * (rsv_addr.c): version constraints, provider names and sources, module
 * registry addresses, identifiers.  Pure functions. */
#ifndef RESERVE_RSV_ADDR_H
#define RESERVE_RSV_ADDR_H

#include <stddef.h>

/* ASCII white space, as Go's strings.TrimSpace sees it below U+0080. */
int rsv_is_space(char c);
/* A go-version constraint list ("~> 1.2, != 1.2.3") parses. */
int rsv_constraint_valid(const char *s);
/* The first constraint of s naming a prerelease: 1 and its text (as
 * written, whitespace included) at s + *start, else 0. */
int rsv_constraint_prerelease(const char *s, size_t *start, size_t *len);
/* Every constraint of s allows version ver (its core: prerelease dropped). */
int rsv_constraint_allows(const char *s, const char *ver);
/* The core of a version ("1.13.0-dev" -> "1.13.0") into buf; like snprintf. */
size_t rsv_version_core(const char *ver, char *buf, size_t cap);

/* Go's %q of s into buf (like snprintf). */
size_t rsv_quote(const char *s, char *buf, size_t cap);

/* hclsyntax.ValidIdentifier. */
int rsv_valid_identifier(const char *s);

/* ParseProviderPart: NULL and the normalized name in norm (when not NULL),
 * or the error message. */
const char *rsv_provider_part(const char *s, char *norm, size_t cap);

enum {
	RSV_PSRC_OK, RSV_PSRC_FORMAT, RSV_PSRC_TYPE, RSV_PSRC_NAMESPACE,
	RSV_PSRC_REPO_PREFIX, RSV_PSRC_REDUNDANT_PREFIX
};

/* What ParseProviderSource found wrong, with the texts its messages use. */
typedef struct rsv_provider_source {
	char host[256], ns[128], type[128];
	char display[512];    /* NAMESPACE/TYPE (or HOST/NAMESPACE/TYPE off the default host) */
	char full[512];       /* HOST/NAMESPACE/TYPE */
	char prefix[32];      /* the offending type prefix */
	char suggestion[512]; /* the address without it */
	int tofu;             /* the prefix is OpenTofu's own */
	const char *error;    /* ParseProviderPart's message */
} rsv_provider_source;

/* Parses a required_providers source; returns RSV_PSRC_*. */
int rsv_provider_source_parse(const char *s, rsv_provider_source *p);

/* ParseModuleSourceRegistry: NULL when raw is a valid registry address,
 * else the error message (in buf). */
const char *rsv_module_registry_error(const char *raw, char *buf, size_t cap);
/* raw starts like a local path (./ ../ .\ ..\). */
int rsv_module_source_local(const char *raw);

#endif
