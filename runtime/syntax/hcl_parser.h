/* hcl_parser.h - what the Lemon grammar, its driver and the tree builders
 * share.  Private to the syntax layer. */
#ifndef RESERVE_HCL_PARSER_H
#define RESERVE_HCL_PARSER_H

#include "hcl.h"

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
	HCL_F_INTERP,   /* ${ expr } */
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
	HCL_S_BLOCK,   /* after a nested block's closing brace */
	HCL_S_END      /* one-line body: after its attribute */
} hcl_item_state;

typedef struct hcl_frame {
	uint8_t kind;      /* hcl_frame_kind */
	uint8_t state;     /* hcl_item_state for bodies; 1 = in a value for objects */
	uint16_t pending;  /* unmatched "?" at this level */
	uint32_t open;     /* token index of the opener */
	uint32_t item;     /* body: token index where the current item starts */
} hcl_frame;

typedef struct hcl_parser {
	hcl_file *f;
	hcl_arena *a;
	void *lemon;
	hcl_frame *frames;
	uint32_t nframes, cap;
	uint32_t pos;        /* index of the token being fed */
	uint32_t prev;       /* index of the last token fed (or ~0u) */
	int error;           /* the grammar reported a syntax error */
	uint32_t error_tok;  /* ... at this token */
	int in_recovery;     /* between that report and RECOVER */
	int recovery;        /* hcl's sticky flag: some messages are not repeated */
	int overflow, failed;
	int told_splat;
	hcl_expr **salvage;  /* expressions popped by the error */
	uint32_t nsalvage, salvage_cap;
	hcl_token *pending_index; /* a popped "[" that may index what comes next */
	int pending_dot;     /* a popped "." whose traversal hcl drops */
	int salvage_attr;    /* the broken item was an attribute ... */
	uint32_t salvage_name; /* ... named by this token */
} hcl_parser;

/* Called by the grammar. */
void hcl_syntax_error(hcl_parser *ps, hcl_token *tok);
void hcl_stack_overflow(hcl_parser *ps);
void hcl_salvage(hcl_parser *ps, hcl_expr *e);
void hcl_salvage_list(hcl_parser *ps, hcl_elist *l);
void hcl_salvage_token(hcl_parser *ps, hcl_token *t);
void hcl_recovered_item(hcl_parser *ps, hcl_body *b);
void hcl_recovered_after(hcl_parser *ps, hcl_body *b, hcl_attr *a, hcl_block *k);
void hcl_recovered_expr(hcl_parser *ps);

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
hcl_expr *hcl_ast_paren(hcl_parser *ps, hcl_token *o, hcl_expr *e, hcl_token *c);
hcl_token *hcl_ast_fname(hcl_parser *ps, hcl_token *head, hcl_token *next);
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

/* The Lemon entry points (out/hcl_parse.c). */
void *HclParseAlloc(void *(*alloc)(size_t));
void HclParse(void *p, int major, hcl_token *minor, hcl_parser *ps);
void HclParseFree(void *p, void (*dealloc)(void *));
void HclParseInit(void *p);
void HclParseFinalize(void *p);
int HclParseFallback(int token);
#ifndef NDEBUG
#include <stdio.h>
void HclParseTrace(FILE *trace, char *prompt);
#endif

#endif
