// The box solve's loop (./box.ts's markParents) run in the WebAssembly kernel
// (src/search/kernel/assembly/chompBox.ts), on 32-bit ranks, where a module is at hand: an
// instance of its own a box, the rank terms written into its memory, the bits read from it.
import { KERNEL_IMPORTS, kernelModule, wasm } from "../../search/kernel/kernelModule.js";
import type { ChompBoxRanks } from "./boxRank.js";

interface ChompExports {
  memory: { buffer: ArrayBuffer };
  chompSetup(rows: number, columns: number, diagrams: number): number;
  chompRun(limit: number): number;
  chompBits(): number;
  chompP(): number;
}

/** The bits of every diagram (set: N) and the P-positions' count, or undefined when no kernel module is at hand. */
export function markParentsByKernel(
  ranks: ChompBoxRanks,
  every: number,
  onProgress?: (done: number, pPositions: number) => void,
): { nBits: Uint32Array; pPositions: number } | undefined {
  const module = kernelModule();
  if (module === undefined) return undefined;
  const x = new wasm.Instance(module, KERNEL_IMPORTS).exports as unknown as ChompExports;
  const terms = x.chompSetup(ranks.rows, ranks.columns, ranks.diagrams) >>> 0;
  // every term is at most the box's diagrams (≤ 2^32): a u32 each
  new Uint32Array(x.memory.buffer, terms, ranks.term.length).set(ranks.term);
  for (let done = 0; done < ranks.diagrams; ) {
    done = x.chompRun(every);
    if (done < ranks.diagrams) onProgress?.(done, x.chompP());
  }
  return { nBits: new Uint32Array(x.memory.buffer, x.chompBits() >>> 0, Math.floor(ranks.diagrams / 32) + 1), pPositions: x.chompP() };
}
