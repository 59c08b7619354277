// Runs first, from <head>, before Python: picks the page's language, checks for WebAssembly, and tells
// the player how start-up is going, in their language and in true numbers: the bytes downloaded of the
// bytes this visit downloads ("3.1 of 4.4 MB"), then the stage after the download.
//
// build.py stamps #boot-files with the files Python's start-up fetches and their sizes. Responses
// that go through fetch() are counted as they stream in (from a clone: the caller gets the original,
// so the wasm still compiles streaming and hits V8's code cache); the rest (module scripts) count when
// the Resource Timing entry says they are complete. A host that compresses sends fewer bytes than the
// file has: Content-Length (or the finished entry) gives the bytes on the wire, and a file not yet
// seen is estimated at the host's ratio so far. A file served from the cache counts 0.
//
// For others: window.pygamesBoot.progress → {done, total, stage} (bytes; stage is "download", "start",
// "open" or "ready") and .text, the "pygames:boot-progress" event on window, and every
// [data-boot-progress] element (present or added later) shows the current text, in <html lang>'s
// language (switching it redraws). Those elements should not be live regions: their text changes
// every frame; boot.js keeps its own (.boot-live), which speaks only at stages and quarters.
(function () {
  "use strict";
  var root = document.documentElement, lang = "en";
  try { lang = localStorage.getItem("pygames:lang") || ""; } catch (e) { lang = ""; }
  if (lang !== "ja" && lang !== "en") lang = /^ja/i.test(navigator.language || "") ? "ja" : "en";
  root.lang = lang;
  if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
    root.dataset.app = "unsupported";
    return;
  }
  // "This is taking a while, check your connection": after 25 s in which nothing moved (a slow link
  // that keeps downloading is not stuck, and reloading it would only start the download again).
  var moved = Date.now(), stall = setInterval(function () {
    if (root.dataset.app !== "loading") return clearInterval(stall);
    if (Date.now() - moved > 25000) root.dataset.slow = "yes";
    else delete root.dataset.slow;
  }, 1000);

  var STAGES = ["download", "start", "open", "ready"];
  var stamp = JSON.parse((document.getElementById("boot-files") || {}).textContent || "{}");
  // absolute URL → {raw: the file's bytes, wire: bytes on the wire (null: not known yet), got: bytes read,
  // complete, kind: scripts and other files compress differently, so each kind has its own ratio}.
  // Under our service worker every file comes from its cache (sw.js): nothing to download.
  var files = {}, offline = false;
  try { offline = !!navigator.serviceWorker.controller; } catch (e) { /* none, or refused (a sandboxed frame) */ }
  Object.keys(stamp.files || {}).forEach(function (path) {
    var url = new URL(path, document.baseURI).href;
    files[url] = {url: url, raw: stamp.files[path], wire: offline ? 0 : null, got: 0, complete: false,
                  kind: /\.m?js$/.test(path) ? "script" : "data"};
  });
  var state = {done: 0, total: 0, stage: "download"}, sized = false, text = "", spoken = "", live = null;
  var WORDS = null, frame = 0;

  function words(key) {  // web/i18n.py's words, inlined by build.py into #words (read late: it ends <body>)
    var all = WORDS || (WORDS = JSON.parse((document.getElementById("words") || {}).textContent || "{}"));
    var lang = root.lang === "ja" ? "ja" : "en";  // read now: the player may switch it before Python is up
    return (all[lang] || {})["boot." + key] || "";
  }

  function megabytes(bytes) { return (bytes / 1e6).toFixed(1); }

  function measure() {
    var wire = {script: 0, data: 0}, raw = {script: 0, data: 0}, done = 0, total = 0, url, file;
    for (url in files) {
      file = files[url];
      if (file.wire > 0) { wire[file.kind] += file.wire; raw[file.kind] += file.raw; }
    }
    for (url in files) {  // a file not seen yet: estimated at the host's ratio so far for its kind
      file = files[url];
      var ratio = raw[file.kind] ? wire[file.kind] / raw[file.kind] : 1;
      var size = file.wire !== null ? file.wire : Math.round(file.raw * ratio);
      total += size;
      done += file.complete || !file.raw ? size : Math.min(size, Math.round(size * file.got / file.raw));
    }
    var before = state.done + state.stage;
    state.total = total;
    state.done = Math.min(total, Math.max(state.done, done));  // never backwards
    if (state.stage === "download" && done >= total) state.stage = "start";
    if (state.done + state.stage !== before) moved = Date.now();
  }

  function advance(stage) {
    if (STAGES.indexOf(stage) > STAGES.indexOf(state.stage)) state.stage = stage;
    render();
  }

  function update() {  // bytes arrive in many small chunks: draw at most once a frame
    if (!frame) frame = requestAnimationFrame(render);
  }

  function render() {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    measure();
    if (state.stage === "ready") return window.dispatchEvent(new CustomEvent("pygames:boot-progress", {detail: progress()}));
    var bytes = state.stage === "download" && sized && state.total >= 50e3;  // else "0.0 of 0.0 MB"
    if (document.readyState === "loading") return;  // the page below <head> is not there yet
    text = bytes ? words("bytes").replace("{done}", megabytes(state.done)).replace("{total}", megabytes(state.total))
                 : words(state.stage);
    var targets = document.querySelectorAll("#boot-stage, [data-boot-progress]");
    for (var i = 0; i < targets.length; i++) if (targets[i].textContent !== text) targets[i].textContent = text;
    var bar = document.getElementById("boot-bar");
    var share = state.total ? Math.max(5, 100 * state.done / state.total) : 100;  // nothing to download: full
    if (bar) bar.style.width = share.toFixed(1) + "%";
    announce(bytes);
    window.dispatchEvent(new CustomEvent("pygames:boot-progress", {detail: progress()}));
  }

  function announce(bytes) {  // the live region speaks at each stage and each quarter, not at every chunk
    var mark = state.stage + (bytes ? Math.min(3, Math.floor(4 * state.done / state.total)) : "");
    if (!live || !text || mark === spoken) return;
    spoken = mark;
    live.textContent = text;
  }

  function progress() { return {done: state.done, total: state.total, stage: state.stage}; }

  window.pygamesBoot = {
    get progress() { return progress(); },
    get text() { return text; }
  };

  // --- counting ---------------------------------------------------------------------------------------

  function watch(file, response) {  // count a fetched body from a clone; the caller reads the original
    if (!response.ok || !response.body || file.reading) return;
    file.reading = true;
    var length = Number(response.headers.get("Content-Length"));
    if (length > 0 && file.wire === null) file.wire = length;
    var reader = response.clone().body.getReader();
    (function pump() {
      reader.read().then(function (chunk) {
        if (chunk.done) return finish(file);
        file.got += chunk.value.byteLength;
        update();
        pump();
      }, function () { /* the caller's read fails the same way and reports it */ });
    })();
  }

  function finish(file) {  // a fetched file is all in: draw now, as Python may take the main thread next
    file.complete = true;
    finished(performance.getEntriesByName(file.url));  // from the cache? its entry says so (0 bytes) now
  }

  var original = window.fetch, held = {}, asked = 0, answered = 0;
  function counting(input, init) {
    var url = typeof input === "string" || input instanceof URL ? new URL(input, document.baseURI).href : input.url;
    if (held[url] && !init && typeof input !== "object") {  // prefetched below: hand over that response
      var response = held[url];
      delete held[url];
      return response;
    }
    var answer = original.apply(window, arguments);
    return files[url] ? track(files[url], answer, true) : answer;
  }

  function track(file, answer, sizes) {  // sizes: the total waits for this response's size
    if (sizes) asked += 1;
    answer.then(function (response) { watch(file, response); }).finally(function () {
      // Once the runtime's fetches have their sizes, the total is the download's, not a guess from raw sizes.
      if (sizes) answered += 1;
      sized = answered > 0 && answered === asked;
      update();
    }).catch(function () {});
    return answer;
  }
  if (original) window.fetch = counting;

  function finished(entries) {  // Resource Timing: a file is complete, with its bytes on the wire
    entries.forEach(function (entry) {
      var file = files[entry.name.split("#")[0]];
      if (!file) return;
      // A download moves at least its body; transferSize 0 is the cache, a few hundred bytes a 304
      // revalidation (whose body size Chromium may give as 0 for a module script): neither downloads it.
      var downloaded = entry.encodedBodySize > 0 && entry.transferSize >= entry.encodedBodySize;
      if (typeof entry.transferSize !== "number") file.wire = file.wire !== null ? file.wire : file.raw;
      else file.wire = downloaded ? entry.encodedBodySize : 0;
      file.complete = true;
    });
    render();
  }
  if (window.PerformanceObserver) {
    try {
      new PerformanceObserver(function (list) { finished(list.getEntries()); })
        .observe({type: "resource", buffered: true});
    } catch (e) { /* no Resource Timing: module scripts never count, fetched files still do */ }
  }

  // PyScript's own stages (English, technical) are never shown. Those before "Loaded interpreter" come
  // while the runtime still downloads (it was requested early, by pyodide-early.mjs); from there on
  // Python is up and PyScript opens our files and web/main.py.
  window.addEventListener("py:progress", function (event) {
    if (/Loaded interpreter|files|Loaded Pyodide/i.test(String(event.detail))) advance("open");
  });

  new MutationObserver(function (changes, observer) {  // the language switched, or Python is up
    if (root.dataset.app !== "ready") return render();
    observer.disconnect();
    advance("ready");
    if (window.fetch === counting) window.fetch = original;
    if (live) live.remove();
  }).observe(root, {attributes: true, attributeFilter: ["data-app", "lang"]});

  document.addEventListener("readystatechange", function once() {  // the page is parsed: before its modules run
    document.removeEventListener("readystatechange", once);
    // Files fetched only once Python is up (our archives, web/main.py) download now, beside the runtime,
    // so the bytes are all in before Python starts (measured: no slower, and the stages stay in order).
    // Their sizes come late on a slow link (they share it), so the total shows without waiting for them.
    (stamp.prefetch || []).forEach(function (path) {
      var url = new URL(path, document.baseURI).href;
      if (original && files[url]) held[url] = track(files[url], original(url), false);
    });
    live = document.createElement("p");
    live.className = "boot-live";
    live.setAttribute("role", "status");
    document.body.appendChild(live);
    render();
    // A panel that appears later (a tap on Start before Python is up) shows the text at once.
    new MutationObserver(function (changes, observer) {
      if (root.dataset.app === "ready") return observer.disconnect();
      var targets = document.querySelectorAll("[data-boot-progress]");
      for (var i = 0; i < targets.length; i++) if (targets[i].textContent !== text) targets[i].textContent = text;
    }).observe(document.body, {childList: true, subtree: true});
  });
})();
