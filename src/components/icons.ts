/** Icons the first screen and /trade draw, as SVG path data (24x24, stroked). Others are in ./icons-more, so `/` carries only these. */
export const iconGlobe =
  'M12 3a9 9 0 100 18 9 9 0 000-18zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z';
export const iconChart = 'M4 19V5m0 14h16M7 15l4-4 3 3 5-6';
export const iconUser = 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 8c.8-3.4 3.6-5.5 7-5.5s6.2 2.1 7 5.5';
export const iconSearch = 'M11 18a7 7 0 100-14 7 7 0 000 14zm5-2l4 4';
export const iconList = 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01';
export const iconTrade = 'M7 4v16M7 8h-2v8h2M17 4v16M17 6h-2v6h2M17 6h2v6h-2';
export const iconNews = 'M5 4h11v16H6a2 2 0 01-2-2V5m12 3h3v10a2 2 0 01-2 2M8 8h5M8 12h5M8 16h3';
export const iconTrophy = 'M8 4h8v5a4 4 0 01-8 0zM8 6H5v1a3 3 0 003 3m8-4h3v1a3 3 0 01-3 3m-4 3v4m-3 3h6';
export const iconClose = 'M6 6l12 12M18 6L6 18';
export const iconMenu = 'M4 6h16M4 12h16M4 18h16';
