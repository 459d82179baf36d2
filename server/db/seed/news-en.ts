import type { NewsKey } from './news.js';

/**
 * The English text of the seeded articles: the fallback of every language. Written for this product; the
 * outlooks describe what moves a market and how to plan around it, never invented events or quotes.
 */
export const NEWS_EN: Record<NewsKey, { title: string; desc: string; content: string }> = {
  'demo-reset': {
    title: 'Demo accounts now reset in one tap',
    desc: 'Start your practice account over with a fresh 100,000 USD balance whenever you like.',
    content: `<p>Practising a new strategy works best from a clean slate. From today a demo account can be reset from the <strong>Me</strong> tab: tap <strong>Reset demo account</strong>, confirm, and the account is back to its starting balance (100,000 virtual USD on this site).</p>
<p>A reset removes every order of the demo account (holding, pending and history) and writes a single "Demo balance" record to its account history, so the statement always explains where the balance came from.</p>
<p>Nothing else changes: your device keeps the same demo account, your language and settings stay as they were, and live prices keep streaming. Real accounts are not affected and cannot be reset.</p>
<p>Tip: write down what you want to test before you reset (one pair, one leverage, one stop-loss rule), then review the order history a week later. A reset is most useful when it marks the start of an experiment.</p>`,
  },
  'gold-weekly': {
    title: 'Gold weekly outlook: the dollar and real yields set the tone',
    desc: 'What usually moves XAU/USD, where buyers and sellers tend to gather, and how to size a position in 100-ounce lots.',
    content: `<h2>What drives gold</h2>
<p>Gold pays no interest, so it competes with assets that do. When inflation-adjusted (real) bond yields rise, holding gold costs more in lost income and prices often soften; when real yields fall, gold tends to find buyers. Because gold is priced in dollars, a stronger dollar usually weighs on XAU/USD as well.</p>
<h2>What to watch this week</h2>
<ul>
<li>US inflation and labour-market figures, which shift rate expectations and with them real yields.</li>
<li>Central-bank speeches: a change of tone can move gold more than the data itself.</li>
<li>Round numbers on the chart: prices often pause near levels that end in 00 or 50.</li>
</ul>
<h2>Planning a trade</h2>
<p>One lot of XAU/USD here is 100 ounces, so a 1 USD move changes the position's value by 100 USD per lot, and the minimum of 0.01 lots moves by 1 USD. Check the margin line in the order form before you submit, and set a stop-loss beyond the level that would prove your idea wrong rather than at a fixed distance.</p>
<p>Gold can move quickly around data releases. If you hold a position into one, consider a smaller size so that a sharp move does not bring your account's risk rate close to the stop-out level.</p>`,
  },
  'btc-weekly': {
    title: 'Bitcoin weekly outlook: trading a market that never closes',
    desc: 'BTC/USD trades around the clock, including weekends. How to plan for volatility when nobody rings a closing bell.',
    content: `<p>Unlike forex, metals and indices, which close at the weekend, BTC/USD trades 24 hours a day, seven days a week on Lotline. That is convenient, but it also means a position can move while you sleep, and weekend liquidity is often thinner, which can make moves sharper.</p>
<h2>What tends to move bitcoin</h2>
<ul>
<li>Risk appetite in general: bitcoin often moves with technology shares when markets are nervous.</li>
<li>Flows into and out of exchange-traded products and large exchanges.</li>
<li>Regulatory headlines, which can move prices within minutes.</li>
</ul>
<h2>Sizing for a volatile market</h2>
<p>Crypto pairs offer lower leverage (2x to 20x) than forex for a reason: daily moves of several percent are common. At 20x leverage, a 5 % move against you costs the whole margin of the position. Many traders choose 5x or less for positions they plan to hold for more than a day.</p>
<p>A take-profit and a stop-loss set when you open the order work while you are away. Both can be edited later from the order's detail in the Orders tab.</p>`,
  },
  'eurusd-weekly': {
    title: 'EUR/USD weekly outlook: two central banks, one exchange rate',
    desc: "The world's most traded pair moves on the gap between euro and dollar interest rates. Here is what to follow.",
    content: `<p>EUR/USD is the most traded currency pair in the world, and its main driver is simple to state: the difference between interest rates expected from the European Central Bank and from the US Federal Reserve. When markets expect US rates to stay higher for longer, the dollar tends to gain; when they expect the gap to narrow, the euro usually recovers.</p>
<h2>The calendar matters</h2>
<p>Inflation reports, purchasing-managers' surveys and employment figures on both sides of the Atlantic are the usual catalysts. The pair is often quiet before a major release and moves quickly after it. If you do not want to be in the market at that moment, a pending order placed away from the current price lets you enter only if the move happens.</p>
<h2>Reading the numbers in the app</h2>
<p>One lot is 100,000 euros. With a price around 1.08, the margin for 0.1 lots at 100x leverage is about 108 USD, and each pip (0.0001) is worth 1 USD on that position. The order form shows the margin and fee before you confirm, so you can check the size fits your plan.</p>
<p>Forex pairs close from Friday evening to Sunday evening (UTC). Orders cannot be placed while the market is closed, and prices can open on Monday away from where they closed.</p>`,
  },
  leverage: {
    title: 'Risk education: what leverage really does to your account',
    desc: 'Leverage lowers the margin a position needs. It does not change how much the position gains or loses per pip.',
    content: `<p>Leverage is often described as a way to "trade bigger", but it is more precise to say it changes only one number: the margin set aside when you open a position. The profit or loss of a position depends on its size in lots and on how far the price moves, not on the leverage you chose.</p>
<h2>An example</h2>
<p>Buy 0.1 lots of EUR/USD at 1.0800. The position is worth 10,800 USD. At 10x leverage the margin is 1,080 USD; at 100x it is 108 USD. If the price falls by 50 pips to 1.0750, the loss is 50 USD in both cases.</p>
<p>What leverage changes is how much of your balance stays free. Lower margin means you can open more or larger positions with the same balance, and that is where the risk hides: a larger total position turns the same price move into a larger loss.</p>
<h2>Habits that help</h2>
<ul>
<li>Decide the loss you accept first, then choose the lot size, and only then the leverage.</li>
<li>Keep an eye on the risk rate on the Orders tab: it falls as losses grow.</li>
<li>Practise a new approach on the demo account before using real money.</li>
</ul>
<p>Leveraged products carry a high risk of losing money quickly. Only trade with money you can afford to lose.</p>`,
  },
  'stop-out': {
    title: 'Risk education: how a stop-out works and how to avoid one',
    desc: 'When the risk rate falls to the stop-out level, positions are closed automatically, starting with the largest loss.',
    content: `<p>Every account has a <strong>risk rate</strong>: your equity (balance plus the margin of open positions plus their floating profit or loss) divided by the margin in use, as a percentage. You can see it at the top of the Orders tab whenever you hold a position.</p>
<p>If losses push the risk rate down to the stop-out level (50 % unless your operator sets another value), the system closes the open position with the largest loss at the market price. If the risk rate is still at or below the level, it closes the next one, until the rate recovers or no position is left.</p>
<h2>Why it exists</h2>
<p>A stop-out protects you from losing more than your account holds. If a very fast move still takes the balance below zero, negative balance protection sets it back to zero: you never owe money to your account.</p>
<h2>How to stay clear of it</h2>
<ul>
<li>Use a stop-loss on each position, so a single trade closes at a loss you chose instead of one the market chose.</li>
<li>Avoid using almost all of your balance as margin; free balance is what absorbs losses.</li>
<li>The order form shows an estimated stop-out price before you open a position. If it is close to the current price, the position is too large for your account.</li>
</ul>`,
  },
  'oil-inventories': {
    title: 'Oil market commentary: why Wednesdays matter for WTI',
    desc: 'Weekly US inventory data, OPEC+ decisions and the shape of global demand: a guide to what moves crude oil.',
    content: `<p>Crude oil responds to supply and demand news faster than most markets. For WTI (USOIL) one regular event stands out: the weekly US crude inventory report, published on Wednesdays. A larger-than-expected build in stocks usually weighs on prices; a larger draw usually supports them.</p>
<h2>The bigger picture</h2>
<p>Production decisions by OPEC+ set the supply backdrop, while global growth, and in particular demand from large importers, sets the demand side. Brent (UKOIL) and WTI usually move together, with Brent trading at a premium that reflects transport and quality differences.</p>
<h2>Practical points</h2>
<p>One lot of crude here is 1,000 barrels, so a move of 1 USD per barrel is worth 1,000 USD per lot, or 10 USD for 0.01 lots. Oil can gap when the market reopens after the weekend, and stop-loss orders fill at the first available price, which can be worse than the level you set.</p>
<p>If you trade around the Wednesday report, consider a smaller position or wait for the first reaction to settle before entering.</p>`,
  },
  'pending-orders': {
    title: 'How pending orders work on Lotline',
    desc: 'Set the price you want, and the order opens by itself when the market gets there. Margin and fee are reserved when you place it.',
    content: `<p>A market order opens at the current price. A <strong>pending order</strong> waits for a price you choose: switch the order type to pending in the trade form, enter the target price and submit.</p>
<h2>When it fills</h2>
<p>The order opens when the price crosses your target from the side it was on when you placed it. That covers both common uses: buying below the current price after a dip (a limit order) and buying above it when a breakout happens (a stop order). The same applies to sell orders in the other direction.</p>
<h2>What happens to your balance</h2>
<p>The margin and fee of a pending order are reserved from your balance when you place it, so the order can always open when the price arrives. If you cancel it from the Orders tab, the reserve returns to your balance in full, and your account history shows both records.</p>
<p>You can attach a stop-loss and a take-profit to a pending order. They start working as soon as the order opens.</p>`,
  },
  'stop-loss': {
    title: 'Risk education: placing stop-loss and take-profit levels',
    desc: 'A stop-loss belongs where your trade idea is proven wrong, not at a random distance. How to set both in the app.',
    content: `<p>Every order form has two optional checkboxes: <strong>Stop-loss</strong> and <strong>Take-profit</strong>. When the price reaches either level, the position closes automatically at the market price.</p>
<h2>Where to put a stop-loss</h2>
<p>Place it at the price that would show your idea was wrong: below a recent low for a buy, above a recent high for a sell. Then choose the lot size so that the loss at that level is an amount you accept. This order of decisions keeps every loss planned.</p>
<h2>Rules the app checks</h2>
<ul>
<li>For a buy, the stop-loss must be below the price and the take-profit above it; for a sell, the other way round.</li>
<li>Leaving a box unticked sends 0, which means no level.</li>
<li>You can edit or remove both later from the order's detail, with the same checks.</li>
</ul>
<p>A stop-loss closes at the first available price once it is reached. In a fast market or after a weekend gap that price can be worse than the level you set.</p>`,
  },
  'yen-pairs': {
    title: 'Trading yen pairs: how USD/JPY margin and profit are counted',
    desc: 'Pairs quoted in yen are settled in USD at the current rate. What that means for the numbers you see.',
    content: `<p>Your account is in US dollars, but some pairs are quoted in another currency. USD/JPY, EUR/JPY and GBP/JPY are priced in Japanese yen, so a one-pip move (0.01) is worth a fixed amount of yen, not of dollars.</p>
<p>Lotline converts those amounts to dollars at the current USD/JPY price, for the margin and fee when you open a position and for the profit while you hold it and when you close it. The order form, the Orders tab and your account history all use the same rule, so the numbers always agree.</p>
<h2>An example</h2>
<p>Buy 0.1 lots of USD/JPY at 151.40 and close at 151.90. The gain is 0.50 yen on each of 10,000 dollars: 5,000 yen. At a USD/JPY price of 151.90 that is about 32.92 USD.</p>
<p>Because of the conversion, the dollar value of a pip on a yen pair changes slightly as USD/JPY moves. For most position sizes the difference is small, but it is worth knowing when you compare results across pairs.</p>`,
  },
  'weekend-hours': {
    title: 'Market hours and weekend gaps: what closes and when',
    desc: 'Forex, metals, indices and energy close at the weekend (UTC); crypto never does. How a gap can affect your stops.',
    content: `<p>Markets on Lotline follow two schedules. Forex pairs, metals, stock indices and energy close from Friday night to Sunday night, UTC. Crypto pairs trade around the clock, every day. A closed market cannot be traded: buy and sell are disabled until it opens again.</p>
<h2>What a gap is</h2>
<p>News does not stop at the weekend. When a market reopens, the first price can be some distance from Friday's last one. That jump is called a gap.</p>
<h2>How it affects orders</h2>
<ul>
<li>A stop-loss inside the gap closes at the first available price, which can be worse than the level you set.</li>
<li>A pending order whose target lies inside the gap fills at the first available price too.</li>
<li>Positions held over the weekend keep their margin; the risk rate is recalculated with the first new price.</li>
</ul>
<p>If you do not want weekend risk, close or reduce positions before Friday's close, or use smaller sizes for trades you plan to hold through it.</p>`,
  },
  'negative-balance': {
    title: 'Negative balance protection on every account',
    desc: 'However fast a market moves, your balance never ends below zero. Here is how it works.',
    content: `<p>Leveraged trading carries the risk that a very fast move takes losses beyond the money in an account. On Lotline that never becomes a debt: every account has negative balance protection.</p>
<p>If a position closes (by you, by its stop-loss or by a stop-out) with a loss larger than the account's balance, the balance is set to zero and the difference is written off. Your account history shows it as a separate "Negative balance protection" record, so the statement always adds up.</p>
<p>Protection is a last line of defence, not a strategy. The stop-out level and your own stop-losses are designed to close positions long before it is needed. For help with your account, contact support from the Me tab.</p>`,
  },
};
