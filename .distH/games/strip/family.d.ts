import { type Strip } from "./rules.js";
/** `strip(n; row,column …)`: colouring a 2×n strip, exact for any n (proven period of blank runs). */
export declare const stripFamily: import("../family.js").Family<Strip>;
