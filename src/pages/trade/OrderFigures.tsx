import { useEffect, useRef } from 'react';
import { t } from '../../i18n/i18n';
import { risk } from '../../state/orders';
import { site } from '../../state/site';
import { locale } from '../../state/locale';
import { toMicro } from '../../../core/rules/money';
import { htmlLang } from '../../../core/rules/languages';
import { figureTexts, type FigureInputs } from '../../../core/rules/order-figures';
import { formatMoney } from '../../i18n/money-format';
import { pairs, type PairView } from '../../state/market';
import { user } from '../../state/session';
import { canPaintQuotes, label } from '../../socket/quote-painting';
import { paintFigures, type PaintedFigures } from '../../socket/figures-painting';
import { TradeFeeType } from '../../../core/codes';

interface Props {
  v: PairView;
  /** Null: lots that do not parse or fit the pair. */
  lots: string | null;
  multiple: number | null;
  /** A pending order's target; null for a market order (the last price). */
  at: number | null;
  loggedIn: boolean;
}

/** Decided once: the figures must not switch between text and canvas. */
const paintable = canPaintQuotes();
/** The figures that move with prices, in the order shown (core/rules/order-figures.ts); Available sits after fee. */
const MOVING = ['margin', 'fee', 'margin_level', 'stop_out_at'] as const;
const TEST_IDS = ['margin', 'fee', 'level', 'stop-out'];

/** The order being written, as the shared rules read it. */
function inputsOf({ v, lots, multiple, at, loggedIn }: Props, balance: number): FigureInputs {
  const s = site.value;
  return {
    pair: v.pair,
    lots,
    multiple,
    // A target that is not a price (NaN: text typed) is 0, which the rules show as '--', and which tells it apart
    // from a market order's null once the inputs are compared as JSON.
    at: at === null || at > 0 ? at : 0,
    balance,
    loggedIn,
    feeType: s?.trade_fee_type ?? TradeFeeType.Margin,
    stopOutLevel: s?.stop_out_level ?? 50,
  };
}

/**
 * The order form's figures: what the order would cost (margin, fee) and leave (available, margin level, stop-out
 * prices), '--' where they can't be known. Where a canvas can be handed to the socket worker, the worker writes and
 * draws the moving ones from its own prices (src/socket/figures-painting.ts): a tick re-renders nothing here.
 * Elsewhere they are text, and a tick re-renders this list, not the whole form.
 */
export function LiveFigures(props: Props) {
  return paintable ? <PaintedFigures {...props} /> : <TextFigures {...props} />;
}

/** The figures as text: they read the pair's price (and the rate to USD, another pair's price) here. */
export function TextFigures(props: Props) {
  const balance = toMicro(user.value?.balance ?? '0');
  const texts = figureTexts(
    inputsOf(props, balance),
    (code) => {
      const q = pairs.value.find((x) => x.pair.Code === code);
      return q && { price: q.price.value, precision: q.pair.PricePrecision };
    },
    risk.value,
    htmlLang(locale.value),
  );
  return <FigureList texts={texts} balance={balance} loggedIn={props.loggedIn} />;
}

function PaintedFigures(props: Props) {
  const box = useRef<HTMLDivElement>(null);
  const painted = useRef<PaintedFigures | null>(null);
  useEffect(() => {
    const el = box.current!;
    // A new canvas each time: one can be handed over only once.
    const canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    el.append(canvas);
    const values = [...el.querySelectorAll<HTMLElement>('dd > span')];
    painted.current = paintFigures(el, canvas, (texts) => texts.forEach((text, i) => label(values[i]!, text)));
    return () => {
      painted.current!.stop();
      painted.current = null;
      canvas.remove();
    };
  }, []);
  const balance = toMicro(user.value?.balance ?? '0');
  const inputs = inputsOf(props, balance);
  const inputsKey = JSON.stringify(inputs);
  // By value: inputsOf makes a new object each render, and the painter needs telling only when a figure changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- inputsKey is inputs, by value
  useEffect(() => painted.current!.set(inputs), [inputsKey]);
  return (
    <div ref={box} className="figures-box painted">
      <FigureList texts={null} balance={balance} loggedIn={props.loggedIn} />
    </div>
  );
}

/** The list; `texts` null: the moving figures are boxes the socket worker draws in, each labelled with its text. */
function FigureList({ texts, balance, loggedIn }: { texts: string[] | null; balance: number; loggedIn: boolean }) {
  const dd = (i: number) => (
    <>
      <dt>{t(`trade.${MOVING[i]!}`)}</dt>
      {texts ? (
        <dd data-testid={TEST_IDS[i]}>{texts[i]}</dd>
      ) : (
        <dd>
          <span data-testid={TEST_IDS[i]} />
        </dd>
      )}
    </>
  );
  return (
    <dl className="figures" data-testid="figures">
      {dd(0)}
      {dd(1)}
      <dt>{t('trade.available')}</dt>
      <dd data-testid="available">{loggedIn ? formatMoney(balance, 2) : '--'}</dd>
      {dd(2)}
      {dd(3)}
    </dl>
  );
}
