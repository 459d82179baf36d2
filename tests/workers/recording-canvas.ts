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
