// The value of a position from its family's theory alone: every component's knownValue,
// with no search (a Cram board its own half turn, a strip, a graph of small parts).
import type { SearchFamily } from "./family.js";

/** The nim-sum of the position's components when theory values each, else −1 (some component needs the search). */
export function theoryValue<P>(family: SearchFamily<P>, position: P): number {
  let x = 0;
  let open = false;
  family.components(position, {
    begin() {},
    component(_lo, _hi, known) {
      if (known < 0) open = true;
      else x ^= known;
    },
  });
  return open ? -1 : x;
}
