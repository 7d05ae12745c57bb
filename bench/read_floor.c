/* bench/read_floor.c - the floor of reading a corpus: open, fstat, read and
 * close every file named on the command line (or one per line on standard
 * input with "-"), as a whole process like the tools it is timed beside.
 * Prints "files=N bytes=N".  Built and run by bench/traversals and
 * bench/check; not part of the library. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static unsigned long files, bytes;
static char *buf;
static size_t cap;

static void one(const char *path)
{
	struct stat st;
	int fd = open(path, O_RDONLY);
	if (fd < 0 || fstat(fd, &st) != 0) {
		perror(path);
		exit(2);
	}
	size_t need = (size_t)st.st_size + 1;
	if (need > cap) {
		free(buf);
		cap = need * 2;
		if (!(buf = malloc(cap))) {
			perror("malloc");
			exit(2);
		}
	}
	ssize_t n = read(fd, buf, (size_t)st.st_size);
	if (n < 0) {
		perror(path);
		exit(2);
	}
	close(fd);
	files++;
	bytes += (unsigned long)n;
}

int main(int argc, char **argv)
{
	if (argc == 2 && strcmp(argv[1], "-") == 0) {
		char line[4096];
		while (fgets(line, sizeof line, stdin)) {
			line[strcspn(line, "\n")] = '\0';
			one(line);
		}
	} else {
		for (int i = 1; i < argc; i++)
			one(argv[i]);
	}
	printf("files=%lu bytes=%lu\n", files, bytes);
	return 0;
}
