import type { PagedList } from './use-paged-list';
import { LoadMore } from './LoadMore';

/** The end of an endless list: the empty-state text once a load found nothing, and the sentinel that asks for the next page. */
export function ListEnd({ list, empty }: { list: PagedList<unknown>; empty: string }) {
  return (
    <>
      {!list.loading && list.items.length === 0 && <p className="muted center empty">{empty}</p>}
      <LoadMore active={list.more && !list.loading} onVisible={list.next} />
    </>
  );
}
