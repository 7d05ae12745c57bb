/* main.c - the reserve program: subcommand dispatch, --help, --version. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "reserve.h"

static void usage(FILE *out)
{
	fputs("Usage: reserve COMMAND [OPTION]... PATH...\n"
	      "Reads OpenTofu/Terraform modules (HCL native syntax) and reports on them.\n"
	      "\n"
	      "Commands:\n"
	      "  check        check modules as OpenTofu does (references, opt-ins, blocks)\n"
	      "  refs         list every reference of a module and whether it is declared\n"
	      "  graph        the dependencies between a module's blocks (dot, order)\n"
	      "  traversals   list every variable traversal of each file, as hcl's\n"
	      "               Expression.Variables() finds them\n"
	      "  ref          read traversals as references, with the language's ParseRef\n"
	      "  audit        what a release changes against the one before, and which\n"
	      "               modules it breaks (reserve audit OLD NEW [PATH...])\n"
	      "\n"
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
		return CLI_OK;
	}
	if (strcmp(argv[1], "--list-specs") == 0)
		return cli_list_specs();
	if (strcmp(argv[1], "audit") == 0)
		return cli_audit(argc - 1, argv + 1);
	if (strcmp(argv[1], "traversals") == 0)
		return cli_traversals(argc - 1, argv + 1);
	if (strcmp(argv[1], "ref") == 0)
		return cli_ref(argc - 1, argv + 1);
	if (strcmp(argv[1], "check") == 0)
		return cli_check(argc - 1, argv + 1);
	if (strcmp(argv[1], "refs") == 0)
		return cli_refs(argc - 1, argv + 1);
	if (strcmp(argv[1], "graph") == 0)
		return cli_graph(argc - 1, argv + 1);
	fprintf(stderr, "reserve: unknown command '%s'\n", argv[1]);
	usage(stderr);
	return CLI_USAGE;
}
