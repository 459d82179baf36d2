import { useEffect, useRef } from 'react';
import { t } from '../i18n/i18n';

/** The few formats an article needs; the server keeps only these (and links) when it sanitises on save. */
const TOOLS: { cmd: string; arg?: string; label: string }[] = [
  { cmd: 'formatBlock', arg: 'h2', label: 'H2' },
  { cmd: 'formatBlock', arg: 'p', label: '¶' },
  { cmd: 'bold', label: 'B' },
  { cmd: 'italic', label: 'I' },
  { cmd: 'insertUnorderedList', label: '•' },
  { cmd: 'insertOrderedList', label: '1.' },
];

/**
 * A simple rich-text editor (contenteditable + the browser's editing commands). Give it a `key` per document:
 * it takes `value` when mounted and does not follow later changes. Its HTML is untrusted input like any
 * other: the server sanitises it on save (server/content/article-html.ts) and the app again on display.
 */
export function RichText({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Uncontrolled: the content is set once when mounted (the parent keys it per article and language), so
  // re-renders while typing never touch the DOM the caret lives in.
  useEffect(() => {
    if (box.current) box.current.innerHTML = value;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount (uncontrolled, above)
  }, []);
  const report = () => onChange(box.current?.innerHTML ?? '');
  const run = (cmd: string, arg?: string) => {
    box.current?.focus();
    document.execCommand(cmd, false, arg);
    report();
  };
  const link = () => {
    const url = window.prompt(t('admin.link_url'), 'https://');
    if (url && /^(https?:|mailto:|\/)/i.test(url)) run('createLink', url);
  };
  return (
    <div className="rich">
      <div className="rich-tools" role="toolbar" aria-label={label}>
        {TOOLS.map((tool) => (
          <button
            type="button"
            key={tool.label}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(tool.cmd, tool.arg)}
          >
            {tool.label}
          </button>
        ))}
        <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={link}>
          {t('admin.link')}
        </button>
        <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => run('unlink')}>
          {t('admin.unlink')}
        </button>
      </div>
      <div
        ref={box}
        className="rich-body"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        onChange={report}
      />
    </div>
  );
}
