import { InputError } from "../errors.js";
/** Reads a call's arguments, with errors that name the column and the expected form. @internal */
export class Args {
    call;
    usage;
    constructor(call, usage) {
        this.call = call;
        this.usage = usage;
    }
    /** How an atom was written, for error messages (")" when it is missing). */
    static show(atom) {
        return atom ? (atom.kind === "int" ? atom.text : atom.kind === "string" ? atom.value : "{…}") : ")";
    }
    fail(what, atom) {
        throw new InputError(`${what} in ${this.usage}`, Args.show(atom), { column: atom?.column ?? this.call.column });
    }
    /** All atoms of one section, flattened (commas and spaces both separate). */
    atoms(section = 0) {
        return (this.call.sections[section] ?? []).flat();
    }
    /** At most `max` sections (split by ";"); more is an error. */
    sections(max) {
        if (this.call.sections.length > max)
            this.fail(`at most ${max - 1} ";"`, this.atoms(max)[0]);
    }
    int(atom, what = "a non-negative integer") {
        if (atom?.kind !== "int")
            return this.fail(what, atom);
        return atom.value;
    }
    /** A list of exactly `count` integers (or any number when count is undefined). */
    ints(section, count, what = "non-negative integers") {
        const atoms = this.atoms(section);
        if (count !== undefined && atoms.length !== count)
            this.fail(count === 1 ? what : `${count} ${what}`, atoms[count]);
        return atoms.map((a) => this.int(a, what));
    }
}
//# sourceMappingURL=args.js.map