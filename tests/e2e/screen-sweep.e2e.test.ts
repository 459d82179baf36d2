import { expect, it } from 'vitest';
import { PHONE, TOUCH_TARGET } from './sweep/screen-sweep.js';
import { axeFindings, layoutFindings } from './sweep/sweep-checks.js';
import { sweepSuite } from './sweep/sweep-suite.js';

// The sweep in English, and the test of the sweep's own checks; German and Arabic are screen-sweep-de and -ar.
sweepSuite('en', (browser) => {
  it('the checks flag a page wider than the phone, a box cut at the edge, bullets, controls under 44 px and an unnamed button, and nothing else', async () => {
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
      <button class="icon-only" style="inline-size:44px;block-size:44px"><svg width="16" height="16"></svg></button>
      <button class="chip" style="block-size:36px">36 px high</button>
      <label class="padded" style="display:flex;align-items:center;min-block-size:44px;min-inline-size:44px"><input type="checkbox" style="inline-size:20px;block-size:20px"> padded label</label>
      <label class="tight" style="display:inline-flex"><input type="checkbox" style="inline-size:20px;block-size:20px"> tight</label>
      <p>A sentence with <a href="/x">an inline link</a> in it is exempt.</p>
      <p class="hint"><a href="/y">a link on its own line</a></p>
      <label class="field" style="display:grid">Amount <input style="block-size:30px"></label>
    </main></body></html>`);
    const layout = (await layoutFindings(page, PHONE.width, TOUCH_TARGET)).map((f) => `${f.rule} ${f.target}`);
    expect(layout).toEqual([
      'page-overflow html',
      expect.stringMatching(/^cut-off main > form\.too-wide/),
      expect.stringMatching(/^bullets main > ul\.bulleted/),
      expect.stringMatching(/^touch-target main > button\.chip/),
      expect.stringMatching(/^touch-target main > label\.tight/),
      expect.stringMatching(/^touch-target main > p\.hint > a/),
    ]);
    // Without a minimum (the default) the rule is off.
    expect((await layoutFindings(page, PHONE.width)).map((f) => f.rule)).not.toContain('touch-target');
    expect((await axeFindings(page)).map((f) => f.rule)).toEqual(['axe:button-name']);
    await ctx.close();
  });
});
