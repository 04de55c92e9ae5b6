import { commandHelp, userError } from "./output.js";
/** One JSON object per line per event. */
export class JsonOutput {
    write;
    constructor(write) {
        this.write = write;
    }
    event(e) {
        this.write(`${JSON.stringify(e)}\n`);
    }
    busy(f) {
        return f();
    }
    menu(entries, seed) {
        this.event({ event: "menu", seed, games: entries.map((e, i) => ({ n: i + 1, name: e.name, expression: e.expression, compound: e.compound ?? "sum" })) });
    }
    start(match) {
        const s = match.session;
        let outcome;
        try {
            outcome = s.outcome();
        }
        catch (e) {
            userError(e);
        }
        this.event({
            event: "start",
            position: s.position,
            toMove: match.toMove,
            ...(outcome ? { outcome } : {}),
            play: s.play,
            compound: s.compound,
            level: s.level,
            seed: match.options.seed,
        });
    }
    turn() { }
    move(by, move) {
        this.event({ event: "move", by, move: move.text, position: move.position });
    }
    hint(_match, move) {
        this.event(move
            ? { event: "hint", move: move.text, position: move.position, ...(move.wins !== undefined ? { wins: move.wins } : {}), ...(move.draws ? { draws: true } : {}) }
            : { event: "hint", move: null });
    }
    moves(match) {
        const { moves, complete } = match.list();
        this.event({
            event: "moves",
            moves: moves.map(({ n, move: m }) => ({
                n,
                move: m.text,
                position: m.position,
                ...(m.wins !== undefined ? { wins: m.wins } : {}),
                ...(m.draws ? { draws: true } : {}),
                ...(m.remoteness !== undefined ? { remoteness: m.remoteness } : {}),
                ...(m.suspense !== undefined ? { suspense: m.suspense } : {}),
            })),
            complete,
        });
    }
    undo(match, undone) {
        this.event({ event: "undo", moves: undone.map((u) => ({ by: match.side(u.by), move: u.move.text })), position: match.session.position, toMove: match.toMove });
    }
    redo(match, redone) {
        this.event({ event: "redo", moves: redone.map((r) => ({ by: match.side(r.by), move: r.move.text })), position: match.session.position, toMove: match.toMove });
    }
    values(match) {
        this.event({ event: "values", shown: match.showValues });
    }
    help(match) {
        this.event({ event: "help", commands: commandHelp(match).map(([c, what]) => ({ command: c, what })) });
    }
    error(message) {
        this.event({ event: "error", message });
    }
    end(_match, winner, mistake) {
        this.event({
            event: "end",
            winner,
            ...(mistake ? { mistake: { turn: mistake.turn, before: mistake.before, move: mistake.move.text, ...(mistake.better ? { better: mistake.better.text } : {}) } } : {}),
        });
    }
    stopped() {
        this.event({ event: "stopped" });
    }
}
//# sourceMappingURL=jsonOutput.js.map