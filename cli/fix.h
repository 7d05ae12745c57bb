/* fix.h - what the pieces of `reserve fix` share: the unified diff (fix_diff.c) and the
 * safe write of a rewritten file (fix_write.c). */
#ifndef RESERVE_CLI_FIX_H
#define RESERVE_CLI_FIX_H

#include <sys/stat.h>

#include "cli.h"

/* Writes the difference between old and new (the bytes of one file) as a
 * unified diff with 3 lines of context, as `tofu fmt -diff` does: the path,
 * then "--- a/PATH" and "+++ b/PATH" and the hunks, which `git apply`
 * takes when PATH is cli_path_in_cwd's.  Returns 0, or -1 when out of memory. */
int cli_fix_diff(FILE *out, const char *path, const char *old, size_t oldlen, const char *new_text, size_t newlen);

/* A file as it was read: its status and the hash of its bytes. */
typedef struct cli_fix_seen {
	struct stat st;
	unsigned long long hash;
	size_t len;
	int ok; /* the status was read and matches the bytes read */
} cli_fix_seen;

/* The 64-bit FNV-1a hash of n bytes of s. */
unsigned long long cli_fix_hash(const char *s, size_t n);
/* Notes what path is now; ok is cleared when its size is not len. */
void cli_fix_seen_now(cli_fix_seen *s, const char *path, const char *bytes, size_t len);

/* Replaces the file at path (the target of a symbolic link) with n bytes of
 * text: written to a temporary file in the same folder, given the mode (and,
 * when run as root, the owner) of the file, synced, checked that the file
 * is still what was read (size, modification time and the hash of its
 * bytes), then renamed over it.  Returns NULL, or why it was not done. */
const char *cli_fix_write(const char *path, const cli_fix_seen *seen, const char *text, size_t n);

/* Why path, in a git work tree, must not be rewritten: it has changes git has not committed
 * (modified, staged or untracked; fix_dirty.c runs `git status`); NULL when it has none or is
 * not in a work tree (or git cannot be run). */
const char *cli_fix_dirty(const char *path);

#endif
