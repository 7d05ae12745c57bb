/* options.c - the one option parser of every subcommand, GNU-style and
 * table-driven (cli_syntax in cli.h): options anywhere among the operands,
 * exact long option names, --opt VALUE and --opt=VALUE, -j N, -jN and
 * bundled short flags, repeatable options, "--" to end the options; the
 * options every subcommand takes (help, version, colour, quiet, limits);
 * usage errors in one line with a "did you mean" and the Try line. */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "reserve.h"

/* ---- the options of every subcommand: the limits of the run ---------------- */

static const char limits_usage[] =
	"\n"
	"Limits (every command; doc/limits.md):\n"
	"  --max-file-size N  refuse a file over N bytes, before reading it (a K, M or\n"
	"                     G suffix: KiB, MiB, GiB; default 64M, at most 4G - 2)\n"
	"  --max-errors N     show at most N diagnostics per file, then count the rest\n"
	"                     (default 100; 0: all; JSON and SARIF: all unless given)\n"
	"  --follow           follow symbolic links to folders met in a walk (a link\n"
	"                     back to a folder the walk is in is a loop: not entered)\n";

/* The number text spells, with a K, M or G suffix when size is set;
 * -1 when it is not one or is over max. */
static int parse_number(const char *text, int size, unsigned long long max, unsigned long long *out)
{
	char *end;
	unsigned long long v;
	int shift = 0;
	if (*text < '0' || *text > '9')
		return -1;
	errno = 0;
	v = strtoull(text, &end, 10);
	if (size && *end) {
		const char *units = "KMG", *u = strchr(units, *end);
		if (!u || end[1])
			return -1;
		shift = 10 * (int)(u - units + 1);
		end++;
	}
	if (errno || *end || v > (max >> shift))
		return -1;
	*out = v << shift;
	return 0;
}

/* Sets the limit named by name (n bytes) from value; 1 when name is not a
 * limit, 0 when set from value, 2 when set by a flag (--follow, which
 * takes no value), -1 after a usage error. */
static int limit_option(const cli_syntax *s, const char *name, size_t n, const char *value)
{
	unsigned long long v;
	int size = n == 13 && strncmp(name, "max-file-size", n) == 0;
	if (n == 6 && strncmp(name, "follow", n) == 0) {
		if (name[n] == '=') {
			fprintf(stderr, "%s: option '--follow' takes no value\n", s->prog);
			return -1;
		}
		cli_limit.follow = 1;
		return 2;
	}
	if (!size && !(n == 10 && strncmp(name, "max-errors", n) == 0))
		return 1;
	if (!value) {
		fprintf(stderr, "%s: option '--%.*s' needs a value\n", s->prog, (int)n, name);
		return -1;
	}
	if (parse_number(value, size, size ? HCL_MAX_FILE_SIZE_CAP : (unsigned long long)UINT32_MAX, &v) != 0) {
		fprintf(stderr, "%s: invalid value '%s' for --%.*s (%s)\n", s->prog, value, (int)n, name,
			size ? "a number of bytes, with K, M or G, at most 4G - 2" : "a number, 0 for all");
		return -1;
	}
	if (size) {
		cli_limit.max_file_size = (size_t)v;
	} else {
		cli_limit.max_errors = (unsigned long)v;
		cli_limit.max_errors_given = 1;
	}
	return 0;
}

/* ---- the options of every subcommand: help, version, colour, quiet --------- */

static const cli_choice colors[] = {
	{"auto", CLI_COLOR_AUTO}, {"always", CLI_COLOR_ALWAYS}, {"never", CLI_COLOR_NEVER}, {NULL, 0}};

/* The common options in the order of --help: the name, the short letter
 * (0: none), what its value is called (NULL: it takes none), what it does
 * (for --quiet, what it leaves out is the command's: cli_syntax's quiet). */
enum { COMMON_HELP, COMMON_VERSION, COMMON_COLOR, COMMON_NO_COLOR, COMMON_QUIET, N_COMMON };
typedef struct common_option {
	const char *name;
	char letter;
	const char *value;
	const char *summary;
} common_option;
static const common_option commons[N_COMMON] = {
	[COMMON_HELP] = {"help", 'h', NULL, "print this help and exit"},
	[COMMON_VERSION] = {"version", 'V', NULL, "print the version and exit"},
	[COMMON_COLOR] = {"color", 0, "WHEN",
			  "colour diagnostics: auto (the default: on a terminal, unless\n"
			  "                  NO_COLOR is set), always or never"},
	[COMMON_NO_COLOR] = {"no-color", 0, NULL, "the same as --color=never"},
	[COMMON_QUIET] = {"quiet", 'q', NULL, "leave out"},
};
enum { HELP_COLUMN = 18 }; /* where the summaries start */

/* The common option k is one that s takes. */
static int takes(const cli_syntax *s, int k)
{
	if (k == COMMON_COLOR || k == COMMON_NO_COLOR)
		return !s->plain;
	return k != COMMON_QUIET || s->quiet;
}

/* --help: the command's usage, then the common options it takes, then the
 * limits. */
static void help(const cli_syntax *s)
{
	fputs(s->usage, stdout);
	fputs("\nCommon options:\n", stdout);
	for (int k = 0; k < N_COMMON; k++) {
		const common_option *c = &commons[k];
		if (!takes(s, k))
			continue;
		int w = printf("  ");
		if (c->letter)
			w += printf("-%c, ", c->letter);
		w += printf("--%s%s%s", c->name, c->value ? " " : "", c->value ? c->value : "");
		printf("%*s%s%s%s\n", w < HELP_COLUMN ? HELP_COLUMN - w : 1, "", c->summary,
		       k == COMMON_QUIET ? " " : "", k == COMMON_QUIET ? s->quiet : "");
	}
	fputs(limits_usage, stdout);
}

/* ---- usage errors and "did you mean" ----------------------------------------- */

void cli_try(const char *prog)
{
	fprintf(stderr, "Try '%s --help' for more information.\n", prog);
}

int cli_usage_error(const cli_syntax *s, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "%s: ", s->prog);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	putc('\n', stderr);
	cli_try(s->prog);
	return CLI_USAGE;
}

/* Names longer than this are never near one another. */
enum { NEAR_MAX = 48 };

/* The edits that turn a (n bytes) into b (m bytes), both at most NEAR_MAX:
 * insertions, deletions, substitutions, and swaps of two neighbours (the
 * optimal string alignment distance). */
static unsigned edits(const char *a, size_t n, const char *b, size_t m)
{
	unsigned d[NEAR_MAX + 1][NEAR_MAX + 1];
	for (size_t i = 0; i <= n; i++)
		d[i][0] = (unsigned)i;
	for (size_t j = 0; j <= m; j++)
		d[0][j] = (unsigned)j;
	for (size_t i = 1; i <= n; i++)
		for (size_t j = 1; j <= m; j++) {
			unsigned v = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
			if (d[i - 1][j] + 1 < v)
				v = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < v)
				v = d[i][j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < v)
				v = d[i - 2][j - 2] + 1;
			d[i][j] = v;
		}
	return d[n][m];
}

void cli_near_init(cli_near *n, const char *given, size_t len)
{
	memset(n, 0, sizeof *n);
	n->given = given;
	n->len = len;
}

void cli_near_add(cli_near *n, const char *name, size_t len)
{
	if (n->len > NEAR_MAX || len > NEAR_MAX || len == 0)
		return;
	if (n->len >= 3 && len > n->len && strncmp(name, n->given, n->len) == 0) {
		n->nprefix++;
		n->prefix = name;
		n->prefix_len = len;
	}
	unsigned d = edits(n->given, n->len, name, len);
	if (d > 0 && 3 * d <= len && (!n->best || d < n->edits)) {
		n->best = name;
		n->best_len = len;
		n->edits = d;
	}
}

const char *cli_near_name(const cli_near *n, size_t *len)
{
	if (n->best) {
		*len = n->best_len;
		return n->best;
	}
	*len = n->prefix_len;
	return n->nprefix == 1 ? n->prefix : NULL;
}

/* ---- the options of a subcommand ------------------------------------------------ */

/* A command line being read. */
typedef struct parser {
	const cli_syntax *s;
	char *opts;
	int argc;
	char **argv;
	int i;                              /* the argument at hand */
	const char *given[CLI_MAX_OPTIONS]; /* each choice option's text, checked at the end */
	const char *color;                  /* --color's text (--no-color: "never"), checked at the end */
	int quiet;
} parser;

enum { READ_ON, DONE_HELP, DONE_VERSION };

/* A usage error in the options: "PROG: message"; the Try line follows
 * once reading stops.  Returns -1. */
__attribute__((format(printf, 2, 3))) static int fail(const parser *p, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "%s: ", p->s->prog);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	putc('\n', stderr);
	return -1;
}

/* The value of the option shown (n bytes, as given): value when it came
 * with it, else the next argument; NULL after "needs a value". */
static const char *value_of(parser *p, const char *shown, size_t n, const char *value)
{
	if (value)
		return value;
	if (p->i + 1 < p->argc)
		return p->argv[++p->i];
	fail(p, "option '%.*s' needs a value", (int)n, shown);
	return NULL;
}

/* Appends value to the list option at opts + at; -1 when it is full. */
static int append(char *opts, size_t at, const char *value)
{
	cli_list *l = (cli_list *)(opts + at);
	if (l->n == CLI_MAX_LIST)
		return -1;
	l->v[l->n++] = value;
	return 0;
}

/* Reads the value of a number option into *to; 0, or -1 after a usage error. */
static int number(const parser *p, const char *shown, size_t n, const char *value, int *to)
{
	char *end;
	long v = strtol(value, &end, 10);
	if (end == value || *end || v < 1 || v > CLI_MAX_NUMBER)
		return fail(p, "invalid value '%s' for %.*s (a number from 1 to %d)", value, (int)n, shown,
			    CLI_MAX_NUMBER);
	*to = (int)v;
	return 0;
}

/* Sets the command's option o, shown (n bytes) as given, with the value
 * that came with it (NULL: none; a flag then takes none, another option
 * the next argument).  Returns READ_ON, or -1 after a usage error. */
static int set(parser *p, const cli_option *o, const char *shown, size_t n, const char *value)
{
	if (o->kind == CLI_FLAG) {
		if (value)
			return fail(p, "option '%.*s' takes no value", (int)n, shown);
		*(int *)(p->opts + o->at) = 1;
		return READ_ON;
	}
	if (!(value = value_of(p, shown, n, value)))
		return -1;
	switch (o->kind) {
	case CLI_NUMBER:
		return number(p, shown, n, value, (int *)(p->opts + o->at));
	case CLI_LIST:
		if (append(p->opts, o->at, value) != 0)
			return fail(p, "too many values of '%.*s' (at most %d)", (int)n, shown, CLI_MAX_LIST);
		return READ_ON;
	case CLI_TEXT:
		*(const char **)(p->opts + o->at) = value;
		return READ_ON;
	default:
		p->given[o - p->s->options] = value;
		return READ_ON;
	}
}

/* Sets the common option k, as set does; DONE_HELP and DONE_VERSION end
 * the reading. */
static int common(parser *p, int k, const char *shown, size_t n, const char *value)
{
	if (commons[k].value) {
		if (!(p->color = value_of(p, shown, n, value)))
			return -1;
		return READ_ON;
	}
	if (value)
		return fail(p, "option '%.*s' takes no value", (int)n, shown);
	if (k == COMMON_HELP)
		return DONE_HELP;
	if (k == COMMON_VERSION)
		return DONE_VERSION;
	if (k == COMMON_NO_COLOR)
		p->color = "never";
	else
		p->quiet = 1;
	return READ_ON;
}

/* An unknown --name (n bytes): the message, with the nearest option that
 * s takes when one is close. */
static int unknown_long(const parser *p, const char *name, size_t n)
{
	cli_near near;
	size_t len;
	cli_near_init(&near, name, n);
	for (size_t k = 0; k < p->s->noptions; k++)
		if (p->s->options[k].name[1])
			cli_near_add(&near, p->s->options[k].name, strlen(p->s->options[k].name));
	for (int k = 0; k < N_COMMON; k++)
		if (takes(p->s, k))
			cli_near_add(&near, commons[k].name, strlen(commons[k].name));
	for (const char *l = strstr(limits_usage, "\n  --"); l; l = strstr(l + 1, "\n  --"))
		cli_near_add(&near, l + 5, strcspn(l + 5, " \n"));
	const char *best = cli_near_name(&near, &len);
	if (best)
		return fail(p, "unknown option '--%.*s'; did you mean '--%.*s'?", (int)n, name, (int)len, best);
	return fail(p, "unknown option '--%.*s'", (int)n, name);
}

/* The argument at hand, "--name" or "--name=value". */
static int long_option(parser *p, const char *arg)
{
	const char *name = arg + 2;
	size_t n = strcspn(name, "=");
	const char *value = name[n] ? name + n + 1 : NULL;
	int r = limit_option(p->s, name, n, value ? value : p->i + 1 < p->argc ? p->argv[p->i + 1] : NULL);
	if (r == 2) /* a flag: no value read */
		return 0;
	if (r <= 0) {
		p->i += r == 0 && !value;
		return r;
	}
	for (int k = 0; k < N_COMMON; k++)
		if (takes(p->s, k) && strlen(commons[k].name) == n && strncmp(commons[k].name, name, n) == 0)
			return common(p, k, arg, n + 2, value);
	for (size_t k = 0; k < p->s->noptions; k++) {
		const cli_option *o = &p->s->options[k];
		if (o->name[1] && strlen(o->name) == n && strncmp(o->name, name, n) == 0)
			return set(p, o, arg, n + 2, value);
	}
	return unknown_long(p, name, n);
}

/* The argument at hand, "-x": short flags, bundled or not, the last of
 * which may be an option whose value is the rest of the argument or the
 * next one. */
static int short_options(parser *p, const char *arg)
{
	for (const char *c = arg + 1; *c; c++) {
		const char shown[3] = {'-', *c, '\0'};
		const cli_option *o = NULL;
		int k, r;
		for (k = 0; k < N_COMMON; k++)
			if (takes(p->s, k) && commons[k].letter == *c)
				break;
		if (k < N_COMMON) {
			if ((r = common(p, k, shown, 2, NULL)) != READ_ON)
				return r;
			continue;
		}
		for (size_t j = 0; j < p->s->noptions && !o; j++)
			if (p->s->options[j].name[0] == *c && !p->s->options[j].name[1])
				o = &p->s->options[j];
		if (!o)
			return fail(p, "unknown option '%s'", shown);
		if (o->kind != CLI_FLAG)
			return set(p, o, shown, 2, c[1] ? c + 1 : NULL);
		if ((r = set(p, o, shown, 2, NULL)) != READ_ON)
			return r;
	}
	return READ_ON;
}

/* What the options gave, checked once all are read: the choices of the
 * command, in the order of its table, then --color. */
static int finish(const parser *p)
{
	char what[64];
	for (size_t k = 0; k < p->s->noptions; k++) {
		const cli_option *o = &p->s->options[k];
		if (!p->given[k])
			continue;
		snprintf(what, sizeof what, "--%s", o->name);
		if (cli_choose(p->s->prog, what, o->choices, p->given[k], (int *)(p->opts + o->at)) != 0)
			return -1;
	}
	if (p->color && cli_choose(p->s->prog, "--color", colors, p->color, &cli_style.color) != 0)
		return -1;
	cli_style.quiet |= p->quiet;
	return READ_ON;
}

/* Reorders argv[1..argc-1]: the arguments that are not operands first, then
 * the operands (their indices op[0..nop-1]), each in the order given. */
static int put_operands_last(int argc, char **argv, const int *op, int nop)
{
	char **was = malloc((size_t)argc * sizeof *was);
	if (!was)
		return -1;
	memcpy(was, argv, (size_t)argc * sizeof *was);
	int w = 1, j = 0;
	for (int i = 1; i < argc; i++) {
		if (j < nop && op[j] == i)
			j++;
		else
			argv[w++] = was[i];
	}
	for (j = 0; j < nop; j++)
		argv[w++] = was[op[j]];
	free(was);
	return 0;
}

/* Reads every argument into p, noting the operands' indices in op and
 * their number in *nop; READ_ON, DONE_HELP, DONE_VERSION, or -1 after a
 * usage error. */
static int read_all(parser *p, int *op, int *nop)
{
	int ended = 0, r = READ_ON;
	*nop = 0;
	for (p->i = 1; p->i < p->argc && r == READ_ON; p->i++) {
		const char *a = p->argv[p->i];
		if (ended || a[0] != '-' || a[1] == '\0')
			op[(*nop)++] = p->i;
		else if (strcmp(a, "--") == 0)
			ended = 1;
		else
			r = a[1] == '-' ? long_option(p, a) : short_options(p, a);
	}
	if (r == READ_ON)
		r = finish(p);
	if (r == READ_ON && *nop == 0)
		r = fail(p, "no %s given", p->s->operand);
	return r;
}

int cli_parse_options(const cli_syntax *s, int argc, char **argv, void *opts, int *status)
{
	parser p = {.s = s, .opts = opts, .argc = argc, .argv = argv};
	int *op = malloc((size_t)argc * sizeof *op), nop = 0, r;
	*status = CLI_USAGE;
	if (!op || s->noptions > CLI_MAX_OPTIONS) {
		fprintf(stderr, "%s: %s\n", s->prog, op ? "more options than CLI_MAX_OPTIONS" : strerror(ENOMEM));
		free(op);
		return 0;
	}
	r = read_all(&p, op, &nop);
	if (r == DONE_HELP)
		help(s);
	else if (r == DONE_VERSION)
		printf("reserve %s\n", reserve_version());
	else if (r < 0)
		cli_try(s->prog);
	else if (put_operands_last(argc, argv, op, nop) != 0)
		r = fail(&p, "%s", strerror(ENOMEM));
	free(op);
	if (r >= 0)
		*status = CLI_OK;
	return r == READ_ON ? argc - nop : 0;
}

/* ---- options set from a configuration file (config.c) ------------------------- */

int cli_choose(const char *prog, const char *what, const cli_choice *choices, const char *given, int *to)
{
	const cli_choice *c;
	for (c = choices; c->name; c++)
		if (strcmp(c->name, given) == 0) {
			*to = c->value;
			return 0;
		}
	fprintf(stderr, "%s: invalid value '%s' for %s (", prog, given, what);
	for (c = choices; c->name; c++)
		fprintf(stderr, "%s%s", c == choices ? "" : c[1].name ? ", " : " or ", c->name);
	fputs(")\n", stderr);
	return -1;
}

int cli_set_option(const cli_syntax *s, const char *where, const char *name, const char *value, void *opts)
{
	char *base = opts;
	const cli_option *o = NULL;
	for (size_t i = 0; i < s->noptions && !o; i++)
		if (strcmp(s->options[i].name, name) == 0)
			o = &s->options[i];
	if (!o || o->kind == CLI_FLAG) {
		fprintf(stderr, "%s: %s: no option '--%s' takes a value\n", s->prog, where, name);
		return -1;
	}
	if (o->kind == CLI_LIST) {
		if (append(base, o->at, value) != 0) {
			fprintf(stderr, "%s: %s: too many values of '--%s'\n", s->prog, where, name);
			return -1;
		}
	} else if (o->kind == CLI_TEXT) {
		if (!*(const char **)(base + o->at))
			*(const char **)(base + o->at) = value;
	} else if (*(int *)(base + o->at) < 0) {
		hcl_buf prog = {0};
		hcl_buf_printf(&prog, "%s: %s", s->prog, where);
		int rc = cli_choose(prog.oom ? s->prog : prog.p, o->name, o->choices, value, (int *)(base + o->at));
		hcl_buf_free(&prog);
		return rc;
	}
	return 0;
}
