/* fix_dirty.c - whether `reserve fix --write` may rewrite a file of a git work tree: as
 * `cargo fix` does, not when the file has changes git has not committed (modified, staged,
 * or untracked), since the rewrite could not then be told from them nor undone by git. */
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "fix.h"

extern char **environ;

const char *cli_fix_dirty(const char *path)
{
	const char *slash = strrchr(path, '/');
	char *dir = slash ? strndup(path, (size_t)(slash - path) + (slash == path)) : strdup(".");
	const char *base = slash ? slash + 1 : path;
	int fd[2];
	if (!dir || pipe(fd) != 0) {
		free(dir);
		return NULL;
	}
	enum { NARGS = 8 };
	char *argv[NARGS + 1] = {strdup("git"), strdup("-C"), dir, strdup("status"), strdup("--porcelain"),
				 strdup("--untracked-files=all"), strdup("--"), strdup(base), NULL};
	int ok = 1;
	for (int i = 0; i < NARGS; i++)
		ok = ok && argv[i];
	posix_spawn_file_actions_t fa;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, fd[1], 1);
	posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
	posix_spawn_file_actions_addclose(&fa, fd[0]);
	pid_t pid;
	int started = ok && posix_spawnp(&pid, "git", &fa, NULL, argv, environ) == 0;
	posix_spawn_file_actions_destroy(&fa);
	close(fd[1]);
	char buf[256];
	size_t got = 0;
	ssize_t k;
	while ((k = read(fd[0], buf, sizeof buf)) > 0)
		got += (size_t)k;
	close(fd[0]);
	int status = 0;
	if (started)
		waitpid(pid, &status, 0);
	for (int i = 0; i < NARGS; i++)
		free(argv[i]);
	/* no git, or not a work tree: nothing to protect; else any line of status is a change */
	if (!started || !WIFEXITED(status) || WEXITSTATUS(status) != 0 || got == 0)
		return NULL;
	return "it has changes git has not committed (commit or stash them first, or give --allow-dirty)";
}
