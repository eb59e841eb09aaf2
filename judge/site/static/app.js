/* The first page: search as you type, over the game's index (data/<game>.js), ranked by search.js. */
(function () {
  "use strict";
  const LIMIT = 10;
  const data = self.JUDGE_DATA || {};
  const $ = (id) => document.getElementById(id);
  const form = $("ask"), input = $("q"), gameSel = $("game"), bookSel = $("rulebook"), list = $("results"), status = $("status");
  const weak = $("weak"), weakLine = $("weak-line"), closestHead = $("closest-head"), closest = $("closest"),
    nearHead = $("near-head");
  const engines = {};

  function engine(game) {
    if (!engines[game]) engines[game] = self.JudgeSearch.Engine(data[game]);
    return engines[game];
  }

  function fillRulebooks(game, wanted) {
    const options = [new Option("Newest rules", "")];
    for (const v of data[game].versions) options.push(new Option(`As of ${v.label}`, v.label));
    bookSel.replaceChildren(...options);
    bookSel.value = data[game].versions.some((v) => v.label === wanted) ? wanted : "";
  }

  // a term's page (judge ask's closest_terms name a term by its entry's group)
  const termPages = {};
  function termHref(game, ident) {
    if (!termPages[game]) {
      termPages[game] = new Map();
      for (const d of data[game].docs) if (d.newest && !termPages[game].has(d.group)) termPages[game].set(d.group, d.href);
    }
    return termPages[game].get(ident);
  }

  let shown = "";
  function render(answer, game) {
    const docs = data[game].docs;
    const query = input.value.trim();
    const key = [game, answer.results.map((r) => r.doc).join(","), JSON.stringify(answer.corrections),
      JSON.stringify(answer.notes), answer.truncated, answer.weak ? query : "", answer.results.length ? "" : query].join("|");
    if (key === shown) return; // the same results: leave the page as it is
    shown = key;
    const items = answer.results.map((r) => {
      const d = docs[r.doc];
      const li = document.createElement("li");
      li.dataset.kind = d.kind;
      const a = document.createElement("a");
      a.href = d.href;
      a.textContent = d.title;
      const kind = document.createElement("span");
      kind.className = "kind";
      kind.textContent = d.kind;
      const source = document.createElement("span");
      source.className = "source";
      source.textContent = d.source;
      li.append(a, kind, source);
      return li;
    });
    list.replaceChildren(...items);
    const notes = [];
    if (answer.corrections.length) notes.push("read as: " + answer.corrections.map(([a, b]) => `${a} → ${b}`).join(", "));
    notes.push(...answer.notes);
    if (answer.truncated) notes.push("only the first words were used");
    status.textContent = notes.join(" · ");
    // as `judge ask` says it: nothing found, or no entry answering well; then the closest terms
    if (query && (answer.weak || !items.length)) {
      weakLine.textContent = items.length ? `No entry answers “${query}” well (the best matches under half its words).`
        : `Nothing found for “${query}”.`;
      const terms = answer.closestTerms.map((t) => {
        const li = document.createElement("li");
        const href = termHref(game, t.id);
        const a = document.createElement(href ? "a" : "span");
        if (href) a.href = href;
        a.textContent = t.title;
        li.append(a);
        return li;
      });
      closest.replaceChildren(...terms);
      closestHead.hidden = !terms.length;
      nearHead.hidden = !items.length;
      weak.hidden = false;
    } else {
      weak.hidden = true;
      closest.replaceChildren();
    }
  }

  function remember() {
    const params = new URLSearchParams();
    if (input.value) params.set("q", input.value);
    if (gameSel.value !== gameSel.options[0].value) params.set("g", gameSel.value);
    if (bookSel.value) params.set("r", bookSel.value);
    const query = params.toString();
    try {
      history.replaceState(null, "", query ? "?" + query : location.pathname);
    } catch (e) {
      /* some browsers refuse to change a file:// address; the search still works */
    }
  }

  function run() {
    const game = gameSel.value;
    render(engine(game).ask(input.value, { rulebook: bookSel.value || null, limit: LIMIT }), game);
  }

  let pending = 0;
  input.addEventListener("input", () => {
    run();
    clearTimeout(pending);
    pending = setTimeout(remember, 400); // the address follows the query, so Back returns to the results
  });
  list.addEventListener("click", remember);
  weak.addEventListener("click", remember); // before following a result, whatever the delay above
  gameSel.addEventListener("change", () => { fillRulebooks(gameSel.value, ""); run(); remember(); });
  bookSel.addEventListener("change", () => { run(); remember(); });
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    run();
    remember();
    input.blur(); // closes a phone's keyboard so the results show
  });

  const params = new URLSearchParams(location.search);
  if (params.get("g") && data[params.get("g")]) gameSel.value = params.get("g");
  fillRulebooks(gameSel.value, params.get("r") || "");
  input.value = params.get("q") || input.value;
  engine(gameSel.value);
  if (input.value) run();

  if ("serviceWorker" in navigator && location.protocol.startsWith("http")) {
    navigator.serviceWorker.register("sw.js").catch(() => { /* offline use needs it; browsing does not */ });
  }
})();
