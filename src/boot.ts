// The entry: it lets the browser paint the static shell of index.html first, then starts the app (whose modules
// index.html has already preloaded), so evaluating them does not hold back the first paint. A hidden page gets no
// animation frames; the timeout starts the app there too.
const START_AFTER_MS = 100

let started = false
function start(): void {
  if (started) return
  started = true
  void import('./main')
}

requestAnimationFrame(() => setTimeout(start, 0))
setTimeout(start, START_AFTER_MS)
