/* The first page: search as you type, over the game's index (data/<game>.js), ranked by search.js. */
(function () {
  "use strict";
  const LIMIT = 10;
  const data = self.JUDGE_DATA || {};
  const $ = (id) => document.getElementById(id);
  const form = $("ask"), input = $("q"), gameSel = $("game"), bookSel = $("rulebook"), list = $("results"), status = $("status");
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

  let shown = "";
  function render(answer, game) {
    const docs = data[game].docs;
    const key = [game, answer.results.map((r) => r.doc).join(","), JSON.stringify(answer.corrections),
      answer.truncated, answer.results.length ? "" : input.value].join("|");
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
    if (answer.truncated) notes.push("only the first words were used");
    if (input.value.trim() && !items.length) notes.push(`Nothing found for “${input.value.trim()}”.`);
    status.textContent = notes.join(" · ");
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
  list.addEventListener("click", remember); // before following a result, whatever the delay above
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
