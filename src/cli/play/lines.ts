// The user's input, one line at a time: on a terminal with a prompt and a history, from a
// pipe as it comes.
import { createInterface } from "node:readline";

/** Lines of input, one at a time; null at the end. */
export interface Lines {
  next(): Promise<string | null>;
  prompt(): void;
  close(): void;
}

/** Reads stdin line by line; on a terminal with the prompt "> " (Ctrl-C ends the input). */
export function readLines(terminal: boolean): Lines {
  const rl = createInterface({ input: process.stdin, ...(terminal ? { output: process.stdout } : {}), terminal, prompt: "> ", historySize: terminal ? 100 : 0 });
  if (terminal) rl.on("SIGINT", () => rl.close());
  const it = rl[Symbol.asyncIterator]();
  let closed = false;
  rl.on("close", () => {
    closed = true;
  });
  return {
    async next() {
      if (closed) return null;
      const r = await it.next();
      return r.done ? null : r.value;
    },
    prompt() {
      if (terminal && !closed) rl.prompt();
    },
    close() {
      rl.close();
      process.stdin.unref?.();
    },
  };
}
