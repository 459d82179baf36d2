import { t } from '../i18n/i18n';
import { useImageUpload } from './useImageUpload';
import { Icon } from './Icon';
import { iconClose } from './icons';
import { iconPlus } from './icons-more';

interface Props {
  label: string;
  /** The uploaded picture's url ('' when none). */
  value: string;
  onChange: (url: string) => void;
  name?: string;
}

/**
 * One picture (max 1): pick, shrink on the phone, upload with a progress bar. A failed upload keeps the
 * shrunk picture so "retry" sends it again without picking it anew.
 */
export function ImagePicker({ label, value, onChange, name }: Props) {
  const { input, phase, preview, send, pick, remove } = useImageUpload(value, onChange);
  const src = preview || value;
  return (
    <div className="image-picker" data-phase={phase.kind}>
      <span className="image-label">{label}</span>
      <div className="image-box">
        {src && phase.kind !== 'empty' ? (
          <img src={src} alt={label} />
        ) : (
          <button type="button" className="image-add" onClick={() => input.current?.click()} aria-label={label}>
            <Icon d={iconPlus} size={28} />
          </button>
        )}
        {phase.kind === 'working' && (
          <div
            className="image-progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(phase.share * 100)}
            aria-label={t('upload.uploading')}
          >
            <span style={{ inlineSize: `${Math.round(phase.share * 100)}%` }} />
          </div>
        )}
        {(phase.kind === 'done' || phase.kind === 'failed') && (
          <button type="button" className="image-remove icon-btn" aria-label={t('upload.remove')} onClick={remove}>
            <Icon d={iconClose} size={18} />
          </button>
        )}
      </div>
      {phase.kind === 'failed' && (
        <p className="field-error" role="alert">
          {t('upload.failed')}{' '}
          <button type="button" className="link-btn" onClick={() => void send()}>
            {t('upload.retry')}
          </button>
        </p>
      )}
      <input
        ref={input}
        type="file"
        name={name}
        accept="image/jpeg,image/png,image/webp"
        hidden
        onChange={(e) => void pick((e.target as HTMLInputElement).files?.[0])}
      />
    </div>
  );
}
