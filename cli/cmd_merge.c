/* cmd_merge.c - "reserve merge": joins the JSON Lines of sharded runs
 * (check --format jsonl --shard K/N, out_jsonl.c) into what one run over
 * every module prints, byte for byte: the header (shard 1/1), the module
 * records in the order of discovery (a merge by their "seq", reading each
 * file once, a line at a time), and the end record with the totals. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "out.h"

static const char usage[] =
	"Usage: reserve merge FILE...\n"
	"Joins the outputs of `reserve check --format jsonl --shard K/N`, one file per\n"
	"slice K of N, into what `reserve check --format jsonl` over all the modules\n"
	"prints: the same bytes, on standard output.  Every slice must be there once,\n"
	"and every file must come from the same run (program version, spec, level and\n"
	"paths); a file without its end record (a shard that did not finish) is refused.\n"
	"\n"
	"Exit status: as check's: 0 no errors, 1 errors, 2 usage, a refused merge, or\n"
	"I/O problems recorded by the shards.\n";

static const cli_syntax syntax = {"reserve merge", usage, "FILE", NULL, 0, NULL, 1};

/* ---- reading the records: the top-level members of one JSON object ------------ */

static const char *skip_space(const char *s)
{
	while (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n')
		s++;
	return s;
}

/* The end of the JSON string starting at s (its opening quote), or NULL. */
static const char *skip_string(const char *s)
{
	for (s++; *s && *s != '"'; s++)
		if (*s == '\\' && !*++s)
			return NULL;
	return *s ? s + 1 : NULL;
}

/* The end of the JSON value starting at s, or NULL if it is cut short. */
static const char *skip_value(const char *s)
{
	int depth = 0;
	while (*s) {
		if (*s == '"') {
			if (!(s = skip_string(s)))
				return NULL;
			if (!depth)
				return s;
			continue;
		}
		if (*s == '{' || *s == '[') {
			depth++;
		} else if (*s == '}' || *s == ']') {
			if (!depth)
				return s; /* the end of the object around a literal */
			if (!--depth)
				return s + 1;
		} else if (!depth && (*s == ',' || *s == ' ' || *s == '\n')) {
			return s;
		}
		s++;
	}
	return depth ? NULL : s;
}

/* The value of the top-level member key of the object on line: sets *v and
 * *n (its text) and returns 1; 0 when there is no such member. */
static int member(const char *line, const char *key, const char **v, size_t *n)
{
	const char *s = skip_space(line);
	size_t klen = strlen(key);
	if (*s++ != '{')
		return 0;
	for (;;) {
		s = skip_space(s);
		if (*s != '"')
			return 0;
		const char *k = s + 1, *end = skip_string(s);
		if (!end)
			return 0;
		s = skip_space(end);
		if (*s++ != ':')
			return 0;
		s = skip_space(s);
		const char *after = skip_value(s);
		if (!after)
			return 0;
		if ((size_t)(end - 1 - k) == klen && strncmp(k, key, klen) == 0) {
			*v = s;
			*n = (size_t)(after - s);
			return 1;
		}
		s = skip_space(after);
		if (*s++ != ',')
			return 0;
	}
}

/* The whole number in member key of line; -1 when there is none. */
static long number(const char *line, const char *key)
{
	const char *v;
	size_t n;
	if (!member(line, key, &v, &n) || n == 0 || *v < '0' || *v > '9')
		return -1;
	char *end;
	errno = 0;
	long x = strtol(v, &end, 10);
	return (size_t)(end - v) == n && errno == 0 ? x : -1;
}

/* ---- the shards ------------------------------------------------------------------ */

typedef struct shard {
	const char *path;
	FILE *f;
	char *line; /* the line at hand */
	size_t cap;
	ssize_t len;
	size_t shard_at, shard_len; /* the header's shard value, in the header's line */
	unsigned k, n;
	long seq;              /* the record at hand: its seq, or -1 for the end record */
	unsigned long records; /* module records read */
} shard;

static int refuse(const char *path, const char *why, const char *more)
{
	fprintf(stderr, "reserve merge: %s: %s%s\n", path, why, more ? more : "");
	return -1;
}

static int next_line(shard *s)
{
	errno = 0;
	s->len = getline(&s->line, &s->cap, s->f);
	if (s->len < 0)
		return refuse(s->path, errno ? strerror(errno) : "cut short: no end record (did its run finish?)",
			      NULL);
	if (s->line[s->len - 1] != '\n')
		return refuse(s->path, "cut short: its last line has no end (did its run finish?)", NULL);
	return 0;
}

/* Reads the next record: a module's, or the end record (seq -1). */
static int next_record(shard *s)
{
	const char *v;
	size_t n;
	if (next_line(s) != 0)
		return -1;
	if (member(s->line, "end", &v, &n)) {
		s->seq = -1;
		return 0;
	}
	long seq = number(s->line, "seq");
	if (!member(s->line, "module", &v, &n) || seq < 0)
		return refuse(s->path, "a line that is not a module record", NULL);
	if (s->records && seq <= s->seq)
		return refuse(s->path, "module records out of order", NULL);
	s->seq = seq;
	s->records++;
	return 0;
}

/* Reads s's header and its slice K/N. */
static int read_header(shard *s)
{
	const char *v;
	size_t n;
	char c;
	if (!(s->f = fopen(s->path, "r")))
		return refuse(s->path, strerror(errno), NULL);
	if (next_line(s) != 0)
		return -1;
	if (!member(s->line, "reserve", &v, &n) || !member(s->line, "shard", &v, &n) ||
	    sscanf(v, "\"%u/%u%c", &s->k, &s->n, &c) != 3 || c != '"' || s->k < 1 || s->k > s->n)
		return refuse(s->path, "not the output of reserve check --format jsonl", NULL);
	s->shard_at = (size_t)(v - s->line);
	s->shard_len = n;
	return 0;
}

/* The headers of a and b say the same but for their slices. */
static int same_run(const shard *a, const shard *b)
{
	size_t ra = (size_t)a->len - a->shard_at - a->shard_len;
	size_t rb = (size_t)b->len - b->shard_at - b->shard_len;
	return a->shard_at == b->shard_at && ra == rb && memcmp(a->line, b->line, a->shard_at) == 0 &&
	       memcmp(a->line + a->shard_at + a->shard_len, b->line + b->shard_at + b->shard_len, ra) == 0;
}

/* Checks the files are the slices 1..N of one run, each once; writes the
 * header of the whole run. */
static int check_slices(shard *v, int nv)
{
	char *seen = calloc(v[0].n + 1, 1);
	int bad = !seen ? refuse(v[0].path, strerror(ENOMEM), NULL) : 0;
	for (int i = 0; i < nv && !bad; i++) {
		if (!same_run(&v[0], &v[i]))
			bad = refuse(v[i].path, "not from the same run as ", v[0].path);
		else if (v[i].n != v[0].n)
			bad = refuse(v[i].path, "sliced in another number of shards than ", v[0].path);
		else if (seen[v[i].k]++)
			bad = refuse(v[i].path, "its slice is given twice (the slices overlap)", NULL);
	}
	for (unsigned k = 1; !bad && k <= v[0].n; k++)
		if (!seen[k]) {
			fprintf(stderr, "reserve merge: slice %u/%u is missing\n", k, v[0].n);
			bad = -1;
		}
	free(seen);
	if (bad)
		return -1;
	fwrite(v[0].line, 1, v[0].shard_at, stdout);
	fputs("\"1/1\"", stdout);
	fwrite(v[0].line + v[0].shard_at + v[0].shard_len, 1,
	       (size_t)v[0].len - v[0].shard_at - v[0].shard_len, stdout);
	return 0;
}

/* Writes the module records of every file in the order of their seq. */
static int merge_records(shard *v, int nv)
{
	for (int i = 0; i < nv; i++)
		if (next_record(&v[i]) != 0)
			return -1;
	for (;;) {
		shard *min = NULL;
		for (int i = 0; i < nv; i++) {
			if (v[i].seq < 0)
				continue;
			if (min && v[i].seq == min->seq)
				return refuse(v[i].path, "a module also in ", min->path);
			if (!min || v[i].seq < min->seq)
				min = &v[i];
		}
		if (!min)
			return 0;
		fwrite(min->line, 1, (size_t)min->len, stdout);
		if (next_record(min) != 0)
			return -1;
	}
}

/* The end records: their totals added up into t, checked against the records read. */
static int add_ends(shard *v, int nv, cli_jsonl_totals *t)
{
	static const char *const keys[] = {"modules", "records", "walk_problems", "read_problems",
					   "error_count", "warning_count"};
	for (int i = 0; i < nv; i++) {
		long x[6];
		for (int k = 0; k < 6; k++)
			if ((x[k] = number(v[i].line, keys[k])) < 0)
				return refuse(v[i].path, "an end record without ", keys[k]);
		if ((unsigned long)x[1] != v[i].records)
			return refuse(v[i].path, "the end record counts other module records than it has", NULL);
		if (i && ((unsigned long)x[0] != t->modules || (unsigned long)x[2] != t->walk_problems))
			return refuse(v[i].path, "found other modules than ", v[0].path);
		t->modules = (unsigned long)x[0];
		t->walk_problems = (unsigned long)x[2];
		t->records += (unsigned long)x[1];
		t->read_problems += (unsigned long)x[3];
		t->errors += (unsigned long)x[4];
		t->warnings += (unsigned long)x[5];
		errno = 0;
		if (getline(&v[i].line, &v[i].cap, v[i].f) >= 0)
			return refuse(v[i].path, "lines after the end record", NULL);
	}
	return 0;
}

int cli_merge(int argc, char **argv)
{
	int status, first = cli_parse_options(&syntax, argc, argv, NULL, &status);
	if (!first)
		return status;
	int nv = argc - first, bad = 0;
	shard *v = calloc((size_t)nv, sizeof *v);
	if (!v) {
		refuse("reserve", strerror(ENOMEM), NULL);
		return CLI_USAGE;
	}
	for (int i = 0; i < nv && !bad; i++) {
		v[i].path = argv[first + i];
		bad = read_header(&v[i]);
	}
	cli_jsonl_totals t = {0};
	if (!bad)
		bad = check_slices(v, nv);
	if (!bad)
		bad = merge_records(v, nv);
	if (!bad)
		bad = add_ends(v, nv, &t);
	if (!bad)
		cli_jsonl_end(stdout, &t);
	for (int i = 0; i < nv; i++) {
		if (v[i].f)
			fclose(v[i].f);
		free(v[i].line);
	}
	free(v);
	if (bad || t.walk_problems || t.read_problems)
		return CLI_USAGE;
	return t.errors ? CLI_FOUND_ERRORS : CLI_OK;
}
