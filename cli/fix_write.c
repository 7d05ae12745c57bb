/* fix_write.c - how `reserve fix --write` replaces a file: never in place, but through a
 * temporary file in the same folder that gets the file's mode (and owner, for root), is
 * synced, and is renamed over the file only when the file is still what was read (size,
 * modification time, the hash of its bytes); the folder is synced after the rename. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fix.h"

unsigned long long cli_fix_hash(const char *s, size_t n)
{
	unsigned long long h = 14695981039346656037ULL;
	for (size_t i = 0; i < n; i++) {
		h ^= (unsigned char)s[i];
		h *= 1099511628211ULL;
	}
	return h;
}

void cli_fix_seen_now(cli_fix_seen *s, const char *path, const char *bytes, size_t len)
{
	memset(s, 0, sizeof *s);
	s->hash = cli_fix_hash(bytes, len);
	s->len = len;
	s->ok = stat(path, &s->st) == 0 && S_ISREG(s->st.st_mode) && (size_t)s->st.st_size == len;
}

/* Whether the file at path still has the status and bytes seen. */
static int unchanged(const char *path, const cli_fix_seen *seen)
{
	struct stat st;
	if (stat(path, &st) != 0 || st.st_size != seen->st.st_size || st.st_mtim.tv_sec != seen->st.st_mtim.tv_sec ||
	    st.st_mtim.tv_nsec != seen->st.st_mtim.tv_nsec || st.st_ino != seen->st.st_ino)
		return 0;
	size_t len;
	int err;
	char *now = hcl_read_file(path, &len, &err);
	int same = now && len == seen->len && cli_fix_hash(now, len) == seen->hash;
	free(now);
	return same;
}

static int write_all(int fd, const char *p, size_t n)
{
	while (n) {
		ssize_t k = write(fd, p, n);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return -1;
		p += k;
		n -= (size_t)k;
	}
	return 0;
}

/* Writes the temporary file tmp (made by mkstemp) with the bytes, the mode
 * and owner of st, and syncs it.  Returns 0, or -1 with errno. */
static int fill(int fd, const struct stat *st, const char *text, size_t n)
{
	if (write_all(fd, text, n) != 0 || fchmod(fd, st->st_mode & 07777) != 0)
		return -1;
	if (geteuid() == 0 && fchown(fd, st->st_uid, st->st_gid) != 0)
		return -1;
	return fsync(fd);
}

/* The file path names, symbolic links followed (malloc'd), or NULL with errno. */
static char *resolve(const char *path)
{
	char *p = strdup(path);
	for (int hops = 0; p && hops < 40; hops++) {
		struct stat st;
		char link[4096];
		ssize_t n;
		if (lstat(p, &st) != 0 || !S_ISLNK(st.st_mode))
			break;
		if ((n = readlink(p, link, sizeof link - 1)) < 0) {
			free(p);
			return NULL;
		}
		link[n] = '\0';
		const char *slash = strrchr(p, '/');
		size_t dir = link[0] == '/' || !slash ? 0 : (size_t)(slash - p) + 1;
		char *next = malloc(dir + (size_t)n + 1);
		if (next) {
			memcpy(next, p, dir);
			memcpy(next + dir, link, (size_t)n + 1);
		}
		free(p);
		p = next;
	}
	if (!p)
		errno = ENOMEM;
	return p;
}

static void sync_folder(const char *dir)
{
	int fd = open(dir, O_RDONLY);
	if (fd >= 0) {
		fsync(fd);
		close(fd);
	}
}

const char *cli_fix_write(const char *path, const cli_fix_seen *seen, const char *text, size_t n)
{
	static const char name[] = "/.reserve-fix-XXXXXX";
	if (!seen->ok)
		return "it changed while being read";
	char *real = resolve(path);
	if (!real)
		return strerror(errno);
	char *slash = strrchr(real, '/');
	size_t dirlen = slash ? (size_t)(slash - real) : 0;
	char *tmp = malloc(dirlen + sizeof name + 1);
	if (!tmp) {
		free(real);
		return strerror(ENOMEM);
	}
	memcpy(tmp, real, dirlen);
	memcpy(tmp + dirlen, slash ? name : name + 1, slash ? sizeof name : sizeof name - 1);
	const char *why = NULL;
	int fd = mkstemp(tmp);
	if (fd < 0) {
		why = strerror(errno);
	} else {
		if (fill(fd, &seen->st, text, n) != 0)
			why = strerror(errno);
		if (close(fd) != 0 && !why)
			why = strerror(errno);
		if (!why && !unchanged(real, seen))
			why = "it changed while being read";
		if (!why && rename(tmp, real) != 0)
			why = strerror(errno);
		if (why)
			unlink(tmp);
	}
	if (!why) {
		real[dirlen] = '\0';
		sync_folder(dirlen ? real : slash ? "/" : ".");
	}
	free(tmp);
	free(real);
	return why;
}
