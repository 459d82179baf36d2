import { useEffect, useRef } from 'react';

/** Calls `onVisible` whenever this sentinel scrolls into view: the infinite list asks for its next page. */
export function LoadMore({ onVisible, active }: { onVisible: () => void; active: boolean }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active || !el.current) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onVisible();
      },
      { rootMargin: '200px' },
    );
    io.observe(el.current);
    return () => io.disconnect();
  }, [active, onVisible]);
  return <div ref={el} className="load-more" aria-hidden="true" />;
}
