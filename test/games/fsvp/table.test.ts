// The solved table (src/games/fsvp/table.ts and its formats): what is refused.
import { describe, expect, it } from "vitest";
import { fsvpGammaOf, solveFsvp } from "../../../src/games/fsvp/index.js";
import { InputError } from "../../../src/errors.js";
import { decodeFsvpTable, encodeFsvpTable, fsvpSummary, fsvpTableRecords, fsvpTsvRows } from "../../../src/games/fsvp/index.js";

describe("the table", () => {
  it("refuses what is not a table, or a range outside it, with an InputError", () => {
    const t = solveFsvp(5);
    expect(() => fsvpGammaOf(null as never, 0)).toThrow(InputError);
    expect(() => fsvpGammaOf({ ...t, count: 3 }, 0)).toThrow(InputError);
    expect(() => fsvpGammaOf(t, 7)).toThrow(/0 to 6/);
    expect(() => fsvpGammaOf(t, 0.5)).toThrow(InputError);
    expect(() => fsvpSummary({} as never)).toThrow(InputError);
    expect(() => fsvpTsvRows(t, 5, 2)).toThrow(InputError);
    expect(() => fsvpTableRecords(t, 0, 8)).toThrow(InputError);
    expect(() => encodeFsvpTable(solveFsvp(5, { outcomesOnly: true }))).toThrow(/with γ/);
    expect(() => decodeFsvpTable(new Uint8Array(3))).toThrow(InputError);
  });
});
