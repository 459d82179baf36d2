// The theme's boot (core/theme/theme-boot.ts, inline in index.html) leaves itself here: Me > Other calls it after
// storing a choice, so the page applies it as a first load does. Absent where the boot is not (admin.html, tests).
interface Window {
  lotlineTheme?: () => void;
}
