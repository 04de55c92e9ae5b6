import { Command } from "@commander-js/extra-typings";
import type { Family } from "../games/family.js";
/** The families for `--help`, from the registry: usage and summary, one a line. */
export declare function familiesHelp(families?: readonly Family[]): string;
/** `grundy analyze <expression>`. */
export declare function analyzeCommand(): Command;
