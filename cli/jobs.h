/* jobs.h - the units of a run (modules, or files for traversals) spread
 * over worker threads (-j N), their output written in the order one thread
 * gives it, and the slices of --shard K/N (jobs.c). */
#ifndef RESERVE_CLI_JOBS_H
#define RESERVE_CLI_JOBS_H

#include "cli.h"

enum { CLI_JOB_COUNTS = 8, CLI_MAX_JOBS = 256 };

/* One unit of work and what it wrote.  A worker writes the unit's standard
 * output and error into out and err, which are kept in memory; the calling
 * thread writes them out later, in the order the units were found. */
typedef struct cli_job {
	FILE *out, *err;
	unsigned long n[CLI_JOB_COUNTS]; /* the command's counts for the unit, zeroed */
	unsigned long seq;  /* the unit's place in the order of discovery, from 0 */
	const char *name;   /* the module's name or the file's path */
	void *data;         /* NULL, or what the unit hands to emit, which takes it over */
	hcl_reuse *reuse;   /* the thread's memory for its parses (hcl_parse_reusing), or NULL */
} cli_job;

/* What a command does with each unit, and how the units are spread.  module
 * (rsv_for_each_module) or file (rsv_for_each_file) runs in a worker thread
 * and must touch nothing shared but what it only reads; it returns the
 * problems met.  emit, when set, runs in the thread that writes the unit
 * out (one thread at a time, the calling thread or a worker: what emit and
 * problem touch is theirs alone during the run), unit after unit in order of
 * discovery, before the unit's text is written: it adds up the unit's counts
 * (and frees j->data after taking what it holds) and returns text to write
 * just before the unit's standard output (a JSON comma), or NULL. */
typedef struct cli_work {
	int (*module)(void *ctx, cli_job *j, rsv_module *m);
	int (*file)(void *ctx, cli_job *j, const char *path);
	/* When set: the module found, already read (taken from a cache), or
	 * NULL to read it as usual (rsv_found_load); called on the unit's thread,
	 * whose parser memory is reuse (the module's joins it when freed). */
	rsv_module *(*load)(void *ctx, const rsv_found *fd, hcl_reuse *reuse);
	const char *(*emit)(void *ctx, cli_job *j);
	void *ctx;
	/* When set: called as emit is, for every problem counted
	 * (rsv_walk_counts), the walk's and the units', in the order their
	 * messages reach standard error; err as rsv_walk's on_problem. */
	void (*problem)(void *ctx, const char *path, int err);
	int jobs;               /* worker threads; 1: every unit in the calling thread */
	int files_alone;        /* a file named is a module by itself (rsv_walk.files_alone) */
	unsigned shard, shards; /* keep only the modules of slice shard (1..shards) */
	/* Set by the run: */
	unsigned long found;    /* the units found, in the slice or not */
	int walk_problems;      /* problems of the walk itself (directories) */
	int unit_problems;      /* problems reading the units kept */
} cli_work;

/* Walks the paths as rsv_for_each_module (rsv_for_each_file) does and runs
 * w->module (w->file) on every unit, on w->jobs threads.  Whatever w->jobs,
 * standard output and standard error receive the same bytes in the same
 * order: the walk's problems and each unit's text where a run on one
 * thread writes them, a unit's standard error before its standard output
 * unless the unit marked the order with cli_job_flush.  Returns the
 * problems met (walk_problems + unit_problems). */
int cli_run_modules(const spec_lang *l, char **paths, int npaths, cli_work *w);
int cli_run_files(const spec_lang *l, char **paths, int npaths, cli_work *w);

/* Marks that what j wrote to out so far comes before what it writes to err
 * from now on (where a one-thread program would fflush(stdout)). */
void cli_job_flush(cli_job *j);

/* The default of -j: the number of online CPUs (1 when unknown), at most
 * CLI_MAX_JOBS. */
int cli_default_jobs(void);

/* The slice (0..shards-1) of a module, from its path below the path given:
 * FNV-1a (32 bits) of the path's bytes, modulo shards.  It depends on
 * nothing but the path, so every machine cuts a corpus the same way. */
unsigned cli_shard_of(const char *rel, unsigned shards);

/* Reads "K/N" (1 <= K <= N) of --shard; returns 0, or -1 after a message on
 * stderr starting with prog. */
int cli_parse_shard(const char *prog, const char *text, unsigned *k, unsigned *n);

#endif
