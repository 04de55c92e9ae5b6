// The value of one position on several threads (docs/large-position-search.md, "Parallel"):
// this thread values each component of the start as the mex of its options, asking "is there
// an option of value k?" for k = 0, 1, … (Lemoine & Viennot's root loop); each question about
// one option ("is its value k?") is a task for a worker thread with its own search and table.
// Workers share nothing but results: the answers, and the table entries of their large
// searches, passed on to the others with their next task.
import { GrundyError } from "../errors.js";
import type { OptionSink, SearchFamily } from "./family.js";
import { WorkerPool, type TaskReply } from "./parallelPool.js";
import type { SearchSpec } from "./parallelWorker.js";
import { NOT_IN_SET } from "./nimberSearch.js";
import { exactOf, exactSet, TranspositionTable } from "./transpositionTable.js";
import type { SharedKernelTable } from "./kernel/kernelShared.js";
import type { StartedWorkers } from "./startedWorkers.js";

/** Options of {@link ParallelSearch}. */
export interface ParallelSearchOptions {
  /** Worker threads (at least 1). */
  threads: number;
  /** The worker entry: a file that calls serveSearch with a way to make the family from a {@link SearchSpec}. */
  workerFile: string;
  /** The bound of all the workers' tables together, in bytes (each gets its share). */
  memory: number;
  /**
   * Entries of searches that expanded at least 2^shareCost components are passed to the other workers.
   * @defaultValue 1 (every entry)
   */
  shareCost?: number;
  /** Entries every worker starts from (lo, hi, excluded, cost each: what a search before the workers learnt, see SharingTable). */
  seed?: Uint32Array;
  /**
   * A worker with nothing left to ask helps the oldest question in flight: it asks the same,
   * listing the first component's options from the last, and the two share what they settle;
   * the first answer stands (the workers' engine must take {@link WorkerTask.fromLast}: the kernel's).
   * @defaultValue false
   */
  help?: boolean;
  /** One table for all the workers (the kernel's, ./kernel/kernelShared.ts), instead of one each. */
  sharedTable?: SharedKernelTable | undefined;
  /** Workers started ahead on `workerFile` (./startedWorkers.ts), used instead of starting new ones. */
  started?: StartedWorkers | undefined;
}

/** A question in flight: the option, the nimber asked, and its twin (the helper, or the task it helps) if any. */
interface Task {
  readonly option: RootOption;
  readonly k: number;
  twin?: number | undefined;
}

/** One option of a root component: its unvalued parts (lo, hi each, the largest first), the xor of the valued ones, what is known of its value. */
interface RootOption {
  parts: number[];
  x: number;
  score: number;
  /** Its value when known, else −1. */
  value: number;
  /** Values it is known not to have (bits 0 … 31). */
  not: number;
  /** The k of the task asking it now (−1: none), and the worker that asked it last. */
  asking: number;
  worker: number;
}

/** Collects a family's options (or a start's components, as one option) with the values theory and the table give folded in. */
class OptionList implements OptionSink {
  options: RootOption[] = [];
  private current: RootOption | undefined;
  private best = -1;
  constructor(
    private readonly family: SearchFamily<unknown>,
    private readonly table: TranspositionTable,
  ) {}
  begin(): void {
    this.current = { parts: [], x: 0, score: 0, value: -1, not: 0, asking: -1, worker: -1 };
    this.options.push(this.current);
    this.best = -1;
  }
  component(lo: number, hi: number, known: number): void {
    const o = this.current!;
    const v = known >= 0 ? known : exactOf(this.table.get(lo, hi));
    if (v >= 0) {
      o.x ^= v;
      return;
    }
    const size = this.family.size(lo, hi);
    o.score += size * size;
    if (size > this.best) {
      o.parts.unshift(lo >>> 0, hi >>> 0);
      this.best = size;
    } else o.parts.push(lo >>> 0, hi >>> 0);
  }
}

/** The search for one position's value on worker threads; {@link close} it when done. */
export class ParallelSearch<P> {
  private readonly pool: WorkerPool;
  /** What this thread knows: the seed's entries and the components' values found (it folds exact values into the options it lists). */
  private readonly table: TranspositionTable;
  private nextId = 0;
  private tasks = new Map<number, Task>();
  private readonly help: boolean;
  /** Questions an idle worker was given to help with (see {@link ParallelSearchOptions.help}). */
  helps = 0;
  private job: { options: RootOption[]; present: number; k: number; resolve: (v: number) => void; reject: (e: Error) => void } | undefined;
  private failure: Error | undefined;

  constructor(
    private readonly family: SearchFamily<P>,
    spec: SearchSpec,
    options: ParallelSearchOptions,
  ) {
    const threads = Math.max(1, Math.floor(options.threads));
    this.help = options.help === true;
    this.table = new TranspositionTable(1 << 16);
    const seed = options.seed ?? new Uint32Array(0);
    this.pool = new WorkerPool(
      options.workerFile,
      threads,
      { spec, memory: Math.floor(options.memory / threads), shareCost: options.shareCost ?? 1, seed, sharedTable: options.sharedTable, started: options.started },
      (_w, r) => this.onReply(r),
      (e) => {
        this.failure = e;
        this.job?.reject(e);
      },
    );
    // after the workers are started: they load while this thread reads the seed
    for (let i = 0; i + 3 < seed.length; i += 4) this.table.put(seed[i]!, seed[i + 1]!, seed[i + 2]!, seed[i + 3]!);
  }

  /** Components expanded by all workers so far: the positions searched. */
  get nodes(): number {
    return this.pool.total(0);
  }

  /** The workers' tables together: entries, slots, entries replaced. */
  get tables(): { filled: number; slots: number; replaced: number } {
    return { filled: this.pool.total(1), slots: this.pool.total(2), replaced: this.pool.total(3) };
  }

  /** The nimber of a position (0 … 31). */
  async value(position: P): Promise<number> {
    const start = new OptionList(this.family as SearchFamily<unknown>, this.table);
    start.begin();
    this.family.components(position, start);
    const { parts, x } = start.options[0]!;
    let value = x;
    for (let i = parts.length - 2; i >= 0; i -= 2) value ^= await this.componentValue(parts[i]!, parts[i + 1]!);
    return value;
  }

  /** Stops the workers (the process can exit). */
  close(): Promise<void> {
    return this.pool.close();
  }

  private async componentValue(lo: number, hi: number): Promise<number> {
    if (this.failure) throw this.failure;
    const exact = exactOf(this.table.get(lo, hi));
    if (exact >= 0) return exact;
    const known = this.family.knownValue(lo, hi);
    if (known >= 0) return known;
    const list = new OptionList(this.family as SearchFamily<unknown>, this.table);
    this.family.options(lo, hi, list);
    // the same option written twice (a mirror image) is asked once
    const seen = new Set<string>();
    const options: RootOption[] = [];
    let present = 0;
    for (const o of list.options) {
      const id = `${o.x};${o.parts.join(",")}`;
      if (seen.has(id)) continue;
      seen.add(id);
      if (o.parts.length === 0) {
        if (o.x < 32) present |= 1 << o.x;
      } else options.push(o);
    }
    const transient = this.family.transient;
    if (transient && options.some((o) => o.parts.some((_, i) => i % 2 === 0 && transient(o.parts[i]!, o.parts[i + 1]!))))
      throw new GrundyError(
        "--threads: this start's options have parts whose keys hold in this process only (the family's transient keys), which a worker cannot read: give --threads 1",
      );
    options.sort((a, b) => a.score - b.score);
    const v = await new Promise<number>((resolve, reject) => {
      this.job = { options, present, k: 0, resolve, reject };
      this.settle();
    });
    this.job = undefined;
    this.table.put(lo, hi, exactSet(v), 32);
    return v;
  }

  /** After any answer: moves k past the values found, finishes the job or hands out tasks. */
  private settle(): void {
    const job = this.job;
    if (job === undefined) return;
    while (job.k < 32 && (job.present >>> job.k) & 1) job.k++;
    if (job.k === 32) return job.reject(new GrundyError("a component's nimber is above 31, beyond this search's sets of nimbers (0 … 31)"));
    const k = job.k;
    // a task about a nimber below k is moot now (that nimber is some option's value)
    for (const [id, t] of this.tasks) if (t.k < k) this.cancelTask(id);
    if (job.options.every((o) => o.value >= 0 || (o.not >>> k) & 1)) {
      for (const id of this.tasks.keys()) this.cancelTask(id);
      return job.resolve(k);
    }
    for (let w = 0; w < this.pool.threads; w++) if (this.pool.task[w] === -1) this.give(w);
  }

  /**
   * A task for idle worker w: the first option not yet ruled out for k (one it asked before, among
   * the first few); else, with help, the oldest question in flight (a long one holds the answer up);
   * else one for k + 1.
   */
  private give(w: number): void {
    const job = this.job!;
    for (let k = job.k; k <= Math.min(31, job.k + 1); k++) {
      if (k > job.k && this.help && this.helpOldest(w)) return;
      if (k > job.k && (job.present >>> k) & 1) continue;
      let pick: RootOption | undefined;
      let seen = 0;
      for (const o of job.options) {
        if (o.value >= 0 || o.asking >= 0 || (o.not >>> k) & 1) continue;
        pick ??= o;
        if (o.worker === w) {
          pick = o;
          break;
        }
        if (++seen === 3) break;
      }
      if (pick === undefined) continue;
      const id = this.nextId++;
      pick.asking = k;
      pick.worker = w;
      this.tasks.set(id, { option: pick, k });
      this.pool.post(w, { kind: "task", id, parts: pick.parts, x: pick.x, k });
      return;
    }
    if (this.help) this.helpOldest(w);
  }

  /** Gives idle worker w the oldest question in flight that no one helps yet, its options from the last. */
  private helpOldest(w: number): boolean {
    for (const [id, t] of this.tasks) {
      if (t.twin !== undefined) continue;
      const twin = this.nextId++;
      t.twin = twin;
      this.helps++;
      this.tasks.set(twin, { option: t.option, k: t.k, twin: id });
      this.pool.post(w, { kind: "task", id: twin, parts: t.option.parts, x: t.option.x, k: t.k, fromLast: true });
      return true;
    }
    return false;
  }

  private cancelTask(id: number): void {
    const t = this.tasks.get(id);
    if (t === undefined) return;
    this.tasks.delete(id);
    t.option.asking = -1;
    for (let w = 0; w < this.pool.threads; w++) if (this.pool.task[w] === id) this.pool.cancel(w, id);
  }

  private onReply(r: TaskReply): void {
    const t = this.tasks.get(r.id);
    if (t !== undefined) {
      this.tasks.delete(r.id);
      const twin = t.twin === undefined ? undefined : this.tasks.get(t.twin);
      if (r.kind === "done") {
        if (r.result === t.k) {
          t.option.value = t.k;
          this.job!.present |= 1 << t.k;
        } else if (r.result === NOT_IN_SET) t.option.not |= 1 << t.k;
        // the twin asks the same question: answered now
        if (t.twin !== undefined) this.cancelTask(t.twin);
      } else if (twin !== undefined) twin.twin = undefined;
      if (twin === undefined || r.kind === "done") t.option.asking = -1;
    }
    this.settle();
  }
}
