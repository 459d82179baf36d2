import DOMPurify from 'dompurify';

/**
 * Article HTML as the app inserts it. The server cleans it on save; this is the second fence (docs/decisions.md:
 * "News sanitised twice"): no scripts, handlers, frames, forms or javascript:/data: links,
 * and every link opens outside the app without handing it a window.opener.
 */
export function safeHtml(html: string): string {
  // DOMPurify hands back its input untouched where it cannot work: insert nothing as HTML there.
  if (!DOMPurify.isSupported) {
    const p = document.createElement('p');
    p.textContent = html.replace(/<[^>]*>/g, ' ');
    return p.outerHTML;
  }
  const clean = DOMPurify.sanitize(html, {
    FORBID_TAGS: [
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'svg',
      'math',
      'base',
      'meta',
      'link',
    ],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/))/i,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const a of clean.querySelectorAll('a')) {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  const box = document.createElement('div');
  box.append(clean);
  return box.innerHTML;
}
