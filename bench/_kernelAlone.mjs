// A process that loads nothing but the search kernel's modules (dist/, built) and values one
// Cram board, `node bench/_kernelAlone.mjs R C`: the floor of any `grundy solve cram R C`
// (bench/startup.ts times it beside node's own start and the command).
import { SearchKernel } from "../dist/search/kernel/kernel.js";
import { gridGraph } from "../dist/search/kernel/grids.js";

const [r, c] = process.argv.slice(2).map(Number);
const kernel = new SearchKernel(gridGraph(r, c), "arckayles", { tableBytes: 2 ** 30 });
console.log(`cram(${r},${c}) ${kernel.nimber()} ${kernel.positions}`);
