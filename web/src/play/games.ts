// The games offered by the picker: every family's example starts, read from its view (the
// built-in families in the registry's order, then the user's), with a random start for
// "Another start" where the view has one.
import { type CompoundKind, FAMILIES } from "sprague-grundy";
import type { GamesReply } from "./protocol.ts";

export interface Preset {
  /** The family's name for its first example, then name-2, name-3, … */
  id: string;
  /** The family whose start it is. */
  family: string;
  label: string;
  /** The start offered first. */
  expr: string;
  compound: CompoundKind;
  /** Another start, at random. */
  shuffle?: (random: () => number) => string;
}

interface Example {
  label: string;
  expression: string;
  compound?: CompoundKind;
  shuffle?(random: () => number): string;
}

function presetsOf(families: readonly { name: string; examples: readonly Example[] }[]): Preset[] {
  return families.flatMap((f) =>
    f.examples.map((e, k) => ({
      id: k === 0 ? f.name : `${f.name}-${k + 1}`,
      family: f.name,
      label: e.label,
      expr: e.expression,
      compound: e.compound ?? "sum",
      ...(e.shuffle ? { shuffle: (random: () => number) => e.shuffle!(random) } : {}),
    })),
  );
}

/** The built-in families' starts. */
export const BUILT_IN: readonly Preset[] = presetsOf(FAMILIES.map((f) => ({ name: f.name, examples: f.view?.examples ?? [] })));

/** The starts of the built-ins and of the user's families loaded. */
export const presetsWith = (user: GamesReply["families"]): Preset[] => [...BUILT_IN, ...presetsOf(user.filter((f) => !BUILT_IN.some((p) => p.family === f.name)))];

/** A few example starts for the help line under the start box (one game each, then a sum of two). */
export function exampleStarts(presets: readonly Preset[]): string[] {
  const single = presets.filter((p) => !p.expr.includes("+")).map((p) => p.expr);
  return [single[0], single.length > 2 ? `${single[1]} + ${single[2]}` : undefined, ...single.slice(3, 5)].filter((x): x is string => x !== undefined);
}

/** The picker's value for a start typed by hand that is not a preset. */
export const CUSTOM = "custom";

const squeeze = (s: string): string => s.replace(/\s+/g, "");
const namesOf = (expr: string): string[] =>
  squeeze(expr)
    .split("+")
    .map((t) => t.slice(0, t.indexOf("(")).toLowerCase());

/** The picker's entry for a start (any start of that game: "Another start" stays), or CUSTOM. */
export function presetOf(expr: string, compound: CompoundKind, presets: readonly Preset[]): string {
  const names = namesOf(expr);
  const p = presets.find((p) => p.compound === compound && names.every((n) => n === p.family.toLowerCase()) && (names.length === 1 || namesOf(p.expr).length > 1));
  return p?.id ?? CUSTOM;
}
