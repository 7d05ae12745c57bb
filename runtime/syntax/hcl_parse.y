/* hcl_parse.y - Lemon grammar for HCL native syntax.
 *
 * The driver (hcl_driver.c) feeds tokens: it drops newlines inside
 * brackets, turns line comments into newlines, and after a syntax error
 * skips input the way hcl recovers, then sends RECOVER so that the rule
 * "body ::= body error RECOVER" resynchronises.  Actions are one call each;
 * the tree is built by the functions of hcl_ast.c, and what a syntax error
 * needs (recording it, salvaging what it pops, resynchronising) by those of
 * hcl_recover.c.  The grammar never calls the driver. */

%name HclParse
%token_prefix TK_
%token_type {hcl_token}
%default_type {hcl_expr *}
%extra_argument {hcl_parser *ps}
%stack_size 2000

%include {
#include <stdlib.h>
#include "hcl.h"
#include "hcl_parser.h"

/* For this generated file only: no tracing or internal asserts in the hot
 * loop.  Defined after the project headers, so that they and every
 * hand-written file keep their assert()s; Lemon's code includes
 * <assert.h> again below. */
#ifndef NDEBUG
#define NDEBUG
#endif
#include <assert.h>

/* After RECOVER the driver has already skipped input the way hcl does, so
 * the parser is back in step.  Lemon would still stay quiet about errors
 * for its next three tokens (yyerrcnt); ending that quiet time lets the
 * next error be reported, as hcl reports it. */
#define HCL_RESYNC() (yypParser->yyerrcnt = -1)
}

%syntax_error {
	(void)yymajor;
	(void)TOKEN;
	hcl_syntax_error(ps);
}
%stack_overflow { hcl_stack_overflow(ps); }
%parse_failure { ps->failed = 1; }

/* Terminals in a fixed order: the lexer uses these codes too.  ORDER
 * HCL_KEYWORDS: FOR..ENDFOR stay consecutive and in the order of
 * HCL_KEYWORDS (hcl_parser.h), which asserts it. */
%token EOF NEWLINE IDENT NUMBER OQUOTE CQUOTE QLIT OHEREDOC CHEREDOC SLIT
       TINTERP TCONTROL TSEQEND LBRACE RBRACE LBRACK RBRACK LPAREN RPAREN
       DOT COMMA ELLIPSIS EQUAL FATARROW QUESTION COLON DCOLON
       PLUS MINUS STAR SLASH PERCENT AND OR BANG EQ NE LT LE GT GE
       FOR IN IF ELSE ENDIF ENDFOR
       RECOVER EXPRMODE TMPLMODE COMMENT INVALID BADUTF8 QNEWLINE
       QSTRING TRAV ANAME SIMPLE.

/* Keywords exist only in context: anywhere else they are identifiers.
 * ORDER HCL_KEYWORDS: the same words as HCL_KEYWORDS. */
%fallback IDENT FOR IN IF ELSE ENDIF ENDFOR.

/* Expressions are one nonterminal; these levels, weakest first, give
 * hcl's nesting: the conditional (its condition never a conditional
 * itself, as nothing binds looser), the binary operators, the prefix
 * operators (-x, !x), then the postfix steps (.name, [key]), which bind
 * tightest.  One symbol instead of a chain of pass-through rules saves the
 * parser four reductions per operand. */
%right QUESTION.
%left OR.
%left AND.
%left EQ NE.
%left LT LE GT GE.
%left PLUS MINUS.
%left STAR SLASH PERCENT.
%right BANG.
%left DOT LBRACK.

/* A syntax error pops what was parsed of the item; what it held is kept
 * so that a broken attribute still reports its references, as hcl does. */
%destructor expr { hcl_salvage(ps, $$); }
%destructor oitem { hcl_salvage(ps, $$); }
%destructor forintro { hcl_salvage(ps, $$); }
%destructor tifhead { hcl_salvage(ps, $$); }
%destructor tforhead { hcl_salvage(ps, $$); }
%destructor exprs { hcl_salvage_list(ps, &$$); }
%destructor args { hcl_salvage_list(ps, &$$); }
%destructor oitems { hcl_salvage_list(ps, &$$); }
%destructor tparts { hcl_salvage_list(ps, &$$); }
%token_destructor { hcl_salvage_token(ps, &$$); }
%type body {hcl_body *}
%type attr {hcl_attr *}
%type block {hcl_block *}
%type labels {hcl_label *}
%type exprs {hcl_elist}
%type args {hcl_elist}
%type oitems {hcl_elist}
%type tparts {hcl_elist}
%type fname {hcl_token}
%type forintro {hcl_expr *}

start ::= file.

file ::= body(B) EOF. { ps->f->body = B; }
file ::= EXPRMODE expr(E) EOF. { ps->f->expr = E; }
file ::= EXPRMODE error RECOVER EOF. { hcl_recovered_expr(ps); }
file ::= TMPLMODE error RECOVER EOF. { hcl_recovered_expr(ps); }
file ::= TMPLMODE tparts(P) EOF. { ps->f->expr = hcl_ast_template(ps, NULL, P, NULL, 0); }

/* ---- structure ---- */
body(B) ::= . { B = hcl_ast_body(ps); }
body(B) ::= body(A) NEWLINE. { B = A; }
body(B) ::= body(A) attr(X) NEWLINE. { B = A; hcl_ast_body_attr(ps, B, X); }
body(B) ::= body(A) SIMPLE(S). { B = A; hcl_ast_body_attr(ps, B, hcl_ast_simple(ps, &S)); }
body(B) ::= body(A) block(X) NEWLINE. { B = A; hcl_ast_body_block(ps, B, X); }
/* A complete item followed by something other than a newline is kept, as
 * hcl keeps it ("Missing newline after argument"). */
body(B) ::= body(A) attr(X) error RECOVER. {
	B = A;
	HCL_RESYNC();
	hcl_recovered_after(ps, B, X, NULL);
}
body(B) ::= body(A) block(X) error RECOVER. {
	B = A;
	HCL_RESYNC();
	hcl_recovered_after(ps, B, NULL, X);
}
/* A one-line block with something after its argument keeps the argument. */
body(B) ::= body(A) IDENT(T) labels(L) LBRACE(O) attr(X) error RECOVER(C). {
	B = A;
	HCL_RESYNC();
	hcl_recovered_after(ps, B, NULL, hcl_ast_block(ps, &T, L, &O, hcl_ast_body_one(ps, X), &C));
}
body(B) ::= body(A) error RECOVER. {
	B = A;
	HCL_RESYNC();
	hcl_recovered_item(ps, B);
}

attr(X) ::= IDENT(N) EQUAL expr(E). { X = hcl_ast_attr(ps, &N, E); }
attr(X) ::= ANAME(N) expr(E). { X = hcl_ast_attr(ps, &N, E); }

block(X) ::= IDENT(T) labels(L) LBRACE(O) NEWLINE body(B) RBRACE(C).
	{ X = hcl_ast_block(ps, &T, L, &O, B, &C); }
block(X) ::= IDENT(T) labels(L) LBRACE(O) RBRACE(C).
	{ X = hcl_ast_block(ps, &T, L, &O, hcl_ast_body(ps), &C); }
block(X) ::= IDENT(T) labels(L) LBRACE(O) attr(A) RBRACE(C).
	{ X = hcl_ast_block(ps, &T, L, &O, hcl_ast_body_one(ps, A), &C); }

labels(L) ::= . { L = NULL; }
labels(L) ::= labels(A) IDENT(T). { L = hcl_ast_label(ps, A, &T, NULL); }
labels(L) ::= labels(A) OQUOTE(O) tparts(P) CQUOTE(C).
	{ L = hcl_ast_label(ps, A, &O, hcl_ast_template(ps, &O, P, &C, 0)); }
labels(L) ::= labels(A) QSTRING(Q). { L = hcl_ast_label_qstring(ps, A, &Q); }

/* ---- expressions ---- */
expr(E) ::= expr(A) QUESTION expr(B) COLON expr(C). { E = hcl_ast_cond(ps, A, B, C); }

expr(E) ::= expr(A) OR(O) expr(B).                 { E = hcl_ast_binop(ps, A, &O, B); }
expr(E) ::= expr(A) AND(O) expr(B).                { E = hcl_ast_binop(ps, A, &O, B); }
expr(E) ::= expr(A) EQ|NE(O) expr(B).              { E = hcl_ast_binop(ps, A, &O, B); }
expr(E) ::= expr(A) LT|LE|GT|GE(O) expr(B).        { E = hcl_ast_binop(ps, A, &O, B); }
expr(E) ::= expr(A) PLUS|MINUS(O) expr(B).         { E = hcl_ast_binop(ps, A, &O, B); }
expr(E) ::= expr(A) STAR|SLASH|PERCENT(O) expr(B). { E = hcl_ast_binop(ps, A, &O, B); }

expr(E) ::= MINUS(O) expr(A). [BANG] { E = hcl_ast_unop(ps, &O, A); }
expr(E) ::= BANG(O) expr(A).         { E = hcl_ast_unop(ps, &O, A); }

expr(E) ::= expr(A) DOT(D) IDENT(N).  { E = hcl_ast_getattr(ps, A, &D, &N); }
expr(E) ::= expr(A) DOT(D) NUMBER(N). { E = hcl_ast_legacy_index(ps, A, &D, &N); }
expr(E) ::= expr(A) DOT STAR(S).   { E = hcl_ast_splat(ps, A, &S, 0); }
expr(E) ::= expr(A) LBRACK STAR RBRACK(C). { E = hcl_ast_splat(ps, A, &C, 1); }
expr(E) ::= expr(A) LBRACK(O) expr(K) RBRACK(C). { E = hcl_ast_index(ps, A, &O, K, &C); }

expr(E) ::= IDENT(T).  { E = hcl_ast_ident(ps, &T); }
expr(E) ::= NUMBER(T). { E = hcl_ast_number(ps, &T); }
expr(E) ::= OQUOTE(O) tparts(P) CQUOTE(C). { E = hcl_ast_template(ps, &O, P, &C, 0); }
/* Runs the driver feeds as one terminal (hcl_driver.c, "fused runs"). */
expr(E) ::= QSTRING(Q). { E = hcl_ast_qstring(ps, &Q); }
expr(E) ::= TRAV(T). { E = hcl_ast_trav(ps, &T); }
expr(E) ::= OHEREDOC(O) tparts(P) CHEREDOC(C). { E = hcl_ast_template(ps, &O, P, &C, 1); }
expr(E) ::= LPAREN(O) expr(A) RPAREN(C). { E = hcl_ast_paren(ps, &O, A, &C); }
expr(E) ::= fname(N) LPAREN RPAREN(C). { E = hcl_ast_call(ps, &N, NULL, &C, 0); }
expr(E) ::= fname(N) LPAREN args(A) RPAREN(C). { E = hcl_ast_call(ps, &N, &A, &C, 0); }
expr(E) ::= fname(N) LPAREN args(A) COMMA RPAREN(C). { E = hcl_ast_call(ps, &N, &A, &C, 0); }
expr(E) ::= fname(N) LPAREN args(A) ELLIPSIS RPAREN(C). { E = hcl_ast_call(ps, &N, &A, &C, 1); }
expr(E) ::= LBRACK(O) RBRACK(C). { E = hcl_ast_tuple(ps, &O, NULL, &C); }
expr(E) ::= LBRACK(O) exprs(L) RBRACK(C). { E = hcl_ast_tuple(ps, &O, &L, &C); }
expr(E) ::= LBRACK(O) exprs(L) COMMA RBRACK(C). { E = hcl_ast_tuple(ps, &O, &L, &C); }
expr(E) ::= LBRACE(O) onl RBRACE(C). { E = hcl_ast_object(ps, &O, NULL, &C); }
expr(E) ::= LBRACE(O) onl oitems(L) RBRACE(C). { E = hcl_ast_object(ps, &O, &L, &C); }
expr(E) ::= LBRACE(O) onl oitems(L) osep RBRACE(C). { E = hcl_ast_object(ps, &O, &L, &C); }
/* hcl parses both for forms alike and then reports a key in a tuple, a
 * missing key in an object, or a grouping "..." in a tuple. */
expr(E) ::= LBRACK(O) FOR forintro(F) COLON forbody(B) forgroup(G) forcond(I) RBRACK(C).
	{ E = hcl_ast_for(ps, &O, F, &B, G.type ? &G : NULL, I, &C); }
expr(E) ::= LBRACE(O) FOR forintro(F) COLON forbody(B) forgroup(G) forcond(I) RBRACE(C).
	{ E = hcl_ast_for(ps, &O, F, &B, G.type ? &G : NULL, I, &C); }

%type forbody {hcl_forbody}
%destructor forbody { hcl_salvage(ps, $$.key); hcl_salvage(ps, $$.value); }
forbody(B) ::= expr(V). { B.key = NULL; B.value = V; }
forbody(B) ::= expr(K) FATARROW expr(V). { B.key = K; B.value = V; }
%type forgroup {hcl_token}
forgroup(G) ::= . { G = (hcl_token){0, 0, 0, 0}; }
forgroup(G) ::= ELLIPSIS(T). { G = T; }
%type forcond {hcl_expr *}
%destructor forcond { hcl_salvage(ps, $$); }
forcond(I) ::= . { I = NULL; }
forcond(I) ::= IF expr(A). { I = A; }

fname(N) ::= IDENT(T). { N = T; }
fname(N) ::= fname(A) DCOLON IDENT(T). { N = hcl_ast_fname(ps, &A, &T); }

args(L) ::= expr(A). { L = hcl_elist_one(A); }
args(L) ::= args(B) COMMA expr(A). { L = B; hcl_elist_add(&L, A); }

exprs(L) ::= expr(A). { L = hcl_elist_one(A); }
exprs(L) ::= exprs(B) COMMA expr(A). { L = B; hcl_elist_add(&L, A); }

onl ::= .
onl ::= onl NEWLINE.
osep ::= COMMA onl.
osep ::= NEWLINE onl.
oitems(L) ::= oitem(A). { L = hcl_elist_one(A); }
oitems(L) ::= oitems(B) osep oitem(A). { L = B; hcl_elist_add(&L, A); }
%type oitem {hcl_expr *}
oitem(E) ::= expr(K) EQUAL expr(V). { E = hcl_ast_item(ps, K, V); }
oitem(E) ::= expr(K) COLON expr(V). { E = hcl_ast_item(ps, K, V); }

forintro(F) ::= IDENT(V) IN expr(C). { F = hcl_ast_forintro(ps, NULL, &V, C); }
forintro(F) ::= IDENT(K) COMMA IDENT(V) IN expr(C). { F = hcl_ast_forintro(ps, &K, &V, C); }

/* ---- templates ---- */
tparts(L) ::= . { L.head = L.tail = NULL; }
tparts(L) ::= tparts(B) QLIT(T). { L = B; hcl_elist_add(&L, hcl_ast_tlit(ps, &T, 1)); }
tparts(L) ::= tparts(B) SLIT(T). { L = B; hcl_elist_add(&L, hcl_ast_tlit(ps, &T, 0)); }
tparts(L) ::= tparts(B) TINTERP expr(A) TSEQEND. { L = B; hcl_elist_add(&L, A); }
tparts(L) ::= tparts(B) tifhead(H) tparts(T) TCONTROL ENDIF TSEQEND(C).
	{ L = B; hcl_elist_add(&L, hcl_ast_tif(ps, H, &T, NULL, &C)); }
tparts(L) ::= tparts(B) tifhead(H) tparts(T) TCONTROL ELSE TSEQEND tparts(F) TCONTROL ENDIF TSEQEND(C).
	{ L = B; hcl_elist_add(&L, hcl_ast_tif(ps, H, &T, &F, &C)); }
tparts(L) ::= tparts(B) tforhead(H) tparts(T) TCONTROL ENDFOR TSEQEND(C).
	{ L = B; hcl_elist_add(&L, hcl_ast_tfor(ps, H, &T, &C)); }

%type tifhead {hcl_expr *}
tifhead(H) ::= TCONTROL(O) IF expr(A) TSEQEND. { H = hcl_ast_tifhead(ps, &O, A); }
%type tforhead {hcl_expr *}
tforhead(H) ::= TCONTROL(O) FOR forintro(F) TSEQEND. { H = hcl_ast_tforhead(ps, &O, F); }
