import { useEffect, useState } from 'react';
import { t } from '../../i18n/i18n';
import { Picker } from '../../components/Picker';
import { QrCode } from '../../components/QrCode';
import { CopyButton } from '../../components/CopyButton';
import { ImagePicker } from '../../components/ImagePicker';
import { fetchNetworks, submitCoinDeposit, type DepositNetwork } from '../../api/funds-api';
import { confirmLarge, DepositAmount } from './DepositAmount';

/** "USDT-TRC20", or the code alone when the network has no protocol (docs/api/funds.md). */
export const networkName = (n: DepositNetwork) =>
  n.protocol_code ? `${n.currency_code}-${n.protocol_code}` : n.currency_code;

/** The coin tab: network, QR code and address to pay to, amount, proof. */
export function CoinDepositForm({ onDone }: { onDone: () => void }) {
  const [networks, setNetworks] = useState<DepositNetwork[]>([]);
  const [id, setId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [proof, setProof] = useState('');
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    void fetchNetworks()
      .then((l) => {
        setNetworks(l);
        setId((v) => v ?? l[0]?.id ?? null);
      })
      .catch(() => undefined);
  }, []);
  const net = networks.find((n) => n.id === id) ?? null;
  const submit = async () => {
    if (!net) return;
    if (!(await confirmLarge(amount, net.currency_code, net.usd_price))) return;
    try {
      await submitCoinDeposit({ number: amount.trim(), proofImg: proof, address: net.address, charge_id: net.id });
      setAmount('');
      setProof('');
      setFormKey((k) => k + 1);
      onDone();
    } catch {
      /* toasted */
    }
  };
  return (
    <form
      className="form card"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
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
      <DepositAmount
        label={t('charge.amount_coin')}
        code={net?.currency_code ?? ''}
        usdPrice={net?.usd_price}
        value={amount}
        onChange={setAmount}
      />
      <ImagePicker key={formKey} label={t('charge.proof')} name="proof" value={proof} onChange={setProof} />
      <button type="submit" className="btn primary block" disabled={!net}>
        {t('common.submit')}
      </button>
    </form>
  );
}
