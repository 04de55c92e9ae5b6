// Web Worker: a heap game's misère quotient, computed by the library as `grundy misere`
// computes it (parseHeapGame, misereQuotient), sent back as plain data for the page.
import { parseHeapGame } from "sprague-grundy";
import { misereQuotient } from "sprague-grundy/misere";
import { type MisereAnswer, type MisereRequest, type MisereSummary, PHI_SHOWN, TABLE_MAX } from "./misereProtocol.ts";

self.onmessage = (e: MessageEvent<MisereRequest>) => {
  const { id, code } = e.data;
  try {
    const t0 = performance.now();
    const rules = parseHeapGame(code);
    const q = misereQuotient(rules, { budget: { seconds: 120 } });
    const names = Array.from({ length: q.order }, (_, x) => q.elementName(x));
    const summary: MisereSummary = {
      name: rules.name,
      code: rules.code,
      order: q.order,
      pSize: q.pSize,
      solved: q.solved,
      heap: q.heap,
      tame: q.tame,
      presentation: q.presentation,
      changes: [...q.changes],
      names,
      inP: names.map((_, x) => q.isP(x)),
      phi: q.phiTable.slice(0, PHI_SHOWN + 1),
      ...(q.period !== undefined ? { period: q.period } : {}),
      ...(q.preperiod !== undefined ? { preperiod: q.preperiod } : {}),
      ...(q.stoppedBecause !== undefined ? { stoppedBecause: q.stoppedBecause } : {}),
    };
    if (q.order <= TABLE_MAX) {
      const table: number[] = [];
      for (let x = 0; x < q.order; x++) for (let y = 0; y < q.order; y++) table.push(q.mul(x, y));
      summary.table = table;
    }
    (self as unknown as Worker).postMessage({ id, type: "done", summary, ms: performance.now() - t0 } satisfies MisereAnswer);
  } catch (err) {
    (self as unknown as Worker).postMessage({ id, type: "error", message: err instanceof Error ? err.message : String(err) } satisfies MisereAnswer);
  }
};
