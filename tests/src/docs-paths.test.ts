import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** The docs a reader follows: the README and every page under docs/. */
const DOCS = [
  'README.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f)),
];

/**
 * A repository path named in prose or code spans: a top-level folder of ours, then path characters, ending on a
 * word character or a slash (so a sentence's full stop is not part of it). A glob (`locales/*.json`) or a
 * placeholder (`<chunk>`) stops the match at the folder before it, which must exist too.
 */
const REPO_PATH =
  /(?<![\w./-])((?:src|server|core|workers|tests|scripts|bench|docs|locales|public|types)\/[\w./@[\]-]*[\w/])/g;

/** Markdown link targets: `](target)`, the link text may span lines. */
const LINK = /\]\(([^)\s]+)\)/g;

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');

const headingsOf = (file: string) =>
  new Set(
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line) => /^#+ (.*)/.exec(line)?.[1] ?? [])
      .map(slug),
  );

/** What `text` (the content of `file`, relative to the root) names that the checkout does not have. */
function missingIn(file: string, text: string): string[] {
  const missing: string[] = [];
  for (const [, path] of text.matchAll(REPO_PATH)) {
    if (!existsSync(join(root, path!))) missing.push(path!);
  }
  for (const [, target] of text.matchAll(LINK)) {
    if (/^[a-z]+:/.test(target!) || target!.startsWith('//')) continue;
    const [path, anchor] = target!.split('#') as [string, string | undefined];
    const to = path ? normalize(join(dirname(file), path)) : file;
    if (!existsSync(join(root, to))) missing.push(target!);
    else if (anchor && to.endsWith('.md') && !headingsOf(to).has(anchor)) missing.push(target!);
  }
  return missing;
}

describe('the docs name only what the repository has', () => {
  it.each(DOCS)('%s: every path it names and every link it makes exists', (file) => {
    expect(missingIn(file, readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });

  it('reports a file, a link and an anchor that do not exist', () => {
    const page = join('docs', 'architecture.md');
    const text = [
      'numbers through `server/http/schemas.ts`, frames in workers/protocol.ts.',
      'See [the budgets](performance.md#budgets), [gone](performance.md#no-such-heading) and [moved](old.md).',
      'Real: `server/http/number-keyword.ts`, server/db/migrations/.',
    ].join('\n');
    expect(missingIn(page, text)).toEqual([
      'server/http/schemas.ts',
      'workers/protocol.ts',
      'performance.md#no-such-heading',
      'old.md',
    ]);
  });
});
