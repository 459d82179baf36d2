import { t } from '../../i18n/i18n';

/** A row of choices of which one is on (a radio group of buttons): `options` are each value and its text's key. */
export function Seg<T extends number>({
  label,
  name,
  value,
  options,
  set,
}: {
  label: string;
  name: string;
  value: T;
  options: [T, string][];
  set: (x: T) => void;
}) {
  return (
    <div className="seg" role="radiogroup" aria-label={label} data-name={name}>
      {options.map(([x, key]) => (
        <button
          key={x}
          type="button"
          role="radio"
          aria-checked={value === x}
          className={value === x ? 'on' : ''}
          onClick={() => set(x)}
        >
          {t(key)}
        </button>
      ))}
    </div>
  );
}
