/* hcl.h - the syntax layer: HCL native syntax lexer, parser, syntax tree,
 * traversal extraction and the static-analysis helpers.  Internal API
 * (prefix hcl_); knows nothing about any language spec. */
#ifndef RESERVE_HCL_H
#define RESERVE_HCL_H

#include <errno.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "hcl_buf.h"

/* A compile-time check, for the order and size invariants of tables:
 * C11's _Static_assert where there is one, else an array type whose size
 * is negative when cond is false.  name is unique in its file. */
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define HCL_STATIC_ASSERT(cond, name) _Static_assert(cond, #name)
#else
#define HCL_STATIC_ASSERT(cond, name) typedef char hcl_static_assert_##name[(cond) ? 1 : -1]
#endif

/* A function that does not return (longjmp or abort). */
#if defined(__GNUC__) || defined(__clang__)
#define HCL_NORETURN __attribute__((noreturn))
#else
#define HCL_NORETURN
#endif

/* ---- arena --------------------------------------------------------------
 * One arena per parsed file: every node, token and string of a parse lives
 * in it and is freed at once by hcl_arena_free. */
typedef struct hcl_arena_block hcl_arena_block;
typedef struct hcl_reuse hcl_reuse;

/* Where running out of memory goes.  The owner of an arena that can release
 * everything a piece of work holds (the parse entry points do) points the
 * arena's oom at one of these, calls setjmp(jb) in a function that returns
 * at once when it answers non-zero, and sets oom back to NULL when the work
 * is done; a malloc that fails in between (the arena's, or one hcl_nfc
 * needs) longjmps there.  The jump leaves nothing malloc'd behind that the
 * owner cannot reach: what is held across an allocation of the arena is
 * either in the arena or in the owner's hands. */
typedef struct hcl_oom {
	jmp_buf jb;
	struct hcl_held *held; /* what to free before the jump (hcl_oom_hold); NULL first */
} hcl_oom;

/* malloc'd memory that a function holds across work that may jump (a buffer
 * it builds while it reports, say): registered with the handler of the
 * arena the work allocates in, it is freed by the jump (hcl_oom_jump)
 * before the function's frame is left.  The record lives in the caller's
 * frame; each hold is released, last first, on the normal way out. */
typedef struct hcl_held {
	hcl_buf *buf;   /* a buffer to hcl_buf_free, or NULL */
	void **ptr;     /* a malloc'd pointer to free, or NULL */
	void (*fn)(void *arg); /* called with arg (an hcl_file to free, say), or NULL */
	void *arg;
	struct hcl_held *next;
} hcl_held;
/* Frees what is held with h and longjmps to it. */
HCL_NORETURN void hcl_oom_jump(hcl_oom *h);

typedef struct hcl_arena {
	hcl_arena_block *head;
	char *cur, *end;
	hcl_reuse *reuse; /* where its blocks come from and go back to, or NULL: malloc
			   * (set before its first allocation) */
	hcl_oom *oom;     /* where running out of memory jumps, or NULL */
} hcl_arena;

/* Every object the arena holds wants at most the alignment of a pointer or
 * a 64-bit number (nothing there is a long double); 8, not malloc's 16,
 * saves a quarter of a small node. */
enum { HCL_ARENA_ALIGN = 8 };
HCL_STATIC_ASSERT(HCL_ARENA_ALIGN >= sizeof(void *) && HCL_ARENA_ALIGN >= sizeof(uint64_t) &&
			  HCL_ARENA_ALIGN >= sizeof(double),
		  arena_alignment);

void hcl_arena_init(hcl_arena *a);
void hcl_arena_free(hcl_arena *a);
/* Registers buf (or *ptr) with a's handler, if a has one. */
void hcl_oom_hold(hcl_arena *a, hcl_held *h, hcl_buf *buf, void **ptr);
/* The same for what fn(arg) releases (fn NULL: nothing). */
void hcl_oom_hold_fn(hcl_arena *a, hcl_held *h, void (*fn)(void *arg), void *arg);
/* Takes h (the last hold registered with a's handler) off again. */
void hcl_oom_release(hcl_arena *a, hcl_held *h);
/* The slow path of hcl_alloc_raw: a new block for `need` bytes (a multiple
 * of HCL_ARENA_ALIGN); when malloc fails, hcl_arena_oom(a). */
void *hcl_arena_more(hcl_arena *a, size_t need);
/* The same, but NULL when malloc fails (no jump): for a caller that must
 * free what it holds before it jumps. */
void *hcl_arena_more_try(hcl_arena *a, size_t need);
/* Out of memory in work on a: longjmps to a->oom.  Every entry point of
 * the library that allocates in an arena sets one first (the parse, the
 * spec loader, the work on a module, the API), so an arena without one is
 * a bug: asserted, and aborts where assertions are compiled out. */
HCL_NORETURN void hcl_arena_oom(hcl_arena *a);

/* Under AddressSanitizer each allocation is followed by 8 poisoned bytes,
 * so that a read past an object of the arena (a field a node of its kind
 * does not hold) is caught as one past a malloc'd block would be. */
#if defined __SANITIZE_ADDRESS__
#define HCL_ARENA_ASAN 1
#elif defined __has_feature
#if __has_feature(address_sanitizer)
#define HCL_ARENA_ASAN 1
#endif
#endif
#ifdef HCL_ARENA_ASAN
#include <sanitizer/asan_interface.h>
enum { HCL_ARENA_REDZONE = 8 };
#else
enum { HCL_ARENA_REDZONE = 0 };
#endif

/* n rounded up to the arena's alignment (at least one unit). */
static inline size_t hcl_arena_round(size_t n)
{
	return n ? (n + HCL_ARENA_ALIGN - 1) & ~(size_t)(HCL_ARENA_ALIGN - 1) : HCL_ARENA_ALIGN;
}

/* Returns uninitialised memory aligned as HCL_ARENA_ALIGN, for a caller that
 * writes all of it; never NULL (out of memory: hcl_arena_oom).  Inline: with a constant
 * n the rounding folds away. */
static inline void *hcl_alloc_raw(hcl_arena *a, size_t n)
{
	size_t need = hcl_arena_round(n) + HCL_ARENA_REDZONE;
	char *p;
	if ((size_t)(a->end - a->cur) < need) {
		p = hcl_arena_more(a, need);
	} else {
		p = a->cur;
		a->cur += need;
	}
#ifdef HCL_ARENA_ASAN
	ASAN_POISON_MEMORY_REGION(p + need - HCL_ARENA_REDZONE, HCL_ARENA_REDZONE);
#endif
	return p;
}

/* As hcl_alloc_raw, but NULL when out of memory (no jump). */
static inline void *hcl_alloc_try(hcl_arena *a, size_t n)
{
	size_t need = hcl_arena_round(n) + HCL_ARENA_REDZONE;
	char *p;
	if ((size_t)(a->end - a->cur) < need) {
		if (!(p = hcl_arena_more_try(a, need)))
			return NULL;
	} else {
		p = a->cur;
		a->cur += need;
	}
#ifdef HCL_ARENA_ASAN
	ASAN_POISON_MEMORY_REGION(p + need - HCL_ARENA_REDZONE, HCL_ARENA_REDZONE);
#endif
	return p;
}

/* Returns zeroed memory aligned as HCL_ARENA_ALIGN; never NULL (hcl_arena_oom).
 * Inline, so that zeroing a node of constant size is a few stores. */
static inline void *hcl_alloc(hcl_arena *a, size_t n)
{
	void *p = hcl_alloc_raw(a, n);
	memset(p, 0, hcl_arena_round(n));
	return p;
}
char *hcl_strndup(hcl_arena *a, const char *s, size_t n);
/* b's text (or "") copied into a, and b freed.  When memory ran out (in b,
 * or for the copy), b is freed first and then hcl_arena_oom(a): so a text
 * built in a buffer reaches the arena whole or not at all, and the buffer
 * is not left behind by the jump. */
char *hcl_buf_done(hcl_arena *a, hcl_buf *b);

/* ---- hashing ---------------------------------------------------------------
 * FNV-1a, the hash of the tables of every layer: start from HCL_HASH_START
 * (or a seed mixed into it), add bytes, and when a table takes the low bits
 * of the result, mix the high ones in with hcl_hash_mix. */
#define HCL_HASH_START 2166136261u
static inline uint32_t hcl_hash_bytes(uint32_t h, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}
/* The same over a NUL-terminated s; its length in *len unless len is NULL. */
static inline uint32_t hcl_hash_str(uint32_t h, const char *s, size_t *len)
{
	size_t i = 0;
	for (; s[i]; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	if (len)
		*len = i;
	return h;
}
static inline uint32_t hcl_hash_mix(uint32_t h)
{
	h ^= h >> 16;
	h *= 0x85ebca6bu;
	return h ^ (h >> 13);
}

/* ---- source positions --------------------------------------------------- */
typedef struct hcl_pos {
	uint32_t line, col, byte; /* 1-based line and column, 0-based byte */
} hcl_pos;

typedef struct hcl_range {
	hcl_pos start, end;
} hcl_range;

/* ---- tokens ------------------------------------------------------------- */
/* Token codes are the parser's terminals (TK_*, out/hcl_parse.h). */
typedef struct hcl_token {
	uint16_t type;
	uint16_t flags;
	uint32_t start, end; /* byte offsets into the source, end exclusive */
} hcl_token;

enum {
	HCL_TF_ESCAPES = 1,  /* quoted literal contains a backslash escape */
	HCL_TF_STRIP = 2,    /* template marker carries a ~ strip mark */
	HCL_TF_BLOCKCMT = 4, /* comment token is a block comment */
	HCL_TF_HIGH = 8,     /* non-ASCII bytes; on a quoted literal, or escapes */
	HCL_TF_REPORTED = 16, /* invalid token whose problem the lexer reported */
	HCL_TF_HOLE = 32     /* a quoted literal that stands for a template sequence
	                      * hcl leaves out of a block label: "${ ... }" */
};

/* ---- diagnostics -------------------------------------------------------- */
typedef enum { HCL_ERROR = 1, HCL_WARNING = 2 } hcl_severity;

typedef struct hcl_diag {
	hcl_severity severity;
	const char *code;    /* catalogue code, or NULL for a syntax error */
	const char *summary; /* static or arena text */
	const char *detail;
	uint32_t start, end; /* subject byte range */
	/* 1: the language gives this diagnostic no source range (no Subject in
	 * hcl.Diagnostic): outputs show none; start and end still place it
	 * among the others and on a line (reserve-ignore comments). */
	unsigned char no_range;
	struct hcl_diag *next;
} hcl_diag;

/* ---- syntax tree ------------------------------------------------------- */
typedef enum {
	HCL_E_LITERAL,   /* number, bool, null or a literal template part */
	HCL_E_TEMPLATE,  /* quoted or heredoc template: parts in list */
	HCL_E_WRAP,      /* template that is exactly one interpolation: a */
	HCL_E_SCOPETRAV, /* absolute traversal: trav */
	HCL_E_RELTRAV,   /* a, then the steps in trav */
	HCL_E_INDEX,     /* a[b] with a non-literal key */
	HCL_E_SPLAT,     /* a = source, b = each (over an anonymous symbol) */
	HCL_E_ANON,      /* the per-element placeholder of a splat */
	HCL_E_CALL,      /* name, list = arguments, flags HCL_EF_EXPAND */
	HCL_E_BINOP,     /* a op b */
	HCL_E_UNOP,      /* op a */
	HCL_E_COND,      /* a ? b : c */
	HCL_E_TUPLE,     /* list */
	HCL_E_OBJECT,    /* list of HCL_E_ITEM */
	HCL_E_ITEM,      /* object item: a = key, b = value */
	HCL_E_FOR,       /* key var name2, value var name; a coll, b key, c value, d cond */
	HCL_E_PAREN,     /* ( a ) */
	HCL_E_TIF,       /* template %{ if a }: b = then parts, c = else parts */
	HCL_E_TFOR,      /* template %{ for }: like HCL_E_FOR with b = body */
	HCL_E_INVALID    /* placeholder for what could not be parsed */
} hcl_expr_kind;

enum {
	HCL_EF_EXPAND = 1,    /* call: last argument expanded with ... */
	HCL_EF_FORCEKEY = 2,  /* item: key wrapped in parentheses */
	HCL_EF_GROUP = 4,     /* for: ... grouping */
	HCL_EF_OBJFOR = 8,    /* for: object form {for ...} */
	HCL_EF_OPENATTR = 16, /* splat: attribute-only splat still taking .steps */
	HCL_EF_OPENFULL = 32, /* splat: full splat still taking all steps */
	HCL_EF_HEREDOC = 64,  /* template: heredoc */
	HCL_EF_FLUSH = 128,   /* template: <<- heredoc */
	HCL_EF_TLIT = 256     /* literal: a literal part of a template */
};

typedef enum {
	HCL_LIT_NUMBER, HCL_LIT_STRING, HCL_LIT_TRUE, HCL_LIT_FALSE, HCL_LIT_NULL,
	HCL_LIT_UNKNOWN
} hcl_lit_kind;

/* One step of a traversal. */
typedef enum { HCL_STEP_ROOT, HCL_STEP_ATTR, HCL_STEP_INDEX } hcl_step_kind;

typedef struct hcl_step {
	uint8_t kind;     /* hcl_step_kind */
	uint8_t key_kind; /* hcl_lit_kind, for HCL_STEP_INDEX */
	uint32_t start, end; /* an attribute step starts at its dot */
	uint32_t len;     /* of text (the four numbers first: no padding) */
	const char *text; /* name, or the key: number text / decoded string */
	struct hcl_step *next;
} hcl_step;

typedef struct hcl_traversal {
	hcl_step *head, *tail;
	uint32_t nsteps;
} hcl_traversal;

typedef struct hcl_expr hcl_expr;

/* Unions without a name are C11's; GCC and Clang accept them in C99 with
 * __extension__, which keeps -pedantic quiet. */
#if defined __GNUC__ || defined __clang__
#define HCL_ANON __extension__
#else
#define HCL_ANON
#endif

/* A function whose variable arguments end with a NULL pointer: GCC and
 * Clang warn at a call that leaves it out (-Wformat). */
#if defined __GNUC__ || defined __clang__
#define HCL_SENTINEL __attribute__((sentinel))
#else
#define HCL_SENTINEL
#endif

/* An expression node.  A node holds only the fields of its kind
 * (hcl_expr_fields: they are in that order, and a kind's node ends after
 * the last of its fields, hcl_expr_sizes), so a field of another kind must never be read:
 * hcl_expr_kids gives the children of any node.  Make nodes with
 * hcl_expr_new and copy them with hcl_expr_copy. */
struct hcl_expr {
	uint8_t kind;   /* hcl_expr_kind */
	uint8_t op;     /* operator token for BINOP/UNOP; hcl_lit_kind for LITERAL */
	uint16_t flags; /* HCL_EF_* */
	uint32_t start, end;
	uint32_t len;   /* LITERAL: of text */
	hcl_expr *next; /* sibling in a parent's list */
	HCL_ANON union {
		hcl_expr *a;      /* WRAP RELTRAV INDEX SPLAT BINOP UNOP COND ITEM FOR PAREN TIF TFOR */
		hcl_expr *list;   /* children of TEMPLATE, CALL, TUPLE, OBJECT, INVALID */
		const char *text; /* LITERAL: number text or decoded string */
	};
	HCL_ANON union {
		hcl_traversal trav; /* SCOPETRAV, RELTRAV: where the fields below are */
		HCL_ANON struct {
			const char *name;  /* CALL: function name; FOR/TFOR: value variable */
			hcl_expr *b;       /* INDEX SPLAT BINOP COND ITEM FOR TIF TFOR */
			hcl_expr *c;       /* COND FOR TIF TFOR */
			hcl_expr *d;       /* FOR TFOR */
			const char *name2; /* FOR/TFOR: key variable or NULL */
		};
	};
};

/* The fields a node of kind holds (HCL_XF_*), and the bytes it holds: up
 * to the end of the last of them. */
enum {
	HCL_XF_A = 1, HCL_XF_NAME = 2, HCL_XF_TRAV = 4, HCL_XF_LIST = 8, HCL_XF_B = 16, HCL_XF_C = 32,
	HCL_XF_D = 64, HCL_XF_NAME2 = 128, HCL_XF_TEXT = 256
};
unsigned hcl_expr_fields(int kind);
extern const uint8_t hcl_expr_sizes[]; /* the bytes a node of each kind holds */
/* A zeroed node of kind in arena a; a copy of e (its fields, next too). */
static inline hcl_expr *hcl_expr_new(hcl_arena *a, int kind)
{
	hcl_expr *e = hcl_alloc(a, hcl_expr_sizes[kind]);
	e->kind = (uint8_t)kind;
	return e;
}
hcl_expr *hcl_expr_copy(hcl_arena *a, const hcl_expr *e);
/* The children of e, in field order (a, b, c, d, or the list's head); each
 * may be followed by its next siblings.  Returns how many (at most 4).
 * hcl_expr_slots gives the fields that hold them. */
int hcl_expr_kids(const hcl_expr *e, const hcl_expr *kids[4]);
/* e with the parentheses around it taken off (NULL stays NULL). */
static inline const hcl_expr *hcl_expr_unparen(const hcl_expr *e)
{
	while (e && e->kind == HCL_E_PAREN && e->a)
		e = e->a;
	return e;
}
int hcl_expr_slots(hcl_expr *e, hcl_expr **slots[4]);

typedef struct hcl_body hcl_body;

typedef struct hcl_attr {
	const char *name;
	uint32_t name_start, name_end;
	uint32_t start, end; /* whole "name = expr" */
	hcl_expr *expr;      /* never NULL; HCL_E_INVALID after an error */
	struct hcl_attr *next;
} hcl_attr;

typedef struct hcl_label {
	const char *text; /* decoded */
	uint32_t start, end;
	int quoted;
	struct hcl_label *next;
} hcl_label;

typedef struct hcl_block {
	const char *type;
	uint32_t type_start, type_end;
	hcl_label *labels;
	uint32_t nlabels;
	uint32_t open_brace, close_brace; /* byte offsets of { and } */
	uint32_t start, end;
	hcl_body *body;
	struct hcl_block *next;
} hcl_block;

struct hcl_body {
	hcl_attr *attrs, *attrs_tail;     /* source order; duplicates dropped */
	hcl_block *blocks, *blocks_tail;  /* source order */
	uint32_t nattrs, nblocks;
	uint32_t start, end;
};
/* Appends a to b's attributes (b->attrs in source order), k to its blocks. */
void hcl_body_append_attr(hcl_body *b, hcl_attr *a);
void hcl_body_append_block(hcl_body *b, hcl_block *k);

/* ---- files and parsing --------------------------------------------------- */
typedef enum { HCL_MODE_CONFIG, HCL_MODE_EXPR, HCL_MODE_TEMPLATE } hcl_mode;

/* Deepest nesting of brackets, templates and blocks the parser accepts.  A
 * plain number: messages (hcl_messages.h) spell it. */
#define HCL_MAX_NESTING 200

typedef struct hcl_file {
	hcl_arena arena;
	const char *name;
	const char *src; /* NUL-terminated copy of the input */
	uint32_t len;
	uint32_t bom;    /* 3 when the input starts with a UTF-8 BOM */
	hcl_mode mode;
	char *owned;     /* the buffer src points into, when the file owns it */
	/* After hcl_parse, each comment with the token on either side of it
	 * (once each, in source order; EOF when a comment is last), by which
	 * a comment's line is placed: the parser reads the rest through a
	 * window, never all at once.  After hcl_lex, every token. */
	hcl_token *toks;
	uint32_t ntoks;
	hcl_body *body;  /* HCL_MODE_CONFIG */
	hcl_expr *expr;  /* HCL_MODE_EXPR, HCL_MODE_TEMPLATE */
	hcl_diag *diags, *diags_tail;
	uint32_t nerrors, nwarnings;
	uint32_t *lines; /* byte offset of each line start, built on demand */
	uint32_t nlines;
	uint32_t *cols;  /* column checkpoints of hcl_file_pos, built on demand */
	struct hcl_block_ix *bix; /* the blocks in order, for hcl_file_block_at */
	uint32_t nbix;
	int bix_built;   /* 1 built, 2 the tree is out of order: searched slowly */
	int json;        /* made by hcl_json_parse: the first member of an hcl_json_file */
	struct hcl_name_cache *names; /* hcl_file_name's */
} hcl_file;

/* Parses len bytes of src (which need not be NUL-terminated; it is copied).
 * Always returns a file, with a body or expression however bad the input;
 * syntax problems are in f->diags.  Returns NULL only if len > 4 GiB - 2 or
 * memory ran out (then nothing of the parse is left allocated). */
hcl_file *hcl_parse(const char *name, const char *src, size_t len, hcl_mode mode);
/* The same without a copy: buf (malloc'd, buf[len] == '\0') becomes the
 * file's, freed by hcl_file_free, even when NULL is returned. */
hcl_file *hcl_parse_owned(const char *name, char *buf, size_t len, hcl_mode mode);
void hcl_file_free(hcl_file *f);

/* ---- memory kept from one parse to the next --------------------------------
 * A thread that parses file after file can give each parse the same
 * hcl_reuse: the blocks of the arenas it frees (up to 4 MiB) and the
 * parser's working buffers (about 100 KiB) are kept there for the next file
 * instead of going back to malloc, where holes they left were split by
 * smaller allocations and the heap grew with the number of files read.  It
 * has no lock: one per thread.  Free it after the files parsed with it. */
hcl_reuse *hcl_reuse_new(void); /* NULL out of memory */
void hcl_reuse_free(hcl_reuse *r);
/* hcl_parse_owned with r's memory (r may be NULL). */
hcl_file *hcl_parse_reusing(hcl_reuse *r, const char *name, char *buf, size_t len, hcl_mode mode);
/* A NUL-terminated copy of the n bytes at s in f's arena, or an earlier
 * copy of the same bytes: the names that repeat line after line (a
 * schema's attribute names, block types, what references name) are kept
 * once each, mostly.  Never NULL. */
const char *hcl_file_name(hcl_file *f, const char *s, uint32_t n);
/* The largest file read by default (64 MiB), and the most any limit may
 * allow: what the parser takes (positions are 32-bit). */
#define HCL_MAX_FILE_SIZE ((size_t)64 << 20)
#define HCL_MAX_FILE_SIZE_CAP ((size_t)UINT32_MAX - 2)
/* The errno value of hcl_read_file for a path that is not a regular file
 * nor a directory (a FIFO, a device, a socket). */
#define HCL_ENOTREG ENODEV
/* Reads a whole regular file into a malloc'd, NUL-terminated buffer; on
 * failure returns NULL with *err set to an errno value: EISDIR, HCL_ENOTREG
 * for anything but a regular file (never opened so as to block), EFBIG for
 * a file over max bytes (refused before reading, or as soon as it grows
 * past it).  A regular file is read as far as the size fstat gives, when
 * that is not 0 (a file growing meanwhile is read to that size).
 * hcl_read_file's max is HCL_MAX_FILE_SIZE. */
char *hcl_read_file(const char *path, size_t *len, int *err);
char *hcl_read_file_max(const char *path, size_t max, size_t *len, int *err);
/* The same from an open descriptor of any kind (standard input): reads to
 * its end, or fails with EFBIG one byte past max. */
char *hcl_read_fd(int fd, size_t max, size_t *len, int *err);

/* Converts a byte offset to line and column (columns count characters as
 * hcl does: one per grapheme cluster, approximated by code points that are
 * not combining marks). */
hcl_pos hcl_file_pos(hcl_file *f, uint32_t byte);
/* Whether the parse of f ran out of memory and went on (its lexer's or
 * parser's "Out of memory" diagnostic): its tree is not the whole file. */
int hcl_file_no_memory(const hcl_file *f);
/* The text of line n (1-based), without its newline. */
const char *hcl_file_line(hcl_file *f, uint32_t line, uint32_t *len);

hcl_diag *hcl_diag_add(hcl_file *f, hcl_severity sev, uint32_t start, uint32_t end,
		       const char *summary, const char *detail);

/* ---- traversals: the equivalent of hcl's Expression.Variables() ------------ */
typedef void (*hcl_trav_fn)(void *ctx, const hcl_traversal *t);
/* Calls fn for every traversal of e whose root is not a local name of an
 * enclosing for expression, in hcl's walk order.  Returns 0, or -1 when
 * memory ran out (then not every traversal was given to fn). */
int hcl_expr_variables(const hcl_expr *e, hcl_trav_fn fn, void *ctx);
/* Writes the traversal in the conformance text form (root.attr[key]) to buf,
 * returns the length it needs (like snprintf). */
size_t hcl_traversal_format(const hcl_traversal *t, char *buf, size_t cap);
/* The same text in b (emptied first), whatever its length; returns b's text,
 * or "" with b->oom set when out of memory. */
const char *hcl_traversal_text(hcl_buf *b, const hcl_traversal *t);

/* The value of a number literal when it is a whole number that fits in 64
 * bits (hcl keys are never negative): returns 1 and sets *v, else 0. */
int hcl_number_int(const char *text, uint32_t len, long long *v);

/* ---- static-analysis helpers (hcl's "Design Patterns for Complex Systems") --------------------------------- */
/* Each returns 0 on success and -1 when the expression does not have the
 * shape asked for.  Like hcl's, they do not look through parentheses or
 * "${...}".  Names and traversals they make live in f's arena. */
int hcl_expr_as_keyword(hcl_file *f, const hcl_expr *e, const char **name);
int hcl_expr_abs_traversal(hcl_file *f, const hcl_expr *e, hcl_traversal *out);
int hcl_expr_rel_traversal(hcl_file *f, const hcl_expr *e, hcl_traversal *out);
int hcl_expr_list(const hcl_expr *e, hcl_expr ***items, uint32_t *n, hcl_arena *a);
typedef struct hcl_kv { hcl_expr *key, *value; } hcl_kv;
int hcl_expr_map(const hcl_expr *e, hcl_kv **pairs, uint32_t *n, hcl_arena *a);
int hcl_expr_call(const hcl_expr *e, const char **name, hcl_expr ***args, uint32_t *n,
		  int *expand, hcl_arena *a);

/* ---- rendering ------------------------------------------------------------ */
/* Appends f's diagnostics to out in OpenTofu's human layout (the box, the
 * "on FILE line N, in BLOCK" line and the source line, neither for a
 * diagnostic with no_range, the detail); with color, ANSI colours and the
 * subject underlined. */
void hcl_render_diags(hcl_buf *out, hcl_file *f, int color);
/* The innermost block of body (NULL: none) whose braces contain byte b,
 * the "in TYPE "LABEL"" of a diagnostic; NULL when there is none.  It walks
 * the tree: hcl_file_block_at answers in O(log blocks) for a whole file. */
const hcl_block *hcl_enclosing_block(const hcl_body *body, uint32_t b);
/* One diagnostic d of f in that layout.  With width > 0 (a terminal's
 * columns) the detail's lines are word-wrapped to fit as OpenTofu wraps
 * them, except lines that start with a space; with 0 nothing is wrapped.
 * Text from the source or the file name is written with hcl_buf_put_shown. */
void hcl_render_diag(hcl_buf *out, hcl_file *f, const hcl_diag *d, int color, int width);
/* Appends n bytes of s, escaping what could drive a terminal: C0 controls
 * (not the tab) and DEL as \xHH, C1 controls as \u00HH, each byte of
 * malformed UTF-8 as \xHH. */
void hcl_buf_put_shown(hcl_buf *out, const char *s, size_t n);
/* The source a diagnostic over [start, end) shows, as OpenTofu's and
 * Terraform's views choose it (an empty range widened to one byte): the
 * non-empty lines that overlap the range by hcl's Range.Overlaps, whose
 * ends count as inside, appended to code with "\n" between them, and the
 * range's offsets in that text (*hs, *he), clamped to it; returns how many
 * lines. */
int hcl_snippet_code(hcl_file *f, uint32_t start, uint32_t end, hcl_buf *code, uint32_t *hs,
		     uint32_t *he);
/* A source line longer than this many bytes is shown as a window around
 * the subject: 80 bytes either side, the subject cut at 160. */
#define HCL_SNIPPET_LONG 240
/* Cuts *line (*len bytes, the subject [*a, *z)) to that window, at UTF-8
 * boundaries; a line no longer than HCL_SNIPPET_LONG is left alone. */
void hcl_snippet_window(const char **line, uint32_t *len, uint32_t *a, uint32_t *z);
/* The innermost block of f's body whose range holds byte b, or NULL;
 * amortised O(log blocks). */
const hcl_block *hcl_file_block_at(hcl_file *f, uint32_t b);
/* The top-level block of f whose range holds byte b (the first, as hcl's
 * ContextString walks them), or NULL; amortised O(log blocks). */
const hcl_block *hcl_file_top_block_at(hcl_file *f, uint32_t b);
/* The position hcl gives byte b of f in a diagnostic: hcl_file_pos's, but
 * in a JSON-syntax file hcl_json_pos's (hcl_json.h: inside a string, the
 * place in its decoded text), as OpenTofu prints it. */
hcl_pos hcl_reported_pos(hcl_file *f, uint32_t b);
/* The "in ..." of a diagnostic at byte b, as hcl's ContextString gives it
 * for the byte before b (OpenTofu's and Terraform's diagnostic views ask
 * for that one), appended to out: the header of the top-level block around
 * it (its type and labels quoted as Go's %q quotes them); in a JSON-syntax
 * file, the path of property names and array indexes from the root to the
 * innermost object or array around it (`resource.null_resource.x`).  0 when
 * there is none. */
int hcl_file_context(hcl_file *f, uint32_t b, hcl_buf *out);
/* Whether output to fd should be coloured: a terminal, NO_COLOR unset or
 * empty, TERM not "dumb". */
int hcl_color_wanted(int fd);

/* ---- internals shared by the lexer and the parser driver ------------------ */
/* Lexes f (as hcl_parse made it) again, every token into f->toks, comments
 * included and EOF last, in place of what the parse kept; the problems it
 * finds are in f->diags already.  Returns -1 out of memory. */
int hcl_lex(hcl_file *f);
/* Decodes a quoted literal token's text (escapes) into the arena. */
const char *hcl_decode_quoted(hcl_file *f, const hcl_token *t, uint32_t *len);
/* The NFC form of s[0, len): s itself when it is already NFC, otherwise a
 * copy in the arena; *outlen is its length. */
const char *hcl_nfc(hcl_arena *a, const char *s, uint32_t len, uint32_t *outlen);
/* The value of hex digit c (either case), or -1: for the \u and \U
 * escapes of native strings and of JSON ones. */
static inline int hcl_hex_digit(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}
/* Unicode identifier classes (hcl: ID_Start | '_', ID_Continue | '-').
 * ASCII inline (names are mostly ASCII), the rest from the tables. */
int hcl_is_id_start_high(uint32_t cp);
int hcl_is_id_continue_high(uint32_t cp);
static inline int hcl_is_id_start(uint32_t cp)
{
	if (cp < 0x80)
		return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || cp == '_';
	return hcl_is_id_start_high(cp);
}
static inline int hcl_is_id_continue(uint32_t cp)
{
	if (cp < 0x80)
		return hcl_is_id_start(cp) || (cp >= '0' && cp <= '9') || cp == '-';
	return hcl_is_id_continue_high(cp);
}
int hcl_is_combining(uint32_t cp);
int hcl_is_printable(uint32_t cp);
/* Decodes one UTF-8 sequence as hcl's scanner accepts it; returns its length
 * (1-4) and the code point, or 0 for a broken sequence. */
int hcl_utf8_decode(const unsigned char *s, const unsigned char *end, uint32_t *cp);
/* The same for well-formed UTF-8 only (RFC 3629: no overlong form, no
 * surrogate, nothing above U+10FFFF); 0 for anything else. */
int hcl_utf8_wellformed(const unsigned char *s, const unsigned char *end, uint32_t *cp);
/* Writes cp (at most U+10FFFF) as UTF-8 at o; returns the end. */
char *hcl_utf8_encode(char *o, uint32_t cp);
/* s[0..n) quoted as Go's strconv.Quote (%q) quotes it, written to out as
 * far as cap allows (no NUL); returns its whole length, as snprintf does. */
size_t hcl_go_quote(const char *s, size_t n, char *out, size_t cap);
/* hcl's nameSuggestion: the first of the ASCII words (each under 16
 * bytes) within an edit distance of 3 of given[0..n), counted in code
 * points; its index, or -1. */
int hcl_suggest(const char *given, size_t n, const char *const *words, size_t nwords);

#endif
