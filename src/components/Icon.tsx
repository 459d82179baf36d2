/** Inline SVG icons: no icon font, no emoji (low-end phones often lack an emoji font). 24x24 viewBox, stroke = currentColor. */
const PATHS = {
  globe: 'M12 3a9 9 0 100 18 9 9 0 000-18zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  chart: 'M4 19V5m0 14h16M7 15l4-4 3 3 5-6',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 8c.8-3.4 3.6-5.5 7-5.5s6.2 2.1 7 5.5',
  eye: 'M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12zm10 3a3 3 0 100-6 3 3 0 000 6z',
  eyeOff: 'M3 3l18 18M10.6 6.1c.5-.1.9-.1 1.4-.1 6.4 0 10 6 10 6a17 17 0 01-3 3.7M6.6 6.6A16 16 0 002 12s3.6 6.5 10 6.5c1.7 0 3.2-.4 4.5-1.1M9.9 9.9a3 3 0 004.2 4.2',
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  chevron: 'M9 5l7 7-7 7',
  check: 'M5 12.5l4.5 4.5L19 7',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zm5-2l4 4',
  menu: 'M4 6h16M4 12h16M4 18h16',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  trade: 'M7 4v16M7 8h-2v8h2M17 4v16M17 6h-2v6h2M17 6h2v6h-2',
  plus: 'M12 5v14M5 12h14',
  news: 'M5 4h11v16H6a2 2 0 01-2-2V5m12 3h3v10a2 2 0 01-2 2M8 8h5M8 12h5M8 16h3',
  trophy: 'M8 4h8v5a4 4 0 01-8 0zM8 6H5v1a3 3 0 003 3m8-4h3v1a3 3 0 01-3 3m-4 3v4m-3 3h6',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg class={`icon icon-${name}`} width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor"
      stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
