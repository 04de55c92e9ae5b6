/*
 * chomp_box.c: P/N of every Chomp diagram in an a×b box, the baseline of `npm run bench -- chomp`.
 * Written for this benchmark, plainly, by the method of src/games/chomp/box.ts:
 *
 * - a diagram is its row lengths, counted from the bottom row: L[1] ≤ L[2] ≤ … ≤ L[a] ≤ b;
 *   its rank is Σ_k C(L[k] + k − 1, k) (the combinatorial number system of the up steps of its
 *   boundary path), so every option (a smaller diagram) ranks lower; 0 is the empty diagram;
 * - one bit a diagram, set when it is N; the diagrams are visited in rank order (the next one
 *   by the colex successor of its path), and each whose bit is still clear is P: every parent
 *   (every diagram with a move to it) is marked N. The parents through the addable corner of a
 *   run of h equal rows below a step of width w are the non-empty partitions in an h×w box added
 *   to that run; their ranks differ from the P-position's by one table entry a row.
 * - the empty diagram counts as N (the player who takes the poisoned square has lost), so the
 *   poisoned square alone is P.
 *
 * Usage: chomp_box <rows> <columns>. Prints the number of P-positions and the winning first
 * moves of the full board (1-based row, column of the square taken). rows + columns ≤ 40.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define MAXN 40
static uint64_t binom[MAXN + 2][MAXN + 2];

static uint64_t rank_of(const int *L, int a) {
  uint64_t r = 0;
  for (int k = 1; k <= a; k++) r += binom[L[k] + k - 1][k];
  return r;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: chomp_box <rows> <columns>\n");
    return 2;
  }
  int a = atoi(argv[1]), b = atoi(argv[2]);
  if (a < 1 || b < 1 || a + b > MAXN) {
    fprintf(stderr, "chomp_box: rows, columns ≥ 1 and rows + columns ≤ %d\n", MAXN);
    return 2;
  }
  for (int n = 0; n <= MAXN + 1; n++) {
    binom[n][0] = 1;
    for (int k = 1; k <= MAXN + 1; k++) binom[n][k] = n == 0 ? 0 : binom[n - 1][k - 1] + binom[n - 1][k];
  }
  uint64_t total = binom[a + b][a];
  uint64_t *bits = calloc((total >> 6) + 1, 8);
  if (!bits) {
    fprintf(stderr, "chomp_box: out of memory\n");
    return 1;
  }
  int L[MAXN + 2];            /* L[1..a], L[a+1] = b (the box's top edge) */
  uint64_t D[MAXN + 2][MAXN + 2]; /* D[t][m]: the rank change of adding m squares to the run's t-th row */
  int mu[MAXN + 2];
  uint64_t part[MAXN + 2];
  for (int k = 0; k <= a; k++) L[k] = 0;
  L[a + 1] = b;
  bits[0] |= 1; /* the empty diagram */
  uint64_t pcount = 0;
  for (uint64_t r = 0; r < total; r++) {
    if (!((bits[r >> 6] >> (r & 63)) & 1)) {
      pcount++;
      /* every addable corner: row k with L[k] < L[k+1] (row a+1 is the box's edge) */
      for (int k = a; k >= 1; k--) {
        if (L[k] == L[k + 1]) continue;
        int w = L[k + 1] - L[k];
        int h = 1;
        while (k - h >= 1 && L[k - h] == L[k]) h++;
        for (int t = 1; t <= h; t++) {
          int row = k - t + 1;
          uint64_t base = binom[L[row] + row - 1][row];
          for (int m = 0; m <= w; m++) D[t][m] = binom[L[row] + m + row - 1][row] - base;
        }
        /* the non-increasing mu[1..h], 1 ≤ mu[1] ≤ w */
        part[0] = r;
        mu[1] = 1;
        part[1] = r + D[1][1];
        for (int t = 2; t <= h; t++) mu[t] = 0, part[t] = part[1];
        for (;;) {
          /* the last row runs over 0..mu[h-1] in one loop */
          uint64_t p0 = part[h - 1];
          int top = h == 1 ? w : mu[h - 1];
          for (int m = h == 1 ? 1 : 0; m <= top; m++) {
            uint64_t p = p0 + D[h][m];
            bits[p >> 6] |= (uint64_t)1 << (p & 63);
          }
          int t = h - 1;
          while (t >= 1 && mu[t] == (t == 1 ? w : mu[t - 1])) t--;
          if (t == 0) break;
          mu[t]++;
          part[t] = part[t - 1] + D[t][mu[t]];
          for (int u = t + 1; u < h; u++) mu[u] = 0, part[u] = part[t];
          if (h > 1) mu[h] = 0;
        }
        if (h == 1) {
          /* handled by the single loop above */
        }
      }
    }
    /* the next diagram in rank order: the lowest row that can grow grows, the rows below empty */
    int k = 1;
    while (k <= a && L[k] == L[k + 1]) k++;
    if (k > a) break;
    L[k]++;
    for (int j = 1; j < k; j++) L[j] = 0;
  }
  printf("box %dx%d: %llu diagrams, %llu P-positions\n", a, b, (unsigned long long)total, (unsigned long long)pcount);
  printf("winning moves of %dx%d:", a, b);
  /* the options of the full board: take (i, j), rows i..a (top-based) cut to j-1 */
  for (int i = 1; i <= a; i++) {
    for (int j = 1; j <= b; j++) {
      if (i == 1 && j == 1) continue;
      int M[MAXN + 2];
      for (int kk = 1; kk <= a; kk++) {
        int top = a - kk + 1; /* top-based row of bottom-based row kk */
        M[kk] = top >= i ? j - 1 : b;
      }
      uint64_t p = rank_of(M, a);
      if (!((bits[p >> 6] >> (p & 63)) & 1)) printf(" (%d,%d)", i, j);
    }
  }
  printf("\n");
  free(bits);
  return 0;
}
