/** Longest side, in image pixels, of a photo after shrinking on the phone (a 12 MP camera photo becomes ~2 MP). */
export const MAX_SIDE = 1600;
/** Files at or under this size and side are sent as they are. */
const SMALL_BYTES = 1_500_000;
const JPEG_QUALITY = 0.85;

/**
 * Shrinks a picked photo before upload: decoded, scaled so its longest side is at most MAX_SIDE, and
 * re-encoded as JPEG. Saves minutes on a slow line and keeps uploads under the server's limits. A small
 * JPEG/PNG/WebP goes unchanged; anything the browser cannot decode is sent as is (the server judges it).
 */
export async function shrinkImage(file: File): Promise<{ blob: Blob; name: string }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { blob: file, name: file.name };
  }
  const { width, height } = bitmap;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  if (scale === 1 && file.size <= SMALL_BYTES && /^image\/(jpeg|png|webp)$/.test(file.type)) {
    bitmap.close();
    return { blob: file, name: file.name };
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const ctx = canvas.getContext('2d')!;
  // JPEG has no transparency: a transparent PNG would turn black without a white ground.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', JPEG_QUALITY));
  if (!blob) return { blob: file, name: file.name };
  return { blob, name: file.name.replace(/\.[^.]*$/, '') + '.jpg' };
}
