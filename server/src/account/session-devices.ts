// A session's device as a person recognises it ("Chrome on Linux"), read from its user agent. Only the common
// browsers and systems are told apart; anything else is named by the user agent's first product token.

/** Checked in order: a browser built on another names that one too (Edge and Opera say Chrome, Chrome says Safari). */
const BROWSERS: [pattern: RegExp, name: string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Android and iOS before Linux and macOS, whose names their user agents also carry. */
const SYSTEMS: [pattern: RegExp, name: string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const MAX_PRODUCT_LENGTH = 40;

const firstMatch = (userAgent: string, names: [RegExp, string][]) =>
  names.find(([pattern]) => pattern.test(userAgent))?.[1];

/** "Chrome on Linux", "Firefox on Windows", "curl", or "Unknown device" for an empty user agent. */
export function deviceName(userAgent: string): string {
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser) return system ? `${browser} on ${system}` : browser;
  const product = /^[^\s/()]+/.exec(userAgent.trim())?.[0]?.slice(0, MAX_PRODUCT_LENGTH);
  if (system) return `${product && product !== 'Mozilla' ? product : 'A browser'} on ${system}`;
  return product || 'Unknown device';
}
