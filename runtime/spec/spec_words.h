/* spec_words.h - the vocabularies of a spec, each written once as an X-list.
 *
 * No include guard, like PostgreSQL's kwlist.h: a consumer defines the
 * macro of the list it wants, includes this file, and the file undefines
 * every list macro again.  Lists whose macro is not defined expand to
 * nothing.  One row gives every spelling of a word: NAME makes the C
 * constant (SPEC_FORM_TYPE_NAME), word is what a spec writes (type_name).
 *
 * Consumers: the enums of spec.h, the word arrays of spec_words.c (which
 * the loader's choices and its "use one of" texts are built from), the
 * loader's checks of the reader roles (spec_check.c, and spec_roles.c with
 * their placeholders), the constants and
 * m4 macros reserve-gen writes (gen/gen_facts.c, gen/forms.re.m4), the
 * reference reader's roles (SPEC_ROLE_NAME in rsv_ref.c), the argument-form
 * handlers (rsv_forms.c), and tests/spec_words.t, which checks the tables
 * and lists of doc/spec.md against these lists, in order.  A change here
 * changes the generated tables: `make regen`. */

/* SPEC_FORM(NAME, word): how a root is read (spec_form; doc/spec.md,
 * "Forms").  The fallback comes last: it is no word a spec may write, but
 * the form of any other root. */
#ifndef SPEC_FORM
#define SPEC_FORM(NAME, word)
#endif
SPEC_FORM(NAME, name)               /* ROOT.NAME */
SPEC_FORM(TYPE_NAME, type_name)     /* ROOT.TYPE.NAME[KEY] */
SPEC_FORM(MODULE_CALL, module_call) /* ROOT.NAME[KEY].OUTPUT */
SPEC_FORM(BARE, bare)               /* ROOT */
SPEC_FORM(RESERVED, reserved)       /* reserved for future use */
SPEC_FORM(FALLBACK, fallback)       /* TYPE.NAME[KEY]: any other root */

/* SPEC_SCOPE(NAME, word): where a root exists (spec_scope; a root's
 * `scope`). */
#ifndef SPEC_SCOPE
#define SPEC_SCOPE(NAME, word)
#endif
SPEC_SCOPE(ANY, any)
SPEC_SCOPE(TESTING, testing)

/* SPEC_STATE(NAME, word): the state of a feature (spec_state; a feature's
 * `state`).  The constant is SPEC_NAME. */
#ifndef SPEC_STATE
#define SPEC_STATE(NAME, word)
#endif
SPEC_STATE(EXPERIMENT, experiment)
SPEC_STATE(SELECTABLE, selectable)
SPEC_STATE(CONCLUDED, concluded)
SPEC_STATE(REMOVED, removed)

/* SPEC_SEVERITY(NAME, word): how bad a diagnostic is (spec_severity; a
 * diagnostic's `severity`).  The constant is SPEC_NAME; the values start at
 * 1, as hcl_severity's do. */
#ifndef SPEC_SEVERITY
#define SPEC_SEVERITY(NAME, word)
#endif
SPEC_SEVERITY(ERROR, error)
SPEC_SEVERITY(WARNING, warning)

/* SPEC_DECL(NAME, word): what a block declares for references (spec_decl;
 * a block's `declares`, a root's `declared_by`).  The first is the
 * default. */
#ifndef SPEC_DECL
#define SPEC_DECL(NAME, word)
#endif
SPEC_DECL(NONE, none)
SPEC_DECL(MANAGED, managed_resource)
SPEC_DECL(DATA, data_resource)
SPEC_DECL(EPHEMERAL, ephemeral_resource)
SPEC_DECL(MODULE, module_call)
SPEC_DECL(VARIABLE, variable)
SPEC_DECL(LOCALS, local_values)
SPEC_DECL(OUTPUT, output)
SPEC_DECL(PROVIDER, provider)
SPEC_DECL(CHECK, check)
SPEC_DECL(LIBRARY, symbol_library)

/* SPEC_TYPE_KEYWORD_RESULT(NAME, word): what a type keyword alone reads as
 * (the language's `type_keyword_result`; the first is the default). */
#ifndef SPEC_TYPE_KEYWORD_RESULT
#define SPEC_TYPE_KEYWORD_RESULT(NAME, word)
#endif
SPEC_TYPE_KEYWORD_RESULT(NONE, none)
SPEC_TYPE_KEYWORD_RESULT(REFERENCE, reference)

/* SPEC_DIAG_SUBJECT(NAME, word): where a diagnostic points (its `subject`;
 * the first is the default). */
#ifndef SPEC_DIAG_SUBJECT
#define SPEC_DIAG_SUBJECT(NAME, word)
#endif
SPEC_DIAG_SUBJECT(ITEM, item)   /* the argument, label or block the rule is about */
SPEC_DIAG_SUBJECT(BLOCK, block) /* the header of the block holding it */
SPEC_DIAG_SUBJECT(NONE, none)   /* no source range: the language gives none */

/* SPEC_NAMESPACE_FORM(NAME, word): what the parts of a function name in a
 * namespace are (a namespace's `form`; doc/spec.md, "Functions"). */
#ifndef SPEC_NAMESPACE_FORM
#define SPEC_NAMESPACE_FORM(NAME, word)
#endif
SPEC_NAMESPACE_FORM(BUILTIN, builtin)   /* NS::FUNC: a built-in function */
SPEC_NAMESPACE_FORM(PROVIDER, provider) /* NS::NAME::FUNC, NS::NAME::ALIAS::FUNC: a provider's */
SPEC_NAMESPACE_FORM(LIBRARY, library)   /* NS::LIB::FUNC: a library the module declares */

/* SPEC_TYPE_FORM(NAME, word): what a name of the type-constraint reader is
 * (a type's `form`; doc/spec.md, "Type constraints"). */
#ifndef SPEC_TYPE_FORM
#define SPEC_TYPE_FORM(NAME, word)
#endif
SPEC_TYPE_FORM(PRIMITIVE, primitive)   /* a keyword alone: string */
SPEC_TYPE_FORM(DYNAMIC, dynamic)       /* a keyword alone, any type: any */
SPEC_TYPE_FORM(COLLECTION, collection) /* NAME(TYPE): list(string) */
SPEC_TYPE_FORM(OBJECT, object)         /* NAME({ATTR = TYPE, ...}) */
SPEC_TYPE_FORM(TUPLE, tuple)           /* NAME([TYPE, ...]) */
SPEC_TYPE_FORM(OPTIONAL, optional)     /* an object attribute's NAME(TYPE[, DEFAULT]) */

/* SPEC_READER_ROLE(NAME, word, when, params): the diagnostic roles the
 * reference reader raises (doc/spec.md, "Roles used by the reference
 * reader"), with the {placeholders} it supplies to their texts, separated
 * by spaces.  `when` says when a spec must give one: ALWAYS, FUNCTIONS (the
 * language sets function_namespace), NO_REMAINING (a root sets
 * no_remaining) or NEVER (the last two: their detail, when the spec has
 * them, is the {error} of ref_resource_key and ref_module_key, in place of
 * the reader's own words).  The loader checks a spec's roles against these
 * and the rules' roles of spec_roles.h (spec_roles.c). */
#ifndef SPEC_READER_ROLE
#define SPEC_READER_ROLE(NAME, word, when, params)
#endif
SPEC_READER_ROLE(NO_ATTR, ref_no_attr, ALWAYS, "root")
SPEC_READER_ROLE(NO_OPERATION, ref_no_operation, ALWAYS, "root")
SPEC_READER_ROLE(TWO_NAMES, ref_two_names, ALWAYS, "root two_names")
SPEC_READER_ROLE(INDEX_FIRST, ref_index_first, ALWAYS, "object")
SPEC_READER_ROLE(RESOURCE_NAME, ref_resource_name, ALWAYS, "what")
SPEC_READER_ROLE(RESOURCE_KEY, ref_resource_key, ALWAYS, "error")
SPEC_READER_ROLE(MODULE_KEY, ref_module_key, ALWAYS, "error")
SPEC_READER_ROLE(MODULE_OPERATION, ref_module_operation, ALWAYS, "")
SPEC_READER_ROLE(RESERVED, ref_reserved, ALWAYS, "root")
SPEC_READER_ROLE(FUNCTION, ref_function, FUNCTIONS, "name")
SPEC_READER_ROLE(NO_REMAINING, ref_no_remaining, NO_REMAINING, "")
SPEC_READER_ROLE(KEY_NOT_WHOLE, key_not_whole, NEVER, "")
SPEC_READER_ROLE(KEY_TYPE, key_type, NEVER, "")

/* SPEC_ARG_FORM(name): the forms an argument_forms entry NAME=FORM may name
 * (doc/spec.md, "Argument forms").  The order is the order of the table. */
#ifndef SPEC_ARG_FORM
#define SPEC_ARG_FORM(name)
#endif
SPEC_ARG_FORM(references)
SPEC_ARG_FORM(provider)
SPEC_ARG_FORM(providers)
SPEC_ARG_FORM(alias)
SPEC_ARG_FORM(keyword)
SPEC_ARG_FORM(bare_keyword)
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
SPEC_ARG_FORM(excludes)
SPEC_ARG_FORM(condition)
SPEC_ARG_FORM(no_self_reference)
SPEC_ARG_FORM(refers_to_self)
SPEC_ARG_FORM(only_self)
SPEC_ARG_FORM(attribute_paths)
SPEC_ARG_FORM(triggers)
SPEC_ARG_FORM(provider_requirement)
SPEC_ARG_FORM(checkable)
SPEC_ARG_FORM(decode)
SPEC_ARG_FORM(object)
SPEC_ARG_FORM(address)
SPEC_ARG_FORM(marked)
SPEC_ARG_FORM(kinds)
SPEC_ARG_FORM(instance_count)

#undef SPEC_FORM
#undef SPEC_SCOPE
#undef SPEC_STATE
#undef SPEC_SEVERITY
#undef SPEC_DECL
#undef SPEC_TYPE_KEYWORD_RESULT
#undef SPEC_DIAG_SUBJECT
#undef SPEC_NAMESPACE_FORM
#undef SPEC_TYPE_FORM
#undef SPEC_READER_ROLE
#undef SPEC_ARG_FORM
