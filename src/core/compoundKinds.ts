// The one table of compound kinds (as CGSuite's CompoundType): every front end, the
// analyser, the play session, the CLI's choices and help, the JSON and the lab's menus read
// it. Adding a compound kind is one entry here (and its decision in compound.ts) plus tests.

/**
 * How components are played together: `sum` (move in one), `selective` (in any non-empty
 * set), `conjunctive` (in all; play ends when one ends), `every` (in every unfinished one;
 * play ends when all have ended: the continued conjunctive compound, Every-SG).
 */
export type CompoundKind = "sum" | "selective" | "conjunctive" | "every";

/** The two Smith measures: remoteness decides conjunctive compounds, suspense Every-SG. */
export type SmithKind = "remoteness" | "suspense";

/** What decides a compound: Grundy values, outcomes, or a Smith measure. */
export type CompoundMeasure = "grundy" | "outcome" | SmithKind;

/** One row of the table: a compound kind, its rule in words, and how it is decided. */
export interface CompoundKindInfo {
  /** The kind, as options and the JSON write it. */
  readonly kind: CompoundKind;
  /** Its name in a verdict, e.g. "continued conjunctive compound (Every-SG)". */
  readonly title: string;
  /** The rule in a few words, for `--compound` help: "in every unfinished". */
  readonly short: string;
  /** The rule in one line, for the terminal player: "move in every component that still has a move". */
  readonly rule: string;
  /** The rule for a first-time player of several games at once (the lab's rules box); `{unit}` and `{units}` name a component (see {@link explainCompound}). */
  readonly explain: string;
  /** The lab's menu entry. */
  readonly menu: string;
  /** What decides it: the nim-sum of Grundy values, the N components, least remoteness, greatest suspense. */
  readonly measure: CompoundMeasure;
  /** The deciding value's name in an analysis: "nim-sum", "N components", "least remoteness", "greatest suspense". */
  readonly valueName: string;
  /** Which components a move changes: one, any non-empty set, all of them, every unfinished one. */
  readonly moves: "one" | "some" | "all" | "unfinished";
  /** Play ends when every component has ended ("all") or as soon as one has ("any"). */
  readonly endsWhen: "all" | "any";
}

/** The compound kinds, in the order menus and help list them. */
export const COMPOUND_KINDS: readonly CompoundKindInfo[] = [
  {
    kind: "sum",
    title: "disjunctive sum",
    short: "move in one component",
    rule: "move in one component",
    explain: "Several {units} side by side: on each turn you move in one of them (any one you like).",
    menu: "one move in one game (a sum)",
    measure: "grundy",
    valueName: "nim-sum",
    moves: "one",
    endsWhen: "all",
  },
  {
    kind: "selective",
    title: "selective compound",
    short: "in any",
    rule: "move in any number of components, at least one",
    explain: "Selective compound: on each turn you move in as many of the {units} as you like (at least one).",
    menu: "moves in any games you like (selective)",
    measure: "outcome",
    valueName: "N components",
    moves: "some",
    endsWhen: "all",
  },
  {
    kind: "conjunctive",
    title: "conjunctive compound",
    short: "in all, ends when one ends",
    rule: "move in every component; the game ends when one of them ends",
    explain: "Conjunctive compound: on each turn you move in every {unit}; play stops as soon as one {unit} has no move.",
    menu: "one move in every game, until one ends",
    measure: "remoteness",
    valueName: "least remoteness",
    moves: "all",
    endsWhen: "any",
  },
  {
    kind: "every",
    title: "continued conjunctive compound (Every-SG)",
    short: "in all unfinished",
    rule: "move in every component that still has a move",
    explain: "Every-SG: on each turn you move in every unfinished {unit}. The game ends when every {unit} is finished, and whoever made the last move wins.",
    menu: "one move in every unfinished game (Every-SG)",
    measure: "suspense",
    valueName: "greatest suspense",
    moves: "unfinished",
    endsWhen: "all",
  },
];

/** The kinds, in the table's order. */
export const KINDS: readonly CompoundKind[] = COMPOUND_KINDS.map((k) => k.kind);

/** The row of a kind. */
export function compoundKind(kind: CompoundKind): CompoundKindInfo {
  const row = COMPOUND_KINDS.find((k) => k.kind === kind);
  if (!row) throw new RangeError(`no compound kind ${String(kind)}`);
  return row;
}

/** Whether a string names a compound kind. */
export function isCompoundKind(x: unknown): x is CompoundKind {
  return typeof x === "string" && (KINDS as readonly string[]).includes(x);
}

/** A kind's `explain` with its components named, e.g. "pair" (a view's `unit`): "… in every unfinished pair …". */
export function explainCompound(kind: CompoundKind, unit = "game"): string {
  return compoundKind(kind).explain.replace(/\{units\}/g, `${unit}s`).replace(/\{unit\}/g, unit);
}

/** `--compound` help: "sum: move in one component; every: in all unfinished; …". */
export function compoundChoicesHelp(): string {
  return COMPOUND_KINDS.map((k) => `${k.kind}: ${k.short}`).join("; ");
}

/** Whether each component is valued alone by a Smith measure (conjunctive and every compounds). */
export function isSmithCompound(kind: CompoundKind): boolean {
  const m = compoundKind(kind).measure;
  return m === "remoteness" || m === "suspense";
}
