// `npm run bench -- lab`: the browser lab (dist/web, built by `npm run build`) in headless
// Chromium, against baselines measured in the same run:
//   (a) the sequence explorer computing 0.6 (Officers) to 2^20, from Start to the result
//       (read from the page's data-ms), vs `grundy seq 0.6 --to 1048576` wall time (goal ≤ 1.5×);
//   (b) the first page load: script bytes transferred, gzip-compressed (goal < 300 KB);
//   (c) the Wythoff heat map at 1024 × 1024: table, then colours and first draw (goal < 1 s);
//   (d) Cram's opponent on the empty 5 × 6 board, the computer first: its choice (the worker's
//       clock, data-think-ms) and opening the page → its move shown, with the search kernel vs
//       with the module refused (the JavaScript search; goal: the choice < 1 s with the kernel).
// Options: --runs=N (default 3; interleaved, medians), --quick (0.6 to 2^18, one run),
// --part=a,b,c,d (some parts only).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { CHROMIUM, HAVE_CHROMIUM, openPage, SITE, startLab } from "../test/web/harness.js";
import { median, table } from "./_util.js";

const CLI = fileURLToPath(new URL("../dist/cli/grundy.cjs", import.meta.url));

const ms = (x: number): string => `${x >= 100 ? x.toFixed(0) : x.toFixed(1)} ms`;
const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

/** Wall time of the CLI computing the same sequence, output to a pipe we drop. */
function cliSeq(code: string, to: number): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [CLI, "seq", code, "--to", String(to)], { encoding: "utf8", maxBuffer: 1 << 26 });
  const t = performance.now() - t0;
  if (r.status !== 0) throw new Error(`grundy seq failed: ${r.stderr}`);
  return t;
}

/** One explorer run: type the game and the last heap, press Start, read the page's own timing. */
async function pageSeq(page: Page, code: string, to: number): Promise<{ ms: number; summary: string }> {
  await page.getByLabel("Game").fill(code);
  await page.getByLabel("Last heap").fill(String(to));
  await page.getByRole("button", { name: "Start", exact: true }).click();
  const last = `0 … ${to} (`;
  await page.getByTestId("seq-summary").filter({ hasText: last }).waitFor({ timeout: 600_000 });
  const value = await page.locator(".result").getAttribute("data-ms");
  return { ms: Number(value), summary: (await page.getByTestId("seq-summary").textContent()) ?? "" };
}

export default async function lab(args: string[]): Promise<void> {
  if (!HAVE_CHROMIUM) {
    console.log(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH): skipped`);
    return;
  }
  if (!existsSync(`${SITE}index.html`) || !existsSync(CLI)) {
    console.log("the lab is not built: run npm run build first");
    return;
  }
  const quick = args.includes("--quick");
  const runs = quick ? 1 : Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3);
  const to = quick ? 2 ** 18 : 2 ** 20;
  const parts = new Set((args.find((a) => a.startsWith("--part="))?.slice(7) ?? "a,b,c,d").split(","));
  console.log(
    `dist/web built ${statSync(`${SITE}index.html`).mtime.toISOString()}; Chromium ${CHROMIUM}; ${runs} interleaved run(s), medians; load average ${loadavg()[0]!.toFixed(1)}`,
  );
  const server = await startLab();
  try {
    // (a) the explorer vs the CLI
    if (parts.has("a")) {
      const w = await openPage(server, "#explore=seq&code=0.6&to=1000");
      await w.page.locator(".result[data-state=done]").waitFor();
      const browser: number[] = [];
      const cli: number[] = [];
      let summary = "";
      for (let i = 0; i < runs; i++) {
        cli.push(cliSeq("0.6", to));
        const r = await pageSeq(w.page, "0.6", to);
        browser.push(r.ms);
        summary = r.summary;
        // force the next run to be a new one (the same inputs would still recompute, but the check reads the summary)
        await pageSeq(w.page, "0.6", 1000);
      }
      w.finish();
      await w.page.close();
      const cliOut = spawnSync(process.execPath, [CLI, "seq", "0.6", "--to", String(to)], { encoding: "utf8", maxBuffer: 1 << 26 }).stdout;
      const agree = cliOut.startsWith(summary.trim().split("\n")[0]!) && cliOut.includes(summary.trim().split("\n").slice(-1)[0]!);
      console.log(`\n(a) 0.6 (Officers), heaps 0 … ${to.toLocaleString("en-US")}: the page's summary ${agree ? "agrees with" : "DIFFERS from"} grundy seq's`);
      table([
        ["run", "median", "all", "ratio", "goal"],
        [`grundy seq 0.6 --to ${to} (whole process)`, ms(median(cli)), cli.map(ms).join(", "), "1.00×", ""],
        ["explorer in Chromium (Start → result, Worker)", ms(median(browser)), browser.map(ms).join(", "), `${(median(browser) / median(cli)).toFixed(2)}×`, "≤ 1.5×"],
      ]);
    }

    // (b) first page load: the scripts the page itself fetches (Workers' scripts come later,
    // when their section opens: listed apart, from the built files)
    const gz = (path: string) => {
      const body = readFileSync(join(SITE, path));
      return { url: path, raw: body.length, gz: gzipSync(body).length };
    };
    if (parts.has("b")) {
      const loads: { hash: string; scripts: { url: string; raw: number; gz: number }[] }[] = [];
      for (const hash of ["", "#explore", "#explore=seq", "#explore=analyze"]) {
        const page = await server.browser.newPage();
        const seen = new Set<string>();
        page.on("request", (req) => {
          const url = req.url();
          if (req.frame() !== null && /\.m?js(\?|$)/.test(url) && url.startsWith(server.url)) seen.add(decodeURIComponent(new URL(url).pathname).slice(1));
        });
        await page.goto(server.url + hash, { waitUntil: "load" });
        await page.waitForLoadState("networkidle");
        loads.push({ hash: hash || "/ (Play)", scripts: [...seen].map(gz) });
        await page.close();
      }
      const first = new Set(loads.flatMap((l) => l.scripts.map((x) => x.url)));
      const workers = readdirSync(join(SITE, "assets"))
        .filter((f) => f.endsWith(".js") && !first.has(`assets/${f}`))
        .map((f) => gz(`assets/${f}`));
      console.log("\n(b) first page load: script bytes the page fetches (each file gzipped, level 6; goal < 300 KB)");
      const rows: string[][] = [["page", "scripts", "raw", "gzip", "goal"]];
      for (const l of loads) {
        const raw = l.scripts.reduce((t, x) => t + x.raw, 0);
        const total = l.scripts.reduce((t, x) => t + x.gz, 0);
        rows.push([l.hash, l.scripts.map((x) => `${x.url} ${kb(x.gz)}`).join(", "), kb(raw), kb(total), total < 300_000 ? "met" : "NOT met"]);
      }
      for (const x of workers) rows.push(["(a Worker, when its section opens)", x.url, kb(x.raw), kb(x.gz), ""]);
      table(rows);
    }

    // (c) the heat map
    if (parts.has("c")) {
      const compute: number[] = [];
      const draw: number[] = [];
      const total: number[] = [];
      for (let i = 0; i < runs; i++) {
        const h = await openPage(server, "#explore=wythoff&size=1024");
        const canvas = h.page.locator("canvas.heatmap");
        await h.page.locator("canvas.heatmap[data-state=ready]").waitFor({ timeout: 120_000 });
        compute.push(Number(await canvas.getAttribute("data-compute-ms")));
        draw.push(Number(await canvas.getAttribute("data-draw-ms")));
        total.push(Number(await canvas.getAttribute("data-total-ms")));
        h.finish();
        await h.page.close();
      }
      const big = await openPage(server, "#explore=wythoff&size=4096");
      await big.page.locator("canvas.heatmap[data-state=ready]").waitFor({ timeout: 300_000 });
      const bigCanvas = big.page.locator("canvas.heatmap");
      const big4096 = [Number(await bigCanvas.getAttribute("data-compute-ms")), Number(await bigCanvas.getAttribute("data-draw-ms"))];
      big.finish();
      await big.page.close();
      console.log("\n(c) Wythoff heat map (table, colours and bitmap in a Worker; first draw on the page)");
      table([
        ["size", "table", "colours + first draw", "table + drawing", "request → drawn (with the Worker's start)", "goal (table + drawing)"],
        [
          "1024 × 1024",
          ms(median(compute)),
          ms(median(draw)),
          ms(median(compute.map((c, i) => c + draw[i]!))),
          ms(median(total)),
          median(compute.map((c, i) => c + draw[i]!)) < 1000 ? "< 1 s met" : "< 1 s NOT met",
        ],
        ["4096 × 4096 (once)", ms(big4096[0]!), ms(big4096[1]!), ms(big4096[0]! + big4096[1]!), "", ""],
      ]);
    }

    // (d) Cram's opponent, kernel or not: the computer's choice (its worker's clock) and the whole wait
    if (parts.has("d")) {
      const think: Record<"kernel" | "js", number[]> = { kernel: [], js: [] };
      const wait: Record<"kernel" | "js", number[]> = { kernel: [], js: [] };
      for (let i = 0; i < runs; i++)
        for (const engine of ["kernel", "js"] as const) {
          // a context a run: no module cached from the run before, the route on this one only
          const context = await server.browser.newContext();
          if (engine === "js") await context.route(/\.wasm$/, (route) => route.abort());
          const page = await context.newPage();
          const t0 = performance.now();
          await page.goto(`${server.url}#play=${encodeURIComponent("cram(5,6)")}&first=computer`);
          const last = page.locator(".play .status .last[data-think-ms]");
          await last.waitFor({ timeout: 120_000 });
          wait[engine].push(performance.now() - t0);
          think[engine].push(Number(await last.getAttribute("data-think-ms")));
          await context.close();
        }
      console.log("\n(d) Cram 5 × 6, the computer first: its choice (in its worker) and opening the page → its move shown");
      table([
        ["engine", "choice, median", "all", "page → move shown, median", "all", "goal (choice)"],
        ...(["kernel", "js"] as const).map((e) => [
          e === "kernel" ? "search kernel (WebAssembly)" : "JavaScript search (module refused)",
          ms(median(think[e])),
          think[e].map(ms).join(", "),
          ms(median(wait[e])),
          wait[e].map(ms).join(", "),
          e === "kernel" ? (median(think[e]) < 1000 ? "< 1 s met" : "< 1 s NOT met") : "",
        ]),
      ]);
    }
  } finally {
    await server.close();
  }
}
