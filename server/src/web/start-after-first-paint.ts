import { createHash } from 'node:crypto';

/** The preload that fetches the shell's entry script while the first paint is drawn. */
const ENTRY_PRELOAD_ID = 'pm-shell-entry';

/**
 * Runs the shell's entry script once the first paint is on screen: a deferred script runs as soon as the page is
 * parsed if it has arrived, and its evaluation (hundreds of milliseconds on a phone) then comes before the first
 * paint's frame. On screen means the browser reported the page's largest paint (reported once presented, so after
 * the frame's main-thread work); where it reports none, after the first frame; at once in a hidden tab, which
 * paints nothing; and in any case within a second, so that nothing can hold the shell back longer.
 */
export const START_AFTER_FIRST_PAINT =
  `(function(){var l=document.getElementById('${ENTRY_PRELOAD_ID}'),d=0,p=window.PerformanceObserver,o;` +
  'function s(){if(d)return;d=1;if(o)o.disconnect();var e=document.createElement("script");e.src=l.href;document.head.appendChild(e)}' +
  'if(document.hidden)return s();setTimeout(s,1000);' +
  'if(p&&(p.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0){' +
  'o=new p(function(){setTimeout(s)});o.observe({type:"largest-contentful-paint",buffered:true})}' +
  'else requestAnimationFrame(function(){setTimeout(s)})})()';

/** The Content-Security-Policy source that allows that one inline script, and no other. */
export const START_AFTER_FIRST_PAINT_SOURCE = `'sha256-${createHash('sha256').update(START_AFTER_FIRST_PAINT).digest('base64')}'`;

/** The entry script as the HTML plugin writes it into the shell's index.html. */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;

/**
 * The shell page of a screen with a first paint: its entry script fetched at once, at the priority of a deferred
 * script, and run once the first paint is on screen. A page without that script tag is returned as it is.
 */
export function startAfterFirstPaint(page: string): string {
  return page.replace(
    ENTRY_SCRIPT,
    (_tag, src: string) =>
      `<link id="${ENTRY_PRELOAD_ID}" rel="preload" as="script" fetchpriority="low" href="${src}">` +
      `<script>${START_AFTER_FIRST_PAINT}</script>`,
  );
}
