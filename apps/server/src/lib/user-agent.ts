// A browser's User-Agent header as a person recognises their device, in
// any language: "Chrome (Windows)".
// Only what a member needs to tell their own devices from a stranger's (the new-device notice,
// docs/sign-in-abuse.md); anything not recognised is named by its first words.
const BROWSERS: readonly [RegExp, string][] = [
  [/MicroMessenger\//, 'WeChat'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent?.trim()) return '?';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} (${system})`;
  return browser ?? system ?? userAgent.trim().slice(0, 60);
}
