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
import type { SharedKernelTable } from "./kernel/kernelShared.js";
import type { KernelGame, KernelGraph } from "./kernel/kernelGraph.js";

/** A start as plain data: the searchable game's name and its command arguments. */
export interface SearchSpec {
  readonly game: string;
  readonly args: readonly string[];
  /** The engine the workers search with: the JavaScript search (the default) or the WebAssembly kernel. */
  readonly engine?: "js" | "kernel";
  /** The kernel's start itself (its graph and game), so that a worker on the kernel loads no game: about 0.1 s sooner at work. */
  readonly kernelStart?: { readonly graph: KernelGraph; readonly game: KernelGame };
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
  /** A table all the workers search with (the kernel's on two workers, ./kernel/kernelShared.ts), instead of one each. */
  readonly sharedTable?: SharedKernelTable;
}

/** One question: is the value of the option (its unvalued parts, the largest first, and the xor of the valued ones) k? */
export interface WorkerTask {
  readonly kind: "task";
  readonly id: number;
  /** lo, hi of each unvalued part, the largest first. */
  readonly parts: readonly number[];
  readonly x: number;
  readonly k: number;
  /** A helper's task: the first component's options listed from the last ({@link TaskEngine.fromLast}). */
  readonly fromLast?: boolean;
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

/** What a worker searches with: a search and its table, either engine's (the JavaScript search's below, the kernel's in kernel/kernelTaskEngine.ts). */
export interface TaskEngine {
  /** Asks the component keyed (lo, hi) whether its value is in `set`: the value, NOT_IN_SET or PAUSED. */
  ask(lo: number, hi: number, set: number): number;
  /** Goes on with the query for up to `limit` more components: as {@link ask}. */
  resume(limit: number): number;
  /** Drops the query under way (the table keeps what it learnt). */
  abandon(): void;
  /** Components expanded so far. */
  readonly nodes: number;
  /** The table's entries, slots, and entries replaced. */
  readonly table: { readonly filled: number; readonly slots: number; readonly replaced: number };
  /** Sends what it learnt since the last exchange to each peer, and puts what the peers sent. */
  exchange(peers: readonly MessagePort[]): void;
  /** Optional: called when a task is over (answered, cancelled or failed): a shared table is given up meanwhile. */
  idle?(): void;
  /** Optional: the next questions list their first component's options from the last (a helper's), or in order. */
  fromLast?(on: boolean): void;
}

/** The JavaScript search as a worker's engine: its family made from the start's spec, its table sharing entries of 2^shareCost expansions or more, seeded with `seed`. */
export function javascriptEngine(family: SearchFamily<unknown>, m: WorkerInit): TaskEngine {
  const slots = TranspositionTable.slotsFor(m.memory);
  const table = new SharingTable(slots, Math.min(slots, 1 << 16), m.shareCost);
  table.learn(m.seed, family.transient); // keys of the sending thread's process only are left out
  const search = new NimberSearch(family, table);
  return {
    ask: (lo, hi, set) => search.ask(lo, hi, set),
    resume: (limit) => search.resume(limit),
    abandon: () => search.abandon(),
    get nodes() {
      return search.nodes;
    },
    table,
    exchange: (peers) => table.exchange(peers),
  };
}

/** Serves tasks on `port` (a worker's parentPort), searching with the engine `makeEngine` makes from the init message. */
export function serveSearch(port: MessagePort, makeEngine: (init: WorkerInit) => TaskEngine): void {
  let engine: TaskEngine | undefined;
  let cancel: Int32Array | undefined;
  let counts: Float64Array | undefined;
  let index = 0;
  let peers: readonly MessagePort[] = [];
  const report = (): void => {
    const c = counts!;
    const at = COUNTS * index;
    const t = engine!.table;
    c[at] = engine!.nodes;
    c[at + 1] = t.filled;
    c[at + 2] = t.slots;
    c[at + 3] = t.replaced;
  };
  /** Asks (lo, hi) for `set` until answered; undefined when the task was cancelled. */
  const ask = (id: number, lo: number, hi: number, set: number): number | undefined => {
    const e = engine!;
    let r = e.ask(lo, hi, set);
    while (r === PAUSED) {
      if (Atomics.load(cancel!, index) === id) {
        e.abandon();
        return undefined;
      }
      r = e.resume(SLICE);
      e.exchange(peers);
      report();
    }
    report();
    return r;
  };
  const run = (t: WorkerTask): WorkerReply => {
    const e = engine!;
    e.fromLast?.(t.fromLast === true);
    e.exchange(peers);
    const before = e.nodes;
    let x = t.x;
    for (let p = t.parts.length / 2 - 1; p >= 0; p--) {
      const set = p === 0 ? xorSet((1 << t.k) >>> 0, x) : ALL;
      const r = ask(t.id, t.parts[2 * p]!, t.parts[2 * p + 1]!, set);
      if (r === undefined) return { kind: "cancelled", id: t.id, nodes: e.nodes - before };
      if (p > 0) {
        if (r < 0) throw new GrundyError("a component's nimber is above 31, beyond this search's sets of nimbers (0 … 31)");
        x ^= r;
      } else {
        e.exchange(peers);
        // the search may answer a value outside the set asked (one the table knows exactly)
        return { kind: "done", id: t.id, result: r >= 0 && (r ^ x) === t.k ? t.k : NOT_IN_SET, nodes: e.nodes - before };
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
        engine = makeEngine(m);
        return;
      }
      let reply: WorkerReply;
      try {
        reply = run(m);
      } finally {
        engine?.idle?.();
      }
      port.postMessage(reply);
    } catch (e) {
      const user = e instanceof GrundyError;
      port.postMessage({ kind: "error", message: e instanceof Error ? (user ? e.message : `${e.message}\n${e.stack ?? ""}`) : String(e), user } satisfies WorkerReply);
    }
  });
}
