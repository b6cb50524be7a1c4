/**
 * Navigation for actions, which run outside React: the router registers its navigate
 * function here (see NavigationBridge) and actions call `navigateTo`.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => {
  window.location.assign(to);
};

export function registerNavigate(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}
