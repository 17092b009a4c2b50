import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerCharts, type ComposeOption, type ECElementEvent } from 'echarts/core';
import type { BarSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// ECharts through its tree-shaken core (docs/decisions.md, "Dashboard charts"): only the chart
// types and components the dashboard draws, on canvas. Only staff/dashboard/ imports this file,
// so the library is in the dashboard's chunks alone (vite.config.ts, `staff-charts`).
registerCharts([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type ChartOption = ComposeOption<BarSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

// One chart. The canvas is hidden from assistive technology: `label` says what it shows, and
// the card beside it gives the figures as links (the chart is a picture of them).
export function EChart({ option, label, height = 220, onPick }: { option: ChartOption; label: string; height?: number; onPick?: (event: ECElementEvent) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = init(element, null, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('click', (event) => pick.current?.(event as ECElementEvent));
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} role="img" aria-label={label} style={{ height, width: '100%', cursor: onPick ? 'pointer' : undefined }} />;
}
