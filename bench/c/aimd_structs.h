/*
 * The policies' data structures for bench/c/aimd.c, ported operation for operation from
 * src/engines/common/linearFenwick.ts, classTournament.ts and kineticTournament.ts (same
 * comparisons, same tie rules, same order of additions).
 */
#include <math.h>
#include <stdlib.h>

/* ---- linear Fenwick tree: prefix sums of a_i + b_i t (rate-proportional) ---- */

typedef struct {
  int n, top_bit;
  double *ab; /* 1-based; node k at ab[2k] (intercepts), ab[2k+1] (slopes) */
} Fenwick;

static void fen_init(Fenwick *f, int n) {
  f->n = n;
  f->ab = calloc(2 * (n + 1), sizeof(double));
  int bit = 1;
  while (bit * 2 <= n) bit *= 2;
  f->top_bit = bit;
}

static void fen_build(Fenwick *f, const double *a, const double *b) {
  double *ab = f->ab;
  for (int i = 1; i <= f->n; i++) {
    ab[2 * i] = a[i - 1];
    ab[2 * i + 1] = b[i - 1];
  }
  for (int i = 1; i <= f->n; i++) {
    int j = i + (i & -i);
    if (j <= f->n) {
      ab[2 * j] += ab[2 * i];
      ab[2 * j + 1] += ab[2 * i + 1];
    }
  }
}

static inline double fen_total(const Fenwick *f, double t) {
  double s = 0;
  for (int k = f->n; k > 0; k -= k & -k) s += f->ab[2 * k] + f->ab[2 * k + 1] * t;
  return s;
}

static inline int fen_search(const Fenwick *f, double u, double t) {
  int pos = 0, n = f->n;
  double rest = u;
  for (int step = f->top_bit; step > 0; step >>= 1) {
    int k = pos + step;
    if (k <= n) {
      double w = f->ab[2 * k] + f->ab[2 * k + 1] * t;
      if (w <= rest) {
        pos = k;
        rest -= w;
      }
    }
  }
  return pos < n ? pos : n - 1;
}

/* Intercept change only: the slopes of the flows never change. */
static inline void fen_add(Fenwick *f, int i, double da) {
  for (int k = i + 1; k <= f->n; k += k & -k) f->ab[2 * k] += da;
}

/* ---- kinetic tournament: max of lines a_i + b_i t as t grows; ties to the smaller id ---- */

typedef struct {
  int n, size;
  double *a, *b, *melt, now;
  int *win, *id;
  long recomputations;
} Kinetic;

static void kin_init(Kinetic *k, int n) {
  k->n = n;
  int size = 1;
  while (size < n) size *= 2;
  k->size = size;
  k->a = calloc(n, sizeof(double));
  k->b = calloc(n, sizeof(double));
  k->id = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) k->id[i] = i;
  k->win = malloc(2 * size * sizeof(int));
  k->melt = malloc(2 * size * sizeof(double));
  k->recomputations = 0;
}

static inline void kin_evaluate(Kinetic *k, int node) {
  k->recomputations++;
  int l = 2 * node, r = l + 1, wl = k->win[l], wr = k->win[r];
  double child_melt = fmin(k->melt[l], k->melt[r]);
  if (wr < 0 || wl < 0) {
    k->win[node] = wr < 0 ? wl : wr;
    k->melt[node] = child_melt;
    return;
  }
  double t = k->now, al = k->a[wl], bl = k->b[wl], ar = k->a[wr], br = k->b[wr];
  double vl = al + bl * t, vr = ar + br * t, crossing = INFINITY;
  int winner;
  if (vl > vr || (vl == vr && k->id[wl] < k->id[wr])) {
    winner = wl;
    if (br > bl) crossing = fmax(t, (al - ar) / (br - bl));
  } else {
    winner = wr;
    if (bl > br) crossing = fmax(t, (ar - al) / (bl - br));
  }
  k->win[node] = winner;
  k->melt[node] = crossing < child_melt ? crossing : child_melt;
}

static void kin_build(Kinetic *k, const double *a, const double *b, double t) {
  k->now = t;
  for (int i = 0; i < k->n; i++) {
    k->a[i] = a[i];
    k->b[i] = b[i];
  }
  for (int j = 0; j < k->size; j++) {
    k->win[k->size + j] = j < k->n ? j : -1;
    k->melt[k->size + j] = INFINITY;
  }
  for (int node = k->size - 1; node >= 1; node--) kin_evaluate(k, node);
}

static void kin_repair(Kinetic *k, int node) {
  if (node >= k->size) return;
  int l = 2 * node;
  if (k->melt[l] <= k->now) kin_repair(k, l);
  if (k->melt[l + 1] <= k->now) kin_repair(k, l + 1);
  kin_evaluate(k, node);
}

static inline void kin_advance(Kinetic *k, double t) {
  k->now = t;
  if (k->melt[1] <= t) kin_repair(k, 1);
}

static inline void kin_update(Kinetic *k, int i, double a, double b) {
  k->a[i] = a;
  k->b[i] = b;
  for (int node = (k->size + i) >> 1; node >= 1; node >>= 1) kin_evaluate(k, node);
}

/*
 * ---- per-slope-class tournaments + kinetic tournament of the class heads (largest-rate) ----
 * Flows with the same slope never overtake each other, so each class keeps a plain tournament
 * (leaves in index order, values compared at the update time, ties left = lower index); only the
 * class heads need certificates.
 */
typedef struct {
  int n, classes;
  double *a, *slope, now; /* a: n + 1 entries, a[n] = -inf for padding leaves */
  int *class_of, *leaf, *base, *win;
  Kinetic heads;
  long evaluations;
} Classes;

static void classes_init(Classes *c, int n, const double *eta) {
  c->n = n;
  c->class_of = malloc(n * sizeof(int));
  c->leaf = malloc(n * sizeof(int));
  c->slope = malloc(n * sizeof(double));
  int *count = calloc(n, sizeof(int)), k = 0;
  for (int i = 0; i < n; i++) {
    int j = 0;
    while (j < k && c->slope[j] != eta[i]) j++;
    if (j == k) c->slope[k++] = eta[i];
    c->class_of[i] = j;
    c->leaf[i] = count[j]++;
  }
  c->classes = k;
  c->base = malloc((k + 1) * sizeof(int));
  int total = 0;
  for (int j = 0; j < k; j++) {
    int size = 1;
    while (size < count[j]) size *= 2;
    c->base[j] = total;
    total += 2 * size;
  }
  c->base[k] = total;
  c->win = malloc(total * sizeof(int));
  for (int x = 0; x < total; x++) c->win[x] = n;
  for (int i = 0; i < n; i++) {
    int j = c->class_of[i], size = (c->base[j + 1] - c->base[j]) / 2;
    c->leaf[i] = c->base[j] + size + c->leaf[i];
    c->win[c->leaf[i]] = i;
  }
  c->a = calloc(n + 1, sizeof(double));
  c->a[n] = -INFINITY;
  kin_init(&c->heads, k);
  c->evaluations = 0;
  free(count);
}

static void classes_build(Classes *c, const double *a, double t) {
  c->now = t;
  for (int i = 0; i < c->n; i++) c->a[i] = a[i];
  for (int j = 0; j < c->classes; j++) {
    int b = c->base[j], size = (c->base[j + 1] - b) / 2;
    double s = c->slope[j];
    for (int node = size - 1; node >= 1; node--) {
      int wl = c->win[b + 2 * node], wr = c->win[b + 2 * node + 1];
      c->win[b + node] = c->a[wl] + s * t >= c->a[wr] + s * t ? wl : wr;
    }
  }
  if (c->classes > 1) {
    double *ha = malloc(c->classes * sizeof(double));
    for (int j = 0; j < c->classes; j++) {
      int h = c->win[c->base[j] + 1];
      ha[j] = c->a[h];
      c->heads.id[j] = h;
    }
    kin_build(&c->heads, ha, c->slope, t);
    free(ha);
  }
}

static inline int classes_top(Classes *c, double T) {
  c->now = T;
  if (c->classes == 1) return c->win[1];
  kin_advance(&c->heads, T);
  return c->heads.id[c->heads.win[1]];
}

static inline void classes_update(Classes *c, int i, double a, double T) {
  if (c->classes == 1) { /* the TS engine's updateOnlyClass: no class lookups */
    double s = c->slope[0], v = a + s * T;
    c->a[i] = a;
    int w = i;
    for (int x = c->leaf[i]; x > 1; x >>= 1) {
      int ws = c->win[x ^ 1];
      double vs = c->a[ws] + s * T;
      c->evaluations++;
      if ((x & 1) == 0 ? vs > v : vs >= v) {
        w = ws;
        v = vs;
      }
      c->win[x >> 1] = w;
    }
    return;
  }
  int j = c->class_of[i], b = c->base[j];
  double s = c->slope[j], v = a + s * T;
  c->a[i] = a;
  int w = i;
  for (int x = c->leaf[i] - b; x > 1; x >>= 1) {
    int ws = c->win[b + (x ^ 1)];
    double vs = c->a[ws] + s * T;
    c->evaluations++;
    /* x even: w is the left child and wins ties; x odd: the sibling is on the left */
    if ((x & 1) == 0 ? vs > v : vs >= v) {
      w = ws;
      v = vs;
    }
    c->win[b + (x >> 1)] = w;
  }
  if (c->classes > 1) {
    int h = c->win[b + 1];
    c->heads.id[j] = h;
    kin_update(&c->heads, j, c->a[h], s);
  }
}
