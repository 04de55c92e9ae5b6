/*
 * fsvp_vi.c: a plain value-iteration solver for Fair Shares and Varied Pairs, the baseline
 * of bench/fsvp.ts. Win/lose/draw and remoteness only, the way a retrograde solver without
 * predecessors does it (Gamesman's "regular" solver): every pass re-expands every position
 * still undecided, until a pass decides nothing.
 *
 *   pass i: a position with a lost option of remoteness i - 1 is won, remoteness i;
 *           a position whose options are all won, the greatest remoteness i - 1, is lost in i.
 *   1+1+...+1 (no move) is lost in 0; what no pass decides is a draw.
 *
 * Positions are the partitions of n, numbered as grundy numbers them (docs/fsvp-table.md):
 * index = p(n) - 1 - sum over the parts in increasing order of P(running sum, part - 1), with
 * P(s, j) the partitions of s into parts <= j. Single-threaded, no OpenMP.
 *
 *   gcc -O3 -o fsvp_vi fsvp_vi.c
 *   ./fsvp_vi <n> [out]    out: 3 bytes a position in index order, outcome (0 P, 1 N, 2 D)
 *                          and remoteness (u16 little-endian, 65535 for a draw)
 * Prints one line: n positions seconds passes P N D max-remoteness.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAXN 100
enum { LOSE = 0, WIN = 1, DRAW = 2, UNDECIDED = 3 };

static int n;
static int64_t P[MAXN + 1][MAXN + 1];
static int64_t count;

static int64_t hash(const int *cnt) {
    int64_t r = 0;
    int sum = 0;
    for (int s = 1; s <= n; s++)
        for (int c = 0; c < cnt[s]; c++) {
            sum += s;
            r += P[sum][s - 1];
        }
    return count - 1 - r;
}

static void unhash(int64_t index, int *cnt) {
    memset(cnt, 0, sizeof(int) * (n + 1));
    int64_t rest = count - 1 - index;
    int sum = n, top = n;
    while (rest > 0) {
        int hi = top < sum ? top : sum, L = 2;
        while (L < hi && P[sum][L] <= rest) L++;
        rest -= P[sum][L - 1];
        sum -= L;
        top = L;
        cnt[L]++;
    }
    cnt[1] += sum;
}

/* the options of a position given by its part counts; returns how many */
static int children(int *cnt, int64_t *out) {
    int k = 0, sizes[MAXN], d = 0;
    for (int s = 1; s <= n; s++)
        if (cnt[s] > 0) sizes[d++] = s;
    for (int i = 0; i < d; i++) {
        int s = sizes[i];
        for (int q = 1; 2 * q <= s; q++) {
            if (s % q) continue; /* divide one heap s into s/q heaps of q */
            cnt[s]--;
            cnt[q] += s / q;
            out[k++] = hash(cnt);
            cnt[q] -= s / q;
            cnt[s]++;
        }
    }
    for (int i = 0; i < d; i++)
        for (int j = i + 1; j < d; j++) { /* unite heaps of different sizes */
            int a = sizes[i], b = sizes[j];
            cnt[a]--;
            cnt[b]--;
            cnt[a + b]++;
            out[k++] = hash(cnt);
            cnt[a + b]--;
            cnt[b]++;
            cnt[a]++;
        }
    return k;
}

int main(int argc, char **argv) {
    if (argc < 2 || (n = atoi(argv[1])) < 1 || n > MAXN) {
        fprintf(stderr, "usage: fsvp_vi <n 1..%d> [out]\n", MAXN);
        return 2;
    }
    for (int j = 0; j <= n; j++) P[0][j] = 1;
    for (int s = 1; s <= n; s++)
        for (int j = 1; j <= n; j++) P[s][j] = P[s][j - 1] + (s >= j ? P[s - j][j] : 0);
    count = P[n][n];
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    uint8_t *value = malloc(count);
    uint16_t *rem = malloc(count * sizeof(uint16_t));
    if (!value || !rem) return 1;
    memset(value, UNDECIDED, count);
    value[count - 1] = LOSE; /* 1+1+...+1 */
    rem[count - 1] = 0;
    int cnt[MAXN + 1];
    int64_t kids[4 * MAXN * MAXN];
    int pass, updated = 1;
    for (pass = 1; updated; pass++) {
        updated = 0;
        for (int64_t pos = 0; pos < count; pos++) {
            if (value[pos] != UNDECIDED) continue;
            unhash(pos, cnt);
            int k = children(cnt, kids), all_won = 1, largest = -1, won = 0;
            for (int i = 0; i < k; i++) {
                int64_t c = kids[i];
                if (value[c] == LOSE && rem[c] == pass - 1) {
                    won = 1;
                    break;
                }
                if (value[c] != WIN) all_won = 0;
                else if (rem[c] > largest) largest = rem[c];
            }
            if (won) {
                value[pos] = WIN;
                rem[pos] = pass;
                updated = 1;
            } else if (all_won && largest + 1 == pass) {
                value[pos] = LOSE;
                rem[pos] = pass;
                updated = 1;
            }
        }
    }
    int64_t tally[3] = {0, 0, 0};
    int maxrem = 0;
    for (int64_t pos = 0; pos < count; pos++) {
        if (value[pos] == UNDECIDED) {
            value[pos] = DRAW;
            rem[pos] = 65535;
        } else if (rem[pos] > maxrem)
            maxrem = rem[pos];
        tally[value[pos]]++;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double seconds = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
    if (argc > 2) {
        FILE *f = fopen(argv[2], "wb");
        if (!f) return 1;
        for (int64_t pos = 0; pos < count; pos++) {
            uint8_t rec[3] = {value[pos], (uint8_t)(rem[pos] & 255), (uint8_t)(rem[pos] >> 8)};
            fwrite(rec, 1, 3, f);
        }
        fclose(f);
    }
    printf("%d %lld %.3f %d %lld %lld %lld %d\n", n, (long long)count, seconds, pass - 1, (long long)tally[LOSE], (long long)tally[WIN],
           (long long)tally[DRAW], maxrem);
    return 0;
}
