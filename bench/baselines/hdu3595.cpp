// Baseline for HDU 3595 (GG and MM), the textbook way: a memo table of win/loss and
// suspense (the winner delays, the loser hurries) over all pile pairs, cleared for each
// test case as the usual solutions do (build with -DKEEP_MEMO to keep it across cases).
#include <algorithm>
#include <cstdio>
#include <cstring>

static const int MAXV = 1001;
static signed char win[MAXV][MAXV];  // -1 unknown, 0 lose, 1 win
static int steps[MAXV][MAXV];

// suspense of (a, b), 1 <= a <= b or a zero pile
static int solve(int a, int b) {
    if (a > b) std::swap(a, b);
    if (a == 0) return 0;
    if (win[a][b] != -1) return steps[a][b];
    int best_even = -1, min_all = 1 << 30;
    for (int r = b - a; r >= 0; r -= a) {
        int s = solve(a, r);
        if (s % 2 == 0) best_even = std::max(best_even, s);
        min_all = std::min(min_all, s);
    }
    int s = best_even >= 0 ? best_even + 1 : min_all + 1;
    win[a][b] = (signed char)(s % 2);
    steps[a][b] = s;
    return s;
}

int main() {
    int n;
    std::memset(win, -1, sizeof win);
    while (std::scanf("%d", &n) == 1) {
#ifndef KEEP_MEMO
        std::memset(win, -1, sizeof win);
#endif
        int best = 0;
        for (int i = 0; i < n; i++) {
            int p, q;
            if (std::scanf("%d %d", &p, &q) != 2) return 0;
            best = std::max(best, solve(p, q));
        }
        std::puts(best % 2 == 1 ? "MM" : "GG");
    }
    return 0;
}
