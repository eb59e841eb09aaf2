/* The service worker: keeps the whole site for offline use once it is served over http(s).
 * `judge site` puts CACHE (named after the content) and FILES (every file of the site) above this. */
"use strict";

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith("judge-") && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  // a page with a query (index.html?q=...) is the same file; the folder's own address is its index.html
  const path = new URL(request.url).pathname;
  event.respondWith(
    caches.open(CACHE)
      .then((cache) => cache.match(path.endsWith("/") ? path + "index.html" : request, { ignoreSearch: true }))
      .then((hit) => hit || fetch(request)),
  );
});
