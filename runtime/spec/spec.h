/* spec.h - the tables a language spec compiles to (prefix spec_).
 *
 * reserve-gen writes them as const C data (out/PREFIX_spec.c); the loader
 * (spec_load.c) builds the very same structures at run time from a spec
 * file.  The reference reader, the checks and the audit read only these.
 * The columns of each table are listed once more, with the spec key each
 * is read from, in spec_fields.h: the loader, the generator and the tests
 * work from that list, so a field added here goes there too. */
#ifndef RESERVE_SPEC_H
#define RESERVE_SPEC_H

#include <stddef.h>
#include <stdint.h>

/* The vocabularies of spec_words.h as enums; spec_words.c spells them
 * (spec_form_names[SPEC_FORM_BARE] is "bare"). */
typedef enum {
#define SPEC_FORM(NAME, word) SPEC_FORM_##NAME,
#include "spec_words.h"
	SPEC_FORM_COUNT
} spec_form;

typedef enum {
#define SPEC_SCOPE(NAME, word) SPEC_SCOPE_##NAME,
#include "spec_words.h"
	SPEC_SCOPE_COUNT
} spec_scope;

typedef enum {
#define SPEC_STATE(NAME, word) SPEC_##NAME,
#include "spec_words.h"
	SPEC_STATE_COUNT
} spec_state;

typedef enum {
	SPEC_SEVERITY_UNSET, /* never in a table: the words start at 1 */
#define SPEC_SEVERITY(NAME, word) SPEC_##NAME,
#include "spec_words.h"
	SPEC_SEVERITY_COUNT
} spec_severity;

typedef enum {
#define SPEC_DECL(NAME, word) SPEC_DECL_##NAME,
#include "spec_words.h"
	SPEC_DECL_COUNT
} spec_decl;

typedef enum {
#define SPEC_TYPE_KEYWORD_RESULT(NAME, word) SPEC_TYPE_KEYWORD_##NAME,
#include "spec_words.h"
	SPEC_TYPE_KEYWORD_COUNT
} spec_type_keyword_result;

typedef enum {
#define SPEC_DIAG_SUBJECT(NAME, word) SPEC_AT_##NAME,
#include "spec_words.h"
	SPEC_AT_COUNT
} spec_diag_subject;

typedef enum {
#define SPEC_NAMESPACE_FORM(NAME, word) SPEC_NS_##NAME,
#include "spec_words.h"
	SPEC_NS_COUNT
} spec_namespace_form;

typedef enum {
#define SPEC_TYPE_FORM(NAME, word) SPEC_TYPE_##NAME,
#include "spec_words.h"
	SPEC_TYPE_COUNT
} spec_type_form;

/* The roles of the diagnostics the reference reader raises. */
typedef enum {
#define SPEC_READER_ROLE(NAME, word, when, params) SPEC_ROLE_##NAME,
#include "spec_words.h"
	SPEC_ROLE_COUNT
} spec_reader_role;

extern const char *const spec_form_names[SPEC_FORM_COUNT];
extern const char *const spec_scope_names[SPEC_SCOPE_COUNT];
extern const char *const spec_state_names[SPEC_STATE_COUNT];
extern const char *const spec_severity_names[SPEC_SEVERITY_COUNT]; /* [0] is NULL */
extern const char *const spec_decl_names[SPEC_DECL_COUNT];
extern const char *const spec_type_keyword_result_names[SPEC_TYPE_KEYWORD_COUNT];
extern const char *const spec_diag_subject_names[SPEC_AT_COUNT];
extern const char *const spec_role_names[SPEC_ROLE_COUNT];
extern const char *const spec_namespace_form_names[SPEC_NS_COUNT];
extern const char *const spec_type_form_names[SPEC_TYPE_COUNT];
/* The role of a reader diagnostic: SPEC_ROLE_NAME(NO_ATTR) is "ref_no_attr". */
#define SPEC_ROLE_NAME(NAME) (spec_role_names[SPEC_ROLE_##NAME])

/* The roles of the rules (spec_roles.h), by ID: SPEC_RULE_DUPLICATE_TYPE. */
typedef enum {
#define SPEC_RULE_ROLE(ID, pattern, params) SPEC_RULE_##ID,
#include "spec_roles.h"
	SPEC_RULE_COUNT
} spec_rule_role;

/* Each rule role's pattern ("duplicate_TYPE") and the placeholders its rule
 * supplies ("range"), as spec_roles.h gives them. */
extern const char *const spec_rule_patterns[SPEC_RULE_COUNT];
extern const char *const spec_rule_params[SPEC_RULE_COUNT];

/* A compile-time check that C99 can make (-pedantic refuses _Static_assert):
 * an array type of negative size when cond is false. */
#define SPEC_STATIC_ASSERT(cond, name) typedef char spec_static_assert_##name[(cond) ? 1 : -1]

/* A list of names: offsets would save relocations, but pointers keep the
 * loaded and the compiled tables one type. */
typedef struct spec_names {
	const char *const *v;
	uint16_t n;
} spec_names;

typedef struct spec_diag {
	const char *id;       /* name in the spec */
	const char *code;     /* stable code */
	const char *role;     /* what the runtime uses it for, or NULL */
	uint8_t severity;     /* spec_severity */
	const char *summary;  /* with {param} placeholders */
	const char *detail;
	spec_names params;
	uint8_t at_block;     /* spec_diag_subject: SPEC_AT_BLOCK points at the enclosing block's header, not the
			       * item; SPEC_AT_NONE has no range to show (it is kept at the item) */
} spec_diag;

typedef struct spec_root {
	const char *name;
	uint8_t form;          /* spec_form */
	uint8_t scope;         /* spec_scope */
	uint8_t alias;         /* name form: record the root as alias= */
	uint8_t escape;        /* the managed-resource escape prefix */
	uint8_t no_remaining;  /* type_name: no steps after the instance */
	int16_t feature;       /* owning feature, or -1 */
	const char *subject;
	const char *instance_subject;
	const char *mode;
	const char *what;
	const char *two_names;
	const char *refers;
	const char *since;
	spec_names attributes;
	/* for module analysis */
	uint8_t declared_by;        /* spec_decl of the declarations it names, or NONE */
	uint8_t requires_self;      /* only where a block has self_context */
	int16_t undeclared;         /* diagnostic for a name not declared, or -1 */
	const char *no_suggestion;  /* its {suggestion} when no name is close: {name} is the name */
	int16_t out_of_context;     /* diagnostic for a use outside its context, or -1 */
	int16_t invalid_attribute;  /* diagnostic for a name not in attributes, or -1 */
	int16_t removed_attribute;  /* diagnostic for a name in removed_attributes, or -1 */
	const char *requires_argument; /* only in a block that sets this meta-argument */
	spec_names removed_attributes;
	spec_names static_attributes;  /* the attributes static evaluation knows (all when empty) */
} spec_root;

typedef struct spec_block {
	const char *type;
	int16_t parent;        /* enclosing block type, or -1 for a top-level one */
	uint8_t escaping;      /* accepts the escaping block (spec_lang.escaping_block_type) */
	uint8_t declares;      /* spec_decl */
	uint8_t reserved_names;
	spec_names labels;
	spec_names meta_arguments;
	spec_names meta_blocks;
	spec_names reserved_arguments;
	spec_names reserved_blocks;
	spec_names static_arguments; /* not expressions: keywords, addresses, types */
	uint8_t self_context;        /* self may be used inside */
	uint8_t test_file;           /* a block of test files, not of modules */
	const char *since;
	const char *objects;         /* plural name of what it declares, for messages */
	uint8_t unique;              /* at most one in its parent */
	uint8_t duplicate_read;      /* (unique) a second one is reported and still read */
	uint8_t strict;              /* takes only its meta and reserved arguments and blocks */
	spec_names argument_forms;   /* "NAME=FORM [WORD...]": how an argument is read (doc/spec.md) */
	spec_names removed_labels;   /* first-label values no longer accepted */
	spec_names required_arguments;
	uint8_t module_unique;       /* (nested) at most one in a module's primary files, and in each override file */
	uint8_t provider_label;      /* its first label is a provider local name */
	uint8_t override_optional;   /* in override files its required_arguments are optional */
	spec_names module_excludes;  /* (module_unique) sibling block types a module may not have with it */
	uint8_t duplicate_previous;  /* a name declared again names the declaration just before, not the first */
	const char *unique_target;   /* the argument whose static address two such blocks may not share */
	const char *target_group;    /* (unique_target) block types of one group share their targets */
	uint8_t unique_label;        /* (test files) its first label once per parent body */
	uint8_t unique_address;      /* (test files) its label and alias once per file */
	spec_names argument_conflicts; /* "NAME=VALUE NAME=VALUE...": values its arguments may not take together */
	uint8_t attributes_only;     /* its body is read with hcl's JustAttributes: no nested blocks */
	const char *module_scope;    /* (test files) its arguments are read in the scope of the
				      * module under test, unless the top-level block around it
				      * has a nested block of this type (which names another) */
	spec_names one_of;           /* arguments of which it takes exactly one */
	const char *static_opt_out;  /* a bool argument that, set and not true, keeps what the
				      * block declares out of static evaluation */
	spec_names label_schemas;    /* "LABEL=WORD NAME...": the schema a block with that first
				      * label is decoded with (attributes, required, blocks) */
} spec_block;

typedef struct spec_feature {
	const char *name;
	uint8_t state;         /* spec_state */
	int16_t opt_in;        /* block index (selectable), or -1 */
	int16_t undefined;     /* diagnostic index, or -1 */
	int16_t hint;          /* diagnostic index, or -1 */
	const char *since, *until;
	const char *message;
	uint8_t exempt;        /* naming it alone keeps experiments from being refused as a whole */
} spec_feature;

typedef struct spec_edition {
	const char *name;
	uint8_t is_default;
	const char *since;
	const int16_t *features;
	uint16_t nfeatures;
} spec_edition;

/* A built-in function.  One with `until` is no longer in the language:
 * with a message, calls fail with it (the function is still in the table,
 * as a stub); without, it is unknown. */
typedef struct spec_function {
	const char *name;
	const char *since, *until;
	int16_t feature;       /* the experiment that owns it: without it, calls fail (-1: none) */
	const char *message;
	const char *signature; /* "(NAME TYPE, ...)", the last may end in "...": see spec_signature_parse (NULL: not known) */
	uint8_t stdlib;        /* the signature is go-cty's or hcl's, outside the language's sources */
} spec_function;

/* A function namespace: NS::... names a function of its form. */
typedef struct spec_namespace {
	const char *name;
	uint8_t form;            /* spec_namespace_form */
	const char *declared_in; /* provider: the block (PATH/TO) whose arguments are the names;
				  * library: the block type whose first labels are */
	uint8_t aliases;         /* provider: NS::NAME::ALIAS::FUNC is a function too */
	int16_t feature;         /* the experiment that owns it, or -1 */
	int16_t undeclared;      /* diagnostic: a name not declared (builtin: not a function), or -1 */
	int16_t invalid;         /* diagnostic: the wrong number of parts, or -1 */
	int16_t feature_off;     /* diagnostic: used without its experiment, or -1 */
	const char *since;
} spec_namespace;

/* A name of the type-constraint reader (a variable's `type`). */
typedef struct spec_type {
	const char *name;
	uint8_t form;             /* spec_type_form */
	uint8_t shorthand;        /* collection: alone at the top, NAME(any) */
	uint8_t default_argument; /* optional: a second argument, the default value */
	int16_t feature;          /* the experiment that owns it, or -1 */
	int16_t feature_off;      /* diagnostic: used without it (at the block), or -1 */
	const char *since;
} spec_type;

/* An index of a table by a name column (spec_fields.h, SPEC_INDEX_FIELD):
 * open addressing over nslot slots (a power of two, at least twice the
 * rows; 0 for a table without rows), one for each name the rows have,
 * holding the first row of that name + 1 (0: a free slot), found by
 * probing from spec_hash of the name on; next (a value per row) chains the
 * rows of one name in table order: the next one + 1, or 0 after the last.
 * So the first row a search finds is the one a scan of the table finds,
 * and a table whose rows share names (block types under many parents, a
 * spec defining one name again and again) costs no more to index.  Rows
 * without a name (a diagnostic without a role) are not in it. */
typedef struct spec_hashed {
	const uint16_t *slot;
	const uint16_t *next;
	uint32_t nslot;
} spec_hashed;

typedef struct spec_indexes {
#define SPEC_INDEX_FIELD(table, type, key) spec_hashed table;
#include "spec_fields.h"
} spec_indexes;

/* The hash of the len bytes at s that the indexes use. */
uint32_t spec_hash(const char *s, size_t len);
/* The slots an index of n rows has: the smallest power of two at least
 * 2n and 8, or 0 when n is 0. */
uint32_t spec_hash_slots(uint32_t n);
/* Fills the nslot (spec_hash_slots(n)) zeroed slots and the n values of
 * next with the n rows of size bytes from rows on, indexed by the
 * const char * at byte off of each (see spec_hashed). */
void spec_hash_rows(uint16_t *slot, uint32_t nslot, uint16_t *next, const void *rows, size_t size, size_t off,
		    uint32_t n);

/* The reference-form machine: from a root index and the shape of the steps
 * after it, the outcome the reference reader builds (rsv_ref.c). */
typedef int (*spec_form_fn)(int root, const char *shape);

typedef struct spec_lang {
	const char *name, *display, *c_prefix, *version;
	const char *commit; /* the commit of the language's source the spec was proved against (drift) */
	spec_names module_extensions, test_extensions;
	const char *experiments_in, *edition_in, *edition_attribute;
	const char *function_namespace;
	const char *index_object;
	const char *dynamic_block, *dynamic_iterator, *dynamic_content;
	const char *dynamic_for_each;    /* the dynamic block's argument iterated over: its own iterator is not in scope there */
	const char *escaping_block_type; /* the nested block type of escaping_block blocks (`_`) */
	const char *suggestion;          /* text for {suggestion}: {name} is the suggested name */
	const char *resource_suggestion; /* same for a resource of another mode: {mode}, {address} */
	spec_names type_keywords;
	uint8_t type_keyword_reference; /* spec_type_keyword_result */
	spec_names repetition_arguments; /* mutually exclusive instance-count arguments, message order */
	spec_names self_only_references; /* what a self_only block may refer to (ROOT or ROOT.ATTR) */
	const char *sensitive_function;  /* the function that marks a value sensitive */
	const char *attribute_suggestion; /* text for an object attribute suggestion: {name} */
	const char *block_argument_suggestion; /* hcl's for a block named like an argument: {name} */
	const char *argument_block_suggestion; /* hcl's for an argument named like a block type: {name} */
	uint8_t version_first;  /* a version constraint not met hides the load errors (else they hide it) */
	uint8_t mismatch_given; /* go-cty's MismatchMessage names the type given ("number required, but have bool"), v1.16.3 on */
	spec_root fallback;
	const spec_root *roots;
	uint16_t nroots;
	const spec_block *blocks;
	uint16_t nblocks;
	const spec_feature *features;
	uint16_t nfeatures;
	const spec_edition *editions;
	uint16_t neditions;
	const spec_diag *diags;
	uint16_t ndiags;
	const spec_function *functions;
	uint16_t nfunctions;
	const spec_namespace *namespaces;
	uint16_t nnamespaces;
	const spec_type *types;
	uint16_t ntypes;
	/* the tables by name, derived from them: generated for a compiled
	 * spec, built by the loader for a loaded one */
	spec_indexes index;
	/* generated code (NULL in a spec loaded at run time) */
	int (*lookup_root)(const char *name, size_t len);
	spec_form_fn form;
} spec_lang;

/* Shapes of steps after the root, one character each. */
enum {
	SPEC_STEP_ATTR = 'a',   /* .name */
	SPEC_STEP_STRING = 's', /* ["key"] */
	SPEC_STEP_INT = 'n',    /* [0] or .0: a whole number */
	SPEC_STEP_OTHER = 'x'   /* any other key: not a valid instance key */
};

/* Outcomes of the form machine. */
typedef enum {
	SPEC_OUT_NAME,            /* ROOT.NAME: subject, 2 steps */
	SPEC_OUT_NAME_ALONE,      /* ref_no_attr */
	SPEC_OUT_NAME_INDEX,      /* ref_no_operation at step 1 */
	SPEC_OUT_BARE,            /* subject, 1 step */
	SPEC_OUT_RESERVED,        /* ref_reserved */
	SPEC_OUT_PREFIX_SHORT,    /* ref_two_names */
	SPEC_OUT_INDEX_FIRST,     /* ref_index_first */
	SPEC_OUT_NO_NAME,         /* ref_resource_name */
	SPEC_OUT_RESOURCE,        /* TYPE.NAME */
	SPEC_OUT_INSTANCE,        /* TYPE.NAME[KEY] (a key to check) */
	SPEC_OUT_INSTANCE_NOKEY,  /* TYPE.NAME.attr... */
	SPEC_OUT_BAD_KEY,         /* ref_resource_key / ref_module_key */
	SPEC_OUT_MODULE,          /* ROOT.NAME */
	SPEC_OUT_MODULE_INSTANCE, /* ROOT.NAME[KEY] */
	SPEC_OUT_MODULE_OUTPUT,   /* ROOT.NAME[KEY].OUTPUT or ROOT.NAME.OUTPUT */
	SPEC_OUT_MODULE_OPERATION,/* ref_module_operation */
	SPEC_OUT_COUNT
} spec_outcome;

/* Finds a root by name: the generated matcher when there is one, else a
 * search of the table.  Returns its index or -1. */
int spec_root_index(const spec_lang *l, const char *name, size_t len);
/* The outcome for root r (or -1: the fallback) and a shape, computed from
 * the tables.  The generated machine must agree with it. */
int spec_form_outcome(const spec_lang *l, int root, const char *shape);
/* The diagnostic with that role, or NULL. */
const spec_diag *spec_diag_role(const spec_lang *l, const char *role);
/* The role of rule id with its parts: its pattern with each word in
 * capitals replaced by the next of parts (NULL or a NULL part: ""), written
 * into buf (cap bytes, NUL-terminated, cut short when it does not fit).
 * Returns the length of the whole role. */
size_t spec_rule_role_name(char *buf, size_t cap, int id, const char *const *parts);
/* The number of parts rule id's pattern has. */
int spec_rule_nparts(int id);
/* The diagnostic of rule id's role with its parts (as spec_rule_role_name),
 * or NULL: the spec has none, and the rule is off. */
const spec_diag *spec_rule_diag(const spec_lang *l, int id, const char *const *parts);
int spec_feature_index(const spec_lang *l, const char *name);
/* The function (-1: none) and the namespace of that name. */
int spec_function_index(const spec_lang *l, const char *name, size_t len);
int spec_namespace_index(const spec_lang *l, const char *name, size_t len);
/* One parameter of a function's signature: its name and its type, as
 * written there (not NUL-terminated, the type without its "?"), and
 * whether it takes null (its TYPE followed by "?": cty's AllowNull). */
typedef struct spec_param {
	const char *name, *type;
	size_t nlen, tlen;
	int nullable;
} spec_param;
/* The TYPE words of a signature: X(ID, word, collection), a collection
 * taking its element type in parentheses. */
#define SPEC_PARAM_TYPES(X) \
	X(STRING, "string", 0) \
	X(NUMBER, "number", 0) \
	X(BOOL, "bool", 0) \
	X(ANY, "any", 0) \
	X(EXPRESSION, "expression", 0) \
	X(LIST, "list", 1) \
	X(SET, "set", 1) \
	X(MAP, "map", 1)
typedef enum {
#define X(ID, word, coll) SPEC_PT_##ID,
	SPEC_PARAM_TYPES(X)
#undef X
	SPEC_PT_COUNT
} spec_param_kind;
/* Reads the TYPE that starts at s (a parameter's type, spec_param.type):
 * its kind, and a collection's element type in *elem (NULL otherwise).
 * Returns the end of the TYPE, or NULL when s starts no TYPE. */
const char *spec_param_type(const char *s, int *kind, const char **elem);
/* Reads signature sig (spec_function.signature): the number of its
 * parameters, the first max of them in p, *variadic set when the last one
 * takes any number of arguments; -1 when sig is malformed.  In
 * spec_signature.c. */
int spec_signature_parse(const char *sig, spec_param *p, int max, int *variadic);
int spec_type_index(const spec_lang *l, const char *name, size_t len);
/* Compares dotted version numbers ("1.10" after "1.9"): <0, 0 or >0. */
int spec_version_cmp(const char *a, const char *b);
/* A block type nested in parent (-1: at the top of a module file, or of a
 * test file when test is 1). */
int spec_block_index(const spec_lang *l, const char *type, int parent);
int spec_test_block_index(const spec_lang *l, const char *type);

/* The spec compiled into this build (spec/tofu.hcl). */
extern const spec_lang tofu_spec;

/* ---- finding a spec by name (spec_find.c) ---------------------------------- */
/* The file a spec name or path stands for: an existing file as it is, else
 * NAME.hcl in each folder of $RESERVE_SPEC_PATH (colon-separated), beside
 * the running program (spec/) and then in the installed spec folder, each
 * with its history/ and examples/.  Returns a malloc'd path, or NULL. */
char *spec_find(const char *name);
/* Calls fn with each spec folder of that search (with a trailing slash),
 * until fn returns non-zero; returns that, or 0. */
int spec_each_dir(int (*fn)(void *ctx, const char *dir), void *ctx);

/* ---- loading a spec at run time -------------------------------------- */
typedef struct spec_loaded spec_loaded;
/* Loads and validates a spec file.  Returns NULL only when out of memory;
 * otherwise check spec_loaded_errors: problems are diagnostics, and the
 * language is usable only when there are none. */
spec_loaded *spec_load(const char *path);
/* The same with a size limit for the spec and each file it extends: a
 * larger one is not read (spec_load's limit is 64 MiB). */
spec_loaded *spec_load_max(const char *path, size_t max_size);
/* A spec file held in memory: the path it stands for, and its text. */
typedef struct spec_source {
	const char *name;
	const char *text;
	size_t len;
} spec_source;
/* spec_load from memory: loads sources[0], and an `extends` names another of
 * the n sources (by the path it leads to, as spec_load resolves it against
 * the extending file's name); no file is read.  A path that names none of
 * them cannot be read (a problem).  NULL when out of memory or n is 0. */
spec_loaded *spec_load_sources(const spec_source *sources, unsigned n);
const spec_lang *spec_loaded_lang(const spec_loaded *s);
unsigned spec_loaded_errors(const spec_loaded *s);
/* The files read (the spec and what it extends), with the problems as
 * their diagnostics, for the caller to print. */
struct hcl_file;
struct hcl_file *spec_loaded_file(const spec_loaded *s, unsigned i);
/* A deliberate difference from the language's source, written in the spec
 * (`drift "KIND" { ... }`, doc/drift.md): facts of kind KIND whose name
 * matches name (* any run of characters), of that where and change when
 * given, are not reported by reserve-gen drift.  file is the index of the
 * spec file (spec_loaded_file) and at the byte offset of the note. */
typedef struct spec_drift_note {
	const char *kind, *name, *where, *change, *reason;
	unsigned file;
	uint32_t at;
} spec_drift_note;
/* The drift notes of the spec and every file it extends, base first. */
unsigned spec_loaded_drift(const spec_loaded *s, const spec_drift_note **notes);
/* The mechanical migrations a `change` block may give (doc/spec.md, "Changes: notes and
 * migrations"): X(ENUM, word). */
#define SPEC_MIGRATIONS(X) X(RENAME, rename) X(DELETE, delete) X(MOVE, move)
typedef enum {
	SPEC_MIGRATE_NONE,
#define SPEC_X(up, low) SPEC_MIGRATE_##up,
	SPEC_MIGRATIONS(SPEC_X)
#undef SPEC_X
	SPEC_MIGRATE_COUNT
} spec_migrate_kind;
extern const char *const spec_migrate_names[SPEC_MIGRATE_COUNT]; /* NULL, then the words */
/* A change of the release the spec describes, named as `reserve audit --accept` names it
 * (`change "KIND:NAME[:WHERE]" { ... }`): a note for the release text, and the migration
 * `reserve fix` applies to its places.  file and at as a drift note's. */
typedef struct spec_change_note {
	const char *key;  /* KIND:NAME[:WHERE] */
	const char *note; /* or NULL */
	uint8_t migrate;  /* spec_migrate_kind */
	const char *to;   /* rename: the new name; move: the nested block type it goes into */
	unsigned file;
	uint32_t at;
} spec_change_note;
/* The change notes of the spec and every file it extends, base first. */
unsigned spec_loaded_changes(const spec_loaded *s, const spec_change_note **notes);
void spec_loaded_free(spec_loaded *s);

#endif
