import { genusLevels } from "./_internals/genusLevels.js";
/**
 * The genus of a position of a finite game (Conway; Winning Ways ch. 12–13).
 *
 * @param game - a finite acyclic game
 * @param position - the position (taken whole: a genus is not a sum of its components' genera)
 * @param options - the budget of moves for exploring the positions reachable from it
 * @returns g, γ₀…γₜ and whether it is tame
 * @throws GrundyError when more positions are reachable than the budget allows
 * @throws GameError for a loopy game, or a cycle
 * @example formatGenus(genus(nim, [1])) // "1^{031}"
 */
export function genus(game, position, options = {}) {
    const t = genusLevels(game, position, options);
    return { g: t.g[0], gammas: t.rootGammas, tame: t.tame[0] === 1 };
}
/**
 * A genus written as Winning Ways writes it: `0^{120}`, `4^{146}`; with commas between the
 * γ's when one of them has two digits (`12^{14,12}`).
 *
 * @param genus - from {@link genus}
 */
export function formatGenus(genus) {
    const wide = genus.gammas.some((x) => x > 9);
    return `${genus.g}^{${genus.gammas.join(wide ? "," : "")}}`;
}
//# sourceMappingURL=genus.js.map