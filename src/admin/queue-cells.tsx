import type { QueueUser } from '../../core/wire/operator-queues';

// Cells the review queues' rows share.

/** Who a queue row is from: e-mail, public uid and user id. */
export const Who = ({ r }: { r: QueueUser }) => (
  <span>
    {r.email ?? '—'}
    <br />
    <small>
      UID {r.uid} · #{r.user_id}
    </small>
  </span>
);

/** An uploaded picture as a small preview that opens the full picture in a new tab. */
export const Thumb = ({ href, src, alt }: { href: string; src: string; alt: string }) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    <img className="thumb" width={72} height={54} loading="lazy" decoding="async" src={src} alt={alt} />
  </a>
);

/** A note (remark, reason, memo) under a cell's value, when there is one. */
export const Note = ({ text }: { text: string | null | undefined }) =>
  text ? (
    <>
      <br />
      <small>{text}</small>
    </>
  ) : null;
