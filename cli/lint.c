/* lint.c - the diagnostics reserve check leaves out: catalogue entries
 * disabled by --disable or --only, those a "reserve-ignore: CODE" comment
 * names on the line before (or the same line), and the files an --exclude
 * pattern matches. */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "hcl_parse.h"
#include "lint.h"

#define IGNORE_MARK "reserve-ignore:"

const char *cli_diag_code(const hcl_diag *d)
{
	return d->code ? d->code : CLI_SYNTAX_CODE;
}

/* The catalogue entry whose code or name is s[0, n), or -1. */
static int entry(const spec_lang *l, const char *s, size_t n)
{
	for (uint16_t i = 0; i < l->ndiags; i++) {
		const spec_diag *d = &l->diags[i];
		if ((strlen(d->code) == n && memcmp(d->code, s, n) == 0) ||
		    (strlen(d->id) == n && memcmp(d->id, s, n) == 0))
			return i;
	}
	return -1;
}

/* Sets off[i] to on for each entry the values of list name; -1 after a
 * message for one that is not in the catalogue. */
static int mark(cli_lint *k, const char *prog, const cli_list *list, uint8_t on)
{
	for (unsigned v = 0; list && v < list->n; v++)
		for (const char *p = list->v[v]; *p;) {
			size_t n = strcspn(p, ", ");
			int i = n ? entry(k->l, p, n) : -2;
			if (i == -1) {
				fprintf(stderr, "%s: unknown diagnostic code '%.*s'\n", prog, (int)n, p);
				return -1;
			}
			if (i >= 0)
				k->off[i] = on;
			p += n + (p[n] != '\0');
		}
	return 0;
}

int cli_lint_codes(cli_lint *k, const char *prog, const cli_list *disable, const cli_list *only)
{
	int any_only = only && only->n;
	if (!any_only && !(disable && disable->n))
		return 0;
	if (!(k->off = malloc(k->l->ndiags ? k->l->ndiags : 1))) {
		fprintf(stderr, "%s: out of memory\n", prog);
		return -1;
	}
	memset(k->off, any_only, k->l->ndiags);
	if (mark(k, prog, only, 0) != 0 || mark(k, prog, disable, 1) != 0)
		return -1;
	return 0;
}

/* ---- --exclude -------------------------------------------------------------- */

/* name relative to the PATH it lies under (the longest such PATH); name
 * itself when it is a PATH or under none, without a leading "./". */
static const char *relative(const cli_lint *k, const char *name)
{
	const char *best = NULL;
	size_t bestn = 0;
	for (int i = 0; i < k->npaths; i++) {
		const char *p = k->paths[i];
		size_t n = strlen(p);
		while (n > 1 && p[n - 1] == '/')
			n--;
		if (n > bestn && strncmp(name, p, n) == 0 && (name[n] == '/' || (n == 1 && p[0] == '/'))) {
			best = name + n;
			bestn = n;
		}
	}
	const char *rel = best ? best : name;
	while (rel[0] == '.' && rel[1] == '/')
		rel += 2;
	while (*rel == '/' && best)
		rel++;
	return rel;
}

/* pattern matches rel or one of its leading folders. */
static int matches(const char *pattern, const char *rel)
{
	char buf[4096];
	size_t n = strlen(rel);
	if (fnmatch(pattern, rel, 0) == 0)
		return 1;
	if (n >= sizeof buf)
		return 0;
	memcpy(buf, rel, n + 1);
	for (size_t i = n; i-- > 0;)
		if (buf[i] == '/') {
			buf[i] = '\0';
			if (i && fnmatch(pattern, buf, 0) == 0)
				return 1;
		}
	return 0;
}

int cli_lint_excluded(const cli_lint *k, const char *name)
{
	if (!k->exclude || !k->exclude->n)
		return 0;
	const char *rel = relative(k, name);
	for (unsigned i = 0; i < k->exclude->n; i++)
		if (matches(k->exclude->v[i], rel))
			return 1;
	return 0;
}

/* ---- reserve-ignore comments ------------------------------------------------ */

/* Token t is code, not a comment, a line break or the end of the file. */
static int is_code(const hcl_token *t)
{
	return t->type != TK_COMMENT && t->type != TK_NEWLINE && t->type != TK_EOF;
}

/* The line the comment toks[i] covers: its own when code shares it (before
 * the comment, or after a block comment), otherwise the line after it. */
static void covers(hcl_file *f, uint32_t i, cli_lint_note *n)
{
	const hcl_token *t = &f->toks[i];
	uint32_t first = hcl_file_pos(f, t->start).line;
	uint32_t last = hcl_file_pos(f, t->end > t->start ? t->end - 1 : t->start).line;
	int code_before = i > 0 && is_code(&f->toks[i - 1]) &&
			  hcl_file_pos(f, f->toks[i - 1].end > 0 ? f->toks[i - 1].end - 1 : 0).line == first;
	int code_after = i + 1 < f->ntoks && is_code(&f->toks[i + 1]) &&
			 hcl_file_pos(f, f->toks[i + 1].start).line == last;
	n->line = code_before ? first : code_after ? last : last + 1;
}

/* Notes the reserve-ignore comments of f, once per file. */
static void read_notes(cli_lint *k, hcl_file *f)
{
	if (k->noted == f)
		return;
	k->noted = f;
	k->nnotes = 0;
	for (uint32_t i = 0; f->toks && i < f->ntoks; i++) {
		const hcl_token *t = &f->toks[i];
		if (t->type != TK_COMMENT)
			continue;
		const char *p = f->src + t->start, *end = f->src + t->end;
		p += *p == '#' ? 1 : 2; /* past the comment mark */
		while (p < end && (*p == ' ' || *p == '\t'))
			p++;
		if ((size_t)(end - p) < sizeof IGNORE_MARK - 1 || memcmp(p, IGNORE_MARK, sizeof IGNORE_MARK - 1) != 0)
			continue;
		p += sizeof IGNORE_MARK - 1;
		if (t->flags & HCL_TF_BLOCKCMT)
			end -= 2; /* the closing "*" "/" */
		if (hcl_grow((void **)&k->notes, &k->capnotes, k->nnotes + 1, sizeof *k->notes) != 0)
			return;
		cli_lint_note *n = &k->notes[k->nnotes++];
		covers(f, i, n);
		n->codes = p;
		n->len = (uint32_t)(end - p);
	}
}

/* The list of a note names code (its code or its name) or "all".  The list
 * is words separated by commas and blanks; a "#" or "//" ends it (a reason
 * may follow). */
static int names(const cli_lint_note *n, const char *code, const char *id)
{
	const char *p = n->codes, *end = p + n->len;
	while (p < end) {
		while (p < end && (*p == ' ' || *p == '\t' || *p == ','))
			p++;
		if (p == end || !*p || *p == '#' || *p == '\n' || (*p == '/' && p + 1 < end && p[1] == '/'))
			return 0; /* (a NUL byte ends the note too) */
		size_t w = 0;
		while (p + w < end && p[w] && !strchr(" \t,#\n", p[w]))
			w++;
		if ((w == 3 && memcmp(p, "all", 3) == 0) || (strlen(code) == w && memcmp(p, code, w) == 0) ||
		    (id && strlen(id) == w && memcmp(p, id, w) == 0))
			return 1;
		p += w;
	}
	return 0;
}

int cli_lint_keep(cli_lint *k, hcl_file *f, const hcl_diag *d)
{
	if (!d->code)
		return 1;
	int i = -2; /* not looked up yet */
	if (k->off && (i = entry(k->l, d->code, strlen(d->code))) >= 0 && k->off[i])
		return 0;
	read_notes(k, f);
	if (!k->nnotes)
		return 1;
	if (i == -2)
		i = entry(k->l, d->code, strlen(d->code));
	uint32_t line = hcl_file_pos(f, d->start).line;
	for (size_t n = 0; n < k->nnotes; n++)
		if (k->notes[n].line == line &&
		    names(&k->notes[n], d->code, i >= 0 ? k->l->diags[i].id : NULL))
			return 0;
	return 1;
}

void cli_lint_free(cli_lint *k)
{
	free(k->off);
	free(k->notes);
	k->off = NULL;
	k->notes = NULL;
}
