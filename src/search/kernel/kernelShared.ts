// One table for two kernel workers (Node's worker threads): both instances, of the threads builds
// kernel-shared-0.wasm and kernel-shared-1.wasm (scripts/kernel.mjs), run on one shared
// WebAssembly memory. Each build's static data and heap lie in its own region (its memory base),
// and the table, full-sized, after both: what one worker learns the other reads at once, and the
// table is held once instead of once a worker. A slot the other thread is writing reads as empty
// (./assembly/table.ts folds each key with its entry), so a race loses an entry, never misreads one.
import { kernelSharedModule, wasm, type WasmMemory } from "./kernelModule.js";

/** Each instance's region: its static data and heap (about 6 MiB); scripts/kernel.mjs sets the same memory bases. */
export const SHARED_REGION_BYTES = 16 * 2 ** 20;
/** Instances on one table: one a threads build. */
export const SHARED_INSTANCES = 2;
/** The table's filter, before its buckets (the kernel's FILTER_BITS / 8: checked when an instance starts). */
export const SHARED_FILTER_BYTES = 2 ** 20;
const BUCKET_BYTES = 64;
const SLOTS = 4;
const MIN_BUCKETS = 256;
const PAGE = 2 ** 16;
/** The system's page, and how many of the table's next pages an instance touches a slice ({@link SharedTableLock}). */
const PAGE_BYTES = 4096;
const PAGES_A_SLICE = 16;

/** Where the control words, the filter and the buckets start: after both regions. */
export const SHARED_CTRL_AT = SHARED_INSTANCES * SHARED_REGION_BYTES;
export const SHARED_FILTER_AT = SHARED_CTRL_AT + 4096;
export const SHARED_TABLE_AT = SHARED_FILTER_AT + SHARED_FILTER_BYTES;
// the control words (Int32 indices): workers searching, a growth under way, the buckets in use
// (./assembly/table.ts reads them from byte 8), each instance's entries (bytes 64 and 128)
const READERS = 0;
const GROWING = 1;
const BUCKETS = 2;

/** The buckets of a kernel table of about `tableBytes` (its own or a shared one): 256 to 2^25 of 64 bytes. */
export function kernelTableBuckets(tableBytes: number): number {
  return Math.max(MIN_BUCKETS, Math.min(2 ** 25, Math.floor(tableBytes / BUCKET_BYTES)));
}

/** A table two workers share: the memory (posted to both), its bound in buckets. */
export interface SharedKernelTable {
  readonly memory: WasmMemory;
  readonly buckets: number;
}

/**
 * A zeroed shared memory for two instances and a table of at most about `tableBytes` (at most
 * 2^25 buckets), starting with room for `entries` entries below half full (as the
 * kernel's table grows: ./assembly/table.ts): only the pages of the buckets in use are touched.
 */
export function sharedKernelTable(tableBytes: number, entries = 0): SharedKernelTable {
  const buckets = kernelTableBuckets(tableBytes);
  const pages = Math.ceil((SHARED_TABLE_AT + buckets * BUCKET_BYTES) / PAGE);
  const memory = new wasm.Memory({ initial: pages, maximum: pages, shared: true });
  let now = Math.min(MIN_BUCKETS, buckets);
  while (entries * 2 >= now * SLOTS && now < buckets) now = Math.min(2 * now, buckets);
  new Int32Array(memory.buffer, SHARED_CTRL_AT, 4)[BUCKETS] = now;
  return { memory, buckets };
}

/** A table of about `tableBytes` for `threads` kernel workers, starting from `entries` entries, when they can share one (two workers, the threads builds there), else undefined. */
export function sharedKernelTableFor(threads: number, tableBytes: number, entries: number): SharedKernelTable | undefined {
  if (threads !== SHARED_INSTANCES) return undefined;
  for (let i = 0; i < SHARED_INSTANCES; i++) if (kernelSharedModule(i) === undefined) return undefined;
  return sharedKernelTable(tableBytes, entries);
}

/** What the lock needs of an instance on the table (SearchKernel.sharedTable). */
export interface SharedTableUser {
  /** Reads the table's size again. */
  sync(): void;
  /** Whether the table is due to grow. */
  wantsGrowth(): boolean;
  /** Grows it (the other instance waiting). */
  grow(): void;
  /** The entries of the table, both instances'. */
  filled(): number;
}

/**
 * A worker's hold on the shared table: held while it searches, given up when idle. The table
 * grows (its entries moved) only when the one that grows it holds it alone: the other gives it
 * up at its next slice and waits; a worker that starts a task while it grows waits too.
 */
export class SharedTableLock {
  private readonly words: Int32Array;
  private held = false;
  private readonly bytes: Uint8Array;
  private readonly maxBuckets: number;
  /** The next page of the table's next size to touch ({@link touchAhead}). */
  private ahead = 0;

  /** `index`: the instance's (0 or 1), which pages it touches ahead. */
  constructor(
    table: SharedKernelTable,
    private readonly user: SharedTableUser,
    private readonly index = 0,
  ) {
    this.words = new Int32Array(table.memory.buffer as SharedArrayBuffer, SHARED_CTRL_AT, 4);
    this.bytes = new Uint8Array(table.memory.buffer as SharedArrayBuffer);
    this.maxBuckets = table.buckets;
  }

  /** Takes the table (waiting out a growth). */
  acquire(): void {
    const w = this.words;
    while (!this.held) {
      if (Atomics.load(w, GROWING) !== 0) {
        Atomics.wait(w, GROWING, 1);
        continue;
      }
      Atomics.add(w, READERS, 1);
      if (Atomics.load(w, GROWING) === 0) this.held = true;
      else this.leave();
    }
    this.user.sync();
  }

  /** Gives the table up (idle). */
  release(): void {
    if (!this.held) return;
    this.held = false;
    this.leave();
  }

  /** Between two slices of a search: takes the table if not held, waits out the other's growth, or grows the table when due. */
  slice(): void {
    if (!this.held) return this.acquire();
    const w = this.words;
    if (Atomics.load(w, GROWING) === 0 && this.user.wantsGrowth() && Atomics.compareExchange(w, GROWING, 0, 1) === 0) {
      // alone with the table once the other has given it up
      for (let r = Atomics.load(w, READERS); r !== 1; r = Atomics.load(w, READERS)) Atomics.wait(w, READERS, r);
      try {
        this.user.grow();
      } finally {
        Atomics.store(w, GROWING, 0);
        Atomics.notify(w, GROWING);
      }
      return;
    }
    if (Atomics.load(w, GROWING) !== 0) {
      this.release();
      this.acquire();
      return;
    }
    this.touchAhead();
  }

  /**
   * Once the table is three eighths full, touches a few pages of the room its next growth takes
   * (this instance every other page), a slice at a time: a page's first touch costs the system
   * about 10 µs here, which the growth would otherwise pay for every page while the other
   * instance waits (Cram 4 × 11's last growth: 64 MiB, 250 ms). The room is no bucket's yet.
   */
  private touchAhead(): void {
    const now = Atomics.load(this.words, BUCKETS);
    if (now >= this.maxBuckets || 8 * this.user.filled() < 3 * SLOTS * now) return;
    const to = SHARED_TABLE_AT + Math.min(2 * now, this.maxBuckets) * BUCKET_BYTES;
    const from = SHARED_TABLE_AT + now * BUCKET_BYTES + this.index * PAGE_BYTES;
    if (this.ahead < from) this.ahead = from;
    for (let i = 0; i < PAGES_A_SLICE && this.ahead < to; i++, this.ahead += SHARED_INSTANCES * PAGE_BYTES) this.bytes[this.ahead] = 0;
  }

  private leave(): void {
    Atomics.sub(this.words, READERS, 1);
    Atomics.notify(this.words, READERS);
  }
}
