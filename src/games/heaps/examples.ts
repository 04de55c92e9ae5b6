// The named heap games' examples for the lab's Explore page (see FamilyExamples), by family name.
import type { FamilyExamples } from "../family.js";

const NAMED: Readonly<Record<string, FamilyExamples>> = {
  kayles: { analyze: ["kayles(9)"], pattern: ["kayles(n)", "kayles(a) + dawson(b)"] },
};

/** The `examples` member of a named heap game's record: `{ examples }`, or nothing for a name without any. */
export function heapExamples(name: string): { examples?: FamilyExamples } {
  const examples = NAMED[name];
  return examples ? { examples } : {};
}
