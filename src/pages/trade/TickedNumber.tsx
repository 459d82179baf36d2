import { t } from '../../i18n/i18n';
import { errorProps, FieldError } from '../../components/FieldError';

/**
 * One optional number of the order form (stop-loss, take-profit, trailing stop): a box to tick, the number (off
 * while unticked: the form sends 0, none), and under them the message of a number the last tap could not send.
 * `name` is the input's name and its label's key in `trade`; `check` the box's name. The number is left to right in
 * ar and fa too, as the app writes numbers there: a minus stays before its digits.
 */
export function TickedNumber({
  name,
  check,
  on,
  text,
  error,
  placeholder,
  hint,
  onToggle,
  onText,
}: {
  name: string;
  check: string;
  on: boolean;
  text: string;
  error: string | undefined;
  placeholder?: string;
  /** What the number does and its range, said while the box is ticked, before any tap. */
  hint?: string;
  onToggle: () => void;
  onText: (text: string) => void;
}) {
  const label = t(`trade.${name}`);
  return (
    <>
      <div className="form-row">
        <label className="check">
          <input type="checkbox" name={check} checked={on} onChange={onToggle} /> {label}
        </label>
        <input
          name={name}
          inputMode="decimal"
          dir="ltr"
          disabled={!on}
          value={text}
          placeholder={placeholder}
          onChange={(e) => onText((e.target as HTMLInputElement).value)}
          aria-label={label}
          aria-describedby={on && hint ? `${name}-hint` : undefined}
          {...errorProps(name, error)}
        />
      </div>
      {on && hint && (
        <p className="hint" id={`${name}-hint`}>
          {hint}
        </p>
      )}
      <FieldError name={name} error={error} />
    </>
  );
}
