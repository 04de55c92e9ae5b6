// The kernel's graph as a search family (../family.ts) for the thread that hands out the
// parallel search's tasks (../parallelSearch.ts): the start's components and a component's
// options as the kernel lists them (its keys, its order, its values found on the spot), so
// that the workers' kernels read every key they are given. It lists; it never searches.
import type { OptionSink, SearchFamily } from "../family.js";
import type { KernelOption, SearchKernel } from "./kernel.js";

/** A position of the kernel's graph: the set of vertices left, in two 32-bit halves. */
export interface KernelPosition {
  readonly lo: number;
  readonly hi: number;
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) n++;
  return n;
}

/** Writes one option's components (its caller has begun it). */
function write(o: KernelOption, sink: OptionSink): void {
  if (o.x !== 0) sink.component(0, 0, o.x);
  for (let i = 0; i < o.parts.length; i += 2) sink.component(o.parts[i]!, o.parts[i + 1]!, -1);
}

/** The family of one kernel instance's graph and game (`tableId` names them). */
export class KernelFamily implements SearchFamily<KernelPosition> {
  constructor(
    private readonly kernel: SearchKernel,
    readonly tableId: string,
  ) {}

  components(p: KernelPosition, sink: OptionSink): void {
    write(this.kernel.components(p.lo, p.hi), sink);
  }

  options(lo: number, hi: number, sink: OptionSink): void {
    const { records, known } = this.kernel.options(lo, hi);
    for (const v of known) {
      sink.begin();
      sink.component(0, 0, v);
    }
    for (const r of records) {
      sink.begin();
      write(r, sink);
    }
  }

  knownValue(): number {
    return -1;
  }

  size(lo: number, hi: number): number {
    return popcount(lo) + popcount(hi);
  }
}
