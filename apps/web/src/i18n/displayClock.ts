/**
 * The time zone and the moment dates are shown against. In the browser: its own zone and the
 * present, except while it takes over a page the server rendered, when "3 minutes ago" is counted
 * from the moment the server wrote it, as the server did. On the server: the zone the browser said
 * it is in (the `time_zone` cookie) and the moment of the render (entry-server.tsx sets the source).
 */
type Clock = { timeZone: string | undefined; now: number | undefined };

let serverClock: () => Clock | undefined = () => undefined;
let heldNow: number | undefined;

export const displayTimeZone = (): string | undefined => serverClock()?.timeZone;

export const displayNow = (): number => serverClock()?.now ?? heldNow ?? Date.now();

export function setServerClock(source: () => Clock | undefined): void {
  serverClock = source;
}

/** While a server-rendered page is taken over, times are counted from when it was rendered. */
export function holdNowUntilHydrated(renderedAt: number): void {
  heldNow = renderedAt;
}

export function releaseNow(): void {
  heldNow = undefined;
}

/** The cookie the browser keeps its time zone in, for the server's next page. */
export const TIME_ZONE_COOKIE = 'time_zone';

export function rememberTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
}
