// A transposition table that keeps a copy of what it is told (entries of searches of at least
// 2^shareCost expansions), to be passed to other tables: the parallel search's workers share
// their entries this way (parallelWorker.ts), and a search run before the workers hands them
// what it learnt. Entries are facts (nimbers a component's value is not), true in any table of
// the same family, so putting them in any order is right.
import { type MessagePort, receiveMessageOnPort } from "node:worker_threads";
import { grown } from "./grown.js";
import { TranspositionTable } from "./transpositionTable.js";

/** A table that also keeps a copy of each entry of a large search, to be sent to the other workers. */
export class SharingTable extends TranspositionTable {
  /** Entries kept since the last exchange: lo, hi, excluded, cost each. */
  private out = new Uint32Array(1 << 14);
  private outTop = 0;
  constructor(
    maxSlots: number,
    initialSlots: number,
    private readonly shareCost: number,
  ) {
    super(maxSlots, initialSlots);
  }
  override put(lo: number, hi: number, excluded: number, cost: number): void {
    if (cost >= this.shareCost) {
      if (this.outTop === this.out.length) this.out = grown(this.out, this.out.length * 2);
      const o = this.out;
      const t = this.outTop;
      o[t] = lo;
      o[t + 1] = hi;
      o[t + 2] = excluded;
      o[t + 3] = cost;
      this.outTop = t + 4;
    }
    super.put(lo, hi, excluded, cost);
  }
  /** Puts entries (lo, hi, excluded, cost each) without keeping them to send, but those whose key `transient` names. */
  learn(f: Uint32Array, transient?: (lo: number, hi: number) => boolean): void {
    for (let i = 0; i + 3 < f.length; i += 4) if (!transient?.(f[i]!, f[i + 1]!)) super.put(f[i]!, f[i + 1]!, f[i + 2]!, f[i + 3]!);
  }
  /** The entries kept since the last call (or exchange), and forgets them. */
  take(): Uint32Array {
    const f = this.out.slice(0, this.outTop);
    this.outTop = 0;
    return f;
  }
  /** Sends the entries kept since the last call to each peer, and puts what the peers sent. */
  exchange(peers: readonly MessagePort[]): void {
    if (this.outTop > 0) {
      const f = this.take();
      for (const p of peers) p.postMessage(f);
    }
    for (const p of peers) for (let m = receiveMessageOnPort(p); m !== undefined; m = receiveMessageOnPort(p)) this.learn(m.message as Uint32Array);
  }
}
