/**
 * What a first load starts a second after its first screen, each only when asked (main.tsx decides), from one lazy
 * chunk so the boot carries one import instead of two: the perf overlay (`?perf=1`, or on for the tab's session;
 * src/perf/) and the field data of a view drawn by rum_sample_percent (field-data.ts).
 */
export function afterFirstScreen(perf: boolean, rum: boolean): void {
  // The flag was read at boot: by now a redirect may have dropped it from the address, so the overlay is told.
  if (perf) void import('../perf/perf-switch').then((m) => m.setPerf(true));
  if (rum) void import('./field-data').then((m) => m.startFieldData());
}
