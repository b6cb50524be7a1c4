import '@nocturne/ui';
import { AppRoutes } from './routes/AppRoutes.tsx';
import { KeptAliveHome } from './shell/KeptAliveHome.tsx';
import { Launch } from './shell/Launch.tsx';
import { NavigationBridge } from './shell/NavigationBridge.tsx';
import { ToastHost } from './shell/ToastHost.tsx';

/** The whole app inside the router: launch (age gate, member), kept-alive home, routes, toasts. */
export function App() {
  return (
    <>
      <NavigationBridge />
      <Launch>
        <KeptAliveHome />
        <AppRoutes />
      </Launch>
      <ToastHost />
    </>
  );
}
