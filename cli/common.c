/* common.c - what every subcommand needs: reporting I/O problems, walking
 * modules, writing JSON strings, printing diagnostics the way OpenTofu does. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

void cli_io_problem(void *ctx, const char *path, int err)
{
	(void)ctx;
	fprintf(stderr, "reserve: %s: %s\n", path, err == EFBIG ? "file too large" : strerror(err));
}

int cli_for_each_module(const spec_lang *l, char **paths, int npaths, cli_module_fn fn, void *ctx)
{
	rsv_walk w = {.on_module = fn, .on_problem = cli_io_problem, .ctx = ctx};
	return rsv_for_each_module(l, paths, npaths, &w);
}

void cli_json_str(FILE *out, const char *s, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	putc('"', out);
	for (size_t i = 0; s && i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c == '"' || c == '\\') {
			putc('\\', out);
			putc(c, out);
		} else if (c == '\n') {
			fputs("\\n", out);
		} else if (c == '\t') {
			fputs("\\t", out);
		} else if (c < 0x20) {
			fprintf(out, "\\u00%c%c", hex[c >> 4], hex[c & 15]);
		} else {
			putc(c, out);
		}
	}
	putc('"', out);
}

void cli_json(FILE *out, const char *s)
{
	cli_json_str(out, s, s ? strlen(s) : 0);
}

int cli_use_color(FILE *out)
{
	return hcl_color_wanted(fileno(out));
}

void cli_print_diags(FILE *out, hcl_file *f, int color)
{
	hcl_buf b = {0};
	hcl_render_diags(&b, f, color);
	if (b.n)
		fwrite(b.p, 1, b.n, out);
	hcl_buf_free(&b);
}

/* Options shared by refs and graph: --spec, --format; returns the index of
 * the first path, or -1 after a usage message. */
int cli_path_options(int argc, char **argv, const char **spec_path, const char **format,
		   const char *formats, const char *usage)
{
	int i;
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--") == 0)
			return i + 1;
		if (strcmp(a, "--help") == 0) {
			fputs(usage, stdout);
			exit(CLI_OK);
		}
		if ((strcmp(a, "--spec") == 0 || strcmp(a, "--format") == 0) && i + 1 < argc) {
			if (a[2] == 's')
				*spec_path = argv[++i];
			else
				*format = argv[++i];
		} else if (strncmp(a, "--spec=", 7) == 0) {
			*spec_path = a + 7;
		} else if (strncmp(a, "--format=", 9) == 0) {
			*format = a + 9;
		} else if (a[0] == '-' && a[1]) {
			fprintf(stderr, "reserve: unknown option '%s'\n%s", a, usage);
			return -1;
		} else {
			break;
		}
	}
	const char *f = formats;
	size_t n = strlen(*format);
	int ok = 0;
	while (*f && !ok) {
		const char *e = strchr(f, '|');
		size_t k = e ? (size_t)(e - f) : strlen(f);
		ok = k == n && strncmp(f, *format, n) == 0;
		f += k + (e != NULL);
	}
	if (!ok) {
		fprintf(stderr, "reserve: unknown format '%s' (%s)\n", *format, formats);
		return -1;
	}
	if (i >= argc) {
		fprintf(stderr, "reserve: no PATH given\n%s", usage);
		return -1;
	}
	return i;
}
