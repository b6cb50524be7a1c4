import { expect, test } from 'vitest';
import { OperatorTally, type Control } from './operatorTally.ts';

/** A field or button on a stand-in page: what was done to it, in order. */
function field(value = '', focused = false): Control & { done: string[] } {
  const done: string[] = [];
  return {
    done,
    click: async () => void done.push('click'),
    focused: async () => focused,
    value: async () => value,
    press: async (key) => void done.push(`press ${key}`),
    typeText: async (text) => void done.push(`type ${text}`),
  };
}

function tallyAt(times: number[]) {
  return new OperatorTally<Control>((control) => control, () => times.shift()!);
}

test('clicks and key presses are counted apart, and the time runs from the first action to the end', async () => {
  const tally = tallyAt([1000, 3500]);
  await tally.click(field());
  await tally.press(field(), 'Enter');
  await tally.click(field());
  expect(tally.run()).toEqual({ clicks: 2, keys: 1, seconds: 2.5 });
});

test('typing into a field the page has not focused costs a click first, and one key a character', async () => {
  const price = field();
  const tally = tallyAt([0, 1000]);
  await tally.type(price, '原因25');
  expect(price.done).toEqual(['click', 'type 原因25']);
  expect(tally.run()).toEqual({ clicks: 1, keys: 4, seconds: 1 });
});

test('typing into a focused field holding a value selects it all first (one key), with no click', async () => {
  const price = field('30', true);
  const tally = tallyAt([0, 500]);
  await tally.type(price, '25');
  expect(price.done).toEqual(['press ControlOrMeta+a', 'type 25']);
  expect(tally.run()).toEqual({ clicks: 0, keys: 3, seconds: 0.5 });
});

test('a run with no action is refused rather than timed from nothing', () => {
  expect(() => tallyAt([0]).run()).toThrow();
});
