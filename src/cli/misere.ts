// `grundy misere <game>`: the misère quotient of a heap game (Plambeck–Siegel), heap by heap.
import { Status } from "./statusLine.js";
import { Command } from "@commander-js/extra-typings";
import { parseNaturalInRange } from "../arith/bigint.js";
import { GrundyError } from "../errors.js";
import { FAMILIES, MISERE_DEFAULT_ELEMENTS, MISERE_DEFAULT_SECONDS, MISERE_DEFAULT_TO, MISERE_MAX_TO, type MisereQuotient, misereQuotient, parseMisereGame } from "../index.js";

const NAME = "grundy misere";
/** Two heap games' names from the registry (those with fixed rules), for the help. */
const HEAP_NAMES = FAMILIES.filter((f) => f.rules !== undefined)
  .slice(0, 2)
  .map((f) => f.name)
  .join(", ");
/** Φ is shown for heaps 0…SHOWN. */
const SHOWN = 30;

/** The JSON a run prints with --json. */
export function misereJson(q: MisereQuotient): Record<string, unknown> {
  const elements = Array.from({ length: q.order }, (_, x) => x);
  return {
    game: q.rules.name,
    code: q.rules.code,
    order: q.order,
    pSize: q.pSize,
    solved: q.solved,
    heap: q.heap,
    period: q.period ?? null,
    preperiod: q.preperiod ?? null,
    tame: q.tame,
    changes: q.changes,
    presentation: q.presentation,
    generators: q.generators.map((g) => ({ letter: g.letter, heap: g.heap })),
    pPortion: elements.filter((x) => q.isP(x)).map((x) => q.elementName(x)),
    phi: q.phiTable.slice(0, SHOWN + 1).map((x) => q.elementName(x)),
    ...(q.stopped ? { stopped: q.stopped, stoppedBecause: q.stoppedBecause } : {}),
  };
}

/** The lines a run prints. */
export function misereLines(q: MisereQuotient): string[] {
  const elements = Array.from({ length: q.order }, (_, x) => x);
  const title = q.rules.name === q.rules.code ? q.rules.code : `${q.rules.name} (${q.rules.code})`;
  const status = q.solved ? `solved: Φ proven periodic at heap ${q.heap}` : `partial: heaps 0…${q.heap} (${q.stoppedBecause ?? "not proven periodic"})`;
  const phi = q.phiTable.slice(0, SHOWN + 1).map((x) => q.elementName(x));
  return [
    `${title}: misère quotient, ${status}`,
    `  changes       ${q.changes
      .slice(1)
      .map((c) => `heap ${c.heap}: ${c.order}`)
      .join(", ")}`,
    `  order         |Q| = ${q.order}, |P| = ${q.pSize}`,
    `  presentation  ${q.presentation}`,
    `  generators    ${q.generators.map((g) => `${g.letter} = heap ${g.heap}`).join(", ")}`,
    `  P-portion     {${elements
      .filter((x) => q.isP(x))
      .map((x) => q.elementName(x))
      .join(", ")}}`,
    `  Φ(0…${Math.min(SHOWN, q.heap)})${" ".repeat(Math.max(1, 9 - String(Math.min(SHOWN, q.heap)).length))}${phi.join(" ")}`,
    q.solved ? `  period        ${q.period}, preperiod ${q.preperiod} (Φ(n + ${q.period}) = Φ(n) for n ≥ ${q.preperiod})` : "  period        not proven",
    `  tame          ${q.tame ? "yes (sums play as misère Nim of their Grundy values)" : "no (wild)"}`,
  ];
}

export function misereCommand(): Command {
  const cmd = new Command("misere")
    .description("The misère quotient of a heap game (Plambeck–Siegel): order, P-portion, presentation, Φ and its period.")
    .argument("<game>", `a take-and-break code (0.77, 0.75, 0.123) or a heap game's name (${HEAP_NAMES})`)
    .option("--to <heap>", `the last heap to add when Φ is not proven periodic before (default ${MISERE_DEFAULT_TO}, at most ${MISERE_MAX_TO})`)
    .option("--seconds <s>", `time budget in seconds (default ${MISERE_DEFAULT_SECONDS})`)
    .option("--elements <n>", `the largest quotient (and proof base) allowed (default ${MISERE_DEFAULT_ELEMENTS})`)
    .option("--json", "print the quotient as JSON")
    .addHelpText(
      "after",
      `\nStops when Φ is proven periodic (solved), at --to (a partial quotient is printed), or at a budget\n(one line on stderr saying which and how far it got, exit code 2).\n\nExamples:\n  grundy misere 0.77\n  grundy misere dawson --to 20 --json\n`,
    )
    .action((game, opts) => {
      const rules = parseMisereGame(game);
      const to = opts.to === undefined ? MISERE_DEFAULT_TO : parseNaturalInRange(opts.to, 0, MISERE_MAX_TO, "--to: a last heap");
      const seconds = opts.seconds === undefined ? MISERE_DEFAULT_SECONDS : parseNaturalInRange(opts.seconds, 1, 86_400, "--seconds: a time budget");
      const elements = opts.elements === undefined ? MISERE_DEFAULT_ELEMENTS : parseNaturalInRange(opts.elements, 2, 1_000_000, "--elements: a largest order");
      const status = new Status();
      const q = misereQuotient(rules, {
        to,
        budget: { seconds, elements },
        onProgress: ({ heap, order }) => status.update(`${NAME}: heap ${heap}, |Q| = ${order}`),
      });
      status.clear();
      if (q.stopped === "seconds" || q.stopped === "elements") {
        throw new GrundyError(`${NAME}: ${rules.name}: ${q.stoppedBecause}; it reached |Q| = ${q.order} at heap ${q.heap}`);
      }
      process.stdout.write(opts.json ? `${JSON.stringify(misereJson(q), null, 2)}\n` : `${misereLines(q).join("\n")}\n`);
    });
  return cmd as unknown as Command;
}
