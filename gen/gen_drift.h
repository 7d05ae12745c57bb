/* gen_drift.h - reserve-gen drift: the facts of a spec against those of its
 * language's source (doc/drift.md).  gen_drift.c runs the command: it reads
 * the source's facts from reserve-srcfacts, derives the spec's
 * (gen_drift_spec.c), compares them (gen_drift_cmp.c) and prints what
 * differs. */
#ifndef RESERVE_GEN_DRIFT_H
#define RESERVE_GEN_DRIFT_H

#include <stddef.h>

#include "hcl.h"
#include "spec.h"

/* A fact: KIND WHERE NAME VALUE, from the source (file and line) or from
 * the spec (file NULL).  A spec value "*" is not compared. */
typedef struct drift_fact {
	const char *kind, *where, *name, *value;
	const char *file;
	unsigned line;
	const char *id; /* a spec diagnostic's name in the spec */
	int used;       /* matched by a fact of the other side */
} drift_fact;

/* The handler of the program's arenas (reserve-gen's main): out of memory
 * in one ends the run with a message and exit status 2. */
extern hcl_oom gen_oom;

/* A growing list of facts whose strings live in arena a. */
typedef struct drift_facts {
	drift_fact *v;
	size_t n, cap;
	hcl_arena *a;
	int oom;
} drift_facts;

/* One difference. */
typedef enum { DRIFT_MISSING, DRIFT_EXTRA, DRIFT_DIFFERENT } drift_change;

typedef struct drift_item {
	const char *kind, *where, *name;
	drift_change change;
	const char *spec, *source; /* the two values (NULL: none on that side) */
	const char *file;          /* in the source, or NULL */
	unsigned line;
} drift_item;

typedef struct drift_items {
	drift_item *v;
	size_t n, cap;
	int oom;
} drift_items;

/* Appends a fact; strings are copied into the list's arena. */
drift_fact *drift_add(drift_facts *fs, const char *kind, const char *where, const char *name,
		      const char *value);
/* s copied into the arena of fs. */
const char *drift_str(drift_facts *fs, const char *s);

/* The facts of l, as srcfacts would state them for the source l describes. */
void drift_spec_facts(drift_facts *out, const spec_lang *l);

/* Compares the spec's facts with the source's into out, leaving out what
 * the spec's notes (spec_loaded_drift) name; marks each note that named
 * something in used[] (one flag per note). */
void drift_compare(drift_items *out, drift_facts *spec, drift_facts *src, const spec_drift_note *notes,
		   unsigned nnotes, unsigned char *used);

extern const char *const drift_change_names[3];

/* The srcfacts program: given (--srcfacts, $RESERVE_SRCFACTS), beside this
 * program (a build in the source tree), or the installed one; NULL when
 * none is (then print drift_no_srcfacts).  b holds the path found. */
const char *drift_find_srcfacts(const char *given, hcl_buf *b);
extern const char drift_no_srcfacts[];
/* Runs prog on source and reads its facts into fs (their text into text,
 * which must outlive fs; the commit, if the source tells, into *commit).
 * 0, or -1 after a message on stderr. */
int drift_source_facts(const char *prog, const char *source, drift_facts *fs, hcl_buf *text,
		       const char **commit);
/* Reads srcfacts' lines into fs (text is modified and must outlive fs);
 * the commit fact goes to *commit.  -1 when a line is not a fact. */
int drift_parse_facts(drift_facts *fs, char *text, const char **commit);
/* Turns each run of {} in s into one {}, in place. */
void drift_squeeze(char *s);
/* The value of the first fact of that kind, or NULL. */
const char *drift_fact_value(const drift_facts *fs, const char *kind);
/* 1 when a source text and a spec text can be the same message. */
int drift_same_text(const char *source, const char *spec);

/* The commands: reserve-gen drift [options] SPEC SOURCE, and reserve-gen
 * draft --base SPEC --from OLD --to NEW [-o FILE] (gen_draft.c). */
int gen_drift_main(int argc, char **argv);
int gen_draft_main(int argc, char **argv);

#endif
