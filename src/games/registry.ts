/*
 * The list of games. To add a game:
 *
 *   1. Make src/games/<game>/ with its rules (rules.ts: one engine game, one exact position
 *      type — bigint where users type integers), its closed forms (one file each, optional),
 *      its record (family.ts: `defineFamily({ name, usage, game, parse, print, … })`, or
 *      `family({ …, read })` when a call has sections, strings or sets) and, for a board in
 *      the lab and `grundy play`, its `view` (see ./view.ts).
 *   2. Write src/games/<game>/index.ts: `export const <game> = { family, game, …closed forms }`.
 *   3. Add its record to FAMILIES below (the order is the help texts' order).
 *   4. Test it: test/games/<game>.test.ts, closed forms against the engine game on every
 *      small position (the test's own brute force), and `npm run readme` for the README's table.
 *
 * Nothing below needs changing: the position language, `grundy analyze --help`, `grundy seq`'s
 * names (a record with `rules`), `grundy play`, the lab and the README read this list.
 * A heap game that is only a take-and-break code or a subtraction set is one line of
 * src/heap/namedHeapRules.ts instead.
 */
import { closestNames } from "../_internals/closestNames.js";
import { squashName } from "../_internals/squashName.js";
import { describeValue } from "../_internals/describeValue.js";
import { InputError } from "../errors.js";
import type { Call } from "../expression/ast.js";
import type { HeapRules } from "../heap/heapRules.js";
import { parseHeapGameAmong } from "../heap/parseHeapGame.js";
import { Args } from "./args.js";
import { chomp } from "./chomp/index.js";
import { coord } from "./coord/index.js";
import { corners, mockturtles, ruler, turtles } from "./coins/index.js";
import { cram } from "./cram/index.js";
import { digraph } from "./digraph/index.js";
import { euclid } from "./euclid/index.js";
import { fsvp } from "./fsvp/index.js";
import { arcKayles, nodeKayles } from "./graphKayles/index.js";
import { hackenbush } from "./hackenbush/index.js";
import { isFamily } from "./defineFamily.js";
import type { Family } from "./family.js";
import { heaps } from "./heaps/index.js";
import { lasker } from "./lasker/index.js";
import { moore } from "./moore/index.js";
import { nim } from "./nim/index.js";
import { strip } from "./strip/index.js";
import { subadd } from "./subadd/index.js";
import { wythoff } from "./wythoff/index.js";

/**
 * Every built-in game family, in the order help texts list them. The one list of games:
 * the position language, `grundy analyze --help`, `grundy seq`'s names and the README's
 * list are read from here.
 */
export const FAMILIES: readonly Family[] = [
  nim.family,
  wythoff.family,
  euclid.family,
  strip.family,
  ...heaps.named,
  moore.family,
  lasker.family,
  chomp.family,
  nodeKayles.family,
  arcKayles.family,
  turtles.family,
  mockturtles.family,
  ruler.family,
  corners.family,
  cram.family,
  hackenbush.family,
  heaps.code,
  heaps.subtraction,
  coord.family,
  // loopy games (answered by the loopy engine: γ values, draws)
  fsvp.family,
  subadd.family,
  digraph.family,
];

/** The families an analysis knows: the built-ins and the user's, looked up by name or alias. */
export class Registry {
  private readonly byName = new Map<string, Family>();
  /** Names as written that were found (at most 1,000). */
  private readonly written = new Map<string, Family>();

  /**
   * @param extra - user families (from {@link defineFamily}); a name already taken is an error
   * @throws GrundyError when a user family's name or alias is taken
   */
  constructor(extra: readonly Family[] = []) {
    if (!Array.isArray(extra)) throw new InputError("a list of game families made by defineFamily", describeValue(extra));
    for (const f of [...FAMILIES, ...extra]) {
      if (!isFamily(f)) throw new InputError("a game family made by defineFamily", describeValue(f));
      for (const name of [f.name, ...f.aliases]) {
        const key = squashName(name);
        const taken = this.byName.get(key);
        if (taken && taken !== f) throw new InputError(`a family name not already taken (${taken.usage} has it)`, name);
        this.byName.set(key, f);
      }
    }
    this.list = [...FAMILIES, ...extra.filter((f, i) => extra.indexOf(f) === i)];
  }

  /** The families, built-ins first. */
  readonly list: readonly Family[];

  /** The family called `name` (case, spaces, "_", "-", "'" and a final "s" ignored: see squashName), if any. */
  find(name: string): Family | undefined {
    // the names met, as written (a sum of 10^6 calls writes a few names 10^6 times)
    let f = this.written.get(name);
    if (f === undefined) {
      f = this.byName.get(squashName(name));
      if (f !== undefined && this.written.size < 1000) this.written.set(name, f);
    }
    return f;
  }

  /**
   * What a game may be, for the error on an unknown name: the few nearest to `name` (edit
   * distance between squashed names and aliases), and where the whole list is. One line.
   */
  expected(name = ""): string {
    const near = closestNames(
      name,
      this.list.map((f) => ({ item: f, keys: [f.name, ...f.aliases] })),
      squashName,
    );
    const list = "`grundy analyze --help` lists every game";
    if (near.length === 0) return `a known game such as nim(h1,h2,…) or kayles(n1,n2,…) (${list})`;
    return `a known game (closest: ${near.map((f) => f.usage).join(", ")}; ${list})`;
  }

  /** Reads a parsed call into its family and position, or says which games exist. */
  read(call: Call): { family: Family; position: unknown } {
    const family = this.find(call.name);
    if (!family) throw new InputError(this.expected(call.name), call.name, { column: call.column });
    return { family, position: family.read(new Args(call, family.usage)) };
  }

  /** A heap game's rules from a code, a subtraction set or a heap family's name (as src/heap's parseHeapGame reads them, with the names of every family that has `rules`). */
  heapRules(text: string): HeapRules {
    return parseHeapGameAmong(text, this.list);
  }
}

/** The registry of the built-in families. */
export const BUILTINS = new Registry();

/**
 * The families as a Markdown table (usage, what it is), for the README: `npm run readme`
 * writes it between the README's `games` markers, and a test checks it is up to date.
 */
export function familiesMarkdown(families: readonly Family[] = FAMILIES): string {
  const rows = families.map((f) => `| \`${f.usage}\` | ${f.summary}${f.aliases.length ? ` (also ${f.aliases.map((a) => `\`${a}\``).join(", ")})` : ""} |`);
  return ["| game | what it is |", "| --- | --- |", ...rows].join("\n");
}
