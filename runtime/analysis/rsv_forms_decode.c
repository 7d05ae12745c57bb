/* rsv_forms_decode.c - what gohcl's DecodeExpression says of an argument it
 * decodes with no context into a Go bool, string or number (the argument
 * form `decode TYPE`, doc/spec.md).  hcl evaluates the expression with a nil
 * EvalContext: each variable and each function call gives an unknown value
 * (and hcl's "Variables not allowed" or "Function calls not allowed", the
 * form `constant`); cty then converts the result to the Go value's type.  An
 * unknown value of a type that converts gives "value must be known", one of
 * another type cty's "bool required" and the like; a literal that does not
 * convert gives cty's words for it (rsv_convert.c).  The error is at hcl's
 * StartRange of the expression, which this file computes as hclsyntax does.
 * Where the value's type or knownness depends on evaluation rules this
 * reader does not follow exactly, it gives no answer rather than a wrong one. */
#include <string.h>

#include "rsv_forms.h"
#include "rsv_read.h"
#include "rsv_text.h"
#include "rsv_types.h"

/* What evaluating an expression with no context gives. */
enum {
	K_KNOWN,   /* no variable or call is evaluated: a literal, or left to rsv_default_mismatch */
	K_DYNAMIC, /* an unknown value of no known type (cty.DynamicVal) */
	K_STRING,  /* an unknown string */
	K_NUMBER,  /* an unknown number */
	K_BOOL,    /* an unknown bool */
	K_TUPLE,   /* a tuple that holds an unknown value */
	K_OBJECT,  /* an object that holds an unknown value */
	K_UNSURE   /* something this reader does not decide */
};

#define STRUCT(k) ((k) == K_TUPLE || (k) == K_OBJECT)
#define MAX_DEPTH 64

static void count_trav(void *ctx, const hcl_traversal *t)
{
	(void)t;
	++*(int *)ctx;
}

static int has_call(const hcl_expr *e, int depth)
{
	if (!e || depth > MAX_DEPTH)
		return depth > MAX_DEPTH;
	if (e->kind == HCL_E_CALL)
		return 1;
	const hcl_expr *kids[4];
	for (int i = 0, n = hcl_expr_kids(e, kids); i < n; i++)
		for (const hcl_expr *k = kids[i]; k; k = k->next)
			if (has_call(k, depth + 1))
				return 1;
	return 0;
}

/* Whether evaluating e (of file f) with no context meets a variable or a
 * call (out of memory: f's arena's jump). */
static int has_free(const hcl_file *f, const hcl_expr *e)
{
	int n = 0;
	if (hcl_expr_variables(e, count_trav, &n) != 0)
		hcl_arena_oom((hcl_arena *)&f->arena);
	return n > 0 || has_call(e, 0);
}

/* The operator of binary expression e, read from the source between its
 * operands: "||", "==", "+", ...; NULL when it cannot be read. */
static const char *binop(const hcl_file *f, const hcl_expr *e, char op[3])
{
	uint32_t p = e->a->end;
	while (p < e->b->start && (f->src[p] == ' ' || f->src[p] == '\t' || f->src[p] == '\n' || f->src[p] == '\r'))
		p++;
	if (p >= e->b->start || !strchr("|&=!<>+-*/%", f->src[p]))
		return NULL;
	op[0] = f->src[p];
	op[1] = p + 1 < e->b->start && strchr("|&=", f->src[p + 1]) ? f->src[p + 1] : '\0';
	op[2] = '\0';
	return op;
}

/* The kind a primitive literal is of, or K_UNSURE; null gives K_DYNAMIC. */
static int literal_kind(const hcl_file *f, const hcl_expr *e)
{
	e = hcl_expr_unparen(e);
	if (!e)
		return K_UNSURE;
	if (e->kind == HCL_E_LITERAL)
		return e->op == HCL_LIT_NULL	? K_DYNAMIC
		       : e->op == HCL_LIT_NUMBER ? K_NUMBER
		       : e->op == HCL_LIT_STRING ? K_STRING
		       : e->op == HCL_LIT_UNKNOWN ? K_UNSURE
						 : K_BOOL;
	if (e->kind == HCL_E_TEMPLATE || e->kind == HCL_E_WRAP)
		return K_STRING;
	if (e->kind == HCL_E_UNOP)
		return f->src[e->start] == '!' ? K_BOOL : K_NUMBER;
	return K_UNSURE;
}

/* Whether a value of kind k converts to the primitive type whose unknown
 * kind is want (cty's primitive conversions; every primitive converts to
 * string, only strings to the others). */
static int converts(int k, int want)
{
	return k == K_DYNAMIC || k == want || k == K_STRING || want == K_STRING;
}

static int eval(const hcl_file *f, const hcl_expr *e, int depth);

/* A conditional's result when its condition is unknown: an unknown value of
 * the branches' type: a literal null's is the other one's, a dynamic one
 * gives dynamic, else cty's UnifyUnsafe (differing primitives: string). */
static int unify(const hcl_file *f, const hcl_expr *t, const hcl_expr *x, int depth)
{
	int k[2], null[2];
	const hcl_expr *b[2] = {t, x};
	for (int i = 0; i < 2; i++) {
		k[i] = eval(f, b[i], depth + 1);
		null[i] = k[i] == K_KNOWN && rsv_is_null(b[i]);
		if (k[i] == K_KNOWN)
			k[i] = literal_kind(f, b[i]);
		if (k[i] == K_UNSURE || STRUCT(k[i]))
			return K_UNSURE;
	}
	if (null[0] || null[1])
		return null[0] ? k[1] : k[0];
	if (k[0] == K_DYNAMIC || k[1] == K_DYNAMIC)
		return K_DYNAMIC;
	return k[0] == k[1] ? k[0] : K_STRING;
}

static int eval_binop(const hcl_file *f, const hcl_expr *e, int depth)
{
	char buf[3];
	const char *op = binop(f, e, buf);
	int ka = eval(f, e->a, depth + 1), kb = eval(f, e->b, depth + 1);
	if (!op || ka == K_UNSURE || kb == K_UNSURE || STRUCT(ka) || STRUCT(kb))
		return K_UNSURE;
	if (strcmp(op, "==") == 0 || strcmp(op, "!=") == 0)
		return K_BOOL;
	if (strcmp(op, "||") == 0 || strcmp(op, "&&") == 0) /* later hcl short-circuits a known side */
		return ka != K_KNOWN && kb != K_KNOWN && converts(ka, K_BOOL) && converts(kb, K_BOOL) ? K_BOOL
												     : K_UNSURE;
	/* arithmetic and comparison: both operands are converted to numbers */
	for (int i = 0; i < 2; i++) {
		int k = i ? kb : ka;
		if (k == K_KNOWN ? literal_kind(f, i ? e->b : e->a) != K_NUMBER : !converts(k, K_NUMBER))
			return K_UNSURE;
	}
	return strchr("<>", op[0]) ? K_BOOL : K_NUMBER;
}

/* A template's value: an unknown string when a part is unknown. */
static int eval_template(const hcl_file *f, const hcl_expr *e, int depth)
{
	int unknown = 0;
	for (const hcl_expr *p = e->list; p; p = p->next) {
		int k;
		if (p->kind == HCL_E_TIF) {
			int kc = eval(f, p->a, depth + 1);
			int kt = eval(f, p->b, depth + 1), ke = p->c ? eval(f, p->c, depth + 1) : K_KNOWN;
			k = kc == K_KNOWN && kt == K_KNOWN && ke == K_KNOWN ? K_KNOWN
			    : kc != K_UNSURE && !STRUCT(kc) && converts(kc, K_BOOL) && kt != K_UNSURE &&
					    ke != K_UNSURE
				? K_STRING
				: K_UNSURE;
		} else if (p->kind == HCL_E_TFOR) {
			k = has_free(f, p) ? K_UNSURE : K_KNOWN;
		} else {
			k = eval(f, p, depth + 1);
		}
		if (k == K_UNSURE || STRUCT(k))
			return K_UNSURE; /* a tuple or object is no template value: another error */
		unknown |= k != K_KNOWN;
	}
	return unknown ? K_STRING : K_KNOWN;
}

/* What e gives, evaluated with no context. */
static int eval(const hcl_file *f, const hcl_expr *e, int depth)
{
	if (!e || depth > MAX_DEPTH)
		return K_UNSURE;
	if (!has_free(f, e))
		return K_KNOWN;
	switch (e->kind) {
	case HCL_E_SCOPETRAV:
	case HCL_E_CALL: /* hcl's DynamicVal, with its error */
		return K_DYNAMIC;
	case HCL_E_PAREN:
	case HCL_E_WRAP: /* a template of one interpolation is its value */
		return eval(f, e->a, depth + 1);
	case HCL_E_TEMPLATE:
		return eval_template(f, e, depth);
	case HCL_E_RELTRAV:
	case HCL_E_SPLAT: /* traversing an unknown value of no type gives one */
		return eval(f, e->a, depth + 1) == K_DYNAMIC && (e->kind == HCL_E_RELTRAV || !has_free(f, e->b))
			       ? K_DYNAMIC
			       : K_UNSURE;
	case HCL_E_INDEX: {
		/* an unknown collection, or a tuple or object constructor and an
		 * unknown key: hcl.Index gives DynamicVal */
		int ka = eval(f, e->a, depth + 1), kb = eval(f, e->b, depth + 1);
		const hcl_expr *a = e->a;
		while (a->kind == HCL_E_PAREN && a->a)
			a = a->a;
		int cons = ka == K_KNOWN && (a->kind == HCL_E_TUPLE || a->kind == HCL_E_OBJECT) && kb != K_KNOWN &&
			   kb != K_BOOL;
		return (ka == K_DYNAMIC || cons) && kb != K_UNSURE && !STRUCT(kb) ? K_DYNAMIC : K_UNSURE;
	}
	case HCL_E_BINOP:
		return eval_binop(f, e, depth);
	case HCL_E_UNOP: {
		int want = f->src[e->start] == '!' ? K_BOOL : K_NUMBER;
		int k = eval(f, e->a, depth + 1);
		return k != K_UNSURE && !STRUCT(k) && converts(k, want) ? want : K_UNSURE;
	}
	case HCL_E_COND: {
		/* an unknown condition, or a literal one choosing an unknown branch:
		 * an unknown value of the branches' type */
		const hcl_expr *c = e->a;
		while (c->kind == HCL_E_PAREN && c->a)
			c = c->a;
		int kc = eval(f, c, depth + 1);
		if (kc == K_KNOWN && c->kind == HCL_E_LITERAL && (c->op == HCL_LIT_TRUE || c->op == HCL_LIT_FALSE))
			return eval(f, c->op == HCL_LIT_TRUE ? e->b : e->c, depth + 1) == K_KNOWN
				       ? K_UNSURE
				       : unify(f, e->b, e->c, depth);
		if (kc == K_UNSURE || kc == K_KNOWN || STRUCT(kc) || !converts(kc, K_BOOL))
			return K_UNSURE;
		return unify(f, e->b, e->c, depth);
	}
	case HCL_E_TUPLE:
	case HCL_E_OBJECT:
		for (const hcl_expr *p = e->list; p; p = p->next) {
			const hcl_expr *v = p;
			if (e->kind == HCL_E_OBJECT) {
				int keyword = !(p->flags & HCL_EF_FORCEKEY) && p->a->kind == HCL_E_SCOPETRAV &&
					      p->a->trav.nsteps == 1;
				if (!keyword && eval(f, p->a, depth + 1) != K_KNOWN)
					return K_UNSURE; /* an unknown key makes the whole object unknown */
				v = p->b;
			}
			if (eval(f, v, depth + 1) == K_UNSURE)
				return K_UNSURE;
		}
		return e->kind == HCL_E_TUPLE ? K_TUPLE : K_OBJECT;
	case HCL_E_FOR: /* over an unknown collection of no type: DynamicVal */
		return eval(f, e->a, depth + 1) == K_DYNAMIC ? K_DYNAMIC : K_UNSURE;
	default:
		return K_UNSURE;
	}
}

/* The first byte at or after p that is not a space, within e. */
static uint32_t skip_space(const hcl_file *f, uint32_t p, uint32_t end)
{
	while (p < end && (f->src[p] == ' ' || f->src[p] == '\t'))
		p++;
	return p;
}

/* hclsyntax's StartRange of e, in [*start, *end). */
static void start_range(const hcl_file *f, const hcl_expr *e, uint32_t *start, uint32_t *end, int depth)
{
	uint32_t p;
	*start = e->start;
	*end = e->end;
	if (depth > MAX_DEPTH)
		return;
	switch (e->kind) {
	case HCL_E_PAREN:
	case HCL_E_BINOP:
	case HCL_E_COND: /* the first operand's, the condition's */
		if (e->a)
			start_range(f, e->a, start, end, depth + 1);
		break;
	case HCL_E_TEMPLATE: /* the first part's; a directive's condition */
		if (e->list && e->list->kind == HCL_E_TIF && e->list->a)
			start_range(f, e->list->a, start, end, depth + 1);
		else if (e->list)
			start_range(f, e->list, start, end, depth + 1);
		if (!e->list || e->list->kind != HCL_E_LITERAL)
			break;
		if (!(e->flags & HCL_EF_HEREDOC) && e->list->start == e->list->end) {
			*start = *end = e->end; /* "": hcl places its empty part after the closing quote */
		} else if (e->flags & HCL_EF_FLUSH) { /* <<-: after the indentation flushed from the text */
			uint32_t src = 0, text = 0;
			while (e->list->start + src < e->list->end && strchr(" \t", f->src[e->list->start + src]))
				src++;
			while (text < e->list->len && strchr(" \t", e->list->text[text]) && e->list->text[text])
				text++;
			*start += src > text ? src - text : 0;
		}
		break;
	case HCL_E_CALL: /* the name to the "(" */
		for (p = e->start; p < e->end && f->src[p] != '('; p++)
			;
		*end = p < e->end ? p + 1 : e->end;
		break;
	case HCL_E_INDEX: /* the "[" */
	case HCL_E_SPLAT: /* the marker, "[*]" or ".*" */
		p = skip_space(f, e->a->end, e->end);
		*start = p;
		*end = p + 1 < e->end ? p + 1 : e->end;
		if (e->kind == HCL_E_SPLAT && f->src[p] == '.')
			*end = skip_space(f, p + 1, e->end) + 1;
		else if (e->kind == HCL_E_SPLAT)
			*end = skip_space(f, skip_space(f, p + 1, e->end) + 1, e->end) + 1;
		break;
	case HCL_E_TUPLE:
	case HCL_E_OBJECT:
	case HCL_E_FOR:
	case HCL_E_UNOP: /* the bracket or brace that opens it, the operator */
		*end = e->start + 1;
		break;
	default: /* a literal, a traversal, a template of one interpolation: the whole */
		break;
	}
}

void rsv_start_range(const hcl_file *f, const hcl_expr *e, uint32_t *start, uint32_t *end)
{
	start_range(f, e, start, end, 0);
}

const char *rsv_decode_error(hcl_file *f, const hcl_expr *e, char prim, int given, uint32_t *start, uint32_t *end)
{
	static const char *const names[] = {[K_STRING] = "string", [K_NUMBER] = "number", [K_BOOL] = "bool",
					    [K_TUPLE] = "tuple", [K_OBJECT] = "object"};
	int want = prim == 'b' ? K_BOOL : prim == 'n' ? K_NUMBER : K_STRING;
	const char *err = NULL;
	int json = rsv_json_name(f->name);
	/* hcl's JSON syntax reads a string evaluated with no context as the
	 * text it is: nothing is unknown, and a text with an interpolation is
	 * no bool or number. */
	int k = !json || !has_free(f, e)	      ? eval(f, e, 0)
		: e->kind == HCL_E_TUPLE	      ? K_TUPLE
		: e->kind == HCL_E_OBJECT	      ? K_OBJECT
		: e->kind != HCL_E_TEMPLATE && e->kind != HCL_E_WRAP ? K_UNSURE
		: want == K_STRING			      ? K_UNSURE
							      : -1;
	if (k == -1) {
		err = want == K_BOOL ? "a bool is required" : "a number is required";
	} else if (k == K_KNOWN) {
		rsv_type t = {RSV_T_PRIMITIVE, prim, NULL, NULL, NULL, NULL, 0};
		const hcl_expr *v = e;
		while (v->kind == HCL_E_PAREN && v->a)
			v = v->a;
		err = rsv_is_null(v) ? "null value is not allowed" : rsv_default_mismatch(f, e, &t, given);
	} else if (STRUCT(k) || (k != K_UNSURE && !converts(k, want))) {
		/* cty's MismatchMessage for types not likely to confuse (v1.16.3 on) */
		err = given ? rsv_printf(&f->arena, "%s required, but have %s", names[want], names[k])
			    : rsv_printf(&f->arena, "%s required", names[want]);
	} else if (k != K_UNSURE) {
		err = "value must be known";
	}
	if (!err)
		return NULL;
	if (json && (e->kind == HCL_E_TEMPLATE || e->kind == HCL_E_WRAP)) {
		*start = e->start; /* a JSON string's StartRange is the string */
		*end = e->end;
	} else {
		start_range(f, e, start, end, 0);
	}
	return err;
}
