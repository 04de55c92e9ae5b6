// The worker side of the parallel search (parallelSearch.ts): one thread with its own family
// (rebuilt from plain data, never from closures), its own search and table, answering one
// question about one option of a root component at a time — "is this option's value k?" —
// and sending back what it learnt that is worth sharing (entries of large searches).
import type { MessagePort } from "node:worker_threads";
import { GrundyError } from "../errors.js";
import type { SearchFamily } from "./family.js";
import { NimberSearch, NOT_IN_SET, PAUSED } from "./nimberSearch.js";
import { ALL, xorSet } from "./nimberSet.js";
import { SharingTable } from "./sharingTable.js";
import { TranspositionTable } from "./transpositionTable.js";

/** A start as plain data: the searchable game's name and its command arguments. */
export interface SearchSpec {
  readonly game: string;
  readonly args: readonly string[];
}

/** The first message to a worker. */
export interface WorkerInit {
  readonly kind: "init";
  readonly spec: SearchSpec;
  /** The worker's table bound in bytes. */
  readonly memory: number;
  /** {@link CONTROL_BYTES} a worker: Int32 cancel words (the id of a task to drop), then Float64 counts ({@link COUNTS} a worker). */
  readonly control: SharedArrayBuffer;
  readonly index: number;
  /** Entries whose search expanded at least 2^shareCost components are sent to the other workers. */
  readonly shareCost: number;
  /** One port to each other worker: its entries arrive there, this worker's go out there. */
  readonly peers: readonly MessagePort[];
  /** Entries to start from (lo, hi, excluded, cost each): what a search before the workers learnt. */
  readonly seed: Uint32Array;
}

/** One question: is the value of the option (its unvalued parts, the largest first, and the xor of the valued ones) k? */
export interface WorkerTask {
  readonly kind: "task";
  readonly id: number;
  /** lo, hi of each unvalued part, the largest first. */
  readonly parts: readonly number[];
  readonly x: number;
  readonly k: number;
}

/** A worker's answer: the option's value is k (`result` = k), is not (NOT_IN_SET), or the task was dropped. */
export type WorkerReply =
  | { readonly kind: "done"; readonly id: number; readonly result: number; readonly nodes: number }
  | { readonly kind: "cancelled"; readonly id: number; readonly nodes: number }
  | { readonly kind: "error"; readonly message: string; readonly user: boolean };

/** The counts a worker shares as it works: components expanded, table entries, slots, entries replaced. */
export const COUNTS = 4;
/** Bytes of the control buffer a worker: its cancel word (padded to 8) and its counts. */
export const CONTROL_BYTES = 8 + 8 * COUNTS;

/** Components expanded between two looks at the cancel word. */
const SLICE = 1024;

/** Serves tasks on `port` (a worker's parentPort), the family made from the init message's spec by `makeFamily`. */
export function serveSearch(port: MessagePort, makeFamily: (spec: SearchSpec) => SearchFamily<unknown>): void {
  let search: NimberSearch<unknown> | undefined;
  let table: SharingTable | undefined;
  let cancel: Int32Array | undefined;
  let counts: Float64Array | undefined;
  let index = 0;
  let peers: readonly MessagePort[] = [];
  const report = (): void => {
    const c = counts!;
    const at = COUNTS * index;
    c[at] = search!.nodes;
    c[at + 1] = table!.filled;
    c[at + 2] = table!.slots;
    c[at + 3] = table!.replaced;
  };
  /** Asks (lo, hi) for `set` until answered; undefined when the task was cancelled. */
  const ask = (id: number, lo: number, hi: number, set: number): number | undefined => {
    let r = search!.ask(lo, hi, set);
    while (r === PAUSED) {
      if (Atomics.load(cancel!, index) === id) {
        search!.abandon();
        return undefined;
      }
      r = search!.resume(SLICE);
      table!.exchange(peers);
      report();
    }
    report();
    return r;
  };
  const run = (t: WorkerTask): WorkerReply => {
    table!.exchange(peers);
    const before = search!.nodes;
    let x = t.x;
    for (let p = t.parts.length / 2 - 1; p >= 0; p--) {
      const set = p === 0 ? xorSet((1 << t.k) >>> 0, x) : ALL;
      const r = ask(t.id, t.parts[2 * p]!, t.parts[2 * p + 1]!, set);
      if (r === undefined) return { kind: "cancelled", id: t.id, nodes: search!.nodes - before };
      if (p > 0) {
        if (r < 0) throw new GrundyError("a component's nimber is above 31, beyond this search's sets of nimbers (0 … 31)");
        x ^= r;
      } else {
        table!.exchange(peers);
        // the search may answer a value outside the set asked (one the table knows exactly)
        return { kind: "done", id: t.id, result: r >= 0 && (r ^ x) === t.k ? t.k : NOT_IN_SET, nodes: search!.nodes - before };
      }
    }
    // no unvalued part: the option's value is x
    return { kind: "done", id: t.id, result: x === t.k ? t.k : NOT_IN_SET, nodes: 0 };
  };
  port.on("message", (m: WorkerInit | WorkerTask) => {
    try {
      if (m.kind === "init") {
        index = m.index;
        peers = m.peers;
        const threads = m.control.byteLength / CONTROL_BYTES;
        cancel = new Int32Array(m.control, 0, threads);
        counts = new Float64Array(m.control, 8 * threads, COUNTS * threads);
        const slots = TranspositionTable.slotsFor(m.memory);
        table = new SharingTable(slots, Math.min(slots, 1 << 16), m.shareCost);
        const family = makeFamily(m.spec);
        table.learn(m.seed, family.transient); // keys of the sending thread's process only are left out
        search = new NimberSearch(family, table);
        return;
      }
      port.postMessage(run(m));
    } catch (e) {
      const user = e instanceof GrundyError;
      port.postMessage({ kind: "error", message: e instanceof Error ? (user ? e.message : `${e.message}\n${e.stack ?? ""}`) : String(e), user } satisfies WorkerReply);
    }
  });
}
