/* common.c - what every subcommand needs: loading the spec, reporting I/O
 * problems, walking modules, the one JSON string writer, traversal text,
 * printing diagnostics the way OpenTofu does. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"

cli_limits cli_limit = {HCL_MAX_FILE_SIZE, CLI_MAX_ERRORS, 0};

void cli_io_problem(void *ctx, const char *path, int err)
{
	hcl_buf name = {0};
	(void)ctx;
	hcl_buf_put_shown(&name, path, strlen(path));
	if (err == EFBIG)
		fprintf(stderr, "reserve: %s: file too large (over %zu bytes; see --max-file-size)\n",
			name.oom ? "?" : name.p, cli_limit.max_file_size);
	else if (err == HCL_ENOTREG)
		fprintf(stderr, "reserve: %s: not a regular file (a device, FIFO or socket): not read\n",
			name.oom ? "?" : name.p);
	else
		fprintf(stderr, "reserve: %s: %s\n", name.oom ? "?" : name.p, strerror(err));
	hcl_buf_free(&name);
}

char *cli_read(const char *path, size_t *len, int *err)
{
	if (strcmp(path, "-") == 0)
		return hcl_read_fd(0, cli_limit.max_file_size, len, err);
	return hcl_read_file_max(path, cli_limit.max_file_size, len, err);
}

/* Whether path ends in one of the test file extensions (a file given alone
 * is read in testing scope then, as the walk does). */
static int is_test_file(const spec_lang *l, const char *path)
{
	size_t n = strlen(path);
	for (uint16_t i = 0; i < l->test_extensions.n; i++) {
		size_t m = strlen(l->test_extensions.v[i]);
		if (n > m && strcmp(path + n - m, l->test_extensions.v[i]) == 0)
			return 1;
	}
	return 0;
}

/* A path given that is not a folder: read here, within the size limit
 * ("-" is standard input), into a module of its own.  Returns the problems
 * met plus on_module's. */
static int given_alone(const spec_lang *l, const char *path, cli_module_fn fn, void *ctx)
{
	size_t len;
	int err = 0;
	char *src = cli_read(path, &len, &err);
	if (!src) {
		cli_io_problem(NULL, path, err);
		return 1;
	}
	hcl_file *f = hcl_parse_owned(path, src, len, HCL_MODE_CONFIG);
	if (!f) {
		cli_io_problem(NULL, path, EFBIG);
		return 1;
	}
	rsv_module *m = rsv_module_new(l, path);
	if (!m || rsv_module_add(m, f, strcmp(path, "-") != 0 && is_test_file(l, path)) != 0) {
		hcl_file_free(f);
		if (m)
			rsv_module_free(m);
		cli_io_problem(NULL, path, ENOMEM);
		return 1;
	}
	int problems = fn(ctx, m);
	rsv_module_free(m);
	return problems;
}

/* A problem of a folder's walk: its files are read with the default size
 * limit (rsv_walk has no limit of its own yet). */
static void walk_problem(void *ctx, const char *path, int err)
{
	if (err != EFBIG) {
		cli_io_problem(ctx, path, err);
		return;
	}
	hcl_buf name = {0};
	hcl_buf_put_shown(&name, path, strlen(path));
	fprintf(stderr, "reserve: %s: file too large (over %zu bytes, the limit of a folder's walk)\n",
		name.oom ? "?" : name.p, HCL_MAX_FILE_SIZE);
	hcl_buf_free(&name);
}

int cli_for_each_module(const spec_lang *l, char **paths, int npaths, cli_module_fn fn, void *ctx)
{
	rsv_walk w = {.on_module = fn, .on_problem = walk_problem, .ctx = ctx};
	int problems = 0;
	for (int i = 0; i < npaths; i++) {
		struct stat st;
		if (strcmp(paths[i], "-") != 0 && stat(paths[i], &st) == 0 && S_ISDIR(st.st_mode))
			problems += rsv_for_each_module(l, paths + i, 1, &w);
		else
			problems += given_alone(l, paths[i], fn, ctx);
	}
	return problems;
}

int cli_for_each_file(const spec_lang *l, char **paths, int npaths, const rsv_walk *w)
{
	int problems = 0;
	for (int i = 0; i < npaths; i++)
		problems += strcmp(paths[i], "-") == 0 ? w->on_file(w->ctx, paths[i])
						       : rsv_for_each_file(l, paths + i, 1, w);
	return problems;
}

void cli_json_str(FILE *out, const char *s, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *p = (const unsigned char *)s, *e = p + (s ? n : 0);
	putc('"', out);
	while (p < e) {
		unsigned char c = *p;
		uint32_t cp;
		int k;
		if (c == '"' || c == '\\') {
			putc('\\', out);
			putc(c, out);
		} else if (c == '\n') {
			fputs("\\n", out);
		} else if (c == '\t') {
			fputs("\\t", out);
		} else if (c < 0x20) {
			fprintf(out, "\\u00%c%c", hex[c >> 4], hex[c & 15]);
		} else if (c < 0x80) {
			putc(c, out);
		} else if ((k = hcl_utf8_wellformed(p, e, &cp)) > 0) {
			fwrite(p, 1, (size_t)k, out);
			p += k;
			continue;
		} else {
			fputs("\xef\xbf\xbd", out); /* U+FFFD for each byte of malformed UTF-8 */
		}
		p++;
	}
	putc('"', out);
}

void cli_json(FILE *out, const char *s)
{
	cli_json_str(out, s, s ? strlen(s) : 0);
}

void cli_json_opt(FILE *out, const char *key, const char *value)
{
	if (!value)
		return;
	fputs(", ", out);
	cli_json(out, key);
	fputs(": ", out);
	cli_json(out, value);
}

const spec_lang *cli_load_spec(const char *path, spec_loaded **keep)
{
	*keep = NULL;
	if (!path)
		return &tofu_spec;
	spec_loaded *s = spec_load_max(path, cli_limit.max_file_size);
	if (!s) {
		fprintf(stderr, "reserve: %s: out of memory\n", path);
		return NULL;
	}
	int color = cli_use_color(stderr);
	for (unsigned i = 0; spec_loaded_file(s, i); i++)
		cli_print_diags(stderr, spec_loaded_file(s, i), color);
	unsigned errors = spec_loaded_errors(s);
	if (errors) {
		fprintf(stderr, "reserve: %s: the spec has %u problem%s\n", path, errors, errors == 1 ? "" : "s");
		spec_loaded_free(s);
		return NULL;
	}
	*keep = s;
	return spec_loaded_lang(s);
}

int cli_use_color(FILE *out)
{
	return hcl_color_wanted(fileno(out));
}

/* n with a comma between each group of three digits: 99,900. */
static void put_count(FILE *out, unsigned long n)
{
	if (n >= 1000) {
		put_count(out, n / 1000);
		fprintf(out, ",%03lu", n % 1000);
	} else {
		fprintf(out, "%lu", n);
	}
}

void cli_print_diags(FILE *out, hcl_file *f, int color)
{
	hcl_buf b = {0};
	unsigned long shown = 0, errors = 0, warnings = 0;
	for (const hcl_diag *d = f->diags; d; d = d->next) {
		if (cli_limit.max_errors && shown == cli_limit.max_errors) {
			errors += d->severity == HCL_ERROR;
			warnings += d->severity != HCL_ERROR;
			continue;
		}
		hcl_buf_reset(&b);
		hcl_render_diag(&b, f, d, color);
		if (b.n)
			fwrite(b.p, 1, b.n, out);
		shown++;
	}
	if (errors || warnings) {
		hcl_buf_reset(&b);
		hcl_buf_put_shown(&b, f->name, strlen(f->name));
		fputs("\nand ", out);
		if (errors) {
			put_count(out, errors);
			fprintf(out, " more error%s%s", errors == 1 ? "" : "s", warnings ? " and " : "");
		}
		if (warnings) {
			put_count(out, warnings);
			fprintf(out, " more warning%s", warnings == 1 ? "" : "s");
		}
		fprintf(out, " in %s, not shown (--max-errors 0 shows them all)\n", b.oom ? "?" : b.p);
	}
	hcl_buf_free(&b);
}
