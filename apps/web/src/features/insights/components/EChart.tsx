/**
 * One ECharts chart (issue 39 point 4), drawn as SVG. Only the parts the insights use are registered (bar and
 * line charts, grid, tooltip, legend, dataset), and this module is loaded lazily by `ChartCard`, so
 * ECharts stays out of every other page's JavaScript. The chart is one image for assistive technology
 * (`role="img"` and its label); the same data is offered as a table beside it. The chart follows the theme
 * (issue 42): ECharts' dark theme in the dark mode, series colours at 3:1 on the page in dark and high contrast
 * ({@link chartColours}), on a transparent background so the card's colour shows.
 */
import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { chartColours, useThemeMode } from '../../../shared/theme';

echarts.use([
  BarChart,
  LineChart,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);

/** An ECharts option (the chart's series, axes and colours). */
export type ChartOption = echarts.EChartsCoreOption;

/** Draws `option` in a box `height` px high, redrawn on resize; `label` names the image. */
export default function EChart(props: { option: ChartOption; label: string; height?: number }) {
  const { option, label, height = 280 } = props;
  const box = useRef<HTMLDivElement>(null);
  const mode = useThemeMode();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = echarts.init(element, mode === 'dark' ? 'dark' : undefined, { renderer: 'svg' });
    const colours = Array.isArray(option.color) ? (option.color as string[]) : undefined;
    chart.setOption({
      ...option,
      backgroundColor: 'transparent',
      ...(colours ? { color: chartColours(colours, mode) } : {}),
      ...(mode === 'high-contrast' ? { textStyle: { color: '#000000' } } : {}),
    });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.dispose();
    };
  }, [option, mode]);
  // ECharts writes its own attributes on the box it draws in: the image and its name sit on a wrapper.
  return (
    <div role="img" aria-label={label} data-chart>
      <div ref={box} style={{ width: '100%', height }} />
    </div>
  );
}
