import { heapValue } from "../heaps/values.js";
import { NAMED_HEAP_RULES } from "../../heap/namedHeapRules.js";
import { splitParts } from "./_internals/parts.js";
import { shapeOf } from "./_internals/shape.js";
import { arcKaylesGame, nodeKaylesGame } from "./rules.js";
const rulesNamed = (name) => NAMED_HEAP_RULES.find((r) => r.name === name).rules;
const DAWSONS_CHESS = rulesNamed("dawsonschess");
const DAWSONS_KAYLES = rulesNamed("dawson");
const mex1 = (g) => (g === 0 ? 1 : 0);
/** Node Kayles on a path of k vertices: Dawson's chess (0.137) at heap k. */
export function nodeKaylesPath(k) {
    return heapValue(DAWSONS_CHESS, BigInt(k), () => `nodekayles on a path of ${k} vertices`);
}
/** Arc Kayles on a path of k vertices: Dawson's Kayles (0.07) at heap k. */
export function arcKaylesPath(k) {
    return heapValue(DAWSONS_KAYLES, BigInt(k), () => `arckayles on a path of ${k} vertices`);
}
/** Node Kayles on a part of a known shape, else undefined. */
export function nodeKaylesShape(s) {
    switch (s.kind) {
        case "path":
            return nodeKaylesPath(s.k);
        case "cycle":
            return mex1(nodeKaylesPath(s.k - 3));
        case "complete":
            return s.k === 0 ? 0 : 1;
        default:
            return undefined;
    }
}
/** Arc Kayles on a part of a known shape, else undefined. */
export function arcKaylesShape(s) {
    switch (s.kind) {
        case "path":
            return arcKaylesPath(s.k);
        case "cycle":
            return mex1(arcKaylesPath(s.k - 2));
        case "complete":
            return Math.floor(s.k / 2) % 2;
        default:
            return undefined;
    }
}
function closedForms(game, isolated, shapeValue) {
    const partValue = (part) => shapeValue(shapeOf(part));
    const grundy = (p) => {
        let x = 0;
        for (const { part } of splitParts(p, isolated)) {
            const g = partValue(part);
            if (g === undefined)
                return undefined;
            x ^= g;
        }
        return BigInt(x);
    };
    return {
        grundy,
        movesTo(p, target, limit) {
            // a move changes one part: the part must go to target ⊕ (the others' nim-sum)
            const parts = splitParts(p, isolated);
            const values = [];
            for (const { part } of parts) {
                const g = partValue(part);
                if (g === undefined)
                    return undefined;
                values.push(g);
            }
            const total = values.reduce((a, b) => a ^ b, 0);
            const moves = [];
            for (let i = 0; i < parts.length; i++) {
                const { part, labels } = parts[i];
                const want = target ^ BigInt(total ^ values[i]);
                for (const o of game.moves(part)) {
                    if (grundy(o) !== want)
                        continue;
                    if (moves.length >= limit)
                        return { moves, complete: false };
                    const gone = o.removed.map((v) => labels[v]);
                    moves.push({ n: p.n, edges: p.edges, removed: [...new Set([...p.removed, ...gone])].sort((a, b) => a - b) });
                }
            }
            moves.sort((a, b) => compareRemoved(a.removed, b.removed));
            return { moves, complete: true };
        },
    };
}
function compareRemoved(a, b) {
    for (let i = 0; i < Math.min(a.length, b.length); i++)
        if (a[i] !== b[i])
            return a[i] - b[i];
    return a.length - b.length;
}
/** Node Kayles' closed forms (paths: Dawson's chess; cycles; complete graphs). */
export const nodeKaylesForms = closedForms(nodeKaylesGame, true, nodeKaylesShape);
/** Arc Kayles' closed forms (paths: Dawson's Kayles; cycles; complete graphs). */
export const arcKaylesForms = closedForms(arcKaylesGame, false, arcKaylesShape);
//# sourceMappingURL=closedForms.js.map