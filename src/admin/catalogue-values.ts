import { numberText } from '../i18n/number-input';

/** One editable column: its wire name, label key, and how it is typed in. */
export interface FieldSpec {
  name: string;
  label: string;
  kind?: 'text' | 'number' | 'select' | 'list';
  /** For `select`: value and label. */
  options?: [string, string][];
  /** A line under the field saying how to write it (a label key). */
  hint?: string;
  /** Shown in the table (defaults to every field). */
  inTable?: boolean;
}

export type Row = Record<string, unknown> & { id: number };

export const show = (v: unknown) => (Array.isArray(v) ? v.join(', ') : v === null || v === undefined ? '' : String(v));
/** A `number` field's value in the operator's language (0.001 is "0,001" in de), read back by readNumber on save. */
export const shown = (f: FieldSpec, v: unknown) =>
  f.kind === 'number' && /^-?\d+(\.\d+)?$/.test(show(v)) ? numberText(show(v)) : show(v);
