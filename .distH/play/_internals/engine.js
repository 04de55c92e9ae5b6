import { analyzeTerms, readTerms, solveOptions, Term } from "../../analyze/engine.js";
/**
 * What a session asks the analysis engine (the one analyze uses), with its memory: the
 * analyses of positions met and the values of components, so that later decisions are quick.
 */
export class SessionEngine {
    play;
    compound;
    budget;
    games;
    loopy;
    cache = new Map();
    values = new Map();
    constructor(play, compound, 
    /** The most moves the engine may examine for one decision. */
    budget, games, 
    /** Whether a component is a loopy game. */
    loopy) {
        this.play = play;
        this.compound = compound;
        this.budget = budget;
        this.games = games;
        this.loopy = loopy;
    }
    /** A fresh budget for one decision; the engine's tables stay, so later decisions are quick. */
    solve() {
        return solveOptions({ budget: this.budget });
    }
    /** Reads an expression into terms (the session's families). */
    read(source) {
        return readTerms(source, this.games, this.solve());
    }
    /** The analysis of a position (memoised), as analyze gives it, listing at most `maxMoves` moves. */
    analyze(terms, maxMoves = 50) {
        const key = `${maxMoves}|${terms.map((t) => t.text).join(" + ")}`;
        let a = this.cache.get(key);
        if (!a) {
            const solve = this.solve();
            a = analyzeTerms(terms.map((t) => new Term(t.family, t.position, solve)), { play: this.play, compound: this.compound, maxMoves }, solve);
            if (this.cache.size > 10_000)
                this.cache.clear();
            this.cache.set(key, a);
        }
        return a;
    }
    /** A value of one term, memoised by its text (the same position, the same value). */
    memo(what, t, f) {
        const key = `${what}|${t.text}`;
        if (this.values.has(key))
            return this.values.get(key);
        const v = f();
        if (this.values.size > 100_000)
            this.values.clear();
        this.values.set(key, v);
        return v;
    }
}
//# sourceMappingURL=engine.js.map