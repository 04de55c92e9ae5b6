// defineFamily: the one adapter from a user's spec to a family record (its game guarded, its
// members' errors the user's), and isFamily, the test a loaded module's exports pass.
import type { Game, GameSpec } from "../core/game.js";
import { defineGame } from "../core/game.js";
import { GameError, InputError, type UserCodeError } from "../errors.js";
import type { Family, FamilySpec } from "./family.js";
import { family } from "./_internals/familyRecord.js";
import { guardGame, guardMembers, thrownBy } from "./_internals/guardUserCode.js";

export { isFamily } from "./_internals/familyRecord.js";

const isGame = <P>(g: Game<P> | GameSpec<P>): g is Game<P> =>
  typeof (g as Game<P>).key === "function" && typeof (g as Game<P>).show === "function" && typeof (g as Game<P>).name === "string";

/**
 * Defines a game family for the position language, so that its positions can be analysed,
 * summed with the built-in games and played: pass it to `analyze(expression, { games })`
 * or export it from a module given to `grundy analyze --games`.
 *
 * The engine game decides everything the family has no closed form for (Grundy values,
 * winning moves, misère play, remoteness and suspense), within the analysis's budget.
 *
 * Errors raised inside the spec's own code (its game's moves, parse, print, a closed form, the
 * view's board or describe) are the user's: anything they throw that is not a GrundyError,
 * and a value of the wrong kind they return (e.g. moves returning a non-iterable), becomes a
 * {@link UserCodeError} naming the family and the member (`boom: moves(3) threw: kaboom`).
 *
 * @param spec - name, usage, rules (`game`), `parse` (integer arguments → position), `print`
 * @returns the family
 * @throws GameError when the name is not an identifier or a member is missing
 * @example
 * const sub = defineFamily({
 *   name: "sub13", usage: "sub13(n)", game: { moves: (n: number) => [1, 3].filter((s) => s <= n).map((s) => n - s) },
 *   parse: ([n]) => Number(n), print: (n) => `sub13(${n})`,
 * });
 * analyze("sub13(7) + nim(1)", { games: [sub] }).outcome // 'P' (G(7) = 1 = nim(1))
 */
export function defineFamily<P>(spec: FamilySpec<P>): Family<P> {
  for (const member of ["name", "usage"] as const) {
    if (typeof spec?.[member] !== "string" || spec[member] === "") throw new GameError(`defineFamily: "${member}" must be a non-empty string`);
  }
  for (const member of ["parse", "print"] as const) {
    if (typeof spec[member] !== "function") throw new GameError(`defineFamily(${spec.name}): "${member}" must be a function`);
  }
  if (typeof spec.game !== "object" || spec.game === null || typeof spec.game.moves !== "function") {
    throw new GameError(`defineFamily(${spec.name}): "game" must be a game (defineGame) or a spec with a moves function`);
  }
  if (spec.view !== undefined && (typeof spec.view !== "object" || spec.view === null || typeof spec.view.rule !== "string")) {
    throw new GameError(`defineFamily(${spec.name}): "view" must be an object with a "rule" (one sentence)`);
  }
  const game = guardGame(spec.name, isGame(spec.game) ? spec.game : defineGame({ name: spec.name, ...spec.game }));
  // a user's record states no theorem (lineTheorem is the built-ins')
  const { parse, aliases, summary, game: _game, lineTheorem: _theorem, ...members } = spec as FamilySpec<P> & { lineTheorem?: unknown };
  const rest = guardMembers(spec.name, members, game.show);
  return family<P>({
    ...rest,
    aliases: aliases ?? [],
    summary: summary ?? spec.usage,
    game,
    read(args) {
      const ints = args.ints(0, undefined, "integers");
      args.sections(1);
      try {
        return parse(ints);
      } catch (e) {
        if (e instanceof InputError && e.location.column === undefined) throw new InputError(`${e.expected} in ${spec.usage}`, e.got, { column: args.call.column });
        throw thrownBy(spec.name, "parse", ints.join(", "), e);
      }
    },
  });
}
