// Worker for `grundy solve … --threads N`: rebuilds the searched game's family from its name
// and arguments (plain data) through its record's search face and serves the parallel
// search's tasks. Runs from the built dist/ files.
import { parentPort } from "node:worker_threads";
import { GrundyError } from "../errors.js";
import { FAMILIES } from "../games/registry.js";
import { serveSearch } from "../search/parallelWorker.js";

if (parentPort)
  serveSearch(parentPort, (spec) => {
    const face = FAMILIES.find((f) => f.name === spec.game)?.search;
    if (face === undefined) {
      const names = FAMILIES.filter((f) => f.search !== undefined).map((f) => f.name);
      throw new GrundyError(`no searchable game "${spec.game}" (${names.join(", ")})`);
    }
    return face.read(spec.args).family;
  });
