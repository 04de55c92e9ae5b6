import type { CompiledRules } from "./compile.js";
import type { Workspace } from "./workspace.js";
/** Fills heaps from … to − 1 by the definition. */
export declare function naiveFill(c: CompiledRules, ws: Workspace, from: number, to: number): void;
