/**
 * A canvas whose 2D context records what is drawn (this runs in Node, without a browser's canvas). Glyph widths:
 * "1" 5 px, other digits 8, anything else 4, in every font; the stale mark's font doubles them.
 */
export function recordingCanvas() {
  const draws: { text: string; x: number; y: number; fill: unknown; font: string }[] = [];
  let clears = 0;
  const ctx = {
    font: '',
    fillStyle: '' as unknown,
    textBaseline: '',
    textAlign: 'start',
    direction: 'inherit',
    measureText(t: string) {
      const w = [...t].reduce((s, c) => s + (c === '1' ? 5 : c >= '0' && c <= '9' ? 8 : 4), 0);
      return { width: ctx.font.startsWith('mark') ? 2 * w : w };
    },
    fillText(text: string, x: number, y: number) {
      draws.push({ text, x, y, fill: ctx.fillStyle, font: ctx.font });
    },
    clearRect() {
      clears++;
      draws.length = 0;
    },
    setTransform() {},
  };
  const canvas = { width: 300, height: 150, getContext: () => ctx };
  return { canvas, ctx, draws, clears: () => clears };
}

/**
 * A canvas whose 2D context records the rectangles filled and the horizontal lines stroked (with their label) since
 * its last clear (Node has no canvas).
 */
export function shapeRecordingCanvas() {
  const rects: { x: number; y: number; w: number; h: number; fill: unknown }[] = [];
  const lines: { y: number; color: unknown; dashed: boolean; label?: string }[] = [];
  let dash: number[] = [];
  let y = 0;
  const ctx = {
    fillStyle: '' as unknown,
    strokeStyle: '' as unknown,
    lineWidth: 1,
    font: '',
    fillRect(x: number, y: number, w: number, h: number) {
      rects.push({ x, y, w, h, fill: ctx.fillStyle });
    },
    clearRect() {
      rects.length = 0;
      lines.length = 0;
    },
    setLineDash(d: number[]) {
      dash = d;
    },
    moveTo(_x: number, at: number) {
      y = at;
    },
    lineTo() {},
    stroke() {
      lines.push({ y, color: ctx.strokeStyle, dashed: dash.length > 0 });
    },
    fillText(text: string) {
      lines.at(-1)!.label = text;
    },
    save() {},
    restore() {},
    beginPath() {},
    rect() {},
    clip() {},
  };
  return { canvas: { width: 0, height: 0, getContext: () => ctx }, rects, lines };
}
