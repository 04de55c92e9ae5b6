import { describeValue, GrundyError, UserCodeError } from "../../errors.js";
const MAX_SHOWN = 60;
/** A position (or any value) for a message, shortened. */
function shown(show, p) {
    let text;
    try {
        text = show(p);
        if (typeof text !== "string")
            text = describeValue(p);
    }
    catch {
        text = describeValue(p);
    }
    return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}
const messageOf = (e) => {
    const raw = e instanceof Error ? e.message : describeValue(e);
    return raw.split("\n").find((l) => l.trim() !== "") ?? (e instanceof Error ? e.name : "");
};
/** The one error for something a user's member threw: GrundyErrors pass as they are. */
export function thrownBy(family, member, args, e) {
    if (e instanceof GrundyError)
        return e;
    return new UserCodeError(family, member, `${member}(${args}) threw: ${messageOf(e)}`, e);
}
/** Calls `f`, turning what it throws into the family's error. */
export function guarded(family, member, args, f) {
    try {
        return f();
    }
    catch (e) {
        throw thrownBy(family, member, args(), e);
    }
}
function* guardedIteration(family, at, iterable) {
    // the position's text (the user's show) only when something fails
    const fail = (e) => thrownBy(family, "moves", at(), e);
    let it;
    try {
        it = iterable[Symbol.iterator]();
    }
    catch (e) {
        throw fail(e);
    }
    for (;;) {
        let r;
        try {
            r = it.next();
        }
        catch (e) {
            throw fail(e);
        }
        if (r === null || typeof r !== "object")
            throw new UserCodeError(family, "moves", `moves(${at()}) returned an iterator whose next() gave ${describeValue(r)}`);
        if (r.done)
            return;
        yield r.value;
    }
}
/** The game with its members guarded (the user's moves, key, show, components). */
export function guardGame(family, game) {
    const { moves, key, show, components } = game;
    const at = (p) => shown(show, p);
    return {
        ...game,
        moves(p) {
            let options;
            try {
                options = moves(p);
            }
            catch (e) {
                throw thrownBy(family, "moves", at(p), e);
            }
            if (Array.isArray(options))
                return options;
            if (options === null || typeof options !== "object" || typeof options[Symbol.iterator] !== "function") {
                throw new UserCodeError(family, "moves", `moves(${at(p)}) returned ${shown(describeValue, options)}, not an iterable of positions (an array, a Set or a generator)`);
            }
            return guardedIteration(family, () => at(p), options);
        },
        key(p) {
            const k = guarded(family, "key", () => at(p), () => key(p));
            if (typeof k !== "string" && typeof k !== "number" && typeof k !== "bigint") {
                throw new UserCodeError(family, "key", `key(${at(p)}) returned ${shown(describeValue, k)}, not a string, number or bigint`);
            }
            return k;
        },
        show: (p) => guarded(family, "show", () => describeValue(p), () => show(p)),
        components: components &&
            ((p) => guarded(family, "components", () => at(p), () => components(p))),
    };
}
const optional = (check) => (v) => v === undefined || check(v);
const RETURNS = {
    grundy: [optional((v) => typeof v === "bigint" && v >= 0n), "a non-negative bigint or undefined"],
    isP: [optional((v) => typeof v === "boolean"), "true, false or undefined"],
    misereWins: [optional((v) => typeof v === "boolean"), "true, false or undefined"],
    isOption: [optional((v) => typeof v === "boolean"), "true, false or undefined"],
    print: [(v) => typeof v === "string", "a string"],
};
/** A record's closed forms, print and view with their calls guarded (members absent stay absent). */
export function guardMembers(family, record, show) {
    const out = { ...record };
    const at = (args) => args.map((a) => shown(show, a)).join(", ");
    for (const member of ["grundy", "isP", "movesTo", "misereWins", "smith", "isOption", "nimHeaps", "takeAndBreakHeaps", "print"]) {
        const f = record[member];
        if (typeof f !== "function")
            continue;
        const expected = RETURNS[member];
        out[member] = (...args) => {
            const v = guarded(family, member, () => at(args.slice(0, 1)), () => f.apply(record, args));
            if (expected && !expected[0](v))
                throw new UserCodeError(family, member, `${member}(${at(args.slice(0, 1))}) returned ${shown(describeValue, v)}, not ${expected[1]}`);
            return v;
        };
    }
    const view = record.view;
    if (view) {
        const v = { ...view };
        for (const member of ["board", "describe"]) {
            const f = view[member];
            if (typeof f === "function")
                v[member] = (...args) => guarded(family, `view.${member}`, () => at(args.slice(0, 2)), () => f.apply(view, args));
        }
        out.view = v;
    }
    return out;
}
//# sourceMappingURL=guardUserCode.js.map