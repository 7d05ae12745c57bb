/* config.c - the .reserve.hcl file of reserve check: found upward from the
 * working directory, read with the project's own HCL parser, its arguments
 * set the options the command line leaves unset (reserve audit reads its own
 * argument of it, CLI_CONFIG_AUDIT_ACCEPT: audit_accept.c). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "lint.h"

/* The options a configuration file may set, by their long names; the file
 * spells them with "_" for "-".  Their kinds are those of the option table. */
static const char *const keys[] = {
	"spec", "format", "level", "minimum-failure-severity", "call-module-type", "disable", "only", "exclude",
};

/* An option whose value is a path, read from the configuration's folder. */
#define PATH_KEY "spec"

/* The key the attribute name spells, or NULL. */
static const char *key_of(const char *name)
{
	for (size_t i = 0; i < sizeof keys / sizeof *keys; i++) {
		const char *k = keys[i], *n = name;
		while (*k && (*k == *n || (*k == '-' && *n == '_'))) {
			k++;
			n++;
		}
		if (!*k && !*n)
			return keys[i];
	}
	return NULL;
}

/* ---- finding the file ------------------------------------------------------- */

static int exists(const char *path, int want_dir)
{
	struct stat st;
	return stat(path, &st) == 0 && (want_dir ? S_ISDIR(st.st_mode) : S_ISREG(st.st_mode));
}

/* The same folder: the top of the file system is its own parent. */
static int same_dir(const char *a, const char *b)
{
	struct stat sa, sb;
	return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

char *cli_config_find(void)
{
	hcl_buf up = {0}, p = {0};
	char *found = NULL;
	for (int depth = 0; depth < 256 && !found; depth++) {
		hcl_buf_reset(&p);
		hcl_buf_printf(&p, "%s%s", up.n ? up.p : "", CLI_CONFIG_NAME);
		if (p.oom)
			break;
		if (exists(p.p, 0)) {
			found = p.p;
			p.p = NULL;
			break;
		}
		hcl_buf_reset(&p);
		hcl_buf_printf(&p, "%s.git", up.n ? up.p : "");
		if (p.oom || exists(p.p, 0) || exists(p.p, 1))
			break;
		hcl_buf_reset(&p);
		hcl_buf_printf(&p, "%s..", up.n ? up.p : "");
		if (p.oom || same_dir(up.n ? up.p : ".", p.p))
			break;
		hcl_buf_puts(&up, "../");
	}
	hcl_buf_free(&up);
	hcl_buf_free(&p);
	return found;
}

/* ---- reading it ------------------------------------------------------------- */

const char *cli_config_string(hcl_file *f, const hcl_expr *e)
{
	if (e->kind != HCL_E_TEMPLATE || (e->flags & HCL_EF_HEREDOC))
		return NULL;
	if (!e->list)
		return "";
	if (e->list->next || e->list->kind != HCL_E_LITERAL)
		return NULL;
	return hcl_strndup(&f->arena, e->list->text, e->list->len);
}

/* value read from the folder of the configuration file path. */
static const char *from_folder(hcl_file *f, const char *path, const char *value)
{
	const char *slash = strrchr(path, '/');
	if (!slash || value[0] == '/' || !value[0])
		return value;
	size_t n = (size_t)(slash - path) + 1 + strlen(value) + 1;
	char *full = hcl_alloc(&f->arena, n);
	snprintf(full, n, "%.*s/%s", (int)(slash - path), path, value);
	return full;
}

/* Sets the option key from one value of attribute a. */
static int set(const cli_syntax *s, hcl_file *f, const hcl_attr *a, const char *key, const hcl_expr *e,
	       void *opts)
{
	const char *v = cli_config_string(f, e);
	if (!v) {
		hcl_diag_add(f, HCL_ERROR, e->start, e->end, "Invalid value",
			     "Each value of this argument must be a quoted string without interpolations.");
		return -1;
	}
	if (strcmp(key, PATH_KEY) == 0)
		v = from_folder(f, f->name, v);
	hcl_buf where = {0};
	hcl_buf_printf(&where, "%s line %u", f->name, hcl_file_pos(f, a->start).line);
	int rc = cli_set_option(s, where.oom ? f->name : where.p, key, v, opts);
	hcl_buf_free(&where);
	return rc;
}

/* "what: spec, format ... and exclude." in f's arena: the keys as a file
 * spells them. */
static const char *keys_text(hcl_file *f, const char *what)
{
	hcl_buf b = {0};
	hcl_buf_puts(&b, what);
	for (size_t i = 0; i < sizeof keys / sizeof *keys; i++) {
		hcl_buf_puts(&b, i == 0 ? " " : i + 1 < sizeof keys / sizeof *keys ? ", " : " and ");
		for (const char *k = keys[i]; *k; k++)
			hcl_buf_putc(&b, *k == '-' ? '_' : *k);
	}
	hcl_buf_putc(&b, '.');
	const char *t = b.oom ? what : hcl_strndup(&f->arena, b.p, b.n);
	hcl_buf_free(&b);
	return t;
}

/* Reads every argument of f's body into opts; the number of problems. */
static int apply(const cli_syntax *s, hcl_file *f, void *opts)
{
	int bad = 0;
	for (const hcl_block *b = f->body ? f->body->blocks : NULL; b; b = b->next, bad++)
		hcl_diag_add(f, HCL_ERROR, b->type_start, b->type_end, "Unsupported block type",
			     keys_text(f, "A " CLI_CONFIG_NAME " file has no blocks, only the arguments"));
	for (const hcl_attr *a = f->body ? f->body->attrs : NULL; a; a = a->next) {
		const char *key = key_of(a->name);
		if (!key && strcmp(a->name, CLI_CONFIG_AUDIT_ACCEPT) == 0)
			continue; /* reserve audit's */
		if (!key) {
			hcl_diag_add(f, HCL_ERROR, a->name_start, a->name_end, "Unsupported argument",
				     keys_text(f, "An argument of this name is not expected here. A "
						  CLI_CONFIG_NAME " file may set"));
			bad++;
		} else if (a->expr->kind == HCL_E_TUPLE) {
			for (const hcl_expr *e = a->expr->list; e; e = e->next)
				bad += set(s, f, a, key, e, opts) != 0;
		} else {
			bad += set(s, f, a, key, a->expr, opts) != 0;
		}
	}
	return bad;
}

int cli_config_read(cli_config *c, const cli_syntax *s, const char *path, void *opts)
{
	char *found = path ? NULL : cli_config_find();
	const char *name = path ? path : found;
	c->f = NULL;
	if (!name)
		return 0;
	size_t len;
	int err = 0;
	char *text = hcl_read_file(name, &len, &err);
	if (!text) {
		fprintf(stderr, "reserve: %s: %s\n", name, strerror(err));
		free(found);
		return -1;
	}
	c->f = hcl_parse_owned(name, text, len, HCL_MODE_CONFIG);
	free(found);
	if (!c->f) {
		fprintf(stderr, "reserve: %s: file too large\n", name);
		return -1;
	}
	c->f->arena.oom = cli_oom;
	int bad = c->f->nerrors ? 0 : apply(s, c->f, opts);
	if (c->f->nerrors || bad)
		cli_print_diags(stderr, c->f, cli_use_color(stderr));
	c->f->arena.oom = NULL; /* its texts are read by the workers: no more allocation */
	return c->f->nerrors || bad ? -1 : 0;
}

void cli_config_free(cli_config *c)
{
	if (c->f)
		hcl_file_free(c->f);
	c->f = NULL;
}
