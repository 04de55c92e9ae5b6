// Worker for `grundy solve … --threads N`: rebuilds the searched game's start from its name
// and arguments (plain data) through its record's search face and serves the parallel
// search's tasks, on the engine the spec names (the JavaScript search, or the kernel for a
// start the face gives it). A kernel spec that carries its start (graph and game) loads no
// game: the registry is imported only without one. Runs from the built dist/ files.
import { parentPort, workerData } from "node:worker_threads";
import { GrundyError } from "../errors.js";
import type { SearchFace } from "../games/searchFace.js";
import { kernelTaskEngine } from "../search/kernel/kernelTaskEngine.js";
import { javascriptEngine, type SearchSpec, serveSearch } from "../search/parallelWorker.js";

// the parent says in the worker's data when its spec carries the kernel's start (parallelPool.ts)
const carried = (workerData as { kernelStart?: boolean } | null)?.kernelStart === true;
const FAMILIES = carried ? [] : (await import("../games/registry.js")).FAMILIES;

function faceOf(spec: SearchSpec): SearchFace {
  const face = FAMILIES.find((f) => f.name === spec.game)?.search;
  if (face === undefined) {
    const names = FAMILIES.filter((f) => f.search !== undefined).map((f) => f.name);
    throw new GrundyError(`no searchable game "${spec.game}" (${names.join(", ")})`);
  }
  return face;
}

if (parentPort)
  serveSearch(parentPort, (init) => {
    const carried = init.spec.kernelStart;
    if (carried !== undefined) return kernelTaskEngine(carried.graph, carried.game, init);
    const face = faceOf(init.spec);
    if (init.spec.engine !== "kernel") return javascriptEngine(face.read(init.spec.args).family, init);
    const start = face.kernel?.(init.spec.args);
    if (start === undefined) throw new GrundyError(`the kernel takes no start of ${init.spec.game} ${init.spec.args.join(" ")}`);
    return kernelTaskEngine(start.graph, start.game, init);
  });
