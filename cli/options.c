/* options.c - the one option parser of every subcommand: table-driven
 * (cli_syntax in cli.h), exact long option names, --opt VALUE, --opt=VALUE,
 * -j N short options, repeatable options and "--" to end the options. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

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
			fprintf(stderr, "%s: --follow takes no value\n%s", s->prog, s->usage);
			return -1;
		}
		cli_limit.follow = 1;
		return 2;
	}
	if (!size && !(n == 10 && strncmp(name, "max-errors", n) == 0))
		return 1;
	if (!value) {
		fprintf(stderr, "%s: --%.*s needs a value\n%s", s->prog, (int)n, name, s->usage);
		return -1;
	}
	if (parse_number(value, size, size ? HCL_MAX_FILE_SIZE_CAP : (unsigned long long)UINT32_MAX, &v) != 0) {
		fprintf(stderr, "%s: invalid --%.*s '%s' (%s)\n", s->prog, (int)n, name, value,
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

/* A usage error on stderr: "PROG: " and the message (what, the argument,
 * then after), then the usage text.  Returns 0 for cli_parse_options. */
static int usage_error(const cli_syntax *s, const char *what, const char *arg, const char *after)
{
	fprintf(stderr, "%s: %s%s%s\n%s", s->prog, what, arg, after, s->usage);
	return 0;
}

/* The option named by arg ("--name", "--name=value", "-x" or "-xvalue");
 * *value is set to what follows the '=' (the letter), or NULL. */
static const cli_option *find(const cli_syntax *s, const char *arg, const char **value)
{
	*value = NULL;
	const char *name = arg + 2, *eq = strchr(name, '=');
	size_t n = eq ? (size_t)(eq - name) : strlen(name);
	*value = eq ? eq + 1 : NULL;
	if (strncmp(arg, "--", 2) != 0) { /* a short option */
		name = arg + 1;
		n = 1;
		*value = arg[2] ? arg + 2 : NULL;
	}
	for (size_t i = 0; i < s->noptions; i++)
		if (strlen(s->options[i].name) == n && strncmp(s->options[i].name, name, n) == 0)
			return &s->options[i];
	return NULL;
}

int cli_choose(const char *prog, const char *what, const cli_choice *choices, const char *given, int *to)
{
	const cli_choice *c;
	for (c = choices; c->name; c++)
		if (strcmp(c->name, given) == 0) {
			*to = c->value;
			return 0;
		}
	fprintf(stderr, "%s: unknown %s '%s' (", prog, what, given);
	for (c = choices; c->name; c++)
		fprintf(stderr, "%s%s", c == choices ? "" : c[1].name ? ", " : " or ", c->name);
	fputs(")\n", stderr);
	return -1;
}

/* Sets the choice option o from the text given, or prints why it cannot:
 * "unknown format 'xml' (human, json or sarif)".  Returns 0 or -1. */
static int choose(const cli_syntax *s, const cli_option *o, const char *given, char *opts)
{
	return cli_choose(s->prog, o->name, o->choices, given, (int *)(opts + o->at));
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

/* Reads the value of a number option (opt as given); returns 0, or -1 after
 * a usage error. */
static int number(const cli_syntax *s, const char *opt, const char *value, int *to)
{
	char *end;
	long v = strtol(value, &end, 10);
	if (end == value || *end || v < 1 || v > CLI_MAX_NUMBER) {
		fprintf(stderr, "%s: %s wants a number from 1 to %d, not '%s'\n%s", s->prog, opt,
			CLI_MAX_NUMBER, value, s->usage);
		return -1;
	}
	*to = (int)v;
	return 0;
}

int cli_parse_options(const cli_syntax *s, int argc, char **argv, void *opts, int *status)
{
	const char *given[CLI_MAX_OPTIONS] = {0}; /* each choice option's text, checked at the end */
	char *base = opts;
	int i;
	*status = CLI_USAGE;
	if (s->noptions > CLI_MAX_OPTIONS)
		return usage_error(s, "more options than ", "CLI_MAX_OPTIONS", "");
	for (i = 1; i < argc; i++) {
		const char *a = argv[i], *value;
		if (strcmp(a, "--") == 0) {
			i++;
			break;
		}
		if (a[0] != '-' || a[1] == '\0')
			break;
		if (strcmp(a, "--help") == 0) {
			fputs(s->usage, stdout);
			fputs(limits_usage, stdout);
			*status = CLI_OK;
			return 0;
		}
		if (a[1] == '-') {
			size_t n = strcspn(a + 2, "=");
			int r = limit_option(s, a + 2, n, a[2 + n] ? a + 3 + n : i + 1 < argc ? argv[i + 1] : NULL);
			if (r < 0)
				return 0;
			if (r == 0 || r == 2) {
				i += r == 0 && !a[2 + n];
				continue;
			}
		}
		const cli_option *o = find(s, a, &value);
		if (!o || (o->kind == CLI_FLAG && value))
			return usage_error(s, "unknown option '", a, "'");
		if (o->kind == CLI_FLAG) {
			*(int *)(base + o->at) = 1;
			continue;
		}
		if (!value && i + 1 >= argc)
			return usage_error(s, "", a, " needs a value");
		if (!value)
			value = argv[++i];
		if (o->kind == CLI_NUMBER) {
			if (number(s, a, value, (int *)(base + o->at)) != 0)
				return 0;
		} else if (o->kind == CLI_LIST) {
			if (append(base, o->at, value) != 0)
				return usage_error(s, "too many ", a, " options");
		} else if (o->kind == CLI_TEXT) {
			*(const char **)(base + o->at) = value;
		} else {
			given[o - s->options] = value;
		}
	}
	for (size_t k = 0; k < s->noptions; k++)
		if (given[k] && choose(s, &s->options[k], given[k], base) != 0)
			return 0;
	if (i >= argc)
		return usage_error(s, "no ", s->operand, " given");
	*status = CLI_OK;
	return i;
}
