import { Command } from "@commander-js/extra-typings";
import { type MisereQuotient } from "../index.js";
/** The JSON a run prints with --json. */
export declare function misereJson(q: MisereQuotient): Record<string, unknown>;
/** The lines a run prints. */
export declare function misereLines(q: MisereQuotient): string[];
export declare function misereCommand(): Command;
