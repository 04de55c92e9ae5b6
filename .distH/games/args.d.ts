import type { Atom, Call } from "../expression/ast.js";
/** Reads a call's arguments, with errors that name the column and the expected form. */
export declare class Args {
    readonly call: Call;
    readonly usage: string;
    constructor(call: Call, usage: string);
    /** How an atom was written, for error messages (")" when it is missing). */
    static show(atom: Atom | undefined): string;
    private fail;
    /** The family's name, as its usage writes it ("euclid" for "euclid(a,b)"). */
    private get name();
    /** All atoms of one section, flattened (commas and spaces both separate). */
    atoms(section?: number): Atom[];
    /** At most `max` sections (split by ";"); more is an error. */
    sections(max: number): void;
    int(atom: Atom | undefined, what?: string): bigint;
    /** A list of exactly `count` integers (or any number when count is undefined). */
    ints(section: number, count?: number, what?: string): bigint[];
}
/** What a usage without sections takes, in words: "two numbers separated by a comma", "numbers separated by commas". */
export declare function takes(usage: string): string;
