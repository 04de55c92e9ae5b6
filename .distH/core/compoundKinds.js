// The one table of compound kinds (as CGSuite's CompoundType): every front end, the
// analyser, the play session, the CLI's choices and help, the JSON and the lab's menus read
// it. Adding a compound kind is one entry here plus tests, when it is decided by a measure
// and moves in a shape already known: the rules (core/_internals/decideCompound.ts), the
// compound as one game (core/compoundGame.ts) and the play session switch on `measure` and
// `moves`, never on the kind's name. A new measure or move shape is one case in each.
/** The compound kinds, in the order menus and help list them. */
export const COMPOUND_KINDS = [
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
        expectedMove: "a move in exactly one component",
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
        expectedMove: "a move in at least one component",
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
        expectedMove: "a move in every component",
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
        expectedMove: "a move in every unfinished component",
        endsWhen: "all",
    },
];
/**
 * Each kind by its name, for code that means one kind whatever the table says of it (the
 * named compound functions, `selectiveCompound` and the like): `COMPOUND.every`.
 */
export const COMPOUND = {
    sum: "sum",
    selective: "selective",
    conjunctive: "conjunctive",
    every: "every",
};
/** The kinds, in the table's order. */
export const KINDS = COMPOUND_KINDS.map((k) => k.kind);
/** The row of a kind. */
export function compoundKind(kind) {
    const row = COMPOUND_KINDS.find((k) => k.kind === kind);
    if (!row)
        throw new RangeError(`no compound kind ${String(kind)}`);
    return row;
}
/** Whether a string names a compound kind. */
export function isCompoundKind(x) {
    return typeof x === "string" && KINDS.includes(x);
}
/** A kind's `explain` with its components named, e.g. "pair" (a view's `unit`): "… in every unfinished pair …". */
export function explainCompound(kind, unit = "game") {
    return compoundKind(kind)
        .explain.replace(/\{units\}/g, `${unit}s`)
        .replace(/\{unit\}/g, unit);
}
/** `--compound` help: "sum: move in one component; every: in all unfinished; …". */
export function compoundChoicesHelp() {
    return COMPOUND_KINDS.map((k) => `${k.kind}: ${k.short}`).join("; ");
}
/** Whether each component is valued alone by a Smith measure (conjunctive and every compounds). */
export function isSmithCompound(kind) {
    return smithMeasure(kind) !== undefined;
}
/** The Smith measure that decides a kind (conjunctive: remoteness, every: suspense), or undefined. */
export function smithMeasure(kind) {
    const m = compoundKind(kind).measure;
    return m === "remoteness" || m === "suspense" ? m : undefined;
}
/**
 * Whether play is over, from which components have ended (no move left): when all have, or
 * (conjunctive) as soon as one has; a compound of no component is over.
 */
export function compoundEnded(kind, ended) {
    return compoundKind(kind).endsWhen === "any" ? ended.length === 0 || ended.some(Boolean) : ended.every(Boolean);
}
/**
 * Whether a move that changes the components `moved` has the shape the kind allows, where
 * `unfinished` are the components that still have a move: one of them, any non-empty set,
 * or every unfinished one (under conjunctive, while play goes on, that is every one).
 */
export function isMoveShape(kind, moved, unfinished) {
    switch (compoundKind(kind).moves) {
        case "one":
            return moved.length === 1;
        case "some":
            return moved.length >= 1;
        default:
            return moved.length === unfinished.length && unfinished.every((i) => moved.includes(i));
    }
}
/**
 * What was expected when a move's shape is wrong ({@link isMoveShape}), null when it is
 * right: the table's `expectedMove`, naming the unfinished components where every one of
 * them must move ("a move in every unfinished component (euclid(3,2), euclid(5,3))").
 */
export function moveShapeError(kind, moved, unfinished, name) {
    if (isMoveShape(kind, moved, unfinished))
        return null;
    const row = compoundKind(kind);
    return row.moves === "unfinished" ? `${row.expectedMove} (${unfinished.map(name).join(", ")})` : row.expectedMove;
}
//# sourceMappingURL=compoundKinds.js.map