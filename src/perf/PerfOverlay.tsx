import { memo, useRef, useState, type CSSProperties } from 'react';
import { t } from '../i18n/i18n';
import { usePerfSecond } from './use-perf-second';
import { useDrag } from './use-drag';
import { BenchPanel } from './BenchPanel';

/** The benchmark panel has no props: the overlay's figures changing each second need not render it again. */
const StillBenchPanel = memo(BenchPanel);

const kB = (n: number) => (n / 1024).toFixed(1);
const MB = (n: number | null) => (n === null ? null : (n / 1048576).toFixed(1));
const ms = (n: number | null) => (n === null ? null : String(Math.round(n)));
const num = (n: number | null) => (n === null ? null : String(n));

/** The overlay's look: inline, so that none of it is in the app's stylesheet (the first load's bytes). */
const S: Record<string, CSSProperties> = {
  box: {
    position: 'fixed',
    zIndex: 9999,
    inlineSize: 236,
    maxInlineSize: 'calc(100vw - 16px)',
    background: 'rgba(10, 14, 18, 0.92)',
    color: '#e8edf2',
    font: '12px/1.35 system-ui, sans-serif',
    borderRadius: 8,
    boxShadow: '0 2px 10px rgba(0,0,0,.4)',
    touchAction: 'none',
    // Its figures change every second: contained, that relays and repaints only this box, not the page under it.
    contain: 'layout paint style',
  },
  head: { display: 'flex', alignItems: 'center', cursor: 'move', userSelect: 'none', paddingInlineStart: 8 },
  title: { flex: 1, fontWeight: 600, margin: 0, fontSize: 12 },
  btn: {
    minInlineSize: 44,
    minBlockSize: 44,
    background: 'none',
    border: 0,
    color: 'inherit',
    fontSize: 18,
    cursor: 'pointer',
  },
  body: { padding: '0 8px 8px', margin: 0 },
  row: { display: 'flex', justifyContent: 'space-between', gap: 8 },
  label: { color: '#aab4be', margin: 0, flex: '1 1 auto', minInlineSize: 0 },
  value: {
    margin: 0,
    flex: 'none',
    contain: 'strict',
    blockSize: '1.35em',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'end',
    unicodeBidi: 'isolate',
    direction: 'ltr',
  },
};

/** A figure's line: its label, and its values left to right in every language (ar and fa included); '–': none yet. */
/**
 * A line of figures. Its value box has a fixed size (`chars` wide, one line high) and is contained: a figure that
 * changes each second then lays out and paints only that box, never the page under the overlay (without it, each
 * second's new figures laid out the whole page under it).
 */
function Row({ label, values, id, chars }: { label: string; values: (string | null)[]; id: string; chars: number }) {
  return (
    <div style={S.row}>
      <dt style={S.label}>{label}</dt>
      <dd style={{ ...S.value, inlineSize: `${chars}ch` }} dir="ltr" data-testid={`perf-${id}`}>
        {values.map((v) => v ?? '–').join(' · ')}
      </dd>
    </div>
  );
}

/**
 * The on-device performance overlay (docs/performance.md): frames, main-thread busy time, socket traffic, heap,
 * web vitals and bytes loaded, once a second; movable by its header, collapsible, closable (which turns it off
 * for the session). The device benchmark is below the figures.
 */
export function PerfOverlay({ onClose }: { onClose: () => void }) {
  const s = usePerfSecond();
  const [open, setOpen] = useState(true);
  const box = useRef<HTMLElement>(null);
  const { pos, handlers } = useDrag(box);
  return (
    <section
      ref={box}
      style={{ ...S.box, left: pos[0], top: pos[1] }}
      aria-label={t('perf.title')}
      data-testid="perf-overlay"
    >
      <header style={S.head} {...handlers}>
        <h2 style={S.title}>{t('perf.title')}</h2>
        <button
          type="button"
          style={S.btn}
          aria-expanded={open}
          aria-label={open ? t('perf.collapse') : t('perf.expand')}
          onClick={() => setOpen(!open)}
        >
          {open ? '−' : '+'}
        </button>
        <button type="button" style={S.btn} aria-label={t('perf.close')} onClick={onClose}>
          ×
        </button>
      </header>
      {open && (
        <div style={S.body}>
          <dl style={{ margin: 0 }}>
            <Row id="frames" chars={8} label={t('perf.frames')} values={[s && num(s.drawn), s && num(s.dropped)]} />
            <Row
              id="busy"
              chars={16}
              label={t('perf.busy')}
              values={[s && ms(s.busyMs), s && (s.longest.map((x) => ms(x)).join(' ') || '0')]}
            />
            <Row
              id="socket"
              chars={14}
              label={t('perf.socket')}
              values={
                s?.socket ? [String(s.socket.frames), kB(s.socket.bytes), String(s.socket.batches)] : [null, null, null]
              }
            />
            <Row id="heap" chars={6} label={t('perf.heap')} values={[s && MB(s.heap)]} />
            <Row
              id="vitals"
              chars={17}
              label={t('perf.vitals')}
              values={[s && ms(s.lcp), s && ms(s.inp), s && (s.cls === null ? null : s.cls.toFixed(3))]}
            />
            <Row
              id="loaded"
              chars={13}
              label={t('perf.loaded')}
              values={[s && kB(s.bytes.script), s && kB(s.bytes.other)]}
            />
            <Row id="cost" chars={6} label={t('perf.cost')} values={[s && s.costMs.toFixed(2)]} />
          </dl>
          <StillBenchPanel />
        </div>
      )}
    </section>
  );
}
