// The user's input, one line at a time: on a terminal with a prompt and a history, from a
// pipe as it comes. A line is at most MAX_LINE characters: a longer one is never held whole
// (from a pipe it is dropped as it arrives), and is reported in one line and skipped.
import { createInterface } from "node:readline";
import { StringDecoder } from "node:string_decoder";

/** The longest line of input read (1 MiB of characters): a move or a command is a short line. */
export const MAX_LINE = 2 ** 20;

/** Lines of input, one at a time; null at the end. */
export interface Lines {
  next(): Promise<string | null>;
  prompt(): void;
  close(): void;
}

/** What a reader does with a line longer than {@link MAX_LINE}: it is skipped, and this is told its length (at least). */
export type TooLong = (length: number) => void;

/** The one message for a skipped line. */
export function tooLongMessage(length: number): string {
  return `a line of ${length.toLocaleString("en-US")} characters was skipped: a line may be at most ${MAX_LINE.toLocaleString("en-US")} characters (1 MiB); a long start goes in a file (--file)`;
}

/**
 * Reads stdin line by line; on a terminal with the prompt "> " (Ctrl-C ends the input).
 *
 * @param terminal - a terminal: readline with a prompt and a history
 * @param tooLong - told of each line longer than `maxLine`, which is skipped
 * @param maxLine - the longest line kept @defaultValue {@link MAX_LINE}
 */
export function readLines(terminal: boolean, tooLong: TooLong = () => undefined, maxLine = MAX_LINE): Lines {
  return terminal ? terminalLines(tooLong, maxLine) : pipeLines(process.stdin, tooLong, maxLine);
}

function terminalLines(tooLong: TooLong, maxLine: number): Lines {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true, prompt: "> ", historySize: 100 });
  rl.on("SIGINT", () => rl.close());
  const it = rl[Symbol.asyncIterator]();
  let closed = false;
  rl.on("close", () => {
    closed = true;
  });
  return {
    async next() {
      for (;;) {
        if (closed) return null;
        const r = await it.next();
        if (r.done) return null;
        if (r.value.length <= maxLine) return r.value;
        tooLong(r.value.length);
      }
    },
    prompt() {
      if (!closed) rl.prompt();
    },
    close() {
      rl.close();
      process.stdin.unref?.();
    },
  };
}

/** The most lines read ahead before the input is paused. */
const AHEAD = 256;

/** A line splitter: text in pieces as it comes, whole lines (or a too-long line's length) out. */
interface Splitter {
  /** The lines split off and not yet taken, in order. */
  readonly queue: (string | { tooLong: number })[];
  /** Takes a piece of text. */
  take(text: string): void;
  /** Ends the last line, if the text did not end with a newline. */
  finish(): void;
}

/** A splitter that never holds more than `maxLine` characters of one line (a longer one is counted, not kept). */
function lineSplitter(maxLine: number): Splitter {
  const queue: (string | { tooLong: number })[] = [];
  let partial: string[] = [];
  let partialLength = 0;
  let skipped = -1; // the length of the line being dropped, -1 when none
  const endLine = (): void => {
    if (skipped >= 0) {
      queue.push({ tooLong: skipped });
      skipped = -1;
    } else {
      const line = partial.join("");
      queue.push(line.endsWith("\r") ? line.slice(0, -1) : line);
    }
    partial = [];
    partialLength = 0;
  };
  const take = (text: string): void => {
    let from = 0;
    for (;;) {
      const nl = text.indexOf("\n", from);
      const piece = nl < 0 ? text.slice(from) : text.slice(from, nl);
      if (skipped >= 0) skipped += piece.length;
      else if (partialLength + piece.length > maxLine) {
        skipped = partialLength + piece.length;
        partial = [];
        partialLength = 0;
      } else if (piece !== "") {
        partial.push(piece);
        partialLength += piece.length;
      }
      if (nl < 0) return;
      endLine();
      from = nl + 1;
    }
  };
  const finish = (): void => {
    if (partialLength > 0 || skipped >= 0) endLine();
  };
  return { queue, take, finish };
}

/** Lines from a stream, never holding more than `maxLine` characters of one line. @internal */
export function pipeLines(input: NodeJS.ReadableStream & { unref?: () => void }, tooLong: TooLong, maxLine: number): Lines {
  const decoder = new StringDecoder("utf8");
  const { queue, take, finish } = lineSplitter(maxLine);
  let ended = false;
  let waiting: (() => void) | null = null;
  const wake = (): void => {
    const w = waiting;
    waiting = null;
    w?.();
  };
  const onData = (chunk: Buffer | string): void => {
    take(typeof chunk === "string" ? chunk : decoder.write(chunk));
    if (queue.length >= AHEAD) input.pause();
    wake();
  };
  const onEnd = (): void => {
    take(decoder.end());
    finish();
    ended = true;
    wake();
  };
  input.on("data", onData);
  input.on("end", onEnd);
  input.on("error", onEnd);
  return {
    async next() {
      for (;;) {
        const item = queue.shift();
        if (queue.length < AHEAD / 2 && !ended) input.resume();
        if (typeof item === "string") return item;
        if (item !== undefined) {
          tooLong(item.tooLong);
          continue;
        }
        if (ended) return null;
        await new Promise<void>((resolve) => {
          waiting = resolve;
        });
      }
    },
    prompt() {},
    close() {
      input.off("data", onData);
      input.off("end", onEnd);
      input.off("error", onEnd);
      input.pause();
      input.unref?.();
    },
  };
}
