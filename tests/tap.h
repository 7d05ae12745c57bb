/* tap.h -- header-only TAP (Test Anything Protocol) producer for reserve's
 * C tests, which run under automake's tap-driver.sh.
 *
 *   plan(n)                       print "1..n" first (optional)
 *   ok(cond, fmt, ...)            one test; returns cond != 0
 *   is_int(got, want, fmt, ...)   integers equal (compared as long long)
 *   is_str(got, want, fmt, ...)   strings equal (NULL-safe)
 *   skip(fmt, ...)                one skipped test
 *   skip_all(fmt, ...)            skip the whole program; exits 0
 *   diag(fmt, ...)                "# ..." comment line
 *   bail_out(fmt, ...)            "Bail out! ..."; exits 255
 *   done_testing()                print the plan if plan() was not called;
 *                                 returns the exit status for main()
 *
 * Everything goes to stdout, unbuffered, so results, diagnostics and the
 * program's own output stay in order in the test's .log.  A failure names
 * the file and line of the ok()/is_*() call. */
#ifndef RESERVE_TESTS_TAP_H
#define RESERVE_TESTS_TAP_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__) || defined(__clang__)
#define TAP_PRINTF(fmt, first) __attribute__((format(printf, fmt, first)))
#define TAP_NORETURN __attribute__((noreturn))
#else
#define TAP_PRINTF(fmt, first)
#define TAP_NORETURN
#endif

struct tap_state {
	int planned; /* from plan(), or -1 */
	int run;     /* results printed so far */
	int failed;  /* of which "not ok" */
};

/* The one state object of the test program; sets up stdout on first use. */
static inline struct tap_state *tap_st(void)
{
	static struct tap_state st = { -2, 0, 0 };
	if (st.planned == -2) {
		setvbuf(stdout, NULL, _IONBF, 0);
		st.planned = -1;
	}
	return &st;
}

static inline TAP_PRINTF(2, 0) void
tap_vline(const char *prefix, const char *fmt, va_list ap)
{
	(void)tap_st();
	fputs(prefix, stdout);
	vprintf(fmt, ap);
	putchar('\n');
}

static inline void plan(int n)
{
	tap_st()->planned = n;
	printf("1..%d\n", n);
}

static inline TAP_PRINTF(1, 2) void diag(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	tap_vline("# ", fmt, ap);
	va_end(ap);
}

/* Print one "ok N - ..." / "not ok N - ..." line; returns pass. */
static inline TAP_PRINTF(4, 0) int
tap_vresult(const char *file, int line, int pass, const char *fmt, va_list ap)
{
	struct tap_state *st = tap_st();
	char prefix[48];

	st->run++;
	snprintf(prefix, sizeof prefix, "%sok %d - ", pass ? "" : "not ", st->run);
	tap_vline(prefix, fmt, ap);
	if (!pass) {
		st->failed++;
		diag("  Failed test %d at %s line %d.", st->run, file, line);
	}
	return pass;
}

static inline TAP_PRINTF(4, 5) int
tap_ok(const char *file, int line, int pass, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	pass = tap_vresult(file, line, pass != 0, fmt, ap);
	va_end(ap);
	return pass;
}

static inline TAP_PRINTF(5, 6) int
tap_is_int(const char *file, int line, long long got, long long want,
	   const char *fmt, ...)
{
	va_list ap;
	int pass;

	va_start(ap, fmt);
	pass = tap_vresult(file, line, got == want, fmt, ap);
	va_end(ap);
	if (!pass) {
		diag("       got: %lld", got);
		diag("  expected: %lld", want);
	}
	return pass;
}

static inline TAP_PRINTF(5, 6) int
tap_is_str(const char *file, int line, const char *got, const char *want,
	   const char *fmt, ...)
{
	va_list ap;
	int pass = got && want ? strcmp(got, want) == 0 : got == want;

	va_start(ap, fmt);
	pass = tap_vresult(file, line, pass, fmt, ap);
	va_end(ap);
	if (!pass) {
		diag("       got: %s%s%s", got ? "\"" : "", got ? got : "NULL",
		     got ? "\"" : "");
		diag("  expected: %s%s%s", want ? "\"" : "",
		     want ? want : "NULL", want ? "\"" : "");
	}
	return pass;
}

#define ok(cond, ...) tap_ok(__FILE__, __LINE__, (cond), __VA_ARGS__)
#define is_int(got, want, ...) \
	tap_is_int(__FILE__, __LINE__, (got), (want), __VA_ARGS__)
#define is_str(got, want, ...) \
	tap_is_str(__FILE__, __LINE__, (got), (want), __VA_ARGS__)

static inline TAP_PRINTF(1, 2) void skip(const char *fmt, ...)
{
	char prefix[48];
	va_list ap;

	snprintf(prefix, sizeof prefix, "ok %d # SKIP ", ++tap_st()->run);
	va_start(ap, fmt);
	tap_vline(prefix, fmt, ap);
	va_end(ap);
}

static inline TAP_NORETURN TAP_PRINTF(1, 2) void
skip_all(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	tap_vline("1..0 # SKIP ", fmt, ap);
	va_end(ap);
	exit(EXIT_SUCCESS);
}

static inline TAP_NORETURN TAP_PRINTF(1, 2) void
bail_out(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	tap_vline("Bail out! ", fmt, ap);
	va_end(ap);
	exit(255);
}

/* EXIT_SUCCESS only if every test passed and the plan (if any) was met. */
static inline int done_testing(void)
{
	struct tap_state *st = tap_st();

	if (st->planned < 0)
		printf("1..%d\n", st->run);
	else if (st->planned != st->run)
		diag("Planned %d tests but ran %d.", st->planned, st->run);
	if (st->failed > 0)
		diag("Failed %d of %d tests.", st->failed, st->run);
	return st->failed > 0 || (st->planned >= 0 && st->planned != st->run)
		       ? EXIT_FAILURE
		       : EXIT_SUCCESS;
}

#endif /* RESERVE_TESTS_TAP_H */
