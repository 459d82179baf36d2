import { useEffect, useState } from 'react';
import { refreshUser } from '../../../state/session-actions';
import {
  fetchDrawMethods,
  fetchDrawSymbols,
  type DrawMethod,
  type DrawSymbol,
  type DrawType,
} from '../../../api/funds-api';

/**
 * The withdraw form's choices for the tab's type: the currencies offered and the one chosen (the first at first),
 * then that currency's saved destinations and the one chosen; each read again when what it hangs on changes.
 */
export function useWithdrawChoices(tab: DrawType) {
  const [symbols, setSymbols] = useState<DrawSymbol[]>([]);
  const [symbolId, setSymbolId] = useState<number | null>(null);
  const [methods, setMethods] = useState<DrawMethod[]>([]);
  const [methodId, setMethodId] = useState<number | null>(null);

  useEffect(() => {
    void refreshUser();
  }, []);
  useEffect(() => {
    setSymbols([]);
    setSymbolId(null);
    setMethods([]);
    setMethodId(null);
    void fetchDrawSymbols(tab)
      .then((l) => {
        setSymbols(l);
        setSymbolId(l[0]?.id ?? null);
      })
      .catch(() => undefined);
  }, [tab]);
  useEffect(() => {
    setMethods([]);
    setMethodId(null);
    if (symbolId !== null)
      void fetchDrawMethods(tab, symbolId)
        .then((l) => {
          setMethods(l);
          setMethodId(l[0]?.id ?? null);
        })
        .catch(() => undefined);
  }, [tab, symbolId]);
  const symbol = symbols.find((s) => s.id === symbolId) ?? null;
  const method = methods.find((m) => m.id === methodId) ?? null;
  return { symbols, symbolId, setSymbolId, symbol, methods, methodId, setMethodId, method };
}
