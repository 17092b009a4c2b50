import Code128Encoder from 'jsbarcode/bin/barcodes/CODE128/CODE128_AUTO.js';
import { useMemo } from 'react';

// A Code 128 barcode as SVG bars: JsBarcode's Code 128 encoder alone (no renderer, no other
// format), the bars drawn here. Sharp at any print resolution.

// The quiet zone each side, in modules.
const QUIET = 10;

export function code128Modules(value: string): string {
  const encoder = new Code128Encoder(value, {});
  if (!encoder.valid()) throw new Error('not encodable as Code 128');
  return encoder.encode().data;
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
