// The Play page's one engine worker (worker.ts), started the first time it is asked for and
// kept for the page's life (it outlives the Play page when Explore is shown), and the numbers
// of the requests it is sent.

/** The worker, started once for the page. */
let worker: Worker | null = null;

/** The engine's worker (started on the first call). */
export function engineWorker(): Worker {
  worker ??= new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
  return worker;
}

/** Request numbers, one count for every page the worker ever served (a new page's first request is not an old page's). */
let lastId = 0;

/** The number of a new request. */
export const nextRequestId = (): number => ++lastId;
