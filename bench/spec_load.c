/* spec_load.c - bench/spec-load's timer: loads each spec given N times
 * (spec_load, the run-time loader with all its checks) and prints the
 * median and the fastest time of one load, in milliseconds. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "spec.h"

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 0;
	if (n < 1 || argc < 3) {
		fputs("usage: spec_load N SPEC...\n", stderr);
		return 2;
	}
	double *t = malloc((size_t)n * sizeof *t);
	for (int s = 2; t && s < argc; s++) {
		for (int i = 0; i < n; i++) {
			double a = now();
			spec_loaded *l = spec_load(argv[s]);
			t[i] = now() - a;
			if (!l || spec_loaded_errors(l)) {
				fprintf(stderr, "spec_load: %s does not load\n", argv[s]);
				return 1;
			}
			spec_loaded_free(l);
		}
		qsort(t, (size_t)n, sizeof *t, by_value);
		printf("%s: median %.3f ms, fastest %.3f ms per load (%d loads)\n", argv[s], t[n / 2], t[0], n);
	}
	free(t);
	return 0;
}
