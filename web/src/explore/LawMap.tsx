// A table of two variables beside its law: a heat map of the values (the heat map's colours
// and scale), the cells where the law says P in the P colour, a counterexample outlined (its
// point in the canvas's data-counterexample), and a read-out of the cell pointed at.
import { type FoundLaw, foundLaw } from "sprague-grundy";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { cellAtPoint, drawLawMap, lawPixels } from "./lawMapDraw.ts";
import type { Found } from "./useLawRuns.ts";

/** The largest value of a table (the top of the colour scale). */
function maxOf(values: Int32Array): number {
  let max = 0;
  for (let i = 0; i < values.length; i++) if (values[i]! > max) max = values[i]!;
  return max;
}

/** What a law says at a cell, in words. */
function lawSays(law: FoundLaw, cell: readonly [number, number]): string {
  if (law.law.kind === "none") return "no law";
  try {
    const v = law.at([BigInt(cell[0]), BigInt(cell[1])]);
    return typeof v === "bigint" ? `the law says ${v}${v === 0n ? " (P)" : ""}` : `the law says ${v}`;
  } catch {
    return "the law says nothing here";
  }
}

export function LawMap({ found, marked }: { found: Found; marked: readonly [number, number] | null }) {
  const t = found.values.kind === "table" ? found.values : null;
  const canvas = useRef<HTMLCanvasElement>(null);
  const [readout, setReadout] = useState("Point at the map to read a value and what the law says there.");
  const max = useMemo(() => (t ? maxOf(t.values) : 0), [t]);
  const picture = useMemo(() => {
    if (!t) return null;
    const image = lawPixels(t, found.lawP, max);
    const off = document.createElement("canvas");
    off.width = image.width;
    off.height = image.height;
    off.getContext("2d")!.putImageData(image, 0, 0);
    return off;
  }, [t, found.lawP, max]);

  useEffect(() => {
    const c = canvas.current;
    if (!c || !t || !picture) return;
    const draw = () => drawLawMap(c, t, picture, marked);
    draw();
    c.dataset.state = "ready";
    addEventListener("resize", draw);
    return () => removeEventListener("resize", draw);
  }, [t, picture, marked]);

  const law = useMemo(() => foundLaw(found.law), [found.law]);
  if (!t) return null;
  const onMove = (e: PointerEvent) => {
    const c = canvas.current!;
    const r = c.getBoundingClientRect();
    const cell = cellAtPoint(c, t, e.clientX - r.left, e.clientY - r.top);
    if (!cell) return;
    const v = t.values[(cell[0] - t.from[0]) * t.cols + (cell[1] - t.from[1])]!;
    setReadout(`(${t.variables.join(", ")}) = (${cell.join(", ")}): value ${v}; ${lawSays(law, cell)}`);
  };
  const described = law.describe().split("\n")[0];
  return (
    <figure class="law-map">
      <canvas
        ref={canvas}
        class="heatmap law-heatmap"
        role="img"
        aria-label={`Heat map of the values: ${t.variables[0]} to the right, ${t.variables[1]} upwards; the law's P-positions in crimson. ${described}${marked ? `; the counterexample at (${marked.join(", ")}) is outlined` : ""}`}
        data-counterexample={marked ? marked.join(",") : undefined}
        onPointerMove={onMove}
      />
      <figcaption>
        <p class="legend">
          <span class="swatch p">P-position by the law</span> <span>{t.measure === "grundy" ? "G" : "v"} = 0</span> <span class="bar" aria-hidden="true" />{" "}
          <span>
            {t.measure === "grundy" ? "G" : "v"} = {max.toLocaleString("en-US")}
          </span>
          {marked && <span class="swatch law-counter">counterexample</span>}
        </p>
        <output class="readout" aria-live="polite" data-testid="law-readout">
          {readout}
        </output>
      </figcaption>
    </figure>
  );
}
