// `grundy lab` as a user runs it: the built executable serves dist/web on 127.0.0.1.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "node:http";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const MAIN = fileURLToPath(new URL("../../dist/cli/grundy.cjs", import.meta.url));

let child: ChildProcess | null = null;
afterEach(() => {
  child?.kill("SIGKILL");
  child = null;
});

/** Starts `grundy lab …` and waits for the line with its URL. */
function startLab(...args: string[]): Promise<{ url: string; out: () => string; err: () => string; proc: ChildProcess }> {
  return startLabWith({}, ...args);
}

function startLabWith(env: NodeJS.ProcessEnv, ...args: string[]): Promise<{ url: string; out: () => string; err: () => string; proc: ChildProcess }> {
  const proc = spawn(process.execPath, [MAIN, "lab", ...args], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  child = proc;
  let out = "";
  let err = "";
  return new Promise((resolve, reject) => {
    proc.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) resolve({ url: m[1]!, out: () => out, err: () => err, proc });
    });
    proc.stderr!.on("data", (d: Buffer) => {
      err += d.toString();
    });
    proc.on("exit", (code) => reject(new Error(`grundy lab exited with ${code}: ${err}`)));
  });
}

/** A GET with the path sent exactly as written (fetch would resolve "..", this does not). */
function get(url: string, path: string): Promise<{ status: number; type: string; body: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => {
        body += d;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("grundy lab", () => {
  it("serves the built lab on 127.0.0.1: the page, its scripts, 404s, no way out of dist/web", async () => {
    const lab = await startLab("--port", "0");
    expect(lab.out()).toMatch(/^grundy lab: serving .*dist[/\\]web[/\\]? at http:\/\/127\.0\.0\.1:\d+\/\n/);
    const index = await get(lab.url, "/");
    expect(index.status).toBe(200);
    expect(index.type).toBe("text/html; charset=utf-8");
    expect(index.body).toContain('<div id="app">');
    const script = /src="\.\/(assets\/[^"]+\.js)"/.exec(index.body)?.[1];
    expect(script).toBeDefined();
    const js = await get(lab.url, `/${script}`);
    expect(js.status).toBe(200);
    expect(js.type).toBe("text/javascript; charset=utf-8");
    expect((await get(lab.url, "/no-such-file.js")).status).toBe(404);
    for (const path of ["/../package.json", "/..%2f..%2fpackage.json", "/%2e%2e/%2e%2e/package.json", "/assets/..%2f..%2f..%2fpackage.json", "/..\\..\\package.json"]) {
      const r = await get(lab.url, path);
      expect(r.status, path).toBe(404);
      expect(r.body).not.toContain("sprague-grundy");
    }
  });

  it("--host listens on every interface and says so", async () => {
    const lab = await startLab("--host", "--port", "0");
    await expect.poll(() => lab.out()).toContain("grundy lab: listening on 0.0.0.0: other machines on the network can open it too\n");
    expect((await get(lab.url, "/")).status).toBe(200);
  });

  it("stops cleanly on Ctrl-C (SIGINT)", async () => {
    const lab = await startLab("--port", "0");
    const exited = new Promise<number | null>((resolve) => lab.proc.on("exit", (code) => resolve(code)));
    lab.proc.kill("SIGINT");
    expect(await exited).toBe(0);
    expect(lab.out()).toContain("grundy lab: stopped");
  });

  it("says in one line that a port is taken, exit code 2", async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", () => resolve()));
    const port = (blocker.address() as { port: number }).port;
    try {
      const r = spawnSync(process.execPath, [MAIN, "lab", "--port", String(port)], { encoding: "utf8", timeout: 30_000 });
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(`grundy lab: port ${port} is in use (choose another with --port N, or --port 0 for any free port)\n`);
    } finally {
      blocker.close();
    }
  });

  it("refuses a port that is not one", () => {
    const r = spawnSync(process.execPath, [MAIN, "lab", "--port", "70000"], { encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/^grundy lab: --port: expected a port from 0 to 65535, got "70000"/);
  });

  it("--open without a browser opener: a warning, and the lab still serves", async () => {
    const lab = await startLabWith({ PATH: "/nonexistent" }, "--port", "0", "--open");
    await expect.poll(() => lab.err()).toMatch(/^grundy lab: warning: could not open a browser \((xdg-open|open|cmd) not found\); open http:\/\/127\.0\.0\.1:\d+\/ yourself\n$/);
    expect((await get(lab.url, "/")).status).toBe(200);
  });

  it("says in one line to run npm run build when the lab is not built", () => {
    // a copy of the built package without dist/web
    const root = mkdtempSync(join(tmpdir(), "grundy-lab-"));
    try {
      const dist = fileURLToPath(new URL("../../dist/", import.meta.url));
      cpSync(dist, join(root, "dist"), { recursive: true, filter: (src) => !src.startsWith(join(dist, "web")) });
      cpSync(fileURLToPath(new URL("../../package.json", import.meta.url)), join(root, "package.json"));
      symlinkSync(fileURLToPath(new URL("../../node_modules", import.meta.url)), join(root, "node_modules"), "dir");
      const r = spawnSync(process.execPath, [join(root, "dist/cli/grundy.cjs"), "lab", "--port", "0"], { encoding: "utf8", timeout: 30_000 });
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(`grundy lab: the lab is not built (no ${join(root, "dist/web/index.html")}): run npm run build\n`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("has help with an example", () => {
    const r = spawnSync(process.execPath, [MAIN, "lab", "--help"], { encoding: "utf8" });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("--port <n>");
    expect(r.stdout).toContain("--open");
    expect(r.stdout).toContain("grundy lab --open");
  });
});
