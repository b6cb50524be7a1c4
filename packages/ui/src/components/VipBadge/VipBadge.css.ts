import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

const from = createVar();
const to = createVar();
const ink = createVar();

export type BadgeLevel = 0 | 1 | 2 | 3 | 4 | 5;

const tone = (top: string, bottom: string, mark: string) => ({ vars: { [from]: top, [to]: bottom, [ink]: mark } });

// Colours climb with the level: grey, green, blue, pink, gold, and gold into pink for the last.
export const badge = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    level: {
      0: tone(vars.color.surfaceRaised, vars.color.surfacePressed, vars.color.textMuted),
      1: tone(vars.color.success, vars.color.surfacePressed, vars.color.text),
      2: tone(vars.color.focus, vars.color.surfacePressed, vars.color.text),
      3: tone(vars.color.accent, vars.color.danger, vars.color.text),
      4: tone(vars.color.brandStrong, vars.color.warning, vars.color.textOnBrand),
      5: tone(vars.color.brandStrong, vars.color.accent, vars.color.textOnBrand),
    },
  },
});

export const stopFrom = style({ stopColor: from });
export const stopTo = style({ stopColor: to });
export const outline = style({ stroke: from });
export const crown = style({ fill: ink });
export const dash = style({ stroke: ink });
