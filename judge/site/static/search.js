/* judge's ranking, in the browser.
 *
 * The same steps as `judge ask`, over the data judge.search.export writes at
 * `judge site` time (every table and weight comes from there, none is typed here;
 * docs/search.md tells the whole story):
 *   words, stem       judge/text.py fold, judge/search/analysis.py
 *   plan              judge/search/query.py plan (card names, typos and the English guard,
 *                     players' vocabulary and spellings, kind hints, timing, word weights)
 *   fullText          judge/search/backend_whoosh.py search (BM25F over the postings, in force)
 *   rerank            judge/search/rank.py rerank
 *   ask               judge/search/__init__.py ask (candidates, weak answers, closest terms)
 * A change to the Python ranking that this file does not follow is caught by
 * tests/offline_site/test_ranking.py, which compares both on benchmarks/queries.yaml
 * and benchmarks/questions.yaml.
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

  // Porter2 (Snowball English) as Snowball 3.1 defines it and PyStemmer 3.1 computes it:
  // judge.search.analysis.stem calls it on every word longer than two letters.
  const VOWEL = "aeiouy";
  const isVowel = (c) => c !== undefined && VOWEL.includes(c);
  const EXCEPTIONS = {
    skis: "ski", skies: "sky", idly: "idl", gently: "gentl", ugly: "ugli", early: "earli", only: "onli",
    singly: "singl", sky: "sky", news: "news", howe: "howe", atlas: "atlas", cosmos: "cosmos", bias: "bias",
    andes: "andes",
  };
  // Words whose R1 starts after a prefix rather than after the first vowel and non-vowel.
  const R1_PREFIXES = ["gener", "commun", "arsen", "past", "univers", "later", "emerg", "organ", "inter"];
  // Step 1b leaves these alone when they are the whole of what precedes the suffix.
  const KEEP_EED = new Set(["succ", "proc", "exc"]);
  const KEEP_ING = new Set(["even", "cann", "inn", "earr", "herr", "out"]);
  const DOUBLES = ["bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt"];
  const STEP2 = [
    ["ization", "ize"], ["ational", "ate"], ["fulness", "ful"], ["ousness", "ous"], ["iveness", "ive"],
    ["tional", "tion"], ["biliti", "ble"], ["lessli", "less"], ["entli", "ent"], ["ation", "ate"],
    ["alism", "al"], ["aliti", "al"], ["ousli", "ous"], ["iviti", "ive"], ["fulli", "ful"], ["enci", "ence"],
    ["anci", "ance"], ["abli", "able"], ["izer", "ize"], ["ator", "ate"], ["alli", "al"], ["bli", "ble"],
    ["ogist", "og"], ["ogi", "og", "l"], ["li", "", "cdeghkmnrt"],
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
    const prefix = R1_PREFIXES.find((p) => word.startsWith(p));
    return prefix ? prefix.length : region(word, 0);
  }

  function endsWithShortSyllable(word) {
    const n = word.length;
    if (n === 2 && isVowel(word[0]) && !isVowel(word[1])) return true;
    if (word.endsWith("past")) return true;
    return n >= 3 && !isVowel(word[n - 3]) && isVowel(word[n - 2]) && !"aeiouywxY".includes(word[n - 1]);
  }

  // `r1` is where R1 starts in the word before step 1a.
  function step1b(word, r1) {
    for (const suffix of ["eedly", "eed"]) {
      if (!word.endsWith(suffix)) continue;
      const pre = word.slice(0, -suffix.length);
      return pre.length >= r1 && !KEEP_EED.has(pre) ? pre + "ee" : word;
    }
    for (const suffix of ["ingly", "edly", "ing", "ed"]) {
      if (!word.endsWith(suffix)) continue;
      const pre = word.slice(0, -suffix.length);
      if (suffix === "ing") {
        if (KEEP_ING.has(pre)) return word;
        if (pre.length === 2 && pre[1] === "y" && !isVowel(pre[0])) return pre[0] + "ie";  // dying, vying
      }
      if (!/[aeiouy]/.test(pre)) return word;
      if (pre.endsWith("at") || pre.endsWith("bl") || pre.endsWith("iz")) return pre + "e";
      if (DOUBLES.some((d) => pre.endsWith(d))) {
        return pre.length === 3 && "aeo".includes(pre[0]) ? pre : pre.slice(0, -1);  // add, egg, off
      }
      if (r1 === pre.length && endsWithShortSyllable(pre)) return pre + "e";
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
  function stemWord(word) {
    if (word.length <= 2 || DIGITS.test(word)) return word;
    let s = stemMemo.get(word);
    if (s === undefined) {
      s = porter2(word);
      stemMemo.set(word, s);
    }
    return s;
  }

  // ---- string distances: rapidfuzz OSA.distance, fuzz.ratio and fuzz.partial_ratio ----------

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

  // rapidfuzz fuzz.partial_ratio: the best fuzz.ratio (Indel similarity x 100) of the shorter
  // string against every alignment in the longer one (whole windows, and the partial ones at
  // either end); strings of equal length are tried both ways. On code points, as Python.
  function partialRatio(s1, s2) {
    const a = Array.from(s1), b = Array.from(s2);
    if (!a.length && !b.length) return 100;
    const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
    let score = partialImpl(shorter, longer);
    if (score !== 100 && a.length === b.length) score = Math.max(score, partialImpl(longer, shorter));
    return score;
  }

  function lcsLength(a, b) {
    let prev = new Array(b.length + 1).fill(0);
    for (let i = 0; i < a.length; i++) {
      const cur = new Array(b.length + 1).fill(0);
      for (let j = 0; j < b.length; j++) cur[j + 1] = a[i] === b[j] ? prev[j] + 1 : Math.max(prev[j + 1], cur[j]);
      prev = cur;
    }
    return prev[b.length];
  }

  // Indel normalized similarity: 1 - (len1 + len2 - 2 LCS) / (len1 + len2)
  function indelSimilarity(a, b) {
    const total = a.length + b.length;
    return 1.0 - (total ? (total - 2 * lcsLength(a, b)) / total : 0);
  }

  // rapidfuzz fuzz.ratio: the Indel similarity x 100
  function ratio(a, b) {
    return indelSimilarity(a, b) * 100;
  }

  function partialImpl(s1, s2) {
    const chars = new Set(s1);
    const len1 = s1.length, len2 = s2.length;
    let best = 0;
    const consider = (window) => {
      const r = indelSimilarity(s1, window);
      if (r > best) best = r;
      return best === 1;
    };
    for (let i = 1; i < len1; i++) {
      if (chars.has(s2[i - 1]) && consider(s2.slice(0, i))) return 100;
    }
    for (let i = 0; i < len2 - len1; i++) {
      if (chars.has(s2[i + len1 - 1]) && consider(s2.slice(i, i + len1))) return 100;
    }
    for (let i = Math.max(0, len2 - len1); i < len2; i++) {
      if (chars.has(s2[i]) && consider(s2.slice(i))) return 100;
    }
    return best * 100;
  }

  // Python's round(x, digits): the decimal nearest the double's exact value, ties to even
  // (toFixed rounds ties away from zero; its 30 digits are exact for the small numbers here).
  function pyRound(x, digits) {
    const exact = Math.abs(x).toFixed(30);
    const cut = exact.indexOf(".") + 1 + digits;
    if (!/^50*$/.test(exact.slice(cut))) return Number(x.toFixed(digits));
    const kept = exact.slice(0, cut);
    const even = Number(kept[kept.length - 1]) % 2 === 0;
    const down = Number(kept), up = Number((down + Math.pow(10, -digits)).toFixed(digits));
    return Math.sign(x) * (even ? down : up);
  }

  // ---- an engine over one game's exported data ---------------------------------------------

  const has = (obj, k) => Object.prototype.hasOwnProperty.call(obj, k);
  const get = (obj, k, otherwise) => (obj && has(obj, k) ? obj[k] : otherwise);

  function Engine(data) {
    const C = data.constants;
    const lex = data.lexicon;
    const docs = data.docs;
    const words = makeWords(C);
    const fold = makeFold(C.QUOTES);
    const STOP = new Set(C.STOP);
    const KIND_HINTS = C.KIND_HINTS;
    const df = lex.df;
    const titles = lex.titles || {};
    const hasTitles = Object.keys(titles).length > 0;
    const common = new Set(lex.common || []);
    const asking = new Set(C.TIMING_ASKING_WORDS);
    const orWords = new Set(C.TIMING_OR_WORDS);
    // a phrase is matched on stems, a one-word cue as typed
    const timingPhrases = C.TIMING_PHRASES.map((ph) => words(ph)).map((ph) => (ph.length === 1 ? ph : ph.map(stem)));
    const timingAbilities = new Set(C.TIMING_ABILITIES.map(stem));
    const vocabularyWords = new Set();
    for (const key of Object.keys(lex.vocabulary || {})) for (const w of key.split(" ")) vocabularyWords.add(w);
    const isDigits = (w) => DIGITS.test(w);
    let englishSet = null;
    const english = (w) => (englishSet || (englishSet = new Set(lex.english))).has(w);

    // judge.search.analysis.stem: Porter2, with the forms it stems apart joined
    function stem(word) {
      const s = stemWord(word);
      return get(C.STEM_ALIASES, s, s);
    }

    // Corrections, near titles and closer words depend only on a word or run and the index:
    // kept, so a keystroke recomputes only what its last word changed.
    const memo = (fn) => {
      const seen = new Map();
      return (key, arg) => {
        if (!seen.has(key)) seen.set(key, fn(arg === undefined ? key : arg));
        return seen.get(key);
      };
    };

    // query.Plan
    function newPlan() {
      return { terms: [], termIndex: new Map(), cards: [], cardTitles: [], corrections: [], kindHints: [],
        otherWords: 0, cardGroups: 0, truncated: false, timing: false, named: new Set(), groups: [], weights: [],
        titleTerms: new Set() };
    }

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

    function hint(p, kind) {
      if (!p.kindHints.includes(kind)) p.kindHints.push(kind);
    }

    // query._respell
    function respell(toks, quoted) {
      const spellings = lex.spellings || {};
      if (!Object.keys(spellings).length) return [toks, quoted];
      const out = [], flags = [];
      let i = 0;
      while (i < toks.length) {
        let done = false;
        for (const size of [3, 2, 1]) {
          const phrase = toks.slice(i, i + size).join(" ");
          if (toks.length - i >= size && has(spellings, phrase)) {
            const respelt = spellings[phrase].split(" ");
            out.push(...respelt);
            for (const _ of respelt) flags.push(quoted[i]);
            i += size;
            done = true;
            break;
          }
        }
        if (!done) { out.push(toks[i]); flags.push(quoted[i]); i++; }
      }
      return [out, flags];
    }

    // query._quoted_words: the query's words, and which of them are quoted
    const ALNUM = /[\p{L}\p{N}]/u;
    function quotedWords(text) {
      const folded = fold(text);
      const chars = Array.from(folded);
      const parts = [], inside = [];
      let start = 0, opened = null;
      for (let i = 0; i < chars.length; i++) {
        const c = chars[i];
        if (c !== "'" && c !== '"') continue;
        const before = i ? chars[i - 1] : " ";
        const after = i + 1 < chars.length ? chars[i + 1] : " ";
        if (opened === null && !ALNUM.test(before) && (ALNUM.test(after) || after === "+" || after === "-")) {
          parts.push(chars.slice(start, i).join("")); inside.push(false);
          start = i + 1; opened = c;
        } else if (c === opened && !ALNUM.test(after)) {
          parts.push(chars.slice(start, i).join("")); inside.push(true);
          start = i + 1; opened = null;
        }
      }
      parts.push(chars.slice(start).join("")); inside.push(false);
      const toks = [], quoted = [];
      parts.forEach((part, k) => { for (const w of words(part)) { toks.push(w); quoted.push(inside[k]); } });
      return [toks, quoted];
    }

    // query._timing: (asks about order, positions of the words that only ask)
    function timing(toks) {
      let only = new Set();
      let found = false;
      const n = toks.length;
      const stems = toks.map(stem);
      for (const ph of timingPhrases) {
        const mine = ph.length === 1 ? toks : stems;
        for (let i = 0; i + ph.length <= n; i++) {
          if (ph.every((w, j) => mine[i + j] === w)) {
            found = true;
            ph.forEach((w, j) => { if (asking.has(toks[i + j])) only.add(i + j); });
          }
        }
      }
      if (toks.includes("or")) {
        const order = [];
        toks.forEach((w, i) => { if (orWords.has(w)) order.push(i); });
        if (order.length) {
          found = true;
          for (const i of order) only.add(i);
        }
      }
      // an order word naming a kind of ability ("before fight") is content, not asking
      only = new Set([...only].filter((i) => !(i + 1 < n && timingAbilities.has(stems[i + 1]))));
      return [found, only];
    }

    // query._edits: how many letters a misspelling of a word this long may get wrong
    function edits(word) {
      return (C.TYPO_MAX_EDITS.find(([longest]) => word.length <= longest) || C.TYPO_MAX_EDITS[C.TYPO_MAX_EDITS.length - 1])[1];
    }

    // query._correct: the closest index word, unless an English word is closer
    const typos = lex.typos || { vocab: [], freq: {} };
    const correct = memo(function (word) {
      if (word.length < C.TYPO_MIN_LENGTH || isDigits(word)) return null;
      const limit = edits(word);
      const vocab = typos.vocab;
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
      found.sort((x, y) => x[1] - y[1] || get(typos.freq, y[0], 0) - get(typos.freq, x[0], 0));
      const [candidate, distance] = found[0];
      if (distance > 1) {
        const cutoff = distance - 1;
        for (const e of lex.english) {
          if (Math.abs(e.length - word.length) <= cutoff && osa(word, e, cutoff) <= cutoff) return null;
        }
      }
      return candidate;
    });

    // query._closer_word: a misspelt word closer to an index word than to a one-word title
    function closerWord(word, title) {
      if (english(word)) return false;
      const better = correct(word);
      return better !== null && osa(word, better) < osa(word, title);
    }

    // query._near_title: [title key, similarity] or null
    const nearTitle = memo(function (run) {
      const byWord = lex.title_words || {};
      const text = run.join(" ");
      let candidates;
      if (run.length === 1) {
        if (text.length < 5) return null;
        candidates = get(byWord, "1:" + text[0], []);
      } else {
        candidates = [...new Set([...get(byWord, run.length + "<" + run[0], []),
          ...get(byWord, run.length + ">" + run[run.length - 1], [])])];
      }
      // rapidfuzz process.extractOne(fuzz.ratio) over the sorted candidates: the first best
      let best = null, bestScore = -1;
      for (const key of [...candidates].sort()) {
        const score = ratio(text, key);
        if (score > bestScore) { best = key; bestScore = score; }
      }
      if (best === null || bestScore < C.NEAR_TITLE_RATIO * 100) return null;
      bestScore /= 100;
      if (run.length > 1) {
        const info = lex.title_word_info || {};
        const mine = new Set(best.split(" "));
        let shared = 0;
        for (const w of new Set(run)) if (mine.has(w)) shared += get(info, w, 0);
        if (shared < C.NEAR_TITLE_MIN_INFO) return null;
        // the other words: misspellings of the title's words in their places
        const title = best.split(" ");
        for (let i = 0; i < run.length; i++) {
          const w = run[i], t = title[i];
          if (w !== t && (STOP.has(w) || osa(w, t) > edits(t))) return null;
        }
      }
      return [best, pyRound(bestScore, 3)];
    });

    // query._title_hits: [title key, confidence, words to search for ([]: the title's own)]
    function titleHits(run, wholeQuery) {
      let text = run.join(" ");
      let hit = get(titles, text);
      if (hit === undefined) { // "dreckers", "krump's": a title's words in another form
        const stemmed = run.map(stem).join(" ");
        text = get(lex.title_stems || {}, stemmed) || (has(titles, stemmed) ? stemmed : text);
        hit = get(titles, text);
      }
      if (hit !== undefined) {
        if (wholeQuery) return [[text, 1.0, []]];
        if (run.length === 1 && (STOP.has(text) || text.length < 4 || common.has(text))) return [];
        return hit[2] >= C.TITLE_MIN_CONFIDENCE ? [[text, hit[2], []]] : [];
      }
      if (run.length > 1 || !has(df, stem(text))) {
        const near = nearTitle(text, run);
        if (near !== null && !(run.length === 1 && closerWord(text, near[0]))) {
          const [key, similarity] = near;
          return [[key, Math.min(1.0, titles[key][2]) * similarity, []]];
        }
      }
      if (run.length === 1) { // "gabos" for Gabos Longarms
        const keys = get(lex.partial_titles || {}, text, []);
        const info = get(lex.title_word_info || {}, text, 0.0);
        const conf = C.PARTIAL_TITLE_CONFIDENCE * Math.min(1.0, info / C.TITLE_INFO_FULL);
        return keys.map((k) => [k, conf, [text]]);
      }
      return [];
    }

    // query._cards: the card titles the query names, longest runs first; [[positions], group]
    function cards(toks, p) {
      const n = toks.length;
      const used = new Array(n).fill(false);
      const found = [];
      if (!hasTitles) return found;
      for (const size of [5, 4, 3, 2, 1]) {
        for (let i = 0; i + size <= n; i++) {
          if (used.slice(i, i + size).some(Boolean)) continue;
          const hits = titleHits(toks.slice(i, i + size), n === size);
          if (!hits.length) continue;
          const run = [];
          for (let j = i; j < i + size; j++) { used[j] = true; run.push(j); }
          const group = new Set();
          for (const [key, conf, typed] of hits) {
            const [cardId, title, , keywords, features] = titles[key];
            if (p.cards.some(([c]) => c === cardId)) continue;
            p.cards.push([cardId, pyRound(conf / hits.length, 3)]);
            p.cardTitles.push(title);
            for (const w of (typed.length ? typed : words(title))) {
              if (STOP.has(w)) continue;
              group.add(stem(w));
              add(p, stem(w), 1.0);
              p.titleTerms.add(stem(w));
            }
            for (const term of keywords) {
              group.add(term);
              add(p, term, C.KEYWORD_WEIGHT * conf);
              p.named.add(term);
            }
            for (const term of features) {
              group.add(term);
              add(p, term, C.FEATURE_WEIGHT * conf);
            }
          }
          if (group.size) found.push([run, group]);
        }
      }
      return found;
    }

    // query._vocabulary: the rulebook's terms players' words and phrases stand for
    function vocabulary(toks, p, wordGroups, onlyAsking) {
      const table = lex.vocabulary || {};
      const n = toks.length;
      for (const size of [4, 3, 2, 1]) {
        for (let i = 0; i + size <= n; i++) {
          let askingHere = false;
          for (let j = i; j < i + size; j++) if (onlyAsking.has(j)) askingHere = true;
          if (askingHere) continue;
          const targets = get(table, toks.slice(i, i + size).join(" "));
          if (!targets) continue;
          for (const target of targets) {
            for (const t of target.split(" ")) {
              if (has(KIND_HINTS, t)) hint(p, KIND_HINTS[t]);
              if (STOP.has(t)) continue;
              add(p, stem(t), C.VOCABULARY_WEIGHT);
              for (const g of wordGroups.slice(i, i + size)) if (g !== null) g.add(stem(t));
            }
          }
        }
      }
    }

    // query.idf: how much a term held by d of the index's entries says
    function idf(d) {
      return Math.log(lex.documents / (d + 1)) + 1;
    }

    // query._weight: how much a query word says (the idf of its rarest term in the index)
    function weight(group, englishStems) {
      const n = lex.documents;
      let least = Infinity;
      for (const t of group) { const d = get(df, t, 0); if (d && d < least) least = d; }
      if (least !== Infinity) return idf(least);
      for (const t of group) if (englishStems.has(t)) return Math.log(1 / C.UNHELD_ENGLISH_DF) + 1;
      return Math.log(n) + 1;
    }

    // query.plan
    function plan(text) {
      let [toks, quoted] = quotedWords(text);
      const p = newPlan();
      if (toks.length > C.MAX_WORDS) { toks = toks.slice(0, C.MAX_WORDS); quoted = quoted.slice(0, C.MAX_WORDS); p.truncated = true; }
      [toks, quoted] = respell(toks, quoted);
      const [isTiming, onlyAsking] = timing(toks);
      p.timing = isTiming;
      for (const w of toks) p.named.add(stem(w));
      const wordGroups = new Array(toks.length).fill(null);
      const named = cards(toks, p);
      p.cardGroups = named.length;
      for (const [run, group] of named) {
        p.groups.push(group);
        for (const i of run) wordGroups[i] = group;
      }
      const plain = toks.slice();
      const focus = named.map(() => 1.0);  // how much each group counts: more for words quoted
      toks.forEach((w, i) => {
        if (wordGroups[i] !== null || STOP.has(w) || onlyAsking.has(i)) return;
        if (has(KIND_HINTS, w)) { hint(p, KIND_HINTS[w]); return; }
        const wt = quoted[i] ? C.QUOTED_WEIGHT : 1.0;
        const group = new Set([stem(w)]);
        add(p, stem(w), wt);
        if (!(isDigits(w) || has(df, stem(w)) || vocabularyWords.has(w) || english(w))) {
          const better = correct(w);
          if (better) {
            p.corrections.push([w, better]);
            plain[i] = better;
            if (has(KIND_HINTS, better)) { hint(p, KIND_HINTS[better]); return; }  // a misspelt kind hint is one
            group.add(stem(better));
            add(p, stem(better), C.TYPO_WEIGHT * wt);
            p.named.add(stem(better));
          }
        }
        p.otherWords += 1;
        p.groups.push(group);
        focus.push(wt);
        wordGroups[i] = group;
      });
      vocabulary(plain, p, wordGroups, onlyAsking);
      for (const g of p.groups.slice(named.length)) for (const t of g) p.titleTerms.delete(t);
      const englishStems = new Set();
      for (const w of plain) if (!STOP.has(w) && !has(df, stem(w)) && english(w)) englishStems.add(stem(w));
      p.weights = p.groups.map((g, k) => weight(g, englishStems) * focus[k]);
      return p;
    }

    // ---- backend_whoosh.search: BM25F summed over the postings, in force under a rulebook ----

    const n = docs.length;
    const FIELDS = C.FIELDS;
    const lengths = FIELDS.map((_, f) => Float64Array.from(docs, (d) => d.lengths[f]));
    const avg = lengths.map((ls) => (ls.reduce((a, b) => a + b, 0) / (n || 1)) || 1);
    const allowedBy = new Map();
    function allowed(version) {
      const key = version || "";
      if (!allowedBy.has(key)) {
        allowedBy.set(key, Uint8Array.from(docs, (d) => (version ? d.versions.includes(version) : d.newest) ? 1 : 0));
      }
      return allowedBy.get(key);
    }
    // backend_whoosh.bm25
    function bm25(idf, tf, length, average) {
      return idf * (tf * (C.BM25_K1 + 1)) / (tf + C.BM25_K1 * ((1 - C.BM25_B) + C.BM25_B * length / average));
    }
    const score = new Float64Array(n);
    const seen = new Uint8Array(n);

    // [[doc, score, Map(term -> its part of the score)]] of the best `limit` documents
    function fullText(terms, version, limit) {
      const ok = allowed(version);
      const touched = [];
      const lists = [];
      FIELDS.forEach((field, f) => {
        const boost = field === "title" ? C.TITLE_BOOST : 1.0;
        for (const [term, w] of terms) {
          const list = get(data.postings[field], term);
          if (!list) continue;
          const idf = Math.log(n / (list.length / 2 + 1)) + 1;
          const ls = lengths[f], a = avg[f];
          lists.push([term, list, w * boost, idf, f]);
          for (let i = 0; i < list.length; i += 2) {
            const d = list[i];
            if (!ok[d]) continue;
            const part = w * boost * bm25(idf, list[i + 1], ls[d], a);
            if (!seen[d]) { seen[d] = 1; score[d] = 0; touched.push(d); }
            score[d] += part;
          }
        }
      });
      touched.sort((x, y) => score[y] - score[x] || x - y);
      for (const d of touched) seen[d] = 0;
      return touched.slice(0, limit).map((d) => {
        const parts = new Map();
        for (const [term, list, wb, idf, f] of lists) {
          const i = findDoc(list, d);
          if (i < 0) continue;
          const part = wb * bm25(idf, list[i + 1], lengths[f][d], avg[f]);
          parts.set(term, (parts.get(term) || 0.0) + part);
        }
        return [d, score[d], parts];
      });
    }

    // the position of a document in a flat, ordered [doc, tf, ...] list, or -1
    function findDoc(list, d) {
      let lo = 0, hi = list.length / 2 - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const got = list[2 * mid];
        if (got === d) return 2 * mid;
        if (got < d) lo = mid + 1; else hi = mid - 1;
      }
      return -1;
    }

    // ---- rank.rerank -------------------------------------------------------------------------

    // rank.covered: the share of what the query says that a document covers, from the
    // `start`th word group on (p.cardGroups: leaving out the card names)
    function covered(p, matched, start = 0) {
      const weights = p.weights.slice(start);
      const total = weights.reduce((a, b) => a + b, 0);
      if (!total) return 1.0;
      let got = 0;
      p.groups.slice(start).forEach((g, i) => {
        for (const t of g) if (matched.has(t)) { got += weights[i]; return; }
      });
      return got / total;
    }

    function inSections(rank, sections) {
      return rank.section.toLowerCase().split(">").some((part) => sections.has(part.trim()));
    }

    // rank._named_terms: which entries the named-term factor lifts
    function namedTerms(hits, p) {
      const most = C.TELLING_DF * lex.documents;
      const says = (rank) => rank.names.filter((name) => name.every((t) => p.named.has(t)));
      const names = new Map();
      for (const [d] of hits) {
        for (const name of says(docs[d].rank)) {
          if (Math.min(...name.map((t) => get(df, t, 0))) <= most) names.set(name.join(" "), name);
        }
      }
      const all = new Set();
      for (const name of names.values()) for (const t of name) all.add(t);
      const holds = (matched) => [...all].every((t) => matched.has(t));
      // the rules entries that hold them all (a card's text is no account of how they meet)
      if (names.size >= 2 && hits.some(([d, , parts]) => docs[d].rank.kind !== "card" && holds(parts))) {
        return (rank, matched) => rank.kind !== "card" && holds(matched);
      }
      return (rank) => says(rank).length > 0;
    }

    // rank.asked: how closely the query retells one of the players' questions an entry
    // answers: the best harmonic mean of the query's share it covers and its share the query says
    function asked(p, questions, said) {
      let best = 0.0;
      for (const terms of questions) {
        let weight = 0.0, saidWeight = 0.0;
        for (const t of terms) {
          const w = idf(get(df, t, 0));
          weight += w;
          if (said.has(t)) saidWeight += w;
        }
        if (!saidWeight) continue;
        const share = saidWeight / weight;
        const cover = covered(p, new Set(terms));
        best = Math.max(best, 2 * cover * share / (cover + share));
      }
      return best;
    }

    // judge.search.rank._alike: a ruling about cards whose abilities are written like a named
    // card's (judge.search.alike): the named card's confidence x how alike
    function alikeConfidence(named, about) {
      const alike = lex.alike || {};
      let best = 0.0;
      for (const [card, confidence] of named) {
        if (!has(alike, card)) continue;
        for (const [other, share] of alike[card]) {
          if (about.includes(other)) best = Math.max(best, confidence * share);
        }
      }
      return best;
    }

    function rerank(hits, p) {
      const named = new Map(p.cards);
      const questions = lex.questions || {};
      const said = new Set();
      for (const g of p.groups) for (const t of g) said.add(t);
      const timingSections = p.timing ? new Set(lex.timing_sections || []) : new Set();
      const chart = p.timing ? new Set() : new Set(lex.timing_chart || []);
      const lifted = namedTerms(hits, p);
      const out = [];
      for (const [d, s0, parts] of hits) {
        let s = s0;
        const rank = docs[d].rank;
        const matched = new Set(parts.keys());
        const about = rank.cards;
        if (about.length && !about.some((c) => named.has(c))) {
          // a ruling about other cards: a named card's title words in it name another card
          let stray = 0;
          for (const t of [...matched]) {
            if (p.titleTerms.has(t)) { stray += parts.get(t); matched.delete(t); }
          }
          s -= stray;
        }
        s *= C.COORDINATION_FLOOR + (1 - C.COORDINATION_FLOOR) * covered(p, matched);
        const kind = rank.kind;
        if (p.kindHints.includes(kind)) s *= C.KIND_HINT;
        let confidence = 0.0;
        for (const c of about) confidence = Math.max(confidence, named.get(c) || 0.0);
        if (kind === "card") {
          if (!confidence) s *= C.CARD_NOT_NAMED;
          else if (p.otherWords === 0 && p.cards.length === 1) s *= C.CARD_ALONE * (1 + C.CARD_GAIN * confidence);
          else s *= C.CARD_IN_CONTEXT;
        } else if (confidence) {
          s *= 1 + C.CARD_GAIN * confidence * Math.pow(covered(p, matched, p.cardGroups), C.CARD_REST_POWER);
        } else if (about.length) {
          const like = alikeConfidence(named, about);
          if (like) s *= 1 + C.CARD_GAIN * like * Math.pow(covered(p, matched, p.cardGroups), C.CARD_REST_POWER);
          else s *= C.CARD_RULING_OTHER_CARDS;
        }
        if (timingSections.size && (kind === "rule" || kind === "glossary") && inSections(rank, timingSections)) s *= C.TIMING_BOOST;
        if (chart.size && kind === "rule" && inSections(rank, chart)) s *= C.TIMING_CHART_OTHERWISE;
        if (lifted(rank, matched)) s *= C.NAMED_TERM;
        if (has(questions, rank.id)) s *= 1 + C.ASKED_GAIN * Math.pow(asked(p, questions[rank.id], said), C.ASKED_POWER);
        out.push([d, s, covered(p, matched)]);
      }
      out.sort((x, y) => y[1] - x[1]); // stable, as Python's sort
      return out;
    }

    // ---- judge.search.ask ----------------------------------------------------------------------

    // judge.search._closest_terms: the term entries among the hits, then those whose names
    // look most like the query (rapidfuzz partial_ratio, best first, ties in the table's order)
    function closestTerms(query, ranked) {
      const terms = new Map();
      for (const [ident, title] of lex.terms || []) terms.set(ident, title);
      let out = [];
      for (const [d] of ranked) {
        const ident = docs[d].rank.id;
        if (terms.has(ident)) out.push({ id: ident, title: terms.get(ident) });
      }
      out = out.slice(0, C.CLOSEST_TERMS);
      if (out.length < C.CLOSEST_TERMS && terms.size) {
        const seenIds = new Set(out.map((t) => t.id));
        const q = query.toLowerCase();
        const scored = [...terms.keys()].filter((i) => !seenIds.has(i))
          .map((i, idx) => [i, partialRatio(q, terms.get(i).toLowerCase()), idx]);
        scored.sort((x, y) => y[1] - x[1] || x[2] - y[2]);
        for (const [i] of scored.slice(0, C.CLOSEST_TERMS)) {
          out.push({ id: i, title: terms.get(i) });
          if (out.length >= C.CLOSEST_TERMS) break;
        }
      }
      return out;
    }

    // plan, full-text hits (params.CANDIDATES, or three times the answer), re-rank; a weak
    // answer (the best covers under params.WEAK_SHARE of the query) says so, with the
    // closest terms
    function ask(query, options) {
      const opts = options || {};
      const limit = opts.limit || 10;
      const version = opts.rulebook || null;
      const answer = { results: [], corrections: [], cards: [], truncated: false, notes: [], weak: false,
        closestTerms: [] };
      if (!query || !query.trim()) return answer;
      const p = plan(query);
      Object.assign(answer, { corrections: p.corrections, cards: p.cardTitles, truncated: p.truncated });
      if (version && get(data.notes || {}, version)) answer.notes.push(data.notes[version]);
      const hits = fullText(p.terms, version, Math.max(C.CANDIDATES, 3 * limit));
      const ranked = rerank(hits, p);
      answer.results = ranked.slice(0, limit).map(([d, s]) => ({ doc: d, id: docs[d].rank.id, score: s }));
      if (!ranked.length || ranked[0][2] < C.WEAK_SHARE) {
        answer.weak = true;
        answer.closestTerms = closestTerms(query, ranked);
      }
      return answer;
    }

    return { ask, plan, words, stem };
  }

  const api = { Engine, porter2, osa, ratio, partialRatio, pyRound };
  if (typeof module !== "undefined" && module.exports) module.exports = api;
  else root.JudgeSearch = api;
})(typeof self !== "undefined" ? self : this);
