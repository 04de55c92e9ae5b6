import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HAVE_CHROMIUM, type Lab, openPage, startLab } from "./harness.js";

describe.skipIf(!HAVE_CHROMIUM)("the lab's shell", () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab();
  });
  afterAll(async () => {
    await lab?.close();
  });

  it("opens on Play and switches to Explore", async () => {
    const w = await openPage(lab);
    await w.page.getByRole("heading", { name: "grundy lab" }).waitFor();
    await w.page.getByRole("link", { name: "Explore" }).click();
    // the Explore page writes its state into the hash (#explore=…)
    await expect.poll(() => new URL(w.page.url()).hash, { timeout: 30_000 }).toMatch(/^#explore/);
    await w.page
      .getByRole("heading", { name: /Wythoff|Grundy|Analyse/ })
      .first()
      .waitFor();
    w.finish();
  });
});
