// Registers the service worker (sw.js) and tells the player what it did:
// "available offline" once the first precache is complete, and "update ready, reload" when a new
// build has been precached and waits. Plain JS, independent of Python, so it works while Python loads.
// <html data-offline="ready"> marks a page whose site is fully cached.
(function () {
  "use strict";
  var container = null;
  try {
    container = navigator.serviceWorker || null;
  } catch (error) { /* refused (a sandboxed frame): no offline copy, the site still works online */ }
  if (!container) return;
  var root = document.documentElement;
  var hadController = !!container.controller;
  var WORDS = JSON.parse((document.getElementById("words") || {}).textContent || "{}");  // web/i18n.py

  function words(key) {  // both languages; the stylesheet shows the page's one
    var span = document.createElement("span");
    ["ja", "en"].forEach(function (lang) {
      var part = document.createElement("span");
      part.lang = lang;
      part.textContent = WORDS[lang]["offline." + key];
      span.appendChild(part);
    });
    return span;
  }

  function show(state, parts, hideAfterMs) {
    var box = document.getElementById("sw-status");
    if (!box) return;
    box.replaceChildren.apply(box, parts);
    box.dataset.state = state;
    box.hidden = false;
    if (hideAfterMs) {  // a passing notice (after the page, covering nothing): it goes by itself, or at a tap
      var hide = function () { if (box.dataset.state === state) box.hidden = true; };
      setTimeout(hide, hideAfterMs);
      box.addEventListener("click", hide, { once: true });
    }
  }

  function button(key, testid, onclick) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "btn " + (key === "reload" ? "btn-primary" : "btn-ghost");
    b.dataset.testid = testid;
    b.appendChild(words(key));
    b.addEventListener("click", onclick);
    return b;
  }

  function offlineReady(announce) {
    root.dataset.offline = "ready";
    if (announce) show("offline-ready", [words("ready")], 6000);
  }

  function updateReady(registration) {
    show("update", [
      words("update"),
      button("reload", "sw-reload", function () {
        var reloading = false;
        container.addEventListener("controllerchange", function () {
          if (!reloading) { reloading = true; location.reload(); }
        });
        if (registration.waiting) registration.waiting.postMessage("skip-waiting");
      }),
      button("close", "sw-dismiss", function () { document.getElementById("sw-status").hidden = true; }),
    ]);
  }

  function track(registration, worker) {
    worker.addEventListener("statechange", function () {
      if (worker.state === "installed" && container.controller) updateReady(registration);
      if (worker.state === "activated" && !hadController) offlineReady(true);
    });
  }

  // A page the worker already serves is offline-ready even when this visit cannot reach the network.
  if (hadController) root.dataset.offline = "ready";

  function register() {
    var registering;
    try {
      registering = container.register("./sw.js");
    } catch (error) {  // a register that throws rather than rejects
      return;
    }
    registering.then(function (registration) {
      if (registration.active) offlineReady(false);
      if (registration.waiting && container.controller) updateReady(registration);
      if (registration.installing) track(registration, registration.installing);
      registration.addEventListener("updatefound", function () { track(registration, registration.installing); });
      document.addEventListener("visibilitychange", function () {
        if (document.visibilityState === "visible") registration.update().catch(function () {});
      });
    }).catch(function () { /* no offline copy (e.g. storage refused): the site still works online */ });
  }

  // Precache only once the app is up, so the download never competes with a first start-up.
  if (root.dataset.app === "ready") register();
  else new MutationObserver(function (changes, observer) {
    if (root.dataset.app === "ready") { observer.disconnect(); register(); }
  }).observe(root, { attributes: true, attributeFilter: ["data-app"] });
})();
