import { API_BASE, settle, requestHeaders, type Envelope } from './client';
import { IMAGE_UPLOAD_PATH } from '../../core/wire/paths';
import { showToast } from '../state/toast';
import { t } from '../i18n/i18n';

/**
 * POST /api/common/image_upload (multipart field `file`). XMLHttpRequest rather than ofetch because
 * only it reports upload progress, which a phone on a slow line needs to see; headers and the envelope
 * go through the same rules as every other call (client.ts).
 */
export function uploadImage(
  file: Blob,
  name: string,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${IMAGE_UPLOAD_PATH}`);
    for (const [k, v] of Object.entries(requestHeaders())) xhr.setRequestHeader(k, v);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      try {
        resolve(settle(xhr.response as Envelope<{ url: string }>));
      } catch (err) {
        reject(err);
      }
    };
    const fail = (code: string) => () => {
      if (code !== 'ABORT') showToast(t('public.network_error', { code }));
      reject(new Error(code));
    };
    xhr.onerror = fail(String(xhr.status || 'NET'));
    xhr.ontimeout = fail('TIMEOUT');
    xhr.onabort = fail('ABORT');
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.timeout = 120_000;
    const body = new FormData();
    body.append('file', file, name);
    xhr.send(body);
  });
}
