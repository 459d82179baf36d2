import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { t } from '../../../i18n/i18n';
import { NavBar } from '../../../components/NavBar';
import { Icon } from '../../../components/Icon';
import { iconPlus } from '../../../components/icons-more';
import { SwipeRow } from '../../../components/SwipeRow';
import { confirm } from '../../../state/dialog';
import { deleteDrawMethod, fetchDrawMethods, type DrawMethod, type DrawType } from '../../../api/funds-api';
import { symbolName } from './payout-names';
import { PayoutType } from '../../../../core/codes';

/** One saved payout method's lines. */
function MethodLines({ m }: { m: DrawMethod }) {
  return m.type === PayoutType.Coin ? (
    <div className="record-main">
      <strong>{symbolName(m.draw_currency)}</strong>
      <span className="muted small break-all" dir="ltr">
        {m.dc_address}
      </span>
    </div>
  ) : (
    <div className="record-main">
      {/* Names in their own direction, codes left to right, each isolated from the page's (a bank's name and its
          currency code would otherwise be reordered in ar). */}
      <strong>
        <bdi>{m.bank_name}</bdi> · <bdi dir="ltr">{m.draw_currency.code}</bdi>
      </strong>
      <span className="small" dir="ltr">
        {m.payee_account}
      </span>
      <span className="muted small">
        <bdi>{m.payee_name}</bdi>
        {m.bank_swift && (
          <>
            {' · '}
            <bdi dir="ltr">{m.bank_swift}</bdi>
          </>
        )}
      </span>
    </div>
  );
}

/** /mine/bank-card-list (type 2) and /mine/coin-address-list (type 1): saved methods, plus to add, swipe to delete. */
export default function PayoutListPage() {
  const [path] = useLocation();
  const type: DrawType = path === '/mine/bank-card-list' ? PayoutType.Bank : PayoutType.Coin;
  const [list, setList] = useState<DrawMethod[] | null>(null);
  const load = useCallback(
    () =>
      fetchDrawMethods(type)
        .then(setList)
        .catch(() => setList([])),
    [type],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const remove = async (m: DrawMethod) => {
    if (!(await confirm(t('common.confirm_del')))) return;
    try {
      await deleteDrawMethod(m.id);
    } catch {
      /* toasted */
    }
    await load();
  };
  return (
    <main className="page">
      <NavBar
        title={t(type === PayoutType.Bank ? 'wallet.bank_cards' : 'wallet.coin_addresses')}
        actions={
          <Link className="icon-btn" href={`/mine/withdraw-way?type=${type}`} aria-label={t('wallet.add')}>
            <Icon d={iconPlus} />
          </Link>
        }
      />
      <p className="muted small hint">{t('wallet.swipe_hint')}</p>
      <ul className="record-list swipe-list" aria-busy={list === null}>
        {(list ?? []).map((m) => (
          <SwipeRow key={m.id} actionLabel={t('wallet.delete')} onAction={() => void remove(m)}>
            <div className="record" data-method={m.id}>
              <MethodLines m={m} />
            </div>
          </SwipeRow>
        ))}
      </ul>
      {list?.length === 0 && (
        <div className="notice">
          <p className="muted">{t('wallet.empty')}</p>
          <Link className="btn primary" href={`/mine/withdraw-way?type=${type}`}>
            {t('wallet.add')}
          </Link>
        </div>
      )}
    </main>
  );
}
