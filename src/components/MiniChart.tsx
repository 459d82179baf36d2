import { memo } from 'react';

/**
 * A small area chart as one SVG path: cheap enough for a row per pair (no canvas, no chart library). Its colour is
 * not its own: the row's change figure gives it (src/styles/quotes.css, `.pair-row:has(.chg.up)`), so the line and the figure
 * beside it never disagree (a 12-hour series ending above its start was green beside a red day change).
 */
export const MiniChart = memo(function MiniChart({
  values,
  width = 48,
  height = 28,
}: {
  values: readonly number[] | undefined;
  width?: number;
  height?: number;
}) {
  if (!values || values.length < 2) return <svg className="mini" width={width} height={height} aria-hidden="true" />;
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const span = max - min || 1;
  const step = width / (values.length - 1);
  let line = '';
  values.forEach((v, i) => {
    const x = (i * step).toFixed(1);
    const y = (height - 2 - ((v - min) / span) * (height - 4)).toFixed(1);
    line += `${i ? 'L' : 'M'}${x} ${y}`;
  });
  return (
    <svg className="mini" width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
      <path className="mini-area" d={`${line}L${width} ${height}L0 ${height}Z`} />
      <path className="mini-line" d={line} />
    </svg>
  );
});
