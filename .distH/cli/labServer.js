// Serves the built lab (dist/web) from 127.0.0.1: static files only, no computation on the
// server (the page computes everything). Used by `grundy lab` and by the browser tests.
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
const TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
    ".wasm": "application/wasm",
};
/** Where `npm run build` puts the lab: dist/web beside dist/cli. */
export function labDirectory() {
    // dist/cli/labServer.js → dist/web; run from the sources (src/cli/labServer.ts, tsx or
    // vitest), the built lab is still dist/web
    const here = import.meta.url.endsWith(".ts") ? "../../dist/web/" : "../web/";
    return fileURLToPath(new URL(here, import.meta.url));
}
/**
 * Starts a static file server for `dir` on 127.0.0.1 (or another address).
 *
 * @param dir - the built site
 * @param port - the port (0: any free port)
 * @param host - the address to listen on (0.0.0.0: every interface)
 */
export function serveLab(dir, port = 0, host = "127.0.0.1") {
    const root = normalize(dir.endsWith(sep) ? dir : dir + sep);
    const server = createServer((req, res) => {
        let path;
        try {
            path = decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname);
        }
        catch {
            res.writeHead(400).end("bad request");
            return;
        }
        if (req.method !== "GET" && req.method !== "HEAD") {
            res.writeHead(405, { allow: "GET, HEAD" }).end();
            return;
        }
        if (path.endsWith("/"))
            path += "index.html";
        const file = normalize(join(root, path));
        const stat = file.startsWith(root) ? statSync(file, { throwIfNoEntry: false }) : undefined;
        if (!stat?.isFile()) {
            res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found");
            return;
        }
        res.writeHead(200, {
            "content-type": TYPES[extname(file)] ?? "application/octet-stream",
            "content-length": stat.size,
            "cache-control": "no-cache",
            "x-content-type-options": "nosniff",
        });
        if (req.method === "HEAD")
            res.end();
        else
            createReadStream(file).pipe(res);
    });
    return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
            const address = server.address();
            const actual = typeof address === "object" && address ? address.port : port;
            const shown = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
            resolve({
                server,
                url: `http://${shown}:${actual}/`,
                close: () => new Promise((done) => server.close(() => done())),
            });
        });
    });
}
//# sourceMappingURL=labServer.js.map