/* common.c - what every subcommand needs: loading the spec, reporting I/O
 * problems, walking modules, the one JSON string writer, traversal text,
 * printing diagnostics the way OpenTofu does. */
#define _DEFAULT_SOURCE 1 /* realpath */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

cli_limits cli_limit = {HCL_MAX_FILE_SIZE, CLI_MAX_ERRORS, 0, 0};
hcl_oom *cli_oom;
cli_styles cli_style = {CLI_COLOR_AUTO, 0};

void cli_io_message(hcl_buf *b, const char *path, int err)
{
	hcl_buf name = {0};
	char why[256];
	hcl_buf_put_shown(&name, path, strlen(path)); /* no control bytes reach the terminal */
	const char *shown = name.oom ? "?" : name.p;
	if (err == RSV_WALK_EMPTY)
		hcl_buf_printf(b, "no module files found under %s", shown);
	else if (err == RSV_WALK_DEEP)
		hcl_buf_printf(b, "%s: its sub-folders are not read (the walk goes %d levels below a path given)",
			       shown, RSV_MAX_DEPTH);
	else if (err == RSV_WALK_LOOP)
		hcl_buf_printf(b, "warning: %s: a link back to a folder the walk is in: not entered again", shown);
	else if (err == RSV_WALK_LINK)
		hcl_buf_printf(b, "note: %s: a link to a folder: not followed (--follow follows it)", shown);
	else if (err == EFBIG)
		hcl_buf_printf(b, "%s: file too large (over %zu bytes; see --max-file-size)", shown,
			       cli_limit.max_file_size);
	else if (err == HCL_ENOTREG)
		hcl_buf_printf(b, "%s: not a regular file (a device, FIFO or socket): not read", shown);
	else {
		if (strerror_r(err, why, sizeof why) != 0) /* strerror is not thread-safe */
			snprintf(why, sizeof why, "error %d", err);
		hcl_buf_printf(b, "%s: %s", shown, why);
	}
	hcl_buf_free(&name);
}

void cli_io_problem_to(FILE *out, const char *path, int err)
{
	hcl_buf b = {0};
	cli_io_message(&b, path, err);
	fprintf(out, "reserve: %s\n", b.oom ? "out of memory" : b.p);
	hcl_buf_free(&b);
}

void cli_io_problem(void *ctx, const char *path, int err)
{
	(void)ctx;
	cli_io_problem_to(stderr, path, err);
}

char *cli_read(const char *path, size_t *len, int *err)
{
	if (strcmp(path, "-") == 0)
		return hcl_read_fd(0, cli_limit.max_file_size, len, err);
	return hcl_read_file_max(path, cli_limit.max_file_size, len, err);
}

int cli_for_each_module(const spec_lang *l, char **paths, int npaths, cli_module_fn fn, void *ctx)
{
	rsv_walk w = {.on_module = fn, .on_problem = cli_io_problem, .ctx = ctx,
		      .max_file_size = cli_limit.max_file_size, .follow = cli_limit.follow};
	return rsv_for_each_module(l, paths, npaths, &w);
}

/* Whether byte c stands for itself in a JSON string: printable ASCII
 * other than the quote and the backslash. */
static int json_plain(unsigned char c)
{
	return c >= 0x20 && c < 0x80 && c != '"' && c != '\\';
}

void cli_write_utf8(FILE *out, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s, *e = p + n;
	while (p < e) {
		const unsigned char *run = p;
		uint32_t cp;
		int k = 0;
		while (p < e && (*p < 0x80 || (k = hcl_utf8_wellformed(p, e, &cp)) > 0))
			p += *p < 0x80 ? 1 : (size_t)k;
		fwrite(run, 1, (size_t)(p - run), out);
		if (p < e) {
			fputs("\xef\xbf\xbd", out); /* U+FFFD for the malformed byte */
			p++;
		}
	}
}

void cli_json_str(FILE *out, const char *s, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *p = (const unsigned char *)s, *e = p + (s ? n : 0);
	putc('"', out);
	while (p < e) {
		const unsigned char *run = p;
		while (p < e && json_plain(*p))
			p++;
		if (p > run)
			fwrite(run, 1, (size_t)(p - run), out);
		if (p == e)
			break;
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

/* The spec file path cannot be used as it is: it cannot be read (one line
 * "reserve: FILE: reason") or has syntax errors (those alone, not the
 * problems that follow from them).  Returns 0 when it can be loaded. */
static int spec_unreadable(const char *path)
{
	struct stat st;
	size_t len;
	int err = 0;
	int bad = stat(path, &st) != 0 ? errno : S_ISDIR(st.st_mode) ? EISDIR : 0;
	if (bad) {
		cli_io_problem(NULL, path, bad);
		return -1;
	}
	char *text = hcl_read_file_max(path, cli_limit.max_file_size, &len, &err);
	if (!text) {
		cli_io_problem(NULL, path, err);
		return -1;
	}
	hcl_file *f = hcl_parse_owned(path, text, len, HCL_MODE_CONFIG);
	if (!f)
		return 0;
	f->arena.oom = cli_oom; /* (the diagnostics' positions) */
	uint32_t errors = f->nerrors;
	if (errors) {
		cli_print_diags(stderr, f, cli_use_color(stderr));
		fprintf(stderr, "reserve: %s: the spec has %u syntax error%s\n", path, errors, errors == 1 ? "" : "s");
	}
	hcl_file_free(f);
	return errors ? -1 : 0;
}

/* Loads the spec at path (a file, checked readable). */
static const spec_lang *load_spec_file(const char *path, spec_loaded **keep)
{
	if (spec_unreadable(path))
		return NULL;
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

const spec_lang *cli_load_spec(const char *path, spec_loaded **keep)
{
	*keep = NULL;
	if (!path)
		return &tofu_spec;
	char *file = spec_find(path); /* a name such as "terraform", or a path */
	const spec_lang *l = load_spec_file(file ? file : path, keep);
	free(file);
	return l;
}

int cli_use_color(FILE *out)
{
	if (cli_style.color != CLI_COLOR_AUTO)
		return cli_style.color == CLI_COLOR_ALWAYS;
	return hcl_color_wanted(fileno(out));
}

int cli_term_width(FILE *out)
{
	struct winsize ws;
	int fd = fileno(out);
	if (fd < 0 || !isatty(fd))
		return 0;
	if (ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
		return ws.ws_col;
	return CLI_DEFAULT_COLUMNS;
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

void cli_print_more(FILE *out, const hcl_file *f, unsigned long errors, unsigned long warnings)
{
	hcl_buf b = {0};
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
	hcl_buf_free(&b);
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
		hcl_render_diag(&b, f, d, color, 0);
		if (b.n)
			fwrite(b.p, 1, b.n, out);
		shown++;
	}
	hcl_buf_free(&b);
	if (errors || warnings)
		cli_print_more(out, f, errors, warnings);
}

char *cli_path_in_cwd(const char *name, const char **why)
{
	const char *slash = strrchr(name, '/');
	const char *base = slash ? slash + 1 : name;
	char *dir = slash ? strndup(name, slash == name ? 1 : (size_t)(slash - name)) : strdup(".");
	char *real = dir ? realpath(dir, NULL) : NULL, *cwd = getcwd(NULL, 0), *rel = NULL;
	*why = "out of memory";
	if (dir && !real)
		*why = "its folder cannot be resolved";
	else if (!cwd && real)
		*why = "the working folder cannot be resolved";
	if (real && cwd) {
		size_t n = strlen(cwd);
		const char *under = NULL;
		if (strcmp(cwd, "/") == 0)
			under = real + 1;
		else if (strncmp(real, cwd, n) == 0 && (real[n] == '/' || real[n] == '\0'))
			under = real[n] ? real + n + 1 : real + n;
		if (!under)
			*why = "it is outside the working folder (git apply takes paths under it: run reserve fix from a "
			       "folder that holds the file)";
		else if (!*base || strcmp(base, ".") == 0 || strcmp(base, "..") == 0)
			*why = "it names no file";
		else if ((rel = malloc(strlen(under) + strlen(base) + 2)))
			sprintf(rel, "%s%s%s", under, *under ? "/" : "", base);
	}
	free(dir);
	free(real);
	free(cwd);
	return rel;
}
