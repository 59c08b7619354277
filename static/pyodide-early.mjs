// Pyodide starts loading as soon as index.html is parsed, in parallel with PyScript's own
// start-up, instead of after it (measured: a cold start 0.4 s sooner on a 2-core machine).
// PyScript's `interpreter` config points at this module; the browser evaluates a module
// once per URL, so PyScript receives the interpreter that is already on its way.
//
// Return visits start from a memory snapshot: after a first start, once the home screen is idle,
// snapshot-worker.mjs starts a second Pyodide in a worker, imports our packages there, and keeps
// its wasm memory (without the zero pages) in Cache Storage under SNAPSHOT_KEY. A later start
// restores that memory instead of initialising CPython and importing again (bench/snapshot.md).
// The key hashes everything that shapes the snapshot (build.py's stamp_snapshot_key), so a new
// deploy never restores an old one; any failure (no Cache Storage, damaged bytes, an error or a
// hang in the restore) starts Python afresh and drops the entry. Pyodide's snapshot options are
// private API: pinned by the vendored version.
//
// <html data-snapshot> tells how this start went: "restored", "fallback" (a snapshot failed, so a
// fresh start) or "absent" (none stored); data-snapshot-store="made" (or "failed") once this page
// has stored a new one. performance.mark()s "pyodide-early:*" time the steps (bench/snapshot.py).
import "./no-jspi.mjs"; // first: before Pyodide looks for JSPI
import { loadPyodide as load, version } from "./pyodide/pyodide.mjs";

const SNAPSHOT_KEY = ""; // build.py stamps it; empty (an unbuilt copy): no snapshots
const indexURL = new URL("./pyodide/", import.meta.url).href;
const root = document.documentElement;
/** Not the service worker's "pygames:<scope>:" prefix, whose activate step deletes other builds' caches. */
export const SNAPSHOTS = `pygames-snapshot:${new URL("./", import.meta.url).href}`;
/** The entry's name in that cache (never fetched). */
export const ENTRY = new URL(`./pyodide/snapshot-${SNAPSHOT_KEY}.bin`, import.meta.url).href;
const LOOKUP_MS = 3000; // Cache Storage that does not answer by then counts as none
const RESTORE_MS = 20000; // a restore that takes longer is stuck: start afresh

/** Python run after a restore: what the snapshot froze and must differ per visit or follow this browser. */
const REFRESH = `
import os, random, sys
random.seed()  # seeded from os.urandom when imported, i.e. once for every visit restoring this snapshot
os.environ["LANG"] = lang  # Emscripten's, from the browser's language when the snapshot was made
if sys.path[:2] == ["", ""]:  # loadPyodide puts "" first, again after a restore
    del sys.path[0]
# The directory listings the worker's finders cached are not this page's files. (Not
# importlib.invalidate_caches(): it imports importlib.metadata, which the trimmed stdlib leaves out.)
sys.path_importer_cache.clear()
`;

/** The standard modules imported so far (as JSON): the snapshot imports them too. */
const STDLIB_IMPORTED = `
import json, os, sys
json.dumps(sorted(name for name, module in list(sys.modules.items())
                  if str(getattr(module, "__file__", "")).startswith(os.path.dirname(os.__file__) + "/")))
`;

const mark = (name) => performance.mark(`pyodide-early:${name}`);

function withTimeout(promise, ms, what) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error) => { clearTimeout(timer); reject(error); },
    );
  });
}

/** localStorage: the key of the last snapshot this page stored. Without it, no lookup (5-40 ms on a first visit). */
const STORED = "pygames:snapshot";

function storedHere() {
  try {
    return localStorage.getItem(STORED) === SNAPSHOT_KEY;
  } catch (error) {
    return false;
  }
}

/** Cache Storage, or null where the browser has none or refuses it (a getter that throws "insecure"). */
function cacheStorage() {
  try {
    return self.caches || null;
  } catch (error) {
    return null;
  }
}

/** This build's stored snapshot (a Response whose body is not read yet), or null. */
async function lookup() {
  const caches = cacheStorage();
  if (!SNAPSHOT_KEY || !caches || !storedHere()) return null;
  try { // caches.match with a cacheName creates no cache on a first visit
    return (await withTimeout(caches.match(ENTRY, { cacheName: SNAPSHOTS }), LOOKUP_MS, "caches.match")) || null;
  } catch (error) {
    return null; // storage refused or broken: start as on a first visit
  }
}

async function forget(url) {
  try {
    await (await cacheStorage().open(SNAPSHOTS)).delete(url);
  } catch (error) {
    // nothing stored, nothing to forget
  }
}

const PAGE = 4096;

/** The snapshot (``length`` bytes) from its stored form: one byte per page (1: kept), then the kept pages. */
function withZeroPages(buffer, length) {
  const stored = new Uint8Array(buffer);
  const pages = Math.ceil(length / PAGE);
  const memory = new Uint8Array(length);
  let from = pages;
  for (let page = 0; page < pages && from <= stored.length;) {
    let end = page;
    while (end < pages && stored[end]) end++; // a run of kept pages, copied at once
    const size = Math.min(end * PAGE, length) - page * PAGE;
    memory.set(stored.subarray(from, from + size), page * PAGE);
    from += size;
    page = end + 1;
  }
  if (from !== stored.length) throw new Error("the stored snapshot is damaged (its length does not match its pages)");
  return memory;
}

async function restore(response) {
  const bytes = response.arrayBuffer().then((buffer) => {
    mark("snapshot-read");
    const memory = withZeroPages(buffer, Number(response.headers.get("x-snapshot-bytes")));
    mark("snapshot-unpacked");
    return memory;
  });
  bytes.catch(() => {}); // rejected before Pyodide awaits it is not "unhandled": loadPyodide rejects with it
  const pyodide = await load({ indexURL, _loadSnapshot: bytes });
  mark("snapshot-loaded");
  const scope = pyodide.globals.get("dict")();
  try {
    scope.set("lang", (navigator.languages?.[0] || "C").replace("-", "_") + ".UTF-8");
    pyodide.runPython(REFRESH, { globals: scope });
  } finally {
    scope.destroy();
  }
  return pyodide;
}

async function start() {
  mark("start");
  const found = await lookup();
  mark("lookup");
  if (found) {
    try {
      const pyodide = await withTimeout(restore(found), RESTORE_MS, "restore");
      root.dataset.snapshot = "restored";
      mark("ready");
      return pyodide;
    } catch (error) {
      console.warn("pyodide-early: could not restore the memory snapshot; starting Python afresh:", error);
      root.dataset.snapshot = "fallback";
      await forget(ENTRY);
    }
  } else {
    root.dataset.snapshot = "absent";
  }
  const pyodide = await load({ indexURL });
  mark("ready");
  makeWhenIdle(pyodide).catch((error) => { // e.g. a page that may not start workers
    console.warn("pyodide-early: no memory snapshot made:", error);
    root.dataset.snapshotStore = "failed";
  });
  return pyodide;
}

/** Resolves once <html data-<name>> is one of ``values``. */
function whenRoot(name, values) {
  return new Promise((resolve) => {
    const check = () => values.includes(root.dataset[name]) && (observer.disconnect(), resolve(root.dataset[name]));
    const observer = new MutationObserver(check);
    observer.observe(root, { attributes: true, attributeFilter: [`data-${name}`] });
    check();
  });
}

/** Resolves once a service worker controls the scope; never where the browser has or allows none. */
function serviceWorkerReady() {
  try {
    return navigator.serviceWorker.ready.catch(() => new Promise(() => {}));
  } catch (error) {
    return new Promise(() => {});
  }
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const idle = () => new Promise((resolve) =>
  self.requestIdleCallback ? requestIdleCallback(resolve, { timeout: 5000 }) : setTimeout(resolve, 500));

/**
 * Make this build's snapshot in a worker, never competing with a start: after the home screen
 * is ready, the service worker's precache is done (or has had 20 s), and the page is idle.
 * Only on the full site: an embed, often in another site's storage partition, only restores.
 */
async function makeWhenIdle(pyodide) {
  if (!SNAPSHOT_KEY || root.dataset.mode === "embed" || !cacheStorage() || typeof Worker !== "function") {
    return;
  }
  await whenRoot("app", ["ready"]);
  await Promise.race([serviceWorkerReady(), delay(20000)]);
  await idle();
  root.dataset.snapshotStore = "making";
  const worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), { type: "module" });
  const outcome = await new Promise((resolve) => {
    worker.onmessage = (event) => resolve(event.data);
    worker.onerror = (event) => resolve({ error: event.message || "the worker failed to start" });
    worker.postMessage({ cache: SNAPSHOTS, entry: ENTRY, stdlib: JSON.parse(pyodide.runPython(STDLIB_IMPORTED)) });
  });
  worker.terminate();
  if (outcome.error) {
    console.warn("pyodide-early: no memory snapshot made:", outcome.error);
  } else {
    performance.mark("pyodide-early:made", { detail: outcome });
    try {
      localStorage.setItem(STORED, SNAPSHOT_KEY);
    } catch (error) {
      // no hint: later visits start afresh
    }
  }
  root.dataset.snapshotStore = outcome.error ? "failed" : "made";
}

const early = start();

/** PyScript's entry point: the early interpreter, with PyScript's output hooks attached. */
export async function loadPyodide({ stdout, stderr } = {}) {
  const pyodide = await early;
  if (stdout) pyodide.setStdout({ batched: stdout });
  if (stderr) pyodide.setStderr({ batched: stderr });
  return pyodide;
}

export { version };
