import { useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { NavBar } from '../../../components/NavBar';
import { Field } from '../../../components/Field';
import { ImagePicker } from '../../../components/ImagePicker';
import { showToast } from '../../../state/toast';
import { fetchVerification, submitVerification, type Verification } from '../../../api/funds-api';
import { ReviewStatus } from '../../../../core/codes';

/** /mine/auth: identity verification; review_status 0 form, 1 under review, 2 verified (docs/glossary.md, Codes). */
export default function AuthPage() {
  const [v, setV] = useState<Verification | null>(null);
  const [name, setName] = useState('');
  const [cardId, setCardId] = useState('');
  const [front, setFront] = useState('');
  const [back, setBack] = useState('');
  useEffect(() => {
    void fetchVerification()
      .then(setV)
      .catch(() => undefined);
  }, []);

  const submit = async () => {
    if (!name.trim() || !cardId.trim() || !front || !back) {
      showToast(t('common.input_full'));
      return;
    }
    try {
      await submitVerification({ name: name.trim(), card_id: cardId.trim(), front_pic: front, reverse_pic: back });
      setV((old) => ({ ...(old ?? { name: '', card_id: '', reason: '' }), review_status: ReviewStatus.Reviewing }));
    } catch {
      /* toasted */
    }
  };

  return (
    <main className="page">
      <NavBar title={t('auth.title')} />
      {v === null && <div className="page-loading" aria-busy="true" />}
      {v?.review_status === ReviewStatus.Reviewing && (
        <div className="notice" data-testid="auth-status" data-status="1">
          <p>{t('auth.waiting')}</p>
        </div>
      )}
      {v?.review_status === ReviewStatus.Verified && (
        <div className="notice" data-testid="auth-status" data-status="2">
          <p>{t('auth.finished')}</p>
          <p className="muted">
            {v.name} · <span dir="ltr">{v.card_id}</span>
          </p>
        </div>
      )}
      {v?.review_status === ReviewStatus.None && (
        <form
          className="form card"
          data-testid="auth-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {v.reason && (
            <p className="notice field-error" role="alert">
              {t('auth.rejected', { reason: v.reason })}
            </p>
          )}
          <p className="muted small">{t('auth.intro')}</p>
          <Field
            label={t('auth.name')}
            name="name"
            value={name}
            onChange={setName}
            maxLength={64}
            autoComplete="name"
          />
          <Field label={t('auth.card_id')} name="card_id" value={cardId} onChange={setCardId} maxLength={64} />
          <div className="image-pair">
            <ImagePicker label={t('auth.front')} name="front_pic" value={front} onChange={setFront} />
            <ImagePicker label={t('auth.back')} name="reverse_pic" value={back} onChange={setBack} />
          </div>
          <button type="submit" className="btn primary block">
            {t('common.submit')}
          </button>
        </form>
      )}
    </main>
  );
}
