/** Case, spaces, apostrophes, "_" and "-" do not matter in a game's name: the key names are matched by. */
export const squashName = (s: string): string => s.toLowerCase().replace(/[\s'’_-]+/g, "");
