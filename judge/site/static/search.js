/* judge's ranking, in the browser.
 *
 * The same steps as `judge ask`, over the data judge.search.export writes at
 * `judge site` time (every table and weight comes from there, none is typed here):
 *   words, stem       judge/text.py fold, judge/search/analysis.py
 *   plan              judge/search/query.py plan (card names, typos, synonyms, kind hints)
 *   fullText          judge/search/backend_whoosh.py search (BM25F scores precomputed by whoosh)
 *   rerank            judge/search/rank.py rerank
 * A change to the Python ranking that this file does not follow is caught by
 * tests/offline_site/test_ranking.py, which compares both on benchmarks/queries.yaml.
 *
 * Usable from a page (window.JudgeSearch) and from node (module.exports).
 */
(function (root) {
  "use strict";

  // ---- analysis: judge.text.fold and judge.search.analysis ---------------------------------

  // judge.text.fold: Æ/æ -> ae, curly quotes and dashes made plain (its table), accents dropped, lower case
  function makeFold(quotes) {
    const marks = new RegExp("[" + Object.keys(quotes).map((c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0")).join("") + "]", "g");
    return function fold(text) {
      const t = text.replace(/Æ/g, "Ae").replace(/æ/g, "ae").replace(marks, (c) => quotes[c]);
      return t.normalize("NFKD").replace(/\p{Mn}/gu, "").toLowerCase();
    };
  }

  function makeWords(C) {
    const numbers = C.NUMBERS;
    const fold = makeFold(C.QUOTES);
    return function words(text) {
      const found = fold(text).replace(/'/g, "").match(/[a-z0-9]+/g) || [];
      return found.map((w) => (Object.prototype.hasOwnProperty.call(numbers, w) ? numbers[w] : w));
    };
  }

  const DIGITS = /^[0-9]+$/;

  // Porter2 (Snowball English), as whoosh.lang.porter2 computes it, quirks included:
  // judge.search.analysis.stem calls it on every word longer than two letters.
  const VOWEL = "aeiouy";
  const isVowel = (c) => c !== undefined && VOWEL.includes(c);
  const EXCEPTIONS = {
    skis: "ski", skies: "sky", dying: "die", lying: "lie", tying: "tie", idly: "idl", gently: "gentl",
    ugly: "ugli", early: "earli", only: "onli", singly: "singl", sky: "sky", news: "news", howe: "howe",
    atlas: "atlas", cosmos: "cosmos", bias: "bias", andes: "andes",
  };
  const EARLY_EXIT = new Set(["inning", "outing", "canning", "herring", "earring", "proceed", "exceed", "succeed"]);
  const DOUBLES = ["bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt"];
  const STEP2 = [
    ["ization", "ize"], ["ational", "ate"], ["fulness", "ful"], ["ousness", "ous"], ["iveness", "ive"],
    ["tional", "tion"], ["biliti", "ble"], ["lessli", "less"], ["entli", "ent"], ["ation", "ate"],
    ["alism", "al"], ["aliti", "al"], ["ousli", "ous"], ["iviti", "ive"], ["fulli", "ful"], ["enci", "ence"],
    ["anci", "ance"], ["abli", "able"], ["izer", "ize"], ["ator", "ate"], ["alli", "al"], ["bli", "ble"],
    ["ogi", "og", "l"], ["li", "", "cdeghkmnrt"],
  ];
  const STEP3 = [
    ["ational", "ate", false], ["tional", "tion", false], ["alize", "al", false], ["icate", "ic", false],
    ["iciti", "ic", false], ["ative", "", true], ["ical", "ic", false], ["ness", "", false], ["ful", "", false],
  ];
  const STEP4 = ["al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ism", "ate",
    "iti", "ous", "ive", "ize"];

  // The end of the region after the first non-vowel that follows a vowel, from `start`.
  function region(word, start) {
    let i = start;
    while (i < word.length && !isVowel(word[i])) i++;
    if (i >= word.length) return word.length;
    while (i < word.length && isVowel(word[i])) i++;
    if (i >= word.length) return word.length;
    return i + 1;
  }

  function r1Of(word) {
    if (word.startsWith("gener") || word.startsWith("arsen")) return 5;
    if (word.startsWith("commun")) return 6;
    return region(word, 0);
  }

  function endsWithShortSyllable(word) {
    const n = word.length;
    if (n === 2 && isVowel(word[0]) && !isVowel(word[1])) return true;
    return n >= 3 && !isVowel(word[n - 3]) && isVowel(word[n - 2]) && !"aeiouywxY".includes(word[n - 1]);
  }

  function step1b(word, r1) {
    if (word.endsWith("eedly")) return word.length - 5 >= r1 ? word.slice(0, -3) : word;
    if (word.endsWith("eed")) return word.length - 3 >= r1 ? word.slice(0, -1) : word;
    for (const suffix of ["ed", "edly", "ing", "ingly"]) {
      if (!word.endsWith(suffix)) continue;
      const pre = word.slice(0, -suffix.length);
      if (!/[aeiouy]/.test(pre)) return word;
      if (pre.endsWith("at") || pre.endsWith("bl") || pre.endsWith("iz")) return pre + "e";
      if (DOUBLES.some((d) => pre.endsWith(d))) return pre.slice(0, -1);
      if (endsWithShortSyllable(pre) && r1Of(pre) === pre.length) return pre + "e";
      return pre;
    }
    return word;
  }

  function porter2(input) {
    let word = input.startsWith("'") ? input.slice(1) : input;
    if (Object.prototype.hasOwnProperty.call(EXCEPTIONS, word)) return EXCEPTIONS[word];
    if (word.startsWith("y")) word = "Y" + word.slice(1);
    word = word.replace(/([aeiouy])y/g, "$1Y");
    const r1 = r1Of(word);
    const r2 = region(word, r1);
    // step 0
    if (word.endsWith("'s'")) word = word.slice(0, -3);
    else if (word.endsWith("'s")) word = word.slice(0, -2);
    else if (word.endsWith("'")) word = word.slice(0, -1);
    // step 1a
    if (word.endsWith("sses")) word = word.slice(0, -4) + "ss";
    else if (word.endsWith("ied") || word.endsWith("ies")) word = word.slice(0, -3) + (word.length > 4 ? "i" : "ie");
    else if (word.endsWith("us") || word.endsWith("ss")) { /* kept */ }
    else if (word.endsWith("s") && /[aeiouy]./.test(word.slice(0, -1))) word = word.slice(0, -1);
    if (EARLY_EXIT.has(word)) return word;
    word = step1b(word, r1);
    // step 1c
    if (word.endsWith("y") || (word.endsWith("Y") && word.length > 1)) {
      if (!isVowel(word[word.length - 2]) && word.length > 2) word = word.slice(0, -1) + "i";
    }
    // step 2
    for (const [end, repl, prev] of STEP2) {
      if (!word.endsWith(end)) continue;
      const stemPart = word.slice(0, -end.length);
      if (stemPart.length >= r1 && (prev === undefined || (stemPart.length && prev.includes(stemPart[stemPart.length - 1])))) {
        word = stemPart + repl;
      }
      break;
    }
    // step 3
    for (const [end, repl, needR2] of STEP3) {
      if (!word.endsWith(end)) continue;
      const stemPart = word.slice(0, -end.length);
      if (stemPart.length >= r1 && (!needR2 || stemPart.length >= r2)) word = stemPart + repl;
      break;
    }
    // step 4
    let deleted = false;
    for (const end of STEP4) {
      if (!word.endsWith(end)) continue;
      if (word.length - end.length >= r2) word = word.slice(0, -end.length);
      deleted = true;
      break;
    }
    if (!deleted && (word.endsWith("sion") || word.endsWith("tion")) && word.length - 3 >= r2) word = word.slice(0, -3);
    // step 5
    if (word.endsWith("l")) {
      if (word.length - 1 >= r2 && word[word.length - 2] === "l") word = word.slice(0, -1);
    } else if (word.endsWith("e")) {
      if (word.length - 1 >= r2) word = word.slice(0, -1);
      else if (word.length - 1 >= r1 && !endsWithShortSyllable(word.slice(0, -1))) word = word.slice(0, -1);
    }
    return word.replace(/Y/g, "y");
  }

  const stemMemo = new Map();
  function stem(word) {
    if (word.length <= 2 || DIGITS.test(word)) return word;
    let s = stemMemo.get(word);
    if (s === undefined) {
      s = porter2(word);
      stemMemo.set(word, s);
    }
    return s;
  }

  // ---- string distances: rapidfuzz OSA.distance and difflib.SequenceMatcher.ratio ----------

  // Optimal string alignment distance (adjacent transpositions count one edit). With `cutoff`,
  // any distance above it comes back as cutoff + 1, as soon as the table shows it.
  function osa(a, b, cutoff) {
    const n = a.length, m = b.length;
    const limit = cutoff === undefined ? Infinity : cutoff;
    let prev2 = null, prev = new Array(m + 1), cur;
    let prevMin = 0;
    for (let j = 0; j <= m; j++) prev[j] = j;
    for (let i = 1; i <= n; i++) {
      cur = new Array(m + 1);
      cur[0] = i;
      let rowMin = i;
      for (let j = 1; j <= m; j++) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
        cur[j] = d;
        if (d < rowMin) rowMin = d;
      }
      // a later cell comes from this row, or from the one before plus a transposition
      if (rowMin > limit && prevMin + 1 > limit) return limit + 1;
      prevMin = rowMin;
      prev2 = prev;
      prev = cur;
    }
    return Math.min(prev[m], limit + 1);
  }

  // Ratcliff/Obershelp similarity with no junk (SequenceMatcher(autojunk=False).ratio()).
  function ratio(a, b) {
    const b2j = new Map();
    for (let j = 0; j < b.length; j++) {
      if (!b2j.has(b[j])) b2j.set(b[j], []);
      b2j.get(b[j]).push(j);
    }
    function longest(alo, ahi, blo, bhi) {
      let besti = alo, bestj = blo, bestsize = 0;
      let j2len = new Map();
      for (let i = alo; i < ahi; i++) {
        const next = new Map();
        for (const j of b2j.get(a[i]) || []) {
          if (j < blo) continue;
          if (j >= bhi) break;
          const k = (j2len.get(j - 1) || 0) + 1;
          next.set(j, k);
          if (k > bestsize) { besti = i - k + 1; bestj = j - k + 1; bestsize = k; }
        }
        j2len = next;
      }
      while (besti > alo && bestj > blo && a[besti - 1] === b[bestj - 1]) { besti--; bestj--; bestsize++; }
      while (besti + bestsize < ahi && bestj + bestsize < bhi && a[besti + bestsize] === b[bestj + bestsize]) bestsize++;
      return [besti, bestj, bestsize];
    }
    let matches = 0;
    const queue = [[0, a.length, 0, b.length]];
    while (queue.length) {
      const [alo, ahi, blo, bhi] = queue.pop();
      const [i, j, k] = longest(alo, ahi, blo, bhi);
      if (!k) continue;
      matches += k;
      if (alo < i && blo < j) queue.push([alo, i, blo, j]);
      if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi]);
    }
    const total = a.length + b.length;
    return total ? (2 * matches) / total : 1;
  }

  // ---- an engine over one game's exported data ---------------------------------------------

  function Engine(data) {
    const C = data.constants;
    const lex = data.lexicon;
    const words = makeWords(C);
    const STOP = new Set(C.STOP);
    const stems = new Set(lex.stems);
    const common = new Set(lex.common || []);
    const synonymWords = new Set();
    for (const key of Object.keys(lex.synonyms || {})) for (const w of key.split(" ")) synonymWords.add(w);
    const vocab = lex.vocab || [];
    const freq = lex.freq || {};
    const has = (obj, k) => Object.prototype.hasOwnProperty.call(obj, k);
    const titles = lex.titles || {};

    // query.Plan.add: a term once, with its highest weight
    function add(p, term, weight) {
      const i = p.termIndex.get(term);
      if (i === undefined) {
        p.termIndex.set(term, p.terms.length);
        p.terms.push([term, weight]);
      } else {
        p.terms[i][1] = Math.max(p.terms[i][1], weight);
      }
    }

    // Corrections and near titles depend only on the word or run and the index: kept, so a
    // keystroke recomputes only what its last word changed.
    const memo = (fn) => {
      const seen = new Map();
      return (key, arg) => {
        if (!seen.has(key)) seen.set(key, fn(arg === undefined ? key : arg));
        return seen.get(key);
      };
    };

    // query._correct
    const correct = memo(function (word) {
      if (word.length < 4 || DIGITS.test(word)) return null;
      const limit = word.length <= 5 ? 1 : 2;
      let found = [];
      for (let i = 0; i < vocab.length; i++) {
        const v = vocab[i];
        if (Math.abs(v.length - word.length) > limit) continue;
        const d = osa(word, v, limit);
        if (d <= limit) found.push([v, d, i]);
      }
      if (!found.length) return null;
      found.sort((x, y) => x[1] - y[1] || x[2] - y[2]);
      found = found.slice(0, 5);
      found.sort((x, y) => x[1] - y[1] || (freq[y[0]] || 0) - (freq[x[0]] || 0));
      return found[0][0];
    });

    // query._near_title
    const nearTitle = memo(function (run) {
      const byWord = lex.title_words || {};
      const text = run.join(" ");
      let candidates;
      if (run.length === 1) {
        if (text.length < 5) return null;
        candidates = byWord["1:" + text[0]] || [];
      } else {
        const seen = new Set();
        candidates = [];
        for (const k of [(byWord[run.length + "<" + run[0]] || []), (byWord[run.length + ">" + run[run.length - 1]] || [])].flat()) {
          if (!seen.has(k)) { seen.add(k); candidates.push(k); }
        }
      }
      let best = null, bestScore = 0;
      for (const key of candidates) {
        const score = ratio(text, key);
        if (score > bestScore) { best = key; bestScore = score; }
      }
      if (best === null || bestScore < 0.8) return null;
      return titles[best];
    });

    // query._cards
    function cards(toks, p) {
      const n = toks.length;
      const used = new Array(n).fill(false);
      if (!Object.keys(titles).length) return used;
      for (const size of [5, 4, 3, 2, 1]) {
        for (let i = 0; i + size <= n; i++) {
          if (used.slice(i, i + size).some(Boolean)) continue;
          const run = toks.slice(i, i + size).join(" ");
          let hit = has(titles, run) ? titles[run] : null;
          if (hit === null && size === 1 && (STOP.has(run) || run.length < 4 || common.has(run))) continue;
          if (hit === null && (size > 1 || !stems.has(stem(run)))) hit = nearTitle(run, toks.slice(i, i + size));
          let hits = hit !== null ? [hit] : [];
          if (!hits.length && size === 1) hits = ((lex.partial_titles || {})[run] || []).map((k) => titles[k]);
          if (!hits.length) continue;
          for (let j = i; j < i + size; j++) used[j] = true;
          for (const [cardId, title] of hits) {
            if (!p.cards.some(([c]) => c === cardId)) {
              p.cards.push([cardId, C.CARD_BOOST / hits.length]);
              p.cardTitles.push(title);
            }
          }
        }
      }
      return used;
    }

    // query._synonyms
    function synonyms(toks, p, wordGroups) {
      const table = lex.synonyms || {};
      const n = toks.length;
      for (const size of [3, 2, 1]) {
        for (let i = 0; i + size <= n; i++) {
          const phrase = toks.slice(i, i + size).join(" ");
          for (const target of has(table, phrase) ? table[phrase] : []) {
            for (const t of target.split(" ")) {
              if (STOP.has(t)) continue;
              add(p, stem(t), C.SYNONYM_WEIGHT);
              for (const g of wordGroups.slice(i, i + size)) if (g !== null) g.add(stem(t));
            }
          }
        }
      }
    }

    // query.plan
    function plan(text) {
      let toks = words(text);
      const p = { terms: [], termIndex: new Map(), cards: [], cardTitles: [], corrections: [], kindHints: [],
        otherWords: 0, truncated: false, groups: [] };
      if (toks.length > C.MAX_WORDS) { toks = toks.slice(0, C.MAX_WORDS); p.truncated = true; }
      const inCard = cards(toks, p);
      for (const title of p.cardTitles) {
        const group = new Set(words(title).filter((w) => !STOP.has(w)).map(stem));
        for (const t of group) add(p, t, 1.0);
        p.groups.push(group);
      }
      const plain = [];
      const wordGroups = [];
      toks.forEach((w0, i) => {
        let w = w0;
        if (inCard[i] || STOP.has(w)) { plain.push(w); wordGroups.push(null); return; }
        let weight = 1.0;
        if (!(DIGITS.test(w) || stems.has(stem(w)) || synonymWords.has(w))) {
          const better = correct(w);
          if (better) { p.corrections.push([w, better]); w = better; weight = C.TYPO_WEIGHT; }
        }
        plain.push(w);
        if (has(C.KIND_HINTS, w) && !p.kindHints.includes(C.KIND_HINTS[w])) {
          p.kindHints.push(C.KIND_HINTS[w]);
          wordGroups.push(null);
        } else {
          p.otherWords += 1;
          const g = new Set([stem(w)]);
          wordGroups.push(g);
          p.groups.push(g);
        }
        add(p, stem(w), weight);
      });
      synonyms(plain, p, wordGroups);
      return p;
    }

    // backend_whoosh.search: BM25F over title and body, card boosts, rulebook filter; best first,
    // ties in index order. Returns [docnum, score, matched terms].
    const docs = data.docs;
    const score = new Float64Array(docs.length);
    const matchedBy = new Array(docs.length).fill(null);
    function fullText(p, version, limit) {
      const P = data.postings;
      const touched = [];
      const touch = (d) => {
        if (matchedBy[d] === null) { matchedBy[d] = new Set(); score[d] = 0; touched.push(d); }
      };
      for (const [term, weight] of p.terms) {
        for (const [field, boost] of [["title", weight * C.TITLE_BOOST], ["body", weight]]) {
          const list = P[field][term];
          if (!list) continue;
          for (let i = 0; i < list.length; i += 2) {
            const d = list[i];
            touch(d);
            score[d] += list[i + 1] * boost;
            matchedBy[d].add(term);
          }
        }
      }
      for (const [card, weight] of p.cards) {
        const list = P.cards[card];
        if (!list) continue;
        for (let i = 0; i < list.length; i += 2) {
          const d = list[i];
          touch(d);
          score[d] += list[i + 1] * weight;
        }
      }
      const hits = [];
      for (const d of touched) {
        const doc = docs[d];
        if (version ? doc.versions.includes(version) : doc.newest) hits.push([d, score[d], matchedBy[d]]);
        matchedBy[d] = null;
      }
      hits.sort((x, y) => y[1] - x[1] || x[0] - y[0]);
      return hits.slice(0, limit);
    }

    // rank.rerank
    function rerank(hits, p, limit) {
      const out = [];
      for (const [d, s0, matched] of hits) {
        let s = s0;
        if (p.groups.length) {
          const share = p.groups.filter((g) => [...g].some((t) => matched.has(t))).length / p.groups.length;
          s *= C.COORDINATION_FLOOR + (1 - C.COORDINATION_FLOOR) * share;
        }
        const kind = docs[d].kind;
        if (p.kindHints.includes(kind)) s *= C.KIND_HINT;
        if (kind === "card") {
          if (!p.cards.length) s *= C.CARD_NOT_NAMED;
          else if (p.otherWords === 0 && p.cards.length === 1) s *= C.CARD_ALONE;
          else s *= C.CARD_IN_CONTEXT;
        } else if (kind === "ruling" && docs[d].names_cards && !p.cards.length) {
          s *= C.CARD_RULING_NO_CARD_NAMED;
        }
        out.push([d, s]);
      }
      out.sort((x, y) => y[1] - x[1]); // stable, as Python's sort
      return out.slice(0, limit);
    }

    // judge.search.ask: plan, full-text hits (a pool three times the answer, at least 20), re-rank.
    function ask(query, options) {
      const opts = options || {};
      const limit = opts.limit || 10;
      if (!query || !query.trim()) return { results: [], corrections: [], cards: [], truncated: false };
      const p = plan(query);
      const pool = (p.terms.length || p.cards.length) ? fullText(p, opts.rulebook || null, Math.max(20, 3 * limit)) : [];
      return {
        results: rerank(pool, p, limit).map(([d, s]) => ({ doc: d, id: docs[d].id, score: s })),
        corrections: p.corrections, cards: p.cardTitles, truncated: p.truncated,
      };
    }

    return { ask, plan, words, stem };
  }

  const api = { Engine, porter2, osa, ratio };
  if (typeof module !== "undefined" && module.exports) module.exports = api;
  else root.JudgeSearch = api;
})(typeof self !== "undefined" ? self : this);
