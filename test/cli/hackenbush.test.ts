// Green Hackenbush from the command line (the built CLI): analyze names each part's value and
// a winning move, bad input is one line and exit 2, a random connected graph of 2,000 edges
// answers, and `grundy play` from a pipe is won by following the hint.
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../src/_internals/random.js";
import { hackenbushFamily } from "../../src/games/hackenbush/index.js";
import { CLI, runCli } from "../helpers/cli.js";

describe("grundy analyze hackenbush(…)", () => {
  it("a graph with a cycle and a loop, plus nim(1): each part's value and a winning move", () => {
    const r = runCli(["analyze", "hackenbush(0,1 1,2 2,3 3,1 1,4 4,4) + nim(1)"]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("N: the player to move wins");
    expect(r.stdout).toMatch(/hackenbush\(0,1 1,2 1,3 1,4 2,3 4,4\) +G = 4 +N/);
    expect(r.stdout).toMatch(/nim\(1\) +G = 1 +N/);
    expect(r.stdout).toContain("hackenbush(0,1 1,2 1,3 1,4 2,3 4,4) -> hackenbush(0,1 1,3 1,4 2,3 4,4)");
  });

  it.each([
    ["hackenbush(0,1 2)", 'column 16: expected an edge u,v (two vertices joined by a comma) in hackenbush(u,v u,v …), got "2"'],
    ["hackenbush(0,1 1,2,3)", 'column 16: expected an edge u,v (two vertices joined by a comma) in hackenbush(u,v u,v …), got "1,2,3"'],
    ["hackenbush(0,1 1,x)", "column 18"],
    ["hackenbush(0,1 1,10^12)", "column 18: expected a vertex from 0 to 1,000,000,000"],
    ["hackenbush(0,1 2,3)", 'column 16: expected edges connected to the ground (vertex 0) in hackenbush(u,v u,v …), but 2,3 is not, got "2,3"'],
  ])("bad input %s: one line naming the column, exit 2", (input, message) => {
    const r = runCli(["analyze", input]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain(message);
  });

  it("a random connected graph of 2,000 edges: its value and a winning move (the closed form)", () => {
    const random = seededRandom(42);
    const edges: string[] = [];
    for (let v = 1; v < 1200; v++) edges.push(`${Math.floor(random() * v)},${v}`);
    while (edges.length < 2000) edges.push(`${Math.floor(random() * 1200)},${Math.floor(random() * 1200)}`);
    const t0 = performance.now();
    const r = runCli(["analyze", `hackenbush(${edges.join(" ")})`, "--json"]);
    const took = performance.now() - t0;
    expect(r.status, r.stderr).toBe(0);
    const a = JSON.parse(r.stdout) as { outcome: string; components: { grundy: string }[]; winningMoves?: unknown[] };
    console.log(`hackenbush: grundy analyze of 2,000 edges (value ${a.components[0]!.grundy}, ${a.outcome}) took ${took.toFixed(0)} ms, the process included`);
    if (a.outcome === "N") expect(a.winningMoves!.length).toBeGreaterThan(0);
  });
});

interface Event {
  event: string;
  [key: string]: unknown;
}

/** `grundy play --json` driven line by line: send a line, wait for an event. */
function driver(args: string[]) {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [CLI, "play", ...args, "--json"], { stdio: "pipe" });
  const events: Event[] = [];
  let read = 0;
  let wake: (() => void) | null = null;
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => {
    stderr += d.toString();
  });
  createInterface({ input: child.stdout }).on("line", (line) => {
    events.push(JSON.parse(line) as Event);
    wake?.();
  });
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  child.on("close", () => wake?.());
  return {
    events,
    send: (line: string) => child.stdin.write(`${line}\n`),
    async until(...kinds: string[]): Promise<Event> {
      for (;;) {
        while (read < events.length) {
          const e = events[read++]!;
          if (kinds.includes(e.event)) return e;
        }
        if (child.exitCode !== null) throw new Error(`ended without ${kinds.join("/")}: ${stderr}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
    },
    async close() {
      child.stdin.end();
      return { code: await exited, stderr };
    },
  };
}

describe("grundy play hackenbush(…) from a pipe", () => {
  it("the view's example, played by the hint to the end: you win", async () => {
    const start = hackenbushFamily.view!.examples![0]!.expression;
    const d = driver([start, "--seed", "1"]);
    expect((await d.until("start")).outcome).toBe("N");
    let end: Event | undefined;
    for (let turn = 0; turn < 30 && !end; turn++) {
      d.send("hint");
      const e = await d.until("hint", "end", "error");
      expect(e.event, JSON.stringify(e)).not.toBe("error");
      if (e.event === "end") end = e;
      else {
        expect(e.wins).toBe(true);
        d.send(String(e.position));
        expect(await d.until("move", "error")).toMatchObject({ event: "move", by: "you", position: e.position });
      }
    }
    expect(end).toMatchObject({ event: "end", winner: "you" });
    expect((await d.close()).code).toBe(0);
  });

  it("with --board, the text board: the graph drawn above a ground line, the moves in words", () => {
    const r = runCli(["play", "hackenbush(0,1 1,2 1,1 0,3 3,4)", "--board", "--seed", "1"], "1\n");
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain(["    2    4", "    │    │", "    │    │", "    1○   3", "    │    │", "    │    │", "━━━━┻━━━━┻━━ ground (0)"].map((l) => `  ${l}\n`).join(""));
    expect(r.stdout).toMatch(/last move \(the computer's\): cut (edge \d–\d|the loop at 1)/);
  });
});
