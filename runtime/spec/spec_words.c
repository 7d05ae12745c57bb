/* spec_words.c - how a spec spells the values of spec.h's enums, from the
 * X-lists of spec_words.h: spec_form_names[SPEC_FORM_BARE] is "bare". */
#include <stddef.h>

#include "spec.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

const char *const spec_form_names[] = {
#define SPEC_FORM(NAME, word) #word,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(spec_form_names) == SPEC_FORM_COUNT, form_names);
/* The loader offers the forms before the fallback (a root cannot name it). */
SPEC_STATIC_ASSERT(SPEC_FORM_FALLBACK == SPEC_FORM_COUNT - 1, fallback_last);

const char *const spec_scope_names[] = {
#define SPEC_SCOPE(NAME, word) #word,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(spec_scope_names) == SPEC_SCOPE_COUNT, scope_names);

const char *const spec_state_names[] = {
#define SPEC_STATE(NAME, word) #word,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(spec_state_names) == SPEC_STATE_COUNT, state_names);

const char *const spec_severity_names[] = {
	NULL, /* SPEC_SEVERITY_UNSET */
#define SPEC_SEVERITY(NAME, word) #word,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(spec_severity_names) == SPEC_SEVERITY_COUNT, severity_names);

const char *const spec_decl_names[] = {
#define SPEC_DECL(NAME, word) #word,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(spec_decl_names) == SPEC_DECL_COUNT, decl_names);

const char *const spec_type_keyword_result_names[] = {
#define SPEC_TYPE_KEYWORD_RESULT(NAME, word) #word,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(spec_type_keyword_result_names) == SPEC_TYPE_KEYWORD_COUNT, tkr_names);

const char *const spec_diag_subject_names[] = {
#define SPEC_DIAG_SUBJECT(NAME, word) #word,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(spec_diag_subject_names) == SPEC_AT_COUNT, subject_names);

const char *const spec_role_names[] = {
#define SPEC_READER_ROLE(NAME, word, when, params) #word,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(spec_role_names) == SPEC_ROLE_COUNT, role_names);

const char *const spec_namespace_form_names[] = {
#define SPEC_NAMESPACE_FORM(NAME, word) #word,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(spec_namespace_form_names) == SPEC_NS_COUNT, namespace_form_names);

const char *const spec_type_form_names[] = {
#define SPEC_TYPE_FORM(NAME, word) #word,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(spec_type_form_names) == SPEC_TYPE_COUNT, type_form_names);
