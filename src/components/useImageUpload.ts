import { useRef, useState } from 'react';
import { uploadImage } from '../api/upload-api';
import { shrinkImage } from './shrink-image';

type Phase = { kind: 'empty' } | { kind: 'working'; share: number } | { kind: 'failed' } | { kind: 'done' };

/**
 * One picture's upload (ImagePicker): `pick` shrinks it on the phone and sends it, with the share sent so far; a
 * failed upload keeps the shrunk picture, so `send` sends it again without picking it anew. `value` is the uploaded
 * picture's url ('' when none), `onChange` hears each new one.
 */
export function useImageUpload(value: string, onChange: (url: string) => void) {
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<{ blob: Blob; name: string } | null>(null);
  const [phase, setPhase] = useState<Phase>(value ? { kind: 'done' } : { kind: 'empty' });
  const [preview, setPreview] = useState('');

  const send = async () => {
    const p = pending.current;
    if (!p) return;
    setPhase({ kind: 'working', share: 0 });
    try {
      const { url } = await uploadImage(p.blob, p.name, (share) => setPhase({ kind: 'working', share }));
      pending.current = null;
      setPhase({ kind: 'done' });
      onChange(url);
    } catch {
      setPhase({ kind: 'failed' });
    }
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    onChange('');
    setPhase({ kind: 'working', share: 0 });
    pending.current = await shrinkImage(file);
    if (preview) URL.revokeObjectURL(preview);
    setPreview(URL.createObjectURL(pending.current.blob));
    await send();
  };

  const remove = () => {
    pending.current = null;
    onChange('');
    setPhase({ kind: 'empty' });
    if (input.current) input.current.value = '';
  };

  return { input, phase, preview, send, pick, remove };
}
