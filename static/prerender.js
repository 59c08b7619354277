// Before Python: home, rules and setup work at once, from the screens the build drew with web/ itself
// (prerender.py put each screen in a <template> per language). One copy at a time is live in #pre, filled
// from `state` the way the app's SetupForm fills its form. When Python is up, the app reads `state`
// (window.pygamesPre, see web/handover.py) and goes on from the same screen, form and pending Start.
// Home, rules and setup are browser history entries here as in the app (web/app.py), in the same form.
(function () {
  "use strict";
  var root = document.documentElement, live = document.getElementById("pre");
  if (!live || root.dataset.app === "unsupported") return;
  var words = {};
  try { words = JSON.parse(document.getElementById("words").textContent); } catch (e) { words = {}; }

  function stored(key) {
    try { return localStorage.getItem("pygames:" + key); } catch (e) { return null; }
  }

  function template(screen, game) {
    var selector = 'template[data-screen="' + screen + '"][data-lang="' + state.lang + '"]';
    return document.querySelector(game ? selector + '[data-game="' + CSS.escape(game) + '"]' : selector);
  }

  // The app resumes the game on screen when the page was left (web/session.py): say so, instead of a
  // home screen that would vanish under the visitor's finger.
  var current = stored("current");
  var state = {lang: root.lang === "ja" ? "ja" : "en", screen: "home", game: null, form: null, pending: null};
  if (current && stored("save:" + current) !== null && template("rules", current)) {
    root.dataset.resume = current;
    return;
  }
  window.pygamesPre = state;
  var returnTo = null;  // the home button that led away, focused again on the way back
  var forms = {};  // each game's setup form as last left: Back and Forward find it again

  function enter(screen) {  // a new history entry, as web/app.py's App.enter
    history.pushState({pygames: screen, game: screen === "home" ? null : state.game}, "");
  }

  function word(key, n) {
    return ((words[state.lang] || {})[key] || "").replace("{n}", n);
  }

  function show(screen, focus) {
    state.screen = screen;
    var tpl = template(screen, screen === "wait" || screen === "home" ? null : state.game);
    live.replaceChildren(tpl.content.cloneNode(true));
    if (screen === "setup") fill();
    window.scrollTo(0, 0);  // a new screen starts at its top, as web/app.py's App.show
    var target = focus && live.querySelector('[data-testid="' + focus + '"]');
    if (target) target.focus({preventScroll: screen !== "home"});  // home: back where the visitor was
  }

  // --- the setup form: as web/setup.py's SetupForm (defaults, resize) -------------------------------

  function newForm(game) {
    var tpl = template("setup", game), form = {players: 0, seats: [], options: {}, hints: true};
    tpl.content.querySelectorAll('input[name^="option-"][checked]').forEach(function (radio) {
      form.options[radio.name.slice(7)] = radio.dataset.testid.slice(radio.name.length + 1);
    });
    resize(form, Number(tpl.dataset.minPlayers));
    return form;
  }

  function palette() {  // web/colours.py's PALETTE, in order: the options of a colour picker
    return Array.prototype.map.call(template("setup", state.game).content.querySelectorAll(
      '[data-testid="seat-0-colour"] option'), function (option) { return option.value; });
  }

  function defaultLevel() {  // pygames.core.DEFAULT_LEVEL: the level the drawn form has chosen
    return template("setup", state.game).content.querySelector('[data-testid="seat-0-level"] option[selected]').value;
  }

  function resize(form, count) {  // as SetupForm.resize: a new seat is a bot in its default or a free colour
    var colours = palette();
    while (form.seats.length < count) {
      var n = form.seats.length, taken = form.seats.map(function (seat) { return seat.colour; });
      var free = colours.filter(function (colour) { return taken.indexOf(colour) < 0; });
      var colour = taken.indexOf(colours[n % colours.length]) < 0 ? colours[n % colours.length] : free[0];
      form.seats.push({name: "", bot: n > 0, colour: colour, level: defaultLevel()});
    }
    form.seats.length = count;
    form.players = count;
  }

  function recolour(form, index, colour) {  // as SetupForm.recolour: whoever had the colour takes the old one
    form.seats.forEach(function (seat) { if (seat.colour === colour) seat.colour = form.seats[index].colour; });
    form.seats[index].colour = colour;
  }

  function check(radio, on) {
    radio.toggleAttribute("checked", on);
    radio.checked = on;
  }

  function fill() {
    var form = state.form;
    live.querySelectorAll('input[name="players"]').forEach(function (radio) {
      check(radio, radio.dataset.testid === "players-" + form.players);
    });
    live.querySelectorAll(".seat-row").forEach(function (row) {
      var index = Number(row.dataset.seat), seat = form.seats[index];
      if (!seat) { row.remove(); return; }  // drawn for the most players; the app draws only the chosen count
      row.dataset.kind = seat.bot ? "bot" : "human";
      var name = row.querySelector(".text-input");
      name.value = seat.name;  // a property: what was typed stays text
      name.placeholder = word(seat.bot ? "setup.default_bot" : "setup.default_name", index + 1);
      check(row.querySelector('[data-testid="seat-' + index + '-human"]'), !seat.bot);
      check(row.querySelector('[data-testid="seat-' + index + '-bot"]'), seat.bot);
      row.className = row.className.replace(/\bpc-\d+\b/, "pc-" + palette().indexOf(seat.colour));
      row.querySelectorAll('[data-testid="seat-' + index + '-colour"] option').forEach(function (option) {
        option.toggleAttribute("selected", option.value === seat.colour);
        option.selected = option.value === seat.colour;
      });
      row.querySelectorAll('[data-testid="seat-' + index + '-level"] option').forEach(function (option) {
        option.toggleAttribute("selected", option.value === seat.level);
        option.selected = option.value === seat.level;
      });
    });
    var levels = form.seats.filter(function (seat) { return seat.bot; }).map(function (seat) { return seat.level; });
    var common = levels.length && levels.every(function (level) { return level === levels[0]; }) ? levels[0] : "mixed";
    live.querySelectorAll('[data-testid="bots-level"] option').forEach(function (option) {  // as setup.common_level
      option.toggleAttribute("selected", option.value === common);
      option.selected = option.value === common;
    });
    live.querySelectorAll('input[name^="option-"]').forEach(function (radio) {
      check(radio, radio.dataset.testid === radio.name + "-" + form.options[radio.name.slice(7)]);
    });
    live.querySelectorAll('input[name="hints"]').forEach(function (radio) {  // as setup.hints_panel
      check(radio, radio.dataset.testid === (form.hints === false ? "hints-off" : "hints-on"));
    });
    if (stored("save:" + state.game) !== null) {  // as the app warns: Start replaces this game's save
      var hint = document.createElement("p");
      hint.className = "hint";
      hint.textContent = word("setup.replace_warning");
      var start = live.querySelector('[data-testid="start-game"]');
      start.parentNode.insertBefore(hint, start);
    }
  }

  function clip(text) {  // web/names.py's clip: at most NAME_MAX user-perceived characters
    var max = Number(template("setup", state.game).dataset.nameMax), parts;
    if (window.Intl && Intl.Segmenter) {
      parts = Array.from(new Intl.Segmenter(undefined, {granularity: "grapheme"}).segment(text), function (part) {
        return part.segment;
      });
    } else {
      parts = Array.from(text);
    }
    return parts.slice(0, max).join("");
  }

  // --- what each control does -----------------------------------------------------------------------

  live.addEventListener("click", function (event) {
    if (event.detail >= 2) return;  // the rest of a double click, as web/dom.py drops it
    var button = event.target.closest("button[data-testid]");
    if (!button) return;
    var id = button.dataset.testid, match = /^(play|rules|embed|learn)-(.+)$/.exec(id);
    if (id === "home") {
      state.pending = null;
      enter("home");
      show("home", returnTo);
    } else if (id === "rules-back" || id === "setup-back") {  // both open above home: go back to it
      state.pending = null;
      show("home", returnTo);
      history.back();
    } else if (id === "lang-toggle") {
      state.lang = state.lang === "ja" ? "en" : "ja";
      root.lang = state.lang;
      try { localStorage.setItem("pygames:lang", state.lang); } catch (e) { /* kept for this visit */ }
      show(state.screen, id);
    } else if (id === "start-game") {
      state.pending = "start";
      show("wait", "wait-title");
    } else if (id === "wait-back") {
      var started = state.pending === "start";
      state.pending = null;
      show(started ? "setup" : "home", started ? "start-game" : returnTo);
    } else if (match) {
      returnTo = id;
      state.game = match[2];
      if (match[1] === "play") {
        state.form = forms[state.game] = newForm(state.game);
        enter("setup");
        show("setup", "seat-name-0");
      } else if (match[1] === "rules") {
        enter("rules");
        show("rules", "rules-back");
      } else if (match[1] === "learn") {  // a lesson is the engine's game: it opens once Python is up
        state.pending = "learn";
        show("wait", "wait-title");
      } else {  // the embed code needs the page's address, worked out by the app: it opens once Python is up
        state.pending = "embed";
        show("wait", "wait-title");
      }
    }
  });

  live.addEventListener("change", function (event) {
    var radio = event.target, id = radio.dataset.testid || "", form = state.form, match;
    if ((match = /^players-(\d+)$/.exec(id))) {
      resize(form, Number(match[1]));
      show("setup", id);
    } else if ((match = /^seat-(\d+)-(human|bot)$/.exec(id))) {
      form.seats[Number(match[1])].bot = match[2] === "bot";
      show("setup", id);  // the placeholder name follows the kind
    } else if ((match = /^seat-(\d+)-colour$/.exec(id))) {
      recolour(form, Number(match[1]), radio.value);
      show("setup", id);  // a seat that gave up its colour changes too
    } else if ((match = /^seat-(\d+)-level$/.exec(id))) {
      form.seats[Number(match[1])].level = radio.value;
      show("setup", id);  // the choice for every bot follows
    } else if (id === "bots-level") {
      form.seats.forEach(function (seat) { seat.level = radio.value; });  // as setup.bots_level
      show("setup", id);
    } else if (id === "hints-on" || id === "hints-off") {
      form.hints = id === "hints-on";
    } else if (radio.name && radio.name.indexOf("option-") === 0) {
      form.options[radio.name.slice(7)] = id.slice(radio.name.length + 1);
    }
  });

  live.addEventListener("input", function (event) {
    var field = event.target, match = /^seat-name-(\d+)$/.exec(field.dataset.testid || "");
    if (!match) return;
    if (!event.isComposing) {  // an IME's unfinished word is left alone, as the app does
      var kept = clip(field.value);
      if (kept !== field.value) field.value = kept;
    }
    state.form.seats[Number(match[1])].name = field.value;
  });

  // Back and Forward before Python: the screen of that entry (from then on, the app follows history itself)
  window.addEventListener("popstate", function (event) {
    if (!live.isConnected) return;
    var entry = event.state || {}, screen = entry.pygames;
    state.pending = null;
    if ((screen === "setup" || screen === "rules") && template(screen, entry.game)) {
      state.game = entry.game;
      if (screen === "setup") state.form = forms[state.game] || (forms[state.game] = newForm(state.game));
      show(screen, screen + "-back");
    } else if (state.screen !== "home") {
      history.replaceState({pygames: "home", game: null}, "");
      show("home", returnTo);
    }
  });

  // A reload stays on the rules or setup it showed (a fresh form); any other entry opens on home.
  var opened = history.state || {};
  if ((opened.pygames === "setup" || opened.pygames === "rules") && template(opened.pygames, opened.game)) {
    state.game = opened.game;
    if (opened.pygames === "setup") state.form = forms[state.game] = newForm(state.game);
    show(opened.pygames);
  } else {
    history.replaceState({pygames: "home", game: null}, "");
    show("home");
  }
  root.dataset.home = "interactive";
})();
