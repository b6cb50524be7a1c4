/**
 * Counts what an operator does on the way through a task: every click and every key press
 * (apart), and the seconds from the first of them to the task's visible end. The bench drives
 * the page only through a tally, so the counts are the path it really took.
 */
import type { Locator } from 'playwright-core';

/** What a tally does to a thing on the page (a Playwright locator in the bench, a stand-in in tests). */
export interface Control {
  click(): Promise<void>;
  focused(): Promise<boolean>;
  value(): Promise<string>;
  press(key: string): Promise<void>;
  typeText(text: string): Promise<void>;
}

export const controlOf = (locator: Locator): Control => ({
  click: () => locator.click(),
  focused: () => locator.evaluate((element) => element === element.ownerDocument.activeElement),
  value: () => locator.inputValue(),
  press: (key) => locator.press(key),
  typeText: (text) => locator.pressSequentially(text),
});

/** One run of a task: what it took, and how long from the first action to its visible end. */
export interface TaskRun {
  clicks: number;
  keys: number;
  seconds: number;
}

/** Select-all before typing over a field's value: one chord, counted as one key press. */
const SELECT_ALL = 'ControlOrMeta+a';

export class OperatorTally<Target> {
  private clicks = 0;
  private keys = 0;
  private startedAt: number | null = null;

  constructor(
    private readonly controlOf: (target: Target) => Control,
    private readonly now: () => number = () => performance.now(),
  ) {}

  private act(): void {
    this.startedAt ??= this.now();
  }

  async click(target: Target): Promise<void> {
    this.act();
    this.clicks++;
    await this.controlOf(target).click();
  }

  /**
   * Types `text` into a field as a person would: a click to put the cursor there unless the
   * page already did, select-all over what it holds, then one key a character.
   */
  async type(target: Target, text: string): Promise<void> {
    const control = this.controlOf(target);
    if (!(await control.focused())) await this.click(target);
    this.act();
    if ((await control.value()) !== '') {
      this.keys++;
      await control.press(SELECT_ALL);
    }
    this.keys += [...text].length;
    await control.typeText(text);
  }

  async press(target: Target, key: string): Promise<void> {
    this.act();
    this.keys++;
    await this.controlOf(target).press(key);
  }

  /** The run so far; call it once the task's end is on screen. */
  run(): TaskRun {
    if (this.startedAt === null) throw new Error('The task ended before its first action.');
    return { clicks: this.clicks, keys: this.keys, seconds: (this.now() - this.startedAt) / 1000 };
  }
}
