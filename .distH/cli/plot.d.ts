import { Command } from "@commander-js/extra-typings";
/** `grundy plot …`: pictures of Grundy values. */
export declare function plotCommand(): Command;
