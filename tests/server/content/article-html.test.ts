import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml as clean } from '../../../server/content/article-html.js';

/** Hostile or unexpected HTML and what an article may keep of it (nothing executable, ever). */
const HOSTILE: [string, string, string][] = [
  ['a script', '<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
  ['an event handler', '<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
  [
    'an img onerror',
    '<img src="https://cdn.example/a.png" onerror="alert(1)">',
    '<img src="https://cdn.example/a.png" alt="" />',
  ],
  ['a javascript: link', '<a href="javascript:alert(1)">tap</a>', 'tap'],
  ['a javascript: link written with entities', '<a href="&#106;avascript:alert(1)">tap</a>', 'tap'],
  ['a javascript: link split by a tab', '<a href="java\tscript:alert(1)">tap</a>', 'tap'],
  ['a JAVASCRIPT: link in capitals', '<a href="JAVASCRIPT:alert(1)">tap</a>', 'tap'],
  ['a data: link', '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">tap</a>', 'tap'],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">tap</a>', 'tap'],
  ['a protocol-relative link', '<a href="//evil.example/">tap</a>', 'tap'],
  ['a backslash link browsers read as another host', '<a href="/\\evil.example/">tap</a>', 'tap'],
  ['a site path hiding // behind a tab', '<a href="/\t/evil.example/">tap</a>', 'tap'],
  ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
  ['an http image (mixed content)', '<img src="http://cdn.example/a.png">', ''],
  ['a protocol-relative image', '<img src="//cdn.example/a.png">', ''],
  ['an iframe and its fallback text', '<iframe src="https://evil.example">fallback</iframe>', ''],
  ['a style element and attribute', '<style>body{display:none}</style><p style="position:fixed">x</p>', '<p>x</p>'],
  ['an svg with a script', '<svg onload="alert(1)"><script>alert(2)</script></svg>', ''],
  ['a math element with a link', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
  ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
  [
    'a form keeps only its text',
    '<form action="https://evil.example"><input name="pw"><button>Send</button></form>',
    'Send',
  ],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', ''],
  ['a base element', '<base href="https://evil.example/">', ''],
  ['an img inside a comment', '<!--<img src=x onerror=alert(1)>-->', ''],
  [
    'a dropped picture, then a link',
    '<img src="x" onerror="alert(1)"><a href="https://ok.example">ok</a>',
    '<a href="https://ok.example" rel="noopener noreferrer nofollow" target="_blank">ok</a>',
  ],
  ['a dropped link inside a paragraph', '<p>a <a href="javascript:x">b</a> c</p>', '<p>a b c</p>'],
  ['a class and an id', '<p class="x" id="y">x</p>', '<p>x</p>'],
];

/** Markup an operator writes and expects to keep. */
const KEPT: [string, string, string][] = [
  [
    'paragraphs, headings, lists, emphasis',
    '<h2>Gold</h2><h3>Levels</h3><p><strong>Support</strong> and <em>resistance</em><br>next</p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote>',
    '<h2>Gold</h2><h3>Levels</h3><p><strong>Support</strong> and <em>resistance</em><br />next</p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote>',
  ],
  [
    'a table with spans',
    '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="1" width="9">c</td></tr></tbody></table>',
    '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="1">c</td></tr></tbody></table>',
  ],
  ['b, i and h1 as their allowed equivalents', '<h1>T</h1><b>b</b><i>i</i>', '<h2>T</h2><strong>b</strong><em>i</em>'],
  [
    'an https link: forced rel and target, title kept',
    '<a href=" https://example.com/a " title="More" rel="opener" target="_self">more</a>',
    '<a href="https://example.com/a" rel="noopener noreferrer nofollow" target="_blank" title="More">more</a>',
  ],
  [
    'an http link',
    '<a href="http://example.com">x</a>',
    '<a href="http://example.com" rel="noopener noreferrer nofollow" target="_blank">x</a>',
  ],
  [
    'a mailto link',
    '<a href="mailto:support@lotline.local">mail</a>',
    '<a href="mailto:support@lotline.local" rel="noopener noreferrer nofollow" target="_blank">mail</a>',
  ],
  [
    'a link to a screen of the app',
    '<a href="/trade">trade</a>',
    '<a href="/trade" rel="noopener noreferrer nofollow" target="_blank">trade</a>',
  ],
  [
    'an https picture and a site picture',
    '<img src="https://cdn.example/a.png" alt="chart"><img src="/logos/XAUUSD.svg" alt="gold" width="3">',
    '<img src="https://cdn.example/a.png" alt="chart" /><img src="/logos/XAUUSD.svg" alt="gold" />',
  ],
];

describe('article HTML is cleaned on save', () => {
  it.each(HOSTILE)('drops %s', (_name, html, expected) => {
    expect(clean(html)).toBe(expected);
  });

  it.each(KEPT)('keeps %s', (_name, html, expected) => {
    expect(clean(html)).toBe(expected);
  });

  it('is stable: cleaning clean HTML changes nothing', () => {
    for (const [, html] of [...HOSTILE, ...KEPT]) expect(clean(clean(html))).toBe(clean(html));
  });

  it('never lets an executable pattern through, whatever the mix', () => {
    const soup = HOSTILE.map(([, h]) => h).join('<p>between</p>');
    const out = clean(`<div>${soup}</div>`);
    expect(out).not.toMatch(
      /<script|<iframe|<style|<svg|<object|<embed|<form|<meta|<base|\son\w+=|javascript:|data:|vbscript:|style=/i,
    );
  });
});
