// A user's game family (take one or two tokens), written to a .mjs file in a temp dir
// outside the project, as a user gives it to `--games`; by default with a view (a heap of
// tokens, move words, an example start).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const VIEW = `
  view: {
    rule: "Take one or two tokens from the heap. Whoever takes the last token wins.",
    examples: [{ label: "Take one or two tokens (a user's game)", expression: "take(7)" }],
    board: (n) => ({ kind: "heaps", heaps: [n], tokens: "tokens", ordered: false }),
    describe: (from, to) => "took " + (from - to),
  },`;

/** Writes the file; returns its path. */
export function userGameFile(options: { view?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "grundy-play-"));
  const file = join(dir, "take.mjs");
  writeFileSync(
    file,
    `import { defineFamily, defineGame } from "sprague-grundy";
export const take = defineFamily({
  name: "take",
  usage: "take(n)",
  summary: "take one or two tokens",
  game: defineGame({ name: "take", moves: (n) => [1, 2].filter((s) => s <= n).map((s) => n - s) }),
  parse: (args) => Number(args[0]),
  print: (n) => "take(" + n + ")",${options.view === false ? "" : VIEW}
});
`,
  );
  return file;
}
