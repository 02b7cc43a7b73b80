// Gzip size of the JavaScript that the browser loads before the home route's first paint: the build's own measure
// (scripts/build/first-paint.ts), so the benchmark and the build's check agree.
export {
  FIRST_PAINT_BUDGET_BYTES,
  FIRST_PAINT_GOAL_BYTES,
  type FirstPaint,
  firstPaintScripts as homeRouteScripts,
  measureFirstPaint as measureHomeBundle,
} from '../scripts/build/first-paint'
