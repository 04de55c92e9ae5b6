// The generic path of a pattern's table: the value of the expression at one point (its free
// variables bound), through the same terms, closed forms and engine as an analysis. One
// budget and one registry serve the whole table; the engine's memo tables (one per game)
// carry over from point to point, and a call that holds fewer variables than the expression
// (nim(a) in nim(a) + lasker(b)) is valued once per value of its own.
import { compoundKind, type CompoundKind } from "../../core/compoundKinds.js";
import { outcome, type Play } from "../../core/outcome.js";
import type { SearchBudget, SolveOptions } from "../../core/solver.js";
import { GrundyError, InputError, UserCodeError } from "../../errors.js";
import type { Call, Expression } from "../../expression/ast.js";
import { bindVariables, variablesOf } from "../../expression/variables.js";
import type { Registry } from "../../games/registry.js";
import { analyzeTerms } from "./analyzeTerms.js";
import { quotientOf } from "./quotientSum.js";
import { termsOf } from "./read.js";
import { Term } from "./term.js";

/** What a table's cell holds: a Grundy value (nim-sum), an outcome (0 = P, 1 = N), a remoteness or a suspense. */
export type PatternMeasure = "grundy" | "outcome" | "remoteness" | "suspense";

/** Whether an error is a search out of reach (not bad input, not the user's own code). */
const outOfReach = (e: unknown): e is GrundyError => e instanceof GrundyError && !(e instanceof InputError) && !(e instanceof UserCodeError);

/** The values of an expression at points of its free variables (see patternValues). */
export class PointValues {
  /** What the values are; "grundy" becomes "outcome" when a lone term's value is out of reach but its outcome is not. */
  measure: PatternMeasure;
  private readonly callVariables: string[][];
  private readonly caches: Map<string, number | bigint>[];
  private readonly solve: SolveOptions;

  constructor(
    private readonly expr: Expression,
    private readonly variables: readonly string[],
    private readonly registry: Registry,
    private readonly play: Play,
    kind: CompoundKind,
    budget: SearchBudget,
  ) {
    const measure = compoundKind(kind).measure;
    this.measure = play === "misere" ? "outcome" : measure;
    this.solve = { budget };
    this.callVariables = expr.terms.map((call) => variablesOf({ terms: [call], source: expr.source }));
    this.caches = expr.terms.map(() => new Map());
  }

  /** Whether a lone term may fall back to its outcome when its Grundy value is out of reach. */
  private get lone(): boolean {
    const only = this.expr.terms[0];
    return this.expr.terms.length === 1 && (only!.copies === undefined || only!.copies.value === 1n);
  }

  /**
   * The value at a point (one bigint for each variable, in the order of `variables`).
   *
   * @throws GrundyError naming the position when it is out of reach, or when a family refuses the point
   */
  at(point: readonly bigint[]): number {
    const values: Record<string, bigint> = {};
    this.variables.forEach((v, i) => (values[v] = point[i]!));
    if (this.play === "misere") return this.misere(values);
    let acc: number | bigint | undefined;
    for (let i = 0; i < this.expr.terms.length; i++) {
      const v = this.callValue(i, values);
      if (acc === undefined) acc = v;
      else if (this.measure === "grundy") acc = (acc as bigint) ^ (v as bigint);
      else if (this.measure === "outcome") acc = (acc as number) | (v as number);
      else if (this.measure === "remoteness") acc = Math.min(acc as number, v as number);
      else acc = Math.max(acc as number, v as number);
    }
    const out = typeof acc === "bigint" ? acc : BigInt(acc ?? 0);
    if (out > 0x7fffffffn) throw new GrundyError(`${this.pointText(values)}: a value of ${out} is past 2^31 − 1, the most a table holds`);
    return Number(out);
  }

  /** The value of call i at the point, from its cache when it holds fewer variables than the expression. */
  private callValue(i: number, values: Record<string, bigint>): number | bigint {
    const own = this.callVariables[i]!;
    const cached = own.length < this.variables.length;
    const key = own.map((v) => String(values[v])).join(",");
    if (cached) {
      const hit = this.caches[i]!.get(key);
      if (hit !== undefined) return hit;
    }
    const call = this.bind(this.expr.terms[i]!, values);
    const { family, position } = this.read(call, values);
    const term = new Term(family, position, this.solve);
    if (term.loopy) throw new GrundyError(`${term.text} is a loopy game: its values (γ, with draws) are not tabulated by a pattern`);
    const v = this.termValue(term, call.copies?.value ?? 1n);
    if (cached) this.caches[i]!.set(key, v);
    return v;
  }

  /** A term's value by the measure; a lone term out of reach is answered by its outcome when a closed form knows it. */
  private termValue(term: Term, copies: bigint): number | bigint {
    try {
      if (this.measure === "grundy") return copies % 2n === 0n ? 0n : term.grundy();
      if (this.measure === "outcome") return term.isP() ? 0 : 1;
      return term.smith(this.measure).value;
    } catch (e) {
      if (!outOfReach(e)) throw e;
      const p = this.measure === "grundy" && this.lone ? term.closedIsP() : undefined;
      if (p === undefined) throw this.outOfReach(term.text, e);
      this.measure = "outcome";
      return p ? 0 : 1;
    }
  }

  /**
   * The misère outcome at a point: a lone term by its closed form or the engine's misère
   * search of its own game (memoised from point to point); a sum as an analysis decides it.
   */
  private misere(values: Record<string, bigint>): number {
    const bound = bindVariables(this.expr, values);
    let terms: Term[];
    try {
      terms = termsOf(bound, this.registry, this.solve);
    } catch (e) {
      throw this.refused(values, e);
    }
    const loopy = terms.find((t) => t.loopy);
    if (loopy) throw new GrundyError(`${loopy.text} is a loopy game: misère play of loopy games is not supported`);
    try {
      const only = terms.length === 1 && terms[0]!.copies === 1n ? terms[0]! : undefined;
      if (only) return this.misereLone(only, terms) ? 1 : 0;
      return analyzeTerms(terms, { play: "misere", compound: "sum", maxMoves: 0 }, this.solve).outcome === "N" ? 1 : 0;
    } catch (e) {
      if (!outOfReach(e)) throw e;
      throw this.outOfReach(terms.map((t) => t.text).join(" + "), e);
    }
  }

  /** A lone term under misère play: its closed form, its heaps' quotient (a heap past 24), or the engine's search of its game. */
  private misereLone(only: Term, terms: Term[]): boolean {
    const closed = only.misereWins();
    if (closed !== undefined) return closed;
    const q = quotientOf(terms, "when needed");
    if (q) {
      let x = q.identity;
      for (const h of only.takeAndBreakHeaps()!.heaps) x = q.mul(x, q.phi(h));
      return !q.isP(x);
    }
    return outcome(only.family.game, only.position, { ...this.solve, play: "misere" }) === "N";
  }

  private bind(call: Call, values: Record<string, bigint>): Call {
    return bindVariables({ terms: [call], source: this.expr.source }, values).terms[0]!;
  }

  private read(call: Call, values: Record<string, bigint>): ReturnType<Registry["read"]> {
    try {
      return this.registry.read(call);
    } catch (e) {
      throw this.refused(values, e);
    }
  }

  /** A family refused the point (e.g. a board with a side 0 where the game needs one): the point and the family's words. */
  private refused(values: Record<string, bigint>, e: unknown): unknown {
    if (!(e instanceof InputError)) return e;
    return new GrundyError(`${this.pointText(values)} is no position (${e.message}); give a range its games allow`);
  }

  private outOfReach(position: string, e: GrundyError): GrundyError {
    const b = this.solve.budget as SearchBudget;
    const limit = b.limit === Infinity ? "no limit" : `${b.limit.toLocaleString("en-US")} moves`;
    return new GrundyError(
      `${position} is out of reach: ${e.message.replace(/[.;]?\s*$/, "")}. The table's searches share one budget (${limit}); a larger budget (the budget option, grundy pattern --budget <moves> or infinity) or a smaller range lifts it`,
    );
  }

  private pointText(values: Record<string, bigint>): string {
    return this.variables.map((v) => `${v} = ${values[v]}`).join(", ");
  }
}
