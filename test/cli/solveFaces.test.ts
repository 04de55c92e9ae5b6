// `grundy solve`'s subcommands come from the records: one for each record with a search face
// (src/cli/solveSearch.ts) or a table face (src/cli/solveTable.ts), with the face's
// description, arguments and examples; the table face's files go through the command's TableIO.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Command } from "@commander-js/extra-typings";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addSearchCommands } from "../../src/cli/solveSearch.js";
import { addTableCommands, tableIO } from "../../src/cli/solveTable.js";
import { GrundyError } from "../../src/errors.js";
import { emptyBoard } from "../../src/games/cram/board.js";
import { cramSearchFamily } from "../../src/games/cram/searchFamily.js";
import { defineFamily } from "../../src/games/defineFamily.js";
import type { Family } from "../../src/games/family.js";
import { FAMILIES } from "../../src/games/registry.js";
import type { SearchFace } from "../../src/games/searchFace.js";
import type { TableFace } from "../../src/games/tableFace.js";
import { runCli } from "../helpers/cli.js";

const dir = mkdtempSync(join(tmpdir(), "grundy-faces-"));

/** A made-up game whose search face searches empty Cram boards of one row (Dawson's Kayles). */
const toySearch: SearchFace = {
  description: "Toy rows for the test: a nimber by the search",
  arguments: [{ name: "<length>", description: "cells in the row" }],
  examples: ["grundy solve toyrow 12"],
  read: ([n]) => ({ family: cramSearchFamily as never, position: emptyBoard(1, Number(n)), theoryReason: () => "a row" }),
};

/** A made-up table face that writes its answer to a file and reads it back. */
const toyTable: TableFace = {
  description: "Toy table for the test: squares up to n",
  arguments: [{ name: "<n>", description: "the largest number" }],
  options: [{ flags: "--out <file>", description: "where the table goes" }],
  about: ["Each line is k and k squared."],
  examples: ["grundy solve toytable 4 --out t.txt"],
  solve([n], opts, io) {
    const k = Number(n);
    if (!(k >= 1)) io.fail(`expected a number from 1, got "${n}"`);
    const out = opts.out as string;
    io.writeFile(out, (put) => {
      for (let i = 1; i <= k; i++) put(`${i} ${i * i}\n`);
    });
    return io.readFile(out, (file) => `read back ${file.size} bytes: ${file.text().trim().split("\n").at(-1)}\n`);
  },
};

const toyFamily = (name: string, face: { search?: SearchFace; table?: TableFace }): Family =>
  ({
    ...defineFamily({ name, usage: `${name}(n)`, game: { moves: (n: number) => (n > 0 ? [n - 1] : []) }, parse: ([n]) => Number(n), print: (n) => `${name}(${n})` }),
    ...face,
  }) as Family;

afterEach(() => vi.restoreAllMocks());

describe("grundy solve's subcommands from the records", () => {
  it("grundy solve --help lists every built-in record with a search or table face, with the face's description", () => {
    const r = runCli(["solve", "--help"]);
    expect(r.status).toBe(0);
    const faced = FAMILIES.filter((f) => f.search !== undefined || f.table !== undefined);
    expect(faced.length).toBeGreaterThanOrEqual(4); // fsvp and chomp (tables), cram and nodekayles (searches)
    const listed = [...r.stdout.matchAll(/^ {2}([a-z]+) \[options\]/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(faced.map((f) => f.name).sort());
    for (const f of faced) expect(r.stdout.replace(/\s+/g, " ")).toContain((f.table ?? f.search)!.description.slice(0, 40));
  });

  it("a record with a search face becomes a subcommand: its description in the list, its arguments and examples in its help", () => {
    const solve = new Command("solve");
    addSearchCommands(solve as never, [toyFamily("plain", {}), toyFamily("toyrow", { search: toySearch })]);
    expect(solve.commands.map((c) => c.name())).toEqual(["toyrow"]);
    expect(solve.helpInformation()).toMatch(/toyrow \[options\] <length>\s+Toy rows for the test/);
    const sub = solve.commands[0]!;
    let help = "";
    sub.configureOutput({ writeOut: (s) => (help += s) });
    sub.outputHelp();
    expect(help).toContain("grundy solve toyrow 12");
    expect(help).toContain("--memory <size>");
  });

  it("runs a search face's subcommand: the nimber of a row of 12 cells is Dawson's Kayles at 12 (by its definition, in the test)", async () => {
    // Dawson's Kayles (0.07) by its definition: a move takes two adjacent cells of a row
    const dawson: number[] = [0, 0];
    for (let n = 2; n <= 12; n++) {
      const seen = new Set<number>();
      for (let i = 0; i + 2 <= n; i++) seen.add(dawson[i]! ^ dawson[n - i - 2]!);
      let m = 0;
      while (seen.has(m)) m++;
      dawson.push(m);
    }
    const out: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((s) => out.push(String(s)) > 0);
    const solve = new Command("solve");
    addSearchCommands(solve as never, [toyFamily("toyrow", { search: toySearch })]);
    await solve.parseAsync(["toyrow", "12", "--json"], { from: "user" });
    expect(JSON.parse(out.join(""))).toMatchObject({ game: "toyrow", value: dawson[12] });
  });

  it("a record with a table face becomes a subcommand whose files go through the command: written, read back, printed", async () => {
    const out: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((s) => out.push(String(s)) > 0);
    const solve = new Command("solve");
    addTableCommands(solve as never, [toyFamily("toytable", { table: toyTable })]);
    expect(solve.helpInformation()).toMatch(/toytable \[options\] <n>\s+Toy table for the test/);
    const file = join(dir, "squares.txt");
    await solve.parseAsync(["toytable", "4", "--out", file], { from: "user" });
    expect(readFileSync(file, "utf8")).toBe("1 1\n2 4\n3 9\n4 16\n");
    expect(out.join("")).toBe(`read back ${"1 1\n2 4\n3 9\n4 16\n".length} bytes: 4 16\n`);
    await expect(solve.parseAsync(["toytable", "x", "--out", file], { from: "user" })).rejects.toThrow(/^grundy solve toytable: expected a number from 1, got "x"$/);
  });

  it("the command's files: one error line naming the file and the system's code, a GrundyError of the face passed on", () => {
    const io = tableIO("grundy solve toy");
    expect(() => io.readFile(join(dir, "none.bin"), () => 0)).toThrow(new GrundyError(`grundy solve toy: cannot read ${join(dir, "none.bin")}: ENOENT`));
    expect(() => io.writeFile(join(dir, "no", "such", "dir.bin"), () => {})).toThrow(/^grundy solve toy: cannot write .*dir\.bin: ENOENT$/);
    expect(() => io.fail("no")).toThrow(new GrundyError("grundy solve toy: no"));
  });
});
