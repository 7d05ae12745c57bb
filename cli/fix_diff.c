/* fix_diff.c - the unified diff of `reserve fix --diff`: the two texts cut into lines, the
 * shortest edit script between them (Myers' O(ND) algorithm, after the common head and tail
 * are set aside), and the hunks with three lines of context in the layout of GNU `diff -u`
 * behind `tofu fmt -diff`, "\ No newline at end of file" included, so that `git apply`
 * takes it. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fix.h"

enum {
	CONTEXT = 3,    /* lines of context around a change */
	MAX_D = 4096    /* edit distance past which the middle is one change */
};

typedef struct line {
	const char *p;
	size_t n; /* with its line ending */
	unsigned long long h;
} line;

/* The lines of s; the last one may lack its ending. */
static line *split(const char *s, size_t n, size_t *count)
{
	size_t cap = 0, k = 0;
	line *v = NULL;
	for (size_t i = 0; i < n;) {
		const char *nl = memchr(s + i, '\n', n - i);
		size_t e = nl ? (size_t)(nl - s) + 1 : n;
		if (k == cap && hcl_grow((void **)&v, &cap, k + 1, sizeof *v) != 0) {
			free(v);
			return NULL;
		}
		v[k++] = (line){s + i, e - i, cli_fix_hash(s + i, e - i)};
		i = e;
	}
	*count = k;
	return v ? v : calloc(1, sizeof *v);
}

static int same(const line *a, const line *b)
{
	return a->h == b->h && a->n == b->n && memcmp(a->p, b->p, a->n) == 0;
}

/* The edit script between a[0, n) and b[0, m) written backwards into ops
 * from *at down ('=' keep, '-' delete, '+' insert).  Returns 0, or -1 when
 * out of memory. */
static int myers(const line *a, long n, const line *b, long m, char *ops, size_t *at)
{
	long max = n + m, limit = max < MAX_D ? max : MAX_D, found = -1, d;
	long *v = calloc((size_t)(2 * max + 3), sizeof *v), off = max + 1;
	long **trace = calloc((size_t)limit + 1, sizeof *trace);
	int rc = -1;
	if (!v || !trace)
		goto done;
	for (d = 0; d <= limit && found < 0; d++) {
		for (long k = -d; k <= d; k += 2) {
			long x = k == -d || (k != d && v[off + k - 1] < v[off + k + 1]) ? v[off + k + 1] : v[off + k - 1] + 1;
			long y = x - k;
			while (x < n && y < m && same(&a[x], &b[y]))
				x++, y++;
			v[off + k] = x;
			if (x >= n && y >= m) {
				found = d;
				break;
			}
		}
		if (!(trace[d] = malloc((size_t)(2 * d + 1) * sizeof **trace)))
			goto done;
		memcpy(trace[d], v + off - d, (size_t)(2 * d + 1) * sizeof *v);
	}
	if (found < 0) { /* too far apart: all of one, then all of the other */
		for (long i = 0; i < m; i++)
			ops[--*at] = '+';
		for (long i = 0; i < n; i++)
			ops[--*at] = '-';
		rc = 0;
		goto done;
	}
	long x = n, y = m;
	for (d = found; d > 0; d--) {
		const long *pv = trace[d - 1];
		long k = x - y;
		long pk = k == -d || (k != d && pv[k - 1 + d - 1] < pv[k + 1 + d - 1]) ? k + 1 : k - 1;
		long px = pv[pk + d - 1], py = px - pk;
		while (x > px && y > py)
			ops[--*at] = '=', x--, y--;
		if (pk == k + 1)
			ops[--*at] = '+', y--;
		else
			ops[--*at] = '-', x--;
	}
	while (x > 0 && y > 0)
		ops[--*at] = '=', x--, y--;
	rc = 0;
done:
	for (d = 0; trace && d <= limit; d++)
		free(trace[d]);
	free(trace);
	free(v);
	return rc;
}

/* "L,N" of a hunk header as diff -u writes it: N left out when 1; L the
 * line before when N is 0. */
static void range(FILE *out, size_t first, size_t count)
{
	if (count == 1)
		fprintf(out, "%zu", first + 1);
	else
		fprintf(out, "%zu,%zu", count ? first + 1 : first, count);
}

static void put_line(FILE *out, char mark, const line *l)
{
	putc(mark, out);
	fwrite(l->p, 1, l->n, out);
	if (!l->n || l->p[l->n - 1] != '\n')
		fputs("\n\\ No newline at end of file\n", out);
}

/* Writes the hunk of ops [from, to); ai and bi are the lines before it. */
static void hunk(FILE *out, const char *ops, size_t from, size_t to, size_t ai, size_t bi, const line *a, const line *b)
{
	size_t na = 0, nb = 0;
	for (size_t i = from; i < to; i++) {
		na += ops[i] != '+';
		nb += ops[i] != '-';
	}
	fputs("@@ -", out);
	range(out, ai, na);
	fputs(" +", out);
	range(out, bi, nb);
	fputs(" @@\n", out);
	for (size_t i = from; i < to; i++) {
		if (ops[i] == '+')
			put_line(out, '+', &b[bi++]);
		else if (ops[i] == '-')
			put_line(out, '-', &a[ai++]);
		else
			put_line(out, ' ', &a[ai++]), bi++;
	}
}

/* The hunks of the whole script: changes closer than 2 * CONTEXT lines share one. */
static void hunks(FILE *out, const char *ops, size_t nops, const line *a, const line *b)
{
	size_t i = 0, ai = 0, bi = 0;
	while (i < nops) {
		if (ops[i] == '=') {
			i++, ai++, bi++;
			continue;
		}
		size_t back = i < CONTEXT ? i : CONTEXT, end = i, keep = 0;
		while (end < nops) { /* the end of the changes that join up */
			if (ops[end] != '=') {
				keep = 0;
				end++;
				continue;
			}
			size_t run = 0;
			while (end + run < nops && ops[end + run] == '=')
				run++;
			if (end + run >= nops || run > 2 * CONTEXT) {
				keep = run < CONTEXT ? run : CONTEXT;
				break;
			}
			end += run;
		}
		size_t stop = end + keep;
		hunk(out, ops, i - back, stop, ai - back, bi - back, a, b);
		for (; i < stop; i++) {
			ai += ops[i] != '+';
			bi += ops[i] != '-';
		}
	}
}

int cli_fix_diff(FILE *out, const char *path, const char *old, size_t oldlen, const char *new_text, size_t newlen)
{
	size_t n = 0, m = 0;
	line *a = split(old, oldlen, &n), *b = split(new_text, newlen, &m);
	char *ops = a && b ? malloc(n + m + 1) : NULL;
	int rc = -1;
	if (!ops)
		goto done;
	size_t head = 0, tail = 0;
	while (head < n && head < m && same(&a[head], &b[head]))
		head++;
	while (tail < n - head && tail < m - head && same(&a[n - 1 - tail], &b[m - 1 - tail]))
		tail++;
	size_t at = n + m - head - tail; /* the script's length is not known yet: fill from the end */
	char *mid = malloc(at + 1);
	if (!mid || myers(a + head, (long)(n - head - tail), b + head, (long)(m - head - tail), mid, &at) != 0) {
		free(mid);
		goto done;
	}
	size_t nops = 0;
	memset(ops, '=', head);
	nops = head;
	size_t midlen = n + m - head - tail - at;
	memcpy(ops + nops, mid + at, midlen);
	nops += midlen;
	memset(ops + nops, '=', tail);
	nops += tail;
	free(mid);
	fprintf(out, "%s\n--- a/%s\n+++ b/%s\n", path, path, path);
	hunks(out, ops, nops, a, b);
	rc = 0;
done:
	free(ops);
	free(a);
	free(b);
	return rc;
}
