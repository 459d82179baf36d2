/**
 * An inline SVG icon: `d` is path data from ./icons (24x24 box). Its stroke (the text colour, 2 wide, round) is
 * set by `.icon` in src/styles/base.css rather than by five attributes on every icon: JS on `/` is budgeted, CSS is not.
 */
export function Icon({ d, size = 22 }: { d: string; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}
