/* cli_diag.c - what every subcommand needs: finding the files to read,
 * reading them, and printing diagnostics the way OpenTofu does. */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

static int add(cli_paths *p, const char *s)
{
	if (p->n == p->cap) {
		size_t ncap = p->cap ? p->cap * 2 : 64;
		char **nv = realloc(p->v, ncap * sizeof *nv);
		if (!nv)
			return -1;
		p->v = nv;
		p->cap = ncap;
	}
	p->v[p->n] = strdup(s);
	if (!p->v[p->n])
		return -1;
	p->n++;
	return 0;
}

void cli_paths_free(cli_paths *p)
{
	for (size_t i = 0; i < p->n; i++)
		free(p->v[i]);
	free(p->v);
	p->v = NULL;
	p->n = p->cap = 0;
}

static int ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);
	return n > m && strcmp(s + n - m, suffix) == 0;
}

static int wanted(const char *name)
{
	return ends_with(name, ".tf") || ends_with(name, ".tofu") ||
	       ends_with(name, ".tftest.hcl") || ends_with(name, ".tofutest.hcl");
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int walk_dir(cli_paths *out, const char *dir, int depth)
{
	DIR *d = opendir(dir);
	cli_paths names = {0};
	int problems = 0;
	struct dirent *e;

	if (!d) {
		fprintf(stderr, "reserve: %s: %s\n", dir, strerror(errno));
		return 1;
	}
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue; /* ., .., and hidden folders such as .terraform */
		if (add(&names, e->d_name) != 0)
			problems++;
	}
	closedir(d);
	qsort(names.v, names.n, sizeof *names.v, cmp_str);
	for (size_t i = 0; i < names.n; i++) {
		size_t len = strlen(dir) + strlen(names.v[i]) + 2;
		char *path = malloc(len);
		struct stat st;
		if (!path) {
			problems++;
			continue;
		}
		snprintf(path, len, "%s%s%s", dir, ends_with(dir, "/") ? "" : "/", names.v[i]);
		if (stat(path, &st) != 0) {
			fprintf(stderr, "reserve: %s: %s\n", path, strerror(errno));
			problems++;
		} else if (S_ISDIR(st.st_mode)) {
			if (depth < 64)
				problems += walk_dir(out, path, depth + 1);
		} else if (S_ISREG(st.st_mode) && wanted(names.v[i])) {
			if (add(out, path) != 0)
				problems++;
		}
		free(path);
	}
	cli_paths_free(&names);
	return problems;
}

int cli_collect(cli_paths *out, char **args, int nargs)
{
	int problems = 0;
	for (int i = 0; i < nargs; i++) {
		struct stat st;
		if (stat(args[i], &st) != 0) {
			fprintf(stderr, "reserve: %s: %s\n", args[i], strerror(errno));
			problems++;
		} else if (S_ISDIR(st.st_mode)) {
			problems += walk_dir(out, args[i], 0);
		} else if (add(out, args[i]) != 0) {
			problems++;
		}
	}
	return problems;
}

char *cli_read_file(const char *path, size_t *len)
{
	int err = 0;
	char *buf = hcl_read_file(path, len, &err);
	if (!buf)
		fprintf(stderr, "reserve: %s: %s\n", path, strerror(err));
	return buf;
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
	const char *nc = getenv("NO_COLOR");
	const char *term = getenv("TERM");
	if (nc && *nc)
		return 0;
	if (term && strcmp(term, "dumb") == 0)
		return 0;
	return isatty(fileno(out));
}

/* The innermost block whose braces contain byte b, for "in TYPE "LABEL"". */
static const hcl_block *enclosing(const hcl_body *body, uint32_t b)
{
	const hcl_block *found = NULL;
	while (body) {
		const hcl_block *in = NULL;
		for (const hcl_block *k = body->blocks; k; k = k->next)
			if (k->start <= b && b < k->end)
				in = k;
		if (!in)
			break;
		found = in;
		body = in->body;
	}
	return found;
}

static void print_context(FILE *out, const hcl_block *k)
{
	fprintf(out, ", in %s", k->type);
	for (const hcl_label *l = k->labels; l; l = l->next)
		fprintf(out, " \"%s\"", l->text);
}

void cli_print_diags(FILE *out, hcl_file *f, int color)
{
	const char *bar = color ? "\x1b[31m│\x1b[0m" : "│";
	for (const hcl_diag *d = f->diags; d; d = d->next) {
		int err = d->severity == HCL_ERROR;
		hcl_pos s = hcl_file_pos(f, d->start), e = hcl_file_pos(f, d->end);
		uint32_t len = 0;
		const char *line = hcl_file_line(f, s.line, &len);
		const hcl_block *k = f->body ? enclosing(f->body, d->start) : NULL;

		if (color && !err)
			bar = "\x1b[33m│\x1b[0m";
		fprintf(out, "\n%s\n", color ? (err ? "\x1b[31m╷\x1b[0m" : "\x1b[33m╷\x1b[0m") : "╷");
		fprintf(out, "%s %s%s:%s %s%s\n", bar, color ? (err ? "\x1b[1;31m" : "\x1b[1;33m") : "",
			err ? "Error" : "Warning", color ? "\x1b[0m\x1b[1m" : "", d->summary,
			color ? "\x1b[0m" : "");
		fprintf(out, "%s\n", bar);
		fprintf(out, "%s   on %s line %u", bar, f->name, s.line);
		if (k)
			print_context(out, k);
		fputs(":\n", out);
		if (line) {
			uint32_t a = d->start - (uint32_t)(line - f->src), z = len;
			if (e.line == s.line && d->end - (uint32_t)(line - f->src) < len)
				z = d->end - (uint32_t)(line - f->src);
			if (a > len)
				a = len;
			if (len > 240) { /* a long line: show a window around the subject */
				uint32_t from = a > 80 ? a - 80 : 0, to = z + 80 < len ? z + 80 : len;
				while (from > 0 && ((unsigned char)line[from] & 0xc0) == 0x80)
					from--;
				while (to < len && ((unsigned char)line[to] & 0xc0) == 0x80)
					to++;
				if (z - a > 160)
					z = a + 160;
				line += from;
				a -= from;
				z = (z > to ? to : z) - from;
				len = to - from;
			}
			fprintf(out, "%s %4u: ", bar, s.line);
			if (color && z > a) {
				fwrite(line, 1, a, out);
				fputs("\x1b[4m", out);
				fwrite(line + a, 1, z - a, out);
				fputs("\x1b[0m", out);
				fwrite(line + z, 1, len - z, out);
			} else {
				fwrite(line, 1, len, out);
			}
			fputc('\n', out);
		}
		fprintf(out, "%s\n", bar);
		for (const char *p = d->detail; p && *p;) { /* each line behind the bar */
			const char *nl = strchr(p, '\n');
			size_t n = nl ? (size_t)(nl - p) : strlen(p);
			if (n)
				fprintf(out, "%s %.*s\n", bar, (int)n, p);
			else
				fprintf(out, "%s\n", bar);
			p = nl ? nl + 1 : p + n;
		}
		fprintf(out, "%s\n", color ? (err ? "\x1b[31m╵\x1b[0m" : "\x1b[33m╵\x1b[0m") : "╵");
	}
}
