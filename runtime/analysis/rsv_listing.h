/* rsv_listing.h - a folder's listing and the kinds of its files, for the
 * walk (rsv_discover.c); internal to the analysis layer (rsv_listing.c). */
#ifndef RESERVE_RSV_LISTING_H
#define RESERVE_RSV_LISTING_H

#include "rsv.h"

/* An entry of a directory listing. */
typedef struct rsv_entry {
	char *name;
	int dir; /* a directory (a link to one only when followed) */
} rsv_entry;

/* Reports err at path to w; returns 1 when it is a problem (counted), else 0. */
int rsv_walk_problem(const rsv_walk *w, const char *path, int err);
/* dir/name in a new malloc'd string (no doubled slash; name alone when dir
 * is ""), or NULL. */
char *rsv_path_join(const char *dir, const char *name);
/* The entries of dir that are directories or regular files, sorted by
 * name; hidden ones (".terraform", ...) left out.  A directory that cannot
 * be opened, or an entry that cannot be examined, is reported and counted
 * in *problems (with problems NULL: neither).  NULL when there is none. */
rsv_entry *rsv_list_dir(const char *dir, size_t *n, const rsv_walk *w, int *problems);
void rsv_free_list(rsv_entry *v, size_t n);
/* Whether name has one of exts, in the native or the JSON syntax. */
int rsv_in_any_exts(spec_names exts, const char *name);
/* What file i of a listing v (n entries) is to a module of language l: 2 a
 * module file, 1 a test file, 0 neither (or hidden by its .tofu twin). */
int rsv_file_kind(const spec_lang *l, const rsv_entry *v, size_t n, size_t i);

#endif
