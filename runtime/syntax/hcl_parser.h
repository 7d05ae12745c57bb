/* hcl_parser.h - what the Lemon grammar, its driver, the recovery, the
 * error descriptions and the tree builders share: the parser state, the
 * keywords and token classes, and each unit's entry points.  Private to the
 * syntax layer.
 *
 * Calls go one way: hcl_entry.c runs the driver; hcl_driver.c feeds the
 * grammar (out/hcl_parse.c); the grammar calls the tree builders (hcl_ast.c)
 * and, on a syntax error, the recovery (hcl_recover.c); the driver also
 * calls the recovery and the error descriptions (hcl_describe.c).  Nothing
 * calls back into the driver. */
#ifndef RESERVE_HCL_PARSER_H
#define RESERVE_HCL_PARSER_H

#include <string.h>

#include "hcl.h"
#include "hcl_parse.h"

/* ORDER HCL_KEYWORDS: the keywords, in the order of their terminals in
 * hcl_parse.y, where they are consecutive (TK_FOR..TK_ENDFOR) and listed
 * again by %fallback.  hcl_keyword and hcl_is_ident depend on that order;
 * the assertions below pin it. */
#define HCL_KEYWORDS(K) K(FOR, "for") K(IN, "in") K(IF, "if") K(ELSE, "else") \
	K(ENDIF, "endif") K(ENDFOR, "endfor")

enum {
#define HCL_KW_ENUM(tk, text) HCL_KW_##tk,
	HCL_KEYWORDS(HCL_KW_ENUM)
#undef HCL_KW_ENUM
	HCL_KW_COUNT
};
#define HCL_KW_ORDER(tk, text) HCL_STATIC_ASSERT(TK_##tk == TK_FOR + HCL_KW_##tk, keyword_##tk);
HCL_KEYWORDS(HCL_KW_ORDER)
#undef HCL_KW_ORDER
HCL_STATIC_ASSERT(TK_ENDFOR - TK_FOR + 1 == HCL_KW_COUNT, keywords_consecutive);

/* The length of the longest keyword: the size of a union of their texts. */
#define HCL_KW_TEXT(tk, text) char tk[sizeof text];
enum { HCL_KW_MAXLEN = sizeof(union { HCL_KEYWORDS(HCL_KW_TEXT) }) - 1 };
#undef HCL_KW_TEXT

/* The terminal an identifier token stands for: a keyword's, or TK_IDENT.
 * (The grammar turns a keyword back into an identifier where it is one.) */
static inline int hcl_keyword(const hcl_file *f, const hcl_token *t)
{
	static const struct {
		const char *text;
		uint32_t len;
	} kw[] = {
#define HCL_KW_ROW(tk, text) {text, sizeof text - 1},
		HCL_KEYWORDS(HCL_KW_ROW)
#undef HCL_KW_ROW
	};
	/* the keywords' first letters, a bit each (folded by the compiler) */
#define HCL_KW_FIRST(tk, text) | (1u << ((text)[0] - 'a'))
	const uint32_t first = 0 HCL_KEYWORDS(HCL_KW_FIRST);
#undef HCL_KW_FIRST
	uint32_t n = t->end - t->start;
	const char *s = f->src + t->start;
	unsigned c = (unsigned char)*s - 'a';
	/* most names are longer than any keyword, or start with no keyword's letter */
	if (n > HCL_KW_MAXLEN || c >= 26 || !(first >> c & 1))
		return TK_IDENT;
	for (int k = 0; k < HCL_KW_COUNT; k++)
		if (n == kw[k].len && *s == *kw[k].text && memcmp(s, kw[k].text, n) == 0)
			return TK_FOR + k;
	return TK_IDENT;
}

/* Whether terminal t is an identifier (keywords are identifiers too). */
static inline int hcl_is_ident(int t)
{
	return t == TK_IDENT || (t >= TK_FOR && t <= TK_ENDFOR);
}

/* Tokens after which an expression may be complete. */
static inline int hcl_ends_expr(int t)
{
	return hcl_is_ident(t) || t == TK_NUMBER || t == TK_RPAREN || t == TK_RBRACK ||
	       t == TK_RBRACE || t == TK_CQUOTE || t == TK_CHEREDOC || t == TK_STAR;
}

/* A "#" or "//" comment that ends its line: it counts as a newline. */
static inline int hcl_line_comment(const hcl_file *f, const hcl_token *t)
{
	return t->type == TK_COMMENT && !(t->flags & HCL_TF_BLOCKCMT) && t->end > t->start &&
	       f->src[t->end - 1] == '\n';
}

typedef struct hcl_elist {
	hcl_expr *head, *tail;
} hcl_elist;

typedef struct hcl_forbody {
	hcl_expr *key, *value;
} hcl_forbody;

/* What the driver knows about each open bracket, template or body. */
typedef enum {
	HCL_F_BODY,     /* file or block body: one item per line */
	HCL_F_ONELINE,  /* block { name = expr } on one line */
	HCL_F_OBJECT,   /* { ... } object constructor: newlines separate items */
	HCL_F_FORBRACE, /* { for ... } */
	HCL_F_PAREN,    /* ( expr ) */
	HCL_F_CALL,     /* f( args ) */
	HCL_F_TUPLE,    /* [ items ] */
	HCL_F_FORBRACK, /* [ for ... ] */
	HCL_F_INDEX,    /* expr[ key ] */
	HCL_F_INTERP,   /* ${ expr }; it and the kinds after it are templates' */
	HCL_F_CONTROL,  /* %{ directive } */
	HCL_F_QUOTE,    /* " template " */
	HCL_F_HEREDOC,  /* <<EOT template EOT */
	HCL_F_TOP       /* a standalone expression or template */
} hcl_frame_kind;

/* Where a body (or one-line body) is within its current item. */
typedef enum {
	HCL_S_START,   /* expecting an item */
	HCL_S_NAME,    /* after the item's first identifier */
	HCL_S_HEADER,  /* among a block's labels */
	HCL_S_VALUE,   /* in an attribute's expression */
	HCL_S_BLOCK    /* after a nested block's closing brace */
} hcl_item_state;

/* Where an object constructor is within its current item. */
enum { HCL_O_KEY, HCL_O_VALUE };

/* Where a for expression is: its "in" and "if" are names to the lexer, and
 * only their place says that they are the keywords, after which no
 * expression may end. */
typedef enum {
	HCL_FOR_OPEN,   /* before "for" */
	HCL_FOR_NAME,   /* after "for": a name comes */
	HCL_FOR_NAMED,  /* after it: a comma or "in" comes */
	HCL_FOR_VALUE,  /* after the comma: the value's name comes */
	HCL_FOR_NAMED2, /* after it: "in" comes */
	HCL_FOR_IN,     /* just after the keyword "in" */
	HCL_FOR_COLL,  /* in the collection */
	HCL_FOR_BODY,  /* after the collection's ":" */
	HCL_FOR_IF,    /* just after the keyword "if" */
	HCL_FOR_COND   /* in the condition */
} hcl_for_state;

typedef struct hcl_frame {
	uint8_t kind;      /* hcl_frame_kind */
	uint8_t state;     /* bodies: hcl_item_state; objects: HCL_O_KEY or HCL_O_VALUE;
	                    * for expressions: hcl_for_state */
	uint16_t pending;  /* unmatched "?" at this level */
	uint8_t part;      /* a directive: where it is, hcl_for_state in a for, else
	                    * 1 after its keyword and 2 past it */
	hcl_token open;    /* the opener (the first token, for the outermost frame) */
	hcl_token item;    /* body: the token where the current item starts; call: its name */
} hcl_frame;

/* ---- the token window (hcl_window.c) ----------------------------------------
 * The parser reads tokens by their index in the file's stream through a
 * window that holds only those still needed: token i is buf[i - base] while
 * base <= i < base + n.  Reading past the window drops the tokens before
 * `keep` and lexes another batch (to the first line end past a couple of
 * thousand tokens) after those left.  So it holds a batch and the
 * look-ahead the parser needs beyond `keep`.  Its buffer has room for
 * HCL_AHEAD more tokens, which copies of the EOF token fill at the end:
 * hcl_tok_ahead reads that far past a token without a check.  (The lexer keeps the comments
 * and their neighbours in f->toks as it goes, as hcl.h says.)  Out of
 * memory, the stream ends with an EOF token, reported when the window
 * closes. */
enum { HCL_AHEAD = 8 };

/* The table in which hcl_seen_before finds the attributes of large bodies
 * by body and name (hcl_names.c).  A slot whose gen is not the table's is
 * free: a parse ends by moving gen on, and the next one finds it empty. */
typedef struct hcl_seen_table {
	struct hcl_attr_seen *v;
	uint32_t n, cap, gen;
} hcl_seen_table;

/* What a parse needs besides its file's arena: an hcl_reuse keeps it from
 * one parse to the next (hcl.h). */
typedef struct hcl_scratch {
	hcl_token *buf;       /* the window's buffer, cap + HCL_AHEAD tokens, or NULL */
	uint32_t cap;
	struct hcl_lexer *lx; /* the lexer's block, or NULL */
	void *lemon;          /* Lemon's parser, or NULL */
	hcl_seen_table seen;
} hcl_scratch;

struct hcl_reuse {
	hcl_arena_block *blocks; /* blocks of freed arenas (hcl_arena.c) */
	uint32_t nblocks;
	hcl_scratch scratch;
	int lent;                /* the scratch is a parse's (a parse within it has its own) */
};

/* Frees the blocks r keeps. */
void hcl_arena_drop_blocks(hcl_reuse *r);

typedef struct hcl_window {
	hcl_token *buf;
	uint32_t base, n, cap;
	uint32_t keep;        /* the first token still to be read; those before may go */
	int done;             /* the lexer gave its EOF token */
	struct hcl_lexer *lx;
	hcl_file *f;
	/* what the lexer reports during the parse, set aside so that it comes
	 * first in f->diags when the window closes, as when it lexed alone */
	hcl_diag *diags, *diags_tail;
	uint32_t nerrors, nwarnings;
	hcl_token eof;        /* the EOF token given out of memory */
	hcl_scratch *scratch; /* where the buffer and the lexer come from and go back to */
} hcl_window;

/* Opens w over f's source (which hcl_lex.re reads from f), with the buffer
 * and lexer of s if it has them (they are w's until it closes); -1 out of
 * memory. */
int hcl_window_open(hcl_window *w, hcl_file *f, hcl_scratch *s);
/* Token i when it lies past the window (the slow path of hcl_tok). */
const hcl_token *hcl_window_more(hcl_window *w, uint32_t i);
/* Token i when the HCL_AHEAD after it may not all be in the window. */
const hcl_token *hcl_window_ahead(hcl_window *w, uint32_t i);
/* Lexes the rest of the file (its comments kept in f->toks, its problems
 * reported) and gives w's buffer and lexer back to its scratch; the lexer's
 * diagnostics go before the parser's. */
void hcl_window_close(hcl_window *w);
/* Frees the window's buffer and lexer s holds (not its Lemon parser). */
void hcl_scratch_free(hcl_scratch *s);
/* Frees the table (hcl_names.c). */
void hcl_seen_free(hcl_seen_table *t);

/* An if or for directive open in a template (hcl_driver.c): the template
 * frame it is in (its index and its opener's start, so that a stale entry
 * is known), the directive's span from "%{" to "}", and which it is. */
typedef struct hcl_directive {
	uint32_t frame, frame_open;
	uint32_t start, end;
	int is_for;
	int in_else; /* an if's else was met */
} hcl_directive;

typedef struct hcl_parser {
	hcl_file *f;
	hcl_arena *a;
	void *lemon;
	hcl_frame *frames;
	uint32_t nframes, cap;
	hcl_window w;        /* the tokens: hcl_tok */
	uint32_t pos;        /* index of the token being fed */
	uint32_t prev;       /* index of the last token fed (or ~0u) */
	int prev_type;       /* its terminal, keywords resolved (or 0): hcl_prev_type */
	hcl_token taken;     /* it, as taken (a run as one) */
	uint32_t name_start; /* where the name ending there began, "::" parts and all; */
	int scoped;          /* ... whether it has them */
	int in_splat;        /* it is in an attribute splat's ".name" steps ... */
	hcl_token splat;     /* ... whose "*" this is */
	int error;           /* the grammar reported a syntax error */
	int in_recovery;     /* between that report and RECOVER */
	int recovery;        /* hcl's sticky flag: some messages are not repeated */
	int overflow, failed;
	int told_splat;
	hcl_expr **salvage;  /* expressions popped by the error */
	uint32_t nsalvage, salvage_cap;
	hcl_token pending_index; /* a popped "[" that may index what comes next ... */
	int has_pending_index;   /* ... when set */
	int pending_dot;     /* a popped "." whose traversal hcl drops */
	int salvage_attr;    /* the broken item was an attribute ... */
	hcl_token salvage_name; /* ... named by this token */
	hcl_seen_table *seen; /* the attributes of large bodies (the scratch's) */
	/* the name and value of the last two SIMPLE runs (hcl_driver.c): the
	 * grammar reduces each at the next token (hcl_ast_simple) */
	hcl_token simple[2][2];
	int nsimple;
	hcl_directive *dirs; /* the directives open, innermost last */
	uint32_t ndirs, capdirs;
} hcl_parser;

/* Token i of the stream; the pointer holds until the next hcl_tok*. */
static inline const hcl_token *hcl_tok(hcl_parser *ps, uint32_t i)
{
	hcl_window *w = &ps->w;
	uint32_t k = i - w->base;
	return k < w->n ? &w->buf[k] : hcl_window_more(w, i);
}

/* Token i, when no token before it will be read again. */
static inline const hcl_token *hcl_tok_from(hcl_parser *ps, uint32_t i)
{
	ps->w.keep = i;
	return hcl_tok(ps, i);
}

/* The same, when the HCL_AHEAD tokens after it are read too (t[1] ..
 * t[HCL_AHEAD], EOF past the end).  The driver's loop reads each token so. */
static inline const hcl_token *hcl_tok_ahead(hcl_parser *ps, uint32_t i)
{
	hcl_window *w = &ps->w;
	uint32_t k = i - w->base;
	w->keep = i;
	return k + HCL_AHEAD < w->n ? &w->buf[k] : hcl_window_ahead(w, i);
}

static inline hcl_frame *hcl_top(hcl_parser *ps)
{
	return &ps->frames[ps->nframes - 1];
}

/* The token that closes a frame of this kind, or 0 (a body or the top). */
static inline int hcl_closer_of(int kind)
{
	switch (kind) {
	case HCL_F_PAREN: case HCL_F_CALL: return TK_RPAREN;
	case HCL_F_TUPLE: case HCL_F_FORBRACK: case HCL_F_INDEX: return TK_RBRACK;
	case HCL_F_OBJECT: case HCL_F_FORBRACE: case HCL_F_ONELINE: return TK_RBRACE;
	case HCL_F_INTERP: case HCL_F_CONTROL: return TK_TSEQEND;
	case HCL_F_QUOTE: return TK_CQUOTE;
	case HCL_F_HEREDOC: return TK_CHEREDOC;
	default: return 0;
	}
}

/* The terminal of ps's last accepted token, keywords resolved, or 0. */
static inline int hcl_prev_type(const hcl_parser *ps)
{
	return ps->prev == ~0u ? 0 : ps->prev_type;
}

/* Whether ps's innermost frame is a quote that is a block's label. */
static inline int hcl_in_label(const hcl_parser *ps)
{
	if (ps->nframes < 2 || ps->frames[ps->nframes - 1].kind != HCL_F_QUOTE)
		return 0;
	const hcl_frame *below = &ps->frames[ps->nframes - 2];
	return (below->kind == HCL_F_BODY || below->kind == HCL_F_ONELINE) &&
	       (below->state == HCL_S_NAME || below->state == HCL_S_HEADER);
}

/* Whether ps's innermost frame is a for expression just after its keyword
 * "in" or "if", or a for or if directive just after its "in" or "if". */
static inline int hcl_after_keyword(const hcl_parser *ps)
{
	const hcl_frame *fr = &ps->frames[ps->nframes - 1];
	if (fr->kind == HCL_F_CONTROL)
		return (fr->state == TK_FOR && fr->part == HCL_FOR_IN) ||
		       (fr->state == TK_IF && fr->part == 1);
	return (fr->kind == HCL_F_FORBRACK || fr->kind == HCL_F_FORBRACE) &&
	       (fr->state == HCL_FOR_IN || fr->state == HCL_FOR_IF);
}

/* Whether an expression may be complete after ps's last accepted token. */
static inline int hcl_prev_ends_expr(const hcl_parser *ps)
{
	return hcl_ends_expr(hcl_prev_type(ps)) && !hcl_after_keyword(ps);
}

/* Syntax errors and recovery (hcl_recover.c).  Called by the grammar: */
void hcl_syntax_error(hcl_parser *ps);
void hcl_stack_overflow(hcl_parser *ps);
void hcl_salvage(hcl_parser *ps, hcl_expr *e);
void hcl_salvage_list(hcl_parser *ps, hcl_elist *l);
void hcl_salvage_token(hcl_parser *ps, const hcl_token *t);
void hcl_recovered_item(hcl_parser *ps, hcl_body *b);
void hcl_recovered_after(hcl_parser *ps, hcl_body *b, hcl_attr *a, hcl_block *k);
void hcl_recovered_expr(hcl_parser *ps);
/* Called by the driver after the grammar's error at token i: skips input
 * the way hcl recovers, leaves the innermost body as the top frame and
 * returns the index of the token to go on with (the grammar then gets
 * RECOVER). */
uint32_t hcl_recover_skip(hcl_parser *ps, uint32_t i);

/* The innermost if or for directive open in template frame `frame` (an
 * index of ps->frames), or NULL (hcl_recover.c, for the driver and the
 * error descriptions). */
const hcl_directive *hcl_open_directive(hcl_parser *ps, uint32_t frame);
/* Drops the directives of frames no longer open (hcl_recover.c). */
void hcl_directives_prune(hcl_parser *ps);

/* The index after the "}" that ends the template sequence token i is in,
 * or that of the end of file, as hcl's recover(TemplateSeqEnd) finds it;
 * the tokens passed may be read again (hcl_recover.c). */
uint32_t hcl_sequence_end(hcl_parser *ps, uint32_t i);

/* hcl's second pass over a template (hcl_tmpl_rest.c, for hcl_describe.c):
 * after an error in the directive at token i, what it says of the rest of
 * the template, from the directives open (but the innermost when
 * drop_inner); at the end of template frame tf, at [start, end), what it
 * says of each directive open. */
void hcl_template_rest(hcl_parser *ps, uint32_t i, int drop_inner);
void hcl_template_end(hcl_parser *ps, uint32_t tf, uint32_t start, uint32_t end);

/* Reports the syntax error at token i in hcl's words, from the open frames
 * and the tokens around it (hcl_describe.c).  Returns 1 when hcl, having
 * reported it, goes on without entering its recovery mode (a conditional
 * without its false part at the end of an argument's line), else 0. */
int hcl_describe_error(hcl_parser *ps, uint32_t i);

/* The attribute of b named as a is, or NULL; a is remembered when it is new
 * (hcl_names.c).  hcl_ast_done empties the table for the next parse (and
 * frees it when a large file made it large). */
hcl_attr *hcl_seen_before(hcl_parser *ps, hcl_body *b, hcl_attr *a);
void hcl_ast_done(hcl_parser *ps);

/* Tree builders (hcl_ast.c). */
hcl_elist hcl_elist_one(hcl_expr *e);
void hcl_elist_add(hcl_elist *l, hcl_expr *e);
hcl_body *hcl_ast_body(hcl_parser *ps);
hcl_body *hcl_ast_body_one(hcl_parser *ps, hcl_attr *a);
void hcl_ast_body_attr(hcl_parser *ps, hcl_body *b, hcl_attr *a);
void hcl_ast_body_block(hcl_parser *ps, hcl_body *b, hcl_block *k);
hcl_attr *hcl_ast_attr(hcl_parser *ps, hcl_token *name, hcl_expr *e);
hcl_block *hcl_ast_block(hcl_parser *ps, hcl_token *type, hcl_label *labels, hcl_token *ob,
			 hcl_body *body, hcl_token *cb);
hcl_label *hcl_ast_label(hcl_parser *ps, hcl_label *list, hcl_token *t, hcl_expr *tmpl);
hcl_label *hcl_ast_label_qstring(hcl_parser *ps, hcl_label *list, hcl_token *q);
hcl_expr *hcl_ast_cond(hcl_parser *ps, hcl_expr *c, hcl_expr *t, hcl_expr *f);
hcl_expr *hcl_ast_binop(hcl_parser *ps, hcl_expr *a, hcl_token *op, hcl_expr *b);
hcl_expr *hcl_ast_unop(hcl_parser *ps, hcl_token *op, hcl_expr *a);
hcl_expr *hcl_ast_getattr(hcl_parser *ps, hcl_expr *e, hcl_token *dot, hcl_token *name);
hcl_expr *hcl_ast_legacy_index(hcl_parser *ps, hcl_expr *e, hcl_token *dot, hcl_token *num);
hcl_expr *hcl_ast_splat(hcl_parser *ps, hcl_expr *e, hcl_token *last, int full);
hcl_expr *hcl_ast_index(hcl_parser *ps, hcl_expr *e, hcl_token *ob, hcl_expr *key, hcl_token *cb);
hcl_expr *hcl_ast_ident(hcl_parser *ps, hcl_token *t);
hcl_expr *hcl_ast_number(hcl_parser *ps, hcl_token *t);
hcl_expr *hcl_ast_template(hcl_parser *ps, hcl_token *open, hcl_elist parts, hcl_token *close,
			   int heredoc);
hcl_expr *hcl_ast_tlit(hcl_parser *ps, hcl_token *t, int quoted);
hcl_expr *hcl_ast_qstring(hcl_parser *ps, hcl_token *q);
hcl_expr *hcl_ast_trav(hcl_parser *ps, hcl_token *t);
hcl_attr *hcl_ast_simple(hcl_parser *ps, const hcl_token *s);
hcl_expr *hcl_ast_paren(hcl_parser *ps, hcl_token *o, hcl_expr *e, hcl_token *c);
hcl_token hcl_ast_fname(hcl_parser *ps, hcl_token *head, hcl_token *next);
hcl_expr *hcl_ast_call(hcl_parser *ps, hcl_token *name, hcl_elist *args, hcl_token *c, int expand);
hcl_expr *hcl_ast_tuple(hcl_parser *ps, hcl_token *o, hcl_elist *items, hcl_token *c);
hcl_expr *hcl_ast_object(hcl_parser *ps, hcl_token *o, hcl_elist *items, hcl_token *c);
hcl_expr *hcl_ast_item(hcl_parser *ps, hcl_expr *k, hcl_expr *v);
hcl_expr *hcl_ast_forintro(hcl_parser *ps, hcl_token *k, hcl_token *v, hcl_expr *coll);
hcl_expr *hcl_ast_for(hcl_parser *ps, hcl_token *o, hcl_expr *intro, hcl_forbody *body,
		      hcl_token *group, hcl_expr *cond, hcl_token *c);
hcl_expr *hcl_ast_tifhead(hcl_parser *ps, hcl_token *o, hcl_expr *cond);
hcl_expr *hcl_ast_tforhead(hcl_parser *ps, hcl_token *o, hcl_expr *intro);
hcl_expr *hcl_ast_tif(hcl_parser *ps, hcl_expr *head, hcl_elist *then, hcl_elist *els,
		      hcl_token *c);
hcl_expr *hcl_ast_tfor(hcl_parser *ps, hcl_expr *head, hcl_elist *body, hcl_token *c);
hcl_expr *hcl_ast_invalid(hcl_parser *ps, uint32_t start, uint32_t end);

/* Parses ps's file, whose window is open, with ps's Lemon parser, which
 * is ready (hcl_driver.c, for hcl_entry.c). */
void hcl_drive(hcl_parser *ps);

/* The Lemon entry points (out/hcl_parse.c). */
void *HclParseAlloc(void *(*alloc)(size_t));
void HclParse(void *p, int major, hcl_token minor, hcl_parser *ps);
void HclParseFree(void *p, void (*dealloc)(void *));
void HclParseInit(void *p);
void HclParseFinalize(void *p);
int HclParseFallback(int token);

#endif
