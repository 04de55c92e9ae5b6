// No import circle between files: a file that imports another (statically, by a re-export, a
// type-only import or a dynamic import with a literal) never ends up importing itself back. The
// imports are the TypeScript compiler's own reading of each file (ts.preProcessFile); the
// circles are the strongly connected components of that graph (Tarjan's algorithm, iterative).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name) ? [path] : [];
  });
}

/** The file a relative specifier of `from` names (".js" written for a ".ts" source), or undefined. */
function resolve(from: string, specifier: string, exists: (path: string) => boolean): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, "");
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`]) if (exists(candidate)) return candidate;
  return undefined;
}

/** The import graph: each file and the files it imports (relative specifiers only). */
function importGraph(files: Record<string, string>): Map<string, string[]> {
  const exists = (p: string) => Object.hasOwn(files, p);
  const graph = new Map<string, string[]>();
  for (const [file, text] of Object.entries(files)) {
    const info = ts.preProcessFile(text, true, true);
    const targets = info.importedFiles.map((f) => resolve(file, f.fileName, exists)).filter((t): t is string => t !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every circle of the graph: each strongly connected component of more than one file (or a file importing itself), sorted. */
function importCircles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let counter = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++]!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || edges.includes(frame.node)) circles.push(component.sort());
    }
  }
  return circles.sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}

function sources(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const dir of ["src", "web/src"]) if (existsSync(join(ROOT, dir))) for (const f of filesUnder(dir)) files[f] = readFileSync(join(ROOT, f), "utf8");
  return files;
}

describe("import circles", () => {
  it("no file of src/ or web/src/ imports, through any chain, a file that imports it back", () => {
    const circles = importCircles(importGraph(sources())).map((c) => c.join(" ↔ "));
    expect(circles).toEqual([]);
  });

  it("the check names the files of a circle, through a type import, a re-export and a dynamic import", () => {
    const files = {
      "src/a/family.ts": 'import type { P } from "./view.js";\nexport const f = 1;',
      "src/a/view.ts": 'export { f } from "./family.js";\nexport type P = number;',
      "src/b/x.ts": 'const m = await import("../b/y.js");',
      "src/b/y.ts": 'import { z } from "./z.js";',
      "src/b/z.ts": 'import "./x.js";',
      "src/c/leaf.ts": 'import { f } from "../a/family.js";',
    };
    expect(importCircles(importGraph(files))).toEqual([
      ["src/a/family.ts", "src/a/view.ts"],
      ["src/b/x.ts", "src/b/y.ts", "src/b/z.ts"],
    ]);
  });

  it("the check finds no circle in a graph that only points down", () => {
    const files = { "src/a.ts": 'import "./b.js";\nimport "./c.js";', "src/b.ts": 'import "./c.js";', "src/c.ts": "export {};" };
    expect(importCircles(importGraph(files))).toEqual([]);
  });
});
