/* out_audit_sarif.c - `reserve audit --format sarif`: SARIF 2.1.0 a release can be gated on.
 * One rule per change that is escapable or breaking or explains a place (helpUri: the
 * change kind's rules in doc/audit.md), one result per escapable or breaking change at its
 * line in the spec file (NEW's; OLD's for what NEW lacks), one result per place with a URI
 * relative to %SRCROOT% (the working folder, in originalUriBaseIds) and its rewrite as a fix,
 * and the invocation: whether the audit read everything, its exit code, and what failed. */
#define _DEFAULT_SOURCE 1 /* realpath */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "audit.h"
#include "reserve.h"

#ifndef RESERVE_DOCDIR
#define RESERVE_DOCDIR "/usr/local/share/doc/reserve"
#endif

#define SRCROOT "%SRCROOT%"

/* The file: URI of an absolute path. */
static void file_uri(hcl_buf *b, const char *abs)
{
	hcl_buf u = {0};
	hcl_buf_puts(&u, "file://");
	cli_sarif_uri_path(&u, abs, 1);
	audit_json_str(b, u.oom ? "" : u.p);
	hcl_buf_free(&u);
}

/* A message text as SARIF wants it: a JSON string with "{" and "}" doubled (SARIF reads
 * "{0}" as a placeholder). */
static void message(hcl_buf *b, const char *s)
{
	hcl_buf t = {0};
	for (; s && *s; s++) {
		hcl_buf_putc(&t, *s);
		if (*s == '{' || *s == '}')
			hcl_buf_putc(&t, *s);
	}
	audit_json_str(b, t.oom || !t.p ? "" : t.p);
	hcl_buf_free(&t);
}

/* The artifactLocation of the file at name: relative to %SRCROOT% when it is under the
 * working folder, else an absolute file: URI. */
static void artifact(hcl_buf *b, const char *name)
{
	const char *why;
	char *rel = cli_path_in_cwd(name, &why);
	hcl_buf_puts(b, "{\"uri\": ");
	if (rel) {
		hcl_buf u = {0};
		cli_sarif_uri_path(&u, rel, 0);
		audit_json_str(b, u.oom ? "" : u.p);
		hcl_buf_free(&u);
		hcl_buf_puts(b, ", \"uriBaseId\": \"" SRCROOT "\"}");
		free(rel);
		return;
	}
	char *abs = name[0] == '/' ? NULL : realpath(name, NULL);
	file_uri(b, abs ? abs : name);
	free(abs);
	hcl_buf_putc(b, '}');
}

/* An accepted change's result is suppressed, with the reason it is accepted for. */
static void suppression(hcl_buf *b, const char *accepted)
{
	if (!accepted)
		return;
	hcl_buf_puts(b, ", \"suppressions\": [{\"kind\": \"external\", \"justification\": ");
	audit_json_str(b, accepted);
	hcl_buf_puts(b, "}]");
}

void audit_impact_sarif(const audit_run *r, hcl_buf *b, int first, const rsv_impact *p, const char *text)
{
	hcl_buf id = {0};
	hcl_buf_printf(b, "%s\n        {\"ruleId\": ", first ? "" : ",");
	audit_json_str(b, p->change >= 0 ? audit_rule_id(&id, &r->diff->v[p->change]) : "audit:place");
	hcl_buf_printf(b, ", \"level\": \"%s\", \"message\": {\"text\": ", p->rewrite ? "warning" : "error");
	hcl_buf_reset(&id);
	hcl_buf_printf(&id, "%s: was %s; is now %s; %s%s%s", text, p->old_meaning, p->new_meaning,
		       p->replacement ? "rewrite: " : "no rewrite keeps the old meaning",
		       p->replacement ? p->replacement : p->why ? ": " : "", !p->replacement && p->why ? p->why : "");
	message(b, id.p);
	hcl_buf_puts(b, "}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": ");
	artifact(b, p->file->name);
	hcl_buf_puts(b, ", \"region\": ");
	audit_sarif_region(b, p->file, p->start, p->end);
	hcl_buf_puts(b, "}}]");
	if (p->nedits) {
		hcl_buf_puts(b, ", \"fixes\": [{\"description\": {\"text\": \"keep the old meaning\"}, "
				"\"artifactChanges\": [{\"artifactLocation\": ");
		artifact(b, p->file->name);
		hcl_buf_puts(b, ", \"replacements\": [");
		for (unsigned k = 0; k < p->nedits; k++) {
			hcl_buf_puts(b, k ? ", {\"deletedRegion\": " : "{\"deletedRegion\": ");
			audit_sarif_region(b, p->file, p->edits[k].start, p->edits[k].end);
			hcl_buf_puts(b, ", \"insertedContent\": {\"text\": ");
			audit_json_str(b, p->edits[k].text);
			hcl_buf_puts(b, "}}");
		}
		hcl_buf_puts(b, "]}]}]");
	}
	suppression(b, p->change >= 0 ? r->accepted[p->change] : NULL);
	hcl_buf_putc(b, '}');
	hcl_buf_free(&id);
}

/* The keyword of the spec block that holds a change of each kind ("" for one that is a key
 * of the block named by where, NULL for a list key). */
static const char *const spec_keyword[SPEC_CHANGE_NKINDS] = {
	[SPEC_CHANGE_ROOT] = "root", [SPEC_CHANGE_BLOCK] = "block", [SPEC_CHANGE_META_ARGUMENT] = "",
	[SPEC_CHANGE_META_BLOCK] = "", [SPEC_CHANGE_RESERVED_ARGUMENT] = "", [SPEC_CHANGE_RESERVED_BLOCK] = "",
	[SPEC_CHANGE_ESCAPING_BLOCK] = "", [SPEC_CHANGE_RESERVED_NAME] = "", [SPEC_CHANGE_TYPE_KEYWORD] = NULL,
	[SPEC_CHANGE_FEATURE] = "feature", [SPEC_CHANGE_EDITION] = "edition", [SPEC_CHANGE_DIAGNOSTIC] = "diagnostic",
	[SPEC_CHANGE_FUNCTION] = "function", [SPEC_CHANGE_NAMESPACE] = "namespace", [SPEC_CHANGE_TYPE] = "type"};

/* The offset of the next line of text (from at) that starts, after blanks, with KEYWORD "NAME"
 * (len bytes of name), or -1. */
static long find_decl(const char *text, size_t n, size_t at, const char *keyword, const char *name, size_t len)
{
	size_t kl = strlen(keyword);
	for (size_t i = at; i < n;) {
		size_t j = i;
		while (j < n && (text[j] == ' ' || text[j] == '\t'))
			j++;
		if (j + kl + len + 3 <= n && strncmp(text + j, keyword, kl) == 0 && text[j + kl] == ' ' &&
		    text[j + kl + 1] == '"' && strncmp(text + j + kl + 2, name, len) == 0 && text[j + kl + 2 + len] == '"')
			return (long)j;
		const char *nl = memchr(text + i, '\n', n - i);
		i = nl ? (size_t)(nl - text) + 1 : n;
	}
	return -1;
}

/* The line of change c in the spec file at path: its block (found by the path of block
 * types for a block or what is inside one), else the first line naming it, else 1. */
static unsigned spec_line(const char *path, const spec_change *c)
{
	size_t n = 0;
	int err = 0;
	char *text = path ? cli_read(path, &n, &err) : NULL;
	if (!text)
		return 1;
	long at = -1;
	const char *kw = spec_keyword[c->kind];
	if (kw && *kw && c->kind != SPEC_CHANGE_BLOCK) {
		at = find_decl(text, n, 0, kw, c->name, strlen(c->name));
	} else if (kw) { /* a block type: its parents' path, then (for a block) its own type */
		const char *w = strncmp(c->where, "test:", 5) == 0 ? c->where + 5 : c->where;
		size_t from = 0;
		at = 0;
		while (*w && at >= 0) {
			size_t len = strcspn(w, "/");
			at = find_decl(text, n, from, "block", w, len);
			from = at >= 0 ? (size_t)at + 1 : from;
			w += len + (w[len] == '/');
		}
		if (c->kind == SPEC_CHANGE_BLOCK && at >= 0)
			at = find_decl(text, n, from, "block", c->name, strlen(c->name));
		if (!*c->where && c->kind != SPEC_CHANGE_BLOCK)
			at = -1;
	}
	if (at < 0) { /* the first line that names it in quotes */
		hcl_buf q = {0};
		hcl_buf_printf(&q, "\"%s\"", c->name);
		const char *hit = q.oom ? NULL : strstr(text, q.p);
		at = hit ? hit - text : 0;
		hcl_buf_free(&q);
	}
	unsigned line = 1;
	for (long i = 0; i < at; i++)
		line += text[i] == '\n';
	free(text);
	return line;
}

/* The anchor of a change kind's rules in doc/audit.md. */
static void help_uri(hcl_buf *b, const spec_change *c)
{
	hcl_buf u = {0};
	hcl_buf_puts(&u, "file://");
	cli_sarif_uri_path(&u, RESERVE_DOCDIR "/audit.md", 1);
	hcl_buf_printf(&u, "#change-%s", spec_change_kind_names[c->kind]);
	audit_json_str(b, u.oom ? "" : u.p);
	hcl_buf_free(&u);
}

static int gates(const spec_change *c)
{
	return c->cls != SPEC_SAFE || c->flag != SPEC_FLAG_NONE;
}

static void rules(const audit_run *r, hcl_buf *b)
{
	const spec_diff *d = r->diff;
	hcl_buf id = {0};
	hcl_buf_puts(b, "          \"rules\": [\n            {\"id\": \"audit:place\", \"shortDescription\": {\"text\": "
			"\"a place that reads differently\"}, \"helpUri\": ");
	hcl_buf_puts(&id, "file://");
	cli_sarif_uri_path(&id, RESERVE_DOCDIR "/audit.md", 1);
	hcl_buf_puts(&id, "#with-modules-the-impact");
	audit_json_str(b, id.oom ? "" : id.p);
	hcl_buf_putc(b, '}');
	for (size_t i = 0; i < d->n; i++) {
		const spec_change *c = &d->v[i];
		if (!r->counts[i][AUDIT_PLACES] && !gates(c))
			continue;
		hcl_buf_puts(b, ",\n            {\"id\": ");
		audit_json_str(b, audit_rule_id(&id, c));
		hcl_buf_puts(b, ", \"shortDescription\": {\"text\": ");
		hcl_buf_reset(&id);
		audit_change_label(&id, c);
		audit_json_str(b, id.p);
		hcl_buf_puts(b, "}, \"fullDescription\": {\"text\": ");
		hcl_buf_reset(&id);
		hcl_buf_printf(&id, "%s%s%s", c->reason, c->note ? " Note: " : "", c->note ? c->note : "");
		audit_json_str(b, id.oom ? c->reason : id.p);
		hcl_buf_puts(b, "}, \"helpUri\": ");
		help_uri(b, c);
		hcl_buf_printf(b, ", \"defaultConfiguration\": {\"level\": \"%s\"}, \"properties\": {\"class\": \"%s\"",
			       c->cls == SPEC_BREAKING ? "error" : c->cls == SPEC_ESCAPABLE ? "warning" : "note",
			       spec_class_names[c->cls]);
		if (c->note) {
			hcl_buf_puts(b, ", \"note\": ");
			audit_json_str(b, c->note);
		}
		if (c->migrate) {
			hcl_buf_printf(b, ", \"migrate\": \"%s\"", spec_migrate_names[c->migrate]);
		}
		audit_change_counts_sarif(r, b, i);
		hcl_buf_puts(b, "}}");
	}
	hcl_buf_puts(b, "\n          ]\n");
	hcl_buf_free(&id);
}

/* One result per change that gates a release, at its line in the spec that has it. */
static unsigned change_results(const audit_run *r, hcl_buf *b)
{
	const spec_diff *d = r->diff;
	unsigned count = 0;
	hcl_buf t = {0};
	for (size_t i = 0; i < d->n; i++) {
		const spec_change *c = &d->v[i];
		if (!gates(c) || !audit_shown(r, (int)i))
			continue;
		const char *path = c->op == SPEC_OP_REMOVED ? r->old_side.path : r->new_side.path;
		hcl_buf_printf(b, "%s\n        {\"ruleId\": ", count++ ? "," : "");
		audit_json_str(b, audit_rule_id(&t, c));
		hcl_buf_printf(b, ", \"level\": \"%s\", \"message\": {\"text\": ", c->cls == SPEC_BREAKING ? "error" : "warning");
		hcl_buf_reset(&t);
		audit_change_label(&t, c);
		hcl_buf_printf(&t, ": %s (%s)%s%s%s%s", c->reason, spec_class_names[c->cls], c->escape ? "; escape: " : "",
			       c->escape ? c->escape : "", c->note ? "; note: " : "", c->note ? c->note : "");
		message(b, t.oom ? "" : t.p);
		hcl_buf_puts(b, "}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": ");
		artifact(b, path);
		hcl_buf_printf(b, ", \"region\": {\"startLine\": %u}}}]", spec_line(path, c));
		suppression(b, r->accepted[i]);
		hcl_buf_putc(b, '}');
	}
	hcl_buf_free(&t);
	return count;
}

void audit_print_sarif(audit_run *r, hcl_buf *b)
{
	hcl_buf_puts(b, "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n"
			"  \"runs\": [\n    {\n      \"tool\": {\n        \"driver\": {\n          \"name\": \"reserve audit\",\n"
			"          \"version\": ");
	audit_json_str(b, reserve_version());
	hcl_buf_puts(b, ",\n");
	rules(r, b);
	hcl_buf_puts(b, "        }\n      },\n");
	char *cwd = getcwd(NULL, 0);
	if (cwd && cwd[0] == '/') {
		hcl_buf_puts(b, "      \"originalUriBaseIds\": {\"" SRCROOT "\": {\"uri\": ");
		hcl_buf u = {0};
		hcl_buf_puts(&u, "file://");
		cli_sarif_uri_path(&u, cwd, 1);
		if (strcmp(cwd, "/") != 0)
			hcl_buf_putc(&u, '/');
		audit_json_str(b, u.oom ? "" : u.p);
		hcl_buf_free(&u);
		hcl_buf_puts(b, "}},\n");
	}
	free(cwd);
	if (r->paths) {
		hcl_buf_puts(b, "      \"properties\": {");
		audit_codes_json(r, b);
		hcl_buf_puts(b, "},\n");
	}
	hcl_buf_puts(b, "      \"results\": [");
	unsigned n = change_results(r, b);
	if (n && r->all.nimpact)
		hcl_buf_putc(b, ',');
	hcl_buf_put(b, r->all.impact.p ? r->all.impact.p : "", r->all.impact.n);
	hcl_buf_printf(b, "%s],\n      \"invocations\": [\n        {\"executionSuccessful\": %s, \"exitCode\": %d",
		       n + r->all.nimpact ? "\n      " : "", r->failed.nfailures ? "false" : "true", r->status);
	const char *summary = NULL, *detail = NULL;
	if (r->failed.nfailures)
		hcl_buf_puts(b, ", \"toolExecutionNotifications\": [");
	for (const char *code = NULL; (code = cli_report_next(&r->failed, code, &summary, &detail));) {
		hcl_buf_printf(b, "%s\n          {\"level\": \"error\", \"descriptor\": {\"id\": ",
			       code == r->failed.failures.p ? "" : ",");
		audit_json_str(b, code);
		hcl_buf_puts(b, "}, \"message\": {\"text\": ");
		hcl_buf t = {0};
		hcl_buf_printf(&t, "%s: %s", summary, detail);
		message(b, t.oom ? summary : t.p);
		hcl_buf_free(&t);
		hcl_buf_puts(b, "}}");
	}
	hcl_buf_printf(b, "%s}\n      ]\n    }\n  ]\n}\n", r->failed.nfailures ? "\n        ]" : "");
}
