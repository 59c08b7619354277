// Makes this build's Pyodide memory snapshot off the page's thread (pyodide-early.mjs starts it
// once the home screen is idle) and keeps it in Cache Storage.
//
// The page restores the snapshot's wasm memory before PyScript runs, so the snapshot holds what a
// page has before PyScript: CPython started, and our packages imported from where PyScript's
// `files` config puts them (the archives unpacked into the home directory, as PyScript does).
// Python may hold no JS object when the snapshot is taken unless it was reached from `js` by
// attribute access (Pyodide re-links those by path to the page's globals on restore; the result of
// a call cannot be stored). So `import js` is fine, but `pyscript` (it needs PyScript's JS modules and
// the document) and web/main.py (it draws the page) are left to the page. See bench/snapshot.md.
import "./no-jspi.mjs"; // first: before Pyodide looks for JSPI
import { loadPyodide } from "./pyodide/pyodide.mjs";

const site = new URL("./", import.meta.url);

/**
 * Import every module of our packages (but command-line entry points), then the standard modules
 * the page had imported by the time it asked (``stdlib``): PyScript's and the app's. One that cannot
 * be imported here (it needs the page) is left for the page to import.
 */
const IMPORTS = `
import importlib, os, sys
import pygames, web
for package in (pygames, web):  # os.walk, not pkgutil: the trimmed stdlib ships only what the site imports
    root = package.__path__[0]
    for folder, _, files in os.walk(root):
        prefix = package.__name__ + folder[len(root):].replace("/", ".")
        for file in sorted(files):
            stem, _, suffix = file.rpartition(".")
            name = prefix if stem == "__init__" else f"{prefix}.{stem}"
            if suffix in ("py", "pyc") and name not in ("web.main", "pygames.__main__"):  # one draws the page, one is a command line
                importlib.import_module(name)
for name in stdlib:
    try:
        importlib.import_module(name)
    except Exception:
        sys.modules.pop(name, None)
len(sys.modules)
`;

async function make({ cache: cacheName, entry, stdlib }) {
  const start = performance.now();
  const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", site).href, _makeSnapshot: true });
  const config = await (await fetch(new URL("./pyscript.json", site))).json();
  for (const [url, target] of Object.entries(config.files || {})) {
    const format = /\.(zip|whl)$/.exec(url)?.[1];
    if (target !== "./*" || !format) throw new Error(`pyscript.json: cannot unpack ${url} to ${target}`);
    const response = await fetch(new URL(url, site));
    if (!response.ok) throw new Error(`${response.status} ${url}`);
    pyodide.unpackArchive(await response.arrayBuffer(), format, { extractDir: "./" });
  }
  const scope = pyodide.globals.get("dict")();
  let modules;
  try {
    scope.set("stdlib", pyodide.toPy(stdlib || []));
    modules = pyodide.runPython(IMPORTS, { globals: scope });
  } finally {
    scope.destroy();
  }
  const snapshot = pyodide.makeMemorySnapshot();
  const made = performance.now();
  const body = withoutZeroPages(snapshot);
  const cache = await caches.open(cacheName);
  await cache.put(entry, new Response(body, {
    headers: { "content-type": "application/octet-stream", "x-snapshot-bytes": String(snapshot.byteLength) },
  }));
  for (const request of await cache.keys()) {
    if (request.url !== entry) await cache.delete(request); // an older build's
  }
  return { modules, bytes: snapshot.byteLength, stored: body.size, makeMs: made - start, storeMs: performance.now() - made };
}

const PAGE = 4096;

/**
 * The snapshot as stored: one byte per 4 KiB page (1: kept), then the kept pages. Most of the wasm
 * memory is zero pages: 31.5 MB become about 11 MB, and the page reads them back sooner.
 */
function withoutZeroPages(snapshot) {
  const pages = Math.ceil(snapshot.length / PAGE);
  const kept = new Uint8Array(pages);
  const parts = [kept];
  for (let page = 0; page < pages; page++) {
    const bytes = snapshot.subarray(page * PAGE, (page + 1) * PAGE);
    if (bytes.some((byte) => byte !== 0)) {
      kept[page] = 1;
      parts.push(bytes);
    }
  }
  return new Blob(parts);
}

self.onmessage = (event) => {
  make(event.data).then(
    (result) => postMessage(result),
    (error) => postMessage({ error: String(error && error.stack || error) }),
  );
};
