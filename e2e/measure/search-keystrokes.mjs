// Time from the last keystroke in the search dialog (Ctrl+K) to its results, in Chromium against a running product:
// each query is typed a character at a time, as staff type, into the emptied field; the figure runs from the last
// key's input event to the first frame that shows hits (or "No results") after the answer to the whole query
// arrived (an answer to a prefix that shows earlier does not count).
// Usage: node e2e/measure/search-keystrokes.mjs <baseURL> <token> <file with one query per line> [--runs 20]
// Called by the server's search bench (`pnpm --filter server bench:search`) when the front-ends are built.
import { readFileSync } from 'node:fs';
import { freshPage, launchBrowser, median } from './page-weight.mjs';

const TYPING_GAP_MS = 60;
const QUERY_TIMEOUT_MS = 10_000;

/** Milliseconds from the last keystroke of each query to its results, in the order typed. */
export async function measureSearchKeystrokes({ baseURL, token, queries }) {
  const browser = await launchBrowser();
  const { context, page } = await freshPage(browser, baseURL, token);
  // Every answer of the search API is noted with the query it answers and when it arrived.
  await page.addInitScript(() => {
    const answered = [];
    window.__searchAnswers = answered;
    const fetchOriginal = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await fetchOriginal(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname === '/api/search') {
        await response.clone().arrayBuffer();
        answered.push({ q: url.searchParams.get('q'), at: performance.now() });
      }
      return response;
    };
  });
  try {
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { name: 'Cashflow' }).waitFor();
    await page.keyboard.press('Control+k');
    const field = page.getByRole('combobox', { name: 'Search' });
    await field.waitFor();
    const times = [];
    for (const query of queries) {
      await field.fill('');
      await page.evaluate(() => {
        window.__lastKey = 0;
        window.__visible = new Promise((resolve) => {
          const startedAnswers = window.__searchAnswers.length;
          const input = document.querySelector('[role="combobox"]');
          input.addEventListener('input', () => {
            window.__lastKey = performance.now();
          });
          let changedAt = 0;
          const observer = new MutationObserver(() => {
            changedAt = performance.now();
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          // Checked at each frame (when a change can be seen): the list has changed since the answer to the whole
          // query arrived, and shows hits or "No results".
          const check = () => {
            const whole = input.value.trim();
            const answer = window.__searchAnswers
              .slice(startedAnswers)
              .find((entry) => entry.q?.trim() === whole && entry.at >= window.__lastKey);
            const shown =
              document.querySelector('[role="listbox"] [role="option"]') ??
              [...document.querySelectorAll('[role="status"]')].find(
                (status) => status.textContent === 'No results',
              );
            if (window.__lastKey && answer && changedAt >= answer.at && shown) {
              observer.disconnect();
              resolve(performance.now() - window.__lastKey);
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        });
      });
      await field.pressSequentially(query, { delay: TYPING_GAP_MS });
      const shownAfter = await page.evaluate(
        (timeoutMs) =>
          Promise.race([
            window.__visible,
            new Promise((resolve) => setTimeout(() => resolve(null), timeoutMs)),
          ]),
        QUERY_TIMEOUT_MS,
      );
      if (shownAfter === null)
        throw new Error(`No results shown within ${QUERY_TIMEOUT_MS} ms for "${query}"`);
      times.push(shownAfter);
    }
    return times;
  } finally {
    await context.close();
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseURL, token, queriesFile] = process.argv.slice(2);
  const runsIndex = process.argv.indexOf('--runs');
  const runs = runsIndex === -1 ? 20 : Number(process.argv[runsIndex + 1]);
  const queries = readFileSync(queriesFile, 'utf8').split('\n').filter(Boolean).slice(0, runs);
  const times = await measureSearchKeystrokes({ baseURL, token, queries });
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))];
  console.log(
    JSON.stringify({ runs: times.length, medianMs: Math.round(median(times)), p95Ms: Math.round(p95) }),
  );
}
