import { DANMAKU_OPACITY_MIN, DANMAKU_OPACITY_STEP } from '@nocturne/core';
import { DanmakuSettings, type DanmakuSettingsValue } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { densityChoices, settingsLabels } from './support/danmakuSamples.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const meta = {
  title: 'Player/DanmakuSettings',
  component: DanmakuSettings,
  tags: ['autodocs'],
  args: {
    settings: { enabled: true, opacity: 0.8, density: 'normal' },
    densities: densityChoices,
    onChange: fn(),
    labels: settingsLabels,
    opacityMin: DANMAKU_OPACITY_MIN,
    opacityStep: DANMAKU_OPACITY_STEP,
  },
  render: function Render(args) {
    const [settings, setSettings] = useState<DanmakuSettingsValue>(args.settings);
    return (
      <DanmakuSettings
        {...args}
        settings={settings}
        onChange={(patch) => {
          args.onChange(patch);
          setSettings((current) => ({ ...current, ...patch }));
        }}
      />
    );
  },
} satisfies Meta<typeof DanmakuSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Switch, slider and density choice report each change. */
export const Changing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: settingsLabels.toggle }));
    await expect(args.onChange).toHaveBeenCalledWith({ enabled: false });
    await expect(canvas.getByRole('switch', { name: settingsLabels.toggle })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(canvas.getByRole('radio', { name: densityChoices[2]!.label }));
    await expect(args.onChange).toHaveBeenCalledWith({ density: 'dense' });
    await expect(canvas.getByRole('slider', { name: settingsLabels.opacity })).toHaveAttribute('aria-valuetext', '80%');
  },
};
export const Off: Story = { args: { settings: { enabled: false, opacity: 0.8, density: 'normal' } } };
export const FaintAndSparse: Story = { args: { settings: { enabled: true, opacity: 0.2, density: 'sparse' } } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="defaults: on, 80%, normal">
        <DanmakuSettings {...args} />
      </StateCell>
      <StateCell label="off">
        <DanmakuSettings {...args} settings={{ enabled: false, opacity: 0.8, density: 'normal' }} />
      </StateCell>
      <StateCell label="20%, sparse">
        <DanmakuSettings {...args} settings={{ enabled: true, opacity: 0.2, density: 'sparse' }} />
      </StateCell>
      <StateCell label="100%, dense">
        <DanmakuSettings {...args} settings={{ enabled: true, opacity: 1, density: 'dense' }} />
      </StateCell>
    </StateGrid>
  ),
};
