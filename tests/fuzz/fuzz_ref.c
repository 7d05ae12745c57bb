/* fuzz_ref.c - fuzz target: ParseRef in normal and testing scope (the first byte picks the scope and what the module context answers), over the built-in spec; the reference read must lie in its text. */
#include <string.h>

#include "fuzz.h"
#include "hcl.h"
#include "rsv.h"
#include "spec.h"
#include "tofu_spec.h"

const char fuzz_name[] = "ref";

/* The module context: its answers are bits of the first byte. */
static int answer_feature(void *self, int feature)
{
	return (*(const uint8_t *)self >> 1) & 1 && feature >= 0;
}

static int answer_type(void *self, const char *type)
{
	return (*(const uint8_t *)self >> 2) & 1 && type && *type;
}

static int answer_resource(void *self, const char *type, const char *name)
{
	return (*(const uint8_t *)self >> 3) & 1 && type && name;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char text[4096];
	uint8_t how;
	if (size < 1 || size > sizeof text)
		return 0;
	how = data[0];
	memcpy(text, data + 1, size - 1);
	text[size - 1] = '\0';
	rsv_ctx ctx = {answer_feature, answer_type, answer_resource, &how};
	rsv_ref r;
	hcl_file *f = NULL;
	if (how & 1)
		rsv_parse_ref_str_testing(&tofu_spec, text, how & 16 ? &ctx : NULL, &r, &f);
	else
		rsv_parse_ref_str(&tofu_spec, text, how & 16 ? &ctx : NULL, &r, &f);
	if (!f)
		return 0;
	if (r.ok) {
		FUZZ_CHECK(r.kind != NULL, "a reference made has a kind");
		FUZZ_CHECK(r.start <= r.end && r.end <= f->len,
			   "a reference lies in its text");
		uint32_t n = 0;
		for (const hcl_step *s = r.rest; s; s = s->next)
			n++;
		FUZZ_CHECK(n == r.nrest, "the remaining steps are counted");
	}
	FUZZ_CHECK(!r.ok || r.nerrors == 0 || f->nerrors >= r.nerrors, "errors reported are in the file");
	hcl_buf out = {0};
	hcl_render_diags(&out, f, 0);
	FUZZ_CHECK(out.oom || fuzz_utf8(out.p, out.n), "the rendering is well-formed UTF-8");
	hcl_buf_free(&out);
	hcl_file_free(f);
	return 0;
}
