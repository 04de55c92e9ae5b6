import type { CompoundPart } from "../../core/_internals/decideCompound.js";
import type { SmithKind } from "../../core/compoundKinds.js";
import { GrundyError } from "../../errors.js";
import type { Term } from "./term.js";

/**
 * A term of k copies (`nim(10)*1000001`, a count too large to write out: Term.copies) as
 * one part of a normal-play sum. Equal copies cancel in pairs (G + G = 0), so its value is
 * the term's for odd k and 0 for even k, exactly at any k, with no copy written out; a move
 * is made in one copy: to an option of value g′ it leaves value (the part's) ⊕ g ⊕ g′.
 */
export class CopiesPart implements CompoundPart<Term> {
  private readonly one: Term;

  constructor(readonly term: Term) {
    this.one = term.at(term.position);
  }

  private get odd(): boolean {
    return this.term.copies % 2n === 1n;
  }

  grundy(): bigint {
    return this.odd ? this.one.grundy() : 0n;
  }

  isP(): boolean {
    return !this.odd || this.one.isP();
  }

  /** The moves of one copy that leave the part at value `target`. */
  movesTo(target: bigint, limit: number): { moves: Term[]; complete: boolean } {
    return this.one.movesTo(this.grundy() ^ this.one.grundy() ^ target, limit);
  }

  anyMove(): Term | null {
    return this.one.anyMove();
  }

  smith(_kind: SmithKind): never {
    throw new GrundyError(`${this.term.text}: copies of a term past the written count are analysed in sums only`);
  }
}
