import type { Atom, Call } from "../expression/ast.js";
import { InputError } from "../errors.js";

/** Reads a call's arguments, with errors that name the column and the expected form. */
export class Args {
  constructor(
    readonly call: Call,
    readonly usage: string,
  ) {}

  /** How an atom was written, for error messages (")" when it is missing). */
  static show(atom: Atom | undefined): string {
    if (!atom) return ")";
    return atom.kind === "int" ? atom.text : atom.kind === "string" ? atom.value : atom.kind === "var" ? atom.name : "{…}";
  }

  private fail(what: string, atom: Atom | undefined): never {
    // a missing argument of a call without sections is at its ")"; with sections, at the call
    const missing = this.call.sections.length === 1 ? (this.call.closeColumn ?? this.call.column) : this.call.column;
    throw new InputError(`${what} in ${this.usage}`, Args.show(atom), { column: atom?.column ?? missing });
  }

  /** The family's name, as its usage writes it ("euclid" for "euclid(a,b)"). */
  private get name(): string {
    const i = this.usage.indexOf("(");
    return i < 0 ? this.usage : this.usage.slice(0, i);
  }

  /** All atoms of one section, flattened (commas and spaces both separate). */
  atoms(section = 0): Atom[] {
    // a loop, not flat(): a sum of 10^6 calls reads 10^6 of these
    const out: Atom[] = [];
    for (const tuple of this.call.sections[section] ?? []) for (const atom of tuple) out.push(atom);
    return out;
  }

  /** At most `max` sections (split by ";"); more is an error. */
  sections(max: number): void {
    if (this.call.sections.length <= max) return;
    if (max > 1) this.fail(`at most ${max - 1} ";" (${this.name} takes ${max} sections at most)`, this.atoms(max)[0]);
    // a family without sections: say in words what it takes instead
    // at what follows the first ";" (as every error of a call points at its token), else at the ";"
    const column = this.atoms(max)[0]?.column ?? this.call.semicolons?.[0] ?? this.call.column;
    const e = new InputError(`${takes(this.usage)} in ${this.usage}, not ";"`, ";", { column });
    e.message = `column ${column}: ${this.name} takes ${takes(this.usage)}, as in ${this.usage}: no ";"`;
    throw e;
  }

  int(atom: Atom | undefined, what = "a non-negative integer"): bigint {
    if (atom?.kind !== "int") return this.fail(what, atom);
    return atom.value;
  }

  /** A list of exactly `count` integers (or any number when count is undefined). */
  ints(section: number, count?: number, what = "non-negative integers"): bigint[] {
    const atoms = this.atoms(section);
    if (count !== undefined && atoms.length !== count) this.fail(count === 1 ? what : `${count} ${what}`, atoms[count]);
    return atoms.map((a) => this.int(a, what));
  }
}

const COUNTS = ["no", "one", "two", "three", "four", "five", "six"];

/** What a usage without sections takes, in words: "two numbers separated by a comma", "numbers separated by commas". */
export function takes(usage: string): string {
  const inner = usage.slice(usage.indexOf("(") + 1, usage.lastIndexOf(")"));
  const items = inner.split(",").map((s) => s.trim());
  const numbers = items.every((s) => /^[A-Za-z0-9_…]+$/.test(s));
  if (!numbers) return "arguments separated by commas";
  if (items.some((s) => s.includes("…"))) return "numbers separated by commas";
  const n = items.length;
  if (n === 1) return "one number";
  return `${COUNTS[n] ?? n} numbers separated by ${n === 2 ? "a comma" : "commas"}`;
}
