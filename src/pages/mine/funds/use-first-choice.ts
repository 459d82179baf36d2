import { useEffect, useState } from 'react';

/**
 * A list loaded once when the form opens, and the id chosen from it: the first, unless the user chose one before
 * the list came. Returns the list, the chosen id, its setter and the chosen item (null while none).
 */
export function useFirstChoice<T extends { id: number }>(load: () => Promise<T[]>) {
  const [list, setList] = useState<T[]>([]);
  const [id, setId] = useState<number | null>(null);
  useEffect(() => {
    void load()
      .then((l) => {
        setList(l);
        setId((v) => v ?? l[0]?.id ?? null);
      })
      .catch(() => undefined);
    // Once, on mount: the list is chosen from when the screen opens; a new `load` each render is the same call.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount, by design
  }, []);
  return [list, id, setId, list.find((x) => x.id === id) ?? null] as const;
}
