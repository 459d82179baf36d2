import { AppError } from '../errors/app-error.js';

export type OrderAction = 'submit' | 'close' | 'trigger';
/** ok: done; refused: a rule said no (a translated error to the caller); error: anything else. */
export type OrderResult = 'ok' | 'refused' | 'error';
/** Told of every order call and trigger fire (the metrics count them). */
export type OrderCounter = (action: OrderAction, result: OrderResult, n: number) => void;

/** `work`, unchanged, with its outcome counted for `n` orders. */
export function counted<T>(count: OrderCounter | null, action: OrderAction, work: Promise<T>, n = 1): Promise<T> {
  if (!count) return work;
  work.then(
    () => count(action, 'ok', n),
    (err) => count(action, err instanceof AppError ? 'refused' : 'error', n),
  );
  return work;
}
