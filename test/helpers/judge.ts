// Plain reference readers for the judge problems (split on whitespace, BigInt), and a
// helper that runs a solver in memory. Written independently of src/judge/tokens.ts.
import { InputError } from "../../src/index.js";
import { LineWriter, TokenReader, memorySink, memorySource, type JudgeOptions, type JudgeSolver } from "../../src/judge/index.js";

export interface Token {
  text: string;
  line: number;
}

/** Whitespace-separated tokens with their 1-based line numbers (lines end at "\n"). */
export function tokenize(text: string): Token[] {
  // what the bytes say (a lone surrogate becomes U+FFFD, as for any UTF-8 reader)
  const input = new TextDecoder().decode(new TextEncoder().encode(text));
  const out: Token[] = [];
  const re = /[^ \t\n\v\f\r]+/g;
  let line = 1;
  let last = 0;
  for (let m = re.exec(input); m; m = re.exec(input)) {
    for (let i = last; i < m.index; i++) if (input[i] === "\n") line++;
    last = m.index;
    out.push({ text: m[0], line });
  }
  return out;
}

/** What a reference run gives: the answers before any error, and the error's line and token. */
export interface ReferenceRun {
  answers: string[];
  error: { line: number; got: string } | null;
}

/** Runs a reference judge over tokens; `value` reads a natural or signals a bad token. */
export interface ReferenceReader {
  /** The next natural; null at the end of input only when `atCaseStart`. */
  next(atCaseStart?: boolean): bigint | null;
  /** Fails on the token just read. */
  fail(): never;
  /** Fails on the next token when there is one (input that should have ended). */
  failIfMore(): void;
}

export function referenceRun(input: string, body: (r: ReferenceReader, answer: (s: string) => void) => void): ReferenceRun {
  const tokens = tokenize(input);
  let i = 0;
  const answers: string[] = [];
  class Stop {
    constructor(
      readonly line: number,
      readonly got: string,
    ) {}
  }
  const lastLine = (): number => (i > 0 ? tokens[i - 1]!.line : 1);
  const next = (atCaseStart = false): bigint | null => {
    const t = tokens[i];
    if (!t) {
      if (atCaseStart) return null;
      throw new Stop(lastLine(), "");
    }
    i++;
    if (!/^[0-9]+$/.test(t.text)) throw new Stop(t.line, t.text);
    return BigInt(t.text);
  };
  const fail = (): never => {
    throw new Stop(lastLine(), tokens[i - 1]!.text);
  };
  const failIfMore = (): void => {
    const t = tokens[i];
    if (t) throw new Stop(t.line, t.text);
  };
  try {
    body({ next, fail, failIfMore }, (s) => answers.push(s));
    return { answers, error: null };
  } catch (e) {
    if (e instanceof Stop) return { answers, error: { line: e.line, got: e.got } };
    throw e;
  }
}

/** Runs a solver on a text input (read in chunks of the given sizes) and collects the output. */
export function runSolver(
  solver: JudgeSolver,
  input: string,
  options: JudgeOptions & { chunks?: readonly number[]; bufferSize?: number } = {},
): { output: string; error: InputError | null } {
  const sink = memorySink();
  const out = new LineWriter(sink, 64);
  const reader = new TokenReader(memorySource(input, options.chunks ?? []), { bufferSize: options.bufferSize ?? 32 });
  let error: InputError | null = null;
  try {
    solver(reader, out, options);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    error = e;
  } finally {
    out.flush();
  }
  return { output: sink.text(), error };
}

/** Checks a solver against a reference run: same answers, and the same error line and token. */
export function expectLikeReference(run: { output: string; error: InputError | null }, ref: ReferenceRun, errorShape: RegExp): void {
  if (run.output !== ref.answers.map((x) => `${x}\n`).join("")) throw new Error(`output ${JSON.stringify(run.output)} differs from ${JSON.stringify(ref.answers)}`);
  if (ref.error === null) {
    if (run.error) throw new Error(`unexpected error: ${run.error.message}`);
    return;
  }
  if (!run.error) throw new Error(`no error, expected one at line ${ref.error.line}`);
  if (!errorShape.test(run.error.message)) throw new Error(`badly shaped message: ${run.error.message}`);
  if (run.error.location.line !== ref.error.line) throw new Error(`error at line ${run.error.location.line}, expected ${ref.error.line}: ${run.error.message}`);
  if (run.error.got.slice(0, 100) !== ref.error.got.slice(0, 100)) throw new Error(`error names ${JSON.stringify(run.error.got)}, expected ${JSON.stringify(ref.error.got)}`);
}
