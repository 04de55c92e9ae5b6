// The package's entry points fit where they run: the root entry (and grundy/sequence)
// bundle for a browser with no Node built-in; the Node-only ones are behind their own.
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { exports: Record<string, { import?: string }> };

/** Bundles an entry for the browser and returns the Node built-ins it tried to import. */
async function nodeImports(entry: string): Promise<string[]> {
  const found = new Set<string>();
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: "browser",
    format: "esm",
    write: false,
    logLevel: "silent",
    plugins: [
      {
        name: "find-node-builtins",
        setup(b) {
          b.onResolve({ filter: /^node:|^(fs|path|url|zlib|os|child_process|worker_threads|module|crypto|stream|buffer|process|perf_hooks)$/ }, (args) => {
            found.add(`${args.path} (from ${args.importer.replace(/.*\/src\//, "src/")})`);
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return [...found];
}

describe("package entry points", () => {
  it("declares the root, grundy/sequence, grundy/misere, grundy/judge, grundy/plot and grundy/census", () => {
    expect(Object.keys(pkg.exports)).toEqual([".", "./sequence", "./misere", "./judge", "./plot", "./census", "./package.json"]);
  });

  it("grundy/misere bundles for the browser too (the lab computes quotients in a Worker)", async () => {
    expect(await nodeImports("src/misere/index.ts")).toEqual([]);
  });

  it("the root entry bundles for the browser with no Node built-in reachable", async () => {
    expect(await nodeImports("src/index.ts")).toEqual([]);
  });

  it("grundy/sequence bundles for the browser too", async () => {
    expect(await nodeImports("src/sequence/index.ts")).toEqual([]);
  });

  it("the check finds Node built-ins where they are (grundy/plot needs zlib, grundy/judge reads descriptors, grundy/census writes files)", async () => {
    expect((await nodeImports("src/plot/index.ts")).join(" ")).toMatch(/node:zlib/);
    expect((await nodeImports("src/census/index.ts")).join(" ")).toMatch(/node:fs/);
    expect((await nodeImports("src/judge/index.ts")).join(" ")).toMatch(/node:fs/);
  });
});
