// Why `grundy solve` needs no search for a start: the closed form that values it, in words,
// per searchable game (by its name in ./searchable.ts). A family without an entry is told in general terms.
import type { CramBoard } from "./cram/board.js";
import { closedFormReason } from "./cram/closedForms.js";

const REASONS: Readonly<Record<string, (position: unknown) => string | undefined>> = {
  cram: (p) => closedFormReason(p as CramBoard),
  // the search family's knownValue: a part of one vertex or two joined has value 1
  nodekayles: () => "every connected part of the graph has one or two vertices (value 1 each: one move takes it)",
};

/** The closed form that values a start of `grundy solve` whose components theory values (see src/search/theoryValue.ts). */
export function searchTheoryReason(game: string, position: unknown): string {
  return REASONS[game]?.(position) ?? "theory values every component of the position";
}
