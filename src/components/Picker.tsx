import { useState } from 'react';
import { Popup } from './Popup';
import { Icon } from './Icon';
import { iconCheck, iconChevron } from './icons-more';

export interface PickerOption<V> {
  value: V;
  label: string;
  sub?: string;
}

interface Props<V> {
  label: string;
  options: PickerOption<V>[];
  value: V | null;
  onChange: (v: V) => void;
  placeholder: string;
  /** Called instead of opening when there is nothing to choose (e.g. "bind one first"). */
  onEmpty?: () => void;
  name?: string;
}

/** A labelled field that opens a bottom sheet of choices (currency, network, destination). */
export function Picker<V extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder,
  onEmpty,
  name,
}: Props<V>) {
  const [open, setOpen] = useState(false);
  const current = options.find((o) => o.value === value);
  return (
    <div className="form-row picker-row">
      <span>{label}</span>
      <button
        type="button"
        className="picker-btn wide"
        name={name}
        aria-haspopup="dialog"
        onClick={() => (options.length ? setOpen(true) : onEmpty?.())}
      >
        {/* dir=auto: an address in an rtl page keeps its start visible and ellipsizes at its own end. */}
        <span className={current ? '' : 'muted'} dir="auto">
          {current ? current.label : placeholder}
        </span>
        <Icon d={iconChevron} size={16} />
      </button>
      <Popup open={open} onClose={() => setOpen(false)} title={label}>
        {/* role="none" on the items: a listbox owns options, and the li between them would break that */}
        <ul className="list pick-list" role="listbox" aria-label={label}>
          {options.map((o) => (
            <li key={String(o.value)} role="none">
              <button
                type="button"
                role="option"
                aria-selected={o.value === value}
                className={`row${o.value === value ? ' on' : ''}`}
                onClick={() => {
                  onChange(o.value);
                  setOpen(false);
                }}
              >
                <span dir="auto">
                  {o.label}
                  {o.sub && <small className="muted block-sub">{o.sub}</small>}
                </span>
                {o.value === value && <Icon d={iconCheck} size={18} />}
              </button>
            </li>
          ))}
        </ul>
      </Popup>
    </div>
  );
}
