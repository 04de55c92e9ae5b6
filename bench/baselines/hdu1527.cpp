// Baseline for HDU 1527 (Wythoff's game), the textbook way: floating-point golden ratio.
// (a, b) with a <= b is a P-position when a == floor((b - a) * phi).
#include <cmath>
#include <cstdio>

int main() {
    const double phi = (1.0 + std::sqrt(5.0)) / 2.0;
    long long a, b;
    while (std::scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) { long long t = a; a = b; b = t; }
        long long k = b - a;
        long long ak = (long long)(k * phi);
        std::printf("%d\n", ak == a ? 0 : 1);
    }
    return 0;
}
