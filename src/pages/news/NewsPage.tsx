import { formatWhen } from '../../i18n/dates';
import { Link } from 'wouter';
import { t } from '../../i18n/i18n';
import { NavBar } from '../../components/NavBar';
import { PullRefresh } from '../../components/PullRefresh';
import { ListEnd } from '../../components/ListEnd';
import { usePagedList } from '../../components/use-paged-list';
import { fetchNews } from '../../api/content-api';

/** /news: the endless news list (category 1): title, summary, optional picture, date. */
export default function NewsPage() {
  const list = usePagedList((page) => fetchNews(page).then((r) => ({ items: r.data, total: r.total })), 'news');
  return (
    <main className="page">
      <NavBar title={t('news.title')} />
      <PullRefresh onRefresh={list.reload}>
        <ul className="news-list" aria-busy={list.loading}>
          {list.items.map((n) => (
            <li key={n.id}>
              <Link className="news-item" href={`/news/detail?id=${n.id}`} data-news={n.id}>
                <div className="news-text">
                  <strong dir="auto">{n.title}</strong>
                  <p className="muted small" dir="auto">
                    {n.desc}
                  </p>
                  <span className="muted small">{formatWhen(n.created_at, true)}</span>
                </div>
                {n.logo && <img src={n.logo} alt="" loading="lazy" width={72} height={72} />}
              </Link>
            </li>
          ))}
        </ul>
        <ListEnd list={list} empty={t('news.empty')} />
      </PullRefresh>
    </main>
  );
}
