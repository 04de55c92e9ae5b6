// The kernel's table on disk (`grundy solve … --table FILE` on the kernel): the format of
// ../tableFile.ts (entries behind a header, a checksum, written by rename) under an id of its
// own. A kernel key is a vertex set of one graph (on a grid, its least image in the corner of
// a grid of that width), so the id names the kernel, the game and the graph: a table of another
// graph, or one of the JavaScript search (whose keys are laid out otherwise), is refused in one
// line, never misread. Node-only.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { GrundyError } from "../../errors.js";
import { loadTable, saveTable } from "../tableFile.js";
import type { SearchKernel } from "./kernel.js";
import type { KernelGame, KernelGraph } from "./kernelGraph.js";

/** The kernel's key layout: a new layout takes a new number, so that older files are refused. */
const LAYOUT = 1;

/** The id a kernel table file of this graph and game carries. */
export function kernelTableId(graph: KernelGraph, game: KernelGame): string {
  const g = graph.grid;
  if (g !== undefined) return `kernel/${LAYOUT} ${game} grid ${g.rows}x${g.columns}`;
  const edges = graph.edges
    .map(([u, v]) => (u < v ? [u, v] : [v, u]))
    .filter(([u, v]) => u !== v)
    .map(([u, v]) => `${u},${v}`)
    .sort();
  const digest = createHash("sha256")
    .update([...new Set(edges)].join(" "))
    .digest("hex")
    .slice(0, 32);
  return `kernel/${LAYOUT} ${game} graph of ${graph.n} vertices, edges sha256:${digest}`;
}

/** A table file bound to one kernel: what earlier runs searched, and a save. */
export interface KernelTableFile {
  readonly path: string;
  /** Positions searched by the runs that filled the file (0 for a new file). */
  readonly earlier: number;
  /** Saves the kernel's table with the positions searched in this run. */
  save(positions: number): void;
}

/**
 * Loads `path` into the kernel when it exists (`onReading` is told first: a large file takes
 * seconds), and returns the way to save back to it. A file that is not this graph's kernel
 * table is a GrundyError naming what it is.
 */
export function openKernelTable(path: string, graph: KernelGraph, game: KernelGame, kernel: SearchKernel, onReading?: () => void): KernelTableFile {
  const id = kernelTableId(graph, game);
  let earlier = 0;
  if (existsSync(path)) {
    onReading?.();
    try {
      earlier = loadTable(path, id, kernel.entries).positions;
    } catch (e) {
      if (e instanceof GrundyError && / it is a table of (?!kernel\/)/.test(e.message))
        throw new GrundyError(`${e.message} (the JavaScript search's table: resume it with --engine js)`);
      throw e;
    }
  }
  return { path, earlier, save: (positions) => saveTable(path, id, kernel.entries, earlier + positions) };
}
