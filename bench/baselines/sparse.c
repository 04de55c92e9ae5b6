/*
 * Baseline for `npm run bench -- seq`: the sparse-space method of src/sequence/sparse.ts,
 * written plainly in C (same steps, same automatic mask choice, same scan order; options
 * flagged in byte rows, rare pairs four heaps per pass over the rare list), and the same
 * period search as src/sequence/periodicity.ts.
 *
 *   gcc -O2 -o sparse sparse.c && ./sparse 0.354 20126195
 *   ./sparse 0.6 262144 naive      (the definition only, for comparison)
 *
 * Prints one line: key=value pairs (count, seconds, values_per_second, checksum, mask,
 * rare, period, preperiod, proven, needed, max_rss_mib). The checksum is FNV-1a over the
 * values, as the TypeScript benchmark computes it, so both runs can be compared.
 * Take-and-break codes with bits 1, 2 and 4 only (octal, plus d0 = 4).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>

static int zero_[32], one_[32], two_[32];
static int nzero, none, ntwo, tmax, parts;

static uint16_t *G;
static int32_t *seen;
static int bound = 1;
static uint8_t *parity;
static int32_t *common_values, *rare_values;
static int32_t *rare;
static long rare_count, rare_cap;
static int mask;
/* sparse steps: a row of `width` option flags per heap of a block of 4, marks 1..255;
   wanted[v] == n + 1 while heap n looks for a split of value v */
#define BLOCK 4
static uint8_t *flags;
static int32_t *wanted;
static int width, mark_;
/* rare-list entries below small_ hold heaps < BLOCK; below below_, heaps a block can pair */
static long small_, below_;

static int popparity(unsigned v) { return __builtin_popcount(v) & 1; }

static void die(const char *s) { fprintf(stderr, "%s\n", s); exit(2); }

static void parse(const char *code) {
  int len = (int)strlen(code);
  if (len < 3 || code[1] != '.') die("expected a code d0.d1d2...");
  for (int i = 0; i < len; i++) {
    if (i == 1) continue;
    int c = code[i], d;
    if (c >= '0' && c <= '9') d = c - '0';
    else if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
    else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
    else die("bad digit");
    int r = i == 0 ? 0 : i - 1;
    if (d & 8) die("three-heap splits are not covered");
    if (d & 1) zero_[nzero++] = r;
    if (d & 2) one_[none++] = r;
    if (d & 4) two_[ntwo++] = r;
    if (d) { if (r > tmax) tmax = r; }
    if (d & 4) parts = 2;
  }
  if (!parts) parts = 1;
}

static void tables(void) {
  int size = 2 * bound;
  free(parity); free(common_values); free(rare_values);
  parity = malloc(size);
  common_values = malloc(sizeof(int32_t) * (size + 1));
  rare_values = malloc(sizeof(int32_t) * (size + 1));
  int nc = 0, nr = 0;
  for (int v = 0; v < size; v++) {
    parity[v] = (uint8_t)popparity((unsigned)(v & mask));
    if (parity[v]) common_values[nc++] = v; else rare_values[nr++] = v;
  }
  common_values[nc] = 0x7fffffff;
  rare_values[nr] = 0x7fffffff;
  free(flags); free(wanted);
  width = size;
  flags = calloc(BLOCK * (size_t)size, 1);
  wanted = calloc(size, sizeof(int32_t));
  mark_ = 0;
}

static int next_mark(void) {
  if (mark_ == 255) { memset(flags, 0, BLOCK * (size_t)width); mark_ = 0; }
  return ++mark_;
}

static void grow(int g) {
  while (bound <= g) bound *= 2;
  free(seen);
  seen = calloc(2 * (size_t)bound, sizeof(int32_t));
}

static void push_rare(long n, int g) {
  if (2 * rare_count == rare_cap) {
    rare_cap = rare_cap ? 2 * rare_cap : 2048;
    rare = realloc(rare, sizeof(int32_t) * rare_cap);
  }
  rare[2 * rare_count] = (int32_t)n;
  rare[2 * rare_count + 1] = g;
  rare_count++;
  if (n < BLOCK) small_ += 2;
}

/* end of the rare-list entries a block from n0 pairs at once: heaps r >= BLOCK, r < n0 - max(two) */
static long block_end(long n0) {
  long end = 2 * rare_count;
  while (below_ < end && rare[below_] < n0 - two_[ntwo - 1]) below_ += 2;
  return below_ > small_ ? below_ : small_;
}

static void block_pairs(long n0, int mark, long lo, long hi) {
  for (int k = 0; k < ntwo; k++) {
    long base = n0 - two_[k];
    for (long j = lo; j < hi; j += 2) {
      int w = rare[j + 1];
      long p = base - rare[j];
      flags[w ^ G[p]] = (uint8_t)mark;
      flags[width + (w ^ G[p + 1])] = (uint8_t)mark;
      flags[2 * width + (w ^ G[p + 2])] = (uint8_t)mark;
      flags[3 * width + (w ^ G[p + 3])] = (uint8_t)mark;
    }
  }
}

static void rare_pairs(long m, uint8_t *f, int mark, long from, long to) {
  long end = to;
  while (end > from && rare[end - 2] >= m) end -= 2;
  for (long j = from; j < end; j += 2) f[rare[j + 1] ^ G[m - rare[j]]] = (uint8_t)mark;
}

static int naive_step(long n, int32_t stamp) {
  for (int k = 0; k < nzero; k++) if (zero_[k] == n) seen[0] = stamp;
  for (int k = 0; k < none; k++) if (one_[k] < n) seen[G[n - one_[k]]] = stamp;
  for (int k = 0; k < ntwo; k++) {
    long m = n - two_[k], hi = m >> 1;
    for (long a = 1; a <= hi; a++) seen[G[a] ^ G[m - a]] = stamp;
  }
  int g = 0;
  while (seen[g] == stamp) g++;
  return g;
}

#define SEE(x)                                                   \
  do {                                                           \
    int x_ = (x);                                                \
    need -= (int)((uint32_t)((wanted[x_] ^ stamp) - 1) >> 31);  \
    wanted[x_] = 0;                                              \
  } while (0)

static int scan1(long m, int32_t stamp, int need) {
  for (long a = 1, b = m >> 1; a <= b; a++, b--) {
    SEE(G[a] ^ G[m - a]);
    SEE(G[b] ^ G[m - b]);
    if (need == 0) return 0;
  }
  return need;
}

static int scan2(long m, long p, int32_t stamp, int need) {
  long hm = m >> 1, hp = p >> 1;
  for (long a = 1, b = hm, c = hp; a <= b; a++, b--, c--) {
    SEE(G[a] ^ G[m - a]);
    SEE(G[b] ^ G[m - b]);
    if (a <= c) {
      SEE(G[a] ^ G[p - a]);
      SEE(G[c] ^ G[p - c]);
    }
    if (need == 0) return 0;
  }
  return need;
}

/* heap n in the block row starting at `row`; the block's pairs (entries lo..hi-1) are flagged */
static int sparse_step(long n, long row, int mark, long lo, long hi) {
  int32_t stamp = (int32_t)(n + 1);
  uint8_t *f = flags + row;
  for (int k = 0; k < nzero; k++) if (zero_[k] == n) f[0] = (uint8_t)mark;
  for (int k = 0; k < none; k++) if (one_[k] < n) f[G[n - one_[k]]] = (uint8_t)mark;
  long rare_end = 2 * rare_count;
  for (int k = 0; k < ntwo; k++) {
    rare_pairs(n - two_[k], f, mark, 0, lo);
    rare_pairs(n - two_[k], f, mark, hi, rare_end);
  }
  int c = 0, g = common_values[0];
  while (g < width && f[g] == mark) g = common_values[++c];
  int need = 0;
  for (int j = 0;; j++) {
    int v = rare_values[j];
    if (v >= g) break;
    if (f[v] != mark) { wanted[v] = stamp; need++; }
  }
  if (need == 0) return g;
  if (ntwo == 1) need = scan1(n - two_[0], stamp, need);
  else if (ntwo == 2) need = scan2(n - two_[0], n - two_[1], stamp, need);
  else for (int k = 0; k < ntwo && need > 0; k++) need = scan1(n - two_[k], stamp, need);
  if (need == 0) return g;
  for (int j = 0;; j++) {
    int v = rare_values[j];
    if (wanted[v] == stamp) return v;
  }
}

/* the mask making the fewest heaps 1 .. to-1 rare (Walsh-Hadamard transform of the histogram) */
static int choose_mask(long to, double *rare_out) {
  int max = 0;
  for (long n = 1; n < to; n++) if (G[n] > max) max = G[n];
  int size = 2;
  while (size <= max) size *= 2;
  double *w = calloc(size, sizeof(double));
  for (long n = 1; n < to; n++) w[G[n]] += 1;
  for (int h = 1; h < size; h *= 2)
    for (int i = 0; i < size; i += 2 * h)
      for (int j = i; j < i + h; j++) {
        double x = w[j], y = w[j + h];
        w[j] = x + y;
        w[j + h] = x - y;
      }
  int best = 1;
  for (int m = 2; m < size; m++) if (w[m] < w[best]) best = m;
  *rare_out = ((double)(to - 1) + w[best]) / 2;
  free(w);
  return best;
}

int main(int argc, char **argv) {
  if (argc < 3) die("usage: sparse CODE COUNT [naive]");
  int naive_only = argc > 3 && strcmp(argv[3], "naive") == 0;
  parse(argv[1]);
  long count = atol(argv[2]);
  G = calloc(count, sizeof(uint16_t));
  grow(0);
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  int sparse = 0;
  long next_choice = ntwo > 0 && !naive_only ? 256 : count + 1;
  for (long n = 0; n < count;) {
    if (n == next_choice) {
      next_choice *= 2;
      double rc;
      int m = choose_mask(n, &rc);
      if (rc > 0.25 * n || bound > (1 << 20)) sparse = 0;
      else if (!sparse || m != mask) {
        sparse = 1;
        mask = m;
        tables();
        rare_count = small_ = below_ = 0;
        for (long r = 1; r < n; r++) if (!popparity((unsigned)(G[r] & mask))) push_rare(r, G[r]);
      }
    }
    if (!sparse) {
      int g = naive_step(n, (int32_t)(n + 1));
      if (g >= bound) grow(g);
      if (g > 0xffff) die("values past 16 bits are not covered");
      G[n] = (uint16_t)g;
      n++;
      continue;
    }
    /* a block of 4 heaps (not past the next mask choice), or one heap */
    long lim = next_choice < count ? next_choice : count;
    int whole = lim - n >= BLOCK, mark = next_mark();
    long lo = whole ? small_ : 0, hi = whole ? block_end(n) : 0;
    if (lo < hi) block_pairs(n, mark, lo, hi);
    for (long row = 0, end = whole ? n + BLOCK : n + 1; n < end; row += width) {
      int g = sparse_step(n, row, mark, lo, hi), stale = 0;
      if (g >= bound) {
        grow(g);
        tables();
        stale = 1;
      }
      if (g > 0xffff) die("values past 16 bits are not covered");
      G[n] = (uint16_t)g;
      if (parity[g] == 0 && n > 0) push_rare(n, g);
      n++;
      if (stale) break;
    }
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double seconds = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;

  /* the least period, as findPeriod: proven when the periodicity theorem's range is covered */
  struct timespec p0, p1;
  clock_gettime(CLOCK_MONOTONIC, &p0);
  long period = 0, preperiod = -1, needed = -1;
  int proven = 0;
  for (long p = 1; p < count; p++) {
    long m = count - p - 1;
    while (m >= 0 && G[m] == G[m + p]) m--;
    long n0 = m + 1, agree = count - p - n0, n1 = n0 > 1 ? n0 : 1;
    long b = parts * n1 + (parts - 1) * p + tmax;
    int pr = b <= count - p;
    if (!pr && (agree < 2 * p || agree < p + 16)) {
      if (3 * p > count) break;
      continue;
    }
    period = p; preperiod = n0; proven = pr; needed = b + p;
    break;
  }
  clock_gettime(CLOCK_MONOTONIC, &p1);
  double period_seconds = (p1.tv_sec - p0.tv_sec) + (p1.tv_nsec - p0.tv_nsec) / 1e9;

  uint32_t h = 0x811c9dc5u;
  for (long n = 0; n < count; n++) { h ^= G[n]; h *= 0x01000193u; }
  /* peak resident memory of this program (VmHWM; getrusage's maxrss can include the parent's image before exec) */
  double rss_mib = -1;
  FILE *status = fopen("/proc/self/status", "r");
  if (status) {
    char line[256];
    while (fgets(line, sizeof line, status)) {
      long kb;
      if (sscanf(line, "VmHWM: %ld kB", &kb) == 1) rss_mib = kb / 1024.0;
    }
    fclose(status);
  }
  if (rss_mib < 0) {
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    rss_mib = ru.ru_maxrss / 1024.0;
  }
  printf("count=%ld seconds=%.4f period_seconds=%.4f values_per_second=%.0f checksum=%08x mask=%x rare=%ld "
         "period=%ld preperiod=%ld proven=%d needed=%ld max_rss_mib=%.1f\n",
         count, seconds, period_seconds, count / seconds, h, mask, rare_count + 1, period, preperiod, proven, needed,
         rss_mib);
  return 0;
}
