// A move in a few words a player reads at a glance ("(8,4) → (7,4)", "colour row 1, column 3"),
// from the boards' data of a component before and after it. Families without a board keep
// the move's text.
import type { ComponentData } from "./protocol.ts";

/** One component's move in words, or undefined when its family has no short form. */
export function briefPart(before: ComponentData, after: ComponentData): string | undefined {
  if (before.kind === "wythoff" && after.kind === "wythoff") return `(${before.a},${before.b}) → (${after.a},${after.b})`;
  if (before.kind === "euclid" && after.kind === "euclid") return `(${before.a},${before.b}) → (${after.a},${after.b})`;
  if (before.kind === "strip" && after.kind === "strip") {
    const had = new Set(before.cells.map(([r, c]) => `${r},${c}`));
    const added = after.cells.filter(([r, c]) => !had.has(`${r},${c}`));
    if (added.length === 1) return `colour row ${added[0]![0]}, column ${added[0]![1]}`;
    if (added.length === 4) {
      const c = Math.min(...added.map(([, c]) => c));
      return `2×2 square at columns ${c}–${c + 1}`;
    }
    return undefined;
  }
  if (before.kind === "nim" && after.kind === "nim" && before.heaps.length === after.heaps.length) {
    const j = before.heaps.findIndex((h, i) => h !== after.heaps[i]);
    return j < 0 ? undefined : `heap ${j + 1}: ${before.heaps[j]} → ${after.heaps[j]}`;
  }
  if (before.kind === "chomp" && after.kind === "chomp") {
    const r = before.rows.findIndex((l, i) => after.rows[i] !== l);
    if (r < 0) return undefined;
    return `bite at row ${r + 1}, column ${(after.rows[r] ?? 0) + 1}`;
  }
  return undefined;
}
