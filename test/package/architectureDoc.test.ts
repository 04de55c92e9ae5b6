// docs/architecture.md prints the floors' table of test/helpers/floors.ts (the truth that
// test/package/layers.test.ts enforces): the rows between its `<!-- floors` markers, each floor
// and what it may import, are the same, so the page and the check cannot drift.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FLOORS } from "../helpers/floors.js";

const DOC = fileURLToPath(new URL("../../docs/architecture.md", import.meta.url));

/** The floor a cell names: "`core/`" → "core", "`errors.ts`" → "errors". */
const floorOf = (cell: string): string => cell.replace(/`/g, "").trim().replace(/\/$/, "").replace(/\.ts$/, "");

/** The rows of the markdown table between the floors markers, as floor → what it may import (sorted). */
function docFloors(text: string): Record<string, string[]> {
  const start = text.indexOf("<!-- floors");
  const end = text.indexOf("<!-- /floors -->");
  if (start < 0 || end < start) throw new Error("docs/architecture.md has no <!-- floors --> … <!-- /floors --> table");
  const rows = text
    .slice(start, end)
    .split("\n")
    .filter((l) => l.startsWith("|"))
    .slice(2);
  return Object.fromEntries(
    rows.map((row) => {
      const [floor, may] = row.split("|").slice(1, 3);
      return [floorOf(floor!), may!.trim() === "" ? [] : may!.split(",").map(floorOf).sort()];
    }),
  );
}

describe("docs/architecture.md", () => {
  it("prints the floors' table that the layers check enforces, row for row", () => {
    const expected = Object.fromEntries(Object.entries(FLOORS).map(([floor, may]) => [floor, [...may].sort()]));
    expect(docFloors(readFileSync(DOC, "utf8"))).toEqual(expected);
  });

  it("the reading of the page's table finds a floor left out or an import added", () => {
    const text = "<!-- floors -->\n| floor | may import | what |\n| --- | --- | --- |\n| `core/` | `arith/`, `errors.ts` | x |\n| `errors.ts` |  | y |\n<!-- /floors -->";
    expect(docFloors(text)).toEqual({ core: ["arith", "errors"], errors: [] });
  });
});
