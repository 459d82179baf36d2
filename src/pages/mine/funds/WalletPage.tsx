import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../../i18n/i18n';
import { NavBar } from '../../../components/NavBar';
import { Icon } from '../../../components/Icon';
import { iconChevron } from '../../../components/icons-more';
import { fetchWalletBalance } from '../../../api/funds-api';
import { formatUsd } from '../../../i18n/money-format';

/** /mine/wallet: the balance, and the saved bank accounts and coin addresses (docs/product.md, Screens). */
export default function WalletPage() {
  const [bal, setBal] = useState<{ balance: string; lock_balance: string } | null>(null);
  useEffect(() => {
    void fetchWalletBalance()
      .then(setBal)
      .catch(() => undefined);
  }, []);
  return (
    <main className="page">
      <NavBar title={t('wallet.title')} />
      <section className="card">
        <p className="muted">{t('mine.balance')}</p>
        <p className="balance" dir="ltr" data-testid="wallet-balance">
          {bal ? formatUsd(bal.balance, 2) : '--'}
        </p>
        <p className="muted small">
          {t('mine.frozen')}: <span dir="ltr">{bal ? formatUsd(bal.lock_balance, 2) : '--'}</span>
        </p>
      </section>
      <ul className="list">
        <li>
          <Link className="row" href="/mine/bank-card-list">
            <span>{t('wallet.bank_cards')}</span>
            <span className="chev">
              <Icon d={iconChevron} size={18} />
            </span>
          </Link>
        </li>
        <li>
          <Link className="row" href="/mine/coin-address-list">
            <span>{t('wallet.coin_addresses')}</span>
            <span className="chev">
              <Icon d={iconChevron} size={18} />
            </span>
          </Link>
        </li>
      </ul>
    </main>
  );
}
