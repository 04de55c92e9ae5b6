// The law as a standalone function: Python, C++ or TypeScript (the library's writeCode of the
// law's program), with a copy button; a law that leaves some positions open has none.
import { CODE_LANGUAGES, type CodeLanguage, foundLaw, type Law, writeCode } from "sprague-grundy";
import { useMemo, useState } from "preact/hooks";

const NAMES: Record<CodeLanguage, string> = { python: "Python", cpp: "C++", ts: "TypeScript" };

export function LawCode({ law }: { law: Law }) {
  const [language, setLanguage] = useState<CodeLanguage>("python");
  const [copied, setCopied] = useState("");
  const code = useMemo(() => {
    const program = foundLaw(law).program();
    return program === null ? null : writeCode(program, language);
  }, [law, language]);
  const copy = () => {
    if (code === null) return;
    const clip = navigator.clipboard;
    if (!clip) {
      setCopied("copying is not allowed here: select the code and copy it");
      return;
    }
    clip.writeText(code).then(
      () => setCopied("copied"),
      () => setCopied("copying is not allowed here: select the code and copy it"),
    );
  };
  return (
    <section class="law-code" aria-label="The law as code">
      <h3>Code</h3>
      <div class="controls">
        <span>
          <label for="law-language">Language</label>{" "}
          <select
            id="law-language"
            value={language}
            onChange={(e) => {
              setLanguage((e.currentTarget as HTMLSelectElement).value as CodeLanguage);
              setCopied("");
            }}
          >
            {CODE_LANGUAGES.map((l) => (
              <option value={l} key={l}>
                {NAMES[l]}
              </option>
            ))}
          </select>
        </span>
        <button type="button" onClick={copy} disabled={code === null}>
          Copy
        </button>
        <output class="hint" aria-live="polite">
          {copied}
        </output>
      </div>
      {code === null ? (
        <p class="hint" data-testid="law-no-code">
          No law covers every position, so there is no program to print.
        </p>
      ) : (
        <pre class="summary law-source" data-testid="law-code">
          {code}
        </pre>
      )}
    </section>
  );
}
