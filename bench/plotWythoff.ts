// `npm run bench -- plotWythoff [--size N]`: the memory and time of Wythoff's PNG heat map,
// the whole table drawn (writeValueMap of wythoffGrundyTable(n)) against the rows made
// and drawn in bands from a scratch file (writeValueMapPng of the family's grid, what `grundy plot wythoff` runs),
// each in a child process of its own (peak RSS is a process's), on the built dist/.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { table } from "./_util.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = (p: string): string => join(root, "dist", p);

function child(script: string): { seconds: number; mib: number } {
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", `${script}\nconst r = process.resourceUsage();\nconsole.log(JSON.stringify({ mib: r.maxRSS / 1024 }));`], {
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(r.stderr);
  const t = JSON.parse(r.stdout.trim().split("\n").pop()!) as { mib: number };
  return { seconds: Number(/^seconds (\S+)/m.exec(r.stdout)![1]), mib: t.mib };
}

export default async function plotWythoff(args: string[]): Promise<void> {
  if (!existsSync(dist("plot/valueMapPng.js"))) throw new Error("bench plotWythoff: run npm run build first");
  const at = args.indexOf("--size");
  const sizes = at >= 0 ? [Number(args[at + 1])] : [2048, 4096];
  const dir = mkdtempSync(join(tmpdir(), "grundy-bench-wythoff-"));
  const rows: (string | number)[][] = [["size", "whole table MiB", "s", "bands MiB", "s", "memory ratio", "same bytes"]];
  for (const n of sizes) {
    const whole = child(
      `import { wythoffGrundyTable } from ${JSON.stringify(dist("games/wythoff/grundyTable.js"))};\nimport { wythoffFamily } from ${JSON.stringify(dist("games/wythoff/family.js"))};\nimport { writeValueMap } from ${JSON.stringify(dist("plot/render.js"))};\nimport { mapLabels } from ${JSON.stringify(dist("plot/valueMap.js"))};\nconst t0 = performance.now();\nawait writeValueMap(wythoffGrundyTable(${n}), "png", ${JSON.stringify(join(dir, "whole.png"))}, mapLabels(wythoffFamily.grid, ${n}));\nconsole.log("seconds " + (performance.now() - t0) / 1000);`,
    );
    const bands = child(
      `import { wythoffFamily } from ${JSON.stringify(dist("games/wythoff/family.js"))};\nimport { writeValueMapPng } from ${JSON.stringify(dist("plot/valueMapPng.js"))};\nimport { mapLabels } from ${JSON.stringify(dist("plot/valueMap.js"))};\nconst t0 = performance.now();\nawait writeValueMapPng(wythoffFamily.grid, ${n}, ${JSON.stringify(join(dir, "bands.png"))}, mapLabels(wythoffFamily.grid, ${n}));\nconsole.log("seconds " + (performance.now() - t0) / 1000);`,
    );
    const same = readFileSync(join(dir, "whole.png")).equals(readFileSync(join(dir, "bands.png")));
    rows.push([n, whole.mib, whole.seconds, bands.mib, bands.seconds, whole.mib / bands.mib, same ? "yes" : "NO"]);
  }
  table(rows);
}
