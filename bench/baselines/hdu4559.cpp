// Baseline for HDU 4559 (2xN strip colouring), the textbook way: an O(n^2) mex table of
// Grundy values of blank 2xk strips, then the nim-sum of the blank runs and of 1 for each
// column with one coloured cell.
#include <cstdio>
#include <cstring>
#include <vector>

static const int MAXN = 5000;
static int sg[MAXN];

int main() {
    static bool seen[2 * MAXN + 2];
    sg[0] = 0;
    for (int k = 1; k < MAXN; k++) {
        std::memset(seen, 0, sizeof seen);
        for (int i = 0; i <= k - 1 - i; i++) seen[sg[i] ^ sg[k - 1 - i] ^ 1] = true;
        for (int i = 0; i <= k - 2 - i; i++) seen[sg[i] ^ sg[k - 2 - i]] = true;
        int m = 0;
        while (seen[m]) m++;
        sg[k] = m;
    }
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    std::vector<unsigned char> col;
    for (int c = 1; c <= t; c++) {
        int n, m;
        if (std::scanf("%d %d", &n, &m) != 2) return 0;
        col.assign(n + 1, 0);
        for (int i = 0; i < m; i++) {
            int x, y;
            if (std::scanf("%d %d", &x, &y) != 2) return 0;
            col[y] |= (unsigned char)x;
        }
        int x = 0, run = 0;
        for (int i = 1; i <= n; i++) {
            if (col[i] == 0) { run++; continue; }
            x ^= sg[run];
            run = 0;
            if (col[i] != 3) x ^= 1;
        }
        x ^= sg[run];
        std::printf("Case %d: %s\n", c, x ? "Alice" : "Bob");
    }
    return 0;
}
