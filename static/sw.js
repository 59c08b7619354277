// Service worker: the whole built site works offline after one visit.
// build.py prepends `const BUILD = "<content hash>"` and `const FILES = [<every file in dist/>]`,
// so each build gets its own cache and a changed file means a changed worker.
//
// install:  precache every file into this build's cache (the old build's cache stays in use);
//           revalidated against the HTTP cache, so a first visit does not download the site twice.
// activate: only now, with the new cache complete, delete this site's older caches.
// fetch:    pages network-first (fresh HTML when online, the cached one offline or on a network
//           that hangs); everything else cache-first, from this build's cache only.

const SCOPE = self.registration.scope;
const PREFIX = `pygames:${SCOPE}:`; // per scope: two copies of the site on one host keep their caches
const CACHE = PREFIX + BUILD;
const NETWORK_TIMEOUT_MS = 4000;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(FILES.map((file) => new Request(file, { cache: "no-cache" }))),
    ),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((keys) =>
      Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))),
    ),
  );
});

// The page's "update ready, reload" button asks the waiting worker to take over.
self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  const page = request.mode === "navigate" || new URL(request.url).pathname.endsWith(".html");
  event.respondWith(page ? networkFirst(request) : cacheFirst(request));
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  return (await cache.match(request)) || fetch(request);
}

async function networkFirst(request) {
  const cached = () => cachedPage(request);
  try {
    const response = await withTimeout(fetch(request), NETWORK_TIMEOUT_MS);
    return response.ok ? response : (await cached()) || response;
  } catch (error) {
    const response = await cached();
    if (response) return response;
    throw error;
  }
}

/** The cached copy of a page, whatever its query (embed.html?game=…); "dir/" means "dir/index.html". */
async function cachedPage(request) {
  const url = new URL(request.url);
  if (url.pathname.endsWith("/")) url.pathname += "index.html";
  const cache = await caches.open(CACHE);
  return cache.match(url.href, { ignoreSearch: true });
}

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("network timeout")), ms);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error) => { clearTimeout(timer); reject(error); },
    );
  });
}
