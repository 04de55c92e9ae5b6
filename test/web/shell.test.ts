import { afterAll, beforeAll, describe, it } from "vitest";
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
    await w.page.waitForURL(/#explore$/);
    w.finish();
  });
});
