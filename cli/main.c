/* main.c - the reserve program: --help, --version and the dispatch to the
 * subcommands, both built from the command table (commands.h). */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "reserve.h"

typedef struct command {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *summary;
} command;

static const command commands[] = {
#define CLI_COMMAND(name, function, summary) {#name, function, summary},
#include "commands.h"
#undef CLI_COMMAND
};

enum { NAME_COLUMNS = 12, LINE_WIDTH = 79 };

/* One line of the command list, "  NAME  summary": the summary wrapped at
 * LINE_WIDTH, its later lines indented as its first. */
static void command_line(FILE *out, const command *c)
{
	const int start = fprintf(out, "  %-*s", NAME_COLUMNS, c->name);
	int col = start;
	for (const char *w = c->summary; *w;) {
		int n = (int)strcspn(w, " ");
		if (col > start && col + 1 + n > LINE_WIDTH)
			col = fprintf(out, "\n%*s", start, "") - 1;
		col += fprintf(out, " %.*s", n, w);
		w += n + strspn(w + n, " ");
	}
	putc('\n', out);
}

static void usage(FILE *out)
{
	fputs("Usage: reserve COMMAND [OPTION]... PATH...\n"
	      "Reads OpenTofu/Terraform modules (HCL native syntax) and reports on them.\n"
	      "\n"
	      "Commands:\n", out);
	for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
		command_line(out, &commands[i]);
	fputs("\n"
	      "Run 'reserve COMMAND --help' for a command's options.\n"
	      "Options:\n"
	      "  --help       print this help and exit\n"
	      "  --version    print the version and exit\n"
	      "  --list-specs list the specs that audit finds by name\n"
	      "\n"
	      "Exit status: 0 when all is well, 1 when a file has errors, 2 on a usage or\n"
	      "I/O error.\n",
	      out);
}

/* The status of a command whose output may not have been written: a
 * failed write (a full disk, a closed pipe) is an I/O error, status 2. */
static int written(const char *what, int status)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "reserve%s%s: write error on standard output: %s\n", what ? " " : "",
			what ? what : "", strerror(errno ? errno : EIO));
		return CLI_USAGE;
	}
	return status;
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return CLI_USAGE;
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
		usage(stdout);
		return CLI_OK;
	}
	if (strcmp(argv[1], "--version") == 0) {
		printf("reserve %s\n", reserve_version());
		return written(NULL, CLI_OK);
	}
	if (strcmp(argv[1], "--list-specs") == 0)
		return written(NULL, cli_list_specs());
	for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return written(commands[i].name, commands[i].run(argc - 1, argv + 1));
	fprintf(stderr, "reserve: unknown command '%s'\n", argv[1]);
	usage(stderr);
	return CLI_USAGE;
}
