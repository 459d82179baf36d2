/** An inline SVG icon: `d` is path data from ./icons (24x24 box, stroked with the text colour). */
export function Icon({ d, size = 22 }: { d: string; size?: number }) {
  return (
    <svg class="icon" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor"
      stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}
