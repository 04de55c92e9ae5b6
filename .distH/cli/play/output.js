// What the terminal player tells its user, as events: an Output is a terminal or plain text
// (textOutput.ts) or JSON lines (jsonOutput.ts); the controller calls it and never prints.
import { GrundyError, UserCodeError } from "../../errors.js";
/** The commands a user may type, each with what it does; the examples are moves of the game being played. */
export function commandHelp(match) {
    const example = match.list().moves[0]?.move;
    const position = example ? `, e.g. ${example.position}` : "";
    const fromTo = example ? `, e.g. ${example.text}` : "";
    return [
        ["<number>", "play that move from the list"],
        ["<position>", `play the move to that position${position} (the whole position)`],
        ["a -> b", `move component a to b${fromTo}; several joined by ;`],
        ["hint", "the best move here"],
        ["moves", "the legal moves, numbered"],
        ["undo", "take back your last move (and the computer's reply)"],
        ["redo", "play again what undo took back"],
        ["new", "start the game again from its first position"],
        ["values", "show or hide Grundy values and which moves win"],
        ["help", "this list"],
        ["quit", "stop the game"],
    ];
}
/** The words that are commands (a line of letters that is none of them is an error, not a move). */
export const COMMANDS = new Set(["hint", "moves", "undo", "redo", "new", "values", "help", "?", "quit", "exit", "q"]);
/** A GrundyError's message, or rethrows anything else: a bug, or an error in a user's code (it ends the game: one line, exit 2). */
export function userError(e) {
    if (e instanceof GrundyError && !(e instanceof UserCodeError))
        return e.message;
    throw e;
}
//# sourceMappingURL=output.js.map