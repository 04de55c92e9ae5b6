import { type Analysis, analyzeTerms, readTerms, solveOptions, Term } from "../../analyze/engine.js";
import type { CompoundKind } from "../../core/compoundKinds.js";
import type { Play } from "../../core/outcome.js";
import type { SolveOptions } from "../../core/solver.js";
import type { Family } from "../../games/family.js";

/** The most components the analyses a session remembers may hold together (a few positions of a sum of 10^6). */
const CACHED_COMPONENTS = 3_000_000;

/**
 * What a session asks the analysis engine (the one analyze uses), with its memory: the
 * analyses of positions met and the values of components, so that later decisions are quick.
 */
export class SessionEngine {
  private readonly cache = new Map<string, Analysis>();
  /** The components of the analyses in the cache (a sum of 10^6 components is one analysis of 10^6 lines). */
  private cachedComponents = 0;
  private readonly values = new Map<string, unknown>();
  /** The nim-sum of each position's terms (the array a session holds for a position), for valueAfter. */
  private readonly sums = new WeakMap<readonly Term[], bigint>();

  constructor(
    readonly play: Play,
    readonly compound: CompoundKind,
    /** The most moves the engine may examine for one decision. */
    readonly budget: number,
    readonly games: readonly Family[] | undefined,
    /** Whether a component is a loopy game. */
    readonly loopy: boolean,
  ) {}

  /** A fresh budget, for one analysis or one move valued (valueAfter); the engine's tables stay, so later ones are quick. */
  solve(): SolveOptions {
    return solveOptions({ budget: this.budget });
  }

  /** Reads an expression into terms (the session's families). */
  read(source: string): Term[] {
    return readTerms(source, this.games, this.solve());
  }

  /** The analysis of a position (memoised), as analyze gives it, listing at most `maxMoves` moves. */
  analyze(terms: readonly Term[], maxMoves = 50): Analysis {
    const key = `${maxMoves}|${terms.map((t) => t.text).join(" + ")}`;
    let a = this.cache.get(key);
    if (!a) {
      const solve = this.solve();
      a = analyzeTerms(
        // the same terms with a fresh budget (their texts kept, not printed again)
        terms.map((t) => new Term(t.family, t.position, solve, 1n, t.copies === 1n ? t.text : undefined)),
        { play: this.play, compound: this.compound, maxMoves },
        solve,
      );
      // an analysis holds a line a component: the cache holds at most CACHED_COMPONENTS of them
      if (this.cache.size > 10_000 || this.cachedComponents + terms.length > CACHED_COMPONENTS) {
        this.cache.clear();
        this.cachedComponents = 0;
      }
      this.cache.set(key, a);
      this.cachedComponents += terms.length;
    }
    return a;
  }

  /** A value of one term, memoised by its text (the same position, the same value). */
  memo<T>(what: string, t: Term, f: () => T): T {
    const key = `${what}|${t.text}`;
    if (this.values.has(key)) return this.values.get(key) as T;
    const v = f();
    if (this.values.size > 100_000) this.values.clear();
    this.values.set(key, v);
    return v;
  }

  /** The nim-sum of the terms' values (`grundy` of each), memoised for this array of terms. */
  nimSum(terms: readonly Term[], grundy: (t: Term) => bigint): bigint {
    let x = this.sums.get(terms);
    if (x === undefined) {
      x = 0n;
      for (const t of terms) x ^= grundy(t);
      this.sums.set(terms, x);
    }
    return x;
  }
}
