// Types of bench/wire.mjs for the TypeScript journeys (e2e/delivery-budget.spec.ts).
import type { Browser } from '@playwright/test';
import type { PageToMeasure } from './pages.mjs';

export interface WireRow {
  url: string;
  path: string;
  type: string;
  encoding: string;
  bytes: number;
}
export interface WireMeasurement {
  rows: WireRow[];
  scripts: WireRow[];
  scriptBytes: number;
  totalBytes: number;
}
export const CHROMIUM_ARGS: string[];
export const PHONE_VIEWPORT: { width: number; height: number };
export function launchChromium(): Promise<Browser>;
export function measurePage(browser: Browser, url: string, options?: { token?: string; viewport?: { width: number; height: number } }): Promise<WireMeasurement>;
export function measurePages(
  browser: Browser,
  base: string,
  token: string,
  pages: PageToMeasure[],
  options?: { viewport?: { width: number; height: number }; concurrency?: number },
): Promise<(WireMeasurement & { page: PageToMeasure })[]>;
