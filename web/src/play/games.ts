// The games offered by the picker, with a one-line rule for a first-time player and a
// random start for "another start". The rules themselves live in the library's families.
import type { Compound } from "./protocol.ts";

export interface Preset {
  id: string;
  label: string;
  /** The start offered first. */
  expr: string;
  compound: Compound;
  /** Another start, at random. */
  shuffle(rng: () => number): string;
}

const int = (rng: () => number, lo: number, hi: number): number => lo + Math.floor(rng() * (hi - lo + 1));

export const PRESETS: readonly Preset[] = [
  {
    id: "wythoff",
    label: "Wythoff's game (a queen on a grid)",
    expr: "wythoff(8,4)",
    compound: "sum",
    shuffle: (rng) => `wythoff(${int(rng, 2, 14)},${int(rng, 2, 14)})`,
  },
  {
    id: "euclid",
    label: "Euclid's game, several pairs at once (Every-SG)",
    expr: "euclid(13,8) + euclid(11,7) + euclid(9,4)",
    compound: "every",
    shuffle: (rng) =>
      Array.from({ length: int(rng, 2, 4) }, () => {
        const a = int(rng, 2, 30);
        return `euclid(${a},${int(rng, 1, 30)})`;
      }).join(" + "),
  },
  {
    id: "strip",
    label: "Colouring a 2×N strip",
    expr: "strip(10; 1,3 2,7)",
    compound: "sum",
    shuffle: (rng) => {
      const n = int(rng, 5, 14);
      const cells = Array.from({ length: int(rng, 0, 3) }, () => `${int(rng, 1, 2)},${int(rng, 1, n)}`);
      return `strip(${n}${cells.length ? `; ${cells.join(" ")}` : ""})`;
    },
  },
  { id: "nim", label: "Nim", expr: "nim(3,5,7)", compound: "sum", shuffle: (rng) => `nim(${Array.from({ length: int(rng, 2, 4) }, () => int(rng, 1, 9)).join(",")})` },
  {
    id: "kayles",
    label: "Kayles (bowling pins)",
    expr: "kayles(4,7)",
    compound: "sum",
    shuffle: (rng) => `kayles(${Array.from({ length: int(rng, 1, 2) }, () => int(rng, 2, 12)).join(",")})`,
  },
  { id: "chomp", label: "Chomp (a chocolate bar)", expr: "chomp(4,5)", compound: "sum", shuffle: (rng) => `chomp(${int(rng, 2, 5)},${int(rng, 3, 7)})` },
];

/** One line of rules per family a first-time player meets. */
export const RULES: Record<string, string> = {
  wythoff: "Wythoff's game: the queen moves left, down, or diagonally down-left, as far as you like. Whoever moves her into the corner (0,0) wins; whoever cannot move loses.",
  euclid: "Euclid's game: take a multiple of the smaller number from the larger one, leaving it non-negative. A pair with a 0 is finished; the last player to move wins.",
  euclidEvery: "Every-SG: on each turn you move in every unfinished pair. The game ends when every pair is finished, and whoever made the last move wins.",
  strip: "Strip colouring: colour one blank cell, or a blank 2×2 square (two whole columns side by side). Whoever cannot colour anything loses.",
  nim: "Nim: take any number of tokens from one heap (click a token: it and every token to its right go). Whoever takes the last token wins.",
  heaps: "Take the tokens the rules allow from one heap; what is left may split into two heaps. Whoever cannot move loses.",
  kayles: "Kayles: knock down one pin, or two pins side by side; a row may split in two. Whoever knocks down the last pin wins.",
  dawson: "Dawson's Kayles: knock down two pins side by side; a row may split in two. Whoever knocks down the last pins wins.",
  grundy: "Grundy's game: split one heap into two heaps of different sizes. Whoever cannot split any heap loses.",
  chomp: "Chomp: bite a square: it and every square below and right of it are eaten. The top-left square is poisoned: whoever is left with only it loses.",
  other: "Click a move below. Whoever cannot move loses (under misère play, whoever cannot move wins).",
};
