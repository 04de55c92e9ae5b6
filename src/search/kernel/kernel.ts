// The search kernel's loader (any runtime): the WebAssembly module compiled from ./assembly by
// `npm run build` (scripts/kernel.mjs → dist/search/kernel/kernel.wasm), found or handed in by
// ./kernelModule.ts, one instance a search. The kernel searches Node Kayles and Arc Kayles (Cram is Arc
// Kayles on a grid) on graphs of at most 64 vertices with the JavaScript search's algorithm
// (../nimberSearch.ts) on 64-bit positions: its table lives in the instance's memory.
import { GrundyError, InputError } from "../../errors.js";
import type { TableEntries } from "../tableFile.js";
import { KERNEL_IMPORTS, kernelModule, kernelSharedModule, wasm } from "./kernelModule.js";
import {
  SHARED_CTRL_AT,
  SHARED_FILTER_AT,
  SHARED_FILTER_BYTES,
  SHARED_REGION_BYTES,
  SHARED_TABLE_AT,
  type SharedKernelTable,
  type SharedTableUser,
  kernelTableBuckets,
} from "./kernelShared.js";
import { KERNEL_MAX_VERTICES, type KernelGame, type KernelGraph } from "./kernelGraph.js";

export { KERNEL_MAX_VERTICES, type KernelGame, type KernelGraph };

interface Exports {
  memory: { buffer: ArrayBuffer };
  init(n: number, game: number, rows: number, columns: number, buckets: number): void;
  initShared(n: number, game: number, rows: number, columns: number, buckets: number, at: number, filterAt: number, ctrlAt: number, index: number): void;
  tableSync(): void;
  tableWantsGrowth(): number;
  tableGrow(): void;
  tableFilledShared(): number;
  memoryFrom(): number;
  heapTop(): number;
  filterBytes(): number;
  setNeighbours(v: number, lo: number, hi: number): void;
  prepare(): void;
  start(lo: number, hi: number): number;
  startXor(): number;
  startPartLo(i: number): number;
  startPartHi(i: number): number;
  ask(lo: number, hi: number, set: number): number;
  resume(limit: number): number;
  abandon(): void;
  keyLo(lo: number, hi: number): number;
  keyHi(): number;
  positions(): number;
  tableFilled(): number;
  tableReplaced(): number;
  tableSlots(): number;
  tableMaxSlots(): number;
  tableBase(): number;
  tableBuckets(): number;
  tablePut(lo: number, hi: number, excluded: number, cost: number): void;
  batchBase(): number;
  batchEntries(): number;
  tablePutBatch(n: number): void;
  tableReserve(entries: number): void;
  listRoot(lo: number, hi: number): number;
  rootRecord(i: number): number;
  rootKnownCount(): number;
  rootKnown(i: number): number;
  arenaBase(): number;
  setShareCost(cost: number): void;
  sharedBase(): number;
  sharedCount(): number;
  setFromLast(on: number): void;
}

/** A move's result as the kernel lists it: the nim-sum of the parts valued on the spot, and the keys (lo, hi each) of the others, the largest first. */
export interface KernelOption {
  readonly x: number;
  readonly parts: number[];
}

/** A query's answer when the value is not in the set asked. */
export const KERNEL_NOT_IN_SET = -1;
/** An answer of {@link SearchKernel.ask} when the work paused. */
export const KERNEL_PAUSED = -2;
const PAUSED = KERNEL_PAUSED;
const TOO_LARGE = -4;
/** Every nimber 0 … 31. */
const ALL = 0xffffffff;

/** Options of {@link SearchKernel}. */
export interface SearchKernelConstraints {
  /**
   * The bytes of the transposition table (64-byte buckets of 4 entries; the fullest bucket
   * drops its cheapest entry).
   * @defaultValue 64 MiB
   */
  tableBytes?: number;
  /** Instead of a table of its own: instance `index` (0 or 1) on a table shared with another worker (./kernelShared.ts; one graph for good). */
  shared?: { readonly table: SharedKernelTable; readonly index: number };
}

/** One instance of the kernel: a graph, a game and a table, one query at a time. */
export class SearchKernel {
  private readonly x: Exports;
  private n = 0;
  private shareCost = 33;

  private readonly buckets: number;
  private readonly shared: boolean;
  private readonly index: number;

  constructor(graph: KernelGraph, game: KernelGame, constraints: SearchKernelConstraints = {}) {
    const bytes = constraints.tableBytes ?? 64 * 2 ** 20;
    const shared = constraints.shared;
    this.shared = shared !== undefined;
    this.index = shared?.index ?? 0;
    this.buckets = shared?.table.buckets ?? kernelTableBuckets(bytes);
    const module = shared === undefined ? kernelModule() : kernelSharedModule(shared.index);
    if (module === undefined) throw new GrundyError("the search kernel (kernel.wasm) is not built: run npm run build");
    const imports = shared === undefined ? KERNEL_IMPORTS : { env: { ...KERNEL_IMPORTS.env, memory: shared.table.memory } };
    this.x = new wasm.Instance(module, imports).exports as unknown as Exports;
    if (shared !== undefined) {
      // the build's own region holds its data and heap, and the table's filter is the size laid out for it
      const from = shared.index * SHARED_REGION_BYTES;
      const x = this.x;
      if (x.memoryFrom() !== from || x.heapTop() >>> 0 >= from + SHARED_REGION_BYTES || x.filterBytes() !== SHARED_FILTER_BYTES)
        throw new Error(`kernel-shared-${shared.index}.wasm does not fit the shared layout (src/search/kernel/kernelShared.ts): rebuild with npm run build`);
    }
    this.setGraph(graph, game);
  }

  /** Makes the instance search another graph or game (its table emptied, its memory kept). */
  setGraph(graph: KernelGraph, game: KernelGame): void {
    if (!(graph.n >= 1 && graph.n <= KERNEL_MAX_VERTICES)) throw new InputError(`a graph of 1 to ${KERNEL_MAX_VERTICES} vertices for the kernel`, `${graph.n} vertices`);
    const g = graph.grid;
    if (g !== undefined && g.rows * g.columns !== graph.n) throw new InputError(`a grid of ${graph.n} cells`, `${g.rows} × ${g.columns}`);
    const code = game === "arckayles" ? 1 : 0;
    if (!this.shared) this.x.init(graph.n, code, g?.rows ?? 0, g?.columns ?? 0, this.buckets);
    else if (this.n === 0) this.x.initShared(graph.n, code, g?.rows ?? 0, g?.columns ?? 0, this.buckets, SHARED_TABLE_AT, SHARED_FILTER_AT, SHARED_CTRL_AT, this.index);
    else throw new Error("a kernel on a shared table keeps its graph");
    this.n = graph.n;
    const lo = new Uint32Array(64);
    const hi = new Uint32Array(64);
    for (const [u, v] of graph.edges) {
      if (u === v) continue;
      if (!(u >= 0 && u < graph.n && v >= 0 && v < graph.n)) throw new InputError(`an edge between vertices 0 … ${graph.n - 1}`, `${u},${v}`);
      if (v < 32) lo[u] = lo[u]! | (1 << v);
      else hi[u] = hi[u]! | (1 << (v - 32));
      if (u < 32) lo[v] = lo[v]! | (1 << u);
      else hi[v] = hi[v]! | (1 << (u - 32));
    }
    for (let v = 0; v < graph.n; v++) this.x.setNeighbours(v, lo[v]!, hi[v]!);
    this.x.prepare();
  }

  /** On a shared table: what its lock needs (./kernelShared.ts's SharedTableLock), else undefined. */
  get sharedTable(): SharedTableUser | undefined {
    const x = this.x;
    return this.shared ? { sync: () => x.tableSync(), wantsGrowth: () => x.tableWantsGrowth() !== 0, grow: () => x.tableGrow(), filled: () => x.tableFilledShared() } : undefined;
  }

  /** Components expanded so far (the positions searched). */
  get positions(): number {
    return this.x.positions();
  }
  /** The table: entries held, entries dropped, slots now and at the memory bound. */
  get table(): { filled: number; replaced: number; slots: number; maxSlots: number } {
    // a shared table's entries are both instances'
    return {
      filled: this.shared ? this.x.tableFilledShared() : this.x.tableFilled(),
      replaced: this.x.tableReplaced(),
      slots: this.x.tableSlots(),
      maxSlots: this.x.tableMaxSlots(),
    };
  }
  /**
   * The entries of this instance's own table as words (key lo, key hi, excluded, cost each), in
   * one copy on shared memory: the seed of the workers that take over its search (it took 65 ms
   * entry by entry on Cram 3 × 15, 220,000 entries, against about 12 ms).
   */
  tableWords(): Uint32Array {
    if (this.shared) throw new Error("the entries of a shared table are not listed");
    const x = this.x;
    const words = new Uint32Array(x.memory.buffer, x.tableBase() >>> 0, x.tableBuckets() * 16);
    // on shared memory: posted to several workers, it is not copied for each
    const out = new Uint32Array(new SharedArrayBuffer(16 * x.tableFilled()));
    let n = 0;
    for (let i = 2; i < words.length && n < out.length; i += 4) {
      if (words[i] === 0) continue;
      out[n] = words[i - 2]!;
      out[n + 1] = words[i - 1]!;
      out[n + 2] = words[i]!;
      out[n + 3] = words[i + 1]!;
      n += 4;
    }
    return n === out.length ? out : out.subarray(0, n);
  }

  /** Puts entries given as words (key lo, key hi, excluded, cost each: {@link tableWords}, a seed, a peer's), a batch a call. */
  putWords(words: Uint32Array): void {
    const x = this.x;
    const room = x.batchEntries();
    for (let i = 0; 4 * i < words.length; i += room) {
      const n = Math.min(room, (words.length >> 2) - i);
      new Uint32Array(x.memory.buffer, x.batchBase() >>> 0, 4 * n).set(words.subarray(4 * i, 4 * (i + n)));
      x.tablePutBatch(n);
    }
  }

  /** The table's entries, to save to a file and load back (../tableFile.ts): they hold for this graph and game only. */
  get entries(): TableEntries {
    const x = this.x;
    const shared = this.shared;
    return {
      get filled() {
        return x.tableFilled();
      },
      each(visit) {
        // a shared table's slots hold keys folded with their entries (./assembly/table.ts): it is not saved (--table needs one thread)
        if (shared) throw new Error("the entries of a shared table are not listed");
        // a slot is 4 words: key lo, key hi, excluded (0: empty), cost; read after any growth
        const words = new Uint32Array(x.memory.buffer, x.tableBase() >>> 0, x.tableBuckets() * 16);
        for (let i = 0; i < words.length; i += 4) if (words[i + 2] !== 0) visit(words[i]!, words[i + 1]!, words[i + 2]!, words[i + 3]!);
      },
      put: (lo, hi, excluded, cost) => x.tablePut(lo >>> 0, hi >>> 0, excluded >>> 0, cost >>> 0),
      reserve: (entries) => x.tableReserve(Math.max(0, Math.min(2 ** 31 - 1, entries - x.tableFilled()))),
    };
  }

  /** The bytes of the instance's memory (the table and the search's arrays). */
  get memoryBytes(): number {
    return this.x.memory.buffer.byteLength;
  }

  /** The canonical key of a vertex set (two 32-bit halves): on a grid its least image under the rectangle's symmetries, moved to the corner. */
  key(lo: number, hi: number): [number, number] {
    const l = this.x.keyLo(lo, hi) >>> 0;
    return [l, this.x.keyHi() >>> 0];
  }

  /** A query about the position `alive` (the vertices left; default all): the value if in `set`, else {@link KERNEL_NOT_IN_SET}. */
  query(alive?: readonly number[], set: number = ALL): KernelQuery {
    let lo = 0xffffffff;
    let hi = 0xffffffff;
    if (alive !== undefined) {
      lo = 0;
      hi = 0;
      for (const v of alive) {
        if (!(v >= 0 && v < this.n)) throw new InputError(`a vertex 0 … ${this.n - 1}`, String(v));
        if (v < 32) lo |= 1 << v;
        else hi |= 1 << (v - 32);
      }
    }
    return new KernelQuery(this.x, lo >>> 0, hi >>> 0, set >>> 0);
  }

  /** The start `alive` as one option: its components' keys (lo, hi each, the largest first) and the nim-sum of those valued on the spot. */
  components(lo: number, hi: number): KernelOption {
    const k = this.x.start(lo >>> 0, hi >>> 0);
    const parts: number[] = [];
    for (let i = 0; i < k; i++) parts.push(this.x.startPartLo(i) >>> 0, this.x.startPartHi(i) >>> 0);
    return { x: this.x.startXor(), parts };
  }

  /** The options of the component keyed (lo, hi), in the search's order, repeats dropped, and the values of those valued in full (any query under way is dropped). */
  options(lo: number, hi: number): { records: KernelOption[]; known: number[] } {
    const x = this.x;
    const count = x.listRoot(lo >>> 0, hi >>> 0);
    // a record is [k, x, key₀ … key_{k−1}], u64 each (little-endian: lo word first)
    const words = new Uint32Array(x.memory.buffer, x.arenaBase() >>> 0);
    const records: KernelOption[] = [];
    for (let i = 0; i < count; i++) {
      const at = 2 * x.rootRecord(i);
      const k = words[at]!;
      records.push({ x: words[at + 2]!, parts: Array.from(words.subarray(at + 4, at + 4 + 2 * k)) });
    }
    const known: number[] = [];
    for (let i = 0; i < x.rootKnownCount(); i++) known.push(x.rootKnown(i));
    return { records, known };
  }

  /**
   * Asks the component keyed (lo, hi) whether its value is in `set` (the query's own table and
   * order): the value, {@link KERNEL_NOT_IN_SET}, or {@link KERNEL_PAUSED} (then {@link resume}).
   */
  ask(lo: number, hi: number, set: number): number {
    return this.checked(this.x.ask(lo >>> 0, hi >>> 0, set >>> 0));
  }
  /** Goes on with the query of {@link ask} for up to `limit` more components. */
  resume(limit: number): number {
    return this.checked(this.x.resume(limit));
  }
  /** Drops the query of {@link ask} under way (the table keeps what it learnt). */
  abandon(): void {
    this.x.abandon();
  }
  private checked(r: number): number {
    if (r === TOO_LARGE) throw new GrundyError("a component's nimber is above 31, beyond this search's sets of nimbers (0 … 31)");
    return r;
  }

  /** The next queries list their first component's options from the last (a helper's in the parallel search), or in the search's order. */
  fromLast(on: boolean): void {
    this.x.setFromLast(on ? 1 : 0);
  }

  /** Entries of searches of at least 2^cost components are kept to be shared ({@link takeShared}); 33: none. */
  shareFrom(cost: number): void {
    this.shareCost = cost;
    this.x.setShareCost(cost);
  }
  /** The entries kept since the last call (lo, hi, excluded, cost each), and forgets them. */
  takeShared(): Uint32Array {
    const n = this.x.sharedCount();
    const out = new Uint32Array(this.x.memory.buffer, this.x.sharedBase() >>> 0, 4 * n).slice();
    this.x.setShareCost(this.shareCost);
    return out;
  }

  /** The nimber of the position `alive` (default: the whole graph), searched to the end. */
  nimber(alive?: readonly number[]): number {
    const q = this.query(alive);
    while (!q.step(1e6));
    return q.result!;
  }
}

/** A query answered in slices of work, as ../valueQuery.ts does for the JavaScript search. */
export class KernelQuery {
  /** The value when it is in the set asked, else {@link KERNEL_NOT_IN_SET}; undefined until done. */
  result: number | undefined;
  private part: number;
  private xor: number;
  private pending = false;
  private left = 0;

  constructor(
    private readonly x: Exports,
    lo: number,
    hi: number,
    private readonly set: number,
  ) {
    const k = x.start(lo, hi);
    this.part = k - 1;
    this.xor = x.startXor();
    if (k === 0) this.result = (set >>> this.xor) & 1 ? this.xor : KERNEL_NOT_IN_SET;
  }

  /** Works until done (true) or until `limit` more components were expanded (false). */
  step(limit: number): boolean {
    const x = this.x;
    while (this.result === undefined) {
      let r: number;
      if (this.pending) r = x.resume(limit);
      else {
        let ask = ALL;
        if (this.part === 0) {
          if (this.left === 0) this.left = xorSet(this.set, this.xor);
          ask = (this.left & -this.left) >>> 0;
        }
        r = x.ask(x.startPartLo(this.part) >>> 0, x.startPartHi(this.part) >>> 0, ask);
        if (r === PAUSED) r = x.resume(limit);
      }
      if (r === TOO_LARGE) throw new GrundyError("a component's nimber is above 31, beyond this search's sets of nimbers (0 … 31)");
      this.pending = r === PAUSED;
      if (this.pending) return false;
      if (this.part > 0) {
        if (r < 0) throw new GrundyError("a component's nimber is above 31, beyond this search's sets of nimbers (0 … 31)");
        this.xor ^= r;
        this.part--;
      } else if (r >= 0) {
        this.result = (this.set >>> (r ^ this.xor)) & 1 ? r ^ this.xor : KERNEL_NOT_IN_SET;
      } else {
        this.left = (this.left & (this.left - 1)) >>> 0;
        if (this.left === 0) this.result = KERNEL_NOT_IN_SET;
      }
    }
    return true;
  }

  /** Drops the query (the table keeps what it learnt). */
  abandon(): void {
    this.x.abandon();
  }
}

/** The set {v ⊕ x : v ∈ set, v ⊕ x < 32}. */
function xorSet(set: number, x: number): number {
  let out = 0;
  for (let s = set >>> 0; s !== 0; s &= s - 1) {
    const v = (31 - Math.clz32(s & -s)) ^ x;
    if (v < 32) out |= 1 << v;
  }
  return out >>> 0;
}
