/**
 * The message under a field that can't be sent as typed (role alert: read out when it appears), and the props that tie
 * the field to it: aria-invalid, and aria-describedby pointing to `<name>-error`. Nothing while `error` is ''.
 */
export const FieldError = ({ name, error }: { name: string; error: string | undefined }) =>
  error ? (
    <p className="field-error" id={`${name}-error`} role="alert">
      {error}
    </p>
  ) : null;

/** The input's side of FieldError. */
export const errorProps = (name: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {};
