/** Timer arithmetic shared by the timer card and the running-timers tray. */

/** 75 → "1:15", 3600 → "1:00:00". */
export function formatRemaining(totalSeconds: number) {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** Whole seconds left until `deadline` (ms), rounded up as the server rounds them. */
export function secondsUntil(deadline: number, now: number) {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
