// A spread into a call's arguments puts every element on the stack: `Math.max(...xs)` of
// 130,000 components was "Maximum call stack size exceeded". The calls that take an array's
// length in arguments (Math.max, Math.min, push, unshift, splice, String.fromCharCode,
// String.fromCodePoint, apply) are written as loops or reduce in src/ and web/src/; this scan
// (a small tokenizer over the text, skipping strings and comments) keeps them out.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CALLS = /(?:\bMath\.(?:max|min)|\.(?:push|unshift|splice)|\bString\.fromCharCode|\bString\.fromCodePoint|\.apply)\s*\($/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The text with strings, template literals' text, regex-free comments blanked (same length), so brackets and `...` are code. */
function codeOnly(text: string): string {
  const out = text.split("");
  let i = 0;
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== "\n") out[k] = " ";
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === "/" && text[i + 1] === "/") {
      const end = text.indexOf("\n", i);
      const stop = end < 0 ? text.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end < 0 ? text.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === '"' || c === "'" || c === "`") {
      let k = i + 1;
      while (k < text.length && text[k] !== c) k += text[k] === "\\" ? 2 : 1;
      blank(i + 1, k);
      i = k + 1;
    } else i++;
  }
  return out.join("");
}

/** Each call of CALLS with a spread among its own arguments (not inside a nested bracket), as `file:line`. */
function spreadCalls(path: string, text: string): string[] {
  const code = codeOnly(text);
  const found: string[] = [];
  for (let i = 0; i < code.length; i++) {
    if (code[i] !== "(" || !CALLS.test(code.slice(Math.max(0, i - 30), i + 1))) continue;
    let depth = 0;
    for (let k = i; k < code.length; k++) {
      const c = code[k]!;
      if (c === "(" || c === "[" || c === "{") depth++;
      else if (c === ")" || c === "]" || c === "}") {
        depth--;
        if (depth === 0) break;
      } else if (depth === 1 && code.startsWith("...", k)) {
        found.push(`${path}:${code.slice(0, i).split("\n").length}`);
        break;
      }
    }
  }
  return found;
}

describe("spread arguments", () => {
  it("the scan finds a spread into Math.max, push and fromCharCode, and not a spread into an array or object", () => {
    const sample = [
      "const a = Math.max(1, ...xs.map((x) => f(x)));",
      "out.push(...more);",
      "const s = String.fromCharCode(...bytes);",
      "const b = Math.max(1, [...xs].length, { ...o }.n);",
      "// Math.max(...comment)",
      'const t = "push(...text)";',
    ].join("\n");
    expect(spreadCalls("sample.ts", sample)).toEqual(["sample.ts:1", "sample.ts:2", "sample.ts:3"]);
  });

  it("no source in src/ or web/src/ spreads an array into Math.max, Math.min, push, unshift, splice, fromCharCode or apply", () => {
    const found = [...filesUnder("src"), ...filesUnder("web/src")].flatMap((f) => spreadCalls(f, readFileSync(join(ROOT, f), "utf8")));
    expect(found).toEqual([]);
  });
});
