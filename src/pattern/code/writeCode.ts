// The code writers by language: what `grundy pattern --code <language>` calls.
import { InputError } from "../../errors.js";
import { writeCpp } from "./cpp.js";
import type { Program } from "./program.js";
import { writePython } from "./python.js";
import { writeTypeScript } from "./typescript.js";

/** The languages a law can be printed in, as `--code` takes them. */
export const CODE_LANGUAGES = ["python", "cpp", "ts"] as const;

/** One of {@link CODE_LANGUAGES}. */
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

const WRITERS: Record<CodeLanguage, (program: Program) => string> = { python: writePython, cpp: writeCpp, ts: writeTypeScript };

/**
 * Reads a language name as the command line gives it.
 *
 * @throws InputError `expected a language for --code (python, cpp or ts), got "<token>"`
 * @example codeLanguage("cpp") // "cpp"
 */
export function codeLanguage(token: string): CodeLanguage {
  if ((CODE_LANGUAGES as readonly string[]).includes(token)) return token as CodeLanguage;
  throw new InputError(`a language for --code (${CODE_LANGUAGES.slice(0, -1).join(", ")} or ${CODE_LANGUAGES.at(-1)})`, token);
}

/**
 * Prints a program as a standalone function in one language: Python 3, C++17 or TypeScript
 * (see writePython, writeCpp, writeTypeScript).
 *
 * @param program - a well-formed program
 * @param language - "python", "cpp" or "ts" (any other string is refused as {@link codeLanguage} does)
 * @returns the source, ending in a newline
 * @throws InputError for an unknown language; ProgramError for a malformed program
 */
export function writeCode(program: Program, language: CodeLanguage): string {
  return WRITERS[codeLanguage(language)](program);
}
