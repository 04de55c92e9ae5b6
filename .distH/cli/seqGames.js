import { loadGames } from "./loadGames.js";
export { readSeqGame, seqReport } from "../games/familySequence.js";
/** The families of the --games files. */
export async function seqFamilies(files) {
    const families = [];
    for (const file of files)
        families.push(...(await loadGames(file)));
    return families;
}
//# sourceMappingURL=seqGames.js.map