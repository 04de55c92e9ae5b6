import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fsvpIndex, solveFsvp } from "../../src/games/fsvp/index.js";
import { decodeFsvpTable, encodeFsvpTable, fsvpSummary, parseFsvpTsv, FSVP_TSV_HEADER, fsvpTsvRows } from "../../src/games/fsvp/index.js";
import { CLI, runCli } from "../helpers/cli.js";

const dir = mkdtempSync(join(tmpdir(), "grundy-solve-"));

describe("grundy solve fsvp", () => {
  it("counts outcomes and γ values of every position, and names the largest remoteness", () => {
    const r = runCli(["solve", "fsvp", "10"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("positions   42 (p(10))");
    expect(r.stdout).toContain("outcomes    P 12, N 30, D 0");
    expect(r.stdout).toMatch(/∞\(0,2\)\s+2\n/);
    expect(r.stdout).toContain("remoteness  largest 15");
    expect(r.stdout).toMatch(/start {7}10: N, remoteness 1/);
    expect(r.stdout).toMatch(/memory {6}peak RSS \d+ MiB/);
    expect(r.stderr).toBe(""); // no progress line off a terminal
  });

  it("--json gives the same summary as the library", () => {
    const r = runCli(["solve", "fsvp", "13", "--json"]);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout);
    const s = fsvpSummary(solveFsvp(13));
    expect(json).toMatchObject({ game: "fsvp", n: 13, positions: 101, outcomes: s.outcomes, gamma: s.gamma, remoteness: s.remoteness, start: s.start });
    expect(json.peakRssBytes).toBeGreaterThan(0);
  });

  it("--out writes a binary or TSV table that --from and --load read back without solving", () => {
    for (const name of ["t15.bin", "t15.tsv"]) {
      const file = join(dir, name);
      const w = runCli(["solve", "fsvp", "15", "--out", file, "--json"]);
      expect(w.status).toBe(0);
      for (const flag of ["--from", "--load"]) {
        const back = runCli(["solve", "fsvp", flag, file, "--json"]);
        expect(back.status).toBe(0);
        const [a, b] = [JSON.parse(w.stdout), JSON.parse(back.stdout)];
        expect(b.source).toBe(`read from ${file}`);
        for (const k of ["n", "positions", "outcomes", "gamma", "remoteness", "start"]) expect(b[k]).toEqual(a[k]);
      }
    }
    const tsv = readFileSync(join(dir, "t15.tsv"), "utf8").split("\n");
    expect(tsv[0]).toBe("position\toutcome\tremoteness\tgamma");
    expect(tsv[1]).toMatch(/^15\tN\t1\t/);
    expect(tsv).toHaveLength(176 + 2); // p(15) rows, the header and a final newline
    expect(readFileSync(join(dir, "t15.bin")).length).toBe(24 + 8 * 176);
  });

  it("refuses bad n, bad tables and conflicting options with one line and exit code 2", () => {
    const bin = join(dir, "t8.bin");
    expect(runCli(["solve", "fsvp", "8", "--out", bin]).status).toBe(0);
    const bytes = readFileSync(bin);
    writeFileSync(join(dir, "short.bin"), bytes.subarray(0, bytes.length - 3));
    writeFileSync(join(dir, "magic.bin"), Buffer.concat([Buffer.from("NOTATABL"), bytes.subarray(8)]));
    const v2 = Buffer.from(bytes);
    v2.writeUInt32LE(2, 8);
    writeFileSync(join(dir, "v2.bin"), v2);
    writeFileSync(join(dir, "bad.tsv"), `${FSVP_TSV_HEADER}\n3\tN\t1\t1\n2+1\tQ\t1\t2\n1+1+1\tP\t0\t0\n`);
    const cases: [string[], RegExp][] = [
      [["solve", "fsvp", "0"], /coins from 1 to 110, got "0"/],
      [["solve", "fsvp", "111"], /coins from 1 to 110/],
      [["solve", "fsvp", "ten"], /got "ten"/],
      [["solve", "fsvp"], /missing n/],
      [["solve", "fsvp", "5", "--from", bin], /not both/],
      [["solve", "fsvp", "--from", bin, "--out", join(dir, "x.bin")], /already written/],
      [["solve", "fsvp", "--from", join(dir, "none.bin")], /cannot read .*ENOENT/],
      [["solve", "fsvp", "--from", join(dir, "short.bin")], /truncated/],
      [["solve", "fsvp", "--from", join(dir, "magic.bin")], /FSVPTABL/],
      [["solve", "fsvp", "--from", join(dir, "v2.bin")], /version 1, got "version 2"/],
      [["solve", "fsvp", "--from", join(dir, "bad.tsv")], /outcome P, N or D on line 3/],
      [["solve", "fsvp", "5", "--out", join(dir, "no", "such", "dir.bin")], /cannot write .*ENOENT/],
      [["solve", "nim", "5"], /unknown command 'nim'/],
    ];
    for (const [args, message] of cases) {
      const r = runCli(args);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr, args.join(" ")).toMatch(message);
      expect(r.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
      expect(r.stderr).toMatch(/^grundy solve/);
    }
  });

  it("--help shows examples", () => {
    const r = runCli(["solve", "fsvp", "--help"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("grundy solve fsvp --from fsvp70.bin");
  });

  it("--out /dev/stdout into a pipe closed early ends quietly, as every command does on a closed pipe", () => {
    // the table of n = 30 is far more than head reads, so the writer meets EPIPE
    const r = spawnSync("bash", ["-c", `"${process.execPath}" "${CLI}" solve fsvp 30 --out /dev/stdout | head -c 10 | wc -c; echo "exit \${PIPESTATUS[0]}"`], { encoding: "utf8" });
    expect(r.stdout.split("\n").map((l) => l.trim())).toEqual(["10", "exit 0", ""]);
    expect(r.stderr).toBe("");
  });
});

describe("fsvp tables as bytes", () => {
  it("encode/decode and TSV rows/parse give the table back", () => {
    for (const n of [1, 2, 9, 17]) {
      const t = solveFsvp(n);
      expect(decodeFsvpTable(encodeFsvpTable(t))).toEqual(t);
      expect(parseFsvpTsv(`${FSVP_TSV_HEADER}\n${fsvpTsvRows(t, 0, t.count)}`)).toEqual(t);
    }
  });
  it("a TSV may list the rows in any order, each position once", () => {
    const t = solveFsvp(6);
    const rows = fsvpTsvRows(t, 0, t.count).trimEnd().split("\n").reverse();
    expect(parseFsvpTsv(`${FSVP_TSV_HEADER}\n${rows.join("\n")}\n`)).toEqual(t);
    const dup = [...rows.slice(1), rows[2]!];
    expect(() => parseFsvpTsv(`${FSVP_TSV_HEADER}\n${dup.join("\n")}\n`)).toThrow(/each position once/);
    expect(fsvpIndex([6])).toBe(0);
  });
});
