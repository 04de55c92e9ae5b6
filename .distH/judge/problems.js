/** The judge problems `grundy judge` knows. */
export const PROBLEM_NAMES = ["hdu1527", "hdu3595", "hdu4559"];
/**
 * Loads the solver of a problem (only its own modules, to keep start-up short).
 *
 * @param name - the problem
 * @returns its solver
 */
export async function loadProblem(name) {
    switch (name) {
        case "hdu1527":
            return (await import("./hdu1527.js")).hdu1527;
        case "hdu3595":
            return (await import("./hdu3595.js")).hdu3595;
        case "hdu4559":
            return (await import("./hdu4559.js")).hdu4559;
    }
}
//# sourceMappingURL=problems.js.map