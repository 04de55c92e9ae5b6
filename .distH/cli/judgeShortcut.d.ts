/**
 * Recognises a plain `grundy judge <problem> [--explain]` (a known problem, nothing
 * else) so that the executable (grundy.ts, bundled into one CommonJS file) can run it
 * without loading the ES-module program and commander. Anything else — help, unknown
 * problems or options — goes through the commander program in main.ts, which defines
 * the command ({@link judgeCommand}).
 *
 * @param argv - process.argv
 * @returns the run, or null when commander should parse the arguments
 */
export declare function judgeShortcut(argv: readonly string[]): (() => Promise<void>) | null;
