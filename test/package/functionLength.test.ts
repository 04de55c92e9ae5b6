// No function over 80 lines in src/ or web/src/: a function's length is the lines its body spans
// (from the line of its opening brace to the line of its closing one), read with the TypeScript
// compiler's parser. Functions, methods, accessors, constructors and arrow functions with a
// block body all count; a function nested in another counts on its own and inside its parent.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const LIMIT = 80;
/** Functions that could not be split yet, as "file:name" (keep this short; split them). */
const ALLOWED: readonly string[] = [];

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name) ? [path] : [];
  });
}

/** A function's name for the report: its own, or the variable, property or method it is assigned to. */
function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name !== undefined) return node.name.getText(source);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name !== undefined) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(source).slice(0, 40)})`;
  return "(anonymous)";
}

/** Every function of a source text whose body spans more than `limit` lines, as "file:name (N lines)". */
function longFunctions(file: string, text: string, limit: number): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const stack: ts.Node[] = [source];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (ts.isFunctionLike(node) && "body" in node && node.body !== undefined && ts.isBlock(node.body)) {
      const body = node.body;
      const lines = source.getLineAndCharacterOfPosition(body.getEnd()).line - source.getLineAndCharacterOfPosition(body.getStart(source)).line + 1;
      if (lines > limit) found.push(`${file}:${nameOf(node as ts.FunctionLikeDeclaration, source)} (${lines} lines)`);
    }
    node.forEachChild((child) => {
      stack.push(child);
    });
  }
  return found;
}

describe("function length", () => {
  it(`no function of src/ or web/src/ has a body over ${LIMIT} lines`, () => {
    const found = ["src", "web/src"]
      .flatMap(filesUnder)
      .flatMap((f) => longFunctions(f, readFileSync(join(ROOT, f), "utf8"), LIMIT))
      .filter((entry) => !ALLOWED.includes(entry.replace(/ \(\d+ lines\)$/, "")));
    expect(found.sort()).toEqual([]);
  });

  it("the check counts the lines of a function's, a method's and an arrow's body and names each", () => {
    const body = (n: number) => `{\n${"  x++;\n".repeat(n - 2)}}`;
    const text = [
      `function long() ${body(5)}`,
      `function short() ${body(4)}`,
      `const arrow = () => ${body(6)};`,
      `class C { method() ${body(5)} }`,
      `const obj = { member: function () ${body(5)} };`,
    ].join("\n");
    expect(longFunctions("x.ts", text, 4).sort()).toEqual(["x.ts:arrow (6 lines)", "x.ts:long (5 lines)", "x.ts:member (5 lines)", "x.ts:method (5 lines)"]);
  });
});
