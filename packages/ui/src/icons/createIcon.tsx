import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in px (or any CSS length). Defaults to 1em so icons follow the font size. */
  size?: number | string;
  /**
   * Only for an icon that carries meaning on its own. Icons inside a labelled button stay
   * decorative (hidden from screen readers); the button carries the accessible name.
   */
  title?: string;
}

/**
 * Builds one stroke icon on a 24×24 grid, drawn in `currentColor`. Each icon is its own
 * export, so a screen pulls in only the icons it uses (no icon font, no sprite). The
 * annotation tells the bundler a call makes nothing but its icon: without it every icon's
 * call is kept, used or not.
 */
/**
 * The kit's icon frame: the 24×24 grid, the stroke and `currentColor`, decorative unless titled.
 * createIcon's icons draw fixed shapes in it; a glyph that changes with its data (the download
 * ring) draws its own.
 */
export function IconFrame({ size = '1em', title, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

/*#__NO_SIDE_EFFECTS__*/
export function createIcon(displayName: string, shapes: ReactNode) {
  function Icon(props: IconProps) {
    return <IconFrame {...props}>{shapes}</IconFrame>;
  }
  Icon.displayName = displayName;
  return Icon;
}
