import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../i18n/i18n';
import { NavBar } from '../../components/NavBar';
import { Icon } from '../../components/Icon';
import { iconChevron } from '../../components/icons-more';
import { fetchWalletBalance } from '../../api/funds-api';
import { formatUsd } from '../../lib/format';

/** /mine/wallet: the balance, and the saved bank accounts and coin addresses (product.md section 2). */
export default function WalletPage() {
  const [bal, setBal] = useState<{ balance: string; lock_balance: string } | null>(null);
  useEffect(() => { void fetchWalletBalance().then(setBal).catch(() => undefined); }, []);
  return (
    <main class="page">
      <NavBar title={t('wallet.title')} />
      <section class="card">
        <p class="muted">{t('mine.balance')}</p>
        <p class="balance" dir="ltr" data-testid="wallet-balance">{bal ? formatUsd(bal.balance, 2) : '--'}</p>
        <p class="muted small">{t('mine.frozen')}: <span dir="ltr">{bal ? formatUsd(bal.lock_balance, 2) : '--'}</span></p>
      </section>
      <ul class="list">
        <li><Link class="row" href="/mine/bank-card-list"><span>{t('wallet.bank_cards')}</span><span class="chev"><Icon d={iconChevron} size={18} /></span></Link></li>
        <li><Link class="row" href="/mine/coin-address-list"><span>{t('wallet.coin_addresses')}</span><span class="chev"><Icon d={iconChevron} size={18} /></span></Link></li>
      </ul>
    </main>
  );
}
