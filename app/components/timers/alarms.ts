/**
 * What a device does when a timer ends: a chime, a buzz, the timer said aloud (with "Read
 * replies aloud" on), and a system notification while the page is hidden. Each is best
 * effort: a browser that refuses one (autoplay rules, no speech, no permission) still gets
 * the others, and the tray's highlight and the flashing title are always there.
 */

export const CHIME_URL = "/sounds/timer-chime.wav";
/** Set once this device has been asked for notifications, so it is asked at most once. */
const ASKED_KEY = "basil:timer-notifications-asked";

export function timesUpSentence(name: string) {
  return `Time's up for the ${name.trim().toLowerCase() || "timer"}`;
}

export function ring(name: string, { readAloud }: { readAloud: boolean }) {
  try {
    void new Audio(CHIME_URL).play().catch(() => {});
  } catch {
    // No audio on this device.
  }
  if (typeof navigator.vibrate === "function") navigator.vibrate([300, 150, 300]);
  if (readAloud && "speechSynthesis" in window) {
    window.speechSynthesis.speak(new SpeechSynthesisUtterance(timesUpSentence(name)));
  }
  if (document.visibilityState === "hidden") void notify(name);
}

/** A system notification, through the service worker where there is one (as phones require). */
async function notify(name: string) {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  const title = "Time's up!";
  const options = { body: timesUpSentence(name), tag: `timer-${name}`, requireInteraction: true };
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) await registration.showNotification(title, options);
    else new Notification(title, options);
  } catch {
    // Notifications refused or unavailable: the page still rings.
  }
}

/**
 * Asks for notification permission when the first timer is seen on this device (never on
 * page load with no timer), once.
 */
export function askForNotificationsOnce() {
  if (typeof Notification === "undefined" || Notification.permission !== "default") return;
  try {
    if (localStorage.getItem(ASKED_KEY)) return;
    localStorage.setItem(ASKED_KEY, "1");
  } catch {
    return;
  }
  void Notification.requestPermission().catch(() => {});
}
