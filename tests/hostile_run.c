/* hostile_run.c - runs one command for tests/hostile.t and reports what it cost: its exit status, CPU time and peak memory (getrusage of the child), with its standard input, output and error redirected and a time limit.
 *
 *   hostile_run [-i IN] [-o OUT] [-e ERR] [-t SECONDS] PROGRAM ARG...
 *
 * prints one line: "STATUS CPU_SECONDS MAXRSS_KB", STATUS being the exit
 * status, "signal-N" or "timeout" (the child is killed after SECONDS,
 * default 60).  IN defaults to /dev/null, OUT and ERR to /dev/null. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void redirect(const char *path, int fd, int flags)
{
	int f = open(path, flags, 0644);
	if (f < 0 || dup2(f, fd) < 0) {
		fprintf(stderr, "hostile_run: %s: %s\n", path, strerror(errno));
		_exit(126);
	}
	close(f);
}

int main(int argc, char **argv)
{
	const char *in = "/dev/null", *out = "/dev/null", *err = "/dev/null";
	double limit = 60;
	int i = 1, status;
	for (; i + 1 < argc && argv[i][0] == '-' && argv[i][1] && !argv[i][2]; i += 2) {
		switch (argv[i][1]) {
		case 'i': in = argv[i + 1]; break;
		case 'o': out = argv[i + 1]; break;
		case 'e': err = argv[i + 1]; break;
		case 't': limit = atof(argv[i + 1]); break;
		default: fprintf(stderr, "hostile_run: unknown option %s\n", argv[i]); return 2;
		}
	}
	if (i >= argc) {
		fputs("usage: hostile_run [-i IN] [-o OUT] [-e ERR] [-t SECONDS] PROGRAM ARG...\n", stderr);
		return 2;
	}
	pid_t pid = fork();
	if (pid < 0) {
		perror("hostile_run: fork");
		return 2;
	}
	if (pid == 0) {
		redirect(in, 0, O_RDONLY);
		redirect(out, 1, O_WRONLY | O_CREAT | O_TRUNC);
		redirect(err, 2, O_WRONLY | O_CREAT | O_TRUNC);
		execv(argv[i], argv + i);
		fprintf(stderr, "hostile_run: %s: %s\n", argv[i], strerror(errno));
		_exit(127);
	}
	/* wait, polling, until the child ends or its time is up */
	struct timespec step = {0, 10 * 1000 * 1000};
	int timed_out = 0;
	for (double waited = 0;; waited += 0.01) {
		pid_t r = waitpid(pid, &status, WNOHANG);
		if (r == pid)
			break;
		if (r < 0 && errno != EINTR) {
			perror("hostile_run: waitpid");
			return 2;
		}
		if (waited >= limit && !timed_out) {
			kill(pid, SIGKILL);
			timed_out = 1;
		}
		nanosleep(&step, NULL);
	}
	struct rusage ru;
	getrusage(RUSAGE_CHILDREN, &ru);
	double cpu = (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6 +
		     (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6;
	if (timed_out)
		printf("timeout");
	else if (WIFSIGNALED(status))
		printf("signal-%d", WTERMSIG(status));
	else
		printf("%d", WEXITSTATUS(status));
	printf(" %.3f %ld\n", cpu, (long)ru.ru_maxrss);
	return 0;
}
