import { Command } from "@commander-js/extra-typings";
/**
 * `grundy judge <problem> [--explain]`: reads the judge input on stdin and writes exactly
 * the judge output on stdout. A malformed input is one line on stderr naming the line and
 * the token, exit code 2, after the answers to the cases before it.
 */
export declare function judgeCommand(): Command<["hdu1527" | "hdu3595" | "hdu4559"], {
    explain?: true;
}, {}>;
