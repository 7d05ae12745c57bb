/* main.c - the reserve program: its own options (--help, --version,
 * --list-specs), `reserve help [COMMAND]` and the dispatch to the
 * subcommands, all built from the command table (commands.h) and the table
 * of options below; a mistyped command or option gets a "did you mean". */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "reserve.h"

static int reserve_main(int argc, char **argv);

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
enum { NCOMMANDS = sizeof commands / sizeof *commands };

enum { NAME_COLUMNS = 12, OPTION_COLUMNS = 16, LINE_WIDTH = 79 };

/* One line of the command or option list, "  NAME  summary", the name in
 * columns columns: the summary wrapped at LINE_WIDTH, its later lines
 * indented as its first. */
static void command_line(FILE *out, int columns, const char *name, const char *summary)
{
	const int start = fprintf(out, "  %-*s", columns, name);
	int col = start;
	for (const char *w = summary; *w;) {
		int n = (int)strcspn(w, " ");
		if (col > start && col + 1 + n > LINE_WIDTH)
			col = fprintf(out, "\n%*s", start, "") - 1;
		col += fprintf(out, " %.*s", n, w);
		w += n + strspn(w + n, " ");
	}
	putc('\n', out);
}

static int print_help(void);
static int print_version(void);

/* reserve's own options, in the order of its help. */
typedef struct top_option {
	const char *name; /* without "--" */
	char letter;      /* -X, or 0 */
	int (*run)(void);
	const char *summary;
} top_option;
static const top_option top_options[] = {
	{"help", 'h', print_help, "print this help and exit"},
	{"version", 'V', print_version, "print the version and exit"},
	{"list-specs", 0, cli_list_specs, "list the specs that audit finds by name"},
};
enum { NTOP = sizeof top_options / sizeof *top_options };

static int print_help(void)
{
	char name[32];
	fputs("Usage: reserve COMMAND [OPTION]... PATH...\n"
	      "Reads OpenTofu/Terraform modules (HCL native syntax) and reports on them.\n"
	      "\n"
	      "Commands:\n", stdout);
	for (size_t i = 0; i < NCOMMANDS; i++)
		command_line(stdout, NAME_COLUMNS, commands[i].name, commands[i].summary);
	fputs("\n"
	      "Run 'reserve COMMAND --help' (or 'reserve help COMMAND') for a command's\n"
	      "options; options may come before, between or after the operands.\n"
	      "Options:\n", stdout);
	for (size_t i = 0; i < NTOP; i++) {
		const top_option *o = &top_options[i];
		snprintf(name, sizeof name, "%c%c%s--%s", o->letter ? '-' : ' ', o->letter ? o->letter : ' ',
			 o->letter ? ", " : "  ", o->name);
		command_line(stdout, OPTION_COLUMNS, name, o->summary);
	}
	fputs("\n"
	      "Exit status: 0 when all is well, 1 when a file has errors, 2 on a usage or\n"
	      "I/O error.\n",
	      stdout);
	return CLI_OK;
}

static int print_version(void)
{
	printf("reserve %s\n", reserve_version());
	return CLI_OK;
}

/* A usage error of reserve itself: "reserve: MESSAGE 'GIVEN'", with the
 * name near is closest to (after prefix) when there is one, then the Try
 * line. */
static int usage_error(const char *message, const char *given, const cli_near *near, const char *prefix)
{
	size_t len;
	const char *best = near ? cli_near_name(near, &len) : NULL;
	fprintf(stderr, "reserve: %s '%s'", message, given);
	if (best)
		fprintf(stderr, "; did you mean '%s%.*s'?", prefix, (int)len, best);
	fputs("\n", stderr);
	cli_try("reserve");
	return CLI_USAGE;
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

static const command *find_command(const char *name)
{
	for (size_t i = 0; i < NCOMMANDS; i++)
		if (strcmp(name, commands[i].name) == 0)
			return &commands[i];
	return NULL;
}

static int unknown_command(const char *name)
{
	cli_near near;
	cli_near_init(&near, name, strlen(name));
	for (size_t i = 0; i < NCOMMANDS; i++)
		cli_near_add(&near, commands[i].name, strlen(commands[i].name));
	return usage_error("unknown command", name, &near, "");
}

static int unknown_option(const char *arg)
{
	cli_near near;
	cli_near_init(&near, arg + 2, strlen(arg + 2));
	for (size_t i = 0; i < NTOP; i++)
		cli_near_add(&near, top_options[i].name, strlen(top_options[i].name));
	return usage_error("unknown option", arg, arg[1] == '-' ? &near : NULL, "--");
}

/* reserve help [COMMAND]: reserve --help, or reserve COMMAND --help. */
int cli_help(int argc, char **argv)
{
	static char help_option[] = "--help";
	if (argc > 2) {
		fputs("reserve help: one COMMAND at most\n", stderr);
		cli_try("reserve");
		return CLI_USAGE;
	}
	if (argc < 2 || strcmp(argv[1], "help") == 0 || strcmp(argv[1], "--help") == 0 ||
	    strcmp(argv[1], "-h") == 0)
		return print_help();
	const command *c = find_command(argv[1]);
	if (!c)
		return unknown_command(argv[1]);
	char *args[] = {argv[1], help_option, NULL};
	return c->run(2, args);
}

/* reserve: its run (reserve_main) under the handler cli_oom. */
int main(int argc, char **argv)
{
	static hcl_oom h;
	int volatile n = argc; /* volatile: read after setjmp */
	char **volatile v = argv;
	if (setjmp(h.jb)) {
		fputs("reserve: out of memory\n", stderr);
		return CLI_USAGE;
	}
	cli_oom = &h;
	return reserve_main(n, v);
}

/* The run of reserve: the command named. */
static int reserve_main(int argc, char **argv)
{
	if (argc < 2) {
		fputs("reserve: no command given\n", stderr);
		cli_try("reserve");
		return CLI_USAGE;
	}
	const char *a = argv[1];
	if (a[0] == '-' && a[1]) {
		for (size_t i = 0; i < NTOP; i++)
			if ((a[1] == '-' && strcmp(a + 2, top_options[i].name) == 0) ||
			    (top_options[i].letter && a[1] == top_options[i].letter && !a[2]))
				return written(NULL, top_options[i].run());
		return unknown_option(a);
	}
	const command *c = find_command(a);
	if (!c)
		return unknown_command(a);
	return written(c->name, c->run(argc - 1, argv + 1));
}
