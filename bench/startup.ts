// `npm run bench -- startup [--runs=N] [--no-build] [--other=FILE] [--igsolve=FILE]`: the CPU time of whole
// `grundy` processes on short command lines, as issue 19 times them, from the bundle
// (dist/cli/grundy.cjs → dist/bundle/, scripts/bundle.mjs) against the same program run from
// the ES modules tsc wrote (node dist/cli/main.js), with an empty Node process as the floor.
// --other=FILE times one more executable too (say a copy of an older dist/cli/grundy.cjs).
// Then Cram 4 × 9 from node's empty start to the whole command, through a process that loads
// nothing but the kernel (bench/_kernelAlone.mjs), and igsolve's when --igsolve=FILE names it.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { median, table } from "./_util.js";

const root = fileURLToPath(new URL("..", import.meta.url));

/** CPU (user + sys) and wall seconds of one process, to the millisecond (bash's `time`), and its stdout. */
function timedRun(cmd: string[], dir: string, stdin: string | undefined): { cpu: number; wall: number; stdout: string } {
  const out = join(dir, "out.txt");
  const times = join(dir, "time.txt");
  const script = 'TIMEFORMAT="%3R %3U %3S"; { time "$@" <"$IN" >"$OUT" 2>/dev/null; } 2>"$TIMES"';
  const r = spawnSync("bash", ["-c", script, "bash", ...cmd], { env: { ...process.env, IN: stdin ?? "/dev/null", OUT: out, TIMES: times } });
  if (r.status !== 0) throw new Error(`bench startup: bash failed (${r.status}): ${String(r.stderr)}`);
  const [wall, user, sys] = readFileSync(times, "utf8").trim().split("\n").pop()!.split(" ").map(Number);
  return { cpu: user! + sys!, wall: wall!, stdout: readFileSync(out, "utf8") };
}

const LINES: { label: string; args: string[]; stdin?: string }[] = [
  { label: "--version", args: ["--version"] },
  { label: "--help", args: ["--help"] },
  { label: "analyze kayles(5)", args: ["analyze", "kayles(5)"] },
  { label: "judge hdu3595 (shortcut)", args: ["judge", "hdu3595"], stdin: join(root, "examples", "hdu3595.in") },
  { label: "solve cram 3 5", args: ["solve", "cram", "3", "5"] },
  { label: "solve cram 4 9 --json", args: ["solve", "cram", "4", "9", "--json"] },
  { label: "solve cram 3 14 --json", args: ["solve", "cram", "3", "14", "--json"] },
];

export default async function startup(args: string[]): Promise<void> {
  const runs = Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 7);
  const other = args.find((a) => a.startsWith("--other="))?.slice(8);
  if (spawnSync("bash", ["-c", "exit 0"]).status !== 0) {
    console.log("bash not found: the startup benchmark times processes with its `time` (skipped)");
    return;
  }
  if (!args.includes("--no-build")) {
    console.log("building dist/ …");
    execFileSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  }
  const dir = mkdtempSync(join(tmpdir(), "grundy-startup-"));
  const node = process.execPath;
  const programs: { name: string; cmd: string[] }[] = [
    { name: "bundle", cmd: [node, join(root, "dist", "cli", "grundy.cjs")] },
    { name: "modules", cmd: [node, join(root, "dist", "cli", "main.js")] },
    ...(other ? [{ name: "other", cmd: [node, other] }] : []),
  ];
  const load0 = loadavg()[0]!;
  const floor: number[] = [];
  const rows: (string | number)[][] = [
    ["command line", ...programs.map((p) => `${p.name} CPU s`), "bundle / modules", ...(other ? ["bundle / other"] : []), "bundle above floor", "bundle cpuSeconds"],
  ];
  for (const line of LINES) {
    const cpu = programs.map(() => [] as number[]);
    const inner: number[] = [];
    for (let i = 0; i < runs; i++) {
      floor.push(timedRun([node, "-e", "0"], dir, undefined).cpu);
      programs.forEach((p, k) => {
        const r = timedRun([...p.cmd, ...line.args], dir, line.stdin);
        cpu[k]!.push(r.cpu);
        // solve --json reports the CPU time of its own work (from the command's start)
        if (k === 0 && r.stdout.startsWith("{")) inner.push((JSON.parse(r.stdout) as { cpuSeconds: number }).cpuSeconds);
      });
    }
    const m = cpu.map(median);
    rows.push([
      line.label,
      ...m.map((x) => x.toFixed(3)),
      `${(m[0]! / m[1]!).toFixed(2)}x`,
      ...(other ? [`${(m[0]! / m[2]!).toFixed(2)}x`] : []),
      (m[0]! - median(floor)).toFixed(3),
      inner.length > 0 ? median(inner).toFixed(3) : "-",
    ]);
  }
  console.log(
    `\nmedian CPU seconds (user + sys) of ${runs} interleaved runs each (node ${process.version}); ` +
      `floor: an empty Node process, ${median(floor).toFixed(3)} s; 1-minute load average ${load0.toFixed(2)} -> ${loadavg()[0]!.toFixed(2)}`,
  );
  table(rows);

  // the floor of `solve cram 4 9`: a process that loads only the kernel and values the board; beside it igsolve when given
  const igsolve = args.find((a) => a.startsWith("--igsolve="))?.slice(10);
  const alone: { name: string; cmd: string[] }[] = [
    { name: "node -e 0", cmd: [node, "-e", "0"] },
    { name: "the kernel alone (bench/_kernelAlone.mjs 4 9)", cmd: [node, join(root, "bench", "_kernelAlone.mjs"), "4", "9"] },
    { name: "grundy solve cram 4 9", cmd: [node, join(root, "dist", "cli", "grundy.cjs"), "solve", "cram", "4", "9"] },
    ...(igsolve ? [{ name: "igsolve --tt hash-map cram 4 9", cmd: [igsolve, "--tt", "hash-map", "cram", "4", "9"] }] : []),
  ];
  const times = alone.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) alone.forEach((p, k) => times[k]!.push(timedRun(p.cmd, dir, undefined).cpu));
  const last = median(times[times.length - 1]!);
  console.log(`\nCram 4 × 9, median CPU seconds of ${runs} interleaved runs each${igsolve ? "; ratio: over igsolve's" : ""}`);
  table([
    ["process", "CPU s", ...(igsolve ? ["ratio"] : [])],
    ...alone.map((p, k) => [p.name, median(times[k]!).toFixed(3), ...(igsolve ? [(median(times[k]!) / last).toFixed(2)] : [])]),
  ]);
  rmSync(dir, { recursive: true, force: true });
}
