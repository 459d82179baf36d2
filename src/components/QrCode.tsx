import { useEffect, useRef } from 'react';

/**
 * A QR code drawn by qr-code-styling, imported only when a screen shows one (invite and deposit),
 * so its 14 kB never reach the other screens. `size` in CSS pixels (docs/product.md, Constants: 160).
 */
export function QrCode({ data, size = 160, label }: { data: string; size?: number; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    const el = box.current;
    if (!el || !data) return undefined;
    void import('qr-code-styling').then(({ default: QRCodeStyling }) => {
      if (cancelled) return;
      el.replaceChildren();
      // Dark modules on white with a quiet zone: scanners need the contrast whatever the theme.
      new QRCodeStyling({
        width: size,
        height: size,
        type: 'svg',
        data,
        margin: 8,
        qrOptions: { errorCorrectionLevel: 'M' },
        dotsOptions: { color: '#0b0e11', type: 'square' },
        backgroundOptions: { color: '#ffffff' },
      }).append(el);
    });
    return () => {
      cancelled = true;
    };
  }, [data, size]);
  return (
    <div
      ref={box}
      className="qr"
      role="img"
      aria-label={label}
      data-qr={data}
      style={{ inlineSize: `${size}px`, blockSize: `${size}px` }}
    />
  );
}
