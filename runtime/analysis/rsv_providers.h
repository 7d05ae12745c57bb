/* rsv_providers.h - provider references (rsv_providers.c): read as
 * decodeProviderConfigRef does, and validateProviderConfigs' checks once
 * the module loaded. */
#ifndef RESERVE_RSV_PROVIDERS_H
#define RESERVE_RSV_PROVIDERS_H

#include "rsv.h"

/* A provider configuration reference, read: NAME[.ALIAS][KEY]. */
typedef struct rsv_provider_ref {
	const char *name, *alias;       /* alias "" when none */
	uint32_t name_start, name_end;
	int has_key;
	uint32_t key_start, key_end;    /* the key expression, or the whole traversal */
} rsv_provider_ref;
/* Reads e as decodeProviderConfigRef does, once it was found valid; -1
 * when it is not a reference. */
int rsv_provider_ref_read(hcl_file *f, const hcl_expr *e, rsv_provider_ref *p);
/* validateProviderConfigs' checks of the module's own provider references
 * (run when the module loaded without error). */
void rsv_provider_validation(rsv_module *m);

#endif
