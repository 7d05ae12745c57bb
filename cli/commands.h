/* commands.h - the subcommands of reserve, one row each: the usage text of
 * `reserve --help`, the dispatch in main.c and the declarations in cli.h are
 * all built from this list.
 *
 * CLI_COMMAND(name, function, "summary"): `reserve name ARG...` runs
 * function(argc, argv) with argv[0] the command name; the summary is its line
 * in `reserve --help`, wrapped there to the width of a terminal.  Rows keep the
 * order of that help text.  No include guard: define CLI_COMMAND, include this
 * file, undefine it. */
CLI_COMMAND(check, cli_check, "check modules as OpenTofu does (references, opt-ins, blocks)")
CLI_COMMAND(refs, cli_refs, "list every reference of a module and whether it is declared")
CLI_COMMAND(graph, cli_graph, "the dependencies between a module's blocks (dot, order)")
CLI_COMMAND(traversals, cli_traversals,
	    "list every variable traversal of each file, as hcl's Expression.Variables() finds them")
CLI_COMMAND(ref, cli_ref, "read traversals as references, with the language's ParseRef")
CLI_COMMAND(audit, cli_audit,
	    "what a release changes against the one before, and which modules it breaks (reserve audit OLD NEW [PATH...])")
CLI_COMMAND(fix, cli_fix,
	    "rewrite modules for a new release without changing what they mean (reserve fix --to NEW PATH...)")
CLI_COMMAND(merge, cli_merge, "join the JSON Lines of sharded check runs (--shard K/N) into one")
CLI_COMMAND(help, cli_help, "print this help, or with a COMMAND its help (reserve help COMMAND = reserve COMMAND --help)")
