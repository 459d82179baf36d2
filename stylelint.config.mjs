/**
 * CSS lint (`npm run lint`): stylelint's standard rules, less those that are layout of the text (Prettier owns it,
 * and keeps rules without blank lines between them), and two set for the phones we serve.
 */
export default {
  extends: ['stylelint-config-standard'],
  rules: {
    'rule-empty-line-before': null,
    'comment-empty-line-before': null,
    'at-rule-empty-line-before': null,
    'declaration-empty-line-before': null,
    // `@import './x.css'`: Vite inlines it at build, and reads the plain string the same as url().
    'import-notation': 'string',
    // `(min-width: 600px)`, not `(width >= 600px)`: range syntax needs Chrome 104 / Safari 16.4, and the low-end
    // phones we serve run older WebViews.
    'media-feature-range-notation': 'prefix',
    // Selectors here are scoped by component class: the rule compares selectors that never match the same element
    // (`.qr svg` and `.picker-btn.wide > svg`), and reordering the files to quiet it would break their grouping by screen.
    'no-descending-specificity': null,
  },
};
