/**
 * The one rule for a game's name, everywhere (the position language, `grundy seq`, the
 * registry, user families, the lab): case, spaces, apostrophes, "_" and "-" do not matter,
 * and neither does a final "s" ("Dawson's", "dawsons" and "dawson" are one name; so are
 * "officers" and "officer"). Names are stored and looked up under this key.
 */
export function squashName(s) {
    const key = s.toLowerCase().replace(/[\s'’_-]+/g, "");
    return key.length > 1 && key.endsWith("s") ? key.slice(0, -1) : key;
}
//# sourceMappingURL=squashName.js.map