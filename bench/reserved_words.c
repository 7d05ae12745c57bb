/* bench/reserved_words.c - times root classification: the matcher
 * reserve-gen generated (tofu_root_lookup) against a gperf table of the
 * same words, over one stream of identifiers.  Built and run by
 * bench/reserved-words; not part of the library. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tofu_spec.h"

/* from gperf's output, compiled in the same program */
const char *gperf_lookup(const char *str, size_t len);

typedef struct word {
	const char *s;
	size_t n;
} word;

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

/* Each pass sums the answers so that nothing can be optimised away. */
static long pass_generated(const word *w, size_t n)
{
	long sum = 0;
	for (size_t i = 0; i < n; i++)
		sum += tofu_root_lookup(w[i].s, w[i].n);
	return sum;
}

static long pass_gperf(const word *w, size_t n)
{
	long sum = 0;
	for (size_t i = 0; i < n; i++)
		sum += gperf_lookup(w[i].s, w[i].n) != NULL;
	return sum;
}

static long pass_empty(const word *w, size_t n)
{
	long sum = 0;
	for (size_t i = 0; i < n; i++)
		sum += (long)w[i].n;
	return sum;
}

int main(int argc, char **argv)
{
	if (argc == 2 && strcmp(argv[1], "--words") == 0) {
		for (uint16_t i = 0; i < tofu_spec.nroots; i++)
			puts(tofu_spec.roots[i].name);
		return 0;
	}
	if (argc < 2) {
		fprintf(stderr, "usage: reserved_words STREAM [REPS] | --words\n");
		return 2;
	}
	int reps = argc > 2 ? atoi(argv[2]) : 31;
	FILE *fp = fopen(argv[1], "rb");
	if (!fp) {
		perror(argv[1]);
		return 2;
	}
	static char data[8 << 20];
	size_t len = fread(data, 1, sizeof data - 1, fp);
	fclose(fp);
	data[len] = '\0';
	size_t cap = 1 << 16, n = 0;
	word *w = malloc(cap * sizeof *w);
	for (char *p = data; p < data + len;) {
		char *e = strchr(p, '\n');
		if (!e)
			e = data + len;
		*e = '\0';
		if (e > p) {
			if (n == cap)
				w = realloc(w, (cap *= 2) * sizeof *w);
			w[n].s = p;
			w[n].n = (size_t)(e - p);
			n++;
		}
		p = e + 1;
	}
	/* both must classify every identifier alike */
	size_t hits = 0;
	for (size_t i = 0; i < n; i++) {
		int a = tofu_root_lookup(w[i].s, w[i].n);
		const char *b = gperf_lookup(w[i].s, w[i].n);
		if ((a >= 0) != (b != NULL) || (a >= 0 && strcmp(tofu_spec.roots[a].name, b) != 0)) {
			fprintf(stderr, "disagreement on \"%s\"\n", w[i].s);
			return 1;
		}
		hits += a >= 0;
	}
	double *tg = malloc(reps * sizeof *tg), *tp = malloc(reps * sizeof *tp), *te = malloc(reps * sizeof *te);
	volatile long sink = 0;
	for (int r = -1; r < reps; r++) { /* one warm-up round, then alternate the order */
		double t0, t1, t2, t3;
		if (r % 2) {
			t0 = now(); sink += pass_generated(w, n); t1 = now();
			sink += pass_gperf(w, n); t2 = now();
		} else {
			t0 = now(); sink += pass_gperf(w, n); t1 = now();
			sink += pass_generated(w, n); t2 = now();
			double x = t1 - t0; t1 = t0 + (t2 - t1); t2 = t1 + x; /* swap the spans */
		}
		sink += pass_empty(w, n);
		t3 = now();
		if (r >= 0) {
			tg[r] = (t1 - t0) / n;
			tp[r] = (t2 - t1) / n;
			te[r] = (t3 - t2) / n;
		}
	}
	qsort(tg, reps, sizeof *tg, cmp_double);
	qsort(tp, reps, sizeof *tp, cmp_double);
	qsort(te, reps, sizeof *te, cmp_double);
	printf("stream: %zu identifiers, %zu reserved (%.1f%%), %u reserved words\n", n, hits,
	       100.0 * hits / n, tofu_spec.nroots);
	printf("generated matcher: %.2f ns/lookup (min %.2f)\n", tg[reps / 2], tg[0]);
	printf("gperf:             %.2f ns/lookup (min %.2f)\n", tp[reps / 2], tp[0]);
	printf("loop only:         %.2f ns/lookup\n", te[reps / 2]);
	printf("reserved-words: generated %.2f ns, gperf %.2f ns, gperf/generated %.2fx%s\n", tg[reps / 2],
	       tp[reps / 2], tp[reps / 2] / tg[reps / 2], sink == 42 ? " " : "");
	free(w);
	free(tg);
	free(tp);
	free(te);
	return 0;
}
