// Runs first in each page (build.py inlines it at <!-- storage-guard -->), before PyScript and our modules.
// PyScript opens IndexedDB as it starts (its key-value store) and stops for good where that fails: the page would
// sit on "Loading…". Browsers fail it in every way: a getter that throws ("The operation is insecure." in private
// windows), no object, an `open` that throws, or a request that errors later (a blocked third-party frame). So
// PyScript is given `pygamesIndexedDB` instead of the global (build.py points its one `indexedDB.open` here): the
// real IndexedDB while it works, else a stand-in that keeps PyScript's few entries in memory for this visit. The
// games never need IndexedDB: saves live in localStorage (web/storage.py says when that fails).
// `pygamesStorage.saves` tells the pages' scripts whether localStorage can be read (the embed's poster says so).
(function () {
  var saves = false;
  try {
    window.localStorage.getItem("pygames:lang");  // a getter or a method that throws, or no object: all land here
    saves = true;
  } catch (error) { /* nothing is saved: the app says so */ }

  var bases = {};
  function answer(result) {  // an IDBRequest that succeeds on the next turn, as the real one does
    var request = {result: result};
    setTimeout(function () { if (request.onsuccess) request.onsuccess({target: request}); });
    return request;
  }
  function inMemory(name) {  // as much of IndexedDB as PyScript's key-value store (IDBMap) uses
    var data = bases[name] || (bases[name] = new Map());
    var store = {
      get: function (key) { return answer(data.get(key)); },
      getKey: function (key) { return answer(data.has(key) ? key : undefined); },
      getAllKeys: function () { return answer(Array.from(data.keys())); },
      count: function () { return answer(data.size); },
      put: function (value, key) { data.set(key, value); return answer(key); },
      delete: function (key) { data.delete(key); return answer(undefined); },
      clear: function () { data.clear(); return answer(undefined); }
    };
    var transaction = {objectStore: function () { return store; }};
    return answer({objectStoreNames: ["entries"], close: function () {},
                   transaction: function () { return transaction; }});
  }

  var real = null;
  try {
    real = saves && window.indexedDB && typeof window.indexedDB.open === "function" ? window.indexedDB : null;
  } catch (error) { /* a getter that throws */ }

  /** The real open, its events handed on to the caller's handlers; on any failure, the stand-in's success. */
  function open(name) {
    var outer = {};
    var fallen = false;
    function fallBack() {
      if (fallen) return;
      fallen = true;
      var memory = inMemory(name);
      memory.onsuccess = function (event) { outer.result = event.target.result; if (outer.onsuccess) outer.onsuccess({target: outer}); };
    }
    var request;
    try {
      request = real.open(name);
    } catch (error) {
      fallBack();
      return outer;
    }
    request.onupgradeneeded = function (event) { if (outer.onupgradeneeded) outer.onupgradeneeded(event); };
    request.onsuccess = function (event) { if (outer.onsuccess) outer.onsuccess(event); };
    request.onerror = function (event) { event.preventDefault(); fallBack(); };
    request.onblocked = fallBack;
    return outer;
  }

  Object.defineProperty(window, "pygamesIndexedDB", {value: real ? {open: open} : {open: inMemory}});
  Object.defineProperty(window, "pygamesStorage", {value: Object.freeze({saves: saves})});
})();
