/* rsv_addr.c - the small syntaxes OpenTofu's configuration loader checks
 * inside strings: version constraints (hashicorp/go-version), provider
 * names and source addresses, module registry addresses
 * (opentofu/registry-address) and HCL identifiers.  Pure functions: they
 * return what is wrong, and never report anything themselves. */
#include <stdlib.h>
#include <string.h>

#include "rsv_addr.h"
#include "rsv_text.h"

/* ---- versions and constraints (go-version) -------------------------------- */

enum { MAX_SEGS = 16 };

typedef struct version {
	long long seg[MAX_SEGS];
	int nseg;            /* segments held: at least 3 (padded with zeros) */
	const char *pre;     /* prerelease, not NUL-terminated */
	size_t prelen;
} version;

int rsv_is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static int is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static int is_alpha(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static char lower(char c)
{
	return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

/* [0-9A-Za-z\-~] */
static int is_vchar(char c)
{
	return is_digit(c) || is_alpha(c) || c == '-' || c == '~';
}

/* One or more non-empty runs of vchars separated by dots, and nothing else. */
static int dotted(const char *s, size_t n)
{
	size_t run = 0;
	if (!n)
		return 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '.') {
			if (!run)
				return 0;
			run = 0;
		} else if (is_vchar(s[i])) {
			run++;
		} else {
			return 0;
		}
	}
	return run > 0;
}

/* The prerelease part of VersionRegexpRaw: -DIGIT... or -?ALPHA...; sets
 * *pre to the prerelease text without its dash. */
static int match_pre(const char *p, size_t n, const char **pre, size_t *prelen)
{
	*pre = p;
	*prelen = 0;
	if (!n)
		return 1;
	if (p[0] == '-' && n > 1 && is_digit(p[1]) && dotted(p + 1, n - 1)) {
		*pre = p + 1;
		*prelen = n - 1;
		return 1;
	}
	if (p[0] == '-' && n > 1 && (is_alpha(p[1]) || p[1] == '-' || p[1] == '~') && dotted(p + 1, n - 1)) {
		*pre = p + 1;
		*prelen = n - 1;
		return 1;
	}
	if ((is_alpha(p[0]) || p[0] == '-' || p[0] == '~') && dotted(p, n)) {
		*pre = p;
		*prelen = n;
		return 1;
	}
	return 0;
}

/* Matches the whole of s[0, n) against go-version's VersionRegexpRaw. */
static int parse_version(const char *s, size_t n, version *v)
{
	size_t i = 0;
	memset(v, 0, sizeof *v);
	if (i < n && s[i] == 'v')
		i++;
	for (;;) {
		size_t d = i;
		unsigned long long x = 0;
		while (i < n && is_digit(s[i])) {
			if (x > 922337203685477580ULL)
				return 0; /* strconv.ParseInt overflows */
			x = x * 10 + (unsigned)(s[i++] - '0');
		}
		if (i == d || x > 9223372036854775807ULL)
			return 0;
		if (v->nseg == MAX_SEGS)
			return 0;
		v->seg[v->nseg++] = (long long)x;
		if (i + 1 < n && s[i] == '.' && is_digit(s[i + 1]))
			i++;
		else
			break;
	}
	const char *plus = memchr(s + i, '+', n - i);
	size_t pn = plus ? (size_t)(plus - (s + i)) : n - i;
	if (!match_pre(s + i, pn, &v->pre, &v->prelen))
		return 0;
	if (plus && !dotted(plus + 1, n - (size_t)(plus + 1 - s)))
		return 0;
	while (v->nseg < 3)
		v->seg[v->nseg++] = 0;
	return 1;
}

/* Segments as given, before padding: si in go-version. */
static int given_segments(const char *s, size_t n)
{
	int k = 1;
	for (size_t i = 0; i < n && (is_digit(s[i]) || s[i] == '.' || s[i] == 'v'); i++)
		k += s[i] == '.';
	return k;
}

static int cmp_ll(long long a, long long b)
{
	return a < b ? -1 : a > b;
}

/* go-version comparePart on one dot-separated piece of a prerelease. */
static int cmp_pre_part(const char *a, size_t an, const char *b, size_t bn)
{
	int anum = an > 0, bnum = bn > 0;
	for (size_t i = 0; i < an; i++)
		anum &= is_digit(a[i]);
	for (size_t i = 0; i < bn; i++)
		bnum &= is_digit(b[i]);
	if (an == bn && memcmp(a, b, an) == 0)
		return 0;
	if (!an)
		return bnum ? -1 : 1;
	if (!bn)
		return anum ? 1 : -1;
	if (anum && !bnum)
		return -1;
	if (!anum && bnum)
		return 1;
	if (anum)
		return cmp_ll(strtoll(a, NULL, 10), strtoll(b, NULL, 10)) > 0 ? 1 : -1;
	int c = memcmp(a, b, an < bn ? an : bn);
	return (c > 0 || (c == 0 && an > bn)) ? 1 : -1;
}

static int cmp_pre(const version *a, const version *b)
{
	size_t i = 0, j = 0;
	while (i < a->prelen || j < b->prelen) {
		size_t ie = i, je = j;
		while (ie < a->prelen && a->pre[ie] != '.')
			ie++;
		while (je < b->prelen && b->pre[je] != '.')
			je++;
		int c = cmp_pre_part(a->pre + i, ie - i, b->pre + j, je - j);
		if (c)
			return c;
		i = ie < a->prelen ? ie + 1 : ie;
		j = je < b->prelen ? je + 1 : je;
	}
	return 0;
}

static int equal_segments(const version *a, const version *b)
{
	if (a->nseg != b->nseg)
		return 0;
	for (int i = 0; i < a->nseg; i++)
		if (a->seg[i] != b->seg[i])
			return 0;
	return 1;
}

/* go-version Version.Compare. */
static int cmp_version(const version *a, const version *b)
{
	if (equal_segments(a, b)) {
		if (!a->prelen && !b->prelen)
			return 0;
		if (!a->prelen)
			return 1;
		if (!b->prelen)
			return -1;
		return cmp_pre(a, b);
	}
	int hs = a->nseg > b->nseg ? a->nseg : b->nseg;
	for (int i = 0; i < hs; i++) {
		long long x = i < a->nseg ? a->seg[i] : 0, y = i < b->nseg ? b->seg[i] : 0;
		if (x != y)
			return x < y ? -1 : 1;
	}
	return 0;
}

static int pre_ok(const version *v, const version *c)
{
	if (c->prelen && v->prelen)
		return equal_segments(v, c);
	return !(v->prelen && !c->prelen);
}

/* go-version's operators, longest first where one is a prefix of another;
 * a version alone means "=". */
#define CONSTRAINT_OPS(X) X(LE, "<=") X(GE, ">=") X(NE, "!=") X(PESSIMISTIC, "~>") \
	X(LT, "<") X(GT, ">") X(EQ, "=") X(NONE, "")

enum {
#define OP_ENUM(id, text) OP_##id,
	CONSTRAINT_OPS(OP_ENUM)
#undef OP_ENUM
};

/* One constraint of a comma-separated list: operator and version. */
typedef struct constraint {
	int op;                 /* OP_* */
	version v;
	int si;                 /* segments as written */
	const char *text;       /* the piece as written, whitespace included */
	size_t len;
} constraint;

static int parse_constraint(const char *s, size_t n, constraint *c)
{
	static const char *const ops[] = {
#define OP_TEXT(id, text) text,
		CONSTRAINT_OPS(OP_TEXT)
#undef OP_TEXT
	};
	size_t i = 0;
	while (i < n && rsv_is_space(s[i]))
		i++;
	while (n > i && rsv_is_space(s[n - 1]))
		n--;
	c->text = s;
	for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++) {
		size_t ol = strlen(ops[k]), j = i + ol;
		if (n - i < ol || memcmp(s + i, ops[k], ol) != 0)
			continue;
		while (j < n && rsv_is_space(s[j]))
			j++;
		if (j < n && parse_version(s + j, n - j, &c->v)) {
			c->op = (int)k;
			c->si = given_segments(s + j, n - j);
			return 1;
		}
	}
	return 0;
}

static int pessimistic(const version *v, const constraint *c)
{
	if (!pre_ok(v, &c->v) || (c->v.prelen && !v->prelen))
		return 0;
	if (cmp_version(v, &c->v) < 0)
		return 0;
	int cs = c->v.nseg;
	if (cs > v->nseg)
		return 0;
	for (int i = 0; i < c->si - 1; i++)
		if (v->seg[i] != c->v.seg[i])
			return 0;
	return c->v.seg[cs - 1] <= v->seg[cs - 1];
}

static int allows(const constraint *c, const version *v)
{
	int cmp = cmp_version(v, &c->v);
	switch (c->op) {
	case OP_NONE:
	case OP_EQ:
		return cmp == 0;
	case OP_NE:
		return cmp != 0;
	case OP_PESSIMISTIC:
		return pessimistic(v, c);
	default:
		break;
	}
	if (!pre_ok(v, &c->v))
		return 0;
	switch (c->op) {
	case OP_GT:
		return cmp > 0;
	case OP_LT:
		return cmp < 0;
	case OP_GE:
		return cmp >= 0;
	default:
		return cmp <= 0;
	}
}

/* Calls fn for each constraint of s; stops at the first that does not
 * parse and returns -1, else the last fn result (0 when s is empty). */
typedef int (*constraint_fn)(const constraint *c, void *ctx);

static int each_constraint(const char *s, constraint_fn fn, void *ctx)
{
	int r = 0;
	for (;;) {
		const char *comma = strchr(s, ',');
		size_t n = comma ? (size_t)(comma - s) : strlen(s);
		constraint c;
		if (!parse_constraint(s, n, &c))
			return -1;
		c.len = n;
		if (fn && (r = fn(&c, ctx)) != 0)
			return r;
		if (!comma)
			return 0;
		s = comma + 1;
	}
}

int rsv_constraint_valid(const char *s)
{
	return each_constraint(s, NULL, NULL) == 0;
}

static int find_pre(const constraint *c, void *ctx)
{
	const char **out = ctx;
	if (c->v.prelen) {
		out[0] = c->text;
		out[1] = c->text + c->len;
		return 1;
	}
	return 0;
}

int rsv_constraint_prerelease(const char *s, size_t *start, size_t *len)
{
	const char *found[2] = {NULL, NULL};
	if (each_constraint(s, find_pre, found) != 1)
		return 0;
	*start = (size_t)(found[0] - s);
	*len = (size_t)(found[1] - found[0]);
	return 1;
}

static int reject(const constraint *c, void *ctx)
{
	return !allows(c, ctx);
}

int rsv_constraint_allows(const char *s, const char *ver)
{
	version v;
	if (!parse_version(ver, strlen(ver), &v))
		return 0;
	v.pre = NULL;
	v.prelen = 0; /* OpenTofu checks with the version core */
	return each_constraint(s, reject, &v) == 0;
}

size_t rsv_version_core(const char *ver)
{
	return strcspn(ver, "-+");
}

/* ---- identifiers ------------------------------------------------------------ */

int rsv_valid_identifier(const char *s)
{
	const unsigned char *p = (const unsigned char *)s, *end = p + strlen(s);
	int first = 1;
	if (p == end)
		return 0;
	while (p < end) {
		uint32_t cp = *p;
		int k = cp < 0x80 ? 1 : hcl_utf8_decode(p, end, &cp);
		if (k <= 0)
			return 0;
		if (first ? !(cp == '_' || hcl_is_id_start(cp)) : !(cp == '-' || hcl_is_id_continue(cp)))
			return 0;
		first = 0;
		p += k;
	}
	return 1;
}

/* ---- provider names (registry-address ParseProviderPart) ------------------ */

const char *rsv_provider_part(const char *s, char *norm)
{
	size_t n = strlen(s);
	if (!n)
		return "must have at least one character";
	if (strchr(s, '.'))
		return "dots are not allowed";
	if (strstr(s, "--"))
		return "cannot use multiple consecutive dashes";
	/* IDNA lookup of one label: letters (folded to lower case), digits and
	 * dashes, no dash first or last; other scripts' letters pass through */
	if (s[0] == '-' || s[n - 1] == '-')
		return "must contain only letters, digits, and dashes, and may not use leading or trailing dashes";
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c < 0x80 && !is_alpha((char)c) && !is_digit((char)c) && c != '-')
			return "must contain only letters, digits, and dashes, and may not use leading or trailing dashes";
	}
	if (norm) {
		for (size_t i = 0; i < n; i++)
			norm[i] = lower(s[i]);
		norm[n] = '\0';
	}
	return NULL;
}

/* ---- provider source addresses (ParseProviderSource) ------------------------ */

/* The NAMESPACE/TYPE or HOST/NAMESPACE/TYPE forms of an address.  An
 * address without a host means the language's default registry, which the
 * display leaves out (reserve does not need to know its name). */
static void provider_forms(rsv_provider_source *p, const char *type, hcl_arena *a)
{
	if (p->host[0])
		p->full = rsv_printf(a, "%s/%s/%s", p->host, p->ns, type);
	else
		p->full = rsv_printf(a, "%s/%s", p->ns, type);
	p->display = p->full;
}

/* The prefix rules: a type starting with redundant or repository prefixes. */
static int provider_prefixes(rsv_provider_source *p, hcl_arena *a)
{
	static const char *const redundant[] = {"terraform-", "opentofu-"};
	static const char *const repo[] = {"terraform-provider-", "opentofu-provider-"};
	for (int k = 0; k < 2; k++) {
		if (strncmp(p->type, redundant[k], strlen(redundant[k])) != 0)
			continue;
		p->tofu = k == 1;
		size_t rl = strlen(repo[k]);
		const char *rest = strncmp(p->type, repo[k], rl) == 0 ? p->type + rl : NULL;
		char *sugg = rest ? hcl_alloc(a, strlen(rest) + 1) : NULL;
		if (sugg && !rsv_provider_part(rest, sugg)) {
			provider_forms(p, sugg, a);
			p->suggestion = p->display;
			provider_forms(p, p->type, a);
			p->prefix = repo[k];
			return RSV_PSRC_REPO_PREFIX;
		}
		provider_forms(p, p->type, a);
		p->prefix = redundant[k];
		return RSV_PSRC_REDUNDANT_PREFIX;
	}
	return RSV_PSRC_OK;
}

/* The n bytes at s, normalized by ParseProviderPart into *out (in a): NULL,
 * or the error message with *out the text as given. */
static const char *provider_part_of(const char *s, size_t n, const char **out, hcl_arena *a)
{
	const char *given = hcl_strndup(a, s, n);
	char *norm = hcl_alloc(a, n + 1);
	const char *err = rsv_provider_part(given, norm);
	*out = err ? given : norm;
	return err;
}

int rsv_provider_source_parse(const char *s, rsv_provider_source *p, hcl_arena *a)
{
	const char *parts[3];
	size_t lens[3];
	int n = 0;
	memset(p, 0, sizeof *p);
	p->host = p->ns = p->type = p->display = p->full = p->prefix = p->suggestion = "";
	for (const char *q = s;; n++) {
		const char *slash = strchr(q, '/');
		if (n == 3)
			return RSV_PSRC_FORMAT;
		parts[n] = q;
		lens[n] = slash ? (size_t)(slash - q) : strlen(q);
		if (!lens[n])
			return RSV_PSRC_FORMAT;
		if (!slash) {
			n++;
			break;
		}
		q = slash + 1;
	}
	if ((p->error = provider_part_of(parts[n - 1], lens[n - 1], &p->type, a)) != NULL)
		return RSV_PSRC_TYPE;
	if (n == 1)
		return RSV_PSRC_OK; /* the default registry */
	if (lens[n - 2] == 1 && parts[n - 2][0] == '-') {
		p->ns = "-";
	} else if ((p->error = provider_part_of(parts[n - 2], lens[n - 2], &p->ns, a)) != NULL) {
		p->ns = ""; /* OpenTofu shows the failed result, which is empty */
		return RSV_PSRC_NAMESPACE;
	}
	if (n == 3) {
		char *host = hcl_strndup(a, parts[0], lens[0]);
		for (char *c = host; *c; c++)
			*c = lower(*c);
		p->host = host;
	}
	return provider_prefixes(p, a);
}

/* ---- module registry addresses (registry-address ParseModuleSource) ---------- */

/* One DNS label as svchost accepts it (approximated: letters, digits and
 * dashes, none first or last; other scripts pass). */
static int host_label_ok(const char *s, size_t n)
{
	if (!n || s[0] == '-' || s[n - 1] == '-')
		return 0;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c < 0x80 && !is_alpha((char)c) && !is_digit((char)c) && c != '-')
			return 0;
	}
	return 1;
}

static int host_ok(const char *s, size_t n)
{
	const char *colon = memchr(s, ':', n);
	if (colon) {
		size_t pn = n - (size_t)(colon + 1 - s);
		if (!pn)
			return 0;
		for (size_t i = 0; i < pn; i++)
			if (!is_digit(colon[1 + i]))
				return 0;
		n = (size_t)(colon - s);
	}
	for (size_t i = 0, start = 0; i <= n; i++) {
		if (i == n || s[i] == '.') {
			if (!host_label_ok(s + start, i - start))
				return 0;
			start = i + 1;
		}
	}
	return 1;
}

/* ^[0-9A-Za-z](?:[0-9A-Za-z-_]{0,62}[0-9A-Za-z])?$ */
static int registry_name_ok(const char *s, size_t n)
{
	if (n < 1 || n > 64 || !(is_alpha(s[0]) || is_digit(s[0])) ||
	    !(is_alpha(s[n - 1]) || is_digit(s[n - 1])))
		return 0;
	for (size_t i = 0; i < n; i++)
		if (!is_alpha(s[i]) && !is_digit(s[i]) && s[i] != '-' && s[i] != '_')
			return 0;
	return 1;
}

/* ^[0-9a-z]{1,64}$ */
static int target_system_ok(const char *s, size_t n)
{
	if (n < 1 || n > 64)
		return 0;
	for (size_t i = 0; i < n; i++)
		if (!(s[i] >= 'a' && s[i] <= 'z') && !is_digit(s[i]))
			return 0;
	return 1;
}

static int has_local_prefix(const char *s)
{
	return strncmp(s, "./", 2) == 0 || strncmp(s, "../", 3) == 0 || strncmp(s, ".\\", 2) == 0 ||
	       strncmp(s, "..\\", 3) == 0;
}

/* The subdirectory after "//" (go-getter's SourceDirSubdir), or NULL; *pkglen
 * is the package part's length. */
static const char *subdir_of(const char *s, size_t *pkglen)
{
	size_t stop = strcspn(s, "?"), off = 0;
	const char *scheme = strstr(s, "://");
	if (scheme && (size_t)(scheme - s) < stop)
		off = (size_t)(scheme - s) + 3;
	for (size_t i = off; i + 1 < stop; i++)
		if (s[i] == '/' && s[i + 1] == '/') {
			*pkglen = i;
			return s + i + 2;
		}
	*pkglen = strlen(s);
	return NULL;
}

static const char name_rule[] = "must be between one and 64 characters, including ASCII letters, "
				"digits, dashes, and underscores, where dashes and underscores may "
				"not be the prefix or suffix";

/* What is wrong with the host of a four-part address, or NULL. */
static const char *host_error(const char *s, size_t n, hcl_arena *a)
{
	if (!host_ok(s, n)) {
		int puny = 0;
		for (size_t i = 0; i + 1 < n; i++)
			puny |= s[i] == '-' && s[i + 1] == '-';
		return rsv_printf(a, puny ? "invalid module registry hostname %s; internationalized domain "
					    "names must be given as direct unicode characters, not in punycode"
					  : "invalid module registry hostname %s",
				  rsv_quote(a, s, n));
	}
	if (!memchr(s, '.', n))
		return "invalid module registry hostname: must contain at least one dot";
	char *host = hcl_strndup(a, s, n);
	for (char *c = host; *c; c++)
		*c = lower(*c);
	if (strcmp(host, "github.com") == 0 || strcmp(host, "bitbucket.org") == 0)
		return rsv_printf(a, "can't use %s as a module registry host, because it's reserved for "
				     "installing directly from version control repositories",
				  rsv_quote(a, host, strlen(host)));
	return NULL;
}

/* What is wrong with NAMESPACE/NAME/SYSTEM, or NULL. */
static const char *path_error(const char *const *parts, const size_t *lens, hcl_arena *a)
{
	if (!registry_name_ok(parts[0], lens[0])) {
		if (memchr(parts[0], '.', lens[0]))
			return "source address must have three more components after the hostname: "
			       "the namespace, the name, and the target system";
		return rsv_printf(a, "invalid namespace %s: %s", rsv_quote(a, parts[0], lens[0]), name_rule);
	}
	if (!registry_name_ok(parts[1], lens[1]))
		return rsv_printf(a, "invalid module name %s: %s", rsv_quote(a, parts[1], lens[1]), name_rule);
	if (!target_system_ok(parts[2], lens[2])) {
		if (memchr(parts[2], '?', lens[2]))
			return "module registry addresses may not include a query string portion";
		return rsv_printf(a, "invalid target system %s: must be between one and 64 ASCII letters or digits",
				  rsv_quote(a, parts[2], lens[2]));
	}
	return NULL;
}

const char *rsv_module_registry_error(const char *raw, hcl_arena *a)
{
	if (has_local_prefix(raw))
		return rsv_printf(a, "can't use local directory %s as a module registry address",
				  rsv_quote(a, raw, strlen(raw)));
	size_t pkg;
	const char *sub = subdir_of(raw, &pkg);
	if (sub && strncmp(sub, "../", 3) == 0)
		return rsv_printf(a, "subdirectory path %s leads outside of the module package",
				  rsv_quote(a, sub, strcspn(sub, "?")));
	const char *parts[4];
	size_t lens[4];
	int n = 0;
	for (size_t i = 0, start = 0; i <= pkg; i++)
		if (i == pkg || raw[i] == '/') {
			if (n < 4) {
				parts[n] = raw + start;
				lens[n] = i - start;
			}
			n++;
			start = i + 1;
		}
	if (n != 3 && n != 4)
		return "a module registry source address must have either three or four slash-separated components";
	if (n == 4) {
		const char *err = host_error(parts[0], lens[0], a);
		return err ? err : path_error(parts + 1, lens + 1, a);
	}
	return path_error(parts, lens, a);
}
