import { seededRandom } from "../../_internals/random.js";
/** Every example start of the families' views, in the families' order. */
export function viewExamples(families) {
    return families.flatMap((f) => f.view?.examples ?? []);
}
/**
 * The menu: every example start of the families' views, in the families' order; the first
 * one from a random start (its view's `shuffle`, seeded), so that each seed offers a fresh
 * game and the same seed the same one.
 *
 * @param seed - the seed of the random start
 * @param families - the families, built-ins first
 * @returns the entries, numbered from 1 in this order
 */
export function menuEntries(seed, families) {
    const random = seededRandom(seed);
    return viewExamples(families).map((e, i) => ({
        name: e.label,
        expression: i === 0 && e.shuffle ? e.shuffle(random) : e.expression,
        ...(e.compound && e.compound !== "sum" ? { compound: e.compound } : {}),
    }));
}
/** The examples block of `grundy play --help`, from the first views' examples. */
export function helpExamples(families) {
    const all = viewExamples(families);
    const sums = all.filter((e) => (e.compound ?? "sum") === "sum");
    const compound = all.find((e) => (e.compound ?? "sum") !== "sum");
    const q = (e) => JSON.stringify(e.expression);
    const lines = [];
    if (sums[0])
        lines.push(`grundy play ${q(sums[0])}`);
    if (compound)
        lines.push(`grundy play ${q(compound)} --compound ${compound.compound} --first computer`);
    if (sums[1])
        lines.push(`grundy play ${q(sums[1])} --level random --seed 7`);
    if (sums[2])
        lines.push(`printf 'hint\\nmoves\\n' | grundy play ${q(sums[2])} --json`);
    if (sums[0])
        lines.push(`grundy play ${q(sums[0])} --no-board   # the moves as text only`);
    lines.push("grundy play --games ./my-games.mjs   # the menu offers the file's views' examples too");
    lines.push("grundy play                  # pick one of a few games");
    return lines;
}
//# sourceMappingURL=menu.js.map