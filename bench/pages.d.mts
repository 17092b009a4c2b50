// Types of bench/pages.mjs for the TypeScript journeys (e2e/delivery-budget.spec.ts).
export interface PageToMeasure {
  // The route's path, without query.
  path: string;
  // The path with the query that shows a real item of the demo member's.
  url: string;
  signedIn: boolean;
  // Mobile performance target; null for a staff page (a desk, not a phone page).
  mobileTarget: number | null;
  // A staff console page, opened with this staff token when given.
  staff?: boolean;
  staffToken?: string;
  desktopTarget?: number;
}
export const MEMBER_BASE: string;
export const MEMBER_MOBILE_TARGET: number;
export const DESKTOP_TARGET: number;
export const ACCESSIBILITY_TARGET: number;
export const PUBLIC_PAGES: { path: string; mobileTarget: number }[];
export const NOT_PAGES: string[];
export const STAFF_DESKTOP_TARGET: number;
export const STAFF_PAGES: { path: string; as?: { username: string; password: string } }[];
export function staffPagesToMeasure(base: string): Promise<PageToMeasure[]>;
export function memberPagePaths(): string[];
export function routerPublicPaths(): string[];
export function staffRoutePaths(): string[];
export function pagesToMeasure(base: string, token: string): Promise<PageToMeasure[]>;
export function selectPages(pages: PageToMeasure[], list?: string): PageToMeasure[];
