import { describe, expect, it } from "vitest";
import { alphaInterval, identifyQuadratic, periodicValue, sharedDigits } from "../../src/pattern/identifyQuadratic.js";
import { quadratic } from "../../src/pattern/quadratic.js";
import { mexPairs } from "../helpers/twoPile.js";

const observe = (floors: readonly number[], from = 1) => floors.map((f, i) => ({ k: BigInt(i + from), floor: BigInt(f) }));

describe("sharedDigits", () => {
  it("every number of (3/2, 5/3) starts [1; 1, 1, …] (worked by hand: x = 1 + 1/y, y ∈ (3/2, 2), y = 1 + 1/z, z ∈ (1, 2))", () => {
    expect(sharedDigits({ n: 3n, m: 2n }, { n: 5n, m: 3n })).toEqual([1n, 1n, 1n]);
  });

  it("the interval of ⌊1·α⌋ = 1, ⌊2·α⌋ = 3, ⌊3·α⌋ = 4 is (3/2, 5/3)", () => {
    expect(alphaInterval(observe([1, 3, 4]))).toEqual({ lo: { n: 3n, m: 2n }, hi: { n: 5n, m: 3n } });
  });

  it("contradictory observations leave no interval", () => {
    expect(alphaInterval(observe([1, 5]))).toBeNull();
  });
});

describe("periodicValue", () => {
  it("turns eventually periodic expansions into (p + q√d)/r", () => {
    expect(periodicValue([], [1n])).toEqual({ p: 1n, q: 1n, d: 5n, r: 2n });
    expect(periodicValue([1n], [2n])).toEqual({ p: 0n, q: 1n, d: 2n, r: 1n });
    expect(periodicValue([2n], [1n])).toEqual({ p: 3n, q: 1n, d: 5n, r: 2n });
    // √3 = [1; 1, 2, 1, 2, …]
    expect(periodicValue([1n], [1n, 2n])).toEqual({ p: 0n, q: 1n, d: 3n, r: 1n });
  });
});

describe("identifyQuadratic", () => {
  it("reads φ off the lower Wythoff numbers built by the mex recurrence", () => {
    const [A] = mexPairs(1, 40);
    const found = identifyQuadratic(observe(A.slice(1)));
    expect(found?.alpha).toEqual({ p: 1n, q: 1n, d: 5n, r: 2n });
    expect(found?.preperiod).toBe(0);
    expect(found?.period).toBe(1);
  });

  it("reads φ² = [2; 1, 1, …] off the upper Wythoff numbers", () => {
    const [, B] = mexPairs(1, 40);
    expect(identifyQuadratic(observe(B.slice(1)))?.alpha).toEqual({ p: 3n, q: 1n, d: 5n, r: 2n });
  });

  it.each([2, 3, 4])("reads Fraenkel's α = (2 − m + √(m² + 4))/2 for m = %i off the mex recurrence", (m) => {
    const [A] = mexPairs(m, 200);
    const expected = quadratic(BigInt(2 - m), 1n, BigInt(m * m + 4), 2n);
    expect(identifyQuadratic(observe(A.slice(1)))?.alpha).toEqual(expected);
  });

  it("never reports an α from too few observations: five or twelve lower Wythoff numbers give none, thirteen give φ", () => {
    const [A] = mexPairs(1, 20);
    expect(identifyQuadratic(observe(A.slice(1, 6)))).toBeNull();
    expect(identifyQuadratic(observe(A.slice(1, 13)))).toBeNull();
    expect(identifyQuadratic(observe(A.slice(1, 14)))?.alpha).toEqual({ p: 1n, q: 1n, d: 5n, r: 2n });
  });

  it("finds no α for ⌊k·3/2⌋ (rational), ⌊k·π⌋ or ⌊k·e⌋ (not eventually periodic), 3000 observations each", () => {
    const floors = (x: number) => Array.from({ length: 3000 }, (_, i) => Math.floor((i + 1) * x));
    const threeHalves = Array.from({ length: 3000 }, (_, i) => Math.floor(((i + 1) * 3) / 2));
    expect(identifyQuadratic(observe(threeHalves))).toBeNull();
    expect(identifyQuadratic(observe(floors(Math.PI)))).toBeNull();
    expect(identifyQuadratic(observe(floors(Math.E)))).toBeNull();
  });

  it("finds no α when one observation contradicts the rest", () => {
    const [A] = mexPairs(1, 60);
    const floors = A.slice(1);
    floors[40]! += 1;
    expect(identifyQuadratic(observe(floors))).toBeNull();
  });
});
