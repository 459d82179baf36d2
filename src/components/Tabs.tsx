/** A row of tabs (role tablist): `value` is the selected one; labels are already translated. */
export function Tabs<V extends string | number>({
  tabs,
  value,
  onChange,
}: {
  tabs: readonly { value: V; label: string }[];
  value: V;
  onChange: (v: V) => void;
}) {
  return (
    <nav className="tabs" role="tablist">
      {tabs.map((tab) => (
        <button
          type="button"
          role="tab"
          key={String(tab.value)}
          aria-selected={tab.value === value}
          className={tab.value === value ? 'on' : ''}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </nav>
  );
}
