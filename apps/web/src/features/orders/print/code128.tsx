import JsBarcode from 'jsbarcode';
import { useMemo } from 'react';

// A Code 128 barcode as SVG bars: JsBarcode's encoder fills a plain object (no DOM, no canvas),
// the bars are drawn here. Sharp at any print resolution. (Importing its Code 128 module alone
// would save ~55 KB, but that file is CommonJS with an `exports.default`, which the production
// build and the tests resolve differently; the package's main export is one function.)

// The quiet zone each side, in modules.
const QUIET = 10;

export function code128Modules(value: string): string {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, value, { format: 'CODE128' });
  return (target.encodings ?? []).map((encoding) => encoding.data).join('');
}

function bars(modules: string): { x: number; width: number }[] {
  const found: { x: number; width: number }[] = [];
  for (const match of modules.matchAll(/1+/g)) found.push({ x: QUIET + match.index, width: match[0].length });
  return found;
}

export function Code128({ value, label, className }: { value: string; label: string; className?: string }) {
  const modules = useMemo(() => code128Modules(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      viewBox={`0 0 ${modules.length + 2 * QUIET} 40`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      data-value={value}
    >
      {bars(modules).map((bar) => (
        <rect key={bar.x} x={bar.x} y={0} width={bar.width} height={40} fill="#000" />
      ))}
    </svg>
  );
}
