import { t } from '../../../i18n/i18n';
import { Picker } from '../../../components/Picker';
import { QrCode } from '../../../components/QrCode';
import { CopyButton } from '../../../components/CopyButton';
import { fetchNetworks, submitCoinDeposit, type DepositNetwork } from '../../../api/funds-api';
import { DepositForm } from './DepositForm';
import { useFirstChoice } from './use-first-choice';

/** "USDT-TRC20", or the code alone when the network has no protocol (docs/api/funds.md). */
export const networkName = (n: DepositNetwork) =>
  n.protocol_code ? `${n.currency_code}-${n.protocol_code}` : n.currency_code;

/** The coin tab: network, QR code and address to pay to, amount, proof. */
export function CoinDepositForm({ onDone }: { onDone: () => void }) {
  const [networks, id, setId, net] = useFirstChoice(fetchNetworks);
  return (
    <DepositForm
      amountLabel={t('charge.amount_coin')}
      code={net?.currency_code ?? ''}
      usdPrice={net?.usd_price}
      send={net && ((claim) => submitCoinDeposit({ ...claim, address: net.address, charge_id: net.id }))}
      onDone={onDone}
      disabled={!net}
    >
      <Picker
        label={t('charge.network')}
        name="network"
        placeholder={t('charge.choose_network')}
        value={id}
        onChange={setId}
        options={networks.map((n) => ({ value: n.id, label: networkName(n) }))}
      />
      {net && (
        <div className="pay-to">
          <QrCode data={net.address} label={t('charge.qr_label', { name: networkName(net) })} />
          <p className="address" dir="ltr" data-testid="address">
            {net.address}
          </p>
          <CopyButton text={net.address} label={t('charge.copy_address')} />
          <p className="muted small">{t('charge.network_warning', { name: networkName(net) })}</p>
        </div>
      )}
    </DepositForm>
  );
}
