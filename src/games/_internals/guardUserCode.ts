// Errors raised inside a user's code are the user's: the members of a family made by
// defineFamily (its game's moves, key, show, components; print; the closed forms; the view's
// board and describe) are wrapped so that anything they throw that is not a GrundyError, or a
// value of the wrong kind they return, becomes a UserCodeError naming the family and the
// member. The built-in records are not wrapped (no cost in their hot loops).
import type { Game } from "../../core/game.js";
import { describeValue } from "../../_internals/describeValue.js";
import { GrundyError, UserCodeError } from "../../errors.js";
import type { ClosedForms } from "../family.js";
import type { View } from "../view.js";

const MAX_SHOWN = 60;

/** A position (or any value) for a message, shortened. */
function shown(show: (p: never) => string, p: unknown): string {
  let text: string;
  try {
    text = show(p as never);
    if (typeof text !== "string") text = describeValue(p);
  } catch {
    text = describeValue(p);
  }
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

const messageOf = (e: unknown): string => {
  const raw = e instanceof Error ? e.message : describeValue(e);
  return raw.split("\n").find((l) => l.trim() !== "") ?? (e instanceof Error ? e.name : "");
};

/** The one error for something a user's member threw: GrundyErrors pass as they are. */
export function thrownBy(family: string, member: string, args: string, e: unknown): GrundyError {
  if (e instanceof GrundyError) return e;
  return new UserCodeError(family, member, `${member}(${args}) threw: ${messageOf(e)}`, e);
}

/** Calls `f`, turning what it throws into the family's error. */
export function guarded<T>(family: string, member: string, args: () => string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw thrownBy(family, member, args(), e);
  }
}

function* guardedIteration<P>(family: string, at: () => string, iterable: Iterable<P>): Generator<P> {
  // the position's text (the user's show) only when something fails
  const fail = (e: unknown) => thrownBy(family, "moves", at(), e);
  let it: Iterator<P>;
  try {
    it = iterable[Symbol.iterator]();
  } catch (e) {
    throw fail(e);
  }
  for (;;) {
    let r: IteratorResult<P>;
    try {
      r = it.next();
    } catch (e) {
      throw fail(e);
    }
    if (r === null || typeof r !== "object") throw new UserCodeError(family, "moves", `moves(${at()}) returned an iterator whose next() gave ${describeValue(r)}`);
    if (r.done) return;
    yield r.value;
  }
}

/** The game with its members guarded (the user's moves, key, show, components). */
export function guardGame<P>(family: string, game: Game<P>): Game<P> {
  const { moves, key, show, components } = game;
  const at = (p: P) => shown(show, p);
  return {
    ...game,
    moves(p: P): Iterable<P> {
      let options: unknown;
      try {
        options = moves(p);
      } catch (e) {
        throw thrownBy(family, "moves", at(p), e);
      }
      if (Array.isArray(options)) return options as P[];
      if (options === null || typeof options !== "object" || typeof (options as Iterable<P>)[Symbol.iterator] !== "function") {
        throw new UserCodeError(family, "moves", `moves(${at(p)}) returned ${shown(describeValue, options)}, not an iterable of positions (an array, a Set or a generator)`);
      }
      return guardedIteration(family, () => at(p), options as Iterable<P>);
    },
    key(p: P) {
      const k = guarded(
        family,
        "key",
        () => at(p),
        () => key(p),
      );
      if (typeof k !== "string" && typeof k !== "number" && typeof k !== "bigint") {
        throw new UserCodeError(family, "key", `key(${at(p)}) returned ${shown(describeValue, k)}, not a string, number or bigint`);
      }
      return k;
    },
    show: (p: P) =>
      guarded(
        family,
        "show",
        () => describeValue(p),
        () => show(p),
      ),
    components:
      components &&
      ((p: P) =>
        guarded(
          family,
          "components",
          () => at(p),
          () => components(p),
        )),
  };
}

type Check = (v: unknown) => boolean;
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
const RETURNS: Record<string, [Check, string]> = {
  grundy: [optional((v) => typeof v === "bigint" && v >= 0n), "a non-negative bigint or undefined"],
  isP: [optional((v) => typeof v === "boolean"), "true, false or undefined"],
  misereWins: [optional((v) => typeof v === "boolean"), "true, false or undefined"],
  isOption: [optional((v) => typeof v === "boolean"), "true, false or undefined"],
  print: [(v) => typeof v === "string", "a string"],
};

/** A record's closed forms, print and view with their calls guarded (members absent stay absent). */
export function guardMembers<P, R extends ClosedForms<P> & { print(p: P): string; view?: View<P> }>(family: string, record: R, show: (p: P) => string): R {
  const out = { ...record } as Record<string, unknown>;
  const at = (args: unknown[]) => args.map((a) => shown(show, a)).join(", ");
  for (const member of ["grundy", "isP", "movesTo", "misereWins", "smith", "isOption", "nimHeaps", "takeAndBreakHeaps", "print"] as const) {
    const f = record[member] as ((...args: unknown[]) => unknown) | undefined;
    if (typeof f !== "function") continue;
    const expected = RETURNS[member];
    out[member] = (...args: unknown[]) => {
      const v = guarded(
        family,
        member,
        () => at(args.slice(0, 1)),
        () => f.apply(record, args),
      );
      if (expected && !expected[0](v)) throw new UserCodeError(family, member, `${member}(${at(args.slice(0, 1))}) returned ${shown(describeValue, v)}, not ${expected[1]}`);
      return v;
    };
  }
  const view = record.view;
  if (view) {
    const v: Record<string, unknown> = { ...view };
    for (const member of ["board", "describe"] as const) {
      const f = view[member] as ((...args: unknown[]) => unknown) | undefined;
      if (typeof f === "function")
        v[member] = (...args: unknown[]) =>
          guarded(
            family,
            `view.${member}`,
            () => at(args.slice(0, 2)),
            () => f.apply(view, args),
          );
    }
    out.view = v;
  }
  return out as R;
}
