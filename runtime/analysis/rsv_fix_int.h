/* rsv_fix_int.h - what the parts of `reserve fix`'s library share: a file's plan of edits
 * (points, moves and their destinations), the text built from it with the map from the
 * original's bytes to the new text's (rsv_fix_text.c), the references read in a module
 * and the proof that a rewritten file names what the original did (rsv_fix_proof.c), the
 * results and their texts (rsv_fix_results.c), the walk of arguments and blocks
 * (rsv_fix_blocks.c) and the state of one module's rewrite (rsv_fix.c). */
#ifndef RESERVE_RSV_FIX_INT_H
#define RESERVE_RSV_FIX_INT_H

#include "rsv_fix.h"

/* ---- the plan of one file ------------------------------------------------------------ */

/* [start, end) of the original becomes text: the escape prefix inserted, or taken away. */
typedef struct fix_point {
	uint32_t start, end;
	const char *text;
} fix_point;

/* A span of the original whose lines are not indented again when it moves: a
 * template (quoted over several lines, or a heredoc), whose bytes are its value. */
typedef struct fix_span {
	uint32_t start, end;
} fix_span;

/* An argument or block moved: the bytes [from, to) (its text and the comment
 * after it on its last line) go to destination dest; [del_start, del_end)
 * (the whole lines when it has them to itself) are deleted where it was. */
typedef struct fix_move {
	uint32_t from, to;
	uint32_t del_start, del_end;
	uint32_t dest;
	const fix_span *literal; /* the templates inside it */
	uint32_t nliteral;
	uint32_t obj;            /* JSON syntax: the brace of the object whose
				  * property it is (its deletion takes a comma) */
} fix_move;

/* Where moved items go: [at, end) of the original becomes before, then each
 * item (indent, its text with its lines indented by one unit more, or one
 * less when dedent, then eol; with sep, sep between items and no eol),
 * then after.  JSON syntax: a new escaping-block property made in the object whose
 * brace is new_in - 1 (0: none) takes a comma before it when a property
 * of that object stays (fix_json_layout). */
typedef struct fix_dest {
	uint32_t at, end;
	const char *before, *after, *indent, *unit, *eol, *sep;
	int dedent;
	uint32_t new_in;
} fix_dest;

typedef struct fix_plan {
	hcl_file *f;
	fix_point *points;
	uint32_t npoints;
	size_t cappoints;
	fix_move *moves;
	uint32_t nmoves;
	size_t capmoves;
	fix_dest *dests;
	uint32_t ndests;
	size_t capdests;
} fix_plan;

/* A run of the new text copied from the original: [orig, orig + len) is at new. */
typedef struct fix_copy {
	uint32_t orig, len, new_at;
} fix_copy;

/* The new text and where each kept byte of the original went. */
typedef struct fix_built {
	char *text;
	uint32_t len;
	fix_copy *copies; /* sorted by orig */
	uint32_t ncopies;
} fix_built;

/* Builds the new text of p's file (in b; free it with fix_built_free).
 * Returns 0, -1 when out of memory, or 1 when two edits overlap (*why says
 * where: the byte). */
int fix_build(const fix_plan *p, fix_built *b, uint32_t *why);
void fix_built_free(fix_built *b);
/* Where the byte at orig of the original is in the new text; 0 when it was
 * dropped, else 1 and *out. */
int fix_map(const fix_built *b, uint32_t orig, uint32_t *out);
void fix_plan_free(fix_plan *p);

/* Adds to the plan (0, or -1 when out of memory). */
int fix_add_point(fix_plan *p, uint32_t start, uint32_t end, const char *text);
int fix_add_move(fix_plan *p, const fix_move *m);
int fix_add_dest(fix_plan *p, const fix_dest *d);

/* ---- layout (rsv_fix_text.c) --------------------------------------------------------- */

/* The file's line ending: "\r\n" when its first line ends so, else "\n". */
const char *fix_eol(const hcl_file *f);
/* The start of the line holding byte at. */
uint32_t fix_line_start(const hcl_file *f, uint32_t at);
/* The indentation of the line holding byte at (in arena a). */
const char *fix_indent(const hcl_file *f, hcl_arena *a, uint32_t at);
/* Whether only blanks precede byte at on its line. */
int fix_first_on_line(const hcl_file *f, uint32_t at);
/* Fills m's from, to, del_start and del_end for the item [start, end): its
 * comment on the same line goes with it, and when nothing else is on its
 * lines they are deleted whole. */
void fix_item_span(const hcl_file *f, uint32_t start, uint32_t end, fix_move *m);
/* The templates of an argument's expression or a block's body (in arena a). */
void fix_literals_attr(const hcl_file *f, const hcl_attr *at, hcl_arena *a, fix_move *m);
void fix_literals_block(const hcl_file *f, const hcl_block *b, hcl_arena *a, fix_move *m);

/* ---- references (rsv_fix_proof.c) ---------------------------------------------------- */

/* A reference read in a file: its place and what it names. */
typedef struct fix_use {
	uint32_t file;              /* index in the module */
	const hcl_traversal *trav;
	uint32_t start, end;        /* the traversal */
	rsv_ref ref;
	uint8_t skip;               /* a problem: its reading changes and stays so */
	uint8_t seen;
} fix_use;

/* An error the check found. */
typedef struct fix_err {
	uint32_t file, start, end;
	const char *summary;
} fix_err;

typedef struct fix_uses {
	fix_use *v;
	uint32_t n;
	size_t cap;
	fix_err *errs;
	uint32_t nerrs;
	size_t caperrs;
	int oom;
} fix_uses;

/* Runs the check of module m, collecting every reference it reads and
 * every error it finds into u; the diagnostics it adds to m's files are
 * taken away again (their texts stay in the files' arenas).  Free u with
 * fix_uses_free. */
void fix_collect(rsv_module *m, fix_uses *u);
void fix_uses_free(fix_uses *u);
/* Whether two readings name the same object (kind, mode, type, name, call,
 * instance key and the steps after it), whatever root led there. */
int fix_same_ref(const rsv_ref *a, const rsv_ref *b);

/* ---- texts (rsv_fix_results.c) ------------------------------------------------------- */

/* What a reading names, for messages (in arena a). */
const char *fix_meaning(hcl_arena *a, const rsv_ref *r);
/* A message in arena a ("" when out of memory). */
const char *fix_fmt(hcl_arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The first line of [start, end) of f, with " …" when there are more. */
const char *fix_first_line(hcl_arena *a, const hcl_file *f, uint32_t start, uint32_t end);

struct fix_proof;
/* The proof for the files of x that have a new text: each is parsed again,
 * the module is checked under to with them, and every reference of before
 * (the originals under m->l, problems skipped) must be found at its new
 * place naming the same object, with no other reference, and each error
 * the check finds in it must be one the original has at that place under
 * m->l or under to (twin: m's files under to); a file that fails is
 * refused with the reason.  Returns 0, or -1 when out of memory. */
int fix_prove(rsv_module *m, rsv_module *twin, fix_uses *before, const fix_built *built, rsv_fix *x,
	      struct fix_proof *k);
/* What the proof holds, kept where the fix frees it (fix_proof_free) even after a jump out of
 * memory: the module of the new texts and the two lists it reads. */
typedef struct fix_proof {
	rsv_module *pm;     /* the module with the new texts, under the new release */
	fix_uses after;     /* its references and errors */
	fix_uses twin_errs; /* the original's errors under the new release */
} fix_proof;
void fix_proof_free(fix_proof *k);

/* ---- the module (rsv_fix.c, rsv_fix_blocks.c; the results in rsv_fix_results.c) ------- */

/* Where the moves into a block's _ go, once per block. */
typedef struct fix_dest_for {
	uint32_t file;
	const hcl_block *parent;
	const char *into;     /* the nested block type they go into: NULL for _ */
	uint32_t dest;
} fix_dest_for;

typedef struct fixer {
	rsv_module *m;
	rsv_module *twin;     /* m's files under the new release: the context of its readings */
	const spec_lang *from, *to;
	const spec_diff *diff;
	int trim;
	rsv_fix *x;
	fix_plan *plans;      /* per file */
	fix_uses uses;        /* the references under the old release */
	hcl_file *scratch;    /* receives ParseRef's diagnostics */
	rsv_ctx cto;
	int esc_from, esc_to; /* the escape roots, or -1 */
	fix_dest_for *dests;
	size_t ndests, capdests;
	const uint8_t *only;  /* per change of diff, 1: rewrite its places (NULL: every change's) */
	const char *into;     /* while a move migration is planned: the nested block type the item
			       * goes into (fix_move_in, fix_dest_of and fix_dest_record use it in
			       * place of _); NULL otherwise */
	int call_renames;     /* diff has a function change whose migration renames it */
	fix_proof proof;      /* fix_prove's */
} fixer;

/* Whether the places of the change of that kind, name and where of w->diff are rewritten and
 * reported: every change's, or with w->only the chosen ones' (rsv_fix_text.c). */
int fix_selected(const fixer *w, int kind, const char *name, const char *where);

void fix_add_change(fixer *w, uint32_t fi, uint32_t start, uint32_t end, int kind, const char *text,
		    const char *replacement);
void fix_add_problem(fixer *w, uint32_t fi, uint32_t start, uint32_t end, const char *old_meaning,
		     const char *new_meaning, const char *why);
/* Plans file fi's moves into _ of the arguments and blocks the new release
 * takes for its own, and its problems with arguments, blocks and labels. */
void fix_blocks(fixer *w, uint32_t fi);
/* Plans file fi's moves out of _ where the new release does not need it. */
void fix_trim(fixer *w, uint32_t fi);
/* Plans the move of the argument at (or the nested block bk) of parent into parent's _
 * (w->into: into that nested block type, made at the end of the body when missing), or the
 * problem with old_meaning and new_meaning when it cannot be made. */
void fix_move_in(fixer *w, uint32_t fi, const hcl_block *parent, const hcl_attr *at, const hcl_block *bk,
		 const char *old_meaning, const char *new_meaning);

/* ---- migrations (rsv_fix_blocks.c): the new spec's, doc/spec.md ---------------------- */

/* Plans change c's migration (escape_kind SPEC_ESCAPE_MIGRATE) at one place of file fi: the
 * call (a function renamed), the argument at or nested block bk of parent (renamed, deleted,
 * moved into the nested block type c->migrate_to), or the top-level block bk (parent NULL:
 * renamed); or the problem, with old_meaning and new_meaning, when it cannot be made there. */
void fix_migrate(fixer *w, uint32_t fi, const spec_change *c, const hcl_expr *call, const hcl_block *parent,
		 const hcl_attr *at, const hcl_block *bk, const char *old_meaning, const char *new_meaning);
/* Plans the renames of file fi's calls of functions whose migration renames them. */
void fix_calls(fixer *w, uint32_t fi);

/* ---- JSON syntax (rsv_fix_json.c): the same moves, as properties of objects ------------ */

/* The property of the object at brace obj of JSON file fi that holds byte
 * at (an argument's name, a block's brace): 0 and its span, or -1 with *why. */
int fix_json_item(fixer *w, uint32_t fi, uint32_t obj, uint32_t at, uint32_t *from, uint32_t *to, const char **why);
/* The destination of the moves into parent's escaping block (esc: that block, or
 * NULL to make one); returns its index in the plan, or -1 with *why. */
long fix_json_dest_into(fixer *w, uint32_t fi, const hcl_block *parent, const hcl_block *esc, const char **why);
/* Plans the moves out of esc, the _ of parent (block type sn of the new release). */
void fix_json_trim(fixer *w, uint32_t fi, const hcl_block *parent, const hcl_block *esc, int sn);
/* Once file fi's moves are planned: each moved property's deletion takes
 * one comma with it, and a new escaping one before it when it needs one. */
void fix_json_layout(fixer *w, uint32_t fi);

/* ---- plans, layout and names shared by the walks (rsv_fix_text.c) --------------------- */

/* Whether [from, to) of plan p moves already (it, or an item around it). */
int fix_moving(const fix_plan *p, uint32_t from, uint32_t to);
/* The destination of parent's _ recorded for file fi, or -1. */
long fix_dest_of(const fixer *w, uint32_t fi, const hcl_block *parent);
/* Adds d to file fi's plan as the destination of parent's _: its index, or
 * -1 when out of memory. */
long fix_dest_record(fixer *w, uint32_t fi, const hcl_block *parent, const fix_dest *d);
/* Whether only blanks lie in [from, to) of f. */
int fix_blank_between(const hcl_file *f, uint32_t from, uint32_t to);
/* One unit of indentation: what ind adds to outer, else two spaces (a tab
 * when ind has tabs). */
const char *fix_unit_of(const char *outer, const char *ind);
/* Whether body b has an argument or block named name. */
int fix_has_name(const hcl_body *b, const char *name);
/* Whether NAME (blocks: of a nested block) is the provider's or module's
 * own in block type s of l. */
int fix_own_name(const spec_lang *l, int s, const char *name, int blocks);

#endif
