/* jobs.c - units of work spread over threads, written out in the order of
 * discovery (GNU parallel's --keep-order): the calling thread walks and
 * puts each unit into a ring of slots; a thread runs a unit at its desk (two
 * memory streams, for its standard output and error) and keeps the text in
 * the slot; the thread that finds the slot at the head of the ring done
 * writes it out, and the done slots after it (one thread at a time: the
 * writer).  -j N is the calling thread and N-1 workers: when the ring is
 * full, the calling thread runs units too.  A unit's text is spooled: in
 * memory while small, else in a temporary file (spool.c).  The ring holds
 * RING_PER_WORKER slots per thread, so the units in flight, and the memory,
 * do not grow with the corpus.  Also the slices of --shard. */
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

#include "jobs.h"
#include "spool.h"

/* glibc's malloc: an arena per thread (one for all made the threads wait
 * for each other's malloc: -j 2 against -j 1 over the corpus x4, check
 * 1.68x and traversals --count 1.44x with one, 2.00x and 1.95x with one
 * each; the peak RSS grows by about a module, 5.9 -> 6.6 MiB), and what is
 * freed kept for the next unit. */
#if defined __GLIBC__
#include <malloc.h>
#endif

/* The ring is the work a worker finds waiting while the calling thread is
 * away (walking a folder, writing out, or not scheduled on a busy machine).
 * traversals -j 2 over the corpus x4 on a loaded machine: with 32 slots per
 * thread the worker waited 0.40 s for work (it ran 0.10 s), with 128 0.07 s;
 * the peak RSS grew by under 1 MB. */
enum { RING_PER_WORKER = 128, WAKE_BATCH = 4 };

/* The units done and waiting behind a head still running, and the bytes of
 * their text in memory, past which a thread waits for the head rather than
 * run more: that text stays in memory until the head ends (traversals -j 2
 * over the corpus: up to 236 units, 1.5 MB, without it; over the corpus x16
 * with a bound on the workers alone, the calling thread piled up 212 units,
 * 2 MB, behind a worker's head). */
enum { MAX_WAITING = 32, MAX_WAITING_BYTES = 4 * CLI_SPOOL_MEM };

enum slot_state { SLOT_FREE, SLOT_TODO, SLOT_RUNNING, SLOT_DONE };

/* Where a unit marked cli_job_flush: offsets into its out and err text. */
typedef struct cut {
	size_t out, err;
} cut;

/* A problem a unit met, kept for cli_work.problem. */
typedef struct noted {
	char *path;
	int err;
} noted;

typedef struct slot {
	cli_job j; /* first: cli_job_flush finds its slot from it */
	int state;
	rsv_found *found; /* a module to read, or */
	char *path;       /* a file */
	char *pre;        /* the walk's problems met before the unit (stderr) */
	size_t npre;
	noted *walk_noted; /* and for cli_work.problem */
	size_t nwalk_noted;
	cli_text out, err; /* the unit's text, taken from the desk it ran at */
	cut *cuts;
	size_t ncuts, capcuts;
	noted *noted;     /* the problems of the unit, for cli_work.problem */
	size_t nnoted, capnoted;
	int problems;
	int no_memory;
} slot;

/* Where a thread runs units: two spools, and the memory of its parses,
 * reused unit after unit. */
typedef struct desk {
	struct pool *p;
	cli_spool out, err;
	hcl_reuse *reuse; /* NULL out of memory: parses use malloc alone */
} desk;

typedef struct pool {
	cli_work *w;
	const spec_lang *l;
	slot *ring;
	size_t cap;
	size_t head, claim, tail; /* next to write out, to run, to fill */
	int finishing;
	int writing;     /* a thread is writing slots out (the head is its) */
	size_t ndone;    /* units done, not yet written out */
	size_t done_bytes; /* and the bytes of their text in memory */
	pthread_mutex_t mu;
	pthread_cond_t work, done; /* done: the head moved on, or a unit ended */
	int idle;        /* workers waiting for work */
	pthread_t threads[CLI_MAX_JOBS];
	desk desks[CLI_MAX_JOBS]; /* [0] the calling thread's, then the workers' */
	int nthreads;
	FILE *pending; /* the walk's problems since the last unit */
	char *pend;
	size_t npend;
	noted *pnoted; /* and for cli_work.problem */
	size_t npnoted, cappnoted;
} pool;

/* ---- running a unit (any thread) ---------------------------------------------- */

static int desk_open(desk *d, pool *p)
{
	d->p = p;
	d->reuse = hcl_reuse_new();
	return cli_spool_open(&d->out) == 0 && cli_spool_open(&d->err) == 0 ? 0 : -1;
}

static void desk_close(desk *d)
{
	cli_spool_close(&d->out);
	cli_spool_close(&d->err);
	hcl_reuse_free(d->reuse);
	memset(d, 0, sizeof *d);
}

/* Where a unit's problems go: its standard error, and its slot when the
 * command wants them (cli_work.problem). */
typedef struct unit_problems {
	FILE *err;
	slot *s;
	int keep;
} unit_problems;

/* rsv_walk's on_problem for a unit. */
static void problem_to(void *ctx, const char *path, int err)
{
	unit_problems *u = ctx;
	slot *s = u->s;
	cli_io_problem_to(u->err, path, err);
	if (!u->keep || !rsv_walk_counts(err) ||
	    hcl_grow((void **)&s->noted, &s->capnoted, s->nnoted + 1, sizeof *s->noted) != 0)
		return;
	s->noted[s->nnoted].path = strdup(path);
	s->noted[s->nnoted++].err = err;
}

static void run_unit(pool *p, slot *s, desk *d)
{
	if (!d->out.f || !d->err.f) {
		s->no_memory = 1;
		s->problems++;
		return;
	}
	s->j.out = d->out.f;
	s->j.err = d->err.f;
	s->j.reuse = d->reuse;
	if (s->found) {
		unit_problems u = {d->err.f, s, p->w->problem != NULL};
		rsv_walk walk = {.on_problem = problem_to, .ctx = &u, .max_file_size = cli_limit.max_file_size,
				 .reuse = d->reuse};
		rsv_module *m = p->w->load ? p->w->load(p->w->ctx, s->found, d->reuse) : NULL;
		if (!m)
			m = rsv_found_load(p->l, s->found, &walk, &s->problems);
		if (m && m->nfiles)
			s->problems += p->w->module(p->w->ctx, &s->j, m);
		rsv_module_free(m);
	} else {
		s->problems += p->w->file(p->w->ctx, &s->j, s->path);
	}
	int lost = cli_spool_take(&d->out, &s->out) != 0;
	lost |= cli_spool_take(&d->err, &s->err) != 0;
	if (lost)
		s->no_memory = 1;
	s->j.out = s->j.err = NULL;
	s->j.reuse = NULL;
}

void cli_job_flush(cli_job *j)
{
	slot *s = (slot *)j;
	off_t o = ftello(j->out), e = ftello(j->err);
	if (o < 0 || e < 0 || hcl_grow((void **)&s->cuts, &s->capcuts, s->ncuts + 1, sizeof *s->cuts) != 0)
		return; /* the order of the two streams is all that is lost */
	s->cuts[s->ncuts].out = (size_t)o;
	s->cuts[s->ncuts].err = (size_t)e;
	s->ncuts++;
}

/* The next unit not yet running, taken under the lock; NULL if none. */
static slot *claim(pool *p)
{
	if (p->claim == p->tail)
		return NULL;
	slot *s = &p->ring[p->claim++ % p->cap];
	s->state = SLOT_RUNNING;
	return s;
}

/* The bytes of a done unit's text held in memory. */
static size_t text_in_memory(const slot *s)
{
	return s->out.n + s->err.n;
}

/* Marks a unit run done, under the lock. */
static void mark_done(pool *p, slot *s)
{
	s->state = SLOT_DONE;
	p->ndone++;
	p->done_bytes += text_in_memory(s);
}

/* Whether the units done behind the head hold so much that a thread waits
 * for the head to move on rather than run more (the head is running: a
 * thread that is not waiting runs it). */
static int backlog_full(const pool *p)
{
	return p->ndone >= MAX_WAITING || p->done_bytes >= MAX_WAITING_BYTES;
}

static void write_out(pool *p, slot *s);

/* Writes out the done slots at the head of the ring, in order, unless
 * another thread is at it (it will see them: it looks at the head again
 * under the lock before it stops).  Called and returns with the lock held;
 * writes without it.  Wakes the calling thread, which may wait for room or
 * for the head. */
static void write_head(pool *p)
{
	if (!p->writing) {
		p->writing = 1;
		while (p->head != p->tail && p->ring[p->head % p->cap].state == SLOT_DONE) {
			slot *s = &p->ring[p->head % p->cap];
			p->ndone--;
			p->done_bytes -= text_in_memory(s);
			pthread_mutex_unlock(&p->mu);
			write_out(p, s);
			pthread_mutex_lock(&p->mu);
			p->head++;
		}
		p->writing = 0;
	}
	pthread_cond_broadcast(&p->done);
}

static void *worker(void *arg)
{
	desk *d = arg;
	pool *p = d->p;
	pthread_mutex_lock(&p->mu);
	for (;;) {
		if (backlog_full(p)) {
			pthread_cond_wait(&p->done, &p->mu);
			continue;
		}
		slot *s = claim(p);
		if (!s && p->finishing)
			break;
		if (!s) {
			p->idle++;
			pthread_cond_wait(&p->work, &p->mu);
			p->idle--;
			continue;
		}
		pthread_mutex_unlock(&p->mu);
		run_unit(p, s, d);
		pthread_mutex_lock(&p->mu);
		mark_done(p, s);
		write_head(p);
	}
	pthread_mutex_unlock(&p->mu);
	return NULL;
}

/* ---- the calling thread ---------------------------------------------------------- */

/* Text for standard error: standard output's text so far comes first. */
static void put_err(const char *s, size_t n)
{
	if (!n)
		return;
	fflush(stdout);
	fwrite(s, 1, n, stderr);
}

/* Writes a done slot out, in the order a one-thread run writes it, and
 * frees it; the writer only. */
static void write_out(pool *p, slot *s)
{
	const char *join = p->w->emit ? p->w->emit(p->w->ctx, &s->j) : NULL;
	put_err(s->pre, s->npre);
	for (size_t i = 0; i < s->nwalk_noted; i++) {
		if (p->w->problem)
			p->w->problem(p->w->ctx, s->walk_noted[i].path, s->walk_noted[i].err);
		free(s->walk_noted[i].path);
	}
	free(s->walk_noted);
	if (s->no_memory)
		fprintf(stderr, "reserve: %s: %s\n", s->j.name, strerror(ENOMEM));
	uint64_t o = 0, e = 0;
	int lost = 0;
	for (size_t i = 0; i <= s->ncuts; i++) {
		uint64_t to_o = i < s->ncuts ? s->cuts[i].out : s->out.size;
		uint64_t to_e = i < s->ncuts ? s->cuts[i].err : s->err.size;
		to_o = to_o < o ? o : to_o > s->out.size ? s->out.size : to_o;
		to_e = to_e < e ? e : to_e > s->err.size ? s->err.size : to_e;
		if (to_e > e) {
			fflush(stdout);
			lost |= cli_text_write(&s->err, e, to_e, stderr);
		}
		if (to_o > o && join) {
			fputs(join, stdout);
			join = NULL;
		}
		lost |= cli_text_write(&s->out, o, to_o, stdout);
		o = to_o;
		e = to_e;
	}
	if (lost) {
		fflush(stdout);
		fprintf(stderr, "reserve: %s: its output could not be read back from a temporary file\n", s->j.name);
		p->w->unit_problems++;
	}
	p->w->unit_problems += s->problems;
	for (size_t i = 0; i < s->nnoted; i++) {
		if (p->w->problem)
			p->w->problem(p->w->ctx, s->noted[i].path ? s->noted[i].path : s->j.name, s->noted[i].err);
		free(s->noted[i].path);
	}
	if (p->w->problem && (s->no_memory || lost))
		p->w->problem(p->w->ctx, s->j.name, s->no_memory ? ENOMEM : EIO);
	free(s->noted);
	rsv_found_free(s->found);
	free(s->path);
	free(s->pre);
	cli_text_free(&s->out);
	cli_text_free(&s->err);
	free(s->cuts);
	memset(s, 0, sizeof *s);
}

/* Writes out the done slots at the head of the ring.  With wait, until
 * the head has moved on: it runs a unit here while one is waiting, else
 * waits for the head to be done (and written, by whichever thread). */
static void drain(pool *p, int wait)
{
	pthread_mutex_lock(&p->mu);
	size_t from = p->head;
	write_head(p);
	while (wait && p->head == from && p->head != p->tail) {
		slot *mine = backlog_full(p) ? NULL : claim(p);
		if (mine) {
			pthread_mutex_unlock(&p->mu);
			run_unit(p, mine, &p->desks[0]);
			pthread_mutex_lock(&p->mu);
			mark_done(p, mine);
		} else {
			pthread_cond_wait(&p->done, &p->mu);
		}
		write_head(p);
	}
	pthread_mutex_unlock(&p->mu);
}

/* Takes the walk's problems so far (the text, malloc'd, or NULL; and
 * those for cli_work.problem). */
static char *take_pending(pool *p, size_t *n, noted **v, size_t *nv)
{
	*v = p->pnoted;
	*nv = p->npnoted;
	p->pnoted = NULL;
	p->npnoted = p->cappnoted = 0;
	*n = 0;
	if (!p->pending)
		return NULL;
	fclose(p->pending);
	p->pending = NULL;
	char *text = p->pend;
	*n = p->npend;
	p->pend = NULL;
	return text;
}

/* Puts a unit (found or path, taken over) into the ring. */
static int start_unit(pool *p, rsv_found *found, char *path, const char *name, unsigned long seq)
{
	for (;;) {
		pthread_mutex_lock(&p->mu);
		int full = p->tail - p->head == p->cap;
		pthread_mutex_unlock(&p->mu);
		if (!full)
			break;
		drain(p, 1);
	}
	slot *s = &p->ring[p->tail % p->cap];
	s->found = found;
	s->path = path;
	s->j.seq = seq;
	s->j.name = name;
	s->pre = take_pending(p, &s->npre, &s->walk_noted, &s->nwalk_noted);
	pthread_mutex_lock(&p->mu);
	s->state = SLOT_TODO;
	p->tail++;
	if (p->idle && (p->tail - p->claim >= WAKE_BATCH || p->tail - p->head == p->cap))
		pthread_cond_signal(&p->work);
	pthread_mutex_unlock(&p->mu);
	drain(p, 0);
	return 0;
}

static int on_found(void *ctx, rsv_found *fd)
{
	pool *p = ctx;
	unsigned long seq = p->w->found++;
	if (p->w->shards > 1 && cli_shard_of(fd->name + fd->rel, p->w->shards) != p->w->shard - 1) {
		rsv_found_free(fd);
		return 0;
	}
	return start_unit(p, fd, NULL, fd->name, seq);
}

static int on_file(void *ctx, const char *path)
{
	pool *p = ctx;
	char *copy = strdup(path);
	if (!copy) {
		cli_io_problem(NULL, path, ENOMEM);
		return 1;
	}
	return start_unit(p, NULL, copy, copy, p->w->found++);
}

/* A problem of the walk: kept until the next unit, whose text it precedes. */
static void on_problem(void *ctx, const char *path, int err)
{
	pool *p = ctx;
	if (!p->pending)
		p->pending = open_memstream(&p->pend, &p->npend);
	cli_io_problem_to(p->pending ? p->pending : stderr, path, err); /* stderr: out of memory */
	if (!p->w->problem || !rsv_walk_counts(err))
		return;
	char *copy = strdup(path);
	if (copy && hcl_grow((void **)&p->pnoted, &p->cappnoted, p->npnoted + 1, sizeof *p->pnoted) == 0) {
		p->pnoted[p->npnoted].path = copy;
		p->pnoted[p->npnoted++].err = err;
	} else { /* out of memory: told now, before the units before it */
		free(copy);
		p->w->problem(p->w->ctx, path, err);
	}
}

static int start(pool *p, cli_work *w, const spec_lang *l)
{
	memset(p, 0, sizeof *p);
	p->w = w;
	p->l = l;
	w->found = 0;
	w->walk_problems = w->unit_problems = 0;
	int jobs = w->jobs < 1 ? 1 : w->jobs > CLI_MAX_JOBS ? CLI_MAX_JOBS : w->jobs;
	p->cap = (size_t)jobs * RING_PER_WORKER;
	if (!(p->ring = calloc(p->cap, sizeof *p->ring)) || desk_open(&p->desks[0], p) != 0) {
		desk_close(&p->desks[0]);
		free(p->ring);
		return -1;
	}
#ifdef M_ARENA_MAX
	mallopt(M_ARENA_MAX, jobs); /* no more arenas than threads */
#endif
#if defined M_TRIM_THRESHOLD && defined M_TOP_PAD
	/* What a unit frees is the next unit's: kept, not given back to the
	 * system to be faulted in again.  traversals --count over the corpus
	 * x4: 2,335 page faults and 0.030 s in the kernel with glibc's
	 * defaults, 206 and 0.019 s so; -j 2 0.065 s -> 0.047 s. */
	mallopt(M_TRIM_THRESHOLD, 64 << 20);
	mallopt(M_TOP_PAD, 16 << 20);
#endif
	pthread_mutex_init(&p->mu, NULL);
	pthread_cond_init(&p->work, NULL);
	pthread_cond_init(&p->done, NULL);
	for (int i = 1; i < jobs; i++) {
		desk *d = &p->desks[p->nthreads + 1];
		if (desk_open(d, p) != 0 || pthread_create(&p->threads[p->nthreads], NULL, worker, d) != 0) {
			desk_close(d);
			break;
		}
		p->nthreads++;
	}
	return 0;
}

static int finish(pool *p, int walked)
{
	pthread_mutex_lock(&p->mu);
	p->finishing = 1;
	pthread_cond_broadcast(&p->work);
	pthread_mutex_unlock(&p->mu);
	for (;;) {
		pthread_mutex_lock(&p->mu);
		int left = p->head != p->tail;
		pthread_mutex_unlock(&p->mu);
		if (!left)
			break;
		drain(p, 1);
	}
	for (int i = 0; i < p->nthreads; i++)
		pthread_join(p->threads[i], NULL);
	for (int i = 0; i <= p->nthreads; i++)
		desk_close(&p->desks[i]);
	size_t n, nv;
	noted *v;
	char *rest = take_pending(p, &n, &v, &nv);
	put_err(rest, n);
	free(rest);
	for (size_t i = 0; i < nv; i++) {
		if (p->w->problem)
			p->w->problem(p->w->ctx, v[i].path, v[i].err);
		free(v[i].path);
	}
	free(v);
	pthread_cond_destroy(&p->done);
	pthread_cond_destroy(&p->work);
	pthread_mutex_destroy(&p->mu);
	free(p->ring);
	/* What the walk returned counts only its own problems: on_found and
	 * on_file return 0 for the units they hand over. */
	p->w->walk_problems = walked;
	return walked + p->w->unit_problems;
}

int cli_run_modules(const spec_lang *l, char **paths, int npaths, cli_work *w)
{
	pool p;
	if (start(&p, w, l) != 0) {
		cli_io_problem(NULL, "reserve", ENOMEM);
		return 1;
	}
	rsv_walk walk = {.on_found = on_found, .on_problem = on_problem, .ctx = &p,
			 .max_file_size = cli_limit.max_file_size, .follow = cli_limit.follow,
			 .files_alone = w->files_alone};
	return finish(&p, rsv_for_each_module(l, paths, npaths, &walk));
}

int cli_run_files(const spec_lang *l, char **paths, int npaths, cli_work *w)
{
	pool p;
	if (start(&p, w, l) != 0) {
		cli_io_problem(NULL, "reserve", ENOMEM);
		return 1;
	}
	rsv_walk walk = {.on_file = on_file, .on_problem = on_problem, .ctx = &p,
			 .max_file_size = cli_limit.max_file_size, .follow = cli_limit.follow};
	return finish(&p, rsv_for_each_file(l, paths, npaths, &walk));
}

/* ---- -j and --shard ------------------------------------------------------------- */

int cli_default_jobs(void)
{
	long n = -1;
#ifdef _SC_NPROCESSORS_ONLN
	n = sysconf(_SC_NPROCESSORS_ONLN);
#endif
	return n < 1 ? 1 : n > CLI_MAX_JOBS ? CLI_MAX_JOBS : (int)n;
}

unsigned cli_shard_of(const char *rel, unsigned shards)
{
	uint32_t h = hcl_hash_str(HCL_HASH_START, rel, NULL);
	return shards ? h % shards : 0;
}

int cli_parse_shard(const char *prog, const char *text, unsigned *k, unsigned *n)
{
	char *end;
	errno = 0;
	unsigned long a = strtoul(text, &end, 10), b = 0;
	int ok = end != text && *end == '/' && text[0] >= '0' && text[0] <= '9';
	if (ok) {
		const char *t = end + 1;
		b = strtoul(t, &end, 10);
		ok = end != t && *end == '\0' && t[0] >= '0' && t[0] <= '9' && errno == 0;
	}
	if (!ok || a < 1 || a > b || b > UINT_MAX) {
		fprintf(stderr, "%s: --shard wants K/N with 1 <= K <= N, not '%s'\n", prog, text);
		return -1;
	}
	*k = (unsigned)a;
	*n = (unsigned)b;
	return 0;
}
