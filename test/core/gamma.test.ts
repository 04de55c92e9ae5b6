// γ arithmetic (src/core/gamma.ts): writing values, sums by Smith's rule, outcomes, exactly.
import { describe, expect, it } from "vitest";
import { sumOfGammas } from "../../src/core/gamma.js";
import { formatGamma, type Gamma, gammaSum, GrundyError, outcomeOfGamma } from "../../src/index.js";

describe("formatGamma and gammaSum", () => {
  it("writes nimbers, ∞(K) and ∞", () => {
    expect(formatGamma(3)).toBe("3");
    expect(formatGamma({ infinite: true, K: [0, 2] })).toBe("∞(0,2)");
    expect(formatGamma({ infinite: true, K: [] })).toBe("∞");
  });

  it("adds by Smith's rules: a ⊕ b, ∞(K ⊕ a), and ∞ for two infinite values", () => {
    expect(gammaSum(5, 3)).toBe(6);
    expect(gammaSum({ infinite: true, K: [0, 2] }, 3)).toEqual({ infinite: true, K: [1, 3] });
    expect(gammaSum(1, { infinite: true, K: [0, 1, 3] })).toEqual({ infinite: true, K: [0, 1, 2] });
    expect(gammaSum({ infinite: true, K: [0] }, { infinite: true, K: [1] })).toEqual({ infinite: true, K: [] });
  });

  it("outcomeOfGamma: 0 → P, nimber → N, ∞(K) → N exactly when 0 ∈ K, else D", () => {
    expect(outcomeOfGamma(0)).toBe("P");
    expect(outcomeOfGamma(2)).toBe("N");
    expect(outcomeOfGamma({ infinite: true, K: [0, 3] })).toBe("N");
    expect(outcomeOfGamma({ infinite: true, K: [1] })).toBe("D");
  });

  it("refuses what is not a γ value with an InputError", () => {
    expect(() => gammaSum(-1, 2)).toThrow(GrundyError);
    expect(() => formatGamma({ K: [1] } as unknown as Gamma)).toThrow(GrundyError);
  });
});

describe("exact γ arithmetic (nimbers past 2^53)", () => {
  it("sums bigint nimbers and ∞(K) exactly, K ascending", () => {
    const big = 2n ** 60n;
    expect(sumOfGammas([big, 3n, 1n])).toBe(big ^ 2n);
    expect(sumOfGammas([{ infinite: true, K: [0, 2] }, big])).toEqual({ infinite: true, K: [big, big + 2n] });
    expect(sumOfGammas([{ infinite: true, K: [3, 1] }, 1n])).toEqual({ infinite: true, K: [0n, 2n] });
    expect(sumOfGammas([{ infinite: true, K: [0] }, 5, { infinite: true, K: [1] }])).toEqual({ infinite: true, K: [] });
    expect(sumOfGammas([])).toBe(0n);
  });

  it("gammaSum on numbers is exact past 2^31", () => {
    expect(gammaSum(2 ** 40 + 5, 3)).toBe(2 ** 40 + 6);
    expect(gammaSum({ infinite: true, K: [2 ** 40] }, 2 ** 40)).toEqual({ infinite: true, K: [0] });
  });

  it("outcomeOfGamma and formatGamma take bigints", () => {
    expect(outcomeOfGamma(0n)).toBe("P");
    expect(outcomeOfGamma(2n ** 70n)).toBe("N");
    expect(outcomeOfGamma({ infinite: true, K: [0n] })).toBe("N");
    expect(formatGamma(2n ** 64n)).toBe("18446744073709551616");
    expect(formatGamma({ infinite: true, K: [1n, 2n ** 60n] })).toBe("∞(1,1152921504606846976)");
  });
});
