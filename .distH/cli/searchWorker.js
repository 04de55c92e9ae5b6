// Worker for `grundy solve … --threads N`: rebuilds the searched game's family from its name
// and arguments (plain data) and serves the parallel search's tasks. Runs from the built dist/ files.
import { parentPort } from "node:worker_threads";
import { GrundyError } from "../errors.js";
import { SEARCHABLE_GAMES } from "../games/searchable.js";
import { serveSearch } from "../search/parallelWorker.js";
if (parentPort)
    serveSearch(parentPort, (spec) => {
        const game = SEARCHABLE_GAMES.find((g) => g.name === spec.game);
        if (game === undefined)
            throw new GrundyError(`no searchable game "${spec.game}" (${SEARCHABLE_GAMES.map((g) => g.name).join(", ")})`);
        return game.read(spec.args).family;
    });
//# sourceMappingURL=searchWorker.js.map