// The Explore page's link: the section named in #explore=… by any of its spellings.
import { describe, expect, it } from "vitest";
import { readExploreHash } from "../../web/src/explore/hashState.ts";

describe("readExploreHash", () => {
  it.each([
    ["#explore=analyze", "analyze"],
    ["#explore=analyse", "analyze"],
    ["#explore=ANALYSE", "analyze"],
    ["#explore=analysis", "analyze"],
    ["#explore=Analyse%20a%20position", "analyze"],
    ["#explore=analyze-a-position", "analyze"],
    ["#explore=Grundy+sequences", "seq"],
    ["#explore=sequence", "seq"],
    ["#explore=heat-map", "wythoff"],
    ["#explore=Wythoff%20heat%20map", "wythoff"],
    ["#explore=%20seq%20", "seq"],
  ])("%s is the %s section", (hash, view) => {
    expect(readExploreHash(hash)).toMatchObject({ view });
    expect(readExploreHash(hash).unknown).toBeUndefined();
  });

  it("an unknown section is the heat map with a notice; none at all is the heat map alone", () => {
    expect(readExploreHash("#explore=nosuch")).toMatchObject({ view: "wythoff", unknown: "nosuch" });
    expect(readExploreHash("#explore=")).toEqual(expect.objectContaining({ view: "wythoff" }));
    expect(readExploreHash("#explore=").unknown).toBeUndefined();
    expect(readExploreHash("#explore=seq&code=0.6").params.get("code")).toBe("0.6");
  });
});
