// The rules drawer in the page (#17 item 6), shared by the rules specs.
import type { Locator } from '@playwright/test';
import { expect } from './fixtures.js';

/** Clicks a prompt's rule link and checks it lands on its paragraph in the drawer, in view and marked; returns that paragraph. */
export async function ruleLinkLands(link: Locator, book: Locator): Promise<Locator> {
  const rule = (await link.getAttribute('data-rule-link'))!;
  await link.click();
  const target = book.locator('[data-rule-target="true"]');
  await expect(target).toHaveCount(1);
  const id = (await target.getAttribute('data-rule-section'))!;
  expect(rule.startsWith(id), `${rule} lands on ${id}`).toBe(true);
  await expect(target).toBeInViewport();
  return target;
}
