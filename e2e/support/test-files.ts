import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** A real 1x1 PNG, so the browser decodes it (naturalWidth > 0). */
export const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
export const PNG_BYTES = Buffer.from(PNG_1X1, 'base64');
/** A minimal PDF document. */
export const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** A temp folder of test files: create it in beforeAll, remove it in afterAll. */
export function tempFiles(prefix: string) {
  let dir = '';
  const file = (name: string) => path.join(dir, name);
  const write = (name: string, data: string | Buffer) => writeFileSync(file(name), data);
  return {
    file,
    write,
    create(files: Record<string, string | Buffer> = {}) {
      dir = mkdtempSync(path.join(tmpdir(), prefix));
      for (const [name, data] of Object.entries(files)) write(name, data);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The form control with exactly this label. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The image with this accessible name has loaded and decoded. */
export async function expectImageLoaded(page: Page, alt: string) {
  const img = page.getByRole('img', { name: alt, exact: true });
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}
