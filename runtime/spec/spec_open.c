/* spec_open.c - the public entry points of the spec loader (spec.h):
 * loading a spec from its files or from texts in memory, under a handler
 * that frees everything when memory runs out, and the tables finished
 * and checked once every file is read (spec_load.c reads them). */
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "spec_loader.h"

/* n zeroed values in the spec's arena (NULL for none). */
static uint16_t *index_array(spec_loaded *s, uint32_t n)
{
	return n ? hcl_alloc(&s->arena, n * sizeof(uint16_t)) : NULL;
}

static spec_loaded *finish(spec_loader *ld)
{
	spec_loaded *s = ld->s;
	spec_lang *l = &s->lang;
	spec_preorder_blocks(ld);
	spec_pend_editions(ld);
	l->roots = s->roots.v;
	l->nroots = (uint16_t)s->roots.n;
	l->blocks = s->blocks.v;
	l->nblocks = (uint16_t)s->blocks.n;
	l->features = s->features.v;
	l->nfeatures = (uint16_t)s->features.n;
	l->editions = s->editions.v;
	l->neditions = (uint16_t)s->editions.n;
	l->diags = s->diags.v;
	l->ndiags = (uint16_t)s->diags.n;
	l->functions = s->functions.v;
	l->nfunctions = (uint16_t)s->functions.n;
	l->namespaces = s->namespaces.v;
	l->nnamespaces = (uint16_t)s->namespaces.n;
	l->types = s->types.v;
	l->ntypes = (uint16_t)s->types.n;
	/* the indexes by name, as reserve-gen writes them for a compiled spec */
#define SPEC_INDEX_FIELD(table, type, key)                                                                   \
	{                                                                                                     \
		uint32_t nslot = spec_hash_slots(l->n##table);                                                \
		uint16_t *slot = index_array(s, nslot), *next = index_array(s, l->n##table);                  \
		spec_hash_rows(slot, nslot, next, l->table, sizeof(type), offsetof(type, key), l->n##table); \
		l->index.table = (spec_hashed){slot, next, nslot};                                            \
	}
#include "spec_fields.h"
	if (!ld->incomplete) {
		spec_check_all(ld);
		spec_check_changes(ld);
	}
	free(ld->pend);
	ld->pend = NULL;
	return s;
}

/* Loads the spec at path into ld->s under ld->oom's handler: 0, or -1
 * when memory ran out (then what ld->s holds and ld->pend are the caller's
 * to free). */
static int load_guarded(spec_loader *ld, const char *path)
{
	if (setjmp(ld->oom->jb))
		return -1;
	if (spec_load_file(ld, path, 0) != 0) {
		hcl_file *f = hcl_parse(path, "", 0, HCL_MODE_CONFIG);
		if (!f)
			spec_nomem(ld);
		f->arena.oom = ld->oom;
		ld->incomplete = 1;
		ld->s->files[ld->s->nfiles++] = f;
		spec_problem(ld, f, 0, 0, "Cannot read spec", "The spec file %s could not be read%s.", path,
			     ld->why);
	}
	finish(ld);
	for (unsigned i = 0; i < ld->s->nfiles; i++) /* the lines their problems' positions need */
		if (ld->s->files[i]->diags)
			hcl_file_pos(ld->s->files[i], 0);
	return 0;
}

spec_loaded *spec_load(const char *path)
{
	return spec_load_max(path, HCL_MAX_FILE_SIZE);
}

/* spec_load_max from files, or from the n sources in memory when mem is set. */
static spec_loaded *load(const char *path, size_t max_size, const spec_source *mem, unsigned n)
{
	spec_loader ld;
	spec_loaded *s = calloc(1, sizeof *s);
	if (!s)
		return NULL;
	hcl_arena_init(&s->arena);
	s->roots.size = sizeof(spec_root);
	s->blocks.size = sizeof(spec_block);
	s->features.size = sizeof(spec_feature);
	s->editions.size = sizeof(spec_edition);
	s->diags.size = sizeof(spec_diag);
	s->functions.size = sizeof(spec_function);
	s->namespaces.size = sizeof(spec_namespace);
	s->types.size = sizeof(spec_type);
	s->drift.size = sizeof(spec_drift_note);
	s->changes.size = sizeof(spec_change_note);
	s->lang.fallback.feature = -1;
	memset(&ld, 0, sizeof ld);
	ld.s = s;
	ld.max_size = max_size;
	ld.mem = mem;
	ld.nmem = n;
	hcl_oom oom;
	oom.held = NULL;
	ld.oom = &oom;
	s->arena.oom = &oom;
	if (load_guarded(&ld, path) != 0) {
		free(ld.pend);
		spec_loaded_free(s);
		return NULL;
	}
	for (unsigned i = 0; i < s->nfiles; i++)
		s->files[i]->arena.oom = NULL;
	s->arena.oom = NULL;
	return s;
}

spec_loaded *spec_load_max(const char *path, size_t max_size)
{
	return load(path, max_size, NULL, 0);
}

spec_loaded *spec_load_sources(const spec_source *sources, unsigned n)
{
	return n ? load(sources[0].name, HCL_MAX_FILE_SIZE, sources, n) : NULL;
}

const spec_lang *spec_loaded_lang(const spec_loaded *s)
{
	return &s->lang;
}

unsigned spec_loaded_errors(const spec_loaded *s)
{
	return s->errors;
}

struct hcl_file *spec_loaded_file(const spec_loaded *s, unsigned i)
{
	return i < s->nfiles ? s->files[i] : NULL;
}

void spec_loaded_free(spec_loaded *s)
{
	if (!s)
		return;
	for (unsigned i = 0; i < s->nfiles; i++)
		hcl_file_free(s->files[i]);
	hcl_arena_free(&s->arena);
	free(s);
}
