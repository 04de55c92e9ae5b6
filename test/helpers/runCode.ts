// Runs a printed law (Python 3, C++17 or TypeScript source) on many inputs in one process: the
// harness appends a driver that reads one line of integers per call from stdin and prints
// one result per line. g++ and python3 must be on the PATH: a missing tool fails the test with
// a message saying so, it never skips.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { transformSync } from "esbuild";

export type Language = "python" | "cpp" | "ts";

/** The printed function: its name and how many integers it takes. */
export interface Callee {
  name: string;
  arity: number;
}

/** The flags the printed C++ must compile under. */
export const CPP_FLAGS = ["-std=c++17", "-O2", "-Wall", "-Wextra", "-Werror"] as const;

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

const FOUND = new Map<string, string>();

/**
 * Fails (never skips) when a command is not on the PATH; gives the command to run (for python3
 * the interpreter's own path, so that a version manager's shim is paid for once).
 */
export function requireTool(command: "g++" | "python3"): string {
  const known = FOUND.get(command);
  if (known !== undefined) return known;
  const r = command === "python3" ? spawnSync(command, ["-c", "import sys; print(sys.executable)"], { encoding: "utf8" }) : spawnSync(command, ["--version"], { encoding: "utf8" });
  if (r.error !== undefined || r.status !== 0) {
    throw new Error(`${command} is needed to test the printed code and was not found on the PATH (on Debian: apt-get install ${command})`);
  }
  const path = command === "python3" ? r.stdout.trim() || command : command;
  FOUND.set(command, path);
  return path;
}

function run(command: string, args: readonly string[], input: string, what: string): string {
  const r = spawnSync(command, args, { input, encoding: "utf8", maxBuffer: 1 << 28 });
  if (r.error !== undefined) throw new Error(`${what}: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`${what} exited with ${r.status}:\n${r.stderr}`);
  return r.stdout;
}

function driver(language: Language, f: Callee): string {
  const args = Array.from({ length: f.arity }, (_, i) => `a${i}`);
  switch (language) {
    case "python":
      return [
        "",
        "import sys as _sys",
        "_out = []",
        "for _line in _sys.stdin:",
        "    _parts = _line.split()",
        "    if _parts:",
        `        _out.append(str(${f.name}(*map(int, _parts))))`,
        '_sys.stdout.write("\\n".join(_out) + "\\n")',
        "",
      ].join("\n");
    case "cpp":
      return [
        "",
        "#include <iostream>",
        "int main() {",
        "  std::ios::sync_with_stdio(false);",
        `  long long ${args.join(", ")};`,
        `  while (std::cin >> ${args.join(" >> ")}) std::cout << ${f.name}(${args.join(", ")}) << '\\n';`,
        "}",
        "",
      ].join("\n");
    default:
      return [
        "",
        'import { readFileSync as _read } from "node:fs";',
        "const _out: string[] = [];",
        'for (const _line of _read(0, "utf8").split("\\n")) {',
        '  const _parts = _line.trim().split(/\\s+/).filter((s) => s !== "");',
        `  if (_parts.length > 0) _out.push(String((${f.name} as (...xs: bigint[]) => unknown)(..._parts.map((s) => BigInt(s)))));`,
        "}",
        'process.stdout.write(_out.join("\\n") + "\\n");',
        "",
      ].join("\n");
  }
}

/**
 * Runs `source` (a printed function) on every input, in one process: python3 for Python, g++
 * with {@link CPP_FLAGS} then the program for C++, esbuild's transform then node for TypeScript.
 *
 * @returns one output line an input ("P", "N" or a decimal integer)
 * @throws when the tool is missing, the code does not compile, or the run fails
 */
export function runCode(language: Language, source: string, f: Callee, inputs: readonly (readonly bigint[])[]): string[] {
  return runProgramText(language, source + driver(language, f), `${inputs.map((xs) => xs.join(" ")).join("\n")}\n`);
}

/**
 * Runs a whole program text (printed code and a driver of the caller's) on `input` in one
 * process, as {@link runCode} does.
 *
 * @returns the lines it prints
 */
export function runProgramText(language: Language, program: string, input: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), "grundy-code-"));
  try {
    let out: string;
    if (language === "python") {
      const python = requireTool("python3");
      writeFileSync(join(dir, "law.py"), program);
      out = run(python, [join(dir, "law.py")], input, "python3");
    } else if (language === "cpp") {
      requireTool("g++");
      writeFileSync(join(dir, "law.cpp"), program);
      run("g++", [...CPP_FLAGS, join(dir, "law.cpp"), "-o", join(dir, "law")], "", "g++");
      out = run(join(dir, "law"), [], input, "the compiled law");
    } else {
      writeFileSync(join(dir, "law.mjs"), transformSync(program, { loader: "ts", format: "esm" }).code);
      out = run(process.execPath, [join(dir, "law.mjs")], input, "node");
    }
    const lines = out.split("\n");
    if (lines.at(-1) === "") lines.pop();
    return lines;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Type-checks TypeScript sources (each a module on its own) with the project's tsc under
 * strict and noUncheckedIndexedAccess, in one process.
 *
 * @returns tsc's diagnostics ("" when clean)
 */
export function typeCheckTypeScript(sources: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "grundy-code-"));
  try {
    const files = sources.map((s, i) => {
      const file = join(dir, `law${i}.ts`);
      writeFileSync(file, s);
      return file;
    });
    const tsc = join(ROOT, "node_modules", "typescript", "bin", "tsc");
    const flags = [
      "--noEmit",
      "--strict",
      "--noUncheckedIndexedAccess",
      "--target",
      "es2022",
      "--module",
      "esnext",
      "--moduleResolution",
      "bundler",
      "--lib",
      "es2022",
      "--skipLibCheck",
    ];
    const r = spawnSync(process.execPath, [tsc, ...flags, ...files], { encoding: "utf8" });
    return `${r.stdout}${r.stderr}`.trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
