// `npm run bench -- search [--fast] [--boards=3x13,4x9,…] [--timeout=900] [--memory=1GiB] [--threads=1,2] [--repeat=1]
//   [--engines=js,kernel] [--igsolve=FILE [--igsolve-args="--tt hash-map"]] [--cli=FILE] [--no-chomp] [--no-build]`:
// the large-position search (`grundy solve cram r c --json`, one process a run) on the boards
// of issue 19, with CPU (the whole process, /usr/bin/time) and wall time, positions searched,
// peak memory and the value against the published one; beside it igsolve's CPU time
// (beling/impartial-games, Rust, one core): run in the same minutes when `--igsolve=FILE` names
// a build of it (its sources are GPL and not in this repository; docs/large-position-search.md,
// "igsolve in the same run", says how it was built here), and the figure (measured on
// this kind of machine on another day), each with our CPU time over it. Then the Chomp boxes
// 12×12, 14×14, 16×16 of the same issue (bench/chomp.ts, against its C baseline). `--fast`:
// only the boards that take seconds (3×13 … 3×15, 4×9, 5×8) and the 12×12 and 14×14 boxes. A
// board not answered within `--timeout` seconds is reported as such, not left out. With several
// thread counts, the runs of a board alternate between them (--repeat rounds; igsolve once a
// round), each row gives the median and the range of its runs, and "speedup" is the 1-thread
// row's median wall time over this row's (the same engine's). `--engines`: the JavaScript search and the
// WebAssembly kernel (src/search/kernel) each run every board (`--engine`); "wall / igsolve CPU" is
// the row's wall time over igsolve's CPU in the same minutes (the issue asks at most 0.6 on two threads);
// "CPU / js" is a row's CPU over the JavaScript search's on one thread.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chompBoxRows } from "./chomp.js";
import { median, type ProcessRun, run as runChild, TimedOut, table } from "./_util.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * How this build of igsolve names a board: `cram R C` in its current sources (its help shows
 * `<ROWS> <COLS>`), `cram -r R -c C` in older ones.
 */
function igsolveBoard(igsolve: string): (r: string, c: string) => string[] {
  let help = "";
  try {
    help = execFileSync(igsolve, ["cram", "--help"], { encoding: "utf8" });
  } catch {
    // an igsolve whose help fails: the older form
  }
  return help.includes("<ROWS>") ? (r, c) => ["cram", r, c] : (r, c) => ["cram", "-r", r, "-c", c];
}

/** Published nimbers: 3 × n (Lemoine & Viennot), 4 × n and 5 × n (beling/impartial-games' README). */
const PUBLISHED: Record<string, number> = {
  "3x13": 2,
  "3x14": 3,
  "3x15": 1,
  "3x16": 4,
  "3x17": 0,
  "3x18": 1,
  "3x19": 0,
  "3x20": 2,
  "4x9": 1,
  "4x11": 1,
  "5x8": 1,
  "5x9": 1,
};
/** igsolve's CPU seconds (the figures; "-": no answer in 10 minutes). */
const IGSOLVE: Record<string, string> = {
  "3x13": "0.7",
  "3x14": "2.0",
  "3x15": "1.2",
  "3x16": "-",
  "3x17": "18",
  "3x18": "54",
  "3x19": "249",
  "4x9": "0.34",
  "4x11": "14",
  "5x8": "3.9",
  "5x9": "74",
};
/** The boards of issue 19, and those of them that take seconds. */
const ALL_BOARDS = ["3x13", "3x14", "3x15", "3x16", "3x17", "3x18", "3x19", "4x9", "4x11", "5x8", "5x9"];
const FAST = ["3x13", "3x14", "3x15", "4x9", "5x8"];

interface Answer {
  value: number;
  seconds: number;
  cpuSeconds: number;
  positions: number;
  tableEntries: number;
  peakRssBytes: number;
  /** The whole process's CPU seconds (/usr/bin/time; without it, the CLI's own cpuSeconds). */
  wholeCpu: number;
}

export default async function searchBench(args: string[]): Promise<void> {
  const opt = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const fast = args.includes("--fast");
  const boards = (opt("boards") ?? (fast ? FAST : ALL_BOARDS).join(",")).split(",");
  const memory = opt("memory") ?? "1GiB";
  const timeout = Number(opt("timeout") ?? 900);
  // --cli=FILE: another build of grundy (a copy of dist/, so that a long run survives rebuilds)
  const cli = opt("cli") ?? join(root, "dist", "cli", "grundy.cjs");
  if (!args.includes("--no-build")) {
    console.log("building dist/ …");
    execFileSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  }
  const threads = (opt("threads") ?? "1").split(",").map(Number);
  const engines = (opt("engines") ?? "js,kernel").split(",");
  // a run is an engine and a thread count
  const configs = engines.flatMap((e) => threads.map((t) => `${e}:${t}`));
  const repeat = Number(opt("repeat") ?? 1);
  const rows: (string | number)[][] = [
    [
      "board",
      "engine",
      "threads",
      "value",
      "published",
      "CPU s",
      "CPU range",
      "wall s",
      "wall range",
      "speedup",
      "CPU / js",
      "igsolve here s",
      "ratio here",
      "wall / igsolve CPU",
      "igsolve (issue) s",
      "ratio (issue)",
      "positions",
      "table entries",
      "peak MiB",
    ],
  ];
  const range = (xs: number[]) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;
  // --igsolve=FILE: igsolve (beling/impartial-games, built here by hand: it is GPL and none of it is in this
  // repository) run beside ours on each board in the same minutes, its hash-map table (its faster mode on every
  // board measured; `--igsolve-args="…"` replaces that choice)
  const igsolve = opt("igsolve");
  const igsolveArgs = (opt("igsolve-args") ?? "--tt hash-map").split(" ").filter((a) => a !== "");
  const board = igsolve === undefined ? undefined : igsolveBoard(igsolve);
  const dir = mkdtempSync(join(tmpdir(), "grundy-search-bench-"));
  for (const b of boards) {
    const [r, c] = b.split("x");
    const runs = new Map<string, Answer[]>(configs.map((k) => [k, []]));
    const theirs: number[] = [];
    let theirPeak = 0;
    let unanswered = "";
    let theirsUnanswered = ""; // igsolve past --timeout (once: not run again in later rounds)
    for (let i = 0; i < repeat && unanswered === ""; i++) {
      for (const k of configs) {
        const [engine, t] = k.split(":");
        let run: ProcessRun;
        try {
          run = runChild([process.execPath, cli, "solve", "cram", r!, c!, "--json", "--memory", memory, "--threads", t!, "--engine", engine!], dir, { timeout });
        } catch (e) {
          if (!(e instanceof TimedOut)) throw new Error(`cram ${b}: ${(e as Error).message}`);
          unanswered = `no answer in ${timeout} s (--timeout, ${engine}, ${t} thread${t === "1" ? "" : "s"})`;
          break;
        }
        const j = JSON.parse(run.stdout) as Answer;
        const published = PUBLISHED[b];
        if (published !== undefined && j.value !== published) throw new Error(`cram ${b}: ${j.value}, published ${published}`);
        runs.get(k)!.push({ ...j, wholeCpu: run.cpu ?? j.cpuSeconds });
      }
      if (igsolve !== undefined && unanswered === "" && theirsUnanswered === "") {
        let run: ProcessRun;
        try {
          run = runChild([igsolve, ...igsolveArgs, ...board!(r!, c!)], dir, { timeout });
        } catch (e) {
          if (!(e instanceof TimedOut)) throw new Error(`igsolve cram ${b}: ${(e as Error).message}`);
          theirsUnanswered = `no answer in ${timeout} s`;
          continue;
        }
        const v = Number(/Nimber of initial position: (\d+)/.exec(run.stdout)?.[1]);
        if (PUBLISHED[b] !== undefined && v !== PUBLISHED[b]) throw new Error(`igsolve cram ${b}: ${v}, published ${PUBLISHED[b]}`);
        theirs.push(run.cpu ?? run.wall);
        theirPeak = Math.max(theirPeak, run.rssMiB ?? 0);
      }
    }
    if (unanswered !== "") {
      rows.push([b, "", "", "–", PUBLISHED[b] ?? "", unanswered, "", "", "", "", "", "", "", IGSOLVE[b] ?? "", "", "", "", "", ""]);
      continue;
    }
    /** An engine's median wall time on one thread (the speedup's base). */
    const oneThread = (engine: string): number => {
      const one = runs.get(`${engine}:1`);
      return one !== undefined && one.length > 0 ? median(one.map((j) => j.seconds)) : Number.NaN;
    };
    const jsOne = runs.get("js:1");
    const jsCpu = jsOne !== undefined && jsOne.length > 0 ? median(jsOne.map((j) => j.wholeCpu)) : Number.NaN;
    const here = theirs.length > 0 ? median(theirs) : Number.NaN;
    for (const k of configs) {
      const [engine, t] = k.split(":");
      const js = runs.get(k)!;
      const cpu = js.map((j) => j.wholeCpu);
      const wall = js.map((j) => j.seconds);
      const ig = Number(IGSOLVE[b]);
      rows.push([
        b,
        engine!,
        t!,
        js[0]!.value,
        PUBLISHED[b] ?? "",
        median(cpu),
        range(cpu),
        median(wall),
        range(wall),
        Number.isFinite(oneThread(engine!)) ? oneThread(engine!) / median(wall) : "",
        Number.isFinite(jsCpu) ? median(cpu) / jsCpu : "",
        Number.isFinite(here) ? `${here.toFixed(2)} (${range(theirs)}), ${Math.round(theirPeak)} MiB` : theirsUnanswered,
        Number.isFinite(here) ? median(cpu) / here : "",
        Number.isFinite(here) ? median(wall) / here : "",
        IGSOLVE[b] ?? "",
        Number.isFinite(ig) ? median(cpu) / ig : "",
        Math.round(median(js.map((j) => j.positions))),
        Math.round(median(js.map((j) => j.tableEntries))),
        Math.round(Math.max(...js.map((j) => j.peakRssBytes)) / 2 ** 20),
      ]);
    }
  }
  rmSync(dir, { recursive: true, force: true });
  table(rows);
  console.log(
    `\nCPU s: the whole process's user + system time (all threads, node's start included; /usr/bin/time). ratio: ours / igsolve's (below 1: faster); "CPU / js": the row's CPU over the JavaScript search's on one thread; "here": igsolve run in the same minutes (--igsolve=FILE; its CPU s, their range and its peak memory), "(issue)": the issue's figure. Table bound --memory=${memory}; boards: --boards=3x16,3x17,…; --fast for the quick ones; threads: --threads=1,2 --repeat=3; engines: --engines=js,kernel.`,
  );
  if (args.includes("--no-chomp")) return;
  console.log("\nChomp: P/N of every diagram of a box (bench/chomp.ts)");
  const chomp = await chompBoxRows(fast ? ["--sizes=12x12,14x14"] : []);
  table([
    ["box", "diagrams", "P-positions", "winning moves", "CPU s", "wall s", "peak MiB", "C CPU s", "CPU ratio", "check"],
    ...chomp.map((x) => [x.box, x.diagrams, x.pPositions, x.moves, x.tsCpuSeconds, x.tsSeconds, Math.round(x.tsPeakMiB), x.cCpuSeconds ?? "–", x.cpuRatio ?? "–", x.check]),
  ]);
}
