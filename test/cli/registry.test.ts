// The CLI's lists of games come from the registry: analyze --help, seq's names, the
// parser's error; the issue's own example answers.
import { describe, expect, it } from "vitest";
import { FAMILIES } from "../../src/index.js";
import { runCli } from "../helpers/cli.js";
import { bruteTakeBreak } from "../helpers/takeBreak.js";

describe("the registry in the CLI", () => {
  it("grundy analyze --help lists every family with its usage and summary", () => {
    const r = runCli(["analyze", "--help"]);
    expect(r.status).toBe(0);
    for (const f of FAMILIES) expect(r.stdout).toContain(`${f.usage}`);
    for (const f of FAMILIES) expect(r.stdout).toContain(f.summary);
  });

  it("the help's examples are the records' (Family.examples, heap rules), in the registry's order", () => {
    const analyze = FAMILIES.flatMap((f) => f.examples?.analyze ?? []);
    const singles = FAMILIES.flatMap((f) => (f.examples?.analyze ?? []).filter((x) => !/\)\s*\+/.test(x)).slice(0, 1));
    const sum = analyze.find((x) => /\)\s*\+/.test(x));
    const laws = FAMILIES.flatMap((f) => f.examples?.pattern ?? []);
    const oneVariable = laws.filter((x) => !/\ba\b/.test(x));
    const twoVariables = laws.filter((x) => /\ba\b/.test(x) && /\bb\b/.test(x));
    expect([singles.length >= 3, sum !== undefined, oneVariable.length >= 2, twoVariables.length >= 2]).toEqual([true, true, true, true]);
    const a = runCli(["analyze", "--help"]).stdout;
    for (const x of singles.slice(0, 2)) expect(a).toContain(`  grundy analyze "${x}"\n`);
    expect(a).toContain(`  grundy analyze "${singles.slice(0, 3).join(" + ")}" --json\n`);
    expect(a).toContain(`  grundy analyze "${sum}" --compound every\n`);
    const p = runCli(["pattern", "--help"]).stdout;
    for (const line of [`"${oneVariable[0]}"\n`, `"${twoVariables[0]}" --code cpp\n`, `"${oneVariable[1]}" --code python\n`, `"${twoVariables[1]}" --compound every\n`])
      expect(p).toContain(`  grundy pattern ${line}`);
    const heapGame = FAMILIES.find((f) => f.rules !== undefined)!;
    expect(runCli(["seq", "--help"]).stdout).toContain(`  grundy seq ${heapGame.name}\n`);
  });

  it("an unknown game is one short line, exit code 2: the closest games by name, and where every game is listed", () => {
    const near = runCli(["analyze", "kaylse(1)"]);
    expect(near.status).toBe(2);
    expect(near.stderr.trim().split("\n")).toHaveLength(1);
    const kayles = FAMILIES.find((f) => f.name === "kayles")!;
    expect(near.stderr).toContain(kayles.usage);
    expect(near.stderr).toContain("grundy analyze --help");
    expect(near.stderr.length).toBeLessThan(300);
    const far = runCli(["analyze", "chess(1)"]);
    expect(far.status).toBe(2);
    expect(far.stderr.trim().split("\n")).toHaveLength(1);
    expect(far.stderr).toContain("grundy analyze --help");
    expect(far.stderr.length).toBeLessThan(300);
  });

  it("answers officers(5) + treblecross(7) + moore(2; 1,2,4) + lasker(5) + chomp(3,4)", () => {
    const r = runCli(["analyze", "officers(5) + treblecross(7) + moore(2; 1,2,4) + lasker(5) + chomp(3,4)", "--json"]);
    expect(r.stderr).toBe("");
    const a = JSON.parse(r.stdout) as { components: { text: string; grundy: string }[]; value: { value: string } };
    // officers is 0.6 and treblecross 0.007: their values from an independent take-and-break solver
    expect(a.components[0]!.grundy).toBe(String(bruteTakeBreak("0.6", 6)[5]));
    expect(a.components[1]!.grundy).toBe(String(bruteTakeBreak("0.007", 8)[7]));
    // Lasker's closed form: G(4j+1) = 4j+1
    expect(a.components[3]!.grundy).toBe("5");
    expect(BigInt(a.value.value)).toBe(a.components.reduce((x, c) => x ^ BigInt(c.grundy), 0n));
  });

  it("every named heap game has one spelling in seq and analyze, with the same values", () => {
    const named = FAMILIES.filter((g) => g.rules);
    // analyze reads one position a line: one run answers every game's heap of 12
    const analyzed = runCli(["analyze", "--json", "-"], `${named.map((f) => `${f.name}(12)`).join("\n")}\n`);
    expect(analyzed.status).toBe(0);
    const answers = analyzed.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { components: { grundy: string }[] });
    expect(answers).toHaveLength(named.length);
    named.forEach((f, i) => {
      const seq = runCli(["seq", f.name, "--to", "12", "--format", "bfile"]);
      expect(seq.status, f.name).toBe(0);
      const values = seq.stdout
        .trim()
        .split("\n")
        .map((l) => l.split(" ")[1]);
      expect(answers[i]!.components[0]!.grundy, f.name).toBe(values[12]);
    });
  });
});
