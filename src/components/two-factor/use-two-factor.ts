import { useCallback, useEffect, useState } from 'react';
import type { TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '../../../core/wire/two-factor';

/** The four calls of a two-factor screen: the trader's (src/api/two-factor-api.ts) or the operator's (back office). */
export interface TwoFactorCalls {
  status(): Promise<TwoFactorStatus>;
  setup(): Promise<TwoFactorSetup>;
  enable(code: string): Promise<TwoFactorEnabled>;
  disable(code: string): Promise<unknown>;
}

/**
 * The state of a two-factor screen: the status, an enrolment in progress (its secret and URI, held only in this
 * component's memory: leaving the screen forgets them), and the recovery codes just made (shown once). Failed
 * calls were toasted by the api client; the screen stays where it was.
 */
export function useTwoFactor(calls: TwoFactorCalls) {
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = useCallback(() => calls.status().then(setStatus, () => undefined), [calls]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const run = async (work: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    try {
      await work();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  return {
    status,
    setup,
    codes,
    busy,
    start: () => run(async () => setSetup(await calls.setup())),
    cancel: () => setSetup(null),
    confirm: (code: string) =>
      run(async () => {
        const r = await calls.enable(code);
        setSetup(null);
        setCodes(r.recovery_codes);
        await reload();
      }),
    /** The recovery codes were saved: back to the status. */
    finish: () => setCodes(null),
    turnOff: (code: string) =>
      run(async () => {
        await calls.disable(code);
        await reload();
      }),
  };
}

/** A base32 key in groups of four, as authenticator apps show and accept it (spaces are ignored when typed). */
export const groupKey = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');
