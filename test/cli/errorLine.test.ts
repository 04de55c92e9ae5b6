import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { COMMAND_NAMES, INTERNAL_ERROR_EXIT, debugWanted, errorLine, failFor, internalErrorText } from "../../src/cli/errorLine.js";
import { GrundyError } from "../../src/errors.js";

const argv = (...args: string[]) => ["node", "grundy", ...args];

describe("errorLine", () => {
  it("names every command of the program (program.ts's list), misere and lab too", () => {
    const program = readFileSync(new URL("../../src/cli/program.ts", import.meta.url), "utf8");
    const names = [...program.matchAll(/\{ name: "([a-z]+)", add:/g)].map((m) => m[1]);
    expect(names).toContain("misere");
    expect([...COMMAND_NAMES].sort()).toEqual(names.sort());
    for (const name of names) expect(errorLine("cannot write the output: ENOSPC", argv(name!, "x"))).toBe(`grundy ${name}: cannot write the output: ENOSPC`);
  });
});

describe("internal errors at the top of the CLI", () => {
  it("are one line naming the command, the stack only with --debug or GRUNDY_DEBUG", () => {
    const e = new TypeError("x is not a function\nsecond line");
    const text = internalErrorText(e, argv("analyze", "nim(1)"), false);
    expect(text).toBe("grundy analyze: internal error: TypeError: x is not a function (run again with --debug or GRUNDY_DEBUG=1 for the stack)\n");
    const debug = internalErrorText(e, argv("analyze", "nim(1)"), true);
    expect(debug.split("\n")[0]).toBe("grundy analyze: internal error: TypeError: x is not a function");
    expect(debug).toContain(e.stack!);
    expect(internalErrorText("thrown text", argv(), false)).toMatch(/^grundy: internal error: thrown text /);
    expect(INTERNAL_ERROR_EXIT).not.toBe(2);
  });

  it("--debug (before --) or GRUNDY_DEBUG (not empty, not 0) asks for the stack", () => {
    expect(debugWanted(argv("seq", "--debug"), {})).toBe(true);
    expect(debugWanted(argv("seq", "--", "--debug"), {})).toBe(false);
    expect(debugWanted(argv("seq"), { GRUNDY_DEBUG: "1" })).toBe(true);
    expect(debugWanted(argv("seq"), { GRUNDY_DEBUG: "0" })).toBe(false);
    expect(debugWanted(argv("seq"), {})).toBe(false);
  });
});

describe("failFor", () => {
  it("throws a user error (GrundyError, one line) starting with the command's name", () => {
    const fail = failFor("grundy solve fsvp");
    expect(() => fail("--out: cannot write x")).toThrow(new GrundyError("grundy solve fsvp: --out: cannot write x"));
    expect(() => fail("x")).toThrow(GrundyError);
  });
});
