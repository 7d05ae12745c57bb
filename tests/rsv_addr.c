/* rsv_addr.c - direct tests of runtime/analysis/rsv_addr.c: go-version
 * constraints (validity, prereleases, what they allow), HCL identifiers,
 * and the registry addresses of providers (ParseProviderPart,
 * ParseProviderSource) and modules (ParseModuleSource's registry form).
 * Each expectation is what hashicorp/go-version and opentofu/registry-address
 * answer for the same text. */
#include <stdio.h>
#include <string.h>

#include "rsv_addr.h"
#include "tap.h"

/* ---- constraints ----------------------------------------------------------- */

static const struct { const char *s; int valid; } valid_cases[] = {
	{"1.2.3", 1},
	{"= 1.2.3", 1},
	{"v1.2.3", 1},
	{">= 1.0, < 2.0", 1},
	{"  ~>1.2  ", 1},
	{"!= 1.2.3", 1},
	{">= 1.2.0-beta.1", 1},
	{"1.2.3+build.7", 1},
	{"", 0},
	{">=", 0},
	{"~>", 0},
	{"1.2.x", 0},
	{"> = 1.0", 0},
	{">= 1.0,", 0},
	{"=> 1.0", 0},
	{"1..2", 0},
	{"99999999999999999999", 0},
};

static const struct { const char *c, *v; int allows; } allow_cases[] = {
	{"~> 1.2", "1.2.0", 1},
	{"~> 1.2", "1.9.7", 1},
	{"~> 1.2", "2.0.0", 0},
	{"~> 1.2.3", "1.2.9", 1},
	{"~> 1.2.3", "1.3.0", 0},
	{"~> 1.2.3", "1.2.2", 0},
	{">= 1.0, < 2.0", "1.5.0", 1},
	{">= 1.0, < 2.0", "2.0.0", 0},
	{"!= 1.2.3", "1.2.3", 0},
	{"!= 1.2.3", "1.2.4", 1},
	{"1.2", "1.2.0", 1},
	{"> 1.2.3", "1.2.3", 0},
	{"<= 1.2.3", "1.2.3", 1},
	/* OpenTofu checks a release's core: 1.13.0-dev is 1.13.0 */
	{">= 1.13.0", "1.13.0-dev", 1},
	{"< 1.13.0", "1.13.0-dev", 0},
	{"not a constraint", "1.0.0", 0},
	{">= 1.0", "not a version", 0},
};

static void test_constraints(void)
{
	for (size_t i = 0; i < sizeof valid_cases / sizeof valid_cases[0]; i++)
		is_int(rsv_constraint_valid(valid_cases[i].s), valid_cases[i].valid, "constraint_valid(\"%s\")",
		       valid_cases[i].s);
	for (size_t i = 0; i < sizeof allow_cases / sizeof allow_cases[0]; i++)
		is_int(rsv_constraint_allows(allow_cases[i].c, allow_cases[i].v), allow_cases[i].allows,
		       "\"%s\" %s %s", allow_cases[i].c, allow_cases[i].allows ? "allows" : "refuses",
		       allow_cases[i].v);

	size_t start = 99, len = 99;
	const char *s = ">= 1.0, >= 1.2.0-beta ,< 3";
	is_int(rsv_constraint_prerelease(s, &start, &len), 1, "a prerelease constraint is found");
	is_int((long long)start, 7, "... at the piece after the first comma");
	is_int((long long)len, 15, "... as written, spaces on both sides included");
	is_int(rsv_constraint_prerelease(">= 1.0, < 2", &start, &len), 0, "no prerelease: none found");
	is_int(rsv_constraint_prerelease("nonsense-beta", &start, &len), 0, "an invalid list: none found");

	is_int((long long)rsv_version_core("1.13.0-dev"), 6, "version_core(1.13.0-dev) is 1.13.0");
	is_int((long long)rsv_version_core("1.13.0+meta"), 6, "version_core(1.13.0+meta) is 1.13.0");
	is_int((long long)rsv_version_core("1.13.0"), 6, "version_core(1.13.0) is all of it");

	is_int(rsv_is_space('\v'), 1, "\\v is space, as Go's TrimSpace has it");
	is_int(rsv_is_space('x'), 0, "x is no space");
}

/* ---- identifiers --------------------------------------------------------- */

static const struct { const char *s; int valid; } ident_cases[] = {
	{"foo", 1}, {"_x", 1}, {"a-b_c9", 1}, {"\xc3\xa9t\xc3\xa9", 1},
	{"", 0}, {"1a", 0}, {"-a", 0}, {"a b", 0}, {"a.b", 0}, {"\xff", 0},
};

static void test_identifiers(void)
{
	for (size_t i = 0; i < sizeof ident_cases / sizeof ident_cases[0]; i++)
		is_int(rsv_valid_identifier(ident_cases[i].s), ident_cases[i].valid, "valid_identifier(\"%s\")",
		       ident_cases[i].s);
}

/* ---- providers ------------------------------------------------------------ */

static const char letters[] = "must contain only letters, digits, and dashes, and may not use leading or "
			      "trailing dashes";

static void test_provider_part(void)
{
	char norm[32];
	is_str(rsv_provider_part("AWS", norm), NULL, "provider_part(AWS) is valid");
	is_str(norm, "aws", "... normalized to lower case");
	is_str(rsv_provider_part("", norm), "must have at least one character", "provider_part(\"\")");
	is_str(rsv_provider_part("a.b", norm), "dots are not allowed", "provider_part(a.b)");
	is_str(rsv_provider_part("a--b", norm), "cannot use multiple consecutive dashes", "provider_part(a--b)");
	is_str(rsv_provider_part("-a", norm), letters, "provider_part(-a)");
	is_str(rsv_provider_part("a_b", norm), letters, "provider_part(a_b)");
	is_str(rsv_provider_part("a-b", NULL), NULL, "provider_part(a-b) with no room asked for");
}

/* One point per field, written out: a failing point names the field
 * (the blocks below look alike on purpose). */
static void test_provider_source(void)
{
	hcl_arena a;
	rsv_provider_source p;
	hcl_arena_init(&a);

	is_int(rsv_provider_source_parse("hashicorp/aws", &p, &a), RSV_PSRC_OK, "source hashicorp/aws");
	is_str(p.host, "", "... the default registry");
	is_str(p.ns, "hashicorp", "... namespace");
	is_str(p.type, "aws", "... type");

	is_int(rsv_provider_source_parse("Example.COM/Hashicorp/AWS", &p, &a), RSV_PSRC_OK,
	       "source with a host");
	is_str(p.host, "example.com", "... the host in lower case");
	is_str(p.ns, "hashicorp", "... the namespace in lower case");
	is_str(p.type, "aws", "... the type in lower case");

	is_int(rsv_provider_source_parse("aws", &p, &a), RSV_PSRC_OK, "source of a type alone");
	is_str(p.type, "aws", "... its type");
	is_int(rsv_provider_source_parse("-/aws", &p, &a), RSV_PSRC_OK, "the legacy namespace -");
	is_str(p.ns, "-", "... kept");

	is_int(rsv_provider_source_parse("a/b/c/d", &p, &a), RSV_PSRC_FORMAT, "four parts: format");
	is_int(rsv_provider_source_parse("a//b", &p, &a), RSV_PSRC_FORMAT, "an empty part: format");
	is_int(rsv_provider_source_parse("x/a_b", &p, &a), RSV_PSRC_TYPE, "a bad type");
	is_str(p.error, letters, "... with ParseProviderPart's message");
	is_int(rsv_provider_source_parse("x_y/aws", &p, &a), RSV_PSRC_NAMESPACE, "a bad namespace");
	is_str(p.ns, "", "... shown empty, as OpenTofu shows it");

	is_int(rsv_provider_source_parse("hashicorp/terraform-provider-aws", &p, &a), RSV_PSRC_REPO_PREFIX,
	       "a repository prefix");
	is_str(p.prefix, "terraform-provider-", "... which prefix");
	is_str(p.suggestion, "hashicorp/aws", "... the address without it");
	is_str(p.display, "hashicorp/terraform-provider-aws", "... the address as given");
	is_int(p.tofu, 0, "... not OpenTofu's prefix");

	is_int(rsv_provider_source_parse("x/opentofu-foo", &p, &a), RSV_PSRC_REDUNDANT_PREFIX,
	       "a redundant prefix");
	is_str(p.prefix, "opentofu-", "... which prefix");
	is_int(p.tofu, 1, "... OpenTofu's own");
	hcl_arena_free(&a);
}

/* ---- modules ----------------------------------------------------------------- */

static const char name_rule[] = "must be between one and 64 characters, including ASCII letters, digits, "
				"dashes, and underscores, where dashes and underscores may not be the "
				"prefix or suffix";

static void test_module_registry(void)
{
	hcl_arena a;
	hcl_arena_init(&a);
	static const struct { const char *raw, *want; } cases[] = {
		{"hashicorp/consul/aws", NULL},
		{"app.example.io/hashicorp/consul/aws", NULL},
		{"hashicorp/consul/aws//modules/x", NULL},
		{"./local", "can't use local directory \"./local\" as a module registry address"},
		{"..\\up", "can't use local directory \"..\\\\up\" as a module registry address"},
		{"a/b", "a module registry source address must have either three or four slash-separated components"},
		{"a/b/c/d/e", "a module registry source address must have either three or four slash-separated components"},
		{"github.com/hashicorp/consul/aws",
		 "can't use \"github.com\" as a module registry host, because it's reserved for installing "
		 "directly from version control repositories"},
		{"localhost/a/b/c", "invalid module registry hostname: must contain at least one dot"},
		{"x/y/aws//../z", "subdirectory path \"../z\" leads outside of the module package"},
		{"example.com/x/y/z?ref=1", "module registry addresses may not include a query string portion"},
		{"x/y/AWS_1", "invalid target system \"AWS_1\": must be between one and 64 ASCII letters or digits"},
		{"example.com/a.b/c", "source address must have three more components after the hostname: the "
				      "namespace, the name, and the target system"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
		is_str(rsv_module_registry_error(cases[i].raw, &a), cases[i].want, "module source %s", cases[i].raw);

	char want[512];
	snprintf(want, sizeof want, "invalid namespace \"-bad\": %s", name_rule);
	is_str(rsv_module_registry_error("-bad/consul/aws", &a), want, "module source -bad/consul/aws");
	snprintf(want, sizeof want, "invalid module name \"con sul\": %s", name_rule);
	is_str(rsv_module_registry_error("hashicorp/con sul/aws", &a), want, "module source with a space in its name");
	hcl_arena_free(&a);
}

int main(void)
{
	test_constraints();
	test_identifiers();
	test_provider_part();
	test_provider_source();
	test_module_registry();
	return done_testing();
}
