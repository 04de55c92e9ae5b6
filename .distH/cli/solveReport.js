// What `grundy solve cram|nodekayles` prints when the search is done (one thread or several).
import { SLOT_BYTES } from "../search/transpositionTable.js";
import { group, mib } from "./counts.js";
/** CPU seconds (user and system, every thread) since `from`. */
export function cpuSeconds(from) {
    const u = process.cpuUsage(from);
    return Number(((u.user + u.system) / 1e6).toFixed(3));
}
/** Prints a finished search to stdout: a few lines, or one JSON object. */
export function printSolved(s, json) {
    const peak = process.resourceUsage().maxRSS * 1024;
    const { value, table } = s;
    if (json) {
        const out = {
            game: s.game,
            position: s.label,
            value,
            seconds: Number(s.seconds.toFixed(3)),
            cpuSeconds: s.cpuSeconds,
            positions: s.positions,
            earlierPositions: s.earlier,
            tableEntries: table.filled,
            tableSlots: table.slots,
            tableMaxSlots: table.maxSlots,
            peakRssBytes: peak,
            threads: s.threads,
        };
        process.stdout.write(`${JSON.stringify(out)}\n`);
        return;
    }
    const lines = [
        `${s.label}: nimber ${value} (${value === 0 ? "P: the second player wins" : "N: the first player wins"})`,
        `time       ${s.seconds.toFixed(2)} s (CPU ${s.cpuSeconds.toFixed(2)} s${s.threads > 1 ? `, ${s.threads} threads` : ""})`,
        `positions  ${group(s.positions)} searched${s.earlier > 0 ? ` (${group(s.earlier)} in earlier runs, read from ${s.tableFile})` : ""}`,
        `table      ${group(table.filled)} entries in ${group(table.slots)} slots (${mib(table.slots * SLOT_BYTES)}, at most ${mib(table.maxSlots * SLOT_BYTES)})${table.replaced > 0 ? `, ${group(table.replaced)} replaced` : ""}${s.threads > 1 ? `, over ${s.threads} workers` : ""}`,
        `memory     peak RSS ${mib(peak)}`,
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
}
//# sourceMappingURL=solveReport.js.map