import { GameError, GrundyError, InputError } from "../../errors.js";
import { DEFAULT_BUDGET, OPTIONS_PER_MOVE, SearchBudget } from "../solver.js";
import { checkGame } from "./checkGame.js";
import { tableOf } from "./gameTables.js";
const IN_PROGRESS = -1;
/**
 * Evaluates a measure at a position with an explicit stack: the depth of play does not
 * touch the JavaScript call stack.
 */
export function evaluate(game, root, measure, options = {}) {
    checkGame(game);
    if (game.loopy === true) {
        throw new GameError(`${game.name} is a loopy game: ${measure.id === "misere" || measure.id === "misere-remoteness" ? "misère play" : measure.id} is for finite acyclic games only (loopy games have gamma, outcome with draws, remoteness and winningMoves/drawingMoves, under normal play)`);
    }
    const table = tableOf(game, measure.id);
    const rootKey = game.key(root);
    const known = table.get(rootKey);
    if (known !== undefined && known !== IN_PROGRESS)
        return known;
    const split = measure.splitsComponents ? game.components : undefined;
    const onProgress = options.onProgress;
    // Flat stacks, no allocation per position: each frame owns the slice
    // optKeys[frameStart[f] .. optKeys.length) of its options (flattened into components
    // when they split; optEnds then marks where each option's components end, from
    // endsStart[f]), and frameNext[f] says how far its options have been resolved.
    const optPos = [];
    const optKeys = [];
    const optEnds = [];
    const frameKey = [];
    const frameStart = [];
    const frameEnd = [];
    const endsStart = [];
    const frameNext = [];
    let solved = 0;
    const shared = options.budget instanceof SearchBudget ? options.budget : null;
    const budget = shared ? shared.limit : (options.budget ?? DEFAULT_BUDGET);
    if (typeof budget !== "number" || Number.isNaN(budget) || budget < 0) {
        throw new InputError("a budget of moves: a non-negative number, Infinity or a SearchBudget", String(options.budget));
    }
    let examined = shared ? shared.spent : 0;
    const abandon = () => {
        for (const k of frameKey)
            if (table.get(k) === IN_PROGRESS)
                table.delete(k);
    };
    const giveUp = () => {
        abandon();
        if (shared)
            shared.spent = examined;
        throw new GrundyError(`${game.name}: the generic solver examined more than ${budget.toLocaleString("en-US")} moves and gave up; the position is too large for it${options.budget === undefined ? " (or the game is infinite; a larger `budget` in the options, or Infinity, lifts the limit)" : ""}`);
    };
    const maxHeld = options.maxHeld ?? Infinity;
    // a position's options are listed before they are solved: one for each OPTIONS_PER_MOVE moves of the budget at most
    const maxOptions = budget === Infinity ? Infinity : Math.max(1000, Math.floor(budget / OPTIONS_PER_MOVE));
    const tooWide = (p) => {
        abandon();
        if (shared)
            shared.spent = examined;
        let shown = String(game.key(p));
        try {
            shown = game.show(p);
        }
        catch { }
        if (shown.length > 60)
            shown = `${shown.slice(0, 59)}…`;
        throw new GrundyError(`${game.name}: the position ${shown} has more than ${maxOptions.toLocaleString("en-US")} options, more than the generic solver lists at once (one for each ${OPTIONS_PER_MOVE} moves of its budget of ${budget.toLocaleString("en-US")}); a larger budget (--budget) lifts the limit`);
    };
    const tooMany = () => {
        abandon();
        if (shared)
            shared.spent = examined;
        throw new GrundyError(`${game.name}: the generic solver held more than ${maxHeld.toLocaleString("en-US")} options at once and gave up; the position is too large for it`);
    };
    const push = (p, k) => {
        table.set(k, IN_PROGRESS);
        const start = optKeys.length;
        frameKey.push(k);
        frameStart.push(start);
        const ends = optEnds.length;
        endsStart.push(ends);
        // the budget is checked move by move: a position may have more options than fit in memory;
        // held and listed options are bounded too (one comparison a move: which bound, once past it)
        if (split) {
            const cap = ends + maxOptions;
            for (const o of game.moves(p)) {
                if (++examined > budget)
                    giveUp();
                if (optEnds.length >= cap || optKeys.length > maxHeld)
                    (optKeys.length > maxHeld ? tooMany : tooWide)(p);
                for (const c of split(o)) {
                    optPos.push(c);
                    optKeys.push(game.key(c));
                }
                optEnds.push(optKeys.length);
            }
        }
        else {
            const cap = Math.min(start + maxOptions, maxHeld + 1);
            for (const o of game.moves(p)) {
                if (++examined > budget)
                    giveUp();
                if (optKeys.length >= cap)
                    (optKeys.length > maxHeld ? tooMany : tooWide)(p);
                optPos.push(o);
                optKeys.push(game.key(o));
            }
        }
        frameEnd.push(optKeys.length);
        frameNext.push(start);
    };
    push(root, rootKey);
    const values = [];
    outer: while (frameKey.length > 0) {
        const top = frameKey.length - 1;
        const end = frameEnd[top];
        for (let i = frameNext[top]; i < end; i++) {
            const v = table.get(optKeys[i]);
            if (v === undefined) {
                frameNext[top] = i;
                push(optPos[i], optKeys[i]);
                continue outer;
            }
            if (v === IN_PROGRESS) {
                abandon();
                throw new GameError(`${game.name}: the game has a cycle (position ${String(optKeys[i])} is reachable from itself); the engine needs a finite acyclic game, or a game defined with loopy: true (defineGame({ …, loopy: true }))`);
            }
        }
        const start = frameStart[top];
        values.length = 0;
        if (split) {
            let j = start;
            const e0 = endsStart[top];
            for (let e = e0; e < optEnds.length; e++) {
                const stop = optEnds[e];
                let x = 0;
                for (; j < stop; j++)
                    x ^= table.get(optKeys[j]);
                values.push(x);
            }
            optEnds.length = e0;
        }
        else {
            for (let j = start; j < end; j++)
                values.push(table.get(optKeys[j]));
        }
        table.set(frameKey[top], measure.combine(values));
        optKeys.length = start;
        optPos.length = start;
        frameKey.pop();
        frameStart.pop();
        frameEnd.pop();
        endsStart.pop();
        frameNext.pop();
        if (onProgress && (++solved & 0xffff) === 0)
            onProgress(solved);
    }
    if (shared)
        shared.spent = examined;
    return table.get(rootKey);
}
//# sourceMappingURL=evaluate.js.map