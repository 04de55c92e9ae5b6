/**
 * The value of a connected region of `cells` cells in lines `l[from … to]` when its graph is
 * a path or a cycle, else −1.
 */
export declare function thinRegionValue(l: Int32Array, from: number, to: number, cells: number): number;
