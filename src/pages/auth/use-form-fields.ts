import { useState } from 'react';

/** What a Field needs from the form: its name, value, change handler and error. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}

/**
 * The state of a form of text fields (register, forgot, change password): the values, their errors and
 * `field(k)`, the props that bind field `k` to them.
 */
export function useFormFields<K extends string>(initial: Record<K, string>) {
  const [f, setF] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const set = (k: K) => (v: string) => setF({ ...f, [k]: v });
  const field = (k: K): BoundField => ({ name: k, value: f[k], onChange: set(k), error: errors[k] });
  return { f, set, errors, setErrors, field };
}
