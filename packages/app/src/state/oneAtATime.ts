/**
 * A form action that runs one at a time: a second submit while the first is on its way sends
 * nothing and gets the first one's outcome. A double tap once filed two withdrawals 18 ms
 * apart and sent feedback twice; a page's busy flag alone is set a render too late.
 * `busy.sending` mirrors it for the page's button.
 */
export function oneAtATime<Args extends unknown[], Result>(
  busy: { sending: boolean },
  action: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  let inFlight: Promise<Result> | null = null;
  return (...args) => {
    if (inFlight) return inFlight;
    busy.sending = true;
    inFlight = action(...args).finally(() => {
      inFlight = null;
      busy.sending = false;
    });
    return inFlight;
  };
}
