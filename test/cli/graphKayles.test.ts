// `grundy analyze` and `grundy play` (from a pipe) on Node Kayles and Arc Kayles.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { CLI, runCli } from "../helpers/cli.js";

interface Event {
  event: string;
  [key: string]: unknown;
}

/** Plays `grundy play <start> --json` from a pipe, sending the hint's move each turn; returns every event. */
async function followHints(start: string): Promise<Event[]> {
  const child = spawn(process.execPath, [CLI, "play", start, "--json", "--seed", "3"], { stdio: "pipe" });
  const events: Event[] = [];
  let wake: (() => void) | null = null;
  createInterface({ input: child.stdout }).on("line", (line) => {
    events.push(JSON.parse(line) as Event);
    wake?.();
  });
  child.on("close", () => wake?.());
  let read = 0;
  const until = async (...kinds: string[]): Promise<Event> => {
    for (;;) {
      while (read < events.length) {
        const e = events[read++]!;
        if (kinds.includes(e.event)) return e;
      }
      if (child.exitCode !== null) throw new Error(`no ${kinds.join("/")} event: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = null;
    }
  };
  expect((await until("start")).outcome).toBe("N");
  for (let turn = 0; turn < 40; turn++) {
    child.stdin.write("hint\n");
    const hint = await until("hint", "end", "error");
    if (hint.event === "end") break;
    expect(hint, JSON.stringify(hint)).toMatchObject({ event: "hint", wins: true });
    child.stdin.write(`${String(turn % 2 === 0 ? hint.move : hint.position)}\n`);
    expect(await until("move", "error")).toMatchObject({ event: "move", by: "you", position: hint.position });
  }
  child.stdin.end();
  await new Promise((resolve) => child.on("close", resolve));
  return events;
}

describe("grundy analyze and play: nodekayles and arckayles", () => {
  it("analyze prints each part's value and a winning move", () => {
    const r = runCli(["analyze", "nodekayles(5; 0,1 1,2 2,3 3,4) + arckayles(4; 0,1 1,2 2,3 3,0)"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("N: the player to move wins");
    expect(r.stdout).toMatch(/nodekayles\(5; 0,1 1,2 2,3 3,4\)\s+G = 3\s+N/);
    expect(r.stdout).toMatch(/arckayles\(4; 0,1 0,3 1,2 2,3\)\s+G = 0\s+P/);
    // the path of 5 to 0: its middle vertex leaves two lone ends (1 ⊕ 1)
    expect(r.stdout).toContain("nodekayles(5; 0,1 1,2 2,3 3,4) -> nodekayles(5; 0,1 1,2 2,3 3,4; 1 2 3)");
  });

  it("--json and misère play answer too", () => {
    const j = JSON.parse(runCli(["analyze", "arckayles(6; 0,1 1,2 2,3 3,0 0,4 4,5)", "--json"]).stdout) as { components: { grundy: string }[] };
    expect(j.components[0]!.grundy).toBe("3");
    const m = runCli(["analyze", "nodekayles(3; 0,1 1,2)", "--play", "misere"]);
    expect(m.status).toBe(0);
    // misère: the path of 3 must leave a move — take an end (one lone vertex left)
    expect(m.stdout).toContain("nodekayles(3; 0,1 1,2) -> nodekayles(3; 0,1 1,2; 0 1)");
  });

  it.each([
    ["nodekayles(5; 0,7)", /column 17: expected an edge's second end among the vertices 0\.\.4/],
    ["arckayles(3; 1,1)", /column 14: expected an edge between two different vertices .*a loop u,u has one end/],
    ["nodekayles(4; 0,1,2)", /column 15: expected an edge u,v/],
  ])("bad input %s: one line, exit 2", (text, message) => {
    const r = runCli(["analyze", text]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });

  it.each(["nodekayles(6; 0,1 1,2 2,0 2,3 3,4 4,5)", "arckayles(6; 0,1 1,2 2,3 3,0 0,4 4,5)"])("play %s from a pipe: following the hint wins", async (start) => {
    const events = await followHints(start);
    expect(events.at(-1)).toEqual({ event: "end", winner: "you" });
    expect(events.filter((e) => e.event === "move").length).toBeGreaterThanOrEqual(2);
  });
});
