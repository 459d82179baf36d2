import { expect, it } from 'vitest';
import { PHONE } from './sweep/screen-sweep.js';
import { axeFindings, layoutFindings } from './sweep/sweep-checks.js';
import { sweepSuite } from './sweep/sweep-suite.js';

// The sweep in English, and the test of the sweep's own checks; German and Arabic are screen-sweep-de and -ar.
sweepSuite('en', (browser) => {
  it('the checks flag a page wider than the phone, a box cut at the edge, bullets and an unnamed button, and nothing else', async () => {
    const ctx = await browser().newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    await page.setContent(`<!doctype html><html lang="en"><head><title>t</title><meta name="viewport" content="width=device-width"></head><body><main>
      <h1>Checks</h1>
      <div class="chips" style="display:flex;overflow-x:auto;inline-size:100%"><span style="flex:none;inline-size:900px">a chip bar wider than the screen</span></div>
      <aside class="drawer" style="position:fixed;inset-block:0;inset-inline-start:0;inline-size:300px;transform:translateX(-100%)">closed drawer</aside>
      <ul style="list-style:none;padding:0"><li>no marker</li></ul>
      <ul class="flex-list"><li style="display:flex">flex item, no marker</li></ul>
      <div class="article-body"><ul><li>an author's bullet</li></ul></div>
      <ul class="bulleted"><li>browser bullet</li></ul>
      <form class="too-wide" style="inline-size:460px"><p>form wider than the phone</p></form>
      <button class="icon-only"><svg width="16" height="16"></svg></button>
    </main></body></html>`);
    const layout = (await layoutFindings(page, PHONE.width)).map((f) => `${f.rule} ${f.target}`);
    expect(layout).toEqual([
      'page-overflow html',
      expect.stringMatching(/^cut-off main > form\.too-wide/),
      expect.stringMatching(/^bullets main > ul\.bulleted/),
    ]);
    expect((await axeFindings(page)).map((f) => f.rule)).toEqual(['axe:button-name']);
    await ctx.close();
  });
});
