// The floors point down: the heap rules sit below games/ and sequence/, so that
// sprague-grundy/sequence loads no game (scripts/moduleCount.mjs prints the modules).
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

/** The source modules an entry loads. */
async function modules(entry: string): Promise<string[]> {
  const result = await build({ entryPoints: [entry], bundle: true, write: false, metafile: true, format: "esm", platform: "neutral", logLevel: "silent" });
  return Object.keys(result.metafile.inputs);
}

describe("layers", () => {
  it("grundy/sequence loads only sequence/, heap/, core/, arith/ and the shared errors and helpers: no game, no family", async () => {
    const loaded = await modules("src/sequence/index.ts");
    expect(loaded.filter((m) => !/^src\/(sequence|heap|core|arith|_internals)\/|^src\/errors\.ts$/.test(m))).toEqual([]);
  });

  it("the heap floor loads no game and no sequence method", async () => {
    const loaded = await modules("src/heap/index.ts");
    expect(loaded.filter((m) => !/^src\/(heap|core|arith|_internals)\/|^src\/errors\.ts$/.test(m))).toEqual([]);
  });
});
