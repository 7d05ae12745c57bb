/* spec_words.h - the vocabularies of a spec, each written once as an X-list.
 *
 * No include guard, like PostgreSQL's kwlist.h: a consumer defines the
 * macro of the list it wants, includes this file, and the file undefines
 * every list macro again.  Lists whose macro is not defined expand to
 * nothing.
 *
 * SPEC_ARG_FORM(name): the forms an argument_forms entry NAME=FORM may name
 * (doc/spec.md, "Argument forms"; tests/spec_words.t checks that table
 * against this list).  The order is the order of the table. */
#ifndef SPEC_ARG_FORM
#define SPEC_ARG_FORM(name)
#endif

SPEC_ARG_FORM(references)
SPEC_ARG_FORM(provider)
SPEC_ARG_FORM(providers)
SPEC_ARG_FORM(alias)
SPEC_ARG_FORM(keyword)
SPEC_ARG_FORM(self_only)
SPEC_ARG_FORM(version)
SPEC_ARG_FORM(compatibility)
SPEC_ARG_FORM(module_source)
SPEC_ARG_FORM(static)
SPEC_ARG_FORM(type)
SPEC_ARG_FORM(default)
SPEC_ARG_FORM(constant)
SPEC_ARG_FORM(deprecation)
SPEC_ARG_FORM(nullable)
SPEC_ARG_FORM(condition)
SPEC_ARG_FORM(no_self_reference)
SPEC_ARG_FORM(refers_to_self)
SPEC_ARG_FORM(attribute_paths)
SPEC_ARG_FORM(triggers)
SPEC_ARG_FORM(provider_requirement)

#undef SPEC_ARG_FORM
