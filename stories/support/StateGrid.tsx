import { useState, type CSSProperties, type ReactNode } from 'react';

/**
 * Lays a component's states out for the `AllStates` story, the one screenshot the visual
 * regression test compares. Phone width (375px) by default, one state per cell; a console
 * component's grid is as wide as the viewport its story is shown at (`viewportWidth`).
 */
export function StateGrid({ children, columns = 1, width = 375 }: { children: ReactNode; columns?: number; width?: number }) {
  return (
    <div
      data-testid="all-states"
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gap: 16,
        padding: 16,
        width,
        background: '#0f0f14',
      }}
    >
      {children}
    </div>
  );
}

const labelStyle: CSSProperties = { margin: '0 0 6px', fontSize: 12, color: '#a8a8b3', fontFamily: 'monospace' };

/** One labelled state in a StateGrid. */
export function StateCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label}>
      <p style={labelStyle}>{label}</p>
      {children}
    </section>
  );
}

const frameStyle: CSSProperties = {
  position: 'relative',
  overflow: 'hidden',
  // `transform` makes the frame the containing block of `position: fixed` descendants, so
  // tab bars, floating buttons, sheets and dialogs stay inside the frame.
  transform: 'translateZ(0)',
  border: '1px solid #34343f',
  borderRadius: 8,
  background: '#0f0f14',
};

/** A phone-sized box that contains fixed-position parts (tab bar, toasts, floating buttons). */
export function PhoneFrame({ height = 420, children }: { height?: number; children: ReactNode }) {
  return <div style={{ ...frameStyle, height }}>{children}</div>;
}

/**
 * A labelled PhoneFrame for overlays: it hands its element to the overlay as the portal
 * container. Render the overlay non-modal, so several can be open side by side.
 */
export function OverlayFrame({
  label,
  height = 420,
  children,
}: {
  label: string;
  height?: number;
  children: (container: HTMLElement) => ReactNode;
}) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <StateCell label={label}>
      <div ref={setContainer} style={{ ...frameStyle, height }}>
        {container ? children(container) : null}
      </div>
    </StateCell>
  );
}

/** Overlay stories render in their own iframe on the docs page, so they don't cover it. */
export const overlayDocs = { docs: { story: { inline: false, height: '560px' } } };
