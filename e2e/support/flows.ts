// The steps every domain's screens share: filling labelled fields, saving a form, reading a list row and a
// details section.
import type { Locator, Page, Request } from '@playwright/test';
import { expect } from '../fixtures';

/** Values by label: of a field (its exact label), or of a detail (the label shown beside it). */
export type Labelled = Record<string, string>;

/** The URLs of the page's requests that `matches`, collected as they are sent from now on. */
export function watchRequests(page: Page, matches: (request: Request) => boolean): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (matches(request)) urls.push(request.url());
  });
  return urls;
}

/** Fills each field of `scope` (the page, or one of its sections) by its exact label, in order. */
export async function fillFields(scope: Page | Locator, fields: Labelled) {
  for (const [label, value] of Object.entries(fields))
    await scope.getByLabel(label, { exact: true }).fill(value);
}

/** Clicks the form's button; then its success message shows and the page is the list at `listUrl`. */
export async function saveForm(page: Page, button: string, message: string, listUrl: RegExp) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page).toHaveURL(listUrl);
}

/** Each text is a cell of the row, to the letter. */
export async function expectCells(row: Locator, texts: string[]) {
  for (const text of texts) await expect(row.getByRole('cell', { name: text, exact: true })).toBeVisible();
}

/** The one row of the list holding `text` (an email, a name) shows each of `cells` to the letter; answers it. */
export async function expectRow(list: Page | Locator, text: string, cells: string[]) {
  const row = list.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await expectCells(row, cells);
  return row;
}

/** What a details page shows beside a label, inside one of its sections. */
export const detail = (section: Locator, label: string) =>
  section.getByText(label, { exact: true }).locator('xpath=..');

/** Each label of the details section shows its value. */
export async function expectDetails(section: Locator, details: Labelled) {
  for (const [label, value] of Object.entries(details))
    await expect(detail(section, label)).toContainText(value);
}
