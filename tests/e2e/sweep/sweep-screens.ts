import type { SweepData } from './sweep-data.js';

export type Who = 'visitor' | 'demo' | 'real';

/** A dialog opened on a screen by tapping `click` (the first match), checked like a screen of its own. */
export interface Overlay {
  name: string;
  click: string;
}

export interface Screen {
  path: string;
  /** Who is shown this screen: a screen that looks the same for everyone is swept once, by the first of them. */
  who: Who[];
  overlays?: Overlay[];
}

/**
 * Every route of docs/product.md (src/app/ScreenRoutes.tsx and App.tsx), by the people who see it
 * differently: a visitor (public screens), a demo user (what a demo account has of its own, and one screen it
 * is blocked from) and a real user with money, payout methods, orders and records.
 */
export const appScreens = (d: SweepData): Screen[] => [
  { path: '/', who: ['visitor', 'real'] },
  { path: '/trade', who: ['visitor', 'real'], overlays: [{ name: 'pair drawer', click: '.pair-switch' }] },
  { path: '/product', who: ['visitor'] },
  { path: '/news', who: ['visitor'] },
  { path: `/news/detail?id=${d.articleId}`, who: ['visitor'] },
  { path: '/ranking', who: ['visitor'] },
  { path: '/feedback', who: ['visitor'] },
  { path: '/language', who: ['visitor'] },
  { path: '/login', who: ['visitor'] },
  { path: '/register', who: ['visitor'] },
  { path: '/forgot', who: ['visitor'] },
  { path: '/order?type=1', who: ['demo', 'real'], overlays: [{ name: 'holding detail', click: '.order-row' }] },
  { path: '/order?type=0', who: ['real'], overlays: [{ name: 'pending detail', click: '.order-row' }] },
  { path: '/order?type=3', who: ['real'] },
  { path: '/mine', who: ['demo', 'real'] },
  { path: '/mine/history', who: ['demo', 'real'] },
  { path: '/mine/system', who: ['real'] },
  { path: '/mine/announcement', who: ['real'] },
  { path: '/mine/email', who: ['real'] },
  { path: '/mine/chat', who: ['real'] },
  { path: '/mine/charge', who: ['demo', 'real'] }, // demo: the "real account only" screen
  { path: '/mine/withdraw', who: ['real'], overlays: [{ name: 'Send to picker', click: 'button[name=destination]' }] },
  { path: '/mine/wallet', who: ['real'] },
  { path: '/mine/bank-card-list', who: ['real'] },
  { path: '/mine/coin-address-list', who: ['real'] },
  { path: '/mine/withdraw-way?type=1', who: ['real'] },
  { path: '/mine/withdraw-way?type=2', who: ['real'] },
  { path: '/mine/password', who: ['real'] },
  { path: '/mine/security', who: ['demo', 'real'] },
  { path: '/mine/auth', who: ['real'] },
  { path: '/mine/invite', who: ['real'] },
  { path: '/mine/alerts', who: ['real'] },
  { path: '/mine/notifications', who: ['real'] },
  { path: '/mine/devices', who: ['real'], overlays: [{ name: 'sign out confirm', click: '.device .btn' }] },
];

/** Every page of the back office (src/admin/AdminApp.tsx) as the first admin (the sign-in form is swept signed out). */
export const adminScreens = (d: SweepData): string[] => [
  '/deposits',
  '/withdrawals',
  '/verifications',
  '/users',
  `/users/${d.realUserId}`,
  '/pairs',
  '/categories',
  '/deposit-networks',
  '/bank-currencies',
  '/bank-accounts',
  '/withdraw-symbols',
  '/news',
  '/companies',
  '/settings',
  '/performance',
  '/operators',
  '/audit',
  '/outbox',
  '/security',
];
