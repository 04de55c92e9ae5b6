import { it } from "vitest";
import { startLab } from "./harness.js";
it("prof", async () => {
  const lab = await startLab();
  const t = () => performance.now();
  for (const wu of ["commit", "domcontentloaded", "load", "load", "networkidle"] as const) {
    const page = await lab.context!.newPage();
    page.on("requestfinished", (r) => { if (wu === "networkidle") console.log("  req", r.url().slice(-40), r.timing().responseEnd.toFixed(0)); });
    const t0 = t();
    await page.goto(lab.url + "#play=wythoff(8,4)", { waitUntil: wu });
    console.log(wu, (t() - t0).toFixed(0));
    await page.close();
  }
  await lab.close();
}, 60000);
