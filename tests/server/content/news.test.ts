import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';
import { saveArticle } from '../../../server/content/news-service.js';
import { sanitizeArticleHtml } from '../../../server/content/article-html.js';
import { NEWS_EN } from '../../../server/db/seed/news-en.js';
import { NEWS_HK } from '../../../server/db/seed/news-hk.js';
import { NEWS_TITLES } from '../../../server/db/seed/news-titles.js';
import { LANG_CODES } from '../../../core/rules/languages.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ ticksPerSecond: 0, rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => {
  await s.stop();
});

const list = (page: number, lang = 'en') => s.get('/api/news/list', { category_id: 1, page }, { lang });
const info = (id: number | string, lang = 'en') => s.get('/api/news/info', { id }, { lang });
const AT = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

describe('seeded news', () => {
  it('lists 10 a page, newest first, with title, desc, logo and date, and the total', async () => {
    const p1 = await list(1);
    expect(p1).toMatchObject({ code: 1, data: { total: 12 } });
    expect(p1.data.data).toHaveLength(10);
    expect(p1.data.data[0]).toEqual({
      id: 12,
      title: 'Demo accounts now reset in one tap',
      desc: expect.any(String),
      logo: '',
      created_at: expect.stringMatching(AT),
    });
    expect(p1.data.data[1]).toMatchObject({
      title: 'Gold weekly outlook: the dollar and real yields set the tone',
      logo: '/logos/XAUUSD.png',
    });
    const p2 = await list(2);
    expect(p2.data.data.map((a: { id: number }) => a.id)).toEqual([2, 1]);
    const dates = [...p1.data.data, ...p2.data.data].map((a: { created_at: string }) => a.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(12);
    // Dated over the weeks before the first start, never in the future.
    const now = new Date().toISOString().replace('T', ' ').slice(0, 19);
    for (const d of dates) expect(d < now).toBe(true);
    expect((await list(3)).data).toEqual({ data: [], total: 12 });
  });

  it("reads in the lang header's language: hk (and tw) in full, titles elsewhere with the English body", async () => {
    expect((await list(1, 'hk')).data.data[0].title).toBe('模擬賬戶現可一鍵重設');
    expect((await list(1, 'tw')).data.data[0].title).toBe('模擬賬戶現可一鍵重設');
    expect((await list(1, 'jp')).data.data[0].title).toBe('デモ口座がワンタップでリセット可能に');
    const hk = await info(12, 'hk');
    expect(hk.data.content).toContain('重設模擬賬戶');
    const fr = await info(12, 'fr');
    expect(fr.data).toMatchObject({
      id: 12,
      title: 'Les comptes démo se réinitialisent désormais en un geste',
      logo: '',
      created_at: expect.stringMatching(AT),
    });
    expect(fr.data.content).toBe((await info(12, 'en')).data.content);
    expect((await info(12, 'xx')).data.title).toBe('Demo accounts now reset in one tap');
  });

  it('has a title and summary for every seeded article in all 21 languages', async () => {
    for (const lang of LANG_CODES) {
      const rows = [...(await list(1, lang)).data.data, ...(await list(2, lang)).data.data];
      expect(rows).toHaveLength(12);
      for (const r of rows) expect(r.title && r.desc, `${lang} ${r.id}`).toBeTruthy();
      if (lang !== 'en') expect(rows[0].title, lang).not.toBe('Demo accounts now reset in one tap');
    }
    expect(Object.keys(NEWS_TITLES).length + 2).toBe(LANG_CODES.length);
  });

  it('was written in HTML the sanitiser keeps as it is', () => {
    for (const a of [...Object.values(NEWS_EN), ...Object.values(NEWS_HK)])
      expect(sanitizeArticleHtml(a.content)).toBe(a.content.trim());
  });
});

describe('news/info', () => {
  it("answers an unknown id with code 0 in the reader's language", async () => {
    expect(await info(99_999)).toMatchObject({
      code: 0,
      msg: 'This article does not exist or has been removed',
      data: null,
    });
    expect(await info(99_999, 'hk')).toMatchObject({ code: 0, msg: '此文章不存在或已被移除' });
    expect(await info(99_999, 'de')).toMatchObject({
      code: 0,
      msg: 'Dieser Artikel existiert nicht oder wurde entfernt',
    });
  });

  it('refuses a malformed id or page by name', async () => {
    expect(await info('abc')).toMatchObject({ code: 0, msg: 'Please check the ID.' });
    expect(await list(0)).toMatchObject({ code: 0, msg: 'Please check the page.' });
    expect(await s.get('/api/news/list', { category_id: 'x' })).toMatchObject({
      code: 0,
      msg: 'Please check the category.',
    });
  });
});

describe("saveArticle (the operator's path)", () => {
  it("stores a cleaned body: what an operator pastes can never run in a reader's app", async () => {
    const { id } = await saveArticle(s.db, {
      texts: {
        en: {
          title: 'Hostile',
          desc: 'd',
          content:
            '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">tap</a><iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)"><a href="https://ok.example">ok</a>',
        },
      },
    });
    const r = await info(id);
    expect(r.data.content).toBe(
      '<p>Hi</p>tap<a href="https://ok.example" rel="noopener noreferrer nofollow" target="_blank">ok</a>',
    );
    const row = await s.db
      .selectFrom('news_texts')
      .select('content')
      .where('article_id', '=', id)
      .where('lang', '=', 'en')
      .executeTakeFirstOrThrow();
    expect(row.content).toBe(r.data.content);
  });

  it('updates an article in place, replacing its texts; a draft is neither listed nor readable', async () => {
    const { id } = await saveArticle(s.db, {
      texts: {
        en: { title: 'Draft one', desc: '', content: '<p>v1</p>' },
        hk: { title: '草稿', desc: '', content: '<p>一</p>' },
      },
    });
    expect((await info(id, 'hk')).data.title).toBe('草稿');
    await saveArticle(s.db, {
      id,
      published: false,
      texts: { en: { title: 'Draft two', desc: '', content: '<p>v2</p>' } },
    });
    expect(await info(id)).toMatchObject({ code: 0 });
    expect((await list(1)).data.total).toBe(13);
    await saveArticle(s.db, { id, texts: { en: { title: 'Published', desc: 'now', content: '<p>v3</p>' } } });
    // hk was removed by the update: the reader falls back to English.
    expect((await info(id, 'hk')).data).toMatchObject({ title: 'Published', content: '<p>v3</p>' });
    expect((await list(1)).data.data[0]).toMatchObject({ id, title: 'Published' });
  });

  it.each([
    [
      'no English text',
      { texts: { hk: { title: '只有中文', desc: '', content: '<p>x</p>' } } },
      'An article needs an English title and body',
    ],
    [
      'an English body that cleans to nothing',
      { texts: { en: { title: 't', desc: '', content: '<script>x</script>' } } },
      'An article needs an English title and body',
    ],
    ['an empty title', { texts: { en: { title: '  ', desc: '', content: '<p>x</p>' } } }, 'Please check the title.'],
    [
      'an unknown language',
      { texts: { en: { title: 't', desc: '', content: '<p>x</p>' }, xx: { title: 't', desc: '' } } },
      'Please check the language.',
    ],
    [
      'a javascript: logo',
      { logo: 'javascript:alert(1)', texts: { en: { title: 't', desc: '', content: '<p>x</p>' } } },
      'Please check the logo.',
    ],
    [
      'an unknown id',
      { id: 99_999, texts: { en: { title: 't', desc: '', content: '<p>x</p>' } } },
      'This article does not exist or has been removed',
    ],
  ])('refuses %s and writes nothing', async (_name, input, msg) => {
    const before = await s.db
      .selectFrom('news_articles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const err = await saveArticle(s.db, input as never).catch(
      (e: Error & { key: string; params: Record<string, string> }) => e,
    );
    expect(err).toBeInstanceOf(Error);
    const { key, params } = err as { key: string; params: Record<string, string> };
    const t = (await import('../../../server/i18n/translator.js')).createTranslator(
      (await import('../../../server/paths.js')).LOCALES_DIR,
    );
    expect(t('en', key, params)).toBe(msg);
    const after = await s.db
      .selectFrom('news_articles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
