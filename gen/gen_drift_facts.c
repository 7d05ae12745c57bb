/* gen_drift_facts.c - lists of facts: making them, and reading the lines
 * reserve-srcfacts prints (doc/drift.md), for drift, draft and the spec's
 * side (gen_drift_spec.c). */
#include <stdlib.h>
#include <string.h>

#include "gen_drift.h"

hcl_oom gen_oom; /* gen_drift.h: its jump target is set in reserve-gen's main */

const char *drift_str(drift_facts *fs, const char *s)
{
	size_t n = strlen(s) + 1;
	char *p = hcl_alloc(fs->a, n);
	memcpy(p, s, n);
	return p;
}

drift_fact *drift_add(drift_facts *fs, const char *kind, const char *where, const char *name, const char *value)
{
	if (hcl_grow((void **)&fs->v, &fs->cap, fs->n + 1, sizeof *fs->v) != 0) {
		fs->oom = 1;
		return NULL;
	}
	drift_fact *f = &fs->v[fs->n++];
	memset(f, 0, sizeof *f);
	f->kind = kind;
	f->where = drift_str(fs, where);
	f->name = drift_str(fs, name);
	f->value = drift_str(fs, value ? value : "");
	return f;
}

/* Turns each run of {} in s into one {} in place: a spec names one
 * placeholder where Go may format two values side by side ("%s%s"). */
void drift_squeeze(char *s)
{
	char *w = s;
	for (const char *r = s; *r;) {
		if (r[0] == '{' && r[1] == '}' && w - s >= 2 && w[-2] == '{' && w[-1] == '}') {
			r += 2;
			continue;
		}
		*w++ = *r++;
	}
	*w = '\0';
}

/* Undoes srcfacts' escapes of one field in place; returns its end. */
static char *unescape(char *s)
{
	char *w = s;
	for (char *r = s; *r; r++) {
		if (*r == '\\' && r[1]) {
			r++;
			*w++ = *r == 't' ? '\t' : *r == 'n' ? '\n' : *r;
		} else {
			*w++ = *r;
		}
	}
	*w = '\0';
	return w;
}

/* Reads srcfacts' lines (text is modified and must outlive fs).  A line
 * without six fields is an error: -1. */
int drift_parse_facts(drift_facts *fs, char *text, const char **commit)
{
	for (char *line = text, *next; line && *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		char *field[6];
		int n = 0;
		for (char *p = line; n < 6; n++) {
			field[n] = p;
			p = strchr(p, '\t');
			if (!p) {
				n++;
				break;
			}
			*p++ = '\0';
		}
		if (n != 6)
			return -1;
		for (int k = 0; k < 6; k++)
			unescape(field[k]);
		if (!strcmp(field[0], "diagnostic")) {
			drift_squeeze(field[2]);
			drift_squeeze(field[3]);
		}
		if (!strcmp(field[0], "commit"))
			*commit = drift_str(fs, field[3]);
		drift_fact *f = drift_add(fs, drift_str(fs, field[0]), field[1], field[2], field[3]);
		if (f) {
			f->file = drift_str(fs, field[4]);
			f->line = (unsigned)strtoul(field[5], NULL, 10);
		}
	}
	return 0;
}

const char *drift_fact_value(const drift_facts *fs, const char *kind)
{
	for (size_t i = 0; i < fs->n; i++)
		if (!strcmp(fs->v[i].kind, kind))
			return fs->v[i].value;
	return NULL;
}

