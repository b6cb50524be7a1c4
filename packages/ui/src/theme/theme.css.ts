import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract of the kit. Components read `vars.*` only; the values below are
 * set once on :root, so a future light theme is another `createGlobalTheme` on a class.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfacePressed: null,
    border: null,
    text: null,
    textMuted: null,
    textOnBrand: null,
    brand: null,
    brandStrong: null,
    accent: null,
    danger: null,
    dangerText: null,
    success: null,
    warning: null,
    scrim: null,
    focus: null,
    skeleton: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, xl: null, pill: null, round: null },
  font: { family: null, numeric: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  zIndex: { base: null, sticky: null, tabBar: null, floating: null, overlay: null, toast: null, gate: null },
  duration: { fast: null, normal: null, slow: null },
  easing: { standard: null },
  size: { touchTarget: null, tabBarHeight: null, navBarHeight: null, contentMaxWidth: null, mobileWidth: null },
  shadow: { raised: null, overlay: null },
});

// WCAG contrast on `background` (#0f0f14): text 17.1:1, textMuted 8.1:1 (6.5:1 on surfaceRaised),
// brand 10:1, accent 8.4:1, dangerText 7:1, success 8.2:1 — all above AA 4.5:1.
// textOnBrand on brand 9.7:1; white on danger (filled buttons) 5.4:1.
/** The dark theme's values, exported so the docs can print them beside their swatches. */
export const darkTheme = {
  color: {
    background: '#0f0f14',
    surface: '#1a1a22',
    surfaceRaised: '#24242e',
    surfacePressed: '#2e2e3a',
    border: '#34343f',
    text: '#f2f2f5',
    textMuted: '#a8a8b3',
    textOnBrand: '#1a1206',
    brand: '#e6b45a',
    brandStrong: '#f3c977',
    accent: '#f08fa8',
    danger: '#c62f3e',
    dangerText: '#ff6b7a',
    success: '#3fbf7f',
    warning: '#f2a33a',
    scrim: 'rgba(0, 0, 0, 0.72)',
    focus: '#8ab4ff',
    skeleton: '#24242e',
  },
  space: { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '999px', round: '50%' },
  font: {
    family: '"PingFang SC", "Hiragino Sans GB", "Noto Sans CJK SC", "Noto Sans SC", "Microsoft YaHei", sans-serif',
    numeric: 'tabular-nums',
  },
  fontSize: { xs: '11px', sm: '12px', md: '14px', lg: '16px', xl: '18px', xxl: '22px' },
  fontWeight: { regular: '400', medium: '500', bold: '600' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  zIndex: { base: '0', sticky: '10', tabBar: '100', floating: '200', overlay: '1000', toast: '2000', gate: '3000' },
  duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)' },
  size: {
    touchTarget: '44px',
    tabBarHeight: '56px',
    navBarHeight: '46px',
    contentMaxWidth: '750px',
    mobileWidth: '375px',
  },
  shadow: {
    raised: '0 4px 12px rgba(0, 0, 0, 0.45)',
    overlay: '0 -8px 24px rgba(0, 0, 0, 0.5)',
  },
};

createGlobalTheme(':root', vars, darkTheme);

/** For layouts: mobile first, tablets get a centred column (see `contentColumn`). */
export const breakpoints = { tablet: 'screen and (min-width: 768px)' } as const;
