import { describe, expect, it } from "vitest";
import { InputError } from "../../../src/errors.js";
import { writeCpp } from "../../../src/pattern/code/cpp.js";
import { writePython } from "../../../src/pattern/code/python.js";
import { writeTypeScript } from "../../../src/pattern/code/typescript.js";
import { CODE_LANGUAGES, type CodeLanguage, codeLanguage, writeCode } from "../../../src/pattern/code/writeCode.js";
import { kayles, wythoff } from "../../helpers/lawPrograms.js";

describe("writeCode", () => {
  it("lists the three languages --code takes", () => {
    expect(CODE_LANGUAGES).toEqual(["python", "cpp", "ts"]);
  });

  it("prints a program with the writer of the language named", () => {
    expect(writeCode(kayles, "python")).toBe(writePython(kayles));
    expect(writeCode(wythoff, "cpp")).toBe(writeCpp(wythoff));
    expect(writeCode(wythoff, "ts")).toBe(writeTypeScript(wythoff));
  });

  it("reads a language name, and refuses another with an InputError naming the token and the languages", () => {
    expect(codeLanguage("ts")).toBe("ts");
    expect(() => codeLanguage("java")).toThrow(InputError);
    expect(() => codeLanguage("java")).toThrow('expected a language for --code (python, cpp or ts), got "java"');
    expect(() => writeCode(kayles, "c++" as CodeLanguage)).toThrow('expected a language for --code (python, cpp or ts), got "c++"');
  });
});
