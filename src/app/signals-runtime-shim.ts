/** Under Preact, @preact/signals tracks components by itself; React's opt-in hook is a no-op here. */
export function useSignals(): void {}
