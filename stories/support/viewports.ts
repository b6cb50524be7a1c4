/**
 * The widths stories are shown at: the member app's phone (the default) and tablet, and the
 * operator console's desktop (1280x800, also used on a tablet). Storybook's viewport
 * menu, the story tests and the visual test's window all read this one table.
 */
export const viewports = {
  phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;

/** The width in px of a named viewport. */
export function viewportWidth(name: ViewportName): number {
  return Number.parseInt(viewports[name].styles.width, 10);
}

/**
 * Story annotations for a console component shown at a desktop or tablet width: the viewport,
 * and the canvas without the member app's 750px column (`wide`).
 */
export function shownAt(name: ViewportName) {
  return { globals: { viewport: { value: name, isRotated: false } }, parameters: { wide: true } };
}
