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
/** The name of a compound's deciding value in an analysis (the JSON's `value.name`). */
export type CompoundValueName = "nim-sum" | "N components" | "least remoteness" | "greatest suspense";
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
    readonly valueName: CompoundValueName;
    /** Which components a move changes: one, any non-empty set, all of them, every unfinished one. */
    readonly moves: "one" | "some" | "all" | "unfinished";
    /** Play ends when every component has ended ("all") or as soon as one has ("any"). */
    readonly endsWhen: "all" | "any";
    /** What a move must be, for a refused one: "a move in exactly one component" (see {@link moveShapeError}). */
    readonly expectedMove: string;
}
/** The compound kinds, in the order menus and help list them. */
export declare const COMPOUND_KINDS: readonly CompoundKindInfo[];
/**
 * Each kind by its name, for code that means one kind whatever the table says of it (the
 * named compound functions, `selectiveCompound` and the like): `COMPOUND.every`.
 */
export declare const COMPOUND: {
    readonly sum: "sum";
    readonly selective: "selective";
    readonly conjunctive: "conjunctive";
    readonly every: "every";
};
/** The kinds, in the table's order. */
export declare const KINDS: readonly CompoundKind[];
/** The row of a kind. */
export declare function compoundKind(kind: CompoundKind): CompoundKindInfo;
/** Whether a string names a compound kind. */
export declare function isCompoundKind(x: unknown): x is CompoundKind;
/** A kind's `explain` with its components named, e.g. "pair" (a view's `unit`): "… in every unfinished pair …". */
export declare function explainCompound(kind: CompoundKind, unit?: string): string;
/** `--compound` help: "sum: move in one component; every: in all unfinished; …". */
export declare function compoundChoicesHelp(): string;
/** Whether each component is valued alone by a Smith measure (conjunctive and every compounds). */
export declare function isSmithCompound(kind: CompoundKind): boolean;
/** The Smith measure that decides a kind (conjunctive: remoteness, every: suspense), or undefined. */
export declare function smithMeasure(kind: CompoundKind): SmithKind | undefined;
/**
 * Whether play is over, from which components have ended (no move left): when all have, or
 * (conjunctive) as soon as one has; a compound of no component is over.
 */
export declare function compoundEnded(kind: CompoundKind, ended: readonly boolean[]): boolean;
/**
 * Whether a move that changes the components `moved` has the shape the kind allows, where
 * `unfinished` are the components that still have a move: one of them, any non-empty set,
 * or every unfinished one (under conjunctive, while play goes on, that is every one).
 */
export declare function isMoveShape(kind: CompoundKind, moved: readonly number[], unfinished: readonly number[]): boolean;
/**
 * What was expected when a move's shape is wrong ({@link isMoveShape}), null when it is
 * right: the table's `expectedMove`, naming the unfinished components where every one of
 * them must move ("a move in every unfinished component (euclid(3,2), euclid(5,3))").
 */
export declare function moveShapeError(kind: CompoundKind, moved: readonly number[], unfinished: readonly number[], name: (component: number) => string): string | null;
