// Lists the exported names in src/ and web/src/ that no other file imports (the package's
// entry points count as users: their exports are the API). Prints one line an export:
// file, name, and whether the file itself still uses it ("local": un-export it) or not
// ("dead": remove it); exports used only by test/, bench/ or scripts/ are listed apart.
// Usage: node scripts/unusedExports.mjs
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const ENTRIES = ["src/index.ts", "src/sequence/index.ts", "src/judge/index.ts", "src/plot/index.ts"].map((f) => path.join(root, f));

function program(tsconfig) {
  const file = path.join(root, tsconfig);
  const config = ts.readConfigFile(file, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(file));
  const extra = tsconfig === "tsconfig.json" ? walk(path.join(root, "scripts")).filter((f) => /\.(ts|mts)$/.test(f)) : [];
  return ts.createProgram([...parsed.fileNames, ...extra], parsed.options);
}

function walk(dir) {
  let out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out = out.concat(walk(p));
    else out.push(p);
  }
  return out;
}

const rel = (f) => path.relative(root, f);
const isProduct = (f) => /^(src|web\/src)\//.test(rel(f));
/** key "file#name" → the kinds of users: "src" (src/web/src files other than the exporter) or "test" */
const users = new Map();
const exportsOf = new Map();

for (const tsconfig of ["tsconfig.json", "web/tsconfig.json"]) {
  const prog = program(tsconfig);
  const checker = prog.getTypeChecker();
  const mark = (key, kind) => {
    if (!users.has(key)) users.set(key, new Set());
    users.get(key).add(kind);
  };
  /** marks an alias chain from a symbol, step by step */
  const follow = (sym, kind) => {
    const seen = new Set();
    while (sym && !seen.has(sym)) {
      seen.add(sym);
      for (const d of sym.declarations ?? []) {
        const f = d.getSourceFile().fileName;
        if (isProduct(f)) mark(`${f}#${sym.escapedName}`, kind);
      }
      if (!(sym.flags & ts.SymbolFlags.Alias)) break;
      sym = checker.getImmediateAliasedSymbol(sym);
    }
  };
  const markModule = (sf, kind) => {
    const m = checker.getSymbolAtLocation(sf);
    if (!m) return;
    for (const s of checker.getExportsOfModule(m)) follow(s, kind);
  };
  const resolve = (fromSf, spec) => {
    const r = ts.resolveModuleName(spec, fromSf.fileName, prog.getCompilerOptions(), ts.sys);
    const f = r.resolvedModule?.resolvedFileName;
    return f ? prog.getSourceFile(f) : undefined;
  };
  for (const sf of prog.getSourceFiles()) {
    const f = sf.fileName;
    if (f.includes("node_modules")) continue;
    const kind = isProduct(f) ? "src" : "test";
    if (isProduct(f)) {
      const m = checker.getSymbolAtLocation(sf);
      if (m)
        exportsOf.set(
          f,
          checker.getExportsOfModule(m).map((s) => String(s.escapedName)),
        );
    }
    if (ENTRIES.includes(f)) markModule(sf, "api");
    const visit = (node) => {
      if (ts.isImportDeclaration(node) && node.importClause) {
        const c = node.importClause;
        if (c.name) follow(checker.getSymbolAtLocation(c.name), kind);
        const b = c.namedBindings;
        if (b && ts.isNamedImports(b)) for (const e of b.elements) follow(checker.getSymbolAtLocation(e.name), kind);
        if (b && ts.isNamespaceImport(b)) {
          const target = resolve(sf, node.moduleSpecifier.text);
          if (target) markModule(target, kind);
        }
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
        // a re-export is a use only when its own export is used (followed from the importer)
        if (!node.exportClause) {
          const target = resolve(sf, node.moduleSpecifier.text);
          if (target) markModule(target, kind);
        }
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
        const target = resolve(sf, node.arguments[0].text);
        if (target) markModule(target, kind);
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
        const target = resolve(sf, node.argument.literal.text);
        if (target) markModule(target, kind);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
}

const dead = [];
const testOnly = [];
for (const [f, names] of [...exportsOf].sort()) {
  if (ENTRIES.includes(f)) continue;
  for (const n of names) {
    if (n === "default") continue;
    const u = users.get(`${f}#${n}`);
    if (u?.has("src") || u?.has("api")) continue;
    const text = readFileSync(f, "utf8");
    const uses = text.match(new RegExp(`\\b${n.replace(/\$/g, "\\$")}\\b`, "g"))?.length ?? 0;
    const line = `${rel(f)}  ${n}  ${uses > 1 ? "local" : "dead"}`;
    (u?.has("test") ? testOnly : dead).push(line);
  }
}
console.log(`unused outside tests (${dead.length}):\n${dead.join("\n")}`);
console.log(`\nused only by test/, bench/ or scripts/ (${testOnly.length}):\n${testOnly.join("\n")}`);
