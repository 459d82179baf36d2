import { formatWhen } from '../../i18n/dates';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { t } from '../../i18n/i18n';
import { NavBar } from '../../components/NavBar';
import { fetchArticle, type NewsArticle } from '../../api/content-api';
import { safeHtml } from './safe-html';

/** /news/detail?id=: one article; its HTML passes the app's sanitiser before it is inserted. */
export default function NewsDetailPage() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  const [a, setA] = useState<NewsArticle | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setA(null);
    setFailed(false);
    if (!Number.isInteger(id) || id <= 0) {
      setFailed(true);
      return;
    }
    void fetchArticle(id)
      .then(setA)
      .catch(() => setFailed(true));
  }, [id]);
  return (
    <main className="page">
      <NavBar title={t('news.title')} />
      {failed && <p className="muted center empty">{t('news.not_found')}</p>}
      {a && (
        <article className="article">
          <h2 dir="auto">{a.title}</h2>
          <p className="muted small">
            <span>{formatWhen(a.created_at)}</span>
          </p>
          {/* dir=auto: an article without a text in the reader's language is shown in English, left to right. */}
          {/* sanitised twice: on save by the server and here */}
          <div className="article-body" dir="auto" dangerouslySetInnerHTML={{ __html: safeHtml(a.content) }} />
        </article>
      )}
    </main>
  );
}
