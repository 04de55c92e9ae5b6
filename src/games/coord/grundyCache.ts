// The Grundy values of coordinate games' small positions: one box of values per rules
// (see ./grundyBox.ts), grown as larger positions are asked for, and the rules of a code read
// once, so that every read of one code shares its box.
import { type CoordBox, coordBox, coordBoxWork } from "./grundyBox.js";
import type { CoordPosition } from "./moves.js";
import { type CoordRules, parseCoordRules } from "./rules.js";

/** The most work (options looked at) and cells a box of Grundy values may take before the engine answers instead. */
const BOX_WORK = 400_000_000;
const BOX_CELLS = 1 << 22;
/** The least side of a box (a small box is rebuilt as the positions grow: start with room). */
const MIN_SIDE = 16;

/** Rules read before, by their text: the reads of one code share one object, hence one box of values. */
const known = new Map<string, CoordRules>();
const boxes = new WeakMap<CoordRules, CoordBox>();

/** The rules of a code, read once (at most 64 codes kept). */
export function rulesOf(code: string): CoordRules {
  const hit = known.get(code);
  if (hit) return hit;
  const rules = parseCoordRules(code);
  if (known.size >= 64) known.delete(known.keys().next().value!);
  known.set(code, rules);
  return rules;
}

/** The largest side of a box within BOX_WORK and BOX_CELLS. */
function largestSide(rules: CoordRules): number {
  let side = 1;
  while (coordBoxWork(rules, side + 1) <= BOX_WORK && (side + 1) ** rules.dimension <= BOX_CELLS) side++;
  return side;
}
const caps = new WeakMap<CoordRules, number>();

/**
 * G of a position from the box of its rules (grown by doubling, kept with the rules), or
 * undefined past the box's reach (the engine answers there).
 */
export function coordGrundy({ rules, at }: CoordPosition): bigint | undefined {
  let need = 1;
  for (const x of at) {
    if (x >= 1n << 20n) return undefined;
    need = Math.max(need, Number(x) + 1);
  }
  const cap = caps.get(rules) ?? caps.set(rules, largestSide(rules)).get(rules)!;
  if (need > cap) return undefined;
  let box = boxes.get(rules);
  if (!box || box.side < need) {
    box = coordBox(rules, Math.min(cap, Math.max(need, MIN_SIDE, 2 * (box?.side ?? 0))));
    boxes.set(rules, box);
  }
  return BigInt(box.at(at.map(Number)));
}
