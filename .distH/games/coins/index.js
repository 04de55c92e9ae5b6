// The coin-turning games: one namespace each (`family`, `game`), and the shared readers.
import { cornersFamily } from "./corners.js";
import { mockTurtlesFamily } from "./mockTurtles.js";
import { rulerFamily } from "./ruler.js";
import { turtlesFamily } from "./turtles.js";
export { cornersFamily, mockTurtlesFamily, rulerFamily, turtlesFamily };
/** Turning Turtles: `turtles("HTTHH")` (a head at n worth n). */
export const turtles = { family: turtlesFamily, game: turtlesFamily.game };
/** Mock Turtles: `mockturtles("HTTHH")` (a head at n worth the n-th odious number). */
export const mockturtles = { family: mockTurtlesFamily, game: mockTurtlesFamily.game };
/** Ruler: `ruler("HTTHH")` (a head at n worth the largest power of 2 dividing n). */
export const ruler = { family: rulerFamily, game: rulerFamily.game };
/** Turning Corners: `corners("HT/TH")` (a head at (x, y) worth x ⊗ y). */
export const corners = { family: cornersFamily, game: cornersFamily.game };
//# sourceMappingURL=index.js.map