/*
 * AIMD Lab: the exact event-driven AIMD engine in C, for speed comparison only (bench/aimdEngine.ts).
 *
 * Same event loop as src/engines/aimd/simulation.ts, same order of floating-point operations, same
 * statistics (aggregate and per-flow integrals and second moments, ramp histograms of the aggregate
 * and of flow 1, batch means) and the same generator (xoshiro128** seeded by SplitMix32, 53-bit
 * doubles), so that a run of the same scenario prints the same utilization to the last bit: the
 * timing compares the same work. Only the policies the bench compares are here:
 *   rate-proportional     linear Fenwick tree: total, one-pass descending search, intercept update
 *   largest-rate          a tournament per slope class + a kinetic tournament of the class heads
 *                         (src/engines/common/classTournament.ts, what the TS engine uses)
 *   largest-rate-kinetic  one kinetic tournament over all flows (the TS engine's previous method)
 *
 * Usage: aimd <policy> <n> <equal|unequal> <events> [budget-ms]   (the bench scenario: c = 1,
 * beta = 0.5, x0 = 0, seed 1, 100 bins, no warm-up). Runs `events` events (their utilization is
 * printed, to compare with the TS engine's), then times batches of events for about budget-ms
 * (400 by default), then prints one line of key=value pairs.
 * Build: gcc -O2 -ffp-contract=off (no fused multiply-add: JavaScript never fuses).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "aimd_structs.h"

/* ---- statistics (src/engines/aimd/statistics.ts, common/rampHistogram.ts, batchMeans.ts) ---- */

typedef struct {
  double lo, hi, scale;
  int bins;
  double *slope, *moment, *mass;
} Hist;

static void hist_init(Hist *h, double lo, double hi, int bins) {
  h->lo = lo;
  h->hi = hi;
  h->bins = bins;
  h->scale = bins / (hi - lo);
  h->slope = calloc(bins, sizeof(double));
  h->moment = calloc(bins, sizeof(double));
  h->mass = calloc(bins, sizeof(double));
}

static inline double bin_of(const Hist *h, double v) {
  double b = floor((v - h->lo) * h->scale);
  return b < 0 ? 0 : b;
}

static inline void hist_mass(Hist *h, double b, double s) {
  int i = b < 0 ? 0 : b >= h->bins ? h->bins - 1 : (int)b;
  h->mass[i] += s;
}

/* Writes past the last bin are dropped, as a JavaScript typed array drops them. */
static inline void hist_segment(Hist *h, double u, double w, double s) {
  if (!(s > 0)) return;
  double from = u < w ? u : w, to = u < w ? w : u;
  double bf = bin_of(h, from), bt = bin_of(h, to);
  if (bf == bt || to < h->lo) {
    hist_mass(h, bf, s);
    return;
  }
  double k = s / (to - from);
  if (bf < h->bins) {
    h->slope[(int)bf] += k;
    h->moment[(int)bf] += k * from;
  }
  if (bt < h->bins) {
    h->slope[(int)bt] -= k;
    h->moment[(int)bt] -= k * to;
  }
}

typedef struct {
  double integral[64], duration[64];
  int full;
  double batch_size, in_batch;
  double cur_i, cur_d, tot_i, tot_d;
} Batch;

static inline void batch_add(Batch *b, double integral, double duration) {
  b->cur_i += integral;
  b->cur_d += duration;
  b->tot_i += integral;
  b->tot_d += duration;
  if (++b->in_batch < b->batch_size) return;
  b->integral[b->full] = b->cur_i;
  b->duration[b->full] = b->cur_d;
  b->full++;
  b->cur_i = b->cur_d = 0;
  b->in_batch = 0;
  if (b->full == 64) {
    for (int k = 0; k < 32; k++) {
      b->integral[k] = b->integral[2 * k] + b->integral[2 * k + 1];
      b->duration[k] = b->duration[2 * k] + b->duration[2 * k + 1];
    }
    b->full = 32;
    b->batch_size *= 2;
  }
}

/* ---- generator (src/engines/common/rng.ts) ---- */

typedef struct {
  uint32_t s[4];
} Rng;

static void rng_seed(Rng *g, uint32_t seed) {
  uint32_t z = seed;
  for (int k = 0; k < 4; k++) {
    z += 0x9e3779b9u;
    uint32_t t = z;
    t = (t ^ (t >> 16)) * 0x21f0aaadu;
    t = (t ^ (t >> 15)) * 0x735a2d97u;
    g->s[k] = t ^ (t >> 15);
  }
  if ((g->s[0] | g->s[1] | g->s[2] | g->s[3]) == 0) g->s[0] = 1;
}

static inline uint32_t rotl(uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }

static inline uint32_t rng_u32(Rng *g) {
  uint32_t *s = g->s;
  uint32_t result = rotl(s[1] * 5, 7) * 9, t = s[1] << 9;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 11);
  return result;
}

static inline double rng_double(Rng *g) {
  uint32_t hi = rng_u32(g) >> 5, lo = rng_u32(g) >> 6;
  return ((double)hi * 67108864.0 + (double)lo) / 9007199254740992.0;
}

/* ---- simulation (src/engines/aimd/simulation.ts) ---- */

enum { RATE_PROPORTIONAL, LARGEST_RATE, LARGEST_RATE_KINETIC };

typedef struct {
  int n, policy, bins;
  double c, eta_total, t, after, cut_total;
  double *eta, *beta, *r, *L, *a;
  long events_done, since_rebase, rebase_every;
  Rng rng;
  /* statistics */
  double agg_integral, agg_square, measured_time, event_integral, event_duration;
  double *flow_integral, *flow_square, *signals;
  Hist agg_hist, flow1_hist;
  Batch batch;
  /* policies */
  Fenwick fen;
  Classes classes;
  Kinetic kin;
} Sim;

static void rebuild(Sim *m) {
  for (int i = 0; i < m->n; i++) m->a[i] = m->r[i] - m->eta[i] * m->L[i];
  if (m->policy == RATE_PROPORTIONAL) fen_build(&m->fen, m->a, m->eta);
  else if (m->policy == LARGEST_RATE) classes_build(&m->classes, m->a, m->t);
  else kin_build(&m->kin, m->a, m->eta, m->t);
}

static void sim_init(Sim *m, int policy, int n, int unequal) {
  memset(m, 0, sizeof *m);
  m->n = n;
  m->policy = policy;
  m->c = 1;
  m->bins = 100;
  m->eta = malloc(n * sizeof(double));
  m->beta = malloc(n * sizeof(double));
  m->r = calloc(n, sizeof(double));
  m->L = calloc(n, sizeof(double));
  m->a = calloc(n, sizeof(double));
  m->flow_integral = calloc(n, sizeof(double));
  m->flow_square = calloc(n, sizeof(double));
  m->signals = calloc(n, sizeof(double));
  for (int i = 0; i < n; i++) {
    m->eta[i] = unequal ? 1 + (i % 7) * 0.37 : 1;
    m->beta[i] = 0.5;
  }
  for (int i = 0; i < n; i++) m->eta_total += m->eta[i];
  m->after = 0; /* min(sum x0, c) with x0 = 0 */
  rng_seed(&m->rng, 1);
  hist_init(&m->agg_hist, 0, m->c, m->bins);
  hist_init(&m->flow1_hist, 0, m->c, m->bins);
  m->batch.batch_size = 1;
  m->rebase_every = 4 * (long)n > 4096 ? 4 * (long)n : 4096;
  if (policy == RATE_PROPORTIONAL) fen_init(&m->fen, n);
  else if (policy == LARGEST_RATE) classes_init(&m->classes, n, m->eta);
  else kin_init(&m->kin, n);
  rebuild(m);
}

/* closePiece + cutFlow: returns nothing, leaves the cut in cut_total. */
static inline void cut_flow(Sim *m, int i, double T) {
  double from = m->r[i], d = T - m->L[i];
  double before = from + m->eta[i] * d;
  m->flow_integral[i] += (d * (from + before)) / 2;
  m->flow_square[i] += (d * (from * from + from * before + before * before)) / 3;
  if (i == 0) hist_segment(&m->flow1_hist, from, before, d);
  double after = m->beta[i] * before;
  m->r[i] = after;
  m->L[i] = T;
  m->cut_total += before - after;
  m->signals[i]++;
}

static void rebase(Sim *m) {
  double shift = m->t;
  for (int i = 0; i < m->n; i++) m->L[i] -= shift;
  m->t = 0;
  m->since_rebase = 0;
  rebuild(m);
}

static inline void step(Sim *m) {
  if (m->since_rebase >= m->rebase_every) rebase(m);
  m->since_rebase++;
  double s = (m->c - m->after) / m->eta_total;
  if (!(s > 0)) s = 0;
  double T = m->t + s, c = m->c, after = m->after;
  double integral = (s * (after + c)) / 2;
  m->agg_integral += integral;
  m->agg_square += (s * (after * after + after * c + c * c)) / 3;
  hist_segment(&m->agg_hist, after, c, s);
  m->event_integral += integral;
  m->event_duration += s;
  m->cut_total = 0;
  int i;
  if (m->policy == RATE_PROPORTIONAL) {
    double u = rng_double(&m->rng) * fen_total(&m->fen, T);
    i = fen_search(&m->fen, u, T);
    double old = m->r[i] - m->eta[i] * m->L[i];
    cut_flow(m, i, T);
    fen_add(&m->fen, i, m->r[i] - m->eta[i] * m->L[i] - old);
  } else if (m->policy == LARGEST_RATE) {
    i = classes_top(&m->classes, T);
    cut_flow(m, i, T);
    classes_update(&m->classes, i, m->r[i] - m->eta[i] * m->L[i], T);
  } else {
    kin_advance(&m->kin, T);
    i = m->kin.win[1];
    cut_flow(m, i, T);
    kin_update(&m->kin, i, m->r[i] - m->eta[i] * m->L[i], m->eta[i]);
  }
  m->t = T;
  m->after = c - m->cut_total;
  m->measured_time += m->event_duration;
  batch_add(&m->batch, m->event_integral, m->event_duration);
  m->event_integral = m->event_duration = 0;
  m->events_done++;
}

/* Tree-node evaluations so far (largest-rate's tree work). */
static long evaluations(const Sim *m) {
  if (m->policy == LARGEST_RATE) return m->classes.evaluations + m->classes.heads.recomputations;
  return m->policy == LARGEST_RATE_KINETIC ? m->kin.recomputations : 0;
}

static double seconds(clockid_t clock) {
  struct timespec ts;
  clock_gettime(clock, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  if (argc < 5) {
    fprintf(stderr, "usage: aimd <rate-proportional|largest-rate|largest-rate-kinetic> <n> "
                    "<equal|unequal> <events> [budget-ms]\n");
    return 2;
  }
  int policy = strcmp(argv[1], "rate-proportional") == 0 ? RATE_PROPORTIONAL
               : strcmp(argv[1], "largest-rate") == 0    ? LARGEST_RATE
               : strcmp(argv[1], "largest-rate-kinetic") == 0 ? LARGEST_RATE_KINETIC
                                                              : -1;
  int n = atoi(argv[2]);
  int unequal = strcmp(argv[3], "unequal") == 0;
  long events = atol(argv[4]);
  double budget = argc > 5 ? atof(argv[5]) / 1000 : 0.4;
  if (policy < 0 || n < 1 || events < 1) {
    fprintf(stderr, "aimd: bad arguments\n");
    return 2;
  }
  Sim m;
  sim_init(&m, policy, n, unequal);
  /* A fixed number of events first: their utilization is what the TS run of as many events prints. */
  while (m.events_done < events) step(&m);
  double utilization = m.agg_integral / (m.c * m.measured_time);
  long start = m.events_done, evaluations0 = evaluations(&m);
  double w0 = seconds(CLOCK_MONOTONIC), c0 = seconds(CLOCK_PROCESS_CPUTIME_ID);
  long batch = 1000;
  while (seconds(CLOCK_MONOTONIC) - w0 < budget) {
    for (long k = 0; k < batch; k++) step(&m);
    batch = batch * 2 < (1L << 20) ? batch * 2 : (1L << 20);
  }
  double wall = seconds(CLOCK_MONOTONIC) - w0, cpu = seconds(CLOCK_PROCESS_CPUTIME_ID) - c0;
  long timed = m.events_done - start;
  printf("policy=%s n=%d eta=%s utilization=%.17g events=%ld wall_per_s=%.6g cpu_per_s=%.6g "
         "evaluations_per_event=%.2f\n",
         argv[1], n, unequal ? "unequal" : "equal", utilization, timed, timed / wall, timed / cpu,
         (double)(evaluations(&m) - evaluations0) / timed);
  return 0;
}
